// Correctly rounded functions that MPFR lacks, with MPFR's calling
// convention (rop, x, rnd → ternary), so they plug in wherever an
// MpfrUnaryFn goes: roundMpfr, the ≤ 16-bit tables, the f32 fast paths.
#pragma once

#include <mpfr.h>

namespace hlo_cts::oracle {

// logistic(x) = 1 / (1 + e^−x), correctly rounded in `rnd` with MPFR's
// ternary value and flags semantics (a Ziv loop over a three-rounding
// evaluation). logistic(±Inf) = 1 / +0, logistic(±0) = 1/2, NaN → NaN.
int mpfrLogistic(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);

}  // namespace hlo_cts::oracle
