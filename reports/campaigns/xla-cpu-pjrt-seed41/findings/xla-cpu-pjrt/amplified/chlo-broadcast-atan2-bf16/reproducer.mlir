// hlo-cts reproducer of program-9661: fail [chlo.broadcast_atan2 (semantics)]
// tier: ieee-reading (chlo.broadcast_atan2 gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 3 element(s) differ (3 NaN(s) where a number is due)
// stablehlo.atan2 element [0, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [1, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   NaN where a number is due
// stablehlo.atan2 element [2, 0] of bf16: expected within 2 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-3.93047463E-4, 216.996735, 0.0319663659], [-2.500000e+00, 1.500000e+00, -1.500000e+00], [-309.186188, -1.401300e-45, 35.6692162], [1.17549435E-38, 0xFFFFFFFF, 0x7F800000], [641.199829, -0.0120483506, 0.780707061]]> : tensor<5x3xf32>, dense<[[(-0.26787517247953252,-0.0014723240333075047), (21.240365805558469,0xFFFFFFFFFFFFFFFF), (0.075905194155517011,0.0037047246811178734), (0.0014615537718579419,0xFFF8000000000000), (213.11268988949914,-33.007612847809455)], [(-4.940660e-324,-3.5827080283369595E-4), (-2.8950040821905589,-1.8354048039260022), (-3.906250e-03,-11.053276999397092), (0.022558219373619657,247.07729528352047), (118.28028475073161,-20.238931133020582)], [(-1000.9669404869536,-6176.4244777467529), (0.0032658239273599247,245.75026715320149), (-1.7976931348623157E+308,0.0153564486598781), (-0.023100442526029028,-108.91006941823041), (1.7976931348623157E+308,0.0255500276217978)]]> : tensor<3x5xcomplex<f64>>]"
module {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<3x5xcomplex<f64>>) -> (tensor<5x3xf32>, tensor<3x4xbf16>, tensor<3x3xcomplex<f64>>) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<5x3xf32>
    %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
    %1 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi32>) -> tensor<3x4xbf16>
    %2 = chlo.broadcast_atan2 %1, %1 : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.dynamic_slice %arg1, %c_0, %c_0, sizes = [3, 3] : (tensor<3x5xcomplex<f64>>, tensor<i64>, tensor<i64>) -> tensor<3x3xcomplex<f64>>
    return %0, %2, %3 : tensor<5x3xf32>, tensor<3x4xbf16>, tensor<3x3xcomplex<f64>>
  }
}
