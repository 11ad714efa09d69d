// What the HTML conformance report counts, apart from how it is drawn: the
// denominators of a summary, the op and element type each test is filed
// under, the op x element-type matrix, and the tests of several runs side by
// side. Everything here reads TestResults only, so results of any build (and
// older files without "ops" / "elementTypes") can be reported.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "reports/test_result.h"

namespace hlo_cts::reports {

// Tests that say something about the backend: pass plus the failure verdicts
// (fail, crash, timeout, compile-rejected, accepted-invalid). Not-supported,
// inconclusive, bad-test and load-error are left out: the backend declined,
// the oracle could not decide, or the test itself is wrong or unreadable.
int64_t judgedCount(const RunSummary& summary);
// pass / judged; nullopt when nothing was judged.
std::optional<double> passRate(const RunSummary& summary);

inline constexpr const char* kUnknownSubject = "(unknown)";
inline constexpr const char* kSeveralOps = "(several ops)";
inline constexpr const char* kMixedTypes = "(mixed)";

// The op and element type a test is filed under. The op: the clause's op
// when a failure names one; else the op its file is named for ("add.mlir":
// stablehlo.add) when the test has it; else its one op other than
// stablehlo.constant; else kSeveralOps (kUnknownSubject without ops). The
// type: the type its function name ends in ("add_op_test_f32") when the test
// has it; else its one element type, or one besides i1 (comparisons, select);
// else kMixedTypes (kUnknownSubject without types).
struct TestSubject {
  std::string op;
  std::string elementType;
};
TestSubject subjectOf(const TestResult& result);

struct OpTypeMatrix {
  std::vector<std::string> ops;    // rows, by name
  std::vector<std::string> types;  // columns, in the element-type list's order
  std::map<std::pair<std::string, std::string>, RunSummary> cells;  // (op, type)

  const RunSummary* cell(const std::string& op, const std::string& type) const;
};
OpTypeMatrix opTypeMatrix(const std::vector<TestResult>& results);

// Several runs' verdicts per test: one row per test id of any run, a column
// per run (nullopt where the run has no such test). Rows whose verdicts
// differ come first, then the rest, each part by id.
struct CrossRunRow {
  std::string id;
  std::vector<std::optional<Verdict>> verdicts;
  bool differs = false;
};
std::vector<CrossRunRow> crossRunRows(const std::vector<const std::vector<TestResult>*>& runs);

}  // namespace hlo_cts::reports
