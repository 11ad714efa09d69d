// hlo-cts reproducer of program-6033: fail [stablehlo.transpose (semantics)]
// tier: semantic (stablehlo.transpose moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 2 (result 2): 1 element(s) differ (largest error among them 6497 ulp)
// stablehlo.transpose element [0] of f16: expected exactly 0xB7DD (-4.914550e-01)
//   actual    0xD13E (-4.193750e+01)
//   error: 6497 ulp
// 
// output 3 (result 3): 1 element(s) differ (largest error among them 6497 ulp)
// stablehlo.while element [0] of f16: expected exactly 0xBBDD (-9.829100e-01)
//   actual    0xD53E (-8.387500e+01)
//   error: 6497 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-6379260261039161274> : tensor<1xi64>, dense<-4.914550e-01> : tensor<1xf16>, dense<-4.143750e+01> : tensor<1xf16>]"
module {
  func.func public @main(%arg0: tensor<1xi64>, %arg1: tensor<1xf16>, %arg2: tensor<1xf16>) -> (tensor<1xi64>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<i32>) {
    %0 = stablehlo.convert %arg1 : (tensor<1xf16>) -> tensor<1xui8>
    %1:2 = "stablehlo.scatter"(%arg0, %arg1, %0, %arg0, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<f16>, %arg5: tensor<i64>, %arg6: tensor<f16>):
      %4 = stablehlo.or %arg3, %arg5 : tensor<i64>
      %5 = stablehlo.add %arg4, %arg6 : tensor<f16>
      stablehlo.return %4, %5 : tensor<i64>, tensor<f16>
    }) : (tensor<1xi64>, tensor<1xf16>, tensor<1xui8>, tensor<1xi64>, tensor<1xf16>) -> (tensor<1xi64>, tensor<1xf16>)
    %2 = stablehlo.transpose %arg1, dims = [0] : (tensor<1xf16>) -> tensor<1xf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c) : tensor<1xf16>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %5 = stablehlo.add %iterArg, %iterArg : tensor<1xf16>
      stablehlo.return %5, %4 : tensor<1xf16>, tensor<i32>
    }
    return %1#0, %1#1, %2, %3#0, %3#1 : tensor<1xi64>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<i32>
  }
}
