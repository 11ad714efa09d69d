// hlo-cts reproducer of program-5583/set-1: fail [chlo.broadcast_multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (1 with the other sign of zero)
// chlo.broadcast_multiply element [] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<false> : tensor<i1>, dense<-2.2250738585072014E-308> : tensor<f64>, dense<[0.000000e+00, -1.562500e-02, -5.000000e-01]> : tensor<3xf8E4M3FN>, dense<-2.560000e+02> : tensor<f64>]"
module {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<f64>, %arg2: tensor<3xf8E4M3FN>, %arg3: tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<0xf8E4M3FN>, tensor<f64>, tensor<5x4x1xcomplex<f64>>) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<f64>
    %1 = stablehlo.select %arg0, %0, %0 : tensor<i1>, tensor<f64>
    %2 = chlo.broadcast_multiply %arg1, %0 : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %cst = stablehlo.constant dense<-4.296880e-02> : tensor<f8E4M3FN>
    %3 = stablehlo.pad %arg2, %cst, low = [-1], high = [-2], interior = [0] : (tensor<3xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<0xf8E4M3FN>
    %4 = stablehlo.imag %arg3 : tensor<f64>
    %5 = stablehlo.iota dim = 0 : tensor<5x4x1xcomplex<f64>>
    return %1, %2, %3, %4, %5 : tensor<f64>, tensor<f64>, tensor<0xf8E4M3FN>, tensor<f64>, tensor<5x4x1xcomplex<f64>>
  }
}
