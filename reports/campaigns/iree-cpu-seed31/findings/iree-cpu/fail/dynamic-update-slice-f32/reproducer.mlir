// hlo-cts reproducer of program-502/set-1::op7: fail [stablehlo.dynamic_update_slice (semantics)]
// tier: semantic (stablehlo.dynamic_update_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_update_slice result 0): 2 element(s) differ (largest error among them 1065353216 ulp)
// stablehlo.dynamic_update_slice element [0] of f32: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 1065353216 ulp
// stablehlo.dynamic_update_slice element [1] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x3F800000 (1.000000e+00)
//   error: 1065353216 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf32>, tensor<1xf32>, tensor<i8>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %c = stablehlo.constant dense<-128> : tensor<i8>
    return %cst, %cst_0, %c : tensor<2xf32>, tensor<1xf32>, tensor<i8>
  }
  func.func private @expected() -> tensor<2xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.000000e+00]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
  func.func public @main() -> tensor<2xf32> {
    %0:3 = call @inputs() : () -> (tensor<2xf32>, tensor<1xf32>, tensor<i8>)
    %1 = stablehlo.dynamic_update_slice %0#0, %0#1, %0#2 : (tensor<2xf32>, tensor<1xf32>, tensor<i8>) -> tensor<2xf32>
    %2 = call @expected() : () -> tensor<2xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return %1 : tensor<2xf32>
  }
}
