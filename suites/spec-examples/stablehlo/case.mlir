// StableHLO spec (seed 004, Japanese edition), section "case": the example of the op, as a runnable test.
// The branches return values defined outside them (implicit capture), as in
// the seed. An index outside [0, 1] selects the last branch.
func.func @case_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.case", source = "StableHLO spec, case, example 1"}} {
  %index = stablehlo.constant dense<-1> : tensor<i32>
  %result_branch0 = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %result_branch1 = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %result0, dense<[1, 1]> : tensor<2xi64>
  check.expect_eq_const %result1, dense<[1, 1]> : tensor<2xi64>
  func.return
}
