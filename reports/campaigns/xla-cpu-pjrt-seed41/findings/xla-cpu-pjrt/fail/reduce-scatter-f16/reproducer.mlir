// hlo-cts reproducer of program-633/set-1::op2: fail [stablehlo.reduce_scatter (semantics)]
// tier: semantic (stablehlo.reduce_scatter gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 6 element(s) differ (6 number(s) where NaN is due)
// stablehlo.reduce_scatter element [0, 0, 0] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 0, 1] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 1, 0] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 1, 1] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 2, 0] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 2, 1] of f16: expected no finite value, or NaN (reference 0x7E00 (NaN))
//   actual    0xFC00 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x3x2xf16> {
    %cst = stablehlo.constant dense<0xFE00> : tensor<1x3x2xf16>
    return %cst : tensor<1x3x2xf16>
  }
  func.func private @expected() -> tensor<1x3x2xf16> {
    %cst = stablehlo.constant dense<0x7E00> : tensor<1x3x2xf16>
    return %cst : tensor<1x3x2xf16>
  }
  func.func public @main() -> tensor<1x3x2xf16> {
    %0 = call @inputs() : () -> tensor<1x3x2xf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<1x3x2xf16>) -> tensor<1x3x2xf16>
    %2 = call @expected() : () -> tensor<1x3x2xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3x2xf16>, tensor<1x3x2xf16>) -> ()
    return %1 : tensor<1x3x2xf16>
  }
}
