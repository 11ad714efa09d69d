// hlo-cts reproducer of program-659/set-1::op4: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives a finite value where IEEE-754 arithmetic gives an infinity or NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 8 element(s) differ (8 infinite where finite is due, or the reverse)
// stablehlo.convolution element [0, 3, 0] (real part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 3, 0] (imaginary part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 3, 1] (real part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 3, 1] (imaginary part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [1, 3, 0] (real part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [1, 3, 0] (imaginary part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [1, 3, 1] (real part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [1, 3, 1] (imaginary part) of complex<f64>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2x4xcomplex<f64>>, tensor<4x2x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x2x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(2.560000e+02,0xFFF0000000000000)], [(0.000000e+00,0.000000e+00)]]]> : tensor<4x2x1xcomplex<f64>>
    return %cst, %cst_0 : tensor<1x2x4xcomplex<f64>>, tensor<4x2x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<2x4x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)]]]> : tensor<2x4x2xcomplex<f64>>
    return %cst : tensor<2x4x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<2x4x2xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1x2x4xcomplex<f64>>, tensor<4x2x1xcomplex<f64>>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [0, f, b]x[o, i, 0]->[0, f, b], window = {stride = [2], pad = [[1, 1]]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4xcomplex<f64>>, tensor<4x2x1xcomplex<f64>>) -> tensor<2x4x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<2x4x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x4x2xcomplex<f64>>, tensor<2x4x2xcomplex<f64>>) -> ()
    return %1 : tensor<2x4x2xcomplex<f64>>
  }
}
