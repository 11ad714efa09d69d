// hlo-cts reproducer of program-1029::op1: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (chlo.broadcast_divide result 0): 60 element(s) differ (60 NaN(s) where a number is due)
// stablehlo.divide element [0, 0, 0] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 0, 1] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 0, 2] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 0, 3] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 0, 4] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 1, 0] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 1, 1] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 1, 2] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 1, 3] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0, 1, 4] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x7FF0000000000000 (+Inf)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// ... and 50 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x5xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<3x4x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    return %cst, %cst_0 : tensor<3x4x5xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<3x4x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0x7FF0000000000000,0x7FF8000000000000)> : tensor<3x4x5xcomplex<f64>>
    return %cst : tensor<3x4x5xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x4x5xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<3x4x5xcomplex<f64>>, tensor<complex<f64>>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<3x4x5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x4x5xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x4x5xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<3x4x5xcomplex<f64>>, tensor<3x4x5xcomplex<f64>>) -> ()
    return %1 : tensor<3x4x5xcomplex<f64>>
  }
}
