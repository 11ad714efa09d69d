func.func @main() -> tensor<2x3xf32> {
  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = "stablehlo.all_gather"(%c) {all_gather_dim = 1 : i64, replica_groups = dense<0> : tensor<1x1xi64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
