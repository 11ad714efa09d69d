// hlo-cts reproducer of program-5355/set-1::op0: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.dynamic_slice element [4, 0, 0] of f32: expected exactly 0xFF800000 (-Inf)
//   actual    0x00000000 (0.000000e+00)
//   a finite value where -Inf is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x4xf32>, tensor<ui8>, tensor<ui8>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFF800000]]]> : tensor<5x1x4xf32>
    %c = stablehlo.constant dense<254> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    return %cst, %c, %c_0 : tensor<5x1x4xf32>, tensor<ui8>, tensor<ui8>
  }
  func.func private @expected() -> tensor<5x1x1xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0xFF800000]]]> : tensor<5x1x1xf32>
    return %cst : tensor<5x1x1xf32>
  }
  func.func public @main() -> tensor<5x1x1xf32> {
    %0:3 = call @inputs() : () -> (tensor<5x1x4xf32>, tensor<ui8>, tensor<ui8>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, %0#2, %0#1, sizes = [5, 1, 1] : (tensor<5x1x4xf32>, tensor<ui8>, tensor<ui8>, tensor<ui8>) -> tensor<5x1x1xf32>
    %2 = call @expected() : () -> tensor<5x1x1xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x1x1xf32>, tensor<5x1x1xf32>) -> ()
    return %1 : tensor<5x1x1xf32>
  }
}
