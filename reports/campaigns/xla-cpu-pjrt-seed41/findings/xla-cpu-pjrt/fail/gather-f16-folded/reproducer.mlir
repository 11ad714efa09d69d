// hlo-cts reproducer of program-32325::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.gather element [4, 1] of f16: expected exactly 0x7C00 (+Inf)
//   actual    0x0000 (0.000000e+00)
//   a finite value where +Inf is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x2xf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7C00]]> : tensor<5x2xf16>
    return %cst : tensor<5x2xf16>
  }
  func.func public @main() -> tensor<5x2xf16> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0x7C00]]> : tensor<5x3xf16>
    %c = stablehlo.constant dense<[0, 3531140504]> : tensor<2xui32>
    %0 = "stablehlo.gather"(%cst, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0, 1]>, slice_sizes = array<i64: 5, 2>}> : (tensor<5x3xf16>, tensor<2xui32>) -> tensor<5x2xf16>
    %1 = call @expected() : () -> tensor<5x2xf16>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x2xf16>, tensor<5x2xf16>) -> ()
    return %0 : tensor<5x2xf16>
  }
}
