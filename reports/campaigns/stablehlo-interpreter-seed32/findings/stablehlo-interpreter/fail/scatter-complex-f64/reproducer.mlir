// hlo-cts reproducer of program-16362/set-1::op1: fail [stablehlo.scatter (semantics)]
// tier: ieee-reading (stablehlo.scatter gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (2 NaN(s) where a number is due)
// stablehlo.scatter element [2, 0, 0] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.scatter element [2, 0, 0] (imaginary part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x5xcomplex<f64>>, tensor<5x2xui32>, tensor<2x5x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3x5xcomplex<f64>>
    %c = stablehlo.constant dense<[[0, 0], [0, 0], [4294967295, 0], [0, 0], [0, 0]]> : tensor<5x2xui32>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0xFFF0000000000000,-0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]]]> : tensor<2x5x1xcomplex<f64>>
    return %cst, %c, %cst_0 : tensor<5x3x5xcomplex<f64>>, tensor<5x2xui32>, tensor<2x5x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5x3x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3x5xcomplex<f64>>
    return %cst : tensor<5x3x5xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x3x5xcomplex<f64>> {
    %0:3 = call @inputs() : () -> (tensor<5x3x5xcomplex<f64>>, tensor<5x2xui32>, tensor<2x5x1xcomplex<f64>>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %3 : tensor<complex<f64>>
    }) : (tensor<5x3x5xcomplex<f64>>, tensor<5x2xui32>, tensor<2x5x1xcomplex<f64>>) -> tensor<5x3x5xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5x3x5xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x5xcomplex<f64>>, tensor<5x3x5xcomplex<f64>>) -> ()
    return %1 : tensor<5x3x5xcomplex<f64>>
  }
}
