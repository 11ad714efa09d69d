// hlo-cts reproducer of program-5125::op5: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.scatter element [2] of ui8: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xui8>, tensor<2xui8>, tensor<1xui8>) {
    %c = stablehlo.constant dense<0> : tensor<3xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<2xui8>
    %c_1 = stablehlo.constant dense<2> : tensor<1xui8>
    return %c, %c_0, %c_1 : tensor<3xui8>, tensor<2xui8>, tensor<1xui8>
  }
  func.func private @expected() -> tensor<3xui8> {
    %c = stablehlo.constant dense<[0, 0, 1]> : tensor<3xui8>
    return %c : tensor<3xui8>
  }
  func.func public @main() -> tensor<3xui8> {
    %0:3 = call @inputs() : () -> (tensor<3xui8>, tensor<2xui8>, tensor<1xui8>)
    %1 = "stablehlo.scatter"(%0#0, %0#2, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<ui8>, %arg1: tensor<ui8>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<ui8>
      stablehlo.return %3 : tensor<ui8>
    }) : (tensor<3xui8>, tensor<1xui8>, tensor<2xui8>) -> tensor<3xui8>
    %2 = call @expected() : () -> tensor<3xui8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xui8>, tensor<3xui8>) -> ()
    return %1 : tensor<3xui8>
  }
}
