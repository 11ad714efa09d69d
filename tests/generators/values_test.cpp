#include "generators/values.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace hlo_cts::generators {
namespace {
namespace HLO_CTS_UNITY_ID {

bool contains(const std::vector<uint64_t>& pool, uint64_t bits) {
  return std::find(pool.begin(), pool.end(), bits) != pool.end();
}

TEST(SpecialValues, F32HasTheIeeeCorners) {
  const std::vector<uint64_t> pool = specialValues(ElementType::kF32);
  for (uint64_t bits :
       {0x00000000ull, 0x80000000ull, 0x7F800000ull, 0xFF800000ull, 0x7FC00000ull, 0xFFC00000ull,
        0x7F800001ull, 0x00000001ull, 0x007FFFFFull, 0x00800000ull, 0x7F7FFFFFull, 0x3F800000ull,
        0xBF800000ull, 0x3F000000ull, 0x3FC00000ull, 0x40200000ull})
    EXPECT_TRUE(contains(pool, bits)) << std::hex << bits;
}

TEST(SpecialValues, FormatsWithoutInfOrNegativeZeroHaveNone) {
  // f8E4M3FN: no Inf, NaN is S.1111.111; f8E4M3FNUZ: NaN is 0x80, no -0.
  const std::vector<uint64_t> fn = specialValues(ElementType::kF8E4M3FN);
  EXPECT_TRUE(contains(fn, 0x7F));
  EXPECT_TRUE(contains(fn, 0x7E));  // max finite
  const std::vector<uint64_t> fnuz = specialValues(ElementType::kF8E4M3FNUZ);
  EXPECT_TRUE(contains(fnuz, 0x80));
  const std::vector<uint64_t> e8m0 = specialValues(ElementType::kF8E8M0FNU);
  EXPECT_TRUE(contains(e8m0, 0xFF));
  EXPECT_TRUE(contains(e8m0, 0x7F));  // 1.0
}

TEST(SpecialValues, EveryPatternFitsItsFormatOnce) {
  for (ElementType type : allElementTypes()) {
    const std::vector<uint64_t> pool = specialValues(type);
    EXPECT_FALSE(pool.empty()) << elementTypeName(type);
    const int width = bitWidth(complexPartType(type));
    for (uint64_t bits : pool) EXPECT_EQ(bits & ~lowBitsMask(width), 0u) << elementTypeName(type);
    std::vector<uint64_t> sorted = pool;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end());
  }
}

TEST(SpecialValues, IntegersHaveTheirExtremes) {
  EXPECT_EQ(specialValues(ElementType::kI1), (std::vector<uint64_t>{0, 1}));
  const std::vector<uint64_t> i8 = specialValues(ElementType::kSI8);
  for (uint64_t bits : {0x00ull, 0x01ull, 0xFFull, 0x80ull, 0x7Full, 0x81ull, 0x7Eull})
    EXPECT_TRUE(contains(i8, bits)) << bits;
  const std::vector<uint64_t> u8 = specialValues(ElementType::kUI8);
  for (uint64_t bits : {0x00ull, 0x01ull, 0xFFull, 0xFEull}) EXPECT_TRUE(contains(u8, bits));
}

TEST(SpecialValues, CleanPoolsAvoidNanInfSubnormalsAndExtremes) {
  const std::vector<uint64_t> f32 = cleanSpecialValues(ElementType::kF32);
  EXPECT_TRUE(contains(f32, 0x3F800000));
  for (uint64_t bits : {0x7FC00000ull, 0x7F800000ull, 0x00000001ull, 0x7F7FFFFFull})
    EXPECT_FALSE(contains(f32, bits));
  const std::vector<uint64_t> i32 = cleanSpecialValues(ElementType::kSI32);
  EXPECT_FALSE(contains(i32, 0x80000000));
  EXPECT_TRUE(contains(i32, 0xFFFFFFFF));  // -1
}

TEST(RandomTensor, HasTheTypeAndIsDeterministic) {
  const Type type = Type::tensor({2, 3}, ElementType::kComplexF32);
  Entropy a = Entropy::fromSeed(9), b = Entropy::fromSeed(9);
  Tensor t = randomTensor(type, a);
  EXPECT_EQ(t.type(), type);
  EXPECT_EQ(t, randomTensor(type, b));
}

TEST(RandomTensor, CleanValuesStayClean) {
  ValueOptions options;
  options.clean = true;
  options.specialPercent = 50;
  Entropy e = Entropy::fromSeed(2);
  Tensor t = randomTensor(Type::tensor({200}, ElementType::kF16), e, options);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const uint64_t exponent = (t.bits(i) >> 10) & 0x1F;
    EXPECT_NE(exponent, 0x1Fu);                           // no Inf or NaN
    if (exponent == 0) EXPECT_EQ(t.bits(i) & 0x3FF, 0u);  // no subnormal
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::generators
