#include "oracle/interpret.h"

#include <fmt/format.h>

#include "oracle/oracle.h"
#include "spec/hlo/hlo_reader.h"
#include "spec/source_files.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::oracle {
namespace {

std::string where(const SourceLocation& location) {
  if (!location.known()) return location.file;
  return fmt::format("{}:{}", location.file, location.line);
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

FunctionRun runTestFunction(const VerifiedModule& module, const FunctionView& function,
                            const EvalOptions& options) {
  FunctionRun run;
  run.name = function.name();
  run.location = function.op->location;
  EvalContext context(module, options, oracleOps(), oraclePasses());
  Result<std::vector<RuntimeValue>> results = context.callFunction(run.name, {});
  if (!results.ok()) {
    run.passed = false;
    run.error = results.error().str();
  }
  for (const CheckOutcome& check : context.checks()) {
    ++run.checksRun;
    if (check.inconclusive) {
      run.inconclusiveChecks.push_back(check);
    } else if (!check.passed) {
      run.passed = false;
      run.failedChecks.push_back(check);
    } else if (!check.message.empty()) {
      run.inexactChecks.push_back(check);
    }
  }
  return run;
}

bool isTestFunction(const FunctionView& function) {
  return !function.isDeclaration() && function.visibility() != "private" &&
         function.functionType().inputs().empty();
}

Verdict FunctionRun::verdict() const {
  if (!error.empty()) return Verdict::kFail;
  if (!failedChecks.empty()) return Verdict::kBadTest;
  if (!inconclusiveChecks.empty()) return Verdict::kInconclusive;
  return Verdict::kPass;
}

std::string FunctionRun::describe(bool notes) const {
  const Verdict v = verdict();
  std::string text;
  switch (v) {
    case Verdict::kPass:
      text = fmt::format("PASS @{} ({}), {} check{}", name, where(location), checksRun,
                         checksRun == 1 ? "" : "s");
      break;
    case Verdict::kBadTest:
      text = fmt::format("BAD-TEST @{} ({}): the test expects values outside what the spec allows",
                         name, where(location));
      break;
    case Verdict::kInconclusive:
      text = fmt::format("INCONCLUSIVE @{} ({})", name, where(location));
      break;
    default:
      text = fmt::format("FAIL @{} ({})", name, where(location));
      break;
  }
  if (!error.empty()) text += fmt::format(": {}", error);
  for (const CheckOutcome& check : failedChecks) text += checkLines(check, "failed");
  for (const CheckOutcome& check : inconclusiveChecks) text += checkLines(check, "undecided");
  if (notes)
    for (const CheckOutcome& check : inexactChecks) text += checkLines(check, "passed, note");
  return text;
}

bool InterpretReport::allPassed() const {
  return count(Verdict::kPass) == static_cast<int>(runs.size()) && rejected.empty();
}

int InterpretReport::count(Verdict verdict) const {
  int n = 0;
  for (const FunctionRun& run : runs) n += run.verdict() == verdict ? 1 : 0;
  return n;
}

Result<InterpretReport> interpretText(std::string_view text, const std::string& filename,
                                      const EvalOptions& options) {
  Result<std::vector<Module>> modules = parseProgramFile(text, filename);
  if (!modules.ok()) return modules.takeError();
  InterpretReport report;
  for (const Module& module : *modules) {
    checker::Verification verification = checker::verify(module);
    if (!verification.ok()) {
      for (Diagnostic& d : verification.diagnostics)
        if (d.severity == Diagnostic::Severity::kError) report.rejected.push_back(std::move(d));
      continue;
    }
    for (const FunctionView& function : module.functions())
      if (isTestFunction(function))
        report.runs.push_back(runTestFunction(*verification.verified, function, options));
  }
  return report;
}

Result<std::string> readTextFile(const std::string& path) {
  return readSourceFile(path);
}

Result<InterpretReport> interpretFile(const std::string& path, const EvalOptions& options) {
  Result<std::string> text = readSourceFile(path);
  if (!text.ok()) return text.takeError();
  return interpretText(*text, path, options);
}

Result<std::vector<RuntimeValue>> runMainWithArgs(std::string_view text,
                                                  const std::string& filename,
                                                  std::string_view args,
                                                  const EvalOptions& options) {
  constexpr std::string_view kShape = "i.e. --args=[dense<1> : tensor<2xi32>, ...]";
  Result<Attribute> parsed = parseAttribute(args);
  if (!parsed.ok() || parsed->kind() != Attribute::Kind::kArray)
    return makeError(fmt::format("expected an array attribute string for args, {}", kShape));
  std::vector<RuntimeValue> arguments;
  for (const Attribute& element : parsed->elements()) {
    if (element.kind() != Attribute::Kind::kDenseElements)
      return makeError(
          fmt::format("expected dense elements attributes as args elements, {}", kShape));
    arguments.push_back(RuntimeValue::fromTensor(element.tensor()));
  }
  Result<Module> module =
      isHloProgram(text, filename) ? parseHloModule(text, filename) : parseModule(text, filename);
  if (!module.ok()) return module.takeError();
  checker::Verification verification = checker::verify(*module);
  if (!verification.ok()) return verification.firstError();
  std::vector<FunctionView> functions = module->functions();
  const FunctionView* main = nullptr;
  for (const FunctionView& f : functions)
    if (f.name() == "main") main = &f;
  if (!main && functions.size() == 1) main = &functions[0];
  if (!main) return makeError(fmt::format("{}: no @main function to run", filename));
  const std::vector<Type> inputs = main->functionType().inputs();
  if (inputs.size() != arguments.size())
    return makeError(fmt::format("@{} takes {} argument{}, --args gives {}", main->name(),
                                 inputs.size(), inputs.size() == 1 ? "" : "s", arguments.size()));
  for (size_t i = 0; i < inputs.size(); ++i)
    if (inputs[i] != arguments[i].tensor().type())
      return makeError(fmt::format("argument #{} of @{} is {}, --args gives {}", i, main->name(),
                                   printType(inputs[i]), printType(arguments[i].tensor().type())));
  return evaluateFunction(*verification.verified, main->name(), arguments, options);
}

}  // namespace hlo_cts::oracle
