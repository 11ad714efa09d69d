#include "backends/cuda/cuda_backend.h"

#include <algorithm>

#include <fmt/format.h>

#include "backends/cuda/cuda_plan.h"

namespace hlo_cts::backends {
namespace {

using CudaExecutable = PlannedExecutable<cuda::CudaPlan>;

class CudaBackend : public Backend {
 public:
  CudaBackend(std::shared_ptr<cuda::Device> device, std::string name) : device_(std::move(device)) {
    capabilities_.name = std::move(name);
    capabilities_.version = fmt::format("hlo-cts cuda executor on {}", device_->name());
    capabilities_.profile = "cuda";
    capabilities_.ops = cuda::cudaSupportedOps();
  }

  const Capabilities& capabilities() const override { return capabilities_; }

  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions&) override {
    return compilePlanned<cuda::CudaPlan>(program);
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<CudaExecutable&>(executable);
    std::vector<std::optional<Tensor>> retyped;
    if (std::string why = compiled.checkArguments(inputs, retyped); !why.empty())
      return R::failure(CallStatus::kError, "cuda: " + why);
    // Storage-only inputs of quantized arguments, with their declared types.
    std::vector<Tensor> copies;
    if (std::any_of(retyped.begin(), retyped.end(), [](const auto& t) { return t.has_value(); }))
      for (size_t i = 0; i < inputs.size(); ++i)
        copies.push_back(retyped[i] ? std::move(*retyped[i]) : inputs[i]);
    const auto deadline = options.timeout.count() > 0
                              ? std::chrono::steady_clock::now() + options.timeout
                              : std::chrono::steady_clock::time_point::max();
    Result<std::vector<Tensor>> results =
        compiled.plan->run(*device_, copies.empty() ? inputs : copies, deadline);
    if (!results.ok()) return R::failure(callStatusOf(results.error()), results.error().str());
    return R::success(std::move(*results));
  }

 private:
  std::shared_ptr<cuda::Device> device_;
  Capabilities capabilities_;
};

}  // namespace

std::unique_ptr<Backend> makeCudaBackend(std::shared_ptr<cuda::Device> device, std::string name) {
  return std::make_unique<CudaBackend>(std::move(device), std::move(name));
}

Result<std::unique_ptr<Backend>> openCudaBackend() {
  std::string whyNot;
  std::shared_ptr<cuda::Device> device = cuda::openCudaDevice(whyNot);
  if (!device)
    return makeError("the cuda backend is unavailable: " + whyNot +
                         " (--backend cuda-host runs its kernels' arithmetic on the CPU)",
                     {}, DiagnosticKind::kNotSupported);
  return makeCudaBackend(std::move(device), "cuda");
}

}  // namespace hlo_cts::backends
