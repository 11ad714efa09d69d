// Golden negative and positive programs for stablehlo.create_token: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main() {
  %r = "stablehlo.create_token"() : () -> !stablehlo.token
  return
}
