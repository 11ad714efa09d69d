// compare (every direction with FLOAT, TOTALORDER, SIGNED, UNSIGNED and the
// default), select, clamp, is_finite / chlo classification, chlo.next_after,
// and the bitwise ops (shifts with their open cases, popcnt, clz, mulhi).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

#include "oracle/expectation.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

std::vector<NamedAttribute> direction(const std::string& dir, const std::string& type = "") {
  std::vector<NamedAttribute> attrs = {
      {"comparison_direction", Attribute::enumeration("stablehlo", "comparison_direction", dir)}};
  if (!type.empty())
    attrs.push_back({"compare_type", Attribute::enumeration("stablehlo", "comparison_type", type)});
  return attrs;
}

std::vector<uint64_t> compare(const Tensor& a, const Tensor& b, const std::string& dir,
                              const std::string& type = "") {
  return bitsOf(runOp("stablehlo.compare", {a, b}, tensorOf(ElementType::kI1, a.shape()),
                      direction(dir, type)));
}

constexpr uint32_t kNaN = 0x7FC00000u, kNegNaN = 0xFFC00000u, kPosZero = 0, kNegZero = 0x80000000u,
                   kOne = 0x3F800000u, kInf = 0x7F800000u, kNegInf = 0xFF800000u;

TEST(ElementwiseCompare, FloatIsIeeeQuietComparison) {
  const ElementType t = ElementType::kF32;
  const Tensor a = fromBits(t, {kNaN, kNegZero, kOne, kNegInf, kNaN});
  const Tensor b = fromBits(t, {kNaN, kPosZero, kNaN, kInf, kOne});
  EXPECT_EQ(compare(a, b, "EQ"), (std::vector<uint64_t>{0, 1, 0, 0, 0}));
  EXPECT_EQ(compare(a, b, "NE"), (std::vector<uint64_t>{1, 0, 1, 1, 1}));
  EXPECT_EQ(compare(a, b, "LT", "FLOAT"), (std::vector<uint64_t>{0, 0, 0, 1, 0}));
  EXPECT_EQ(compare(a, b, "LE"), (std::vector<uint64_t>{0, 1, 0, 1, 0}));
  EXPECT_EQ(compare(a, b, "GT"), (std::vector<uint64_t>{0, 0, 0, 0, 0}));
  EXPECT_EQ(compare(a, b, "GE"), (std::vector<uint64_t>{0, 1, 0, 0, 0}));
}

TEST(ElementwiseCompare, TotalOrderOrdersNaNsAndZeros) {
  // −NaN < −Inf < −0 < +0 < 1 < +Inf < +NaN
  const ElementType t = ElementType::kF32;
  const std::vector<uint64_t> order = {kNegNaN, kNegInf, kNegZero, kPosZero, kOne, kInf, kNaN};
  for (size_t i = 0; i < order.size(); ++i)
    for (size_t j = 0; j < order.size(); ++j) {
      const Tensor a = fromBits(t, {order[i]});
      const Tensor b = fromBits(t, {order[j]});
      EXPECT_EQ(compare(a, b, "LT", "TOTALORDER")[0], i < j ? 1u : 0u) << i << " " << j;
      EXPECT_EQ(compare(a, b, "EQ", "TOTALORDER")[0], i == j ? 1u : 0u) << i << " " << j;
    }
}

// TOTALORDER's EQ and NE may read as totalOrder's identity or as
// compareQuietEqual (the spec names "the combination" of both): where the
// two differ (−0 against +0, a NaN against itself) either result is
// allowed; elsewhere, and for the ordering directions, one result is.
TEST(ElementwiseCompare, TotalOrderEqualityAllowsEitherReadingWhereTheyDiffer) {
  const ElementType t = ElementType::kF32;
  const Tensor a = fromBits(t, {kNegZero, kNaN, kOne, kNaN, kPosZero});
  const Tensor b = fromBits(t, {kPosZero, kNaN, kOne, kNegNaN, kPosZero});
  for (const char* dir : {"EQ", "NE"}) {
    auto r = runOpValues("stablehlo.compare", {a, b}, {tensorOf(ElementType::kI1, {5})},
                         direction(dir, "TOTALORDER"));
    ASSERT_TRUE(r.ok()) << r.error().str();
    const bool eq = std::string_view(dir) == "EQ";
    // The flowing value is totalOrder's (what XLA computes).
    EXPECT_EQ(bitsOf((*r)[0].tensor()),
              eq ? (std::vector<uint64_t>{0, 1, 1, 0, 1}) : (std::vector<uint64_t>{1, 0, 0, 1, 0}));
    const auto& e = (*r)[0].expectation();
    ASSERT_NE(e, nullptr) << dir;
    for (int64_t i : {0, 1}) EXPECT_EQ(*e->anyOf(i), (std::vector<uint64_t>{0, 1})) << dir << i;
    for (int64_t i : {2, 3, 4}) EXPECT_EQ(e->rule(i), ElementRule::kExact) << dir << i;
  }
  auto lt = runOpValues("stablehlo.compare", {a, b}, {tensorOf(ElementType::kI1, {5})},
                        direction("LT", "TOTALORDER"));
  ASSERT_TRUE(lt.ok());
  EXPECT_EQ(bitsOf((*lt)[0].tensor()), (std::vector<uint64_t>{1, 0, 0, 0, 0}));
  EXPECT_TRUE(!(*lt)[0].expectation() || (*lt)[0].expectation()->rule(0) == ElementRule::kExact);
}

// LE and GE read as "less (greater) by totalOrder, or equal" inherit the
// open equality: LE(+0, −0) and LE(NaN, NaN) may be either (XLA's constant
// folder gives true and false, its compiled code false and true); pairs
// where both readings agree stay exact, and so do LT and GT.
TEST(ElementwiseCompare, TotalOrderLeAndGeAllowEitherEqualityReading) {
  const ElementType t = ElementType::kF32;
  const Tensor a = fromBits(t, {kPosZero, kNaN, kNegZero, kOne, kNaN, kNegNaN});
  const Tensor b = fromBits(t, {kNegZero, kNaN, kPosZero, kOne, kNegNaN, kNaN});
  struct Case {
    const char* dir;
    std::vector<uint64_t> totalOrder;
    std::vector<int64_t> open;
  };
  for (const Case& c :
       {Case{"LE", {0, 1, 1, 1, 0, 1}, {0, 1}}, Case{"GE", {1, 1, 0, 1, 1, 0}, {1, 2}}}) {
    auto r = runOpValues("stablehlo.compare", {a, b}, {tensorOf(ElementType::kI1, {6})},
                         direction(c.dir, "TOTALORDER"));
    ASSERT_TRUE(r.ok()) << r.error().str();
    EXPECT_EQ(bitsOf((*r)[0].tensor()), c.totalOrder) << c.dir;
    const auto& e = (*r)[0].expectation();
    ASSERT_NE(e, nullptr) << c.dir;
    for (int64_t i = 0; i < 6; ++i) {
      const bool open = std::find(c.open.begin(), c.open.end(), i) != c.open.end();
      if (open) {
        EXPECT_EQ(*e->anyOf(i), (std::vector<uint64_t>{0, 1})) << c.dir << i;
      } else {
        EXPECT_EQ(e->rule(i), ElementRule::kExact) << c.dir << i;
      }
    }
  }
  for (const char* dir : {"LT", "GT"}) {
    auto r = runOpValues("stablehlo.compare", {a, b}, {tensorOf(ElementType::kI1, {6})},
                         direction(dir, "TOTALORDER"));
    ASSERT_TRUE(r.ok());
    const auto& e = (*r)[0].expectation();
    for (int64_t i = 0; i < 6; ++i)
      EXPECT_TRUE(!e || e->rule(i) == ElementRule::kExact) << dir << i;
  }
}

TEST(ElementwiseCompare, IntegersBySignednessAndCompareType) {
  const Tensor a = fromInts(ElementType::kSI8, {-1, 5, -128});
  const Tensor b = fromInts(ElementType::kSI8, {1, 5, 127});
  EXPECT_EQ(compare(a, b, "LT"), (std::vector<uint64_t>{1, 0, 1}));
  EXPECT_EQ(compare(a, b, "LT", "UNSIGNED"), (std::vector<uint64_t>{0, 0, 0}));
  const Tensor u = fromInts(ElementType::kUI4, {15, 3});
  const Tensor v = fromInts(ElementType::kUI4, {1, 3});
  EXPECT_EQ(compare(u, v, "GT"), (std::vector<uint64_t>{1, 0}));
  EXPECT_EQ(compare(u, v, "GT", "SIGNED"), (std::vector<uint64_t>{0, 0}));  // 15 is −1 in 4 bits
  EXPECT_EQ(compare(fromInts(ElementType::kI1, {1, 0}), fromInts(ElementType::kI1, {0, 0}), "GT"),
            (std::vector<uint64_t>{1, 0}));
}

TEST(ElementwiseCompare, ComplexComparesForEqualityOnly) {
  Tensor a({2}, ElementType::kComplexF32), b({2}, ElementType::kComplexF32);
  a.setPartBits(0, 0, kOne);
  b.setPartBits(0, 0, kOne);
  a.setPartBits(1, 1, kNaN);
  b.setPartBits(1, 1, kNaN);
  EXPECT_EQ(compare(a, b, "EQ"), (std::vector<uint64_t>{1, 0}));
  EXPECT_EQ(compare(a, b, "NE"), (std::vector<uint64_t>{0, 1}));
  EXPECT_FALSE(
      runOpValues("stablehlo.compare", {a, b}, {tensorOf(ElementType::kI1, {2})}, direction("LT"))
          .ok());
}

TEST(ElementwiseCompare, SelectWithScalarAndElementwisePredicates) {
  const Tensor t = fromInts(ElementType::kSI32, {1, 2, 3});
  const Tensor f = fromInts(ElementType::kSI32, {-1, -2, -3});
  EXPECT_EQ(intsOf(runOp("stablehlo.select", {fromInts(ElementType::kI1, {1, 0, 1}), t, f},
                         tensorOf(ElementType::kSI32, {3}))),
            (std::vector<int64_t>{1, -2, 3}));
  Tensor scalar({}, ElementType::kI1);
  EXPECT_EQ(intsOf(runOp("stablehlo.select", {scalar, t, f}, tensorOf(ElementType::kSI32, {3}))),
            (std::vector<int64_t>{-1, -2, -3}));
}

TEST(ElementwiseCompare, ClampIsMinOfMaxWithScalarBoundsAndNaN) {
  const ElementType t = ElementType::kF32;
  Tensor lo({}, t), hi({}, t);
  lo.setBits(0, kNegZero);
  hi.setBits(0, kOne);
  const Tensor x = fromBits(t, {kNaN, kPosZero, 0xC0000000u, 0x40000000u});
  EXPECT_EQ(bitsOf(runOp("stablehlo.clamp", {lo, x, hi}, tensorOf(t, {4}))),
            (std::vector<uint64_t>{kNaN, kPosZero, kNegZero, kOne}));
  EXPECT_EQ(intsOf(runOp("stablehlo.clamp",
                         {fromInts(ElementType::kSI8, {0, 5}), fromInts(ElementType::kSI8, {-3, 9}),
                          fromInts(ElementType::kSI8, {2, 7})},
                         tensorOf(ElementType::kSI8, {2}))),
            (std::vector<int64_t>{0, 7}));
}

// Complex clamp: minimum(maximum(x, min), max), lexicographic on (real,
// imaginary). Real parts +0 and −0 compare equal under IEEE ==, which
// decides on the imaginary parts, but IEEE 754 maximum orders −0 < +0: where
// the two readings pick different operands, both are allowed.
TEST(ElementwiseCompare, ComplexClampIsLexicographicAndAllowsBothSignedZeroReadings) {
  const ElementType t = ElementType::kComplexF32;
  auto complexOf = [&](std::vector<std::pair<float, float>> values) {
    Tensor out({static_cast<int64_t>(values.size())}, t);
    for (size_t i = 0; i < values.size(); ++i) {
      out.setPartBits(static_cast<int64_t>(i), 0, std::bit_cast<uint32_t>(values[i].first));
      out.setPartBits(static_cast<int64_t>(i), 1, std::bit_cast<uint32_t>(values[i].second));
    }
    return out;
  };
  const Tensor lo = complexOf({{0.5f, 2}, {2, 5}, {-0.0f, 3}});
  const Tensor x = complexOf({{1, 2}, {3, -1}, {0.0f, 1}});
  const Tensor hi = complexOf({{2, 0}, {2.5f, 0}, {5, 5}});
  Result<std::vector<RuntimeValue>> r =
      runOpValues("stablehlo.clamp", {lo, x, hi}, {tensorOf(t, {3})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  const Tensor& out = (*r)[0].tensor();
  EXPECT_EQ(bitsOf(out), bitsOf(complexOf({{1, 2}, {2.5f, 0}, {-0.0f, 3}})));
  const std::shared_ptr<const TensorExpectation> allowed = (*r)[0].expectation();
  ASSERT_TRUE(allowed);
  for (int64_t slot = 0; slot < 6; ++slot)  // element i's parts are slots 2i, 2i + 1
    EXPECT_EQ(allowed->rule(slot), slot < 4 ? ElementRule::kExact : ElementRule::kAnyOf) << slot;
  EXPECT_EQ(*allowed->anyOf(4), (std::vector<uint64_t>{kNegZero, kPosZero}));
  EXPECT_EQ(*allowed->anyOf(5), (std::vector<uint64_t>{0x40400000u, kOne}));  // 3, 1
}

TEST(ElementwiseCompare, ClassificationOps) {
  const ElementType t = ElementType::kF16;
  const Tensor x = fromBits(t, {0x7C00, 0xFC00, 0x7E00, 0x3C00, 0x0001});
  EXPECT_EQ(bitsOf(runOp("stablehlo.is_finite", {x}, tensorOf(ElementType::kI1, {5}))),
            (std::vector<uint64_t>{0, 0, 0, 1, 1}));
  EXPECT_EQ(bitsOf(runOp("chlo.is_inf", {x}, tensorOf(ElementType::kI1, {5}))),
            (std::vector<uint64_t>{1, 1, 0, 0, 0}));
  EXPECT_EQ(bitsOf(runOp("chlo.is_pos_inf", {x}, tensorOf(ElementType::kI1, {5}))),
            (std::vector<uint64_t>{1, 0, 0, 0, 0}));
  EXPECT_EQ(bitsOf(runOp("chlo.is_neg_inf", {x}, tensorOf(ElementType::kI1, {5}))),
            (std::vector<uint64_t>{0, 1, 0, 0, 0}));
  // FN formats have no Inf: their all-ones pattern is NaN, not finite.
  EXPECT_EQ(bitsOf(runOp("stablehlo.is_finite", {fromBits(ElementType::kF8E4M3FN, {0x7E, 0x7F})},
                         tensorOf(ElementType::kI1, {2}))),
            (std::vector<uint64_t>{1, 0}));
}

TEST(ElementwiseCompare, NextAfterStepsOnTheFormatsGrid) {
  const ElementType t = ElementType::kF32;
  const Tensor x = fromBits(t, {kOne, kOne, kPosZero, kNegZero, 0x7F7FFFFFu, kNaN, kOne});
  const Tensor y = fromBits(t, {kInf, kPosZero, kNegInf, kOne, kInf, kOne, kOne});
  EXPECT_EQ(bitsOf(runOp("chlo.next_after", {x, y}, tensorOf(t, {7}))),
            (std::vector<uint64_t>{0x3F800001u, 0x3F7FFFFFu, 0x80000001u, 0x00000001u, kInf, kNaN,
                                   kOne}));
  // FNUZ: from the smallest negative value toward +0 gives +0, never 0x80.
  const ElementType fnuz = ElementType::kF8E4M3FNUZ;
  EXPECT_EQ(bitsOf(runOp("chlo.next_after", {fromBits(fnuz, {0x81}), fromBits(fnuz, {0x01})},
                         tensorOf(fnuz, {1}))),
            (std::vector<uint64_t>{0x00}));
}

TEST(ElementwiseBitwise, ShiftsByWidthOrMoreGiveZeroOrSignFillAndAreOpen) {
  const Tensor a = fromInts(ElementType::kSI8, {-128, 1, -1, 64});
  const Tensor s = fromInts(ElementType::kSI8, {1, 8, 9, -1});
  auto left = runOpValues("stablehlo.shift_left", {a, s}, {tensorOf(ElementType::kSI8, {4})});
  auto arith =
      runOpValues("stablehlo.shift_right_arithmetic", {a, s}, {tensorOf(ElementType::kSI8, {4})});
  auto logical =
      runOpValues("stablehlo.shift_right_logical", {a, s}, {tensorOf(ElementType::kSI8, {4})});
  ASSERT_TRUE(left.ok() && arith.ok() && logical.ok());
  EXPECT_EQ(intsOf((*left)[0].tensor()), (std::vector<int64_t>{0, 0, 0, 0}));
  EXPECT_EQ(intsOf((*arith)[0].tensor()), (std::vector<int64_t>{-64, 0, -1, 0}));
  EXPECT_EQ(intsOf((*logical)[0].tensor()), (std::vector<int64_t>{64, 0, 0, 0}));
  const auto exact = ElementRule::kExact, any = ElementRule::kAny;
  EXPECT_EQ(rules((*left)[0]), (std::vector<ElementRule>{exact, any, any, any}));
  // ui4: logical right shift of the 4-bit pattern.
  EXPECT_EQ(bitsOf(runOp("stablehlo.shift_right_logical",
                         {fromInts(ElementType::kUI4, {15}), fromInts(ElementType::kUI4, {1})},
                         tensorOf(ElementType::kUI4, {1}))),
            (std::vector<uint64_t>{7}));
}

TEST(ElementwiseBitwise, LogicalOpsOnBooleansAndIntegers) {
  const Tensor a = fromInts(ElementType::kI1, {0, 0, 1, 1});
  const Tensor b = fromInts(ElementType::kI1, {0, 1, 0, 1});
  EXPECT_EQ(bitsOf(runOp("stablehlo.and", {a, b}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{0, 0, 0, 1}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.or", {a, b}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{0, 1, 1, 1}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.xor", {a, b}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{0, 1, 1, 0}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.not", {a}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{1, 1, 0, 0}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.not", {fromInts(ElementType::kUI4, {5})},
                         tensorOf(ElementType::kUI4, {1}))),
            (std::vector<uint64_t>{10}));
  EXPECT_EQ(
      intsOf(runOp("stablehlo.xor",
                   {fromInts(ElementType::kSI16, {-1}), fromInts(ElementType::kSI16, {0x00FF})},
                   tensorOf(ElementType::kSI16, {1}))),
      (std::vector<int64_t>{-256}));
}

TEST(ElementwiseBitwise, CountingOpsUseTheTypesWidth) {
  const Tensor a = fromInts(ElementType::kSI4, {-1, 1, 0});
  EXPECT_EQ(intsOf(runOp("stablehlo.popcnt", {a}, tensorOf(ElementType::kSI4, {3}))),
            (std::vector<int64_t>{4, 1, 0}));
  EXPECT_EQ(intsOf(runOp("stablehlo.count_leading_zeros", {a}, tensorOf(ElementType::kSI4, {3}))),
            (std::vector<int64_t>{0, 3, 4}));
  EXPECT_EQ(intsOf(runOp("stablehlo.count_leading_zeros", {fromInts(ElementType::kSI64, {1, 0})},
                         tensorOf(ElementType::kSI64, {2}))),
            (std::vector<int64_t>{63, 64}));
}

TEST(ElementwiseBitwise, MulhiIsTheHighHalfOfTheDoubleWidthProduct) {
  EXPECT_EQ(intsOf(runOp("chlo.mulhi",
                         {fromInts(ElementType::kSI64, {INT64_MIN, -1}),
                          fromInts(ElementType::kSI64, {INT64_MIN, 1})},
                         tensorOf(ElementType::kSI64, {2}))),
            (std::vector<int64_t>{int64_t{1} << 62, -1}));
  EXPECT_EQ(bitsOf(runOp("chlo.mulhi",
                         {fromInts(ElementType::kUI64, {-1}), fromInts(ElementType::kUI64, {-1})},
                         tensorOf(ElementType::kUI64, {1}))),
            (std::vector<uint64_t>{0xFFFFFFFFFFFFFFFEull}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
