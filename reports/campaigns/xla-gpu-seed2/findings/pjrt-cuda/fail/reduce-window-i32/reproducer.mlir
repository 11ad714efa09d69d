// hlo-cts reproducer of program-1966::op0: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 10 element(s) differ (largest difference among them 57596436)
// stablehlo.reduce_window element [0, 1] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 3] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 5] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 7] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 9] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 1] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 3] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 5] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 7] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 9] of i32: expected one of {-1695149680 (0x9AF61190), -502399168 (0xE20DFF40), 32796928 (0x1F47100), -581774336 (0xDD52D400), -352284672 (0xEB009000), -1230290944 (0xB6AB4000), -1713307648 (0x99E10000), -1617690624 (0x9F940000), ... (15 values)}
//   actual    1131338260 (0x436EDA14)
//   off by 57596436 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5xi32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<1x5xi32>
    %c_0 = stablehlo.constant dense<1131338260> : tensor<i32>
    return %c, %c_0 : tensor<1x5xi32>, tensor<i32>
  }
  func.func private @expected() -> tensor<2x10xi32> {
    %c = stablehlo.constant dense<[[0, -502399168, 0, -502399168, 0, -502399168, 0, -502399168, 0, -502399168], [0, -502399168, 0, -502399168, 0, -502399168, 0, -502399168, 0, -502399168]]> : tensor<2x10xi32>
    return %c : tensor<2x10xi32>
  }
  func.func public @main() -> tensor<2x10xi32> {
    %0:2 = call @inputs() : () -> (tensor<1x5xi32>, tensor<i32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<1x5xi32>, tensor<i32>) -> tensor<2x10xi32>
    %2 = call @expected() : () -> tensor<2x10xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x10xi32>, tensor<2x10xi32>) -> ()
    return %1 : tensor<2x10xi32>
  }
}
