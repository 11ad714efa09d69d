// `hlo-cts conformance --backend B [-o DIR]`: the conformance mode. It runs
// every suite with fixed flags (the profile the backend claims, inputs as
// arguments, the default time limit; no --profile, no filters), writes the
// report, and packages everything with a manifest (reports/submission.h).
// `hlo-cts conformance --verify DIR` checks a package's checksums.
// Exit: 0 when the gate passes (no failure, or every result as the
// expectations file says) and the package is written; 1 when the gate
// fails or a verified package does not match; 2 for bad usage.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <filesystem>
#include <fstream>

#include "reports/html_report.h"
#include "reports/results_json.h"
#include "reports/submission.h"
#include "spec/source_files.h"
#include "suites/builtin_profiles.h"
#include "suites/test_case.h"
#include "tools/cli/command.h"
#include "tools/cli/run.h"

namespace hlo_cts::cli {
namespace {

namespace fs = std::filesystem;

struct ConformanceOptions {
  BackendChoice backend;
  std::vector<std::string> suites = {"suites"};
  std::string expectations;
  std::string output = "hlo-cts-submission";
  std::string verify;
  int jobs = 0;
  bool quiet = false;
};

// The profile's text, as the package keeps it: a built-in profile's, or
// the file's.
Result<std::string> profileText(const std::string& nameOrPath) {
  for (const suites::BuiltinProfile& builtin : suites::builtinProfiles())
    if (builtin.name == nameOrPath) return std::string(builtin.text);
  std::ifstream in(nameOrPath, std::ios::binary);
  if (!in) return makeError(fmt::format("cannot read the profile {}", nameOrPath));
  return std::string(std::istreambuf_iterator<char>(in), {});
}

int verifyPackage(const std::string& dir) {
  Result<std::vector<std::string>> problems = reports::verifySubmission(dir);
  if (!problems.ok()) return failWith(problems.error());
  for (const std::string& problem : *problems) fmt::print("{}\n", problem);
  fmt::print("{}: {}\n", dir,
             problems->empty() ? "intact" : fmt::format("{} problem(s)", problems->size()));
  return problems->empty() ? kExitOk : kExitFindings;
}

// Fills in what the manifest says about the suites and the profile, and
// copies the profile and expectations into the package.
Status describeInputs(const ConformanceOptions& options, const reports::RunInfo& run,
                      const std::string& profileSpec, reports::SubmissionManifest& manifest) {
  Result<SourceTree> tree = walkSourceTree(options.suites);
  if (!tree.ok()) return tree.takeError();
  std::vector<reports::SuiteFileDigest> digests;
  for (const SourceFile& file : tree->files) digests.push_back({file.displayName, file.path});
  Result<std::string> suiteSha = reports::suiteDigest(digests);
  if (!suiteSha.ok()) return suiteSha.takeError();
  manifest.suitePaths = options.suites;
  manifest.suiteFiles = static_cast<int64_t>(tree->files.size());
  manifest.suiteSha256 = *suiteSha;

  if (!options.expectations.empty()) {
    manifest.expectationsFile = "expectations.txt";
    std::error_code error;
    fs::copy_file(options.expectations, fs::path(options.output) / manifest.expectationsFile,
                  fs::copy_options::overwrite_existing, error);
    if (error)
      return makeError(fmt::format("cannot copy {}: {}", options.expectations, error.message()));
  }
  Result<std::string> profile = profileText(profileSpec);
  if (!profile.ok()) {
    // A profile the backend names by a path the results do not keep.
    fmt::print(stderr, "warning: the package does not include the profile: {}\n",
               profile.error().str());
    return Status();
  }
  manifest.profileFile = "profile/" + run.profile + ".profile";
  manifest.profileSha256 = reports::sha256Hex(*profile);
  fs::create_directories(fs::path(options.output) / "profile");
  std::ofstream(fs::path(options.output) / manifest.profileFile, std::ios::binary) << *profile;
  return Status();
}

int runConformance(const ConformanceOptions& options, const std::string& command) {
  if (!options.verify.empty()) return verifyPackage(options.verify);
  RunOptions run;
  run.backend = options.backend;
  run.paths = options.suites;
  run.resultsDir = options.output;
  run.expectations = options.expectations;
  run.jobs = options.jobs;
  run.quiet = options.quiet;
  std::error_code error;
  fs::remove(fs::path(options.output) / "journal.jsonl", error);  // never a resumed run
  const int gate = runRun(run);
  if (gate == kExitBadInput) return gate;

  const std::string resultsPath = (fs::path(options.output) / "results.json").string();
  Result<reports::ReportRun> results = reports::loadReportRun(resultsPath);
  if (!results.ok()) return failWith(results.error());
  const reports::ResultsDocument document = results->document;
  reports::ReportInputs inputs;
  inputs.runs.push_back(std::move(*results));
  inputs.generatedAt = document.info.startedAt;
  Result<std::string> report =
      reports::writeHtmlReport((fs::path(options.output) / "report").string(), inputs);
  if (!report.ok()) return failWith(report.error());

  reports::SubmissionManifest manifest;
  manifest.command = command;
  manifest.run = document.info;
  manifest.backendSpec = options.backend.backend;
  manifest.summary = document.summary;
  manifest.gatePassed = gate == kExitOk;
  if (Status s = describeInputs(options, document.info, document.info.profile, manifest); !s.ok())
    return failWith(s.error());
  if (Status s = reports::writeSubmission(options.output, manifest); !s.ok())
    return failWith(s.error());
  fmt::print("submission: {}/submission.json (gate {}; suites {} files, sha256 {})\n",
             options.output, manifest.gatePassed ? "pass" : "fail", manifest.suiteFiles,
             manifest.suiteSha256.substr(0, 16));
  return gate;
}

HLO_CTS_REGISTER_COMMAND(
    kConformanceCommand, "conformance",
    "run every suite with fixed flags and write a submission package, or --verify one",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<ConformanceOptions>();
      sub.add_option("--backend", options->backend.backend, "the backend to judge")
          ->capture_default_str();
      sub.add_option("--backend-config", options->backend.config, "its configuration text");
      sub.add_option("--isolate", options->backend.isolate,
                     "auto|always|never: run the backend in worker processes")
          ->capture_default_str();
      sub.add_option("--suites", options->suites, "the suite folders (default: suites)")
          ->capture_default_str();
      sub.add_option("--expectations", options->expectations,
                     "the known failures the gate allows (copied into the package)");
      sub.add_option("-o,--output", options->output, "the package folder")->capture_default_str();
      sub.add_option("-j,--jobs", options->jobs, "tests run at once (default: every core)");
      sub.add_option("--verify", options->verify,
                     "check a package's checksums instead of running (exit 1 on a mismatch)");
      sub.add_flag("-q,--quiet", options->quiet, "no progress line");
      return [options] {
        // The manifest's record of how the package was made (the backend's
        // configuration text is left out: it may hold paths or secrets).
        std::string command = "hlo-cts conformance --backend " + options->backend.backend;
        if (!options->expectations.empty()) command += " --expectations " + options->expectations;
        for (const std::string& suite : options->suites) command += " --suites " + suite;
        return runConformance(*options, command);
      };
    });

}  // namespace
}  // namespace hlo_cts::cli
