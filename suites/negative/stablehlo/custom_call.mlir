// Golden negative and positive programs for stablehlo.custom_call: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.custom_call"(%a0) <{call_target_name = "foo", has_side_effect = true, api_version = 4 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
