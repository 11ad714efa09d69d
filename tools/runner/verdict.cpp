#include "tools/runner/verdict.h"

#include <fmt/format.h>

#include "tools/runner/grading.h"
#include "tools/runner/localize.h"
#include "tools/runner/repeat.h"

namespace hlo_cts::runner {
namespace {

using reports::TestResult;

// An output differs where the backend may have picked another allowed
// result upstream: the op that is wrong on the backend's own values of its
// operands, if there is one, is the failure (with its clause and elements);
// if none is, the differences are allowed ones grown by later ops.
// The failure is the culprit's: its clause, elements and grade, and a
// message that names where it is (the op inside a loop body or callee, and
// the iteration).
TestResult blame(TestResult result, const Localization& found, const std::string& messages) {
  const TestResult& culprit = found.oneOpResult;
  result.clause = culprit.clause;
  result.failures = culprit.failures;
  result.maxUlp = culprit.maxUlp;
  reports::copyGrade(culprit, result);
  result.verdict = culprit.verdict;
  result.message = fmt::format(
      "{} is wrong on the backend's own values of its operands{}:\n{}\nthe whole program's "
      "outputs:\n{}",
      found.path(),
      found.oracleInputs ? " (the oracle's values: the backend could not expose its own)" : "",
      culprit.message, messages);
  return result;
}

// An amplified difference (Inconclusive) once localized: a culprit's
// failure, or Inconclusive saying why there is none.
TestResult foldAmplified(TestResult result, const Result<Localization>& found,
                         const std::string& messages) {
  if (!found.ok()) {
    result.message = messages + "\n(not localized: " + found.error().str() + ")";
    return result;
  }
  if (!found->found) {
    result.message =
        messages + "\nlocalized: no op is wrong on the backend's own values of its " +
        (found->notes.empty() ? "operands, so these are allowed differences grown by later ops"
                              : "operands:\n" + found->notes);
    return result;
  }
  return blame(std::move(result), *found, messages);
}

}  // namespace

TestResult judge(const suites::TestCase& test, backends::Backend& backend,
                 const JudgeOptions& options, const Executions& executions) {
  Judgement judgement = judgeWithoutLocalizing(test, backend, options, executions);
  if (judgement.localization != LocalizationWanted::kNone && options.localizeAmplified) {
    JudgeOptions inner = options;
    inner.localizeAmplified = false;
    Result<Localization> found = localize(test, backend, inner);
    if (judgement.localization == LocalizationWanted::kAmplified) {
      judgement.result =
          foldAmplified(std::move(judgement.result), found, judgement.outputsMessage);
    } else if (found.ok() && found->found && !holdsRegions(opIdOf(found->op))) {
      // The culprit's result brings its own grade.
      judgement.result = blame(std::move(judgement.result), *found, judgement.outputsMessage);
      judgement.toGrade.reset();
    }
  }
  gradeJudgement(judgement, test, options,
                 [&backend](const suites::TestCase& variant, const JudgeOptions& variantOptions) {
                   return judge(variant, backend, variantOptions);
                 });
  return finishJudgement(std::move(judgement));
}

reports::TestResult judgeWithRetries(const suites::TestCase& test, backends::Backend& backend,
                                     const JudgeOptions& options, const Executions& executions,
                                     int retries) {
  std::vector<Tensor> firstOutputs;
  std::unique_ptr<backends::Executable> kept;  // the first attempt's, when the caller keeps none
  Executions first = executions;
  if (retries > 0 && !first.outputs) first.outputs = &firstOutputs;
  if (retries > 0 && !first.compiled && !first.keep) first.keep = &kept;
  reports::TestResult result = judge(test, backend, options, first);
  const std::vector<bool> mayVary = retries > 0 && isFailure(result.verdict) && test.program
                                        ? outputsThatMayVary(*test.program, test.entry)
                                        : std::vector<bool>();
  for (int retry = 0; retry < retries && isFailure(result.verdict); ++retry) {
    std::vector<Tensor> outputs;
    Executions again = executions;
    again.keep = nullptr;
    // The same compiled program when the first attempt compiled one (a
    // compile that failed is attempted again).
    if (!again.compiled && first.keep && *first.keep) again.compiled = first.keep->get();
    again.outputs = &outputs;
    reports::TestResult retried = judge(test, backend, options, again);
    if (!first.outputs->empty() && !outputs.empty() &&
        !sameOutputs(*first.outputs, outputs, mayVary))
      return markNondeterministic(std::move(result), *first.outputs, outputs, 2,
                                  fmt::format("retry {}", retry + 1), options.maxReportedElements,
                                  mayVary);
    if (!isFailure(retried.verdict)) {
      retried.flaky = std::string(verdictName(result.verdict));
      return retried;
    }
  }
  return result;
}

}  // namespace hlo_cts::runner
