// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Select",
// expressed in StableHLO (stablehlo.select, which also takes a scalar pred).

// Example with non-scalar pred.
func.func @Select_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.select", source = "XLA operation semantics, Select, example 1"}} {
  %pred = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
  %v1 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v2 = stablehlo.constant dense<[100, 200, 300, 400]> : tensor<4xi32>
  %result = stablehlo.select %pred, %v1, %v2 : tensor<4xi1>, tensor<4xi32>
  check.expect_eq_const %result, dense<[1, 200, 300, 4]> : tensor<4xi32>
  func.return
}

// Example with scalar pred.
func.func @Select_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.select", source = "XLA operation semantics, Select, example 2"}} {
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %v1 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v2 = stablehlo.constant dense<[100, 200, 300, 400]> : tensor<4xi32>
  %result = stablehlo.select %pred, %v1, %v2 : tensor<i1>, tensor<4xi32>
  check.expect_eq_const %result, dense<[1, 2, 3, 4]> : tensor<4xi32>
  func.return
}
