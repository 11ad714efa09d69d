// `hlo-cts interpret`: runs the test functions of a StableHLO text file on the
// oracle the way `stablehlo-translate --interpret -split-input-file` runs the
// interpreter's own tests — every function that takes no arguments, in every
// `// -----` split — and judges each by its `check.*` assertions (the check
// dialect of openxla/stablehlo, CheckOps.td; docs/suites.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"
#include "spec/result.h"
#include "spec/verdict.h"

namespace hlo_cts::oracle {

// One function run.
struct FunctionRun {
  std::string name;         // without '@'
  SourceLocation location;  // of the func.func
  bool passed = true;       // no evaluation error and no failed check
  int checksRun = 0;
  // Checks the oracle's result fails: the test's own expected value lies
  // outside every result the spec allows (beyond the check's tolerance).
  std::vector<CheckOutcome> failedChecks;
  // Checks that could be neither passed nor failed (CheckOutcome::inconclusive).
  std::vector<CheckOutcome> inconclusiveChecks;
  // Passing checks whose tolerance absorbed a difference from the expected
  // constant (the message lists those elements).
  std::vector<CheckOutcome> inexactChecks;
  std::string error;  // evaluation error ("" when it ran to completion)

  // kFail: the function could not be evaluated (its error); kBadTest: it
  // ran and a check failed, so the oracle, which computes what the spec
  // defines, says the test expects something the spec does not allow;
  // kInconclusive: some check could not be decided; kPass otherwise.
  Verdict verdict() const;
  // "PASS @name (file:line), N checks", "FAIL @name (file:line): error",
  // "BAD-TEST @name (file:line)" or "INCONCLUSIVE @name (file:line)", with
  // the failing or undecided checks' element details (the element, the
  // test's value, the oracle's correctly rounded value, the ulp distance)
  // on the following lines; with `notes`, also the inexact elements of
  // passing checks.
  std::string describe(bool notes = false) const;
};

struct InterpretReport {
  std::vector<FunctionRun> runs;
  // Errors of the modules (`// -----` splits) that failed verification:
  // their functions are not run, the other splits' are.
  std::vector<Diagnostic> rejected;
  // Every function passed and every module verified.
  bool allPassed() const;
  int count(Verdict verdict) const;
  int failures() const { return count(Verdict::kFail); }
};

// The functions the interpreter's test runner executes: defined, taking no
// arguments, and not private (private zero-argument functions are helpers
// such as the @inputs / @expected of exported tests, run through their caller).
bool isTestFunction(const FunctionView& function);

// Runs one test function and collects its checks' outcomes.
FunctionRun runTestFunction(const VerifiedModule& module, const FunctionView& function,
                            const EvalOptions& options = {});

// Verifies each module of a file's text, then runs the functions of those
// that verify. An error only when the text does not parse; verification
// errors are `rejected`, evaluation errors failed runs.
Result<InterpretReport> interpretText(std::string_view text, const std::string& filename,
                                      const EvalOptions& options = {});
// The same for a file on disk (an error when it cannot be read).
Result<InterpretReport> interpretFile(const std::string& path, const EvalOptions& options = {});

// `stablehlo-translate --interpret --args="[dense<1> : tensor<2xi32>, ...]"`:
// runs @main (or the file's only function) of a single-module text on the
// arguments, given as an array of dense elements attributes; returns its
// results. Errors for arguments that are not such an array or do not match
// main's signature, for a module that fails verification (its first error),
// and for evaluation errors.
Result<std::vector<RuntimeValue>> runMainWithArgs(std::string_view text,
                                                  const std::string& filename,
                                                  std::string_view args,
                                                  const EvalOptions& options = {});
// A text file's contents, read as readSourceFile (spec/source_files.h)
// reads a test file: never opens a FIFO, refuses text that is not UTF-8.
Result<std::string> readTextFile(const std::string& path);

}  // namespace hlo_cts::oracle
