// The reducer body both executors fold with typed loops: a body
// `^bb(%a, %b): %r = OP(%a, %b); return %r` whose OP is associative.
#pragma once

#include <optional>

#include "spec/ir.h"
#include "spec/op_id.h"

namespace hlo_cts::backends {
inline namespace common {

// The op of a body `^bb(%a, %b): %r = OP(%a, %b); return %r` (either
// argument order), when OP is associative and known (add, multiply,
// maximum, minimum, and, or, xor); nullopt otherwise.
std::optional<OpId> simpleReducer(const Region& body);

}  // namespace common
}  // namespace hlo_cts::backends
