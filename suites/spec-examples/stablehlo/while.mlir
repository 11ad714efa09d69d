// StableHLO spec (seed 004, Japanese edition), section "while": the example of the op, as a runnable test.
// The regions use %one and %ten from outside (implicit capture), as in the
// seed.
// Spec erratum: the seed gives %results1 (the sum) as 10, but the loop runs
// for i = 1, ..., 9 (it stops when i reaches 10), adding 1 nine times, so the
// sum is 9. The test expects 9.
func.func @while_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.while", source = "StableHLO spec, while, example 1"}} {
  %init_i = stablehlo.constant dense<1> : tensor<i64>
  %init_sum = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %results0, %results1 = "stablehlo.while"(%init_i, %init_sum) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %cond = "stablehlo.compare"(%arg0, %ten) {
        comparison_direction = #stablehlo<comparison_direction LT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %cond : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %new_sum = stablehlo.add %arg1, %one : tensor<i64>
      %new_i = stablehlo.add %arg0, %one : tensor<i64>
      stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_eq_const %results0, dense<10> : tensor<i64>
  // seed: %results1: 10
  check.expect_eq_const %results1, dense<9> : tensor<i64>
  func.return
}
