// hlo-cts reproducer of program-1326::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 2.05e+03): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 3 element(s) differ (largest error among them 102 ulp)
// stablehlo.scatter element [0] of f8E5M2: expected exactly 0x00 (0.000000e+00)
//   actual    0x30 (1.250000e-01)
//   error: 48 ulp
// stablehlo.scatter element [1] of f8E5M2: expected exactly 0x00 (0.000000e+00)
//   actual    0x37 (4.375000e-01)
//   error: 55 ulp
// stablehlo.scatter element [2] of f8E5M2: expected exactly 0x00 (0.000000e+00)
//   actual    0x66 (1.536000e+03)
//   error: 102 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf8E5M2>, tensor<1x1xi8>, tensor<1xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf8E5M2>
    %c = stablehlo.constant dense<-40> : tensor<1x1xi8>
    %cst_0 = stablehlo.constant dense<-1.562500e-01> : tensor<1xf8E5M2>
    return %cst, %c, %cst_0 : tensor<3xf8E5M2>, tensor<1x1xi8>, tensor<1xf8E5M2>
  }
  func.func private @expected() -> tensor<3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf8E5M2>
    return %cst : tensor<3xf8E5M2>
  }
  func.func public @main() -> tensor<3xf8E5M2> {
    %0:3 = call @inputs() : () -> (tensor<3xf8E5M2>, tensor<1x1xi8>, tensor<1xf8E5M2>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<3xf8E5M2>, tensor<1x1xi8>, tensor<1xf8E5M2>) -> tensor<3xf8E5M2>
    %2 = call @expected() : () -> tensor<3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf8E5M2>, tensor<3xf8E5M2>) -> ()
    return %1 : tensor<3xf8E5M2>
  }
}
