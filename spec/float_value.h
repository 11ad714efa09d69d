// Exact meaning of float bit patterns in every format of the FloatFormat
// table: classification, correct rounding of integers, NaN and infinities
// into a format (each format's own NaN, Inf, zero and sign rules), decimal
// literals in and out, and the one documented ULP distance. Everything
// format-dependent reads FloatFormat. Decoding to and correctly rounding
// from MPFR values is in spec/float_mpfr.h, so that this header does not
// bring <mpfr.h> to every user of the spec library.
#pragma once

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

enum class RoundingMode : uint8_t {
  kNearestEven,
  kNearestAway,
  kTowardZero,
  kTowardPositive,
  kTowardNegative
};

// Every rounding mode, for code and tests that try each.
inline constexpr RoundingMode kAllRoundingModes[] = {
    RoundingMode::kNearestEven, RoundingMode::kNearestAway, RoundingMode::kTowardZero,
    RoundingMode::kTowardPositive, RoundingMode::kTowardNegative};

// What happens to a finite value beyond the format's largest finite value
// after rounding.
enum class OverflowPolicy : uint8_t {
  kIeee,      // ±Inf where the format has Inf; else NaN where it has NaN (sign kept
              // where the NaN encoding has one); else saturate (f4/f6)
  kSaturate,  // ±max finite
};

// What rounding gives for NaN: the format's canonical NaN, and +0 in the
// NaN-less f4/f6 formats.
uint64_t roundedNaN(ElementType type);
// What rounding gives for ±infinity: ±Inf where the format has Inf, else as
// `overflow` says for a finite value beyond the largest (NaN for −Inf in the
// unsigned f8E8M0FNU).
uint64_t roundedInfinity(ElementType type, bool negative,
                         OverflowPolicy overflow = OverflowPolicy::kIeee);
// `value` correctly rounded into float format `type` (convert's semantics).
uint64_t roundIntegerToFormat(int64_t value, ElementType type,
                              RoundingMode mode = RoundingMode::kNearestEven);

// A decimal literal as MLIR writes it ("1.5", "-2.5e-3", "1.", "0.000000e+00"),
// correctly rounded to nearest-even into `type`. Hex bit patterns are handled by
// the caller. Errors name what is malformed.
Result<uint64_t> parseDecimalFloat(std::string_view text, ElementType type);

// MLIR's float printing (mlir/lib/IR/AsmPrinter.cpp, printFloatValue): "%.6e"
// when it reads back to the same bits, else the shortest round-tripping decimal
// with '.', else the hex bit pattern ("0x7FC00000") for inf/NaN or when no '.'
// would appear.
std::string printFloatLiteral(uint64_t bits, ElementType type);

// The value as a double, for display only (never as truth).
double floatToDouble(uint64_t bits, ElementType type);

// ULP distance between two values of one format: the number of representable
// values strictly between them plus one (0 when equal; +0 and -0 are 0 apart;
// counts across the subnormal/normal boundary and across zero). NaN against
// anything is UINT64_MAX; Inf counts as one step beyond the largest finite.
uint64_t ulpDistance(uint64_t a, uint64_t b, ElementType type);

}  // namespace hlo_cts
