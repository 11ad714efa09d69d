// hlo-cts reproducer of program-38683/set-1: fail [stablehlo.scatter (semantics)]
// tier: ieee-reading (stablehlo.scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.scatter element [0] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<false> : tensor<1xi1>, dense<-9223372036854775807> : tensor<i64>, dense<[[[5.960460e-08], [0x7C00], [0x7C00]], [[4.000000e+00], [-1.000000e+00], [-4.000000e+00]]]> : tensor<2x3x1xf16>, dense<0x7F81> : tensor<1xbf16>]"
module {
  func.func public @main(%arg0: tensor<1xi1>, %arg1: tensor<i64>, %arg2: tensor<2x3x1xf16>, %arg3: tensor<1xbf16>) -> (tensor<1xi64>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2x3x1xi1>, tensor<1xbf16>) {
    %0 = "chlo.constant_like"(%arg0) <{value = -4 : i64}> : (tensor<1xi1>) -> tensor<1xi64>
    %1 = stablehlo.convert %arg0 : (tensor<1xi1>) -> tensor<1xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1xi1>) -> tensor<1xui8>
    %cst = stablehlo.constant dense<-151.844467> : tensor<f32>
    %3:2 = "stablehlo.scatter"(%0, %1, %2, %arg1, %cst) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<f32>, %arg6: tensor<i64>, %arg7: tensor<f32>):
      %7 = stablehlo.add %arg4, %arg6 : tensor<i64>
      %8 = stablehlo.multiply %arg5, %arg7 : tensor<f32>
      stablehlo.return %7, %8 : tensor<i64>, tensor<f32>
    }) : (tensor<1xi64>, tensor<1xf32>, tensor<1xui8>, tensor<i64>, tensor<f32>) -> (tensor<1xi64>, tensor<1xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %8 = stablehlo.add %iterArg, %iterArg : tensor<i32>
      stablehlo.return %8, %7 : tensor<i32>, tensor<i32>
    }
    %5 = stablehlo.compare  EQ, %arg2, %arg2,  FLOAT : (tensor<2x3x1xf16>, tensor<2x3x1xf16>) -> tensor<2x3x1xi1>
    %6 = stablehlo.tanh %arg3 : tensor<1xbf16>
    return %3#0, %3#1, %4#0, %4#1, %5, %6 : tensor<1xi64>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2x3x1xi1>, tensor<1xbf16>
  }
}
