#include "oracle/ops/compose.h"

#include <fmt/format.h>

#include <memory>

namespace hlo_cts::oracle {

Result<std::vector<RuntimeValue>> evaluateRegionOf(const Operation& op, const Region& region,
                                                   std::span<const RuntimeValue> arguments,
                                                   EvalContext& context) {
  if (region.blocks().size() != 1) return opError(op, "its regions must have exactly one block");
  const size_t expected = region.front()->numArguments();
  if (expected != arguments.size())
    return opError(
        op, fmt::format("a region taking {} arguments is given {}", expected, arguments.size()));
  return context.evaluateRegion(region, arguments);
}

Result<std::vector<Tensor>> evaluateOnTensors(const Operation& op, const Region& region,
                                              std::vector<Tensor> arguments, size_t resultCount,
                                              EvalContext& context, bool* approximate) {
  std::vector<RuntimeValue> values;
  values.reserve(arguments.size());
  for (Tensor& t : arguments) values.push_back(RuntimeValue::fromTensor(std::move(t)));
  auto results = evaluateRegionOf(op, region, values, context);
  if (!results) return results.takeError();
  if (results->size() != resultCount)
    return opError(op, fmt::format("its region returned {} values, expected {}", results->size(),
                                   resultCount));
  std::vector<Tensor> tensors;
  for (const RuntimeValue& v : *results) {
    if (!v.isTensor()) return opError(op, "its region returned a non-tensor value");
    // The arguments are fresh (pinned) values, so any openness a result has
    // comes from the body's own ops.
    if (approximate && (v.expectation() || v.upstream() != Openness::kPinned)) *approximate = true;
    tensors.push_back(v.tensor());
  }
  return tensors;
}

Result<std::vector<RuntimeValue>> applyOp(const Operation& caller, OpId target,
                                          std::span<const RuntimeValue> operands,
                                          std::vector<Type> resultTypes, EvalContext& context,
                                          std::vector<NamedAttribute> properties) {
  OpHandler handler = context.ops().find(target);
  if (!handler)
    return notSupported(
        caller, fmt::format("is defined through {}, which is not evaluated", opName(target)));
  // The delegate sees a well-formed op: operand values with their types,
  // results with the requested types, the caller's location.
  Operation delegate{std::string(opName(target))};
  delegate.location = caller.location;
  std::vector<std::unique_ptr<Value>> operandValues;
  for (const RuntimeValue& operand : operands) {
    operandValues.push_back(std::make_unique<Value>());
    operandValues.back()->type = runtimeType(operand);
    delegate.addOperand(operandValues.back().get());
  }
  for (Type& type : resultTypes) delegate.addResult(std::move(type));
  for (NamedAttribute& property : properties)
    delegate.setProperty(std::move(property.name), std::move(property.value));
  Result<std::vector<RuntimeValue>> results = handler(delegate, operands, context);
  if (!results.ok()) {
    Diagnostic error = results.takeError();
    error.message = fmt::format("{}: via {}", caller.name(), error.message);
    return error;
  }
  // As the evaluator does after a program's own op: a transpose or convert
  // of an open value carries its allowed set (the evaluation's passes).
  if (results->size() == 1 && context.passes().propagate)
    context.passes().propagate(delegate, operands, results->front());
  return results;
}

}  // namespace hlo_cts::oracle
