#include "tools/runner/localize.h"

#include <fmt/format.h>

#include "tools/runner/intermediates.h"

namespace hlo_cts::runner {

bool isCulpritVerdict(Verdict verdict) {
  return verdict == Verdict::kFail || verdict == Verdict::kCrash || verdict == Verdict::kTimeout;
}

Result<suites::TestCase> oneOpTest(const suites::TestCase& test, int64_t opIndex,
                                   const ValueTensors& values) {
  Block* body = entryBody(test);
  if (!body || opIndex < 0 || static_cast<size_t>(opIndex) >= body->operations().size())
    return makeError("no such op in the entry function");
  const Operation& op = *body->operations()[opIndex];
  EntryBuilder builder(test);
  for (const Value* read : valuesReadBy(op)) {
    if (builder.mapped(read)) continue;
    // A constant operand may have to stay one (a shape); copying it is free.
    if (read->definingOp && read->definingOp->id() == OpId::kConstant) {
      builder.clone(*read->definingOp);
      continue;
    }
    auto value = values.find(read);
    if (value == values.end())
      return makeError(fmt::format("{} reads a value that is not a tensor", op.name()));
    builder.addArgument(read, value->second);
  }
  builder.clone(op);
  for (size_t i = 0; i < op.numResults(); ++i)
    if (op.result(i)->type.isTensor())
      builder.addOutput(op.result(i), {fmt::format("{} result {}", op.name(), i), op.location});
  return builder.finish(fmt::format("{}::op{}", test.id, opIndex));
}

Result<Localization> localize(const suites::TestCase& test, backends::Backend& backend,
                              const JudgeOptions& options) {
  Block* body = entryBody(test);
  if (!body) return makeError("a negative test has no op to localize");
  Localization localization;
  Result<ValueTensors> values = backendIntermediates(test, backend, options);
  if (!values.ok()) {
    values = oracleIntermediates(test, options);
    if (!values.ok())
      return makeError("the oracle cannot give the program's intermediate values: " +
                       values.error().str());
    localization.oracleInputs = true;
  }
  const auto& ops = body->operations();
  for (size_t i = 0; i < ops.size(); ++i) {
    if (!isComputingOp(*ops[i])) continue;
    Result<suites::TestCase> alone = oneOpTest(test, static_cast<int64_t>(i), *values);
    if (!alone.ok()) continue;  // an op that cannot stand alone is judged with its neighbours
    reports::TestResult result = judge(*alone, backend, options);
    ++localization.judgeCalls;
    if (!isCulpritVerdict(result.verdict)) continue;
    localization.found = true;
    localization.opIndex = static_cast<int64_t>(i);
    localization.op = ops[i]->name();
    localization.oneOpTest = std::move(*alone);
    localization.oneOpResult = std::move(result);
    break;
  }
  return localization;
}

}  // namespace hlo_cts::runner
