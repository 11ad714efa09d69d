// hlo-cts reproducer of program-4964/set-1: fail [stablehlo.atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 2 (result 2): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.atan2 element [0, 1] of bf16: expected within 0 ulp of the correctly rounded 0xBB22 (-2.471920e-03)
//   actual    0xBB23 (-2.487180e-03)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[2.000000e+00, -3.906250e-03, 0xFFFF, 5.000000e-01, 0.000000e+00]]> : tensor<1x5xbf16>, dense<-128> : tensor<i8>, dense<[[[false, false], [true, true], [true, true], [false, true]], [[true, false], [true, false], [false, false], [true, true]]]> : tensor<2x4x2xi1>, dense<false> : tensor<i1>]"
module {
  func.func public @main(%arg0: tensor<1x5xbf16>, %arg1: tensor<i8>, %arg2: tensor<2x4x2xi1>, %arg3: tensor<i1>) -> (tensor<i8>, tensor<i32>, tensor<1x5xbf16>, tensor<4x3x0xi1>) {
    %0 = chlo.acos %arg0 : tensor<1x5xbf16> -> tensor<1x5xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c) : tensor<i8>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %6 = stablehlo.add %iterArg, %iterArg : tensor<i8>
      stablehlo.return %6, %5 : tensor<i8>, tensor<i32>
    }
    %2 = stablehlo.shift_right_arithmetic %1#1, %c : tensor<i32>
    %3 = stablehlo.atan2 %arg0, %0 : tensor<1x5xbf16>
    %4 = stablehlo.pad %arg2, %arg3, low = [0, 0, 1], high = [1, -7, -3], interior = [1, 2, 0] : (tensor<2x4x2xi1>, tensor<i1>) -> tensor<4x3x0xi1>
    return %1#0, %2, %3, %4 : tensor<i8>, tensor<i32>, tensor<1x5xbf16>, tensor<4x3x0xi1>
  }
}
