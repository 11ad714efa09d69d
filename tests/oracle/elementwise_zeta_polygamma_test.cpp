// chlo.zeta (Hurwitz ζ(s, q)) and chlo.polygamma (ψ⁽ⁿ⁾(x)): correctly
// rounded against closed forms computed with MPFR's own functions at high
// precision, the recurrences checked at random points, the values at the
// ends of the domain, and the ops' open elements where CHLO gives no value.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <limits>
#include <random>

#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"
#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

// f(s, q) at 53 bits, round to nearest.
double at53(int (*f)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t), double a, double b) {
  MpfrNumber x(53), y(53), r(53);
  mpfr_set_d(x.get(), a, MPFR_RNDN);
  mpfr_set_d(y.get(), b, MPFR_RNDN);
  f(r.get(), x.get(), y.get(), MPFR_RNDN);
  return mpfr_get_d(r.get(), MPFR_RNDN);
}

// A closed form computed at 300 bits, rounded to a double.
double rounded(const std::function<void(mpfr_ptr)>& closedForm) {
  MpfrNumber v(300);
  closedForm(v.get());
  return mpfr_get_d(v.get(), MPFR_RNDN);
}

void piSquaredOver(mpfr_ptr out, unsigned long divisor) {
  mpfr_const_pi(out, MPFR_RNDN);
  mpfr_sqr(out, out, MPFR_RNDN);
  mpfr_div_ui(out, out, divisor, MPFR_RNDN);
}

TEST(HurwitzZeta, ClosedFormsAreCorrectlyRounded) {
  // ζ(2, 1) = π²/6, ζ(2, 1/2) = 3ζ(2) = π²/2, ζ(4, 2) = π⁴/90 − 1.
  EXPECT_EQ(at53(mpfrHurwitzZeta, 2, 1), rounded([](mpfr_ptr v) { piSquaredOver(v, 6); }));
  EXPECT_EQ(at53(mpfrHurwitzZeta, 2, 0.5), rounded([](mpfr_ptr v) { piSquaredOver(v, 2); }));
  EXPECT_EQ(at53(mpfrHurwitzZeta, 4, 2), rounded([](mpfr_ptr v) {
              mpfr_zeta_ui(v, 4, MPFR_RNDN);
              mpfr_sub_ui(v, v, 1, MPFR_RNDN);
            }));
  // ζ(s, 1) = ζ(s) and ζ(s, 1/2) = (2^s − 1) ζ(s), s not an integer too.
  for (double s : {1.5, 3.0, 7.25, 40.0, 1.0000001}) {
    EXPECT_EQ(at53(mpfrHurwitzZeta, s, 1), rounded([&](mpfr_ptr v) {
                MpfrNumber sv(300);
                mpfr_set_d(sv.get(), s, MPFR_RNDN);
                mpfr_zeta(v, sv.get(), MPFR_RNDN);
              }))
        << "s = " << s;
    EXPECT_EQ(at53(mpfrHurwitzZeta, s, 0.5), rounded([&](mpfr_ptr v) {
                MpfrNumber sv(300), scale(300);
                mpfr_set_d(sv.get(), s, MPFR_RNDN);
                mpfr_zeta(v, sv.get(), MPFR_RNDN);
                mpfr_ui_pow(scale.get(), 2, sv.get(), MPFR_RNDN);
                mpfr_sub_ui(scale.get(), scale.get(), 1, MPFR_RNDN);
                mpfr_mul(v, v, scale.get(), MPFR_RNDN);
              }))
        << "s = " << s;
  }
}

// ζ(s, q) = q^−s + ζ(s, q + 1), evaluated at 300 bits on both sides.
TEST(HurwitzZeta, RecurrenceHoldsAtRandomPoints) {
  std::mt19937_64 random(5);
  std::uniform_real_distribution<double> sDist(1.01, 30), qDist(0.01, 50);
  for (int i = 0; i < 60; ++i) {
    const double s = sDist(random), q = qDist(random);
    MpfrNumber sv(300), qv(300), left(300), right(300), term(300);
    mpfr_set_d(sv.get(), s, MPFR_RNDN);
    mpfr_set_d(qv.get(), q, MPFR_RNDN);
    mpfrHurwitzZeta(left.get(), sv.get(), qv.get(), MPFR_RNDN);
    mpfr_add_ui(qv.get(), qv.get(), 1, MPFR_RNDN);
    mpfrHurwitzZeta(right.get(), sv.get(), qv.get(), MPFR_RNDN);
    mpfr_set_d(qv.get(), q, MPFR_RNDN);
    mpfr_neg(sv.get(), sv.get(), MPFR_RNDN);
    mpfr_pow(term.get(), qv.get(), sv.get(), MPFR_RNDN);
    mpfr_add(right.get(), right.get(), term.get(), MPFR_RNDN);
    EXPECT_EQ(mpfr_get_d(left.get(), MPFR_RNDN), mpfr_get_d(right.get(), MPFR_RNDN))
        << "s = " << s << ", q = " << q;
    // and the 53-bit call is the 300-bit value rounded
    EXPECT_EQ(at53(mpfrHurwitzZeta, s, q), mpfr_get_d(left.get(), MPFR_RNDN))
        << "s = " << s << ", q = " << q;
  }
}

// Large s, where the direct terms fall so fast that the series stops
// early with its rest bounded by an integral (s in the thousands summed
// thousands of terms: 100 ms per bf16 element in a campaign): against the
// direct sum itself at 2000 bits, whose terms past the first hundred are
// far below any format's rounding. Negative q with integer s too.
TEST(HurwitzZeta, LargeOrdersMatchTheirDirectSum) {
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> qDist(1.05, 6);
  for (int i = 0; i < 40; ++i) {
    const double s = i % 2 ? std::floor(std::ldexp(1.0, 8 + i % 9)) : 300 + 97.5 * i;
    const double q = i % 4 == 3 ? -qDist(random) : qDist(random);
    if (q < 0 && s != std::floor(s)) continue;
    MpfrNumber sv(53), qv(53), base(2000), term(2000), sum(2000), negS(2000);
    mpfr_set_d(sv.get(), s, MPFR_RNDN);
    mpfr_set_d(qv.get(), q, MPFR_RNDN);
    mpfr_neg(negS.get(), sv.get(), MPFR_RNDN);
    mpfr_set_zero(sum.get(), 1);
    for (int k = 0; k < 200; ++k) {
      mpfr_add_ui(base.get(), qv.get(), static_cast<unsigned long>(k), MPFR_RNDN);
      mpfr_pow(term.get(), base.get(), negS.get(), MPFR_RNDN);
      mpfr_add(sum.get(), sum.get(), term.get(), MPFR_RNDN);
    }
    WideExponentRange range;  // the values run far beyond f64's exponents
    MpfrNumber got(53);
    mpfrHurwitzZeta(got.get(), sv.get(), qv.get(), MPFR_RNDN);
    MpfrNumber want(53);
    mpfr_set(want.get(), sum.get(), MPFR_RNDN);
    EXPECT_TRUE(mpfr_equal_p(got.get(), want.get())) << "s = " << s << ", q = " << q;
  }
}

// A large negative q with a small integer s: tens of thousands of terms
// before q + k > 0, then Euler–Maclaurin. ζ(2, −m − x) = ψ₁(x) + ψ₁(1 − x)
// − ζ(2, m + 1 + x) = π²/sin²(πx) − ζ(2, m + 1 + x) (the reflection of the
// trigamma function); the direct-only mode gave 76.1985245 for 76.1987691.
TEST(HurwitzZeta, LargeNegativeQMatchesTheReflectionFormula) {
  for (const double q : {-75821.1171875, -1234.75, -20000.3125}) {
    const double m = std::floor(-q), x = -q - m;
    MpfrNumber sv(53), qv(53), got(24), far(200), pi2(200), sine(200), want(200), arg(200);
    mpfr_set_ui(sv.get(), 2, MPFR_RNDN);
    mpfr_set_d(qv.get(), q, MPFR_RNDN);
    mpfrHurwitzZeta(got.get(), sv.get(), qv.get(), MPFR_RNDN);
    mpfr_set_d(arg.get(), m + 1 + x, MPFR_RNDN);  // exact
    mpfrHurwitzZeta(far.get(), sv.get(), arg.get(), MPFR_RNDN);
    mpfr_const_pi(pi2.get(), MPFR_RNDN);
    mpfr_sqr(pi2.get(), pi2.get(), MPFR_RNDN);
    mpfr_set_d(arg.get(), x, MPFR_RNDN);
    mpfr_sinpi(sine.get(), arg.get(), MPFR_RNDN);
    mpfr_sqr(sine.get(), sine.get(), MPFR_RNDN);
    mpfr_div(want.get(), pi2.get(), sine.get(), MPFR_RNDN);
    mpfr_sub(want.get(), want.get(), far.get(), MPFR_RNDN);
    MpfrNumber rounded(24);
    mpfr_set(rounded.get(), want.get(), MPFR_RNDN);
    EXPECT_TRUE(mpfr_equal_p(got.get(), rounded.get()))
        << "q = " << q << ": " << mpfr_get_d(got.get(), MPFR_RNDN) << " vs "
        << mpfr_get_d(rounded.get(), MPFR_RNDN);
  }
}

// q's own precision must not limit q + k: a bf16 q (8 bits) of 2208 sits
// 2^4 from its neighbours, so 2208 + k needs more bits than q has (ψ⁽⁶⁰⁴⁸⁾
// (2208) in bf16 came out -2.08e19 for -1.10e19; a simd-cpu campaign, seed
// 103). The same values from 8- and 64-bit operands agree.
TEST(HurwitzZeta, NarrowOperandsGiveTheSameValues) {
  for (const auto& [order, x] :
       {std::pair{6048.0, 2208.0}, {6.0, 2208.0}, {40.0, -75.5}, {2.0, 1536.0}, {300.0, 49152.0}}) {
    MpfrNumber n8(8), x8(8), n64(64), x64(64), narrow(24), wide(24);
    mpfr_set_d(n8.get(), order, MPFR_RNDN);
    mpfr_set_d(x8.get(), x, MPFR_RNDN);
    mpfr_set_d(n64.get(), order, MPFR_RNDN);
    mpfr_set_d(x64.get(), x, MPFR_RNDN);
    ASSERT_TRUE(mpfr_equal_p(x8.get(), x64.get()));  // exact in 8 bits
    mpfrPolygamma(narrow.get(), n8.get(), x8.get(), MPFR_RNDN);
    mpfrPolygamma(wide.get(), n64.get(), x64.get(), MPFR_RNDN);
    EXPECT_TRUE(mpfr_equal_p(narrow.get(), wide.get()))
        << "psi^(" << order << ")(" << x << "): " << mpfr_get_d(narrow.get(), MPFR_RNDN) << " vs "
        << mpfr_get_d(wide.get(), MPFR_RNDN);
  }
}

TEST(HurwitzZeta, EndsOfTheDomain) {
  EXPECT_EQ(at53(mpfrHurwitzZeta, 1, 3), INFINITY);  // the pole
  EXPECT_EQ(at53(mpfrHurwitzZeta, 2, INFINITY), 0.0);
  EXPECT_EQ(at53(mpfrHurwitzZeta, INFINITY, 3), 0.0);
  EXPECT_EQ(at53(mpfrHurwitzZeta, INFINITY, 1), 1.0);
  EXPECT_EQ(at53(mpfrHurwitzZeta, INFINITY, 0.5), INFINITY);
  // Far beyond every exponent range: the first term decides.
  EXPECT_EQ(at53(mpfrHurwitzZeta, 1e30, 2), 0.0);
  EXPECT_EQ(at53(mpfrHurwitzZeta, 1e30, 0.5), INFINITY);
  EXPECT_EQ(at53(mpfrHurwitzZeta, 2e5, 0.5), INFINITY);  // 2^200000
  for (auto [s, q] :
       {std::pair{0.5, 1.0}, {2.0, 0.0}, {2.0, -3.0}, {2.5, -0.5}, {2.0, -2e6 - 0.5}}) {
    EXPECT_TRUE(std::isnan(at53(mpfrHurwitzZeta, s, q))) << s << ", " << q;
    MpfrNumber sv(53), qv(53);
    mpfr_set_d(sv.get(), s, MPFR_RNDN);
    mpfr_set_d(qv.get(), q, MPFR_RNDN);
    EXPECT_FALSE(hurwitzZetaDefined(sv.get(), qv.get())) << s << ", " << q;
  }
  // An integer s reaches negative q through the real terms (q + k)^−s:
  // ζ(2, −1/2) = (−1/2)^−2 + ζ(2, 1/2) = 4 + π²/2.
  EXPECT_EQ(at53(mpfrHurwitzZeta, 2, -0.5), rounded([](mpfr_ptr v) {
              piSquaredOver(v, 2);
              mpfr_add_ui(v, v, 4, MPFR_RNDN);
            }));
}

TEST(Polygamma, ClosedFormsAndRecurrence) {
  // ψ⁽¹⁾(1) = π²/6, ψ⁽¹⁾(1/2) = π²/2, ψ⁽²⁾(1) = −2ζ(3), ψ⁽¹⁾(−1/2) = π²/2 + 4.
  EXPECT_EQ(at53(mpfrPolygamma, 1, 1), rounded([](mpfr_ptr v) { piSquaredOver(v, 6); }));
  EXPECT_EQ(at53(mpfrPolygamma, 1, 0.5), rounded([](mpfr_ptr v) { piSquaredOver(v, 2); }));
  EXPECT_EQ(at53(mpfrPolygamma, 2, 1), rounded([](mpfr_ptr v) {
              mpfr_zeta_ui(v, 3, MPFR_RNDN);
              mpfr_mul_si(v, v, -2, MPFR_RNDN);
            }));
  EXPECT_EQ(at53(mpfrPolygamma, 1, -0.5), rounded([](mpfr_ptr v) {
              piSquaredOver(v, 2);
              mpfr_add_ui(v, v, 4, MPFR_RNDN);
            }));
  // ψ⁽⁰⁾ is digamma.
  EXPECT_EQ(at53(mpfrPolygamma, 0, 2.5), rounded([](mpfr_ptr v) {
              MpfrNumber x(300);
              mpfr_set_d(x.get(), 2.5, MPFR_RNDN);
              mpfr_digamma(v, x.get(), MPFR_RNDN);
            }));
  EXPECT_EQ(at53(mpfrPolygamma, 3, INFINITY), 0.0);
  EXPECT_FALSE(std::signbit(at53(mpfrPolygamma, 3, INFINITY)));
  EXPECT_TRUE(std::signbit(at53(mpfrPolygamma, 2, INFINITY)));  // ψ⁽²⁾ < 0
  for (auto [n, x] :
       {std::pair{1.5, 1.0}, {-1.0, 1.0}, {1.0, 0.0}, {2.0, -2.0}, {1.0, -2e6 - 0.5}}) {
    EXPECT_TRUE(std::isnan(at53(mpfrPolygamma, n, x))) << n << ", " << x;
    MpfrNumber nv(53), xv(53);
    mpfr_set_d(nv.get(), n, MPFR_RNDN);
    mpfr_set_d(xv.get(), x, MPFR_RNDN);
    EXPECT_FALSE(polygammaDefined(nv.get(), xv.get())) << n << ", " << x;
  }
}

// At a negative half-integer and an even order the terms of
// ζ(n + 1, x) with x + k = ∓1/2, ∓3/2, ... cancel in pairs (the oracle sums
// ζ(n + 1, 1 − x) instead; summed as they stand, ψ⁽⁵⁷³⁴⁴⁾(−1.5) cancelled
// 2^57345 and never decided). ψ⁽²⁾(−1/2) = ψ⁽²⁾(1/2) + 2!·2³ = 16 − 14ζ(3)
// by the recurrence, and ψ⁽ⁿ⁾(−K + 1/2) = ψ⁽ⁿ⁾(K + 1/2).
TEST(Polygamma, NegativeHalfIntegersAtEvenOrders) {
  EXPECT_EQ(at53(mpfrPolygamma, 2, -0.5), rounded([](mpfr_ptr v) {
              mpfr_zeta_ui(v, 3, MPFR_RNDN);
              mpfr_mul_si(v, v, -14, MPFR_RNDN);
              mpfr_add_ui(v, v, 16, MPFR_RNDN);
            }));
  for (double n : {2.0, 30.0, 100.0, 57344.0})
    for (double k : {1.0, 2.0, 401.0})
      EXPECT_EQ(at53(mpfrPolygamma, n, 0.5 - k), at53(mpfrPolygamma, n, k + 0.5))
          << "order " << n << " at " << 0.5 - k;
}

TEST(ZetaOps, ElementsWithoutAValueAreOpen) {
  Result<Module> m = parseModule(R"(
    func.func @main(%s: tensor<3xf32>, %q: tensor<3xf32>) -> tensor<3xf32> {
      %r = chlo.zeta %s, %q : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
      return %r : tensor<3xf32>
    }
    func.func @broadcast(%n: tensor<f32>, %x: tensor<2xf32>) -> tensor<2xf32> {
      %r = chlo.broadcast_polygamma %n, %x : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
      return %r : tensor<2xf32>
    })",
                                 "zeta.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  std::vector<RuntimeValue> args = {RuntimeValue::fromTensor(testing::f32Tensor({3}, {2, 0.5f, 2})),
                                    RuntimeValue::fromTensor(testing::f32Tensor({3}, {1, 1, -2}))};
  auto r = testing::verifyAndEvaluate(*m, "main", args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(0)), static_cast<float>(M_PI * M_PI / 6));
  ASSERT_NE((*r)[0].expectation(), nullptr);
  Profile strict;
  // s = 1/2 (divergent) and q = −2 (a pole): any value passes there.
  EXPECT_TRUE(compare(testing::f32Tensor({3}, {static_cast<float>(M_PI * M_PI / 6), 7, -1}),
                      *(*r)[0].expectation(), strict)
                  .passed);
  EXPECT_FALSE(
      compare(testing::f32Tensor({3}, {1.5f, 7, -1}), *(*r)[0].expectation(), strict).passed);

  // s = +Inf: ζ(∞, q) is only a limit, which CHLO does not state (XLA:CPU
  // gives NaN). The flowing value is the limit (1 at q = 1, 0 above, +Inf
  // below); any value passes.
  const float inf = std::numeric_limits<float>::infinity();
  args = {RuntimeValue::fromTensor(testing::f32Tensor({3}, {inf, inf, inf})),
          RuntimeValue::fromTensor(testing::f32Tensor({3}, {1, 2, 0.5f}))};
  r = testing::verifyAndEvaluate(*m, "main", args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(0)), 1.0f);
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(1)), 0.0f);
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(2)), inf);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(
      compare(testing::f32Tensor({3}, {nan, nan, 5}), *(*r)[0].expectation(), strict).passed);

  args = {RuntimeValue::fromTensor(testing::f32Tensor({}, {1})),
          RuntimeValue::fromTensor(testing::f32Tensor({2}, {1, 0.5f}))};
  r = testing::verifyAndEvaluate(*m, "broadcast", args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(0)), static_cast<float>(M_PI * M_PI / 6));
  EXPECT_EQ(testing::f32Of((*r)[0].tensor().bits(1)), static_cast<float>(M_PI * M_PI / 2));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
