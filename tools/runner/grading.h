// What a failure is, by the spec's own text, and how it came about.
//
// A Fail means a backend's element lies outside what the judging profile
// allows. That is a claim about someone else's compiler, so each Fail is
// graded by the words of the spec (StableHLO spec, 004 in the seeds):
//   semantic      wrong under every reading: a wrong integer, an element
//                 moved or selected wrong, a NaN where IEEE arithmetic
//                 gives a number (or the reverse) in an op whose exceptions
//                 the spec fixes, a value no order of a sum gives;
//   ieee-reading  against the IEEE-754 behaviour the spec names for the op
//                 (a correctly rounded sum, quotient, ...), which its
//                 accuracy disclaimer 「現時点では、StableHLO では数値の正確性
//                 に関する保証はありません」 (no guarantee of numerical
//                 accuracy at present) or its clause on exceptions of
//                 non-standard ops could excuse;
//   profile       allowed by the spec's IEEE reading (spec-ieee.profile),
//                 outside only the budgets or transformations the judging
//                 profile declares.
// Each grade carries the sentence that decides it and the escape clauses
// weighed. Independently, the difference is tested against the mechanisms
// production compilers apply by design: a rewrite a profile can declare
// (oracle/ops/transformations.cpp: fused multiply-add, reciprocal
// division, excess precision, reassociation, XLA's expansion of
// batch_norm), subnormals flushed on input or output, an approximation
// within the error XLA's own exhaustive tests allow the function, and the
// compiler's constant folder (the difference disappears when the
// program's constants become arguments).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

// The spec's IEEE reading: IEEE basic operations correctly rounded, the
// accuracy of every other function open, no flushing
// (suites/profiles/spec-ieee.profile).
const oracle::Profile& specIeeeProfile();

// The mechanism the elements of `actual` that fail against `expected` under
// `profile` are consistent with, from `diagnostic` (the same output's
// expectation evaluated with every transformation allowed): the distinct
// readings that admit them, "no known mechanism" when none does; with a
// count when only some are explained.
std::string mechanismOf(const Tensor& actual, const oracle::TensorExpectation& expected,
                        const oracle::TensorExpectation& diagnostic,
                        const oracle::Profile& profile);

// Grades a Fail of `test` on `backend`, whose outputs were `actual` against
// `reference`, the oracle's values under the judging profile (those
// numbered in `failedOutputs` outside what the judging profile allows):
// fills result.tier, decidedBy, escapes and mechanism. Evaluates the program
// again on the oracle under spec-ieee and with every transformation allowed, and, when nothing else
// explains the difference and the program has constants, runs it once more on the backend with its
// constants as arguments. `judgeVariant` judges those variants of the test
// on the backend: the caller's own judge (the runner's judge in verdict.h,
// which localizes), so a variant is judged as the test was.
using JudgeVariant =
    std::function<reports::TestResult(const suites::TestCase&, const JudgeOptions&)>;
void gradeFailure(const suites::TestCase& test, const std::vector<oracle::RuntimeValue>& reference,
                  const std::vector<Tensor>& actual, const std::vector<size_t>& failedOutputs,
                  const JudgeOptions& options, const JudgeVariant& judgeVariant,
                  reports::TestResult& result);

// Grades a Fail that compared no element (the execution of a valid program
// failed, outputs missing): semantic, for `why`.
void gradeBroken(reports::TestResult& result, std::string why);

// Grades what `judgement` leaves to grade (judge.h): its compared Fail
// (gradeFailure, variants judged by `judgeVariant`) or its broken one.
void gradeJudgement(Judgement& judgement, const suites::TestCase& test, const JudgeOptions& options,
                    const JudgeVariant& judgeVariant);

// The judge's judgement graded and finished, never localized: how
// localization judges the programs it builds (one op, one loop iteration).
reports::TestResult judgeAndGrade(const suites::TestCase& test, backends::Backend& backend,
                                  const JudgeOptions& options, const Executions& executions = {});

}  // namespace hlo_cts::runner
