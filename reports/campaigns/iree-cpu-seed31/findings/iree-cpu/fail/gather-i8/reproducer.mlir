// hlo-cts reproducer of program-2021::op3: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 25)
// stablehlo.gather element [] of i8: expected exactly 0 (0x0)
//   actual    -25 (0xE7)
//   off by -25
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xi8>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<2xi8>
    %c_0 = stablehlo.constant dense<-6> : tensor<1xi32>
    return %c, %c_0 : tensor<2xi8>, tensor<1xi32>
  }
  func.func private @expected() -> tensor<i8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func public @main() -> tensor<i8> {
    %0:2 = call @inputs() : () -> (tensor<2xi8>, tensor<1xi32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xi8>, tensor<1xi32>) -> tensor<i8>
    %2 = call @expected() : () -> tensor<i8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i8>, tensor<i8>) -> ()
    return %1 : tensor<i8>
  }
}
