// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Tuple",
// expressed in StableHLO (stablehlo.tuple). The seed gives the tuple's parts
// but no result literal (tuples have none); the test takes the tuple apart
// with stablehlo.get_tuple_element and compares each part.
func.func @Tuple_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.tuple", source = "XLA operation semantics, Tuple, example 1"}} {
  %v = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : tensor<10xf32>
  %s = stablehlo.constant dense<5> : tensor<i32>
  %t = stablehlo.tuple %v, %s : tuple<tensor<10xf32>, tensor<i32>>
  %t0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<10xf32>, tensor<i32>>) -> tensor<10xf32>
  %t1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<10xf32>, tensor<i32>>) -> tensor<i32>
  check.expect_eq_const %t0, dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]> : tensor<10xf32>
  check.expect_eq_const %t1, dense<5> : tensor<i32>
  func.return
}
