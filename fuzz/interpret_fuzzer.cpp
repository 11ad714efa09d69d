// Parses the input, checks every module, and runs each zero-argument public
// function of a module that checks clean on the oracle, with a small step
// budget, work budget and result-size limit: no input may crash the checker or the
// evaluator (errors are fine; aborts, sanitizer reports and hangs are not).
#include <cstdint>
#include <string_view>

#include "oracle/evaluator.h"
#include "oracle/interpret.h"
#include "spec/checker/checker.h"
#include "spec/text/parser.h"

using namespace hlo_cts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<std::vector<Module>> modules = parseSourceFile(text, "input.mlir");
  if (!modules.ok()) return 0;
  oracle::EvalOptions options;
  options.stepBudget = 20'000;
  options.maxResultElements = 1 << 12;
  options.workBudget = 1 << 21;  // about 0.6 s of exact DFT terms, the slowest kind
  options.maxCallDepth = 32;
  for (const Module& module : *modules) {
    checker::Verification verification = checker::verify(module);
    if (!verification.ok()) continue;
    for (const FunctionView& function : module.functions()) {
      if (!oracle::isTestFunction(function)) continue;
      oracle::EvalContext context(*verification.verified, options);
      (void)context.callFunction(function.name(), {});
    }
  }
  return 0;
}
