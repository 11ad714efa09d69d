// hlo-cts reproducer of program-117: compile-rejected
// the backend rejected a valid program: <stdin>:5:12: error: 'iree_linalg_ext.sort' op requires attribute 'dimension'
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<3x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf8E4M3FN>
    return %cst : tensor<3x5xf8E4M3FN>
  }
  func.func public @main() -> tensor<3x5xf8E4M3FN> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf8E4M3FN>
    %0:2 = "stablehlo.sort"(%cst, %cst_0) ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>, %arg2: tensor<f8E4M3FN>, %arg3: tensor<f8E4M3FN>):
      %2 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3x5xf16>, tensor<3x5xf8E4M3FN>) -> (tensor<3x5xf16>, tensor<3x5xf8E4M3FN>)
    %1 = call @expected() : () -> tensor<3x5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%0#1, %1) {has_side_effect = true} : (tensor<3x5xf8E4M3FN>, tensor<3x5xf8E4M3FN>) -> ()
    return %0#1 : tensor<3x5xf8E4M3FN>
  }
}
