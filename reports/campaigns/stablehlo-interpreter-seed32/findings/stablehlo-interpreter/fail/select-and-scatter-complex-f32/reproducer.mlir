// hlo-cts reproducer of program-404::op4: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (largest error among them 8388608 ulp)
// stablehlo.select_and_scatter element [0, 0] (real part) of complex<f32>: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x40000000 (2.000000e+00)
//   error: 8388608 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xcomplex<f32>>, tensor<complex<f32>>, tensor<2x2xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x2xcomplex<f32>>
    return %cst, %cst_0, %cst_1 : tensor<1x1xcomplex<f32>>, tensor<complex<f32>>, tensor<2x2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<2x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<2x2xcomplex<f32>>
    return %cst : tensor<2x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x2xcomplex<f32>> {
    %0:3 = call @inputs() : () -> (tensor<1x1xcomplex<f32>>, tensor<complex<f32>>, tensor<2x2xcomplex<f32>>)
    %1 = "stablehlo.select_and_scatter"(%0#2, %0#0, %0#1) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<2x2xcomplex<f32>>, tensor<1x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> ()
    return %1 : tensor<2x2xcomplex<f32>>
  }
}
