// hlo-cts reproducer of program-6245::op3: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 5 element(s) differ (largest error among them 8 ulp)
// stablehlo.select_and_scatter element [0] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x40 (2.000000e+00)
//   error: 8 ulp
// stablehlo.select_and_scatter element [1] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x40 (2.000000e+00)
//   error: 8 ulp
// stablehlo.select_and_scatter element [2] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x40 (2.000000e+00)
//   error: 8 ulp
// stablehlo.select_and_scatter element [3] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x40 (2.000000e+00)
//   error: 8 ulp
// stablehlo.select_and_scatter element [4] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x40 (2.000000e+00)
//   error: 8 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xf8E4M3FN>, tensor<f8E4M3FN>, tensor<5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f8E4M3FN>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    return %cst, %cst_0, %cst_1 : tensor<5xf8E4M3FN>, tensor<f8E4M3FN>, tensor<5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<5xf8E4M3FN>, tensor<f8E4M3FN>, tensor<5xf8E4M3FN>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#2, %0#1) <{window_dimensions = array<i64: 1>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.compare  GT, %arg0, %arg1 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %1 : tensor<5xf8E4M3FN>
  }
}
