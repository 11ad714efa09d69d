// hlo-cts reproducer of program-11289::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 4554546798265831904 ulp)
// stablehlo.scatter element [2, 3] (imaginary part) of complex<f64>: expected exactly 0xBF35002E978711E0 (-3.2044541833567246E-4)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4554546798265831904 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4xcomplex<f64>>, tensor<5x4xf32>, tensor<2x1xi32>, tensor<4x2x4xcomplex<f64>>, tensor<4x2x4xf32>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x4xf32>
    %c = stablehlo.constant dense<0> : tensor<2x1xi32>
    %cst_1 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,-3.2044541833567246E-4)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<4x2x4xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x2x4xf32>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<5x4xcomplex<f64>>, tensor<5x4xf32>, tensor<2x1xi32>, tensor<4x2x4xcomplex<f64>>, tensor<4x2x4xf32>
  }
  func.func private @expected() -> tensor<5x4xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,-3.2044541833567246E-4)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x4xcomplex<f64>>
    return %cst : tensor<5x4xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x4xcomplex<f64>> {
    %0:5 = call @inputs() : () -> (tensor<5x4xcomplex<f64>>, tensor<5x4xf32>, tensor<2x1xi32>, tensor<4x2x4xcomplex<f64>>, tensor<4x2x4xf32>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<f32>, %arg2: tensor<complex<f64>>, %arg3: tensor<f32>):
      %3 = stablehlo.minimum %arg0, %arg2 : tensor<complex<f64>>
      %4 = stablehlo.maximum %arg1, %arg3 : tensor<f32>
      stablehlo.return %3, %4 : tensor<complex<f64>>, tensor<f32>
    }) : (tensor<5x4xcomplex<f64>>, tensor<5x4xf32>, tensor<2x1xi32>, tensor<4x2x4xcomplex<f64>>, tensor<4x2x4xf32>) -> (tensor<5x4xcomplex<f64>>, tensor<5x4xf32>)
    %2 = call @expected() : () -> tensor<5x4xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>) -> ()
    return %1#0 : tensor<5x4xcomplex<f64>>
  }
}
