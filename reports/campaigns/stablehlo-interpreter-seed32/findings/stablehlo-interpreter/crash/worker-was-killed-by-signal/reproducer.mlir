// hlo-cts reproducer of program-38::op3: crash
// the worker was killed by signal SIGABRT (Aborted) during execute (the worker closed its output); its stderr ended with:
// LLVM ERROR: all_gather is only supported when run via interpreter.run_parallel
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x3xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf8E4M3FN>
    return %cst : tensor<1x3xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1x3xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf8E4M3FN>
    return %cst : tensor<1x3xf8E4M3FN>
  }
  func.func public @main() -> tensor<1x3xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<1x3xf8E4M3FN>
    %1 = "stablehlo.all_gather"(%0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<1x3xf8E4M3FN>) -> tensor<1x3xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1x3xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3xf8E4M3FN>, tensor<1x3xf8E4M3FN>) -> ()
    return %1 : tensor<1x3xf8E4M3FN>
  }
}
