// hlo-cts reproducer of program-18813::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice gives a wrong integer; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest difference among them 4)
// stablehlo.dynamic_slice element [1] of i32: expected exactly -4 (0xFFFFFFFC)
//   actual    0 (0x0)
//   off by 4
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<2xi32> {
    %c = stablehlo.constant dense<[0, -4]> : tensor<2xi32>
    return %c : tensor<2xi32>
  }
  func.func public @main() -> tensor<2xi32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[0, 0, 0, 0, -4]> : tensor<5xi32>
    %c_0 = stablehlo.constant dense<194> : tensor<ui8>
    %0 = stablehlo.dynamic_slice %c, %c_0, sizes = [2] : (tensor<5xi32>, tensor<ui8>) -> tensor<2xi32>
    %1 = call @expected() : () -> tensor<2xi32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
    return %0 : tensor<2xi32>
  }
}
