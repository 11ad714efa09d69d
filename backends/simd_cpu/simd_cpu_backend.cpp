#include "backends/simd_cpu/simd_cpu_backend.h"

#include <fmt/format.h>
#include <map>

#include "backends/simd_cpu/elementwise.h"
#include "backends/simd_cpu/elementwise_simd.h"
#include "backends/simd_cpu/gemm.h"
#include "backends/simd_cpu/plan.h"

namespace hlo_cts::backends {
namespace {

using SimdCpuExecutable = PlannedExecutable<simd_cpu::ProgramPlan>;

// The ops simd-cpu can compile in some form: those its plan runs itself,
// its kernels, and the element-wise ops its engine computes (their types are
// checked per program at compile time).
std::vector<OpId> supportedOps() {
  std::vector<OpId> ops;
  for (OpId op : allOps()) {
    if (simd_cpu::isElementwiseOp(op)
            ? simd_cpu::elementwiseOpIsImplemented(op)
            : simd_cpu::builtinStepKind(op) || simd_cpu::simdCpuKernels().find(op))
      ops.push_back(op);
  }
  return ops;
}

// Why the ops simd-cpu leaves out are left out.
std::map<OpId, std::string> opGaps() {
  return {
      {OpId::kCustomCall, "its targets are implementation-defined; simd-cpu defines none"},
  };
}

class SimdCpuBackend : public Backend {
 public:
  SimdCpuBackend() {
    capabilities_.name = "simd-cpu";
    capabilities_.version =
        fmt::format("hlo-cts simd-cpu (Highway {}, SLEEF, Eigen GEMM {}, oneTBB)",
                    simd_cpu::simdTargetName(), simd_cpu::gemmTarget());
    capabilities_.profile = "simd-cpu";
    capabilities_.ops = supportedOps();
    capabilities_.opGaps = opGaps();
  }

  const Capabilities& capabilities() const override { return capabilities_; }

  // Like any compiler, it rejects what breaks the spec's constraints.
  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions&) override {
    return compilePlanned<simd_cpu::ProgramPlan>(program);
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<SimdCpuExecutable&>(executable);
    std::vector<std::optional<Tensor>> retyped;
    if (std::string why = compiled.checkArguments(inputs, retyped); !why.empty())
      return R::failure(CallStatus::kError, "simd-cpu: " + why);
    std::vector<simd_cpu::TensorRef> arguments;
    arguments.reserve(inputs.size());
    // The inputs outlive this call: slots alias them (no owner) instead of
    // copying what can be hundreds of megabytes.
    for (size_t i = 0; i < inputs.size(); ++i) {
      const Tensor& input = retyped[i] ? *retyped[i] : inputs[i];
      arguments.push_back(simd_cpu::TensorRef(simd_cpu::TensorRef(), &input));
    }
    const auto deadline = options.timeout.count() > 0
                              ? std::chrono::steady_clock::now() + options.timeout
                              : std::chrono::steady_clock::time_point::max();
    Result<std::vector<simd_cpu::TensorRef>> results = compiled.plan->run(arguments, deadline);
    if (!results.ok()) return R::failure(callStatusOf(results.error()), results.error().str());
    std::vector<Tensor> out;
    for (const simd_cpu::TensorRef& value : *results) {
      if (!value)
        return R::failure(CallStatus::kNotSupported,
                          "the entry function returns a token; only tensors are compared");
      // A result nothing else holds is moved out, not copied (a result that
      // aliases an input, or appears twice, is copied).
      if (value.use_count() == 1)
        out.push_back(std::move(const_cast<Tensor&>(*value)));
      else
        out.push_back(*value);
    }
    return R::success(std::move(out));
  }

 private:
  Capabilities capabilities_;
};

}  // namespace

std::unique_ptr<Backend> makeSimdCpuBackend() {
  return std::make_unique<SimdCpuBackend>();
}

}  // namespace hlo_cts::backends
