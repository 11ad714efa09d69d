// The exponential and logarithm kernels of the f64 two-level paths (bounds
// relative, in units of u = 2^-53 or as powers of two; arithmetic
// assumptions in f64_kernels.h). Tables and split constants come from MPFR
// on first use.
#include <mpfr.h>

#include <bit>
#include <cstdint>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f64_kernels.h"

namespace hlo_cts::oracle::f64k {

double takeLeadingBits(mpfr_ptr v, mpfr_prec_t bits) {
  MpfrNumber part(bits);
  mpfr_set(part.get(), v, MPFR_RNDN);
  // Exact: v − part is a multiple of ulp(v) smaller than |v|.
  mpfr_sub(v, v, part.get(), MPFR_RNDN);
  return mpfr_get_d(part.get(), MPFR_RNDN);  // exact: ≤ 53 bits
}

namespace {

// ---- exp ----
//
// exp(x) = 2^e · 2^(j/8192) · exp(r) with k = nearest(x·8192/ln2),
// e = k >> 13, j = k mod 8192, r = x − k·ln2/8192, and
// 2^(j/8192) = 2^(j1/128)·2^(j2/8192) (j1 = j >> 6, j2 = j mod 64), for
// −708.3 ≤ x ≤ 709.7 and |x| ≥ 2^-54 (so |k| < 2^23):
//
// Reduction. C = ln2/8192 = C1 + C2 + C3 + δ with C1, C2 of 30 bits and C3
// of 53: |C − C1| ≤ 2^-44, |C2| ≤ 2^-44, |C3| ≤ 2^-74, |δ| ≤ 2^-127.
//  - k·C1 and k·C2 are exact (23 + 30 bits). RN(x·RN(1/C)) is within
//    2^-29 of x/C, so |x − k·C| ≤ C·(1/2 + 2^-29), |r| ≤ 2^-14.52 =: ρ.
//  - t1 = x − k·C1 is exact: for k ≠ 0, |x| ≥ 2^-15, so x and k·C1 are
//    multiples of 2^-67 (C1's last bit is ≥ 2^-43), and
//    |t1| ≤ |x − k·C| + |k|·2^-44 < 2^-14 = 2^53·2^-67.
//  - (t1 − k·C2) by two-sum: exact; its low part minus k·C3 by one FMA:
//    one rounding of a value ≤ 2^-68 + 2^23·2^-74 < 2^-50.9, ≤ 2^-103.9;
//    k·δ ≤ 2^-104. Renormalised by two-sum (exact): r = rh + rl,
//    |rl| ≤ 2^-67.4, absolute error ≤ 2^-103 (relative error of exp(r)).
//
// Polynomial. exp(r) = exp(rh)·exp(rl) = exp(rh) + rl·exp(rh) + O(rl²), and
//   exp(rh) = 1 + rh + rh²/2 + rh³·q(rh) + R, q = 1/6 + rh/24 + rh²/120 + rh³/720,
// |R| ≤ ρ^7/5040·1.0001 < 2^-113.7;
//   rl·exp(rh) = rl + rl·(rh + rh²/2) + O(|rl|·ρ³/6 < 2^-114).
//  - rh² = ph + pl exactly (two-prod; ρ² is far above underflow, and tiny
//    rh only add absolute errors < 2^-1070 to a result near 1).
//  - tail = RN(RN(ph·rh)·q̂): q̂ is q within 2.001u (its last addition and
//    RN(1/6); the inner terms' errors are damped by |rh| ≤ 2^-14.5), ph is
//    rh² within u, two more products: 5.01u of |tail| ≤ ρ³/6·1.0001 =
//    2^-46.15, i.e. ≤ 2^-96.8.
//  - 1 + rh and (1 + rh) + ph/2 by fast two-sum: exact (a.lo, b.lo ≤ u).
//  - The low part ((small + tail) + a.lo) + b.lo, small = pl/2 + rl +
//    rl·(rh + ph/2) (≤ 2^-67.3, its roundings < 2^-118): three additions
//    of partial sums ≤ 2^-46.1, each ≤ 2^-99.1.
//  - exp(r) ≈ b.hi + lo, renormalised by fast two-sum (exact).
//
// Tables. 2^(j1/128), 2^(j2/8192) from MPFR as double-doubles, each within
// 2^-106 relative. Their product T by two-prod plus the cross terms:
// dropped T1l·T2l ≤ 2^-106, two products ≤ 2^-106 each, two additions of
// values ≤ 3·2^-53 ≤ 2^-103.4: < 2^-102 relative in all.
// The final product T·exp(r) the same way (exp(r) normalised, |lo| ≤ u):
// < 2^-102. Scaling by 2^e is exact and left to the caller, which decides
// on the unscaled value: exp(x) ≥ 2^-1021.8 and ≤ 2^1023.9 is normal, so
// rounding commutes with the scaling.
// In units of 2^-100:
constexpr double kExpReduction = 0.125, kExpTail = 9.19, kExpTruncation = 0.0001,
                 kExpLowSums = 3 * 1.87, kExpTables = 0.25, kExpProduct = 0.25;
constexpr double kExpSteps =
    ((kExpReduction + kExpTail + kExpTruncation + kExpLowSums) * (1 + 0x1p-14) + kExpTables +
     kExpProduct) *
    0x1p-100;
static_assert(kExpSteps <= kExpBound);

struct ExpConstants {
  Dd coarse[128];  // 2^(i/128)
  Dd fine[64];     // 2^(i/8192)
  double invStep;  // RN(8192/ln2)
  double step1, step2, step3;
};

const ExpConstants& expConstants() {
  static const ExpConstants constants = [] {
    ExpConstants c{};
    MpfrNumber v(320);
    for (int i = 0; i < 128; ++i) {
      mpfr_set_si_2exp(v.get(), i, -7, MPFR_RNDN);
      mpfr_exp2(v.get(), v.get(), MPFR_RNDN);
      c.coarse[i] = f32k::splitDd(v.get());
    }
    for (int i = 0; i < 64; ++i) {
      mpfr_set_si_2exp(v.get(), i, -13, MPFR_RNDN);
      mpfr_exp2(v.get(), v.get(), MPFR_RNDN);
      c.fine[i] = f32k::splitDd(v.get());
    }
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_div_2ui(v.get(), v.get(), 13, MPFR_RNDN);
    c.step1 = takeLeadingBits(v.get(), 30);
    c.step2 = takeLeadingBits(v.get(), 30);
    c.step3 = mpfr_get_d(v.get(), MPFR_RNDN);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_ui_div(v.get(), 8192, v.get(), MPFR_RNDN);
    c.invStep = mpfr_get_d(v.get(), MPFR_RNDN);
    return c;
  }();
  return constants;
}

// a·b for double-doubles a, b with |a.lo|, |b.lo| ≤ 3·2^-53·|hi| (its
// errors are in the table and final-product bounds above).
Dd multiply(Dd a, Dd b) {
  Dd p = twoProd(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return p;
}

// ---- log, log1p ----
//
// log x = e·ln2 − log c1 − log c2 + log1p(r2) for x = 2^e·(m + ml), m in
// [0.75, 1.5), |ml| ≤ 2^-53·m (ml = 0 for log, whose subnormal x are first
// scaled by 2^54; log1p(x) = log(1 + x) with 1 + x = hi + lo by two-sum),
// x ≠ 1:
//
// Stage 1. j = nearest(128·m) in [96, 192], c1 = RN(128/j) (1 for j = 128),
// r1 = (m + ml)·c1 − 1 as r1h + r1l: m·c1 = p + q and ml·c1 = t.hi + t.lo
// by two-prods, (p − 1) + q = a and a.hi + t.hi = b by two-sums (p − 1 is
// exact: Sterbenz, p in [0.99, 1.01]), r1 = b.hi + RN(RN(a.lo + b.lo) +
// t.lo) by two-sum: exact when ml = 0, else within εr1 < 2^-112 (values
// ≤ 2^-59.5; ml·c1 underflowing adds < 2^-1074). |r1| < 2^-7.58; for
// j = 128 and ml = 0, r1 = m − 1 exactly and r1l = 0.
// log1p of |x| ≤ 2^-8 starts here with r1 = x (e = 0, j = 128, r1l = 0),
// cases C and D below; larger |x| give 1 + x ≥ 1 + 2^-8 or ≤ 1 − 2^-8, so
// j ≠ 128 or e ≠ 0 (cases A and B, where εr1 adds < 2^-103.9).
//
// Stage 2. k = nearest(2^14·r1h) in [−85, 85], c2 = RN(1/(1 + k·2^-14))
// (1 for k = 0), r2 = (1 + r1)·c2 − 1 = r1·c2 + (c2 − 1): c2 − 1 is exact
// (Sterbenz), r1h·c2 = a + b by two-prod, (c2 − 1) + a = s by two-sum,
// lo = RN(RN(s.lo + b) + RN(r1l·c2)) (values ≤ 2^-60.5: three roundings,
// εr2 < 2^-111.5 absolute; 2^-113.5 when j = 128, as r1l = 0; none when
// also k = 0, as then r2 = r1), r2 = s.hi + lo by two-sum.
// |r2| ≤ (2^-15 + |r1l|)·c2 + 1.006·2^-53 < 2^-14.99 =: ρ.
//
// Stage 3. log1p(r2) for r2 = rh + rl (|rl| ≤ 2^-53·|rh|):
//   log1p(r2) = log1p(rh) + rl/(1 + rh) + O(rl²),
//   log1p(rh) = rh − rh²/2 + rh³/3 − rh⁴·(1/4 − rh/5 + rh²/6 − rh³/7) + R,
// |R| ≤ |rh|·ρ^7/8·1.0001 < 2^-107.9·|rh|.
//  - rl/(1 + rh): two roundings of a value ≤ 2^-53·|r2|·1.0001: < 2^-105·|r2|.
//  - rh² = ph + pl (two-prod); rh³ = th + (tl + pl·rh) (two-prod of ph and
//    rh; the last product and sum err by < 2^-105·|rh|³); rh³/3 = q + ql
//    with q = RN(th/3), the remainder th − 3q exact by FMA, ql its third
//    plus (tl + pl·rh)/3: < 2^-103·|rh|³ < 2^-133·|rh| in all.
//  - tail4 = RN(RN(ph·ph)·Q4), Q4 by Horner (1/4 exact, the damped inner
//    terms' errors < 2^-14·u): 5.001u of |tail4| ≤ |rh|·ρ³/4·1.0001, i.e.
//    < 2^-97.65·|rh|.
//  - rh − ph/2 and the sum with q by fast two-sums (exact); their low parts,
//    ql, −pl/2 and the rl term (each ≤ 2^-53·|rh|) summed first: four
//    roundings of partial sums ≤ 2^-51.4·|rh|, < 2^-102.4·|rh|; then
//    − tail4: < 2^-99.9·|rh|. Renormalised by fast two-sum (exact).
// So P = log1p(r2) within 2^-97.3·|r2| + 1.0001·εr2.
//
// Stage 4. ln2 = H + L + LL + δ (H of 42 bits, |LL| ≤ 2^-96,
// |δ| ≤ 2^-149; |e| ≤ 1075 < 2^11): e·H exact, e·L = lh + ll by two-prod,
// RN(e·LL) and e·δ < 2^-137 together. e·H + L1.hi + L2.hi + P.hi + lh by
// two-sums (exact, L1 = −log c1, L2 = −log c2 from MPFR within 2^-106);
// the nine low parts (each ≤ u·B, B = |e·ln2| + |L1| + |L2| + |P|) summed
// in double: eight roundings of partial sums ≤ 9u·B, < 2^-99.8·B.
// Renormalised by fast two-sum (exact).
//
// Relative to |log x|, by cases (B/|log x| and the terms of P):
//  - e ≠ 0: |log x| ≥ 0.2876, B ≤ 3.84·|log x|: < 2^-97.8;
//  - e = 0, j ≠ 128: |log x| ≥ 2^-8.01, B ≤ 3.4·|log x|: < 2^-97.9;
//  - e = 0, j = 128, k ≠ 0: |log x| ≥ |L2| − |P| ≥ 0.4965·2^-14,
//    B ≤ 3.03·|log x|, |r2| ≤ 1.03·|log x|, εr2 ≤ 2^-113.5:
//    3.05·2^-99.78 + 2^-97.27 + 2^-98.48 < 2^-96.3 (the worst case);
//  - e = 0, j = 128, k = 0: log x = log1p(r2), r2 = m − 1 exact: < 2^-97.
// Tiny computed r2 (where εr2 dominates) could underflow ph, tl or the
// tail: errors < 2^-1000, where |log x| ≥ 2^-16.
// In units of 2^-100 (the worst case):
constexpr double kLogSteps = (3.05 * (1.164 + 0.0156) + 6.63 + 2.87) * 0x1p-100;
static_assert(kLogSteps <= kLogBound);

struct LogConstants {
  double c1[97];  // RN(128/j), j = 96..192
  Dd negLogC1[97];
  double c2[171];  // RN(1/(1 + k·2^-14)), k = −85..85
  Dd negLogC2[171];
  double ln2Hi, ln2Lo, ln2LoLo;
};

const LogConstants& logConstants() {
  static const LogConstants constants = [] {
    LogConstants c{};
    MpfrNumber v(320);
    for (int j = 96; j <= 192; ++j) {
      c.c1[j - 96] = 128.0 / j;  // one IEEE division: RN(128/j)
      mpfr_set_d(v.get(), c.c1[j - 96], MPFR_RNDN);
      mpfr_log(v.get(), v.get(), MPFR_RNDN);
      mpfr_neg(v.get(), v.get(), MPFR_RNDN);
      c.negLogC1[j - 96] = f32k::splitDd(v.get());
    }
    for (int k = -85; k <= 85; ++k) {
      c.c2[k + 85] = 1.0 / (1.0 + k * 0x1p-14);  // 1 + k·2^-14 exact: RN(1/(1 + k·2^-14))
      mpfr_set_d(v.get(), c.c2[k + 85], MPFR_RNDN);
      mpfr_log(v.get(), v.get(), MPFR_RNDN);
      mpfr_neg(v.get(), v.get(), MPFR_RNDN);
      c.negLogC2[k + 85] = f32k::splitDd(v.get());
    }
    mpfr_const_log2(v.get(), MPFR_RNDN);
    c.ln2Hi = takeLeadingBits(v.get(), 42);
    c.ln2Lo = takeLeadingBits(v.get(), 53);
    c.ln2LoLo = mpfr_get_d(v.get(), MPFR_RNDN);
    return c;
  }();
  return constants;
}

// log1p(r) for a double-double |r| ≤ 2^-14.99 (stage 3 above).
Dd log1pSmall(Dd r) {
  const double rh = r.hi;
  const Dd p = twoProd(rh, rh);
  const Dd t = twoProd(p.hi, rh);
  const double q = t.hi / 3;
  const double ql = (std::fma(-3.0, q, t.hi) + (t.lo + p.lo * rh)) / 3;
  double q4 = 1.0 / 7;
  q4 = 1.0 / 6 - rh * q4;
  q4 = 0.2 - rh * q4;
  q4 = 0.25 - rh * q4;
  const double tail4 = (p.hi * p.hi) * q4;
  const Dd s1 = fastTwoSum(rh, -0.5 * p.hi);
  const Dd s2 = fastTwoSum(s1.hi, q);
  const double low = ((((ql - 0.5 * p.lo) + r.lo / (1 + rh)) + s1.lo) + s2.lo) - tail4;
  return fastTwoSum(s2.hi, low);
}

// log(2^e·(1 + r1)/c1) for the stage-1 table entry c1 of index j (stages
// 2 to 4).
Approx logOfReduced(int e, int j, Dd r1) {
  const LogConstants& c = logConstants();
  const int k = static_cast<int>(nearestInteger(r1.hi * 0x1p14));
  const double c2 = c.c2[k + 85];
  const Dd a = twoProd(r1.hi, c2);
  const Dd s = twoSum(c2 - 1, a.hi);
  const Dd r2 = twoSum(s.hi, (s.lo + a.lo) + r1.lo * c2);
  const Dd p = log1pSmall(r2);

  const double ed = e;
  const Dd el = twoProd(ed, c.ln2Lo);
  const Dd& l1 = c.negLogC1[j - 96];
  const Dd& l2 = c.negLogC2[k + 85];
  const Dd s1 = twoSum(ed * c.ln2Hi, l1.hi);
  const Dd s2 = twoSum(s1.hi, l2.hi);
  const Dd s3 = twoSum(s2.hi, p.hi);
  const Dd s4 = twoSum(s3.hi, el.hi);
  const double low =
      (((((((s1.lo + s2.lo) + s3.lo) + s4.lo) + l1.lo) + l2.lo) + p.lo) + el.lo) + ed * c.ln2LoLo;
  const Dd y = fastTwoSum(s4.hi, low);
  return {y.hi, y.lo, std::fabs(y.hi) * (kLogBound * 1.001), 0};
}

// log((hi + lo)·2^e) for a positive normal hi, |lo| ≤ ulp(hi)/2 (stage 1).
Approx logOfSum(double hi, double lo, int e) {
  const uint64_t bits = std::bit_cast<uint64_t>(hi);
  int exponent = static_cast<int>(bits >> 52) - 1023;
  double m = std::bit_cast<double>((bits & 0xFFFFFFFFFFFFF) | (uint64_t{1023} << 52));
  if (m >= 1.5) {
    m *= 0.5;
    ++exponent;
  }
  const int j = static_cast<int>(nearestInteger(m * 128));
  const double c1 = logConstants().c1[j - 96];
  const Dd mc = twoProd(m, c1);
  // lo·2^-exponent: exact unless it underflows (an error < 2^-1074).
  const Dd t = twoProd(lo == 0 ? 0 : std::ldexp(lo, -exponent), c1);
  const Dd a = twoSum(mc.hi - 1, mc.lo);
  const Dd b = twoSum(a.hi, t.hi);
  return logOfReduced(e + exponent, j, twoSum(b.hi, (a.lo + b.lo) + t.lo));
}

}  // namespace

ExpTables expTables() {
  const ExpConstants& c = expConstants();
  return {c.coarse, c.fine, c.invStep, c.step1, c.step2, c.step3};
}

HLO_CTS_FMA_CLONES Approx exp(double x) {
  const ExpConstants& c = expConstants();
  const double kd = nearestInteger(x * c.invStep);
  const int k = static_cast<int>(kd);
  const double t1 = x - kd * c.step1;
  Dd r = twoSum(t1, -(kd * c.step2));
  r = twoSum(r.hi, std::fma(-kd, c.step3, r.lo));

  const Dd p = twoProd(r.hi, r.hi);
  double q = 1.0 / 720;
  q = q * r.hi + 1.0 / 120;
  q = q * r.hi + 1.0 / 24;
  q = q * r.hi + 1.0 / 6;
  const double tail = (p.hi * r.hi) * q;
  const Dd a = fastTwoSum(1.0, r.hi);
  const Dd b = fastTwoSum(a.hi, 0.5 * p.hi);
  const double small = 0.5 * p.lo + r.lo + r.lo * (r.hi + 0.5 * p.hi);
  const Dd er = fastTwoSum(b.hi, ((small + tail) + a.lo) + b.lo);

  const int j = k & 8191;
  const Dd t = multiply(c.coarse[j >> 6], c.fine[j & 63]);
  Dd y = multiply(t, er);
  y = fastTwoSum(y.hi, y.lo);
  // |exp(x)·2^-e| ≤ |y.hi|·(1 + 2^-51): 0.1% covers that and err's roundings.
  return {y.hi, y.lo, std::fabs(y.hi) * (kExpBound * 1.001), k >> 13};
}

HLO_CTS_FMA_CLONES Approx log(double x) {
  int e = 0;
  if (x < 0x1p-1022) {
    x *= 0x1p54;  // exact
    e = -54;
  }
  return logOfSum(x, 0, e);
}

HLO_CTS_FMA_CLONES Approx log1p(double x) {
  if (std::fabs(x) <= 0x1p-8) return logOfReduced(0, 128, {x, 0});
  const Dd v = twoSum(1, x);
  return logOfSum(v.hi, v.lo, 0);
}

}  // namespace hlo_cts::oracle::f64k
