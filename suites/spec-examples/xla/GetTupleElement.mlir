// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "GetTupleElement",
// expressed in StableHLO (stablehlo.tuple, stablehlo.get_tuple_element). The
// seed states the result only by its type (s32); its value is s, 5.
func.func @GetTupleElement_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.get_tuple_element", source = "XLA operation semantics, GetTupleElement, example 1"}} {
  %v = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : tensor<10xf32>
  %s = stablehlo.constant dense<5> : tensor<i32>
  %t = stablehlo.tuple %v, %s : tuple<tensor<10xf32>, tensor<i32>>
  %element_1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<10xf32>, tensor<i32>>) -> tensor<i32>
  check.expect_eq_const %element_1, dense<5> : tensor<i32>
  func.return
}
