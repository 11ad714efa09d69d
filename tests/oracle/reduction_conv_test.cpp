// convolution: the spec's examples, a property test against a literal
// transcription of the spec's definition (pad + dilate + slice + reverse +
// dot, groups by split/concatenate) over random layouts, strides, padding,
// dilations, reversal and group counts, and the float interval.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "oracle/evaluator.h"
#include "oracle/ops/reduction_conv.h"
#include "reduction_test_util.h"
#include "spec/text/parser.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f32Bits;
using testing::f32Of;

// Integer tensors as plain arrays in the canonical layout [batch, spatial...,
// feature] for lhs, [spatial..., in, out] for rhs, [batch, spatial..., feature]
// for the result.
struct Array {
  std::vector<int64_t> shape;
  std::vector<int64_t> data;
  int64_t& at(const std::vector<int64_t>& idx) {
    int64_t linear = 0;
    for (size_t d = 0; d < shape.size(); ++d) linear = linear * shape[d] + idx[d];
    return data[static_cast<size_t>(linear)];
  }
};

// The spec's definition for one group-free convolution in canonical layout.
Array referenceConv(const Array& lhs, const Array& rhs, const ops::ConvolutionAttrs& p) {
  const size_t sp = lhs.shape.size() - 2;
  const int64_t n = lhs.shape[0], c = lhs.shape.back(), o = rhs.shape.back();
  // padded_lhs = pad(lhs, 0, low, high, lhs_dilation - 1)
  Array padded;
  padded.shape = lhs.shape;
  for (size_t s = 0; s < sp; ++s) {
    const int64_t in = lhs.shape[s + 1];
    const int64_t dil = in == 0 ? 0 : (in - 1) * p.lhsDilation[s] + 1;
    padded.shape[s + 1] = p.paddingLow[s] + dil + p.paddingHigh[s];
  }
  padded.data.assign(static_cast<size_t>(std::accumulate(padded.shape.begin(), padded.shape.end(),
                                                         int64_t{1}, std::multiplies<>())),
                     0);
  std::vector<int64_t> idx(lhs.shape.size(), 0);
  for (size_t i = 0; i < lhs.data.size(); ++i) {
    int64_t rest = static_cast<int64_t>(i);
    for (size_t d = lhs.shape.size(); d-- > 0;) {
      idx[d] = rest % lhs.shape[d];
      rest /= lhs.shape[d];
    }
    std::vector<int64_t> pidx = idx;
    bool inside = true;
    for (size_t s = 0; s < sp; ++s) {
      pidx[s + 1] = p.paddingLow[s] + idx[s + 1] * p.lhsDilation[s];
      inside = inside && pidx[s + 1] >= 0 && pidx[s + 1] < padded.shape[s + 1];
    }
    if (inside) padded.at(pidx) = lhs.data[i];
  }
  Array out;
  out.shape = {n};
  for (size_t s = 0; s < sp; ++s) {
    const int64_t k = rhs.shape[s];
    const int64_t win = k == 0 ? 0 : (k - 1) * p.rhsDilation[s] + 1;
    const int64_t ps = padded.shape[s + 1];
    out.shape.push_back(ps <= 0 || win > ps ? 0 : (ps - win) / p.windowStrides[s] + 1);
  }
  out.shape.push_back(o);
  out.data.assign(static_cast<size_t>(std::accumulate(out.shape.begin(), out.shape.end(),
                                                      int64_t{1}, std::multiplies<>())),
                  0);
  std::vector<int64_t> oidx(out.shape.size(), 0);
  for (size_t i = 0; i < out.data.size(); ++i) {
    int64_t rest = static_cast<int64_t>(i);
    for (size_t d = out.shape.size(); d-- > 0;) {
      oidx[d] = rest % out.shape[d];
      rest /= out.shape[d];
    }
    int64_t acc = 0;
    // lhs_window (dilated by rhs_dilation), reversed where asked, dotted
    // with rhs over spatial and input feature dimensions.
    std::vector<int64_t> kidx(sp, 0);
    const int64_t window =
        std::accumulate(rhs.shape.begin(), rhs.shape.begin() + static_cast<long>(sp), int64_t{1},
                        std::multiplies<>());
    for (int64_t w = 0; w < window; ++w) {
      int64_t r2 = w;
      for (size_t s = sp; s-- > 0;) {
        kidx[s] = r2 % rhs.shape[s];
        r2 /= rhs.shape[s];
      }
      std::vector<int64_t> lidx = {oidx[0]};
      std::vector<int64_t> ridx;
      for (size_t s = 0; s < sp; ++s) {
        const int64_t pos = p.windowReversal[s] ? rhs.shape[s] - 1 - kidx[s] : kidx[s];
        lidx.push_back(oidx[s + 1] * p.windowStrides[s] + pos * p.rhsDilation[s]);
        ridx.push_back(kidx[s]);
      }
      lidx.push_back(0);
      ridx.push_back(0);
      ridx.push_back(oidx.back());
      for (int64_t f = 0; f < c; ++f) {
        lidx.back() = f;
        ridx[sp] = f;
        acc += padded.at(lidx) * const_cast<Array&>(rhs).at(ridx);
      }
    }
    out.data[i] = acc;
  }
  return out;
}

// Group handling by the spec's split/concatenate, in canonical layout.
Array referenceGroupedConv(const Array& lhs, const Array& rhs, const ops::ConvolutionAttrs& p) {
  const int64_t fg = p.featureGroupCount, bg = p.batchGroupCount;
  const size_t r = lhs.shape.size();
  auto split = [](const Array& a, int64_t parts, size_t dim, int64_t part) {
    Array s;
    s.shape = a.shape;
    s.shape[dim] /= parts;
    std::vector<int64_t> idx(a.shape.size());
    for (size_t i = 0; i < a.data.size(); ++i) {
      int64_t rest = static_cast<int64_t>(i);
      for (size_t d = a.shape.size(); d-- > 0;) {
        idx[d] = rest % a.shape[d];
        rest /= a.shape[d];
      }
      if (idx[dim] / s.shape[dim] != part) continue;
      s.data.push_back(a.data[i]);
    }
    return s;
  };
  const int64_t groups = std::max(fg, bg);
  std::vector<Array> parts;
  for (int64_t g = 0; g < groups; ++g) {
    Array l = fg > 1 ? split(lhs, fg, r - 1, g) : bg > 1 ? split(lhs, bg, 0, g) : lhs;
    Array k = groups > 1 ? split(rhs, groups, r - 1, g) : rhs;
    parts.push_back(referenceConv(l, k, p));
  }
  // concatenate along the feature (last) dimension
  Array out = parts[0];
  const int64_t per = out.shape.back();
  out.shape.back() = per * groups;
  out.data.assign(out.data.size() * static_cast<size_t>(groups), 0);
  for (size_t i = 0; i < parts[0].data.size(); ++i) {
    const int64_t row = static_cast<int64_t>(i) / per, col = static_cast<int64_t>(i) % per;
    for (int64_t g = 0; g < groups; ++g)
      out.data[static_cast<size_t>(row * per * groups + g * per + col)] =
          parts[static_cast<size_t>(g)].data[i];
  }
  return out;
}

// Moves canonical dimension order into the layout given by `dims` (dims[i] is
// the tensor dimension of canonical dimension i).
Tensor toLayout(const Array& a, const std::vector<int64_t>& dims, ElementType type) {
  std::vector<int64_t> shape(a.shape.size());
  for (size_t i = 0; i < dims.size(); ++i) shape[static_cast<size_t>(dims[i])] = a.shape[i];
  Tensor t(shape, type);
  std::vector<int64_t> idx(a.shape.size()), tidx(a.shape.size());
  for (size_t i = 0; i < a.data.size(); ++i) {
    int64_t rest = static_cast<int64_t>(i);
    for (size_t d = a.shape.size(); d-- > 0;) {
      idx[d] = rest % a.shape[d];
      rest /= a.shape[d];
    }
    for (size_t d = 0; d < dims.size(); ++d) tidx[static_cast<size_t>(dims[d])] = idx[d];
    t.setIntValue(t.linearIndex(tidx), a.data[i]);
  }
  return t;
}

TEST(ReductionConvTest, MatchesTheSpecDefinitionOnRandomConfigurations) {
  std::mt19937 rng(4242);
  auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const size_t sp = static_cast<size_t>(uni(1, 2));
    const size_t rank = sp + 2;
    ops::ConvolutionAttrs p;
    const int groups = uni(1, 3);
    const bool batch_groups = uni(0, 1) == 1;
    p.featureGroupCount = batch_groups ? 1 : groups;
    p.batchGroupCount = batch_groups ? groups : 1;
    Array lhs, rhs;
    const int64_t batch = (batch_groups ? groups : 1) * uni(1, 2);
    const int64_t in_per_group = uni(1, 2);
    const int64_t out_features = groups * uni(1, 2);
    lhs.shape.push_back(batch);
    for (size_t s = 0; s < sp; ++s) lhs.shape.push_back(uni(1, 5));
    lhs.shape.push_back(in_per_group * p.featureGroupCount);
    for (size_t s = 0; s < sp; ++s) rhs.shape.push_back(uni(1, 3));
    rhs.shape.push_back(in_per_group);
    rhs.shape.push_back(out_features);
    for (size_t s = 0; s < sp; ++s) {
      p.windowStrides.push_back(uni(1, 3));
      p.lhsDilation.push_back(uni(1, 2));
      // Negative padding crops; keep at least one padded element.
      std::pair<int64_t, int64_t> pad{uni(-1, 2), uni(-1, 2)};
      const int64_t dilated = (lhs.shape[s + 1] - 1) * p.lhsDilation.back() + 1;
      if (pad.first + dilated + pad.second < 1) pad = {0, 0};
      p.paddingLow.push_back(pad.first);
      p.paddingHigh.push_back(pad.second);
      p.rhsDilation.push_back(uni(1, 2));
      p.windowReversal.push_back(uni(0, 1) == 1);
    }
    for (auto* a : {&lhs, &rhs}) {
      a->data.resize(static_cast<size_t>(
          std::accumulate(a->shape.begin(), a->shape.end(), int64_t{1}, std::multiplies<>())));
      for (int64_t& v : a->data) v = uni(-9, 9);
    }
    // Random layouts: a permutation of the canonical dimensions per tensor.
    std::vector<int64_t> in_dims(rank), k_dims(rank), o_dims(rank);
    std::iota(in_dims.begin(), in_dims.end(), 0);
    std::iota(k_dims.begin(), k_dims.end(), 0);
    std::iota(o_dims.begin(), o_dims.end(), 0);
    std::shuffle(in_dims.begin(), in_dims.end(), rng);
    std::shuffle(k_dims.begin(), k_dims.end(), rng);
    std::shuffle(o_dims.begin(), o_dims.end(), rng);
    p.inputBatchDimension = in_dims[0];
    p.inputSpatialDimensions.assign(in_dims.begin() + 1, in_dims.end() - 1);
    p.inputFeatureDimension = in_dims.back();
    p.kernelSpatialDimensions.assign(k_dims.begin(), k_dims.begin() + static_cast<long>(sp));
    p.kernelInputFeatureDimension = k_dims[sp];
    p.kernelOutputFeatureDimension = k_dims[sp + 1];
    p.outputBatchDimension = o_dims[0];
    p.outputSpatialDimensions.assign(o_dims.begin() + 1, o_dims.end() - 1);
    p.outputFeatureDimension = o_dims.back();

    Tensor l = toLayout(lhs, in_dims, ElementType::kSI64);
    Tensor k = toLayout(rhs, k_dims, ElementType::kSI64);
    const std::vector<int64_t> shape = convolutionResultShape(l.shape(), k.shape(), p);
    Result<ReducedTensor> got = convolutionExact(l, k, p, Type::tensor(shape, ElementType::kSI64));
    ASSERT_TRUE(got.ok()) << got.error().message;
    Array want = referenceGroupedConv(lhs, rhs, p);
    Tensor expected = toLayout(want, o_dims, ElementType::kSI64);
    ASSERT_EQ(expected.shape(), got->value.shape()) << "trial " << trial;
    EXPECT_EQ(expected, got->value) << "trial " << trial;
    ++compared;
  }
  EXPECT_EQ(compared, 300);
}

using testing::runProgram;

Tensor corpusLhs(ElementType type) {
  return testing::intTensor({1, 4, 4, 1}, type,
                            {1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17});
}

TEST(ReductionConvTest, SpecAndCorpusExamples) {
  // convolution_op_test_si64, _si8 (i8 operands, i32 result), _padding, and
  // dynamic_conv with its padding operand.
  Result<std::vector<RuntimeValue>> r =
      runProgram(R"(
    func.func @f(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %l8: tensor<1x4x4x1xi8>,
                 %r8: tensor<3x3x1x1xi8>, %pad: tensor<2x2xi64>)
        -> (tensor<1x2x2x1xi64>, tensor<1x2x2x1xi32>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>) {
      %a = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64,
         precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}
        : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
      %b = stablehlo.convolution(%l8, %r8)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xi8>, tensor<3x3x1x1xi8>) -> tensor<1x2x2x1xi32>
      %c = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
      %d = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
        window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
        rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>,
        dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
        batch_group_count = 1 : i64, feature_group_count = 1 : i64
      } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
      return %a, %b, %c, %d : tensor<1x2x2x1xi64>, tensor<1x2x2x1xi32>, tensor<1x2x2x1xi64>, tensor<1x2x2x1xi64>
    })",
                 {corpusLhs(ElementType::kSI64),
                  testing::intTensor({3, 3, 1, 1}, ElementType::kSI64, std::vector<int64_t>(9, 1)),
                  corpusLhs(ElementType::kSI8),
                  testing::intTensor({3, 3, 1, 1}, ElementType::kSI8, std::vector<int64_t>(9, 10)),
                  testing::intTensor({2, 2}, ElementType::kSI64, {1, 1, 1, 1})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  const int64_t want_a[] = {10, 26, 46, 62}, want_c[] = {1, 5, 10, 14};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ((*r)[0].tensor().intValue(i), want_a[i]);
    EXPECT_EQ((*r)[1].tensor().intValue(i), 10 * want_a[i]);
    EXPECT_EQ((*r)[2].tensor().intValue(i), want_c[i]);
    EXPECT_EQ((*r)[3].tensor().intValue(i), want_c[i]);
  }
}

// dynamic_conv's padding is a runtime value: the catalogue's C25 judges the
// result shape it gives against the declared one, and a `?` takes it.
TEST(ReductionConvTest, DynamicConvPaddingIsJudgedAtRunTimeByTheCataloguesC25) {
  const std::string program = R"(
    func.func @f(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>, %pad: tensor<2x2xi64>)
        -> (tensor<1x2x2x1xi64>, tensor<1x?x?x1xi64>) {
      %fixed = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
        window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
        dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
        batch_group_count = 1 : i64, feature_group_count = 1 : i64
      } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
      %open = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
        window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
        dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
        batch_group_count = 1 : i64, feature_group_count = 1 : i64
      } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x?x?x1xi64>
      return %fixed, %open : tensor<1x2x2x1xi64>, tensor<1x?x?x1xi64>
    })";
  auto run = [&](std::vector<int64_t> pad) {
    return runProgram(
        program, {corpusLhs(ElementType::kSI64),
                  testing::intTensor({3, 3, 1, 1}, ElementType::kSI64, std::vector<int64_t>(9, 1)),
                  testing::intTensor({2, 2}, ElementType::kSI64, pad)});
  };
  Result<std::vector<RuntimeValue>> fits = run({1, 1, 1, 1});
  ASSERT_TRUE(fits.ok()) << fits.error().str();
  EXPECT_EQ((*fits)[1].tensor().shape(), (std::vector<int64_t>{1, 2, 2, 1}));
  // Padding 9 on each side: (9 + 7 + 9 - 3) / 4 + 1 = 6 windows, not 2.
  Result<std::vector<RuntimeValue>> wide = run({9, 9, 9, 9});
  ASSERT_FALSE(wide.ok());
  EXPECT_NE(wide.error().message.find("stablehlo.dynamic_conv (C25)"), std::string::npos)
      << wide.error().str();
  EXPECT_EQ(wide.error().location.line, 4) << wide.error().str();
}

TEST(ReductionConvTest, CorpusGroupCounts) {
  Result<std::vector<RuntimeValue>> r = runProgram(
      R"(
    func.func @f(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<1x2x1x4xi64>)
        -> (tensor<1x1x2x4xi64>, tensor<1x2x1x4xi64>) {
      %a = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [0, b, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [4, 4], lhs_dilate = [2, 2]}
        {batch_group_count = 4 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xi64>, tensor<1x2x1x4xi64>) -> tensor<1x1x2x4xi64>
      %b = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, f, 1]x[0, i, 1, o]->[b, 0, 1, f],
        window = {stride = [4, 4], lhs_dilate = [2, 2]}
        {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
        : (tensor<1x4x4x1xi64>, tensor<1x2x1x4xi64>) -> tensor<1x2x1x4xi64>
      return %a, %b : tensor<1x1x2x4xi64>, tensor<1x2x1x4xi64>
    })",
      {corpusLhs(ElementType::kSI64),
       testing::intTensor({1, 2, 1, 4}, ElementType::kSI64, std::vector<int64_t>(8, 1))});
  ASSERT_TRUE(r.ok()) << r.error().str();
  const int64_t want_a[] = {1, 3, 10, 12, 5, 7, 14, 16}, want_b[] = {3, 3, 11, 11, 21, 21, 29, 29};
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ((*r)[0].tensor().intValue(i), want_a[i]) << i;
    EXPECT_EQ((*r)[1].tensor().intValue(i), want_b[i]) << i;
  }
}

TEST(ReductionConvTest, FloatResultsAreExactAndOrdersFitTheInterval) {
  // 1-D, 5 taps, 3 input features: n = 15 products per output.
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  std::vector<float> lv(1 * 12 * 3), kv(5 * 3 * 2);
  for (float& x : lv) x = dist(rng);
  for (float& x : kv) x = dist(rng);
  ops::ConvolutionAttrs p;
  p.inputBatchDimension = 0;
  p.inputSpatialDimensions = {1};
  p.inputFeatureDimension = 2;
  p.kernelSpatialDimensions = {0};
  p.kernelInputFeatureDimension = 1;
  p.kernelOutputFeatureDimension = 2;
  p.outputBatchDimension = 0;
  p.outputSpatialDimensions = {1};
  p.outputFeatureDimension = 2;
  Result<ReducedTensor> r =
      convolutionExact(testing::f32Tensor({1, 12, 3}, lv), testing::f32Tensor({5, 3, 2}, kv), p,
                       Type::tensor({1, 8, 2}, ElementType::kF32));
  ASSERT_TRUE(r.ok()) << r.error().message;
  for (int64_t x = 0; x < 8; ++x)
    for (int64_t o = 0; o < 2; ++o) {
      std::vector<float> a, b;
      for (int64_t k = 0; k < 5; ++k)
        for (int64_t c = 0; c < 3; ++c) {
          a.push_back(lv[static_cast<size_t>((x + k) * 3 + c)]);
          b.push_back(kv[static_cast<size_t>((k * 3 + c) * 2 + o)]);
        }
      const int64_t e = x * 2 + o;
      for (const auto& order : testing::dotOrders<float>(a, b))
        EXPECT_TRUE(
            r->allowed.allows(static_cast<size_t>(e), f32Bits(order.sum({})), ElementType::kF32))
            << order.name;
      // The value is the exact sum rounded once (double holds the exact
      // products; the long double sum of 15 of them is exact enough to
      // round identically here, checked against the interval's middle).
      long double exact = 0;
      for (size_t i = 0; i < a.size(); ++i) exact += static_cast<long double>(a[i]) * b[i];
      EXPECT_NEAR(f32Of(r->value.bits(e)), static_cast<float>(exact), 1e-6f);
    }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
