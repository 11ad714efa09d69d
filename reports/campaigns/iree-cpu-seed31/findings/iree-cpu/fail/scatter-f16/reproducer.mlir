// hlo-cts reproducer of program-674::op4: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 15360 ulp)
// stablehlo.scatter element [4] of f16: expected exactly 0x3C00 (1.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   error: 15360 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xui32>, tensor<1xf16>, tensor<5xf16>) {
    %c = stablehlo.constant dense<4294967295> : tensor<1xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<5xf16>
    return %c, %cst, %cst_0 : tensor<1xui32>, tensor<1xf16>, tensor<5xf16>
  }
  func.func private @expected() -> tensor<5xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf16>
    return %cst : tensor<5xf16>
  }
  func.func public @main() -> tensor<5xf16> {
    %0:3 = call @inputs() : () -> (tensor<1xui32>, tensor<1xf16>, tensor<5xf16>)
    %1 = "stablehlo.scatter"(%0#2, %0#0, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      stablehlo.return %arg1 : tensor<f16>
    }) : (tensor<5xf16>, tensor<1xui32>, tensor<1xf16>) -> tensor<5xf16>
    %2 = call @expected() : () -> tensor<5xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xf16>, tensor<5xf16>) -> ()
    return %1 : tensor<5xf16>
  }
}
