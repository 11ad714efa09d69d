// Lenient readers of an operation's attributes, each with a default for an
// absent attribute or one of another kind: for code that runs on verified
// programs (the oracle's handlers, the executors' kernels), where the
// checker has already established what is present.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "spec/attribute.h"
#include "spec/ir.h"

namespace hlo_cts {

// A dimension list in any spelling (array<i64: ...>, dense<...>, [..]).
std::vector<int64_t> dimsAttrOr(const Operation& op, std::string_view name,
                                std::vector<int64_t> fallback);
int64_t intAttrOr(const Operation& op, std::string_view name, int64_t fallback);
// A unit attribute is true; a boolean or integer one is its value.
bool boolAttrOr(const Operation& op, std::string_view name, bool fallback);
// An integer field of a struct attribute (#stablehlo.gather<...>).
int64_t structIntOr(const Attribute& s, std::string_view field, int64_t fallback);

}  // namespace hlo_cts
