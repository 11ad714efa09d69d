// hlo-cts reproducer of program-19079::op1: fail [stablehlo.batch_norm_grad (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_grad differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_grad result 1): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.batch_norm_grad element [1] of f32: expected within [0x7F7FFFFF (3.40282347E+38), 0x7F7FFFFF (3.40282347E+38)], or +Inf, or NaN (reference 0x7FC00000 (NaN))
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4x2xf32>, tensor<4xf32>, tensor<5x4x2xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x4x2xf32>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [-5420.91895, 7105.83349], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]]> : tensor<5x4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<5x4x2xf32>, tensor<4xf32>, tensor<5x4x2xf32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0:4 = call @inputs() : () -> (tensor<5x4x2xf32>, tensor<4xf32>, tensor<5x4x2xf32>, tensor<4xf32>)
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%0#0, %0#1, %0#1, %0#3, %0#2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<5x4x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x4x2xf32>) -> (tensor<5x4x2xf32>, tensor<4xf32>, tensor<4xf32>)
    %1 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%grad_scale, %1) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %grad_scale : tensor<4xf32>
  }
}
