// hlo-cts reproducer of program-241::op0: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 16765 ulp)
// stablehlo.gather element [1] of bf16: expected exactly 0xC17D (-1.581250e+01)
//   actual    0x0000 (0.000000e+00)
//   error: 16765 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4xbf16>, tensor<1xui8>) {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, -1.581250e+01]> : tensor<4xbf16>
    %c = stablehlo.constant dense<255> : tensor<1xui8>
    return %cst, %c : tensor<4xbf16>, tensor<1xui8>
  }
  func.func private @expected() -> tensor<2xbf16> {
    %cst = stablehlo.constant dense<[0.000000e+00, -1.581250e+01]> : tensor<2xbf16>
    return %cst : tensor<2xbf16>
  }
  func.func public @main() -> tensor<2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<4xbf16>, tensor<1xui8>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 2>}> : (tensor<4xbf16>, tensor<1xui8>) -> tensor<2xbf16>
    %2 = call @expected() : () -> tensor<2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    return %1 : tensor<2xbf16>
  }
}
