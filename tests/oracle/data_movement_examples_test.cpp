// The spec's own examples (seed 004, one per op section) and the XLA
// documents' examples (000 English, 001 Chinese) for the data-movement ops,
// with hand-computed expectations.
#include <gtest/gtest.h>

#include "tests/oracle/dm_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

TEST(BroadcastInDim, Spec004Example) {
  auto op = makeOp("stablehlo.broadcast_in_dim", {tensorType({2, 3, 2}, ElementType::kSI32)},
                   {{"broadcast_dimensions", dims({2, 1})}});
  Tensor result = runOne(*op, {i32({1, 3}, {1, 2, 3})});
  EXPECT_EQ(result.shape(), V({2, 3, 2}));
  EXPECT_EQ(values(result), V({1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3}));
}

TEST(Broadcast, Xla000Example) {
  // A scalar f32 2.0 with broadcast_sizes {2, 3}: f32[2, 3], all 2.0.
  auto op = makeOp("stablehlo.broadcast", {tensorType({2, 3}, ElementType::kF32)},
                   {{"broadcast_sizes", dims({2, 3})}});
  Tensor result = runOne(*op, {f32({}, {2.0f})});
  EXPECT_EQ(floats(result), std::vector<float>(6, 2.0f));
}

TEST(Broadcast, Xla001Example) {
  // output[i0, ..., iN, j0, ..., jM] = operand[j0, ..., jM]: new dims on the left.
  auto op = makeOp("stablehlo.broadcast", {tensorType({2, 3})}, {{"broadcast_sizes", dims({2})}});
  Tensor result = runOne(*op, {i64({3}, {7, 8, 9})});
  EXPECT_EQ(values(result), V({7, 8, 9, 7, 8, 9}));
}

TEST(Concatenate, Spec004Example) {
  auto op = makeOp("stablehlo.concatenate", {tensorType({4, 2})}, {{"dimension", i64Attr(0)}});
  Tensor result = runOne(*op, {i64({3, 2}, {1, 2, 3, 4, 5, 6}), i64({1, 2}, {7, 8})});
  EXPECT_EQ(values(result), V({1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(Concatenate, Xla000Example1D) {
  // Concat({{2, 3}, {4, 5}, {6, 7}}, 0) = {2, 3, 4, 5, 6, 7}
  auto op = makeOp("stablehlo.concatenate", {tensorType({6})}, {{"dimension", i64Attr(0)}});
  Tensor result = runOne(*op, {i64({2}, {2, 3}), i64({2}, {4, 5}), i64({2}, {6, 7})});
  EXPECT_EQ(values(result), V({2, 3, 4, 5, 6, 7}));
}

TEST(Concatenate, Xla000Example2D) {
  auto op = makeOp("stablehlo.concatenate", {tensorType({4, 2})}, {{"dimension", i64Attr(0)}});
  Tensor result = runOne(*op, {i64({3, 2}, {1, 2, 3, 4, 5, 6}), i64({1, 2}, {7, 8})});
  EXPECT_EQ(values(result), V({1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(Concatenate, InnerDimension) {
  auto op = makeOp("stablehlo.concatenate", {tensorType({2, 3})}, {{"dimension", i64Attr(1)}});
  Tensor result = runOne(*op, {i64({2, 1}, {1, 4}), i64({2, 2}, {2, 3, 5, 6})});
  EXPECT_EQ(values(result), V({1, 2, 3, 4, 5, 6}));
}

TEST(Iota, Spec004Example) {
  auto op0 = makeOp("stablehlo.iota", {tensorType({4, 5}, ElementType::kSI32)},
                    {{"iota_dimension", i64Attr(0)}});
  EXPECT_EQ(values(runOne(*op0, {})),
            V({0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3}));
  auto op1 = makeOp("stablehlo.iota", {tensorType({4, 5}, ElementType::kSI32)},
                    {{"iota_dimension", i64Attr(1)}});
  EXPECT_EQ(values(runOne(*op1, {})),
            V({0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4}));
}

TEST(Iota, Xla001Example) {
  // Iota(s32[4, 8], 0) and Iota(s32[4, 8], 1).
  auto op0 = makeOp("stablehlo.iota", {tensorType({4, 8}, ElementType::kSI32)},
                    {{"iota_dimension", i64Attr(0)}});
  Tensor rows = runOne(*op0, {});
  auto op1 = makeOp("stablehlo.iota", {tensorType({4, 8}, ElementType::kSI32)},
                    {{"iota_dimension", i64Attr(1)}});
  Tensor cols = runOne(*op1, {});
  for (int64_t r = 0; r < 4; ++r)
    for (int64_t c = 0; c < 8; ++c) {
      EXPECT_EQ(rows.intValue(r * 8 + c), r);
      EXPECT_EQ(cols.intValue(r * 8 + c), c);
    }
}

TEST(Iota, UnsignedAndSubByte) {
  auto op = makeOp("stablehlo.iota", {tensorType({5}, ElementType::kUI4)},
                   {{"iota_dimension", i64Attr(0)}});
  EXPECT_EQ(values(runOne(*op, {})), V({0, 1, 2, 3, 4}));
}

TEST(Pad, Spec004Example) {
  auto op = makeOp("stablehlo.pad", {tensorType({5, 9}, ElementType::kSI32)},
                   {{"edge_padding_low", dims({0, 1})},
                    {"edge_padding_high", dims({2, 1})},
                    {"interior_padding", dims({1, 2})}});
  Tensor result = runOne(*op, {i32({2, 3}, {1, 2, 3, 4, 5, 6}), i32({}, {0})});
  EXPECT_EQ(values(result), V({0, 1, 0, 0, 2, 0, 0, 3, 0,  //
                               0, 0, 0, 0, 0, 0, 0, 0, 0,  //
                               0, 4, 0, 0, 5, 0, 0, 6, 0,  //
                               0, 0, 0, 0, 0, 0, 0, 0, 0,  //
                               0, 0, 0, 0, 0, 0, 0, 0, 0}));
}

TEST(Pad, NegativeEdgeRemovesInteriorPaddedElements) {
  // Interior padding first ([1, p, 2, p, 3]), then low = -2 and high = -1 cut
  // two elements from the front and one from the back: [2, p].
  auto op = makeOp("stablehlo.pad", {tensorType({2})},
                   {{"edge_padding_low", dims({-2})},
                    {"edge_padding_high", dims({-1})},
                    {"interior_padding", dims({1})}});
  EXPECT_EQ(values(runOne(*op, {i64({3}, {1, 2, 3}), scalarI64(-9)})), V({2, -9}));
}

TEST(Pad, NoOpWhenAllZero) {
  // Xla001: a no-op when every edge pair is (0, 0) and interior padding is 0.
  auto op = makeOp("stablehlo.pad", {tensorType({2, 2})},
                   {{"edge_padding_low", dims({0, 0})},
                    {"edge_padding_high", dims({0, 0})},
                    {"interior_padding", dims({0, 0})}});
  EXPECT_EQ(values(runOne(*op, {i64({2, 2}, {1, 2, 3, 4}), scalarI64(0)})), V({1, 2, 3, 4}));
}

TEST(Reshape, Spec004Example) {
  auto op = makeOp("stablehlo.reshape", {tensorType({3, 2}, ElementType::kSI32)});
  Tensor result = runOne(*op, {i32({2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(result.shape(), V({3, 2}));
  EXPECT_EQ(values(result), V({1, 2, 3, 4, 5, 6}));
}

// The 4x2x3 array v of the XLA documents' Reshape and Collapse examples.
Tensor xlaV() {
  return f32({4, 2, 3}, {10, 11, 12, 15, 16, 17, 20, 21, 22, 25, 26, 27,
                         30, 31, 32, 35, 36, 37, 40, 41, 42, 45, 46, 47});
}

TEST(Reshape, Xla000InOrderCollapse) {
  auto to24 = makeOp("stablehlo.reshape", {tensorType({24}, ElementType::kF32)});
  EXPECT_EQ(floats(runOne(*to24, {xlaV()})),
            std::vector<float>({10, 11, 12, 15, 16, 17, 20, 21, 22, 25, 26, 27,
                                30, 31, 32, 35, 36, 37, 40, 41, 42, 45, 46, 47}));
  auto to83 = makeOp("stablehlo.reshape", {tensorType({8, 3}, ElementType::kF32)});
  Tensor v83 = runOne(*to83, {xlaV()});
  EXPECT_EQ(v83.shape(), V({8, 3}));
  EXPECT_EQ(floats(v83)[3], 15.0f);
}

TEST(Reshape, Xla000OutOfOrderCollapse) {
  // Reshape(v, {1,2,0}, {8,3}) = reshape(transpose(v, {1, 2, 0}), {8, 3}).
  auto transpose = makeOp("stablehlo.transpose", {tensorType({2, 3, 4}, ElementType::kF32)},
                          {{"permutation", dims({1, 2, 0})}});
  Tensor t = runOne(*transpose, {xlaV()});
  auto to83 = makeOp("stablehlo.reshape", {tensorType({8, 3}, ElementType::kF32)});
  EXPECT_EQ(floats(runOne(*to83, {t})),
            std::vector<float>({10, 20, 30, 40, 11, 21, 31, 41, 12, 22, 32, 42,
                                15, 25, 35, 45, 16, 26, 36, 46, 17, 27, 37, 47}));
  auto to262 = makeOp("stablehlo.reshape", {tensorType({2, 6, 2}, ElementType::kF32)});
  EXPECT_EQ(floats(runOne(*to262, {t}))[2], 30.0f);
}

TEST(Reshape, Xla000ScalarSpecialCase) {
  // Reshape(f32[1x1] {{5}}, {0,1}, {}) == 5 and Reshape(5, {}, {1,1}) == {{5}}.
  auto toScalar = makeOp("stablehlo.reshape", {tensorType({}, ElementType::kF32)});
  Tensor s = runOne(*toScalar, {f32({1, 1}, {5})});
  EXPECT_EQ(s.rank(), 0);
  EXPECT_EQ(floats(s), std::vector<float>({5}));
  auto to11 = makeOp("stablehlo.reshape", {tensorType({1, 1}, ElementType::kF32)});
  EXPECT_EQ(runOne(*to11, {f32({}, {5})}).shape(), V({1, 1}));
}

TEST(Collapse, Xla000Example) {
  // Collapse is reshape. Collapsing {0, 1} of f32[4x2x3] gives f32[8x3] and
  // {1, 2} gives f32[4x6]; the document prints these two shapes under swapped
  // labels, but the row-major contents it shows are the same either way.
  auto v01 = makeOp("stablehlo.reshape", {tensorType({8, 3}, ElementType::kF32)});
  Tensor a = runOne(*v01, {xlaV()});
  EXPECT_EQ(floats(a)[21], 45.0f);
  auto v12 = makeOp("stablehlo.reshape", {tensorType({4, 6}, ElementType::kF32)});
  Tensor b = runOne(*v12, {xlaV()});
  EXPECT_EQ(floats(b)[6], 20.0f);
  EXPECT_EQ(floats(b)[11], 27.0f);
}

TEST(Reverse, Spec004Example) {
  auto op = makeOp("stablehlo.reverse", {tensorType({3, 2}, ElementType::kSI32)},
                   {{"dimensions", dims({1})}});
  EXPECT_EQ(values(runOne(*op, {i32({3, 2}, {1, 2, 3, 4, 5, 6})})), V({2, 1, 4, 3, 6, 5}));
}

TEST(Reverse, Xla000Example) {
  // Rev: index i of a reversed dimension of size N becomes N - 1 - i.
  auto op = makeOp("stablehlo.reverse", {tensorType({2, 3})}, {{"dimensions", dims({0, 1})}});
  EXPECT_EQ(values(runOne(*op, {i64({2, 3}, {1, 2, 3, 4, 5, 6})})), V({6, 5, 4, 3, 2, 1}));
}

TEST(Slice, Spec004Example) {
  auto op = makeOp("stablehlo.slice", {tensorType({2, 2})},
                   {{"start_indices", dims({1, 2})},
                    {"limit_indices", dims({3, 4})},
                    {"strides", dims({1, 1})}});
  Tensor result = runOne(*op, {i64({3, 4}, {0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1})});
  EXPECT_EQ(values(result), V({1, 1, 1, 1}));
}

TEST(Slice, Xla000Example1D) {
  auto op =
      makeOp("stablehlo.slice", {tensorType({2}, ElementType::kF32)},
             {{"start_indices", dims({2})}, {"limit_indices", dims({4})}, {"strides", dims({1})}});
  EXPECT_EQ(floats(runOne(*op, {f32({5}, {0, 1, 2, 3, 4})})), std::vector<float>({2, 3}));
}

TEST(Slice, Xla000Example2D) {
  auto op = makeOp("stablehlo.slice", {tensorType({2, 2}, ElementType::kF32)},
                   {{"start_indices", dims({2, 1})},
                    {"limit_indices", dims({4, 3})},
                    {"strides", dims({1, 1})}});
  Tensor b = f32({4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  EXPECT_EQ(floats(runOne(*op, {b})), std::vector<float>({7, 8, 10, 11}));
}

TEST(Slice, Strided) {
  auto op =
      makeOp("stablehlo.slice", {tensorType({3})},
             {{"start_indices", dims({1})}, {"limit_indices", dims({7})}, {"strides", dims({2})}});
  EXPECT_EQ(values(runOne(*op, {i64({7}, {0, 1, 2, 3, 4, 5, 6})})), V({1, 3, 5}));
}

TEST(Transpose, Spec004Example) {
  auto op = makeOp("stablehlo.transpose", {tensorType({2, 3, 2}, ElementType::kSI32)},
                   {{"permutation", dims({2, 1, 0})}});
  Tensor result = runOne(*op, {i32({2, 3, 2}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})});
  EXPECT_EQ(values(result), V({1, 7, 3, 9, 5, 11, 2, 8, 4, 10, 6, 12}));
}

TEST(Transpose, Xla000Example) {
  // input_dimensions[permutation[i]] = output_dimensions[i].
  auto op = makeOp("stablehlo.transpose", {tensorType({3, 2})}, {{"permutation", dims({1, 0})}});
  Tensor result = runOne(*op, {i64({2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(values(result), V({1, 4, 2, 5, 3, 6}));
}

TEST(GetDimensionSize, Spec004Example) {
  auto op = makeOp("stablehlo.get_dimension_size", {tensorType({}, ElementType::kSI32)},
                   {{"dimension", i64Attr(1)}});
  Tensor result = runOne(*op, {i64({2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(result.elementType(), ElementType::kSI32);
  EXPECT_EQ(values(result), V({3}));
}

TEST(SetDimensionSize, Xla001Example) {
  // set_dimension_size(v, five, 0): the runtime value holds the first five
  // elements; a later get_dimension_size sees 5.
  Type bounded = tensorType({kDynamic}, ElementType::kF32);
  bounded.setBounds({10});
  auto op = makeOp("stablehlo.set_dimension_size", {bounded}, {{"dimension", i64Attr(0)}});
  Tensor v = f32({10}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  Tensor five = runOne(*op, {v, i32({}, {5})});
  EXPECT_EQ(floats(five), std::vector<float>({1, 2, 3, 4, 5}));
  auto size = makeOp("stablehlo.get_dimension_size", {tensorType({}, ElementType::kSI32)},
                     {{"dimension", i64Attr(0)}});
  EXPECT_EQ(values(runOne(*size, {five})), V({5}));
  EXPECT_EQ(runOne(*op, {v, i32({}, {6})}).numElements(), 6);
  EXPECT_NE(runError(*op, {v, i32({}, {11})}), "");
}

TEST(DynamicBroadcastInDim, CorpusExample) {
  auto op = makeOp("stablehlo.dynamic_broadcast_in_dim", {tensorType({3, 2, 2})},
                   {{"broadcast_dimensions", dims({0, 2})},
                    {"known_expanding_dimensions", dims({1})},
                    {"known_nonexpanding_dimensions", dims({0})}});
  Tensor result = runOne(*op, {i64({3, 1}, {1, 2, 3}), i64({3}, {3, 2, 2})});
  EXPECT_EQ(values(result), V({1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}));
}

TEST(DynamicBroadcastInDim, FalseExpandingClaimIsAnError) {
  auto op =
      makeOp("stablehlo.dynamic_broadcast_in_dim", {tensorType({kDynamic, 2})},
             {{"broadcast_dimensions", dims({0, 1})}, {"known_expanding_dimensions", dims({0})}});
  EXPECT_NE(runError(*op, {i64({3, 2}, {1, 2, 3, 4, 5, 6}), i64({2}, {3, 2})}), "");
}

TEST(DynamicIota, CorpusExample) {
  auto op = makeOp("stablehlo.dynamic_iota", {tensorType({kDynamic, 4})},
                   {{"iota_dimension", i64Attr(1)}});
  Tensor result = runOne(*op, {i64({2}, {3, 4})});
  EXPECT_EQ(result.shape(), V({3, 4}));
  EXPECT_EQ(values(result), V({0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}));
}

TEST(DynamicPad, CorpusExample) {
  auto op = makeOp("stablehlo.dynamic_pad", {tensorType({kDynamic, kDynamic})});
  Tensor operand = i64({5, 4}, {0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0, 0, 5, 6, 0, 0, 0, 0, 0});
  Tensor result =
      runOne(*op, {operand, scalarI64(-1), i64({2}, {1, -1}), i64({2}, {1, -1}), i64({2}, {0, 1})});
  EXPECT_EQ(result.shape(), V({7, 5}));
  EXPECT_EQ(values(result), V({-1, -1, -1, -1, -1,  //
                               -1, 0,  -1, 0,  -1,  //
                               -1, 1,  -1, 2,  -1,  //
                               -1, 3,  -1, 4,  -1,  //
                               -1, 5,  -1, 6,  -1,  //
                               -1, 0,  -1, 0,  -1,  //
                               -1, -1, -1, -1, -1}));
}

TEST(DynamicReshape, CorpusExample) {
  auto op = makeOp("stablehlo.dynamic_reshape", {tensorType({kDynamic})});
  Tensor result = runOne(*op, {i64({1, 6}, {1, 2, 3, 4, 5, 6}), i64({1}, {6})});
  EXPECT_EQ(result.shape(), V({6}));
  EXPECT_EQ(values(result), V({1, 2, 3, 4, 5, 6}));
}

TEST(RealDynamicSlice, StridedBoundsFromOperands) {
  auto op = makeOp("stablehlo.real_dynamic_slice", {tensorType({kDynamic})});
  Tensor result = runOne(
      *op, {i64({8}, {0, 1, 2, 3, 4, 5, 6, 7}), i64({1}, {1}), i64({1}, {8}), i64({1}, {3})});
  EXPECT_EQ(values(result), V({1, 4, 7}));
  EXPECT_NE(runError(*op, {i64({8}, {0, 1, 2, 3, 4, 5, 6, 7}), i64({1}, {1}), i64({1}, {9}),
                           i64({1}, {3})}),
            "");
}

// Malformed attributes end in an error naming the op and the clause, never a
// crash: the catalogue's, checked on the runtime types before the handler.
TEST(DataMovementErrors, CiteOpAndClause) {
  auto transpose =
      makeOp("stablehlo.transpose", {tensorType({2, 2})}, {{"permutation", dims({0, 0})}});
  EXPECT_EQ(runError(*transpose, {i64({2, 2}, {1, 2, 3, 4})}),
            "stablehlo.transpose (C2): permutation = [0, 0] is not a permutation of "
            "range(rank(operand) = 2)");
  auto reverse = makeOp("stablehlo.reverse", {tensorType({2})}, {{"dimensions", dims({3})}});
  EXPECT_NE(runError(*reverse, {i64({2}, {1, 2})}).find("stablehlo.reverse (C3)"),
            std::string::npos);
  auto slice =
      makeOp("stablehlo.slice", {tensorType({2})},
             {{"start_indices", dims({1})}, {"limit_indices", dims({9})}, {"strides", dims({1})}});
  EXPECT_NE(runError(*slice, {i64({2}, {1, 2})}).find("stablehlo.slice (C3)"), std::string::npos);
  auto zeroStride =
      makeOp("stablehlo.slice", {tensorType({2})},
             {{"start_indices", dims({0})}, {"limit_indices", dims({2})}, {"strides", dims({0})}});
  EXPECT_NE(runError(*zeroStride, {i64({2}, {1, 2})}).find("(C4)"), std::string::npos);
  auto pad = makeOp("stablehlo.pad", {tensorType({2})},
                    {{"edge_padding_low", dims({0})},
                     {"edge_padding_high", dims({0})},
                     {"interior_padding", dims({-1})}});
  EXPECT_NE(runError(*pad, {i64({2}, {1, 2}), scalarI64(0)}).find("stablehlo.pad (C3)"),
            std::string::npos);
  auto bcast = makeOp("stablehlo.broadcast_in_dim", {tensorType({3})},
                      {{"broadcast_dimensions", dims({0})}});
  EXPECT_NE(runError(*bcast, {i64({2}, {1, 2})}).find("(C5)"), std::string::npos);
  auto concat = makeOp("stablehlo.concatenate", {tensorType({2})}, {{"dimension", i64Attr(1)}});
  EXPECT_NE(runError(*concat, {i64({1}, {1}), i64({1}, {2})}).find("(C4)"), std::string::npos);
  auto iota = makeOp("stablehlo.iota", {tensorType({2})}, {{"iota_dimension", i64Attr(2)}});
  EXPECT_NE(runError(*iota, {}).find("stablehlo.iota (C1)"), std::string::npos);
  auto reshape = makeOp("stablehlo.reshape", {tensorType({3})});
  EXPECT_NE(runError(*reshape, {i64({2}, {1, 2})}).find("(C2)"), std::string::npos);
  auto missing = makeOp("stablehlo.transpose", {tensorType({2})});
  EXPECT_NE(runError(*missing, {i64({2}, {1, 2})}).find("missing attribute 'permutation'"),
            std::string::npos);
  auto hugeResult = makeOp("stablehlo.dynamic_iota", {tensorType({kDynamic, kDynamic})},
                           {{"iota_dimension", i64Attr(0)}});
  EXPECT_NE(runError(*hugeResult, {i64({2}, {int64_t{1} << 40, int64_t{1} << 40})}), "");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
