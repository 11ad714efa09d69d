// mpfrLogistic (numerics/mpfr_functions.h), the correctly rounding
// logistic with MPFR's calling convention that the f32 fast path and the
// ≤ 16-bit tables key on: against an independent Ziv evaluation
// (roundApproximation over a rigorously bounded composition) in every
// rounding mode, and its ternary values, special values and exponent-range
// handling directly.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

// logistic(x) as e^x/(1 + e^x) (x < 0) or 1/(1 + e^−x): three roundings at
// the working precision w, relative error < 2^(2−w).
Approximator composition(const MpfrNumber& x) {
  return [&x](mpfr_ptr out) -> Approximation {
    const mpfr_prec_t w = mpfr_get_prec(out);
    MpfrNumber e(w), s(w), minus(x.precision());
    const bool negative = mpfr_sgn(x.get()) < 0;
    mpfr_neg(minus.get(), x.get(), MPFR_RNDN);
    mpfr_exp(e.get(), negative ? x.get() : minus.get(), MPFR_RNDN);
    mpfr_add_ui(s.get(), e.get(), 1, MPFR_RNDN);
    if (negative)
      mpfr_div(out, e.get(), s.get(), MPFR_RNDN);
    else
      mpfr_ui_div(out, 1, s.get(), MPFR_RNDN);
    if (mpfr_zero_p(out)) return {mpfr_get_emin(), false};
    return {mpfr_get_exp(out) - w + 2, false};
  };
}

void expectMatchesZiv(uint64_t x, ElementType type, RoundingMode mode) {
  const MpfrNumber in = MpfrNumber::fromBits(x, type);
  if (in.isNaN() || in.isInf() || in.isZero()) return;  // checked separately
  // Beyond ±5000 the composition needs more than roundApproximation's
  // 2^14 bits to separate 1 − e^−|x| from 1 (or e^−|x| underflows): the
  // HugeArguments tests below check those directly.
  if (mpfr_cmpabs_ui(in.get(), 5000) > 0) return;
  const ZivResult ziv = roundApproximation(composition(in), type, {mode});
  ASSERT_TRUE(ziv.proven) << elementTypeName(type) << " " << x;
  ASSERT_EQ(roundMpfrBits(mpfrLogistic, x, type, {mode, OverflowPolicy::kIeee}), ziv.bits)
      << elementTypeName(type) << " x=0x" << std::hex << x << " mode=" << static_cast<int>(mode);
}

TEST(NumericsLogistic, MatchesZivOnF16AndSampledBf16F32InEveryMode) {
  for (uint64_t x = 0; x < 0x10000; ++x) {
    expectMatchesZiv(x, ElementType::kF16, RoundingMode::kNearestEven);
    if (x % 5 == 0) expectMatchesZiv(x, ElementType::kF16, RoundingMode::kTowardZero);
  }
  for (uint64_t x = 0; x < 0x10000; x += 37)
    for (RoundingMode mode : kAllRoundingModes) expectMatchesZiv(x, ElementType::kBF16, mode);
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<float> range(-120.0f, 120.0f);
  for (int i = 0; i < 3000; ++i) {
    float f = i % 2 ? range(rng) : std::ldexp(range(rng), -static_cast<int>(rng() % 40));
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    for (RoundingMode mode : kAllRoundingModes) expectMatchesZiv(bits, ElementType::kF32, mode);
    expectMatchesZiv(static_cast<uint32_t>(rng()), ElementType::kF32, RoundingMode::kNearestEven);
  }
}

struct Rounded {
  MpfrNumber value;
  int ternary;
};

Rounded logisticAt(double x, mpfr_prec_t precision, mpfr_rnd_t rnd) {
  MpfrNumber in(53), out(precision);
  mpfr_set_d(in.get(), x, MPFR_RNDN);
  const int ternary = mpfrLogistic(out.get(), in.get(), rnd);
  return {out, ternary};
}

TEST(NumericsLogistic, SpecialValuesAreExact) {
  Rounded half = logisticAt(0.0, 24, MPFR_RNDN);
  EXPECT_EQ(mpfr_cmp_d(half.value.get(), 0.5), 0);
  EXPECT_EQ(half.ternary, 0);
  EXPECT_EQ(mpfr_cmp_d(logisticAt(-0.0, 24, MPFR_RNDZ).value.get(), 0.5), 0);
  Rounded one = logisticAt(INFINITY, 24, MPFR_RNDN);
  EXPECT_EQ(mpfr_cmp_ui(one.value.get(), 1), 0);
  EXPECT_EQ(one.ternary, 0);
  Rounded zero = logisticAt(-INFINITY, 24, MPFR_RNDN);
  EXPECT_TRUE(zero.value.isZero());
  EXPECT_FALSE(mpfr_signbit(zero.value.get()));
  EXPECT_TRUE(logisticAt(NAN, 24, MPFR_RNDN).value.isNaN());
}

// Far beyond where 1 + e^−x rounds to 1 at any working precision: the value
// is 1 − tiny, so it rounds up to 1 or down to 1 − 2^-p with the matching
// ternary.
TEST(NumericsLogistic, HugePositiveArgumentsRoundBelowOne) {
  for (double x : {40.0, 100.0, 1e10, 1e30, 3e38}) {
    Rounded n = logisticAt(x, 24, MPFR_RNDN);
    EXPECT_EQ(mpfr_cmp_ui(n.value.get(), 1), 0) << x;
    EXPECT_GT(n.ternary, 0) << x;
    Rounded z = logisticAt(x, 24, MPFR_RNDZ);
    EXPECT_EQ(mpfr_cmp_d(z.value.get(), 1 - 0x1p-24), 0) << x;
    EXPECT_LT(z.ternary, 0) << x;
    Rounded u = logisticAt(x, 24, MPFR_RNDU);
    EXPECT_EQ(mpfr_cmp_ui(u.value.get(), 1), 0) << x;
    EXPECT_GT(u.ternary, 0) << x;
  }
  // Just below the proxy threshold the Ziv loop decides: 1 − e^-20 at 24 bits.
  Rounded z = logisticAt(16.0, 24, MPFR_RNDZ);
  EXPECT_LT(z.ternary, 0);
  EXPECT_LT(mpfr_cmp_ui(z.value.get(), 1), 0);
}

TEST(NumericsLogistic, HugeNegativeArgumentsUnderflowInTheCallersRange) {
  const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  for (double x : {-1e10, -1e30, -3e38}) {
    Rounded n = logisticAt(x, 24, MPFR_RNDN);
    EXPECT_TRUE(n.value.isZero()) << x;
    EXPECT_LT(n.ternary, 0) << x;
    Rounded u = logisticAt(x, 24, MPFR_RNDU);
    EXPECT_EQ(mpfr_cmp_ui_2exp(u.value.get(), 1, mpfr_get_emin() - 1), 0) << x;
    EXPECT_GT(u.ternary, 0) << x;
  }
  // A narrow caller range: e^-100 ≈ 2^-144.3 underflows below 2^-100.
  ASSERT_TRUE(mpfr_set_emin(-100) == 0);
  Rounded n = logisticAt(-100.0, 24, MPFR_RNDN);
  EXPECT_TRUE(n.value.isZero());
  EXPECT_LT(n.ternary, 0);
  EXPECT_EQ(mpfr_get_emin(), -100);  // the caller's range is restored
  mpfr_set_emin(emin);
  EXPECT_EQ(mpfr_get_emax(), emax);
  // In the default range the same value is representable.
  Rounded v = logisticAt(-100.0, 24, MPFR_RNDN);
  EXPECT_FALSE(v.value.isZero());
  EXPECT_NE(v.ternary, 0);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
