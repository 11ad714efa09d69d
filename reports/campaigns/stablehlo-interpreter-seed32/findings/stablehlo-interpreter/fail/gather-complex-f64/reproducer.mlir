// hlo-cts reproducer of program-13126::op0: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 2 element(s) differ (largest error among them 9218868437227405311 ulp)
// stablehlo.gather element [0, 3, 2] (real part) of complex<f64>: expected exactly 0xC0B8717C5B9B3E66 (-6257.4857728030529)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4663602193068932710 ulp
// stablehlo.gather element [0, 3, 2] (imaginary part) of complex<f64>: expected exactly 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x3xcomplex<f64>>, tensor<1x2xui32>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-6257.4857728030529,1.7976931348623157E+308)]]]> : tensor<5x1x3xcomplex<f64>>
    %c = stablehlo.constant dense<[[0, 3330300966]]> : tensor<1x2xui32>
    return %cst, %c : tensor<5x1x3xcomplex<f64>>, tensor<1x2xui32>
  }
  func.func private @expected() -> tensor<1x4x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-6257.4857728030529,1.7976931348623157E+308)]]]> : tensor<1x4x3xcomplex<f64>>
    return %cst : tensor<1x4x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x4x3xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<5x1x3xcomplex<f64>>, tensor<1x2xui32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [1], start_index_map = [2, 0], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 3>}> : (tensor<5x1x3xcomplex<f64>>, tensor<1x2xui32>) -> tensor<1x4x3xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x4x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4x3xcomplex<f64>>, tensor<1x4x3xcomplex<f64>>) -> ()
    return %1 : tensor<1x4x3xcomplex<f64>>
  }
}
