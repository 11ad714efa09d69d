// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.reduce_scatter` (complex<f32>, `add` body, one process, the subnormal −1e−39)
// the backend: +0
// the spec: with one process in the group the result is the input's slice: −1e−39, or −0 when
//   the subnormal is read as zero (what the profile's flushing allows); +0 is what an extra +0
//   init value gives, and all_reduce has none
//
// hlo-cts reproducer of hand-written::main: fail [stablehlo.reduce_scatter (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 2 element(s) differ (max error 713624 ulp)
// stablehlo.reduce_scatter element [0] (real part) of complex<f32>: expected exactly 0x800AE398 (-1.000000e-39)
//   or, with subnormal inputs read as zero: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 713624 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [1] (real part) of complex<f32>: expected exactly 0x800AE398 (-1.000000e-39)
//   or, with subnormal inputs read as zero: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 713624 ulp
//   inputs    order-unspecified add over 1 processes
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(-1.000000e-39,0.000000e+00)> : tensor<2xcomplex<f32>>
    return %cst : tensor<2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(-1.000000e-39,0.000000e+00)> : tensor<2xcomplex<f32>>
    return %cst : tensor<2xcomplex<f32>>
  }
  func.func @main() -> tensor<2xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<2xcomplex<f32>>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
    return %1 : tensor<2xcomplex<f32>>
  }
}
