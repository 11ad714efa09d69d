// A failing test as a file that reproduces it on its own: the program the
// backend was given, its inputs, and how to run it (with the oracle through
// `hlo-cts interpret --args`, or with the vendor's own tool).
#pragma once

#include <string>

#include "reports/test_result.h"
#include "suites/test_case.h"

namespace hlo_cts::runner {

// The reproducer's text: a comment header (test id, verdict, clause, the
// message, the inputs as an --args list) and the program.
std::string reproducerText(const suites::TestCase& test, const reports::TestResult& result);

// Writes it to `dir`/<id made a file name>.mlir and returns the path, or ""
// when it cannot be written.
std::string writeReproducer(const suites::TestCase& test, const reports::TestResult& result,
                            const std::string& dir);

}  // namespace hlo_cts::runner
