#include "generators/entropy.h"

#include <gtest/gtest.h>

namespace hlo_cts::generators {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(Entropy, SeedsAreDeterministicAndDistinct) {
  Entropy a = Entropy::fromSeed(5), b = Entropy::fromSeed(5), c = Entropy::fromSeed(6);
  const uint64_t first = a.next();
  EXPECT_EQ(first, b.next());
  EXPECT_NE(first, c.next());
}

// The stream is ours (splitmix64 seeding xoshiro256**), so it is the same
// with every standard library: pin its first value.
TEST(Entropy, SeedStreamIsPinned) {
  Entropy e = Entropy::fromSeed(0);
  EXPECT_EQ(e.next(), 0x99EC5F36CB75F2B4ull);
}

TEST(Entropy, DrawsStayInRange) {
  Entropy e = Entropy::fromSeed(1);
  for (int i = 0; i < 10000; ++i) {
    EXPECT_LT(e.below(7), 7u);
    const int64_t v = e.inRange(-3, 4);
    EXPECT_GE(v, -3);
    EXPECT_LE(v, 4);
  }
  EXPECT_EQ(e.inRange(5, 5), 5);
  EXPECT_EQ(e.below(1), 0u);
  EXPECT_TRUE(e.oneIn(1));
}

TEST(Entropy, BytesAreReadInOrderThenZeros) {
  const uint8_t bytes[] = {3, 0x34, 0x12};
  Entropy e = Entropy::fromBytes(bytes);
  EXPECT_EQ(e.below(10), 3u);          // one byte
  EXPECT_EQ(e.below(70000), 0x1234u);  // three bytes, the last past the end
  EXPECT_TRUE(e.exhausted());
  EXPECT_EQ(e.next(), 0u);
  EXPECT_EQ(e.inRange(-2, 9), -2);
  EXPECT_FALSE(e.oneIn(4));  // exhausted: the common branch
}

TEST(Entropy, PickChoosesAnItem) {
  Entropy e = Entropy::fromSeed(3);
  const std::vector<int> items = {10, 20, 30};
  for (int i = 0; i < 100; ++i) {
    const int v = e.pick(items);
    EXPECT_TRUE(v == 10 || v == 20 || v == 30);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::generators
