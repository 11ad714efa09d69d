// hlo-cts reproducer of program-5049::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 20633 ulp)
// stablehlo.scatter element [4, 4] of f16: expected exactly 0x5099 (3.678130e+01)
//   actual    0x0000 (0.000000e+00)
//   error: 20633 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x5xf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 3.678130e+01]]> : tensor<5x5xf16>
    return %cst : tensor<5x5xf16>
  }
  func.func private @expected() -> tensor<5x5xf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 3.678130e+01]]> : tensor<5x5xf16>
    return %cst : tensor<5x5xf16>
  }
  func.func public @main() -> tensor<5x5xf16> {
    %0 = call @inputs() : () -> tensor<5x5xf16>
    %c = stablehlo.constant dense<254> : tensor<1xui8>
    %cst = stablehlo.constant dense<[2.090000e+03, 1.346680e+00, -3.345010e-04, -5.788000e+03]> : tensor<4xf16>
    %1 = "stablehlo.scatter"(%0, %c, %cst) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1]>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<5x5xf16>, tensor<1xui8>, tensor<4xf16>) -> tensor<5x5xf16>
    %2 = call @expected() : () -> tensor<5x5xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5xf16>, tensor<5x5xf16>) -> ()
    return %1 : tensor<5x5xf16>
  }
}
