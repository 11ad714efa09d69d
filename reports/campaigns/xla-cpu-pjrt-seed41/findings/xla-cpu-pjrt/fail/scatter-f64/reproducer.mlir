// hlo-cts reproducer of program-492::op1: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 12 element(s) differ (largest error among them 4607182418800017408 ulp)
// stablehlo.scatter element [0, 2, 0] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [0, 2, 1] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [0, 2, 2] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [0, 2, 3] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 2, 0] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 2, 1] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 2, 2] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [1, 2, 3] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [2, 2, 0] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// stablehlo.scatter element [2, 2, 1] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x5xf64>, tensor<3x3xi64>, tensor<3x2x3x4xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x3x5xf64>
    %c = stablehlo.constant dense<[[0, 0, 0], [0, 0, 0], [0, 2, 0]]> : tensor<3x3xi64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x2x3x4xf64>
    return %cst, %c, %cst_0 : tensor<5x3x5xf64>, tensor<3x3xi64>, tensor<3x2x3x4xf64>
  }
  func.func private @expected() -> tensor<5x3x5xf64> {
    %cst = stablehlo.constant dense<[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]], [[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x3x5xf64>
    return %cst : tensor<5x3x5xf64>
  }
  func.func public @main() -> tensor<5x3x5xf64> {
    %0:3 = call @inputs() : () -> (tensor<5x3x5xf64>, tensor<3x3xi64>, tensor<3x2x3x4xf64>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<5x3x5xf64>, tensor<3x3xi64>, tensor<3x2x3x4xf64>) -> tensor<5x3x5xf64>
    %2 = call @expected() : () -> tensor<5x3x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x5xf64>, tensor<5x3x5xf64>) -> ()
    return %1 : tensor<5x3x5xf64>
  }
}
