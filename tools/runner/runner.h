// `hlo-cts run`'s engine: loads the tests under some paths, keeps this
// shard's, skips those already done (resume), and judges the rest on a
// backend over several threads, each with its own backend instance.
// Results are handed to `onResult` one at a time as tests finish (the
// journal writes them at once, so a killed run loses nothing).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "reports/test_result.h"
#include "suites/test_case.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {

struct RunConfig {
  std::vector<std::string> paths;  // files and directories of *.mlir tests
  // One instance per thread: called first on the thread that calls
  // runTests, before any other thread starts, then once on each of them.
  backends::BackendFactory backend;
  JudgeOptions judge;
  suites::ExtractOptions extract;
  int jobs = 1;
  int shardIndex = 0;          // GTEST_SHARD_INDEX
  int totalShards = 1;         // GTEST_TOTAL_SHARDS
  std::set<std::string> done;  // test ids already judged (resume): not run again
  bool progress = false;       // a live progress line on stderr
  // An unexpected failure is judged again up to `retries` times; one that
  // passes on a retry is a flake (TestResult::flaky), not a failure
  // (tools/runner/repeat.h).
  int retries = 0;
  // Executions of each compiled test on its inputs: outputs that differ
  // between two make it Nondeterministic.
  int repeat = 1;
  // Input sets each test with arguments is judged on, compiled once: set 0
  // its own inputs, then the sets of generators/input_sets.h (special
  // values, boundary indices, random) seeded by the test's id. The test's
  // result is set 0's unless another set fails (or is nondeterministic):
  // then that set's, its message saying which set, its reproducer holding
  // that set's inputs.
  int inputsPerProgram = 1;
  // Where each failing test's reproducer file goes (none when empty).
  std::string reproducerDir;
  // Called once per finished test, never concurrently.
  std::function<void(const reports::TestResult&)> onResult;
};

struct RunOutcome {
  std::vector<reports::TestResult> results;  // this run's, in the order they finished
  int64_t selected = 0;                      // tests of this shard, including those skipped as done
  int64_t skipped = 0;                       // already done
  double seconds = 0;
  // Backend instances that could not be opened after the first (their
  // threads' share went to the others).
  std::vector<Diagnostic> openErrors;
  // Entries of the trees walked that are not test files one can read
  // (SourceTree::skipped): one line each, for the console.
  std::vector<std::string> skippedEntries;
};

// The tests of this shard, in id order: the test cases of every file, and
// for a file that cannot be loaded (unreadable, not UTF-8, does not parse)
// one LoadError result in `unloadable`. The trees are walked with
// walkSourceTree; what it left out is in `skipped` (every shard's).
struct LoadedTests {
  std::vector<suites::TestCase> tests;
  std::vector<reports::TestResult> unloadable;
  std::vector<std::string> skipped;
};
Result<LoadedTests> loadTests(const RunConfig& config);

// Whether test number `index` (in id order) belongs to the shard.
inline bool inShard(size_t index, int shardIndex, int totalShards) {
  return totalShards <= 1 ||
         static_cast<int>(index % static_cast<size_t>(totalShards)) == shardIndex;
}

// An error only when no backend instance can be opened or a path does not exist.
Result<RunOutcome> runTests(const RunConfig& config);

}  // namespace hlo_cts::runner
