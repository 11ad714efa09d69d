// A failing test as a file that reproduces it on its own: the program the
// backend was given, its inputs, and how to run it (with the oracle through
// `hlo-cts interpret --args`, or with the vendor's own tool).
#pragma once

#include <string>

#include "reports/test_result.h"
#include "spec/result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

// The reproducer's text: a comment header (test id, verdict, clause, the
// message, the inputs as an --args list) and the program.
std::string reproducerText(const suites::TestCase& test, const reports::TestResult& result);

// Writes it to `dir`/<id made a file name>.mlir and returns the path, or ""
// when it cannot be written.
std::string writeReproducer(const suites::TestCase& test, const reports::TestResult& result,
                            const std::string& dir);

// The test as a file in the exported-test convention (docs/suites.md), which
// `hlo-cts run` and `hlo-cts interpret` read back as the same test: a public
// @main without arguments that calls a private @inputs (the inputs as
// constants) and @expected (the oracle's values), runs the program, asserts
// each output with a custom_call @check.* and returns the outputs. The
// assertion is check.expect_eq on exact outputs and check.expect_close within
// the profile's ulp budget on correctly rounded ones; where the spec allows a
// set (an interval, any NaN) the oracle's own value is asserted, and `hlo-cts
// run` still judges by the set. A comment header says what failed and how. An
// error when the oracle cannot evaluate the program.
Result<std::string> exportedReproducer(const suites::TestCase& test,
                                       const reports::TestResult& result,
                                       const JudgeOptions& options);

// The exported test itself (what exportedReproducer writes after its
// header): its test function named `function` ("main" when empty) and
// carrying `meta` as its hlo_cts.test attribute when `meta` is not empty.
// Test suites are written this way.
Result<suites::TestCase> exportedTest(const suites::TestCase& test, const JudgeOptions& options,
                                      const std::string& function = {},
                                      const suites::TestMeta& meta = {});

}  // namespace hlo_cts::runner
