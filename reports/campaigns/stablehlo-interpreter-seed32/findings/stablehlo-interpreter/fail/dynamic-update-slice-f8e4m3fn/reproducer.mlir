// hlo-cts reproducer of program-9405::op2: fail [stablehlo.dynamic_update_slice (semantics)]
// tier: semantic (stablehlo.dynamic_update_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_update_slice result 0): 2 element(s) differ (largest error among them 56 ulp)
// stablehlo.dynamic_update_slice element [0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0x38 (1.000000e+00)
//   error: 56 ulp
// stablehlo.dynamic_update_slice element [1] of f8E4M3FN: expected exactly 0x38 (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 56 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf8E4M3FN>, tensor<ui8>, tensor<1xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf8E4M3FN>
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf8E4M3FN>
    return %cst, %c, %cst_0 : tensor<2xf8E4M3FN>, tensor<ui8>, tensor<1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<2xf8E4M3FN> {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf8E4M3FN>
    return %cst : tensor<2xf8E4M3FN>
  }
  func.func public @main() -> tensor<2xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<2xf8E4M3FN>, tensor<ui8>, tensor<1xf8E4M3FN>)
    %1 = stablehlo.dynamic_update_slice %0#0, %0#2, %0#1 : (tensor<2xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<ui8>) -> tensor<2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> ()
    return %1 : tensor<2xf8E4M3FN>
  }
}
