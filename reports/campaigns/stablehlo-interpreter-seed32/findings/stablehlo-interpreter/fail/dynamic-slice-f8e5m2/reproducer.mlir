// hlo-cts reproducer of program-6110/set-1::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest error among them 64 ulp)
// stablehlo.dynamic_slice element [1] of f8E5M2: expected exactly 0x40 (2.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 64 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<ui32>, tensor<4xf8E5M2>) {
    %c = stablehlo.constant dense<4294967294> : tensor<ui32>
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 2.000000e+00]> : tensor<4xf8E5M2>
    return %c, %cst : tensor<ui32>, tensor<4xf8E5M2>
  }
  func.func private @expected() -> tensor<2xf8E5M2> {
    %cst = stablehlo.constant dense<[0.000000e+00, 2.000000e+00]> : tensor<2xf8E5M2>
    return %cst : tensor<2xf8E5M2>
  }
  func.func public @main() -> tensor<2xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<ui32>, tensor<4xf8E5M2>)
    %1 = stablehlo.dynamic_slice %0#1, %0#0, sizes = [2] : (tensor<4xf8E5M2>, tensor<ui32>) -> tensor<2xf8E5M2>
    %2 = call @expected() : () -> tensor<2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> ()
    return %1 : tensor<2xf8E5M2>
  }
}
