// Random numbers: the Threefry/Philox cores against Random123's published
// known-answer vectors, XLA's variant against the seed spec's example,
// and the statistical checks at their documented false-alarm rate.
#include <gtest/gtest.h>

#include <tuple>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/ops/random.h"
#include "oracle/profile.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(RandomBitsTest, ThreefryKnownAnswers) {
  // Random123 kat_vectors, threefry2x32 with 20 rounds (counter, key).
  EXPECT_EQ(threefry2x32({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(threefry2x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 2>{0x1cb996fc, 0xbb002be7}));
  EXPECT_EQ(threefry2x32({0x13198a2e, 0x03707344}, {0x243f6a88, 0x85a308d3}),
            (std::array<uint32_t, 2>{0xc4923a9c, 0x483df7a0}));
}

TEST(RandomBitsTest, PhiloxKnownAnswers) {
  // Random123 kat_vectors, philox4x32 with 10 rounds.
  EXPECT_EQ(philox4x32({0, 0}, {0, 0, 0, 0}),
            (std::array<uint32_t, 4>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(philox4x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 4>{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}));
  EXPECT_EQ(philox4x32({0xa4093822, 0x299f31d0}, {0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}),
            (std::array<uint32_t, 4>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

TEST(RandomBitsTest, XlaThreeFryReproducesTheSpecExample) {
  Tensor state({2}, ElementType::kUI64);
  state.setBits(0, 1);
  state.setBits(1, 2);
  Result<RngBits> r =
      xlaRngBitGenerator(RngAlgorithm::kThreeFry, state, Type::tensor({2, 2}, ElementType::kUI64));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->outputState.bits(0), 1u);
  EXPECT_EQ(r->outputState.bits(1), 6u);
  EXPECT_EQ(r->output.bits(0), 9236835810183407956ull);
  EXPECT_EQ(r->output.bits(1), 16087790271692313299ull);
  EXPECT_EQ(r->output.bits(2), 18212823393184779219ull);
  EXPECT_EQ(r->output.bits(3), 2658481902456610144ull);
}

// Through the evaluator: by default any bits pass (the spec fixes none);
// under the shipped xla overlay profile only XLA's bits do.
TEST(RandomBitsTest, XlaOverlayProfileMakesTheBitsExact) {
  Result<Module> m = parseModule(R"(
    func.func @f(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>) {
      %state, %out = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
      return %state, %out : tensor<2xui64>, tensor<2x2xui64>
    })",
                                 "rng.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  Tensor state({2}, ElementType::kUI64);
  state.setBits(0, 1);
  state.setBits(1, 2);
  const std::vector<RuntimeValue> args = {RuntimeValue::fromTensor(state)};
  Tensor other({2, 2}, ElementType::kUI64);
  other.setBits(0, 42);

  Result<Profile> overlay =
      loadNamedProfile("xla", std::string(HLO_CTS_SOURCE_DIR) + "/suites/profiles");
  ASSERT_TRUE(overlay.ok()) << overlay.error().str();
  const Profile* xla = &*overlay;
  for (const Profile* profile : {static_cast<const Profile*>(nullptr), xla}) {
    EvalOptions options;
    options.profile = profile;
    Result<std::vector<RuntimeValue>> r = testing::verifyAndEvaluate(*m, "f", args, options);
    ASSERT_TRUE(r.ok()) << r.error().str();
    const RuntimeValue& out = (*r)[1];
    EXPECT_EQ(out.tensor().bits(0), 9236835810183407956ull);
    auto passes = [&](const Tensor& actual) {
      if (out.expectation()) return compare(actual, *out.expectation(), Profile()).passed;
      for (int64_t i = 0; i < actual.numElements(); ++i)  // no expectation: exactly these bits
        if (actual.bits(i) != out.tensor().bits(i)) return false;
      return true;
    };
    EXPECT_TRUE(passes(out.tensor()));
    EXPECT_EQ(passes(other), profile == nullptr);
  }
}

// rng UNIFORM over integers: any value of [a, b) passes, values outside fail
// (an integer interval, however wide the range).
TEST(RandomBitsTest, IntegerUniformRngAcceptsExactlyTheRange) {
  Result<Module> m = parseModule(R"(
    func.func @f(%a: tensor<i32>, %b: tensor<i32>, %shape: tensor<1xi64>) -> tensor<4xi32> {
      %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM
        : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<4xi32>
      return %0 : tensor<4xi32>
    })",
                                 "rng.mlir");
  ASSERT_TRUE(m.ok()) << m.error().str();
  Tensor a({}, ElementType::kSI32), b({}, ElementType::kSI32), shape({1}, ElementType::kSI64);
  a.setIntValue(0, -5);
  b.setIntValue(0, 100000);
  shape.setIntValue(0, 4);
  const std::vector<RuntimeValue> args = {RuntimeValue::fromTensor(a), RuntimeValue::fromTensor(b),
                                          RuntimeValue::fromTensor(shape)};
  Result<std::vector<RuntimeValue>> r = testing::verifyAndEvaluate(*m, "f", args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE((*r)[0].expectation(), nullptr);
  Tensor actual({4}, ElementType::kSI32);
  for (auto [v0, v1, ok] : {std::tuple{-5, 99999, true}, std::tuple{0, 1234, true},
                            std::tuple{-6, 0, false}, std::tuple{0, 100000, false}}) {
    actual.setIntValue(0, v0);
    actual.setIntValue(1, v1);
    EXPECT_EQ(compare(actual, *(*r)[0].expectation(), Profile()).passed, ok) << v0 << " " << v1;
  }
  // a >= b: "the behavior is undefined", so no value is wrong.
  b.setIntValue(0, -5);
  const std::vector<RuntimeValue> empty = {RuntimeValue::fromTensor(a), RuntimeValue::fromTensor(b),
                                           RuntimeValue::fromTensor(shape)};
  Result<std::vector<RuntimeValue>> undefined = testing::verifyAndEvaluate(*m, "f", empty);
  ASSERT_TRUE(undefined.ok()) << undefined.error().str();
  ASSERT_NE((*undefined)[0].expectation(), nullptr);
  actual.setIntValue(0, 7);
  actual.setIntValue(1, -2147483647);
  EXPECT_TRUE(compare(actual, *(*undefined)[0].expectation(), Profile()).passed);
}

// The word layout of narrower THREE_FRY outputs, as jaxlib's XLA:CPU gives
// it for state (1, 2): Lk and Hk are the low and high words of the k-th u64
// it draws (u64[3] is 0x802fd53b0296e954, 0xdf435003ed3492d3,
// 0xfcc0f26163b40bd3).
TEST(RandomBitsTest, XlaThreeFryWordLayoutOfNarrowOutputs) {
  const uint64_t L0 = 0x0296e954, H0 = 0x802fd53b, L1 = 0xed3492d3, H1 = 0xdf435003,
                 L2 = 0x63b40bd3, H2 = 0xfcc0f261;
  Tensor state({2}, ElementType::kUI64);
  state.setBits(0, 1);
  state.setBits(1, 2);
  struct Case {
    std::vector<int64_t> shape;
    ElementType type;
    std::vector<uint64_t> words;
    uint64_t counter;
  };
  const Case cases[] = {
      {{4}, ElementType::kUI32, {L0, H0, L1, H1}, 4},
      {{2, 3}, ElementType::kUI32, {L0, L1, L2, H0, H1, H2}, 5},
      {{3, 2}, ElementType::kUI32, {L0, H0, L1, H1, L2, H2}, 5},
      {{3}, ElementType::kUI32, {L0, H0, L1}, 4},
      {{3, 3}, ElementType::kUI32, {L0, L1, L2, H0, H1, H2}, 8},  // the first 6 of 9
      {{6},
       ElementType::kUI8,
       {L0 & 0xff, H0 & 0xff, L1 & 0xff, H1 & 0xff, L2 & 0xff, H2 & 0xff},
       5},
  };
  for (const Case& c : cases) {
    Result<RngBits> r =
        xlaRngBitGenerator(RngAlgorithm::kThreeFry, state, Type::tensor(c.shape, c.type));
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r->outputState.bits(1), c.counter) << c.shape.size();
    for (size_t i = 0; i < c.words.size(); ++i)
      EXPECT_EQ(r->output.bits(static_cast<int64_t>(i)), c.words[i])
          << "shape rank " << c.shape.size() << " element " << i;
  }
}

TEST(RandomBitsTest, XlaVariantsAreDeterministicAndAdvanceTheState) {
  Tensor state({3}, ElementType::kUI64);
  state.setBits(0, 42);
  state.setBits(1, ~uint64_t{0});  // the 128-bit counter carries
  state.setBits(2, 7);
  Result<RngBits> a =
      xlaRngBitGenerator(RngAlgorithm::kPhilox, state, Type::tensor({10}, ElementType::kUI32));
  Result<RngBits> b =
      xlaRngBitGenerator(RngAlgorithm::kPhilox, state, Type::tensor({10}, ElementType::kUI32));
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->output, b->output);
  EXPECT_EQ(a->outputState.bits(1), 2u);  // 3 blocks of 4 words from 2^64 − 1
  EXPECT_EQ(a->outputState.bits(2), 8u);
  // 32-bit THREE_FRY draws half a block per element.
  Tensor s2({2}, ElementType::kUI64);
  s2.setBits(1, 100);
  Result<RngBits> c =
      xlaRngBitGenerator(RngAlgorithm::kThreeFry, s2, Type::tensor({5}, ElementType::kF32));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->outputState.bits(1), 103u);
  const auto first = threefry2x32({0, 0}, {100, 0});
  EXPECT_EQ(c->output.bits(0), first[0]);
  EXPECT_EQ(c->output.bits(1), first[1]);
  // THREE_FRY with a 3-element state violates C2.
  EXPECT_FALSE(
      xlaRngBitGenerator(RngAlgorithm::kThreeFry, state, Type::tensor({2}, ElementType::kUI32))
          .ok());
}

TEST(RandomBitsTest, StatisticalChecksPassGoodBitsAndCatchBadOnes) {
  Tensor state({3}, ElementType::kUI64);
  state.setBits(0, 0x1234);
  Result<RngBits> r =
      xlaRngBitGenerator(RngAlgorithm::kPhilox, state, Type::tensor({4096}, ElementType::kUI32));
  ASSERT_TRUE(r.ok());
  RandomnessVerdict good = checkUniformBits(r->output);
  EXPECT_TRUE(good.passed) << good.detail;
  // A counter is not random: its top bits are all zero.
  Tensor counter({4096}, ElementType::kUI32);
  for (int64_t i = 0; i < 4096; ++i) counter.setBits(i, static_cast<uint64_t>(i));
  RandomnessVerdict bad = checkUniformBits(counter);
  EXPECT_FALSE(bad.passed) << bad.detail;
  // One stuck bit position.
  Tensor stuck = r->output;
  for (int64_t i = 0; i < 4096; ++i) stuck.setBits(i, stuck.bits(i) | 0x100);
  EXPECT_FALSE(checkUniformBits(stuck).passed);
  // Too few bits to judge passes.
  EXPECT_TRUE(checkUniformBits(Tensor({4}, ElementType::kUI32)).passed);
}

TEST(RandomBitsTest, DistributionChecks) {
  Tensor state({3}, ElementType::kUI64);
  Result<RngBits> r =
      xlaRngBitGenerator(RngAlgorithm::kPhilox, state, Type::tensor({2000}, ElementType::kUI32));
  ASSERT_TRUE(r.ok());
  Tensor u({2000}, ElementType::kF64), shifted({2000}, ElementType::kF64),
      ints({2000}, ElementType::kSI32);
  for (int64_t i = 0; i < 2000; ++i) {
    const double x = static_cast<double>(r->output.bits(i)) * 0x1p-32;
    u.setBits(i, std::bit_cast<uint64_t>(x));
    shifted.setBits(i, std::bit_cast<uint64_t>(x * x));  // not uniform
    ints.setIntValue(i, static_cast<int64_t>(r->output.bits(i) % 10));
  }
  EXPECT_TRUE(checkUniformSample(u, 0, 1).passed);
  EXPECT_FALSE(checkUniformSample(shifted, 0, 1).passed);
  EXPECT_TRUE(checkUniformSample(ints, 0, 10).passed);
  EXPECT_FALSE(checkUniformSample(ints, 0, 9).passed);  // 9 is outside [0, 9)
  EXPECT_FALSE(checkNormalSample(u, 0, 1).passed);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
