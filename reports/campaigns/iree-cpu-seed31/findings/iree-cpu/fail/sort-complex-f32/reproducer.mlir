// hlo-cts reproducer of program-2492/set-1::op0: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (largest error among them 1082130432 ulp)
// stablehlo.sort element [2, 1] (imaginary part) of complex<f32>: expected exactly 0x40800000 (4.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x40800000 (4.000000e+00)}
//   actual    0x00000000 (0.000000e+00)
//   error: 1082130432 ulp
// stablehlo.sort element [2, 4] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x00000000 (0.000000e+00)}
//   actual    0x40800000 (4.000000e+00)
//   error: 1082130432 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(1.17549421E-38,4.000000e+00), (0.000000e+00,0.000000e+00), (4.000000e+00,-0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    return %cst : tensor<5x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(4.000000e+00,-0.000000e+00), (1.17549421E-38,4.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    return %cst : tensor<5x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x5xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<5x5xcomplex<f32>>
    %1 = "stablehlo.sort"(%0) <{dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.real %arg0 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %5 = stablehlo.compare  GT, %3, %4,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> ()
    return %1 : tensor<5x5xcomplex<f32>>
  }
}
