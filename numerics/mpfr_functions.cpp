#include "numerics/mpfr_functions.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "numerics/mpfr_number.h"

namespace hlo_cts {
inline namespace numerics {
namespace {

// Never reached for finite x ≠ 0 (see the loop); a bound on work anyway.
constexpr mpfr_prec_t kMaxWorkingPrecision = 1 << 20;

}  // namespace

int mpfrLogistic(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  if (mpfr_inf_p(x)) return mpfr_set_ui(rop, mpfr_sgn(x) > 0 ? 1 : 0, rnd);
  if (mpfr_zero_p(x)) return mpfr_set_ui_2exp(rop, 1, -1, rnd);
  const mpfr_prec_t p = mpfr_get_prec(rop);
  const bool positive = mpfr_sgn(x) > 0;
  WideExponentRange range;
  MpfrNumber minus_abs(mpfr_get_prec(x));
  mpfr_abs(minus_abs.get(), x, MPFR_RNDN);  // exact: same precision
  mpfr_neg(minus_abs.get(), minus_abs.get(), MPFR_RNDN);
  int ternary = 0;
  for (mpfr_prec_t w = p + 32;; w += w / 2) {
    MpfrNumber e(w);
    MpfrNumber l(w);
    mpfr_exp(e.get(), minus_abs.get(), MPFR_RNDN);
    if (!positive && mpfr_zero_p(e.get())) {
      // e^x < 2^(emin_min − 1), and logistic(x) lies below it: both are
      // below half the smallest positive number of any exponent range, so
      // they round alike in every mode.
      range.restore();
      return mpfr_exp(rop, x, rnd);
    }
    if (positive && (mpfr_zero_p(e.get()) || mpfr_get_exp(e.get()) <= -(p + 3))) {
      // e^−x < 2^-(p+2): logistic(x) lies in (1 − 2^-(p+2), 1), where no
      // p-bit number or midpoint lies, so it rounds like 1 − 2^-(p+2) in
      // every mode (the loop below could not decide it: 1 + e rounds to 1).
      MpfrNumber proxy(p + 2);
      mpfr_set_ui(proxy.get(), 1, MPFR_RNDN);
      mpfr_nextbelow(proxy.get());
      ternary = mpfr_set(rop, proxy.get(), rnd);
      break;
    }
    // logistic = 1/(1 + e) for x > 0, e/(1 + e) for x < 0 (e = e^−|x|):
    // three roundings to w bits, each relative 2^-w, with condition numbers
    // ≤ 1, so |l − logistic(x)| < 4·2^-w·|l| < 2^(EXP(l) − w + 2).
    mpfr_add_ui(l.get(), e.get(), 1, MPFR_RNDN);
    if (positive)
      mpfr_ui_div(l.get(), 1, l.get(), MPFR_RNDN);
    else
      mpfr_div(l.get(), e.get(), l.get(), MPFR_RNDN);
    // logistic(x) is irrational for x ≠ 0 (Lindemann–Weierstrass) and, from
    // here on, at least 2^-(p+3) away from 1, so the loop ends long before
    // the cap; RNDZ and p + 1 bits make the ternary value right too.
    if (mpfr_can_round(l.get(), w - 3, MPFR_RNDN, MPFR_RNDZ, p + (rnd == MPFR_RNDN)) ||
        w > kMaxWorkingPrecision) {
      ternary = mpfr_set(rop, l.get(), rnd);
      break;
    }
  }
  range.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

namespace {

// The rounding mode that rounds −v as `rnd` rounds v (odd functions are
// evaluated on |x| and negated).
mpfr_rnd_t mirrored(mpfr_rnd_t rnd) {
  if (rnd == MPFR_RNDU) return MPFR_RNDD;
  if (rnd == MPFR_RNDD) return MPFR_RNDU;
  return rnd;
}

// One step of a Ziv loop: at working precision w, write into lo ≤ hi (both
// of precision w) an interval proven to hold the exact value, or return
// false when this precision cannot prove one.
using Bracketer = std::function<bool(mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi)>;

// The exact value known only through `bracket`, rounded into rop with rnd:
// the working precision grows until both ends of a proven bracket round to
// one number r outside the open bracket, which also fixes the ternary
// value (r > hi: +1, r < lo: −1; lo = hi: the exact value itself). The
// functions here are transcendental at every float argument they reach
// this with, so no exact value is a rounding boundary; but a sum whose
// terms cancel (ζ(s, q) for q < 0), or whose first term dwarfs the rest
// while being a rounding boundary itself (ζ(30, 2^-126) = 2^3780 + 1.0…),
// needs as many bits as the exponents span: kMaxBracketPrecision bounds
// the work (a ζ bracket at 8192 bits took 0.4 s). Undecided there, the
// last bracket's midpoint is rounded and, when `undecided` is given, the
// bracket is written into it (with its ends' order, lo ≤ hi).
constexpr mpfr_prec_t kMaxBracketPrecision = 1 << 11;
int roundBracketed(mpfr_ptr rop, mpfr_rnd_t rnd, const Bracketer& bracket,
                   Enclosure* undecided = nullptr) {
  const mpfr_prec_t p = mpfr_get_prec(rop);
  MpfrNumber lo(p), hi(p), lo_rounded(p), hi_rounded(p), best(p);  // best: NaN until proven
  bool proven = false;
  for (mpfr_prec_t w = p + 32; w <= kMaxBracketPrecision; w += w / 2) {
    mpfr_set_prec(lo.get(), w);
    mpfr_set_prec(hi.get(), w);
    if (!bracket(w, lo.get(), hi.get())) continue;
    if (mpfr_equal_p(lo.get(), hi.get())) return mpfr_set(rop, lo.get(), rnd);
    if (undecided) {
      undecided->lo = lo;
      undecided->hi = hi;
    }
    proven = true;
    mpfr_set(lo_rounded.get(), lo.get(), rnd);
    mpfr_set(hi_rounded.get(), hi.get(), rnd);
    mpfr_set_prec(best.get(), w + 1);
    mpfr_add(best.get(), lo.get(), hi.get(), MPFR_RNDN);  // a fallback: its rounding is immaterial
    mpfr_div_2ui(best.get(), best.get(), 1, MPFR_RNDN);
    if (!mpfr_equal_p(lo_rounded.get(), hi_rounded.get())) continue;
    const int side = mpfr_greater_p(lo_rounded.get(), hi.get()) ? 1
                     : mpfr_less_p(lo_rounded.get(), lo.get())  ? -1
                                                                : 0;
    if (side == 0) continue;  // the rounded value is inside: its side unknown yet
    mpfr_set(rop, lo_rounded.get(), MPFR_RNDN);  // exact: same precision
    return side;
  }
  if (undecided) {
    undecided->decided = false;
    if (!proven) {  // no bracket at all: the value may be anything
      mpfr_set_inf(undecided->lo.get(), -1);
      mpfr_set_inf(undecided->hi.get(), 1);
    }
  }
  return mpfr_set(rop, best.get(), rnd);  // undecided: the last bracket's midpoint
}

// An odd function's value at −|x| from its value at |x|: rop and the
// ternary value negated (negation is exact).
int negated(mpfr_ptr rop, int ternary) {
  mpfr_neg(rop, rop, MPFR_RNDN);
  return -ternary;
}

// 2/√π · e^(−y²), erf's derivative at y, to about w bits.
void erfDerivative(mpfr_ptr out, mpfr_srcptr y) {
  MpfrNumber t(mpfr_get_prec(out));
  mpfr_sqr(out, y, MPFR_RNDN);
  mpfr_neg(out, out, MPFR_RNDN);
  mpfr_exp(out, out, MPFR_RNDN);
  mpfr_const_pi(t.get(), MPFR_RNDN);
  mpfr_sqrt(t.get(), t.get(), MPFR_RNDN);
  mpfr_div(out, out, t.get(), MPFR_RNDN);
  mpfr_mul_2ui(out, out, 1, MPFR_RNDN);
}

// A double-precision start for erf⁻¹: y with erf(y) ≈ target (`tail`:
// erfc(y) ≈ target) to nearly double precision; only the Newton steps'
// count depends on it, never the result.
double erfInvGuess(double target, bool tail) {
  if (!tail) {
    double y = target * 0.886226925452758;  // √π/2: erf(y) ≈ 2y/√π near 0
    for (int i = 0; i < 4; ++i)
      y -= (std::erf(y) - target) / (1.1283791670955126 * std::exp(-y * y));
    return y;
  }
  if (!(target > 1e-300)) return 26.5;  // erfc(26.5) ≈ 1e-307; Newton in MPFR goes on
  double lo = 0, hi = 27;               // erfc is decreasing: bisect
  for (int i = 0; i < 64; ++i) {
    const double mid = (lo + hi) / 2;
    (std::erfc(mid) > target ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

// A value and a rigorous bound |value − exact| ≤ 2^errorExponent.
struct Bounded {
  mpfr_exp_t errorExponent = 0;
  bool ok = false;
};

// ⌈log2(n)⌉ for n ≥ 1.
mpfr_exp_t ceilLog2(double n) {
  return static_cast<mpfr_exp_t>(std::ceil(std::log2(n)));
}

// i1e(x) = e^−x · Σ_k (x/2)^(2k+1) / (k!(k+1)!) for x > 0, at precision
// W = prec(out). Every term is positive, so rounding errors stay relative:
// term k carries at most 3k + 1 roundings (q = x²/4 once per k, one
// multiplication, one division by the exact (k+1)(k+2)) and the running sum
// one per term, so the sum of K terms is within (4K + 2)·u of the exact
// partial sum (u = 2^−W, and Kγ ≪ 1 here). The series stops at a term
// below 2^−W of the sum once the ratio of consecutive terms is below 1/2,
// so the tail is below that term. e^−x and the product add two roundings.
Bounded besselI1eSeries(mpfr_ptr out, mpfr_srcptr x) {
  const mpfr_prec_t w = mpfr_get_prec(out);
  MpfrNumber q(w), term(w), sum(w);
  mpfr_sqr(q.get(), x, MPFR_RNDN);
  mpfr_div_2ui(q.get(), q.get(), 2, MPFR_RNDN);
  mpfr_div_2ui(term.get(), x, 1, MPFR_RNDN);  // exact
  mpfr_set(sum.get(), term.get(), MPFR_RNDN);
  unsigned long k = 0;
  for (;; ++k) {
    if (k > (1ul << 20)) return {};  // beyond the arguments this is used for
    const unsigned long next = (k + 1) * (k + 2);
    // ratio of term k+1 to term k is q / next: below 1/2 when 2q < next
    const bool shrinking = mpfr_cmp_ui_2exp(q.get(), next, -1) < 0;
    if (shrinking && mpfr_get_exp(term.get()) < mpfr_get_exp(sum.get()) - w) break;
    mpfr_mul(term.get(), term.get(), q.get(), MPFR_RNDN);
    mpfr_div_ui(term.get(), term.get(), next, MPFR_RNDN);
    mpfr_add(sum.get(), sum.get(), term.get(), MPFR_RNDN);
  }
  MpfrNumber scale(w);
  mpfr_neg(scale.get(), x, MPFR_RNDN);
  mpfr_exp(scale.get(), scale.get(), MPFR_RNDN);
  mpfr_mul(out, sum.get(), scale.get(), MPFR_RNDN);
  // relative (4K + 8)·u (terms, sum, tail, e^−x, product), doubled for the
  // exact value's own size
  return {mpfr_get_exp(out) + ceilLog2(4.0 * static_cast<double>(k + 1) + 8) - w + 1, true};
}

// i1e(x) for x ≥ 64 from the large-x expansion. With t = 1 − cos θ in
// I₁(x) = (1/π)∫₀^π e^(x cos θ) cos θ dθ:
//   i1e(x) = (1/π)∫₀² e^−xt (1 − t)/√(t(2 − t)) dt
//          = 1/(π√2) ∫₀² e^−xt t^−½ h(t) dt,  h(t) = (1 − t)(1 − t/2)^−½.
// h = Σ h_k t^k with h_k = c_k − c_(k−1), c_k = C(2k, k)/8^k ≤ 2^−k, so
// |h_k| ≤ 3·2^−k. Integrating the first n terms over [0, ∞) (Watson) gives
//   i1e(x) ≈ (1/√(2πx)) Σ_(k<n) h_k (2k − 1)!!/(2x)^k,
// and the remainder is bounded by three pieces:
//   ∫₀¹ of the tail of h: |h − P_n| ≤ 6(t/2)^n on [0, 1], so at most
//     6/(π√2) · 2^−n Γ(n + ½)/x^(n+½) ≤ 1.36 · 2^−n n!/x^(n+½);
//   ∫₁² of h itself: |1 − t|/√(t(2 − t)) ≤ (2 − t)^−½ there, so at most
//     (2/π) e^−x;
//   ∫₁^∞ of P_n: t^k e^−xt ≤ e^−x e^−(x−k)(t−1), so for n ≤ x/2 at most
//     (6/(π√2)) e^−x/(x/2) < 0.05 e^−x.
// Rounding: each term is exact h_k times (2k − 1)!!/(2x)^k built with 2k
// roundings, one more for the product; the terms' magnitudes sum to ≤ 2 and
// the n additions add n·u on partial sums ≤ 2; the prefactor takes five
// roundings: in all ≤ (8n + 20)·u times the prefactor. `ok` is false when
// no n ≤ x/2 brings the remainder under 2^−W of the result (then the
// caller uses the series).
Bounded besselI1eLarge(mpfr_ptr out, mpfr_srcptr x) {
  const mpfr_prec_t w = mpfr_get_prec(out);
  const double xd = mpfr_get_d(x, MPFR_RNDD);
  const double log2x = std::log2(xd);
  // the result is ≥ 0.99/√(2πx) > 2^(−1.4 − log2(x)/2): the remainder must
  // stay below 2^(−W − 2) of that
  const double target = -1.4 - log2x / 2 - static_cast<double>(w) - 2;
  const double expTerm = std::log2(0.7) - xd / std::log(2.0);  // 0.7 e^−x
  if (expTerm > target - 1) return {};
  int n = 1;
  double truncation = 0;
  for (;; ++n) {
    if (n > xd / 2) return {};
    truncation = std::log2(1.36) - n + std::lgamma(n + 1.0) / std::log(2.0) - (n + 0.5) * log2x;
    if (truncation <= target - 1) break;
  }
  const mpfr_prec_t exact = 3 * n + 8;  // c_k and h_k are dyadic with ≤ 2k + 3 bits
  MpfrNumber c(exact), c_prev(exact), h(exact);
  MpfrNumber power(w), term(w), sum(w), two_x(w);
  mpfr_mul_2ui(two_x.get(), x, 1, MPFR_RNDN);
  mpfr_set_ui(c.get(), 1, MPFR_RNDN);
  mpfr_set_ui(power.get(), 1, MPFR_RNDN);  // (2k − 1)!!/(2x)^k
  mpfr_set_ui(sum.get(), 1, MPFR_RNDN);    // k = 0: h_0 = 1
  for (int k = 1; k < n; ++k) {
    mpfr_set(c_prev.get(), c.get(), MPFR_RNDN);
    mpfr_mul_ui(c.get(), c.get(), 2 * k - 1, MPFR_RNDN);  // c_k = c_(k−1)(2k − 1)/(4k)
    mpfr_div_ui(c.get(), c.get(), 4 * k, MPFR_RNDN);
    mpfr_sub(h.get(), c.get(), c_prev.get(), MPFR_RNDN);
    mpfr_mul_ui(power.get(), power.get(), 2 * k - 1, MPFR_RNDN);
    mpfr_div(power.get(), power.get(), two_x.get(), MPFR_RNDN);
    mpfr_mul(term.get(), power.get(), h.get(), MPFR_RNDN);
    mpfr_add(sum.get(), sum.get(), term.get(), MPFR_RNDN);
  }
  MpfrNumber prefactor(w);  // 1/√(2πx)
  mpfr_const_pi(prefactor.get(), MPFR_RNDN);
  mpfr_mul(prefactor.get(), prefactor.get(), two_x.get(), MPFR_RNDN);
  mpfr_sqrt(prefactor.get(), prefactor.get(), MPFR_RNDN);
  mpfr_ui_div(prefactor.get(), 1, prefactor.get(), MPFR_RNDN);
  mpfr_mul(out, sum.get(), prefactor.get(), MPFR_RNDN);
  // prefactor ≤ 1.02 × out < 2^(EXP(out) + 1)
  const double rounding = static_cast<double>(mpfr_get_exp(out) + 1 + ceilLog2(8.0 * n + 20) - w);
  const double remainder = std::max(truncation, expTerm) + 1;  // the two summed
  return {static_cast<mpfr_exp_t>(std::ceil(std::max(rounding, remainder))) + 1, true};
}

}  // namespace

int mpfrErfInv(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x) || mpfr_cmpabs_ui(x, 1) > 0) {
    mpfr_set_nan(rop);
    mpfr_set_nanflag();
    return 0;
  }
  if (mpfr_zero_p(x)) return mpfr_set(rop, x, rnd);  // ±0
  const bool negative = mpfr_sgn(x) < 0;
  if (mpfr_cmpabs_ui(x, 1) == 0) {
    mpfr_set_inf(rop, negative ? -1 : 1);
    return 0;
  }
  WideExponentRange range;
  // Near |x| = 1 erf is flat and 1 − |x| (exact) against erfc keeps the
  // relative precision that |x| against erf would lose.
  MpfrNumber target(mpfr_get_prec(x) + 1);
  mpfr_abs(target.get(), x, MPFR_RNDN);
  const bool tail = mpfr_cmp_ui_2exp(target.get(), 1, -1) >= 0;
  if (tail) mpfr_ui_sub(target.get(), 1, target.get(), MPFR_RNDN);  // exact: |x| ∈ [1/2, 1)
  auto residual = [&](mpfr_ptr out, mpfr_srcptr y, mpfr_rnd_t r) {
    // erf(y) − |x|, or erfc(y) − (1 − |x|), with the function rounded by r
    tail ? mpfr_erfc(out, y, r) : mpfr_erf(out, y, r);
    mpfr_sub(out, out, target.get(), r);
  };
  MpfrNumber y(64);
  mpfr_set_d(y.get(), erfInvGuess(mpfr_get_d(target.get(), MPFR_RNDN), tail), MPFR_RNDN);
  const Bracketer bracket = [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
    mpfr_prec_round(y.get(), w, MPFR_RNDN);
    const mpfr_prec_t we = w + 16;
    MpfrNumber r(we), d(we);
    // Newton: y −= (erf(y) − x)/erf'(y); for erfc, whose derivative is
    // −erf', y += (erfc(y) − c)/erf'(y). Quadratic from a double start.
    for (int step = 0; step < 12; ++step) {
      residual(r.get(), y.get(), MPFR_RNDN);
      erfDerivative(d.get(), y.get());
      mpfr_div(d.get(), r.get(), d.get(), MPFR_RNDN);
      (tail ? mpfr_add : mpfr_sub)(y.get(), y.get(), d.get(), MPFR_RNDN);
      if (mpfr_zero_p(d.get()) || mpfr_get_exp(d.get()) < mpfr_get_exp(y.get()) - w - 2) break;
    }
    // [y − 16 ulp, y + 16 ulp] holds erf⁻¹(|x|) when erf (decreasing erfc)
    // at its ends, rounded outward, lies on both sides of the target.
    MpfrNumber radius(2);
    mpfr_set_ui_2exp(radius.get(), 1, mpfr_get_exp(y.get()) - w + 4, MPFR_RNDN);
    mpfr_sub(lo, y.get(), radius.get(), MPFR_RNDD);
    mpfr_add(hi, y.get(), radius.get(), MPFR_RNDU);
    if (mpfr_sgn(lo) <= 0) return false;
    residual(r.get(), lo, tail ? MPFR_RNDD : MPFR_RNDU);
    if (tail ? mpfr_sgn(r.get()) < 0 : mpfr_sgn(r.get()) > 0) return false;
    residual(r.get(), hi, tail ? MPFR_RNDU : MPFR_RNDD);
    return tail ? mpfr_sgn(r.get()) <= 0 : mpfr_sgn(r.get()) >= 0;
  };
  int ternary = roundBracketed(rop, negative ? mirrored(rnd) : rnd, bracket);
  if (negative) ternary = negated(rop, ternary);
  range.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

int mpfrBesselI1e(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    mpfr_set_nanflag();
    return 0;
  }
  const bool negative = mpfr_signbit(x) != 0;
  if (mpfr_zero_p(x) || mpfr_inf_p(x)) {  // i1e(±0) = ±0, i1e(±Inf) = ±0
    mpfr_set_zero(rop, negative ? -1 : 1);
    return 0;
  }
  WideExponentRange range;
  MpfrNumber ax(mpfr_get_prec(x));
  mpfr_abs(ax.get(), x, MPFR_RNDN);
  const Bracketer bracket = [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
    MpfrNumber value(w + 16);
    Bounded b;
    if (mpfr_cmp_ui(ax.get(), 64) >= 0) b = besselI1eLarge(value.get(), ax.get());
    if (!b.ok && mpfr_cmp_ui(ax.get(), 1ul << 17) <= 0) b = besselI1eSeries(value.get(), ax.get());
    if (!b.ok) return false;
    MpfrNumber radius(2);
    mpfr_set_ui_2exp(radius.get(), 1, b.errorExponent, MPFR_RNDN);
    mpfr_sub(lo, value.get(), radius.get(), MPFR_RNDD);
    mpfr_add(hi, value.get(), radius.get(), MPFR_RNDU);
    return true;
  };
  int ternary = roundBracketed(rop, negative ? mirrored(rnd) : rnd, bracket);
  if (negative) ternary = negated(rop, ternary);
  range.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

namespace {

// A value computed at precision W with a proven bound on its error, both
// accumulated as the terms are added: err ≥ |value − exact|.
struct ErrorTracked {
  MpfrNumber value, err;
  explicit ErrorTracked(mpfr_prec_t w) : value(w), err(64) {
    mpfr_set_zero(value.get(), 1);
    mpfr_set_zero(err.get(), 1);
  }
  // Adds `term`, which carries `roundings` relative roundings of 2^−W
  // (each at most half an ulp, counted as a full one), and the addition's own.
  void add(mpfr_srcptr term, int roundings) {
    const mpfr_prec_t w = mpfr_get_prec(value.get());
    MpfrNumber t(64);
    mpfr_abs(t.get(), term, MPFR_RNDU);
    mpfr_mul_ui(t.get(), t.get(), static_cast<unsigned long>(roundings), MPFR_RNDU);
    mpfr_div_2ui(t.get(), t.get(), static_cast<unsigned long>(w - 1), MPFR_RNDU);
    mpfr_add(err.get(), err.get(), t.get(), MPFR_RNDU);
    mpfr_add(value.get(), value.get(), term, MPFR_RNDN);
    mpfr_abs(t.get(), value.get(), MPFR_RNDU);
    mpfr_div_2ui(t.get(), t.get(), static_cast<unsigned long>(w - 1), MPFR_RNDU);
    mpfr_add(err.get(), err.get(), t.get(), MPFR_RNDU);
  }
  void addError(mpfr_srcptr bound) { mpfr_add(err.get(), err.get(), bound, MPFR_RNDU); }
  // [value − err, value + err] into lo, hi (a bracket too wide to decide
  // the rounding makes the Ziv loop try a higher precision); false when
  // the value or its error is not a number.
  bool bracket(mpfr_ptr lo, mpfr_ptr hi) const {
    if (!mpfr_number_p(value.get()) || !mpfr_number_p(err.get())) return false;
    mpfr_sub(lo, value.get(), err.get(), MPFR_RNDD);
    mpfr_add(hi, value.get(), err.get(), MPFR_RNDU);
    return true;
  }
};

bool isOddInteger(mpfr_srcptr x) {
  if (!mpfr_integer_p(x)) return false;
  MpfrNumber half(mpfr_get_prec(x));
  mpfr_div_2ui(half.get(), x, 1, MPFR_RNDN);  // exact
  return !mpfr_integer_p(half.get());
}

// q + 1/2 an integer (q itself not one).
bool isHalfInteger(mpfr_srcptr q) {
  MpfrNumber twice(mpfr_get_prec(q));
  mpfr_mul_2ui(twice.get(), q, 1, MPFR_RNDN);  // exact
  return !mpfr_integer_p(q) && mpfr_integer_p(twice.get()) && isOddInteger(twice.get());
}

// ζ(s, q) = Σ_(k≥0) (q + k)^−s for finite s > 1 and finite q that is not
// 0 or a negative integer (q < 0 only with an integer s, where each term
// is real), bracketed at working precision w:
//   the first N terms summed directly, then with a = q + N > 0 the
//   Euler–Maclaurin tail  a^(1−s)/(s − 1) + a^−s/2 + Σ_(j=1..M) T_j + R,
//   T_j = B_2j/(2j)! · (s)_(2j−1) · a^(1−s−2j)  ((s)_m the rising factorial),
//   |R| ≤ 4 (s)_2M a^(1−s−2M) / ((2π)^2M (s + 2M − 1)) = 4 c_M / (2π)^2M
// with c_j = (s)_(2j−1) a^(1−s−2j) (Johansson, "Rigorous high-precision
// computation of the Hurwitz zeta function", 2015, Theorem 1).
// B_2j/(2j)! = (−1)^(j+1) 2ζ(2j)/(2π)^2j. a ≥ 1.3(s + 2M) keeps the
// ratio of consecutive terms below 1/64, so W/6 terms reach 2^−W. When that needs too many direct
// terms (s in the hundred thousands above q), the terms fall so fast that
// the direct sum alone is used, with a tail in [0, a^−s + a^(1−s)/(s − 1)]
// from the first term it leaves out. With Euler–Maclaurin too, the direct
// terms stop where one at q + k > 1 falls below the working precision, the
// rest bounded by ∫_(q+k)^∞ x^−s dx.
bool hurwitzZetaBracket(mpfr_prec_t w, mpfr_srcptr s, mpfr_srcptr q, mpfr_ptr lo, mpfr_ptr hi) {
  // For an odd s and a half-integer q = 1/2 − K < 0 the K negative terms
  // (q + k)^−s = −(K − k − 1/2)^−s cancel the first K positive ones
  // exactly: ζ(s, q) = ζ(s, 1 − q). Summed as they stand, the cancelling
  // terms (±2^s at q + k = ∓1/2) would need s bits more than the result
  // (ψ⁽⁵⁷³⁴⁴⁾(−1.5) never decided, at 50 ms an element).
  MpfrNumber mirrored(64);
  if (mpfr_sgn(q) < 0 && isOddInteger(s) && isHalfInteger(q)) {
    mpfr_ui_sub(mirrored.get(), 1, q, MPFR_RNDN);  // exact: |q| ≤ 10^6 (hurwitzZetaDefined)
    q = mirrored.get();
  }
  // Every term and addition adds a rounding of the sum's size: the guard
  // bits cover a few hundred of them.
  const mpfr_prec_t W = w + 24;
  const double sd = mpfr_get_d(s, MPFR_RNDU);
  const double qd = mpfr_get_d(q, MPFR_RNDD);
  const int maxTerms = static_cast<int>(W / 4) + 4;
  const double wantA = 1.3 * (sd + 2.0 * maxTerms) + 2;
  const double direct = std::max(0.0, std::ceil(wantA - qd));
  // The terms with q + k < 0 come first in either mode; the choice is about
  // those after them. (Counting them made ζ(2, −75821.1) direct-only, whose
  // tail bound 1/4096 was 32 ulp of f32 wide: a campaign, seed 103.)
  const bool eulerMaclaurin = std::ceil(wantA - std::max(qd, 0.0)) <= 16384;
  const unsigned long directTerms =
      eulerMaclaurin ? static_cast<unsigned long>(direct) : 4096ul + (qd < 0 ? -qd : 0);
  if (!eulerMaclaurin && qd < -1e6) return false;
  ErrorTracked sum(W);
  // The largest q + k's exponent above q's.
  const mpfr_exp_t span = std::max<mpfr_exp_t>(
      0, ceilLog2(std::fabs(qd) + static_cast<double>(directTerms) + 2) - mpfr_get_exp(q));
  // q + k exactly: q's bits down to its last one, and every bit of the
  // integers k, which lie below q's last bit when q has few bits and a large
  // exponent (bf16's 2208 is 2^4 apart from its neighbours: 2208 + k needed
  // 13 bits where prec(q) + span gave 11, and ψ⁽⁶⁰⁴⁸⁾(2208) came out 1.9×
  // too large).
  const mpfr_prec_t exactSum =
      std::max<mpfr_prec_t>(mpfr_get_prec(q) + span,
                            ceilLog2(std::fabs(qd) + static_cast<double>(directTerms) + 2) + 1) +
      2;
  MpfrNumber base(exactSum), term(W), negS(W);
  mpfr_neg(negS.get(), s, MPFR_RNDN);  // exact at W ≥ prec(s)
  unsigned long summed = directTerms;  // the direct terms taken: the tail starts at q + summed
  for (unsigned long k = 0; k < directTerms; ++k) {
    mpfr_add_ui(base.get(), q, k, MPFR_RNDN);  // exact (see base's precision)
    mpfr_pow(term.get(), base.get(), negS.get(), MPFR_RNDN);
    if (mpfr_inf_p(term.get())) return false;  // beyond the widest range: see the caller
    sum.add(term.get(), 1);
    const bool negligible = mpfr_sgn(base.get()) > 0 && k > 2 &&
                            mpfr_get_exp(term.get()) < mpfr_get_exp(sum.value.get()) - W - 4;
    if (!eulerMaclaurin && negligible) {
      summed = k + 1;
      break;
    }
    if (eulerMaclaurin && negligible && mpfr_cmp_ui(base.get(), 1) > 0) {
      // Terms that fell this far (a large s) leave a rest, direct and
      // Euler–Maclaurin alike, of Σ_(j>k) (q + j)^−s ≤ ∫_(q+k)^∞ x^−s dx =
      // term·(q + k)/(s − 1): bounded here instead of summed (thousands of
      // direct terms for s in the thousands).
      MpfrNumber rest(W), sMinusOne(W);
      mpfr_sub_ui(sMinusOne.get(), s, 1, MPFR_RNDD);
      mpfr_mul(rest.get(), term.get(), base.get(), MPFR_RNDU);
      mpfr_div(rest.get(), rest.get(), sMinusOne.get(), MPFR_RNDU);
      mpfr_nextabove(rest.get());  // the term itself was rounded to nearest
      mpfr_nextabove(rest.get());
      sum.addError(rest.get());
      return sum.bracket(lo, hi);
    }
  }
  MpfrNumber a(exactSum);
  mpfr_add_ui(a.get(), q, summed, MPFR_RNDN);  // exact
  if (mpfr_sgn(a.get()) <= 0) return false;
  MpfrNumber aPow(W), sm1(W), t(W);
  mpfr_pow(aPow.get(), a.get(), negS.get(), MPFR_RNDN);  // a^−s
  mpfr_sub_ui(sm1.get(), s, 1, MPFR_RNDN);
  if (!eulerMaclaurin) {  // the tail lies in [0, a^−s + a^(1−s)/(s − 1)]
    mpfr_mul(t.get(), aPow.get(), a.get(), MPFR_RNDU);
    mpfr_div(t.get(), t.get(), sm1.get(), MPFR_RNDU);
    mpfr_add(t.get(), t.get(), aPow.get(), MPFR_RNDU);
    mpfr_nextabove(t.get());
    sum.addError(t.get());
    return sum.bracket(lo, hi);
  }
  mpfr_mul(t.get(), aPow.get(), a.get(), MPFR_RNDN);  // a^(1−s)/(s − 1): 4 roundings
  mpfr_div(t.get(), t.get(), sm1.get(), MPFR_RNDN);
  sum.add(t.get(), 4);
  mpfr_div_2ui(t.get(), aPow.get(), 1, MPFR_RNDN);  // a^−s/2: 1 rounding
  sum.add(t.get(), 1);
  MpfrNumber c(W), twoPiSq(W), scale(W), a2(W), rising(W);
  mpfr_const_pi(twoPiSq.get(), MPFR_RNDN);
  mpfr_mul_2ui(twoPiSq.get(), twoPiSq.get(), 1, MPFR_RNDN);
  mpfr_sqr(twoPiSq.get(), twoPiSq.get(), MPFR_RNDN);  // (2π)²: 3 roundings
  mpfr_sqr(a2.get(), a.get(), MPFR_RNDN);
  mpfr_mul(c.get(), aPow.get(), s, MPFR_RNDN);  // c_1 = s a^−s / a
  mpfr_div(c.get(), c.get(), a.get(), MPFR_RNDN);
  mpfr_set_ui(scale.get(), 1, MPFR_RNDN);  // 1/(2π)^2j
  int cRoundings = 3;
  for (int j = 1;; ++j) {
    mpfr_div(scale.get(), scale.get(), twoPiSq.get(), MPFR_RNDN);
    const int scaleRoundings = 4 * j;
    // |R| after j − 1 terms ≤ 4 c_(j−1)/(2π)^(2j−2) ≥ 2|T_(j−1)|; stop once
    // T_j's bound is below 2^−W of the sum, with R bounded by it.
    mpfr_mul(t.get(), c.get(), scale.get(), MPFR_RNDN);
    MpfrNumber bound(64);
    mpfr_abs(bound.get(), t.get(), MPFR_RNDU);
    mpfr_mul_ui(bound.get(), bound.get(), 5, MPFR_RNDU);  // 4·(1 + rounding slack)
    if (mpfr_get_exp(bound.get()) < mpfr_get_exp(sum.value.get()) - W) {
      sum.addError(bound.get());
      return sum.bracket(lo, hi);
    }
    if (j > maxTerms) return false;
    MpfrNumber zeta2j(W);
    mpfr_zeta_ui(zeta2j.get(), static_cast<unsigned long>(2 * j), MPFR_RNDN);
    mpfr_mul(t.get(), t.get(), zeta2j.get(), MPFR_RNDN);
    mpfr_mul_2ui(t.get(), t.get(), 1, MPFR_RNDN);
    if (j % 2 == 0) mpfr_neg(t.get(), t.get(), MPFR_RNDN);
    sum.add(t.get(), cRoundings + scaleRoundings + 3);
    // c_(j+1) = c_j (s + 2j − 1)(s + 2j) / a²
    mpfr_add_ui(rising.get(), s, static_cast<unsigned long>(2 * j - 1), MPFR_RNDN);
    mpfr_mul(c.get(), c.get(), rising.get(), MPFR_RNDN);
    mpfr_add_ui(rising.get(), s, static_cast<unsigned long>(2 * j), MPFR_RNDN);
    mpfr_mul(c.get(), c.get(), rising.get(), MPFR_RNDN);
    mpfr_div(c.get(), c.get(), a2.get(), MPFR_RNDN);
    cRoundings += 6;
  }
}

bool isNonPositiveInteger(mpfr_srcptr x) {
  return mpfr_integer_p(x) && mpfr_sgn(x) <= 0;
}

// ζ(s, q) when its largest term (q + k)^−s, the one with q + k nearest 0,
// lies beyond MPFR's widest exponent range (|s| in the quintillions): then
// that term decides ζ, which is ±Inf or positive and below every format's
// smallest number; rop gets it rounded in the caller's range (restored
// here). nullopt when the term is in range.
std::optional<int> zetaBeyondRange(mpfr_ptr rop, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd,
                                   WideExponentRange& range) {
  MpfrNumber nearest(mpfr_get_prec(q) + 64), term(32), negS(mpfr_get_prec(s));
  mpfr_neg(negS.get(), s, MPFR_RNDN);
  mpfr_set(nearest.get(), q, MPFR_RNDN);
  if (mpfr_sgn(q) < 0) {  // q + ⌊−q⌋ ∈ (−1, 0) or one more, in (0, 1)
    MpfrNumber shift(mpfr_get_prec(q) + 64);
    mpfr_neg(shift.get(), q, MPFR_RNDN);
    mpfr_floor(shift.get(), shift.get());
    mpfr_add(nearest.get(), q, shift.get(), MPFR_RNDN);
    mpfr_add_ui(shift.get(), nearest.get(), 1, MPFR_RNDN);
    if (mpfr_cmpabs(shift.get(), nearest.get()) < 0)
      mpfr_set(nearest.get(), shift.get(), MPFR_RNDN);
  }
  mpfr_pow(term.get(), nearest.get(), negS.get(), MPFR_RNDN);
  if (mpfr_inf_p(term.get())) {
    const long sign = mpfr_sgn(term.get());
    range.restore();  // a number far above the range: as ±2^(emax_max − 1)
    return mpfr_set_si_2exp(rop, sign, mpfr_get_emax_max() - 1, rnd);
  }
  if (mpfr_zero_p(term.get()) && mpfr_sgn(q) > 0) {
    range.restore();  // a positive number far below the range: as 2^(emin_min − 2)
    return mpfr_set_ui_2exp(rop, 1, mpfr_get_emin_min() - 2, rnd);
  }
  return std::nullopt;
}

}  // namespace

int mpfrHurwitzZeta(mpfr_ptr rop, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd) {
  return mpfrHurwitzZetaEnclosed(rop, s, q, rnd, nullptr);
}

int mpfrHurwitzZetaEnclosed(mpfr_ptr rop, mpfr_srcptr s, mpfr_srcptr q, mpfr_rnd_t rnd,
                            Enclosure* undecided) {
  if (mpfr_nan_p(s) || mpfr_nan_p(q) || !hurwitzZetaDefined(s, q)) {
    mpfr_set_nan(rop);
    mpfr_set_nanflag();
    return 0;
  }
  if (mpfr_cmp_ui(s, 1) == 0) {  // the pole at s = 1: the series diverges to +Inf
    mpfr_set_inf(rop, 1);
    return 0;
  }
  if (mpfr_inf_p(q)) {  // every term is 0
    mpfr_set_zero(rop, 1);
    return 0;
  }
  if (mpfr_inf_p(s)) {  // q^−∞: 0 for q > 1, 1 at q = 1, +Inf below
    const int c = mpfr_cmp_ui(q, 1);
    if (c > 0) mpfr_set_zero(rop, 1);
    if (c == 0) mpfr_set_ui(rop, 1, rnd);
    if (c < 0) mpfr_set_inf(rop, 1);
    return 0;
  }
  WideExponentRange range;
  if (std::optional<int> beyond = zetaBeyondRange(rop, s, q, rnd, range)) return *beyond;
  const Bracketer bracket = [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
    return hurwitzZetaBracket(w, s, q, lo, hi);
  };
  const int ternary = roundBracketed(rop, rnd, bracket, undecided);
  range.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

bool hurwitzZetaDefined(mpfr_srcptr s, mpfr_srcptr q) {
  if (mpfr_nan_p(s) || mpfr_nan_p(q)) return true;  // NaN in, NaN out
  if (mpfr_cmp_ui(s, 1) < 0) return false;          // the series diverges
  if (mpfr_inf_p(q)) return mpfr_sgn(q) > 0;
  if (isNonPositiveInteger(q)) return false;  // a term is 1/0
  // q < 0: (q + k)^−s is real only for an integer s. Below −10^6 the
  // oracle would sum a million terms: it allows any result there instead
  // of judging by one it cannot compute.
  if (mpfr_cmp_si(q, -1000000) < 0) return false;
  return mpfr_sgn(q) > 0 || (mpfr_number_p(s) && mpfr_integer_p(s));
}

int mpfrPolygamma(mpfr_ptr rop, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd) {
  return mpfrPolygammaEnclosed(rop, n, x, rnd, nullptr);
}

int mpfrPolygammaEnclosed(mpfr_ptr rop, mpfr_srcptr n, mpfr_srcptr x, mpfr_rnd_t rnd,
                          Enclosure* undecided) {
  if (mpfr_nan_p(n) || mpfr_nan_p(x) || !polygammaDefined(n, x)) {
    mpfr_set_nan(rop);
    mpfr_set_nanflag();
    return 0;
  }
  if (mpfr_zero_p(n)) return mpfr_digamma(rop, x, rnd);
  // ψ⁽ⁿ⁾(x) = (−1)^(n+1) n! ζ(n + 1, x)
  const unsigned long order = mpfr_get_ui(n, MPFR_RNDN);
  const bool negative = order % 2 == 0;
  if (mpfr_inf_p(x)) {  // → 0 from the side of its sign
    mpfr_set_zero(rop, negative ? -1 : 1);
    return 0;
  }
  WideExponentRange range;
  MpfrNumber s(64);
  mpfr_set_ui(s.get(), order + 1, MPFR_RNDN);
  const Bracketer bracket = [&](mpfr_prec_t w, mpfr_ptr lo, mpfr_ptr hi) {
    if (!hurwitzZetaBracket(w, s.get(), x, lo, hi)) return false;
    MpfrNumber down(w), up(w);
    mpfr_fac_ui(down.get(), order, MPFR_RNDD);
    mpfr_fac_ui(up.get(), order, MPFR_RNDU);
    // ζ(n + 1, x) may be negative for x < 0: the product's ends by sign
    if (mpfr_sgn(lo) >= 0) {
      mpfr_mul(lo, lo, down.get(), MPFR_RNDD);
      mpfr_mul(hi, hi, up.get(), MPFR_RNDU);
    } else if (mpfr_sgn(hi) <= 0) {
      mpfr_mul(lo, lo, up.get(), MPFR_RNDD);
      mpfr_mul(hi, hi, down.get(), MPFR_RNDU);
    } else {
      return false;
    }
    return true;
  };
  int ternary = roundBracketed(rop, negative ? mirrored(rnd) : rnd, bracket, undecided);
  if (negative) {
    ternary = negated(rop, ternary);
    if (undecided && !undecided->decided) {  // the bracket negated: its ends swap
      mpfr_neg(undecided->lo.get(), undecided->lo.get(), MPFR_RNDN);
      mpfr_neg(undecided->hi.get(), undecided->hi.get(), MPFR_RNDN);
      mpfr_swap(undecided->lo.get(), undecided->hi.get());
    }
  }
  range.restore();
  return mpfr_check_range(rop, ternary, rnd);
}

bool polygammaDefined(mpfr_srcptr n, mpfr_srcptr x) {
  if (mpfr_nan_p(n) || mpfr_nan_p(x)) return true;
  // the order: a non-negative integer small enough for n! to be computed
  if (!mpfr_integer_p(n) || mpfr_sgn(n) < 0 || mpfr_cmp_ui(n, 1ul << 16) > 0) return false;
  if (mpfr_inf_p(x)) return mpfr_sgn(x) > 0;
  if (mpfr_cmp_si(x, -1000000) < 0) return false;  // as for ζ's q
  return !isNonPositiveInteger(x);                 // the poles
}

}  // namespace numerics
}  // namespace hlo_cts
