// batch_norm_*: the spec's examples, and enclosures that hold a plain
// float implementation with its own summation order.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/profile.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::runProgram;

std::vector<double> doubles(const RuntimeValue& v) {
  std::vector<double> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i)
    out.push_back(std::bit_cast<double>(v.tensor().bits(i)));
  return out;
}

const std::vector<double> kOperand = {1, 2, 3, 4, 3, 4, 1, 2};

// The spec examples' operands: x, scale, offset, mean, variance, grad_output.
std::vector<Tensor> exampleArguments() {
  return {testing::f64Tensor({2, 2, 2}, kOperand),
          testing::f64Tensor({2}, {1, 1}),
          testing::f64Tensor({2}, {1, 1}),
          testing::f64Tensor({2}, {2, 3}),
          testing::f64Tensor({2}, {1, 1}),
          testing::f64Tensor({2, 2, 2}, std::vector<double>(8, 0.1))};
}

TEST(ReductionBatchNormTest, SpecExamples) {
  Result<std::vector<RuntimeValue>> r = runProgram(R"(
    func.func @f(%x: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %offset: tensor<2xf64>,
                 %mean: tensor<2xf64>, %var: tensor<2xf64>, %g: tensor<2x2x2xf64>)
        -> (tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>,
            tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
      %i = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {
        epsilon = 0.0 : f32, feature_index = 2 : i64
      } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
      %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {
        epsilon = 0.0 : f32, feature_index = 2 : i64
      } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
      %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {
        epsilon = 0.0 : f32, feature_index = 2 : i64
      } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>)
          -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
      return %i, %o, %m, %v, %go, %gs, %gb : tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>,
          tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>
    })",
                                                   exampleArguments());
  ASSERT_TRUE(r.ok()) << r.error().str();
  const std::vector<double> normalized = {0, 0, 2, 2, 2, 2, 0, 0};
  EXPECT_EQ(doubles((*r)[0]), normalized);
  EXPECT_EQ(doubles((*r)[1]), normalized);
  EXPECT_EQ(doubles((*r)[2]), (std::vector<double>{2, 3}));
  EXPECT_EQ(doubles((*r)[3]), (std::vector<double>{1, 1}));
  EXPECT_EQ(doubles((*r)[4]), std::vector<double>(8, 0.0));
  EXPECT_EQ(doubles((*r)[5]), (std::vector<double>{0, 0}));
  EXPECT_EQ(doubles((*r)[6]), (std::vector<double>{0.4, 0.4}));
  for (int i = 0; i < 7; ++i) EXPECT_NE((*r)[static_cast<size_t>(i)].expectation(), nullptr) << i;
}

// Per-feature results declared with a dynamic size take the runtime
// feature count (checker_fuzzer found them written into a tensor of the
// declared `?` shape, past its end).
TEST(ReductionBatchNormTest, DynamicPerFeatureResultsTakeTheRuntimeFeatureCount) {
  Result<std::vector<RuntimeValue>> r = runProgram(R"(
    func.func @f(%x: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %offset: tensor<2xf64>,
                 %mean: tensor<2xf64>, %var: tensor<2xf64>, %g: tensor<2x2x2xf64>)
        -> (tensor<?xf64>, tensor<?xf64>, tensor<?xf64>, tensor<?xf64>) {
      %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {
        epsilon = 0.0 : f32, feature_index = 2 : i64
      } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<?xf64>, tensor<?xf64>)
      %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {
        epsilon = 0.0 : f32, feature_index = 2 : i64
      } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>)
          -> (tensor<2x2x2xf64>, tensor<?xf64>, tensor<?xf64>)
      return %m, %v, %gs, %gb : tensor<?xf64>, tensor<?xf64>, tensor<?xf64>, tensor<?xf64>
    })",
                                                   exampleArguments());
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(doubles((*r)[0]), (std::vector<double>{2, 3}));
  EXPECT_EQ(doubles((*r)[1]), (std::vector<double>{1, 1}));
  EXPECT_EQ(doubles((*r)[2]), (std::vector<double>{0, 0}));
  EXPECT_EQ(doubles((*r)[3]), (std::vector<double>{0.4, 0.4}));
}

TEST(ReductionBatchNormTest, EnclosureHoldsAPlainFloatImplementation) {
  std::mt19937 rng(8);
  std::uniform_real_distribution<float> dist(-3, 5);
  const int n = 64, c = 3;
  std::vector<float> x(n * c), scale = {1.5f, -0.5f, 2.0f}, offset = {0.25f, 1.0f, -1.0f};
  for (float& v : x) v = dist(rng);
  Result<std::vector<RuntimeValue>> r =
      runProgram(R"(
    func.func @f(%x: tensor<64x3xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>)
        -> (tensor<64x3xf32>, tensor<3xf32>, tensor<3xf32>) {
      %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {
        epsilon = 1.0e-3 : f32, feature_index = 1 : i64
      } : (tensor<64x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<64x3xf32>, tensor<3xf32>, tensor<3xf32>)
      return %o, %m, %v : tensor<64x3xf32>, tensor<3xf32>, tensor<3xf32>
    })",
                 {testing::f32Tensor({n, c}, x), testing::f32Tensor({c}, scale),
                  testing::f32Tensor({c}, offset)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  // A reversed-order float implementation with rsqrt-style multiplication.
  Tensor out({n, c}, ElementType::kF32), mean({c}, ElementType::kF32), var({c}, ElementType::kF32);
  for (int f = 0; f < c; ++f) {
    float s = 0;
    for (int i = n; i-- > 0;) s += x[static_cast<size_t>(i * c + f)];
    const float m = s / n;
    float q = 0;
    for (int i = n; i-- > 0;) {
      const float d = x[static_cast<size_t>(i * c + f)] - m;
      q += d * d;
    }
    const float v = q / n;
    mean.setBits(f, std::bit_cast<uint32_t>(m));
    var.setBits(f, std::bit_cast<uint32_t>(v));
    const float inv = 1.0f / std::sqrt(v + 1e-3f);
    for (int i = 0; i < n; ++i) {
      const float y =
          (x[static_cast<size_t>(i * c + f)] - m) * inv * scale[static_cast<size_t>(f)] +
          offset[static_cast<size_t>(f)];
      out.setBits(i * c + f, std::bit_cast<uint32_t>(y));
    }
  }
  Profile strict;
  Comparison co = compare(out, *(*r)[0].expectation(), strict);
  EXPECT_TRUE(co.passed) << co.explain();
  EXPECT_TRUE(compare(mean, *(*r)[1].expectation(), strict).passed);
  EXPECT_TRUE(compare(var, *(*r)[2].expectation(), strict).passed);
  // A wrong variance (divided by n − 1) is caught.
  Tensor unbiased = var;
  for (int f = 0; f < c; ++f)
    unbiased.setBits(
        f, std::bit_cast<uint32_t>(std::bit_cast<float>(static_cast<uint32_t>(var.bits(f))) * n /
                                   (n - 1)));
  EXPECT_FALSE(compare(unbiased, *(*r)[2].expectation(), strict).passed);
}

// f8E4M3FN has no Inf: a result past its largest finite value (448) rounds
// to NaN, which the allowed set must hold where it admitted "+Inf" (found by
// a simd-cpu campaign: 448 − 448·(x − mean)/stddev ≈ 464).
// A step of the decomposition whose result is subnormal: a backend that
// flushes subnormal results (IREE's llvm-cpu, DAZ/FTZ) flushes it inside
// the op. With scale = offset = mean = 2^-1022 and x = 1, variance 4,
// epsilon 0.25, scale·(x − mean)/σ is 1.08e-308, so such a backend gives
// the offset (found against IREE, campaign seed 2). A profile that flushes
// outputs allows it; one that does not still calls it wrong.
TEST(ReductionBatchNormTest, AFlushingProfileAdmitsFlushedStepsOfTheDecomposition) {
  const std::string text = R"(
func.func @f(%x: tensor<1x1xf64>, %s: tensor<1xf64>, %v: tensor<1xf64>) -> tensor<1x1xf64> {
  %r = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %v) {epsilon = 0.25 : f32, feature_index = 1 : i64}
      : (tensor<1x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<1x1xf64>
  return %r : tensor<1x1xf64>
}
)";
  const double tiny = 0x1p-1022;
  auto judged = [&](const char* profileText) {
    Result<Profile> profile = parseProfile(profileText, "test.profile");
    EXPECT_TRUE(profile.ok());
    EvalOptions options;
    options.profile = &*profile;
    auto r = runProgram(text,
                        {testing::f64Tensor({1, 1}, {1.0}), testing::f64Tensor({1}, {tiny}),
                         testing::f64Tensor({1}, {4.0})},
                        options);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().str());
    const Tensor flushed = testing::f64Tensor({1, 1}, {tiny});
    const TensorExpectation exact((*r)[0].tensor(), "");
    return compare(flushed, (*r)[0].expectation() ? *(*r)[0].expectation() : exact, *profile)
        .passed;
  };
  EXPECT_TRUE(judged("op=* type=* ulp=0 flush_subnormals=both\n"));
  EXPECT_FALSE(judged("op=* type=* ulp=0 flush_subnormals=none\n"));
}

TEST(ReductionBatchNormTest, OverflowInAFormatWithoutInfAdmitsItsNaN) {
  auto f8 = [](std::vector<int64_t> shape, std::vector<uint64_t> bits) {
    Tensor t(std::move(shape), ElementType::kF8E4M3FN);
    for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
    return t;
  };
  // x = -0.0390625, scale = -448, offset = 448, mean = 2^-9, variance = 1.
  Result<std::vector<RuntimeValue>> r = runProgram(
      R"(
    func.func @f(%x: tensor<1xf8E4M3FN>, %s: tensor<1xf8E4M3FN>, %o: tensor<1xf8E4M3FN>,
                 %m: tensor<1xf8E4M3FN>, %v: tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN> {
      %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {
        epsilon = 2.5e-1 : f32, feature_index = 0 : i64
      } : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>,
           tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN>
      return %r : tensor<1xf8E4M3FN>
    })",
      {f8({1}, {0x92}), f8({1}, {0xFE}), f8({1}, {0x7E}), f8({1}, {0x01}), f8({1}, {0x38})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  Profile strict;
  EXPECT_TRUE(compare(f8({1}, {0x7F}), *(*r)[0].expectation(), strict).passed);   // NaN
  EXPECT_TRUE(compare(f8({1}, {0x7E}), *(*r)[0].expectation(), strict).passed);   // 448
  EXPECT_FALSE(compare(f8({1}, {0x70}), *(*r)[0].expectation(), strict).passed);  // 128
}

// A variance is a mean of squares: every schedule of the spec's
// compute_variance gives +0 or more, so nothing negative, −0 included, is
// allowed, even where the enclosure's width reaches below zero (a feature
// whose elements are all equal has variance 0).
// batch_norm_training of 8 rows of 0.1 in 2 features: variance 0.
Result<std::vector<RuntimeValue>> trainingOfEqualRows(const EvalOptions& options = {}) {
  return runProgram(R"(
    func.func @f(%x: tensor<8x2xf32>, %scale: tensor<2xf32>, %offset: tensor<2xf32>)
        -> (tensor<8x2xf32>, tensor<2xf32>, tensor<2xf32>) {
      %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {
        epsilon = 1.0e-3 : f32, feature_index = 1 : i64
      } : (tensor<8x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<8x2xf32>, tensor<2xf32>, tensor<2xf32>)
      return %o, %m, %v : tensor<8x2xf32>, tensor<2xf32>, tensor<2xf32>
    })",
                    {testing::f32Tensor({8, 2}, std::vector<float>(16, 0.1f)),
                     testing::f32Tensor({2}, {1.0f, 1.0f}), testing::f32Tensor({2}, {0.0f, 0.0f})},
                    options);
}

TEST(ReductionBatchNormTest, TheVarianceIsNeverNegative) {
  Result<std::vector<RuntimeValue>> r = trainingOfEqualRows();
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE((*r)[2].expectation(), nullptr);
  const TensorExpectation& variance = *(*r)[2].expectation();
  auto passes = [&](float v, const Profile& profile) {
    return compare(testing::f32Tensor({2}, {v, 0.0f}), variance, profile).passed;
  };
  const Profile strict;
  EXPECT_TRUE(passes(0.0f, strict));
  EXPECT_TRUE(passes(1e-20f, strict));  // within the enclosure's width
  EXPECT_FALSE(passes(-1e-25f, strict));
  EXPECT_FALSE(passes(-std::numeric_limits<float>::denorm_min(), strict));
  EXPECT_FALSE(passes(-0.0f, strict));
  Result<Profile> unsigned_zeros = parseProfile("zero_sign=ignore\n", "zeros.profile");
  ASSERT_TRUE(unsigned_zeros.ok());
  EXPECT_TRUE(passes(-0.0f, *unsigned_zeros));
}

// XLA's BatchNormExpander computes the variance as E[x²] − E[x]², which
// cancels below zero, and batch_norm_inference as x·k + (offset − mean·k).
// Neither is the spec's formula: only a profile that declares `expansion`
// allows their results, each as a named alternative, and a result neither
// formula gives still fails.
bool hasReading(const TensorExpectation& e, std::string_view text) {
  for (const auto& alternative : e.alternatives())
    if (alternative.reading.find(text) != std::string::npos) return true;
  return false;
}

TEST(ReductionBatchNormTest, XlasExpansionIsAllowedOnlyWhereAProfileDeclaresIt) {
  Result<Profile> expanding = parseProfile(
      "op=* type=* ulp=0\nop=stablehlo.batch_norm_* type=* expansion=allow\n", "x.profile");
  ASSERT_TRUE(expanding.ok());
  const Profile strict;
  EvalOptions options;
  options.profile = &*expanding;
  Result<std::vector<RuntimeValue>> r = trainingOfEqualRows(options);
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_NE((*r)[2].expectation(), nullptr);
  const TensorExpectation& variance = *(*r)[2].expectation();
  EXPECT_TRUE(hasReading(variance, "variance as E[x²] − E[x]²"));
  auto passes = [&](float v, const Profile& profile) {
    return compare(testing::f32Tensor({2}, {v, 0.0f}), variance, profile).passed;
  };
  EXPECT_TRUE(passes(-1e-9f, *expanding));  // the cancellation's rounding
  EXPECT_TRUE(passes(0.0f, *expanding));
  EXPECT_FALSE(passes(-0.5f, *expanding));  // no rounding of either formula
  // Under a profile without the key, the same evaluation has no alternative.
  Result<std::vector<RuntimeValue>> plain = trainingOfEqualRows();
  ASSERT_TRUE(plain.ok());
  EXPECT_FALSE(hasReading(*(*plain)[2].expectation(), "E[x²]"));
  EXPECT_FALSE(
      compare(testing::f32Tensor({2}, {-1e-9f, 0.0f}), *(*plain)[2].expectation(), strict).passed);

  // batch_norm_inference of x = mean = offset = 0.1, scale 1, variance 0:
  // the spec's decomposition gives the offset exactly (x − mean is 0);
  // XLA:CPU gives 0.0999999046 (its expansion's shift, offset − mean·k,
  // rounds), found by a campaign (reports/campaigns/xla-cpu-seed2).
  const char* inference = R"(
    func.func @f(%x: tensor<1x1xf32>, %s: tensor<1xf32>, %o: tensor<1xf32>, %m: tensor<1xf32>,
                 %v: tensor<1xf32>) -> tensor<1x1xf32> {
      %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64}
          : (tensor<1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1xf32>
      return %r : tensor<1x1xf32>
    })";
  const std::vector<Tensor> inputs = {
      testing::f32Tensor({1, 1}, {0.1f}), testing::f32Tensor({1}, {1.0f}),
      testing::f32Tensor({1}, {0.1f}), testing::f32Tensor({1}, {0.1f}),
      testing::f32Tensor({1}, {0.0f})};
  const Tensor xlas = testing::f32Tensor({1, 1}, {0.0999999046f});
  Result<std::vector<RuntimeValue>> underStrict = runProgram(inference, inputs);
  ASSERT_TRUE(underStrict.ok());
  EXPECT_FALSE(compare(xlas, *(*underStrict)[0].expectation(), strict).passed);
  Result<std::vector<RuntimeValue>> expanded = runProgram(inference, inputs, options);
  ASSERT_TRUE(expanded.ok());
  EXPECT_TRUE(compare(xlas, *(*expanded)[0].expectation(), *expanding).passed);
  EXPECT_TRUE(hasReading(*(*expanded)[0].expectation(), "x·k + (offset − mean·k)"));
  EXPECT_FALSE(
      compare(testing::f32Tensor({1, 1}, {0.0999f}), *(*expanded)[0].expectation(), *expanding)
          .passed);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
