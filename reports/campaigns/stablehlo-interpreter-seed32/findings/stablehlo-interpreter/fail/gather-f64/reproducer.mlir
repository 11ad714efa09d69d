// hlo-cts reproducer of program-3759/set-1::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 4613982055005511827 ulp)
// stablehlo.gather element [0, 2] of f64: expected exactly 0xC008283BACA16093 (-3.0196450697658945)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4613982055005511827 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xui32>, tensor<4xf64>) {
    %c = stablehlo.constant dense<4294967294> : tensor<1x1xui32>
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, -3.0196450697658945]> : tensor<4xf64>
    return %c, %cst : tensor<1x1xui32>, tensor<4xf64>
  }
  func.func private @expected() -> tensor<1x3xf64> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, -3.0196450697658945]]> : tensor<1x3xf64>
    return %cst : tensor<1x3xf64>
  }
  func.func public @main() -> tensor<1x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<1x1xui32>, tensor<4xf64>)
    %1 = "stablehlo.gather"(%0#1, %0#0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 3>}> : (tensor<4xf64>, tensor<1x1xui32>) -> tensor<1x3xf64>
    %2 = call @expected() : () -> tensor<1x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3xf64>, tensor<1x3xf64>) -> ()
    return %1 : tensor<1x3xf64>
  }
}
