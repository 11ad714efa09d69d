// hlo-cts reproducer of program-2236/set-1::op0: fail [stablehlo.reduce_scatter (semantics)]
// tier: semantic (stablehlo.reduce_scatter gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.reduce_scatter result 0): 20 element(s) differ (20 number(s) where NaN is due)
// stablehlo.reduce_scatter element [0, 0, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 0, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 1, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 1, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 0, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 0, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 1, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 1, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [2, 0, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [2, 0, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0xFFF0000000000000 (-Inf)
//   a number where NaN is due
//   inputs    order-unspecified maximum over 1 processes
// ... and 10 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x2x2xf64> {
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<5x2x2xf64>
    return %cst : tensor<5x2x2xf64>
  }
  func.func private @expected() -> tensor<5x2x2xf64> {
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<5x2x2xf64>
    return %cst : tensor<5x2x2xf64>
  }
  func.func public @main() -> tensor<5x2x2xf64> {
    %0 = call @inputs() : () -> tensor<5x2x2xf64>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<5x2x2xf64>) -> tensor<5x2x2xf64>
    %2 = call @expected() : () -> tensor<5x2x2xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2x2xf64>, tensor<5x2x2xf64>) -> ()
    return %1 : tensor<5x2x2xf64>
  }
}
