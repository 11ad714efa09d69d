// hlo-cts reproducer of program-40981::op4: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 216)
// stablehlo.gather element [0] of ui8: expected exactly 216 (0xD8)
//   actual    0 (0x0)
//   off by -216
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xui8> {
    %c = stablehlo.constant dense<216> : tensor<1xui8>
    return %c : tensor<1xui8>
  }
  func.func public @main() -> tensor<1xui8> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[0, 216]> : tensor<2xui8>
    %c_0 = stablehlo.constant dense<163> : tensor<1xui8>
    %0 = "stablehlo.gather"(%c, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xui8>, tensor<1xui8>) -> tensor<1xui8>
    %1 = call @expected() : () -> tensor<1xui8>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xui8>, tensor<1xui8>) -> ()
    return %0 : tensor<1xui8>
  }
}
