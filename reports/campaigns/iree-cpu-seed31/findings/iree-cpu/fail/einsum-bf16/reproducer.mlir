// hlo-cts reproducer of program-2402::op0: fail [stablehlo.einsum (semantics)]
// tier: semantic (stablehlo.einsum gives a value far from every result an order of its computation gives (relative difference 2.96e+35): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.einsum result 0): 1 element(s) differ (largest error among them 15204 ulp)
// stablehlo.dot_general element [1] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0xBB64 (-3.479000e-03)
//   error: 15204 ulp
//   inputs    order-unspecified dot product of 10 terms (u_in=0 u_prod=0 u_acc=0.00390625)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2x5xbf16>, tensor<5x2x2xbf16>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, -8.697510e-04, 0.000000e+00]]]> : tensor<2x2x5xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [4.000000e+00, 0.000000e+00]]]> : tensor<5x2x2xbf16>
    return %cst, %cst_0 : tensor<2x2x5xbf16>, tensor<5x2x2xbf16>
  }
  func.func private @expected() -> tensor<2xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xbf16>
    return %cst : tensor<2xbf16>
  }
  func.func public @main() -> tensor<2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<2x2x5xbf16>, tensor<5x2x2xbf16>)
    %1 = stablehlo.einsum %0#0, %0#1, config = "fbc,cbf->b" : (tensor<2x2x5xbf16>, tensor<5x2x2xbf16>) -> tensor<2xbf16>
    %2 = call @expected() : () -> tensor<2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    return %1 : tensor<2xbf16>
  }
}
