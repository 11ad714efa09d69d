// hlo-cts reproducer of program-6389: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Seen floating point types of different precisions in %copy = (f8e5m2[2,3,2]{2,1,0}, f8e4m3fn[]) copy(%tuple.3), metadata={source_file="-" source_line=5 source_end_line=5 source_column=10 source_end_column=10}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:5
// 
// Failed after layout-assignment
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x3x2xf8E5M2>, tensor<f8E4M3FN>, tensor<2x3x2xf8E5M2>, tensor<1x1xf8E5M2>, tensor<4xf64>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>) {
    %cst = stablehlo.constant dense<[[[-3.125000e-02, -9.765620e-04], [-1.024000e+03, 1.000000e+00], [4.375000e-01, -2.800000e+01]], [[3.840000e+02, 4.375000e-01], [-8.000000e+00, 4.000000e+01], [4.577640e-05, 8.000000e+00]]]> : tensor<2x3x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<1.015630e-01> : tensor<f8E4M3FN>
    %cst_1 = stablehlo.constant dense<[[[-1.920000e+02, -1.953130e-02], [-4.000000e+00, -3.840000e+02], [3.906250e-03, -1.562500e-01]], [[6.250000e-02, 3.125000e-01], [-6.000000e+00, 1.953130e-02], [-8.000000e+00, -6.000000e+00]]]> : tensor<2x3x2xf8E5M2>
    %cst_2 = stablehlo.constant dense<-1.400000e+01> : tensor<1x1xf8E5M2>
    %cst_3 = stablehlo.constant dense<[81.09185306224343, -4.7187460166761628E-4, 92.295778536423298, 8.3855170735757536]> : tensor<4xf64>
    %cst_4 = stablehlo.constant dense<[-806.23425583061817, 3.3409546030163434E-4, 1789.0590834224602, 236.53240177606929]> : tensor<4xf64>
    %cst_5 = stablehlo.constant dense<[[(-2.2250738585072009E-308,-0.091936268582550537), (7642.5540751764129,0xFFF0000000000000)]]> : tensor<1x2xcomplex<f64>>
    %c = stablehlo.constant dense<[-580276952, 2, 0, 0]> : tensor<4xi32>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %c : tensor<2x3x2xf8E5M2>, tensor<f8E4M3FN>, tensor<2x3x2xf8E5M2>, tensor<1x1xf8E5M2>, tensor<4xf64>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>
  }
  func.func private @expected() -> (tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>) {
    %cst = stablehlo.constant dense<[[[-1.920000e+02, -1.400000e+01], [-1.400000e+01, -3.840000e+02], [-1.400000e+01, -1.400000e+01]], [[-1.400000e+01, -1.400000e+01], [-1.400000e+01, -1.400000e+01], [-1.400000e+01, -1.400000e+01]]]> : tensor<2x3x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<[[[-1.920000e+02, -1.953130e-02], [-4.000000e+00, -3.840000e+02], [3.906250e-03, -1.562500e-01]], [[6.250000e-02, 3.125000e-01], [-6.000000e+00, 1.953130e-02], [-8.000000e+00, -6.000000e+00]]]> : tensor<2x3x2xf8E5M2>
    %cst_1 = stablehlo.constant dense<[-806.23425583061817, 3.3409546030163434E-4, 1789.0590834224602, 236.53240177606929]> : tensor<4xf64>
    %cst_2 = stablehlo.constant dense<[[(0.21440180570898948,-0.21440180570898948), (0x7FF0000000000000,0xFFF0000000000000)]]> : tensor<1x2xcomplex<f64>>
    %c = stablehlo.constant dense<[580276951, -3, -1, -1]> : tensor<4xi32>
    return %cst, %cst_0, %cst_1, %cst_2, %c : tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>
  }
  func.func public @main() -> (tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>) {
    %0:8 = call @inputs() : () -> (tensor<2x3x2xf8E5M2>, tensor<f8E4M3FN>, tensor<2x3x2xf8E5M2>, tensor<1x1xf8E5M2>, tensor<4xf64>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>)
    %1 = stablehlo.transpose %0#0, dims = [0, 1, 2] : (tensor<2x3x2xf8E5M2>) -> tensor<2x3x2xf8E5M2>
    %2 = stablehlo.after_all  : !stablehlo.token
    %3 = "stablehlo.send"(%1, %0#1, %2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 2>, is_host_transfer = true}> : (tensor<2x3x2xf8E5M2>, tensor<f8E4M3FN>, !stablehlo.token) -> !stablehlo.token
    %4 = chlo.broadcast_minimum %0#2, %0#3 : (tensor<2x3x2xf8E5M2>, tensor<1x1xf8E5M2>) -> tensor<2x3x2xf8E5M2>
    %5:2 = "stablehlo.all_gather"(%0#2, %0#5) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<2x3x2xf8E5M2>, tensor<4xf64>) -> (tensor<2x3x2xf8E5M2>, tensor<4xf64>)
    %6 = stablehlo.sqrt %0#6 : tensor<1x2xcomplex<f64>>
    %7 = stablehlo.not %0#7 : tensor<4xi32>
    %8:5 = call @expected() : () -> (tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>)
    stablehlo.custom_call @check.expect_eq(%4, %8#0) {has_side_effect = true} : (tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>) -> ()
    stablehlo.custom_call @check.expect_eq(%5#0, %8#1) {has_side_effect = true} : (tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>) -> ()
    stablehlo.custom_call @check.expect_eq(%5#1, %8#2) {has_side_effect = true} : (tensor<4xf64>, tensor<4xf64>) -> ()
    stablehlo.custom_call @check.expect_close(%6, %8#3) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x2xcomplex<f64>>, tensor<1x2xcomplex<f64>>) -> ()
    stablehlo.custom_call @check.expect_eq(%7, %8#4) {has_side_effect = true} : (tensor<4xi32>, tensor<4xi32>) -> ()
    return %4, %5#0, %5#1, %6, %7 : tensor<2x3x2xf8E5M2>, tensor<2x3x2xf8E5M2>, tensor<4xf64>, tensor<1x2xcomplex<f64>>, tensor<4xi32>
  }
}
