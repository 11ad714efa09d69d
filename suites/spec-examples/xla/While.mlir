// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "While",
// expressed in StableHLO (stablehlo.while over the tuple's two parts). The
// seed's pseudocode leaves constant_vector[10] unspecified; the test uses
// ones (a choice of this test, exact in f32), so after the 1000 iterations
// the count is 1000 and every accumulator element is 1000.0.
func.func @While_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.while", source = "XLA operation semantics, While, example 1"}} {
  %init_count = stablehlo.constant dense<0> : tensor<i32>
  %zero_vector = stablehlo.constant dense<0.0> : tensor<10xf32>
  %constant_vector = stablehlo.constant dense<1.0> : tensor<10xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %limit = stablehlo.constant dense<1000> : tensor<i32>
  %result:2 = stablehlo.while(%count = %init_count, %vector = %zero_vector) : tensor<i32>, tensor<10xf32>
    cond {
      %lt = stablehlo.compare LT, %count, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %iteration = stablehlo.add %count, %one : tensor<i32>
      %new_vector = stablehlo.add %vector, %constant_vector : tensor<10xf32>
      stablehlo.return %iteration, %new_vector : tensor<i32>, tensor<10xf32>
    }
  check.expect_eq_const %result#0, dense<1000> : tensor<i32>
  check.expect_eq_const %result#1, dense<1000.0> : tensor<10xf32>
  func.return
}
