// hlo-cts reproducer of program-5201: fail [chlo.digamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// chlo.digamma element [] of f8E5M2: expected within 0 ulp of the correctly rounded 0x7C (+Inf)
//   actual    0x4D (2.000000e+01)
//   a finite value where +Inf is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<1.280000e+03> : tensor<1xf8E5M2>, dense<[[4.000000e+00, 2.080000e+02, -2.500000e+00], [1.000000e+00, -4.687500e-01, 4.160000e+02], [-6.250000e-02, -4.687500e-02, -4.160000e+02]]> : tensor<3x3xf8E4M3FN>, dense<2923308173> : tensor<ui32>, dense<3915537812> : tensor<ui32>, dense<-2147483647> : tensor<1xi32>, dense<> : tensor<3x0x1xi1>, dense<[3, -4397380891126003028, 6224662055637567140]> : tensor<3xi64>, dense<8> : tensor<1xi64>, dense<-6733666068850829065> : tensor<1xi64>]"
module {
  func.func public @main(%arg0: tensor<1xf8E5M2>, %arg1: tensor<3x3xf8E4M3FN>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<1xi32>, %arg5: tensor<3x0x1xi1>, %arg6: tensor<3xi64>, %arg7: tensor<1xi64>, %arg8: tensor<1xi64>) -> (tensor<1x2xf8E4M3FN>, tensor<f8E5M2>, tensor<1xi32>, tensor<3x0x1xi1>, tensor<5xi64>) {
    %cst = stablehlo.constant dense<-3.072000e+03> : tensor<1xf8E5M2>
    %0 = stablehlo.compare  NE, %arg0, %cst : (tensor<1xf8E5M2>, tensor<1xf8E5M2>) -> tensor<1xi1>
    %1 = stablehlo.dynamic_slice %arg1, %arg2, %arg3, sizes = [1, 2] : (tensor<3x3xf8E4M3FN>, tensor<ui32>, tensor<ui32>) -> tensor<1x2xf8E4M3FN>
    %2 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<f8E5M2>
    %3 = chlo.digamma %2 : tensor<f8E5M2> -> tensor<f8E5M2>
    %4 = "stablehlo.reduce_scatter"(%arg4) <{scatter_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %8 = stablehlo.multiply %arg9, %arg10 : tensor<i32>
      stablehlo.return %8 : tensor<i32>
    }) : (tensor<1xi32>) -> tensor<1xi32>
    %5 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<1xi1>) -> tensor<3x0x1xi1>
    %6 = stablehlo.xor %5, %arg5 : tensor<3x0x1xi1>
    %7 = stablehlo.concatenate %arg8, %arg6, %arg7, dim = 0 : (tensor<1xi64>, tensor<3xi64>, tensor<1xi64>) -> tensor<5xi64>
    return %1, %3, %4, %6, %7 : tensor<1x2xf8E4M3FN>, tensor<f8E5M2>, tensor<1xi32>, tensor<3x0x1xi1>, tensor<5xi64>
  }
}
