// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.reduce_scatter` (f32, `maximum` body, one process, every input NaN)
// the backend: every result is −Inf
// the spec: reduce_scatter reduces the group's inputs with the body, here one input: the result
//   is that input's slice; maximum is IEEE 754-2019's, which propagates NaN, so even an extra
//   −Inf init would give NaN. The same happens on f16 and f8E5M2
//
// hlo-cts reproducer of program-823::op0: fail [stablehlo.reduce_scatter (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.reduce_scatter result 0): 20 element(s) differ (max error 0 ulp)
// stablehlo.reduce_scatter element [0, 0] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 1] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 2] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [0, 3] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 0] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 1] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 2] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [1, 3] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [2, 0] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// stablehlo.reduce_scatter element [2, 1] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   error: 0 ulp
//   inputs    order-unspecified maximum over 1 processes
// ... and 10 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0xFFFFFFFF> : tensor<5x4xf32>
    return %cst : tensor<5x4xf32>
  }
  func.func private @expected() -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<5x4xf32>
    return %cst : tensor<5x4xf32>
  }
  func.func public @main() -> tensor<5x4xf32> {
    %0 = call @inputs() : () -> tensor<5x4xf32>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %2 = call @expected() : () -> tensor<5x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4xf32>, tensor<5x4xf32>) -> ()
    return %1 : tensor<5x4xf32>
  }
}
