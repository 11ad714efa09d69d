// hlo-cts reproducer of program-3867: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'linalg.generic' op write affecting operations on global resources are restricted to workgroup distributed contexts.
// <stdin>:3:10: error: 'func.func' op failed on workgroup distribution verification
// <stdin>:3:10: error: failed to run translation of source executable to target executable for backend #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-4.000000e+00, 7.812500e-02, -2.500000e+00], [4.480000e+02, 0xFF, 1.120000e+02]]> : tensor<2x3xf8E5M2>, dense<3.906250e-03> : tensor<f8E5M2>, dense<[[[-3311830881718433493, 8], [3, 5582400956925550383], [-7201890283748280875, -7644290383994359803], [4418792889678234938, -6], [2129835446895660512, 1198153142137863748]]]> : tensor<1x5x2xi64>]"
module {
  func.func public @main(%arg0: tensor<2x3xf8E5M2>, %arg1: tensor<f8E5M2>, %arg2: tensor<1x5x2xi64>) -> (tensor<6x1xf8E5M2>, tensor<1x1xf8E5M2>, tensor<4xf16>, tensor<1x5x2xi64>) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f8E5M2>, %arg4: tensor<f8E5M2>):
      %5 = stablehlo.compare  LT, %arg3, %arg4,  FLOAT : (tensor<f8E5M2>, tensor<f8E5M2>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<2x3xf8E5M2>) -> tensor<2x3xf8E5M2>
    %1 = stablehlo.pad %0, %arg1, low = [2, -1], high = [2, -3], interior = [0, 1] : (tensor<2x3xf8E5M2>, tensor<f8E5M2>) -> tensor<6x1xf8E5M2>
    %2 = stablehlo.slice %arg0 [0:2:3, 1:3:3] : (tensor<2x3xf8E5M2>) -> tensor<1x1xf8E5M2>
    %cst = stablehlo.constant dense<[-2.468260e-01, 2.474980e-02, -2.081250e+02, -2.052730e+00]> : tensor<4xf16>
    %3 = stablehlo.log_plus_one %cst : tensor<4xf16>
    %4 = stablehlo.and %arg2, %arg2 : tensor<1x5x2xi64>
    return %1, %2, %3, %4 : tensor<6x1xf8E5M2>, tensor<1x1xf8E5M2>, tensor<4xf16>, tensor<1x5x2xi64>
  }
}
