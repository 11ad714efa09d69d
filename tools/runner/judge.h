// Judging one test on one backend (docs/architecture.md, "Verdicts"): the
// backend compiles and runs the test's program on its inputs; the oracle
// evaluates the same program on the same inputs and says, per output element,
// what the spec allows under the profile; the verdict follows. The judge
// neither localizes nor grades: it says what it leaves to do, and its
// callers above it do it (verdict.h: the runner's judge(); grading.h).
#pragma once

#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "backends/backend.h"
#include "oracle/evaluator.h"
#include "oracle/profile.h"
#include "reports/test_result.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

// The judge's words before a backend's own message in a result's message;
// finding keys (finding_key.cpp) read the backend's message after them.
inline constexpr std::string_view kRejectedPrefix = "the backend rejected a valid program: ";
inline constexpr std::string_view kExecutionFailedPrefix = "execution failed: ";

struct JudgeOptions {
  const oracle::Profile* profile = nullptr;  // null: the built-in strict profile
  backends::CallOptions call;                // the backend's per-call time limit
  oracle::EvalOptions eval;                  // the oracle's budgets
  size_t maxReportedElements = 10;
  // Whether the runner's judge (verdict.h) localizes what the judge asks it
  // to (LocalizationWanted): an output that differs but was computed from
  // results the spec or the profile leaves open upstream is Fail when an op
  // is wrong on the backend's own values of its operands, else
  // Inconclusive. Localization judges one-op programs with this off.
  bool localizeAmplified = true;
  // A Fail is graded (tools/runner/grading.h: tier and mechanism); off for
  // the judgements grading itself makes.
  bool grade = true;
};

// The profile judging uses: options.profile, or the built-in strict one.
const oracle::Profile& profileOf(const JudgeOptions& options);

// The oracle's values of the test's outputs on its inputs, each with what
// the spec allows for it under the judging profile; an error when the
// oracle cannot evaluate the program.
Result<std::vector<oracle::RuntimeValue>> oracleReference(const suites::TestCase& test,
                                                          const JudgeOptions& options);

// What the spec allows for output `i` of `test` under the profile `reference`
// was evaluated with: its expectation, or its exact value named for the op
// that computed it.
std::shared_ptr<const oracle::TensorExpectation> outputExpectation(
    const suites::TestCase& test, const std::vector<oracle::RuntimeValue>& reference, size_t i);

// The op of the entry whose result output `i` is (null for an argument
// passed through).
const Operation* producerOf(const Module& program, const std::string& entry, size_t output);

// Whether a conforming backend may compute bits other than the oracle's
// flowing value for `value`: it was computed from a result the spec leaves
// open (an accumulation order, an interval), or from a correctly rounded one
// that the profile lets a backend miss by some ulps.
bool upstreamMayDiffer(const oracle::RuntimeValue& value, const oracle::Profile& profile);

// How judge runs the test's program; the defaults: compiled by judge,
// executed once.
struct Executions {
  // The test's program already compiled on this backend (kept by an earlier
  // judgement of a test with the same program, `keep`): not compiled again.
  backends::Executable* compiled = nullptr;
  // Where the executable judge compiled goes, to judge the same program on
  // other inputs (left empty when it compiled none).
  std::unique_ptr<backends::Executable>* keep = nullptr;
  // Executions of the program on the test's inputs: outputs whose bits
  // differ between two of them make the result Nondeterministic, with both
  // (tools/runner/repeat.h).
  int repeat = 1;
  // Where the first execution's outputs go (left empty when it did not run).
  std::vector<Tensor>* outputs = nullptr;
};

// Whether op `id` holds code that a difference can arise inside: a loop, a
// branch, a call or a map (localization looks inside them).
bool holdsRegions(OpId id);

// What the judge asks of localization (localize.h), which it never runs
// itself: the runner's judge (verdict.h) does, and folds what it finds into
// the result.
enum class LocalizationWanted {
  kNone,
  // A Fail whose failing output a loop, branch, call or map computed: an op
  // inside that is wrong on the backend's own values of its operands is the
  // failure instead.
  kFailedInsideARegion,
  // An Inconclusive whose outputs differ only downstream of results the spec
  // or the profile leaves open: an op wrong on the backend's own values of
  // its operands makes it a Fail.
  kAmplified,
};

// One test's judgement as the judge leaves it: the result, and what its
// callers still do before it is final (localize, grade, finishJudgement).
struct Judgement {
  reports::TestResult result;
  LocalizationWanted localization = LocalizationWanted::kNone;
  // The outputs' differences (the result's message as it is), which a
  // localized result's message quotes; set when localization is wanted.
  std::string outputsMessage;
  // A Fail whose elements were compared, to grade when options.grade
  // (grading.h's gradeFailure) unless localization puts an op's failure in
  // its place: the oracle's values, the backend's outputs, the failed ones.
  struct FailedOutputs {
    std::vector<oracle::RuntimeValue> reference;
    std::vector<Tensor> actual;
    std::vector<size_t> failed;
  };
  std::optional<FailedOutputs> toGrade;
  // A Fail that compared no element (the execution failed, outputs
  // missing): why, for gradeBroken (grading.h); empty otherwise.
  std::string broken;
  // An execution whose outputs differ from the first's (Executions::repeat):
  // finishJudgement makes the result Nondeterministic.
  struct Repetition {
    std::vector<Tensor> first;
    std::vector<Tensor> other;
    int execution = 0;   // which one differed
    int executions = 0;  // of how many
    std::vector<bool> mayVary;
    size_t maxReported = 0;
  };
  std::optional<Repetition> repetition;
  std::chrono::steady_clock::time_point start;
};

// Never throws; every outcome, including a backend that misbehaves, is a
// judgement. Never localizes nor grades (see Judgement). The verdicts, in
// the order they are decided:
//   negative test: Pass when compile rejects it, AcceptedInvalid when it compiles;
//   NotSupported   an op or element type the backend's capabilities exclude,
//                  or the backend says so at compile or execute;
//   BadTest        the file's own assertions fail on the oracle;
//   Inconclusive   the oracle cannot evaluate the program (an op it has no
//                  semantics for, a budget), or some element depends on an
//                  order the spec leaves open, or an output differs only
//                  where it was computed from results the spec or the
//                  profile leaves open upstream and no op is wrong on the
//                  backend's own values of its operands;
//   CompileRejected / Crash / Timeout  from the backend's calls;
//   Fail           an execution error, wrong output count or type, an
//                  element outside what the spec allows;
//   Pass           otherwise;
// and, once localized (verdict.h), Fail for an output computed from open
// results when an op is wrong on the backend's own values of its operands,
// named with its clause.
Judgement judgeWithoutLocalizing(const suites::TestCase& test, backends::Backend& backend,
                                 const JudgeOptions& options, const Executions& executions = {});

// The judgement's result once its callers have localized and graded it:
// Nondeterministic in place of its verdict when two of the executions gave
// different outputs (repeat.h's markNondeterministic), and timed.
reports::TestResult finishJudgement(Judgement judgement);

// What a program exercises: its computing ops by name (structure such as
// builtin.module, func.* and stablehlo.return left out) and the element
// types of every value it defines.
struct ProgramFeatures {
  std::set<std::string> ops;
  std::set<ElementType> elementTypes;
};
ProgramFeatures programFeatures(const Module& program);

// The ops and element types of `program` the backend does not declare (for
// NotSupported); empty when it declares them all.
std::string unsupportedFeatures(const Module& program, const backends::Capabilities& capabilities);

}  // namespace hlo_cts::runner
