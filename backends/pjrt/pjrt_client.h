// A PJRT plugin's library and client as hlo-cts drives them: the library
// loaded once per path and initialized once, a client on its devices that
// compiles StableHLO text, moves tensors to and from device buffers and
// executes. The backend (pjrt_backend.cpp) adds probes, capabilities and
// the Backend interface on top.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "backends/pjrt/compile_cache.h"
#include "backends/pjrt/pjrt_c_api.h"
#include "backends/pjrt/pjrt_values.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::backends::pjrt {

// An error about the plugin at `path` ("pjrt plugin PATH: WHAT").
Diagnostic pluginError(const std::string& path, const std::string& what);

// One loaded plugin. Never unloaded: XLA's plugins start threads and keep
// static state that dlclose would pull from under them.
struct PluginLibrary {
  std::string path;
  const PJRT_Api* api = nullptr;
  std::string apiVersion;  // "0.115"
  std::once_flag initialized;
  PjrtStatus initialization;
  std::string attributes;  // "xla_version 2, stablehlo_current_version 1.13.0", after init
};

// The plugin at `path`, loaded once per canonical path; errors say why it
// is no PJRT plugin.
Result<std::shared_ptr<PluginLibrary>> loadLibrary(const std::string& path);

// PJRT_Plugin_Initialize, once per library; then its attributes.
Status initialize(PluginLibrary& library);

// The version of the Python distribution that installed the plugin, read
// from the .dist-info folder beside its package ("lammps-jax-pjrt-cpu
// 0.11.2"); empty when there is none.
std::string distributionOf(const std::string& path);

struct BufferDeleter {
  const PJRT_Api* api;
  void operator()(PJRT_Buffer* buffer) const {
    auto args = makeArgs<PJRT_Buffer_Destroy_Args>();
    args.buffer = buffer;
    take(*api, api->PJRT_Buffer_Destroy(&args));
  }
};
using BufferPtr = std::unique_ptr<PJRT_Buffer, BufferDeleter>;

// One client, shared by the backends opened with the same spelling.
struct Client {
  std::shared_ptr<PluginLibrary> library;
  PJRT_Client* client = nullptr;
  PJRT_Device* device = nullptr;
  std::vector<PJRT_Device*> devices;  // every addressable device, device first
  std::string platform;               // "cpu"
  std::string platformVersion;
  std::map<ElementType, std::string> typeGaps;  // from the probes
  std::map<std::string, std::string> featureGaps;

  const PJRT_Api& api() const { return *library->api; }

  ~Client();
  Client() = default;
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  // A compiled program; NumOutputs read once. A program compiled for a grid
  // of processes runs on `devices`, one per process in replica-major order.
  struct Compiled {
    PJRT_LoadedExecutable* executable = nullptr;
    size_t numOutputs = 0;
    std::vector<PJRT_Device*> devices;
  };

  // `text` (StableHLO) compiled for `replicas` x `partitions` processes;
  // `failure` holds the plugin's error (its code tells UNIMPLEMENTED).
  Result<Compiled> compile(const std::string& text, PjrtStatus& failure, int64_t replicas = 1,
                           int64_t partitions = 1) const;
  void release(PJRT_LoadedExecutable* executable) const;

  // A compiled program shared by whoever holds it (the executables of the
  // backends on this client, the cache); destroyed with the last of them.
  class Executable {
   public:
    Executable(const Client& client, Compiled compiled)
        : client_(client), compiled_(std::move(compiled)) {}
    ~Executable() { client_.release(compiled_.executable); }
    Executable(const Executable&) = delete;
    Executable& operator=(const Executable&) = delete;
    const Compiled& compiled() const { return compiled_; }

   private:
    const Client& client_;  // outlives it: ~Client clears the cache first
    Compiled compiled_;
  };
  // An executable, or the plugin's refusal.
  struct Compilation {
    std::shared_ptr<const Executable> executable;
    PjrtStatus failure;
  };
  // compile() once per process for each text and grid: the last
  // kCachedPrograms programs (and refusals) are kept (compile_cache.h).
  Compilation compileOnce(const std::string& text, int64_t replicas = 1,
                          int64_t partitions = 1) const;
  static constexpr size_t kCachedPrograms = 64;
  const CompileCache<Compilation>& compileCache() const { return cache_; }
  // `tensor` in a buffer on the device.
  Result<BufferPtr> toDevice(const Tensor& tensor, PJRT_Device* on) const;
  // Output `index` read back, dense and row-major.
  Result<Tensor> toHost(PJRT_Buffer* buffer, size_t index) const;
  // Runs `compiled` on `inputs`; kNotSupported diagnostics for a type PJRT
  // cannot hold. For a grid of processes, `inputs` are each process's
  // arguments in turn and the outputs each process's results in turn.
  Result<std::vector<Tensor>> run(const Compiled& compiled, std::span<const Tensor> inputs) const;

 private:
  mutable CompileCache<Compilation> cache_{kCachedPrograms};
};

}  // namespace hlo_cts::backends::pjrt
