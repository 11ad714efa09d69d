// hlo-cts reproducer of program-2033::op0: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 2 element(s) differ (largest error among them 1041819919 ulp)
// stablehlo.gather element [0, 1, 0] (real part) of complex<f32>: expected exactly 0x3E18E90F (0.149326548)
//   actual    0x00000000 (0.000000e+00)
//   error: 1041819919 ulp
// stablehlo.gather element [0, 1, 0] (imaginary part) of complex<f32>: expected exactly 0x3C799A3B (0.0152345253)
//   actual    0x00000000 (0.000000e+00)
//   error: 1014602299 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1x2xcomplex<f32>>, tensor<1x2xui8>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.149326548,0.0152345253)]]]> : tensor<2x1x2xcomplex<f32>>
    %c = stablehlo.constant dense<[[255, 0]]> : tensor<1x2xui8>
    return %cst, %c : tensor<2x1x2xcomplex<f32>>, tensor<1x2xui8>
  }
  func.func private @expected() -> tensor<1x2x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.149326548,0.0152345253)]]]> : tensor<1x2x1xcomplex<f32>>
    return %cst : tensor<1x2x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x2x1xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<2x1x2xcomplex<f32>>, tensor<1x2xui8>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [2], start_index_map = [2, 0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x1x2xcomplex<f32>>, tensor<1x2xui8>) -> tensor<1x2x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1x2x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2x1xcomplex<f32>>, tensor<1x2x1xcomplex<f32>>) -> ()
    return %1 : tensor<1x2x1xcomplex<f32>>
  }
}
