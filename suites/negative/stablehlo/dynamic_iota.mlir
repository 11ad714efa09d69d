// Golden negative and positive programs for stablehlo.dynamic_iota: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<1xi64>) {
  %r = "stablehlo.dynamic_iota"(%a0) <{iota_dimension = 0 : i64}> : (tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_iota (C1)}}
  %r = "stablehlo.dynamic_iota"(%a0) <{iota_dimension = 1 : i64}> : (tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_iota (C2)}}
  %r = "stablehlo.dynamic_iota"(%a0) <{iota_dimension = 0 : i64}> : (tensor<2xi64>) -> tensor<?xf32>
  return
}
