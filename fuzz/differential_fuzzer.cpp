// Differential fuzzing of the built-in simd-cpu executor against the
// oracle: the fuzzer's bytes are the entropy of a random valid program and
// its inputs (generateProgram, restricted to the ops and element types the
// backend declares), judged as `hlo-cts run --backend simd-cpu` judges a
// test, under the simd-cpu profile. A Fail, Crash or Timeout verdict is a
// finding, either a simd-cpu bug or an oracle/profile bug: the program, its
// inputs and the judge's message are printed, then the program reduced
// (runner::reduce) to a self-contained reproducer, then the target traps.
// HLO_CTS_FUZZ_KEEP_GOING=1 prints each new failure signature once and goes
// on instead, for a campaign that looks for more than one bug;
// HLO_CTS_FUZZ_PRINT=1 prints every program before it runs.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <span>

#include "backends/backend.h"
#include "generators/program.h"
#include "suites/builtin_profiles.h"
#include "tools/runner/judge.h"
#include "tools/runner/reduce.h"
#include "tools/runner/reproducer.h"

using namespace hlo_cts;

namespace {

struct Campaign {
  std::unique_ptr<backends::Backend> backend;
  oracle::Profile profile;
  generators::ProgramOptions programs;
  runner::JudgeOptions judging;
  bool keepGoing = false;
  bool printEach = false;  // HLO_CTS_FUZZ_PRINT=1: every program before it runs
  std::set<std::string> signaturesSeen;
};

// Generated programs only with what the backend declares: anything else is
// NotSupported, a wasted run.
generators::ProgramOptions programsFor(const backends::Capabilities& capabilities) {
  generators::ProgramOptions options;
  for (OpId op : generators::generatableOps())
    if (capabilities.supportsOp(op)) options.ops.push_back(op);
  for (ElementType type : generators::defaultElementTypes())
    if (capabilities.supportsElementType(type)) options.elementTypes.push_back(type);
  return options;
}

bool envIsOne(const char* name) {
  const char* value = std::getenv(name);
  return value && std::string_view(value) == "1";
}

Campaign& campaign() {
  static Campaign* opened = [] {
    auto* c = new Campaign;
    Result<std::unique_ptr<backends::Backend>> backend = backends::openBackend({"simd-cpu", ""});
    Result<oracle::Profile> profile = suites::loadProfile("simd-cpu");
    if (!backend.ok() || !profile.ok()) {
      std::fprintf(stderr, "cannot open simd-cpu or its profile\n");
      std::abort();
    }
    c->backend = std::move(*backend);
    c->profile = std::move(*profile);
    c->programs = programsFor(c->backend->capabilities());
    c->judging.profile = &c->profile;
    c->judging.call.timeout = std::chrono::seconds(2);
    c->judging.eval.stepBudget = 20'000;
    c->judging.eval.workBudget = 1 << 21;
    c->keepGoing = envIsOne("HLO_CTS_FUZZ_KEEP_GOING");
    c->printEach = envIsOne("HLO_CTS_FUZZ_PRINT");
    return c;
  }();
  return *opened;
}

// The generated program as a test: @main on the generated inputs, every
// result an output.
suites::TestCase testOf(const generators::GeneratedProgram& program) {
  suites::TestCase test;
  test.id = "generated.mlir::main";
  test.file = "generated.mlir";
  test.function = "main";
  test.program = program.module;
  test.verifiedProgram = checker::verify(*program.module).verified;
  test.programText = program.text;
  test.inputs = program.inputs;
  const Type type = program.module->lookupFunction("main")->functionType();
  for (size_t i = 0; i < type.results().size(); ++i)
    test.outputs.push_back({"result " + std::to_string(i), {}});
  return test;
}

bool isFinding(Verdict verdict) {
  return verdict == Verdict::kFail || verdict == Verdict::kCrash || verdict == Verdict::kTimeout;
}

// The failure as found, then reduced (the reduction judges again: a
// flaky failure may not reduce, which the message then says).
void report(Campaign& c, const suites::TestCase& test, const reports::TestResult& result) {
  std::fprintf(stderr, "==== differential_fuzzer: %s\n%s\n",
               runner::signatureOf(test, result).str().c_str(),
               runner::reproducerText(test, result).c_str());
  Result<runner::Reduction> reduced =
      runner::reduce(test, result, *c.backend, c.judging, runner::ReduceOptions{200});
  if (reduced.ok())
    std::fprintf(stderr, "==== reduced: %s\n%s\n", reduced->summary.c_str(),
                 reduced->reproducer.c_str());
  else
    std::fprintf(stderr, "==== not reduced: %s\n", reduced.error().str().c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Campaign& c = campaign();
  generators::Entropy entropy = generators::Entropy::fromBytes(std::span(data, size));
  Result<generators::GeneratedProgram> program = generators::generateProgram(entropy, c.programs);
  if (!program.ok()) return 0;  // oracle_fuzzer's finding, not this target's
  const suites::TestCase test = testOf(*program);
  // A sanitizer report in the backend ends the process before any verdict:
  // rerunning the artifact with HLO_CTS_FUZZ_PRINT=1 shows the program.
  if (c.printEach) std::fprintf(stderr, "%s\n", runner::reproducerText(test, {}).c_str());
  const reports::TestResult result = runner::judge(test, *c.backend, c.judging);
  if (!isFinding(result.verdict)) return 0;
  if (c.keepGoing && !c.signaturesSeen.insert(runner::signatureOf(test, result).str()).second)
    return 0;
  report(c, test, result);
  if (!c.keepGoing) __builtin_trap();
  return 0;
}
