// hlo-cts reproducer of program-3953: fail [stablehlo.select (semantics)]
// tier: semantic (stablehlo.select gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 4 element(s) differ (largest difference among them 2582737566)
// stablehlo.select element [0, 2] of ui32: expected exactly 1928911422 (0x72F8DA3E)
//   actual    4294967295 (0xFFFFFFFF)
//   off by 2366055873
// stablehlo.select element [1, 0] of ui32: expected exactly 2 (0x2)
//   actual    2582737568 (0x99F172A0)
//   off by 2582737566
// stablehlo.select element [2, 0] of ui32: expected exactly 2582737568 (0x99F172A0)
//   actual    2 (0x2)
//   off by -2582737566
// stablehlo.select element [2, 2] of ui32: expected exactly 4294967295 (0xFFFFFFFF)
//   actual    1928911422 (0x72F8DA3E)
//   off by -2366055873
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[3377529038, 3916777095, 1928911422], [2, 3461701906, 4294967295], [2582737568, 1206865662, 4294967295]]> : tensor<3x3xui32>, dense<[[false, false, true], [true, false, false], [true, true, true]]> : tensor<3x3xi1>]"
module {
  func.func public @main(%arg0: tensor<3x3xui32>, %arg1: tensor<3x3xi1>) -> (tensor<3x3xui32>, tensor<3x3xui32>) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>):
      %2 = stablehlo.compare  GT, %arg2, %arg3 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<3x3xui32>) -> tensor<3x3xui32>
    %1 = stablehlo.select %arg1, %arg0, %arg0 : tensor<3x3xi1>, tensor<3x3xui32>
    return %0, %1 : tensor<3x3xui32>, tensor<3x3xui32>
  }
}
