// hlo-cts reproducer of program-3216: compile-rejected
// the backend rejected a valid program: -:3:10: error: 'stablehlo.async_start' op unsupported op in async_start: stablehlo.constant
// -:3:10: note: see current operation: 
// %0 = "stablehlo.async_start"(<<UNKNOWN SSA VALUE>>) ({
// ^bb0(%arg0: tensor<0xf32>):
//   %1 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
//   %2 = "stablehlo.collective_permute"(%1) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<0xf32>) -> tensor<0xf32>
//   "stablehlo.return"(%1) : (tensor<0xf32>) -> ()
// }) : (tensor<0xf32>) -> !stablehlo.future<tensor<0xf32>>
// -:3:10: error: 'stablehlo.async_start' op can't be translated to XLA HLO
// -:3:10: note: see current operation: 
// %0 = "stablehlo.async_start"(<<UNKNOWN SSA VALUE>>) ({
// ^bb0(%arg0: tensor<0xf32>):
//   %1 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
//   %2 = "stablehlo.collective_permute"(%1) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<0xf32>) -> tensor<0xf32>
//   "stablehlo.return"(%1) : (tensor<0xf32>) -> ()
// }) : (tensor<0xf32>) -> !stablehlo.future<tensor<0xf32>>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0xf32> {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    return %cst : tensor<0xf32>
  }
  func.func private @expected() -> tensor<0xf32> {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    return %cst : tensor<0xf32>
  }
  func.func public @main() -> tensor<0xf32> {
    %0 = call @inputs() : () -> tensor<0xf32>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<0xf32>):
      %5 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<0xf32>) -> tensor<0xf32>
      stablehlo.return %5 : tensor<0xf32>
    }) : (tensor<0xf32>) -> !stablehlo.future<tensor<0xf32>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<0xf32>>) -> tensor<0xf32>
    %3 = stablehlo.ceil %2 : tensor<0xf32>
    %4 = call @expected() : () -> tensor<0xf32>
    stablehlo.custom_call @check.expect_eq(%3, %4) {has_side_effect = true} : (tensor<0xf32>, tensor<0xf32>) -> ()
    return %3 : tensor<0xf32>
  }
}
