#include "tools/runner/judge.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <set>

#include "oracle/expectation.h"
#include "oracle/interpret.h"
#include "oracle/oracle.h"
#include "tools/runner/repeat.h"

namespace hlo_cts::runner {
namespace {

using backends::CallStatus;
using reports::TestResult;

Verdict verdictOfCall(CallStatus status) {
  switch (status) {
    case CallStatus::kCrash:
      return Verdict::kCrash;
    case CallStatus::kTimeout:
      return Verdict::kTimeout;
    case CallStatus::kNotSupported:
      return Verdict::kNotSupported;
    default:
      return Verdict::kFail;
  }
}

TestResult finish(TestResult result, Verdict verdict, std::string message) {
  result.verdict = verdict;
  result.message = std::move(message);
  return result;
}

std::string indexText(const Tensor& tensor, int64_t element, int part, bool complex) {
  std::string text = tensor.indexText(element);
  if (complex) text += part ? ".imag" : ".real";
  return text;
}

// The oracle's verdict on the file's own assertions: a message when one of
// them fails (the test is bad), empty when all pass or it cannot tell.
std::string badTestMessage(const suites::TestCase& test, const JudgeOptions& options) {
  if (!test.verifiedSource) return {};
  std::optional<FunctionView> function = test.source->lookupFunction(test.function);
  if (!function) return {};
  oracle::FunctionRun run = oracle::runTestFunction(*test.verifiedSource, *function, options.eval);
  if (!run.error.empty() || run.failedChecks.empty()) return {};
  return "the test's own assertions fail on the oracle (its expected values are not what the "
         "spec allows):\n" +
         run.describe();
}

TestResult judgeNegative(TestResult result, const suites::TestCase& test,
                         backends::Backend& backend, const JudgeOptions& options) {
  backends::Program program{test.program.get(), test.programText, test.entry};
  auto compiled = backend.compile(program, options.call);
  result.clause = test.violation.clause;
  switch (compiled.status) {
    case CallStatus::kOk:
      return finish(
          std::move(result), Verdict::kAcceptedInvalid,
          fmt::format("compiled a program that breaks {}: {}",
                      test.violation.clause.empty() ? "a constraint" : test.violation.clause.str(),
                      test.violation.str()));
    case CallStatus::kError:
    case CallStatus::kNotSupported:
      return finish(std::move(result), Verdict::kPass,
                    fmt::format("rejected as expected: {}", compiled.message));
    default:
      return finish(std::move(result), verdictOfCall(compiled.status), compiled.message);
  }
}

// Whether an output that failed was computed by a loop, a branch, a call
// or a map: the difference arose at an op inside it, which localization
// names.
bool failedInsideARegion(const suites::TestCase& test, const std::vector<size_t>& failedOutputs) {
  for (size_t i : failedOutputs)
    if (const Operation* producer = producerOf(*test.program, test.entry, i);
        producer && holdsRegions(producer->id()))
      return true;
  return false;
}

}  // namespace

bool holdsRegions(OpId id) {
  return id == OpId::kWhile || id == OpId::kIf || id == OpId::kCase || id == OpId::kFuncCall ||
         id == OpId::kMap;
}

const Operation* producerOf(const Module& program, const std::string& entry, size_t output) {
  std::optional<FunctionView> main = program.lookupFunction(entry);
  if (!main || !main->body()) return nullptr;
  const Operation* ret = main->body()->terminator();
  if (!ret || output >= ret->numOperands()) return nullptr;
  return ret->operand(output)->definingOp;
}

bool upstreamMayDiffer(const oracle::RuntimeValue& value, const oracle::Profile& profile) {
  if (value.upstream() == oracle::Openness::kOpen) return true;
  if (value.upstream() != oracle::Openness::kBudgeted) return false;
  for (const oracle::ProfileRule& rule : profile.rules())
    if (rule.ulp.value_or(0) > 0) return true;
  return false;
}

std::shared_ptr<const oracle::TensorExpectation> outputExpectation(
    const suites::TestCase& test, const std::vector<oracle::RuntimeValue>& reference, size_t i) {
  const oracle::RuntimeValue& expected = reference[i];
  if (expected.expectation()) return expected.expectation();
  const Operation* producer = producerOf(*test.program, test.entry, i);
  return std::make_shared<oracle::TensorExpectation>(expected.tensor(),
                                                     producer ? std::string(producer->name()) : "");
}

const oracle::Profile& profileOf(const JudgeOptions& options) {
  static const oracle::Profile strict;
  return options.profile ? *options.profile : strict;
}

Result<std::vector<oracle::RuntimeValue>> oracleReference(const suites::TestCase& test,
                                                          const JudgeOptions& options) {
  oracle::EvalOptions eval = options.eval;
  eval.profile = &profileOf(options);
  std::vector<oracle::RuntimeValue> arguments;
  for (const Tensor& input : test.inputs)
    arguments.push_back(oracle::RuntimeValue::fromTensor(input));
  oracle::EvalContext context(*test.verifiedProgram, eval, oracle::oracleOps(),
                              oracle::oraclePasses());
  return context.callFunction(test.entry, arguments);
}

ProgramFeatures programFeatures(const Module& program) {
  ProgramFeatures features;
  auto noteType = [&](const Type& type) {
    if (type.isTensor()) features.elementTypes.insert(type.elementType());
  };
  walk(program.op.get(), [&](Operation* op) {
    if (opInfo(op->id()).family != OpFamily::kStructure && op->id() != OpId::kReturn)
      features.ops.insert(op->name());
    for (const auto& result : op->results()) noteType(result->type);
    for (const auto& region : op->regions())
      for (const auto& block : region->blocks())
        for (const auto& argument : block->arguments()) noteType(argument->type);
  });
  return features;
}

std::string unsupportedFeatures(const Module& program, const backends::Capabilities& capabilities) {
  const ProgramFeatures features = programFeatures(program);
  std::set<std::string> ops;
  std::set<std::string> types;
  for (const std::string& op : features.ops) {
    const OpId id = opIdOf(op);
    if (capabilities.supportsOp(id)) continue;
    const auto gap = capabilities.opGaps.find(id);
    ops.insert(gap == capabilities.opGaps.end() ? op : fmt::format("{} ({})", op, gap->second));
  }
  for (ElementType type : features.elementTypes)
    if (!capabilities.supportsElementType(type)) types.insert(std::string(elementTypeName(type)));
  std::string text;
  if (!ops.empty()) text = fmt::format("ops {}", fmt::join(ops, ", "));
  if (!types.empty())
    text += fmt::format("{}element types {}", text.empty() ? "" : "; ", fmt::join(types, ", "));
  return text;
}

Judgement judgeWithoutLocalizing(const suites::TestCase& test, backends::Backend& backend,
                                 const JudgeOptions& options, const Executions& executions) {
  Judgement judgement;
  judgement.start = std::chrono::steady_clock::now();
  TestResult& result = judgement.result;
  result.id = test.id;
  result.location = test.location;
  result.kind = test.negative ? "negative" : test.meta.kind;
  result.testedOp = test.meta.op;
  if (test.program) {
    const ProgramFeatures features = programFeatures(*test.program);
    result.ops.assign(features.ops.begin(), features.ops.end());
    for (ElementType type : features.elementTypes)
      result.elementTypes.emplace_back(elementTypeName(type));
    std::sort(result.elementTypes.begin(), result.elementTypes.end());
  }
  // The outputs the spec lets differ between executions (an rng's).
  const std::vector<bool> mayVary = executions.repeat > 1 && test.program
                                        ? outputsThatMayVary(*test.program, test.entry)
                                        : std::vector<bool>();
  std::optional<Judgement::Repetition>& repeated = judgement.repetition;
  result = [&]() -> TestResult {
    if (test.negative) return judgeNegative(std::move(result), test, backend, options);
    const backends::Capabilities& capabilities = backend.capabilities();
    if (std::string missing = unsupportedFeatures(*test.program, capabilities); !missing.empty())
      return finish(std::move(result), Verdict::kNotSupported,
                    fmt::format("{} declares no support for {}", capabilities.name, missing));
    if (std::string bad = badTestMessage(test, options); !bad.empty())
      return finish(std::move(result), Verdict::kBadTest, std::move(bad));

    // What the spec allows, before the backend runs: a program the oracle
    // cannot evaluate cannot be judged.
    const oracle::Profile& profile = profileOf(options);
    Result<std::vector<oracle::RuntimeValue>> reference = oracleReference(test, options);
    if (!reference.ok())
      return finish(std::move(result), Verdict::kInconclusive,
                    "the oracle cannot evaluate this program: " + reference.error().str());

    backends::Executable* executable = executions.compiled;
    std::unique_ptr<backends::Executable> owned;
    if (!executable) {
      backends::Program program{test.program.get(), test.programText, test.entry};
      auto compiled = backend.compile(program, options.call);
      if (compiled.status == CallStatus::kError)
        return finish(std::move(result), Verdict::kCompileRejected,
                      std::string(kRejectedPrefix) + compiled.message);
      if (!compiled.ok())
        return finish(std::move(result), verdictOfCall(compiled.status), compiled.message);
      if (!compiled.value)
        return finish(std::move(result), Verdict::kFail, "compile returned no executable");
      owned = std::move(compiled.value);
      executable = owned.get();
    }
    // Kept on every way out, so the caller can run it on other inputs.
    struct Keep {
      std::unique_ptr<backends::Executable>& owned;
      std::unique_ptr<backends::Executable>* keep;
      ~Keep() {
        if (keep && owned) *keep = std::move(owned);
      }
    } keepIt{owned, executions.keep};
    auto executed = backend.execute(*executable, test.inputs, options.call);
    if (executed.ok() && executions.outputs) *executions.outputs = executed.value;
    if (executed.ok())
      for (int r = 2; r <= executions.repeat && !repeated; ++r) {
        auto again = backend.execute(*executable, test.inputs, options.call);
        if (!again.ok())
          return finish(std::move(result), verdictOfCall(again.status),
                        fmt::format("execution {} of {} failed (the first ran): {}", r,
                                    executions.repeat, again.message));
        if (!sameOutputs(executed.value, again.value, mayVary))
          repeated = Judgement::Repetition{
              executed.value, std::move(again.value),     r, executions.repeat,
              mayVary,        options.maxReportedElements};
      }
    if (!executed.ok()) {
      if (executed.status == CallStatus::kError)
        judgement.broken = "the backend's execution of a valid program failed";
      return finish(std::move(result), verdictOfCall(executed.status),
                    executed.status == CallStatus::kError
                        ? std::string(kExecutionFailedPrefix) + executed.message
                        : executed.message);
    }
    if (executed.value.size() != reference->size()) {
      judgement.broken = "the backend returned another number of outputs than the program has";
      return finish(std::move(result), Verdict::kFail,
                    fmt::format("the backend returned {} outputs, the program has {}",
                                executed.value.size(), reference->size()));
    }

    Verdict verdict = Verdict::kPass;
    std::string messages;
    bool amplified = false;  // an output differs only downstream of open results
    std::vector<size_t> failedOutputs;
    for (size_t i = 0; i < reference->size(); ++i) {
      const oracle::RuntimeValue& expected = (*reference)[i];
      const Operation* producer = producerOf(*test.program, test.entry, i);
      std::shared_ptr<const oracle::TensorExpectation> expectation =
          outputExpectation(test, *reference, i);
      oracle::CompareOptions compareOptions;
      compareOptions.maxReported = options.maxReportedElements;
      oracle::Comparison comparison =
          oracle::compare(executed.value[i], *expectation, profile, compareOptions);
      if (comparison.maxUlpSlot >= 0)
        result.maxUlp = std::max(result.maxUlp.value_or(0), comparison.maxUlp);
      Verdict v = comparison.verdict();
      if (v == Verdict::kPass) continue;
      const std::string origin = i < test.outputs.size() ? test.outputs[i].origin : "";
      std::string explanation = comparison.explain();
      if (v == Verdict::kFail && upstreamMayDiffer(expected, profile)) {
        v = Verdict::kInconclusive;
        amplified = true;
        explanation =
            "differs from the oracle's value, but was computed from results that the spec or "
            "the profile's budgets leave open upstream, so a conforming backend may differ here "
            "too (hlo-cts reduce finds the first op that is wrong on its own inputs):\n" +
            explanation;
      }
      messages += fmt::format("{}output {}{}: {}\n", messages.empty() ? "" : "\n", i,
                              origin.empty() ? "" : " (" + origin + ")", explanation);
      if (v == Verdict::kInconclusive) {
        if (verdict == Verdict::kPass) verdict = Verdict::kInconclusive;
        continue;
      }
      verdict = Verdict::kFail;
      failedOutputs.push_back(i);
      if (result.clause.empty() && producer)
        result.clause = ClauseRef{producer->id(), "semantics", {}};
      const bool complex = isComplex(executed.value[i].elementType());
      for (const oracle::Mismatch& m : comparison.firstFailures) {
        if (result.failures.size() >= options.maxReportedElements) break;
        reports::ElementFailure failure;
        failure.output = static_cast<int>(i);
        failure.index = indexText(executed.value[i], m.element, m.part, complex);
        failure.actual = fmt::format("0x{:X}", m.actual);
        failure.allowed = m.explanation;
        // A distance only for an element that differs by one: a sign of zero
        // or a NaN is no ulp figure.
        if (m.ulp != UINT64_MAX && m.difference == oracle::Difference::kDistance)
          failure.ulp = m.ulp;
        result.failures.push_back(std::move(failure));
      }
    }
    if (verdict == Verdict::kFail) {
      messages = fmt::format("outputs outside what the spec allows under profile {}:\n{}",
                             profile.name(), messages);
      if (failedInsideARegion(test, failedOutputs)) {
        judgement.localization = LocalizationWanted::kFailedInsideARegion;
        judgement.outputsMessage = messages;
      }
      if (options.grade)
        judgement.toGrade = Judgement::FailedOutputs{std::move(*reference),
                                                     std::move(executed.value), failedOutputs};
    }
    if (verdict == Verdict::kInconclusive && amplified) {
      judgement.localization = LocalizationWanted::kAmplified;
      judgement.outputsMessage = messages;
    }
    return finish(std::move(result), verdict, std::move(messages));
  }();
  return judgement;
}

TestResult finishJudgement(Judgement judgement) {
  TestResult judged = std::move(judgement.result);
  if (const std::optional<Judgement::Repetition>& repeated = judgement.repetition)
    judged = markNondeterministic(
        std::move(judged), repeated->first, repeated->other, repeated->execution,
        fmt::format("execution {} of {}", repeated->execution, repeated->executions),
        repeated->maxReported, repeated->mayVary);
  judged.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - judgement.start).count();
  return judged;
}

}  // namespace hlo_cts::runner
