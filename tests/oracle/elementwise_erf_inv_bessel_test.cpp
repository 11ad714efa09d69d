// chlo.erf_inv and chlo.bessel_i1e, the CHLO functions MPFR lacks
// (numerics/mpfr_functions.h), judged through the op on every format:
//   - erf_inv by the property that defines its correct rounding: erf is
//     increasing, so r is erf⁻¹(x) rounded to nearest exactly when x lies
//     between erf at the midpoints around r. Checked with MPFR's erf rounded
//     outward, so the check proves the result and shares nothing with the
//     implementation's Newton steps and brackets. Exhaustive on every format
//     of ≤ 16 bits, sampled on f32 and f64.
//   - bessel_i1e against a plain reference written here: the power series at
//     high precision where it is cheap, the large-x expansion with many terms
//     beyond x = 2000. Between 64 and 2000 the oracle uses the expansion at
//     low precision and the reference the series, so the two methods check
//     each other there. Exhaustive on ≤ 16 bits (sampled in [64, 2000) on
//     f16), sampled on f32 and f64.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"
#include "tests/oracle/ew_test_util.h"
#include "tests/sanitizer_samples.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

// The exact value of pattern `bits` (finite) at 64 bits.
MpfrNumber valueOf(uint64_t bits, ElementType type) {
  MpfrNumber v(64);
  exactValue(v.get(), bits, type);
  return v;
}

// Whether positive finite `result` (bits of `type`) is erf⁻¹(ax) rounded to
// nearest, for 0 < ax < 1: erf(midpoint below) ≤ ax ≤ erf(midpoint above).
bool isErfInvRoundedToNearest(uint64_t result, const MpfrNumber& ax, ElementType type) {
  const MpfrNumber r = valueOf(result, type);
  MpfrNumber lo(128), hi(128), e(200);
  mpfr_add(lo.get(), r.get(), valueOf(result - 1, type).get(), MPFR_RNDN);  // exact at 128 bits
  mpfr_add(hi.get(), r.get(), valueOf(result + 1, type).get(), MPFR_RNDN);
  mpfr_div_2ui(lo.get(), lo.get(), 1, MPFR_RNDN);
  mpfr_div_2ui(hi.get(), hi.get(), 1, MPFR_RNDN);
  mpfr_erf(e.get(), lo.get(), MPFR_RNDD);
  if (mpfr_cmp(e.get(), ax.get()) > 0) return false;  // erf⁻¹(ax) < lo
  mpfr_erf(e.get(), hi.get(), MPFR_RNDU);
  return mpfr_cmp(e.get(), ax.get()) >= 0;  // else erf⁻¹(ax) > hi
}

// Runs chlo.erf_inv on `inputs` and checks every element; returns the
// number of wrong elements (reporting the first few).
int checkErfInv(ElementType type, const std::vector<uint64_t>& inputs) {
  const Tensor x = fromBits(type, inputs);
  const Tensor out = runOp("chlo.erf_inv", {x}, tensorOf(type, x.shape()));
  const FloatFormat& f = *floatFormat(type);
  int wrong = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (isNaNBits(inputs[i], type)) continue;  // NaN propagation: tested below
    MpfrNumber ax = valueOf(inputs[i], type);
    mpfr_abs(ax.get(), ax.get(), MPFR_RNDN);
    const uint64_t got = out.bits(i);
    bool ok;
    if (mpfr_cmp_ui(ax.get(), 1) > 0) {
      ok = f.nan == NanEncoding::kNone || isNaNBits(got, type);
    } else if (mpfr_cmp_ui(ax.get(), 1) == 0 || mpfr_zero_p(ax.get())) {
      continue;  // ±Inf and ±0: the special-value test
    } else {
      const bool negative = (inputs[i] & f.signMask()) != 0 && f.signMask() != 0;
      const bool got_negative = (got & f.signMask()) != 0 && f.signMask() != 0;
      const uint64_t magnitude = got & ~f.signMask();
      ok = negative == got_negative && !isNaNBits(got, type) && magnitude != 0 &&
           magnitude < f.maxFiniteBits() && isErfInvRoundedToNearest(magnitude, ax, type);
    }
    if (!ok && ++wrong <= 5)
      ADD_FAILURE() << "chlo.erf_inv " << elementTypeName(type) << " x=0x" << std::hex << inputs[i]
                    << " got 0x" << got;
  }
  return wrong;
}

TEST(ChloErfInv, CorrectlyRoundedOnEveryFormatOf16BitsOrFewerExhaustively) {
  std::vector<ElementType> types = smallFormats();
  types.push_back(ElementType::kF16);
  types.push_back(ElementType::kBF16);
  for (ElementType type : types) {
    if (floatFormat(type)->signMask() != 0) {  // not E8M0: no sign, no zero, no x < 1 but 2^−k
      EXPECT_EQ(checkErfInv(type, allPatterns(type)), 0) << elementTypeName(type);
    }
  }
}

// Uniform in (−1, 1), tiny and subnormal magnitudes, and the last values
// below 1, where erf⁻¹ grows fastest.
template <class Float, class Bits>
std::vector<uint64_t> erfInvSample(int count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<Float> unit(-1, 1);
  std::vector<uint64_t> v;
  for (int i = 0; i < count; ++i) {
    Float f = unit(rng);
    if (i % 4 == 1) f = std::ldexp(f, -static_cast<int>(rng() % 1100));  // tiny, subnormal
    if (i % 4 == 2) f = std::copysign(Float(1), f) - std::ldexp(f, -static_cast<int>(rng() % 60));
    v.push_back(std::bit_cast<Bits>(f));
  }
  for (Float f = 1; v.size() < static_cast<size_t>(count) + 64;)
    v.push_back(std::bit_cast<Bits>(f = std::nextafter(f, Float(0))));
  return v;
}

TEST(ChloErfInv, CorrectlyRoundedOnF32AndF64Samples) {
  EXPECT_EQ(checkErfInv(ElementType::kF32,
                        erfInvSample<float, uint32_t>(hlo_cts::tests::randomSample(20000), 1)),
            0);
  EXPECT_EQ(checkErfInv(ElementType::kF64,
                        erfInvSample<double, uint64_t>(hlo_cts::tests::randomSample(4000), 2)),
            0);
}

TEST(ChloErfInv, SpecialValues) {
  // ±0 → ±0, ±1 → ±Inf, |x| > 1 and ±Inf → the default NaN, NaN propagates.
  const Tensor x = fromBits(ElementType::kF32, {0x00000000u, 0x80000000u, 0x3F800000u, 0xBF800000u,
                                                0x3F800001u, 0x7F800000u, 0x7FC12345u});
  const Tensor out = runOp("chlo.erf_inv", {x}, tensorOf(ElementType::kF32, {7}));
  EXPECT_EQ(bitsOf(out), (std::vector<uint64_t>{0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u,
                                                0xFFC00000u, 0xFFC00000u, 0x7FC12345u}));
  // erf⁻¹(1/2) = 0.47693627620446987338… (A&S table 7.1).
  const Tensor half = fromBits(ElementType::kF64, {std::bit_cast<uint64_t>(0.5)});
  const Tensor y = runOp("chlo.erf_inv", {half}, tensorOf(ElementType::kF64, {1}));
  EXPECT_NEAR(floatToDouble(y.bits(0), ElementType::kF64), 0.47693627620446987338, 1e-16);
}

TEST(ChloErfInv, MpfrConventionTernaryAndDirectedModes) {
  // erf⁻¹ is odd and increasing: rounding up at x is rounding down at −x.
  MpfrNumber x(53), up(24), down(24);
  mpfr_set_d(x.get(), 0.3, MPFR_RNDN);
  EXPECT_GT(mpfrErfInv(up.get(), x.get(), MPFR_RNDU), 0);
  EXPECT_LT(mpfrErfInv(down.get(), x.get(), MPFR_RNDD), 0);
  mpfr_nextabove(down.get());
  EXPECT_TRUE(mpfr_equal_p(up.get(), down.get()));
  mpfr_neg(x.get(), x.get(), MPFR_RNDN);
  EXPECT_LT(mpfrErfInv(down.get(), x.get(), MPFR_RNDD), 0);
  mpfr_neg(down.get(), down.get(), MPFR_RNDN);
  EXPECT_TRUE(mpfr_equal_p(up.get(), down.get()));
}

// --- bessel_i1e ---------------------------------------------------------------

// i1e(x) = e^−x Σ (x/2)^(2k+1)/(k!(k+1)!) (x > 0), summed at y's precision
// plus 64 bits until the terms stop mattering.
void besselSeries(mpfr_ptr y, mpfr_srcptr x) {
  const mpfr_prec_t w = mpfr_get_prec(y) + 64;
  MpfrNumber term(w), sum(w), q(w), e(w);
  mpfr_div_2ui(term.get(), x, 1, MPFR_RNDN);
  mpfr_set(sum.get(), term.get(), MPFR_RNDN);
  mpfr_sqr(q.get(), term.get(), MPFR_RNDN);
  for (unsigned long k = 1;; ++k) {
    mpfr_mul(term.get(), term.get(), q.get(), MPFR_RNDN);
    mpfr_div_ui(term.get(), term.get(), k * (k + 1), MPFR_RNDN);
    mpfr_add(sum.get(), sum.get(), term.get(), MPFR_RNDN);
    if (mpfr_cmp_ui(q.get(), k * k) < 0 && mpfr_get_exp(term.get()) < mpfr_get_exp(sum.get()) - w)
      break;
  }
  mpfr_neg(e.get(), x, MPFR_RNDN);
  mpfr_exp(e.get(), e.get(), MPFR_RNDN);
  mpfr_mul(y, sum.get(), e.get(), MPFR_RNDN);
}

// i1e(x) ~ (1/√(2πx)) Σ_k (−1)^k a_k/x^k, a_k = Π_(j≤k) (4 − (2j−1)²)/(k! 8^k)
// (A&S 9.7.1 with μ = 4), 60 terms (x ≥ 2000: the remainder is below 2^−400).
void besselExpansion(mpfr_ptr y, mpfr_srcptr x) {
  const mpfr_prec_t w = mpfr_get_prec(y) + 64;
  MpfrNumber term(w), sum(w), t(w);
  mpfr_set_ui(term.get(), 1, MPFR_RNDN);
  mpfr_set_ui(sum.get(), 1, MPFR_RNDN);
  for (long k = 1; k <= 60; ++k) {
    // term_k = term_(k−1) · (−1)(4 − (2k−1)²)/(8k x)
    mpfr_mul_si(term.get(), term.get(), -(4 - (2 * k - 1) * (2 * k - 1)), MPFR_RNDN);
    mpfr_div_ui(term.get(), term.get(), 8 * k, MPFR_RNDN);
    mpfr_div(term.get(), term.get(), x, MPFR_RNDN);
    mpfr_add(sum.get(), sum.get(), term.get(), MPFR_RNDN);
  }
  mpfr_const_pi(t.get(), MPFR_RNDN);
  mpfr_mul(t.get(), t.get(), x, MPFR_RNDN);
  mpfr_mul_2ui(t.get(), t.get(), 1, MPFR_RNDN);
  mpfr_rec_sqrt(t.get(), t.get(), MPFR_RNDN);
  mpfr_mul(y, sum.get(), t.get(), MPFR_RNDN);
}

// The reference with MPFR's calling convention (ternary of the final
// rounding from 128 extra bits, plus the bits that tiny x needs: i1e(x) is
// x/2 (1 − x + ...), and x/2 is a midpoint of the format when x is an odd
// subnormal, so the rounding is decided by a term 2^EXP(x) below it).
int besselReference(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  if (mpfr_nan_p(x)) return mpfr_set_nan(r), 0;
  if (mpfr_zero_p(x) || mpfr_inf_p(x)) return mpfr_set_zero(r, mpfr_signbit(x) ? -1 : 1), 0;
  const mpfr_prec_t tiny = mpfr_get_exp(x) < 0 ? -mpfr_get_exp(x) : 0;
  MpfrNumber ax(mpfr_get_prec(x)), y(mpfr_get_prec(r) + 128 + tiny);
  mpfr_abs(ax.get(), x, MPFR_RNDN);
  if (mpfr_cmp_ui(ax.get(), 2000) < 0)
    besselSeries(y.get(), ax.get());
  else
    besselExpansion(y.get(), ax.get());
  if (mpfr_signbit(x)) mpfr_neg(y.get(), y.get(), MPFR_RNDN);
  return mpfr_set(r, y.get(), rnd);
}

int checkBessel(ElementType type, const std::vector<uint64_t>& inputs) {
  const ValueIndex index(type);
  const Tensor x = fromBits(type, inputs);
  const Tensor out = runOp("chlo.bessel_i1e", {x}, tensorOf(type, x.shape()));
  int wrong = 0;
  MpfrNumber in(64);
  for (size_t i = 0; i < inputs.size(); ++i) {
    exactValue(in.get(), inputs[i], type);
    const std::optional<uint64_t> ref =
        referenceRound(index, [&](mpfr_t y) { return besselReference(y, in.get(), MPFR_RNDN); });
    if (!matches(out.bits(i), ref, type) && ++wrong <= 5)
      ADD_FAILURE() << "chlo.bessel_i1e " << elementTypeName(type) << " x=0x" << std::hex
                    << inputs[i] << " got 0x" << out.bits(i) << " want 0x" << ref.value_or(~0ull);
  }
  return wrong;
}

TEST(ChloBesselI1e, CorrectlyRoundedOnEveryFormatOf16BitsOrFewer) {
  std::vector<ElementType> types = smallFormats();
  types.push_back(ElementType::kF16);
  types.push_back(ElementType::kBF16);
  for (ElementType type : types) {
    std::vector<uint64_t> inputs;
    for (uint64_t bits : allPatterns(type)) {
      // The reference's series is slow in [64, 2000): every 8th f16 there.
      const double v = std::fabs(floatToDouble(bits, type));
      if (type == ElementType::kF16 && v >= 64 && v < 2000 && bits % 8 != 0) continue;
      inputs.push_back(bits);
    }
    EXPECT_EQ(checkBessel(type, inputs), 0) << elementTypeName(type);
  }
}

TEST(ChloBesselI1e, CorrectlyRoundedOnF32AndF64Samples) {
  for (ElementType type : {ElementType::kF32, ElementType::kF64}) {
    std::mt19937_64 rng(7);
    std::vector<uint64_t> inputs;
    for (int i = 0; i < (type == ElementType::kF32 ? 6000 : 2000); ++i) {
      // log-uniform magnitudes from 2^−30 to 2^30, both signs, and a few
      // random patterns (huge, tiny, special)
      const double v = std::ldexp(std::uniform_real_distribution<double>(1, 2)(rng),
                                  static_cast<int>(rng() % 61) - 30) *
                       (rng() % 2 ? -1 : 1);
      inputs.push_back(type == ElementType::kF32 ? std::bit_cast<uint32_t>(static_cast<float>(v))
                                                 : std::bit_cast<uint64_t>(v));
      if (i % 10 == 0) inputs.push_back(type == ElementType::kF32 ? rng() & 0xFFFFFFFFu : rng());
    }
    EXPECT_EQ(checkBessel(type, inputs), 0) << elementTypeName(type);
  }
}

TEST(ChloBesselI1e, SpecialValuesAndKnownValues) {
  // i1e(±0) = ±0, i1e(±Inf) = ±0, NaN propagates; i1e(1) = 0.2079104153497085
  // (A&S table 9.8: e^−1 I₁(1) = 0.20791 04154).
  const Tensor x =
      fromBits(ElementType::kF64, {0, 0x8000000000000000u, 0x7FF0000000000000u, 0xFFF0000000000000u,
                                   0x7FF8000000000123u, std::bit_cast<uint64_t>(1.0)});
  const Tensor out = runOp("chlo.bessel_i1e", {x}, tensorOf(ElementType::kF64, {6}));
  EXPECT_EQ(out.bits(0), 0u);
  EXPECT_EQ(out.bits(1), 0x8000000000000000u);
  EXPECT_EQ(out.bits(2), 0u);
  EXPECT_EQ(out.bits(3), 0x8000000000000000u);
  EXPECT_EQ(out.bits(4), 0x7FF8000000000123u);
  EXPECT_NEAR(floatToDouble(out.bits(5), ElementType::kF64), 0.2079104153497085, 1e-16);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
