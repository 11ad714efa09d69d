// hlo-cts reproducer of program-1267/set-1::op2: fail [chlo.broadcast_compare (semantics)]
// tier: semantic (chlo.broadcast_compare gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_compare result 0): 60 element(s) differ (largest difference among them 1)
// chlo.broadcast_compare element [0, 0, 0] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 0, 1] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 0, 2] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 0, 3] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 0, 4] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 1, 0] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 1, 1] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 1, 2] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 1, 3] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_compare element [0, 1, 4] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// ... and 50 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x5xf8E4M3FN>, tensor<3x4x5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0xFF> : tensor<3x4x5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3x4x5xf8E4M3FN>
    return %cst, %cst_0 : tensor<3x4x5xf8E4M3FN>, tensor<3x4x5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<3x4x5xi1> {
    %c = stablehlo.constant dense<false> : tensor<3x4x5xi1>
    return %c : tensor<3x4x5xi1>
  }
  func.func public @main() -> tensor<3x4x5xi1> {
    %0:2 = call @inputs() : () -> (tensor<3x4x5xf8E4M3FN>, tensor<3x4x5xf8E4M3FN>)
    %1 = chlo.broadcast_compare %0#1, %0#0 {comparison_direction = #chlo<comparison_direction GT>} : (tensor<3x4x5xf8E4M3FN>, tensor<3x4x5xf8E4M3FN>) -> tensor<3x4x5xi1>
    %2 = call @expected() : () -> tensor<3x4x5xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4x5xi1>, tensor<3x4x5xi1>) -> ()
    return %1 : tensor<3x4x5xi1>
  }
}
