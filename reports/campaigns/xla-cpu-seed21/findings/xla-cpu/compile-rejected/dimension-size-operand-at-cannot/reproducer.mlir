// hlo-cts reproducer of program-227: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: dimension size of operand at 'all_gather_dim' cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x5x0xi1> {
    %c = stablehlo.constant dense<> : tensor<0x5x0xi1>
    return %c : tensor<0x5x0xi1>
  }
  func.func private @expected() -> tensor<0x5x0xi1> {
    %c = stablehlo.constant dense<> : tensor<0x5x0xi1>
    return %c : tensor<0x5x0xi1>
  }
  func.func public @main() -> tensor<0x5x0xi1> {
    %0 = call @inputs() : () -> tensor<0x5x0xi1>
    %1 = "stablehlo.all_gather"(%0) <{all_gather_dim = 2 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x5x0xi1>) -> tensor<0x5x0xi1>
    %2 = stablehlo.compare  GT, %0, %1 : (tensor<0x5x0xi1>, tensor<0x5x0xi1>) -> tensor<0x5x0xi1>
    %3 = call @expected() : () -> tensor<0x5x0xi1>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<0x5x0xi1>, tensor<0x5x0xi1>) -> ()
    return %2 : tensor<0x5x0xi1>
  }
}
