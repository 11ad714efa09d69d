// The float formats' bridge to MPFR: the exact value of a bit pattern as an
// MPFR number, and the correct rounding of an MPFR number back into a format
// (the recipe of mpfr_subnormalize in the MPFR manual, "Exception Related
// Functions"; docs/numerics.md). Only the code that computes with MPFR (the
// oracle's numerics, the decimal parser) includes it.
#pragma once

#include <mpfr.h>

#include <cstdint>

#include "spec/element_type.h"
#include "spec/float_value.h"

namespace hlo_cts {

// Sets `out` to the exact value of `bits` (re-initialising its precision so the
// value is exact); NaN becomes MPFR NaN, infinities MPFR infinities, -0 stays -0.
void decodeFloat(uint64_t bits, ElementType type, mpfr_t out);

// Correctly rounds `value` into `type`. `ternary` is the ternary value of the
// single rounding that produced `value` (0 when `value` is exact); passing it
// avoids double rounding at subnormal midpoints (MPFR manual,
// mpfr_subnormalize). When `ternary` is not 0, `value` must come from one
// rounding to at least the format's precision + 1 bits (any MPFR mode), or to
// exactly its precision to nearest or in `mode`. MPFR's global exponent range
// is never changed. Policies (the .cpp documents them in full): NaN gives the
// format's canonical NaN, and +0 in NaN-less formats (f4/f6;
// implementation-defined for the oracle); overflow follows IEEE 754 §7.4 per
// mode, then `overflow`; -0 gives +0 in formats without -0; f8E8M0FNU maps zero
// and tiny values to 0x00 (2^-127) and negative values to NaN, and breaks ties
// upward.
uint64_t roundToFormat(const mpfr_t value, int ternary, ElementType type,
                       RoundingMode mode = RoundingMode::kNearestEven,
                       OverflowPolicy overflow = OverflowPolicy::kIeee);

}  // namespace hlo_cts
