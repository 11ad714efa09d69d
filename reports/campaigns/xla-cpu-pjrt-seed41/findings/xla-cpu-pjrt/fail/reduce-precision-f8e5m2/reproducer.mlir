// hlo-cts reproducer of program-19903::op0: fail [stablehlo.reduce_precision (semantics)]
// tier: semantic (stablehlo.reduce_precision gives a finite value where IEEE-754 arithmetic gives an infinity or NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: convert (「それ以外の場合、動作は未定です」: where the target type cannot represent the value exactly, the behaviour is TBD): does not apply
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_precision result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.reduce_precision element [] of f8E5M2: expected exactly 0xFC (-Inf)
//   actual    0xE1 (-6.400000e+02)
//   a finite value where -Inf is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f8E5M2> {
    %cst = stablehlo.constant dense<-6.400000e+02> : tensor<f8E5M2>
    return %cst : tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<f8E5M2> {
    %cst = stablehlo.constant dense<0xFC> : tensor<f8E5M2>
    return %cst : tensor<f8E5M2>
  }
  func.func public @main() -> tensor<f8E5M2> {
    %0 = call @inputs() : () -> tensor<f8E5M2>
    %1 = stablehlo.reduce_precision %0, format = e4m11 : tensor<f8E5M2>
    %2 = call @expected() : () -> tensor<f8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<f8E5M2>, tensor<f8E5M2>) -> ()
    return %1 : tensor<f8E5M2>
  }
}
