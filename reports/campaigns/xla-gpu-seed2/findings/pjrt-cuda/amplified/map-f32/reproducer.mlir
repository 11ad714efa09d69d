// hlo-cts reproducer of program-1223: fail [stablehlo.map (semantics)]
// tier: ieee-reading (stablehlo.map misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 6 element(s) differ (6 with the other sign of zero)
// stablehlo.map element [0, 0, 4] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.map element [1, 0, 0] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.map element [1, 0, 2] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.map element [1, 0, 4] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.map element [2, 0, 0] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.map element [2, 0, 2] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[0.0273283981, 61.5575218, 0.00724378973, 2.500000e+00, -1678.92273]], [[-759.095825, 0.209243298, -0.0554433614, 0x7F800000, -2.000000e+00]], [[-0.043102961, 0.00166107854, -5.000000e-01, 0.67917329, 0xFF800000]]]> : tensor<3x1x5xf32>]"
module {
  func.func public @main(%arg0: tensor<3x1x5xf32>) -> (tensor<1x1x0xf32>, tensor<3x1x5xf32>) {
    %0 = chlo.is_inf %arg0 : tensor<3x1x5xf32> -> tensor<3x1x5xi1>
    %c = stablehlo.constant dense<[1, 0, 3]> : tensor<3xi64>
    %c_0 = stablehlo.constant dense<[3, 1, 3]> : tensor<3xi64>
    %c_1 = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi64>
    %1 = stablehlo.real_dynamic_slice %arg0, %c, %c_0, %c_1 : (tensor<3x1x5xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<1x1x0xf32>
    %2 = stablehlo.convert %0 : (tensor<3x1x5xi1>) -> tensor<3x1x5xf32>
    %3 = "stablehlo.map"(%arg0, %2) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %4 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<3x1x5xf32>, tensor<3x1x5xf32>) -> tensor<3x1x5xf32>
    return %1, %3 : tensor<1x1x0xf32>, tensor<3x1x5xf32>
  }
}
