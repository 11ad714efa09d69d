// Reducing a failing test (docs/architecture.md's data flow: judge → reduce →
// reproducer .mlir): delta debugging on the program and its inputs while the
// same FailureSignature persists, bounded by a budget of judge calls. Every
// candidate is a whole test judged like any other, so a reduction never keeps a
// program the checker rejects or one that fails differently.
//
// First the localizer's one-op test (the culprit on the backend's inputs),
// when it fails with the same signature; then the program's constants
// become arguments, so that the steps below can shrink them: kept as
// arguments when the failure persists, else, when it persists with every
// value a constant (a compiler's constant folder is wrong, its run-time
// code right), every later candidate is judged with its arguments made
// constants again, and so is the reproducer written. The steps, repeated
// while one of them makes progress:
//   * drop outputs;
//   * drop ops: an op's results become new arguments holding the values the
//     oracle computed for them (ops nothing reads any more go too);
//   * shrink shapes: arguments sliced to the failing element, or halved
//     (every dimension of one size at once, or one dimension of the
//     arguments of one shape); result types inferred again by the
//     catalogue, so only through ops it has an inference for (not yet
//     dot_general, convolution, broadcast_in_dim), and only where
//     the checker accepts the result;
//   * simplify values: whole arguments, then chunks of elements, set to 0,
//     to 1, or to the first failing element's input;
//   * simplify attributes: discardable attributes and locations dropped,
//     then properties the checker finds optional.
#pragma once

#include <string>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

// What identifies a failure across programs, for deduplication: the verdict,
// the op and clause at stake, the element type of the op's result.
struct FailureSignature {
  Verdict verdict = Verdict::kPass;
  std::string op;           // "stablehlo.exponential"; empty when unknown
  std::string clause;       // ClauseRef string when known
  std::string elementType;  // "f32"
  // One line, stable: "Fail stablehlo.exponential f32" (the verdict in
  // CamelCase, then the op and element type when known).
  std::string str() const;
  bool operator==(const FailureSignature&) const = default;
};
// The element type is that of the first failing element's output, or of the
// clause's op's first result in the entry when no element is reported; a
// Nondeterministic result's op and type are those of the op computing the
// first output whose elements differed.
FailureSignature signatureOf(const suites::TestCase& test, const reports::TestResult& result);

struct ReduceOptions {
  int maxJudgeCalls = 500;
  // Executions of each candidate (tools/runner/repeat.h): a Nondeterministic
  // result is reduced while its outputs still differ between executions,
  // which takes 2 or more; its candidates are not localized (the localizer
  // judges single executions).
  int repeat = 1;
};

struct Reduction {
  suites::TestCase reduced;
  reports::TestResult result;  // the reduced test's verdict (same signature)
  FailureSignature signature;
  int opsBefore = 0, opsAfter = 0;  // computing ops in the entry (countComputingOps)
  int judgeCalls = 0;
  // Self-contained .mlir: inputs and the oracle's expectation inline
  // (exported-test convention, reproducer.h's exportedReproducer).
  std::string reproducer;
  // Whether `reproducer`, read back as `hlo-cts run` reads it and judged on
  // the backend, fails with the same signature (one judge call more).
  bool reproducesAsWritten = false;
  // One line: signature, clause, element, ops before -> after.
  std::string summary;
};

// An error for a test that does not fail (nothing to reduce), a negative
// test, a failure whose test the oracle cannot evaluate, or a
// Nondeterministic result with `repeat` below 2.
Result<Reduction> reduce(const suites::TestCase& test, const reports::TestResult& failure,
                         backends::Backend& backend, const JudgeOptions& options,
                         const ReduceOptions& reduceOptions = {});

}  // namespace hlo_cts::runner
