// hlo-cts reproducer of program-158::op1: fail [chlo.scan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.scan result 1): 1 element(s) differ (largest error among them 3 ulp)
// stablehlo.multiply element [2, 4] (real part) of complex<f64>: expected within 2 ulp of the correctly rounded 0xBF3A81821E0098BD (-4.0444781007166112E-4)
//   actual    0xBF3A81821E0098BA (-4.0444781007166095E-4)
//   error: 3 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.010309252226303869,-0.0037903394805117404)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<1x4x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.21063539128861211,-0.67960698504620221)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x5xcomplex<f64>>
    return %cst, %cst_0 : tensor<1x4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>
  }
  func.func private @expected() -> tensor<4x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-4.0444781007166112E-4,-0.0078046194631934858)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x5xcomplex<f64>>
    return %cst : tensor<4x5xcomplex<f64>>
  }
  func.func public @main() -> tensor<4x5xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1x4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=0  {
    ^bb0(%input: tensor<4x5xcomplex<f64>>, %carry: tensor<4x5xcomplex<f64>>):
      %3 = stablehlo.multiply %input, %carry : tensor<4x5xcomplex<f64>>
      stablehlo.return %3, %3 : tensor<4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>
    } : (tensor<1x4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>) -> (tensor<1x4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>)
    %2 = call @expected() : () -> tensor<4x5xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1#1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<4x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>) -> ()
    return %1#1 : tensor<4x5xcomplex<f64>>
  }
}
