// hlo-cts reproducer of program-6897/set-1::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 0.25): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (largest error among them 2097152 ulp)
// stablehlo.scatter element [0] (real part) of complex<f32>: expected exactly 0x40800000 (4.000000e+00)
//   actual    0x40A00000 (5.000000e+00)
//   error: 2097152 ulp
// stablehlo.scatter element [1] (real part) of complex<f32>: expected exactly 0x40800000 (4.000000e+00)
//   actual    0x40A00000 (5.000000e+00)
//   error: 2097152 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xcomplex<f32>>, tensor<5x1xui32>, tensor<4x5xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<[[0], [0], [4294967294], [0], [0]]> : tensor<5x1xui32>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<4x5xcomplex<f32>>
    return %cst, %c, %cst_0 : tensor<5xcomplex<f32>>, tensor<5x1xui32>, tensor<4x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5xcomplex<f32>> {
    %cst = stablehlo.constant dense<[(4.000000e+00,0.000000e+00), (4.000000e+00,0.000000e+00), (4.000000e+00,0.000000e+00), (4.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f32>>
    return %cst : tensor<5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5xcomplex<f32>> {
    %0:3 = call @inputs() : () -> (tensor<5xcomplex<f32>>, tensor<5x1xui32>, tensor<4x5xcomplex<f32>>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<5xcomplex<f32>>, tensor<5x1xui32>, tensor<4x5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> ()
    return %1 : tensor<5xcomplex<f32>>
  }
}
