// hlo-cts reproducer of program-192: compile-rejected
// the backend rejected a valid program: -:5:12: error: dimension size of operand at 'all_gather_dim' cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x0x5xf8E5M2> {
    %cst = stablehlo.constant dense<> : tensor<0x0x5xf8E5M2>
    return %cst : tensor<0x0x5xf8E5M2>
  }
  func.func private @expected() -> tensor<0x0x5xf8E5M2> {
    %cst = stablehlo.constant dense<> : tensor<0x0x5xf8E5M2>
    return %cst : tensor<0x0x5xf8E5M2>
  }
  func.func public @main() -> tensor<0x0x5xf8E5M2> {
    %0 = call @inputs() : () -> tensor<0x0x5xf8E5M2>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<0x0x5xf8E5M2>):
      %4 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x0x5xf8E5M2>) -> tensor<0x0x5xf8E5M2>
      stablehlo.return %4 : tensor<0x0x5xf8E5M2>
    }) : (tensor<0x0x5xf8E5M2>) -> !stablehlo.future<tensor<0x0x5xf8E5M2>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<0x0x5xf8E5M2>>) -> tensor<0x0x5xf8E5M2>
    %3 = call @expected() : () -> tensor<0x0x5xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<0x0x5xf8E5M2>, tensor<0x0x5xf8E5M2>) -> ()
    return %2 : tensor<0x0x5xf8E5M2>
  }
}
