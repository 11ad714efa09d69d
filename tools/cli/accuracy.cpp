// `hlo-cts accuracy --backend B [--ops A,B] [--types T,...] [-o DIR]`: the
// accuracy atlas (tools/runner/accuracy.h, reports/accuracy_atlas.h):
// writes DIR/accuracy.json and DIR/index.html; --emit-profile FILE also
// writes a profile of the measured budgets; --time-budget SECONDS stops
// starting entries past it (the rest are listed as not reached) and
// --resume keeps the entries of an earlier run in DIR, measuring only the
// rest. `hlo-cts accuracy --compare
// DIR... [-o DIR]` puts several atlases side by side instead (compare.md
// and compare.html, the markdown also printed).
// Exit: 0 when the atlas (or comparison) is written; 2 for bad usage or an
// unreadable input.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>
#include <optional>

#include "reports/accuracy_atlas.h"
#include "reports/results_json.h"
#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"
#include "tools/cli/run.h"
#include "tools/runner/accuracy.h"
#include "tools/runner/accuracy_cache.h"

namespace hlo_cts::cli {
namespace {

namespace fs = std::filesystem;

struct AccuracyCommandOptions {
  BackendChoice backend;
  std::vector<std::string> ops;
  std::vector<std::string> types;
  std::string output = "hlo-cts-accuracy";
  int64_t samples = 16384;
  uint64_t seed = 1;
  std::string cacheDir = runner::defaultAccuracyCacheDir();
  bool noCache = false;
  std::string emitProfile;
  uint64_t margin = 1;
  std::vector<std::string> compare;
  double timeoutSeconds = 600;
  int64_t oracleSeconds = 120;
  double timeBudgetSeconds = 0;  // 0: none
  bool resume = false;
  bool quiet = false;
};

// The atlas in DIR that --resume continues, if any: it must be of the same
// backend, sample and seed, and measured by the same oracle.
Result<std::optional<reports::Atlas>> atlasToResume(const AccuracyCommandOptions& options,
                                                    const std::string& oracle) {
  const fs::path file = fs::path(options.output) / "accuracy.json";
  std::error_code error;
  if (!options.resume || !fs::exists(file, error)) return std::optional<reports::Atlas>();
  Result<reports::Atlas> previous = reports::loadAtlas(file.string());
  if (!previous.ok()) return previous.error();
  auto refuse = [&](const std::string& what) {
    return makeError(
        fmt::format("--resume: {} holds an atlas of {}; measure into another folder "
                    "or without --resume",
                    file.string(), what));
  };
  if (previous->backend != options.backend.backend) return refuse("backend " + previous->backend);
  if (previous->sampleSize != options.samples || previous->seed != options.seed)
    return refuse(fmt::format("--samples {} --seed {}", previous->sampleSize, previous->seed));
  if (previous->oracle != oracle)
    return refuse(fmt::format("another oracle ({})",
                              previous->oracle.empty() ? "unknown" : previous->oracle));
  return std::optional<reports::Atlas>(std::move(*previous));
}

int compareAtlases(const AccuracyCommandOptions& options) {
  std::vector<reports::Atlas> atlases;
  for (const std::string& dir : options.compare) {
    Result<reports::Atlas> atlas = reports::loadAtlas(dir);
    if (!atlas.ok()) return failWith(atlas.error());
    atlases.push_back(std::move(*atlas));
  }
  const std::string markdown = reports::atlasComparisonMarkdown(atlases);
  std::error_code error;
  fs::create_directories(options.output, error);
  for (const auto& [name, text] : {std::pair<std::string, std::string>{"compare.md", markdown},
                                   {"compare.html", reports::atlasComparisonHtml(atlases)}})
    if (Status s = reports::writeFileAtomically((fs::path(options.output) / name).string(), text);
        !s.ok())
      return failWith(s.error());
  fmt::print("{}", markdown);
  return kExitOk;
}

int runAccuracy(const AccuracyCommandOptions& options, const std::string& command) {
  const auto started = std::chrono::steady_clock::now();
  if (!options.compare.empty()) return compareAtlases(options);
  runner::AccuracyOptions measure;
  for (const std::string& name : options.ops) {
    const OpId op = runner::accuracyOpByName(name);
    if (op == OpId::kUnknown) {
      std::string known;
      for (OpId o : runner::accuracyOps())
        known += (known.empty() ? "" : ", ") + runner::accuracyOpName(o);
      return failWith(makeError(fmt::format(
          "--ops: '{}' is not an element-wise function the atlas measures ({})", name, known)));
    }
    measure.ops.push_back(op);
  }
  for (const std::string& name : options.types) {
    const std::optional<ElementType> type = parseElementTypeName(name);
    const std::vector<ElementType> known = runner::accuracyTypes();
    if (!type || std::find(known.begin(), known.end(), *type) == known.end())
      return failWith(makeError(fmt::format(
          "--types: '{}' is not a float or complex type (f16, bf16, f8E4M3FN, f32, complex<f32>, "
          "...)",
          name)));
    measure.types.push_back(*type);
  }
  if (options.samples < 1) return failWith(makeError("--samples must be at least 1"));
  measure.sampleSize = options.samples;
  measure.seed = options.seed;
  measure.cacheDir = options.noCache ? std::string() : options.cacheDir;
  measure.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  measure.oracleBudget = std::chrono::seconds(options.oracleSeconds);
  if (options.timeBudgetSeconds < 0) return failWith(makeError("--time-budget must be positive"));
  if (options.timeBudgetSeconds > 0)
    measure.deadline =
        started + std::chrono::milliseconds(static_cast<int64_t>(options.timeBudgetSeconds * 1000));
  Result<std::optional<reports::Atlas>> previous =
      atlasToResume(options, runner::oracleFingerprint());
  if (!previous.ok()) return failWith(previous.error());
  if (*previous) {
    measure.resume = &**previous;
    if (!options.quiet)
      fmt::print(stderr, "resuming {}: {} entries and {} skips kept\n", options.output,
                 (*previous)->entries.size(), (*previous)->skipped.size());
  }
  if (!options.quiet)
    measure.progress = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };

  Result<backends::BackendSpec> spec = effectiveBackend(options.backend);
  if (!spec.ok()) return failWith(spec.error());
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend(*spec);
  if (!backend.ok()) return failWith(backend.error());

  auto describe = [&](reports::Atlas& atlas) {
    atlas.backend = options.backend.backend;
    atlas.backendVersion = (*backend)->capabilities().version;
    atlas.generatedAt = nowIso8601();
    atlas.command = command;
    atlas.sampleSize = options.samples;
    atlas.seed = options.seed;
  };
  // accuracy.json after each entry: a run killed midway is resumable.
  std::error_code error;
  fs::create_directories(options.output, error);
  measure.checkpoint = [&](const reports::Atlas& sofar) {
    reports::Atlas copy = sofar;
    describe(copy);
    (void)reports::writeFileAtomically((fs::path(options.output) / "accuracy.json").string(),
                                       reports::atlasJson(copy));
  };
  reports::Atlas atlas = runner::measureAccuracy(**backend, measure);
  describe(atlas);
  if (Status s = reports::writeAtlas(options.output, atlas); !s.ok()) return failWith(s.error());
  if (!options.emitProfile.empty())
    if (Status s = reports::writeFileAtomically(options.emitProfile,
                                                reports::atlasProfile(atlas, options.margin));
        !s.ok())
      return failWith(s.error());
  fmt::print(
      "accuracy atlas: {}/accuracy.json, {}/index.html ({} entries, {} not measured, {} not "
      "reached in the time budget; {:.0f} s)\n",
      options.output, options.output, atlas.entries.size(), atlas.skipped.size(),
      atlas.notReached.size(),
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  return kExitOk;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : ",") + item;
  return out;
}

HLO_CTS_REGISTER_COMMAND(
    kAccuracyCommand, "accuracy",
    "measure a backend's element-wise functions against the correctly rounded result (the "
    "accuracy atlas), or --compare atlases",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<AccuracyCommandOptions>();
      sub.add_option("--backend", options->backend.backend,
                     "the backend to measure (hlo-cts backends lists them)")
          ->capture_default_str();
      sub.add_option("--backend-config", options->backend.config, "its configuration text");
      sub.add_option("--isolate", options->backend.isolate,
                     "auto|yes|no: run the backend in a worker process")
          ->check(CLI::IsMember({"auto", "yes", "no"}))
          ->capture_default_str();
      sub.add_option("--ops", options->ops,
                     "functions to measure, comma-separated (exponential, chlo.erf, ...; "
                     "default: every one)")
          ->delimiter(',');
      sub.add_option("--types", options->types,
                     "element types, comma-separated (default: every float and complex type)")
          ->delimiter(',');
      sub.add_option("-o,--output", options->output, "the atlas folder")->capture_default_str();
      sub.add_option("--samples", options->samples,
                     "inputs of a sampled entry (f32, f64, complex, binary ops)")
          ->capture_default_str();
      sub.add_option("--seed", options->seed, "the sample's seed")->capture_default_str();
      sub.add_option("--cache-dir", options->cacheDir,
                     "where the oracle's side of exhaustive sweeps is kept")
          ->capture_default_str();
      sub.add_flag("--no-cache", options->noCache, "neither read nor write that cache");
      sub.add_option("--emit-profile", options->emitProfile,
                     "also write a tolerance profile of the measured budgets to FILE");
      sub.add_option("--margin", options->margin,
                     "ulps added to each measured maximum in --emit-profile")
          ->capture_default_str();
      sub.add_option("--compare", options->compare,
                     "atlas folders (or accuracy.json files) to put side by side into -o")
          ->expected(1, -1);
      sub.add_option("--timeout", options->timeoutSeconds,
                     "seconds one compile or execute may take")
          ->capture_default_str();
      sub.add_option("--oracle-seconds", options->oracleSeconds,
                     "the oracle's time for one (op, type); past it the inputs evaluated so far "
                     "are measured")
          ->capture_default_str();
      sub.add_option("--time-budget", options->timeBudgetSeconds,
                     "seconds for the whole run: no entry is started past it, the atlas is "
                     "written with the entries not reached listed (notReached)");
      sub.add_flag("--resume", options->resume,
                   "keep the entries already in -o DIR/accuracy.json (same backend, sample, "
                   "seed and oracle) and measure only the rest");
      sub.add_flag("-q,--quiet", options->quiet, "no progress lines");
      return [options] {
        std::string command = "hlo-cts accuracy --backend " + options->backend.backend;
        if (!options->ops.empty()) command += " --ops " + joined(options->ops);
        if (!options->types.empty()) command += " --types " + joined(options->types);
        if (options->samples != 16384) command += fmt::format(" --samples {}", options->samples);
        if (options->seed != 1) command += fmt::format(" --seed {}", options->seed);
        if (options->timeBudgetSeconds > 0)
          command += fmt::format(" --time-budget {}", options->timeBudgetSeconds);
        if (options->resume) command += " --resume";
        return runAccuracy(*options, command);
      };
    });

}  // namespace
}  // namespace hlo_cts::cli
