// hlo-cts reproducer of program-77::op0: fail [chlo.broadcast_divide (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_divide result 0): 20 element(s) differ (20 with the other sign of zero)
// stablehlo.divide element [0, 0, 0] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 0, 1] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 0, 2] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 0, 3] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 0, 4] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 1, 0] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 1, 1] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 1, 2] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 1, 3] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// stablehlo.divide element [0, 1, 4] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x80000000 (-0.000000e+00)
//   the sign of zero differs
// ... and 10 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x2x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(-0.00849405583,0.000000e+00)> : tensor<2x2x5xcomplex<f32>>
    return %cst : tensor<2x2x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<2x2x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<2x2x5xcomplex<f32>>
    return %cst : tensor<2x2x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x2x5xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<2x2x5xcomplex<f32>>
    %1 = chlo.broadcast_divide %0, %0 : (tensor<2x2x5xcomplex<f32>>, tensor<2x2x5xcomplex<f32>>) -> tensor<2x2x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2x2x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<2x2x5xcomplex<f32>>, tensor<2x2x5xcomplex<f32>>) -> ()
    return %1 : tensor<2x2x5xcomplex<f32>>
  }
}
