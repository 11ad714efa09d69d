// hlo-cts reproducer of program-1679: compile-rejected
// the backend rejected a valid program: during context [Unknown]: Host-transfer send/recv instructions that use the same channel must be identical up to having different operands. Found different instructions with the same channel ID: 
// %send.2 = (bf16[3]{0}, u32[], token[]) send(%Arg_0.1, %after-all.2), channel_id=1, is_host_transfer=true, metadata={source_file="-" source_line=5 source_end_line=5 source_column=10 source_end_column=10} 
// vs 
// %send.3 = (pred[3,1]{1,0}, u32[], token[]) send(%Arg_2.1, %after-all.3), channel_id=1, is_host_transfer=true, metadata={source_file="-" source_line=8 source_end_line=8 source_column=10 source_end_column=10}.
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<3x1xi1>, tensor<5xf32>, tensor<5x0xi32>) {
    %cst = stablehlo.constant dense<[2.560000e+02, -2.500000e+00, -6.942750e-04]> : tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<[[4.687500e-01, -1.760000e+02], [1.920000e+02, -6.250000e-01], [1.250000e+00, -7.812500e-02], [1.600000e+02, -4.160000e+02]]> : tensor<4x2xf8E4M3FN>
    %c = stablehlo.constant dense<[[true], [false], [true]]> : tensor<3x1xi1>
    %cst_1 = stablehlo.constant dense<[2.000000e+00, 15.5191011, -1.000000e+00, 0.0890968963, 3.906250e-03]> : tensor<5xf32>
    %c_2 = stablehlo.constant dense<> : tensor<5x0xi32>
    return %cst, %cst_0, %c, %cst_1, %c_2 : tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<3x1xi1>, tensor<5xf32>, tensor<5x0xi32>
  }
  func.func private @expected() -> (tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<5xf32>) {
    %cst = stablehlo.constant dense<[2.560000e+02, -2.000000e+00, -0.000000e+00]> : tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<[[4.687500e-01, -1.760000e+02], [1.920000e+02, -6.250000e-01], [1.250000e+00, -7.812500e-02], [1.600000e+02, -4.160000e+02]]> : tensor<4x2xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<[2.000000e+00, 15.5191011, -1.000000e+00, 0.0890968963, 3.906250e-03]> : tensor<5xf32>
    return %cst, %cst_0, %cst_1 : tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<5xf32>
  }
  func.func public @main() -> (tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<5xf32>) {
    %0:5 = call @inputs() : () -> (tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<3x1xi1>, tensor<5xf32>, tensor<5x0xi32>)
    %1 = stablehlo.round_nearest_even %0#0 : tensor<3xbf16>
    %2 = stablehlo.after_all  : !stablehlo.token
    %3 = "stablehlo.send"(%0#0, %2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<3xbf16>, !stablehlo.token) -> !stablehlo.token
    %4 = stablehlo.real %0#1 : tensor<4x2xf8E4M3FN>
    %5 = stablehlo.after_all  : !stablehlo.token
    %6 = "stablehlo.send"(%0#2, %5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<3x1xi1>, !stablehlo.token) -> !stablehlo.token
    %7 = "stablehlo.gather"(%0#3, %0#4) <{dimension_numbers = #stablehlo.gather<operand_batching_dims = [0], start_indices_batching_dims = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<5x0xi32>) -> tensor<5xf32>
    %8:3 = call @expected() : () -> (tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<5xf32>)
    stablehlo.custom_call @check.expect_eq(%1, %8#0) {has_side_effect = true} : (tensor<3xbf16>, tensor<3xbf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%4, %8#1) {has_side_effect = true} : (tensor<4x2xf8E4M3FN>, tensor<4x2xf8E4M3FN>) -> ()
    stablehlo.custom_call @check.expect_eq(%7, %8#2) {has_side_effect = true} : (tensor<5xf32>, tensor<5xf32>) -> ()
    return %1, %4, %7 : tensor<3xbf16>, tensor<4x2xf8E4M3FN>, tensor<5xf32>
  }
}
