// `hlo-cts interpret FILE`: runs every zero-argument function of FILE on the
// oracle and evaluates its check assertions, one line per function; with
// --args, runs @main on the given arguments and prints its results.
// Programs are verified first (as `hlo-cts check` does); a module that fails
// verification is not run and its errors are printed.
// Exit: 0 every function passed, or its checks were bad tests (the test's
// own expected value is outside what the spec allows) or undecided; 1 a
// function could not be evaluated, or with --strict-tests a bad test; 2
// unreadable, unparsable or invalid input.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "oracle/interpret.h"
#include "spec/text/printer.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct InterpretOptions {
  std::string file;
  int64_t stepBudget = oracle::EvalOptions{}.stepBudget;
  int64_t maxElements = oracle::EvalOptions{}.maxResultElements;
  int64_t workBudget = oracle::EvalOptions{}.workBudget;
  bool quiet = false;
  bool notes = false;
  bool strictTests = false;  // a bad test is a finding (exit 1)
  std::string args;          // --args: run @main on these and print its results
};

int runMain(const InterpretOptions& options, const oracle::EvalOptions& eval) {
  Result<std::string> text = oracle::readTextFile(options.file);
  if (!text.ok()) {
    fmt::print(stderr, "{}\n", text.error().str());
    return kExitBadInput;
  }
  Result<std::vector<oracle::RuntimeValue>> results =
      oracle::runMainWithArgs(*text, options.file, options.args, eval);
  if (!results.ok()) {
    fmt::print(stderr, "{}\n", results.error().str());
    return kExitBadInput;
  }
  for (const oracle::RuntimeValue& value : *results)
    fmt::print("{}\n", value.isTensor() ? printTensorValue(value.tensor()) : "!stablehlo.token");
  return kExitOk;
}

int runInterpret(const InterpretOptions& options) {
  oracle::EvalOptions eval;
  eval.stepBudget = options.stepBudget;
  eval.maxResultElements = options.maxElements;
  eval.workBudget = options.workBudget;
  if (!options.args.empty()) return runMain(options, eval);
  Result<oracle::InterpretReport> report = oracle::interpretFile(options.file, eval);
  if (!report.ok()) {
    fmt::print(stderr, "{}\n", report.error().str());
    return kExitBadInput;
  }
  for (const Diagnostic& d : report->rejected) fmt::print(stderr, "{}\n", d.str());
  for (const oracle::FunctionRun& run : report->runs)
    if (!options.quiet || run.verdict() != Verdict::kPass)
      fmt::print("{}\n", run.describe(options.notes));
  const int bad = report->count(Verdict::kBadTest);
  const int inconclusive = report->count(Verdict::kInconclusive);
  fmt::print("{}: {} function{}, {} passed, {} failed{}{}{}\n", options.file, report->runs.size(),
             report->runs.size() == 1 ? "" : "s", report->count(Verdict::kPass), report->failures(),
             bad ? fmt::format(", {} bad test{} (expected values the spec does not allow)", bad,
                               bad == 1 ? "" : "s")
                 : "",
             inconclusive ? fmt::format(", {} inconclusive", inconclusive) : "",
             report->rejected.empty()
                 ? ""
                 : fmt::format("; {} error{} in programs that fail verification (not run)",
                               report->rejected.size(), report->rejected.size() == 1 ? "" : "s"));
  if (!report->rejected.empty()) return kExitBadInput;
  if (report->failures() > 0 || (options.strictTests && bad > 0)) return kExitFindings;
  return kExitOk;
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
      sub.add_option("--max-elements", options->maxElements,
                     "elements one op result may have before its function is stopped");
      sub.add_option("--work-budget", options->workBudget,
                     "element operations (result elements, window and contraction terms) per "
                     "function before it is stopped");
      sub.add_flag("-q,--quiet", options->quiet, "print only failing functions and the summary");
      sub.add_flag("--strict-tests", options->strictTests,
                   "exit 1 when a test's own expected value is outside what the spec allows "
                   "(a bad test; counted separately, exit 0 without this flag)");
      sub.add_flag("--notes", options->notes,
                   "also list elements that pass a tolerance but differ from the expected "
                   "constant (where a test's expected value is not correctly rounded)");
      sub.add_option(
          "--args", options->args,
          "run @main on these arguments and print its results, as "
          "stablehlo-translate --interpret --args does: \"[dense<1> : tensor<2xi32>, ...]\"");
      return [options] { return runInterpret(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
