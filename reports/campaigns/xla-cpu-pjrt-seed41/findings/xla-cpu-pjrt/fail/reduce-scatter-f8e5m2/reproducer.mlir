// hlo-cts reproducer of program-304/set-1::op3: fail [stablehlo.reduce_scatter (semantics)]
// tier: ieee-reading (stablehlo.reduce_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 6 element(s) differ (6 with the other sign of zero)
// stablehlo.reduce_scatter element [0, 0] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 0] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 1] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2, 0] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2, 1] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x2xf8E5M2> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<3x2xf8E5M2>
    return %cst : tensor<3x2xf8E5M2>
  }
  func.func private @expected() -> tensor<3x2xf8E5M2> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<3x2xf8E5M2>
    return %cst : tensor<3x2xf8E5M2>
  }
  func.func public @main() -> tensor<3x2xf8E5M2> {
    %0 = call @inputs() : () -> tensor<3x2xf8E5M2>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<3x2xf8E5M2>) -> tensor<3x2xf8E5M2>
    %2 = call @expected() : () -> tensor<3x2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2xf8E5M2>, tensor<3x2xf8E5M2>) -> ()
    return %1 : tensor<3x2xf8E5M2>
  }
}
