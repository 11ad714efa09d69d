// hlo-cts reproducer of program-340: fail [stablehlo.add (semantics)]
// tier: semantic (stablehlo.add gives a wrong boolean; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.add element [] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<6> : tensor<2xui8>, dense<157> : tensor<ui8>]"
module {
  func.func public @main(%arg0: tensor<2xui8>, %arg1: tensor<ui8>) -> (tensor<i1>, tensor<2x2x5xui8>) {
    %cst = stablehlo.constant dense<-7.500000e-01> : tensor<f8E4M3FN>
    %0 = stablehlo.compare  EQ, %cst, %cst,  FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
    %1 = chlo.broadcast_shift_left %arg0, %arg1 : (tensor<2xui8>, tensor<ui8>) -> tensor<2xui8>
    %2 = "stablehlo.async_start"(%1) ({
    ^bb0(%arg2: tensor<2xui8>):
      %6 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<2xui8>) -> tensor<2xui8>
      stablehlo.return %6 : tensor<2xui8>
    }) : (tensor<2xui8>) -> !stablehlo.future<tensor<2xui8>>
    %3 = "stablehlo.async_done"(%2) : (!stablehlo.future<tensor<2xui8>>) -> tensor<2xui8>
    %4 = stablehlo.add %0, %0 : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xui8>) -> tensor<2x2x5xui8>
    return %4, %5 : tensor<i1>, tensor<2x2x5xui8>
  }
}
