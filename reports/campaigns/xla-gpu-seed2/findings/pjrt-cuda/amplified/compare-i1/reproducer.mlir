// hlo-cts reproducer of program-6265: fail [stablehlo.compare (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 10 element(s) differ (largest difference among them 1)
// stablehlo.compare element [0, 2] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [0, 3] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [0, 4] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [1, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [2, 3] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [3, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [3, 1] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [3, 2] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [3, 3] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.compare element [3, 4] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-15.9118032, -12.977458, 3908.67529, -74.5201721, 206.904785], [0.0636872798, 0xFFC00000, -3.40282347E+38, 643.663574, 4.000000e+00], [4.000000e+00, -2.000000e+00, -0.661890685, 1.17549421E-38, 0x7F800000], [6.87898485E-4, 714.947632, -8.14716157E-4, -3.04596353, -0.0804331154]]> : tensor<4x5xf32>, dense<0.00756540429> : tensor<f32>]"
module {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>) -> (tensor<4x5xi1>, tensor<0x5xf32>) {
    %cst = stablehlo.constant dense<[[0.00526762335, -0.00372605771, 8.000000e+00, -33.3301773, 2.000000e+00], [-5.85443926, 0.192977518, 0xFFC00000, 0.00132233498, 0.484324396], [-0.724645257, 0.190886632, -0.133554399, -10.965024, 1.17549435E-38], [-2.000000e+00, -28.2669945, 82.3297501, 33.3748932, 4.000000e+00]]> : tensor<4x5xf32>
    %0 = chlo.asin %cst : tensor<4x5xf32> -> tensor<4x5xf32>
    %1 = stablehlo.compare  LT, %0, %arg0,  TOTALORDER : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %2 = stablehlo.pad %0, %arg1, low = [-1, 0], high = [-3, 0], interior = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<0x5xf32>
    return %1, %2 : tensor<4x5xi1>, tensor<0x5xf32>
  }
}
