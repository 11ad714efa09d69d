// Localizing a failure (docs/architecture.md's data flow: judge → localize):
// which op of a failing program is wrong. The program runs on the backend with
// its intermediate values exposed; then each computing op of the entry, in
// program order, is judged on its own: a one-op program whose inputs are the
// backend's values of that op's operands. The first op wrong on its own inputs
// is the culprit. Judging each op on the backend's inputs, not the oracle's, is
// what lets an error upstream that the profile allows (an exp one ulp off)
// reach the op that goes wrong on it.
//
// A culprit that holds code (func.call, stablehlo.if / case / while / map)
// is looked inside, recursively: the callee's body, the branch its
// predicate takes, the loop's condition and body run one iteration at a
// time on the backend's values, or the map's body on the whole operands,
// each as a program of its own (regionAsTest). (The bodies of reduce,
// sort, scatter and the other ops that apply one many times are not: the
// values they are applied to are not the backend's to see.) The
// culprit is then the op inside, at the iteration where it goes wrong; a
// loop in which no op is wrong at any iteration is no culprit (its
// differences are allowed ones carried through the iterations, or that
// crossed its condition and changed its trip count).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {

struct Localization {
  bool found = false;
  int64_t opIndex = -1;        // in the body of the function or region holding it
  std::string op;              // its name
  suites::TestCase oneOpTest;  // the one-op program with those inputs
  reports::TestResult oneOpResult;
  // Where the culprit is, innermost first, each loop's iteration (counted
  // from 1) after the place of that loop: "op 3 of the body of
  // stablehlo.while, op 2 of @main, iteration 5"; "op 1 of @callee, called
  // by op 4 of @main".
  std::string where;
  // The iteration of the innermost loop around the culprit, if any.
  std::optional<int64_t> iteration;
  // The backend could not run the whole program (it crashed, hung, or
  // rejected the exposed program): the ops were judged on the oracle's
  // values of their operands instead.
  bool oracleInputs = false;
  int judgeCalls = 0;
  // When nothing is found: why the ops that were wrong on their own are not
  // culprits after all (a loop whose trip count changed because a value
  // the profile leaves open crossed its condition), or that the judge-call
  // budget ran out; one line each, empty when there is nothing to say.
  std::string notes;

  // The culprit and where it is: "stablehlo.multiply (op 3 of the body of
  // stablehlo.while, op 2 of @main, iteration 5)".
  std::string path() const { return op + " (" + where + ")"; }
};

// Whether a one-op verdict makes its op the culprit: a wrong value, or the
// backend dying or hanging on that op alone.
bool isCulpritVerdict(Verdict verdict);

// The one-op test of the entry's body op `opIndex`: operands defined by
// constants stay constants, every other operand (and value its regions
// capture) is an argument holding its value in `values`. An error when a
// value is missing (a token or tuple) or the op cannot stand alone.
Result<suites::TestCase> oneOpTest(const suites::TestCase& test, int64_t opIndex,
                                   const ValueTensors& values);

// found = false when no op is wrong on its own (the failure needs several
// ops together: a fusion), when the only ones are loops cleared as above,
// or when the judge-call budget ran out first; an error for a negative
// test, or when neither the backend nor the oracle can give the entry's
// intermediate values.
Result<Localization> localize(const suites::TestCase& test, backends::Backend& backend,
                              const JudgeOptions& options);

}  // namespace hlo_cts::runner
