// Ops whose semantics the spec states through other ops (iota of a float type
// is convert of an integer iota, scatter converts updates with
// to_destination_type, implicit broadcasting is broadcast_in_dim then the
// element-wise op) call those ops' own handlers through applyOp, so each
// semantics stays defined in one place.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"

namespace hlo_cts::oracle {

// Evaluates op `target` on `operands`, declaring `resultTypes` and
// `properties`, as if it appeared at `caller`'s place in the program. Errors
// name `caller` and the op it delegated to.
Result<std::vector<RuntimeValue>> applyOp(const Operation& caller, OpId target,
                                          std::span<const RuntimeValue> operands,
                                          std::vector<Type> resultTypes, EvalContext& context,
                                          std::vector<NamedAttribute> properties = {});

// Evaluates `region` of `op` on `arguments` (EvalContext::evaluateRegion),
// with an error naming `op` when the region does not take them.
Result<std::vector<RuntimeValue>> evaluateRegionOf(const Operation& op, const Region& region,
                                                   std::span<const RuntimeValue> arguments,
                                                   EvalContext& context);

// Evaluates `region` of `op` (a reducer, comparator, map or scatter body)
// on `arguments`; it must yield `resultCount` tensors. `approximate`, when
// given, is set when a result carries an allowed set of its own or was
// computed from one (a transcendental or complex-multiply body): its bits
// are one allowed value, not the only one.
Result<std::vector<Tensor>> evaluateOnTensors(const Operation& op, const Region& region,
                                              std::vector<Tensor> arguments, size_t resultCount,
                                              EvalContext& context, bool* approximate = nullptr);

}  // namespace hlo_cts::oracle
