// hlo-cts reproducer of program-12764::op0: fail [chlo.scan (semantics)]
// tier: semantic (chlo.scan gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.scan result 1): 5 element(s) differ (5 number(s) where NaN is due)
// chlo.scan element [0] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.scan element [1] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.scan element [2] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.scan element [3] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.scan element [4] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2xf32>, tensor<5xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2xf32>
    %cst_0 = stablehlo.constant dense<0xFFC00000> : tensor<5xf32>
    return %cst, %cst_0 : tensor<5x2xf32>, tensor<5xf32>
  }
  func.func private @expected() -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0xFFC00000> : tensor<5xf32>
    return %cst : tensor<5xf32>
  }
  func.func public @main() -> tensor<5xf32> {
    %0:2 = call @inputs() : () -> (tensor<5x2xf32>, tensor<5xf32>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=1  {
    ^bb0(%input: tensor<5xf32>, %carry: tensor<5xf32>):
      %3 = stablehlo.minimum %input, %carry : tensor<5xf32>
      stablehlo.return %3, %3 : tensor<5xf32>, tensor<5xf32>
    } : (tensor<5x2xf32>, tensor<5xf32>) -> (tensor<5x2xf32>, tensor<5xf32>)
    %2 = call @expected() : () -> tensor<5xf32>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
    return %1#1 : tensor<5xf32>
  }
}
