// hlo-cts reproducer of program-4361::op5: fail [stablehlo.dot_general (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (stablehlo.dot_general result 0): 4 element(s) differ (largest error among them 4028 ulp)
// stablehlo.dot_general element [1, 0, 2] (real part) of complex<f32>: expected within [0x40CC0F36 (6.3768568), 0x40CC0F42 (6.37686252)] (reference 0x40CC0F3C (6.37685966))
//   actual    0x40CC0000 (6.375000e+00)
//   3894 ulp outside the interval
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot_general element [1, 0, 2] (imaginary part) of complex<f32>: expected within [0xBC0BB044 (-0.00852591171), 0xBC0BB03C (-0.00852590426)] (reference 0xBC0BB040 (-0.00852590799))
//   actual    0xBC0BC000 (-0.00852966308)
//   4028 ulp outside the interval
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot_general element [1, 1, 2] (real part) of complex<f32>: expected within [0x40CC0F36 (6.3768568), 0x40CC0F42 (6.37686252)] (reference 0x40CC0F3C (6.37685966))
//   actual    0x40CC0000 (6.375000e+00)
//   3894 ulp outside the interval
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot_general element [1, 1, 2] (imaginary part) of complex<f32>: expected within [0xBC0BB044 (-0.00852591171), 0xBC0BB03C (-0.00852590426)] (reference 0xBC0BB040 (-0.00852590799))
//   actual    0xBC0BC000 (-0.00852966308)
//   4028 ulp outside the interval
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x2x3xcomplex<f32>>, tensor<4x3x3xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<4x2x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (6.37685966,-0.00852590799), (0.000000e+00,0.000000e+00)]]]> : tensor<4x3x3xcomplex<f32>>
    return %cst, %cst_0 : tensor<4x2x3xcomplex<f32>>, tensor<4x3x3xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x2x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (6.37685966,-0.00852590799)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (6.37685966,-0.00852590799)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<3x2x3xcomplex<f32>>
    return %cst : tensor<3x2x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x2x3xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<4x2x3xcomplex<f32>>, tensor<4x3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [2] x [2], contracting_dims = [0] x [0] : (tensor<4x2x3xcomplex<f32>>, tensor<4x3x3xcomplex<f32>>) -> tensor<3x2x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x2x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2x3xcomplex<f32>>, tensor<3x2x3xcomplex<f32>>) -> ()
    return %1 : tensor<3x2x3xcomplex<f32>>
  }
}
