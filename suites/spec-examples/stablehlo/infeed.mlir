// StableHLO spec (seed 004, Japanese edition), section "infeed": the example of the op, as a runnable test.
// What the infeed holds is implementation-defined: the example's queue
// ([[1, 2], [3, 4]] then [[5, 6], [7, 8]]) is given to the oracle through
// interpreter.run_parallel's infeed attribute (private functions returning
// each entry), and the op runs in @infeed on a 1x1 process grid.
// The seed gives both infeeds the same %token, which leaves their order (and
// so which one reads which entry) unspecified; the test threads the first
// one's token into the second, so the seed's expected order is the only one.
module @infeed_example {
  func.func @infeed(%token : !stablehlo.token) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
    %results0:2 = "stablehlo.infeed"(%token) {
      infeed_config = ""
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    %results1:2 = "stablehlo.infeed"(%results0#1) {
      infeed_config = ""
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    func.return %results0#0, %results1#0 : tensor<2x2xi64>, tensor<2x2xi64>
  }
  func.func private @infeed_queue0() -> tensor<2x2xi64> {
    %queue0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    func.return %queue0 : tensor<2x2xi64>
  }
  func.func private @infeed_queue1() -> tensor<2x2xi64> {
    %queue1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return %queue1 : tensor<2x2xi64>
  }
  func.func @infeed_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.infeed", source = "StableHLO spec, infeed, example 1"}} {
    %token = "stablehlo.after_all"() : () -> !stablehlo.token
    %results:2 = "interpreter.run_parallel"(%token) {
      infeed = [@infeed_queue0, @infeed_queue1],
      programs = [[@infeed]]
    } : (!stablehlo.token) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %results#0, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %results#1, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}
