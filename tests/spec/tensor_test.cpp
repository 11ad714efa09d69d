#include "spec/tensor.h"

#include <gtest/gtest.h>

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(Tensor, SubByteSignedValuesAreMaskedAndSignExtended) {
  Tensor t({3}, ElementType::kSI4);
  t.setIntValue(0, -8);
  t.setIntValue(1, -2);
  t.setIntValue(2, 7);
  EXPECT_EQ(t.bytes()[0], 0x08);
  EXPECT_EQ(t.bytes()[1], 0x0E);
  EXPECT_EQ(t.intValue(0), -8);
  EXPECT_EQ(t.intValue(1), -2);
  EXPECT_EQ(t.intValue(2), 7);
}

TEST(Tensor, ComplexPartsAreRealThenImaginary) {
  Tensor t({1}, ElementType::kComplexF64);
  t.setPartBits(0, 0, 0x3FF0000000000000);
  t.setPartBits(0, 1, 0xC000000000000000);
  EXPECT_EQ(t.partBits(0, 0), 0x3FF0000000000000u);
  EXPECT_EQ(t.partBits(0, 1), 0xC000000000000000u);
  EXPECT_EQ(t.bytes()[15], 0xC0);
}

TEST(Tensor, IndexConversionsAreInverse) {
  Tensor t({2, 3, 4}, ElementType::kF32);
  for (int64_t i = 0; i < t.numElements(); ++i) EXPECT_EQ(t.linearIndex(t.multiIndex(i)), i);
  EXPECT_EQ(t.strides(), (std::vector<int64_t>{12, 4, 1}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
