// The built-in backends by spelling (backend_registry.h): the one file that
// includes every concrete backend.
#include <string>

#include "backends/backend_registry.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/device.h"
#include "backends/oracle_backend.h"
#include "backends/pjrt/pjrt_backend.h"
#include "backends/plugin_backend.h"
#include "backends/simd_cpu/simd_cpu_backend.h"
#include "backends/subprocess_backend.h"

namespace hlo_cts::backends {

std::span<const BuiltinBackend> builtinBackends() {
  using Opened = Result<std::unique_ptr<Backend>>;
  static const BuiltinBackend kBackends[] = {
      {"oracle", "oracle",
       [](std::string_view, const BackendSpec&) -> Opened { return makeOracleBackend(); }},
      {"simd-cpu", "simd-cpu",
       [](std::string_view, const BackendSpec&) -> Opened { return makeSimdCpuBackend(); }},
      {"cuda", "cuda", [](std::string_view, const BackendSpec&) { return openCudaBackend(); }},
      {"cuda-host", "cuda-host",
       [](std::string_view, const BackendSpec&) -> Opened {
         return makeCudaBackend(cuda::hostDevice(), "cuda-host");
       }},
      {"plugin:", "plugin:/path/lib.so",
       [](std::string_view path, const BackendSpec& spec) -> Opened {
         if (path.empty())
           return makeError(
               "--backend plugin: needs the shared library's path (plugin:/path/lib.so)", {},
               DiagnosticKind::kIo);
         return openPluginBackend(std::string(path), spec.config);
       }},
      {"pjrt:", "pjrt:/path/pjrt_plugin.so",
       [](std::string_view path, const BackendSpec& spec) {
         return openPjrtBackend(path, spec.config);
       }},
      {"subprocess:", "subprocess:COMMAND",
       [](std::string_view command, const BackendSpec& spec) -> Opened {
         if (command.empty())
           return makeError("backend 'subprocess:' names no command", {}, DiagnosticKind::kIo);
         return openSubprocessBackend(std::string(command), spec.config);
       }},
  };
  return kBackends;
}

}  // namespace hlo_cts::backends
