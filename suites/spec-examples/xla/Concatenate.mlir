// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Concatenate",
// expressed in StableHLO (stablehlo.concatenate). The seed gives no element
// type; the tests use i32.

// 1-dimensional example: Concat({{2, 3}, {4, 5}, {6, 7}}, 0)
func.func @Concatenate_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.concatenate", source = "XLA operation semantics, Concatenate, example 1"}} {
  %a = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %b = stablehlo.constant dense<[4, 5]> : tensor<2xi32>
  %c = stablehlo.constant dense<[6, 7]> : tensor<2xi32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6xi32>
  check.expect_eq_const %result, dense<[2, 3, 4, 5, 6, 7]> : tensor<6xi32>
  func.return
}

// 2-dimensional example: Concat({a, b}, 0)
func.func @Concatenate_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.concatenate", source = "XLA operation semantics, Concatenate, example 2"}} {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %b = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi32>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi32>, tensor<1x2xi32>) -> tensor<4x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  func.return
}
