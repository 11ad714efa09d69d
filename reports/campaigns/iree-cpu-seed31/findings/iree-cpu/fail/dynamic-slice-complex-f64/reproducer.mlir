// hlo-cts reproducer of program-839::op3: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 2 element(s) differ (largest error among them 4610712362407755386 ulp)
// stablehlo.dynamic_slice element [2, 1] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0xBFFC8A770AD0FE7A (-1.783804933787819)
//   error: 4610712362407755386 ulp
// stablehlo.dynamic_slice element [2, 1] (imaginary part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0xBF637EDC515759C4 (-0.002379827793201646)
//   error: 4567633931806398916 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5xcomplex<f64>>, tensor<i8>) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-1.783804933787819,-0.002379827793201646)]]> : tensor<3x5xcomplex<f64>>
    %c = stablehlo.constant dense<-2> : tensor<i8>
    return %cst, %c : tensor<3x5xcomplex<f64>>, tensor<i8>
  }
  func.func private @expected() -> tensor<3x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x2xcomplex<f64>>
    return %cst : tensor<3x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x2xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<3x5xcomplex<f64>>, tensor<i8>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, %0#1, sizes = [3, 2] : (tensor<3x5xcomplex<f64>>, tensor<i8>, tensor<i8>) -> tensor<3x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> ()
    return %1 : tensor<3x2xcomplex<f64>>
  }
}
