// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "ConvertElementType",
// expressed in StableHLO (stablehlo.convert).
func.func @ConvertElementType_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.convert", source = "XLA operation semantics, ConvertElementType, example 1"}} {
  %a = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
  %b = stablehlo.convert %a : (tensor<3xi32>) -> tensor<3xf32>
  check.expect_eq_const %b, dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  func.return
}
