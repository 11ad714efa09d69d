// hlo-cts reproducer of program-15132::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong boolean; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.gather element [0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xi1> {
    %c = stablehlo.constant dense<true> : tensor<1xi1>
    return %c : tensor<1xi1>
  }
  func.func public @main() -> tensor<1xi1> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[[false, true]]> : tensor<1x2xi1>
    %c_0 = stablehlo.constant dense<[0, 3531554502]> : tensor<2xui32>
    %0 = "stablehlo.gather"(%c, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xi1>, tensor<2xui32>) -> tensor<1xi1>
    %1 = call @expected() : () -> tensor<1xi1>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xi1>, tensor<1xi1>) -> ()
    return %0 : tensor<1xi1>
  }
}
