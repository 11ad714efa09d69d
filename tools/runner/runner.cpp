#include "tools/runner/runner.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "generators/input_sets.h"
#include "numerics/mpfr_number.h"
#include "oracle/interpret.h"
#include "spec/source_files.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::runner {
namespace {

using Clock = std::chrono::steady_clock;

// The live line on a terminal: done/total, verdict counts, rate, ETA.
class Progress {
 public:
  Progress(bool enabled, int64_t total) : enabled_(enabled && isatty(2)), total_(total) {}
  ~Progress() {
    if (enabled_ && shown_) fmt::print(stderr, "\r\033[K");
  }

  void update(const reports::RunSummary& summary) {
    if (!enabled_) return;
    const auto now = Clock::now();
    if (summary.total < total_ && now - lastShown_ < std::chrono::milliseconds(100)) return;
    lastShown_ = now;
    shown_ = true;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const double rate = elapsed > 0 ? summary.total / elapsed : 0;
    const int64_t eta = rate > 0 ? static_cast<int64_t>((total_ - summary.total) / rate) : 0;
    int64_t failing = 0;
    for (int v = 0; v < kNumVerdicts; ++v)
      if (isFailure(static_cast<Verdict>(v))) failing += summary.counts[v];
    fmt::print(stderr, "\r\033[K[{}/{}] pass {} fail {} other {} | {:.1f} tests/s | ETA {}:{:02}",
               summary.total, total_, summary.count(Verdict::kPass), failing,
               summary.total - summary.count(Verdict::kPass) - failing, rate, eta / 60, eta % 60);
    std::fflush(stderr);
  }

 private:
  bool enabled_;
  int64_t total_;
  bool shown_ = false;
  Clock::time_point start_ = Clock::now();
  Clock::time_point lastShown_{};
};

// FNV-1a of a test's id: the seed of its input sets, the same on every run.
uint64_t idSeed(const std::string& id) {
  uint64_t hash = 0xCBF29CE484222325ull;
  for (unsigned char c : id) hash = (hash ^ c) * 0x100000001B3ull;
  return hash;
}

// `test` judged (with its retries and repeats), then, when it has inputs
// and compiled, on input sets 1.. of config.inputsPerProgram with the same
// executable, until one fails or is nondeterministic. `judged` is the test
// the result is of (for its reproducer).
reports::TestResult judgeOnInputSets(const suites::TestCase& test, backends::Backend& backend,
                                     const RunConfig& config,
                                     std::optional<suites::TestCase>& judged) {
  std::unique_ptr<backends::Executable> executable;
  Executions executions;
  executions.repeat = config.repeat;
  const bool more = config.inputsPerProgram > 1 && !test.negative && !test.inputs.empty();
  if (more) executions.keep = &executable;
  reports::TestResult result =
      judgeWithRetries(test, backend, config.judge, executions, config.retries);
  executions.keep = nullptr;
  executions.compiled = executable.get();
  for (int set = 1; more && executable && set < config.inputsPerProgram; ++set) {
    if (isFailure(result.verdict) || result.verdict == Verdict::kNondeterministic) break;
    Result<std::vector<Tensor>> inputs = generators::inputSet(
        *test.program, idSeed(test.id), set, generators::ValueOptions{}, test.entry);
    if (!inputs.ok()) break;
    suites::TestCase other = test;
    other.inputs = std::move(*inputs);
    reports::TestResult onSet =
        judgeWithRetries(other, backend, config.judge, executions, config.retries);
    if (!isFailure(onSet.verdict) && onSet.verdict != Verdict::kNondeterministic) continue;
    onSet.message = fmt::format("on input set {} ({}; its own inputs: {}): {}", set,
                                generators::inputSetKindName(generators::inputSetKind(set)),
                                verdictName(result.verdict), onSet.message);
    judged = std::move(other);
    return onSet;
  }
  return result;
}

reports::TestResult unloadableFile(const SourceFile& file, const Diagnostic& error) {
  reports::TestResult result;
  result.id = file.displayName;
  result.verdict = Verdict::kLoadError;
  result.location = error.location;
  result.clause = error.clause;
  result.message = "the file cannot be loaded: " + error.str();
  return result;
}

}  // namespace

Result<LoadedTests> loadTests(const RunConfig& config) {
  Result<SourceTree> tree = walkSourceTree(config.paths);
  if (!tree.ok()) return tree.takeError();
  LoadedTests all;
  all.skipped = std::move(tree->skipped);
  for (const SourceFile& file : tree->files) {
    Result<std::string> text = readSourceFile(file.path);
    if (!text.ok()) {
      all.unloadable.push_back(unloadableFile(file, text.error()));
      continue;
    }
    Result<std::vector<suites::TestCase>> tests =
        suites::extractTests(*text, file.displayName, config.extract);
    if (!tests.ok()) {
      all.unloadable.push_back(unloadableFile(file, tests.error()));
      continue;
    }
    for (suites::TestCase& test : *tests) all.tests.push_back(std::move(test));
  }
  std::sort(all.tests.begin(), all.tests.end(),
            [](const suites::TestCase& a, const suites::TestCase& b) { return a.id < b.id; });
  // Shard the union of tests and unloadable files, so each lands in one shard.
  LoadedTests shard;
  shard.skipped = std::move(all.skipped);
  size_t index = 0;
  for (suites::TestCase& test : all.tests)
    if (inShard(index++, config.shardIndex, config.totalShards))
      shard.tests.push_back(std::move(test));
  for (reports::TestResult& result : all.unloadable)
    if (inShard(index++, config.shardIndex, config.totalShards))
      shard.unloadable.push_back(std::move(result));
  return shard;
}

Result<RunOutcome> runTests(const RunConfig& config) {
  const auto start = Clock::now();
  Result<LoadedTests> loaded = loadTests(config);
  if (!loaded.ok()) return loaded.takeError();
  RunOutcome outcome;
  outcome.skippedEntries = std::move(loaded->skipped);
  outcome.selected = static_cast<int64_t>(loaded->tests.size() + loaded->unloadable.size());

  std::vector<const suites::TestCase*> pending;
  for (const suites::TestCase& test : loaded->tests)
    if (config.done.count(test.id))
      ++outcome.skipped;
    else
      pending.push_back(&test);

  std::mutex mutex;
  reports::RunSummary summary;
  Progress progress(config.progress, outcome.selected - outcome.skipped);
  auto record = [&](reports::TestResult result) {
    std::lock_guard<std::mutex> lock(mutex);
    summary.add(result.verdict);
    if (config.onResult) config.onResult(result);
    outcome.results.push_back(std::move(result));
    progress.update(summary);
  };
  for (reports::TestResult& result : loaded->unloadable)
    if (config.done.count(result.id))
      ++outcome.skipped;
    else
      record(std::move(result));

  // The first instance opens here, so a backend that cannot start is one
  // clear error before any test runs.
  Result<std::unique_ptr<backends::Backend>> first = config.backend();
  if (!first.ok()) return first.takeError();
  const int threads = std::max(1, std::min<int>(config.jobs, static_cast<int>(pending.size())));
  std::atomic<size_t> next{0};
  std::vector<std::thread> workers;
  auto work = [&](std::unique_ptr<backends::Backend> backend) {
    for (size_t i = next++; i < pending.size(); i = next++) {
      std::optional<suites::TestCase> judged;  // another input set's, when that one failed
      reports::TestResult result = judgeOnInputSets(*pending[i], *backend, config, judged);
      if (!config.reproducerDir.empty() && isFailure(result.verdict))
        result.reproducer =
            writeReproducer(judged ? *judged : *pending[i], result, config.reproducerDir);
      record(std::move(result));
    }
  };
  for (int t = 1; t < threads; ++t)
    workers.emplace_back([&] {
      // MPFR keeps per-thread caches (constants the oracle used): a thread
      // that ends must free its own.
      struct ReleaseCaches {
        ~ReleaseCaches() { numerics::releaseThreadMpfrCaches(); }
      } releaseCaches;
      Result<std::unique_ptr<backends::Backend>> backend = config.backend();
      if (!backend.ok()) {
        std::lock_guard<std::mutex> lock(mutex);
        outcome.openErrors.push_back(backend.error());
        return;  // the other workers take its share
      }
      work(std::move(*backend));
    });
  work(std::move(*first));
  for (std::thread& worker : workers) worker.join();
  outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return outcome;
}

}  // namespace hlo_cts::runner
