// `hlo-cts coverage PATH... [--results R.json]... -o DIR [--json-only]`:
// which clauses of the spec the tests under PATH exercise
// (tools/runner/coverage.h), written as DIR/coverage.json and
// DIR/coverage.html (reports/coverage_report.h), with the totals on stdout.
// With --results, only the tests those runs record with a counted verdict
// count. Exit: 0 when written, 2 for a path or results file that cannot be
// read (or an output that cannot be written).
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <ctime>

#include "reports/coverage_report.h"
#include "reports/results_json.h"
#include "tools/cli/command.h"
#include "tools/runner/coverage.h"

namespace hlo_cts::cli {
namespace {

struct CoverageCommandOptions {
  std::vector<std::string> paths;
  std::vector<std::string> results;
  std::string outputDir = "hlo-cts-coverage";
  bool jsonOnly = false;
  double valueBudgetSeconds = 2;
};

int runCoverage(const CoverageCommandOptions& options) {
  runner::CoverageOptions coverage;
  coverage.valueBudget = std::chrono::milliseconds(
      static_cast<int64_t>(std::max(0.0, options.valueBudgetSeconds) * 1000));
  if (!options.results.empty()) {
    std::vector<reports::TestResult> all;
    for (const std::string& path : options.results) {
      Result<reports::ResultsDocument> document = reports::readResultsJson(path);
      if (!document.ok()) {
        fmt::print(stderr, "error: {}\n", document.error().message);
        return kExitBadInput;
      }
      all.insert(all.end(), document->results.begin(), document->results.end());
    }
    coverage.ran = runner::testsThatRan(all);
  }
  Result<reports::CoverageReport> report = runner::computeCoverage(options.paths, coverage);
  if (!report.ok()) {
    fmt::print(stderr, "error: {}\n", report.error().message);
    return kExitBadInput;
  }
  report->results = options.results;
  report->generatedAt = fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(std::time(nullptr)));
  for (const std::string& error : report->errors) fmt::print(stderr, "warning: {}\n", error);
  Result<std::vector<std::string>> written =
      reports::writeCoverageReport(options.outputDir, *report, options.jsonOnly);
  if (!written.ok()) {
    fmt::print(stderr, "error: {}\n", written.error().message);
    return kExitBadInput;
  }
  fmt::print("{}", reports::coverageTotalsText(*report));
  for (const std::string& path : *written) fmt::print("wrote {}\n", path);
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(
    kCoverageCommand, "coverage",
    "which spec clauses, element types and semantic cases the tests exercise (JSON and HTML)",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<CoverageCommandOptions>();
      sub.add_option("paths", options->paths, "test files or folders of *.mlir files")->required();
      sub.add_option("--results", options->results,
                     "results.json of hlo-cts run: only tests recorded there as pass, fail or "
                     "accepted-invalid count (repeatable)");
      sub.add_option("-o,--output", options->outputDir,
                     "the folder coverage.json and coverage.html go to")
          ->capture_default_str();
      sub.add_flag("--json-only", options->jsonOnly, "write coverage.json only");
      sub.add_option("--value-budget", options->valueBudgetSeconds,
                     "seconds the oracle may spend per test finding special values")
          ->capture_default_str();
      return [options] { return runCoverage(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
