// The result model every run produces and every writer reads
// (docs/architecture.md, "Verdicts"): one TestResult per test, in the order
// tests finished. The journal, results.json and JUnit XML are views of it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/result.h"
#include "spec/verdict.h"

namespace hlo_cts::reports {

// A result message's first line: the summary a one-line listing shows.
inline std::string firstLine(std::string_view text) {
  return std::string(text.substr(0, text.find('\n')));
}

// One element a Fail names: where, what the backend gave, what was allowed.
struct ElementFailure {
  int output = 0;               // which output of the test
  std::string index;            // "[1, 0]"; "[1, 0].imag" for a complex part
  std::string actual;           // "1.5 (0x3FC00000)"
  std::string allowed;          // "2 (0x40000000), correctly rounded ± 1 ulp"
  std::optional<uint64_t> ulp;  // distance to the reference, when defined
};

// One element a Nondeterministic result names: where two executions of the
// same compiled program on the same inputs gave different bits, and both.
struct ElementDivergence {
  int output = 0;
  std::string index;  // as ElementFailure's
  std::string first;  // execution 1's value: "1.5 (0x3FC00000)"
  std::string other;  // execution `execution`'s value
  int execution = 2;  // which execution (1-based) differed from the first
};

struct TestResult {
  std::string id;  // stable across runs: "<file relative to its root>::<function>"
  Verdict verdict = Verdict::kPass;
  double seconds = 0;                    // wall time of compile + execute + judging
  std::string message;                   // one paragraph: why (empty for a plain pass)
  ClauseRef clause;                      // the op and spec clause at stake, when known
  SourceLocation location;               // of the test function in its file
  std::vector<ElementFailure> failures;  // the first few failing elements
  std::optional<uint64_t> maxUlp;        // over compared float elements
  // What the test exercises, for the reports' op x element-type views: the
  // computing ops of its program (structure such as func.* and
  // stablehlo.return left out) and every element type it holds, each sorted
  // and by name (a report may read results of another build). Empty when
  // unknown: the file did not load, or an older results file.
  std::vector<std::string> ops;
  std::vector<std::string> elementTypes;
  // What the test file says the test is (suites::TestMeta): "positive",
  // "accuracy", "edge", "negative"; and the op it was written for. Empty
  // when the file does not say.
  std::string kind;
  std::string testedOp;
  // A file that reproduces a failure on its own: the program the backend
  // was given, with its inputs (empty when none was written).
  std::string reproducer;
  // For a Fail, what the spec's text makes of it (tools/runner/grading.h):
  // the tier ("semantic", "ieee-reading" or "profile"), the sentence that
  // decides it, the escape clauses that were weighed, and the mechanism the
  // difference is consistent with ("consistent with: fused multiply-add:
  // ..." or "no known mechanism"). Empty for other verdicts.
  std::string tier;
  std::string decidedBy;
  std::vector<std::string> escapes;
  std::string mechanism;
  // For a Nondeterministic result: the first few elements that differed.
  std::vector<ElementDivergence> divergences;
  // A flake: the verdict of the first attempt of a test that failed and
  // then passed on a retry (`verdict` is the retry's); empty otherwise.
  std::string flaky;
};

// Copies the grade (tier, decidedBy, escapes, mechanism) of `from` to `to`:
// a failure localized to one op carries that op's grade.
inline void copyGrade(const TestResult& from, TestResult& to) {
  to.tier = from.tier;
  to.decidedBy = from.decidedBy;
  to.escapes = from.escapes;
  to.mechanism = from.mechanism;
}

// Counts per verdict over a run, and the denominators a summary prints.
struct RunSummary {
  int64_t total = 0;
  int64_t counts[kNumVerdicts] = {};
  double seconds = 0;

  void add(Verdict verdict) {
    ++total;
    ++counts[static_cast<int>(verdict)];
  }
  int64_t count(Verdict verdict) const { return counts[static_cast<int>(verdict)]; }
};

// What the run was: written at the head of the journal and into every report.
struct RunInfo {
  std::string backend;         // as given to --backend
  std::string backendName;     // Capabilities::name
  std::string backendVersion;  // Capabilities::version
  std::string profile;
  std::string toolVersion;  // hlo-cts's own
  std::string startedAt;    // ISO 8601, UTC
  int shardIndex = 0;
  int totalShards = 1;
};

}  // namespace hlo_cts::reports
