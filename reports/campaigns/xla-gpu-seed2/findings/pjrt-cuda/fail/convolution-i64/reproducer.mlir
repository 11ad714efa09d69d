// hlo-cts reproducer of program-81::op2: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 8 element(s) differ (largest difference among them 2)
// stablehlo.convolution element [0, 0, 0] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [0, 0, 1] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [1, 0, 0] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [1, 0, 1] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [2, 0, 0] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [2, 0, 1] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [3, 0, 0] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.convolution element [3, 0, 1] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1x4xi64>, tensor<4x3x1xi64>) {
    %c = stablehlo.constant dense<1> : tensor<2x1x4xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<4x3x1xi64>
    return %c, %c_0 : tensor<2x1x4xi64>, tensor<4x3x1xi64>
  }
  func.func private @expected() -> tensor<4x1x2xi64> {
    %c = stablehlo.constant dense<2> : tensor<4x1x2xi64>
    return %c : tensor<4x1x2xi64>
  }
  func.func public @main() -> tensor<4x1x2xi64> {
    %0:2 = call @inputs() : () -> (tensor<2x1x4xi64>, tensor<4x3x1xi64>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [0, f, b]x[o, 0, i]->[f, 0, b], window = {pad = [[0, 1]], reverse = [true]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x1x4xi64>, tensor<4x3x1xi64>) -> tensor<4x1x2xi64>
    %2 = call @expected() : () -> tensor<4x1x2xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x2xi64>, tensor<4x1x2xi64>) -> ()
    return %1 : tensor<4x1x2xi64>
  }
}
