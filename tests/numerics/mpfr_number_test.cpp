// The numerics layer's rounding of MPFR/MPC functions and of Ziv
// approximations, checked against independent evaluations: the same function
// at 256 bits rounded once (far from every rounding boundary unless the
// result is exact, which MPFR reports with a zero ternary).
#include <gtest/gtest.h>

#include <random>

#include "numerics/mpfr_number.h"
#include "spec/float_mpfr.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

// fn(x) at 256 bits; its ternary is passed on, so even a 256-bit rounding
// that lands on a boundary is resolved the documented way.
uint64_t wide(MpfrUnaryFn fn, uint64_t x, ElementType t, RoundingMode mode) {
  MpfrNumber in = MpfrNumber::fromBits(x, t);
  MpfrNumber r(256);
  int ternary = fn(r.get(), in.get(), MPFR_RNDN);
  return r.toBits(t, ternary, mode);
}

TEST(NumericsMpfr, UnaryFunctionsMatchWideEvaluationAll8BitSampled16Bit) {
  const MpfrUnaryFn fns[] = {mpfr_exp,  mpfr_log,      mpfr_sin,   mpfr_tanh, mpfr_sqrt,
                             mpfr_cbrt, mpfr_rec_sqrt, mpfr_expm1, mpfr_erf};
  for (ElementType t :
       {ElementType::kF8E4M3FN, ElementType::kF8E5M2, ElementType::kF8E4M3FNUZ,
        ElementType::kF8E8M0FNU, ElementType::kF4E2M1FN, ElementType::kF16, ElementType::kBF16}) {
    const FloatFormat& f = *floatFormat(t);
    for (MpfrUnaryFn fn : fns) {
      for (uint64_t x = 0; x <= f.allBitsMask(); x += (f.totalBits > 8 ? 23 : 1)) {
        for (RoundingMode mode : kAllRoundingModes) {
          uint64_t got = roundMpfrBits(fn, x, t, {mode, OverflowPolicy::kIeee});
          ASSERT_EQ(got, wide(fn, x, t, mode))
              << elementTypeName(t) << " x=" << x << " mode=" << static_cast<int>(mode);
        }
      }
    }
  }
}

TEST(NumericsMpfr, BinaryFunctionsMatchWideEvaluationOnF8Pairs) {
  for (ElementType t : {ElementType::kF8E4M3FN, ElementType::kF8E5M2}) {
    for (uint64_t x = 0; x < 256; ++x) {
      for (uint64_t y = 0; y < 256; y += 3) {
        MpfrNumber a = MpfrNumber::fromBits(x, t), b = MpfrNumber::fromBits(y, t);
        for (MpfrBinaryFn fn :
             {MpfrBinaryFn{mpfr_pow}, MpfrBinaryFn{mpfr_atan2}, MpfrBinaryFn{mpfr_div}}) {
          MpfrNumber r(256);
          int ternary = fn(r.get(), a.get(), b.get(), MPFR_RNDN);
          ASSERT_EQ(roundMpfrBits(fn, x, y, t), r.toBits(t, ternary)) << x << " " << y;
        }
      }
    }
  }
}

TEST(NumericsMpfr, MixedFormatsRoundFromExactInputs) {
  // f32 inputs far outside f8's range: the rounding must not narrow the
  // exponent range before the operation (docs/numerics.md, the MPFR recipe).
  MpfrNumber big = MpfrNumber::fromBits(0x7F000000, ElementType::kF32);      // 2^127
  MpfrNumber tiny = MpfrNumber::fromBits(0x00800000, ElementType::kF32);     // 2^-126
  EXPECT_EQ(roundMpfr(mpfr_mul, big, tiny, ElementType::kF8E4M3FN), 0x40u);  // 2
  EXPECT_EQ(roundMpfr(mpfr_mul, big, big, ElementType::kF8E4M3FN), 0x7Fu);   // overflow: NaN
  EXPECT_EQ(roundMpfr(mpfr_mul, tiny, tiny, ElementType::kF8E5M2), 0x00u);
  EXPECT_EQ(roundMpfr(mpfr_div, tiny, big, ElementType::kF32), 0x00000000u);  // 2^-253
  EXPECT_EQ(roundMpfr(mpfr_sqrt, tiny, ElementType::kF8E5M2), 0x00u);         // 2^-63
}

TEST(NumericsMpfr, ComplexAnnexGSpecialCases) {
  ElementType t = ElementType::kF32;
  const uint64_t kMinus4 = 0xC0800000, kZero = 0, kMinusZero = 0x80000000, kMinus1 = 0xBF800000;
  EXPECT_EQ(roundMpcBits(mpc_sqrt, {kMinus4, kZero}, t), (ComplexBits{0, 0x40000000}));
  EXPECT_EQ(roundMpcBits(mpc_sqrt, {kMinus4, kMinusZero}, t), (ComplexBits{0, 0xC0000000}));
  EXPECT_EQ(roundMpcBits(mpc_log, {kMinus1, kZero}, t), (ComplexBits{0, 0x40490FDB}));
  EXPECT_EQ(roundMpcBits(mpc_log, {kMinus1, kMinusZero}, t), (ComplexBits{0, 0xC0490FDB}));
  EXPECT_EQ(roundMpcBits(mpc_log, {kMinusZero, kZero}, t), (ComplexBits{0xFF800000, 0x40490FDB}));
}

TEST(NumericsMpfr, ComplexPartsMatchWideEvaluation) {
  std::mt19937_64 rng(1);
  for (int i = 0; i < 3000; ++i) {
    ComplexBits z{rng() & 0xFFFF, rng() & 0xFFFF};
    for (MpcUnaryFn fn :
         {MpcUnaryFn{mpc_exp}, MpcUnaryFn{mpc_log}, MpcUnaryFn{mpc_sqrt}, MpcUnaryFn{mpc_atanh}}) {
      MpcNumber in = MpcNumber::fromBits(z.re, z.im, ElementType::kF16);
      MpcNumber r(256);
      int inex = fn(r.get(), in.get(), MPC_RNDNN);
      ComplexBits want{roundToFormat(r.real(), MPC_INEX_RE(inex), ElementType::kF16),
                       roundToFormat(r.imag(), MPC_INEX_IM(inex), ElementType::kF16)};
      ASSERT_EQ(roundMpcBits(fn, z, ElementType::kF16), want) << z.re << " " << z.im;
    }
  }
}

// logistic(x) = 1 / (1 + exp(−x)) with a rigorous bound: exp rounded to
// nearest (½ ulp), the sum (½ ulp), the quotient (½ ulp): relative error
// < 2^-w·(1.5 + tiny) ≤ 2 ulps.
Approximator logistic(const MpfrNumber& x) {
  return [&x](mpfr_ptr out) {
    mpfr_prec_t w = mpfr_get_prec(out);
    MpfrNumber e(w);
    mpfr_neg(e.get(), x.get(), MPFR_RNDN);
    mpfr_exp(e.get(), e.get(), MPFR_RNDN);
    mpfr_add_ui(e.get(), e.get(), 1, MPFR_RNDN);
    int t = mpfr_ui_div(out, 1, e.get(), MPFR_RNDN);
    // Exact: 1/2 at zero, 0 and 1 at ∓Inf.
    if (mpfr_zero_p(x.get()) || mpfr_inf_p(x.get())) return Approximation{0, true};
    (void)t;
    return Approximation{errorOfUlps(out, 4), false};
  };
}

TEST(NumericsMpfr, ZivLogisticMatchesWideEvaluationOnAllF16) {
  int unproven = 0;
  for (uint64_t x = 0; x < 0x10000; x += 3) {
    if (isNaNBits(x, ElementType::kF16)) continue;
    MpfrNumber in = MpfrNumber::fromBits(x, ElementType::kF16);
    ZivResult z = roundApproximation(logistic(in), ElementType::kF16);
    // Reference: the same formula at 400 bits.
    MpfrNumber r(400);
    Approximation a = logistic(in)(r.get());
    (void)a;
    ASSERT_EQ(z.bits, r.toBits(ElementType::kF16)) << x;
    EXPECT_TRUE(z.proven) << x;
    unproven += !z.proven;
  }
  EXPECT_EQ(unproven, 0);
}

TEST(NumericsMpfr, ZivReportsUnresolvedBoundaries) {
  // An approximator that claims an error although its value is a midpoint:
  // 1 + 2^-11 lies exactly between two f16 values.
  Approximator mid = [](mpfr_ptr out) {
    mpfr_set_ui_2exp(out, 2049, -11, MPFR_RNDN);
    return Approximation{errorOfUlps(out, 1), false};
  };
  ZivResult z = roundApproximation(mid, ElementType::kF16, {}, 512);
  EXPECT_FALSE(z.proven);
  EXPECT_EQ(z.bits, 0x3C00u);  // ties to even
  EXPECT_EQ(z.precision, 512);
}

TEST(NumericsMpfr, NumberBasics) {
  MpfrNumber a = MpfrNumber::fromBits(0x40490FDB, ElementType::kF32);
  EXPECT_EQ(a.precision(), 24);
  MpfrNumber b = a;
  EXPECT_EQ(mpfr_cmp(a.get(), b.get()), 0);
  MpfrNumber c(8);
  c = std::move(b);
  EXPECT_EQ(c.precision(), 24);
  EXPECT_EQ(c.toBits(ElementType::kF32), 0x40490FDBu);
  EXPECT_EQ(c.str(9), "3.14159274");
  EXPECT_EQ(MpfrNumber::fromInt(-3).str(), "-3");
  EXPECT_EQ(MpfrNumber::fromBits(0x80000000, ElementType::kF32).str(), "-0");
  EXPECT_EQ(MpfrNumber::fromBits(0x7FC00000, ElementType::kF32).str(), "nan");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
