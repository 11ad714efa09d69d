// The exponential and logarithm kernels of the f32 two-level paths. Tables
// come from MPFR (correctly rounded doubles) on first use. Each bound below
// is relative, in units of u = 2^-53, for IEEE double arithmetic rounding to
// nearest without extended precision or contraction into FMA (the caller
// checks the host rounding state; an FMA would only remove roundings).
#include <mpfr.h>

#include <cmath>
#include <cstring>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f32_kernels.h"

namespace hlo_cts::oracle::f32k {
namespace {

// ---- exp ----
//
// exp(x) = 2^(k/64) · exp(r), k = nearest(x·64/ln2), r = x − k·ln2/64.
// Error analysis for |x| ≤ 110 (x any double):
//  - |k| ≤ 110·64/ln2 < 2^14 and C_hi = ln2/64 has 39 significant bits, so
//    k·C_hi is exact; x − k·C_hi is exact (k = 0, or Sterbenz: the two are
//    within a factor 2 since |x − k·C_hi| ≤ ln2/128·(1+2^-40) < |k·C_hi|/2);
//    subtracting k·C_lo adds ≤ u·|r| + 2^-90.
//  - |r| ≤ 0.0055 (checked): exp(r) ≈ (1 + r) + r²·(b + r²·c) with
//    b = 1/2 + r/6, c = 1/24 + r/120 (Estrin's scheme: a third of Horner's
//    latency). The truncation is < r^6/720·1.01 < 0.36u. With exp(r) ≥
//    0.9945: b errs by ≤ 0.51u absolute (its addition; 1/6 and the product
//    only add u·|r|/3), c by ≤ 2.1u relative, r² by u; r²·c (≤ 2^-19.5)
//    adds < 2^-18·u; q = b + r²·c errs by ≤ 1.02u absolute (≤ 2.05u
//    relative, q ≈ 1/2), so t = RN(q·r²) (≤ 2^-16) errs by < 2^-14·u;
//    1 + r and the last addition by ≤ 1.006u each; r's own error
//    (≤ u·|r| + 2^-90) moves exp(r) by < 0.006u. In all < 2.5u relative.
//  - 2^(j/64) is MPFR's correctly rounded double (≤ u relative); one more
//    product (u); the final scaling by 2^(k>>6) is exact (no double overflow
//    or underflow in this range).
// Total relative error < 5u, within kExpBound (12u, which the callers'
// analyses use).
struct ExpConstants {
  double table[64];
  double ln2_64_hi;
  double ln2_64_lo;
  double inv_ln2_64;
};

const ExpConstants& expConstants() {
  static const ExpConstants constants = [] {
    ExpConstants c{};
    MpfrNumber v(256);
    for (int j = 0; j < 64; ++j) {
      mpfr_set_si_2exp(v.get(), j, -6, MPFR_RNDN);
      mpfr_exp2(v.get(), v.get(), MPFR_RNDN);
      c.table[j] = mpfr_get_d(v.get(), MPFR_RNDN);
    }
    MpfrNumber c_hi(39);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_div_2ui(v.get(), v.get(), 6, MPFR_RNDN);
    mpfr_set(c_hi.get(), v.get(), MPFR_RNDN);
    c.ln2_64_hi = mpfr_get_d(c_hi.get(), MPFR_RNDN);  // exact: 39 bits
    mpfr_sub(v.get(), v.get(), c_hi.get(), MPFR_RNDN);
    c.ln2_64_lo = mpfr_get_d(v.get(), MPFR_RNDN);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_ui_div(v.get(), 64, v.get(), MPFR_RNDN);
    c.inv_ln2_64 = mpfr_get_d(v.get(), MPFR_RNDN);
    return c;
  }();
  return constants;
}

// ---- log ----
//
// x = 2^e · m with m in [0.75, 1.5); m_j = j/128 the nearest grid point
// (j in [96, 192]); log x = e·ln2 + log(m_j) + log1p(r), r = (m − m_j)/m_j.
//  - m − m_j is exact (Sterbenz); r = (m − m_j)·RN(1/m_j) has relative
//    error θ ≤ 2u + u², |r| ≤ 2^-8/0.75·(1+2u) < 0.0053, and perturbs
//    log1p(r) by ≤ 2.02u·|r|.
//  - log1p(r) by its degree-7 Taylor polynomial P: truncation < |r|^8/8 ·
//    1.01 < 2^-56·|r|; P = r + r²·q(r) with |r²q| < 0.0027·|r|, so the
//    Horner and product roundings in the correction (< 14u of it) add
//    < 0.04u·|r|; with the final addition (u·|P|, |P| ≤ 1.003|r|)
//    |P − log1p(r_exact)| ≤ 3.1u·|r|.
//  - hi = e·LN2_hi + T_hi (e·LN2_hi exact: 42-bit LN2_hi, |e| < 2^11):
//    u·|hi|; lo = (e·LN2_lo + T_lo) + P: u·|lo| and negligible terms;
//    y = hi + lo: u·|y|. Representation errors: |e|·2^-95 and 2^-106,
//    both zero when e = 0 and m_j = 1.
// Total ≤ u·(|hi| + |y| + 4.2·|r|) + |e|·2^-94. Cases:
//  - e = 0, m_j = 1: hi = 0, |y| ≥ 0.997·|r|: ≤ 5.3u·|y|.
//  - e = 0, m_j ≠ 1: |m − 1| ≥ 2^-8 so |y| ≥ 0.0039, |hi| ≤ 2.36|y|,
//    |r| ≤ 1.36|y|: ≤ 9.1u·|y|.
//  - e ≠ 0: |y| ≥ 0.2877 and |hi| ≤ 3.82|y|: ≤ 5u·|y|.
// Total relative error ≤ 10u (kLogBound).
struct LogConstants {
  double inv[97];  // RN(128/j), j = 96..192
  double logHi[97];
  double logLo[97];
  double ln2Hi;  // 42 bits
  double ln2Lo;
};

const LogConstants& logConstants() {
  static const LogConstants constants = [] {
    LogConstants c{};
    MpfrNumber v(256);
    for (int j = 96; j <= 192; ++j) {
      c.inv[j - 96] = 128.0 / j;  // one IEEE division: RN(128/j)
      mpfr_set_ui_2exp(v.get(), static_cast<unsigned long>(j), -7, MPFR_RNDN);
      mpfr_log(v.get(), v.get(), MPFR_RNDN);
      DoubleDouble t = splitDd(v.get());
      c.logHi[j - 96] = t.hi;
      c.logLo[j - 96] = t.lo;
    }
    MpfrNumber hi(42);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_set(hi.get(), v.get(), MPFR_RNDN);
    c.ln2Hi = mpfr_get_d(hi.get(), MPFR_RNDN);
    mpfr_sub(v.get(), v.get(), hi.get(), MPFR_RNDN);
    c.ln2Lo = mpfr_get_d(v.get(), MPFR_RNDN);
    return c;
  }();
  return constants;
}

// log1p(r) for |r| < 0.0053, degree 7 (analysis above).
double log1pPoly(double r) {
  double q = 1.0 / 7;
  q = q * r - 1.0 / 6;
  q = q * r + 1.0 / 5;
  q = q * r - 1.0 / 4;
  q = q * r + 1.0 / 3;
  q = q * r - 1.0 / 2;
  return r + (r * r) * q;
}

// x = 2^e · m with m in [0.75, 1.5) (x positive, normal, finite).
double reduceToThreeQuarters(double x, int& e) {
  uint64_t bits;
  std::memcpy(&bits, &x, 8);
  e = static_cast<int>(bits >> 52) - 1023;
  bits = (bits & ((uint64_t{1} << 52) - 1)) | (uint64_t{1023} << 52);
  double m;
  std::memcpy(&m, &bits, 8);
  if (m >= 1.5) {
    m *= 0.5;
    ++e;
  }
  return m;
}

// ---- log as a double-double (for pow) ----
//
// For an f32 x: m (as above) has at most 24 significant bits, and c_j, the
// nearest 20-bit number to 1/m_j, makes r = m·c_j − 1 exact: m·c_j has at
// most 44 bits and lies within 2^-7 of 1, so both the product and the
// subtraction are exact. |r| ≤ 2^-8·4/3 + 2^-20 < 0.0053.
// log x = e·ln2 − log(c_j) + log1p(r), with
//   log1p(r) = r − r²/2 + r³·Q(r), Q the Taylor tail to degree 10
// (truncation < |r|^11/11 < 2^-79·|r|); r²/2 exact as a pair (Dekker's
// product); r³·Q in double errs by < 4u·|r|³/3 < 2^-68·|r|. The sums are
// error-free (Knuth's two-sum) except the small final terms, which err by
// < 2^-88 + 2^-104·|log x|; ln2 and −log(c_j) are represented to 2^-96 and
// 2^-107. With |log x| ≥ 0.28 when e ≠ 0 (and no e·ln2 terms when e = 0),
// |hi + lo − log x| < 2^-64·|log x| (kLogDdBound).
struct LogDdConstants {
  double c[97];  // 20-bit approximations of 128/j
  double negLogHi[97];
  double negLogLo[97];
};

const LogDdConstants& logDdConstants() {
  static const LogDdConstants constants = [] {
    LogDdConstants t{};
    MpfrNumber c(20);
    MpfrNumber v(256);
    for (int j = 96; j <= 192; ++j) {
      mpfr_set_ui(c.get(), 128, MPFR_RNDN);
      mpfr_div_ui(c.get(), c.get(), static_cast<unsigned long>(j), MPFR_RNDN);
      t.c[j - 96] = mpfr_get_d(c.get(), MPFR_RNDN);  // exact: 20 bits
      mpfr_log(v.get(), c.get(), MPFR_RNDN);
      mpfr_neg(v.get(), v.get(), MPFR_RNDN);
      DoubleDouble s = splitDd(v.get());
      t.negLogHi[j - 96] = s.hi;
      t.negLogLo[j - 96] = s.lo;
    }
    return t;
  }();
  return constants;
}

DoubleDouble twoSum(double a, double b) {
  double s = a + b;
  double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

// Veltkamp's split and Dekker's exact product (|a|, |b| < 2^995).
void veltkamp(double a, double& hi, double& lo) {
  double t = 134217729.0 * a;  // 2^27 + 1
  hi = t - (t - a);
  lo = a - hi;
}

}  // namespace

DoubleDouble splitDd(mpfr_srcptr v) {
  MpfrNumber rest(mpfr_get_prec(v));
  double hi = mpfr_get_d(v, MPFR_RNDN);
  mpfr_sub_d(rest.get(), v, hi, MPFR_RNDN);  // exact: rest has v's precision
  return {hi, mpfr_get_d(rest.get(), MPFR_RNDN)};
}

DoubleDouble twoProduct(double a, double b) {
  double p = a * b;
  double ah, al, bh, bl;
  veltkamp(a, ah, al);
  veltkamp(b, bh, bl);
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

ExpTable expTable() {
  const ExpConstants& c = expConstants();
  return {c.table, c.ln2_64_hi, c.ln2_64_lo, c.inv_ln2_64};
}

double exp(double x) {
  if (!(std::fabs(x) <= 110.0)) return NAN;  // NaN, Inf, certain over/underflow
  const ExpConstants& c = expConstants();
  const double kd = nearestInteger(x * c.inv_ln2_64);
  const int k = static_cast<int>(kd);
  const double r = (x - kd * c.ln2_64_hi) - kd * c.ln2_64_lo;
  if (!(std::fabs(r) <= 0.0055)) return NAN;  // outside the analysed range
  const double r2 = r * r;
  const double b = r * (1.0 / 6) + 0.5;
  const double cc = r * (1.0 / 120) + 1.0 / 24;
  const double p = (1.0 + r) + (b + r2 * cc) * r2;
  // |k >> 6| ≤ 159 and c.table·p is in [0.99, 2.02]: the product is normal.
  return c.table[k & 63] * p * powerOfTwo(k >> 6);
}

// expm1(x), 0 < |x| ≤ 110:
//  - |x| ≤ 1/16: x + x·(x·q(x)), q the Taylor tail 1/2 + x/6 + … + x^7/9!
//    (truncation < |x|^9/10! · 1.04 < 2^-57.7 relative to |expm1 x| ≥
//    0.968|x|). |x·q| ≤ 0.033, q's Horner and the two products err by
//    < 18u of the correction, i.e. < 0.6u·|x|; the final addition u:
//    < 3u in all.
//  - otherwise exp(x) − 1 (exact by Sterbenz when exp(x) is in [1/2, 2],
//    else one rounding u): the 12u of exp is magnified by
//    e^x/|e^x − 1| ≤ 16.5 for |x| ≥ 1/16: < 199u + u.
// Total < 200u (kExpm1Bound).
double expm1(double x) {
  double ax = std::fabs(x);
  if (!(ax <= 110.0) || x == 0) return NAN;
  if (ax > 0.0625) return exp(x) - 1.0;
  double q = 1.0 / 362880;
  q = q * x + 1.0 / 40320;
  q = q * x + 1.0 / 5040;
  q = q * x + 1.0 / 720;
  q = q * x + 1.0 / 120;
  q = q * x + 1.0 / 24;
  q = q * x + 1.0 / 6;
  q = q * x + 0.5;
  return x + x * (x * q);
}

// sinh(x) for |x| ≤ 1 by its Taylor polynomial to x^17 (truncation
// < |x|^19/19! · 1.01 < 2^-56.8 relative): x + x·(z·q(z)), z = x², q the
// positive tail 1/3! + z/5! + … + z^7/17!. q's Horner (condition 1) with
// rounded coefficients errs by < 17u; z, x·z and the product by q add 3u;
// the correction is ≤ 0.176|x|, so < 3.6u·|x|; the final addition u, and
// |sinh x| ≥ |x|: < 4.6u (kSinhTaylorBound).
double sinhTaylor(double x) {
  const double z = x * x;
  double q = 1.0 / 355687428096000.0;  // 1/17!
  q = q * z + 1.0 / 1307674368000.0;
  q = q * z + 1.0 / 6227020800.0;
  q = q * z + 1.0 / 39916800.0;
  q = q * z + 1.0 / 362880.0;
  q = q * z + 1.0 / 5040.0;
  q = q * z + 1.0 / 120.0;
  q = q * z + 1.0 / 6.0;
  return x + (x * z) * q;
}

double log(double x) {
  const LogConstants& c = logConstants();
  int e;
  double m = reduceToThreeQuarters(x, e);
  int j = static_cast<int>(m * 128 + 0.5);  // m·128 + 0.5 is exact
  double r = (m - j * 0.0078125) * c.inv[j - 96];
  double p = log1pPoly(r);
  double hi = e * c.ln2Hi + c.logHi[j - 96];
  double lo = (e * c.ln2Lo + c.logLo[j - 96]) + p;
  return hi + lo;
}

// log1p(x) for an f32 x > −1, x ≠ 0:
//  - |x| < 2^-8: log1pPoly(x), x exact: < 3.1u·|x|/0.997 ≤ 3.2u.
//  - otherwise log(1 + x): 1 + x is exact when |x| < 2^52 (x's lowest bit
//    is ≥ 2^-32 and the sum needs ≤ 53 bits); for x ≥ 2^52 it errs by ≤ u
//    relative, i.e. ≤ u absolute in the log, which is ≥ 36: < u/36.
// Total ≤ kLogBound.
double log1p(float x) {
  double d = x;
  if (!(d > -1.0) || d == 0 || std::isinf(d)) return NAN;
  if (std::fabs(d) < 0x1p-8) return log1pPoly(d);
  return log(1.0 + d);
}

// log1p(t) for a finite double t ≥ 0 (t itself exact):
//  - t < 2^-8: log1pPoly(t): < 3.2u.
//  - else v = RN(1 + t) and its rounding error d (two-sum, exact);
//    log1p(t) = log(v) + log1p(d/v) with |d/v| ≤ u, so log(v) + d/v leaves
//    < u²; log's 10u, the division (u·|d/v| ≤ u²) and the sum (u), relative
//    to log1p(t) ≥ 2^-8.1: < 11u + 2^-95 (kLog1pDoubleBound).
double log1pOfDouble(double t) {
  if (t < 0x1p-8) return log1pPoly(t);
  const DoubleDouble v = twoSum(1.0, t);
  return log(v.hi) + v.lo / v.hi;
}

DoubleDouble logDd(float x) {
  const LogDdConstants& t = logDdConstants();
  const LogConstants& c = logConstants();
  int e;
  double m = reduceToThreeQuarters(x, e);
  int j = static_cast<int>(m * 128 + 0.5);
  double r = m * t.c[j - 96] - 1.0;  // exact (see above)
  DoubleDouble half_r2 = twoProduct(r, r);
  half_r2.hi *= 0.5;
  half_r2.lo *= 0.5;
  double q = -1.0 / 10;
  q = q * r + 1.0 / 9;
  q = q * r - 1.0 / 8;
  q = q * r + 1.0 / 7;
  q = q * r - 1.0 / 6;
  q = q * r + 1.0 / 5;
  q = q * r - 1.0 / 4;
  q = q * r + 1.0 / 3;
  double tail = (r * r) * r * q;
  DoubleDouble v = twoSum(r, -half_r2.hi);
  DoubleDouble w = twoSum(e * c.ln2Hi, t.negLogHi[j - 96]);
  DoubleDouble z = twoSum(w.hi, v.hi);
  double small = (((v.lo - half_r2.lo) + tail) + (e * c.ln2Lo + t.negLogLo[j - 96])) + w.lo + z.lo;
  double hi = z.hi + small;
  return {hi, small - (hi - z.hi)};
}

// pow(x, y) = exp(y·log x) for a positive finite f32 x and a finite f32
// y ≠ 0. z = y·(hi + lo) as zh + zl (Dekker's exact y·hi plus y·lo):
// |zh + zl − y·log x| ≤ |z|·(2^-64 + 3u²).
//  - |zh| > 110: the exact z is beyond ±109.9, so x^y > 2^158 (overflows
//    f32) or < 2^-158 (rounds to zero): `saturated` is ±1, result NaN.
//  - else exp(zh)·(1 + zl): |zl| ≤ 2^-46 so e^zl = 1 + zl within 2^-92;
//    exp's 12u, z's error ≤ 110·2^-63.9 < 2^-57, the product by zl and
//    the sum 1u: < 14u (kPowBound).
double pow(float x, float y, int& saturated) {
  saturated = 0;
  DoubleDouble l = logDd(x);
  DoubleDouble z = twoProduct(y, l.hi);
  double zl = z.lo + double{y} * l.lo;
  if (z.hi > 110) saturated = 1;
  if (z.hi < -110) saturated = -1;
  if (saturated) return NAN;
  double e = exp(z.hi);
  return e + e * zl;
}

}  // namespace hlo_cts::oracle::f32k
