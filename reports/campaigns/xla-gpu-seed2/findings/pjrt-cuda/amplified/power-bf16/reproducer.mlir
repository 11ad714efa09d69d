// hlo-cts reproducer of program-5080/set-1: fail [stablehlo.power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with rewrites upstream that the program allows: subnormal inputs read as zero
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (largest error among them 4 ulp)
// stablehlo.power element [1, 2] of bf16: expected within 0 ulp of the correctly rounded 0x392D (1.649860e-04)
//   actual    0x3931 (1.688000e-04)
//   error: 4 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-0.000000e+00, -1.000000e+00, -8.000000e+00], [9.183550e-41, -3.389530e+38, 3.906250e-03], [1.175490e-38, 5.000000e-01, 5.000000e-01], [-9.183550e-41, 4.000000e+00, -9.183550e-41], [-8.000000e+00, 1.166310e-38, 2.560000e+02]]> : tensor<5x3xbf16>, dense<2147483647> : tensor<1x1xi32>, dense<[[2.560000e+02], [0xFF80], [-5.000000e-01], [0xFFC0], [0xFFFF]]> : tensor<5x1xbf16>, dense<[-128, 126]> : tensor<2xi8>]"
module {
  func.func public @main(%arg0: tensor<5x3xbf16>, %arg1: tensor<1x1xi32>, %arg2: tensor<5x1xbf16>, %arg3: tensor<2xi8>) -> (tensor<5x3xbf16>, tensor<5x3xbf16>, tensor<1x4xi32>, tensor<i32>, tensor<i8>) {
    %0 = chlo.acos %arg0 : tensor<5x3xbf16> -> tensor<5x3xbf16>
    %1 = "stablehlo.scatter"(%0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg4: tensor<bf16>, %arg5: tensor<bf16>):
      %6 = stablehlo.multiply %arg4, %arg5 : tensor<bf16>
      stablehlo.return %6 : tensor<bf16>
    }) : (tensor<5x3xbf16>, tensor<1x1xi32>, tensor<5x1xbf16>) -> tensor<5x3xbf16>
    %2 = stablehlo.power %arg0, %0 : tensor<5x3xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %4:2 = stablehlo.while(%iterArg = %3, %iterArg_0 = %c) : tensor<1x4xi32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %7 = stablehlo.add %iterArg, %iterArg : tensor<1x4xi32>
      stablehlo.return %7, %6 : tensor<1x4xi32>, tensor<i32>
    }
    %5 = stablehlo.dot %arg3, %arg3, precision = [HIGH, DEFAULT] : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
    return %1, %2, %4#0, %4#1, %5 : tensor<5x3xbf16>, tensor<5x3xbf16>, tensor<1x4xi32>, tensor<i32>, tensor<i8>
  }
}
