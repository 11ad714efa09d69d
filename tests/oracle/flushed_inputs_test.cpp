// Profile flush_subnormals=inputs: a simulated DAZ backend (every subnormal
// float operand of an arithmetic op read as a zero of its sign) must pass
// under a profile that allows it, fail under one that does not, and a wrong
// result must still fail with both readings in its explanation.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "oracle/expectation.h"
#include "oracle/ops/families.h"
#include "oracle/profile.h"
#include "profile_test_util.h"
#include "reduction_test_util.h"
#include "spec/float_value.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Tensor;
using testing::intTensor;
using testing::profileOf;
using testing::runProgram;

float daz(float x) {
  return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(0.0f, x) : x;
}

const Profile& dazProfile() {
  static const Profile p = profileOf("op=* type=* ulp=0 flush_subnormals=inputs zero_sign=match\n");
  return p;
}
const Profile& ieeeProfile() {
  static const Profile p = profileOf("op=* type=* ulp=0 flush_subnormals=none zero_sign=match\n");
  return p;
}

// The oracle's results of `text` (function @f) under `profile`.
Result<std::vector<RuntimeValue>> evaluate(const std::string& text, std::vector<Tensor> args,
                                           const Profile& profile) {
  EvalOptions options;
  options.profile = &profile;
  return runProgram(text, std::move(args), options);
}

// Evaluates `text` (function @f, f32 operands of shape [n]) under `profile`
// and judges `actual` against its first result.
Comparison judge(const std::string& text, std::vector<Tensor> args, const Tensor& actual,
                 const Profile& profile) {
  auto results = evaluate(text, std::move(args), profile);
  EXPECT_TRUE(results.ok()) << (results.ok() ? "" : results.error().str());
  if (!results.ok()) {
    Comparison failed;
    failed.passed = false;
    return failed;
  }
  const RuntimeValue& r = (*results)[0];
  TensorExpectation exact(r.tensor(), "");
  return compare(actual, r.expectation() ? *r.expectation() : exact, profile);
}

// `actual` is a DAZ backend's result: allowed with flushed subnormal inputs
// and called wrong under IEEE reading; `what` names the case in failures.
void expectOnlyFlushingAllows(const std::string& text, const std::vector<Tensor>& args,
                              const Tensor& actual, const std::string& what = "") {
  const Comparison daz = judge(text, args, actual, dazProfile());
  EXPECT_TRUE(daz.passed) << what << ": " << daz.explain();
  EXPECT_FALSE(judge(text, args, actual, ieeeProfile()).passed) << what;
}

// Inputs where half the elements are subnormal (either sign), the rest normal
// of magnitude about 2^scale.
std::vector<float> mixedInputs(std::mt19937& rng, size_t n, int scale) {
  std::uniform_int_distribution<uint32_t> mantissa(1, 0x7FFFFF);
  std::uniform_real_distribution<float> normal(-4.0f, 4.0f);
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) {
    if (i % 2 == 0) {
      uint32_t bits = mantissa(rng) | (rng() & 1 ? 0x80000000u : 0u);
      v[i] = std::bit_cast<float>(bits);
    } else {
      v[i] = std::ldexp(normal(rng), scale);
    }
  }
  std::shuffle(v.begin(), v.end(), rng);
  return v;
}

std::string binaryProgram(const std::string& op, size_t n) {
  const std::string t = "tensor<" + std::to_string(n) + "xf32>";
  return "func.func @f(%a: " + t + ", %b: " + t + ") -> " + t + " {\n  %r = stablehlo." + op +
         " %a, %b : " + t + "\n  return %r : " + t + "\n}\n";
}

struct BinaryCase {
  std::string op;
  std::function<float(float, float)> fn;
  int scale;  // of the normal operands: where a subnormal's presence shows
};

TEST(FlushedInputs, DazBackendPassesOnlyUnderAProfileThatAllowsIt) {
  std::mt19937 rng(7);
  const size_t n = 64;
  const std::vector<BinaryCase> cases = {
      {"add", [](float a, float b) { return a + b; }, -124},
      {"subtract", [](float a, float b) { return a - b; }, -124},
      {"multiply", [](float a, float b) { return a * b; }, 100},
      {"divide", [](float a, float b) { return a / b; }, -100},
      // IEEE maximum: +0 above -0.
      {"maximum", [](float a, float b) { return a > b || (a == b && !std::signbit(a)) ? a : b; },
       -124},
  };
  for (const BinaryCase& c : cases) {
    const std::vector<float> a = mixedInputs(rng, n, -124), b = mixedInputs(rng, n, c.scale);
    std::vector<float> backend(n);
    for (size_t i = 0; i < n; ++i) backend[i] = c.fn(daz(a[i]), daz(b[i]));
    auto run = [&](const Profile& profile) {
      return judge(binaryProgram(c.op, n), {f32Tensor({int64_t(n)}, a), f32Tensor({int64_t(n)}, b)},
                   f32Tensor({int64_t(n)}, backend), profile);
    };
    Comparison allowed = run(dazProfile());
    EXPECT_TRUE(allowed.passed) << c.op << "\n" << allowed.explain();
    Comparison spec = run(ieeeProfile());
    EXPECT_FALSE(spec.passed) << c.op << ": the spec reads subnormal inputs as they are";
    EXPECT_EQ(spec.explain().find("or, with"), std::string::npos) << spec.explain();
  }
}

TEST(FlushedInputs, AWrongResultStillFailsAndNamesBothReadings) {
  const float sub = std::numeric_limits<float>::denorm_min() * 3;
  const std::string text = binaryProgram("add", 1);
  // sub + sub = 6·min exactly; with flushed inputs, +0. 5·min is neither.
  Comparison c =
      judge(text, {f32Tensor({1}, {sub}), f32Tensor({1}, {sub})},
            f32Tensor({1}, {std::numeric_limits<float>::denorm_min() * 5}), dazProfile());
  EXPECT_FALSE(c.passed);
  EXPECT_NE(c.explain().find("or, with subnormal inputs read as zero: expected exactly 0x00000000"),
            std::string::npos)
      << c.explain();
  // The zero's sign is judged: -0 is no flushed reading of +sub + +sub.
  EXPECT_FALSE(judge(text, {f32Tensor({1}, {sub}), f32Tensor({1}, {sub})}, f32Tensor({1}, {-0.0f}),
                     dazProfile())
                   .passed);
  EXPECT_TRUE(judge(text, {f32Tensor({1}, {sub}), f32Tensor({1}, {sub})}, f32Tensor({1}, {0.0f}),
                    dazProfile())
                  .passed);
}

TEST(FlushedInputs, OpsThatOnlyMoveBitsAreNotFlushed) {
  const float sub = std::numeric_limits<float>::denorm_min() * 9;
  const std::string text =
      "func.func @f(%p: tensor<1xi1>, %a: tensor<1xf32>) -> tensor<1xf32> {\n"
      "  %r = stablehlo.select %p, %a, %a : tensor<1xi1>, tensor<1xf32>\n"
      "  return %r : tensor<1xf32>\n}\n";
  Tensor p({1}, ElementType::kI1);
  p.setBits(0, 1);
  EXPECT_FALSE(
      judge(text, {p, f32Tensor({1}, {sub})}, f32Tensor({1}, {0.0f}), dazProfile()).passed);
  EXPECT_TRUE(judge(text, {p, f32Tensor({1}, {sub})}, f32Tensor({1}, {sub}), dazProfile()).passed);
}

TEST(FlushedInputs, TheRuleIsPerOperandType) {
  // sub · 2^100 is normal; a DAZ backend gives +0.
  const float sub = std::numeric_limits<float>::denorm_min() * 3;
  const std::vector<Tensor> args = {f32Tensor({1}, {sub}), f32Tensor({1}, {std::ldexp(1.0f, 100)})};
  const Tensor flushed = f32Tensor({1}, {0.0f});
  Profile f64Only = profileOf("op=* type=* ulp=0\ntype=f64 flush_subnormals=inputs\n");
  EXPECT_FALSE(judge(binaryProgram("multiply", 1), args, flushed, f64Only).passed);
  Profile f32Multiply =
      profileOf("op=* type=* ulp=0\nop=multiply type=f32 flush_subnormals=inputs\n");
  EXPECT_TRUE(judge(binaryProgram("multiply", 1), args, flushed, f32Multiply).passed);
  const std::vector<Tensor> quotient = {f32Tensor({1}, {sub}),
                                        f32Tensor({1}, {std::ldexp(1.0f, -100)})};
  EXPECT_FALSE(judge(binaryProgram("divide", 1), quotient, flushed, f32Multiply).passed);
}

TEST(FlushedInputs, DotGeneralReadsFlushedOperands) {
  // Σ a_i·b_i with a = [sub, 2^-40], b = [2^100, 1]: the subnormal term
  // 2^100·sub is larger than the other; a DAZ backend drops it.
  const float sub = std::numeric_limits<float>::denorm_min() * 5;
  const std::string text =
      "func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<f32> {\n"
      "  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xf32>, "
      "tensor<2xf32>) -> tensor<f32>\n  return %r : tensor<f32>\n}\n";
  const float big = std::ldexp(1.0f, 100);
  expectOnlyFlushingAllows(
      text, {f32Tensor({2}, {sub, std::ldexp(1.0f, -40)}), f32Tensor({2}, {big, 1.0f})},
      f32Tensor({}, {std::ldexp(1.0f, -40)}));
}

// A backend that flushes subnormal results flushes the partial results of a
// dot too: -0.5 · FLT_MIN is subnormal, so it drops out of
// -0.5 · FLT_MIN + 1 · 2·FLT_MIN, giving 2·FLT_MIN where the exact result is
// 1.5·FLT_MIN (XLA:CPU, campaign xla-cpu-seed21). Allowed where the profile
// flushes outputs, not under the IEEE reading nor where only inputs flush;
// a result off by more than the flushed terms still fails.
TEST(FlushedInputs, FlushedPartialResultsOfADotAreAllowedWhereResultsFlush) {
  const float m = std::numeric_limits<float>::min();
  const std::string text =
      "func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<f32> {\n"
      "  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xf32>, "
      "tensor<2xf32>) -> tensor<f32>\n  return %r : tensor<f32>\n}\n";
  const std::vector<Tensor> args = {f32Tensor({2}, {-0.5f, 1.0f}), f32Tensor({2}, {m, 2 * m})};
  const Profile ftz = profileOf("op=* type=* ulp=0 flush_subnormals=outputs zero_sign=match\n");
  const Tensor flushed = f32Tensor({}, {2 * m});
  EXPECT_TRUE(judge(text, args, flushed, ftz).passed);
  EXPECT_FALSE(judge(text, args, flushed, ieeeProfile()).passed);
  EXPECT_FALSE(judge(text, args, flushed, dazProfile()).passed);
  EXPECT_TRUE(judge(text, args, f32Tensor({}, {1.5f * m}), ftz).passed);
  EXPECT_FALSE(judge(text, args, f32Tensor({}, {1.0f}), ftz).passed);
  EXPECT_FALSE(judge(text, args, f32Tensor({}, {64 * m}), ftz).passed);
}

// An op with a body reads its operands as its body's ops do: map's add of
// the largest subnormal to itself is 0 for a DAZ backend (XLA:CPU, found by
// `hlo-cts fuzz` against xla-cpu), allowed under flush_subnormals=inputs.
TEST(FlushedInputs, OpsWithBodiesReadTheirOperandsAsTheirBodiesDo) {
  const float sub = std::numeric_limits<float>::denorm_min() * 0x7FFFFF;
  const std::string text =
      "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %r = \"stablehlo.map\"(%a) <{dimensions = array<i64: 0>}> ({\n"
      "  ^bb0(%x: tensor<f32>):\n"
      "    %s = stablehlo.add %x, %x : tensor<f32>\n"
      "    stablehlo.return %s : tensor<f32>\n"
      "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return %r : tensor<2xf32>\n}\n";
  expectOnlyFlushingAllows(text, {f32Tensor({2}, {sub, 1.0f})}, f32Tensor({2}, {0.0f, 2.0f}));
}

// The branches of if and case are program code: an add there gets the
// flushed reading as at the top of a function (XLA:CPU's DAZ add of two
// subnormals in a case branch was called a spec violation).
TEST(FlushedInputs, ControlFlowBranchesAreProgramCode) {
  const float sub = std::numeric_limits<float>::denorm_min() * 0x7FFFFF;
  for (const char* branch : {"case", "if"}) {
    const std::string selector = std::string(branch) == "case"
                                     ? "  %c = stablehlo.constant dense<0> : tensor<i32>\n"
                                     : "  %c = stablehlo.constant dense<true> : tensor<i1>\n";
    const std::string text =
        "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n" + selector + "  %r = \"stablehlo." +
        branch +
        "\"(%c) ({\n"
        "    %s = stablehlo.add %a, %a : tensor<2xf32>\n"
        "    stablehlo.return %s : tensor<2xf32>\n" +
        (std::string(branch) == "if" ? "  }, {\n    stablehlo.return %a : tensor<2xf32>\n" : "") +
        "  }) : (" + (std::string(branch) == "case" ? "tensor<i32>" : "tensor<i1>") +
        ") -> tensor<2xf32>\n"
        "  return %r : tensor<2xf32>\n}\n";
    expectOnlyFlushingAllows(text, {f32Tensor({2}, {sub, 1.0f})}, f32Tensor({2}, {0.0f, 2.0f}),
                             branch);
  }
}

// sort under DAZ compares flushed keys but moves the original values: a
// subnormal and a zero become ties, in either order, and the subnormal
// itself stays in the result (XLA:CPU's bf16 sort was called a violation).
TEST(FlushedInputs, SortComparesFlushedKeysButMovesTheOriginalValues) {
  const float sub = std::numeric_limits<float>::denorm_min() * 5;
  const std::string text =
      "func.func @f(%a: tensor<3xf32>) -> tensor<3xf32> {\n"
      "  %r = \"stablehlo.sort\"(%a) <{dimension = 0 : i64}> ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
      "    %c = stablehlo.compare LT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  }) : (tensor<3xf32>) -> tensor<3xf32>\n"
      "  return %r : tensor<3xf32>\n}\n";
  const std::vector<Tensor> input = {f32Tensor({3}, {1.0f, sub, 0.0f})};
  auto run = [&](std::vector<float> actual, const Profile& profile) {
    return judge(text, input, f32Tensor({3}, actual), profile);
  };
  EXPECT_TRUE(run({0.0f, sub, 1.0f}, ieeeProfile()).passed);
  EXPECT_FALSE(run({sub, 0.0f, 1.0f}, ieeeProfile()).passed);
  EXPECT_TRUE(run({sub, 0.0f, 1.0f}, dazProfile()).passed)
      << run({sub, 0.0f, 1.0f}, dazProfile()).explain();
  EXPECT_TRUE(run({0.0f, sub, 1.0f}, dazProfile()).passed);
  // Each position may hold any of its tied originals (judged element by
  // element, so not the exact multiset), but never a value the input lacks.
  EXPECT_FALSE(run({0.0f, sub * 3, 1.0f}, dazProfile()).passed);
}

// Flushing can make keys tie whose elements differ elsewhere (another
// operand, an imaginary part): an unstable sort may then put them in any
// order, as it may elements tied without flushing. IREE's DAZ sort of
// complex keys compared by their real parts put the element with a
// subnormal real part after the zeros it ties with under DAZ.
TEST(FlushedInputs, KeysThatFlushingTiesMayComeInAnyOrderInAnUnstableSort) {
  const float sub = std::numeric_limits<float>::denorm_min() * 5;
  const std::string text =
      "func.func @f(%k: tensor<3xf32>, %v: tensor<3xi32>) -> tensor<3xi32> {\n"
      "  %r:2 = \"stablehlo.sort\"(%k, %v) <{dimension = 0 : i64}> ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %a: tensor<i32>, %b: tensor<i32>):\n"
      "    %c = stablehlo.compare GT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  }) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)\n"
      "  return %r#1 : tensor<3xi32>\n}\n";
  const std::vector<Tensor> input = {f32Tensor({3}, {sub, 0.0f, 0.0f}),
                                     intTensor({3}, ElementType::kSI32, {10, 20, 30})};
  auto run = [&](std::vector<int64_t> values, const Profile& profile) {
    return judge(text, input, intTensor({3}, ElementType::kSI32, values), profile);
  };
  EXPECT_TRUE(run({10, 30, 20}, ieeeProfile()).passed);
  // The subnormal key sorts after the zeros it ties with under DAZ.
  const std::vector<int64_t> tiedLast = {20, 30, 10};
  EXPECT_FALSE(run(tiedLast, ieeeProfile()).passed);
  EXPECT_TRUE(run(tiedLast, dazProfile()).passed) << run(tiedLast, dazProfile()).explain();
  EXPECT_TRUE(run({30, 10, 20}, dazProfile()).passed);
  EXPECT_FALSE(run({20, 30, 99}, dazProfile()).passed);
}

// map's elements are what its computation allows: a result one ulp from
// the correctly rounded exp passes where the profile grants exp one ulp
// (the map result was judged exact before; XLA:CPU's complex multiply in a
// map body failed that way), and fails under the strict profile.
TEST(FlushedInputs, MapCarriesItsComputationsAllowedResults) {
  const std::string text =
      "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %r = \"stablehlo.map\"(%a) <{dimensions = array<i64: 0>}> ({\n"
      "  ^bb0(%x: tensor<f32>):\n"
      "    %e = stablehlo.exponential %x : tensor<f32>\n"
      "    stablehlo.return %e : tensor<f32>\n"
      "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return %r : tensor<2xf32>\n}\n";
  const float e = std::exp(1.0f);  // correctly rounded: 0x402DF854
  const float off = std::nextafter(e, 0.0f);
  const Profile budget = profileOf("op=* type=* ulp=0\nop=exponential type=* ulp=1\n");
  EXPECT_TRUE(
      judge(text, {f32Tensor({2}, {1.0f, 0.0f})}, f32Tensor({2}, {off, 1.0f}), budget).passed);
  EXPECT_FALSE(
      judge(text, {f32Tensor({2}, {1.0f, 0.0f})}, f32Tensor({2}, {off, 1.0f}), ieeeProfile())
          .passed);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(SignalingNaNOperands, AllowANaNBesideTheQuietReading) {
  // pow(x, 0) is 1 for every quiet x, NaN included (IEEE 754 §9.2.1); a
  // signaling NaN signals invalid and gives NaN (IEEE 754 §7.2), unless the
  // implementation quiets it first. Both readings pass for the signaling
  // NaN, only 1 for the quiet one (found by a cuda-host campaign).
  const std::string text =
      "func.func @f(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %0 = stablehlo.power %x, %y : tensor<2xf32>\n"
      "  func.return %0 : tensor<2xf32>\n"
      "}\n";
  const float quiet = std::numeric_limits<float>::quiet_NaN();
  const float signaling = std::numeric_limits<float>::signaling_NaN();
  auto args = [&] {
    return std::vector<Tensor>{f32Tensor({2}, {signaling, quiet}), f32Tensor({2}, {0.0f, 0.0f})};
  };
  EXPECT_TRUE(judge(text, args(), f32Tensor({2}, {1.0f, 1.0f}), ieeeProfile()).passed);
  EXPECT_TRUE(judge(text, args(), f32Tensor({2}, {quiet, 1.0f}), ieeeProfile()).passed);
  EXPECT_FALSE(judge(text, args(), f32Tensor({2}, {1.0f, quiet}), ieeeProfile()).passed);
  EXPECT_FALSE(judge(text, args(), f32Tensor({2}, {2.0f, 1.0f}), ieeeProfile()).passed);
}

// A signaling NaN that reaches the op through one that copies it (negate)
// still allows the NaN; one that an arithmetic op has quieted on the way
// (add) does not: the evaluator skips scanning only what holds no
// signaling NaN.
TEST(SignalingNaNOperands, SurviveCopiesAndNotArithmetic) {
  auto text = [](const char* between) {
    return std::string("func.func @f(%x: tensor<1xf32>, %y: tensor<1xf32>) -> tensor<1xf32> {\n") +
           between +
           "  %0 = stablehlo.power %n, %y : tensor<1xf32>\n"
           "  func.return %0 : tensor<1xf32>\n"
           "}\n";
  };
  const float quiet = std::numeric_limits<float>::quiet_NaN();
  const float signaling = std::numeric_limits<float>::signaling_NaN();
  const std::vector<Tensor> args = {f32Tensor({1}, {signaling}), f32Tensor({1}, {0.0f})};
  const std::string copied = text("  %n = stablehlo.negate %x : tensor<1xf32>\n");
  const std::string quieted = text("  %n = stablehlo.add %x, %y : tensor<1xf32>\n");
  EXPECT_TRUE(judge(copied, args, f32Tensor({1}, {quiet}), ieeeProfile()).passed);
  EXPECT_TRUE(judge(copied, args, f32Tensor({1}, {1.0f}), ieeeProfile()).passed);
  EXPECT_FALSE(judge(quieted, args, f32Tensor({1}, {quiet}), ieeeProfile()).passed);
  EXPECT_TRUE(judge(quieted, args, f32Tensor({1}, {1.0f}), ieeeProfile()).passed);
}

// The same in every IEEE format, on a tensor of several parallel scan
// blocks: exactly the signaling patterns (the lowest and highest payloads,
// either sign, in the last block) allow the NaN; the quiet NaN next to them,
// the infinity and the largest finite value do not.
TEST(SignalingNaNOperands, FoundInEveryFormatAtEveryPosition) {
  constexpr int64_t kN = 200'000;
  for (ElementType type : {ElementType::kF64, ElementType::kF32, ElementType::kF16,
                           ElementType::kBF16, ElementType::kF8E5M2}) {
    const FloatFormat& f = *floatFormat(type);
    const uint64_t inf = f.exponentMask(), quiet = uint64_t{1} << (f.mantissaBits - 1);
    const std::string t =
        "tensor<" + std::to_string(kN) + "x" + std::string(elementTypeName(type)) + ">";
    const std::string text = "func.func @f(%x: " + t + ", %y: " + t + ") -> " + t +
                             " {\n  %0 = stablehlo.power %x, %y : " + t +
                             "\n  func.return %0 : " + t + "\n}\n";
    const uint64_t one = roundIntegerToFormat(1, type), nan = f.canonicalNanBits();
    // Position: operand bits, whether the NaN reading is allowed there.
    const std::vector<std::pair<int64_t, std::pair<uint64_t, bool>>> cases = {
        {kN - 5, {inf + 1, true}},      {kN - 4, {f.signMask() | (inf + quiet - 1), true}},
        {kN - 3, {inf + quiet, false}}, {kN - 2, {inf, false}},
        {kN - 1, {inf - 1, false}},
    };
    Tensor x({kN}, type), y({kN}, type), expected({kN}, type);
    for (int64_t i = 0; i < kN; ++i) x.setBits(i, one), expected.setBits(i, one);
    for (const auto& [at, c] : cases) x.setBits(at, c.first);
    for (const auto& [at, c] : cases) {
      Tensor actual = expected;
      actual.setBits(at, nan);
      EXPECT_EQ(judge(text, {x, y}, actual, ieeeProfile()).passed, c.second)
          << elementTypeName(type) << " operand bits 0x" << std::hex << c.first;
    }
    EXPECT_TRUE(judge(text, {x, y}, expected, ieeeProfile()).passed) << elementTypeName(type);
  }
}

// resultsHoldOnlyQuietNaNs, which lets the evaluator skip scanning these
// results for signaling NaNs, holds: every arithmetic element-wise op it
// names, run on signaling NaNs (either sign, the lowest and highest
// payloads) in every operand position and combination, beside ordinary
// values, gives results with no signaling NaN part in every IEEE format it
// takes; the real ops it leaves out do copy one in f32.
TEST(SignalingNaNOperands, OpsSaidToQuietNaNsHoldOnlyQuietNaNs) {
  constexpr int64_t kN = 32;
  auto operand = [&](ElementType type, int k) {
    const FloatFormat& f = *floatFormat(complexPartType(type));
    const uint64_t inf = f.exponentMask(), quiet = uint64_t{1} << (f.mantissaBits - 1);
    const uint64_t signaling[4] = {inf + 1, inf + quiet - 1, f.signMask() | (inf + 1),
                                   f.signMask() | (inf + quiet - 1)};
    const uint64_t ordinary = roundIntegerToFormat(k + 2, complexPartType(type));
    Tensor t({kN}, type);
    for (int64_t e = 0; e < kN; ++e)
      for (int p = 0; p < (isComplex(type) ? 2 : 1); ++p)
        t.setPartBits(e, p, ((e >> (k + p)) & 1) ? signaling[(e + k) % 4] : ordinary);
    return t;
  };
  auto signalingParts = [](const Tensor& t) {
    const FloatFormat& f = *floatFormat(complexPartType(t.elementType()));
    const uint64_t inf = f.exponentMask(), quiet = uint64_t{1} << (f.mantissaBits - 1);
    int count = 0;
    for (int64_t e = 0; e < t.numElements(); ++e)
      for (int p = 0; p < (isComplex(t.elementType()) ? 2 : 1); ++p) {
        const uint64_t magnitude = t.partBits(e, p) & ~f.signMask();
        count += magnitude > inf && magnitude < inf + quiet;
      }
    return count;
  };
  int opsRun = 0;
  for (OpId id : allOps()) {
    const OpInfo& info = opInfo(id);
    if (info.family != OpFamily::kElementwise || !info.readsFloatsArithmetically()) continue;
    const std::string name(info.name);
    std::vector<NamedAttribute> attrs;
    if (id == OpId::kReducePrecision)
      attrs = {{"exponent_bits", Attribute::integer(5)}, {"mantissa_bits", Attribute::integer(2)}};
    bool ran = false;
    for (ElementType type : {ElementType::kF64, ElementType::kF32, ElementType::kF16,
                             ElementType::kBF16, ElementType::kF8E5M2, ElementType::kComplexF32}) {
      for (int arity = 1; arity <= 3; ++arity) {
        std::vector<Tensor> operands;
        for (int k = 0; k < arity; ++k) operands.push_back(operand(type, k));
        Result<std::vector<RuntimeValue>> out =
            ewtest::runOpValues(name, operands, {Type::tensor({kN}, type)}, attrs);
        if (!out.ok() || out->size() != 1) continue;
        ran = true;
        const int found = signalingParts((*out)[0].tensor());
        if (resultsHoldOnlyQuietNaNs(id, type)) {
          EXPECT_EQ(found, 0) << name << " on " << elementTypeName(type);
        } else if (type == ElementType::kF32) {
          EXPECT_GT(found, 0) << name << " on " << elementTypeName(type);
        }
      }
    }
    opsRun += ran;
  }
  EXPECT_GE(opsRun, 60);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

// Exact everywhere but exponential, which may be one ulp off.
const Profile& exponentialWithinOneUlp() {
  static const Profile profile = profileOf(
      "op=* type=* ulp=0 flush_subnormals=none zero_sign=match\n"
      "op=exponential type=* ulp=1\n");
  return profile;
}

// A budgeted result keeps its budget through the ops that move it: a
// digamma 1 ulp off (within simd-cpu's f64 budget) was called wrong after a
// reshape, which had made every slot exact (campaign seed 103). Two ulps
// off is still outside a 1-ulp budget, and a rounding convert still ends
// the budget.
TEST(PropagatedBudgets, MovesAndNegationKeepARoundedResultsBudget) {
  const Profile& oneUlp = exponentialWithinOneUlp();
  const std::string text =
      "func.func @f(%x: tensor<2xf32>) -> tensor<1x2xf32> {\n"
      "  %e = stablehlo.exponential %x : tensor<2xf32>\n"
      "  %n = stablehlo.negate %e : tensor<2xf32>\n"
      "  %r = stablehlo.reshape %n : (tensor<2xf32>) -> tensor<1x2xf32>\n"
      "  func.return %r : tensor<1x2xf32>\n"
      "}\n";
  auto args = [] { return std::vector<Tensor>{f32Tensor({2}, {0.3f, 1.7f})}; };
  const float e0 = -std::exp(0.3f), e1 = -std::exp(1.7f);  // within an ulp of the exact values
  auto shifted = [](float v, int ulps) {
    return std::bit_cast<float>(static_cast<uint32_t>(std::bit_cast<uint32_t>(v) + ulps));
  };
  auto at = [](float a, float b) { return f32Tensor({1, 2}, {a, b}); };
  const Tensor exact = [&] {
    auto results = evaluate(text, args(), oneUlp);
    return results.ok() ? (*results)[0].tensor() : Tensor();
  }();
  const float r0 = std::bit_cast<float>(static_cast<uint32_t>(exact.bits(0)));
  const float r1 = std::bit_cast<float>(static_cast<uint32_t>(exact.bits(1)));
  EXPECT_TRUE(judge(text, args(), at(shifted(r0, 1), shifted(r1, -1)), oneUlp).passed);
  EXPECT_FALSE(judge(text, args(), at(shifted(r0, 2), r1), oneUlp).passed);
  EXPECT_TRUE(judge(text, args(), at(e0, e1), oneUlp).passed);
}

// A convert to its own type is a move: the budget survives it (a tan's
// 1-ulp budget did not, campaign seed 110), and two ulps are still out.
TEST(PropagatedBudgets, AConvertToItsOwnTypeKeepsTheBudget) {
  const Profile& oneUlp = exponentialWithinOneUlp();
  const std::string text =
      "func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %e = stablehlo.exponential %x : tensor<2xf32>\n"
      "  %c = stablehlo.convert %e : tensor<2xf32>\n"
      "  func.return %c : tensor<2xf32>\n"
      "}\n";
  const std::vector<Tensor> args = {f32Tensor({2}, {0.3f, 1.7f})};
  auto results = evaluate(text, args, oneUlp);
  ASSERT_TRUE(results.ok());
  const Tensor& exact = (*results)[0].tensor();
  auto shifted = [&](int64_t i, int ulps) {
    return std::bit_cast<float>(static_cast<uint32_t>(exact.bits(i) + ulps));
  };
  EXPECT_TRUE(judge(text, args, f32Tensor({2}, {shifted(0, 1), shifted(1, -1)}), oneUlp).passed);
  EXPECT_FALSE(judge(text, args, f32Tensor({2}, {shifted(0, 2), shifted(1, 0)}), oneUlp).passed);
}

// A widening convert keeps the budget in the narrower type: an f32 exp one
// f32 ulp off is still allowed as an f64 (the widening is exact), two are
// not, and neither is an f64 that no f32 rounds to.
TEST(PropagatedBudgets, AWideningConvertKeepsTheBudgetInTheNarrowerType) {
  const Profile& oneUlp = exponentialWithinOneUlp();
  const std::string text =
      "func.func @f(%x: tensor<1xf32>) -> tensor<1xf64> {\n"
      "  %e = stablehlo.exponential %x : tensor<1xf32>\n"
      "  %c = stablehlo.convert %e : (tensor<1xf32>) -> tensor<1xf64>\n"
      "  %r = stablehlo.reshape %c : (tensor<1xf64>) -> tensor<1xf64>\n"
      "  func.return %r : tensor<1xf64>\n"
      "}\n";
  const std::vector<Tensor> args = {f32Tensor({1}, {0.3f})};
  auto results = evaluate(text, args, oneUlp);
  ASSERT_TRUE(results.ok());
  const double reference = std::bit_cast<double>((*results)[0].tensor().bits(0));
  auto f64Tensor = [](double v) {
    Tensor t({1}, ElementType::kF64);
    t.setBits(0, std::bit_cast<uint64_t>(v));
    return t;
  };
  const float narrow = static_cast<float>(reference);
  const double up1 = std::nextafter(narrow, INFINITY),
               up2 = std::nextafter(static_cast<float>(up1), INFINITY);
  EXPECT_TRUE(judge(text, args, f64Tensor(reference), oneUlp).passed);
  EXPECT_TRUE(judge(text, args, f64Tensor(up1), oneUlp).passed);
  EXPECT_FALSE(judge(text, args, f64Tensor(up2), oneUlp).passed);
  EXPECT_FALSE(judge(text, args, f64Tensor(std::nextafter(reference, INFINITY)), oneUlp).passed);
}

// A NaN result's open payload survives a bitcast_convert to another type of
// the same width: any bits there, while the bits of the other elements stay
// exact (a broadcast_add's NaN was called wrong through a bitcast to bf16,
// campaign seed 110).
TEST(PropagatedBudgets, ABitcastOfANaNAllowsAnyBits) {
  const std::string text =
      "func.func @f(%x: tensor<2xf16>) -> tensor<2xbf16> {\n"
      "  %a = stablehlo.add %x, %x : tensor<2xf16>\n"
      "  %b = stablehlo.bitcast_convert %a : (tensor<2xf16>) -> tensor<2xbf16>\n"
      "  func.return %b : tensor<2xbf16>\n"
      "}\n";
  Tensor x({2}, ElementType::kF16);
  x.setBits(0, 0x7E01);  // a quiet NaN with a payload
  x.setBits(1, 0x3C00);  // 1
  auto output = [](uint64_t first, uint64_t second) {
    Tensor t({2}, ElementType::kBF16);
    t.setBits(0, first);
    t.setBits(1, second);
    return t;
  };
  const Profile& profile = ieeeProfile();
  EXPECT_TRUE(judge(text, {x}, output(0x7E01, 0x4000), profile).passed);  // 2 = 0x4000 in f16
  EXPECT_TRUE(judge(text, {x}, output(0x7C01, 0x4000), profile).passed);  // another NaN's bits
  EXPECT_TRUE(judge(text, {x}, output(0xFE00, 0x4000), profile).passed);
  EXPECT_FALSE(judge(text, {x}, output(0x7E01, 0x4001), profile).passed);
}

Tensor complexTensor(const std::vector<std::pair<float, float>>& values) {
  Tensor t({static_cast<int64_t>(values.size())}, ElementType::kComplexF32);
  for (size_t i = 0; i < values.size(); ++i) {
    t.setPartBits(static_cast<int64_t>(i), 0, std::bit_cast<uint32_t>(values[i].first));
    t.setPartBits(static_cast<int64_t>(i), 1, std::bit_cast<uint32_t>(values[i].second));
  }
  return t;
}

TEST(ComplexSpecialValues, ThePlainFormulasResultsAreAllowedBesideAnnexG) {
  // (−Inf + 219.9i)(−Inf − 2.24i): Annex G recovers (+Inf, +Inf); the plain
  // formula's imaginary part is Inf − Inf = NaN (found by a simd-cpu
  // campaign; XLA computes the plain formula too). A finite product keeps
  // its exact reading.
  const std::string text =
      "func.func @f(%x: tensor<2xcomplex<f32>>, %y: tensor<2xcomplex<f32>>) -> "
      "tensor<2xcomplex<f32>> {\n"
      "  %0 = stablehlo.multiply %x, %y : tensor<2xcomplex<f32>>\n"
      "  func.return %0 : tensor<2xcomplex<f32>>\n"
      "}\n";
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  auto args = [&] {
    return std::vector<Tensor>{complexTensor({{-inf, 219.9f}, {1.0f, 2.0f}}),
                               complexTensor({{-inf, -2.24f}, {3.0f, 4.0f}})};
  };
  EXPECT_TRUE(
      judge(text, args(), complexTensor({{inf, nan}, {-5.0f, 10.0f}}), ieeeProfile()).passed);
  EXPECT_TRUE(
      judge(text, args(), complexTensor({{inf, inf}, {-5.0f, 10.0f}}), ieeeProfile()).passed);
  EXPECT_FALSE(
      judge(text, args(), complexTensor({{inf, 1.0f}, {-5.0f, 10.0f}}), ieeeProfile()).passed);
  EXPECT_FALSE(
      judge(text, args(), complexTensor({{inf, nan}, {-5.0f, nan}}), ieeeProfile()).passed);
}

TEST(ComplexSpecialValues, AMapBodysReadingsAreTheMapResultsReadings) {
  // The same product inside a map body (found by a simd-cpu campaign, seed
  // 100): the body's plain-formula reading must reach the map's result, or
  // a backend computing the plain formula is called wrong. The finite
  // element stays exact, and a NaN where no reading allows one still fails.
  const std::string text =
      "func.func @f(%x: tensor<2xcomplex<f32>>, %y: tensor<2xcomplex<f32>>) -> "
      "tensor<2xcomplex<f32>> {\n"
      "  %0 = \"stablehlo.map\"(%x, %y) <{dimensions = array<i64: 0>}> ({\n"
      "  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):\n"
      "    %p = stablehlo.multiply %a, %b : tensor<complex<f32>>\n"
      "    stablehlo.return %p : tensor<complex<f32>>\n"
      "  }) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>\n"
      "  func.return %0 : tensor<2xcomplex<f32>>\n"
      "}\n";
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  auto args = [&] {
    return std::vector<Tensor>{complexTensor({{1.0f, 2.0f}, {-inf, 0.21875f}}),
                               complexTensor({{3.0f, 4.0f}, {-inf, -0.21875f}})};
  };
  EXPECT_TRUE(
      judge(text, args(), complexTensor({{-5.0f, 10.0f}, {inf, nan}}), ieeeProfile()).passed);
  EXPECT_TRUE(
      judge(text, args(), complexTensor({{-5.0f, 10.0f}, {inf, inf}}), ieeeProfile()).passed);
  EXPECT_FALSE(
      judge(text, args(), complexTensor({{-5.0f, 10.0f}, {inf, 1.0f}}), ieeeProfile()).passed);
  EXPECT_FALSE(
      judge(text, args(), complexTensor({{nan, 10.0f}, {inf, nan}}), ieeeProfile()).passed);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
