// hlo-cts reproducer of program-295::op7: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.scatter element [3] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xui32>, tensor<4x1xi32>, tensor<5x4xbf16>, tensor<5xbf16>, tensor<5x4xui32>) {
    %c = stablehlo.constant dense<0> : tensor<5xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<4x1xi32>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFFC0], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<5xbf16>
    %c_2 = stablehlo.constant dense<0> : tensor<5x4xui32>
    return %c, %c_0, %cst, %cst_1, %c_2 : tensor<5xui32>, tensor<4x1xi32>, tensor<5x4xbf16>, tensor<5xbf16>, tensor<5x4xui32>
  }
  func.func private @expected() -> tensor<5xbf16> {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFFC0, 0.000000e+00]> : tensor<5xbf16>
    return %cst : tensor<5xbf16>
  }
  func.func public @main() -> tensor<5xbf16> {
    %0:5 = call @inputs() : () -> (tensor<5xui32>, tensor<4x1xi32>, tensor<5x4xbf16>, tensor<5xbf16>, tensor<5x4xui32>)
    %1:2 = "stablehlo.scatter"(%0#3, %0#0, %0#1, %0#2, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<ui32>, %arg2: tensor<bf16>, %arg3: tensor<ui32>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<bf16>
      %4 = stablehlo.or %arg1, %arg3 : tensor<ui32>
      stablehlo.return %3, %4 : tensor<bf16>, tensor<ui32>
    }) : (tensor<5xbf16>, tensor<5xui32>, tensor<4x1xi32>, tensor<5x4xbf16>, tensor<5x4xui32>) -> (tensor<5xbf16>, tensor<5xui32>)
    %2 = call @expected() : () -> tensor<5xbf16>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5xbf16>, tensor<5xbf16>) -> ()
    return %1#0 : tensor<5xbf16>
  }
}
