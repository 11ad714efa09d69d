// chlo._asin_acos_kernel, correctly rounded. For z = x + iy,
//
//   w = sqrt(a² − x²) + i·log(a + sqrt(a² − 1)),   a = (|z + 1| + |z − 1|) / 2,
//
// the kernel CHLO's decompositions of complex asin, acos, asinh and acosh
// share (asin(z) = atan2(Re z, Re w) + i·sign(Im z)·Im w). Both parts are
// even in x and y and non-negative, and both cancel catastrophically when
// written as above (a − x and a − 1 near the real segment and axis), so
// they are evaluated through Hull et al.'s cancellation-free forms, which
// are sums, products and quotients of non-negative terms:
//
//   r = |z + 1| = hypot(x + 1, y),  s = |z − 1| = hypot(|x − 1|, y),
//   a − x = (y²/(r + x + 1) + y²/(s + x − 1)) / 2       for x ≥ 1,
//         = (y²/(r + x + 1) + s + 1 − x) / 2             for x < 1,
//   a − 1 = (y²/(r + x + 1) + s + x − 1) / 2             for x ≥ 1,
//         = (y²/(r + x + 1) + y²/(s + 1 − x)) / 2        for x < 1,
//   Re w  = sqrt((a + x)(a − x)),  Im w = log1p(a − 1 + sqrt((a − 1)(a + 1))).
//
// Each is monotone in its terms, so directed roundings give a rigorous
// enclosure of either part; a Ziv loop narrows it until both ends round
// alike. y = 0 (a = max(1, |x|)) takes MPFR's own sqrt and acosh.
#include <mpc.h>

#include <algorithm>
#include <cstdlib>

#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"

namespace hlo_cts {
inline namespace numerics {
namespace {

constexpr mpfr_prec_t kMaxPrecision = 1 << 16;

// A precision at which x ± 1 is exact for x of precision prec(x).
mpfr_prec_t exactSumPrecision(mpfr_srcptr x) {
  if (mpfr_zero_p(x)) return 8;
  return mpfr_get_prec(x) + std::labs(mpfr_get_exp(x)) + 4;
}

// 1 − x² for |x| ≤ 1, exactly.
void oneMinusSquare(MpfrNumber& out, mpfr_srcptr x) {
  MpfrNumber square(2 * mpfr_get_prec(x));
  mpfr_sqr(square.get(), x, MPFR_RNDN);  // exact: twice the precision
  mpfr_set_prec(out.get(), exactSumPrecision(square.get()));
  mpfr_ui_sub(out.get(), 1, square.get(), MPFR_RNDN);  // exact at that precision
}

// The kernel on y = 0, |x| = ax: Re w = sqrt(1 − x²) and Im w = 0 for
// ax ≤ 1; Re w = 0 and Im w = acosh(ax) above.
int realAxis(mpfr_ptr re, mpfr_ptr im, mpfr_srcptr ax, mpfr_rnd_t rndRe, mpfr_rnd_t rndIm,
             int* inexIm) {
  if (mpfr_cmp_ui(ax, 1) <= 0) {
    MpfrNumber t(8);
    oneMinusSquare(t, ax);
    *inexIm = mpfr_set_ui(im, 0, rndIm);
    return mpfr_sqrt(re, t.get(), rndRe);
  }
  *inexIm = mpfr_acosh(im, ax, rndIm);
  return mpfr_set_ui(re, 0, rndRe);
}

// The exact terms of the forms for finite x ≥ 0 and y > 0: x + 1, |x − 1|
// and y², independent of the working precision.
struct ExactTerms {
  MpfrNumber xp1, xm1, yy;
  bool atLeastOne;
  ExactTerms(mpfr_srcptr x, mpfr_srcptr y)
      : xp1(std::max(exactSumPrecision(x), mpfr_get_prec(x))),
        xm1(std::max(exactSumPrecision(x), mpfr_get_prec(x))),
        yy(2 * mpfr_get_prec(y)),
        atLeastOne(mpfr_cmp_ui(x, 1) >= 0) {
    mpfr_add_ui(xp1.get(), x, 1, MPFR_RNDN);  // exact
    mpfr_sub_ui(xm1.get(), x, 1, MPFR_RNDN);  // exact, signed
    mpfr_abs(xm1.get(), xm1.get(), MPFR_RNDN);
    mpfr_sqr(yy.get(), y, MPFR_RNDN);  // exact
  }
};

// r = hypot(x + 1, y) and s = hypot(|x − 1|, y) rounded down and up at
// working precision w: each bound below uses one of each.
struct Moduli {
  MpfrNumber rDown, rUp, sDown, sUp;
  Moduli(const ExactTerms& e, mpfr_srcptr y, mpfr_prec_t w) : rDown(w), rUp(w), sDown(w), sUp(w) {
    mpfr_hypot(rDown.get(), e.xp1.get(), y, MPFR_RNDD);
    mpfr_hypot(rUp.get(), e.xp1.get(), y, MPFR_RNDU);
    mpfr_hypot(sDown.get(), e.xm1.get(), y, MPFR_RNDD);
    mpfr_hypot(sUp.get(), e.xm1.get(), y, MPFR_RNDU);
  }
};

// Lower or upper bounds (`rnd` = RNDD or RNDU) of a − x, a + x and a − 1 at
// working precision w.
struct Terms {
  MpfrNumber amx, apx, am1;
  explicit Terms(mpfr_prec_t w) : amx(w), apx(w), am1(w) {}
};

void bounds(mpfr_srcptr x, const ExactTerms& e, const Moduli& m, mpfr_rnd_t rnd, Terms& t) {
  const bool down = rnd == MPFR_RNDD;
  const mpfr_rnd_t against = down ? MPFR_RNDU : MPFR_RNDD;
  // Numerators and sums round with `rnd`, denominators against it.
  mpfr_srcptr r = down ? m.rDown.get() : m.rUp.get();
  mpfr_srcptr s = down ? m.sDown.get() : m.sUp.get();
  mpfr_srcptr rAgainst = down ? m.rUp.get() : m.rDown.get();
  mpfr_srcptr sAgainst = down ? m.sUp.get() : m.sDown.get();
  const mpfr_prec_t w = mpfr_get_prec(t.amx.get());
  MpfrNumber q1(w), q2(w), sum(w), sPlus(w);
  // q1 = y² / (r + x + 1), shared by a − x and a − 1.
  mpfr_add(sum.get(), rAgainst, e.xp1.get(), against);
  mpfr_div(q1.get(), e.yy.get(), sum.get(), rnd);
  // q2 = y² / (s + |x − 1|): a − x's for x ≥ 1, a − 1's for x < 1.
  mpfr_add(sum.get(), sAgainst, e.xm1.get(), against);
  mpfr_div(q2.get(), e.yy.get(), sum.get(), rnd);
  // s + |x − 1|: a − 1's for x ≥ 1, a − x's for x < 1.
  mpfr_add(sPlus.get(), s, e.xm1.get(), rnd);
  mpfr_add(t.amx.get(), q1.get(), e.atLeastOne ? q2.get() : sPlus.get(), rnd);
  mpfr_div_2ui(t.amx.get(), t.amx.get(), 1, rnd);
  mpfr_add(t.am1.get(), q1.get(), e.atLeastOne ? sPlus.get() : q2.get(), rnd);
  mpfr_div_2ui(t.am1.get(), t.am1.get(), 1, rnd);
  // a + x = (r + s) / 2 + x.
  mpfr_add(t.apx.get(), r, s, rnd);
  mpfr_div_2ui(t.apx.get(), t.apx.get(), 1, rnd);
  mpfr_add(t.apx.get(), t.apx.get(), x, rnd);
}

// Re w and Im w from one side's terms, rounded the same way.
void parts(const Terms& t, mpfr_rnd_t rnd, MpfrNumber& re, MpfrNumber& im) {
  mpfr_mul(re.get(), t.apx.get(), t.amx.get(), rnd);
  mpfr_sqrt(re.get(), re.get(), rnd);
  MpfrNumber ap1(mpfr_get_prec(im.get()));
  mpfr_add_ui(ap1.get(), t.am1.get(), 2, rnd);  // a + 1
  mpfr_mul(ap1.get(), ap1.get(), t.am1.get(), rnd);
  mpfr_sqrt(ap1.get(), ap1.get(), rnd);
  mpfr_add(im.get(), ap1.get(), t.am1.get(), rnd);
  mpfr_log1p(im.get(), im.get(), rnd);
}

// Rounds the value enclosed by [lo, hi] into `out` in mode `rnd`; false
// while the enclosure cannot decide the result or its ternary.
bool roundEnclosure(mpfr_ptr out, mpfr_srcptr lo, mpfr_srcptr hi, mpfr_rnd_t rnd, int* inex) {
  if (mpfr_equal_p(lo, hi)) {
    *inex = mpfr_set(out, lo, rnd);
    return true;
  }
  MpfrNumber a(mpfr_get_prec(out)), b(mpfr_get_prec(out));
  const int ta = mpfr_set(a.get(), lo, rnd), tb = mpfr_set(b.get(), hi, rnd);
  // Equal roundings strictly on one side of both ends: every value in
  // between rounds alike, on that side.
  if (!mpfr_equal_p(a.get(), b.get()) || ta == 0 || tb == 0 || (ta > 0) != (tb > 0)) return false;
  mpfr_set(out, a.get(), rnd);  // exact: a has out's precision
  *inex = ta;
  return true;
}

}  // namespace

int mpcAsinAcosKernel(mpc_ptr rop, mpc_srcptr z, mpc_rnd_t rnd) {
  mpfr_ptr re = mpc_realref(rop);
  mpfr_ptr im = mpc_imagref(rop);
  const mpfr_rnd_t rndRe = MPC_RND_RE(rnd), rndIm = MPC_RND_IM(rnd);
  mpfr_srcptr zr = mpc_realref(z);
  mpfr_srcptr zi = mpc_imagref(z);
  if (mpfr_nan_p(zr) || mpfr_nan_p(zi)) {
    mpfr_set_nan(re);
    mpfr_set_nan(im);
    return MPC_INEX(0, 0);
  }
  MpfrNumber x(mpfr_get_prec(zr)), y(mpfr_get_prec(zi));
  mpfr_abs(x.get(), zr, MPFR_RNDN);
  mpfr_abs(y.get(), zi, MPFR_RNDN);
  // At infinity a ~ |z|, so a² − x² → y² and the imaginary part diverges.
  if (mpfr_inf_p(x.get()) || mpfr_inf_p(y.get())) {
    int inexRe = 0;
    if (mpfr_inf_p(y.get()))
      mpfr_set_inf(re, 1);
    else
      inexRe = mpfr_set(re, y.get(), rndRe);
    mpfr_set_inf(im, 1);
    return MPC_INEX(inexRe, 0);
  }
  WideExponentRange range;
  int inexRe = 0, inexIm = 0;
  if (mpfr_zero_p(y.get())) {
    inexRe = realAxis(re, im, x.get(), rndRe, rndIm, &inexIm);
    range.restore();
    return MPC_INEX(mpfr_check_range(re, inexRe, rndRe), mpfr_check_range(im, inexIm, rndIm));
  }
  const mpfr_prec_t p = std::max(mpfr_get_prec(re), mpfr_get_prec(im));
  bool doneRe = false, doneIm = false;
  const ExactTerms exact(x.get(), y.get());
  for (mpfr_prec_t w = p + 32; !(doneRe && doneIm); w *= 2) {
    const Moduli moduli(exact, y.get(), w);
    Terms low(w), high(w);
    bounds(x.get(), exact, moduli, MPFR_RNDD, low);
    bounds(x.get(), exact, moduli, MPFR_RNDU, high);
    MpfrNumber reLo(w), imLo(w), reHi(w), imHi(w);
    parts(low, MPFR_RNDD, reLo, imLo);
    parts(high, MPFR_RNDU, reHi, imHi);
    const bool last = w >= kMaxPrecision;
    if (!doneRe) doneRe = roundEnclosure(re, reLo.get(), reHi.get(), rndRe, &inexRe);
    if (!doneIm) doneIm = roundEnclosure(im, imLo.get(), imHi.get(), rndIm, &inexIm);
    if (last) {  // an exact boundary the forms cannot reach: the lower end decides
      if (!doneRe) inexRe = mpfr_set(re, reLo.get(), rndRe);
      if (!doneIm) inexIm = mpfr_set(im, imLo.get(), rndIm);
      break;
    }
  }
  range.restore();
  inexRe = mpfr_check_range(re, inexRe, rndRe);
  inexIm = mpfr_check_range(im, inexIm, rndIm);
  return MPC_INEX(inexRe, inexIm);
}

int mpfrAsinAcosKernel(mpfr_ptr rop, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) {
    mpfr_set_nan(rop);
    return 0;
  }
  MpfrNumber ax(mpfr_get_prec(x));
  mpfr_abs(ax.get(), x, MPFR_RNDN);
  if (mpfr_inf_p(ax.get())) {
    mpfr_set_inf(rop, 1);
    return 0;
  }
  WideExponentRange range;
  int inex;
  if (mpfr_cmp_ui(ax.get(), 1) <= 0) {
    MpfrNumber t(8);
    oneMinusSquare(t, ax.get());
    inex = mpfr_sqrt(rop, t.get(), rnd);
  } else {
    inex = mpfr_acosh(rop, ax.get(), rnd);
  }
  range.restore();
  return mpfr_check_range(rop, inex, rnd);
}

}  // namespace numerics
}  // namespace hlo_cts
