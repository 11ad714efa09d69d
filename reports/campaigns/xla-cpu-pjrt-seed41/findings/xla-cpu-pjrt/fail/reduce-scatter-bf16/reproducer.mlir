// hlo-cts reproducer of program-5011/set-1::op5: fail [stablehlo.reduce_scatter (semantics)]
// tier: semantic (stablehlo.reduce_scatter gives a value far from every result an order of its computation gives (relative difference 0.992): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 4 element(s) differ (largest error among them 127 ulp)
// stablehlo.reduce_scatter element [0] of bf16: expected exactly 0x807F (-1.166310e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 127 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1] of bf16: expected exactly 0x807F (-1.166310e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 127 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2] of bf16: expected exactly 0x807F (-1.166310e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 127 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [3] of bf16: expected exactly 0x807F (-1.166310e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 127 ulp
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4xbf16> {
    %cst = stablehlo.constant dense<-1.166310e-38> : tensor<4xbf16>
    return %cst : tensor<4xbf16>
  }
  func.func private @expected() -> tensor<4xbf16> {
    %cst = stablehlo.constant dense<-1.166310e-38> : tensor<4xbf16>
    return %cst : tensor<4xbf16>
  }
  func.func public @main() -> tensor<4xbf16> {
    %0 = call @inputs() : () -> tensor<4xbf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<4xbf16>) -> tensor<4xbf16>
    %2 = call @expected() : () -> tensor<4xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xbf16>, tensor<4xbf16>) -> ()
    return %1 : tensor<4xbf16>
  }
}
