// hlo-cts reproducer of program-3548/set-1::op0: fail [stablehlo.reduce_scatter (semantics)]
// tier: ieee-reading (stablehlo.reduce_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 10 element(s) differ (largest error among them 1 ulp)
// stablehlo.reduce_scatter element [0, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1, 1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2, 1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [3, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [3, 1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [4, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [4, 1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x2xf32> {
    %cst = stablehlo.constant dense<-1.401300e-45> : tensor<5x2xf32>
    return %cst : tensor<5x2xf32>
  }
  func.func private @expected() -> tensor<5x2xf32> {
    %cst = stablehlo.constant dense<-1.401300e-45> : tensor<5x2xf32>
    return %cst : tensor<5x2xf32>
  }
  func.func public @main() -> tensor<5x2xf32> {
    %0 = call @inputs() : () -> tensor<5x2xf32>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %2 = call @expected() : () -> tensor<5x2xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2xf32>, tensor<5x2xf32>) -> ()
    return %1 : tensor<5x2xf32>
  }
}
