// hlo-cts reproducer of program-2783::op2: fail [stablehlo.reduce_scatter (semantics)]
// tier: semantic (stablehlo.reduce_scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 5 element(s) differ (largest error among them 4503599627370489 ulp)
// stablehlo.reduce_scatter element [0] (real part) of complex<f64>: expected within [0x8010000000000005 (-2.2250738585072039E-308), 0x800FFFFFFFFFFFF9 (-2.2250738585071979E-308)] (reference 0x800FFFFFFFFFFFFF (-2.2250738585072009E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   4503599627370489 ulp outside the interval
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1] (real part) of complex<f64>: expected within [0x8010000000000005 (-2.2250738585072039E-308), 0x800FFFFFFFFFFFF9 (-2.2250738585071979E-308)] (reference 0x800FFFFFFFFFFFFF (-2.2250738585072009E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   4503599627370489 ulp outside the interval
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [2] (real part) of complex<f64>: expected within [0x8010000000000005 (-2.2250738585072039E-308), 0x800FFFFFFFFFFFF9 (-2.2250738585071979E-308)] (reference 0x800FFFFFFFFFFFFF (-2.2250738585072009E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   4503599627370489 ulp outside the interval
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [3] (real part) of complex<f64>: expected within [0x8010000000000005 (-2.2250738585072039E-308), 0x800FFFFFFFFFFFF9 (-2.2250738585071979E-308)] (reference 0x800FFFFFFFFFFFFF (-2.2250738585072009E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   4503599627370489 ulp outside the interval
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [4] (real part) of complex<f64>: expected within [0x8010000000000005 (-2.2250738585072039E-308), 0x800FFFFFFFFFFFF9 (-2.2250738585071979E-308)] (reference 0x800FFFFFFFFFFFFF (-2.2250738585072009E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   4503599627370489 ulp outside the interval
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-2.2250738585072009E-308,0.000000e+00)> : tensor<5xcomplex<f64>>
    return %cst : tensor<5xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-2.2250738585072009E-308,0.000000e+00)> : tensor<5xcomplex<f64>>
    return %cst : tensor<5xcomplex<f64>>
  }
  func.func public @main() -> tensor<5xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<5xcomplex<f64>>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %3 : tensor<complex<f64>>
    }) : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> ()
    return %1 : tensor<5xcomplex<f64>>
  }
}
