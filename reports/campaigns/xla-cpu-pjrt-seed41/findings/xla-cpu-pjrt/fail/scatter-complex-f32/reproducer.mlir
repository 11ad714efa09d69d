// hlo-cts reproducer of program-13515::op1: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 1065353216 ulp)
// stablehlo.scatter element [0, 2] (real part) of complex<f32>: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 1065353216 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x3xcomplex<f32>>, tensor<1x3xf64>, tensor<1x1x1xui8>, tensor<1x2x1xcomplex<f32>>, tensor<1x2x1xf64>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x3xf64>
    %c = stablehlo.constant dense<2> : tensor<1x1x1xui8>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<1x2x1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x1xf64>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<1x3xcomplex<f32>>, tensor<1x3xf64>, tensor<1x1x1xui8>, tensor<1x2x1xcomplex<f32>>, tensor<1x2x1xf64>
  }
  func.func private @expected() -> tensor<1x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]]> : tensor<1x3xcomplex<f32>>
    return %cst : tensor<1x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x3xcomplex<f32>> {
    %0:5 = call @inputs() : () -> (tensor<1x3xcomplex<f32>>, tensor<1x3xf64>, tensor<1x1x1xui8>, tensor<1x2x1xcomplex<f32>>, tensor<1x2x1xf64>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<f64>, %arg2: tensor<complex<f32>>, %arg3: tensor<f64>):
      stablehlo.return %arg2, %arg3 : tensor<complex<f32>>, tensor<f64>
    }) : (tensor<1x3xcomplex<f32>>, tensor<1x3xf64>, tensor<1x1x1xui8>, tensor<1x2x1xcomplex<f32>>, tensor<1x2x1xf64>) -> (tensor<1x3xcomplex<f32>>, tensor<1x3xf64>)
    %2 = call @expected() : () -> tensor<1x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<1x3xcomplex<f32>>, tensor<1x3xcomplex<f32>>) -> ()
    return %1#0 : tensor<1x3xcomplex<f32>>
  }
}
