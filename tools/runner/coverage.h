// Spec coverage computed from the test programs themselves (`hlo-cts
// coverage`): the checker verified each program, so walking it tells which
// ops (nested regions included), element types and attribute features it
// exercises; the oracle evaluates it to tell which special values reach
// each op's operands; a negative test's first checker error names the
// clause it breaks. Nothing is read from hand-written tags.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "reports/coverage_report.h"
#include "reports/test_result.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

// Which verdicts of a results file count as "the test ran": the backend ran
// it to a judged end. Pass and Fail (a positive test executed; a negative
// one rejected), AcceptedInvalid (a negative test was compiled). Left out:
// NotSupported (never run), CompileRejected, Crash and Timeout (it did not
// complete), Inconclusive and BadTest (nothing was judged).
bool countsAsRun(Verdict verdict);
std::vector<std::string> countedVerdictNames();

struct CoverageOptions {
  // Ids of the tests that ran (from results files); absent: every test
  // counts.
  std::optional<std::set<std::string>> ran;
  // Wall time the oracle may spend on one test's values (special-value
  // points); a test that takes longer covers none of them.
  std::chrono::milliseconds valueBudget{2000};
  bool evaluateValues = true;
};

// Accumulates tests one at a time (a corpus need not be in memory at once)
// into the report's model, every op and clause of the catalogue included,
// covered or not.
class CoverageCollector {
 public:
  explicit CoverageCollector(CoverageOptions options = {});

  void addTest(const suites::TestCase& test);
  void addUnloadable(const std::string& what);
  reports::CoverageReport finish() &&;

 private:
  void addPositive(const suites::TestCase& test);
  void addNegative(const suites::TestCase& test);
  void addSpecialValues(const suites::TestCase& test);

  CoverageOptions options_;
  reports::CoverageReport report_;
  std::map<OpId, size_t> opIndex_;  // into report_.ops
};

// Every test of every *.mlir file under `paths`, through the collector; an
// error when a path cannot be read (a file that does not parse is listed in
// the report's errors instead).
Result<reports::CoverageReport> computeCoverage(const std::vector<std::string>& paths,
                                                const CoverageOptions& options = {});

// The ids of `results` whose verdict countsAsRun.
std::set<std::string> testsThatRan(const std::vector<reports::TestResult>& results);

}  // namespace hlo_cts::runner
