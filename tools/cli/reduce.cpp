// `hlo-cts reduce FILE --backend B [-o OUT.mlir]`: judges the file's tests
// on a backend, reduces the first failing one (tools/runner/reduce.h) and
// writes it as a self-contained reproducer in the exported-test convention.
// Exit: 0 when a failure was reduced, 1 when nothing fails, 2 for bad usage
// or an input that cannot be read.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "oracle/interpret.h"
#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"
#include "tools/runner/reduce.h"
#include "tools/runner/verdict.h"

namespace hlo_cts::cli {
namespace {

struct ReduceCommandOptions {
  std::string file;
  BackendChoice backend;
  std::string function;  // empty: every test function of the file
  std::string output;    // empty: <file's stem>.reduced.mlir in the working directory
  double timeoutSeconds = 60;
  int maxJudgeCalls = runner::ReduceOptions{}.maxJudgeCalls;
};

Result<std::vector<suites::TestCase>> testsOf(const ReduceCommandOptions& options) {
  Result<std::string> text = oracle::readTextFile(options.file);
  if (!text.ok()) return text.takeError();
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(*text, options.file);
  if (!tests.ok() || options.function.empty()) return tests;
  std::erase_if(*tests,
                [&](const suites::TestCase& test) { return test.function != options.function; });
  if (tests->empty())
    return makeError(fmt::format("{} has no test function @{}", options.file, options.function));
  return tests;
}

int runReduce(const ReduceCommandOptions& options) {
  Result<std::vector<suites::TestCase>> tests = testsOf(options);
  if (!tests.ok()) return failWith(tests.error());
  Result<backends::BackendSpec> spec = effectiveBackend(options.backend);
  if (!spec.ok()) return failWith(spec.error());
  Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend(*spec);
  if (!backend.ok()) return failWith(backend.error());
  Result<oracle::Profile> profile = chosenProfile(options.backend, (*backend)->capabilities());
  if (!profile.ok()) return failWith(profile.error());
  runner::JudgeOptions judging;
  judging.profile = &*profile;
  judging.call.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));

  for (const suites::TestCase& test : *tests) {
    // A negative test has no program to cut: it is the constraint it breaks.
    if (test.negative) continue;
    reports::TestResult result = runner::judge(test, **backend, judging);
    if (!isFailure(result.verdict)) continue;
    fmt::print("{} {}: reducing\n", verdictName(result.verdict), test.id);
    runner::ReduceOptions limits;
    limits.maxJudgeCalls = options.maxJudgeCalls;
    Result<runner::Reduction> reduction = runner::reduce(test, result, **backend, judging, limits);
    if (!reduction.ok()) return failWith(reduction.error());
    const std::string path =
        !options.output.empty()
            ? options.output
            : std::filesystem::path(options.file).stem().string() + ".reduced.mlir";
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << reduction->reproducer;
    if (!out.good()) return failWith(makeError("cannot write " + path, {}, DiagnosticKind::kIo));
    fmt::print("{}\nreproducer: {}\n", reduction->summary, path);
    return kExitOk;
  }
  fmt::print("nothing to reduce: no test of {} fails on {} (profile {})\n", options.file,
             (*backend)->capabilities().name, profile->name());
  return kExitFindings;
}

HLO_CTS_REGISTER_COMMAND(
    kReduceCommand, "reduce",
    "reduce the first failing test of a file to a small self-contained reproducer",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<ReduceCommandOptions>();
      sub.add_option("file", options->file, "the test file (.mlir)")->required();
      addBackendOptions(sub, options->backend);
      sub.add_option("--function", options->function,
                     "reduce this test function (name without '@') rather than the first "
                     "failing one");
      sub.add_option("-o,--output", options->output,
                     "where the reproducer goes (default: <file's stem>.reduced.mlir)");
      sub.add_option("--timeout", options->timeoutSeconds,
                     "seconds one compile or execute call may take")
          ->capture_default_str();
      sub.add_option("--max-judge-calls", options->maxJudgeCalls,
                     "the reduction's budget of judged candidate programs")
          ->capture_default_str();
      return [options] { return runReduce(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
