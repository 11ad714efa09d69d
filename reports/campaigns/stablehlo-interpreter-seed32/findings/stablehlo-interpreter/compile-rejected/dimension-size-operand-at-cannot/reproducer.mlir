// hlo-cts reproducer of program-4202: compile-rejected
// the backend rejected a valid program: Unable to parse module assembly:
// error: "-":5:12: dimension size of operand at 'all_gather_dim' cannot be zero
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x0x3xf64> {
    %cst = stablehlo.constant dense<> : tensor<0x0x3xf64>
    return %cst : tensor<0x0x3xf64>
  }
  func.func private @expected() -> tensor<0x0x3xf64> {
    %cst = stablehlo.constant dense<> : tensor<0x0x3xf64>
    return %cst : tensor<0x0x3xf64>
  }
  func.func public @main() -> tensor<0x0x3xf64> {
    %0 = call @inputs() : () -> tensor<0x0x3xf64>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<0x0x3xf64>):
      %4 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x0x3xf64>) -> tensor<0x0x3xf64>
      stablehlo.return %4 : tensor<0x0x3xf64>
    }) : (tensor<0x0x3xf64>) -> !stablehlo.future<tensor<0x0x3xf64>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<0x0x3xf64>>) -> tensor<0x0x3xf64>
    %3 = call @expected() : () -> tensor<0x0x3xf64>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<0x0x3xf64>, tensor<0x0x3xf64>) -> ()
    return %2 : tensor<0x0x3xf64>
  }
}
