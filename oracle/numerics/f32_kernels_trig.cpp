// The trigonometric and error-function kernels of the f32 two-level paths
// (bounds in units of u = 2^-53, same arithmetic assumptions as
// f32_kernels.cpp). Tables come from MPFR on first use.
#include <mpfr.h>

#include <cmath>
#include <cstring>
#include <iterator>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f32_kernels.h"

namespace hlo_cts::oracle::f32k {
namespace {

using u128 = unsigned __int128;

// ---- argument reduction by π/2 ----
//
// A finite f32 |x| = M·2^E (M < 2^24 an integer). For |x| < 25/32 < π/4
// the argument is already reduced (r = x exactly, quadrant 0). Otherwise
// (E in [−24, 104]) t = x·2/π mod 4 is computed in integer arithmetic
// (Payne–Hanek): with b_i the bits of 2/π = 0.b1b2…, the terms with
// i ≤ E − 2 contribute multiples of 4, so with the 192-bit window
// B = Σ_{i=E−1}^{E+190} b_i·2^(E+190−i), t = (M·B mod 2^192)·2^-190 up to
// the dropped tail, < M·2^-190 < 2^-166. Keeping the top 128 bits (t to
// 2^-126), k = nearest(t) and f = t − k in [−1/2, 1/2] are exact to
// < 2^-125. When |f| ≥ 2^-64 its leading 53 bits (relative error < 2^-52)
// times RN(π/2) (two more roundings) give r = f·π/2 with relative error
// θ < 2^-52 + 2u + 2^-61 < 4.01u. Smaller |f| is refused (MPFR decides).
struct TrigConstants {
  uint64_t twoOverPi[8];  // bit i of 2/π (i ≥ 1) at global index i + 63
  double piOver2;
  DoubleDouble pi;
  DoubleDouble piOver2Dd;
  DoubleDouble atanTable[33];  // atan(j/32)
};

const TrigConstants& trigConstants() {
  static const TrigConstants constants = [] {
    TrigConstants c{};
    MpfrNumber v(640);
    mpfr_const_pi(v.get(), MPFR_RNDN);
    c.pi = splitDd(v.get());
    c.piOver2Dd = {c.pi.hi / 2, c.pi.lo / 2};
    c.piOver2 = c.piOver2Dd.hi;
    mpfr_ui_div(v.get(), 2, v.get(), MPFR_RNDN);  // 2/π to 640 bits; 448 are used
    c.twoOverPi[0] = 0;
    for (int w = 1; w < 8; ++w) {
      mpfr_mul_2ui(v.get(), v.get(), 64, MPFR_RNDN);  // exact
      MpfrNumber top(64);
      mpfr_floor(top.get(), v.get());
      mpfr_sub(v.get(), v.get(), top.get(), MPFR_RNDN);  // exact
      mpfr_div_2ui(top.get(), top.get(), 32, MPFR_RNDN);
      uint64_t high = mpfr_get_ui(top.get(), MPFR_RNDZ);
      mpfr_sub_ui(top.get(), top.get(), high, MPFR_RNDN);
      mpfr_mul_2ui(top.get(), top.get(), 32, MPFR_RNDN);
      c.twoOverPi[w] = (high << 32) | mpfr_get_ui(top.get(), MPFR_RNDN);
    }
    MpfrNumber a(256);
    for (int j = 0; j <= 32; ++j) {
      mpfr_set_ui_2exp(a.get(), static_cast<unsigned long>(j), -5, MPFR_RNDN);
      mpfr_atan(a.get(), a.get(), MPFR_RNDN);
      c.atanTable[j] = splitDd(a.get());
    }
    return c;
  }();
  return constants;
}

// 64 bits of the table starting at global bit index g.
uint64_t bitsAt(const uint64_t* table, int g) {
  int w = g >> 6, b = g & 63;
  if (b == 0) return table[w];
  return (table[w] << b) | (table[w + 1] >> (64 - b));
}

// ---- sin, cos ----
//
// For |r| ≤ 0.786 with z = r²:
//  sin r = r + (r·z)·qs(z), qs the Taylor tail −1/3! + z/5! − … + z^7/17!
//  (truncation < r^19/19! < 2^-62.8·|sin r|). qs's Horner (condition
//  ≤ 1.07, 14 roundings and rounded coefficients) errs by < 17u, z, r·z
//  and the product by qs add 3u: the correction (≤ 0.106|r|) errs by
//  < 2.2u·|r|; with the final addition and |sin r| ≥ 0.9|r|: < 3.5u; the
//  argument's θ < 4.01u passes through with a factor r/tan r ≤ 1: < 8u.
//  cos r = 1 + z·qc(z), qc = −1/2! + z/4! − … − z^7/16! (truncation
//  < r^18/18! < 2^-58.3·cos r); qc errs by < 18u, z·qc (≤ 0.31) by < 20u,
//  i.e. < 6.2u absolute; the addition u; cos r ≥ 0.7067: < 9.8u; θ passes
//  with a factor r·tan r ≤ 0.8: < 13u (kSinCosBound).
// tan = ±sin/cos: < 8u + 13u + u + u (kTanBound).

}  // namespace

bool reduceHalfPi(float x, Reduced& out) {
  float ax = std::fabs(x);
  if (ax < 0.78125f) {
    out = {ax, 0};
    return true;
  }
  if (!std::isfinite(ax)) return false;
  uint32_t bits;
  std::memcpy(&bits, &ax, 4);
  const uint64_t m = (bits & 0x7FFFFF) | 0x800000;
  const int e = static_cast<int>(bits >> 23) - 150;  // |x| = m·2^e, e in [−24, 104]
  const TrigConstants& c = trigConstants();
  const int g = e + 62;  // global index of bit i = e − 1
  const uint64_t w0 = bitsAt(c.twoOverPi, g);
  const uint64_t w1 = bitsAt(c.twoOverPi, g + 64);
  const uint64_t w2 = bitsAt(c.twoOverPi, g + 128);
  // m·B mod 2^192, kept from bit 64 up: t·2^126 mod 2^128.
  u128 p = static_cast<u128>(m) * w2;
  p = static_cast<u128>(m) * w1 + (p >> 64);
  const uint64_t l1 = static_cast<uint64_t>(p);
  const uint64_t l2 = static_cast<uint64_t>(m * w0 + static_cast<uint64_t>(p >> 64));
  const u128 t = (static_cast<u128>(l2) << 64) | l1;
  const int k = static_cast<int>((t + (u128{1} << 125)) >> 126) & 3;
  const u128 f_bits = t - (static_cast<u128>(k) << 126);  // f·2^126 mod 2^128
  const bool negative = (f_bits >> 127) != 0;
  const u128 a = negative ? -f_bits : f_bits;  // |f|·2^126 ≤ 2^125
  if (a < (u128{1} << 62)) return false;       // |f| < 2^-64
  const uint64_t a_hi = static_cast<uint64_t>(a >> 64), a_lo = static_cast<uint64_t>(a);
  const int lz = a_hi ? __builtin_clzll(a_hi) : 64 + __builtin_clzll(a_lo);
  const uint64_t top53 = static_cast<uint64_t>((a << lz) >> 75);
  const double f = static_cast<double>(top53) * powerOfTwo(-51 - lz);  // exact: lz ≤ 127
  out = {(negative ? -f : f) * c.piOver2, k};
  return true;
}

double sinReduced(double r) {
  const double z = r * r;
  double q = kSinTaylor[0];
  for (size_t i = 1; i < std::size(kSinTaylor); ++i) q = q * z + kSinTaylor[i];
  return r + (r * z) * q;
}

double cosReduced(double r) {
  double z = r * r;
  double q = 1.0 / 20922789888000.0;  // 1/16!
  q = q * z - 1.0 / 87178291200.0;
  q = q * z + 1.0 / 479001600.0;
  q = q * z - 1.0 / 3628800.0;
  q = q * z + 1.0 / 40320.0;
  q = q * z - 1.0 / 720.0;
  q = q * z + 1.0 / 24.0;
  q = q * z - 1.0 / 2.0;
  return 1.0 + z * q;
}

// atan(q), q ≥ 0 finite:
//  - q > 1: π/2 − atan(1/q); RN(1/q) errs by u, which moves atan by at
//    most u relative (x/((1+x²)·atan x) ≤ 1).
//  - q ≤ 1: c = j/32 nearest; t = (q − c)/(1 + q·c) with an exact
//    numerator (Sterbenz, or c = 0) and < 3u relative error; |t| ≤ 1/64.
//    atan(q) = atan(c) + atan(t), atan(t) = t + t·(t²·p(t²)), p the Taylor
//    tail to t^9 (truncation < t^10/11 < 2^-63 relative); the polynomial
//    errs by < 4u·|t| including t's error, the sums by u·|t| + u·|a|, and
//    atan(c) is represented to 2^-106; with |t| ≤ 1.0001·|a|: < 6u·|a|.
//  - the π/2 − a step: |a| ≤ π/4 ≤ |π/2 − a|, two roundings: < 7u + 2u.
// Total < 9u (kAtanBound).
double atan(double q) {
  const TrigConstants& c = trigConstants();
  const bool invert = q > 1;
  if (invert) q = 1 / q;
  const int j = static_cast<int>(q * 32 + 0.5);
  const double t = j == 0 ? q : (q - j * 0.03125) / (1 + q * (j * 0.03125));
  const double z = t * t;
  double p = 1.0 / 9;
  p = p * z - 1.0 / 7;
  p = p * z + 1.0 / 5;
  p = p * z - 1.0 / 3;
  const double poly = t + t * (z * p);
  const double a = c.atanTable[j].hi + (c.atanTable[j].lo + poly);
  if (!invert) return a;
  return (c.piOver2Dd.hi - a) + c.piOver2Dd.lo;
}

// atan2(y, x), finite nonzero f32 y and x: q = |y|/|x| is a normal double
// (in [2^-277, 2^277]) with error u, which moves atan(q) by at most u
// relative: < 10u; for x < 0, π − a with |a| ≤ π/2 ≤ |π − a| and two
// roundings: < 12u (kAtan2Bound).
double atan2(float y, float x) {
  const TrigConstants& c = trigConstants();
  double a = atan(std::fabs(double{y}) / std::fabs(double{x}));
  if (x < 0) a = (c.pi.hi - a) + c.pi.lo;
  return std::copysign(a, double{y});
}

// asin and acos of an f32 |x| < 1 through atan: s = √((1 − |x|)(1 + |x|))
// with 1 ∓ |x| exact (or, for |x| < 2^-29, within u), the product u and the
// root: < 2.5u; q = |x|/s or s/|x|: < 3.5u, which atan's condition (≤ 1)
// passes on: asin < 3.5u + 9u (kAsinBound); acos for x < 0 is π − atan(q)
// with |atan q| ≤ π/2 ≤ π − atan q and two roundings: < 15u (kAcosBound).
double asin(float x) {
  const double ax = std::fabs(double{x});
  return std::copysign(atan(ax / std::sqrt((1 - ax) * (1 + ax))), double{x});
}

double acos(float x) {
  const double ax = std::fabs(double{x});
  const double a = atan(std::sqrt((1 - ax) * (1 + ax)) / ax);
  if (x >= 0) return a;
  const TrigConstants& c = trigConstants();
  return (c.pi.hi - a) + c.pi.lo;
}

namespace {

// ---- erf ----
//
// erf(c + h) for c = j/16 (j = 0..64) and |h| ≤ 1/32·(1 + 2^-40) by its
// Taylor polynomial of degree 11: a_0 = erf(c),
// a_n = (2/√π)·e^{−c²}·(−1)^(n−1)·H_{n−1}(c)/n! (H the physicists' Hermite
// polynomials), coefficients from MPFR rounded to double. Truncation, by
// Cramér's inequality |H_n(x)|·e^{−x²/2} ≤ 1.0865·√(2^n·n!):
// |erf^(12)| ≤ 1.226·√(2^11·11!), so the remainder is < 2^-70.
// h = |x| − c is exact (Sterbenz, or c = 0). The Horner evaluation and the
// rounded coefficients err by < u·Σ(2n+2)|a_n h^n|, and
// Σ(2n+2)|a_n h^n| ≤ 8·|erf(c + h)| (the worst row is j = 1, where
// erf(x) ≥ erf(1/32); for j = 0, a_0 = 0 and the sum is ≤ 4·|erf h|).
// Total < 10u (kErfBound).
constexpr int kErfTerms = 12;

struct ErfTable {
  double a[65][kErfTerms];
};

const ErfTable& erfTable() {
  static const ErfTable table = [] {
    ErfTable t{};
    const mpfr_prec_t w = 192;
    MpfrNumber c(w), k(w), h0(w), h1(w), h2(w), term(w), fact(w);
    for (int j = 0; j <= 64; ++j) {
      mpfr_set_ui_2exp(c.get(), static_cast<unsigned long>(j), -4, MPFR_RNDN);
      mpfr_erf(term.get(), c.get(), MPFR_RNDN);
      t.a[j][0] = mpfr_get_d(term.get(), MPFR_RNDN);
      // k = 2/√π · e^{−c²}
      mpfr_sqr(k.get(), c.get(), MPFR_RNDN);
      mpfr_neg(k.get(), k.get(), MPFR_RNDN);
      mpfr_exp(k.get(), k.get(), MPFR_RNDN);
      mpfr_const_pi(term.get(), MPFR_RNDN);
      mpfr_sqrt(term.get(), term.get(), MPFR_RNDN);
      mpfr_div(k.get(), k.get(), term.get(), MPFR_RNDN);
      mpfr_mul_2ui(k.get(), k.get(), 1, MPFR_RNDN);
      mpfr_set_ui(h0.get(), 1, MPFR_RNDN);            // H_0
      mpfr_mul_2ui(h1.get(), c.get(), 1, MPFR_RNDN);  // H_1 = 2c
      mpfr_set_ui(fact.get(), 1, MPFR_RNDN);
      for (int n = 1; n < kErfTerms; ++n) {
        // h0 = H_{n−1}, h1 = H_n; fact = n!
        mpfr_mul_ui(fact.get(), fact.get(), static_cast<unsigned long>(n), MPFR_RNDN);
        mpfr_mul(term.get(), k.get(), h0.get(), MPFR_RNDN);
        mpfr_div(term.get(), term.get(), fact.get(), MPFR_RNDN);
        if (n % 2 == 0) mpfr_neg(term.get(), term.get(), MPFR_RNDN);
        t.a[j][n] = mpfr_get_d(term.get(), MPFR_RNDN);
        // H_{n+1} = 2c·H_n − 2n·H_{n−1}
        mpfr_mul(h2.get(), c.get(), h1.get(), MPFR_RNDN);
        mpfr_mul_ui(term.get(), h0.get(), static_cast<unsigned long>(n), MPFR_RNDN);
        mpfr_sub(h2.get(), h2.get(), term.get(), MPFR_RNDN);
        mpfr_mul_2ui(h2.get(), h2.get(), 1, MPFR_RNDN);
        mpfr_swap(h0.get(), h1.get());
        mpfr_swap(h1.get(), h2.get());
      }
    }
    return t;
  }();
  return table;
}

}  // namespace

namespace {

// ---- erfc ----
//
// erfc(x) = e^{−x²}·erfcx(x) for 0 ≤ x < 10.45, with erfcx(c + h) by its
// Taylor polynomial of degree 11 at c = j/16 (j = 0..168), |h| ≤ 1/32:
// from erfcx' = 2x·erfcx − 2/√π, b_0 = erfcx(c) and
// (n+1)·b_{n+1} = 2c·b_n + 2·b_{n−1} − (2/√π)·[n = 0] (in MPFR at 320 bits,
// rounded to double). For x ≥ 0, erfcx^(n)(x) = (2/√π)∫(−2t)^n e^{−t²−2xt}dt
// so |erfcx^(n)| ≤ 2^n·Γ((n+1)/2)/√π: the remainder is < 1.3·10^-21,
// < 2^-65 of erfcx ≥ 0.053. Horner with rounded coefficients errs by
// < u·Σ(2n+2)|b_n h^n| < 2.3u·erfcx (|b_1/b_0| ≤ 2/√π, |b_2/b_0| ≤ 1);
// e^{−x²} (x² exact) 12u; the product u: < 16u. For x < 0,
// erfc(x) = 2 − erfc(|x|) with erfc(|x|) ≤ 1 ≤ the result: < 17u
// (kErfcBound).
struct ErfcTable {
  double b[169][kErfTerms];
};

const ErfcTable& erfcTable() {
  static const ErfcTable table = [] {
    ErfcTable t{};
    const mpfr_prec_t w = 320;
    MpfrNumber c(w), two_over_sqrt_pi(w), prev(w), cur(w), next(w), v(w);
    mpfr_const_pi(two_over_sqrt_pi.get(), MPFR_RNDN);
    mpfr_sqrt(two_over_sqrt_pi.get(), two_over_sqrt_pi.get(), MPFR_RNDN);
    mpfr_ui_div(two_over_sqrt_pi.get(), 2, two_over_sqrt_pi.get(), MPFR_RNDN);
    for (int j = 0; j <= 168; ++j) {
      mpfr_set_ui_2exp(c.get(), static_cast<unsigned long>(j), -4, MPFR_RNDN);
      mpfr_erfc(cur.get(), c.get(), MPFR_RNDN);  // b_0 = erfc(c)·e^{c²}
      mpfr_sqr(v.get(), c.get(), MPFR_RNDN);
      mpfr_exp(v.get(), v.get(), MPFR_RNDN);
      mpfr_mul(cur.get(), cur.get(), v.get(), MPFR_RNDN);
      mpfr_set_ui(prev.get(), 0, MPFR_RNDN);
      t.b[j][0] = mpfr_get_d(cur.get(), MPFR_RNDN);
      for (int n = 0; n + 1 < kErfTerms; ++n) {
        mpfr_mul(next.get(), c.get(), cur.get(), MPFR_RNDN);
        mpfr_add(next.get(), next.get(), prev.get(), MPFR_RNDN);
        mpfr_mul_2ui(next.get(), next.get(), 1, MPFR_RNDN);
        if (n == 0) mpfr_sub(next.get(), next.get(), two_over_sqrt_pi.get(), MPFR_RNDN);
        mpfr_div_ui(next.get(), next.get(), static_cast<unsigned long>(n + 1), MPFR_RNDN);
        t.b[j][n + 1] = mpfr_get_d(next.get(), MPFR_RNDN);
        mpfr_swap(prev.get(), cur.get());
        mpfr_swap(cur.get(), next.get());
      }
    }
    return t;
  }();
  return table;
}

}  // namespace

double erfc(float x) {
  const double ax = std::fabs(double{x});
  const int j = static_cast<int>(ax * 16 + 0.5);
  const double h = ax - j * 0.0625;
  const double* b = erfcTable().b[j];
  double p = b[kErfTerms - 1];
  for (int n = kErfTerms - 2; n >= 0; --n) p = p * h + b[n];
  const double r = exp(-(ax * ax)) * p;
  return x < 0 ? 2 - r : r;
}

double erf(float x) {
  const double ax = std::fabs(double{x});
  const int j = static_cast<int>(ax * 16 + 0.5);
  const double h = ax - j * 0.0625;
  const double* a = erfTable().a[j];
  double p = a[kErfTerms - 1];
  for (int n = kErfTerms - 2; n >= 0; --n) p = p * h + a[n];
  return std::copysign(p, double{x});
}

}  // namespace hlo_cts::oracle::f32k
