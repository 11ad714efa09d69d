// hlo-cts reproducer of program-8748::op3: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice gives a wrong integer; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest difference among them 6446015834349818002)
// stablehlo.dynamic_slice element [1] of i64: expected exactly 6446015834349818002 (0x5974D93FB6F6D092)
//   actual    0 (0x0)
//   off by -6446015834349818002
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<2xi64> {
    %c = stablehlo.constant dense<[0, 6446015834349818002]> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func public @main() -> tensor<2xi64> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[0, 0, 6446015834349818002]> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<224> : tensor<ui8>
    %0 = stablehlo.dynamic_slice %c, %c_0, sizes = [2] : (tensor<3xi64>, tensor<ui8>) -> tensor<2xi64>
    %1 = call @expected() : () -> tensor<2xi64>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<2xi64>, tensor<2xi64>) -> ()
    return %0 : tensor<2xi64>
  }
}
