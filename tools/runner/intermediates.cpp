#include "tools/runner/intermediates.h"

#include <fmt/format.h>

#include "oracle/evaluator.h"

namespace hlo_cts::runner {
namespace {

// The arguments' values: the test's inputs.
ValueTensors argumentValues(const suites::TestCase& test) {
  ValueTensors values;
  Block* body = entryBody(test);
  for (size_t i = 0; body && i < body->numArguments() && i < test.inputs.size(); ++i)
    values.emplace(body->argument(i), test.inputs[i]);
  return values;
}

// Pre-order positions (nested ops counted, the body's first op is 0) of
// the body's top-level ops: how executeWithIntermediates names an op.
std::unordered_map<int64_t, const Operation*> preorderPositions(const Block& body) {
  std::unordered_map<int64_t, const Operation*> positions;
  int64_t next = 0;
  for (const auto& op : body.operations()) {
    positions.emplace(next, op.get());
    walk(op.get(), [&](Operation*) { ++next; });
  }
  return positions;
}

Result<ValueTensors> reportedIntermediates(const suites::TestCase& test, backends::Backend& backend,
                                           const JudgeOptions& options) {
  Result<std::unique_ptr<backends::Executable>> compiled = compileTest(test, backend, options);
  if (!compiled.ok()) return compiled.takeError();
  auto run = backend.executeWithIntermediates(**compiled, test.inputs, options.call);
  if (!run.ok()) return makeError("the backend cannot run the program: " + run.message);
  ValueTensors values = argumentValues(test);
  const auto positions = preorderPositions(*entryBody(test));
  for (backends::Intermediate& intermediate : run.value) {
    auto op = positions.find(intermediate.opIndex);
    if (op == positions.end() || intermediate.result < 0 ||
        static_cast<size_t>(intermediate.result) >= op->second->numResults())
      continue;
    values[op->second->result(intermediate.result)] = std::move(intermediate.value);
  }
  return values;
}

}  // namespace

Result<std::unique_ptr<backends::Executable>> compileTest(const suites::TestCase& test,
                                                          backends::Backend& backend,
                                                          const JudgeOptions& options) {
  backends::Program program{test.program.get(), test.programText, test.entry};
  auto compiled = backend.compile(program, options.call);
  if (!compiled.ok() || !compiled.value)
    return makeError("the backend cannot compile the program: " + compiled.message);
  return std::move(compiled.value);
}

Result<std::vector<Tensor>> runCompiled(backends::Executable& executable,
                                        backends::Backend& backend, std::span<const Tensor> inputs,
                                        const JudgeOptions& options) {
  auto run = backend.execute(executable, inputs, options.call);
  if (!run.ok()) return makeError("the backend cannot run the program: " + run.message);
  return std::move(run.value);
}

Result<std::vector<Tensor>> oracleOutputs(const suites::TestCase& test,
                                          const JudgeOptions& options) {
  Result<std::vector<oracle::RuntimeValue>> results = oracleReference(test, options);
  if (!results.ok()) return results.takeError();
  std::vector<Tensor> outputs;
  for (const oracle::RuntimeValue& result : *results) {
    if (!result.isTensor()) return makeError("an output of the program is not a tensor");
    outputs.push_back(result.tensor());
  }
  return outputs;
}

Result<ExposedTest> exposeIntermediates(const suites::TestCase& test) {
  Block* body = entryBody(test);
  if (!body) return makeError("a negative test computes nothing to expose");
  EntryBuilder builder(test);
  for (size_t i = 0; i < body->numArguments(); ++i)
    builder.addArgument(body->argument(i), test.inputs.at(i));
  ExposedTest exposed;
  for (const auto& op : body->operations()) {
    if (op.get() == body->terminator()) continue;
    builder.clone(*op);
    if (!isComputingOp(*op)) continue;
    for (const auto& result : op->results())
      if (result->type.isTensor()) exposed.exposed.push_back(result.get());
  }
  const Operation& ret = *body->terminator();
  for (size_t i = 0; i < ret.numOperands(); ++i)
    builder.addOutput(ret.operand(i),
                      i < test.outputs.size() ? test.outputs[i] : suites::TestOutput{});
  for (const Value* value : exposed.exposed)
    builder.addOutput(value, {fmt::format("intermediate {}", value->definingOp->name()), {}});
  Result<suites::TestCase> built = builder.finish(test.id);
  if (!built.ok()) return built.takeError();
  exposed.test = std::move(*built);
  return exposed;
}

Result<ValueTensors> backendIntermediates(const suites::TestCase& test, backends::Backend& backend,
                                          const JudgeOptions& options) {
  if (backend.capabilities().intermediates) return reportedIntermediates(test, backend, options);
  Result<ExposedTest> exposed = exposeIntermediates(test);
  if (!exposed.ok()) return exposed.takeError();
  const suites::TestCase& program = exposed->test;
  Result<std::unique_ptr<backends::Executable>> compiled = compileTest(program, backend, options);
  if (!compiled.ok()) return makeError("with its intermediates exposed, " + compiled.error().str());
  Result<std::vector<Tensor>> run = runCompiled(**compiled, backend, program.inputs, options);
  if (!run.ok()) return run.takeError();
  const size_t own = entryBody(test)->terminator()->numOperands();
  if (run->size() != own + exposed->exposed.size())
    return makeError(fmt::format("the backend returned {} values, the program has {}", run->size(),
                                 own + exposed->exposed.size()));
  ValueTensors values = argumentValues(test);
  for (size_t i = 0; i < exposed->exposed.size(); ++i)
    values[exposed->exposed[i]] = std::move((*run)[own + i]);
  return values;
}

Result<ValueTensors> oracleIntermediates(const suites::TestCase& test,
                                         const JudgeOptions& options) {
  Result<ExposedTest> exposed = exposeIntermediates(test);
  if (!exposed.ok()) return exposed.takeError();
  Result<std::vector<oracle::RuntimeValue>> results = oracleReference(exposed->test, options);
  if (!results.ok()) return results.takeError();
  const size_t own = entryBody(test)->terminator()->numOperands();
  ValueTensors values = argumentValues(test);
  for (size_t i = 0; i < exposed->exposed.size() && own + i < results->size(); ++i)
    if ((*results)[own + i].isTensor()) values[exposed->exposed[i]] = (*results)[own + i].tensor();
  return values;
}

}  // namespace hlo_cts::runner
