// hlo-cts reproducer of program-2240: fail [stablehlo.transpose (semantics)]
// tier: semantic (stablehlo.transpose moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 2 element(s) differ (largest error among them 81 ulp)
// stablehlo.transpose element [1] of f8E4M3FN: expected exactly 0x9F (-1.171880e-01)
//   actual    0x32 (6.250000e-01)
//   error: 81 ulp
// stablehlo.transpose element [2] of f8E4M3FN: expected exactly 0x32 (6.250000e-01)
//   actual    0x9F (-1.171880e-01)
//   error: 81 ulp
// 
// output 4 (result 4): inconclusive: 1 element(s) depend on an evaluation order the spec leaves open (set order=spec in the profile to judge them against the spec's schedule)
// 
// output 5 (result 5): inconclusive: 1 element(s) depend on an evaluation order the spec leaves open (set order=spec in the profile to judge them against the spec's schedule)
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-4.000000e+00> : tensor<1xf16>, dense<[2.500000e+00, -1.171880e-01, 6.250000e-01]> : tensor<3xf8E4M3FN>, dense<[(7014.2959,-0.576164067), (-0.000000e+00,1.70794058), (-7553.87158,14.8026943), (997.401489,4.54845518E-4)]> : tensor<4xcomplex<f32>>]"
module {
  func.func public @main(%arg0: tensor<1xf16>, %arg1: tensor<3xf8E4M3FN>, %arg2: tensor<4xcomplex<f32>>) -> (tensor<1xi1>, tensor<3xf8E4M3FN>, tensor<complex<f32>>, tensor<3xf8E4M3FN>, tensor<f8E4M3FN>, tensor<f64>) {
    %0 = chlo.is_inf %arg0 : tensor<1xf16> -> tensor<1xi1>
    %1 = stablehlo.transpose %arg1, dims = [0] : (tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
    %2 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f8E4M3FN>, %arg4: tensor<f8E4M3FN>):
      %6 = stablehlo.compare  GT, %arg3, %arg4,  FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
    %3 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0] : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
    %cst = stablehlo.constant dense<-3.000000e+01> : tensor<f8E4M3FN>
    %4 = chlo.broadcast_subtract %cst, %2 : (tensor<f8E4M3FN>, tensor<3xf8E4M3FN>) -> tensor<3xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<-2.500000e+00> : tensor<f64>
    %5:2 = stablehlo.reduce(%cst init: %cst), (%cst_0 init: %cst_0) across dimensions = [] : (tensor<f8E4M3FN>, tensor<f64>, tensor<f8E4M3FN>, tensor<f64>) -> (tensor<f8E4M3FN>, tensor<f64>)
     reducer(%arg3: tensor<f8E4M3FN>, %arg5: tensor<f8E4M3FN>) (%arg4: tensor<f64>, %arg6: tensor<f64>)  {
      %6 = stablehlo.multiply %arg3, %arg5 : tensor<f8E4M3FN>
      %7 = stablehlo.minimum %arg4, %arg6 : tensor<f64>
      stablehlo.return %6, %7 : tensor<f8E4M3FN>, tensor<f64>
    }
    return %0, %1, %3, %4, %5#0, %5#1 : tensor<1xi1>, tensor<3xf8E4M3FN>, tensor<complex<f32>>, tensor<3xf8E4M3FN>, tensor<f8E4M3FN>, tensor<f64>
  }
}
