// hlo-cts reproducer of program-393: compile-rejected
// the backend rejected a valid program: -:3:10: error: dimension size of operand at 'all_gather_dim' cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0xi64> {
    %c = stablehlo.constant dense<> : tensor<0xi64>
    return %c : tensor<0xi64>
  }
  func.func private @expected() -> tensor<0xi64> {
    %c = stablehlo.constant dense<> : tensor<0xi64>
    return %c : tensor<0xi64>
  }
  func.func public @main() -> tensor<0xi64> {
    %0 = call @inputs() : () -> tensor<0xi64>
    %1 = "stablehlo.all_gather"(%0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0xi64>) -> tensor<0xi64>
    %2 = call @expected() : () -> tensor<0xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<0xi64>, tensor<0xi64>) -> ()
    return %1 : tensor<0xi64>
  }
}
