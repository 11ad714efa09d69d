#include "backends/backend.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "backends/backend_registry.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::backends {

bool Capabilities::supportsOp(OpId op) const {
  // Structure (modules, functions, calls, region terminators) is part of
  // every program; a backend lists the ops that compute.
  if (opInfo(op).family == OpFamily::kStructure || op == OpId::kReturn) return true;
  return ops.empty() || std::find(ops.begin(), ops.end(), op) != ops.end();
}

bool Capabilities::supportsElementType(ElementType type) const {
  return elementTypes.empty() ||
         std::find(elementTypes.begin(), elementTypes.end(), type) != elementTypes.end();
}

std::string_view callStatusName(CallStatus status) {
  switch (status) {
    case CallStatus::kOk:
      return "ok";
    case CallStatus::kError:
      return "error";
    case CallStatus::kNotSupported:
      return "not-supported";
    case CallStatus::kCrash:
      return "crash";
    case CallStatus::kTimeout:
      return "timeout";
  }
  return "?";
}

CallStatus callStatusOf(const Diagnostic& error) {
  switch (error.kind) {
    case DiagnosticKind::kNotSupported:
      return CallStatus::kNotSupported;
    case DiagnosticKind::kDeadline:
      return CallStatus::kTimeout;
    default:
      return CallStatus::kError;
  }
}

std::string checkArguments(const Module& module, std::string_view entry,
                           std::span<const Tensor> inputs,
                           std::vector<std::optional<Tensor>>& retyped) {
  const std::optional<FunctionView> f = module.lookupFunction(entry);
  if (!f) return fmt::format("no function @{}", entry);
  const auto signature = f->functionType();
  const std::vector<Type> declared = signature.inputs();
  if (declared.size() != inputs.size())
    return fmt::format("@{} takes {} arguments, {} inputs were given", entry, declared.size(),
                       inputs.size());
  retyped.assign(inputs.size(), std::nullopt);
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Type& want = declared[i];
    const Type& got = inputs[i].type();
    const QuantizedType* q = want.quantized();
    // A quantized argument's storage values alone (the storage type).
    const bool storageOnly = q && !got.quantized() && got.elementType() == q->storageType;
    bool fits = want.isTensor() && want.rank() == got.rank() &&
                (storageOnly || (want.elementType() == got.elementType() &&
                                 (q == nullptr) == (got.quantized() == nullptr) &&
                                 (!q || *q == *got.quantized())));
    for (int64_t d = 0; fits && d < want.rank(); ++d)
      fits = want.shape()[d] == kDynamic || want.shape()[d] == got.shape()[d];
    if (!fits)
      return fmt::format("input {} is {}, argument {} of @{} is {}", i, printType(got), i, entry,
                         printType(want));
    if (storageOnly) {
      Tensor t(want.withShape(got.shape()));
      if (!t.bytes().empty())
        std::memcpy(t.mutableBytes().data(), inputs[i].bytes().data(), t.bytes().size());
      retyped[i] = std::move(t);
    }
  }
  return {};
}

CallResult<CheckedProgram> checkProgram(const Program& program) {
  using R = CallResult<CheckedProgram>;
  CheckedProgram checked;
  checked.module = program.module;
  if (!checked.module) {
    Result<Module> parsed = parseModule(program.text, "<program>");
    if (!parsed.ok()) return R::failure(CallStatus::kError, parsed.error().str());
    checked.owned = std::make_unique<Module>(std::move(*parsed));
    checked.module = checked.owned.get();
  }
  checker::Verification verification = checker::verify(*checked.module);
  if (!verification.ok()) return R::failure(CallStatus::kError, verification.firstError().str());
  if (!checked.module->lookupFunction(program.entry))
    return R::failure(CallStatus::kError,
                      fmt::format("the program has no function @{}", program.entry));
  checked.verified = std::move(verification.verified);
  return R::success(std::move(checked));
}

CallResult<std::vector<Intermediate>> Backend::executeWithIntermediates(Executable&,
                                                                        std::span<const Tensor>,
                                                                        const CallOptions&) {
  return CallResult<std::vector<Intermediate>>::failure(
      CallStatus::kNotSupported, capabilities().name + " does not report intermediate values");
}

Result<std::unique_ptr<Backend>> openBackend(const BackendSpec& spec) {
  const std::string_view text = spec.spec;
  const std::span<const BuiltinBackend> table = builtinBackends();
  for (const BuiltinBackend& b : table) {
    if (b.spelling.ends_with(':') ? text.starts_with(b.spelling) : text == b.spelling)
      return b.open(b.spelling.ends_with(':') ? text.substr(b.spelling.size()) : "", spec);
  }
  std::string expected;
  for (size_t i = 0; i < table.size(); ++i)
    expected += fmt::format("{}{}",
                            i == 0                  ? ""
                            : i + 1 == table.size() ? " or "
                                                    : ", ",
                            table[i].usage);
  return makeError("unknown backend '" + spec.spec + "': expected " + expected, {},
                   DiagnosticKind::kIo);
}

}  // namespace hlo_cts::backends
