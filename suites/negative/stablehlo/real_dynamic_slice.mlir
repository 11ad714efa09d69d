// Golden negative and positive programs for stablehlo.real_dynamic_slice: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<1xi64>, %a2: tensor<1xi64>, %a3: tensor<1xi64>) {
  %r = "stablehlo.real_dynamic_slice"(%a0, %a1, %a2, %a3) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<1xi64>, %a2: tensor<1xi64>, %a3: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C1)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %a1, %a2, %a3) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xi64>, %a2: tensor<2xi64>, %a3: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C2)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %a1, %a2, %a3) : (tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<1xi64>, %a2: tensor<1xi64>, %a3: tensor<1xi32>) {
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C3)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %a1, %a2, %a3) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %s = stablehlo.constant dense<[3]> : tensor<1xi64>
  %l = stablehlo.constant dense<[2]> : tensor<1xi64>
  %st = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C4)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %s, %l, %st) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %s = stablehlo.constant dense<[1]> : tensor<1xi64>
  %l = stablehlo.constant dense<[3]> : tensor<1xi64>
  %st = stablehlo.constant dense<[0]> : tensor<1xi64>
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C5)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %s, %l, %st) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %s = stablehlo.constant dense<[1]> : tensor<1xi64>
  %l = stablehlo.constant dense<[3]> : tensor<1xi64>
  %st = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error@+1 {{stablehlo.real_dynamic_slice (C6)}}
  %r = "stablehlo.real_dynamic_slice"(%a0, %s, %l, %st) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %s = stablehlo.constant dense<[1]> : tensor<1xi64>
  %l = stablehlo.constant dense<[3]> : tensor<1xi64>
  %st = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r = "stablehlo.real_dynamic_slice"(%a0, %s, %l, %st) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>
  return
}
