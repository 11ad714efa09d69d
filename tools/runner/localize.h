// Localizing a failure (DESIGN.md's data flow: judge → localize): which op
// of a failing program is wrong. The program runs on the backend with its
// intermediate values exposed; then each computing op of the entry, in
// program order, is judged on its own: a one-op program whose inputs are
// the backend's values of that op's operands. The first op wrong on its own
// inputs is the culprit. Judging each op on the backend's inputs, not the
// oracle's, is what lets an error upstream that the profile allows (an exp
// one ulp off) reach the op that goes wrong on it.
#pragma once

#include <cstdint>
#include <string>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {

struct Localization {
  bool found = false;
  int64_t opIndex = -1;        // in the entry function's body
  std::string op;              // its name
  suites::TestCase oneOpTest;  // the one-op program with those inputs
  reports::TestResult oneOpResult;
  // The backend could not run the whole program (it crashed, hung, or
  // rejected the exposed program): the ops were judged on the oracle's
  // values of their operands instead.
  bool oracleInputs = false;
  int judgeCalls = 0;
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
// ops together: a fusion); an error for a negative test, or when neither
// the backend nor the oracle can give the intermediate values.
Result<Localization> localize(const suites::TestCase& test, backends::Backend& backend,
                              const JudgeOptions& options);

}  // namespace hlo_cts::runner
