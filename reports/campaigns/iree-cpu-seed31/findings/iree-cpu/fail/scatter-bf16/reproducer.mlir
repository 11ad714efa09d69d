// hlo-cts reproducer of program-2951::op3: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 4 element(s) differ (largest error among them 16256 ulp)
// stablehlo.scatter element [0] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x3F80 (1.000000e+00)
//   error: 16256 ulp
// stablehlo.scatter element [1] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x3F80 (1.000000e+00)
//   error: 16256 ulp
// stablehlo.scatter element [2] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x3F80 (1.000000e+00)
//   error: 16256 ulp
// stablehlo.scatter element [3] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x3F80 (1.000000e+00)
//   error: 16256 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xbf16>, tensor<1xi32>, tensor<4xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xbf16>
    %c = stablehlo.constant dense<-1305831535> : tensor<1xi32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<4xbf16>
    return %cst, %c, %cst_0 : tensor<5xbf16>, tensor<1xi32>, tensor<4xbf16>
  }
  func.func private @expected() -> tensor<5xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xbf16>
    return %cst : tensor<5xbf16>
  }
  func.func public @main() -> tensor<5xbf16> {
    %0:3 = call @inputs() : () -> (tensor<5xbf16>, tensor<1xi32>, tensor<4xbf16>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      stablehlo.return %arg1 : tensor<bf16>
    }) : (tensor<5xbf16>, tensor<1xi32>, tensor<4xbf16>) -> tensor<5xbf16>
    %2 = call @expected() : () -> tensor<5xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xbf16>, tensor<5xbf16>) -> ()
    return %1 : tensor<5xbf16>
  }
}
