// hlo-cts reproducer of program-52570::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 1160419678 ulp)
// stablehlo.gather element [0] of f32: expected exactly 0xC52A995E (-2729.58545)
//   actual    0x00000000 (0.000000e+00)
//   error: 1160419678 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xf32> {
    %cst = stablehlo.constant dense<-2729.58545> : tensor<1xf32>
    return %cst : tensor<1xf32>
  }
  func.func public @main() -> tensor<1xf32> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[0.000000e+00, -2729.58545]]> : tensor<1x2xf32>
    %c = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>
    %0 = "stablehlo.gather"(%cst, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xf32>, tensor<2xui32>) -> tensor<1xf32>
    %1 = call @expected() : () -> tensor<1xf32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xf32>, tensor<1xf32>) -> ()
    return %0 : tensor<1xf32>
  }
}
