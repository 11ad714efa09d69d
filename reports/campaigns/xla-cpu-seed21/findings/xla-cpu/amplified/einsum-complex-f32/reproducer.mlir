// hlo-cts reproducer of program-12636/set-1: fail [stablehlo.einsum (semantics)]
// tier: semantic (stablehlo.einsum gives a finite value where IEEE-754 arithmetic gives an infinity or NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 4 (result 4): 2 element(s) differ (2 infinite where finite is due, or the reverse)
// stablehlo.dot_general element [] (real part) of complex<f32>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified dot product of 1 terms (u_in=0.0078125 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot_general element [] (imaginary part) of complex<f32>: expected no finite value, or +Inf, or -Inf, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a finite value where an infinity is due
//   inputs    order-unspecified dot product of 1 terms (u_in=0.0078125 u_prod=0 u_acc=5.96046e-08)
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<0xFF> : tensor<f8E4M3FN>, dense<false> : tensor<i1>, dense<[[[false], [false]], [[true], [true]], [[true], [true]], [[false], [false]], [[true], [true]]]> : tensor<5x2x1xi1>, dense<(0x7FC00000,1.000000e+00)> : tensor<complex<f32>>, dense<254> : tensor<ui8>]"
module {
  func.func public @main(%arg0: tensor<f8E4M3FN>, %arg1: tensor<i1>, %arg2: tensor<5x2x1xi1>, %arg3: tensor<complex<f32>>, %arg4: tensor<ui8>) -> (tensor<5xi8>, tensor<f8E4M3FN>, tensor<5x2x1xi1>, tensor<5x2x1xi1>, tensor<complex<f32>>, tensor<1xcomplex<f64>>) {
    %0 = chlo.constant dense<[127, -1, -3, -2, 127]> : tensor<5xi8>
    %1 = chlo.broadcast_zeta %arg0, %arg0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<f8E4M3FN>
    %c = stablehlo.constant dense<[[[true], [true]], [[false], [true]], [[true], [false]], [[true], [true]], [[true], [false]]]> : tensor<5x2x1xi1>
    %2 = "stablehlo.if"(%arg1) ({
      stablehlo.return %arg2 : tensor<5x2x1xi1>
    }, {
      stablehlo.return %arg2 : tensor<5x2x1xi1>
    }) : (tensor<i1>) -> tensor<5x2x1xi1>
    %3 = stablehlo.convert %arg1 : (tensor<i1>) -> tensor<complex<f32>>
    %4 = stablehlo.einsum %3, %arg3, config = ",->" : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst = stablehlo.constant dense<[(-418.41300920114702,0.97090554605307777), (3150.6663732276052,-1.0344886508501565), (4.9889060695386229,-0.0031066985591805926), (-7693.2332946214256,0.0011960639042020045)]> : tensor<4xcomplex<f64>>
    %5 = stablehlo.dynamic_slice %cst, %arg4, sizes = [1] : (tensor<4xcomplex<f64>>, tensor<ui8>) -> tensor<1xcomplex<f64>>
    return %0, %1, %c, %2, %4, %5 : tensor<5xi8>, tensor<f8E4M3FN>, tensor<5x2x1xi1>, tensor<5x2x1xi1>, tensor<complex<f32>>, tensor<1xcomplex<f64>>
  }
}
