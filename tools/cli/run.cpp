// `hlo-cts run --backend B [PATHS...]`: judges a backend on test files (the
// CI gate of DESIGN.md). See tools/runner/ for the engine.
#include <fmt/format.h>

#include <thread>

#include "backends/backend.h"
#include "suites/builtin_profiles.h"
#include "tools/cli/command.h"
#include "tools/runner/runner.h"

namespace hlo_cts::cli {
namespace {

struct RunOptions {
  std::string backend = "oracle";
  std::string backendConfig;
  std::string profile;  // empty: the one the backend claims
  int jobs = 0;         // 0: every core
  double timeoutSeconds = 60;
  std::vector<std::string> paths;
  bool constantsAsArguments = true;
  bool quiet = false;
  bool verbose = false;
};

int envInt(const char* name, int fallback) {
  const char* value = std::getenv(name);
  if (!value || !*value) return fallback;
  try {
    return std::stoi(value);
  } catch (...) {
    return -1;
  }
}

void printSummary(const runner::RunOutcome& outcome, const reports::RunSummary& summary) {
  std::string counts;
  for (int v = 0; v < kNumVerdicts; ++v)
    if (summary.counts[v] > 0)
      counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", summary.counts[v],
                            verdictName(static_cast<Verdict>(v)));
  fmt::print("{} of {} tests run in {:.1f} s{}: {}\n", summary.total, outcome.selected,
             outcome.seconds,
             outcome.skipped ? fmt::format(" ({} already done)", outcome.skipped) : "",
             counts.empty() ? "nothing run" : counts);
}

int runRun(const RunOptions& options) {
  runner::RunConfig config;
  config.paths = options.paths;
  config.jobs = options.jobs > 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  config.extract.constantsAsArguments = options.constantsAsArguments;
  config.totalShards = envInt("GTEST_TOTAL_SHARDS", 1);
  config.shardIndex = envInt("GTEST_SHARD_INDEX", 0);
  if (config.totalShards < 1 || config.shardIndex < 0 || config.shardIndex >= config.totalShards) {
    fmt::print(stderr,
               "error: GTEST_SHARD_INDEX={} and GTEST_TOTAL_SHARDS={} do not name a shard\n",
               std::getenv("GTEST_SHARD_INDEX") ? std::getenv("GTEST_SHARD_INDEX") : "",
               std::getenv("GTEST_TOTAL_SHARDS") ? std::getenv("GTEST_TOTAL_SHARDS") : "");
    return kExitBadInput;
  }
  const backends::BackendSpec spec{options.backend, options.backendConfig};
  config.backend = [spec] { return backends::openBackend(spec); };

  // The profile: the one asked for, or the one the backend claims.
  Result<std::unique_ptr<backends::Backend>> probe = config.backend();
  if (!probe.ok()) {
    fmt::print(stderr, "{}\n", probe.error().str());
    return kExitBadInput;
  }
  const std::string profileName =
      options.profile.empty() ? (*probe)->capabilities().profile : options.profile;
  probe->reset();
  Result<oracle::Profile> profile = suites::loadProfile(profileName);
  if (!profile.ok()) {
    fmt::print(stderr, "{}\n", profile.error().str());
    return kExitBadInput;
  }
  config.judge.profile = &*profile;
  config.judge.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  config.progress = !options.quiet;

  reports::RunSummary summary;
  config.onResult = [&](const reports::TestResult& result) {
    summary.add(result.verdict);
    if (isFailure(result.verdict) || result.verdict == Verdict::kBadTest ||
        (options.verbose && result.verdict != Verdict::kPass))
      fmt::print("{} {}: {}\n", verdictName(result.verdict), result.id, result.message);
  };
  Result<runner::RunOutcome> outcome = runner::runTests(config);
  if (!outcome.ok()) {
    fmt::print(stderr, "{}\n", outcome.error().str());
    return kExitBadInput;
  }
  printSummary(*outcome, summary);
  for (int v = 0; v < kNumVerdicts; ++v)
    if (summary.counts[v] > 0 && isFailure(static_cast<Verdict>(v))) return kExitFindings;
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kRunCommand, "run", "judge a backend on test files against what the spec allows",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<RunOptions>();
      sub.add_option("paths", options->paths, "test files or directories of *.mlir files")
          ->required();
      sub.add_option("--backend", options->backend,
                     "oracle, plugin:/path/lib.so or subprocess:COMMAND")
          ->capture_default_str();
      sub.add_option("--backend-config", options->backendConfig,
                     "text passed to the backend (a plugin's create(), a worker's "
                     "HLO_CTS_BACKEND_CONFIG)");
      sub.add_option("--profile", options->profile,
                     "tolerance profile: a built-in name (strict, default, xla) or a .profile "
                     "file; default: the one the backend claims");
      sub.add_option("-j,--jobs", options->jobs, "tests run at once (default: every core)");
      sub.add_option("--timeout", options->timeoutSeconds,
                     "seconds one compile or execute call may take")
          ->capture_default_str();
      sub.add_flag("!--constants-as-written", options->constantsAsArguments,
                   "give the backend the file's constants as constants, not as arguments");
      sub.add_flag("-q,--quiet", options->quiet, "no progress line");
      sub.add_flag("-v,--verbose", options->verbose,
                   "also print not-supported and inconclusive results");
      return [options] { return runRun(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
