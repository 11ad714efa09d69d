// Running a test more than once (deqp-runner's flakes, and what GPU
// reductions and scatters with atomics do): outputs that differ between
// executions of one compiled program on the same inputs make a test
// Nondeterministic, shown with both outputs; an unexpected failure is
// judged again before it counts, and one that passes on a retry is a flake.
#pragma once

#include <string>
#include <vector>

#include "reports/test_result.h"
#include "spec/tensor.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

// Whether two executions' outputs are the same, bit for bit.
bool sameOutputs(const std::vector<Tensor>& a, const std::vector<Tensor>& b);

// `judged` (the judgement of the first execution's outputs) made
// Nondeterministic: the first execution gave `first`, execution number
// `execution` (`which` says it in words: "execution 3 of 4", "a retry")
// gave `other`. The message says how many elements differ and what the
// first outputs were judged alone; the first `maxReported` differing
// elements are its divergences; the failing elements and grade go.
reports::TestResult markNondeterministic(reports::TestResult judged,
                                         const std::vector<Tensor>& first,
                                         const std::vector<Tensor>& other, int execution,
                                         const std::string& which, size_t maxReported);

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
