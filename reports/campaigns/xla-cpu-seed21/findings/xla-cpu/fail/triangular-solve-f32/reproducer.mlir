// hlo-cts reproducer of program-17465/set-1::op3: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives a value far from every result an order of its computation gives (relative difference 0.5): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: subnormal results flushed to zero (FTZ) (1 of 3 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.triangular_solve result 0): 3 element(s) differ (largest error among them 4194296 ulp)
// stablehlo.triangular_solve element [3, 0, 0] of f32: expected within [0x003FFFF8 (5.877460e-39), 0x00400008 (5.87748296E-39)] (reference 0x00400000 (5.87747175E-39))
//   actual    0x00000000 (0.000000e+00)
//   4194296 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [3, 0, 1] of f32: expected within [0x80400008 (-5.87748296E-39), 0x803FFFF8 (-5.877460e-39)] (reference 0x80400000 (-5.87747175E-39))
//   actual    0x00000000 (0.000000e+00)
//   4194296 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [3, 0, 2] of f32: expected within [0x80200007 (-2.93874569E-39), 0x801FFFF9 (-2.93872607E-39)] (reference 0x80200000 (-2.93873588E-39))
//   actual    0x00000000 (0.000000e+00)
//   2097145 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x1x3xf32>, tensor<4x3x3xf32>) {
    %cst = stablehlo.constant dense<-1.17549435E-38> : tensor<4x1x3xf32>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[-2.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 4.000000e+00]]]> : tensor<4x3x3xf32>
    return %cst, %cst_0 : tensor<4x1x3xf32>, tensor<4x3x3xf32>
  }
  func.func private @expected() -> tensor<4x1x3xf32> {
    %cst = stablehlo.constant dense<[[[0x7FC00000, 0x7FC00000, 0x7FC00000]], [[0x7FC00000, 0x7FC00000, 0x7FC00000]], [[0x7FC00000, 0x7FC00000, 0x7FC00000]], [[5.87747175E-39, -5.87747175E-39, -2.93873588E-39]]]> : tensor<4x1x3xf32>
    return %cst : tensor<4x1x3xf32>
  }
  func.func public @main() -> tensor<4x1x3xf32> {
    %0:2 = call @inputs() : () -> (tensor<4x1x3xf32>, tensor<4x3x3xf32>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<4x3x3xf32>, tensor<4x1x3xf32>) -> tensor<4x1x3xf32>
    %2 = call @expected() : () -> tensor<4x1x3xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x3xf32>, tensor<4x1x3xf32>) -> ()
    return %1 : tensor<4x1x3xf32>
  }
}
