// hlo-cts reproducer of program-101: compile-rejected
// the backend rejected a valid program: <stdin>:1:1: error: one or more illegal operations were found in the compiler input (are you missing an --iree-input-type= flag, or did you mean to pre-process through an IREE importer frontend?)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x5x4xf32>
    return %cst : tensor<5x5x4xf32>
  }
  func.func private @expected() -> tensor<5x5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x5x4xf32>
    return %cst : tensor<5x5x4xf32>
  }
  func.func public @main() -> tensor<5x5x4xf32> {
    %0 = call @inputs() : () -> tensor<5x5x4xf32>
    %1 = "stablehlo.all_to_all"(%0) <{concat_dimension = 2 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 1 : i64}> : (tensor<5x5x4xf32>) -> tensor<5x5x4xf32>
    %2 = call @expected() : () -> tensor<5x5x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5x4xf32>, tensor<5x5x4xf32>) -> ()
    return %1 : tensor<5x5x4xf32>
  }
}
