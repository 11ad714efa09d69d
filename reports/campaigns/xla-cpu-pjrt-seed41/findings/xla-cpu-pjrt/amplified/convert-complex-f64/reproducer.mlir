// hlo-cts reproducer of program-4675: fail [stablehlo.convert (semantics)]
// tier: semantic (stablehlo.convert gives a value far from the result IEEE-754 arithmetic gives (relative difference 2.85e-08): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: convert (「それ以外の場合、動作は未定です」: where the target type cannot represent the value exactly, the behaviour is TBD): does not apply
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (largest error among them 536870912 ulp)
// chlo._asin_acos_kernel element [1] (imaginary part) of complex<f64>: expected exactly 0x3FD7D98E80000000 (0.37265360355377197)
//   actual    0x3FD7D98EA0000000 (0.37265363335609436)
//   error: 536870912 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[6.250000e-02, 3.417970e-03, 1.250000e-01]> : tensor<3xf8E5M2>, dense<[(-1822.42798,-1.5403347), (-0.232170895,0.372257799), (-123.182472,-4.000000e+00)]> : tensor<3xcomplex<f32>>, dense<6> : tensor<1xi8>]"
module {
  func.func public @main(%arg0: tensor<3xf8E5M2>, %arg1: tensor<3xcomplex<f32>>, %arg2: tensor<1xi8>) -> (tensor<3xf8E5M2>, tensor<3xcomplex<f64>>, tensor<1xi1>) {
    %0 = stablehlo.logistic %arg0 : tensor<3xf8E5M2>
    %1 = chlo._asin_acos_kernel %arg1 : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
    %2 = stablehlo.convert %1 : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
    %3 = stablehlo.compare  GT, %arg2, %arg2,  SIGNED : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    return %0, %2, %3 : tensor<3xf8E5M2>, tensor<3xcomplex<f64>>, tensor<1xi1>
  }
}
