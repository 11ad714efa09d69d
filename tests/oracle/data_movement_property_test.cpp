// Property tests of the data-movement ops over random shapes and every
// element type: transpose∘transpose⁻¹ = id, reverse∘reverse = id, slice of
// concatenate = the part, reshape round trips, pad then slice = id.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "tests/oracle/dm_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;

std::vector<int64_t> randomShape(std::mt19937_64& rng, int maxRank = 4) {
  std::vector<int64_t> shape(rng() % (maxRank + 1));
  for (int64_t& d : shape) d = static_cast<int64_t>(rng() % 4);  // zero-size dims included
  return shape;
}

ElementType randomType(std::mt19937_64& rng) {
  auto types = allElementTypes();
  return types[rng() % types.size()];
}

TEST(DataMovementProperty, TransposeThenInverseIsIdentity) {
  std::mt19937_64 rng(1);
  for (int trial = 0; trial < 200; ++trial) {
    ElementType type = randomType(rng);
    std::vector<int64_t> shape = randomShape(rng);
    Tensor x = randomTensor(type, shape, rng);
    std::vector<int64_t> permutation(shape.size());
    std::iota(permutation.begin(), permutation.end(), 0);
    std::shuffle(permutation.begin(), permutation.end(), rng);
    std::vector<int64_t> inverse(shape.size()), permuted(shape.size());
    for (size_t d = 0; d < shape.size(); ++d) {
      inverse[permutation[d]] = static_cast<int64_t>(d);
      permuted[d] = shape[permutation[d]];
    }
    auto forward = makeOp("stablehlo.transpose", {Type::tensor(permuted, type)},
                          {{"permutation", dims(permutation)}});
    auto backward = makeOp("stablehlo.transpose", {Type::tensor(shape, type)},
                           {{"permutation", dims(inverse)}});
    Tensor y = runOne(*forward, {x});
    EXPECT_EQ(runOne(*backward, {y}), x) << elementTypeName(type) << " trial " << trial;
  }
}

TEST(DataMovementProperty, ReverseTwiceIsIdentity) {
  std::mt19937_64 rng(2);
  for (int trial = 0; trial < 200; ++trial) {
    ElementType type = randomType(rng);
    std::vector<int64_t> shape = randomShape(rng);
    Tensor x = randomTensor(type, shape, rng);
    std::vector<int64_t> dimensions;
    for (size_t d = 0; d < shape.size(); ++d)
      if (rng() % 2) dimensions.push_back(static_cast<int64_t>(d));
    auto reverse = makeOp("stablehlo.reverse", {Type::tensor(shape, type)},
                          {{"dimensions", dims(dimensions)}});
    Tensor once = runOne(*reverse, {x});
    EXPECT_EQ(runOne(*reverse, {once}), x) << elementTypeName(type);
    // Reversing a dimension of size > 1 moves the first element to the last place.
    if (!dimensions.empty() && x.numElements() > 0) {
      std::vector<int64_t> first(shape.size(), 0), mirrored(shape.size(), 0);
      for (int64_t d : dimensions) mirrored[d] = shape[d] - 1;
      EXPECT_EQ(once.partBits(once.linearIndex(mirrored), 0), x.partBits(x.linearIndex(first), 0));
    }
  }
}

TEST(DataMovementProperty, SliceOfConcatenateIsThePart) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    ElementType type = randomType(rng);
    std::vector<int64_t> shape = randomShape(rng);
    if (shape.empty()) shape.push_back(2);
    const int64_t dimension = static_cast<int64_t>(rng() % shape.size());
    const size_t count = 1 + rng() % 3;
    std::vector<Tensor> parts;
    std::vector<int64_t> resultShape = shape;
    resultShape[dimension] = 0;
    for (size_t k = 0; k < count; ++k) {
      std::vector<int64_t> partShape = shape;
      partShape[dimension] = static_cast<int64_t>(rng() % 4);
      parts.push_back(randomTensor(type, partShape, rng));
      resultShape[dimension] += partShape[dimension];
    }
    auto concat = makeOp("stablehlo.concatenate", {Type::tensor(resultShape, type)},
                         {{"dimension", i64Attr(dimension)}});
    Tensor whole = runOne(*concat, parts);
    int64_t offset = 0;
    for (const Tensor& part : parts) {
      std::vector<int64_t> start(shape.size(), 0), limit = resultShape;
      start[dimension] = offset;
      limit[dimension] = offset + part.shape()[dimension];
      auto slice = makeOp("stablehlo.slice", {part.type()},
                          {{"start_indices", dims(start)},
                           {"limit_indices", dims(limit)},
                           {"strides", dims(std::vector<int64_t>(shape.size(), 1))}});
      EXPECT_EQ(runOne(*slice, {whole}), part) << elementTypeName(type);
      offset = limit[dimension];
    }
  }
}

TEST(DataMovementProperty, ReshapeRoundTripAndPadThenSlice) {
  std::mt19937_64 rng(4);
  for (int trial = 0; trial < 100; ++trial) {
    ElementType type = randomType(rng);
    std::vector<int64_t> shape = randomShape(rng, 3);
    Tensor x = randomTensor(type, shape, rng);
    auto flatten = makeOp("stablehlo.reshape", {Type::tensor({x.numElements()}, type)});
    auto back = makeOp("stablehlo.reshape", {Type::tensor(shape, type)});
    EXPECT_EQ(runOne(*back, {runOne(*flatten, {x})}), x);

    // pad with low/high >= 0 and interior, then a strided slice recovers x.
    std::vector<int64_t> low, high, interior, padded, start, limit, strides;
    for (int64_t d : shape) {
      low.push_back(rng() % 3);
      high.push_back(rng() % 3);
      interior.push_back(rng() % 3);
      padded.push_back(low.back() + d + std::max<int64_t>(d - 1, 0) * interior.back() +
                       high.back());
      start.push_back(low.back());
      strides.push_back(interior.back() + 1);
      limit.push_back(d == 0 ? low.back() : low.back() + (d - 1) * strides.back() + 1);
    }
    auto pad = makeOp("stablehlo.pad", {Type::tensor(padded, type)},
                      {{"edge_padding_low", dims(low)},
                       {"edge_padding_high", dims(high)},
                       {"interior_padding", dims(interior)}});
    Tensor padValue = randomTensor(type, {}, rng);
    Tensor p = runOne(*pad, {x, padValue});
    auto slice = makeOp("stablehlo.slice", {x.type()},
                        {{"start_indices", dims(start)},
                         {"limit_indices", dims(limit)},
                         {"strides", dims(strides)}});
    EXPECT_EQ(runOne(*slice, {p}), x) << elementTypeName(type);
  }
}

TEST(DataMovementProperty, BroadcastInDimMovesComplexAndSubByteBits) {
  std::mt19937_64 rng(5);
  for (ElementType type : {ElementType::kComplexF64, ElementType::kF4E2M1FN, ElementType::kSI2,
                           ElementType::kI1, ElementType::kF8E8M0FNU}) {
    Tensor x = randomTensor(type, {3}, rng);
    auto op = makeOp("stablehlo.broadcast_in_dim", {Type::tensor({2, 3}, type)},
                     {{"broadcast_dimensions", dims({1})}});
    Tensor y = runOne(*op, {x});
    for (int64_t i = 0; i < 6; ++i)
      for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part)
        EXPECT_EQ(y.partBits(i, part), x.partBits(i % 3, part)) << elementTypeName(type);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
