// `hlo-cts report RESULTS.json... -o DIR`: the static HTML conformance
// report of one or several runs (reports/html_report.h), written to
// DIR/index.html. An input that cannot be read is named with the reason on
// stderr and at the top of the page; the others are still reported.
// Shards of one run (results.json of `hlo-cts run` under GTEST_SHARD_INDEX
// and GTEST_TOTAL_SHARDS) are read as that one run, beside any whole runs;
// shards of different runs are refused unless --force.
// Exit: 0 when every input was reported, 2 when one could not be read (or
// the page could not be written).
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <ctime>

#include "reports/html_report.h"
#include "reports/report_shards.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct ReportOptions {
  std::vector<std::string> inputs;
  std::string outputDir = "hlo-cts-report";
  bool force = false;  // fold shards of different runs into one
};

int runReport(const ReportOptions& options) {
  reports::ReportInputs inputs;
  inputs.generatedAt = fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(std::time(nullptr)));
  for (const std::string& path : options.inputs) {
    Result<reports::ReportRun> run = reports::loadReportRun(path);
    if (run.ok()) {
      inputs.runs.push_back(std::move(*run));
    } else {
      fmt::print(stderr, "error: {}\n", run.error().message);
      inputs.errors.push_back(run.error());
    }
  }
  // The shards among the inputs: one run, in place of the first of them.
  std::vector<reports::ReportRun> shards;
  std::vector<reports::ReportRun> whole;
  size_t foldedAt = 0;  // where the first shard was among the runs
  for (reports::ReportRun& run : inputs.runs) {
    if (shards.empty()) foldedAt = whole.size();
    (reports::isShard(run.document.info) ? shards : whole).push_back(std::move(run));
  }
  if (!shards.empty()) {
    std::vector<int> missing;
    Result<reports::ReportRun> folded = reports::foldShards(shards, options.force, missing);
    if (!folded.ok()) {
      fmt::print(stderr, "error: {}\n", folded.error().message);
      return kExitBadInput;
    }
    fmt::print("{} shard(s) of one run read as one run: {} tests{}\n", shards.size(),
               folded->document.results.size(),
               missing.empty()
                   ? ""
                   : fmt::format(" (no file for shard {} of {}: a partial run)",
                                 fmt::join(missing, ", "), shards[0].document.info.totalShards));
    if (!missing.empty())
      folded->source += fmt::format(" (partial: no shard {} of {})", fmt::join(missing, ", "),
                                    shards[0].document.info.totalShards);
    whole.insert(whole.begin() + static_cast<std::ptrdiff_t>(foldedAt), std::move(*folded));
  }
  inputs.runs = std::move(whole);
  if (inputs.runs.empty()) {
    fmt::print(stderr, "no results file could be read; no report written\n");
    return kExitBadInput;
  }
  Result<std::string> written = reports::writeHtmlReport(options.outputDir, inputs);
  if (!written.ok()) {
    fmt::print(stderr, "error: {}\n", written.error().message);
    return kExitBadInput;
  }
  fmt::print("report: {} ({} run{}{})\n", *written, inputs.runs.size(),
             inputs.runs.size() == 1 ? "" : "s",
             inputs.errors.empty() ? "" : fmt::format(", {} unreadable", inputs.errors.size()));
  return inputs.errors.empty() ? kExitOk : kExitBadInput;
}

HLO_CTS_REGISTER_COMMAND(
    kReportCommand, "report",
    "write a static HTML conformance report of results.json files (one page, no network)",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<ReportOptions>();
      sub.add_option("results", options->inputs,
                     "results.json files written by hlo-cts run (several: side by side; the "
                     "shards of one run: as that run)")
          ->required();
      sub.add_option("-o,--output", options->outputDir, "the folder index.html goes to")
          ->capture_default_str();
      sub.add_flag("--force", options->force,
                   "read shards of different runs (backend, profile, shard count) as one run");
      return [options] { return runReport(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
