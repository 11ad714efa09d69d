// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.torch_index_select` (index −2147483647 into a dimension of 5)
// the backend: the runtime dies with SIGSEGV
// the spec: not in the spec (MHLO's op; PyTorch raises there), so hlo-cts allows any value at
//   such an index; a crash is not a value
//
// hlo-cts reproducer of program-524::op2: crash
// the worker was killed by signal SIGSEGV (Segmentation fault) during execute (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<5x1xi32>
    return %c : tensor<5x1xi32>
  }
  func.func private @expected() -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<1xi32>
    return %c : tensor<1xi32>
  }
  func.func public @main() -> tensor<1xi32> {
    %0 = call @inputs() : () -> tensor<5x1xi32>
    %c = stablehlo.constant dense<-2147483647> : tensor<i32>
    %1 = "stablehlo.torch_index_select"(%0, %c) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x1xi32>, tensor<i32>) -> tensor<1xi32>
    %2 = call @expected() : () -> tensor<1xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xi32>, tensor<1xi32>) -> ()
    return %1 : tensor<1xi32>
  }
}
