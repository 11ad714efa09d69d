// StableHLO spec (seed 004, Japanese edition), section "tuple": the example of the op, as a runnable test.
// Tuples have no literal and check.* compares tensors: the operand (3) is
// built with stablehlo.tuple, and the result ([1.0, 2.0], (3)) is taken
// apart with stablehlo.get_tuple_element and each leaf compared.
func.func @tuple_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.tuple", source = "StableHLO spec, tuple, example 1"}} {
  %val0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %val1 = "stablehlo.tuple"(%three) : (tensor<i32>) -> tuple<tensor<i32>>
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %leaf0 = "stablehlo.get_tuple_element"(%result) {index = 0 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  %inner = "stablehlo.get_tuple_element"(%result) {index = 1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  %leaf1 = "stablehlo.get_tuple_element"(%inner) {index = 0 : i32} : (tuple<tensor<i32>>) -> tensor<i32>
  check.expect_eq_const %leaf0, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq_const %leaf1, dense<3> : tensor<i32>
  func.return
}
