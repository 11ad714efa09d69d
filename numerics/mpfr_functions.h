// Correctly rounded functions that MPFR lacks, with MPFR's calling
// convention (rop, x, rnd → ternary), so they plug in wherever an
// MpfrUnaryFn goes: roundMpfr, the ≤ 16-bit tables, the f32 fast paths.
#pragma once

#include <mpc.h>
#include <mpfr.h>

#include "numerics/mpfr_number.h"

namespace hlo_cts {
inline namespace numerics {

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

// Where a function's Ziv loop stopped at its precision cap without
// deciding the rounding (a sum of terms that cancel beyond the cap, or an
// exact value within 2^-2000 of a rounding boundary): the last proven
// bracket lo ≤ exact ≤ hi (±Inf ends when none was proven). The result
// written is the bracket's midpoint rounded, which callers should widen to
// the bracket.
struct Enclosure {
  bool decided = true;
  MpfrNumber lo, hi;
};

// ζ(s, q) = Σ_(k≥0) (q + k)^−s, the Hurwitz zeta function (chlo.zeta),
// correctly rounded: a Ziv loop over rigorous Euler–Maclaurin brackets.
// ζ(1, q) = +Inf (the pole), ζ(s, +Inf) = +0, ζ(+Inf, q) = 0, 1 or +Inf
// for q > 1, = 1, < 1. NaN where hurwitzZetaDefined is false.
int mpfrHurwitzZeta(mpfr_ptr rop, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd);
// The same, saying in `undecided` (when given) whether the rounding was
// decided within the precision cap, and the bracket when it was not.
int mpfrHurwitzZetaEnclosed(mpfr_ptr rop, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd,
                            Enclosure* undecided);
// Whether ζ(s, q) has a real value (or is the pole at s = 1): s ≥ 1, q not
// 0 or a negative integer, and q > 0 unless s is an integer. Elsewhere the
// series diverges or its terms are not real, and CHLO says nothing more.
// Also false for q < −10^6, where the oracle does not compute it.
bool hurwitzZetaDefined(mpfr_srcptr s, mpfr_srcptr q);

// ψ⁽ⁿ⁾(x), the polygamma function (chlo.polygamma), correctly rounded:
// digamma for n = 0, (−1)^(n+1) n! ζ(n + 1, x) above. NaN where
// polygammaDefined is false.
int mpfrPolygamma(mpfr_ptr rop, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd);
int mpfrPolygammaEnclosed(mpfr_ptr rop, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd,
                          Enclosure* undecided);
// Whether ψ⁽ⁿ⁾(x) has a value: n a non-negative integer (at most 2^16, so
// that n! can be formed), x not a pole (0, the negative integers) or −Inf.
// Also false for x < −10^6, where the oracle does not compute it.
bool polygammaDefined(mpfr_srcptr n, mpfr_srcptr x);

// chlo._asin_acos_kernel: for z = x + iy and a = (|z + 1| + |z − 1|) / 2,
// w = sqrt(a² − x²) + i·log(a + sqrt(a² − 1)) (both parts ≥ 0; asin(z) =
// atan2(Re z, Re w) + i·sign(Im z)·Im w), each part correctly rounded in
// its mode with MPC's ternary (a Ziv loop over enclosures of Hull et al.'s
// cancellation-free forms, asin_acos_kernel.cpp). At infinity Re w = |y|
// (+Inf when y is infinite) and Im w = +Inf; a NaN part gives NaN parts.
int mpcAsinAcosKernel(mpc_ptr rop, mpc_srcptr z, mpc_rnd_t rnd);
// The kernel on a real x, upstream's real variant (the complex kernel of
// x + 0i has one non-zero part): sqrt(1 − x²) for |x| ≤ 1, acosh(|x|)
// above, correctly rounded; ±Inf → +Inf, NaN → NaN.
int mpfrAsinAcosKernel(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd);

}  // namespace numerics
}  // namespace hlo_cts
