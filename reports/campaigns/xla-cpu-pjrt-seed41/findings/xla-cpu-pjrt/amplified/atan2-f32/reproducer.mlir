// hlo-cts reproducer of program-27357: fail [stablehlo.atan2 (semantics)]
// tier: ieee-reading (stablehlo.atan2 gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 2 element(s) differ (2 NaN(s) where a number is due)
// stablehlo.atan2 element [0, 0] of f32: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [1, 0] of f32: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-1.17549435E-38, -1.401300e-45], [2.30630755, -0.00338771427], [-6.52493269E-4, 0.11531429], [7.20537853, 1.401300e-45]], [[0.243849799, -0.0291104857], [-0.00271048117, -4060.27686], [0.939515471, 3.76655388], [-468.704956, 1.500000e+00]]]> : tensor<2x4x2xf32>]"
module {
  func.func public @main(%arg0: tensor<2x4x2xf32>) -> (tensor<2x4x2xf8E4M3FN>, tensor<i32>, tensor<2x4xf32>) {
    %0 = "chlo.constant_like"(%arg0) <{value = 1.250000e+00 : f8E4M3FN}> : (tensor<2x4x2xf32>) -> tensor<2x4x2xf8E4M3FN>
    %1 = stablehlo.iota dim = 1 : tensor<2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.while(%iterArg = %1, %iterArg_0 = %c) : tensor<2x4xf32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %4 : tensor<2x4xf32>, tensor<i32>
    }
    %3 = stablehlo.atan2 %1, %2#0 : tensor<2x4xf32>
    return %0, %2#1, %3 : tensor<2x4x2xf8E4M3FN>, tensor<i32>, tensor<2x4xf32>
  }
}
