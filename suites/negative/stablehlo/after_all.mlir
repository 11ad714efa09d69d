// Golden negative and positive programs for stablehlo.after_all: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: !stablehlo.token, %a1: !stablehlo.token) {
  %r = "stablehlo.after_all"(%a0, %a1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  return
}
