// hlo-cts reproducer of program-5982::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest error among them 33 ulp)
// stablehlo.dynamic_slice element [4, 2] of f8E5M2: expected exactly 0xA1 (-9.765620e-03)
//   actual    0x00 (0.000000e+00)
//   error: 33 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x3xf8E5M2> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -9.765620e-03]]> : tensor<5x3xf8E5M2>
    return %cst : tensor<5x3xf8E5M2>
  }
  func.func public @main() -> tensor<5x3xf8E5M2> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, -9.765620e-03]]> : tensor<5x4xf8E5M2>
    %c = stablehlo.constant dense<4266626129> : tensor<ui32>
    %0 = stablehlo.dynamic_slice %cst, %c, %c, sizes = [5, 3] : (tensor<5x4xf8E5M2>, tensor<ui32>, tensor<ui32>) -> tensor<5x3xf8E5M2>
    %1 = call @expected() : () -> tensor<5x3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x3xf8E5M2>, tensor<5x3xf8E5M2>) -> ()
    return %0 : tensor<5x3xf8E5M2>
  }
}
