#include "oracle/numerics/mpfr_functions.h"

#include "oracle/numerics/mpfr_number.h"

namespace hlo_cts::oracle {
namespace {

// Widens MPFR's exponent range for the lifetime of the object (MPFR's own
// MPFR_SAVE_EXPO idiom), so intermediate values neither overflow nor
// underflow; the caller rounds into the caller's range at the end.
class WideExponentRange {
 public:
  WideExponentRange() : emin_(mpfr_get_emin()), emax_(mpfr_get_emax()) {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
  }
  ~WideExponentRange() { restore(); }
  void restore() {
    mpfr_set_emin(emin_);
    mpfr_set_emax(emax_);
  }

 private:
  mpfr_exp_t emin_;
  mpfr_exp_t emax_;
};

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

}  // namespace hlo_cts::oracle
