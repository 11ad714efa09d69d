// Arithmetic ops the spec fixes exactly: IEEE basic operations against the
// independent MPFR reference (every pair of every 8-bit format, every f16 /
// bf16 input for sqrt, random samples of f16/bf16/f32/f64 pairs), the special
// cases the spec fixes (docs/numerics.md: maximum/minimum, rounding ops,
// remainder, sign), and integer arithmetic with its open cases recorded.
#include <gtest/gtest.h>

#include <random>

#include "oracle/expectation.h"
#include "spec/ops/catalogue.h"
#include "tests/oracle/ew_test_util.h"
#include "tests/sanitizer_samples.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

struct BinaryCase {
  const char* op;
  ewtest::MpfrBinary fn;
};
const BinaryCase kBasic[] = {{"stablehlo.add", mpfr_add},
                             {"stablehlo.subtract", mpfr_sub},
                             {"stablehlo.multiply", mpfr_mul},
                             {"stablehlo.divide", mpfr_div},
                             {"stablehlo.remainder", mpfr_fmod}};

int checkBinary(const BinaryCase& c, ElementType type, const std::vector<uint64_t>& xs,
                const std::vector<uint64_t>& ys) {
  return ewtest::checkBinaryAgainstMpfr(c.op, c.fn, type, xs, ys);
}

TEST(ElementwiseArithmetic, BasicOperationsOnEveryPairOfEvery8BitFormat) {
  for (ElementType type : ewtest::smallFormats()) {
    const auto [xs, ys] = ewtest::allPairs(type);
    for (const BinaryCase& c : kBasic)
      EXPECT_EQ(checkBinary(c, type, xs, ys), 0) << c.op << " " << elementTypeName(type);
  }
}

TEST(ElementwiseArithmetic, BasicOperationsOnRandomPairsOfWideFormats) {
  std::mt19937_64 rng(21);
  for (ElementType type :
       {ElementType::kF16, ElementType::kBF16, ElementType::kF32, ElementType::kF64}) {
    const uint64_t mask = floatFormat(type)->allBitsMask();
    std::vector<uint64_t> xs, ys;
    for (int i = 0; i < hlo_cts::tests::randomSample(200000); ++i) {
      xs.push_back(rng() & mask);
      // Half the pairs share an exponent neighbourhood, where cancellation
      // and exact midpoints happen.
      ys.push_back(i % 2 ? rng() & mask : (xs.back() ^ (rng() & 0xFFF)));
    }
    for (const BinaryCase& c : kBasic)
      EXPECT_EQ(checkBinary(c, type, xs, ys), 0) << c.op << " " << elementTypeName(type);
  }
}

TEST(ElementwiseArithmetic, SqrtOnEveryInputOfSmallFormatsAndF16Bf16) {
  std::vector<ElementType> types = ewtest::smallFormats();
  types.push_back(ElementType::kF16);
  types.push_back(ElementType::kBF16);
  for (ElementType type : types) {
    const ewtest::ValueIndex index(type);
    const std::vector<uint64_t> xs = ewtest::allPatterns(type);
    const Tensor out =
        runOp("stablehlo.sqrt", {fromBits(type, xs)}, tensorOf(type, {int64_t(xs.size())}));
    mpfr_t a;
    mpfr_init2(a, 64);
    int mismatches = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      ewtest::exactValue(a, xs[i], type);
      auto ref =
          ewtest::referenceRound(index, [&](mpfr_t r) { return mpfr_sqrt(r, a, MPFR_RNDN); });
      mismatches += !ewtest::matches(out.bits(i), ref, type);
    }
    mpfr_clear(a);
    EXPECT_EQ(mismatches, 0) << elementTypeName(type);
  }
}

constexpr uint32_t kPosZero = 0x00000000u, kNegZero = 0x80000000u, kOne = 0x3F800000u,
                   kMinusOne = 0xBF800000u, kQNaN = 0x7FC00000u, kInf = 0x7F800000u;

TEST(ElementwiseArithmetic, MaximumAndMinimumAreIeee2019) {
  const ElementType t = ElementType::kF32;
  const Tensor a = fromBits(t, {kQNaN, kOne, kNegZero, kPosZero, kInf, 0xFFC00001u});
  const Tensor b = fromBits(t, {kOne, kQNaN, kPosZero, kNegZero, kOne, kMinusOne});
  const Tensor mx = runOp("stablehlo.maximum", {a, b}, tensorOf(t, {6}));
  const Tensor mn = runOp("stablehlo.minimum", {a, b}, tensorOf(t, {6}));
  EXPECT_EQ(mx.bits(0), kQNaN);  // NaN propagates from either side
  EXPECT_EQ(mx.bits(1), kQNaN);
  EXPECT_EQ(mx.bits(2), kPosZero);  // −0 < +0
  EXPECT_EQ(mx.bits(3), kPosZero);
  EXPECT_EQ(mx.bits(4), kInf);
  EXPECT_EQ(mx.bits(5), 0xFFC00001u);
  EXPECT_EQ(mn.bits(0), kQNaN);
  EXPECT_EQ(mn.bits(1), kQNaN);
  EXPECT_EQ(mn.bits(2), kNegZero);
  EXPECT_EQ(mn.bits(3), kNegZero);
  EXPECT_EQ(mn.bits(4), kOne);
}

TEST(ElementwiseArithmetic, RoundingOpsKeepTheSignOfZero) {
  const ElementType t = ElementType::kF32;
  // −0.5, 0.5, 2.5, −2.5, 1.5, −0.4, −0
  const Tensor x = fromBits(
      t, {0xBF000000u, 0x3F000000u, 0x40200000u, 0xC0200000u, 0x3FC00000u, 0xBECCCCCDu, kNegZero});
  const Tensor afz = runOp("stablehlo.round_nearest_afz", {x}, tensorOf(t, {7}));
  const Tensor even = runOp("stablehlo.round_nearest_even", {x}, tensorOf(t, {7}));
  const Tensor ceil = runOp("stablehlo.ceil", {x}, tensorOf(t, {7}));
  const Tensor floor = runOp("stablehlo.floor", {x}, tensorOf(t, {7}));
  EXPECT_EQ(bitsOf(afz), (std::vector<uint64_t>{kMinusOne, kOne, 0x40400000u, 0xC0400000u,
                                                0x40000000u, kNegZero, kNegZero}));
  EXPECT_EQ(bitsOf(even), (std::vector<uint64_t>{kNegZero, kPosZero, 0x40000000u, 0xC0000000u,
                                                 0x40000000u, kNegZero, kNegZero}));
  EXPECT_EQ(ceil.bits(0), kNegZero);  // ceil(−0.5) = −0
  EXPECT_EQ(floor.bits(1), kPosZero);
  EXPECT_EQ(floor.bits(0), kMinusOne);
}

TEST(ElementwiseArithmetic, RemainderHasTheDividendsSignAndIsExact) {
  const ElementType t = ElementType::kF64;
  auto bits = [](double d) { return std::bit_cast<uint64_t>(d); };
  const Tensor a =
      fromBits(t, {bits(-7.5), bits(7.5), bits(-0.0), bits(1e300), bits(5.0), bits(INFINITY)});
  const Tensor b = fromBits(t, {bits(2.0), bits(-2.0), bits(3.0), bits(3.0), bits(0.0), bits(2.0)});
  const Tensor r = runOp("stablehlo.remainder", {a, b}, tensorOf(t, {6}));
  EXPECT_EQ(r.bits(0), bits(-1.5));
  EXPECT_EQ(r.bits(1), bits(1.5));
  EXPECT_EQ(r.bits(2), bits(-0.0));
  // 1e300 mod 3, exactly (MPFR).
  mpfr_t x, y, z;
  mpfr_inits2(64, x, y, z, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(x, 1e300, MPFR_RNDN);
  mpfr_set_d(y, 3.0, MPFR_RNDN);
  mpfr_fmod(z, x, y, MPFR_RNDN);
  EXPECT_EQ(r.bits(3), bits(mpfr_get_d(z, MPFR_RNDN)));
  mpfr_clears(x, y, z, static_cast<mpfr_ptr>(nullptr));
  EXPECT_TRUE(std::isnan(std::bit_cast<double>(r.bits(4))));  // x % 0
  EXPECT_TRUE(std::isnan(std::bit_cast<double>(r.bits(5))));  // Inf % y
}

// Types the catalogue admits but whose semantics it declares undefined
// (OpDef::undefinedOn) are NotSupported with the catalogue's reason, never
// a value.
TEST(ElementwiseArithmetic, UndefinedSemanticsAreNotSupportedWithTheCataloguesReason) {
  int checked = 0;
  for (const ops::OpDef& def : ops::catalogue()) {
    if (!def.undefinedOn.elements) continue;
    const ElementType type =
        (def.undefinedOn.elements & ops::kBoolClass) ? ElementType::kI1 : ElementType::kComplexF32;
    const Tensor operand({2}, type);
    std::vector<NamedAttribute> attributes;
    if (def.name == "stablehlo.custom_call")  // a target the oracle has no semantics for
      attributes.push_back({"call_target_name", Attribute::string("vendor.fused_op")});
    Result<std::vector<RuntimeValue>> r = runOpValues(std::string(def.name), {operand, operand},
                                                      {tensorOf(type, {2})}, std::move(attributes));
    ASSERT_FALSE(r.ok()) << def.name;
    EXPECT_EQ(r.error().kind, DiagnosticKind::kNotSupported) << def.name;
    EXPECT_NE(r.error().message.find(def.undefinedOn.reason), std::string::npos)
        << def.name << ": " << r.error().message;
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

TEST(ElementwiseArithmetic, SignKeepsZerosAndNaN) {
  const ElementType t = ElementType::kF32;
  const Tensor x = fromBits(t, {kNegZero, kPosZero, 0x7FC00123u, 0xC2280000u, 0x00000001u});
  const Tensor s = runOp("stablehlo.sign", {x}, tensorOf(t, {5}));
  EXPECT_EQ(bitsOf(s), (std::vector<uint64_t>{kNegZero, kPosZero, 0x7FC00123u, kMinusOne, kOne}));
  const Tensor i = runOp("stablehlo.sign", {fromInts(ElementType::kSI8, {-128, 0, 5})},
                         tensorOf(ElementType::kSI8, {3}));
  EXPECT_EQ(intsOf(i), (std::vector<int64_t>{-1, 0, 1}));
}

TEST(ElementwiseArithmetic, NegateAndAbsActOnTheEncoding) {
  // f32 NaN payloads survive; FNUZ keeps +0 and its NaN 0x80 fixed.
  const Tensor x = fromBits(ElementType::kF32, {0x7FA00001u, kNegZero});
  EXPECT_EQ(bitsOf(runOp("stablehlo.negate", {x}, tensorOf(ElementType::kF32, {2}))),
            (std::vector<uint64_t>{0xFFA00001u, kPosZero}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.abs", {x}, tensorOf(ElementType::kF32, {2}))),
            (std::vector<uint64_t>{0x7FA00001u, kPosZero}));
  const ElementType fnuz = ElementType::kF8E4M3FNUZ;
  const Tensor y = fromBits(fnuz, {0x00, 0x80, 0x01, 0x81});
  EXPECT_EQ(bitsOf(runOp("stablehlo.negate", {y}, tensorOf(fnuz, {4}))),
            (std::vector<uint64_t>{0x00, 0x80, 0x81, 0x01}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.abs", {y}, tensorOf(fnuz, {4}))),
            (std::vector<uint64_t>{0x00, 0x80, 0x01, 0x01}));
}

TEST(ElementwiseArithmetic, BooleanAddIsOrAndMultiplyIsAnd) {
  const Tensor a = fromInts(ElementType::kI1, {0, 0, 1, 1});
  const Tensor b = fromInts(ElementType::kI1, {0, 1, 0, 1});
  EXPECT_EQ(bitsOf(runOp("stablehlo.add", {a, b}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{0, 1, 1, 1}));
  EXPECT_EQ(bitsOf(runOp("stablehlo.multiply", {a, b}, tensorOf(ElementType::kI1, {4}))),
            (std::vector<uint64_t>{0, 0, 0, 1}));
}

TEST(ElementwiseArithmetic, IntegersWrapInTheirOwnWidth) {
  EXPECT_EQ(intsOf(runOp(
                "stablehlo.add",
                {fromInts(ElementType::kSI4, {7, -8, 3}), fromInts(ElementType::kSI4, {1, -1, 4})},
                tensorOf(ElementType::kSI4, {3}))),
            (std::vector<int64_t>{-8, 7, 7}));
  EXPECT_EQ(
      intsOf(runOp("stablehlo.multiply",
                   {fromInts(ElementType::kUI8, {200, 16}), fromInts(ElementType::kUI8, {2, 16})},
                   tensorOf(ElementType::kUI8, {2}))),
      (std::vector<int64_t>{144, 0}));
  EXPECT_EQ(intsOf(runOp("stablehlo.negate", {fromInts(ElementType::kSI32, {INT32_MIN, 5})},
                         tensorOf(ElementType::kSI32, {2}))),
            (std::vector<int64_t>{INT32_MIN, -5}));
  EXPECT_EQ(intsOf(runOp("stablehlo.abs", {fromInts(ElementType::kSI2, {-2, -1, 1})},
                         tensorOf(ElementType::kSI2, {3}))),
            (std::vector<int64_t>{-2, 1, 1}));
  EXPECT_EQ(
      intsOf(runOp("stablehlo.subtract",
                   {fromInts(ElementType::kSI64, {INT64_MIN}), fromInts(ElementType::kSI64, {1})},
                   tensorOf(ElementType::kSI64, {1}))),
      (std::vector<int64_t>{INT64_MAX}));
}

TEST(ElementwiseArithmetic, IntegerDivisionOpenCasesFlowXlaValuesAndAllowAnything) {
  const Tensor a = fromInts(ElementType::kSI8, {7, -7, -128, 5, -128});
  const Tensor b = fromInts(ElementType::kSI8, {2, 2, -1, 0, 1});
  auto div = ewtest::runOpValues("stablehlo.divide", {a, b}, {tensorOf(ElementType::kSI8, {5})});
  ASSERT_TRUE(div.ok());
  EXPECT_EQ(intsOf((*div)[0].tensor()), (std::vector<int64_t>{3, -3, -128, -1, -128}));
  const auto any = ElementRule::kAny, exact = ElementRule::kExact;
  EXPECT_EQ(rules((*div)[0]), (std::vector<ElementRule>{exact, exact, any, any, exact}));
  auto rem = ewtest::runOpValues("stablehlo.remainder", {a, b}, {tensorOf(ElementType::kSI8, {5})});
  ASSERT_TRUE(rem.ok());
  EXPECT_EQ(intsOf((*rem)[0].tensor()), (std::vector<int64_t>{1, -1, 0, 5, 0}));
  EXPECT_EQ(rules((*rem)[0]), (std::vector<ElementRule>{exact, exact, any, any, exact}));
  // Unsigned x ÷ 0 is all ones.
  auto udiv = ewtest::runOpValues(
      "stablehlo.divide", {fromInts(ElementType::kUI4, {9}), fromInts(ElementType::kUI4, {0})},
      {tensorOf(ElementType::kUI4, {1})});
  ASSERT_TRUE(udiv.ok());
  EXPECT_EQ((*udiv)[0].tensor().bits(0), 15u);
}

TEST(ElementwiseArithmetic, IntegerPowerWithNegativeExponentsAllowsTheInterpreterAndXla) {
  const Tensor base = fromInts(ElementType::kSI32, {2, 1, -1, -1, 3, -2, 0});
  const Tensor exponent = fromInts(ElementType::kSI32, {10, -3, -3, -2, -1, 3, 0});
  auto r =
      ewtest::runOpValues("stablehlo.power", {base, exponent}, {tensorOf(ElementType::kSI32, {7})});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(intsOf((*r)[0].tensor()), (std::vector<int64_t>{1024, 1, -1, 1, 0, -8, 1}));
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->rule(0), ElementRule::kExact);
  EXPECT_EQ(e->rule(2), ElementRule::kAnyOf);
  EXPECT_EQ(*e->anyOf(2), (std::vector<uint64_t>{0xFFFFFFFFu, 0}));  // −1 or XLA's 0
  EXPECT_EQ(*e->anyOf(1), (std::vector<uint64_t>{1, 0}));
  EXPECT_EQ(*e->anyOf(4), (std::vector<uint64_t>{0}));
  EXPECT_EQ(e->rule(5), ElementRule::kExact);
  // The flowing value wraps (3^40 mod 2^32), but integer overflow is
  // implementation-defined (the spec's section on errors): XLA:CPU's power
  // gives other values, so an overflowing element allows any.
  auto w = ewtest::runOpValues(
      "stablehlo.power", {fromInts(ElementType::kUI32, {3}), fromInts(ElementType::kUI32, {40})},
      {tensorOf(ElementType::kUI32, {1})});
  ASSERT_TRUE(w.ok());
  uint32_t expected = 1;
  for (int i = 0; i < 40; ++i) expected *= 3u;
  EXPECT_EQ((*w)[0].tensor().bits(0), expected);
  ASSERT_NE((*w)[0].expectation(), nullptr);
  EXPECT_EQ((*w)[0].expectation()->rule(0), ElementRule::kAny);
}

// Exactly at the edges of i8: 2^6 and (−2)^7 = −128 fit, 2^7 = 128 and
// (−2)^8 = 256 do not; large exponents of |base| ≥ 2 always overflow.
TEST(ElementwiseArithmetic, IntegerPowerOverflowIsOpenAndOnlyOverflow) {
  auto r = ewtest::runOpValues("stablehlo.power",
                               {fromInts(ElementType::kSI8, {2, -2, 2, -2, 3, 1, -1, 2}),
                                fromInts(ElementType::kSI8, {6, 7, 7, 8, 4, 127, 127, 100})},
                               {tensorOf(ElementType::kSI8, {8})});
  ASSERT_TRUE(r.ok());
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  const std::vector<bool> open = {false, false, true, true, false, false, false, true};
  for (int64_t i = 0; i < 8; ++i)
    EXPECT_EQ(e->rule(i), open[static_cast<size_t>(i)] ? ElementRule::kAny : ElementRule::kExact)
        << i;
  EXPECT_EQ(intsOf((*r)[0].tensor())[4], 81);
}

TEST(ElementwiseArithmetic, ComplexAddIsExactAndMultiplyCorrectlyRounded) {
  const ElementType c64 = ElementType::kComplexF32;
  Tensor a({1}, c64), b({1}, c64);
  a.setPartBits(0, 0, 0x3F800001u);  // 1 + 2^-23
  a.setPartBits(0, 1, 0x3F800000u);
  b.setPartBits(0, 0, 0x3F800001u);
  b.setPartBits(0, 1, 0xBF800000u);
  const Tensor sum = runOp("stablehlo.add", {a, b}, tensorOf(c64, {1}));
  EXPECT_EQ(sum.partBits(0, 0), 0x40000001u);
  EXPECT_EQ(sum.partBits(0, 1), 0x00000000u);
  // (1+u + i)(1+u − i) = (1+u)² + 1 = 2 + 2u + u², u = 2^-23: rounds to 2 + 2u.
  const Tensor product = runOp("stablehlo.multiply", {a, b}, tensorOf(c64, {1}));
  EXPECT_EQ(product.partBits(0, 0), 0x40000001u);
  EXPECT_EQ(product.partBits(0, 1), 0x00000000u);
}

TEST(ElementwiseArithmetic, NaNResultsInFormatsWithoutNaNAreOpen) {
  // f4E2M1FN: 0 / 0 has no encoding (NaN-less format): any value is allowed;
  // 1 / 1 stays exact.
  const ElementType f4 = ElementType::kF4E2M1FN;
  auto div = runOpValues("stablehlo.divide", {fromBits(f4, {0x0, 0x2}), fromBits(f4, {0x0, 0x2})},
                         {tensorOf(f4, {2})});
  ASSERT_TRUE(div.ok());
  EXPECT_EQ(rules((*div)[0]), (std::vector<ElementRule>{ElementRule::kAny, ElementRule::kExact}));
  const ElementType f6 = ElementType::kF6E3M2FN;
  auto sqrt = runOpValues("stablehlo.sqrt", {fromBits(f6, {0x2C})}, {tensorOf(f6, {1})});  // −1
  ASSERT_TRUE(sqrt.ok());
  EXPECT_EQ(rules((*sqrt)[0]), (std::vector<ElementRule>{ElementRule::kAny}));
  auto log = runOpValues("stablehlo.log", {fromBits(f6, {0x2C, 0x0C})}, {tensorOf(f6, {2})});
  ASSERT_TRUE(log.ok());
  EXPECT_EQ(rules((*log)[0]), (std::vector<ElementRule>{ElementRule::kAny, ElementRule::kRounded}));
}

TEST(ElementwiseArithmetic, UnsupportedTypesAreDiagnosticsNotCrashes) {
  auto r = ewtest::runOpValues("stablehlo.ceil", {fromInts(ElementType::kSI32, {1})},
                               {tensorOf(ElementType::kSI32, {1})});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("not supported"), std::string::npos);
  auto s = ewtest::runOpValues(
      "stablehlo.add", {fromInts(ElementType::kSI32, {1, 2}), fromInts(ElementType::kSI32, {1})},
      {tensorOf(ElementType::kSI32, {2})});
  EXPECT_FALSE(s.ok());
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
