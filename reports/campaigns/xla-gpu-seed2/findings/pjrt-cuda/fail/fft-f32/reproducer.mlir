// hlo-cts reproducer of program-4683::op1: fail [stablehlo.fft (semantics)]
// tier: semantic (stablehlo.fft gives NaN where IEEE-754 arithmetic gives a number; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.fft result 0): 14 element(s) differ (2 NaN(s) where a number is due; 12 infinite where finite is due, or the reverse)
// stablehlo.fft element [0, 1] of f32: expected within [0x7DEC7B04 (3.92920676E+37), 0x7DEC7C1B (3.92927749E+37)] (reference 0x7DEC7B8F (3.929242E+37))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [0, 2] of f32: expected within [0xFDEC7C1B (-3.92927749E+37), 0xFDEC7B04 (-3.92920676E+37)] (reference 0xFDEC7B8F (-3.929242E+37))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [1, 0] of f32: expected within [0x7DA0809E (2.66680372E+37), 0x7DA081B6 (2.66687471E+37)] (reference 0x7DA0812A (2.66683922E+37))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [1, 1] of f32: expected within [0xFE07C954 (-4.51227837E+37), 0xFE07C8C9 (-4.51220789E+37)] (reference 0xFE07C90F (-4.51224338E+37))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [1, 2] of f32: expected within [0x7D5E20CF (1.84536854E+37), 0x7D5E22FF (1.84543953E+37)] (reference 0x7D5E21E7 (1.84540404E+37))
//   actual    0x7FFFFFFF (NaN)
//   NaN where a number is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [2, 0] of f32: expected within [0xFE01DA1B (-4.31507199E+37), 0xFE01D990 (-4.31500151E+37)] (reference 0xFE01D9D5 (-4.3150365E+37))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [2, 1] of f32: expected within [0x7DCAED0A (3.3716854E+37), 0x7DCAEE22 (3.37175639E+37)] (reference 0x7DCAED96 (3.3717209E+37))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [2, 2] of f32: expected within [0x7CE31621 (9.43280172E+36), 0x7CE31A82 (9.43351223E+36)] (reference 0x7CE31852 (9.43315729E+36))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [3, 0] of f32: expected within [0x7E01D990 (4.31500151E+37), 0x7E01DA1B (4.31507199E+37)] (reference 0x7E01D9D5 (4.3150365E+37))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [3, 1] of f32: expected within [0xFCE31A82 (-9.43351223E+36), 0xFCE31621 (-9.43280172E+36)] (reference 0xFCE31852 (-9.43315729E+36))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// ... and 4 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (80.0142212,-3.40282347E+38)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x2xcomplex<f32>>
    return %cst : tensor<5x2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x3xf32> {
    %cst = stablehlo.constant dense<[[10.6685629, 3.929242E+37, -3.929242E+37], [2.66683922E+37, -4.51224338E+37, 1.84540404E+37], [-4.3150365E+37, 3.3717209E+37, 9.43315729E+36], [4.3150365E+37, -9.43315729E+36, -3.3717209E+37], [-2.66683922E+37, -1.84540404E+37, 4.51224338E+37]]> : tensor<5x3xf32>
    return %cst : tensor<5x3xf32>
  }
  func.func public @main() -> tensor<5x3xf32> {
    %0 = call @inputs() : () -> tensor<5x2xcomplex<f32>>
    %1 = stablehlo.fft %0, type =  IRFFT, length = [5, 3] : (tensor<5x2xcomplex<f32>>) -> tensor<5x3xf32>
    %2 = call @expected() : () -> tensor<5x3xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3xf32>, tensor<5x3xf32>) -> ()
    return %1 : tensor<5x3xf32>
  }
}
