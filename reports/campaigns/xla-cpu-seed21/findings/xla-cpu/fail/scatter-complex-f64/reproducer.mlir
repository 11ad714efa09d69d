// hlo-cts reproducer of program-8447::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 12 element(s) differ (largest error among them 4607182418800017408 ulp)
// stablehlo.scatter element [1, 0, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 1, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 2, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [2, 0, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [2, 1, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [2, 2, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [3, 0, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [3, 1, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [3, 2, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [4, 0, 0] (real part) of complex<f64>: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xui8>, tensor<3x1x1xi32>, tensor<3x1x5xcomplex<f64>>, tensor<3x1x5xui8>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3x1xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<5x3x1xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<3x1x1xi32>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<3x1x5xcomplex<f64>>
    %c_2 = stablehlo.constant dense<0> : tensor<3x1x5xui8>
    return %cst, %c, %c_0, %cst_1, %c_2 : tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xui8>, tensor<3x1x1xi32>, tensor<3x1x5xcomplex<f64>>, tensor<3x1x5xui8>
  }
  func.func private @expected() -> tensor<5x3x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)]], [[(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)]], [[(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)]], [[(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)], [(1.000000e+00,0.000000e+00)]]]> : tensor<5x3x1xcomplex<f64>>
    return %cst : tensor<5x3x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x3x1xcomplex<f64>> {
    %0:5 = call @inputs() : () -> (tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xui8>, tensor<3x1x1xi32>, tensor<3x1x5xcomplex<f64>>, tensor<3x1x5xui8>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], input_batching_dims = [1, 2], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<ui8>, %arg2: tensor<complex<f64>>, %arg3: tensor<ui8>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<complex<f64>>
      %4 = stablehlo.add %arg1, %arg3 : tensor<ui8>
      stablehlo.return %3, %4 : tensor<complex<f64>>, tensor<ui8>
    }) : (tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xui8>, tensor<3x1x1xi32>, tensor<3x1x5xcomplex<f64>>, tensor<3x1x5xui8>) -> (tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xui8>)
    %2 = call @expected() : () -> tensor<5x3x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5x3x1xcomplex<f64>>, tensor<5x3x1xcomplex<f64>>) -> ()
    return %1#0 : tensor<5x3x1xcomplex<f64>>
  }
}
