// The paths `hlo-cts interpret` and `hlo-cts run` take, with small limits:
// parse, verify every module, and run each zero-argument public function of
// the modules that verify on the oracle; then extract the same file's tests
// as `run` does (each test function made a plain program). No input may
// crash the verifier, the evaluator or the extraction: an invalid module
// gives diagnostics with a message, a valid one results or an error
// (aborts, sanitizer reports and hangs are findings).
#include <cstdint>
#include <string_view>

#include "fuzz/ir_mutator.h"
#include "oracle/interpret.h"
#include "suites/test_case.h"

using namespace hlo_cts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  oracle::EvalOptions options;
  options.stepBudget = 20'000;
  options.maxResultElements = 1 << 12;
  options.workBudget = 1 << 21;  // about 0.6 s of exact DFT terms, the slowest kind
  options.maxCallDepth = 32;
  options.maxProcesses = 64;
  Result<oracle::InterpretReport> report = oracle::interpretText(text, "input.mlir", options);
  if (!report.ok()) return 0;
  // Extraction reads every verified module; any error it gives must say what.
  Result<std::vector<suites::TestCase>> tests = suites::extractTests(text, "input.mlir");
  if (!tests.ok() && tests.error().message.empty()) __builtin_trap();
  for (const Diagnostic& d : report->rejected)
    if (d.message.empty()) __builtin_trap();  // every rejection says what is wrong
  return 0;
}

// Structure-aware mutations (fuzz/ir_mutator.h): what parses is mutated as
// IR and printed back; anything else gets libFuzzer's byte mutations.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t maxSize,
                                          unsigned seed) {
  return fuzz::mutateProgramText(data, size, maxSize, seed);
}
