// hlo-cts reproducer of program-179::op6: crash
// the worker was killed by signal SIGABRT (Aborted) during compile (the worker closed its output); its stderr's fatal line: F1204 16:53:05.344756    4629 rng_expander.cc:56] Check failed: primitive_type == F16 || primitive_type == BF16 ; its stderr ended with:
//     @     0x7f4e8e73228a  xla::RngExpander::ExpandInstruction()
//     @     0x7f4e90249181  xla::OpExpanderPass::RunImpl()
//     @     0x7f4e8d970007  xla::HloPassInterface::Run()
//     @     0x7f4e8ea16eac  xla::HloPassPipeline::RunHelper<>()
//     @     0x7f4e8ea12538  xla::HloPassPipeline::RunPassesInternal<>()
//     @     0x7f4e8ea119aa  xla::HloPassPipeline::RunImpl()
//     @     0x7f4e8d970007  xla::HloPassInterface::Run()
//     @     0x7f4e8e6b9133  xla::cpu::CpuCompiler::RunHloPassesThroughLayoutAssn()
//     @     0x7f4e8e6bc587  xla::cpu::CpuCompiler::RunHloPasses()
//     @     0x7f4e8e6bcfe3  xla::cpu::CpuCompiler::RunHloPasses()
//     @     0x7f4e8e69d8ee  xla::CompileCpuExecutableInternal()
//     @     0x7f4e8e69c62e  xla::PjRtCpuRawClient::CompileInternal()
//     @     0x7f4e8e69ac27  xla::PjRtCpuRawClient::Compile()
//     @     0x7f4e8e6af239  xla::cpu::CpuPjRtCompiler::Compile()
//     @     0x7f4e8d090ef1  xla::PjRtCompile()
//     @     0x7f4e8a6bdee1  xla::CommonPjRtClient::CompileAndLoad()
//     @     0x7f4e8a5e62ac  xla::ifrt::PjRtLoadedExecutable::Create()
//     @     0x7f4e8a5d9fc1  xla::ifrt::PjRtCompiler::CompileAndLoad()
//     @     0x7f4e8a3c70f8  jax::PyClient::CompileAndLoadIfrtProgram()
//     @     0x7f4e8a3c96c6  jax::PyClient::CompileAndLoad()
//     @     0x7f4e8a3dc9b1  nanobind::detail::func_create<>()::{lambda()#1}::__invoke()
//     @     0x7f4e8a4997bb  nanobind::detail::nb_func_vectorcall_medium_pos()
//     @     0x7f4e8a496e48  nanobind::detail::nb_bound_method_vectorcall()
//     @           0x5499b5  PyObject_Vectorcall
//     @           0x5d710f  _PyEval_EvalFrameDefault
//     @           0x5d55eb  PyEval_EvalCode
//     @           0x608852  (unknown)
//     @           0x6b50d3  (unknown)
//     @           0x6b4e3a  _PyRun_SimpleFileObject
//     @           0x6b4c6f  _PyRun_AnyFileObject
//     @           0x6bccd5  Py_RunMain
//     @           0x6bc7bd  Py_BytesMain
//     @     0x7f4ec102a1ca  (unknown)
//     @     0x7f4ec102a28b  __libc_start_main
//     @           0x657a05  _start
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<f8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf8E5M2>
    return %cst : tensor<3xf8E5M2>
  }
  func.func public @main() -> tensor<3xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<f8E5M2>, tensor<f8E5M2>)
    %c = stablehlo.constant dense<3> : tensor<1xui32>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  NORMAL : (tensor<f8E5M2>, tensor<f8E5M2>, tensor<1xui32>) -> tensor<3xf8E5M2>
    %2 = call @expected() : () -> tensor<3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf8E5M2>, tensor<3xf8E5M2>) -> ()
    return %1 : tensor<3xf8E5M2>
  }
}
