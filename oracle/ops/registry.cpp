// The oracle's op table: every family table of oracle/ops/ joined into one
// array indexed by OpId, and the check that it covers the op registry.
#include <fmt/format.h>

#include "oracle/ops/families.h"
#include "oracle/oracle.h"

namespace hlo_cts::oracle {
namespace {

// Registered ops the oracle knowingly does not evaluate, with the reason
// (`interpret` reports them as NotSupported). Structure ops are the
// evaluator's own business, not a handler's.
struct NotEvaluated {
  OpId op;
  std::string_view reason;
};
constexpr NotEvaluated kNotEvaluated[] = {
    {OpId::kBuiltinModule, "structure: the evaluator walks modules"},
    {OpId::kFuncFunc, "structure: the evaluator calls functions"},
    {OpId::kFuncCall, "structure: the evaluator calls functions"},
    {OpId::kFuncReturn, "structure: the evaluator ends blocks"},
    {OpId::kReturn, "structure: the evaluator ends regions"},
    {OpId::kCheckEq, "only as custom_call @check.eq (stablehlo.custom_call)"},
    {OpId::kCheckExpectCloseConst, "not yet: the corpus uses expect_close"},
};

OpTable buildTable(std::vector<std::string>* errors) {
  OpTable table;
  for (auto family : {elementwiseOps(), checkOps(), dataMovementOps(), indexingOps(), scatterOps(),
                      controlFlowOps(), reductionOps(), collectiveOps()})
    if (Status s = table.add(family); !s.ok() && errors) errors->push_back(s.error().message);
  return table;
}

}  // namespace

Status OpTable::add(std::span<const OpEntry> entries) {
  for (const OpEntry& entry : entries) {
    if (entry.op == OpId::kUnknown) return makeError("an op table entry has no OpId");
    OpHandler& slot = handlers_[static_cast<size_t>(entry.op)];
    if (slot) return makeError(fmt::format("{} is registered twice", opName(entry.op)));
    slot = entry.handler;
  }
  return Status::success();
}

const OpTable& oracleOps() {
  static const OpTable table = buildTable(nullptr);
  return table;
}

std::vector<std::string> oracleRegistryErrors() {
  std::vector<std::string> errors;
  const OpTable table = buildTable(&errors);
  std::vector<bool> excused(kNumOps, false);
  for (const NotEvaluated& n : kNotEvaluated) {
    excused[static_cast<size_t>(n.op)] = true;
    if (table.find(n.op))
      errors.push_back(fmt::format("{} is listed as not evaluated ({}) but has a handler",
                                   opName(n.op), n.reason));
  }
  for (OpId id : allOps())
    if (!table.find(id) && !excused[static_cast<size_t>(id)])
      errors.push_back(
          fmt::format("{} has no oracle handler (oracle/ops/) and is not listed as "
                      "knowingly unsupported (oracle/ops/registry.cpp)",
                      opName(id)));
  return errors;
}

std::vector<OpId> evaluatedOps() {
  std::vector<OpId> ops;
  for (OpId id : allOps())
    if (oracleOps().find(id)) ops.push_back(id);
  return ops;
}

}  // namespace hlo_cts::oracle
