// StableHLO spec (seed 004, Japanese edition), section "iota": the examples of the op, as runnable tests.
func.func @iota_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.iota", source = "StableHLO spec, iota, example 1"}} {
  %output = "stablehlo.iota"() {
    iota_dimension = 0 : i64
  } : () -> tensor<4x5xi32>
  check.expect_eq_const %output, dense<[ [0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3] ]> : tensor<4x5xi32>
  func.return
}

// -----

func.func @iota_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.iota", source = "StableHLO spec, iota, example 2"}} {
  %output = "stablehlo.iota"() {
    iota_dimension = 1 : i64
  } : () -> tensor<4x5xi32>
  check.expect_eq_const %output, dense<[ [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4] ]> : tensor<4x5xi32>
  func.return
}
