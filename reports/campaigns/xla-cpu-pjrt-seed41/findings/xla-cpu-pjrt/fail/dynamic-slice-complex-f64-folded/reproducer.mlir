// hlo-cts reproducer of program-26604::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 2 element(s) differ (largest error among them 4633686072687202363 ulp)
// stablehlo.dynamic_slice element [0] (real part) of complex<f64>: expected exactly 0x404E28EECB32103B (60.319787406392116)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4633686072687202363 ulp
// stablehlo.dynamic_slice element [0] (imaginary part) of complex<f64>: expected exactly 0xC020000000000000 (-8.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4620693217682128896 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(60.319787406392116,-8.000000e+00)> : tensor<1xcomplex<f64>>
    return %cst : tensor<1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1xcomplex<f64>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (60.319787406392116,-8.000000e+00)]> : tensor<3xcomplex<f64>>
    %c = stablehlo.constant dense<3002655275> : tensor<ui32>
    %0 = stablehlo.dynamic_slice %cst, %c, sizes = [1] : (tensor<3xcomplex<f64>>, tensor<ui32>) -> tensor<1xcomplex<f64>>
    %1 = call @expected() : () -> tensor<1xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
    return %0 : tensor<1xcomplex<f64>>
  }
}
