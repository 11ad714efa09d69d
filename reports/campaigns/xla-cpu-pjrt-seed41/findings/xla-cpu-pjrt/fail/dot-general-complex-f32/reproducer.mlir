// hlo-cts reproducer of program-13822/set-1::op2: fail [stablehlo.dot_general (semantics)]
// tier: semantic (stablehlo.dot_general gives a value far from every result an order of its computation gives (relative difference 0.0412): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dot_general result 0): 1 element(s) differ (largest error among them 346012 ulp)
// stablehlo.dot_general element [4, 1, 3] (imaginary part) of complex<f32>: expected within [0x800983F7 (-8.738590e-40), 0x8005479C (-4.848660e-40)] (reference 0x800765CA (-6.793640e-40))
//   actual    0x00000000 (0.000000e+00)
//   346012 ulp outside the interval
//   inputs    order-unspecified dot product of 1 terms (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x1xcomplex<f32>>, tensor<1x5x5xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(-1.17549435E-38,1.500000e+00)]]]> : tensor<2x5x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1.401300e-45,0.0577940084), (0.000000e+00,0.000000e+00)]]]> : tensor<1x5x5xcomplex<f32>>
    return %cst, %cst_0 : tensor<2x5x1xcomplex<f32>>, tensor<1x5x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x2x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-0.0866910144,-6.793640e-40), (0.000000e+00,0.000000e+00)]]]> : tensor<5x2x5xcomplex<f32>>
    return %cst : tensor<5x2x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x2x5xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<2x5x1xcomplex<f32>>, tensor<1x5x5xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [1] x [1], contracting_dims = [2] x [0] : (tensor<2x5x1xcomplex<f32>>, tensor<1x5x5xcomplex<f32>>) -> tensor<5x2x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x2x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2x5xcomplex<f32>>, tensor<5x2x5xcomplex<f32>>) -> ()
    return %1 : tensor<5x2x5xcomplex<f32>>
  }
}
