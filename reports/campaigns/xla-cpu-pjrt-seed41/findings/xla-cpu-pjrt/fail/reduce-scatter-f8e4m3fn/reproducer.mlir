// hlo-cts reproducer of program-14107/set-1::op6: fail [stablehlo.reduce_scatter (semantics)]
// tier: ieee-reading (stablehlo.reduce_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 2 element(s) differ (2 with the other sign of zero)
// stablehlo.reduce_scatter element [0] of f8E4M3FN: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1] of f8E4M3FN: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xf8E4M3FN> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<2xf8E4M3FN>
    return %cst : tensor<2xf8E4M3FN>
  }
  func.func private @expected() -> tensor<2xf8E4M3FN> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<2xf8E4M3FN>
    return %cst : tensor<2xf8E4M3FN>
  }
  func.func public @main() -> tensor<2xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<2xf8E4M3FN>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> ()
    return %1 : tensor<2xf8E4M3FN>
  }
}
