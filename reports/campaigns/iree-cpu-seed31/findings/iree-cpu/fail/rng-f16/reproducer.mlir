// hlo-cts reproducer of program-2800/set-1::op5: fail [stablehlo.rng (semantics)]
// tier: semantic (stablehlo.rng gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.rng result 0): 80 element(s) differ (80 NaN(s) where a number is due)
// stablehlo.rng element [0, 0, 0] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 0, 1] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 0, 2] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 0, 3] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 1, 0] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 1, 1] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 1, 2] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 1, 3] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 2, 0] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [0, 2, 1] of f16: expected within [0x0000 (0.000000e+00), 0x8001 (-5.960460e-08)] (reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// ... and 70 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f16>, tensor<f16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    return %cst, %cst_0 : tensor<f16>, tensor<f16>
  }
  func.func private @expected() -> tensor<5x4x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x4x4xf16>
    return %cst : tensor<5x4x4xf16>
  }
  func.func public @main() -> tensor<5x4x4xf16> {
    %0:2 = call @inputs() : () -> (tensor<f16>, tensor<f16>)
    %c = stablehlo.constant dense<[5, 4, 4]> : tensor<3xi64>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  UNIFORM : (tensor<f16>, tensor<f16>, tensor<3xi64>) -> tensor<5x4x4xf16>
    %2 = call @expected() : () -> tensor<5x4x4xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4x4xf16>, tensor<5x4x4xf16>) -> ()
    return %1 : tensor<5x4x4xf16>
  }
}
