// hlo-cts reproducer of program-11::op4: crash
// the worker was killed by signal SIGABRT (Aborted) during compile (the worker closed its output); its stderr ended with:
// WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
// F0000 00:00:1796414611.951637    3088 rng_expander.cc:56] Check failed: primitive_type == F16 || primitive_type == BF16 
// *** Check failure stack trace: ***
//     @     0x7f567b2ea5d4  (unknown)
//     @     0x7f567b2ea556  (unknown)
//     @     0x7f5671fb6f36  (unknown)
//     @     0x7f567462ba81  (unknown)
//     @     0x7f567ab3d1b7  (unknown)
//     @     0x7f567232f8cc  (unknown)
//     @     0x7f567232af14  (unknown)
//     @     0x7f567232a36a  (unknown)
//     @     0x7f567ab3d1b7  (unknown)
//     @     0x7f5671f21bf2  (unknown)
//     @     0x7f5671f25210  (unknown)
//     @     0x7f5671f25c73  (unknown)
//     @     0x7f5671e77705  (unknown)
//     @     0x7f5671e76433  (unknown)
//     @     0x7f5671e74936  (unknown)
//     @     0x7f5671e8be48  (unknown)
//     @     0x7f567a0028d3  (unknown)
//     @     0x7f5671e99633  (unknown)
//     @     0x7f5671e49698  (unknown)
//     @     0x7f5671e2c620  (unknown)
//     @     0x556fa1fcbeba  hlo_cts::backends::pjrt::Client::compile()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<f8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<f8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<1x5xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x5xf8E5M2>
    return %cst : tensor<1x5xf8E5M2>
  }
  func.func public @main() -> tensor<1x5xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<f8E5M2>, tensor<f8E5M2>)
    %c = stablehlo.constant dense<[1, 5]> : tensor<2xi64>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  UNIFORM : (tensor<f8E5M2>, tensor<f8E5M2>, tensor<2xi64>) -> tensor<1x5xf8E5M2>
    %2 = call @expected() : () -> tensor<1x5xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x5xf8E5M2>, tensor<1x5xf8E5M2>) -> ()
    return %1 : tensor<1x5xf8E5M2>
  }
}
