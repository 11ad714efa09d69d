#include "backends/common/reducer_body.h"

namespace hlo_cts::backends {
inline namespace common {

std::optional<OpId> simpleReducer(const Region& body) {
  const Block* block = body.front();
  if (!block || block->numArguments() != 2 || block->operations().size() != 2) return std::nullopt;
  const Operation& op = *block->operations()[0];
  const Operation& ret = *block->operations()[1];
  if (op.numOperands() != 2 || op.numResults() != 1 || ret.numOperands() != 1 ||
      ret.operand(0) != op.result(0))
    return std::nullopt;
  const Value* a = block->argument(0);
  const Value* b = block->argument(1);
  if (!((op.operand(0) == a && op.operand(1) == b) || (op.operand(0) == b && op.operand(1) == a)))
    return std::nullopt;
  switch (op.id()) {
    case OpId::kAdd:
    case OpId::kMultiply:
    case OpId::kMaximum:
    case OpId::kMinimum:
    case OpId::kAnd:
    case OpId::kOr:
    case OpId::kXor:
      return op.id();
    default:
      return std::nullopt;
  }
}

}  // namespace common
}  // namespace hlo_cts::backends
