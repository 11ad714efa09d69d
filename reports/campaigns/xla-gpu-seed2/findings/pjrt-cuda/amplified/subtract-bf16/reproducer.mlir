// hlo-cts reproducer of program-5671: fail [stablehlo.subtract (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 1 element(s) differ (largest error among them 2 ulp)
// stablehlo.subtract element [0] of bf16: expected exactly 0x3E8E (2.773440e-01)
//   actual    0x3E8C (2.734380e-01)
//   error: 2 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<8.506770e-04> : tensor<1xbf16>]"
module {
  func.func public @main(%arg0: tensor<1xbf16>) -> tensor<1xbf16> {
    %0 = stablehlo.rsqrt %arg0 : tensor<1xbf16>
    %1 = chlo.atan %0 : tensor<1xbf16> -> tensor<1xbf16>
    %2 = chlo.zeta %1, %0 : tensor<1xbf16>, tensor<1xbf16> -> tensor<1xbf16>
    %3 = stablehlo.subtract %2, %arg0 : tensor<1xbf16>
    return %3 : tensor<1xbf16>
  }
}
