// `hlo-cts interpret FILE`: runs every zero-argument function of FILE on the
// oracle and evaluates its check assertions, one line per function.
// Exit: 0 all passed, 1 a function failed, 2 unreadable or unparsable input.
#include <fmt/format.h>

#include "oracle/interpret.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct InterpretOptions {
  std::string file;
  int64_t stepBudget = oracle::EvalOptions{}.stepBudget;
  bool quiet = false;
  bool notes = false;
};

int runInterpret(const InterpretOptions& options) {
  oracle::EvalOptions eval;
  eval.stepBudget = options.stepBudget;
  Result<oracle::InterpretReport> report = oracle::interpretFile(options.file, eval);
  if (!report.ok()) {
    fmt::print(stderr, "{}\n", report.error().str());
    return kExitBadInput;
  }
  for (const oracle::FunctionRun& run : report->runs)
    if (!options.quiet || !run.passed) fmt::print("{}\n", run.describe(options.notes));
  fmt::print("{}: {} function{}, {} passed, {} failed\n", options.file, report->runs.size(),
             report->runs.size() == 1 ? "" : "s", report->runs.size() - report->failures(),
             report->failures());
  return report->allPassed() ? kExitOk : kExitFindings;
}

HLO_CTS_REGISTER_COMMAND(
    kInterpretCommand, "interpret",
    "run every zero-argument function of a StableHLO file on the oracle and check its assertions",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<InterpretOptions>();
      sub.add_option("file", options->file, "StableHLO text file (// ----- splits allowed)")
          ->required();
      sub.add_option("--step-budget", options->stepBudget,
                     "ops evaluated per function before it is stopped");
      sub.add_flag("-q,--quiet", options->quiet, "print only failing functions and the summary");
      sub.add_flag("--notes", options->notes,
                   "also list elements that pass a tolerance but differ from the expected "
                   "constant (where a test's expected value is not correctly rounded)");
      return [options] { return runInterpret(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
