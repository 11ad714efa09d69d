// hlo-cts reproducer of program-5083::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (largest difference among them 1)
// stablehlo.scatter element [1, 0] of i8: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [2, 0] of i8: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x1xi8>, tensor<3x1xcomplex<f32>>, tensor<2x1x1xui8>, tensor<2x1x3xi8>, tensor<2x1x3xcomplex<f32>>) {
    %c = stablehlo.constant dense<0> : tensor<3x1xi8>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x1xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<2x1x1xui8>
    %c_1 = stablehlo.constant dense<1> : tensor<2x1x3xi8>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x1x3xcomplex<f32>>
    return %c, %cst, %c_0, %c_1, %cst_2 : tensor<3x1xi8>, tensor<3x1xcomplex<f32>>, tensor<2x1x1xui8>, tensor<2x1x3xi8>, tensor<2x1x3xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x1xi8> {
    %c = stablehlo.constant dense<[[0], [1], [1]]> : tensor<3x1xi8>
    return %c : tensor<3x1xi8>
  }
  func.func public @main() -> tensor<3x1xi8> {
    %0:5 = call @inputs() : () -> (tensor<3x1xi8>, tensor<3x1xcomplex<f32>>, tensor<2x1x1xui8>, tensor<2x1x3xi8>, tensor<2x1x3xcomplex<f32>>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<complex<f32>>, %arg2: tensor<i8>, %arg3: tensor<complex<f32>>):
      stablehlo.return %arg2, %arg3 : tensor<i8>, tensor<complex<f32>>
    }) : (tensor<3x1xi8>, tensor<3x1xcomplex<f32>>, tensor<2x1x1xui8>, tensor<2x1x3xi8>, tensor<2x1x3xcomplex<f32>>) -> (tensor<3x1xi8>, tensor<3x1xcomplex<f32>>)
    %2 = call @expected() : () -> tensor<3x1xi8>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<3x1xi8>, tensor<3x1xi8>) -> ()
    return %1#0 : tensor<3x1xi8>
  }
}
