// hlo-cts reproducer of program-10997::op4: crash
// the worker was killed by signal SIGABRT (Aborted) during compile (the worker closed its output); its stderr ended with:
// LLVM ERROR: Cannot select: 0x7f8660231b90: v16f32 = X86ISD::CMPP 0x7f866022dd80, 0x7f866022dd80, TargetConstant:i8<3>
//   0x7f866022dd80: v16f32 = bitcast 0x7f86601108b0
//     0x7f86601108b0: v16i32 = X86ISD::VSHLI 0x7f866022dfb0, TargetConstant:i8<16>
//       0x7f866022dfb0: v16i32 = zero_extend 0x7f8660110920
//         0x7f8660110920: v16i16,ch = load<(invariant load (s256) from %ir.12, align 2, !alias.scope !7, !noalias !9)> 0x7f86600223a8, 0x7f8660110ed0, poison:i64
//           0x7f8660110ed0: i64 = add nuw 0x7f86601107d0, Constant:i64<32>
//             0x7f86601107d0: i64,ch = load<(dereferenceable invariant load (s64) from %ir.2)> 0x7f86600223a8, 0x7f8660110610, poison:i64
//               0x7f8660110610: i64,ch = load<(invariant load (s64) from %ir.1)> 0x7f86600223a8, 0x7f86601104c0, poison:i64
//                 0x7f86601104c0: i64 = add nuw 0x7f86601103e0, Constant:i64<24>
//                   0x7f86601103e0: i64,ch = CopyFromReg 0x7f86600223a8, Register:i64 %0
//   0x7f866022dd80: v16f32 = bitcast 0x7f86601108b0
//     0x7f86601108b0: v16i32 = X86ISD::VSHLI 0x7f866022dfb0, TargetConstant:i8<16>
//       0x7f866022dfb0: v16i32 = zero_extend 0x7f8660110920
//         0x7f8660110920: v16i16,ch = load<(invariant load (s256) from %ir.12, align 2, !alias.scope !7, !noalias !9)> 0x7f86600223a8, 0x7f8660110ed0, poison:i64
//           0x7f8660110ed0: i64 = add nuw 0x7f86601107d0, Constant:i64<32>
//             0x7f86601107d0: i64,ch = load<(dereferenceable invariant load (s64) from %ir.2)> 0x7f86600223a8, 0x7f8660110610, poison:i64
//               0x7f8660110610: i64,ch = load<(invariant load (s64) from %ir.1)> 0x7f86600223a8, 0x7f86601104c0, poison:i64
//                 0x7f86601104c0: i64 = add nuw 0x7f86601103e0, Constant:i64<24>
//                   0x7f86601103e0: i64,ch = CopyFromReg 0x7f86600223a8, Register:i64 %0
// In function: select_bitcast-convert_fusion
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<48xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<48xbf16>
    return %cst : tensor<48xbf16>
  }
  func.func private @expected() -> tensor<48xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<48xbf16>
    return %cst : tensor<48xbf16>
  }
  func.func public @main() -> tensor<48xbf16> {
    %0 = call @inputs() : () -> tensor<48xbf16>
    %1 = chlo.next_after %0, %0 : tensor<48xbf16>, tensor<48xbf16> -> tensor<48xbf16>
    %2 = call @expected() : () -> tensor<48xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<48xbf16>, tensor<48xbf16>) -> ()
    return %1 : tensor<48xbf16>
  }
}
