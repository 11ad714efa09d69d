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
// HLO_CTS_FUZZ_PRINT=1 prints every program before it runs. A Fail that no
// single op reproduces on the backend's own intermediate values is an
// oracle limitation, noted and skipped (HLO_CTS_FUZZ_STRICT=1: a finding).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <span>

#include "backends/backend.h"
#include "generators/program.h"
#include "suites/builtin_profiles.h"
#include "tools/runner/judge.h"
#include "tools/runner/localize.h"
#include "tools/runner/reduce.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/verdict.h"

using namespace hlo_cts;

namespace {

struct Campaign {
  std::unique_ptr<backends::Backend> backend;
  oracle::Profile profile;
  generators::ProgramOptions programs;
  runner::JudgeOptions judging;
  bool keepGoing = false;
  bool printEach = false;  // HLO_CTS_FUZZ_PRINT=1: every program before it runs
  bool strict = false;     // HLO_CTS_FUZZ_STRICT=1: unlocalized failures are findings too
  std::set<std::string> unlocalizedSeen;
  std::set<std::string> signaturesSeen;
};

// Open findings of this target, left out of the default campaign so that a
// short run (tools/run-tests.sh) finds what is new; HLO_CTS_FUZZ_ALL=1
// generates them too. Remove an entry with the fix of its finding.
//   complex types: simd-cpu's complex functions (libstdc++ / C Annex G
//     conventions) differ from the oracle on zero signs, Inf/NaN parts of
//     products, tanh(0 + NaN i), and i64 -> complex<f64> converts truncate;
//   chlo.acosh, chlo.asinh: SLEEF's overflow to +Inf near the format's
//     largest finite value (f64 acosh at DBL_MAX, asinh of bf16 3.39e38);
//   reduce_precision: on f16/bf16/f8 simd-cpu rounds the mantissa in f32,
//     not on the narrow format's subnormal grid (e11m0 of -2^-24 is -0).
bool isOpenFinding(OpId op) {
  return op == OpId::kChloAcosh || op == OpId::kChloAsinh || op == OpId::kReducePrecision;
}

// Generated programs only with what the backend declares: anything else is
// NotSupported, a wasted run.
generators::ProgramOptions programsFor(const backends::Capabilities& capabilities, bool all) {
  generators::ProgramOptions options;
  for (OpId op : generators::generatableOps())
    if (capabilities.supportsOp(op) && (all || !isOpenFinding(op))) options.ops.push_back(op);
  for (ElementType type : generators::defaultElementTypes())
    if (capabilities.supportsElementType(type) && (all || !isComplex(type)))
      options.elementTypes.push_back(type);
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
    c->programs = programsFor(c->backend->capabilities(), envIsOne("HLO_CTS_FUZZ_ALL"));
    c->judging.profile = &c->profile;
    c->judging.call.timeout = std::chrono::seconds(2);
    c->judging.eval.stepBudget = 20'000;
    c->judging.eval.workBudget = 1 << 21;
    c->keepGoing = envIsOne("HLO_CTS_FUZZ_KEEP_GOING");
    c->printEach = envIsOne("HLO_CTS_FUZZ_PRINT");
    c->strict = envIsOne("HLO_CTS_FUZZ_STRICT");
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

// A Fail that no op reproduces on its own, on the backend's own values of
// its operands (runner::localize finds no culprit), is not the backend's:
// the oracle judges what follows a value the spec leaves open (a sum's
// order, a zero's sign from the number of init values) against its own
// choice, exactly. Noted once per signature, not a finding (unless strict).
bool isUnlocalizedFail(Campaign& c, const suites::TestCase& test,
                       const reports::TestResult& result) {
  if (c.strict || result.verdict != Verdict::kFail) return false;
  Result<runner::Localization> where = runner::localize(test, *c.backend, c.judging);
  if (!where.ok() || where->found) return false;
  const std::string signature = runner::signatureOf(test, result).str();
  if (c.unlocalizedSeen.insert(signature).second)
    std::fprintf(stderr, "differential_fuzzer: no op fails alone (not a finding): %s\n",
                 signature.c_str());
  return true;
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
  if (!isFinding(result.verdict) || isUnlocalizedFail(c, test, result)) return 0;
  if (c.keepGoing && !c.signaturesSeen.insert(runner::signatureOf(test, result).str()).second)
    return 0;
  report(c, test, result);
  if (!c.keepGoing) __builtin_trap();
  return 0;
}
