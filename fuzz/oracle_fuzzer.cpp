// Random programs from the fuzzer's bytes, run on the oracle: the bytes are
// the generator's entropy (every byte string gives a program), the program
// must verify, and the oracle must evaluate it to results of the declared
// types. Anything else is a finding: a generator, checker or oracle bug.
// HLO_CTS_FUZZ_PRINT=1 prints every program before it runs (to see what a
// crash or timeout input is).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>

#include "generators/program.h"
#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/checker/checker.h"

using namespace hlo_cts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  generators::Entropy entropy = generators::Entropy::fromBytes(std::span(data, size));
  Result<generators::GeneratedProgram> program = generators::generateProgram(entropy);
  if (!program.ok()) __builtin_trap();  // a program the checker rejects
  static const bool printEach = [] {
    const char* value = std::getenv("HLO_CTS_FUZZ_PRINT");
    return value && std::strcmp(value, "1") == 0;
  }();
  if (printEach) std::fprintf(stderr, "%s\n", program->text.c_str());
  checker::Verification verification = checker::verify(*program->module);
  if (!verification.ok()) __builtin_trap();
  std::vector<oracle::RuntimeValue> arguments;
  for (const Tensor& input : program->inputs)
    arguments.push_back(oracle::RuntimeValue::fromTensor(input));
  oracle::EvalOptions options;
  options.stepBudget = 20'000;
  options.workBudget = 1 << 21;
  Result<std::vector<oracle::RuntimeValue>> results =
      oracle::evaluateFunction(*verification.verified, "main", arguments, options);
  if (!results.ok()) {
    // This target's own small budgets (the oracle enumerating the update
    // orders of a scatter whose body is not one known op can take more
    // steps than the program has ops) are a limit, not a defect.
    if (results.error().kind == DiagnosticKind::kLimit) return 0;
    std::fprintf(stderr, "the oracle cannot evaluate the generated program: %s\n",
                 results.error().str().c_str());
    __builtin_trap();
  }
  const Type declared = program->module->lookupFunction("main")->functionType();
  if (results->size() != declared.results().size()) __builtin_trap();
  for (size_t i = 0; i < results->size(); ++i)
    if (!(*results)[i].isTensor() || (*results)[i].tensor().type() != declared.results()[i])
      __builtin_trap();
  return 0;
}
