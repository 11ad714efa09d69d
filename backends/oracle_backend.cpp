#include "backends/oracle_backend.h"

#include <fmt/format.h>

#include "spec/checker/checker.h"
#include "spec/text/parser.h"

namespace hlo_cts::backends {
namespace {

// The oracle keeps the module it verified; a Program's module may be
// absent (a program given as text only), then it is parsed here.
class OracleExecutable : public Executable {
 public:
  std::unique_ptr<Module> owned;
  checker::VerifiedModule verified;
  std::string entry;
  explicit OracleExecutable(checker::VerifiedModule v) : verified(std::move(v)) {}
};

CallStatus statusOf(const Diagnostic& error) {
  switch (error.kind) {
    case DiagnosticKind::kNotSupported:
      return CallStatus::kNotSupported;
    case DiagnosticKind::kDeadline:
      return CallStatus::kTimeout;
    default:
      return CallStatus::kError;
  }
}

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
    std::unique_ptr<Module> owned;
    const Module* module = program.module;
    if (!module) {
      Result<Module> parsed = parseModule(program.text, "<program>");
      if (!parsed.ok()) return R::failure(CallStatus::kError, parsed.error().str());
      owned = std::make_unique<Module>(std::move(*parsed));
      module = owned.get();
    }
    checker::Verification verification = checker::verify(*module);
    if (!verification.ok()) return R::failure(CallStatus::kError, verification.firstError().str());
    if (!module->lookupFunction(program.entry))
      return R::failure(CallStatus::kError,
                        fmt::format("the program has no function @{}", program.entry));
    auto executable = std::make_unique<OracleExecutable>(*verification.verified);
    executable->owned = std::move(owned);
    executable->entry = program.entry;
    R result;
    result.value = std::move(executable);
    return result;
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<OracleExecutable&>(executable);
    oracle::EvalOptions eval = options_.eval;
    if (options.timeout.count() > 0)
      eval.deadline = std::chrono::steady_clock::now() + options.timeout;
    std::vector<oracle::RuntimeValue> arguments;
    arguments.reserve(inputs.size());
    for (const Tensor& input : inputs) arguments.push_back(oracle::RuntimeValue::fromTensor(input));
    oracle::EvalContext context(compiled.verified, eval, table());
    Result<std::vector<oracle::RuntimeValue>> results =
        context.callFunction(compiled.entry, arguments);
    if (!results.ok()) return R::failure(statusOf(results.error()), results.error().str());
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
