// hlo-cts reproducer of program-5190::op3: fail [stablehlo.fft (semantics)]
// tier: ieee-reading (stablehlo.fft misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.fft result 0): 2 element(s) differ (2 infinite where finite is due, or the reverse)
// stablehlo.fft element [0] of f32: expected within [0x7EFFFFDE (1.70140839E+38), 0x7F000010 (1.70141508E+38)] (reference 0x7EFFFFFF (1.70141173E+38))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [2] of f32: expected within [0xFF000010 (-1.70141508E+38), 0xFEFFFFDE (-1.70140839E+38)] (reference 0xFEFFFFFF (-1.70141173E+38))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (3.40282347E+38,-1.17549421E-38), (0.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f32>>
    return %cst : tensor<3xcomplex<f32>>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<[1.70141173E+38, 5.87747175E-39, -1.70141173E+38, -5.87747175E-39]> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0 = call @inputs() : () -> tensor<3xcomplex<f32>>
    %1 = stablehlo.fft %0, type =  IRFFT, length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
    %2 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %1 : tensor<4xf32>
  }
}
