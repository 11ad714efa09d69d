// hlo-cts reproducer of program-165: compile-rejected
// the backend rejected a valid program: -:5:5: error: Operand to GetTupleElement() is not a tuple; got s8[]
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:5:5: note: see current operation: "func.return"(%1) : (tensor<i8>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<i8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func private @expected() -> tensor<i8> {
    %c = stablehlo.constant dense<1> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func public @main() -> tensor<i8> {
    %0 = call @inputs() : () -> tensor<i8>
    %1:2 = "stablehlo.collective_broadcast"(%0, %0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<i8>, tensor<i8>) -> (tensor<i8>, tensor<i8>)
    %2 = stablehlo.power %1#1, %1#1 : tensor<i8>
    %3 = call @expected() : () -> tensor<i8>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<i8>, tensor<i8>) -> ()
    return %2 : tensor<i8>
  }
}
