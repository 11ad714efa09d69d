// The catalogue's constraints on the types values have at run time: what
// lets a handler trust its operands without restating the spec's clauses.
//
// An op of the verified module whose operands carry the types it was
// verified with needs nothing more, unless its clauses read the process
// grid (the collectives), which only a run knows. Any other call (a dynamic op, whose
// static types hold `?`; a function called with other shapes; an op one
// handler builds for another through applyOp; a test calling a handler
// directly) is checked here with the same predicates the checker uses, on a
// copy of the op whose operands have their runtime types and whose constant
// operands (dynamic_pad's padding, dynamic_iota's shape) their runtime
// values. The first violated clause is the error.
#pragma once

#include <span>
#include <vector>

#include "oracle/evaluator.h"

namespace hlo_cts::oracle {

// `resultTypes` empty: the op's declared result types, and an op of the
// verified module whose operands have their verified types is not checked
// again. Given result types (a dynamic op's computed shape, or the declared
// types when its runtime operand values decide a clause) always check.
Status checkOnRuntimeTypes(const Operation& op, std::span<const RuntimeValue> operands,
                           const EvalContext& context, std::span<const Type> resultTypes = {});

// A handler whose op the catalogue has checked on its runtime operand types
// first (through checkOnRuntimeTypes): what family tables register.
template <OpHandler kHandler>
Result<std::vector<RuntimeValue>> checkedOnRuntimeTypes(const Operation& op,
                                                        std::span<const RuntimeValue> operands,
                                                        EvalContext& context) {
  if (Status s = checkOnRuntimeTypes(op, operands, context); !s.ok()) return s.takeError();
  return kHandler(op, operands, context);
}

}  // namespace hlo_cts::oracle
