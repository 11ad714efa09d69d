// hlo-cts reproducer of program-23036: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 6 element(s) differ (6 NaN(s) where a number is due)
// stablehlo.divide element [0] (real part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7F800000 (+Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [0] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7F800000 (+Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [1] (real part) of complex<f32>: expected within 2 ulp of the correctly rounded 0xFF800000 (-Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [1] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7F800000 (+Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [2] (real part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7F800000 (+Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.divide element [2] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0xFF800000 (-Inf)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<> : tensor<0x3x5xf16>, dense<> : tensor<3x5x0xf16>, dense<[(760.695251,1.500000e+00), (-3.5711782,5.000000e-01), (533.303711,-1.000000e+00)]> : tensor<3xcomplex<f32>>]"
module {
  func.func public @main(%arg0: tensor<0x3x5xf16>, %arg1: tensor<3x5x0xf16>, %arg2: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [0], contracting_dims = [0, 2] x [2, 1] : (tensor<0x3x5xf16>, tensor<3x5x0xf16>) -> tensor<3xf16>
    %1 = stablehlo.log %arg2 : tensor<3xcomplex<f32>>
    %2 = stablehlo.convert %0 : (tensor<3xf16>) -> tensor<3xcomplex<f32>>
    %3 = chlo.broadcast_divide %arg2, %2 : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    return %1, %3 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
  }
}
