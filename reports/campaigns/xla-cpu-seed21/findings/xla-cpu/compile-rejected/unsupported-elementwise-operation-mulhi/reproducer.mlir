// hlo-cts reproducer of program-21934: compile-rejected
// the backend rejected a valid program: INVALID_ARGUMENT: Unsupported elementwise operation %mulhi.0 = s32[3,3,2]{2,1,0} mulhi(%param_0.1, %param_0.1), metadata={source_file="-" source_line=3 source_end_line=3 source_column=10 source_end_column=10}
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<3x3x2xi32>
    return %c : tensor<3x3x2xi32>
  }
  func.func private @expected() -> tensor<3x3x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<3x3x2xi32>
    return %c : tensor<3x3x2xi32>
  }
  func.func public @main() -> tensor<3x3x2xi32> {
    %0 = call @inputs() : () -> tensor<3x3x2xi32>
    %1 = chlo.mulhi %0, %0 : tensor<3x3x2xi32>, tensor<3x3x2xi32> -> tensor<3x3x2xi32>
    %2 = stablehlo.negate %1 : tensor<3x3x2xi32>
    %3 = call @expected() : () -> tensor<3x3x2xi32>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<3x3x2xi32>, tensor<3x3x2xi32>) -> ()
    return %2 : tensor<3x3x2xi32>
  }
}
