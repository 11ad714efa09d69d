// Golden negative and positive programs for stablehlo.send: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  %r = "stablehlo.send"(%a0, %a1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.send (C1)}}
  %r = "stablehlo.send"(%a0, %a1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  return
}
