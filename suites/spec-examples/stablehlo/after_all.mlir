// StableHLO spec (seed 004, Japanese edition), section "after_all": the example of the op, as a runnable test.
// The example has no values: its inputs are tokens and so is its result, and
// the op has no observable effect (it only orders side effects). The test
// makes the two input tokens with after_all and checks only that the op runs.
func.func @after_all_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.after_all", source = "StableHLO spec, after_all, example 1"}} {
  %input0 = "stablehlo.after_all"() : () -> !stablehlo.token
  %input1 = "stablehlo.after_all"() : () -> !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  func.return
}
