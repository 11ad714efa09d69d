#include "oracle/interpret.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "spec/text/parser.h"

namespace hlo_cts::oracle {
namespace {

std::string where(const SourceLocation& location) {
  if (!location.known()) return location.file;
  return fmt::format("{}:{}", location.file, location.line);
}

// The functions the interpreter's test runner executes: defined, taking no
// arguments, and not private (private zero-argument functions are helpers
// such as the @inputs / @expected of exported tests, run through their caller).
bool isTestFunction(const FunctionView& function) {
  return !function.isDeclaration() && function.visibility() != "private" &&
         function.functionType().inputs().empty();
}

FunctionRun runFunction(const Module& module, const FunctionView& function,
                        const EvalOptions& options) {
  FunctionRun run;
  run.name = function.name();
  run.location = function.op->location;
  EvalContext context(module, options);
  Result<std::vector<RuntimeValue>> results = context.callFunction(run.name, {});
  if (!results.ok()) {
    run.passed = false;
    run.error = results.error().str();
  }
  for (const CheckOutcome& check : context.checks()) {
    ++run.checksRun;
    if (!check.passed) {
      run.passed = false;
      run.failedChecks.push_back(check);
    } else if (!check.message.empty()) {
      run.inexactChecks.push_back(check);
    }
  }
  return run;
}

}  // namespace

// "  file:line: op <verb>: message", the message's element lines indented
// under it.
std::string checkLines(const CheckOutcome& check, std::string_view verb) {
  std::string message = check.message;
  for (size_t p = message.find('\n'); p != std::string::npos; p = message.find('\n', p + 3))
    message.insert(p + 1, "  ");
  return fmt::format("\n  {}: {} {}: {}", where(check.location), check.op, verb, message);
}

std::string FunctionRun::describe(bool notes) const {
  std::string text = passed ? fmt::format("PASS @{} ({}), {} check{}", name, where(location),
                                          checksRun, checksRun == 1 ? "" : "s")
                            : fmt::format("FAIL @{} ({})", name, where(location));
  if (!error.empty()) text += fmt::format(": {}", error);
  for (const CheckOutcome& check : failedChecks) text += checkLines(check, "failed");
  if (notes)
    for (const CheckOutcome& check : inexactChecks) text += checkLines(check, "passed, note");
  return text;
}

bool InterpretReport::allPassed() const {
  return failures() == 0;
}

int InterpretReport::failures() const {
  int n = 0;
  for (const FunctionRun& run : runs) n += run.passed ? 0 : 1;
  return n;
}

Result<InterpretReport> interpretText(std::string_view text, const std::string& filename,
                                      const EvalOptions& options) {
  Result<std::vector<Module>> modules = parseSourceFile(text, filename);
  if (!modules.ok()) return modules.takeError();
  InterpretReport report;
  for (const Module& module : *modules)
    for (const FunctionView& function : module.functions())
      if (isTestFunction(function)) report.runs.push_back(runFunction(module, function, options));
  return report;
}

Result<InterpretReport> interpretFile(const std::string& path, const EvalOptions& options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return makeError(fmt::format("cannot read {}", path));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return makeError(fmt::format("cannot read {}", path));
  return interpretText(buffer.str(), path, options);
}

}  // namespace hlo_cts::oracle
