// StableHLO spec (seed 004, Japanese edition), section "outfeed": the example of the op, as a runnable test.
// The example has no values (only the operand's type) and the op's effect,
// writing to the outfeed, is implementation-defined and not observable by
// the program: the test gives the operand values of its own choosing
// ([[[1, 2], [3, 4]], [[5, 6], [7, 8]]]), runs the op on a 1x1 process grid
// through interpreter.run_parallel, and checks only that it runs.
module @outfeed_example {
  func.func @outfeed(%inputs0 : tensor<2x2x2xi64>, %token : !stablehlo.token) -> !stablehlo.token {
    %result = "stablehlo.outfeed"(%inputs0, %token) {
      outfeed_config = ""
    } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
    func.return %result : !stablehlo.token
  }
  func.func @outfeed_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.outfeed", source = "StableHLO spec, outfeed, example 1"}} {
    %inputs0 = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>
    %token = "stablehlo.after_all"() : () -> !stablehlo.token
    %result = "interpreter.run_parallel"(%inputs0, %token) {
      programs = [[@outfeed]]
    } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
    func.return
  }
}
