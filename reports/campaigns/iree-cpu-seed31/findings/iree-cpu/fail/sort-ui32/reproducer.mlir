// hlo-cts reproducer of program-4016::op4: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 1): 2 element(s) differ (largest difference among them 2)
// stablehlo.sort element [1, 2] of ui32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// stablehlo.sort element [1, 3] of ui32: expected exactly 2 (0x2)
//   actual    0 (0x0)
//   off by -2
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5xf32>, tensor<2x5xui32>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -0.0407869965]]> : tensor<2x5xf32>
    %c = stablehlo.constant dense<[[0, 0, 0, 0, 0], [0, 0, 0, 2, 0]]> : tensor<2x5xui32>
    return %cst, %c : tensor<2x5xf32>, tensor<2x5xui32>
  }
  func.func private @expected() -> tensor<2x5xui32> {
    %c = stablehlo.constant dense<[[0, 0, 0, 0, 0], [0, 0, 0, 2, 0]]> : tensor<2x5xui32>
    return %c : tensor<2x5xui32>
  }
  func.func public @main() -> tensor<2x5xui32> {
    %0:2 = call @inputs() : () -> (tensor<2x5xf32>, tensor<2x5xui32>)
    %1:2 = "stablehlo.sort"(%0#0, %0#1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>):
      %3 = stablehlo.compare  GT, %arg0, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x5xf32>, tensor<2x5xui32>) -> (tensor<2x5xf32>, tensor<2x5xui32>)
    %2 = call @expected() : () -> tensor<2x5xui32>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<2x5xui32>, tensor<2x5xui32>) -> ()
    return %1#1 : tensor<2x5xui32>
  }
}
