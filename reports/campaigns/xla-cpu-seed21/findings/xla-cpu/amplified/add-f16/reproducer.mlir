// hlo-cts reproducer of program-19636: fail [stablehlo.add (semantics)]
// tier: ieee-reading (stablehlo.add misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.add element [3] of f16: expected exactly 0x6495 (1.173000e+03)
//   actual    0x6494 (1.172000e+03)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[-1.335910e-02, 1.440000e+02, -3.294000e+03, 3.415630e+01]> : tensor<4xf16>, dense<[[[(0.34380551013440425,-8.000000e+00)], [(2.2250738585072014E-308,-0.0049709031274571946)], [(120.02758951685216,21.400424015383319)], [(0xFFF0000000000000,-0.0078237562398343185)]], [[(4.940660e-324,-6250.8880246858243)], [(-5.000000e-01,-3793.9143844597338)], [(1.5818744293095881,0x7FF8000000000000)], [(-6.7863346727042586,-0.94039921622462774)]], [[(47.729864347180317,0.043478208337044084)], [(0.70388744211055032,0x7FF0000000000001)], [(0.0042033279172743456,3.8071469395478279)], [(0.93277307415785282,0.47799359092532878)]]]> : tensor<3x4x1xcomplex<f64>>]"
module {
  func.func public @main(%arg0: tensor<4xf16>, %arg1: tensor<3x4x1xcomplex<f64>>) -> (tensor<4xf16>, tensor<4xf16>, tensor<3x4x1xcomplex<f64>>) {
    %0 = stablehlo.tan %arg0 : tensor<4xf16>
    %1 = chlo.square %arg0 : tensor<4xf16> -> tensor<4xf16>
    %cst = stablehlo.constant dense<[3.030000e+02, 7.523430e+00, -3.152000e+03, 5.835940e+00]> : tensor<4xf16>
    %2 = stablehlo.add %cst, %1 : tensor<4xf16>
    %3 = stablehlo.logistic %arg1 : tensor<3x4x1xcomplex<f64>>
    return %0, %2, %3 : tensor<4xf16>, tensor<4xf16>, tensor<3x4x1xcomplex<f64>>
  }
}
