// StableHLO spec (seed 004, Japanese edition), section "send": the example of the op, as a runnable test.
// The seed's send and recv examples have no values, and a transfer's other
// end is implementation-defined (here is_host_transfer = true: the host).
// The test pairs the two examples, which use the same channel (handle 1;
// type 2 = device to host for send, 3 = host to device for recv), on a 2x1
// process grid through interpreter.run_parallel: process 0 sends an operand
// of its own choosing ([[1, 2], [3, 4]]) and process 1 must receive it.
module @send_example {
  func.func @send(%operand : tensor<2x2xi64>, %token : !stablehlo.token) -> !stablehlo.token {
    %result = "stablehlo.send"(%operand, %token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
      is_host_transfer = true
    } : (tensor<2x2xi64>, !stablehlo.token) -> !stablehlo.token
    func.return %result : !stablehlo.token
  }
  func.func @recv(%token : !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
    %results0, %results1 = "stablehlo.recv"(%token) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
    func.return %results0, %results1 : tensor<2x2xi64>, !stablehlo.token
  }
  func.func @send_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.send", source = "StableHLO spec, send, example 1"}} {
    %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %token = "stablehlo.after_all"() : () -> !stablehlo.token
    %results:3 = "interpreter.run_parallel"(%operand, %token, %token) {
      programs = [[@send], [@recv]]
    } : (tensor<2x2xi64>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2x2xi64>, !stablehlo.token)
    check.expect_eq_const %results#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    func.return
  }
}
