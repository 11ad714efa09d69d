// hlo-cts reproducer of program-341/set-1::op3: fail [stablehlo.reduce_scatter (semantics)]
// tier: ieee-reading (stablehlo.reduce_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 25 element(s) differ (25 with the other sign of zero)
// stablehlo.reduce_scatter element [0, 0] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 2] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 3] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 4] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 0] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 1] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 2] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 3] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 4] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
//   inputs    order-unspecified add over 1 processes
// ... and 15 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x5xf64> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<5x5xf64>
    return %cst : tensor<5x5xf64>
  }
  func.func private @expected() -> tensor<5x5xf64> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<5x5xf64>
    return %cst : tensor<5x5xf64>
  }
  func.func public @main() -> tensor<5x5xf64> {
    %0 = call @inputs() : () -> tensor<5x5xf64>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = call @expected() : () -> tensor<5x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5xf64>, tensor<5x5xf64>) -> ()
    return %1 : tensor<5x5xf64>
  }
}
