// `hlo-cts run`'s options and action, shared with `hlo-cts conformance`
// (which runs it with fixed flags and packages the results).
#pragma once

#include <string>
#include <vector>

#include "tools/cli/backend_choice.h"

namespace hlo_cts::cli {

struct RunOptions {
  BackendChoice backend;
  int jobs = 0;  // 0: every core
  double timeoutSeconds = 60;
  std::vector<std::string> paths;
  std::string resultsDir = "hlo-cts-results";
  std::string expectations;
  bool resume = false;
  bool constantsAsArguments = true;
  bool quiet = false;
  bool verbose = false;
  int retries = 0;           // an unexpected failure judged again up to this many times
  int repeat = 1;            // executions of each compiled test (nondeterminism)
  int inputsPerProgram = 1;  // input sets each test with arguments is judged on
};

// Runs the tests, writes journal.jsonl, results.json and junit.xml into
// options.resultsDir, prints the summary; returns the exit code (0: every
// result matches the expectations, or no failure without a file; 1
// otherwise; 2 bad usage or unreadable input).
int runRun(const RunOptions& options);

// The current UTC time as 2026-01-31T12:00:00Z.
std::string nowIso8601();

}  // namespace hlo_cts::cli
