// Running a test more than once (deqp-runner's flakes, and what GPU
// reductions and scatters with atomics do): outputs that differ between
// executions of one compiled program on the same inputs make a test
// Nondeterministic, shown with both outputs; an unexpected failure is
// judged again before it counts, and one that passes on a retry is a flake
// (judgeWithRetries, verdict.h).
#pragma once

#include <string>
#include <vector>

#include "reports/test_result.h"
#include "spec/ir.h"
#include "spec/tensor.h"

namespace hlo_cts::runner {

// For each output of `entry`: whether the spec lets its value differ between
// executions. An output computed from a stablehlo.rng may ("the exact way
// how random numbers are generated is implementation-defined. For example,
// they may or may not be deterministic", spec, rng); rng_bit_generator's
// output is "a deterministic function of initial_state" and may not.
std::vector<bool> outputsThatMayVary(const Module& module, std::string_view entry);

// Whether two executions' outputs are the same, bit for bit, apart from the
// outputs `mayVary` marks.
bool sameOutputs(const std::vector<Tensor>& a, const std::vector<Tensor>& b,
                 const std::vector<bool>& mayVary = {});

// `judged` (the judgement of the first execution's outputs) made
// Nondeterministic: the first execution gave `first`, execution number
// `execution` (`which` says it in words: "execution 3 of 4", "a retry")
// gave `other`. The message says how many elements differ and what the
// first outputs were judged alone; the first `maxReported` differing
// elements are its divergences; the failing elements and grade go. Outputs
// `mayVary` marks are not compared.
reports::TestResult markNondeterministic(reports::TestResult judged,
                                         const std::vector<Tensor>& first,
                                         const std::vector<Tensor>& other, int execution,
                                         const std::string& which, size_t maxReported,
                                         const std::vector<bool>& mayVary = {});

}  // namespace hlo_cts::runner
