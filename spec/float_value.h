// Exact meaning of float bit patterns in every format of the FloatFormat
// table: classification, exact decoding to MPFR, correct rounding of an
// MPFR value back into a format (FACTS §2 recipe, each format's own NaN, Inf,
// zero and sign rules), decimal literals in and out, and the one documented
// ULP distance. Everything format-dependent reads FloatFormat.
#pragma once

#include <mpfr.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "spec/element_type.h"
#include "spec/result.h"

namespace hlo_cts {

enum class FloatClass : uint8_t { kZero, kSubnormal, kNormal, kInfinite, kNaN };

// `type` must be a real float format (floatFormat(type) != nullptr).
FloatClass classifyFloat(uint64_t bits, ElementType type);
// The sign bit (always false for the unsigned f8E8M0FNU).
bool isNegativeFloat(uint64_t bits, ElementType type);
bool isNaNBits(uint64_t bits, ElementType type);

// Sets `out` to the exact value of `bits` (re-initialising its precision so the
// value is exact); NaN becomes MPFR NaN, infinities MPFR infinities, -0 stays -0.
void decodeFloat(uint64_t bits, ElementType type, mpfr_t out);

enum class RoundingMode : uint8_t {
  kNearestEven,
  kNearestAway,
  kTowardZero,
  kTowardPositive,
  kTowardNegative
};

// What happens to a finite value beyond the format's largest finite value
// after rounding.
enum class OverflowPolicy : uint8_t {
  kIeee,      // ±Inf where the format has Inf; else NaN where it has NaN (sign kept
              // where the NaN encoding has one); else saturate (f4/f6)
  kSaturate,  // ±max finite
};

// Correctly rounds `value` into `type`. `ternary` is the ternary value of the
// single rounding that produced `value` (0 when `value` is exact); passing it
// avoids double rounding at subnormal midpoints (FACTS §2). When `ternary` is
// not 0, `value` must come from one rounding to at least the format's
// precision + 1 bits (any MPFR mode), or to exactly its precision to nearest
// or in `mode`. MPFR's global exponent range is never changed.
// Policies (the .cpp documents them in full): NaN gives the format's
// canonical NaN, and +0 in NaN-less formats (f4/f6; implementation-defined
// for the oracle); overflow follows IEEE 754 §7.4 per mode, then `overflow`;
// -0 gives +0 in formats without -0; f8E8M0FNU maps zero and tiny values to
// 0x00 (2^-127) and negative values to NaN, and breaks ties upward.
uint64_t roundToFormat(const mpfr_t value, int ternary, ElementType type,
                       RoundingMode mode = RoundingMode::kNearestEven,
                       OverflowPolicy overflow = OverflowPolicy::kIeee);

// A decimal literal as MLIR writes it ("1.5", "-2.5e-3", "1.", "0.000000e+00"),
// correctly rounded to nearest-even into `type`. Hex bit patterns are handled by
// the caller. Errors name what is malformed.
Result<uint64_t> parseDecimalFloat(std::string_view text, ElementType type);

// MLIR's float printing (SYNTAX.md §1.6): "%.6e" when it reads back to the same
// bits, else the shortest round-tripping decimal with '.', else the hex bit
// pattern ("0x7FC00000") for inf/NaN or when no '.' would appear.
std::string printFloatLiteral(uint64_t bits, ElementType type);

// The value as a double, for display only (never as truth).
double floatToDouble(uint64_t bits, ElementType type);

// ULP distance between two values of one format: the number of representable
// values strictly between them plus one (0 when equal; +0 and -0 are 0 apart;
// counts across the subnormal/normal boundary and across zero). NaN against
// anything is UINT64_MAX; Inf counts as one step beyond the largest finite.
uint64_t ulpDistance(uint64_t a, uint64_t b, ElementType type);

}  // namespace hlo_cts
