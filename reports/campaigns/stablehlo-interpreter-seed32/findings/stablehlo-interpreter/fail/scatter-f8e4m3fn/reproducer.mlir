// hlo-cts reproducer of program-19406::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 64): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (largest error among them 56 ulp)
// stablehlo.scatter element [0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0x38 (1.000000e+00)
//   error: 56 ulp
// stablehlo.scatter element [1] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0x38 (1.000000e+00)
//   error: 56 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xf8E4M3FN>, tensor<5xui8>, tensor<1xui32>, tensor<3xf8E4M3FN>, tensor<3xui8>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    %c = stablehlo.constant dense<0> : tensor<5xui8>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<1xui32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<3xf8E4M3FN>
    %c_2 = stablehlo.constant dense<0> : tensor<3xui8>
    return %cst, %c, %c_0, %cst_1, %c_2 : tensor<5xf8E4M3FN>, tensor<5xui8>, tensor<1xui32>, tensor<3xf8E4M3FN>, tensor<3xui8>
  }
  func.func private @expected() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5xf8E4M3FN> {
    %0:5 = call @inputs() : () -> (tensor<5xf8E4M3FN>, tensor<5xui8>, tensor<1xui32>, tensor<3xf8E4M3FN>, tensor<3xui8>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<ui8>, %arg2: tensor<f8E4M3FN>, %arg3: tensor<ui8>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<f8E4M3FN>
      %4 = stablehlo.and %arg1, %arg3 : tensor<ui8>
      stablehlo.return %3, %4 : tensor<f8E4M3FN>, tensor<ui8>
    }) : (tensor<5xf8E4M3FN>, tensor<5xui8>, tensor<1xui32>, tensor<3xf8E4M3FN>, tensor<3xui8>) -> (tensor<5xf8E4M3FN>, tensor<5xui8>)
    %2 = call @expected() : () -> tensor<5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %1#0 : tensor<5xf8E4M3FN>
  }
}
