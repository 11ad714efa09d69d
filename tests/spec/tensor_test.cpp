#include "spec/tensor.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

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

// Large tensors live in 2 MiB-aligned buffers (huge-page backed); small and
// large ones alike start zero-filled, copy and compare by value.
TEST(Tensor, LargeTensorsAreHugePageAlignedAndBehaveLikeSmallOnes) {
  for (int64_t n : {int64_t{3}, int64_t{1} << 20, (int64_t{1} << 22) + 5}) {
    Tensor t({n}, ElementType::kF32);
    ASSERT_EQ(t.bytes().size(), static_cast<size_t>(4 * n));
    EXPECT_TRUE(std::all_of(t.bytes().begin(), t.bytes().end(), [](uint8_t b) { return b == 0; }));
    if (t.bytes().size() >= (size_t{8} << 20))
      EXPECT_EQ(reinterpret_cast<uintptr_t>(t.bytes().data()) % (uintptr_t{2} << 20), 0u);
    t.setBits(n - 1, 0x3F800000);
    Tensor copy = t;
    EXPECT_EQ(copy, t);
    copy.setBits(0, 1);
    EXPECT_NE(copy, t);
    Tensor raw = Tensor::uninitialized(t.type());
    ASSERT_EQ(raw.bytes().size(), t.bytes().size());
    std::copy(t.bytes().begin(), t.bytes().end(), raw.mutableBytes().begin());
    EXPECT_EQ(raw, t);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
