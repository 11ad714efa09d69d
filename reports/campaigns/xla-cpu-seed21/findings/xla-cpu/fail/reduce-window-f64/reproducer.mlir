// hlo-cts reproducer of program-471::op0: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 1.04e+03): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 4 element(s) differ (largest error among them 45217441180722152 ulp)
// stablehlo.reduce_window element [0, 0] of f64: expected within [0xBEAEB27CFE60C00C (-9.1484843945354016E-7), 0x3EAEB27CFE60C00C (9.1484843945354016E-7)] (reference 0xBE0E10DBF34C18AA (-8.7503158069596768E-10))
//   actual    0xBF4F5782ED9B63F4 (-9.5647709823787211E-4)
//   45217441180722152 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 0] of f64: expected within [0xBEAEB27CFE60C00C (-9.1484843945354016E-7), 0x3EAEB27CFE60C00C (9.1484843945354016E-7)] (reference 0xBE0E10DBF34C18AA (-8.7503158069596768E-10))
//   actual    0xBF4F5782ED9B63F4 (-9.5647709823787211E-4)
//   45217441180722152 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 0] of f64: expected within [0xBEAEB27CFE60C00C (-9.1484843945354016E-7), 0x3EAEB27CFE60C00C (9.1484843945354016E-7)] (reference 0xBE0E10DBF34C18AA (-8.7503158069596768E-10))
//   actual    0xBF4F5782ED9B63F4 (-9.5647709823787211E-4)
//   45217441180722152 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 0] of f64: expected within [0xBEAEB27CFE60C00C (-9.1484843945354016E-7), 0x3EAEB27CFE60C00C (9.1484843945354016E-7)] (reference 0xBE0E10DBF34C18AA (-8.7503158069596768E-10))
//   actual    0xBF4F5782ED9B63F4 (-9.5647709823787211E-4)
//   45217441180722152 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x1xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x1xf64>
    %cst_0 = stablehlo.constant dense<-9.5647709823787211E-4> : tensor<f64>
    return %cst, %cst_0 : tensor<3x1xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<4x1xf64> {
    %cst = stablehlo.constant dense<-8.7503158069596768E-10> : tensor<4x1xf64>
    return %cst : tensor<4x1xf64>
  }
  func.func public @main() -> tensor<4x1xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x1xf64>, tensor<f64>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1>, padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 2>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<3x1xf64>, tensor<f64>) -> tensor<4x1xf64>
    %2 = call @expected() : () -> tensor<4x1xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1xf64>, tensor<4x1xf64>) -> ()
    return %1 : tensor<4x1xf64>
  }
}
