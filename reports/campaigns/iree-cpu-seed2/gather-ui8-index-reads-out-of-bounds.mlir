// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.gather` (i64, ui8 start indices 74, 248, 6, 106 into a dimension of 2)
// the backend: element 3 is 0xFFFF00000000, the operand holds only zeros
// the spec: the same clamp gives operand[1] = 0 for every index
//
// hlo-cts reproducer of program-388::op2: fail [stablehlo.gather (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.gather result 0): 2 element(s) differ (max error 8391085853071384608 ulp)
// stablehlo.gather element [0] of i64: expected exactly 0 (0x0)
//   actual    3559664717938325555 (0x3166783378347833)
//   error: 3559664717938325555 ulp
// stablehlo.gather element [3] of i64: expected exactly 0 (0x0)
//   actual    8391085853071384608 (0x7473202020202020)
//   error: 8391085853071384608 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xi64> {
    %c = stablehlo.constant dense<0> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func private @expected() -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<4xi64>
    return %c : tensor<4xi64>
  }
  func.func public @main() -> tensor<4xi64> {
    %0 = call @inputs() : () -> tensor<2xi64>
    %c = stablehlo.constant dense<[[74], [248], [6], [106]]> : tensor<4x1xui8>
    %1 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<2xi64>, tensor<4x1xui8>) -> tensor<4xi64>
    %2 = call @expected() : () -> tensor<4xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
    return %1 : tensor<4xi64>
  }
}
