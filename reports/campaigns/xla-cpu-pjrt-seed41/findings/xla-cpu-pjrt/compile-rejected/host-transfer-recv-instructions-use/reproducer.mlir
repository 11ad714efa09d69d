// hlo-cts reproducer of program-8690: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Host-transfer send/recv instructions that use the same channel must be identical up to having different operands. Found different instructions with the same channel ID: 
// %send.2 = (c128[], u32[], token[]) send(%constant.5, %after-all.2), channel_id=1, is_host_transfer=true, metadata={source_file="-" source_line=5 source_end_line=5 source_column=10 source_end_column=10} 
// vs 
// %send.3 = (pred[4,20]{1,0}, u32[], token[]) send(%constant.3, %after-all.3), channel_id=1, is_host_transfer=true, metadata={source_file="-" source_line=9 source_end_line=9 source_column=10 source_end_column=10}.
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x5x4xi1> {
    %c = stablehlo.constant dense<[[[false, true, false, true], [false, false, false, true], [false, true, false, true], [true, false, false, false], [true, false, false, false]], [[false, false, true, false], [false, true, true, false], [false, false, false, true], [true, true, true, false], [true, false, false, true]], [[false, true, false, true], [false, false, false, false], [false, true, false, true], [true, true, false, true], [false, true, false, true]], [[false, true, true, true], [true, false, false, false], [false, false, false, true], [false, false, false, true], [true, false, true, true]]]> : tensor<4x5x4xi1>
    return %c : tensor<4x5x4xi1>
  }
  func.func private @expected() -> tensor<4x5x4xi1> {
    %c = stablehlo.constant dense<[[[false, false, false, true], [false, false, false, true], [false, true, false, true], [true, false, false, false], [true, false, false, false]], [[false, false, false, false], [false, false, true, false], [false, false, false, false], [false, true, false, false], [true, false, false, false]], [[false, false, false, true], [false, false, false, false], [false, false, false, true], [false, true, false, true], [false, true, false, false]], [[false, false, true, true], [true, false, false, false], [false, false, false, false], [false, false, false, true], [false, false, true, false]]]> : tensor<4x5x4xi1>
    return %c : tensor<4x5x4xi1>
  }
  func.func public @main() -> tensor<4x5x4xi1> {
    %0 = call @inputs() : () -> tensor<4x5x4xi1>
    %cst = stablehlo.constant dense<(-2.2250738585072009E-308,4.6777379374020835)> : tensor<complex<f64>>
    %1 = stablehlo.after_all  : !stablehlo.token
    %2 = "stablehlo.send"(%cst, %1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<complex<f64>>, !stablehlo.token) -> !stablehlo.token
    %c = stablehlo.constant dense<[[[false, false, true, true], [true, false, true, true], [true, true, true, true], [true, true, true, false], [true, false, true, false]], [[true, true, false, true], [true, false, true, true], [true, false, false, false], [false, true, false, true], [true, false, true, false]], [[false, false, true, true], [true, true, false, false], [false, false, false, true], [false, true, true, true], [true, true, false, false]], [[false, false, true, true], [true, false, true, false], [false, true, true, false], [true, false, true, true], [false, true, true, false]]]> : tensor<4x5x4xi1>
    %3 = stablehlo.reshape %c : (tensor<4x5x4xi1>) -> tensor<4x20xi1>
    %4 = stablehlo.after_all  : !stablehlo.token
    %5 = "stablehlo.send"(%3, %4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<4x20xi1>, !stablehlo.token) -> !stablehlo.token
    %6 = stablehlo.clamp %c, %c, %0 : tensor<4x5x4xi1>
    %7 = call @expected() : () -> tensor<4x5x4xi1>
    stablehlo.custom_call @check.expect_eq(%6, %7) {has_side_effect = true} : (tensor<4x5x4xi1>, tensor<4x5x4xi1>) -> ()
    return %6 : tensor<4x5x4xi1>
  }
}
