#include "spec/element_type.h"

#include <gtest/gtest.h>

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(ElementType, NamesRoundTrip) {
  for (ElementType t : allElementTypes()) {
    auto parsed = parseElementTypeName(elementTypeName(t));
    ASSERT_TRUE(parsed.has_value()) << elementTypeName(t);
    EXPECT_EQ(*parsed, t);
  }
  EXPECT_EQ(parseElementTypeName("si32"), ElementType::kSI32);
  EXPECT_EQ(parseElementTypeName("si1"), std::nullopt);
  EXPECT_EQ(parseElementTypeName("f7"), std::nullopt);
}

// The table's derived limits match the published format figures (IEEE 754-2019
// Table 3.5, the OCP OFP8 and MX v1.0 specifications, LLVM's APFloat).
TEST(FloatFormat, TableMatchesPublishedLimits) {
  struct Row {
    ElementType type;
    int minNormalExp;
    uint64_t maxFiniteBits;
  };
  const Row rows[] = {
      {ElementType::kF8E3M4, -2, 0x6F},         {ElementType::kF8E4M3, -6, 0x77},
      {ElementType::kF8E4M3FN, -6, 0x7E},       {ElementType::kF8E4M3FNUZ, -7, 0x7F},
      {ElementType::kF8E4M3B11FNUZ, -10, 0x7F}, {ElementType::kF8E5M2, -14, 0x7B},
      {ElementType::kF8E5M2FNUZ, -15, 0x7F},    {ElementType::kF8E8M0FNU, -127, 0xFE},
      {ElementType::kF6E2M3FN, 0, 0x1F},        {ElementType::kF6E3M2FN, -2, 0x1F},
      {ElementType::kF4E2M1FN, 0, 0x7},         {ElementType::kF16, -14, 0x7BFF},
      {ElementType::kBF16, -126, 0x7F7F},       {ElementType::kF32, -126, 0x7F7FFFFF},
  };
  for (const Row& row : rows) {
    const FloatFormat* f = floatFormat(row.type);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->minExponent(), row.minNormalExp) << elementTypeName(row.type);
    EXPECT_EQ(f->maxFiniteBits(), row.maxFiniteBits) << elementTypeName(row.type);
  }
  EXPECT_EQ(floatFormat(ElementType::kF32)->canonicalNanBits(), 0x7FC00000u);
  EXPECT_EQ(floatFormat(ElementType::kF8E4M3FNUZ)->canonicalNanBits(), 0x80u);
  EXPECT_EQ(floatFormat(ElementType::kF8E4M3FN)->canonicalNanBits(), 0x7Fu);
  EXPECT_EQ(floatFormat(ElementType::kSI32), nullptr);
  // "Any finite value" runs from lowestFiniteBits to maxFiniteBits: the
  // unsigned f8E8M0FNU starts at its smallest value, 2^-127.
  EXPECT_EQ(floatFormat(ElementType::kF32)->lowestFiniteBits(), 0xFF7FFFFFu);
  EXPECT_EQ(floatFormat(ElementType::kF8E4M3FNUZ)->lowestFiniteBits(), 0xFFu);
  EXPECT_EQ(floatFormat(ElementType::kF8E8M0FNU)->lowestFiniteBits(), 0x00u);
}

TEST(ElementType, StorageBytes) {
  EXPECT_EQ(storageBytes(ElementType::kI1), 1);
  EXPECT_EQ(storageBytes(ElementType::kSI4), 1);
  EXPECT_EQ(storageBytes(ElementType::kF6E2M3FN), 1);
  EXPECT_EQ(storageBytes(ElementType::kBF16), 2);
  EXPECT_EQ(storageBytes(ElementType::kComplexF32), 8);
  EXPECT_EQ(storageBytes(ElementType::kComplexF64), 16);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
