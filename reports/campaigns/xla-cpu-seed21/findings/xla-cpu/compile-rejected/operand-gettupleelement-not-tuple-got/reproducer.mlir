// hlo-cts reproducer of program-58: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:4:5: error: Operand to GetTupleElement() is not a tuple; got f64[]
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:4:5: note: see current operation: "func.return"(%0#1) : (tensor<f64>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func private @expected() -> tensor<f64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func public @main() -> tensor<f64> {
    %0 = call @inputs() : () -> tensor<f64>
    %1:2 = "stablehlo.collective_broadcast"(%0, %0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
    %2 = call @expected() : () -> tensor<f64>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()
    return %1#1 : tensor<f64>
  }
}
