// hlo-cts reproducer of program-29652: fail [stablehlo.divide (semantics)]
// tier: ieee-reading (stablehlo.divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.divide element [2] of f16: expected exactly 0xF9D2 (-4.768000e+04)
//   actual    0xF9D1 (-4.764800e+04)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<false> : tensor<3xi1>, dense<true> : tensor<i1>, dense<[false, true, true]> : tensor<3xi1>, dense<[-0.000000e+00, 1.593590e-03, -7.120000e+03, 5.068000e+03]> : tensor<4xf16>, dense<[2.200320e-02, -1.336000e+03, -1.983750e+02, 1.210940e-01]> : tensor<4xf16>]"
module {
  func.func public @main(%arg0: tensor<3xi1>, %arg1: tensor<i1>, %arg2: tensor<3xi1>, %arg3: tensor<4xf16>, %arg4: tensor<4xf16>) -> (tensor<3xi1>, tensor<4xf16>, tensor<4xf16>, tensor<3xbf16>) {
    %0 = "stablehlo.if"(%arg1) ({
      %6 = stablehlo.add %arg2, %arg2 : tensor<3xi1>
      stablehlo.return %6 : tensor<3xi1>
    }, {
      %6 = stablehlo.add %arg2, %arg2 : tensor<3xi1>
      stablehlo.return %6 : tensor<3xi1>
    }) : (tensor<i1>) -> tensor<3xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<4.161830e-03> : tensor<f16>
    %2 = chlo.broadcast_select %1, %arg3, %cst : (tensor<1xi1>, tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<4xf16>
    %4 = stablehlo.divide %arg4, %3 : tensor<4xf16>
    %cst_0 = stablehlo.constant dense<[5.850000e+01, -2.500000e+00, -1.012500e+01]> : tensor<3xbf16>
    %5 = stablehlo.composite "hlo_cts.twice_or_same" %cst_0 {composite_attributes = {scale = 2 : i64}, decomposition = @decomposition_1} : (tensor<3xbf16>) -> tensor<3xbf16>
    return %0, %2, %4, %5 : tensor<3xi1>, tensor<4xf16>, tensor<4xf16>, tensor<3xbf16>
  }
  func.func private @decomposition_1(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
}
