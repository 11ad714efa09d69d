// hlo-cts reproducer of program-37388::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 33 ulp)
// stablehlo.gather element [] of f8E4M3FN: expected exactly 0xA1 (-1.406250e-01)
//   actual    0x00 (0.000000e+00)
//   error: 33 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<f8E4M3FN> {
    %cst = stablehlo.constant dense<-1.406250e-01> : tensor<f8E4M3FN>
    return %cst : tensor<f8E4M3FN>
  }
  func.func public @main() -> tensor<f8E4M3FN> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[0.000000e+00, -1.406250e-01]> : tensor<2xf8E4M3FN>
    %c = stablehlo.constant dense<255> : tensor<1xui8>
    %0 = "stablehlo.gather"(%cst, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xf8E4M3FN>, tensor<1xui8>) -> tensor<f8E4M3FN>
    %1 = call @expected() : () -> tensor<f8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> ()
    return %0 : tensor<f8E4M3FN>
  }
}
