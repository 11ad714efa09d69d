// hlo-cts reproducer of program-29589: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 3 (result 3): 2 element(s) differ (2 number(s) where NaN is due)
// stablehlo.divide element [] (real part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7FC00000 (NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.divide element [] (imaginary part) of complex<f32>: expected within 2 ulp of the correctly rounded 0x7FC00000 (NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[(2.1267861505242029,6.9868232041431731E-4)], [(3.9172702591374984,-4.940660e-324)]], [[(10.6090417932415,6.1502598965317592)], [(-0.24955091214294986,2.2250738585072014E-308)]], [[(2723.7631046157821,-161.41829320805829)], [(-0.23790451595367268,0.0099939329078641003)]]]> : tensor<3x2x1xcomplex<f64>>, dense<false> : tensor<i1>]"
module {
  func.func public @main(%arg0: tensor<3x2x1xcomplex<f64>>, %arg1: tensor<i1>) -> (tensor<3x2x1xcomplex<f64>>, tensor<3x2x1xcomplex<f64>>, tensor<i32>, tensor<complex<f32>>) {
    %cst = stablehlo.constant dense<[[[(0xFFF8000000000000,6622.8735699259505)], [(0.44898192893590649,-2.3252986325319944)]], [[(0.0015194226316236725,2.560000e+02)], [(23.580998833914794,-4.8641389458833586E-4)]], [[(13.920123863575791,-0.013354625027417254)], [(-0.015423126002697024,2399.1812362589226)]]]> : tensor<3x2x1xcomplex<f64>>
    %0 = "stablehlo.if"(%arg1) ({
      %5 = stablehlo.add %arg0, %arg0 : tensor<3x2x1xcomplex<f64>>
      stablehlo.return %5 : tensor<3x2x1xcomplex<f64>>
    }, {
      stablehlo.return %cst : tensor<3x2x1xcomplex<f64>>
    }) : (tensor<i1>) -> tensor<3x2x1xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %6 = stablehlo.add %iterArg, %iterArg : tensor<i32>
      stablehlo.return %6, %5 : tensor<i32>, tensor<i32>
    }
    %2 = stablehlo.convert %arg1 : (tensor<i1>) -> tensor<complex<f32>>
    %3 = stablehlo.convert %1#0 : (tensor<i32>) -> tensor<complex<f32>>
    %4 = chlo.broadcast_divide %2, %3 : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    return %cst, %0, %1#1, %4 : tensor<3x2x1xcomplex<f64>>, tensor<3x2x1xcomplex<f64>>, tensor<i32>, tensor<complex<f32>>
  }
}
