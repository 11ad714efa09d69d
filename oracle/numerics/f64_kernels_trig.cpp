// The sine and cosine kernels of the f64 two-level paths: Cody–Waite
// reduction by π/2 and a table of sin, cos at multiples of 1/1024 (bounds
// relative unless said otherwise; arithmetic assumptions in f64_kernels.h).
// Tables and split constants come from MPFR on first use.
#include <mpfr.h>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f64_kernels.h"

namespace hlo_cts::oracle::f64k {
namespace {

constexpr int kSteps = kTrigSteps;  // table points a_j = j/1024
constexpr int kTableSize = 806;     // j ≤ round(0.786·1024) = 805

struct TrigConstants {
  double invHalfPi;  // RN(2/π)
  double halfPi[4];  // π/2 = Σ halfPi[i] + δ: 33, 33, 33 and 53 bits
  Dd sixth;          // 1/6
  Dd sinTable[kTableSize];
  Dd cosTable[kTableSize];
};

const TrigConstants& trigConstants() {
  static const TrigConstants constants = [] {
    TrigConstants c{};
    MpfrNumber v(400);
    mpfr_const_pi(v.get(), MPFR_RNDN);
    mpfr_div_2ui(v.get(), v.get(), 1, MPFR_RNDN);
    for (int i = 0; i < 3; ++i) c.halfPi[i] = takeLeadingBits(v.get(), 33);
    c.halfPi[3] = mpfr_get_d(v.get(), MPFR_RNDN);
    mpfr_const_pi(v.get(), MPFR_RNDN);
    mpfr_ui_div(v.get(), 2, v.get(), MPFR_RNDN);
    c.invHalfPi = mpfr_get_d(v.get(), MPFR_RNDN);
    mpfr_set_ui(v.get(), 1, MPFR_RNDN);
    mpfr_div_ui(v.get(), v.get(), 6, MPFR_RNDN);
    c.sixth = f32k::splitDd(v.get());
    // 128 bits: splitDd then rounds each entry within 2^-106·(1 + 2^-21).
    MpfrNumber a(64), s(128), co(128);
    for (int j = 0; j < kTableSize; ++j) {
      mpfr_set_si_2exp(a.get(), j, -10, MPFR_RNDN);
      mpfr_sin_cos(s.get(), co.get(), a.get(), MPFR_RNDN);
      c.sinTable[j] = f32k::splitDd(s.get());
      c.cosTable[j] = f32k::splitDd(co.get());
    }
    return c;
  }();
  return constants;
}

// ---- sin h and cos h − 1 for |h| ≤ 2^-11·(1 + 2^-40) ----
//
// h = hh + hl (two-sum, |hl| ≤ 2^-53·|hh|), z = h² ≤ Z = 2^-22·(1 + 2^-39).
//  - hh² = zh + zl exactly (two-prod); zlow = RN(zl + RN(2hh·hl)):
//    |z − zh − zlow| ≤ (2^-105 + 2^-104.4 + hl² ≤ 2^-106)·hh² < 2^-103.3·z;
//    zr = RN(zh + zlow) is z within 2^-52.99 relative (for the tails).
//  - sin h = h·(1 + c), c = −z/6 + z²·(1/120 − z/5040) − R_c with
//    |R_c| ≤ z⁴/9! < 2^-106.47 (alternating, decreasing terms).
//    z/6 = p.hi + pl: two-prod of zh and RN(1/6), plus zh·(1/6)_lo +
//    zlow·(1/6)_hi; its roundings, the dropped products and 1/6's
//    representation (2^-109) stay below 2^-103.9·Z < 2^-125.
//    tailS = z²·(…) from zr: zr² within 2^-52, RN(1/120) within u, three
//    roundings and the z/5040 term's (damped by z·120/5040 < 2^-27): 6.07u
//    of |tailS| ≤ Z²/120 = 2^-50.9: ≤ 2^-101.3. cl = RN(tailS − pl):
//    ≤ 2^-103.9. So c = −p.hi + cl within εc < 2^-101.05.
//  - h·(1 + c) = hh + m.hi + [m.lo + hl + hh·cl + hl·ch] (m = hh·ch by
//    two-prod): the bracket (≤ 2^-50.3·|hh|) errs by < 2^-101.85·|hh| in
//    its roundings, by 2^-103.8·|hh| in the dropped hl·cl; hh + m.hi by
//    fast two-sum (exact); adding the bracket to its low part: 2^-103.1.
//    With εc·|h|: sin h = sh + sl within εs = 2^-100·|h|, |sl| ≤ 2^-50·|h|.
//  - cos h = 1 + d, d = −z/2 + z²·(1/24 − z/720 + z²/40320) − R_d,
//    |R_d| ≤ z⁵/10! < 2^-131. dh = −zh/2 (exact); dl = RN(tailC − zlow/2):
//    tailC ≤ Z²/24 = 2^-48.58 within 6.03u (as tailS) ≤ 2^-99, the
//    subtraction 2^-101.6: d = dh + dl within εd < 2^-98.8 (absolute).
//
// ---- the table step: A·cos h + B·sin h ----
//
// r = a + h with a = j/1024 (j = nearest(r·1024): r.hi − a is exact, a
// multiple of ulp(r.hi) not above r.hi), A, B = sin a, cos a for sin r, and
// cos a, −sin a for cos r, from MPFR as double-doubles within 2^-106.
// A·(1 + d) + B·sin h = A.hi + B.hi·sh + A.hi·dh (two-prods, summed by
// two-sums: exact) + small, small = A.lo + the two-prods' low parts +
// B.hi·sl + B.lo·sh + A.hi·dl + A.lo·RN(dh + dl). With M = |A| + |B|·|h|:
// |small| ≤ 2^-48.48·M; summed smallest first, its roundings and those of
// the low parts' sum (products < 2^-101.5·M, additions < 2^-99.5·M, the
// last two of partial sums ≤ 2^-47.9·M) stay below 2^-99.07·M;
// the dropped B.lo·sl ≤ 2^-103·|B||h|, the tables 2^-106·M, εs·|B| and
// εd·|A|: in all < (2^-99.07 + 2^-98.8 + 2^-106)·M. The result is
// renormalised by fast two-sum (exact).
// M ≤ 3.01·|result|: for sin r with j = 0 (A = 0, B = 1) M = |h|;
// for j ≥ 1, M ≤ a + |h| and sin r ≥ (a − |h|)·(1 − (a − |h|)²/6), so
// M/|sin r| ≤ 3·(1 + 2^-24) for j = 1 and ≤ (5/3)·1.115 for j ≥ 2; for
// cos r, M ≤ 1 + 2^-11 and cos r ≥ 0.7071 (|r| ≤ π/4 + 2^-31).
// Tiny |h| (j ≥ 1) or a tiny r (|r.hi| ≥ 2^-200 by contract) only add
// underflow errors below 2^-1000·M.
constexpr double kSinCosSteps = 3.01 * (0x1p-99 * 0.953 + 0x1p-99 * 1.149 + 0x1p-106);
static_assert(kSinCosSteps <= kSinCosBound);

Dd sinCosOfReduced(Dd r, bool cosine) {
  const TrigConstants& c = trigConstants();
  const bool negative = r.hi < 0;
  if (negative) r = {-r.hi, -r.lo};
  const int j = static_cast<int>(nearestInteger(r.hi * kSteps));
  const Dd h = twoSum(r.hi - j * (1.0 / kSteps), r.lo);

  const Dd z = twoProd(h.hi, h.hi);
  const double zlow = z.lo + (2 * h.hi) * h.lo;
  const double zr = z.hi + zlow;

  // sin h = h·(1 + c)
  const Dd p = twoProd(z.hi, c.sixth.hi);
  const double pl = p.lo + (z.hi * c.sixth.lo + zlow * c.sixth.hi);
  const double tailS = (zr * zr) * (1.0 / 120 - zr * (1.0 / 5040));
  const double ch = -p.hi, cl = tailS - pl;
  const Dd m = twoProd(h.hi, ch);
  const double bracket = ((h.lo + m.lo) + h.hi * cl) + h.lo * ch;
  const Dd s0 = fastTwoSum(h.hi, m.hi);
  const double sh = s0.hi, sl = s0.lo + bracket;

  // cos h = 1 + d
  const double dh = -0.5 * z.hi;
  const double tailC = (zr * zr) * (1.0 / 24 + zr * (-1.0 / 720 + zr * (1.0 / 40320)));
  const double dl = tailC - 0.5 * zlow;

  const Dd sa = c.sinTable[j], ca = c.cosTable[j];
  const Dd a = cosine ? ca : sa;
  const Dd b = cosine ? Dd{-sa.hi, -sa.lo} : ca;
  const Dd q1 = twoProd(b.hi, sh);
  const Dd q2 = twoProd(a.hi, dh);
  const Dd u1 = twoSum(a.hi, q1.hi);
  const Dd u2 = twoSum(u1.hi, q2.hi);
  const double small =
      (((((a.lo * (dh + dl) + q2.lo) + b.lo * sh) + q1.lo) + a.lo) + b.hi * sl) + a.hi * dl;
  Dd y = fastTwoSum(u2.hi, (u1.lo + u2.lo) + small);
  if (negative && !cosine) y = {-y.hi, -y.lo};
  return y;
}

}  // namespace

// ---- reduction by π/2 ----
//
// For 0.785 ≤ x ≤ 2^20: k = nearest(x·RN(2/π)) < 2^19.4 and
// |x − k·π/2| ≤ π/4 + 2^-32. π/2 = C1 + C2 + C3 + C4 + δ (33, 33, 33, 53
// bits; |π/2 − C1| ≤ 2^-33, |C2| ≤ 2^-33, |C3| ≤ 2^-66, |C4| ≤ 2^-99,
// |δ| ≤ 2^-152), so every k·Ci is exact (20 + 33 bits) but k·C4.
//  - t1 = x − k·C1 is exact: x ≥ 1/2 and k·C1 are multiples of 2^-53 and
//    |t1| ≤ π/4 + 2^-32 + |k|·2^-33 < 1.
//  - (t1 − k·C2) = a.hi + a.lo and (a.hi − k·C3) = b.hi + b.lo by two-sums:
//    exact, so x − k·π/2 = b.hi + b.lo + a.lo − k·C4 − k·δ.
//  - s = RN(a.lo + b.lo) errs by ≤ u·(|a.lo| + |b.lo|); lo = RN(s − k·C4)
//    (one FMA) by ≤ u·|lo|; k·δ ≤ 2^-132.6; r = b.hi + lo by two-sum.
// So |x − k·π/2 − r| ≤ u·(|a.lo| + |b.lo| + |lo|) + 2^-132 =: err, which is
// computed (with 2u for u, covering its own roundings) rather than bounded
// in advance: where x is close to a multiple of π/2, r is small, the
// relative error large, and the rounding test fails, sending x to MPFR.
HLO_CTS_FMA_CLONES bool reduceHalfPi(double x, Reduced& out) {
  if (x < 0.785) {
    out = {{x, 0}, 0, 0};
    return true;
  }
  if (!(x <= 0x1p20)) return false;
  const TrigConstants& c = trigConstants();
  const double kd = nearestInteger(x * c.invHalfPi);
  const double t1 = x - kd * c.halfPi[0];
  const Dd a = twoSum(t1, -(kd * c.halfPi[1]));
  const Dd b = twoSum(a.hi, -(kd * c.halfPi[2]));
  const double lo = std::fma(-kd, c.halfPi[3], a.lo + b.lo);
  out.r = twoSum(b.hi, lo);
  out.err = 0x1p-52 * ((std::fabs(a.lo) + std::fabs(b.lo)) + std::fabs(lo)) + 0x1p-132;
  out.quadrant = static_cast<int>(kd) & 3;
  return true;
}

TrigTables trigTables() {
  const TrigConstants& c = trigConstants();
  return {c.sinTable, c.cosTable, c.invHalfPi, c.halfPi, c.sixth};
}

HLO_CTS_FMA_CLONES Dd sinReduced(Dd r) {
  return sinCosOfReduced(r, false);
}

HLO_CTS_FMA_CLONES Dd cosReduced(Dd r) {
  return sinCosOfReduced(r, true);
}

}  // namespace hlo_cts::oracle::f64k
