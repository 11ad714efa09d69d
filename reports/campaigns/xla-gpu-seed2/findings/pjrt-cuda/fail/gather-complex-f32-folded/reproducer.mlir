// hlo-cts reproducer of program-5161::op3: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 2 element(s) differ (largest error among them 1153241867 ulp)
// stablehlo.gather element [2] (real part) of complex<f32>: expected exactly 0x44BD130B (1512.59509)
//   actual    0x00000000 (0.000000e+00)
//   error: 1153241867 ulp
// stablehlo.gather element [2] (imaginary part) of complex<f32>: expected exactly 0x3E53B125 (0.20673044)
//   actual    0x00000000 (0.000000e+00)
//   error: 1045672229 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1512.59509,0.20673044)]> : tensor<3xcomplex<f32>>
    return %cst : tensor<3xcomplex<f32>>
  }
  func.func public @main() -> tensor<3xcomplex<f32>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1512.59509,0.20673044)]> : tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<4151340187> : tensor<1xui32>
    %0 = "stablehlo.gather"(%cst, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 3>}> : (tensor<5xcomplex<f32>>, tensor<1xui32>) -> tensor<3xcomplex<f32>>
    %1 = call @expected() : () -> tensor<3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
    return %0 : tensor<3xcomplex<f32>>
  }
}
