#include "oracle/ops/runtime_check.h"

#include <fmt/format.h>

#include <memory>

#include "oracle/ops/compose.h"
#include "spec/checker/checker.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::oracle {
namespace {

// Whether `op` is part of the module the context verified.
bool inVerifiedModule(const Operation& op, const EvalContext& context) {
  const Operation* root = context.module().op.get();
  for (const Operation* at = &op; at; at = at->parentOp())
    if (at == root) return true;
  return false;
}

// The type a value has at run time, as the catalogue should see it: a
// quantized operand may arrive as a tensor of its storage type (an entry
// point's input), which is the declared quantized type at the runtime shape.
Type checkedType(const RuntimeValue& value, const Type& declared) {
  Type type = runtimeType(value);
  if (declared.isTensor() && declared.isQuantized() && type.isTensor() && !type.isQuantized() &&
      type.elementType() == declared.quantized()->storageType)
    return declared.withShape(type.shape());
  return type;
}

// Whether every operand has the type the verifier saw.
bool operandTypesAsVerified(const Operation& op, std::span<const RuntimeValue> operands) {
  for (size_t i = 0; i < operands.size(); ++i) {
    const Type& verified = op.operand(i)->type;
    if (operands[i].isTensor() && operands[i].tensor().type() == verified) continue;
    if (!(checkedType(operands[i], verified) == verified)) return false;
  }
  return true;
}

// Whether clauses of `op` read the process grid (size(replica_groups) =
// num_replicas, source_target_pairs < num_partitions, ...). The verifier
// cannot judge those without the grid, so they are judged on every run.
bool readsProcessGrid(const Operation& op) {
  return opInfo(op.id()).family == OpFamily::kCollective;
}

}  // namespace

Status checkOnRuntimeTypes(const Operation& op, std::span<const RuntimeValue> operands,
                           const EvalContext& context, std::span<const Type> resultTypes) {
  if (operands.size() != op.numOperands())
    return opError(
        op, fmt::format("{} operand(s) given for {} declared", operands.size(), op.numOperands()));
  if (!resultTypes.empty() && resultTypes.size() != op.numResults())
    return opError(
        op, fmt::format("{} result type(s) for {} declared", resultTypes.size(), op.numResults()));
  if (resultTypes.empty() && !readsProcessGrid(op) && inVerifiedModule(op, context) &&
      operandTypesAsVerified(op, operands))
    return Status::success();

  // A copy whose operands are fresh values of the runtime types; constant
  // operands are defined by constants holding their runtime values, since
  // the clauses about them read the values.
  ValueMap mapping;
  std::vector<std::unique_ptr<Operation>> constants;
  std::vector<std::unique_ptr<Value>> values;
  for (size_t i = 0; i < operands.size(); ++i) {
    const Type type = checkedType(operands[i], op.operand(i)->type);
    if (operands[i].isTensor() && ops::isConstantOperand(op, i)) {
      auto constant = std::make_unique<Operation>("stablehlo.constant");
      constant->setProperty("value", Attribute::denseElements(operands[i].tensor(), type));
      mapping[op.operand(i)] = constant->addResult(type);
      constants.push_back(std::move(constant));
    } else {
      values.push_back(std::make_unique<Value>());
      values.back()->type = type;
      mapping[op.operand(i)] = values.back().get();
    }
  }
  std::unique_ptr<Operation> copy = cloneOperation(op, mapping);
  for (size_t i = 0; i < resultTypes.size(); ++i) copy->result(i)->type = resultTypes[i];

  ops::OpContext opContext;
  opContext.module = &context.module();
  // The grid the op runs in: interpreter.run_parallel's, or 1×1 alone.
  opContext.numReplicas = context.grid.numReplicas;
  opContext.numPartitions = context.grid.numPartitions;
  for (Diagnostic& d : checker::checkOperation(*copy, opContext)) {
    if (d.severity != Diagnostic::Severity::kError) continue;
    d.location = op.location;
    return d;
  }
  return Status::success();
}

}  // namespace hlo_cts::oracle
