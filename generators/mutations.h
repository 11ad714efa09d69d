// Single generic mutations of one op of a generated program (internal to
// generators/, for break_constraint): an entry of an attribute list or an
// integer attribute changed, removed, duplicated or moved; a result's or
// operand's type changed (an operand by a new argument of @main); an
// operand dropped or repeated; a region's types or returned values changed.
// None knows a constraint: the breaker runs the catalogue on the mutated op
// to learn which clause, if any, a mutation breaks.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "spec/ir.h"

namespace hlo_cts::generators {

// One change to operation `index` of @main's body (which it may replace by
// a rebuilt copy at the same index).
struct Mutation {
  std::string what;  // "result 0 type -> tensor<2x4xf32>", for messages
  std::function<void(Block& main, size_t index)> apply;
};

// Every mutation the breaker tries on `op`, in a fixed order.
std::vector<Mutation> mutationsOf(const Operation& op);

// @main's func.func and body in `module` (nullptr when it has none).
Operation* mainFunction(const Module& module);
Block* mainBody(const Module& module);
// Sets @main's function_type from its arguments and the values func.return
// returns (after a mutation changed either).
void refreshMainSignature(const Module& module);
// A deep copy of `module`.
Module cloneModule(const Module& module);

}  // namespace hlo_cts::generators
