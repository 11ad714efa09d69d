// hlo-cts reproducer of program-1443/set-1::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (largest error among them 1065353216 ulp)
// stablehlo.scatter element [0] of f32: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 1065353216 ulp
// stablehlo.scatter element [1] of f32: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 1065353216 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4xf32>, tensor<4xi1>, tensor<1xi32>, tensor<3xf32>, tensor<3xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %c = stablehlo.constant dense<false> : tensor<4xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<1xi32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
    %c_2 = stablehlo.constant dense<false> : tensor<3xi1>
    return %cst, %c, %c_0, %cst_1, %c_2 : tensor<4xf32>, tensor<4xi1>, tensor<1xi32>, tensor<3xf32>, tensor<3xi1>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0:5 = call @inputs() : () -> (tensor<4xf32>, tensor<4xi1>, tensor<1xi32>, tensor<3xf32>, tensor<3xi1>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<f32>, %arg3: tensor<i1>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<f32>
      %4 = stablehlo.multiply %arg1, %arg3 : tensor<i1>
      stablehlo.return %3, %4 : tensor<f32>, tensor<i1>
    }) : (tensor<4xf32>, tensor<4xi1>, tensor<1xi32>, tensor<3xf32>, tensor<3xi1>) -> (tensor<4xf32>, tensor<4xi1>)
    %2 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %1#0 : tensor<4xf32>
  }
}
