// hlo-cts reproducer of program-1251: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: RET_CHECK failure (external/xla+/xla/service/hlo_verifier.cc:722) hlo->operand_count() == split_count 
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1xi8>, tensor<2x1xi8>) {
    %c = stablehlo.constant dense<0> : tensor<2x1xi8>
    %c_0 = stablehlo.constant dense<0> : tensor<2x1xi8>
    return %c, %c_0 : tensor<2x1xi8>, tensor<2x1xi8>
  }
  func.func private @expected() -> tensor<2x1xi1> {
    %c = stablehlo.constant dense<true> : tensor<2x1xi1>
    return %c : tensor<2x1xi1>
  }
  func.func public @main() -> tensor<2x1xi1> {
    %0:2 = call @inputs() : () -> (tensor<2x1xi8>, tensor<2x1xi8>)
    %1:2 = "stablehlo.all_to_all"(%0#0, %0#1) <{concat_dimension = 1 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 1 : i64}> : (tensor<2x1xi8>, tensor<2x1xi8>) -> (tensor<2x1xi8>, tensor<2x1xi8>)
    %2 = stablehlo.compare  EQ, %1#1, %0#0 : (tensor<2x1xi8>, tensor<2x1xi8>) -> tensor<2x1xi1>
    %3 = call @expected() : () -> tensor<2x1xi1>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<2x1xi1>, tensor<2x1xi1>) -> ()
    return %2 : tensor<2x1xi1>
  }
}
