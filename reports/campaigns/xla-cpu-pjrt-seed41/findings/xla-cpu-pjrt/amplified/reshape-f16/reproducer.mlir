// hlo-cts reproducer of program-24978: fail [stablehlo.reshape (semantics)]
// tier: semantic (stablehlo.reshape moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 1 element(s) differ (largest error among them 4930 ulp)
// stablehlo.dot_general element [0, 0] of f16: expected within [0x5F00 (4.480000e+02), 0x5F00 (4.480000e+02)], or NaN (reference 0x7F80 (NaN))
//   actual    0x7242 (1.281600e+04)
//   4930 ulp outside the interval
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[-9.600000e+01, 6.000000e+01]> : tensor<2xf8E4M3FN>, dense<[[false, true, false, false, true], [true, true, false, false, false], [false, false, false, false, false], [false, true, false, true, true]]> : tensor<4x5xi1>]"
module {
  func.func public @main(%arg0: tensor<2xf8E4M3FN>, %arg1: tensor<4x5xi1>) -> (tensor<4x5xi1>, tensor<i1>, tensor<1x1xf16>) {
    %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [0] x [0] : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<f8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<f8E4M3FN>) -> tensor<i1>
    %2 = "stablehlo.if"(%1) ({
      %6 = stablehlo.add %arg1, %arg1 : tensor<4x5xi1>
      stablehlo.return %6 : tensor<4x5xi1>
    }, {
      %6 = stablehlo.add %arg1, %arg1 : tensor<4x5xi1>
      stablehlo.return %6 : tensor<4x5xi1>
    }) : (tensor<i1>) -> tensor<4x5xi1>
    %3 = chlo.broadcast_maximum %1, %1 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.convert %0 : (tensor<f8E4M3FN>) -> tensor<f16>
    %5 = stablehlo.reshape %4 : (tensor<f16>) -> tensor<1x1xf16>
    return %2, %3, %5 : tensor<4x5xi1>, tensor<i1>, tensor<1x1xf16>
  }
}
