// Input precisions a profile permits for dots and convolutions (TF32 on GPUs,
// bf16 passes on TPUs: oracle/profile.h, DotInputPrecision) and the dot
// algorithm attribute: a simulated backend that uses them must pass, and the
// spec's reading (no profile) must still catch it where the difference is
// visible.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>
#include <string>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/profile.h"
#include "profile_test_util.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"
#include "tests/oracle/verified_eval.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Tensor;
using testing::profileOf;

// f32 → bf16 → f32, round to nearest even.
float toBf16(float x) {
  uint32_t b = std::bit_cast<uint32_t>(x);
  b += 0x7FFF + ((b >> 16) & 1);
  return std::bit_cast<float>(b & 0xFFFF0000u);
}

// f32 → TF32 by truncation (10 explicit mantissa bits), as tensor cores may.
float toTf32(float x) {
  return std::bit_cast<float>(std::bit_cast<uint32_t>(x) & 0xFFFFE000u);
}

// Σ a_i·b_i with TF32 inputs, accumulated in f32.
float tf32Dot(const std::vector<float>& a, const std::vector<float>& b) {
  float sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += toTf32(a[i]) * toTf32(b[i]);
  return sum;
}

// Σ a_i·b_i with the inputs split into `components` bf16 parts and the
// products of parts (i, j) with i + j < `maxSum` accumulated in f32: 1 part,
// maxSum 1 is one bf16 pass; 2 parts, maxSum 2 is x3; 3 parts, maxSum 3 x6.
float splitDot(const std::vector<float>& a, const std::vector<float>& b, int components,
               int maxSum) {
  auto split = [components](float x) {
    std::vector<float> parts;
    for (int i = 0; i < components; ++i) {
      parts.push_back(toBf16(x));
      x -= parts.back();
    }
    return parts;
  };
  float sum = 0;
  for (size_t k = 0; k < a.size(); ++k) {
    const std::vector<float> pa = split(a[k]), pb = split(b[k]);
    for (int i = 0; i < components; ++i)
      for (int j = 0; i + j < maxSum && j < components; ++j) sum += pa[i] * pb[j];
  }
  return sum;
}

// Evaluates a length-n f32 dot with `attributes` under `options`; returns
// whether `actual` passes its expectation under `profile`.
bool dotAccepts(const std::string& attributes, const std::vector<float>& a,
                const std::vector<float>& b, float actual, const EvalOptions& options,
                const Profile& profile) {
  const std::string n = std::to_string(a.size());
  const std::string text = "func.func @f(%a: tensor<" + n + "xf32>, %b: tensor<" + n +
                           "xf32>) -> tensor<f32> {\n"
                           "  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0]" +
                           attributes + " : (tensor<" + n + "xf32>, tensor<" + n +
                           "xf32>) -> tensor<f32>\n"
                           "  return %r : tensor<f32>\n}\n";
  Result<Module> m = parseModule(text, "dot.mlir");
  EXPECT_TRUE(m.ok()) << (m.ok() ? "" : m.error().str()) << text;
  if (!m.ok()) return false;
  const std::vector<RuntimeValue> args = {
      RuntimeValue::fromTensor(f32Tensor({int64_t(a.size())}, a)),
      RuntimeValue::fromTensor(f32Tensor({int64_t(b.size())}, b))};
  Result<std::vector<RuntimeValue>> r = testing::verifyAndEvaluate(*m, "f", args, options);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
  if (!r.ok()) return false;
  const RuntimeValue& v = (*r)[0];
  Tensor got = f32Tensor({}, {actual});
  if (!v.expectation()) return got.bits(0) == v.tensor().bits(0);
  return compare(got, *v.expectation(), profile).passed;
}

// Operands whose products do not cancel, so reduced input precision moves the
// result by far more than f32 accumulation can.
void randomOperands(std::mt19937& rng, size_t n, std::vector<float>& a, std::vector<float>& b) {
  std::uniform_real_distribution<float> dist(0.5f, 1.0f);
  a.resize(n);
  b.resize(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = dist(rng);
    b[i] = dist(rng);
  }
}

TEST(ReductionDotPrecision, ProfileLetsDefaultPrecisionUseOneBf16Pass) {
  const Profile tpu = profileOf(
      "op=dot_general type=f32 default_precision=bf16 high_precision=bf16x3 "
      "highest_precision=bf16x6\n");
  EvalOptions with_profile;
  with_profile.profile = &tpu;
  std::mt19937 rng(11);
  int caught_without_profile = 0;
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<float> a, b;
    randomOperands(rng, 1 + static_cast<size_t>(trial % 9) * 4, a, b);
    const float one_pass = splitDot(a, b, 1, 1);
    EXPECT_TRUE(dotAccepts("", a, b, one_pass, with_profile, tpu)) << trial;
    EXPECT_TRUE(dotAccepts(", precision = [DEFAULT, DEFAULT]", a, b, one_pass, with_profile, tpu));
    EXPECT_TRUE(
        dotAccepts(", precision = [HIGH, HIGH]", a, b, splitDot(a, b, 2, 2), with_profile, tpu));
    EXPECT_TRUE(dotAccepts(", precision = [HIGHEST, HIGHEST]", a, b, splitDot(a, b, 3, 3),
                           with_profile, tpu));
    // One operand at DEFAULT is enough to let one pass through.
    EXPECT_TRUE(dotAccepts(", precision = [DEFAULT, HIGHEST]", a, b, one_pass, with_profile, tpu));
    caught_without_profile += !dotAccepts("", a, b, one_pass, EvalOptions{}, Profile());
  }
  // The spec's reading (operands at f32) rejects most one-pass results.
  EXPECT_GT(caught_without_profile, 40);
}

TEST(ReductionDotPrecision, HighestStaysAtOperandPrecisionUnlessTheProfileSaysOtherwise) {
  const Profile gpu = profileOf("op=dot_general type=f32 default_precision=tf32\n");
  EvalOptions options;
  options.profile = &gpu;
  std::mt19937 rng(5);
  int tf32_caught_at_highest = 0;
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<float> a, b;
    randomOperands(rng, 3 + static_cast<size_t>(trial % 5), a, b);
    const float tf32 = tf32Dot(a, b);
    EXPECT_TRUE(dotAccepts(", precision = [DEFAULT, DEFAULT]", a, b, tf32, options, gpu));
    tf32_caught_at_highest +=
        !dotAccepts(", precision = [HIGHEST, HIGHEST]", a, b, tf32, options, gpu);
  }
  EXPECT_GT(tf32_caught_at_highest, 45);
}

TEST(ReductionDotPrecision, DotAlgorithmPassesAreAccepted) {
  const std::string x3 =
      ", algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = "
      "f32, lhs_component_count = 2, rhs_component_count = 2, num_primitive_operations = 3, "
      "allow_imprecise_accumulation = false>";
  const std::string x6 =
      ", algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = "
      "f32, lhs_component_count = 3, rhs_component_count = 3, num_primitive_operations = 6, "
      "allow_imprecise_accumulation = false>";
  const std::string tf32 =
      ", algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = "
      "f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, "
      "allow_imprecise_accumulation = false>";
  std::mt19937 rng(3);
  int x3_caught_as_f32 = 0;
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<float> a, b;
    randomOperands(rng, 1 + static_cast<size_t>(trial % 4), a, b);
    const float r3 = splitDot(a, b, 2, 2), r6 = splitDot(a, b, 3, 3);
    EXPECT_TRUE(dotAccepts(x3, a, b, r3, EvalOptions{}, Profile())) << trial;
    EXPECT_TRUE(dotAccepts(x6, a, b, r6, EvalOptions{}, Profile())) << trial;
    EXPECT_TRUE(dotAccepts(tf32, a, b, tf32Dot(a, b), EvalOptions{}, Profile())) << trial;
    EXPECT_FALSE(dotAccepts(x3, a, b, splitDot(a, b, 1, 1) * 1.01f, EvalOptions{}, Profile()));
    x3_caught_as_f32 += !dotAccepts("", a, b, r3, EvalOptions{}, Profile());
  }
  EXPECT_GT(x3_caught_as_f32, 5);
}

TEST(ReductionDotPrecision, ProfileKeysParseAndResolveLastWins) {
  Result<Profile> p = parseProfile(
      "type=f32 default_precision=tf32 fast_accumulation=forbid\n"
      "op=convolution type=f32 default_precision=bf16 high_precision=bf16x3\n"
      "type=f8* fast_accumulation=allow\n",
      "x.profile");
  ASSERT_TRUE(p.ok()) << p.error().str();
  const Tolerance dot = p->lookup("stablehlo.dot_general", ElementType::kF32);
  EXPECT_EQ(dot.dotInputs[0], DotInputPrecision::kTf32);
  EXPECT_EQ(dot.dotInputs[1], DotInputPrecision::kOperand);
  const Tolerance conv = p->lookup("stablehlo.convolution", ElementType::kF32);
  EXPECT_EQ(conv.dotInputs[0], DotInputPrecision::kBf16);
  EXPECT_EQ(conv.dotInputs[1], DotInputPrecision::kBf16x3);
  EXPECT_FALSE(conv.fastAccumulation);
  EXPECT_TRUE(p->lookup("stablehlo.dot_general", ElementType::kF8E4M3FN).fastAccumulation);
  Result<Profile> bad = parseProfile("default_precision=fp7\n", "bad.profile");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().str().find("bad.profile:1:19"), std::string::npos) << bad.error().str();
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
