// hlo-cts reproducer of program-14289::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest difference among them 83)
// stablehlo.dynamic_slice element [1, 3] of i8: expected exactly 83 (0x53)
//   actual    0 (0x0)
//   off by -83
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5xi8>, tensor<ui8>, tensor<ui8>) {
    %c = stablehlo.constant dense<[[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 83]]> : tensor<3x5xi8>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %c_1 = stablehlo.constant dense<139> : tensor<ui8>
    return %c, %c_0, %c_1 : tensor<3x5xi8>, tensor<ui8>, tensor<ui8>
  }
  func.func private @expected() -> tensor<2x4xi8> {
    %c = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 0, 83]]> : tensor<2x4xi8>
    return %c : tensor<2x4xi8>
  }
  func.func public @main() -> tensor<2x4xi8> {
    %0:3 = call @inputs() : () -> (tensor<3x5xi8>, tensor<ui8>, tensor<ui8>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, %0#2, sizes = [2, 4] : (tensor<3x5xi8>, tensor<ui8>, tensor<ui8>) -> tensor<2x4xi8>
    %2 = call @expected() : () -> tensor<2x4xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x4xi8>, tensor<2x4xi8>) -> ()
    return %1 : tensor<2x4xi8>
  }
}
