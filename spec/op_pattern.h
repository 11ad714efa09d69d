// Op name patterns as tolerance profiles write them ("exponential",
// "stablehlo.sine", "chlo.*", "stablehlo.batch_norm_*"), resolved against the
// op registry (spec/op_list.def): a glob with '*', where a pattern without a
// dialect also names "stablehlo.<pattern>".
#pragma once

#include <bitset>
#include <string>
#include <string_view>

#include "spec/op_id.h"

namespace hlo_cts {

using OpSet = std::bitset<kNumOps>;

// Whether `pattern` names the op called `name`.
bool opPatternMatches(std::string_view pattern, std::string_view name);
// Every registered op `pattern` names (none: an unknown op or a glob that
// matches nothing).
OpSet opsMatching(std::string_view pattern);
// The registered op a pattern that names none was most likely meant to be,
// spelled as the pattern spells ops (with or without "stablehlo."): the op a
// C library or NumPy name stands for ("exp", "sin", "log1p"), else the
// shortest op the pattern begins, else the nearest by edit distance. Empty
// when nothing is near.
std::string suggestOpName(std::string_view pattern);

}  // namespace hlo_cts
