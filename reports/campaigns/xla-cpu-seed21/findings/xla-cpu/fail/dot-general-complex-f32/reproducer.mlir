// hlo-cts reproducer of program-8304/set-1::op0: fail [stablehlo.dot_general (semantics)]
// tier: semantic (stablehlo.dot_general gives a value far from every result an order of its computation gives (relative difference 0.953): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.dot_general result 0): 2 element(s) differ (largest error among them 3668986 ulp)
// stablehlo.dot_general element [1, 2] (real part) of complex<f32>: expected within [0x81040203 (-2.42460143E-38), 0x80F7FBFA (-2.27737597E-38)] (reference 0x81000000 (-2.3509887E-38))
//   actual    0x80C00000 (-1.76324153E-38)
//   3668986 ulp outside the interval
//   inputs    order-unspecified dot product of 2 terms (u_in=0.0078125 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot_general element [2, 1] (real part) of complex<f32>: expected within [0x81040203 (-2.42460143E-38), 0x80F7FBFA (-2.27737597E-38)] (reference 0x81000000 (-2.3509887E-38))
//   actual    0x80C00000 (-1.76324153E-38)
//   3668986 ulp outside the interval
//   inputs    order-unspecified dot product of 2 terms (u_in=0.0078125 u_prod=0 u_acc=5.96046e-08)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (-5.000000e-01,-1.17549435E-38), (1.17549435E-38,-1.500000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<2x5xcomplex<f32>>
    return %cst : tensor<2x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (2.500000e-01,1.17549435E-38), (-2.3509887E-38,7.500000e-01), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (-2.3509887E-38,7.500000e-01), (-2.250000e+00,-3.52648305E-38), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    return %cst : tensor<5x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x5xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<2x5xcomplex<f32>>
    %1 = stablehlo.dot_general %0, %0, contracting_dims = [0] x [0] : (tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> ()
    return %1 : tensor<5x5xcomplex<f32>>
  }
}
