// hlo-cts reproducer of program-21796: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: RET_CHECK failure (external/xla/xla/service/hlo_verifier.cc:661) hlo->operand_count() == split_count 
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xi1>, tensor<2xi1>) {
    %c = stablehlo.constant dense<false> : tensor<2xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<2xi1>
    return %c, %c_0 : tensor<2xi1>, tensor<2xi1>
  }
  func.func private @expected() -> tensor<2xi1> {
    %c = stablehlo.constant dense<false> : tensor<2xi1>
    return %c : tensor<2xi1>
  }
  func.func public @main() -> tensor<2xi1> {
    %0:2 = call @inputs() : () -> (tensor<2xi1>, tensor<2xi1>)
    %1:2 = "stablehlo.all_to_all"(%0#1, %0#0) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<2xi1>, tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi1>)
    %2 = call @expected() : () -> tensor<2xi1>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<2xi1>, tensor<2xi1>) -> ()
    return %1#1 : tensor<2xi1>
  }
}
