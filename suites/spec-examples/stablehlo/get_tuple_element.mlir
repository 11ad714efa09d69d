// StableHLO spec (seed 004, Japanese edition), section "get_tuple_element": the example of the op, as a runnable test.
// Tuples have no literal: the operand ([1.0, 2.0], (3)) is built with
// stablehlo.tuple from constants.
func.func @get_tuple_element_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.get_tuple_element", source = "StableHLO spec, get_tuple_element, example 1"}} {
  %val0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %val1 = stablehlo.constant dense<3> : tensor<i32>
  %inner = "stablehlo.tuple"(%val1) : (tensor<i32>) -> tuple<tensor<i32>>
  %operand = "stablehlo.tuple"(%val0, %inner) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %result = "stablehlo.get_tuple_element"(%operand) {
    index = 0 : i32
  } : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}
