// `hlo-cts fuzz --backend B [--vs B2] (--time 10m | --count N) [--seed S]`:
// a differential fuzzing campaign (tools/runner/campaign.h). Generated
// programs are judged on each backend against the oracle; failures become
// classified, reduced, deduplicated findings in the findings folder.
// `--program I` prints program I of the campaign as a test file instead.
// `--shard I/N` (or a batch system's variables, tools/runner/shard.h) runs
// programs I, I + N, ... of the campaign; `hlo-cts fuzz merge DIR... -o OUT`
// folds the shards' folders into one; `hlo-cts fuzz report DIR... -o FILE`
// renders their campaign report (tools/runner/campaign_report.h), and
// `hlo-cts fuzz note DIR SLUG TEXT` records a person's note of a finding.
// Exit: 0 when no semantic finding (wrong under every reading of the spec)
// was made, 1 when one was, 2 for bad usage.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <charconv>
#include <fstream>

#include "oracle/interpret.h"
#include "spec/text/printer.h"
#include "suites/builtin_profiles.h"
#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"
#include "tools/runner/campaign.h"
#include "tools/runner/campaign_report.h"
#include "tools/runner/finding_key.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/shard.h"

namespace hlo_cts::cli {
namespace {

struct FuzzCommandOptions {
  BackendChoice backend;
  std::string versus;         // a second backend, judged on the same programs
  std::string versusProfile;  // its profile (default: the one it claims)
  std::string time;           // "90s", "10m", "1h" or seconds
  int64_t count = 0;
  uint64_t seed = 1;
  int jobs = 1;
  std::string findings = "fuzz-findings";
  bool resume = false;
  int maxOps = generators::ProgramOptions{}.maxOps;
  int maxRank = generators::ProgramOptions{}.maxRank;
  int64_t maxDim = generators::ProgramOptions{}.maxDim;
  std::vector<std::string> types;
  std::vector<std::string> ops;
  bool clean = false;
  int64_t program = -1;  // print this program instead of running
  double timeoutSeconds = 60;
  int maxJudgeCalls = runner::ReduceOptions{}.maxJudgeCalls;
  std::string shard;        // "I/N"; empty: from the environment, else whole
  std::string knownIssues;  // known-issues.json
  int retries = 0;
  int inputsPerProgram = 1;
  int repeat = 1;
  int inputSet = 0;  // with --program: print it on this input set
};

// "90", "90s", "10m", "1h" in seconds.
Result<double> parseDuration(const std::string& text) {
  double value = 0;
  const char* end = text.data() + text.size();
  auto [rest, error] = std::from_chars(text.data(), end, value);
  const std::string_view unit(rest, static_cast<size_t>(end - rest));
  const double scale = unit.empty() || unit == "s" ? 1 : unit == "m" ? 60 : unit == "h" ? 3600 : 0;
  if (error != std::errc() || scale == 0 || value <= 0)
    return makeError(fmt::format("--time {}: expected a duration such as 90s, 10m or 1h", text));
  return value * scale;
}

Result<generators::ProgramOptions> programOptions(const FuzzCommandOptions& options) {
  generators::ProgramOptions program;
  program.maxOps = options.maxOps;
  program.maxRank = options.maxRank;
  program.maxDim = options.maxDim;
  program.values.clean = options.clean;
  for (const std::string& name : options.types) {
    std::optional<ElementType> type = parseElementTypeName(name);
    if (!type) return makeError(fmt::format("--types: no element type {}", name));
    program.elementTypes.push_back(*type);
  }
  const std::vector<OpId> known = generators::generatableOps();
  for (const std::string& name : options.ops) {
    OpId op = opIdOf(name.find('.') == std::string::npos ? "stablehlo." + name : name);
    if (std::find(known.begin(), known.end(), op) == known.end())
      return makeError(fmt::format("--ops: the generator has no sampler for {}", name));
    program.ops.push_back(op);
  }
  return program;
}

// One backend of the campaign: its factory and the profile it is judged
// under (the one asked for, or the one it claims).
Result<runner::CampaignBackend> campaignBackend(const BackendChoice& choice) {
  Result<backends::BackendSpec> spec = effectiveBackend(choice);
  if (!spec.ok()) return spec.takeError();
  Result<std::unique_ptr<backends::Backend>> probe = backends::openBackend(*spec);
  if (!probe.ok()) return probe.takeError();
  Result<oracle::Profile> profile = chosenProfile(choice, (*probe)->capabilities());
  if (!profile.ok()) return profile.takeError();
  backends::BackendSpec opened = *spec;
  // A short name ("xla-cpu") names its folders itself; a spelling with a
  // path or options ("pjrt:/opt/.../xla_cuda_plugin.so?...") by the backend's
  // own name ("pjrt-cuda").
  const bool shortName = runner::slugWords(choice.backend) == choice.backend;
  std::string folder =
      shortName ? choice.backend : runner::slugWords((*probe)->capabilities().name);
  return runner::CampaignBackend{choice.backend, [opened] { return backends::openBackend(opened); },
                                 std::move(*profile), std::move(folder)};
}

// Program `index` as a test file (exported-test convention: inputs and the
// oracle's results inline) that `hlo-cts run` judges on any backend.
int printProgram(const runner::CampaignConfig& config, int64_t index, int inputSet) {
  Result<suites::TestCase> test = runner::campaignTest(config, index, inputSet);
  if (!test.ok()) return failWith(test.error());
  reports::TestResult none;
  none.id = test->id;
  Result<std::string> text = runner::exportedReproducer(*test, none, runner::JudgeOptions{});
  if (!text.ok()) return failWith(text.error());
  fmt::print("{}", *text);
  return kExitOk;
}

// The triaged findings of --known-issues FILE; none without a file.
Result<std::vector<runner::KnownIssue>> knownIssuesOf(const std::string& path) {
  if (path.empty()) return std::vector<runner::KnownIssue>{};
  return runner::readKnownIssues(path);
}

int runFuzz(const FuzzCommandOptions& options) {
  runner::CampaignConfig config;
  Result<generators::ProgramOptions> program = programOptions(options);
  if (!program.ok()) return failWith(program.error());
  config.program = std::move(*program);
  config.seed = options.seed;
  if (options.program >= 0) return printProgram(config, options.program, options.inputSet);
  if (options.inputsPerProgram < 1 || options.repeat < 1)
    return failWith(makeError("--inputs-per-program and --repeat take a count of 1 or more"));

  if (!options.time.empty()) {
    Result<double> seconds = parseDuration(options.time);
    if (!seconds.ok()) return failWith(seconds.error());
    config.seconds = *seconds;
  }
  config.count = options.count;
  if (config.seconds <= 0 && config.count <= 0)
    return failWith(makeError("give --time or --count (how long the campaign runs)"));
  std::optional<runner::Shard> shard;
  if (!options.shard.empty()) {
    Result<runner::Shard> parsed = runner::parseShard(options.shard);
    if (!parsed.ok()) return failWith(parsed.error());
    shard = std::move(*parsed);
  } else {
    Result<std::optional<runner::Shard>> fromEnvironment =
        runner::shardFromEnvironment([](const char* name) { return std::getenv(name); });
    if (!fromEnvironment.ok()) return failWith(fromEnvironment.error());
    shard = std::move(*fromEnvironment);
  }
  if (shard) {
    config.shardIndex = shard->index;
    config.shardCount = shard->count;
    if (config.count <= 0)
      fmt::print(stderr,
                 "warning: shard {} of a campaign bounded by time only: which programs the "
                 "shards judge together depends on each one's speed (give --count)\n",
                 shard->str());
  }
  fmt::print(
      stderr, "campaign: seed {}, {}{}, shard {} ({})\n", config.seed,
      config.count > 0 ? fmt::format("{} programs", config.count) : "",
      config.seconds > 0 ? fmt::format("{}{} s", config.count > 0 ? ", " : "", config.seconds) : "",
      shard ? shard->str() : "0/1", shard ? shard->source : "whole: no shard given");
  Result<runner::CampaignBackend> first = campaignBackend(options.backend);
  if (!first.ok()) return failWith(first.error());
  config.backends.push_back(std::move(*first));
  if (!options.versus.empty()) {
    BackendChoice second = options.backend;
    second.backend = options.versus;
    second.profile = options.versusProfile;
    Result<runner::CampaignBackend> other = campaignBackend(second);
    if (!other.ok()) return failWith(other.error());
    config.backends.push_back(std::move(*other));
  }
  Result<oracle::Profile> spec = suites::loadProfile("spec-ieee");
  if (!spec.ok()) return failWith(spec.error());
  config.specProfile = std::move(*spec);
  config.jobs = options.jobs;
  config.findingsDir = options.findings;
  config.resume = options.resume;
  config.progress = true;
  config.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  config.reduce.maxJudgeCalls = options.maxJudgeCalls;
  config.retries = options.retries;
  config.inputsPerProgram = options.inputsPerProgram;
  config.repeat = options.repeat;
  Result<std::vector<runner::KnownIssue>> known = knownIssuesOf(options.knownIssues);
  if (!known.ok()) return failWith(known.error());
  config.knownIssues = std::move(*known);

  Result<runner::CampaignOutcome> outcome = runner::runCampaign(config);
  if (!outcome.ok()) return failWith(outcome.error());
  int64_t violations = 0;
  for (const runner::Finding& f : outcome->findings)
    if (f.kind == runner::FindingClass::kSemantic) ++violations;
  fmt::print(
      "{} programs{} in {:.1f} s ({:.0f}/s), seed {}; pass {}, fail {}, not-supported {}, "
      "inconclusive {}{}; {} finding(s), {} semantic; {}\n",
      outcome->programs,
      config.inputsPerProgram > 1 ? fmt::format(" ({} judgements on up to {} input sets each)",
                                                outcome->judgements, config.inputsPerProgram)
                                  : "",
      outcome->seconds, outcome->seconds > 0 ? outcome->programs / outcome->seconds : 0.0,
      config.seed, outcome->verdicts.count(Verdict::kPass),
      outcome->verdicts.count(Verdict::kFail) + outcome->verdicts.count(Verdict::kCrash) +
          outcome->verdicts.count(Verdict::kTimeout) +
          outcome->verdicts.count(Verdict::kCompileRejected),
      outcome->verdicts.count(Verdict::kNotSupported),
      outcome->verdicts.count(Verdict::kInconclusive),
      outcome->verdicts.count(Verdict::kNondeterministic) > 0
          ? fmt::format(", nondeterministic {}",
                        outcome->verdicts.count(Verdict::kNondeterministic))
          : "",
      outcome->findings.size(), violations, config.findingsDir + "/summary.md");
  for (const runner::Finding& f : outcome->findings)
    fmt::print("  {} [{}] x{}: {}{}\n", f.slug, runner::findingClassName(f.kind), f.occurrences,
               f.summary, f.known.empty() ? "" : " (" + f.known + ")");
  if (outcome->flakes > 0)
    fmt::print("{} flake(s): failed, then not on a retry (journal.jsonl: \"flaky\")\n",
               outcome->flakes);
  if (outcome->generatorErrors > 0)
    fmt::print(stderr, "{} program(s) could not be generated (a generator bug)\n",
               outcome->generatorErrors);
  return violations > 0 ? kExitFindings : kExitOk;
}

struct RebundleCommandOptions {
  std::string dir;
  BackendChoice backend;
  bool missingOnly = false;
  double timeoutSeconds = 60;
};

// Each finding of the backend in the folder judged again on it, and its
// bundle written again where it still fails as recorded.
int runRebundle(const RebundleCommandOptions& options) {
  Result<runner::CampaignBackend> backend = campaignBackend(options.backend);
  if (!backend.ok()) return failWith(backend.error());
  Result<std::unique_ptr<backends::Backend>> instance = backend->open();
  if (!instance.ok()) return failWith(instance.error());
  runner::JudgeOptions judging;
  judging.profile = &backend->profile;
  judging.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  const runner::RebundleOptions rebundle{options.dir, backend->folder, &judging,
                                         options.missingOnly};
  Result<runner::RebundleOutcome> outcome = runner::rebundleFindings(rebundle, **instance);
  if (!outcome.ok()) return failWith(outcome.error());
  fmt::print("{}: {} finding(s) of {} bundled again; {} no longer fail as recorded\n", options.dir,
             outcome->written, backend->folder, outcome->notReproduced.size());
  for (const std::string& line : outcome->notReproduced) fmt::print("  {}\n", line);
  return kExitOk;
}

int runMerge(const runner::MergeOptions& options) {
  Result<runner::MergeOutcome> merged = runner::mergeCampaigns(options);
  if (!merged.ok()) return failWith(merged.error());
  fmt::print("{} programs from {} folder(s){}; {} finding(s); {}\n", merged->programs,
             options.folders.size(),
             merged->duplicateLines > 0
                 ? fmt::format(" ({} judged twice, kept once)", merged->duplicateLines)
                 : "",
             merged->findings.size(), options.out + "/summary.md");
  for (const runner::Finding& f : merged->findings)
    fmt::print("  {} [{}] x{}: {}\n", f.slug, runner::findingClassName(f.kind), f.occurrences,
               f.summary);
  return kExitOk;
}

struct ReportCommandOptions {
  runner::CampaignReportOptions report;
  std::string knownIssues;
  bool check = false;
};

// Writes the report to `out` (stdout when empty); with `check`, compares it
// with the file there instead: exit 1 when it differs (the report is stale).
int runReport(const ReportCommandOptions& options) {
  runner::CampaignReportOptions report = options.report;
  Result<std::vector<runner::KnownIssue>> known = knownIssuesOf(options.knownIssues);
  if (!known.ok()) return failWith(known.error());
  if (!options.knownIssues.empty()) report.knownIssues = std::move(*known);
  Result<std::string> text = runner::renderCampaignReport(report);
  if (!text.ok()) return failWith(text.error());
  if (report.out.empty()) {
    if (options.check) return failWith(makeError("--check needs the report's file (-o FILE)"));
    fmt::print("{}", *text);
    return kExitOk;
  }
  if (options.check) {
    Result<std::string> written = oracle::readTextFile(report.out);
    if (written.ok() && *written == *text) {
      fmt::print("{}: up to date\n", report.out);
      return kExitOk;
    }
    fmt::print("{}: stale, differs from what its findings folders render; render it again\n",
               report.out);
    return kExitFindings;
  }
  std::ofstream out(report.out);
  out << *text;
  if (!out) return failWith(makeError(fmt::format("cannot write {}", report.out)));
  fmt::print("{}\n", report.out);
  return kExitOk;
}

struct NoteCommandOptions {
  std::string folder, slug, note;
};

int runNote(const NoteCommandOptions& options) {
  Status set = runner::setFindingNote(options.folder, options.slug, options.note);
  if (!set.ok()) return failWith(set.error());
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kFuzzCommand, "fuzz",
    "differential fuzzing: judge generated programs on a backend against the oracle",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<FuzzCommandOptions>();
      addBackendOptions(sub, options->backend);
      sub.add_option("--vs", options->versus, "a second backend judged on the same programs");
      sub.add_option("--vs-profile", options->versusProfile,
                     "the second backend's profile (default: the one it claims)");
      sub.add_option("--time", options->time, "how long: 90s, 10m, 1h");
      sub.add_option("--count,--programs", options->count,
                     "how many programs (the whole campaign's, with --shard)");
      sub.add_option("--shard", options->shard,
                     "run shard I of N (programs I, I+N, ...); default: from "
                     "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS, JOB_COMPLETION_INDEX/"
                     "HLO_CTS_TOTAL_SHARDS or SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT");
      sub.add_option("--seed", options->seed, "the campaign's seed")->capture_default_str();
      sub.add_option("-j,--jobs", options->jobs, "worker threads")->capture_default_str();
      sub.add_option("-o,--findings", options->findings, "the findings folder")
          ->capture_default_str();
      sub.add_flag("--resume", options->resume,
                   "continue the campaign recorded in the findings folder");
      sub.add_option("--max-ops", options->maxOps, "computing ops per program")
          ->capture_default_str();
      sub.add_option("--max-rank", options->maxRank, "rank of generated tensors")
          ->capture_default_str();
      sub.add_option("--max-dim", options->maxDim, "size of each dimension")->capture_default_str();
      sub.add_option("--types", options->types, "element types to generate (default: a mix)")
          ->delimiter(',');
      sub.add_option("--ops", options->ops, "ops to generate (default: every op with a sampler)")
          ->delimiter(',');
      sub.add_flag("--clean", options->clean,
                   "avoid input values whose results profiles cannot judge (NaN, Inf, "
                   "subnormals, extremes)");
      sub.add_option("--program", options->program,
                     "print program I of the campaign (with --seed) as a test file and exit");
      sub.add_option("--timeout", options->timeoutSeconds,
                     "seconds one compile or execute call may take")
          ->capture_default_str();
      sub.add_option("--max-judge-calls", options->maxJudgeCalls,
                     "each finding's reduction budget of judged programs")
          ->capture_default_str();
      sub.add_option("--retries", options->retries,
                     "judge an unexpected failure again up to N times before counting it; one "
                     "that passes is a flake")
          ->capture_default_str();
      sub.add_option("--inputs-per-program", options->inputsPerProgram,
                     "compile each program once and judge it on K input sets (0: its own; then "
                     "special values, boundary indices, random)")
          ->capture_default_str();
      sub.add_option("--repeat", options->repeat,
                     "execute each compiled program K times per input set: outputs that differ "
                     "are a nondeterministic finding")
          ->capture_default_str();
      sub.add_option("--input-set", options->inputSet,
                     "with --program: print it on this input set (of --inputs-per-program)")
          ->capture_default_str();
      sub.add_option("--known-issues", options->knownIssues,
                     "triaged findings (reports/campaigns/known-issues.json): matches are "
                     "marked known");
      auto merge = std::make_shared<runner::MergeOptions>();
      CLI::App* mergeCommand = sub.add_subcommand(
          "merge",
          "fold findings folders (a campaign's shards) into one: hlo-cts fuzz merge "
          "DIR... -o OUT");
      mergeCommand->add_option("folders", merge->folders, "findings folders")->required();
      mergeCommand->add_option("-o,--out", merge->out, "the merged folder")->required();
      mergeCommand->add_flag("--force", merge->force,
                             "merge folders of different campaigns (seed, options, backends)");
      mergeCommand->add_flag("--pack", merge->pack,
                             "write the journal gzip-compressed (journal.jsonl.gz), as a "
                             "finished campaign is checked in; report, merge and --resume read "
                             "it");
      auto rebundle = std::make_shared<RebundleCommandOptions>();
      CLI::App* rebundleCommand = sub.add_subcommand(
          "rebundle",
          "write a findings folder's bundles (repro.py, report.md, reproducer.hlo) again from "
          "each reproducer judged now: hlo-cts fuzz rebundle DIR --backend B");
      rebundleCommand->add_option("folder", rebundle->dir, "the findings folder")->required();
      addBackendOptions(*rebundleCommand, rebundle->backend);
      rebundleCommand->add_flag("--missing-only", rebundle->missingOnly,
                                "only the findings without the repro.py their peer has one for");
      rebundleCommand
          ->add_option("--timeout", rebundle->timeoutSeconds,
                       "seconds one compile or execute call may take")
          ->capture_default_str();
      auto report = std::make_shared<ReportCommandOptions>();
      CLI::App* reportCommand = sub.add_subcommand(
          "report",
          "a campaign report in Markdown from findings folders: hlo-cts fuzz report DIR... "
          "-o FILE");
      reportCommand->add_option("folders", report->report.folders, "findings folders")->required();
      reportCommand->add_option("-o,--out", report->report.out,
                                "the report's file (links relative to it; default: stdout)");
      reportCommand->add_option("--title", report->report.title, "the report's heading");
      reportCommand->add_option("--known-issues", report->knownIssues,
                                "each finding's reference and state from this file, as they "
                                "stand now (default: as the campaign recorded them)");
      reportCommand->add_flag("--index", report->report.index,
                              "an index of the campaigns (their runs, the findings counted, "
                              "the causes their findings match in --known-issues, the "
                              "triage) instead of every finding");
      reportCommand->add_flag("--check", report->check,
                              "compare with the file at -o instead of writing it: exit 1 when "
                              "it is stale");
      auto note = std::make_shared<NoteCommandOptions>();
      CLI::App* noteCommand = sub.add_subcommand(
          "note",
          "record what a person found of a finding (the report's only prose): hlo-cts fuzz "
          "note DIR SLUG TEXT");
      noteCommand->add_option("folder", note->folder, "the findings folder")->required();
      noteCommand->add_option("slug", note->slug, "the finding (its folder under findings/)")
          ->required();
      noteCommand->add_option("text", note->note, "the note (\"\": none)")->required();
      return [options, merge, mergeCommand, rebundle, rebundleCommand, report, reportCommand, note,
              noteCommand] {
        if (mergeCommand->parsed()) return runMerge(*merge);
        if (rebundleCommand->parsed()) return runRebundle(*rebundle);
        if (reportCommand->parsed()) return runReport(*report);
        if (noteCommand->parsed()) return runNote(*note);
        return runFuzz(*options);
      };
    });

}  // namespace
}  // namespace hlo_cts::cli
