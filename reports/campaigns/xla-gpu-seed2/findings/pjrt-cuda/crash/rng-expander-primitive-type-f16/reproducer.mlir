// hlo-cts reproducer of program-119::op7: crash
// the worker was killed by signal SIGABRT (Aborted) during compile (the worker closed its output); its stderr ended with:
// I1204 16:52:47.813796    2216 se_gpu_pjrt_client.cc:1369] Using platform (synchronous passthrough) allocator.
// I1204 16:52:47.820942    2216 se_gpu_pjrt_compiler.cc:390] Found GPU target config and a PjRtClient with matching configuration. Performing a JIT compilation.
// F1204 16:52:47.824513    2216 rng_expander.cc:56] Check failed: primitive_type == F16 || primitive_type == BF16 
// *** Check failure stack trace: ***
//     @     0x7f3e2c9aa9c4  absl::lts_20260526::log_internal::LogMessage::SendToLog()
//     @     0x7f3e2c9aa946  absl::lts_20260526::log_internal::LogMessage::Flush()
//     @     0x7f3e23a8d5ca  xla::RngExpander::ExpandInstruction()
//     @     0x7f3e2a1e2e21  xla::OpExpanderPass::RunImpl()
//     @     0x7f3e2bf92007  xla::HloPassInterface::Run()
//     @     0x7f3e2aced3cc  xla::HloPassPipeline::RunHelper<>()
//     @     0x7f3e2ace8a58  xla::HloPassPipeline::RunPassesInternal<>()
//     @     0x7f3e2ace7eca  xla::HloPassPipeline::RunImpl()
//     @     0x7f3e2bf92007  xla::HloPassInterface::Run()
//     @     0x7f3e20f4334c  xla::gpu::(anonymous namespace)::RunOptimizationPasses()
//     @     0x7f3e20f3cfd9  xla::gpu::GpuCompiler::OptimizeHloModule()
//     @     0x7f3e20f49d21  xla::gpu::GpuCompiler::RunHloPasses()
//     @     0x7f3e20f1562f  xla::Service::BuildExecutable()
//     @     0x7f3e20eed737  xla::LocalService::CompileExecutables()
//     @     0x7f3e20ee9fa3  xla::LocalClient::Compile()
//     @     0x7f3e20e5345f  xla::PjRtStreamExecutorRawClient::CompileInternal()
//     @     0x7f3e20e5528f  xla::PjRtStreamExecutorRawClient::CrossCompile()
//     @     0x7f3e20df4c51  xla::CrossCompile()
//     @     0x7f3e20df3448  xla::StreamExecutorGpuCompiler::Compile()
//     @     0x7f3e20f0d701  xla::PjRtCompile()
//     @     0x7f3e20e7cd71  xla::CommonPjRtClient::CompileAndLoad()
//     @     0x7f3e20de5ab8  std::__detail::__variant::__gen_vtable_impl<>::__visit_invoke()
//     @     0x7f3e20dc85c9  pjrt::PJRT_Client_Compile()
//     @     0x5648bb47678a  hlo_cts::backends::pjrt::Client::compile()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<i1>, tensor<i1>) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    return %c, %c_0 : tensor<i1>, tensor<i1>
  }
  func.func private @expected() -> tensor<1x2xi1> {
    %c = stablehlo.constant dense<false> : tensor<1x2xi1>
    return %c : tensor<1x2xi1>
  }
  func.func public @main() -> tensor<1x2xi1> {
    %0:2 = call @inputs() : () -> (tensor<i1>, tensor<i1>)
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  UNIFORM : (tensor<i1>, tensor<i1>, tensor<2xi64>) -> tensor<1x2xi1>
    %2 = call @expected() : () -> tensor<1x2xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2xi1>, tensor<1x2xi1>) -> ()
    return %1 : tensor<1x2xi1>
  }
}
