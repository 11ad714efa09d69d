// hlo-cts reproducer of program-14908::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 5281927376925064426)
// stablehlo.gather element [] of i64: expected exactly 0 (0x0)
//   actual    5281927376925064426 (0x494D2CF6E7077CEA)
//   off by 5281927376925064426
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    return %c : tensor<i64>
  }
  func.func public @main() -> tensor<i64> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[5281927376925064426, 0]> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<144> : tensor<1xui8>
    %0 = "stablehlo.gather"(%c, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xi64>, tensor<1xui8>) -> tensor<i64>
    %1 = call @expected() : () -> tensor<i64>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<i64>, tensor<i64>) -> ()
    return %0 : tensor<i64>
  }
}
