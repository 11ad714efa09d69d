// hlo-cts reproducer of program-2236::op4: fail [stablehlo.broadcast_in_dim (semantics)]
// tier: semantic (stablehlo.broadcast_in_dim moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.broadcast_in_dim result 0): 4 element(s) differ (largest error among them 1160149654 ulp)
// stablehlo.broadcast_in_dim element [3, 0, 1] (real part) of complex<f32>: expected exactly 0xC5267A96 (-2663.66162)
//   actual    0x00000000 (0.000000e+00)
//   error: 1160149654 ulp
// stablehlo.broadcast_in_dim element [3, 0, 1] (imaginary part) of complex<f32>: expected exactly 0x40C2CC75 (6.08745813)
//   actual    0x00000000 (0.000000e+00)
//   error: 1086508149 ulp
// stablehlo.broadcast_in_dim element [4, 0, 0] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC5267A96 (-2663.66162)
//   error: 1160149654 ulp
// stablehlo.broadcast_in_dim element [4, 0, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x40C2CC75 (6.08745813)
//   error: 1086508149 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x5x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(-2663.66162,6.08745813)], [(0.000000e+00,0.000000e+00)]]]> : tensor<2x5x1xcomplex<f32>>
    return %cst : tensor<2x5x1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x1x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (-2663.66162,6.08745813)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<5x1x2xcomplex<f32>>
    return %cst : tensor<5x1x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x1x2xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<2x5x1xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2, 0, 1] : (tensor<2x5x1xcomplex<f32>>) -> tensor<5x1x2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x1x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x1x2xcomplex<f32>>, tensor<5x1x2xcomplex<f32>>) -> ()
    return %1 : tensor<5x1x2xcomplex<f32>>
  }
}
