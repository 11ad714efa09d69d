#include "numerics/complex_asymptotics.h"

#include <algorithm>

#include "spec/float_mpfr.h"

namespace hlo_cts {
inline namespace numerics {
namespace {

// e^a · trig(y) for a < −1000, correctly rounded to out's precision with
// its ternary value, where the part of logistic it stands for differs from
// it by a relative error of at most 4e^a / |trig y| (saturatedLogistic).
// |cos y| and |sin y| are at least 2^-62 at every non-zero f64 y (the
// closest a double comes to a multiple of π/2; Muller, "Elementary
// Functions", ch. 11), so that error is below 2^-1380 and Ziv's loop ends
// at its first precision. sin(±0) = ±0 gives the exact ±0.
int scaledTrig(mpfr_ptr out, mpfr_srcptr a, mpfr_srcptr y, MpfrUnaryFn trig) {
  const mpfr_prec_t p = mpfr_get_prec(out);
  if (mpfr_cmp_si(a, -(1L << 20)) < 0) {
    // e^a < 2^-(1.44·2^20): the part lies below 2^-(2^20) in magnitude, far
    // under half of every format's least subnormal, and rounds in every
    // mode like ±2^-(2^20), which is farther from zero (hence the ternary).
    MpfrNumber t(24);
    trig(t.get(), y, MPFR_RNDN);
    if (t.isZero()) return mpfr_set(out, t.get(), MPFR_RNDN);
    mpfr_set_si_2exp(out, mpfr_sgn(t.get()), -(1L << 20), MPFR_RNDN);
    return mpfr_sgn(t.get());
  }
  constexpr mpfr_prec_t kMaxPrecision = 1 << 13;
  for (mpfr_prec_t w = p + 64;; w += w / 2) {
    MpfrNumber e(w), t(w), v(w);
    mpfr_exp(e.get(), a, MPFR_RNDN);
    trig(t.get(), y, MPFR_RNDN);
    if (t.isZero()) return mpfr_set(out, t.get(), MPFR_RNDN);
    mpfr_mul(v.get(), e.get(), t.get(), MPFR_RNDN);
    // Three roundings (relative 2^-w each) and the model's 4e^a/|t| <
    // 2^(EXP(e) + 3 − EXP(t)): |v − part| < 2^(EXP(v) − k).
    const mpfr_exp_t k =
        std::min<mpfr_exp_t>(w - 2, mpfr_get_exp(t.get()) - mpfr_get_exp(e.get()) - 3) - 1;
    // RNDZ at one more bit makes the ternary right too (as mpfrLogistic).
    if (mpfr_can_round(v.get(), k, MPFR_RNDN, MPFR_RNDZ, p + 1) || w >= kMaxPrecision)
      return mpfr_set(out, v.get(), MPFR_RNDN);
  }
}

}  // namespace

// logistic(x + iy) = 1/(1 + w), w = e^−z, for finite parts with |x| >
// 1000. MPC's division of 1 by 1 + w then works at a precision as large as
// the exponent gap between the parts (1.6e7 + 2^-149 i: 8 s per element,
// issue 41), while the asymptotics decide both parts:
//   x > 1000: |w| = e^−x < 2^-1442 and
//     Re = (1 + e^−x cos y)/|1 + w|² = 1 − e^−x cos y + O(e^−2x), which
//       rounds to 1, from below when cos y > 0, from above when cos y < 0;
//     Im = e^−x sin y / |1 + w|² = e^−x sin y (1 + δ), |δ| ≤ 4e^−x;
//   x < −1000: u = 1/w = e^z, |u| < 2^-1442 and logistic = u/(1 + u) =
//     e^z (1 + δ), |δ| ≤ 2|u|: each part is e^x·(cos y | sin y) within
//     4e^2x of it.
// nullopt: not in that regime (MPC's composition answers quickly there).
std::optional<ComplexBits> saturatedLogistic(ComplexBits z, ElementType part) {
  constexpr unsigned long kSaturation = 1000;
  const MpfrNumber x = MpfrNumber::fromBits(z.re, part);
  const MpfrNumber y = MpfrNumber::fromBits(z.im, part);
  if (!mpfr_number_p(x.get()) || !mpfr_number_p(y.get()) ||
      mpfr_cmpabs_ui(x.get(), kSaturation) <= 0)
    return std::nullopt;
  const mpfr_prec_t p = floatFormat(part)->precision() + 1;  // roundToFormat's input
  MpfrNumber re(p), im(p), minusX(x.precision());
  int reTernary = 0, imTernary = 0;
  if (mpfr_sgn(x.get()) > 0) {
    MpfrNumber cosine(24);  // only its sign: |cos y| ≥ 2^-62 ≫ e^−x
    mpfr_cos(cosine.get(), y.get(), MPFR_RNDN);
    mpfr_set_ui(re.get(), 1, MPFR_RNDN);
    reTernary = mpfr_sgn(cosine.get()) > 0 ? 1 : -1;
    mpfr_neg(minusX.get(), x.get(), MPFR_RNDN);
    imTernary = scaledTrig(im.get(), minusX.get(), y.get(), mpfr_sin);
  } else {
    reTernary = scaledTrig(re.get(), x.get(), y.get(), mpfr_cos);
    imTernary = scaledTrig(im.get(), x.get(), y.get(), mpfr_sin);
  }
  // On the real axis the composition's division (1 + 0i)/(a ± 0i) gives
  // Im = 0·a − 1·(±0) = +0 for either zero: the same here.
  if (im.isZero()) mpfr_set_zero(im.get(), 1);
  return ComplexBits{roundToFormat(re.get(), reTernary, part),
                     roundToFormat(im.get(), imTernary, part)};
}

}  // namespace numerics
}  // namespace hlo_cts
