// hlo-cts reproducer of program-43498: fail [stablehlo.if (semantics)]
// tier: semantic (stablehlo.if gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.if element [] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-1.297000e-03> : tensor<f16>, dense<> : tensor<0x4x2xf16>, dense<[[[0x7F, -2.000000e+00, -2.000000e+00, 3.125000e-02], [-4.000000e+00, 4.400000e+01, -5.859380e-02, 3.125000e-01], [1.800000e+01, -2.560000e+02, -4.000000e+00, 8.750000e-01], [3.200000e+02, 3.125000e-02, 4.000000e+01, -1.280000e+02]], [[-2.000000e+00, -4.375000e-01, 3.125000e-01, 0xFF], [-5.859380e-02, 8.000000e+01, -4.480000e+02, 3.200000e+01], [-2.000000e+01, 1.500000e+00, 3.840000e+02, -4.062500e-01], [4.000000e+01, -2.500000e+00, 3.250000e+00, -2.500000e+00]], [[1.500000e+01, 8.000000e+00, 9.600000e+01, -2.500000e+00], [3.437500e-01, 4.160000e+02, -2.000000e+00, -1.562500e-01], [-4.000000e+00, 4.480000e+02, 9.375000e-01, -1.200000e+01], [-1.100000e+01, -1.367190e-02, 2.929690e-02, 1.000000e+00]]]> : tensor<3x4x4xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<f16>, %arg1: tensor<0x4x2xf16>, %arg2: tensor<3x4x4xf8E4M3FN>) -> (tensor<i1>, tensor<0x4x2xi1>, tensor<4x3x4xf8E4M3FN>) {
    %0 = "chlo.constant_like"(%arg0) <{value = 1 : i1}> : (tensor<f16>) -> tensor<i1>
    %1 = "stablehlo.if"(%0) ({
      %4 = stablehlo.add %0, %0 : tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }, {
      stablehlo.return %0 : tensor<i1>
    }) : (tensor<i1>) -> tensor<i1>
    %2 = chlo.is_neg_inf %arg1 : tensor<0x4x2xf16> -> tensor<0x4x2xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1, 0, 2] : (tensor<3x4x4xf8E4M3FN>) -> tensor<4x3x4xf8E4M3FN>
    return %1, %2, %3 : tensor<i1>, tensor<0x4x2xi1>, tensor<4x3x4xf8E4M3FN>
  }
}
