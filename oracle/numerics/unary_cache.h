// Fast, provably identical ways to evaluate correctly rounded unary functions
// (docs/numerics.md, "Fast paths"):
//   - exhaustive tables for formats of 16 bits or fewer, built on first use
//     (thread-safe) from the MPFR path, then one load per element;
//   - for f32 (round to nearest even, IEEE overflow) the two-level paths of
//     f32_fast_paths.h: a double-precision evaluation with a proven relative
//     error bound, and MPFR only when the bound's interval straddles a
//     rounding boundary; for f64 those of f64_fast_paths.h (double-double).
// evaluateUnary() picks the fastest applicable path; every path returns the
// same bits as roundMpfrBits (tests check this on exhaustive/large samples).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f32_fast_paths.h"

namespace hlo_cts::oracle {

// A composite function computing correctly rounded bits itself (for
// example through roundApproximation); tables can cache these too.
using UnaryBitsFn = uint64_t (*)(uint64_t x, ElementType type, RoundingOptions options);

struct UnaryTable {
  ElementType type;
  std::vector<uint16_t> results;  // indexed by the input's bit pattern
  uint64_t operator()(uint64_t x) const { return results[x & (results.size() - 1)]; }
};

// Formats whose unary tables are cached (every float format of ≤ 16 bits).
bool hasUnaryTable(ElementType type);

// The table of fn over every pattern of `type`, built once per (fn, type,
// options) and shared. Null for formats wider than 16 bits.
std::shared_ptr<const UnaryTable> unaryTable(MpfrUnaryFn fn, ElementType type,
                                             RoundingOptions options = {});
std::shared_ptr<const UnaryTable> unaryTable(UnaryBitsFn fn, ElementType type,
                                             RoundingOptions options = {});

// fn(x) correctly rounded in `type` by the fastest exact path.
uint64_t evaluateUnary(MpfrUnaryFn fn, uint64_t x, ElementType type, RoundingOptions options = {});

}  // namespace hlo_cts::oracle
