// More input sets for one generated program, so that a compiler compiles
// it once and is judged on several (`hlo-cts fuzz --inputs-per-program K`).
// Set 0 is the inputs the program was generated with; every other set is
// made from the program's @main and a seed alone, so set s of program i of
// a campaign is the same wherever and whenever it is made.
#pragma once

#include <cstdint>
#include <vector>

#include "generators/values.h"
#include "spec/ir.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::generators {

// What input set `set` (>= 1) holds, by `set % 3`:
//   1  special values: every element from the special pool of its type
//      (±0, ±Inf, NaN, subnormals, extremes, ±1, midpoints; integer min,
//      max, 0, ±1), or its clean part under ValueOptions::clean;
//   2  boundary indices: each argument that is an index operand of a
//      dynamic_slice, dynamic_update_slice, gather, dynamic_gather or
//      scatter gets 0, ±1, the indexed operand's sizes, those ±1, and its
//      type's extremes (what clamping and out-of-bounds rules decide); the
//      other arguments random values;
//   0  random values (the generator's mix), new ones.
enum class InputSetKind : uint8_t { kRandom, kSpecialValues, kBoundaryIndices };
InputSetKind inputSetKind(int set);
const char* inputSetKindName(InputSetKind kind);  // "random", "special-values", "boundary-indices"

// The arguments of `entry` that are index operands (InputSetKind 2), by
// position, each with the sizes of the operand it indexes.
struct IndexArgument {
  size_t argument = 0;
  std::vector<int64_t> indexedSizes;
};
std::vector<IndexArgument> indexArguments(const Module& module, std::string_view entry = "main");

// Input set `set` (>= 1) of `entry`'s arguments, from `seed` alone (a
// campaign passes the program's seed); an error when `entry` is missing.
Result<std::vector<Tensor>> inputSet(const Module& module, uint64_t seed, int set,
                                     const ValueOptions& options, std::string_view entry = "main");

}  // namespace hlo_cts::generators
