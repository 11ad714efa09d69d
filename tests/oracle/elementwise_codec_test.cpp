// The element-wise ops' fast exact codecs (oracle/ops/elementwise_kernels.h):
// decoding every pattern of every format to double, and encoding doubles
// with one round-to-nearest-even, against numerics' roundToFormat and the
// independent MPFR reference of ew_test_util.h.
#include <gtest/gtest.h>

#include <random>

#include "oracle/ops/elementwise_kernels.h"
#include "spec/float_mpfr.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using ew::decodeToDouble;
using ew::FloatEncoding;

uint64_t viaRoundToFormat(double v, ElementType type) {
  mpfr_t x;
  mpfr_init2(x, 53);
  mpfr_set_d(x, v, MPFR_RNDN);
  const uint64_t bits = roundToFormat(x, 0, type);
  mpfr_clear(x);
  return bits;
}

bool sameResult(uint64_t a, uint64_t b, ElementType type) {
  // NaN sign and payload are open (the codec keeps them, roundToFormat
  // canonicalises); everything else must agree bit for bit.
  if (isNaNBits(a, type) || isNaNBits(b, type)) return isNaNBits(a, type) && isNaNBits(b, type);
  return a == b;
}

TEST(ElementwiseCodec, DecodesEveryPatternOfEverySmallFormatExactly) {
  for (const FloatFormat& f : allFloatFormats()) {
    if (f.totalBits > 16) continue;
    const double* table = ew::decodeTable(f.type);
    for (uint64_t b = 0; b <= f.allBitsMask(); ++b) {
      const double got = decodeToDouble(b, f);
      ASSERT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(table[b]));
      if (isNaNBits(b, f.type)) {
        ASSERT_TRUE(std::isnan(got)) << elementTypeName(f.type) << " " << b;
        continue;
      }
      ASSERT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(floatToDouble(b, f.type)))
          << elementTypeName(f.type) << " " << b;
    }
  }
}

TEST(ElementwiseCodec, DecodesF32F64Tf32Samples) {
  std::mt19937_64 rng(7);
  for (ElementType t : {ElementType::kF32, ElementType::kF64, ElementType::kTF32}) {
    const FloatFormat& f = *floatFormat(t);
    for (int i = 0; i < 200000; ++i) {
      const uint64_t b = rng() & f.allBitsMask();
      const double got = decodeToDouble(b, f);
      if (isNaNBits(b, t))
        ASSERT_TRUE(std::isnan(got));
      else
        ASSERT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(floatToDouble(b, t)))
            << elementTypeName(t) << " " << b;
    }
  }
}

// Doubles that probe every rounding decision of a format: each value, the
// midpoints between neighbours and values just off them, beyond max finite,
// far below the smallest subnormal, and random doubles across the range.
std::vector<double> probes(ElementType type, std::mt19937_64& rng) {
  const FloatFormat& f = *floatFormat(type);
  std::vector<double> finite;
  for (uint64_t b = 0; b <= f.allBitsMask(); ++b) {
    if (isNaNBits(b, type)) continue;
    double v = floatToDouble(b, type);
    if (std::isfinite(v)) finite.push_back(v);
  }
  std::sort(finite.begin(), finite.end());
  std::vector<double> out = finite;
  for (size_t i = 0; i + 1 < finite.size(); ++i) {
    const double mid = (finite[i] + finite[i + 1]) / 2;  // exact: few bits
    out.push_back(mid);
    out.push_back(std::nextafter(mid, -INFINITY));
    out.push_back(std::nextafter(mid, INFINITY));
  }
  const double top = finite.back();
  for (double scale : {1.0, 1.0 + 0x1p-20, 1.03125, 1.0625, 1.5, 2.0, 1e10}) {
    out.push_back(top * scale);
    out.push_back(-top * scale);
  }
  for (double tiny : {0x1p-200, 0x1p-1074, 1e-30, -1e-30, 0x1p-140}) out.push_back(tiny);
  out.push_back(INFINITY);
  out.push_back(-INFINITY);
  out.push_back(0.0);
  out.push_back(-0.0);
  for (int i = 0; i < 20000; ++i) {
    // Random doubles spread over the format's exponent range and beyond.
    const int e = static_cast<int>(rng() % 80) - 40 + (f.minExponent() + f.maxExponent()) / 2;
    const double m = 1.0 + static_cast<double>(rng() >> 11) * 0x1p-53;
    out.push_back(std::ldexp(rng() & 1 ? m : -m, e));
  }
  return out;
}

TEST(ElementwiseCodec, EncodesLikeRoundToFormatInEveryFormat) {
  std::mt19937_64 rng(11);
  for (const FloatFormat& f : allFloatFormats()) {
    if (f.totalBits > 16) continue;
    const FloatEncoding encoding(f.type);
    for (double v : probes(f.type, rng)) {
      const uint64_t got = encoding.encode(v);
      ASSERT_TRUE(sameResult(got, viaRoundToFormat(v, f.type), f.type))
          << elementTypeName(f.type) << " v=" << v << " got=" << got;
    }
  }
}

TEST(ElementwiseCodec, EncodesLikeTheIndependentReference) {
  std::mt19937_64 rng(13);
  for (ElementType type : ewtest::smallFormats()) {
    const ewtest::ValueIndex index(type);
    const FloatEncoding encoding(type);
    for (double v : probes(type, rng)) {
      auto reference =
          ewtest::referenceRound(index, [&](mpfr_t y) { return mpfr_set_d(y, v, MPFR_RNDN); });
      ASSERT_TRUE(ewtest::matches(encoding.encode(v), reference, type))
          << elementTypeName(type) << " v=" << v;
    }
  }
}

TEST(ElementwiseCodec, NaNKeepsSignAndPayloadInIeeeFormats) {
  const FloatEncoding f16(ElementType::kF16);
  EXPECT_EQ(f16.encode(decodeToDouble(0x7FFF, *f16.format)), 0x7FFFu);
  EXPECT_EQ(f16.encode(decodeToDouble(0xFE01, *f16.format)), 0xFE01u);
  EXPECT_EQ(f16.encode(decodeToDouble(0x7C01, *f16.format)), 0x7E01u);  // quieted
  const FloatEncoding fn(ElementType::kF8E4M3FN);
  EXPECT_EQ(fn.encode(-NAN), 0xFFu);
  const FloatEncoding fnuz(ElementType::kF8E5M2FNUZ);
  EXPECT_EQ(fnuz.encode(-NAN), 0x80u);
  EXPECT_EQ(fnuz.encode(-0.0), 0x00u);  // no −0
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
