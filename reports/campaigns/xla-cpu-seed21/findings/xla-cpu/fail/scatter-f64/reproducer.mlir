// hlo-cts reproducer of program-15212::op3: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 4607182418800017408 ulp)
// stablehlo.scatter element [0, 0] of f64: expected exactly 0x3FF0000000000000 (1.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4607182418800017408 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4xcomplex<f64>>, tensor<1xi8>, tensor<1x2xf64>, tensor<1x2xcomplex<f64>>, tensor<1x4xf64>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x4xcomplex<f64>>
    %c = stablehlo.constant dense<-1> : tensor<1xi8>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x2xf64>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x2xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1x4xf64>
    return %cst, %c, %cst_0, %cst_1, %cst_2 : tensor<1x4xcomplex<f64>>, tensor<1xi8>, tensor<1x2xf64>, tensor<1x2xcomplex<f64>>, tensor<1x4xf64>
  }
  func.func private @expected() -> tensor<1x4xf64> {
    %cst = stablehlo.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<1x4xf64>
    return %cst : tensor<1x4xf64>
  }
  func.func public @main() -> tensor<1x4xf64> {
    %0:5 = call @inputs() : () -> (tensor<1x4xcomplex<f64>>, tensor<1xi8>, tensor<1x2xf64>, tensor<1x2xcomplex<f64>>, tensor<1x4xf64>)
    %1:2 = "stablehlo.scatter"(%0#4, %0#0, %0#1, %0#2, %0#3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<complex<f64>>, %arg2: tensor<f64>, %arg3: tensor<complex<f64>>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<f64>
      %4 = stablehlo.maximum %arg1, %arg3 : tensor<complex<f64>>
      stablehlo.return %3, %4 : tensor<f64>, tensor<complex<f64>>
    }) : (tensor<1x4xf64>, tensor<1x4xcomplex<f64>>, tensor<1xi8>, tensor<1x2xf64>, tensor<1x2xcomplex<f64>>) -> (tensor<1x4xf64>, tensor<1x4xcomplex<f64>>)
    %2 = call @expected() : () -> tensor<1x4xf64>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<1x4xf64>, tensor<1x4xf64>) -> ()
    return %1#0 : tensor<1x4xf64>
  }
}
