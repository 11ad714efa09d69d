// Golden negative and positive programs for stablehlo.compare: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) {
  // expected-error@+1 {{stablehlo.compare (C1)}}
  %r = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xi1>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.compare (C2)}}
  %r = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xi1>
  return
}

// -----

// signed integers compare SIGNED
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) {
  // expected-error@+1 {{stablehlo.compare (C3)}}
  %r = "stablehlo.compare"(%a0, %a1) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return
}
