// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.scatter` (ui8, `return %update` body) at the i64 index −3921773024661155131
// the backend: element 0 becomes 1
// the spec: scatter updates an element only when its result index lies within
//   `shape(results...)`; otherwise the update is skipped and the operand stays 0 (gather
//   clamps, scatter does not)
//
// hlo-cts reproducer of program-2074::op2: fail [stablehlo.scatter (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (max error 1 ulp)
// stablehlo.scatter element [0] of ui8: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xui8>, tensor<1xui8>, tensor<1xi64>) {
    %c = stablehlo.constant dense<0> : tensor<5xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<1xui8>
    %c_1 = stablehlo.constant dense<-3921773024661155131> : tensor<1xi64>
    return %c, %c_0, %c_1 : tensor<5xui8>, tensor<1xui8>, tensor<1xi64>
  }
  func.func private @expected() -> tensor<5xui8> {
    %c = stablehlo.constant dense<0> : tensor<5xui8>
    return %c : tensor<5xui8>
  }
  func.func public @main() -> tensor<5xui8> {
    %0:3 = call @inputs() : () -> (tensor<5xui8>, tensor<1xui8>, tensor<1xi64>)
    %1 = "stablehlo.scatter"(%0#0, %0#2, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<ui8>, %arg1: tensor<ui8>):
      stablehlo.return %arg1 : tensor<ui8>
    }) : (tensor<5xui8>, tensor<1xi64>, tensor<1xui8>) -> tensor<5xui8>
    %2 = call @expected() : () -> tensor<5xui8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xui8>, tensor<5xui8>) -> ()
    return %1 : tensor<5xui8>
  }
}
