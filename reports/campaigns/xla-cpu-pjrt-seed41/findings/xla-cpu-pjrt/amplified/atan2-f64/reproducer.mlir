// hlo-cts reproducer of program-41545: fail [stablehlo.atan2 (semantics)]
// tier: ieee-reading (stablehlo.atan2 gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 4 element(s) differ (4 NaN(s) where a number is due)
// stablehlo.atan2 element [0, 0] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 1] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 2] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [0, 3] of f64: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<> : tensor<2x3x0xf32>]"
module {
  func.func public @main(%arg0: tensor<2x3x0xf32>) -> (tensor<2x4xf64>, tensor<3xf32>) {
    %c = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
    %0 = stablehlo.dynamic_iota %c, dim = 0 : (tensor<2xi32>) -> tensor<2x4xf64>
    %1 = stablehlo.reshape %0 : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %2 = stablehlo.atan2 %1, %1 : tensor<2x4xf64>
    %cst = stablehlo.constant dense<> : tensor<2x0x3xf32>
    %3 = stablehlo.dot_general %cst, %arg0, batching_dims = [2] x [1], contracting_dims = [0, 1] x [0, 2], precision = [HIGH, HIGH] : (tensor<2x0x3xf32>, tensor<2x3x0xf32>) -> tensor<3xf32>
    return %2, %3 : tensor<2x4xf64>, tensor<3xf32>
  }
}
