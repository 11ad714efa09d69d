// hlo-cts reproducer of program-7631: compile-rejected
// the backend rejected a valid program: SmallVector unable to grow. Requested capacity (18446744073709551615) is larger than maximum value for size type (4294967295)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<0x1xbf16>, tensor<5x1xbf16>, tensor<4x1xbf16>) {
    %cst = stablehlo.constant dense<> : tensor<0x1xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x1xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x1xbf16>
    return %cst, %cst_0, %cst_1 : tensor<0x1xbf16>, tensor<5x1xbf16>, tensor<4x1xbf16>
  }
  func.func private @expected() -> tensor<0x0xbf16> {
    %cst = stablehlo.constant dense<> : tensor<0x0xbf16>
    return %cst : tensor<0x0xbf16>
  }
  func.func public @main() -> tensor<0x0xbf16> {
    %0:3 = call @inputs() : () -> (tensor<0x1xbf16>, tensor<5x1xbf16>, tensor<4x1xbf16>)
    %1 = stablehlo.concatenate %0#1, %0#2, %0#0, dim = 0 : (tensor<5x1xbf16>, tensor<4x1xbf16>, tensor<0x1xbf16>) -> tensor<9x1xbf16>
    %2 = stablehlo.slice %1 [9:9, 1:1] : (tensor<9x1xbf16>) -> tensor<0x0xbf16>
    %3 = call @expected() : () -> tensor<0x0xbf16>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<0x0xbf16>, tensor<0x0xbf16>) -> ()
    return %2 : tensor<0x0xbf16>
  }
}
