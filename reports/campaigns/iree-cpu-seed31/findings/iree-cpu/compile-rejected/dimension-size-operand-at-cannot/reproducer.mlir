// hlo-cts reproducer of program-470: compile-rejected
// the backend rejected a valid program: <stdin>:5:12: error: dimension size of operand at 'all_gather_dim' cannot be zero
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x3x3xi8> {
    %c = stablehlo.constant dense<> : tensor<0x3x3xi8>
    return %c : tensor<0x3x3xi8>
  }
  func.func private @expected() -> tensor<0x3x3xi8> {
    %c = stablehlo.constant dense<> : tensor<0x3x3xi8>
    return %c : tensor<0x3x3xi8>
  }
  func.func public @main() -> tensor<0x3x3xi8> {
    %0 = call @inputs() : () -> tensor<0x3x3xi8>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<0x3x3xi8>):
      %4 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x3x3xi8>) -> tensor<0x3x3xi8>
      stablehlo.return %4 : tensor<0x3x3xi8>
    }) : (tensor<0x3x3xi8>) -> !stablehlo.future<tensor<0x3x3xi8>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<0x3x3xi8>>) -> tensor<0x3x3xi8>
    %3 = call @expected() : () -> tensor<0x3x3xi8>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<0x3x3xi8>, tensor<0x3x3xi8>) -> ()
    return %2 : tensor<0x3x3xi8>
  }
}
