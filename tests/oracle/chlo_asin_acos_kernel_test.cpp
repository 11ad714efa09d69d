// chlo._asin_acos_kernel through the op, against references that share
// nothing with the oracle's cancellation-free forms:
//   - the definition itself, w = sqrt(a² − x²) + i·log(a + sqrt(a² − 1)) with
//     a = (|z + 1| + |z − 1|) / 2, evaluated naively at 6000 bits. The
//     naive forms lose at most ~4200 bits to cancellation on complex<f64>
//     inputs (a − x with x ~ 2^1023 and y ~ 2^-1074), so the reference is
//     still good to ~1700 bits and decides every rounding.
//   - MPC's asin through CHLO's identity asin(z) = atan2(Re z, Re w) +
//     i·sign(Im z)·Im w, which is what the kernel exists for.
// The real variant is checked on every pattern of every format of ≤ 16 bits.
#include <gtest/gtest.h>
#include <mpc.h>

#include <random>

#include "numerics/mpfr_number.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

constexpr mpfr_prec_t kReference = 6000;

// The definition, naively, at the reference precision: re and im of w for
// finite x and y.
void definition(mpfr_srcptr x, mpfr_srcptr y, MpfrNumber& re, MpfrNumber& im) {
  MpfrNumber t(kReference), r(kReference), s(kReference), a(kReference);
  mpfr_add_ui(t.get(), x, 1, MPFR_RNDN);
  mpfr_hypot(r.get(), t.get(), y, MPFR_RNDN);
  mpfr_sub_ui(t.get(), x, 1, MPFR_RNDN);
  mpfr_hypot(s.get(), t.get(), y, MPFR_RNDN);
  mpfr_add(a.get(), r.get(), s.get(), MPFR_RNDN);
  mpfr_div_2ui(a.get(), a.get(), 1, MPFR_RNDN);
  MpfrNumber aa(kReference), xx(kReference);
  mpfr_sqr(aa.get(), a.get(), MPFR_RNDN);
  mpfr_sqr(xx.get(), x, MPFR_RNDN);
  mpfr_sub(re.get(), aa.get(), xx.get(), MPFR_RNDN);
  if (mpfr_sgn(re.get()) < 0) mpfr_set_zero(re.get(), 1);  // a ≥ |x| exactly
  mpfr_sqrt(re.get(), re.get(), MPFR_RNDN);
  mpfr_sub_ui(aa.get(), aa.get(), 1, MPFR_RNDN);
  if (mpfr_sgn(aa.get()) < 0) mpfr_set_zero(aa.get(), 1);  // a ≥ 1 exactly
  mpfr_sqrt(aa.get(), aa.get(), MPFR_RNDN);
  mpfr_add(im.get(), a.get(), aa.get(), MPFR_RNDN);
  mpfr_log(im.get(), im.get(), MPFR_RNDN);
}

// The reference bits of a value computed at the reference precision.
uint64_t rounded(const ValueIndex& index, const MpfrNumber& v) {
  return *referenceRound(index, [&](mpfr_ptr y) { return mpfr_set(y, v.get(), MPFR_RNDN); });
}

// A finite part of `part` drawn over the whole exponent range, with the
// values near 0, 1 and the axes where the kernel cancels drawn often.
uint64_t drawPart(std::mt19937_64& rng, ElementType part) {
  const FloatFormat& f = *floatFormat(part);
  switch (rng() % 4) {
    case 0:  // near ±1
      return (static_cast<uint64_t>(f.bias) << f.mantissaBits) + (rng() % 8) - 4 +
             (rng() % 2 ? f.signMask() : 0);
    case 1:  // tiny
      return rng() % (uint64_t{1} << (f.precision() + 3)) | (rng() % 2 ? f.signMask() : 0);
    default:
      while (true) {
        const uint64_t bits = rng() & f.allBitsMask();
        if (std::isfinite(floatToDouble(bits, part))) return bits;
      }
  }
}

// Runs the op on complex values and compares both parts with the definition.
void expectTheDefinition(ElementType complexType, int samples, uint64_t seed) {
  const ElementType part = complexPartType(complexType);
  const ValueIndex index(part);
  std::mt19937_64 rng(seed);
  Tensor z({samples}, complexType);
  for (int i = 0; i < samples; ++i) {
    z.setPartBits(i, 0, drawPart(rng, part));
    z.setPartBits(i, 1, drawPart(rng, part));
  }
  const Tensor w = runOp("chlo._asin_acos_kernel", {z}, tensorOf(complexType, {samples}));
  ASSERT_EQ(w.numElements(), samples);
  int wrong = 0;
  for (int i = 0; i < samples; ++i) {
    const MpfrNumber x = MpfrNumber::fromBits(z.partBits(i, 0), part);
    const MpfrNumber y = MpfrNumber::fromBits(z.partBits(i, 1), part);
    MpfrNumber re(kReference), im(kReference);
    definition(x.get(), y.get(), re, im);
    const uint64_t wantRe = rounded(index, re), wantIm = rounded(index, im);
    if (w.partBits(i, 0) == wantRe && w.partBits(i, 1) == wantIm) continue;
    if (++wrong <= 5)
      ADD_FAILURE() << elementTypeName(complexType) << " z = ("
                    << floatToDouble(z.partBits(i, 0), part) << ", "
                    << floatToDouble(z.partBits(i, 1), part) << "): got ("
                    << floatToDouble(w.partBits(i, 0), part) << ", "
                    << floatToDouble(w.partBits(i, 1), part) << "), want ("
                    << floatToDouble(wantRe, part) << ", " << floatToDouble(wantIm, part) << ")";
  }
  EXPECT_EQ(wrong, 0);
}

TEST(ChloAsinAcosKernel, ComplexPartsAreTheDefinitionCorrectlyRounded) {
  expectTheDefinition(ElementType::kComplexF32, 600, 1);
  expectTheDefinition(ElementType::kComplexF64, 300, 2);
}

TEST(ChloAsinAcosKernel, GivesMpcsAsinThroughChlosIdentity) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> mantissa(-4, 4);
  constexpr int kSamples = 400;
  Tensor z({kSamples}, ElementType::kComplexF64);
  for (int i = 0; i < kSamples; ++i) {
    const int scale = static_cast<int>(rng() % 40) - 20;
    z.setPartBits(i, 0, std::bit_cast<uint64_t>(std::ldexp(mantissa(rng), scale)));
    z.setPartBits(i, 1, std::bit_cast<uint64_t>(std::ldexp(mantissa(rng), scale) + 1e-300));
  }
  const Tensor w =
      runOp("chlo._asin_acos_kernel", {z}, tensorOf(ElementType::kComplexF64, {kSamples}));
  ASSERT_EQ(w.numElements(), kSamples);
  for (int i = 0; i < kSamples; ++i) {
    const double x = std::bit_cast<double>(z.partBits(i, 0));
    const double y = std::bit_cast<double>(z.partBits(i, 1));
    const double wr = std::bit_cast<double>(w.partBits(i, 0));
    const double wi = std::bit_cast<double>(w.partBits(i, 1));
    MpcNumber want(200);
    const MpcNumber zz = MpcNumber::fromBits(z.partBits(i, 0), z.partBits(i, 1), ElementType::kF64);
    mpc_asin(want.get(), zz.get(), MPC_RNDNN);
    const double wantRe = mpfr_get_d(want.real(), MPFR_RNDN);
    const double wantIm = mpfr_get_d(want.imag(), MPFR_RNDN);
    // The kernel's parts are correctly rounded, so the identity holds to a
    // few ulps of each part of asin.
    EXPECT_NEAR(std::atan2(x, wr), wantRe, 4 * std::fabs(wantRe) * 0x1p-52) << x << " " << y;
    EXPECT_NEAR(std::copysign(wi, y), wantIm, 4 * std::fabs(wantIm) * 0x1p-52) << x << " " << y;
  }
}

TEST(ChloAsinAcosKernel, SpecialValues) {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<std::pair<double, double>> in = {{0, 0},    {-0.0, 0.75}, {inf, 2}, {-inf, -2},
                                                     {3, -inf}, {inf, inf},   {nan, 1}, {1, nan}};
  Tensor z({static_cast<int64_t>(in.size())}, ElementType::kComplexF64);
  for (size_t i = 0; i < in.size(); ++i) {
    z.setPartBits(static_cast<int64_t>(i), 0, std::bit_cast<uint64_t>(in[i].first));
    z.setPartBits(static_cast<int64_t>(i), 1, std::bit_cast<uint64_t>(in[i].second));
  }
  const Tensor w = runOp("chlo._asin_acos_kernel", {z},
                         tensorOf(ElementType::kComplexF64, {static_cast<int64_t>(in.size())}));
  ASSERT_EQ(w.numElements(), static_cast<int64_t>(in.size()));
  auto at = [&](int64_t i, int part) { return std::bit_cast<double>(w.partBits(i, part)); };
  EXPECT_EQ(at(0, 0), 1.0);  // a = 1: w = 1 + 0i
  EXPECT_EQ(at(0, 1), 0.0);
  EXPECT_EQ(at(1, 0), 1.25);                // a = sqrt(1 + 0.75²) = 1.25, exactly
  EXPECT_EQ(at(1, 1), 0.6931471805599453);  // acosh(1.25) = log 2
  EXPECT_EQ(at(2, 0), 2.0);                 // at infinity a² − x² → y²
  EXPECT_EQ(at(2, 1), inf);
  EXPECT_EQ(at(3, 0), 2.0);
  EXPECT_EQ(at(4, 0), inf);
  EXPECT_EQ(at(4, 1), inf);
  EXPECT_EQ(at(5, 0), inf);
  for (int64_t i : {6, 7}) {
    EXPECT_TRUE(std::isnan(at(i, 0))) << i;
    EXPECT_TRUE(std::isnan(at(i, 1))) << i;
  }
}

// The real variant: sqrt(1 − x²) on [−1, 1], acosh(|x|) beyond, on every
// pattern of every format of ≤ 16 bits.
TEST(ChloAsinAcosKernel, RealVariantOnEveryFormatOf16BitsOrFewer) {
  std::vector<ElementType> types = smallFormats();
  types.push_back(ElementType::kF16);
  types.push_back(ElementType::kBF16);
  for (ElementType type : types) {
    const ValueIndex index(type);
    const std::vector<uint64_t> patterns = allPatterns(type);
    const Tensor out = runOp("chlo._asin_acos_kernel", {fromBits(type, patterns)},
                             tensorOf(type, {static_cast<int64_t>(patterns.size())}));
    ASSERT_EQ(out.numElements(), static_cast<int64_t>(patterns.size()));
    int wrong = 0;
    for (size_t i = 0; i < patterns.size(); ++i) {
      MpfrNumber x(64);
      exactValue(x.get(), patterns[i], type);
      const std::optional<uint64_t> want = referenceRound(index, [&](mpfr_ptr y) {
        if (mpfr_nan_p(x.get())) {
          mpfr_set_nan(y);
          return 0;
        }
        MpfrNumber ax(64), t(kReference);
        mpfr_abs(ax.get(), x.get(), MPFR_RNDN);
        if (mpfr_cmp_ui(ax.get(), 1) > 0) return mpfr_acosh(y, ax.get(), MPFR_RNDN);
        mpfr_sqr(t.get(), ax.get(), MPFR_RNDN);
        mpfr_ui_sub(t.get(), 1, t.get(), MPFR_RNDN);
        return mpfr_sqrt(y, t.get(), MPFR_RNDN);
      });
      if (!matches(out.bits(static_cast<int64_t>(i)), want, type) && ++wrong <= 3)
        ADD_FAILURE() << elementTypeName(type) << " x = " << floatToDouble(patterns[i], type)
                      << ": got " << floatToDouble(out.bits(static_cast<int64_t>(i)), type);
    }
    EXPECT_EQ(wrong, 0) << elementTypeName(type);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
