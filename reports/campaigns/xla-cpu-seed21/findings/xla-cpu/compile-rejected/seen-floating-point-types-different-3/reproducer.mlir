// hlo-cts reproducer of program-5509: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: Seen floating point types of different precisions in %copy = (f64[3,3,1]{2,1,0}, bf16[4,5,2]{2,1,0}) copy(%tuple.2), metadata={source_file="-" source_line=6 source_end_line=6 source_column=10 source_end_column=10}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:6
// 
// Failed after layout-assignment
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<bf16>, tensor<bf16>, tensor<3x3x1xf64>, tensor<4x5x2xui8>, tensor<2xi1>, tensor<4x1x2xui8>) {
    %cst = stablehlo.constant dense<-9.183550e-41> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<-1.489260e-02> : tensor<bf16>
    %cst_1 = stablehlo.constant dense<[[[5.3272443620462413], [-15.305533586411999], [-4.000000e+00]], [[862.09185876787774], [0.0029035100608054802], [-15.809120834827619]], [[2.8606975427969163], [-1.500000e+00], [361.53060940497056]]]> : tensor<3x3x1xf64>
    %c = stablehlo.constant dense<[[[254, 7], [62, 24], [5, 226], [3, 232], [2, 2]], [[1, 6], [232, 7], [7, 49], [62, 33], [8, 235]], [[1, 255], [5, 255], [3, 5], [0, 197], [7, 5]], [[6, 255], [3, 85], [253, 1], [8, 2], [1, 2]]]> : tensor<4x5x2xui8>
    %c_2 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
    %c_3 = stablehlo.constant dense<[[[94, 254]], [[5, 0]], [[47, 0]], [[254, 0]]]> : tensor<4x1x2xui8>
    return %cst, %cst_0, %cst_1, %c, %c_2, %c_3 : tensor<bf16>, tensor<bf16>, tensor<3x3x1xf64>, tensor<4x5x2xui8>, tensor<2xi1>, tensor<4x1x2xui8>
  }
  func.func private @expected() -> (tensor<bf16>, tensor<4x5x2xbf16>, tensor<4x5x2xui8>, tensor<4x5x2xbf16>, tensor<bf16>, tensor<4x5x2xui8>) {
    %cst = stablehlo.constant dense<1.489260e-02> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<-9.183550e-41> : tensor<4x5x2xbf16>
    %c = stablehlo.constant dense<[[[254, 7], [62, 24], [5, 226], [3, 232], [2, 2]], [[1, 6], [232, 7], [7, 49], [62, 33], [8, 235]], [[1, 255], [5, 255], [3, 5], [0, 197], [7, 5]], [[6, 255], [3, 85], [253, 1], [8, 2], [1, 2]]]> : tensor<4x5x2xui8>
    %cst_1 = stablehlo.constant dense<-9.183550e-41> : tensor<4x5x2xbf16>
    %cst_2 = stablehlo.constant dense<-1.489260e-02> : tensor<bf16>
    %c_3 = stablehlo.constant dense<[[[94, 7], [94, 24], [94, 226], [94, 232], [94, 2]], [[5, 6], [5, 7], [5, 49], [5, 33], [5, 235]], [[47, 255], [47, 255], [47, 5], [47, 197], [47, 5]], [[254, 255], [254, 85], [254, 1], [254, 2], [254, 2]]]> : tensor<4x5x2xui8>
    return %cst, %cst_0, %c, %cst_1, %cst_2, %c_3 : tensor<bf16>, tensor<4x5x2xbf16>, tensor<4x5x2xui8>, tensor<4x5x2xbf16>, tensor<bf16>, tensor<4x5x2xui8>
  }
  func.func public @main() -> (tensor<bf16>, tensor<4x5x2xbf16>, tensor<4x5x2xui8>, tensor<4x5x2xbf16>, tensor<bf16>, tensor<4x5x2xui8>) {
    %0:6 = call @inputs() : () -> (tensor<bf16>, tensor<bf16>, tensor<3x3x1xf64>, tensor<4x5x2xui8>, tensor<2xi1>, tensor<4x1x2xui8>)
    %1 = stablehlo.subtract %0#0, %0#1 : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [] : (tensor<bf16>) -> tensor<4x5x2xbf16>
    %3 = stablehlo.after_all  : !stablehlo.token
    %4 = "stablehlo.send"(%0#2, %2, %3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<3x3x1xf64>, tensor<4x5x2xbf16>, !stablehlo.token) -> !stablehlo.token
    %5:2 = "stablehlo.sort"(%2, %0#3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<ui8>, %arg3: tensor<ui8>):
      %11 = stablehlo.compare  GT, %arg0, %arg1,  FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<4x5x2xbf16>, tensor<4x5x2xui8>) -> (tensor<4x5x2xbf16>, tensor<4x5x2xui8>)
    %6 = "stablehlo.async_start"(%2) ({
    ^bb0(%arg0: tensor<4x5x2xbf16>):
      %11 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x5x2xbf16>) -> tensor<4x5x2xbf16>
      stablehlo.return %11 : tensor<4x5x2xbf16>
    }) : (tensor<4x5x2xbf16>) -> !stablehlo.future<tensor<4x5x2xbf16>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<4x5x2xbf16>>) -> tensor<4x5x2xbf16>
    %8 = chlo.atanh %0#1 : tensor<bf16> -> tensor<bf16>
    %9 = chlo.broadcast_select %0#4, %0#3, %0#5 : (tensor<2xi1>, tensor<4x5x2xui8>, tensor<4x1x2xui8>) -> tensor<4x5x2xui8>
    %10:6 = call @expected() : () -> (tensor<bf16>, tensor<4x5x2xbf16>, tensor<4x5x2xui8>, tensor<4x5x2xbf16>, tensor<bf16>, tensor<4x5x2xui8>)
    stablehlo.custom_call @check.expect_eq(%1, %10#0) {has_side_effect = true} : (tensor<bf16>, tensor<bf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%5#0, %10#1) {has_side_effect = true} : (tensor<4x5x2xbf16>, tensor<4x5x2xbf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%5#1, %10#2) {has_side_effect = true} : (tensor<4x5x2xui8>, tensor<4x5x2xui8>) -> ()
    stablehlo.custom_call @check.expect_eq(%7, %10#3) {has_side_effect = true} : (tensor<4x5x2xbf16>, tensor<4x5x2xbf16>) -> ()
    stablehlo.custom_call @check.expect_close(%8, %10#4) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<bf16>, tensor<bf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%9, %10#5) {has_side_effect = true} : (tensor<4x5x2xui8>, tensor<4x5x2xui8>) -> ()
    return %1, %5#0, %5#1, %7, %8, %9 : tensor<bf16>, tensor<4x5x2xbf16>, tensor<4x5x2xui8>, tensor<4x5x2xbf16>, tensor<bf16>, tensor<4x5x2xui8>
  }
}
