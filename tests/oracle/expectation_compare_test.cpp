// compare(): every element rule under profile relaxations, the summary and
// the mismatch explanations.
#include <gtest/gtest.h>

#include "oracle/expectation.h"
#include "profile_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::profileOf;

Tensor f32Tensor(std::vector<int64_t> shape, std::vector<uint64_t> bits) {
  Tensor t(std::move(shape), ElementType::kF32);
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

const uint64_t kOne = 0x3F800000, kTwo = 0x40000000, kNaN = 0x7FC00000, kNegNaN = 0xFFC00000;
const uint64_t kPosZero = 0, kNegZero = 0x80000000, kSub = 0x00000005, kInf = 0x7F800000;

TEST(ExpectationCompare, ExactIdenticalAndOneMismatch) {
  Tensor ref = f32Tensor({2, 2}, {kOne, kTwo, kOne, kTwo});
  TensorExpectation e(ref, "stablehlo.add");
  Comparison same = compare(ref, e, Profile());
  EXPECT_TRUE(same.passed);
  EXPECT_EQ(same.failures, 0);
  EXPECT_EQ(same.explain(), "ok (max error 0 ulp)");

  Tensor actual = f32Tensor({2, 2}, {kOne, kTwo, kOne + 1, kTwo});
  Comparison c = compare(actual, e, Profile(), {.perSlot = true});
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.failures, 1);
  EXPECT_EQ(c.maxUlp, 1u);
  EXPECT_EQ(c.maxUlpSlot, 2);
  ASSERT_EQ(c.firstFailures.size(), 1u);
  const Mismatch& m = c.firstFailures[0];
  EXPECT_EQ(m.element, 2);
  EXPECT_EQ(m.actual, kOne + 1);
  EXPECT_EQ(m.reference, kOne);
  EXPECT_EQ(m.ulp, 1u);
  EXPECT_EQ(m.explanation,
            "stablehlo.add element [1, 0] of f32: expected exactly 0x3F800000 (1.000000e+00)\n"
            "  actual    0x3F800001 (1.00000012)\n"
            "  error: 1 ulp");
  EXPECT_EQ(c.slotPassed, (std::vector<uint8_t>{1, 1, 0, 1}));
  EXPECT_EQ(c.slotUlp, (std::vector<uint64_t>{0, 0, 1, 0}));
  EXPECT_NE(c.explain().find("1 element(s) differ (largest error among them 1 ulp)"),
            std::string::npos)
      << c.explain();
}

TEST(ExpectationCompare, RoundedUsesTheProfileBudget) {
  Tensor ref = f32Tensor({3}, {kOne, kTwo, kOne});
  TensorExpectation e(ref, "stablehlo.exponential", ElementRule::kRounded);
  Tensor actual = f32Tensor({3}, {kOne + 2, kTwo - 1, kOne});
  Profile two = profileOf("ulp=0\nop=exponential type=f32 ulp=2");
  Comparison c = compare(actual, e, two);
  EXPECT_TRUE(c.passed) << c.explain();
  EXPECT_EQ(c.maxUlp, 2u);
  Comparison strict = compare(actual, e, Profile());
  EXPECT_FALSE(strict.passed);
  EXPECT_EQ(strict.failures, 2);
  EXPECT_NE(
      strict.firstFailures[0].explanation.find("expected within 0 ulp of the correctly rounded"),
      std::string::npos);
  // The op name can be overridden for the lookup.
  EXPECT_FALSE(compare(actual, e, two, {.opName = "stablehlo.sine"}).passed);
  // A NaN never passes a finite rounded reference, Inf is one step past max.
  EXPECT_FALSE(compare(f32Tensor({3}, {kNaN, kTwo, kOne}), e, two).passed);
  TensorExpectation big(f32Tensor({1}, {0x7F7FFFFF}), "stablehlo.exponential",
                        ElementRule::kRounded);
  EXPECT_TRUE(compare(f32Tensor({1}, {kInf}), big, two).passed);
}

TEST(ExpectationCompare, NanSignAndPayloadFollowTheProfile) {
  TensorExpectation e(f32Tensor({1}, {kNaN}), "stablehlo.add");
  Tensor neg = f32Tensor({1}, {kNegNaN});
  Tensor payload = f32Tensor({1}, {kNaN | 1});
  EXPECT_TRUE(compare(neg, e, Profile()).passed);
  EXPECT_TRUE(compare(payload, e, Profile()).passed);
  EXPECT_FALSE(compare(neg, e, profileOf("nan_sign=match")).passed);
  EXPECT_TRUE(compare(payload, e, profileOf("nan_sign=match")).passed);
  EXPECT_FALSE(compare(payload, e, profileOf("nan_payload=match")).passed);
  EXPECT_FALSE(compare(f32Tensor({1}, {kInf}), e, Profile()).passed);
}

TEST(ExpectationCompare, ZeroSignAndFlushedSubnormals) {
  TensorExpectation zero(f32Tensor({1}, {kPosZero}), "stablehlo.multiply");
  Tensor neg_zero = f32Tensor({1}, {kNegZero});
  EXPECT_FALSE(compare(neg_zero, zero, Profile()).passed);
  EXPECT_TRUE(compare(neg_zero, zero, profileOf("zero_sign=ignore")).passed);

  TensorExpectation sub(f32Tensor({2}, {kSub, kSub | 0x80000000}), "stablehlo.multiply");
  Tensor flushed = f32Tensor({2}, {kPosZero, kNegZero});
  EXPECT_FALSE(compare(flushed, sub, Profile()).passed);
  EXPECT_TRUE(compare(flushed, sub, profileOf("flush_subnormals=outputs")).passed);
  EXPECT_TRUE(compare(flushed, sub, profileOf("flush_subnormals=both")).passed);
  EXPECT_FALSE(compare(flushed, sub, profileOf("flush_subnormals=inputs")).passed);
  // Flushing keeps the sign unless zero signs are ignored.
  Tensor swapped = f32Tensor({2}, {kNegZero, kPosZero});
  EXPECT_FALSE(compare(swapped, sub, profileOf("flush_subnormals=outputs")).passed);
  EXPECT_TRUE(compare(swapped, sub, profileOf("flush_subnormals=outputs zero_sign=ignore")).passed);
}

TEST(ExpectationCompare, IntervalsWithInfAndNanFlags) {
  Tensor ref = f32Tensor({1}, {kOne});
  TensorExpectation e(ref, "stablehlo.reduce");
  e.setInterval(0, {0xBF800000 /* -1 */, kTwo});
  for (uint64_t ok : {uint64_t{0xBF800000}, kNegZero, kPosZero, kOne, kTwo})
    EXPECT_TRUE(compare(f32Tensor({1}, {ok}), e, Profile()).passed) << std::hex << ok;
  for (uint64_t bad : {uint64_t{0xBF800001}, kTwo + 1, kInf, kNaN})
    EXPECT_FALSE(compare(f32Tensor({1}, {bad}), e, Profile()).passed) << std::hex << bad;
  Comparison outside = compare(f32Tensor({1}, {kTwo + 3}), e, Profile());
  EXPECT_EQ(outside.firstFailures[0].ulp, 3u);
  EXPECT_NE(outside.firstFailures[0].explanation.find(
                "expected within [0xBF800000 (-1.000000e+00), 0x40000000 (2.000000e+00)]"),
            std::string::npos)
      << outside.firstFailures[0].explanation;

  e.setInterval(0, {kOne, kTwo, true, true, false, true});
  EXPECT_TRUE(compare(f32Tensor({1}, {kInf}), e, Profile()).passed);
  EXPECT_FALSE(compare(f32Tensor({1}, {0xFF800000}), e, Profile()).passed);
  EXPECT_TRUE(compare(f32Tensor({1}, {kNegNaN}), e, Profile()).passed);
  e.setInterval(0, {0, 0, false, false, true, false});  // exactly -Inf
  EXPECT_TRUE(compare(f32Tensor({1}, {0xFF800000}), e, Profile()).passed);
  EXPECT_FALSE(compare(f32Tensor({1}, {kPosZero}), e, Profile()).passed);
  // [+0, 2]: -0 only when zero signs are ignored; a flushed subnormal bound.
  e.setInterval(0, {kPosZero, kTwo});
  EXPECT_FALSE(compare(f32Tensor({1}, {kNegZero}), e, Profile()).passed);
  EXPECT_TRUE(compare(f32Tensor({1}, {kNegZero}), e, profileOf("zero_sign=ignore")).passed);
  e.setInterval(0, {kSub, kTwo});
  EXPECT_FALSE(compare(f32Tensor({1}, {kPosZero}), e, Profile()).passed);
  EXPECT_TRUE(compare(f32Tensor({1}, {kPosZero}), e, profileOf("flush_subnormals=outputs")).passed);
  // An interval bounds a computation of several roundings: a flushed partial
  // result plus a zero of the other sign gives +0 for a negative subnormal
  // result, so under flushing either zero sign meets a subnormal bound.
  e.setInterval(0, {kSub | 0x80000000u, kSub | 0x80000000u});  // exactly -kSub
  EXPECT_FALSE(compare(f32Tensor({1}, {kPosZero}), e, Profile()).passed);
  EXPECT_TRUE(compare(f32Tensor({1}, {kNegZero}), e, profileOf("flush_subnormals=outputs")).passed);
  EXPECT_TRUE(compare(f32Tensor({1}, {kPosZero}), e, profileOf("flush_subnormals=outputs")).passed);
  EXPECT_FALSE(compare(f32Tensor({1}, {kOne}), e, profileOf("flush_subnormals=outputs")).passed);
}

TEST(ExpectationCompare, IntegerRules) {
  Tensor ref({4}, ElementType::kSI8);
  for (int i = 0; i < 4; ++i) ref.setIntValue(i, -2 + i);
  TensorExpectation e(ref, "stablehlo.divide");
  e.setInterval(1, {static_cast<uint64_t>(-5) & 0xFF, 3});
  e.setAnyOf(2, {0, 0xFF});
  e.setRule(3, ElementRule::kAny);
  Tensor actual = ref;
  actual.setIntValue(1, -4);
  actual.setIntValue(2, -1);
  actual.setIntValue(3, 100);
  EXPECT_TRUE(compare(actual, e, Profile()).passed);
  actual.setIntValue(1, -6);
  actual.setIntValue(2, 1);
  actual.setIntValue(0, -3);
  Comparison c = compare(actual, e, Profile());
  EXPECT_EQ(c.failures, 3);
  EXPECT_EQ(c.maxUlp, 1u);
  EXPECT_EQ(c.firstFailures[0].explanation,
            "stablehlo.divide element [0] of i8: expected exactly -2 (0xFE)\n"
            "  actual    -3 (0xFD)\n"
            "  off by -1");
  EXPECT_NE(c.firstFailures[2].explanation.find("expected one of {0 (0x0), -1 (0xFF)}"),
            std::string::npos);
}

TEST(ExpectationCompare, AnyNanFlagsAndAnyOf) {
  TensorExpectation e(f32Tensor({2}, {kNegNaN, kOne}), "stablehlo.negate");
  e.setAnyNaN(0, {.signMatters = true});
  e.setAnyOf(1, {kOne, kTwo, kNaN});
  Profile judge_sign = profileOf("nan_sign=match");
  EXPECT_TRUE(compare(f32Tensor({2}, {kNegNaN | 7, kTwo}), e, judge_sign).passed);
  EXPECT_FALSE(compare(f32Tensor({2}, {kNaN, kOne}), e, judge_sign).passed);
  EXPECT_TRUE(compare(f32Tensor({2}, {kNaN, kOne}), e, Profile()).passed);  // profile ignores signs
  EXPECT_FALSE(compare(f32Tensor({2}, {kOne, kOne}), e, Profile()).passed);
  EXPECT_TRUE(compare(f32Tensor({2}, {kNegNaN, kNegNaN}), e, Profile()).passed);  // NaN in the set
  EXPECT_FALSE(compare(f32Tensor({2}, {kNegNaN, kTwo + 1}), e, Profile()).passed);
}

TEST(ExpectationCompare, ComplexPartsAndInputsInExplanations) {
  Tensor ref({1}, ElementType::kComplexF32);
  ref.setPartBits(0, 0, kOne);
  ref.setPartBits(0, 1, kTwo);
  TensorExpectation e(ref, "stablehlo.exponential", ElementRule::kRounded);
  e.explainInputs = [](int64_t element) { return "z[" + std::to_string(element) + "] = (0, 0)"; };
  EXPECT_EQ(e.slots(), 2);
  EXPECT_EQ(e.slotType(), ElementType::kF32);
  Tensor actual = ref;
  actual.setPartBits(0, 1, kTwo + 5);
  Profile p = profileOf("type=complex<f32> ulp=4");
  Comparison c = compare(actual, e, p);
  ASSERT_EQ(c.failures, 1);
  EXPECT_EQ(c.firstFailures[0].part, 1);
  EXPECT_EQ(c.firstFailures[0].explanation,
            "stablehlo.exponential element [0] (imaginary part) of complex<f32>: expected within 4 "
            "ulp of the correctly rounded 0x40000000 (2.000000e+00)\n"
            "  actual    0x40000005 (2.00000119)\n"
            "  error: 5 ulp\n"
            "  inputs    z[0] = (0, 0)");
  actual.setPartBits(0, 1, kTwo + 4);
  EXPECT_TRUE(compare(actual, e, p).passed);
}

TEST(ExpectationCompare, StructuralMismatchAndReportLimit) {
  TensorExpectation e(f32Tensor({3}, {kOne, kOne, kOne}), "stablehlo.add");
  Comparison c = compare(f32Tensor({2}, {kOne, kOne}), e, Profile());
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.structuralError, "expected a tensor of shape [3] of f32, got [2] of f32");
  Comparison many = compare(f32Tensor({3}, {kTwo, kTwo, kTwo}), e, Profile(), {.maxReported = 2});
  EXPECT_EQ(many.failures, 3);
  EXPECT_EQ(many.firstFailures.size(), 2u);
  EXPECT_NE(many.explain().find("... and 1 more"), std::string::npos);
}

// An interval carried through a monotone map into a format without
// infinities (f16 [65504, +Inf] converted to f8E4M3FN, whose overflow is
// NaN): the ends that map to NaN allow NaN. The interval [NaN, NaN] that
// copying the ends alone gave rejected the very NaN it expected.
TEST(ExpectationCompare, IntervalEndsThatOverflowIntoNaNAllowNaN) {
  Tensor source({3}, ElementType::kF16);
  TensorExpectation from(source, "stablehlo.dot_general");
  from.setInterval(0, {.lo = 0x7BFF, .hi = 0x7C00, .allowPosInf = true});  // 65504 .. +Inf
  from.setInterval(1, {.lo = 0xFBFF, .hi = 0x4000, .allowNegInf = true});  // -65504 .. 2
  from.setInterval(2, {.lo = 0x3C00, .hi = 0x4000});                       // 1 .. 2: no NaN
  Tensor reference({3}, ElementType::kF8E4M3FN);
  TensorExpectation to(reference, "stablehlo.convert");
  auto toF8 = [](uint64_t bits) -> uint64_t {
    switch (bits) {
      case 0x3C00:
        return 0x38;  // 1
      case 0x4000:
        return 0x40;  // 2
      case 0xFBFF:
      case 0xFC00:
        return 0xFF;
      default:
        return 0x7F;  // 65504 and +Inf overflow to NaN
    }
  };
  for (int64_t i = 0; i < 3; ++i) to.copySlot(from, i, i, toF8, false);
  Tensor actual({3}, ElementType::kF8E4M3FN);
  for (int64_t i = 0; i < 3; ++i) actual.setBits(i, std::vector<uint64_t>{0x7F, 0xFF, 0x7F}[i]);
  Comparison c = compare(actual, to, Profile(), {.perSlot = true});
  EXPECT_EQ(c.slotPassed, (std::vector<uint8_t>{1, 1, 0})) << c.explain();
  actual.setBits(1, 0xC0);  // -2, inside [-448, 2]
  actual.setBits(2, 0x40);
  EXPECT_TRUE(compare(actual, to, Profile()).passed);
  actual.setBits(0, 0x7E);  // 448, the largest finite: below the overflowing interval
  EXPECT_FALSE(compare(actual, to, Profile()).passed);
}

Tensor bitsTensor(ElementType type, std::vector<uint64_t> bits) {
  Tensor t({static_cast<int64_t>(bits.size())}, type);
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

bool contains(const std::string& text, std::string_view words) {
  return text.find(words) != std::string::npos;
}

// A budget that reaches every value says so in words, not as a number of
// ulps (an unbounded budget printed as "within 18446744073709551600 ulp").
TEST(ExpectationMessages, ABudgetOverTheWholeRangeSaysNoAccuracyIsRequired) {
  TensorExpectation e(f32Tensor({1}, {kOne}), "stablehlo.exponential", ElementRule::kRounded);
  Comparison c = compare(f32Tensor({1}, {kNaN}), e, profileOf("ulp=18446744073709551600"));
  ASSERT_EQ(c.firstFailures.size(), 1u);
  const std::string& text = c.firstFailures[0].explanation;
  EXPECT_TRUE(contains(text,
                       "expected any value but NaN (no accuracy is required: the profile's budget "
                       "is unbounded; reference 0x3F800000 (1.000000e+00))"))
      << text;
  EXPECT_FALSE(contains(text, "18446744073709551600")) << text;
  EXPECT_TRUE(contains(text, "NaN where a number is due")) << text;
  // f8E4M3FN has no infinities, and 300 ulp span its finite values.
  TensorExpectation f8(bitsTensor(ElementType::kF8E4M3FN, {0x38}), "stablehlo.exponential",
                       ElementRule::kRounded);
  c = compare(bitsTensor(ElementType::kF8E4M3FN, {0x7F}), f8, profileOf("ulp=300"));
  ASSERT_EQ(c.firstFailures.size(), 1u);
  EXPECT_TRUE(contains(c.firstFailures[0].explanation,
                       "expected any finite value (no accuracy is required: the profile's budget "
                       "of 300 ulp spans every finite value;"))
      << c.firstFailures[0].explanation;
  // A budget short of that is a number of ulps.
  c = compare(bitsTensor(ElementType::kF8E4M3FN, {0x7F}), f8, profileOf("ulp=100"));
  EXPECT_TRUE(contains(c.firstFailures[0].explanation, "within 100 ulp of the correctly rounded"))
      << c.firstFailures[0].explanation;
}

// A wrong sign of zero, NaN against a number and an integer difference are
// named, never "0 ulp".
TEST(ExpectationMessages, ZeroSignNaNAndIntegerDifferencesAreNamed) {
  TensorExpectation zero(f32Tensor({1}, {kPosZero}), "stablehlo.multiply");
  Comparison c = compare(f32Tensor({1}, {kNegZero}), zero, Profile());
  ASSERT_EQ(c.firstFailures.size(), 1u);
  EXPECT_EQ(c.firstFailures[0].difference, Difference::kZeroSign);
  EXPECT_TRUE(contains(c.firstFailures[0].explanation, "\n  the sign of zero differs"))
      << c.firstFailures[0].explanation;
  EXPECT_TRUE(contains(c.explain(), "1 element(s) differ (1 with the other sign of zero)"))
      << c.explain();
  EXPECT_FALSE(contains(c.explain(), "0 ulp")) << c.explain();

  TensorExpectation number(f32Tensor({2}, {kOne, kNaN}), "stablehlo.add");
  c = compare(f32Tensor({2}, {kNaN, kOne}), number, Profile());
  ASSERT_EQ(c.firstFailures.size(), 2u);
  EXPECT_TRUE(contains(c.firstFailures[0].explanation, "\n  NaN where a number is due"))
      << c.firstFailures[0].explanation;
  EXPECT_TRUE(contains(c.firstFailures[1].explanation, "\n  a number where NaN is due"))
      << c.firstFailures[1].explanation;
  EXPECT_TRUE(contains(c.explain(),
                       "2 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where "
                       "NaN is due)"))
      << c.explain();

  Tensor ref = bitsTensor(ElementType::kSI8, {5, 5, 0x7F});
  TensorExpectation ints(ref, "stablehlo.add");
  c = compare(bitsTensor(ElementType::kSI8, {8, 2, 0x80}), ints, Profile());
  ASSERT_EQ(c.firstFailures.size(), 3u);
  EXPECT_TRUE(contains(c.firstFailures[0].explanation, "\n  off by 3")) << c.explain();
  EXPECT_TRUE(contains(c.firstFailures[1].explanation, "\n  off by -3")) << c.explain();
  EXPECT_TRUE(contains(c.firstFailures[2].explanation, "\n  off by -255")) << c.explain();
  EXPECT_TRUE(contains(c.explain(), "3 element(s) differ (largest difference among them 255)"))
      << c.explain();
  EXPECT_FALSE(contains(c.explain(), "ulp")) << c.explain();
}

// The summary line describes the failing elements alone: an element within
// its budget may be farther from the reference than the one that fails.
TEST(ExpectationMessages, TheSummaryDescribesOnlyTheFailingElements) {
  Tensor ref = f32Tensor({3}, {kOne, kOne, kPosZero});
  TensorExpectation e(ref, "stablehlo.exponential", ElementRule::kRounded);
  e.setRule(1, ElementRule::kExact);
  e.setRule(2, ElementRule::kExact);
  const Profile budget = profileOf("ulp=0\nop=exponential type=f32 ulp=6291455");
  Comparison c = compare(f32Tensor({3}, {kOne + 6291455, kOne + 1, kNegZero}), e, budget);
  EXPECT_EQ(c.failures, 2);
  EXPECT_EQ(c.maxUlp, 6291455u);  // over every compared element, as before
  EXPECT_EQ(c.maxFailingUlp, 1u);
  EXPECT_TRUE(contains(c.explain(),
                       "2 element(s) differ (largest error among them 1 ulp; 1 with the other "
                       "sign of zero)"))
      << c.explain();
  EXPECT_FALSE(contains(c.explain(), "6291455")) << c.explain();
  // The same for an element another reading allows.
  TensorExpectation exact(f32Tensor({2}, {kOne, kOne}), "stablehlo.add");
  auto other = std::make_shared<TensorExpectation>(f32Tensor({2}, {kTwo, kTwo}), "stablehlo.add");
  exact.addAlternative(other, "another reading");
  c = compare(f32Tensor({2}, {kTwo, kOne + 2}), exact, Profile());
  EXPECT_EQ(c.failures, 1);
  EXPECT_TRUE(contains(c.explain(), "1 element(s) differ (largest error among them 2 ulp)"))
      << c.explain();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
