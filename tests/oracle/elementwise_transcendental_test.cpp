// The correctly rounded element-wise functions against a direct MPFR
// evaluation (ew_test_util.h's independent reference): every input of every
// unary function on every format of ≤ 8 bits, all 65,536 inputs of f16 and
// bf16, and a large random plus edge-value sample of f32 and f64. Also the
// special values the oracle fixes itself (IEEE rSqrt(−0), NaN propagation)
// and the expectation every result carries.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <random>

#include "oracle/expectation.h"
#include "spec/float_mpfr.h"
#include "tests/oracle/ew_test_util.h"
#include "tests/sanitizer_samples.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

using MpfrFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

int lgammaAbs(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  int sign;
  return mpfr_lgamma(r, &sign, x, rnd);
}

// logistic at 300 bits, rounded once to the target (the reference's own
// double rounding can only matter when the exact value is within 2^-300 of a
// midpoint, which logistic never is for these inputs except exact ones).
int logistic(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  mpfr_t t;
  mpfr_init2(t, 300);
  mpfr_neg(t, x, MPFR_RNDN);
  mpfr_exp(t, t, MPFR_RNDN);
  mpfr_add_ui(t, t, 1, MPFR_RNDN);
  mpfr_ui_div(t, 1, t, MPFR_RNDN);
  const int ternary = mpfr_set(r, t, rnd);
  mpfr_clear(t);
  return ternary;
}

struct UnaryCase {
  const char* op;
  MpfrFn fn;
};

const UnaryCase kUnary[] = {
    {"stablehlo.exponential", mpfr_exp},
    {"stablehlo.exponential_minus_one", mpfr_expm1},
    {"stablehlo.log", mpfr_log},
    {"stablehlo.log_plus_one", mpfr_log1p},
    {"stablehlo.logistic", logistic},
    {"stablehlo.sine", mpfr_sin},
    {"stablehlo.cosine", mpfr_cos},
    {"stablehlo.tan", mpfr_tan},
    {"stablehlo.tanh", mpfr_tanh},
    {"stablehlo.sqrt", mpfr_sqrt},
    {"stablehlo.rsqrt", mpfr_rec_sqrt},
    {"stablehlo.cbrt", mpfr_cbrt},
    {"chlo.tan", mpfr_tan},
    {"chlo.erf", mpfr_erf},
    {"chlo.erfc", mpfr_erfc},
    {"chlo.lgamma", lgammaAbs},
    {"chlo.digamma", mpfr_digamma},
    {"chlo.acos", mpfr_acos},
    {"chlo.acosh", mpfr_acosh},
    {"chlo.asin", mpfr_asin},
    {"chlo.asinh", mpfr_asinh},
    {"chlo.atan", mpfr_atan},
    {"chlo.atanh", mpfr_atanh},
    {"chlo.cosh", mpfr_cosh},
    {"chlo.sinh", mpfr_sinh},
};

// Checks the op on `inputs` of `type` against the reference; returns the
// number of mismatches (reporting the first few).
int checkUnary(const UnaryCase& c, ElementType type, const std::vector<uint64_t>& inputs) {
  const ewtest::ValueIndex index(type);
  const Tensor x = fromBits(type, inputs);
  const Tensor out = runOp(c.op, {x}, tensorOf(type, x.shape()));
  if (out.numElements() != x.numElements()) return 1;
  int mismatches = 0;
  mpfr_t in;
  mpfr_init2(in, 64);
  for (size_t i = 0; i < inputs.size(); ++i) {
    ewtest::exactValue(in, inputs[i], type);
    std::optional<uint64_t> ref =
        referenceRound(index, [&](mpfr_t y) { return c.fn(y, in, MPFR_RNDN); });
    // IEEE 754 rSqrt(−0) = −Inf (MPFR gives +Inf).
    if (c.fn == mpfr_rec_sqrt && mpfr_zero_p(in) && mpfr_signbit(in))
      ref = ewtest::overflowed(index, true);
    if (!ewtest::matches(out.bits(i), ref, type) && ++mismatches <= 5)
      ADD_FAILURE() << c.op << " " << elementTypeName(type) << " x=0x" << std::hex << inputs[i]
                    << " got 0x" << out.bits(i) << " want "
                    << (ref ? "0x" + fmt::format("{:X}", *ref) : std::string("NaN"));
  }
  mpfr_clear(in);
  return mismatches;
}

TEST(ElementwiseTranscendental, EveryUnaryFunctionOnEveryFormatOf8BitsOrFewerExhaustively) {
  for (const UnaryCase& c : kUnary)
    for (ElementType type : ewtest::smallFormats())
      EXPECT_EQ(checkUnary(c, type, ewtest::allPatterns(type)), 0)
          << c.op << " " << elementTypeName(type);
}

TEST(ElementwiseTranscendental, EveryUnaryFunctionOnF16AndBf16Exhaustively) {
  for (const UnaryCase& c : kUnary)
    for (ElementType type : {ElementType::kF16, ElementType::kBF16})
      EXPECT_EQ(checkUnary(c, type, ewtest::allPatterns(type)), 0)
          << c.op << " " << elementTypeName(type);
}

// A few 16-bit elements are evaluated one by one rather than through the
// exhaustive table (which a large tensor builds): the same bits either way,
// and the same as MPFR's rounding.
TEST(ElementwiseTranscendental, FewSixteenBitElementsGiveTheirTableEntries) {
  std::mt19937_64 rng(16);
  for (ElementType type : {ElementType::kF16, ElementType::kBF16}) {
    std::vector<uint64_t> few;
    for (int i = 0; i < 64; ++i) few.push_back(rng() & 0xFFFF);
    const Tensor all = fromBits(type, ewtest::allPatterns(type));
    const Tensor some = fromBits(type, few);
    for (const UnaryCase& c : kUnary) {
      const Tensor table = runOp(c.op, {all}, tensorOf(type, all.shape()));
      const Tensor direct = runOp(c.op, {some}, tensorOf(type, some.shape()));
      ASSERT_EQ(direct.numElements(), 64);
      for (int64_t i = 0; i < 64; ++i)
        EXPECT_EQ(direct.bits(i), table.bits(static_cast<int64_t>(few[static_cast<size_t>(i)])))
            << c.op << " " << elementTypeName(type) << " x=0x" << std::hex << few[i];
      EXPECT_EQ(checkUnary(c, type, few), 0) << c.op << " " << elementTypeName(type);
    }
  }
}

// Random patterns (uniform over the encodings, so every binade is hit) and
// the edge values of the format.
std::vector<uint64_t> sample(ElementType type, int count, uint64_t seed) {
  const FloatFormat& f = *floatFormat(type);
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> v;
  const uint64_t sign = f.signMask();
  for (uint64_t edge : {uint64_t{0}, uint64_t{1}, f.mantissaMask(), f.mantissaMask() + 1,
                        f.maxFiniteBits(), f.infBits(), f.canonicalNanBits(), f.exponentMask() | 1})
    for (uint64_t s : {uint64_t{0}, sign}) v.push_back(edge | s);
  // One, two, π-ish, and values near where functions change behaviour.
  for (double d : {1.0, -1.0, 2.0, 0.5, 3.14159265358979, 88.7, -87.3, 710.0, -745.1, 1e-8,
                   0.9999999, 1.0000001, 100.0, -100.0, 1e30, -1e30}) {
    mpfr_t t;
    mpfr_init2(t, 64);
    mpfr_set_d(t, d, MPFR_RNDN);
    v.push_back(roundToFormat(t, 0, type));
    mpfr_clear(t);
  }
  for (int i = 0; i < count; ++i) v.push_back(rng() & f.allBitsMask());
  return v;
}

TEST(ElementwiseTranscendental, F32LargeRandomAndEdgeSample) {
  for (const UnaryCase& c : kUnary)
    EXPECT_EQ(checkUnary(c, ElementType::kF32,
                         sample(ElementType::kF32, hlo_cts::tests::randomSample(30000), 1)),
              0)
        << c.op;
}

TEST(ElementwiseTranscendental, F64RandomAndEdgeSample) {
  for (const UnaryCase& c : kUnary)
    EXPECT_EQ(checkUnary(c, ElementType::kF64,
                         sample(ElementType::kF64, hlo_cts::tests::randomSample(3000), 2)),
              0)
        << c.op;
}

// Binary functions: every pair on the 8-bit formats, samples on wider ones.
struct BinaryCase {
  const char* op;
  ewtest::MpfrBinary fn;
};
const BinaryCase kBinary[] = {{"stablehlo.power", mpfr_pow}, {"stablehlo.atan2", mpfr_atan2}};

int checkBinary(const BinaryCase& c, ElementType type, const std::vector<uint64_t>& xs,
                const std::vector<uint64_t>& ys) {
  return ewtest::checkBinaryAgainstMpfr(c.op, c.fn, type, xs, ys);
}

TEST(ElementwiseTranscendental, PowerAndAtan2OnEveryPairOf8BitFormats) {
  for (const BinaryCase& c : kBinary)
    for (ElementType type : ewtest::smallFormats()) {
      const auto [xs, ys] = ewtest::allPairs(type);
      EXPECT_EQ(checkBinary(c, type, xs, ys), 0) << c.op << " " << elementTypeName(type);
    }
}

TEST(ElementwiseTranscendental, PowerAndAtan2OnWideFormatSamples) {
  for (const BinaryCase& c : kBinary)
    for (ElementType type :
         {ElementType::kF16, ElementType::kBF16, ElementType::kF32, ElementType::kF64}) {
      std::vector<uint64_t> xs = sample(type, 20000, 3);
      std::vector<uint64_t> ys = sample(type, 20000, 4);
      std::shuffle(ys.begin(), ys.end(), std::mt19937_64(5));
      xs.resize(std::min(xs.size(), ys.size()));
      ys.resize(xs.size());
      EXPECT_EQ(checkBinary(c, type, xs, ys), 0) << c.op << " " << elementTypeName(type);
    }
}

TEST(ElementwiseTranscendental, NaNOperandsPropagateAndNewNaNsAreTheDefaultNaN) {
  // A NaN operand comes back quieted with its sign and payload (f16 0x7D01
  // is a signalling NaN), as x86 hardware returns it.
  const Tensor x = fromBits(ElementType::kF16, {0x7D01, 0xFE42, 0x7C00, 0xBC00});
  const Tensor sine = runOp("stablehlo.sine", {x}, tensorOf(ElementType::kF16, {4}));
  EXPECT_EQ(sine.bits(0), 0x7F01u);
  EXPECT_EQ(sine.bits(1), 0xFE42u);
  // sin(+Inf) is invalid: the default NaN, negative and quiet.
  EXPECT_EQ(sine.bits(2), 0xFE00u);
  const Tensor log = runOp("stablehlo.log", {x}, tensorOf(ElementType::kF16, {4}));
  EXPECT_EQ(log.bits(3), 0xFE00u);  // log(−1)
  const Tensor f32 = fromBits(ElementType::kF32, {0x7F800000u, 0xBF800000u});
  const Tensor cos32 = runOp("stablehlo.cosine", {f32}, tensorOf(ElementType::kF32, {2}));
  EXPECT_EQ(cos32.bits(0), 0xFFC00000u);
  // pow(NaN, 0) = 1 and pow(1, NaN) = 1 (C Annex F): no NaN at all.
  const Tensor base = fromBits(ElementType::kF32, {0x7FC00000u, 0x3F800000u});
  const Tensor exponent = fromBits(ElementType::kF32, {0, 0x7FC00000u});
  const Tensor pow = runOp("stablehlo.power", {base, exponent}, tensorOf(ElementType::kF32, {2}));
  EXPECT_EQ(pow.bits(0), 0x3F800000u);
  EXPECT_EQ(pow.bits(1), 0x3F800000u);
}

TEST(ElementwiseTranscendental, Atan2FollowsIeeeSpecialCases) {
  // IEEE 754 §9.2.1: atan2(±0, −0) = ±π, atan2(±0, +0) = ±0,
  // atan2(±y, −Inf) = ±π, atan2(±Inf, +Inf) = ±π/4, atan2(−0, x>0) = −0.
  const ElementType t = ElementType::kF32;
  const Tensor y = fromBits(t, {0x00000000u, 0x80000000u, 0x00000000u, 0x80000000u, 0x3F800000u,
                                0x7F800000u, 0x80000000u});
  const Tensor x = fromBits(t, {0x80000000u, 0x80000000u, 0x00000000u, 0x00000000u, 0xFF800000u,
                                0x7F800000u, 0x3F800000u});
  const Tensor r = runOp("stablehlo.atan2", {y, x}, tensorOf(t, {7}));
  EXPECT_EQ(r.bits(0), 0x40490FDBu);  // π rounded to f32
  EXPECT_EQ(r.bits(1), 0xC0490FDBu);
  EXPECT_EQ(r.bits(2), 0x00000000u);
  EXPECT_EQ(r.bits(3), 0x80000000u);
  EXPECT_EQ(r.bits(4), 0x40490FDBu);
  EXPECT_EQ(r.bits(5), 0x3F490FDBu);  // π/4
  EXPECT_EQ(r.bits(6), 0x80000000u);
}

TEST(ElementwiseTranscendental, ResultsCarryACorrectlyRoundedExpectation) {
  const Tensor x = fromBits(ElementType::kF32, {0x3F800000u});
  Result<std::vector<RuntimeValue>> r =
      ewtest::runOpValues("stablehlo.exponential", {x}, {tensorOf(ElementType::kF32, {1})});
  ASSERT_TRUE(r.ok());
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->rule(0), ElementRule::kRounded);
  EXPECT_EQ(e->op(), "stablehlo.exponential");
  EXPECT_EQ((*r)[0].tensor().bits(0), 0x402DF854u);  // e rounded to f32
  // A function's budget is its StableHLO op's, for the CHLO op of the same
  // function too, and the CHLO op's where StableHLO has none.
  for (auto [name, budget] :
       {std::pair{"chlo.tan", "stablehlo.tan"}, std::pair{"stablehlo.tan", "stablehlo.tan"},
        std::pair{"chlo.erf", "chlo.erf"}}) {
    Result<std::vector<RuntimeValue>> t =
        ewtest::runOpValues(name, {x}, {tensorOf(ElementType::kF32, {1})});
    ASSERT_TRUE(t.ok()) << name;
    ASSERT_NE((*t)[0].expectation(), nullptr) << name;
    EXPECT_EQ((*t)[0].expectation()->op(), budget) << name;
  }
}

// digamma's poles (0 and the negative integers) have no value the spec or
// IEEE 754 fixes: any result is allowed there (XLA:CPU gives NaN at 0, MPFR
// −Inf), and everywhere else the correctly rounded one.
TEST(ElementwiseTranscendental, DigammaAllowsAnyResultAtItsPoles) {
  const Tensor x = fromBits(ElementType::kF32, {0x00000000u, 0x80000000u, 0xC0400000u, 0x3FC00000u,
                                                0xC0200000u});  // 0, −0, −3, 1.5, −2.5
  Result<std::vector<RuntimeValue>> out =
      runOpValues("chlo.digamma", {x}, {tensorOf(ElementType::kF32, {5})});
  ASSERT_TRUE(out.ok()) << out.error().str();
  EXPECT_EQ(rules((*out)[0]),
            (std::vector<ElementRule>{ElementRule::kAny, ElementRule::kAny, ElementRule::kAny,
                                      ElementRule::kRounded, ElementRule::kRounded}));
  // The same in a format without NaN (f4E2M1FN: 0, −1, 1.5).
  const Tensor f4 = fromBits(ElementType::kF4E2M1FN, {0x0u, 0xAu, 0x3u});
  Result<std::vector<RuntimeValue>> narrow =
      runOpValues("chlo.digamma", {f4}, {tensorOf(ElementType::kF4E2M1FN, {3})});
  ASSERT_TRUE(narrow.ok()) << narrow.error().str();
  EXPECT_EQ(rules((*narrow)[0]), (std::vector<ElementRule>{ElementRule::kAny, ElementRule::kAny,
                                                           ElementRule::kRounded}));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
