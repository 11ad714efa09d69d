// hlo-cts reproducer of program-5734/set-1: fail [stablehlo.divide (semantics)]
// tier: semantic (stablehlo.divide gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 1 element(s) differ (largest error among them 15361 ulp)
// stablehlo.divide element [0, 2] of bf16: expected exactly 0x3C01 (7.873530e-03)
//   or, with subnormal inputs read as zero: expected exactly 0xFFC0 (-NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected exactly 0x3C01 (7.873530e-03)
//   actual    0x0000 (0.000000e+00)
//   error: 15361 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-3.389530e+38, 0x7FC0, -9.183550e-41, 0x7F81, -2.500000e+00]]> : tensor<1x5xbf16>, dense<255> : tensor<ui8>, dense<255> : tensor<ui8>, dense<[-128, -1, 0, -127, -1]> : tensor<5xi8>]"
module {
  func.func public @main(%arg0: tensor<1x5xbf16>, %arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<5xi8>) -> (tensor<1x5xbf16>, tensor<ui8>, tensor<5xi8>) {
    %cst = stablehlo.constant dense<[[5.834960e-02], [0x7F81], [-1.166310e-38], [3.625000e+01], [3.184000e+03]]> : tensor<5x1xbf16>
    %0 = stablehlo.transpose %cst, dims = [1, 0] : (tensor<5x1xbf16>) -> tensor<1x5xbf16>
    %1 = stablehlo.divide %arg0, %0 : tensor<1x5xbf16>
    %2 = chlo.mulhi %arg1, %arg2 : tensor<ui8>, tensor<ui8> -> tensor<ui8>
    %3 = stablehlo.reshape %arg3 : (tensor<5xi8>) -> tensor<5xi8>
    return %1, %2, %3 : tensor<1x5xbf16>, tensor<ui8>, tensor<5xi8>
  }
}
