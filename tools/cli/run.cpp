// `hlo-cts run --backend B [PATHS...]`: judges a backend on test files (the CI
// gate of docs/commands.md, "run"). The engine is tools/runner/; this file
// wires it to the journal (written as tests finish; --resume finishes a killed
// run), results.json and JUnit XML, the expectations file, and the exit code.
// Exit: 0 when every result matches the expectations (without a file: no
// failure verdict; a test file that cannot be loaded is a load-error, a
// failure), 1 otherwise, 2 for bad usage, a path given that is not a file or
// directory, or results that cannot be written.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <thread>

#include "backends/backend.h"
#include "reports/expectations.h"
#include "reports/journal.h"
#include "reports/junit.h"
#include "reports/results_json.h"
#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"
#include "tools/cli/run.h"
#include "tools/runner/runner.h"

namespace hlo_cts::cli {
namespace {

int envInt(const char* name, int fallback) {
  const char* value = std::getenv(name);
  if (!value || !*value) return fallback;
  try {
    return std::stoi(value);
  } catch (...) {
    return -1;
  }
}

// "527 tests: 498 pass (94.5%), 29 not-supported (5.5%)".
std::string summaryLine(const reports::RunSummary& summary) {
  std::string counts;
  for (int v = 0; v < kNumVerdicts; ++v)
    if (summary.counts[v] > 0)
      counts += fmt::format("{}{} {} ({:.1f}%)", counts.empty() ? "" : ", ", summary.counts[v],
                            verdictName(static_cast<Verdict>(v)),
                            100.0 * summary.counts[v] / summary.total);
  return fmt::format("{} test{}: {}", summary.total, summary.total == 1 ? "" : "s",
                     counts.empty() ? "none" : counts);
}

void printResult(const reports::TestResult& result, bool verbose) {
  if (!result.flaky.empty())
    fmt::print("flake {}: {} on the first attempt, {} on a retry\n", result.id, result.flaky,
               verdictName(result.verdict));
  if (isFailure(result.verdict) || result.verdict == Verdict::kBadTest ||
      result.verdict == Verdict::kNondeterministic ||
      (verbose && result.verdict != Verdict::kPass)) {
    std::string where = result.clause.empty() ? "" : " [" + result.clause.str() + "]";
    fmt::print("{} {}{}: {}\n", verdictName(result.verdict), result.id, where, result.message);
    if (!result.tier.empty())
      fmt::print("  tier: {} ({})\n  mechanism: {}\n", result.tier, result.decidedBy,
                 result.mechanism);
    if (!result.reproducer.empty()) fmt::print("  reproducer: {}\n", result.reproducer);
  }
}

// The run's journal: a new one, or with --resume the earlier run's, whose
// results go into `results` and whose tests the runner skips.
Result<std::unique_ptr<reports::JournalWriter>> openJournal(
    const std::string& path, bool resume, const reports::RunInfo& info, runner::RunConfig& config,
    std::vector<reports::TestResult>& results) {
  std::error_code error;
  if (!resume || !std::filesystem::exists(path, error))
    return reports::JournalWriter::create(path, info);
  reports::JournalContents existing;
  Result<std::unique_ptr<reports::JournalWriter>> journal =
      reports::JournalWriter::resume(path, info, &existing);
  if (!journal.ok()) return journal;
  for (const Diagnostic& warning : existing.warnings) fmt::print(stderr, "{}\n", warning.str());
  for (reports::TestResult& result : existing.results) {
    config.done.insert(result.id);
    results.push_back(std::move(result));
  }
  fmt::print(stderr, "resuming {}: {} test{} already done\n", path, results.size(),
             results.size() == 1 ? "" : "s");
  return journal;
}

}  // namespace

int runRun(const RunOptions& options) {
  runner::RunConfig config;
  config.paths = options.paths;
  config.jobs = options.jobs > 0
                    ? options.jobs
                    : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  config.extract.constantsAsArguments = options.constantsAsArguments;
  config.totalShards = envInt("GTEST_TOTAL_SHARDS", 1);
  config.shardIndex = envInt("GTEST_SHARD_INDEX", 0);
  if (config.totalShards < 1 || config.shardIndex < 0 || config.shardIndex >= config.totalShards)
    return failWith(
        makeError(fmt::format("GTEST_SHARD_INDEX={} and GTEST_TOTAL_SHARDS={} do not "
                              "name a shard",
                              config.shardIndex, config.totalShards)));
  // GoogleTest's protocol: a runner that shards touches this file.
  if (const char* status = std::getenv("GTEST_SHARD_STATUS_FILE"); status && *status)
    std::ofstream(status, std::ios::app);

  Result<backends::BackendSpec> spec = effectiveBackend(options.backend);
  if (!spec.ok()) return failWith(spec.error());
  Result<std::unique_ptr<backends::Backend>> opened = backends::openBackend(*spec);
  if (!opened.ok()) return failWith(opened.error());
  const backends::Capabilities capabilities = (*opened)->capabilities();
  // The instance opened to read the capabilities is the runner's first (it
  // asks for that one before any worker thread starts), so a worker process
  // is not started and shut down just to be asked what it supports.
  auto first = std::make_shared<std::unique_ptr<backends::Backend>>(std::move(*opened));
  config.backend = [spec = *spec, first]() -> Result<std::unique_ptr<backends::Backend>> {
    if (*first) return std::move(*first);
    return backends::openBackend(spec);
  };

  // The profile: the one asked for, or the one the backend claims.
  Result<oracle::Profile> profile = chosenProfile(options.backend, capabilities);
  if (!profile.ok()) return failWith(profile.error());
  config.judge.profile = &*profile;
  config.judge.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  config.progress = !options.quiet;
  config.reproducerDir = options.resultsDir + "/reproducers";
  if (options.retries < 0 || options.repeat < 1 || options.inputsPerProgram < 1)
    return failWith(
        makeError("--retries takes 0 or more, --repeat and --inputs-per-program 1 or more"));
  config.inputsPerProgram = options.inputsPerProgram;
  config.retries = options.retries;
  config.repeat = options.repeat;

  std::optional<reports::Expectations> expectations;
  if (!options.expectations.empty()) {
    Result<reports::Expectations> loaded = reports::Expectations::load(options.expectations);
    if (!loaded.ok()) return failWith(loaded.error());
    expectations = std::move(*loaded);
  }

  reports::RunInfo info;
  info.backend = options.backend.backend;
  info.backendName = capabilities.name;
  info.backendVersion = capabilities.version;
  info.profile = profile->name();
  info.toolVersion = "hlo-cts 0.1.0";
  info.startedAt = nowIso8601();
  info.shardIndex = config.shardIndex;
  info.totalShards = config.totalShards;

  std::error_code error;
  std::filesystem::create_directories(options.resultsDir, error);
  if (error)
    return failWith(
        makeError(fmt::format("cannot create {}: {}", options.resultsDir, error.message()), {},
                  DiagnosticKind::kIo));
  const std::string journalPath = options.resultsDir + "/journal.jsonl";
  std::vector<reports::TestResult> results;  // earlier runs' (resume), then this one's
  Result<std::unique_ptr<reports::JournalWriter>> journal =
      openJournal(journalPath, options.resume, info, config, results);
  if (!journal.ok()) return failWith(journal.error());

  std::optional<Diagnostic> journalError;
  config.onResult = [&](const reports::TestResult& result) {
    if (Status s = (*journal)->append(result); !s.ok() && !journalError) journalError = s.error();
    printResult(result, options.verbose);
  };
  Result<runner::RunOutcome> outcome = runner::runTests(config);
  if (!outcome.ok()) return failWith(outcome.error());
  if (Status s = (*journal)->close(); !s.ok() && !journalError) journalError = s.error();
  for (const std::string& entry : outcome->skippedEntries)
    fmt::print(stderr, "warning: {}\n", entry);
  for (const Diagnostic& error : outcome->openErrors)
    fmt::print(stderr,
               "warning: a backend instance could not be opened (its share ran on the "
               "others): {}\n",
               error.str());
  for (reports::TestResult& result : outcome->results) results.push_back(std::move(result));

  const reports::RunSummary summary = reports::summarize(results);
  int exitCode = kExitOk;
  if (Status s =
          reports::writeResultsJson(options.resultsDir + "/results.json", info, summary, results);
      !s.ok())
    journalError = s.error();
  if (Status s = reports::writeJunitXml(options.resultsDir + "/junit.xml", info, results); !s.ok())
    journalError = s.error();
  fmt::print("{} on {} ({}), profile {}, in {:.1f} s\n", summaryLine(summary), capabilities.name,
             options.backend.backend, profile->name(), outcome->seconds);
  // What the failures amount to by the spec's text (tools/runner/grading.h).
  std::map<std::string, int64_t> tiers;
  for (const reports::TestResult& result : results)
    if (!result.tier.empty()) ++tiers[result.tier];
  if (!tiers.empty()) {
    std::string byTier;
    for (const char* tier : {"semantic", "ieee-reading", "profile"})
      if (tiers.count(tier))
        byTier += fmt::format("{}{} {}", byTier.empty() ? "" : ", ", tiers[tier], tier);
    fmt::print("failures by tier: {}\n", byTier);
  }
  int64_t flakes = 0;
  for (const reports::TestResult& result : results) flakes += !result.flaky.empty();
  if (flakes > 0)
    fmt::print("{} flake(s): failed, then passed on a retry (results.json: \"flaky\")\n", flakes);
  if (expectations) {
    reports::ExpectationReport report =
        reports::checkExpectations(*expectations, results, reports::todayUtc());
    fmt::print("{}", reports::describe(report, results));
    if (!report.ok()) exitCode = kExitFindings;
  } else {
    for (const reports::TestResult& result : results)
      if (isFailure(result.verdict)) exitCode = kExitFindings;
  }
  fmt::print("results: {}/results.json, {}/junit.xml, journal {}\n", options.resultsDir,
             options.resultsDir, journalPath);
  if (journalError) {
    fmt::print(stderr, "{}\n", journalError->str());
    return kExitBadInput;
  }
  return exitCode;
}

namespace {

HLO_CTS_REGISTER_COMMAND(
    kRunCommand, "run", "judge a backend on test files against what the spec allows",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<RunOptions>();
      sub.add_option("paths", options->paths, "test files or directories of *.mlir / *.hlo files")
          ->required();
      addBackendOptions(sub, options->backend);
      sub.add_option("--expectations", options->expectations,
                     "known failures (reports/expectations.h); exit 0 only when every result "
                     "matches them");
      sub.add_option("--results-dir", options->resultsDir,
                     "where journal.jsonl, results.json and junit.xml go")
          ->capture_default_str();
      sub.add_flag("--resume", options->resume,
                   "finish the run recorded in the results directory's journal");
      sub.add_option("-j,--jobs", options->jobs, "tests run at once (default: every core)");
      sub.add_option("--timeout", options->timeoutSeconds,
                     "seconds one compile or execute call may take")
          ->capture_default_str();
      sub.add_flag("!--constants-as-written", options->constantsAsArguments,
                   "give the backend the file's constants as constants, not as arguments");
      sub.add_option("--retries", options->retries,
                     "judge an unexpected failure again up to N times; one that passes is a "
                     "flake, not a failure")
          ->capture_default_str();
      sub.add_option("--repeat", options->repeat,
                     "execute each compiled test K times: outputs that differ make it "
                     "nondeterministic")
          ->capture_default_str();
      sub.add_option("--inputs-per-program", options->inputsPerProgram,
                     "judge each test with arguments on K input sets, compiled once (its own; "
                     "then special values, boundary indices, random)")
          ->capture_default_str();
      sub.add_flag("-q,--quiet", options->quiet, "no progress line");
      sub.add_flag("-v,--verbose", options->verbose,
                   "also print not-supported and inconclusive results");
      return [options] { return runRun(*options); };
    });

}  // namespace

std::string nowIso8601() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

}  // namespace hlo_cts::cli
