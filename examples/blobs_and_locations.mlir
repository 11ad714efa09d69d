// hlo-cts example: what exported programs carry besides ops: aliases
// (uses may come before definitions), debug locations, hex blobs (f32, i1
// one byte per element and the older bit-packed layout) and a
// dialect_resources trailer, as JAX exports write them.

#loc1 = loc("model.py":10:5)
!f32vec = tensor<4xf32>

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: !f32vec {mhlo.sharding = "{replicated}"} loc("x")) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = call @inputs() : () -> tensor<4xf32> loc(#loc2)
    %1 = stablehlo.add %arg0, %0 : tensor<4xf32> loc(#loc1)
    %2 = stablehlo.multiply %1, %1 : tensor<4xf32> loc(callsite("f" at fused["model.py":11:3, "model.py":12:3 to 14:1]))
    %3 = stablehlo.constant dense_resource<weights> : tensor<4xf32> loc(unknown)
    %4 = stablehlo.subtract %2, %3 : tensor<4xf32> loc("mul"("model.py":12:7 to :20))
    stablehlo.custom_call @check.expect_close(%4, %4) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> () loc(#loc3)
    return %4 : tensor<4xf32>
  } loc(#loc1)
  func.func private @inputs() -> tensor<4xf32> {
    %0 = stablehlo.constant dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>
    %1 = stablehlo.constant dense<"0x0100010000"> : tensor<5xi1>
    %2 = stablehlo.constant dense<"0x05"> : tensor<3xi1>
    %3 = stablehlo.constant dense<"0xFE0807"> : tensor<3xi4>
    return %0 : tensor<4xf32>
  }
} loc(#loc1)
#loc2 = loc("inputs"(#loc1))
#loc3 = loc(fused<"check">[#loc1, #loc2])

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F0000803F0000803F0000803F"
    }
  }
#-}
