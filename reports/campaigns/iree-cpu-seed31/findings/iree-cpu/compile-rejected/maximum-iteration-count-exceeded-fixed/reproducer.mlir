// hlo-cts reproducer of program-699: compile-rejected
// the backend rejected a valid program: <stdin>:1:1: error: maximum iteration count exceeded in fixed point pipeline
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<i32> {
    %c = stablehlo.constant dense<8> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func public @main() -> tensor<i32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %3 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %3 : tensor<i32>, tensor<i32>
    }
    %1 = chlo.broadcast_shift_left %0#1, %0#1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = call @expected() : () -> tensor<i32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    return %1 : tensor<i32>
  }
}
