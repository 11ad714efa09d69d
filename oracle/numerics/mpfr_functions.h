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

// erf⁻¹(x), the y with erf(y) = x, correctly rounded: a bracket [a, b] ∋ y
// proven by directed-rounding erf (erfc for |x| ≥ 1/2, where erf is flat)
// evaluations around a Newton iterate, narrowed until both ends round
// alike. erf⁻¹(±1) = ±Inf, erf⁻¹(±0) = ±0, |x| > 1 and NaN → NaN.
int mpfrErfInv(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);

// i1e(x) = e^−|x|·I₁(x), the exponentially scaled modified Bessel function
// of the first kind of order 1 (odd), correctly rounded: its power series
// (positive terms) below x = 64, above it the large-x expansion with a
// rigorous remainder bound (Watson's lemma on I₁'s integral form; the bound
// is derived in mpfr_functions.cpp). i1e(±0) = ±0, i1e(±Inf) = ±0, NaN → NaN.
int mpfrBesselI1e(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);

}  // namespace hlo_cts::oracle
