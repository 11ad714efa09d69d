// hlo-cts reproducer of program-2890::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 4571153621781053440 ulp)
// stablehlo.gather element [0] of f64: expected exactly 0x3F70000000000000 (3.906250e-03)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4571153621781053440 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xf64> {
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<1xf64>
    return %cst : tensor<1xf64>
  }
  func.func public @main() -> tensor<1xf64> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[[0.000000e+00, 3.906250e-03]]]> : tensor<1x1x2xf64>
    %c = stablehlo.constant dense<[0, 254]> : tensor<2xui8>
    %0 = "stablehlo.gather"(%cst, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [0, 2]>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x2xf64>, tensor<2xui8>) -> tensor<1xf64>
    %1 = call @expected() : () -> tensor<1xf64>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xf64>, tensor<1xf64>) -> ()
    return %0 : tensor<1xf64>
  }
}
