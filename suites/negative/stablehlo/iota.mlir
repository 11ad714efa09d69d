// Golden negative and positive programs for stablehlo.iota: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main() {
  %r = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x2xf32>
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{stablehlo.iota (C1)}}
  %r = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4xf32>
  return
}
