// Golden negative and positive programs for stablehlo.recv: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%a0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.recv (C1)}}
  %r:2 = "stablehlo.recv"(%a0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.recv (C2)}}
  "stablehlo.recv"(%a0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> ()
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.recv (C3)}}
  %r:2 = "stablehlo.recv"(%a0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.recv (C4)}}
  %r:2 = "stablehlo.recv"(%a0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
