// Exhaustive and sampled checks of spec/float_value against independent
// computations: a brute-force nearest-value search over each small format's
// sorted values (in double, exact for every format ≤ 16 bits and their
// midpoints), the host's IEEE double→float conversion for f32, and C's
// correctly rounded strtof/strtod for decimal parsing.
#include "spec/float_value.h"
#include "spec/float_mpfr.h"

#include <gmp.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <vector>

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

class Mpfr {
 public:
  explicit Mpfr(mpfr_prec_t prec = 64) { mpfr_init2(v_, prec); }
  ~Mpfr() { mpfr_clear(v_); }
  Mpfr(const Mpfr&) = delete;
  Mpfr& operator=(const Mpfr&) = delete;
  mpfr_ptr get() { return v_; }

 private:
  mpfr_t v_;
};

uint64_t roundDouble(double x, ElementType type, RoundingMode mode = RoundingMode::kNearestEven,
                     OverflowPolicy overflow = OverflowPolicy::kIeee) {
  Mpfr v(53);
  mpfr_set_d(v.get(), x, MPFR_RNDN);
  return roundToFormat(v.get(), 0, type, mode, overflow);
}

std::vector<const FloatFormat*> formatsUpTo(int bits) {
  std::vector<const FloatFormat*> out;
  for (const FloatFormat& f : allFloatFormats())
    if (f.totalBits <= bits) out.push_back(&f);
  return out;
}

std::string name(const FloatFormat* f) {
  return std::string(elementTypeName(f->type));
}

// Every non-NaN pattern of a format, sorted by value, -0 dropped.
struct SortedValues {
  std::vector<double> values;
  std::vector<uint64_t> bits;
};

SortedValues sortedValues(const FloatFormat& f) {
  std::vector<std::pair<double, uint64_t>> all;
  for (uint64_t b = 0; b <= f.allBitsMask(); ++b) {
    if (isNaNBits(b, f.type)) continue;
    double d = floatToDouble(b, f.type);
    if (d == 0 && std::signbit(d)) continue;
    all.push_back({d, b});
  }
  std::sort(all.begin(), all.end());
  SortedValues out;
  for (auto& [d, b] : all) {
    out.values.push_back(d);
    out.bits.push_back(b);
  }
  return out;
}

// Independent round-to-nearest-even by search: the nearest finite value, ties
// to the even bit pattern (E8M0: upward, as MPFR at precision 1), overflow per
// IEEE §7.4 (beyond max + half of max's ulp, or at it when max is odd).
struct BruteForce {
  const FloatFormat& f;
  SortedValues sorted;
  std::vector<double> finite;
  std::vector<uint64_t> finite_bits;
  double max_value;
  double overflow_mid;

  explicit BruteForce(const FloatFormat& format) : f(format), sorted(sortedValues(format)) {
    for (size_t i = 0; i < sorted.values.size(); ++i) {
      if (std::isinf(sorted.values[i])) continue;
      finite.push_back(sorted.values[i]);
      finite_bits.push_back(sorted.bits[i]);
    }
    max_value = finite.back();
    int e = std::ilogb(max_value);
    overflow_mid = max_value + std::ldexp(1.0, e - f.mantissaBits - 1);
  }

  bool even(uint64_t bits) const {
    if (f.mantissaBits == 0) return false;  // E8M0: treat every value as odd → ties up
    return (bits & 1) == 0;
  }

  uint64_t overflowResult(bool negative) const {
    if (f.hasInf) return f.infBits() | (negative ? f.signMask() : 0);
    if (f.nan == NanEncoding::kAllOnes) return f.canonicalNanBits() | (negative ? f.signMask() : 0);
    if (f.nan == NanEncoding::kNone) return f.maxFiniteBits() | (negative ? f.signMask() : 0);
    return f.canonicalNanBits();
  }

  uint64_t nearest(double x) const {
    if (!f.hasSign && x < 0) return f.canonicalNanBits();
    double a = std::fabs(x);
    bool odd_max = !even(f.maxFiniteBits());
    if (a > overflow_mid || (a == overflow_mid && odd_max)) return overflowResult(x < 0);
    auto it = std::lower_bound(finite.begin(), finite.end(), x);
    size_t hi = std::min<size_t>(it - finite.begin(), finite.size() - 1);
    size_t lo = hi > 0 ? hi - 1 : 0;
    double dlo = std::fabs(x - finite[lo]);
    double dhi = std::fabs(finite[hi] - x);
    size_t pick = dlo < dhi ? lo : dhi < dlo ? hi : (even(finite_bits[lo]) ? lo : hi);
    if (dlo == dhi && f.mantissaBits == 0)
      pick = std::fabs(finite[lo]) > std::fabs(finite[hi]) ? lo : hi;
    uint64_t b = finite_bits[pick];
    if (finite[pick] == 0)
      return (x < 0 || (x == 0 && std::signbit(x))) && f.hasNegativeZero ? f.signMask() : 0;
    return b;
  }
};

TEST(FloatValue, ClassificationCountsPerFormat) {
  struct Counts {
    ElementType type;
    int zero, subnormal, normal, inf, nan;
  };
  const Counts table[] = {
      {ElementType::kF4E2M1FN, 2, 2, 12, 0, 0},     {ElementType::kF6E2M3FN, 2, 14, 48, 0, 0},
      {ElementType::kF6E3M2FN, 2, 6, 56, 0, 0},     {ElementType::kF8E3M4, 2, 30, 192, 2, 30},
      {ElementType::kF8E4M3, 2, 14, 224, 2, 14},    {ElementType::kF8E4M3FN, 2, 14, 238, 0, 2},
      {ElementType::kF8E4M3FNUZ, 1, 14, 240, 0, 1}, {ElementType::kF8E4M3B11FNUZ, 1, 14, 240, 0, 1},
      {ElementType::kF8E5M2, 2, 6, 240, 2, 6},      {ElementType::kF8E5M2FNUZ, 1, 6, 248, 0, 1},
      {ElementType::kF8E8M0FNU, 0, 0, 255, 0, 1},   {ElementType::kF16, 2, 2046, 61440, 2, 2046},
      {ElementType::kBF16, 2, 254, 65024, 2, 254},
  };
  for (const Counts& row : table) {
    std::map<FloatClass, int> counts;
    const FloatFormat* f = floatFormat(row.type);
    for (uint64_t b = 0; b <= f->allBitsMask(); ++b) ++counts[classifyFloat(b, row.type)];
    std::string n(elementTypeName(row.type));
    EXPECT_EQ(counts[FloatClass::kZero], row.zero) << n;
    EXPECT_EQ(counts[FloatClass::kSubnormal], row.subnormal) << n;
    EXPECT_EQ(counts[FloatClass::kNormal], row.normal) << n;
    EXPECT_EQ(counts[FloatClass::kInfinite], row.inf) << n;
    EXPECT_EQ(counts[FloatClass::kNaN], row.nan) << n;
  }
}

TEST(FloatValue, PublishedLimitsDecode) {
  EXPECT_EQ(floatToDouble(0x7E, ElementType::kF8E4M3FN), 448.0);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF8E4M3FN), std::ldexp(1.0, -9));
  EXPECT_EQ(floatToDouble(0x7F, ElementType::kF8E4M3FNUZ), 240.0);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF8E4M3FNUZ), std::ldexp(1.0, -10));
  EXPECT_EQ(floatToDouble(0x7F, ElementType::kF8E4M3B11FNUZ), 30.0);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF8E4M3B11FNUZ), std::ldexp(1.0, -13));
  EXPECT_EQ(floatToDouble(0x7B, ElementType::kF8E5M2), 57344.0);
  EXPECT_EQ(floatToDouble(0x7F, ElementType::kF8E5M2FNUZ), 57344.0);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF8E5M2FNUZ), std::ldexp(1.0, -17));
  EXPECT_EQ(floatToDouble(0x6F, ElementType::kF8E3M4), 15.5);
  EXPECT_EQ(floatToDouble(0x77, ElementType::kF8E4M3), 240.0);
  EXPECT_EQ(floatToDouble(0x00, ElementType::kF8E8M0FNU), std::ldexp(1.0, -127));
  EXPECT_EQ(floatToDouble(0xFE, ElementType::kF8E8M0FNU), std::ldexp(1.0, 127));
  EXPECT_EQ(floatToDouble(0x1F, ElementType::kF6E2M3FN), 7.5);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF6E2M3FN), 0.125);
  EXPECT_EQ(floatToDouble(0x1F, ElementType::kF6E3M2FN), 28.0);
  EXPECT_EQ(floatToDouble(0x01, ElementType::kF6E3M2FN), 0.0625);
  EXPECT_EQ(floatToDouble(0x7, ElementType::kF4E2M1FN), 6.0);
  EXPECT_EQ(floatToDouble(0xF, ElementType::kF4E2M1FN), -6.0);
  EXPECT_EQ(floatToDouble(0x1, ElementType::kF4E2M1FN), 0.5);
  EXPECT_EQ(floatFormat(ElementType::kF8E8M0FNU)->maxExponent(), 127);
}

// decode → round is the identity on every non-NaN pattern and maps NaN to NaN.
TEST(FloatValue, DecodeRoundIdentityExhaustiveUpTo19Bits) {
  Mpfr v;
  for (const FloatFormat* f : formatsUpTo(19)) {
    for (uint64_t b = 0; b <= f->allBitsMask(); ++b) {
      decodeFloat(b, f->type, v.get());
      uint64_t back = roundToFormat(v.get(), 0, f->type);
      if (isNaNBits(b, f->type)) {
        ASSERT_TRUE(isNaNBits(back, f->type)) << name(f) << " " << b;
        ASSERT_EQ(back, f->canonicalNanBits());
      } else {
        ASSERT_EQ(back, b) << name(f);
      }
      // Every mode leaves representable values alone.
      if (!isNaNBits(b, f->type)) {
        ASSERT_EQ(roundToFormat(v.get(), 0, f->type, RoundingMode::kTowardZero), b) << name(f);
      }
    }
  }
}

std::vector<uint64_t> sampleBits(const FloatFormat& f, int count, uint32_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> out;
  uint64_t mask = f.allBitsMask();
  for (uint64_t edge :
       {uint64_t{0}, uint64_t{1}, uint64_t{2}, f.mantissaMask(), f.mantissaMask() + 1,
        f.maxFiniteBits(), f.maxFiniteBits() - 1, f.infBits(), f.canonicalNanBits()}) {
    out.push_back(edge);
    out.push_back(edge | f.signMask());
  }
  for (int i = 0; i < count; ++i) out.push_back(rng() & mask);
  // Values near the subnormal boundary and near 1.
  for (int i = 0; i < count / 10; ++i) {
    uint64_t near_sub = (f.mantissaMask() + 1) + (rng() % 64) - 32;
    out.push_back(near_sub & mask);
  }
  return out;
}

TEST(FloatValue, DecodeRoundIdentitySampledF32F64) {
  Mpfr v;
  for (ElementType t : {ElementType::kF32, ElementType::kF64}) {
    const FloatFormat& f = *floatFormat(t);
    for (uint64_t b : sampleBits(f, 200000, 7)) {
      decodeFloat(b, t, v.get());
      uint64_t back = roundToFormat(v.get(), 0, t);
      if (isNaNBits(b, t))
        ASSERT_EQ(back, f.canonicalNanBits());
      else
        ASSERT_EQ(back, b) << elementTypeName(t) << " " << std::hex << b;
    }
  }
}

TEST(FloatValue, F32MatchesHostDoubleToFloatConversion) {
  // IEEE double→float conversion is a correctly rounded basic operation.
  std::mt19937_64 rng(11);
  for (int i = 0; i < 500000; ++i) {
    uint64_t dbits = rng();
    if (i % 4 == 1)
      dbits = (dbits & 0x800FFFFFFFFFFFFFull) | (uint64_t(0x380 - 30 + rng() % 60) << 52);
    if (i % 4 == 2)
      dbits = (dbits & 0x800FFFFFFFFFFFFFull) | (uint64_t(0x47F - 3 + rng() % 6) << 52);
    double d;
    std::memcpy(&d, &dbits, 8);
    if (std::isnan(d)) continue;
    float expected = static_cast<float>(d);
    uint32_t ebits;
    std::memcpy(&ebits, &expected, 4);
    ASSERT_EQ(roundDouble(d, ElementType::kF32), ebits) << std::hexfloat << d;
  }
}

// Midpoints between all adjacent values, and points just off them, against
// the brute-force search; also the overflow threshold.
TEST(FloatValue, NearestEvenAgainstBruteForceUpTo16Bits) {
  for (const FloatFormat* f : formatsUpTo(16)) {
    BruteForce brute(*f);
    const auto& vals = brute.finite;
    for (size_t i = 0; i + 1 < vals.size(); ++i) {
      double mid = vals[i] + (vals[i + 1] - vals[i]) / 2;
      double gap = vals[i + 1] - vals[i];
      for (double x :
           {mid, mid + gap / 1024, mid - gap / 1024, vals[i] + gap / 3, vals[i + 1] - gap / 5}) {
        uint64_t expected = brute.nearest(x);
        uint64_t actual = roundDouble(x, f->type);
        ASSERT_EQ(actual, expected) << name(f) << " x=" << std::hexfloat << x;
      }
    }
    // Overflow threshold: just below rounds to max, at/above per tie rule.
    double below = brute.overflow_mid - std::ldexp(brute.overflow_mid, -40);
    EXPECT_EQ(roundDouble(below, f->type), f->maxFiniteBits()) << name(f);
    EXPECT_EQ(roundDouble(brute.overflow_mid, f->type), brute.nearest(brute.overflow_mid))
        << name(f);
    EXPECT_EQ(roundDouble(brute.overflow_mid * 2, f->type), brute.overflowResult(false)) << name(f);
    if (f->hasSign) {
      EXPECT_EQ(roundDouble(-brute.overflow_mid * 2, f->type), brute.overflowResult(true))
          << name(f);
    }
    EXPECT_EQ(roundDouble(brute.overflow_mid * 2, f->type, RoundingMode::kNearestEven,
                          OverflowPolicy::kSaturate),
              f->maxFiniteBits())
        << name(f);
    // Directed rounding toward zero never overflows.
    EXPECT_EQ(roundDouble(brute.overflow_mid * 4, f->type, RoundingMode::kTowardZero),
              f->maxFiniteBits())
        << name(f);
  }
}

TEST(FloatValue, DirectedModesBracketTheValue) {
  std::mt19937_64 rng(3);
  for (const FloatFormat* f : formatsUpTo(16)) {
    BruteForce brute(*f);
    const auto& vals = brute.finite;
    for (size_t i = 0; i + 1 < vals.size(); i += 1 + (vals.size() > 1000 ? rng() % 50 : 0)) {
      double x = vals[i] + (vals[i + 1] - vals[i]) * 0.375;
      uint64_t down = roundDouble(x, f->type, RoundingMode::kTowardNegative);
      uint64_t up = roundDouble(x, f->type, RoundingMode::kTowardPositive);
      uint64_t zero = roundDouble(x, f->type, RoundingMode::kTowardZero);
      uint64_t away =
          roundDouble(vals[i] + (vals[i + 1] - vals[i]) / 2, f->type, RoundingMode::kNearestAway);
      double lo = vals[i], hi = vals[i + 1];
      ASSERT_EQ(floatToDouble(down, f->type), lo) << name(f) << " " << x;
      ASSERT_EQ(floatToDouble(up, f->type), hi) << name(f) << " " << x;
      ASSERT_EQ(floatToDouble(zero, f->type), std::fabs(lo) < std::fabs(hi) ? lo : hi) << name(f);
      ASSERT_EQ(floatToDouble(away, f->type), std::fabs(lo) > std::fabs(hi) ? lo : hi) << name(f);
    }
  }
}

TEST(FloatValue, E8M0TiesUpwardAndHasNoZeroOrSign) {
  ElementType t = ElementType::kF8E8M0FNU;
  EXPECT_EQ(roundDouble(1.5, t), 128u);   // 2^1 = 0x80
  EXPECT_EQ(roundDouble(3.0, t), 129u);   // 4
  EXPECT_EQ(roundDouble(2.9, t), 128u);   // 2
  EXPECT_EQ(roundDouble(0.75, t), 127u);  // 1
  EXPECT_EQ(roundDouble(0.0, t), 0u);     // no zero: 2^-127
  EXPECT_EQ(roundDouble(1e-300, t), 0u);
  EXPECT_EQ(roundDouble(-1.0, t), 0xFFu);                  // negative: NaN
  EXPECT_EQ(roundDouble(std::ldexp(1.5, 127), t), 0xFFu);  // overflow: NaN
  EXPECT_EQ(roundDouble(std::ldexp(1.4, 127), t), 0xFEu);
  EXPECT_EQ(
      roundDouble(std::ldexp(1.5, 127), t, RoundingMode::kNearestEven, OverflowPolicy::kSaturate),
      0xFEu);
}

TEST(FloatValue, NanZeroAndOverflowPolicies) {
  Mpfr v;
  mpfr_set_nan(v.get());
  EXPECT_EQ(roundToFormat(v.get(), 0, ElementType::kF32), 0x7FC00000u);
  EXPECT_EQ(roundToFormat(v.get(), 0, ElementType::kF8E4M3FNUZ), 0x80u);
  EXPECT_EQ(roundToFormat(v.get(), 0, ElementType::kF4E2M1FN), 0u);
  EXPECT_EQ(roundDouble(-0.0, ElementType::kF8E4M3FNUZ), 0u);
  EXPECT_EQ(roundDouble(-0.0, ElementType::kF8E4M3FN), 0x80u);
  EXPECT_EQ(roundDouble(-1e-30, ElementType::kF8E5M2FNUZ), 0u);
  EXPECT_EQ(roundDouble(-1e-30, ElementType::kF16), 0x8000u);
  EXPECT_EQ(roundDouble(-1000.0, ElementType::kF8E4M3FN), 0xFFu);    // FN: NaN, sign kept
  EXPECT_EQ(roundDouble(-1000.0, ElementType::kF8E4M3FNUZ), 0x80u);  // FNUZ: the one NaN
  EXPECT_EQ(roundDouble(-100.0, ElementType::kF4E2M1FN), 0xFu);      // saturates
  EXPECT_EQ(roundDouble(464.0, ElementType::kF8E4M3FN), 0x7Eu);      // tie to even max
  EXPECT_EQ(roundDouble(465.0, ElementType::kF8E4M3FN), 0x7Fu);
  EXPECT_EQ(roundDouble(-HUGE_VAL, ElementType::kF8E5M2), 0xFCu);
  EXPECT_EQ(roundDouble(HUGE_VAL, ElementType::kF8E4M3FN), 0x7Fu);
  EXPECT_EQ(roundDouble(1e300, ElementType::kF32, RoundingMode::kTowardNegative), 0x7F7FFFFFu);
  EXPECT_EQ(roundDouble(-1e300, ElementType::kF32, RoundingMode::kTowardNegative), 0xFF800000u);
  EXPECT_EQ(roundDouble(1e-300, ElementType::kF32, RoundingMode::kTowardPositive), 1u);
  EXPECT_EQ(roundDouble(-1e-300, ElementType::kF32, RoundingMode::kTowardPositive), 0x80000000u);
}

// The mpfr_subnormalize trap (MPFR manual): a value already rounded to the
// target precision with a non-zero ternary must not double-round at subnormal
// midpoints.
TEST(FloatValue, TernaryAvoidsDoubleRoundingAtSubnormalMidpoints) {
  for (const FloatFormat* f : formatsUpTo(32)) {
    if (!f->hasSubnormals) continue;
    double tiny = std::ldexp(1.0, f->minExponent() - f->mantissaBits);
    int checked = 0;
    for (int k = 0; k < (1 << std::min(f->mantissaBits, 10)); ++k) {
      double mid = tiny * (k + 0.5);
      for (double eps : {std::ldexp(tiny, -30), -std::ldexp(tiny, -30)}) {
        double x = mid + eps;  // exact in double
        Mpfr exact(53), rounded(f->precision());
        mpfr_set_d(exact.get(), x, MPFR_RNDN);
        int t = mpfr_set_d(rounded.get(), x, MPFR_RNDN);  // single rounding at p bits
        ASSERT_NE(t, 0);
        uint64_t want = roundToFormat(exact.get(), 0, f->type);
        ASSERT_EQ(roundToFormat(rounded.get(), t, f->type), want) << name(f) << " k=" << k;
        // Without the ternary the midpoint would go to even: the trap.
        if (mpfr_cmp_d(rounded.get(), mid) == 0) ++checked;
      }
    }
    EXPECT_GT(checked, 0) << name(f);
  }
}

// The ternary rule also holds for values wider than the format and in
// directed modes (random quotients at several working precisions).
TEST(FloatValue, TernaryRoundingMatchesExactForQuotients) {
  std::mt19937_64 rng(5);
  const RoundingMode modes[] = {RoundingMode::kNearestEven, RoundingMode::kTowardZero,
                                RoundingMode::kTowardPositive, RoundingMode::kTowardNegative};
  for (ElementType t :
       {ElementType::kF16, ElementType::kBF16, ElementType::kF8E4M3FN, ElementType::kF32}) {
    const FloatFormat& f = *floatFormat(t);
    for (int i = 0; i < 20000; ++i) {
      long a = static_cast<long>(rng() % 100000) + 1, b = static_cast<long>(rng() % 100000) + 1;
      long scale = static_cast<long>(rng() % 40) - 20 + f.minExponent() * (i % 3 == 0);
      RoundingMode mode = modes[i % 4];
      mpfr_rnd_t r = mode == RoundingMode::kNearestEven      ? MPFR_RNDN
                     : mode == RoundingMode::kTowardZero     ? MPFR_RNDZ
                     : mode == RoundingMode::kTowardPositive ? MPFR_RNDU
                                                             : MPFR_RNDD;
      Mpfr wide(400), narrow(f.precision() + (i % 5));
      mpfr_set_si(wide.get(), (i & 1) ? -a : a, MPFR_RNDN);
      mpfr_div_si(wide.get(), wide.get(), b, MPFR_RNDN);  // 400 bits: error far below any format
      mpfr_mul_2si(wide.get(), wide.get(), scale, MPFR_RNDN);
      Mpfr numerator(64);
      mpfr_set_si(numerator.get(), (i & 1) ? -a : a, MPFR_RNDN);
      int tn = mpfr_div_si(narrow.get(), numerator.get(), b, r);  // one rounding, with its ternary
      mpfr_mul_2si(narrow.get(), narrow.get(), scale, r);
      // The 400-bit quotient is exact when b divides a·2^k; otherwise its
      // ternary is not needed: no 400-bit rounding lands on a format midpoint.
      uint64_t want = roundToFormat(wide.get(), 0, t, mode);
      ASSERT_EQ(roundToFormat(narrow.get(), tn, t, mode), want)
          << elementTypeName(t) << " " << a << "/" << b << " 2^" << scale << " mode " << (i % 4);
    }
  }
}

// Narrow values take an integer path, wide ones (> 124 bits) the MPFR one:
// the same value at 53 and at 200 bits must round alike in every mode, with
// and without a ternary.
TEST(FloatValue, IntegerAndMpfrPathsAgree) {
  std::mt19937_64 rng(31);
  for (const FloatFormat& f : allFloatFormats()) {
    if (f.totalBits > 32) continue;
    for (int i = 0; i < 4000; ++i) {
      uint64_t b = rng() & f.allBitsMask();
      if (isNaNBits(b, f.type) || classifyFloat(b, f.type) == FloatClass::kInfinite) continue;
      // A value between b and its neighbour, or exactly on a midpoint.
      double x = floatToDouble(b, f.type);
      double step = std::ldexp(std::fabs(x) > 0 ? std::fabs(x) : 1e-300, -f.mantissaBits - 1);
      x += (i % 3 == 0) ? step : step * (rng() % 1000) / 997.0;
      Mpfr narrow(53), wide(200);
      mpfr_set_d(narrow.get(), x, MPFR_RNDN);
      mpfr_set_d(wide.get(), x, MPFR_RNDN);
      for (RoundingMode mode : kAllRoundingModes) {
        for (int ternary : {0, 1, -1}) {
          ASSERT_EQ(roundToFormat(narrow.get(), ternary, f.type, mode),
                    roundToFormat(wide.get(), ternary, f.type, mode))
              << name(&f) << " " << std::hexfloat << x << " t=" << ternary;
        }
      }
    }
  }
}

// The MPFR-free entry points give what roundToFormat gives for the same
// value: NaN, ±Inf under both overflow policies, and integers around every
// format's overflow and precision limits (±2^k ± {0, 1, 2}, INT64_MIN/MAX).
TEST(FloatValue, IntegerNanAndInfinityRoundingMatchesMpfr) {
  std::vector<int64_t> values = {0, 1, -1, INT64_MIN, INT64_MAX, INT64_MIN + 1, INT64_MAX - 1};
  for (int k = 1; k < 63; ++k)
    for (int64_t d : {-2, -1, 0, 1, 2, 3}) {
      values.push_back((int64_t{1} << k) + d);
      values.push_back(-(int64_t{1} << k) - d);
    }
  Mpfr v(64);
  for (const FloatFormat& f : allFloatFormats()) {
    mpfr_set_nan(v.get());
    EXPECT_EQ(roundedNaN(f.type), roundToFormat(v.get(), 0, f.type)) << name(&f);
    for (bool negative : {false, true})
      for (OverflowPolicy policy : {OverflowPolicy::kIeee, OverflowPolicy::kSaturate}) {
        mpfr_set_inf(v.get(), negative ? -1 : 1);
        EXPECT_EQ(roundedInfinity(f.type, negative, policy),
                  roundToFormat(v.get(), 0, f.type, RoundingMode::kNearestEven, policy))
            << name(&f) << (negative ? " -inf" : " +inf");
      }
    for (int64_t value : values) {
      mpfr_set_si(v.get(), value, MPFR_RNDN);  // exact: 64 bits
      for (RoundingMode mode : kAllRoundingModes)
        ASSERT_EQ(roundIntegerToFormat(value, f.type, mode),
                  roundToFormat(v.get(), 0, f.type, mode))
            << name(&f) << " " << value << " mode " << static_cast<int>(mode);
    }
  }
}

TEST(FloatValue, UlpDistancePropertiesExhaustiveUpTo8Bits) {
  for (const FloatFormat* f : formatsUpTo(8)) {
    SortedValues sorted = sortedValues(*f);
    uint64_t n = f->allBitsMask() + 1;
    for (uint64_t a = 0; a < n; ++a) {
      for (uint64_t b = 0; b < n; ++b) {
        uint64_t d = ulpDistance(a, b, f->type);
        bool nan = isNaNBits(a, f->type) || isNaNBits(b, f->type);
        if (nan) {
          ASSERT_EQ(d, UINT64_MAX);
          continue;
        }
        ASSERT_EQ(d, ulpDistance(b, a, f->type));
        bool same = a == b || (classifyFloat(a, f->type) == FloatClass::kZero &&
                               classifyFloat(b, f->type) == FloatClass::kZero);
        ASSERT_EQ(d == 0, same) << name(f) << " " << a << " " << b;
      }
    }
    // Along the sorted values the distance is the index difference.
    for (size_t i = 0; i < sorted.bits.size(); ++i)
      for (size_t j = i; j < sorted.bits.size(); ++j)
        ASSERT_EQ(ulpDistance(sorted.bits[i], sorted.bits[j], f->type), j - i) << name(f);
  }
}

TEST(FloatValue, UlpDistanceAlongSortedValues16Bits) {
  std::mt19937_64 rng(9);
  for (const FloatFormat* f : formatsUpTo(16)) {
    if (f->totalBits <= 8) continue;
    SortedValues sorted = sortedValues(*f);
    size_t n = sorted.bits.size();
    for (size_t i = 0; i + 1 < n; ++i)
      ASSERT_EQ(ulpDistance(sorted.bits[i], sorted.bits[i + 1], f->type), 1u);
    for (int k = 0; k < 100000; ++k) {
      size_t i = rng() % n, j = rng() % n;
      ASSERT_EQ(ulpDistance(sorted.bits[i], sorted.bits[j], f->type), i > j ? i - j : j - i);
    }
  }
  // f32/f64 spot values: across zero and to infinity.
  EXPECT_EQ(ulpDistance(0x00000001, 0x80000001, ElementType::kF32), 2u);
  EXPECT_EQ(ulpDistance(0x7F7FFFFF, 0x7F800000, ElementType::kF32), 1u);
  EXPECT_EQ(ulpDistance(0xFFF0000000000000ull, 0x7FF0000000000000ull, ElementType::kF64),
            2 * 0x7FF0000000000000ull);
  EXPECT_EQ(ulpDistance(0x7FC00000, 0x7FC00000, ElementType::kF32), UINT64_MAX);
}

TEST(FloatValue, PrintParseRoundTripExhaustiveUpTo16Bits) {
  for (const FloatFormat* f : formatsUpTo(16)) {
    for (uint64_t b = 0; b <= f->allBitsMask(); ++b) {
      std::string text = printFloatLiteral(b, f->type);
      FloatClass c = classifyFloat(b, f->type);
      if (c == FloatClass::kNaN || c == FloatClass::kInfinite) {
        ASSERT_EQ(text.rfind("0x", 0), 0u) << text;
        continue;
      }
      Result<uint64_t> back = parseDecimalFloat(text, f->type);
      ASSERT_TRUE(back.ok()) << name(f) << " " << text << ": " << back.error().message;
      ASSERT_EQ(*back, b) << name(f) << " " << text;
    }
  }
}

TEST(FloatValue, PrintParseRoundTripSampledF32F64) {
  for (ElementType t : {ElementType::kF32, ElementType::kF64}) {
    for (uint64_t b : sampleBits(*floatFormat(t), 100000, 13)) {
      std::string text = printFloatLiteral(b, t);
      FloatClass c = classifyFloat(b, t);
      if (c == FloatClass::kNaN || c == FloatClass::kInfinite || text.rfind("0x", 0) == 0) {
        ASSERT_EQ(text.rfind("0x", 0), 0u);
        continue;
      }
      Result<uint64_t> back = parseDecimalFloat(text, t);
      ASSERT_TRUE(back.ok()) << text;
      ASSERT_EQ(*back, b) << elementTypeName(t) << " " << text;
      // C's strtod/strtof are correctly rounded: an independent reader.
      if (t == ElementType::kF32) {
        float g = std::strtof(text.c_str(), nullptr);
        uint32_t gb;
        std::memcpy(&gb, &g, 4);
        ASSERT_EQ(gb, b) << text;
      } else {
        double g = std::strtod(text.c_str(), nullptr);
        uint64_t gb;
        std::memcpy(&gb, &g, 8);
        ASSERT_EQ(gb, b) << text;
      }
    }
  }
}

TEST(FloatValue, MlirPrintingExamples) {
  EXPECT_EQ(printFloatLiteral(0x40490FDB, ElementType::kF32), "3.14159274");
  EXPECT_EQ(printFloatLiteral(0x3727C5AC, ElementType::kF32), "9.99999974E-6");
  EXPECT_EQ(printFloatLiteral(0x4B800000, ElementType::kF32), "0x4B800000");
  EXPECT_EQ(printFloatLiteral(0x7FC00000, ElementType::kF32), "0x7FC00000");
  EXPECT_EQ(printFloatLiteral(0xFF800000, ElementType::kF32), "0xFF800000");
  EXPECT_EQ(printFloatLiteral(0x40200000, ElementType::kF32), "2.500000e+00");
  EXPECT_EQ(printFloatLiteral(0x80000000, ElementType::kF32), "-0.000000e+00");
  EXPECT_EQ(printFloatLiteral(0x3A83126F, ElementType::kF32), "1.000000e-03");
  EXPECT_EQ(printFloatLiteral(0x7E00, ElementType::kF16), "0x7E00");
  EXPECT_EQ(printFloatLiteral(0x7FF8000000000000ull, ElementType::kF64), "0x7FF8000000000000");
  EXPECT_EQ(printFloatLiteral(0x419D6F3454000000ull, ElementType::kF64), "0x419D6F3454000000");
  // f64 1e-45 needs 17 digits.
  uint64_t b = 0;
  double d = 1e-45;
  std::memcpy(&b, &d, 8);
  EXPECT_EQ(printFloatLiteral(b, ElementType::kF64), "9.9999999999999998E-46");
  EXPECT_EQ(printFloatLiteral(0x7E, ElementType::kF8E4M3FN), "4.480000e+02");
  EXPECT_EQ(printFloatLiteral(0x7F, ElementType::kF8E4M3FN), "0x7F");
  EXPECT_EQ(printFloatLiteral(0x80, ElementType::kF8E4M3FNUZ), "0x80");
}

TEST(FloatValue, ParseRejectsMalformedLiterals) {
  for (const char* bad :
       {"", "1", "1e5", ".5", "-", "1.5x", "1.e", "1.0e+", "0x7F", "--1.0", "inf"}) {
    Result<uint64_t> r = parseDecimalFloat(bad, ElementType::kF32);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_NE(r.error().message.find("float literal"), std::string::npos);
    }
  }
  EXPECT_FALSE(parseDecimalFloat("1.0", ElementType::kSI32).ok());
  EXPECT_EQ(*parseDecimalFloat("1.", ElementType::kF32), 0x3F800000u);
  EXPECT_EQ(*parseDecimalFloat("1.e1", ElementType::kF32), 0x41200000u);
  EXPECT_EQ(*parseDecimalFloat("-2.5E-3", ElementType::kF64), 0xBF647AE147AE147Bull);
  EXPECT_EQ(*parseDecimalFloat("1.0e99999999999999999999", ElementType::kF32), 0x7F800000u);
  EXPECT_EQ(*parseDecimalFloat("1.0e-99999999999999999999", ElementType::kF32), 0u);
  EXPECT_EQ(*parseDecimalFloat("-1.0e-99999999999999999999", ElementType::kF16), 0x8000u);
}

// "D.0eE" with D the decimal digits of n (+ delta) and E = exp10: MLIR syntax.
std::string decimalLiteral(const mpz_t n, long exp10) {
  char* s = mpz_get_str(nullptr, 10, n);
  std::string out = std::string(s) + ".0e" + std::to_string(exp10);
  free(s);
  return out;
}

// Decimal strings at, just above and just below exact midpoints (ties to
// even, subnormal midpoints, the overflow midpoint): the exact midpoint
// N × 10^E, and N·10^6 ± 1 × 10^(E-6).
TEST(FloatValue, DecimalStringsNearMidpoints) {
  std::mt19937_64 rng(21);
  for (const FloatFormat* f : formatsUpTo(32)) {
    std::unique_ptr<BruteForce> brute;
    if (f->totalBits <= 19) brute = std::make_unique<BruteForce>(*f);  // all but f32
    for (int i = 0; i < 3000; ++i) {
      uint64_t b = rng() & f->allBitsMask() & ~f->signMask();
      if (i < 64)
        b = static_cast<uint64_t>(i) & f->allBitsMask() & ~f->signMask();  // the subnormal end
      if (i == 64) b = f->maxFiniteBits();
      FloatClass c = classifyFloat(b, f->type);
      if (c == FloatClass::kNaN || c == FloatClass::kInfinite) continue;
      Mpfr v(80);
      decodeFloat(b, f->type, v.get());
      mpfr_prec_round(v.get(), 80, MPFR_RNDN);
      long e = c == FloatClass::kZero ? f->minExponent() : mpfr_get_exp(v.get()) - 1;
      long ulp_exp = std::max<long>(e, f->minExponent()) - f->mantissaBits;
      Mpfr half_ulp(8);
      mpfr_set_ui_2exp(half_ulp.get(), 1, ulp_exp - 1, MPFR_RNDN);
      mpfr_add(v.get(), v.get(), half_ulp.get(), MPFR_RNDN);  // the midpoint, exact at 80 bits
      double mid_d = mpfr_get_d(v.get(), MPFR_RNDN);          // exact for formats ≤ 16 bits
      mpz_t n, five;
      mpz_init(n);
      mpz_init(five);
      long exp2 = mpfr_get_z_2exp(n, v.get());
      long exp10 = 0;
      if (exp2 >= 0) {
        mpz_mul_2exp(n, n, exp2);
      } else {
        mpz_ui_pow_ui(five, 5, -exp2);
        mpz_mul(n, n, five);
        exp10 = exp2;
      }
      std::string mid = decimalLiteral(n, exp10);
      mpz_mul_ui(n, n, 1000000);
      mpz_add_ui(n, n, 1);
      std::string above = decimalLiteral(n, exp10 - 6);
      mpz_sub_ui(n, n, 2);
      std::string below = decimalLiteral(n, exp10 - 6);
      mpz_clear(n);
      mpz_clear(five);
      for (auto [text, where] : {std::pair{mid, 0}, {above, 1}, {below, -1}}) {
        Result<uint64_t> got = parseDecimalFloat(text, f->type);
        ASSERT_TRUE(got.ok()) << text;
        uint64_t want;
        if (brute) {
          want = brute->nearest(mid_d + where * std::ldexp(1.0, ulp_exp - 12));
        } else {  // f32: C's correctly rounded strtof
          float g = std::strtof(text.c_str(), nullptr);
          uint32_t gb;
          std::memcpy(&gb, &g, 4);
          want = gb;
        }
        ASSERT_EQ(*got, want) << name(f) << " " << text << " where " << where;
      }
    }
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
