// The fast paths of oracle/numerics/unary_cache against the MPFR path:
// exhaustive for tables, large samples for the f32 two-level exp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <thread>

#include "oracle/numerics/unary_cache.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(NumericsUnaryCache, TablesEqualTheMpfrPathExhaustively) {
  struct Case {
    MpfrUnaryFn fn;
    ElementType type;
    RoundingOptions options;
  };
  const Case cases[] = {
      {mpfr_exp, ElementType::kF16, {}},
      {mpfr_log, ElementType::kBF16, {}},
      {mpfr_sin, ElementType::kF16, {RoundingMode::kTowardZero, OverflowPolicy::kIeee}},
      {mpfr_tanh, ElementType::kF8E4M3FN, {}},
      {mpfr_exp, ElementType::kF8E5M2FNUZ, {RoundingMode::kNearestEven, OverflowPolicy::kSaturate}},
      {mpfr_sqrt, ElementType::kF8E8M0FNU, {}},
      {mpfr_log1p, ElementType::kF4E2M1FN, {}},
  };
  for (const Case& c : cases) {
    std::shared_ptr<const UnaryTable> table = unaryTable(c.fn, c.type, c.options);
    ASSERT_NE(table, nullptr);
    const FloatFormat& f = *floatFormat(c.type);
    ASSERT_EQ(table->results.size(), uint64_t{1} << f.totalBits);
    for (uint64_t x = 0; x <= f.allBitsMask(); ++x)
      ASSERT_EQ((*table)(x), roundMpfrBits(c.fn, x, c.type, c.options))
          << elementTypeName(c.type) << " " << x;
    EXPECT_EQ(evaluateUnary(c.fn, 1, c.type, c.options), roundMpfrBits(c.fn, 1, c.type, c.options));
  }
  EXPECT_EQ(unaryTable(mpfr_exp, ElementType::kF32), nullptr);
  EXPECT_FALSE(hasUnaryTable(ElementType::kF32));
  EXPECT_TRUE(hasUnaryTable(ElementType::kBF16));
}

TEST(NumericsUnaryCache, OneSharedTablePerKeyAcrossThreads) {
  std::vector<std::shared_ptr<const UnaryTable>> seen(4);
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&seen, i] {
      seen[i] = unaryTable(mpfr_cos, ElementType::kBF16);
      releaseThreadMpfrCaches();
    });
  for (std::thread& t : threads) t.join();
  for (int i = 1; i < 4; ++i) EXPECT_EQ(seen[i].get(), seen[0].get());
  // Different options are a different table.
  EXPECT_NE(unaryTable(mpfr_cos, ElementType::kBF16, {RoundingMode::kTowardZero}).get(),
            seen[0].get());
}

uint64_t squarePlusOne(uint64_t x, ElementType type, RoundingOptions options) {
  MpfrNumber v = MpfrNumber::fromBits(x, type);
  MpfrNumber r(2 * v.precision() + 2);
  mpfr_sqr(r.get(), v.get(), MPFR_RNDN);  // exact at twice the precision
  int t = mpfr_add_ui(r.get(), r.get(), 1, MPFR_RNDN);
  return r.toBits(type, t, options.mode, options.overflow);
}

TEST(NumericsUnaryCache, CompositeFunctionsAreCachedToo) {
  std::shared_ptr<const UnaryTable> table = unaryTable(squarePlusOne, ElementType::kF8E4M3FN);
  ASSERT_NE(table, nullptr);
  EXPECT_EQ((*table)(0x38), 0x40u);  // 1² + 1 = 2
  EXPECT_EQ((*table)(0x00), 0x38u);  // 1
  for (uint64_t x = 0; x < 256; ++x)
    ASSERT_EQ((*table)(x), squarePlusOne(x, ElementType::kF8E4M3FN, {}));
}

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

TEST(NumericsUnaryCache, F32TwoLevelExpEqualsMpfrOnLargeSamples) {
  ASSERT_TRUE(hasF32FastPath(mpfr_exp));
  EXPECT_FALSE(hasF32FastPath(mpfr_digamma));
  std::mt19937_64 rng(17);
  std::uniform_real_distribution<float> near_range(-110.0f, 110.0f);
  std::vector<uint32_t> inputs;
  for (int i = 0; i < 400000; ++i) inputs.push_back(bitsOf(near_range(rng)));
  for (int i = 0; i < 200000; ++i) inputs.push_back(static_cast<uint32_t>(rng()));
  // Small arguments (exp ≈ 1 + x), overflow and subnormal-result thresholds.
  for (int i = 0; i < 100000; ++i)
    inputs.push_back(bitsOf(std::ldexp(near_range(rng), -int(rng() % 40))));
  for (float edge : {88.72283f, 88.7228394f, 88.72284f, -87.33654f, -103.27893f, -103.972076f,
                     -103.97208f, -104.0f, 0.0f, -0.0f, 1e-30f, -1e-30f, 110.0f, -110.0f})
    for (int d = -3; d <= 3; ++d) inputs.push_back(bitsOf(edge) + d);
  int fallbacks = 0;
  for (uint32_t x : inputs) {
    bool used_mpfr = false;
    uint32_t fast = evaluateF32Fast(mpfr_exp, x, &used_mpfr);
    fallbacks += used_mpfr;
    ASSERT_EQ(fast, roundMpfrBits(mpfr_exp, x, ElementType::kF32)) << std::hex << x;
  }
  // NaN/Inf/|x| > 110 and boundary-straddling cases only: a small fraction.
  EXPECT_LT(fallbacks, static_cast<int>(inputs.size() / 5)) << fallbacks;
  // Other modes take the MPFR path.
  uint32_t x = bitsOf(1.0f);
  EXPECT_EQ(evaluateUnary(mpfr_exp, x, ElementType::kF32, {RoundingMode::kTowardZero}),
            roundMpfrBits(mpfr_exp, x, ElementType::kF32, {RoundingMode::kTowardZero}));
  EXPECT_EQ(evaluateUnary(mpfr_exp, x, ElementType::kF32), 0x402DF854u);  // e
}

TEST(NumericsUnaryCache, F32TwoLevelExpRarelyNeedsMpfrInRange) {
  std::mt19937_64 rng(23);
  std::uniform_real_distribution<float> in_range(-100.0f, 88.0f);
  int fallbacks = 0;
  const int n = 200000;
  for (int i = 0; i < n; ++i) {
    bool used = false;
    evaluateF32Fast(mpfr_exp, bitsOf(in_range(rng)), &used);
    fallbacks += used;
  }
  // The bound's interval is 2^-39 wide relative, 2^-15 of an f32 ulp.
  EXPECT_LT(fallbacks, n / 1000) << fallbacks;
}

// The premise of the two-level path: the double approximation's relative
// error stays below the analysed 2^-49 (measured against 128-bit MPFR).
TEST(NumericsUnaryCache, F32ExpApproximationMeetsItsErrorBound) {
  std::mt19937_64 rng(29);
  std::uniform_real_distribution<float> in_range(-110.0f, 110.0f);
  MpfrNumber exact(128), y(53), err(128);
  double worst = 0;
  for (int i = 0; i < 300000; ++i) {
    float xf = i % 3 ? in_range(rng) : std::ldexp(in_range(rng), -int(rng() % 60));
    double approx = f32ExpApproximation(bitsOf(xf));
    ASSERT_FALSE(std::isnan(approx)) << xf;
    mpfr_set_flt(exact.get(), xf, MPFR_RNDN);
    mpfr_exp(exact.get(), exact.get(), MPFR_RNDN);
    mpfr_set_d(y.get(), approx, MPFR_RNDN);
    mpfr_sub(err.get(), y.get(), exact.get(), MPFR_RNDN);
    mpfr_div(err.get(), err.get(), exact.get(), MPFR_RNDN);
    worst = std::max(worst, std::fabs(mpfr_get_d(err.get(), MPFR_RNDN)));
  }
  EXPECT_LT(worst, 0x1p-49) << worst;
  EXPECT_GT(worst, 0.0);
  EXPECT_TRUE(std::isnan(f32ExpApproximation(bitsOf(111.0f))));
  EXPECT_TRUE(std::isnan(f32ExpApproximation(0x7FC00000)));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
