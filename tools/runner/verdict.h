// The runner's judgement of one test (docs/architecture.md, "Verdicts"):
// the judge's (judge.h), localized where it asks for it (localize.h) and
// graded (grading.h), then finished. The judge sits below localization and
// grading, which judge the programs they build; this sits above all three,
// so none of them reaches back up. `hlo-cts run`, campaigns, reduction and
// the fuzzers judge through here.
#pragma once

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

// judgeWithoutLocalizing's judgement; when it asks for localization and
// options.localizeAmplified allows, localize's finding folded in:
//   failed inside a region: the op inside that is wrong on the backend's
//     own values of its operands (not itself a loop, branch, call or map)
//     is the failure, with its clause, elements and grade;
//   amplified: that op's failure, or Inconclusive saying why no op is one;
// then the Fail graded (variants judged by this same judge) and finished.
reports::TestResult judge(const suites::TestCase& test, backends::Backend& backend,
                          const JudgeOptions& options, const Executions& executions = {});

// judge(), and while the verdict is a failure, up to `retries` more times
// (on the program the first attempt compiled, when it compiled one).
// A retry whose outputs differ from the first attempt's makes the test
// Nondeterministic (markNondeterministic); one that does not fail otherwise
// makes it a flake: the retry's result with `flaky` set to the first
// attempt's verdict. A failure that stays is the first attempt's result.
reports::TestResult judgeWithRetries(const suites::TestCase& test, backends::Backend& backend,
                                     const JudgeOptions& options, const Executions& executions,
                                     int retries);

}  // namespace hlo_cts::runner
