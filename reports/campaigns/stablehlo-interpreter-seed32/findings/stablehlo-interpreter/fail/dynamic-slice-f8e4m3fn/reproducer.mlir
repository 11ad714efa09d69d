// hlo-cts reproducer of program-3726::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest error among them 48 ulp)
// stablehlo.dynamic_slice element [0] of f8E4M3FN: expected exactly 0xB0 (-5.000000e-01)
//   actual    0x00 (0.000000e+00)
//   error: 48 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<ui8>, tensor<5xf8E4M3FN>) {
    %c = stablehlo.constant dense<136> : tensor<ui8>
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -5.000000e-01]> : tensor<5xf8E4M3FN>
    return %c, %cst : tensor<ui8>, tensor<5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1xf8E4M3FN> {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<1xf8E4M3FN>
    return %cst : tensor<1xf8E4M3FN>
  }
  func.func public @main() -> tensor<1xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<ui8>, tensor<5xf8E4M3FN>)
    %1 = stablehlo.dynamic_slice %0#1, %0#0, sizes = [1] : (tensor<5xf8E4M3FN>, tensor<ui8>) -> tensor<1xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> ()
    return %1 : tensor<1xf8E4M3FN>
  }
}
