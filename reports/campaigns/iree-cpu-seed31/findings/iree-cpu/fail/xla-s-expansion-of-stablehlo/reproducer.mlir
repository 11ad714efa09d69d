// hlo-cts reproducer of program-382::op4: fail [stablehlo.batch_norm_training (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_training differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: consistent with: XLA's expansion of stablehlo.batch_norm_training (BatchNormExpander): variance as E[x²] − E[x]², output (x − mean) · rsqrt(variance + ε) · scale + offset
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_training result 2): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.batch_norm_training element [1] of f32: expected within [0x7D23D6F4 (1.36112665E+37), 0x7D23D720 (1.36113223E+37)] (reference 0x7D23D70A (1.36112944E+37))
//   actual    0x7F800000 (+Inf)
//   +Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4x1xf32>, tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [-9.22337203E+18], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [-9.22337203E+18], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [-9.22337203E+18], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [-9.22337203E+18], [0.000000e+00], [0.000000e+00]]]> : tensor<5x4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst, %cst_0, %cst_1 : tensor<5x4x1xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.36112944E+37, 0.000000e+00, 0.000000e+00]> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0:3 = call @inputs() : () -> (tensor<5x4x1xf32>, tensor<4xf32>, tensor<4xf32>)
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0#0, %0#1, %0#2) <{epsilon = 2.500000e-01 : f32, feature_index = 1 : i64}> : (tensor<5x4x1xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<5x4x1xf32>, tensor<4xf32>, tensor<4xf32>)
    %1 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%batch_var, %1) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %batch_var : tensor<4xf32>
  }
}
