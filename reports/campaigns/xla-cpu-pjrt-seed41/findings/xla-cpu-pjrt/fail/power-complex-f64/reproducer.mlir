// hlo-cts reproducer of program-1068::op2: fail [stablehlo.power (semantics)]
// tier: ieee-reading (stablehlo.power gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.power result 0): 2 element(s) differ (2 NaN(s) where a number is due)
// stablehlo.power element [0] (real part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [0] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1625.342292009452,-120.71452017647148)> : tensor<1xcomplex<f64>>
    return %cst, %cst_0 : tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f64>>
    return %cst : tensor<1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>)
    %1 = stablehlo.power %0#0, %0#1 : tensor<1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 32 : i64} : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
    return %1 : tensor<1xcomplex<f64>>
  }
}
