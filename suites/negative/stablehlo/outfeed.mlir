// Golden negative and positive programs for stablehlo.outfeed: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  %r = "stablehlo.outfeed"(%a0, %a1) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}
