// hlo-cts reproducer of program-8643::op0: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 4 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where NaN is due; 2 infinite where finite is due, or the reverse)
// stablehlo.sort element [1, 3, 0] (real part) of complex<f32>: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.sort element [1, 3, 0] (imaginary part) of complex<f32>: expected exactly 0x7F800000 (+Inf)
//   actual    0x00000000 (0.000000e+00)
//   a finite value where +Inf is due
// stablehlo.sort element [1, 3, 2] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.sort element [1, 3, 2] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x4x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0xFFC00000,0x7F800000)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<3x4x3xcomplex<f32>>
    return %cst : tensor<3x4x3xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x4x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0xFFC00000,0x7F800000), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<3x4x3xcomplex<f32>>
    return %cst : tensor<3x4x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x4x3xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<3x4x3xcomplex<f32>>
    %1 = "stablehlo.sort"(%0) ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.real %arg0 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %5 = stablehlo.compare  LT, %3, %4,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<3x4x3xcomplex<f32>>) -> tensor<3x4x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x4x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4x3xcomplex<f32>>, tensor<3x4x3xcomplex<f32>>) -> ()
    return %1 : tensor<3x4x3xcomplex<f32>>
  }
}
