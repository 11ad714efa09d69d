#include "backends/oracle_backend.h"

#include <fmt/format.h>

#include "oracle/oracle.h"

namespace hlo_cts::backends {
namespace {

// The oracle keeps the module it verified (and owns it when the program
// came as text only).
class OracleExecutable : public Executable {
 public:
  explicit OracleExecutable(CheckedProgram p) : program(std::move(p)) {}
  CheckedProgram program;
  std::string entry;
};

class OracleBackend : public Backend {
 public:
  explicit OracleBackend(OracleBackendOptions options) : options_(std::move(options)) {
    capabilities_.name = options_.name;
    capabilities_.version = "hlo-cts oracle (correctly rounded reference)";
    capabilities_.profile = "strict";
    // Every op with a handler in the table.
    const oracle::OpTable& ops = table();
    for (OpId op : allOps())
      if (ops.find(op)) capabilities_.ops.push_back(op);
  }

  const Capabilities& capabilities() const override { return capabilities_; }

  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions&) override {
    using R = CallResult<std::unique_ptr<Executable>>;
    CallResult<CheckedProgram> checked = checkProgram(program);
    if (!checked.ok()) return R::failure(checked.status, checked.message);
    auto executable = std::make_unique<OracleExecutable>(std::move(checked.value));
    executable->entry = program.entry;
    return R::success(std::move(executable));
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<OracleExecutable&>(executable);
    oracle::EvalOptions eval = options_.eval;
    if (options.timeout.count() > 0)
      eval.deadline = std::chrono::steady_clock::now() + options.timeout;
    std::vector<std::optional<Tensor>> retyped;
    if (std::string why = checkArguments(*compiled.program.module, compiled.entry, inputs, retyped);
        !why.empty())
      return R::failure(CallStatus::kError, "oracle: " + why);
    std::vector<oracle::RuntimeValue> arguments;
    arguments.reserve(inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i)
      arguments.push_back(
          oracle::RuntimeValue::fromTensor(retyped[i] ? std::move(*retyped[i]) : inputs[i]));
    oracle::EvalContext context(*compiled.program.verified, eval, table(), oracle::oraclePasses());
    Result<std::vector<oracle::RuntimeValue>> results =
        context.callFunction(compiled.entry, arguments);
    if (!results.ok()) return R::failure(callStatusOf(results.error()), results.error().str());
    R out;
    for (const oracle::RuntimeValue& value : *results) {
      if (!value.isTensor())
        return R::failure(CallStatus::kNotSupported,
                          "the entry function returns a token or tuple; only tensors are "
                          "compared");
      out.value.push_back(value.tensor());
    }
    return out;
  }

 private:
  const oracle::OpTable& table() const {
    return options_.ops ? *options_.ops : oracle::oracleOps();
  }

  OracleBackendOptions options_;
  Capabilities capabilities_;
};

}  // namespace

std::unique_ptr<Backend> makeOracleBackend(OracleBackendOptions options) {
  return std::make_unique<OracleBackend>(std::move(options));
}

}  // namespace hlo_cts::backends
