// hlo-cts reproducer of program-959: compile-rejected
// the backend rejected a valid program: -:3:10: error: 'stablehlo.async_start' op unsupported op in async_start: stablehlo.constant
// -:3:10: note: see current operation: 
// %0 = "stablehlo.async_start"(<<UNKNOWN SSA VALUE>>) ({
// ^bb0(%arg0: tensor<4x0xf64>):
//   %1 = "stablehlo.constant"() <{value = dense<> : tensor<4x0xf64>}> : () -> tensor<4x0xf64>
//   %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x0xf64>) -> tensor<4x0xf64>
//   "stablehlo.return"(%1) : (tensor<4x0xf64>) -> ()
// }) : (tensor<4x0xf64>) -> !stablehlo.future<tensor<4x0xf64>>
// -:3:10: error: 'stablehlo.async_start' op can't be translated to XLA HLO
// -:3:10: note: see current operation: 
// %0 = "stablehlo.async_start"(<<UNKNOWN SSA VALUE>>) ({
// ^bb0(%arg0: tensor<4x0xf64>):
//   %1 = "stablehlo.constant"() <{value = dense<> : tensor<4x0xf64>}> : () -> tensor<4x0xf64>
//   %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x0xf64>) -> tensor<4x0xf64>
//   "stablehlo.return"(%1) : (tensor<4x0xf64>) -> ()
// }) : (tensor<4x0xf64>) -> !stablehlo.future<tensor<4x0xf64>>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x0xf64> {
    %cst = stablehlo.constant dense<> : tensor<4x0xf64>
    return %cst : tensor<4x0xf64>
  }
  func.func private @expected() -> tensor<0x4x1xf64> {
    %cst = stablehlo.constant dense<> : tensor<0x4x1xf64>
    return %cst : tensor<0x4x1xf64>
  }
  func.func public @main() -> tensor<0x4x1xf64> {
    %0 = call @inputs() : () -> tensor<4x0xf64>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<4x0xf64>):
      %5 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x0xf64>) -> tensor<4x0xf64>
      stablehlo.return %5 : tensor<4x0xf64>
    }) : (tensor<4x0xf64>) -> !stablehlo.future<tensor<4x0xf64>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<4x0xf64>>) -> tensor<4x0xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 0] : (tensor<4x0xf64>) -> tensor<0x4x1xf64>
    %4 = call @expected() : () -> tensor<0x4x1xf64>
    stablehlo.custom_call @check.expect_eq(%3, %4) {has_side_effect = true} : (tensor<0x4x1xf64>, tensor<0x4x1xf64>) -> ()
    return %3 : tensor<0x4x1xf64>
  }
}
