// hlo-cts reproducer of program-3420/set-1: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with rewrites upstream that the program allows: subnormal inputs read as zero
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 2 (result 2): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.power element [3, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBA (-1.250000e+00)
//   actual    0xB9 (-1.125000e+00)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-2.000000e+00, 1.500000e+00, 0x7F, 1.367190e-02], [1.562500e-02, 1.367190e-02, -0.000000e+00, 1.953130e-03], [4.000000e+00, -8.000000e+00, -4.480000e+02, 1.500000e+00], [-1.000000e+00, 1.500000e+00, -1.500000e+00, -4.480000e+02]]> : tensor<4x4xf8E4M3FN>, dense<> : tensor<0x2xui8>, dense<0x7F> : tensor<1xf8E4M3FN>, dense<2147483646> : tensor<i32>]"
module {
  func.func public @main(%arg0: tensor<4x4xf8E4M3FN>, %arg1: tensor<0x2xui8>, %arg2: tensor<1xf8E4M3FN>, %arg3: tensor<i32>) -> (tensor<0x4x2xui8>, tensor<0x2xui8>, tensor<4x4xf8E4M3FN>, tensor<2x0x1xui8>, tensor<1xf8E4M3FN>) {
    %c = stablehlo.constant dense<> : tensor<0x4x2xui8>
    %0 = stablehlo.shift_right_arithmetic %c, %c : tensor<0x4x2xui8>
    %1 = chlo.erf %arg0 : tensor<4x4xf8E4M3FN> -> tensor<4x4xf8E4M3FN>
    %2:2 = chlo.scan(%0) inits (%arg1) dimension=1  {
    ^bb0(%input: tensor<0x2xui8>, %carry: tensor<0x2xui8>):
      %6 = stablehlo.add %input, %carry : tensor<0x2xui8>
      stablehlo.return %6, %6 : tensor<0x2xui8>, tensor<0x2xui8>
    } : (tensor<0x4x2xui8>, tensor<0x2xui8>) -> (tensor<0x4x2xui8>, tensor<0x2xui8>)
    %3 = chlo.broadcast_power %1, %arg0 : (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>) -> tensor<4x4xf8E4M3FN>
    %4 = stablehlo.reshape %arg1 : (tensor<0x2xui8>) -> tensor<2x0x1xui8>
    %5 = "stablehlo.case"(%arg3) ({
      %6 = stablehlo.add %arg2, %arg2 : tensor<1xf8E4M3FN>
      stablehlo.return %6 : tensor<1xf8E4M3FN>
    }) : (tensor<i32>) -> tensor<1xf8E4M3FN>
    return %2#0, %2#1, %3, %4, %5 : tensor<0x4x2xui8>, tensor<0x2xui8>, tensor<4x4xf8E4M3FN>, tensor<2x0x1xui8>, tensor<1xf8E4M3FN>
  }
}
