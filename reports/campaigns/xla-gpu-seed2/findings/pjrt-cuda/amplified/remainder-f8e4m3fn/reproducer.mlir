// hlo-cts reproducer of program-1144: fail [stablehlo.remainder (semantics)]
// tier: ieee-reading (stablehlo.remainder misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 3 (result 3): 1 element(s) differ (largest error among them 38 ulp)
// stablehlo.remainder element [0] of f8E4M3FN: expected exactly 0x80 (-0.000000e+00)
//   actual    0xA6 (-2.187500e-01)
//   error: 38 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-7.714840e+00> : tensor<1xf16>, dense<true> : tensor<i1>, dense<-5.000000e-01> : tensor<1xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<1xf16>, %arg1: tensor<i1>, %arg2: tensor<1xf8E4M3FN>) -> (tensor<1xcomplex<f64>>, tensor<4x5xf64>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) {
    %0 = stablehlo.convert %arg0 : (tensor<1xf16>) -> tensor<1xf8E4M3FN>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN>
    %2 = stablehlo.convert %1 : (tensor<1xf8E4M3FN>) -> tensor<1xcomplex<f64>>
    %cst = stablehlo.constant dense<[[-8.2963783966033858E-4, -6.7555265172088597E-4, -4.940660e-324, 1.9882696305860412, 1.500000e+00], [-3321.9248855056835, 0xFFF8000000000000, 0.0071327283692302935, 0.41077761103404509, 0.020090114658717944], [-106.06906120186675, -4.3670047825121515E-4, 1.5678619691974685, 0xFFF8000000000000, 6.6788056302127847], [-0.0030481548028371275, 1106.9387366815026, -9.7277951047392821E-4, -0.028225794031661821, -232.68579848302787]]> : tensor<4x5xf64>
    %3 = "stablehlo.async_start"(%cst) ({
    ^bb0(%arg3: tensor<4x5xf64>):
      %7 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x5xf64>) -> tensor<4x5xf64>
      stablehlo.return %7 : tensor<4x5xf64>
    }) : (tensor<4x5xf64>) -> !stablehlo.future<tensor<4x5xf64>>
    %4 = "stablehlo.async_done"(%3) : (!stablehlo.future<tensor<4x5xf64>>) -> tensor<4x5xf64>
    %5 = chlo.broadcast_select %arg1, %1, %0 : (tensor<i1>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN>
    %6 = stablehlo.remainder %1, %arg2 : tensor<1xf8E4M3FN>
    return %2, %4, %5, %6 : tensor<1xcomplex<f64>>, tensor<4x5xf64>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>
  }
}
