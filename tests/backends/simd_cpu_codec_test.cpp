// The narrow-float codec of the executors (backends/common/scalar_functors.h)
// against the oracle's MPFR rounding (spec/float_value.h): every bit pattern
// of every format narrower than f32 (tf32's 2^19 too) decodes exactly and encodes back, and
// values between representable ones (midpoints and their neighbours, random
// doubles) round to what roundToFormat gives.
#include <gtest/gtest.h>
#include <mpfr.h>

#include <cmath>
#include <random>

#include "backends/simd_cpu/elementwise_internal.h"
#include "spec/float_mpfr.h"
#include "spec/float_value.h"

namespace hlo_cts::backends::simd_cpu {
namespace {
namespace HLO_CTS_UNITY_ID {

std::vector<ElementType> narrowFloatTypes() {
  std::vector<ElementType> out;
  for (ElementType t : allElementTypes())
    if (isFloat(t) && bitWidth(t) < 32) out.push_back(t);  // tf32's 19 bits too
  return out;
}

uint64_t mpfrRounding(double value, ElementType type) {
  mpfr_t v;
  mpfr_init2(v, 64);
  mpfr_set_d(v, value, MPFR_RNDN);  // exact: 64 bits hold any double
  const uint64_t bits = roundToFormat(v, 0, type);
  mpfr_clear(v);
  return bits;
}

TEST(SimdCpuCodec, EveryBitPatternDecodesExactlyAndEncodesBack) {
  for (ElementType type : narrowFloatTypes()) {
    const NarrowFormat f = narrowFormatOf(type);
    for (uint32_t bits = 0; bits < (1u << f.totalBits); ++bits) {
      const double value = decodeNarrow(bits, f);
      if (isNaNBits(bits, type)) {
        EXPECT_TRUE(std::isnan(value)) << elementTypeName(type) << " " << bits;
        // Every NaN comes back bit for bit (sign and payload), also from
        // the f32 lane it is computed in: TOTALORDER and copies read them.
        EXPECT_EQ(encodeNarrow(value, f), bits) << elementTypeName(type) << " " << bits;
        EXPECT_EQ(encodeNarrow(static_cast<float>(value), f), bits)
            << elementTypeName(type) << " " << bits;
        continue;
      }
      EXPECT_EQ(value, floatToDouble(bits, type)) << elementTypeName(type) << " bits " << bits;
      // -0 has no encoding of its own where the format has no -0.
      const uint32_t expected = mpfrRounding(value, type);
      EXPECT_EQ(encodeNarrow(value, f), expected) << elementTypeName(type) << " bits " << bits;
    }
  }
}

TEST(SimdCpuCodec, ValuesBetweenRepresentablesRoundAsTheOracleDoes) {
  std::mt19937_64 random(7);
  for (ElementType type : narrowFloatTypes()) {
    const NarrowFormat f = narrowFormatOf(type);
    std::vector<double> probes;
    for (uint32_t bits = 0; bits + 1 < (1u << f.totalBits); ++bits) {
      const double a = decodeNarrow(bits, f), b = decodeNarrow(bits + 1, f);
      if (!std::isfinite(a) || !std::isfinite(b)) continue;
      const double mid = (a + b) / 2;
      probes.insert(probes.end(), {mid, std::nextafter(mid, a), std::nextafter(mid, b), -mid});
    }
    const double max = f.maxFiniteValue;
    for (int i = 0; i < 20000; ++i)
      probes.push_back(
          std::ldexp(std::uniform_real_distribution<double>(-1, 1)(random),
                     std::uniform_int_distribution<int>(-40, std::ilogb(max) + 2)(random)));
    probes.insert(probes.end(), {max * 1.5, -max * 4, 1e300, -1e-300, 0.0, -0.0});
    for (double p : probes)
      ASSERT_EQ(encodeNarrow(p, f), mpfrRounding(p, type))
          << elementTypeName(type) << " value " << p;
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::simd_cpu
