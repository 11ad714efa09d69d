// The checker on almost-valid programs: the fuzzer's bytes are the entropy
// that generates a valid program (generateProgram) and then mutates its IR
// one to three times (fuzz/ir_mutator.h: operands swapped, replaced or
// dropped, a dimension or element type changed, an op duplicated, an
// attribute changed). The checker must never crash and every error it
// gives must say what is wrong; a program it accepts must run on the oracle
// without crashing (an evaluation error is fine: the mutated inputs are
// random). Random text rarely gets past the parser; these programs reach
// every op's constraints with one thing wrong at a time.
#include <cstdint>
#include <span>

#include "fuzz/ir_mutator.h"
#include "generators/program.h"
#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/checker/checker.h"
#include "spec/text/parser.h"

using namespace hlo_cts;

// Random arguments of @main's declared types; empty when one cannot be made
// (a dynamic, quantized or too large type: such a program is not run).
static std::optional<std::vector<oracle::RuntimeValue>> argumentsFor(const Module& module,
                                                                     generators::Entropy& entropy) {
  std::optional<FunctionView> main = module.lookupFunction("main");
  if (!main || main->isDeclaration()) return std::nullopt;
  std::vector<oracle::RuntimeValue> arguments;
  const Type signature = main->functionType();
  for (const Type& type : signature.inputs()) {
    if (!type.isTensor() || !type.hasStaticShape() || type.isQuantized() ||
        type.numElements() > (1 << 12))
      return std::nullopt;
    arguments.push_back(oracle::RuntimeValue::fromTensor(generators::randomTensor(type, entropy)));
  }
  return arguments;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  generators::Entropy entropy = generators::Entropy::fromBytes(std::span(data, size));
  Result<generators::GeneratedProgram> program = generators::generateProgram(entropy);
  if (!program.ok()) return 0;  // oracle_fuzzer's finding, not this target's
  // A mutable copy: the generated module is shared and const.
  Result<Module> module = parseModule(program->text, "generated.mlir");
  if (!module.ok()) __builtin_trap();
  for (int64_t i = entropy.inRange(1, 3); i > 0; --i) fuzz::mutateModule(*module, entropy);

  checker::Verification verification = checker::verify(*module);
  for (const Diagnostic& d : verification.diagnostics)
    if (d.message.empty()) __builtin_trap();  // every finding says what is wrong
  if (!verification.ok()) return 0;
  std::optional<std::vector<oracle::RuntimeValue>> arguments = argumentsFor(*module, entropy);
  if (!arguments) return 0;
  oracle::EvalOptions options;
  options.stepBudget = 20'000;
  options.maxResultElements = 1 << 12;
  options.workBudget = 1 << 21;
  (void)oracle::evaluateFunction(*verification.verified, "main", *arguments, options);
  return 0;
}
