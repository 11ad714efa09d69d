// hlo-cts reproducer of program-8042/set-1::op3: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 0.333): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 2251799813685248 ulp)
// stablehlo.scatter element [0] of f64: expected exactly 0x4008000000000000 (3.000000e+00)
//   actual    0x4010000000000000 (4.000000e+00)
//   error: 2251799813685248 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x1xui32>, tensor<2x4xf64>, tensor<2xf64>) {
    %c = stablehlo.constant dense<[[0], [0], [4294967295], [0]]> : tensor<4x1xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    return %c, %cst, %cst_0 : tensor<4x1xui32>, tensor<2x4xf64>, tensor<2xf64>
  }
  func.func private @expected() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func public @main() -> tensor<2xf64> {
    %0:3 = call @inputs() : () -> (tensor<4x1xui32>, tensor<2x4xf64>, tensor<2xf64>)
    %1 = "stablehlo.scatter"(%0#2, %0#0, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<2xf64>, tensor<4x1xui32>, tensor<2x4xf64>) -> tensor<2xf64>
    %2 = call @expected() : () -> tensor<2xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
    return %1 : tensor<2xf64>
  }
}
