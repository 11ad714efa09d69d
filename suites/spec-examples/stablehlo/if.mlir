// StableHLO spec (seed 004, Japanese edition), section "if": the example of the op, as a runnable test.
// The branches return values defined outside them (implicit capture), as in
// the seed.
func.func @if_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.if", source = "StableHLO spec, if, example 1"}} {
  %result_true_branch = stablehlo.constant dense<10> : tensor<i32>
  %result_false_branch = stablehlo.constant dense<11> : tensor<i32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %result, dense<10> : tensor<i32>
  func.return
}
