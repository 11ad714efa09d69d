// The spec's own examples (seed 004) and the XLA documents' examples (000,
// 001) for the indexing ops, with hand-computed expectations; the allowed
// sets of scatter with duplicate indices and of false
// indices_are_sorted / unique_indices claims.
#include <gtest/gtest.h>

#include <algorithm>

#include "oracle/expectation.h"
#include "oracle/ops/reduction_bounds.h"
#include "tests/oracle/dm_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

Attribute gatherDims(V offset_dims, V collapsed_slice_dims, V start_index_map,
                     int64_t index_vector_dim, V operand_batching_dims = {},
                     V start_indices_batching_dims = {}) {
  return Attribute::structure(
      "stablehlo.gather", {{"offset_dims", intList(offset_dims)},
                           {"collapsed_slice_dims", intList(collapsed_slice_dims)},
                           {"operand_batching_dims", intList(operand_batching_dims)},
                           {"start_indices_batching_dims", intList(start_indices_batching_dims)},
                           {"start_index_map", intList(start_index_map)},
                           {"index_vector_dim", Attribute::integer(index_vector_dim)}});
}

Attribute scatterDims(V update_window_dims, V inserted_window_dims, V scatter_dims_to_operand_dims,
                      int64_t index_vector_dim, V input_batching_dims = {},
                      V scatter_indices_batching_dims = {}) {
  return Attribute::structure(
      "stablehlo.scatter",
      {{"update_window_dims", intList(update_window_dims)},
       {"inserted_window_dims", intList(inserted_window_dims)},
       {"input_batching_dims", intList(input_batching_dims)},
       {"scatter_indices_batching_dims", intList(scatter_indices_batching_dims)},
       {"scatter_dims_to_operand_dims", intList(scatter_dims_to_operand_dims)},
       {"index_vector_dim", Attribute::integer(index_vector_dim)}});
}

// 1, 2, ..., n.
V counting(int64_t n, int64_t from = 1) {
  V v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = from + i;
  return v;
}

TEST(DynamicSlice, Spec004Example) {
  auto op = makeOp("stablehlo.dynamic_slice", {tensorType({2, 2}, ElementType::kSI32)},
                   {{"slice_sizes", dims({2, 2})}});
  Tensor operand = i32({4, 4}, {0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0});
  // start (-1, 3) clamps to (0, 2).
  EXPECT_EQ(values(runOne(*op, {operand, scalarI64(-1), scalarI64(3)})), V({1, 1, 1, 1}));
}

TEST(DynamicSlice, Xla000Example) {
  auto op1 = makeOp("stablehlo.dynamic_slice", {tensorType({2}, ElementType::kF32)},
                    {{"slice_sizes", dims({2})}});
  EXPECT_EQ(floats(runOne(*op1, {f32({5}, {0, 1, 2, 3, 4}), i32({}, {2})})),
            std::vector<float>({2, 3}));
  auto op2 = makeOp("stablehlo.dynamic_slice", {tensorType({2, 2}, ElementType::kF32)},
                    {{"slice_sizes", dims({2, 2})}});
  Tensor b = f32({4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  EXPECT_EQ(floats(runOne(*op2, {b, i32({}, {2}), i32({}, {1})})),
            std::vector<float>({7, 8, 10, 11}));
}

TEST(DynamicSlice, UnsignedHugeIndexClamps) {
  auto op = makeOp("stablehlo.dynamic_slice", {tensorType({2})}, {{"slice_sizes", dims({2})}});
  Tensor start = ints(ElementType::kUI64, {}, {-1});  // 2^64 - 1
  EXPECT_EQ(values(runOne(*op, {i64({4}, {1, 2, 3, 4}), start})), V({3, 4}));
}

TEST(DynamicUpdateSlice, Spec004Example) {
  auto op = makeOp("stablehlo.dynamic_update_slice", {tensorType({4, 4}, ElementType::kSI32)});
  Tensor operand = i32({4, 4}, {1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1});
  Tensor update = i32({2, 2}, {1, 1, 1, 1});
  EXPECT_EQ(values(runOne(*op, {operand, update, scalarI64(-1), scalarI64(3)})), V(16, 1));
}

TEST(DynamicUpdateSlice, Xla000Example) {
  auto op1 = makeOp("stablehlo.dynamic_update_slice", {tensorType({5}, ElementType::kF32)});
  EXPECT_EQ(floats(runOne(*op1, {f32({5}, {0, 1, 2, 3, 4}), f32({2}, {5, 6}), i32({}, {2})})),
            std::vector<float>({0, 1, 5, 6, 4}));
  auto op2 = makeOp("stablehlo.dynamic_update_slice", {tensorType({4, 3}, ElementType::kF32)});
  Tensor b = f32({4, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
  Tensor u = f32({3, 2}, {12, 13, 14, 15, 16, 17});
  EXPECT_EQ(floats(runOne(*op2, {b, u, i32({}, {1}), i32({}, {1})})),
            std::vector<float>({0, 1, 2, 3, 12, 13, 6, 14, 15, 9, 16, 17}));
}

TEST(DynamicUpdateSlice, Xla001ClampsStartIndices) {
  // start_indices[i] = clamp(start_indices[i], 0, operand.dimension_size[i] -
  // update.dimension_size[i]): s = {4} for a 2-element update becomes 3.
  auto op = makeOp("stablehlo.dynamic_update_slice", {tensorType({5}, ElementType::kF32)});
  EXPECT_EQ(floats(runOne(*op, {f32({5}, {0, 1, 2, 3, 4}), f32({2}, {5, 6}), i32({}, {4})})),
            std::vector<float>({0, 1, 2, 5, 6}));
}

TEST(Gather, Spec004Example) {
  auto op = makeOp("stablehlo.gather", {tensorType({2, 3, 2, 2}, ElementType::kSI32)},
                   {{"dimension_numbers", gatherDims({2, 3}, {0}, {1, 0}, 2)},
                    {"slice_sizes", dims({1, 2, 2})},
                    {"indices_are_sorted", Attribute::boolean(false)}});
  Tensor operand = i32({3, 4, 2}, counting(24));
  Tensor start_indices = i64({2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 2});
  Tensor result = runOne(*op, {operand, start_indices});
  EXPECT_EQ(values(result), V({1, 2,  3,  4,  3,  4,  5,  6,  13, 14, 15, 16,
                               9, 10, 11, 12, 11, 12, 13, 14, 17, 18, 19, 20}));
}

TEST(Gather, CorpusWithBatchingDims) {
  auto op = makeOp("stablehlo.gather", {tensorType({2, 2, 3, 2, 2})},
                   {{"dimension_numbers", gatherDims({3, 4}, {1}, {2, 1}, 3, {0}, {1})},
                    {"slice_sizes", dims({1, 1, 2, 2})}});
  Tensor operand = i64({2, 3, 4, 2}, counting(48));
  Tensor start_indices =
      i64({2, 2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9, 0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0});
  EXPECT_EQ(values(runOne(*op, {operand, start_indices})),
            V({1,  2,  3,  4,  3,  4,  5,  6,  13, 14, 15, 16, 33, 34, 35, 36,
               35, 36, 37, 38, 41, 42, 43, 44, 1,  2,  3,  4,  13, 14, 15, 16,
               21, 22, 23, 24, 43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30}));
}

// operand[i, j] = 11 i + j on a [16, 11] array (the XLA documents' example).
Tensor xlaOperand() {
  return i64({16, 11}, counting(176, 0));
}

TEST(Gather, Xla001BatchedDynamicSlice) {
  // 5 slices of shape [8, 6] at (X, Y) positions: out[G, O0, O1] = in[X + O0, Y + O1].
  auto op = makeOp(
      "stablehlo.gather", {tensorType({5, 8, 6})},
      {{"dimension_numbers", gatherDims({1, 2}, {}, {0, 1}, 1)}, {"slice_sizes", dims({8, 6})}});
  Tensor indices = i64({5, 2}, {0, 0, 8, 5, 2, 3, 15, 10, 4, 1});
  Tensor result = runOne(*op, {xlaOperand(), indices});
  ASSERT_EQ(result.shape(), V({5, 8, 6}));
  const V clampedX = {0, 8, 2, 8, 4}, clampedY = {0, 5, 3, 5, 1};  // (15, 10) clamps to (8, 5)
  for (int64_t g = 0; g < 5; ++g)
    for (int64_t o0 = 0; o0 < 8; ++o0)
      for (int64_t o1 = 0; o1 < 6; ++o1)
        EXPECT_EQ(result.intValue((g * 8 + o0) * 6 + o1),
                  11 * (clampedX[g] + o0) + clampedY[g] + o1);
}

TEST(Gather, Xla001MultiDimensionalIndices) {
  // Gather indices of shape [4, 5, 2]: out[G0, G1, O0, O1].
  auto op = makeOp(
      "stablehlo.gather", {tensorType({4, 5, 8, 6})},
      {{"dimension_numbers", gatherDims({2, 3}, {}, {0, 1}, 2)}, {"slice_sizes", dims({8, 6})}});
  V idx;
  for (int64_t g0 = 0; g0 < 4; ++g0)
    for (int64_t g1 = 0; g1 < 5; ++g1) {
      idx.push_back(g0 + g1);
      idx.push_back(g1);
    }
  Tensor result = runOne(*op, {xlaOperand(), i64({4, 5, 2}, idx)});
  for (int64_t g0 = 0; g0 < 4; ++g0)
    for (int64_t g1 = 0; g1 < 5; ++g1)
      EXPECT_EQ(result.intValue(((g0 * 5 + g1) * 8 + 7) * 6 + 5), 11 * (g0 + g1 + 7) + g1 + 5);
}

TEST(Gather, Xla001GatherNd) {
  // tf.gather_nd: index [G0, G1, 0] = X selects whole rows; out[G0, G1, O0] = in[X, O0].
  auto op =
      makeOp("stablehlo.gather", {tensorType({2, 2, 11})},
             {{"dimension_numbers", gatherDims({2}, {0}, {0}, 2)}, {"slice_sizes", dims({1, 11})}});
  Tensor result = runOne(*op, {xlaOperand(), i64({2, 2, 1}, {3, 0, 15, 7})});
  const V rows = {3, 0, 15, 7};
  for (int64_t g = 0; g < 4; ++g)
    for (int64_t o = 0; o < 11; ++o) EXPECT_EQ(result.intValue(g * 11 + o), 11 * rows[g] + o);
}

TEST(Gather, FalseSortedClaimLeavesResultOpen) {
  for (bool claim : {false, true}) {
    auto op = makeOp("stablehlo.gather", {tensorType({2, 1})},
                     {{"dimension_numbers", gatherDims({1}, {0}, {0}, 1)},
                      {"slice_sizes", dims({1, 1})},
                      {"indices_are_sorted", Attribute::boolean(claim)}});
    auto r = run(*op, tensors({i64({3, 1}, {5, 6, 7}), i64({2, 1}, {2, 0})}));
    ASSERT_TRUE(r.ok()) << r.error().str();
    EXPECT_EQ(values((*r)[0].tensor()), V({7, 5}));
    if (!claim) {
      EXPECT_EQ((*r)[0].expectation(), nullptr);
    } else {
      ASSERT_NE((*r)[0].expectation(), nullptr);
      EXPECT_EQ((*r)[0].expectation()->rule(0), ElementRule::kAny);
    }
  }
}

TEST(DynamicGather, CorpusExample) {
  auto op = makeOp("stablehlo.dynamic_gather", {tensorType({2, 3, 2, 2})},
                   {{"dimension_numbers", gatherDims({2, 3}, {0}, {1, 0}, 2)}});
  Tensor start_indices = i64({2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9});
  EXPECT_EQ(
      values(runOne(*op, {i64({3, 4, 2}, counting(24)), start_indices, i64({3}, {1, 2, 2})})),
      V({1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16, 9, 10, 11, 12, 11, 12, 13, 14, 17, 18, 19, 20}));
}

// C8 allows slice size 0 on a collapsed dimension; the slices are then empty
// but the result is not, and the spec's formula reads past the operand (found
// by interpret_fuzzer as a heap overflow): a located NotSupported error.
TEST(DynamicGather, EmptyCollapsedSliceIsAnErrorNotAnOverflow) {
  auto op = makeOp("stablehlo.dynamic_gather", {tensorType({2, 3, 2, 2})},
                   {{"dimension_numbers", gatherDims({2, 3}, {0}, {1, 0}, 2)}});
  Tensor start_indices = i64({2, 3, 2}, {0, 0, 1, 0, 2, 1, 5, 1, -1, 1, 0, 9});
  const std::string error =
      runError(*op, {i64({3, 4, 2}, counting(24)), start_indices, i64({3}, {0, 2, 2})});
  EXPECT_NE(error.find("slice_sizes [0, 2, 2] gather empty slices"), std::string::npos) << error;
  EXPECT_NE(error.find("(NotSupported)"), std::string::npos) << error;
}

TEST(TorchIndexSelect, SelectsAlongDimWithBatchDims) {
  auto op = makeOp("stablehlo.torch_index_select", {tensorType({2, 3})},
                   {{"dim", i64Attr(0)}, {"batch_dims", i64Attr(0)}});
  EXPECT_EQ(values(runOne(*op, {i64({5, 3}, counting(15, 0)), i32({2}, {4, 1})})),
            V({12, 13, 14, 3, 4, 5}));
  // batch_dims = 1: row b picks its own columns index[b, :].
  auto batched = makeOp("stablehlo.torch_index_select", {tensorType({2, 2})},
                        {{"dim", i64Attr(1)}, {"batch_dims", i64Attr(1)}});
  EXPECT_EQ(
      values(runOne(*batched, {i64({2, 3}, {10, 11, 12, 20, 21, 22}), i32({2, 2}, {2, 0, 1, 1})})),
      V({12, 10, 21, 21}));
}

// No spec defines an index outside the selected dimension (PyTorch raises,
// MHLO clamps, IREE reads zeros): those elements allow any value, the
// others stay exact. (An IREE campaign had called zeros there a bug.)
TEST(TorchIndexSelect, OutOfRangeIndicesAllowAnyValue) {
  auto op = makeOp("stablehlo.torch_index_select", {tensorType({3, 2})},
                   {{"dim", i64Attr(0)}, {"batch_dims", i64Attr(0)}});
  auto r = run(*op, tensors({i64({4, 2}, counting(8, 0)), i32({3}, {-6, 1, 4})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({0, 1, 2, 3, 6, 7}));  // clamped where open
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(e->rule(i), i / 2 == 1 ? ElementRule::kExact : ElementRule::kAny) << i;
}

// A scatter op with a one-op update computation `body` of (current, update).
std::unique_ptr<Operation> scatterOp(std::vector<Type> results, Attribute dn, const char* body,
                                     ElementType type, bool unique = false, bool sorted = false) {
  auto op = makeOp("stablehlo.scatter", std::move(results),
                   {{"scatter_dimension_numbers", dn},
                    {"indices_are_sorted", Attribute::boolean(sorted)},
                    {"unique_indices", Attribute::boolean(unique)}});
  if (std::string(body) == "replace") {
    const Type scalar = Type::tensor({}, type);
    Block* b = addBlock(*op, {scalar, scalar});
    ret(*b, {b->argument(1)});
  } else {
    binaryRegion(*op, body, type);
  }
  return op;
}

TEST(Scatter, Spec004Example) {
  auto op = scatterOp({tensorType({3, 4, 2})}, scatterDims({2, 3}, {0}, {1, 0}, 2), "stablehlo.add",
                      ElementType::kSI64);
  Tensor input = i64({3, 4, 2}, counting(24));
  Tensor scatter_indices = i64({2, 3, 2}, {0, 2, 1, 0, 2, 1, 0, 1, 1, 0, 0, 9});
  Tensor update = i64({2, 3, 2, 2}, V(24, 1));
  auto r = run(*op, tensors({input, scatter_indices, update}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({1,  2,  5,  6,  7,  8,  7,  8,  10, 11, 12, 13,
                                         14, 15, 16, 17, 18, 19, 20, 21, 21, 22, 23, 24}));
  // Duplicates, but integer addition does not depend on the order.
  EXPECT_EQ((*r)[0].expectation(), nullptr);
}

TEST(Scatter, CorpusWithBatchingDims) {
  auto op = scatterOp({tensorType({2, 3, 4, 2})}, scatterDims({3, 4}, {1}, {2, 1}, 3, {0}, {1}),
                      "stablehlo.add", ElementType::kSI64);
  Tensor input = i64({2, 3, 4, 2}, counting(48));
  Tensor scatter_indices =
      i64({2, 2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9, 0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0});
  Tensor update = i64({2, 2, 3, 2, 2}, V(48, 1));
  EXPECT_EQ(values(runOne(*op, {input, scatter_indices, update})),
            V({3,  4,  6,  7,  6,  7,  7,  8,  9,  10, 11, 12, 15, 16, 17, 18,
               17, 18, 19, 20, 22, 23, 24, 25, 25, 26, 28, 29, 30, 31, 31, 32,
               35, 36, 38, 39, 38, 39, 39, 40, 41, 42, 44, 45, 46, 47, 47, 48}));
}

TEST(Scatter, Xla001OutOfBoundsElementsAreSkipped) {
  // Each update element lands at its own index O and is applied only if O is
  // a valid index of the output: a window hanging over the edge is partly applied.
  auto op = scatterOp({tensorType({4})}, scatterDims({1}, {}, {0}, 1), "stablehlo.add",
                      ElementType::kSI64);
  auto r = run(
      *op, tensors({i64({4}, {0, 0, 0, 0}), i64({2, 1}, {3, -1}), i64({2, 2}, {1, 2, 10, 20})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({20, 0, 0, 1}));
}

TEST(Scatter, DuplicatesWithOrderSensitiveUpdateGiveTheAllowedSet) {
  // update_computation(current, update) = update - current: two updates a, b
  // reaching one element give b - a + c or a - b + c depending on the order.
  auto op = makeOp("stablehlo.scatter", {tensorType({3})},
                   {{"scatter_dimension_numbers", scatterDims({}, {0}, {0}, 1)}});
  const Type scalar = tensorType({});
  Block* b = addBlock(*op, {scalar, scalar});
  ret(*b,
      {append(*b, "stablehlo.subtract", {b->argument(1), b->argument(0)}, {scalar})->result(0)});
  auto r = run(*op, tensors({i64({3}, {100, 0, 0}), i64({3, 1}, {0, 0, 2}), i64({3}, {1, 10, 5})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  // Schedule order: 10 - (1 - 100) = 109.
  EXPECT_EQ(values((*r)[0].tensor()), V({109, 0, 5}));
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  ASSERT_EQ(e->rule(0), ElementRule::kAnyOf);
  std::vector<uint64_t> allowed = *e->anyOf(0);
  std::sort(allowed.begin(), allowed.end());
  EXPECT_EQ(allowed, std::vector<uint64_t>({91, 109}));  // 1 - (10 - 100) = 91
  EXPECT_EQ(e->rule(1), ElementRule::kExact);
  EXPECT_EQ(e->rule(2), ElementRule::kExact);
}

TEST(Scatter, DuplicatesWithReplaceAllowAnyOfTheUpdates) {
  auto op =
      scatterOp({tensorType({2})}, scatterDims({}, {0}, {0}, 1), "replace", ElementType::kSI64);
  auto r = run(*op, tensors({i64({2}, {0, 0}), i64({4, 1}, {1, 1, 1, 0}), i64({4}, {7, 8, 9, 3})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({3, 9}));
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  std::vector<uint64_t> allowed = *e->anyOf(1);
  std::sort(allowed.begin(), allowed.end());
  EXPECT_EQ(allowed, std::vector<uint64_t>({7, 8, 9}));
  EXPECT_EQ(e->rule(0), ElementRule::kExact);
}

TEST(Scatter, FloatMaximumIsOrderInsensitiveWithoutNaN) {
  // Ten updates reach element 0 (too many to enumerate): maximum pins the
  // result unless a NaN takes part, whose payload may depend on the order.
  auto op = scatterOp({tensorType({2}, ElementType::kF32)}, scatterDims({}, {0}, {0}, 1),
                      "stablehlo.maximum", ElementType::kF32);
  std::vector<float> updates = {1, -0.0f, 0.0f, 7, 3, 2, 6, 5, 4, 7};
  auto r = run(*op, tensors({f32({2}, {0, 0}), i64({10, 1}, V(10, 0)), f32({10}, updates)}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0].tensor()), std::vector<float>({7, 0}));
  EXPECT_EQ((*r)[0].expectation(), nullptr);
  updates[3] = std::bit_cast<float>(0x7FC00001u);
  updates[9] = std::bit_cast<float>(0xFFC00002u);
  auto withNaN = run(*op, tensors({f32({2}, {0, 0}), i64({10, 1}, V(10, 0)), f32({10}, updates)}));
  ASSERT_TRUE(withNaN.ok());
  ASSERT_NE((*withNaN)[0].expectation(), nullptr);
  EXPECT_NE((*withNaN)[0].expectation()->rule(0), ElementRule::kExact);
  EXPECT_EQ((*withNaN)[0].expectation()->rule(1), ElementRule::kExact);
}

TEST(Scatter, ManyFloatAdditionsAllowTheIntervalOfEveryOrder) {
  // Ten f32 updates reach element 0: too many orders to enumerate, so the
  // allowed set is the interval around the exact sum; the flowing value (the
  // schedule's order) lies inside it, and so does the other order's sum.
  auto op = scatterOp({tensorType({2}, ElementType::kF32)}, scatterDims({}, {0}, {0}, 1),
                      "stablehlo.add", ElementType::kF32);
  std::vector<float> updates = {0.1f, 1e8f, 0.3f, -1e8f, 0.7f, 3.3f, 1.1f, 2.9f, 0.01f, 5.5f};
  auto r = run(*op, tensors({f32({2}, {0.25f, 0}), i64({10, 1}, V(10, 0)), f32({10}, updates)}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  ASSERT_EQ(e->rule(0), ElementRule::kInterval);
  EXPECT_EQ(e->rule(1), ElementRule::kExact);
  const IntervalBounds& bounds = *e->interval(0);
  EXPECT_TRUE(boundsAllow(bounds, (*r)[0].tensor().bits(0), ElementType::kF32));
  float reversed = 0.25f;
  for (auto it = updates.rbegin(); it != updates.rend(); ++it) reversed += *it;
  EXPECT_TRUE(boundsAllow(bounds, std::bit_cast<uint32_t>(reversed), ElementType::kF32));
  // The bound is about γ_10 · Σ|x| ≈ 120 around the exact 14.16: 1000 is out.
  EXPECT_FALSE(boundsAllow(bounds, std::bit_cast<uint32_t>(1000.0f), ElementType::kF32));
}

TEST(Scatter, FalseUniqueOrSortedClaimsAreUndefined) {
  for (auto [unique, sorted, indices, open] :
       {std::tuple{true, false, V({1, 1}), true}, std::tuple{true, false, V({0, 1}), false},
        std::tuple{false, true, V({1, 0}), true}, std::tuple{false, true, V({0, 1}), false}}) {
    auto op = scatterOp({tensorType({2})}, scatterDims({}, {0}, {0}, 1), "stablehlo.add",
                        ElementType::kSI64, unique, sorted);
    auto r = run(*op, tensors({i64({2}, {0, 0}), i64({2, 1}, indices), i64({2}, {5, 6})}));
    ASSERT_TRUE(r.ok()) << r.error().str();
    if (open) {
      ASSERT_NE((*r)[0].expectation(), nullptr);
      EXPECT_EQ((*r)[0].expectation()->rule(0), ElementRule::kAny);
    } else {
      EXPECT_EQ((*r)[0].expectation(), nullptr);
    }
  }
}

TEST(Scatter, VariadicUpdatesBothResults) {
  // Two inputs updated together: (sum, max) of the updates reaching each element.
  auto op = makeOp("stablehlo.scatter", {tensorType({2}), tensorType({2})},
                   {{"scatter_dimension_numbers", scatterDims({}, {0}, {0}, 1)}});
  const Type scalar = tensorType({});
  Block* b = addBlock(*op, {scalar, scalar, scalar, scalar});
  Value* sum = append(*b, "stablehlo.add", {b->argument(0), b->argument(2)}, {scalar})->result(0);
  Value* max =
      append(*b, "stablehlo.maximum", {b->argument(1), b->argument(3)}, {scalar})->result(0);
  ret(*b, {sum, max});
  auto r = run(*op, tensors({i64({2}, {0, 0}), i64({2}, {0, 0}), i64({3, 1}, {1, 1, 0}),
                             i64({3}, {1, 2, 3}), i64({3}, {4, 9, 5})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({3, 3}));
  EXPECT_EQ(values((*r)[1].tensor()), V({5, 9}));
  // Enumerating both orders finds a single outcome: nothing left open.
  EXPECT_EQ((*r)[0].expectation(), nullptr);
  EXPECT_EQ((*r)[1].expectation(), nullptr);
}

TEST(SelectAndScatter, Spec004Example) {
  auto op = makeOp(
      "stablehlo.select_and_scatter", {tensorType({4, 2})},
      {{"window_dimensions", dims({3, 1})},
       {"window_strides", dims({2, 1})},
       {"padding", Attribute::denseElements(i64({2, 2}, {0, 1, 0, 0}), tensorType({2, 2}))}});
  comparatorRegion(*op, "GE", {ElementType::kSI64});  // select
  binaryRegion(*op, "stablehlo.add", ElementType::kSI64);
  Tensor operand = i64({4, 2}, {1, 5, 2, 5, 3, 6, 4, 4});
  Tensor source = i64({2, 2}, {5, 6, 7, 8});
  auto r = run(*op, tensors({operand, source, scalarI64(0)}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({0, 0, 0, 0, 5, 14, 7, 0}));
  EXPECT_EQ((*r)[0].expectation(), nullptr);
}

TEST(SelectAndScatter, Xla000OverlappingWindowsAccumulate) {
  // An element selected by two overlapping windows receives both source
  // values through scatter (the figure's 2 + 6 = 8).
  auto op = makeOp("stablehlo.select_and_scatter", {tensorType({3})},
                   {{"window_dimensions", dims({2})}, {"window_strides", dims({1})}});
  comparatorRegion(*op, "GE", {ElementType::kSI64});  // select
  binaryRegion(*op, "stablehlo.add", ElementType::kSI64);
  auto r = run(*op, tensors({i64({3}, {1, 9, 3}), i64({2}, {2, 6}), scalarI64(0)}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({0, 8, 0}));
}

TEST(SelectAndScatter, FloatSumsOfOverlappingWindowsAllowEveryReduceOrder) {
  // With padding 2 on each side, the three windows that reach the 9 select
  // element 1; the scatter sum of their sources 1, 1e8 and -1e8 (and the
  // init value) may be reduced in any schedule: 0 or 1, an interval. The
  // first and last windows hold one element each, which gets one source.
  auto op =
      makeOp("stablehlo.select_and_scatter", {tensorType({3}, ElementType::kF32)},
             {{"window_dimensions", dims({3})},
              {"window_strides", dims({1})},
              {"padding", Attribute::denseElements(i64({1, 2}, {2, 2}), tensorType({1, 2}))}});
  comparatorRegion(*op, "GE", {ElementType::kF32});
  binaryRegion(*op, "stablehlo.add", ElementType::kF32);
  auto r = run(
      *op, tensors({f32({3}, {0, 9, 0}), f32({5}, {0.5f, 1, 1e8f, -1e8f, 0.3f}), f32({}, {0})}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(floats((*r)[0].tensor())[0], 0.5f);
  EXPECT_EQ(floats((*r)[0].tensor())[2], 0.3f);
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  ASSERT_EQ(e->rule(1), ElementRule::kInterval);
  EXPECT_TRUE(boundsAllow(*e->interval(1), (*r)[0].tensor().bits(1), ElementType::kF32));
  EXPECT_TRUE(boundsAllow(*e->interval(1), f32({}, {0}).bits(0), ElementType::kF32));
  EXPECT_TRUE(boundsAllow(*e->interval(1), f32({}, {1}).bits(0), ElementType::kF32));
  // A + 0 init changes no sum of these terms: the others stay exact.
  EXPECT_EQ(e->rule(0), ElementRule::kExact);
  EXPECT_EQ(e->rule(2), ElementRule::kExact);
}

// The window's choice is a reduce in lexicographic order whose tree is
// implementation-defined: with a select that is not associative (EQ), the
// left fold picks [1, 1] of [[0, 0], [4, 0]] and the tree ((a b)(c d))
// picks [0, 0]. Both elements are left undetermined; an associative select
// (GE) leaves one choice.
TEST(SelectAndScatter, ANonAssociativeSelectLeavesEveryTreesChoiceOpen) {
  for (const char* direction : {"EQ", "GE"}) {
    auto op = makeOp("stablehlo.select_and_scatter", {tensorType({2, 2})},
                     {{"window_dimensions", dims({2, 2})}, {"window_strides", dims({2, 2})}});
    comparatorRegion(*op, direction, {ElementType::kSI64});  // select
    binaryRegion(*op, "stablehlo.add", ElementType::kSI64);
    auto r = run(*op, tensors({i64({2, 2}, {0, 0, 4, 0}), i64({1, 1}, {1}), scalarI64(0)}));
    ASSERT_TRUE(r.ok()) << r.error().str();
    const auto& e = (*r)[0].expectation();
    if (std::string_view(direction) == "GE") {
      EXPECT_EQ(values((*r)[0].tensor()), V({0, 0, 1, 0}));
      EXPECT_EQ(e, nullptr);
      continue;
    }
    EXPECT_EQ(values((*r)[0].tensor()), V({0, 0, 0, 1}));  // the left fold's
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->rule(0), ElementRule::kUndetermined);
    EXPECT_EQ(e->rule(3), ElementRule::kUndetermined);
    EXPECT_EQ(e->rule(2), ElementRule::kExact);  // 4 equals no other: no tree picks it
  }
}

TEST(SelectAndScatter, InitValueMayBeReducedAnyNumberOfTimes) {
  // result[i] = reduce([source_values], [init_value], [0], scatter), whose
  // schedule holds "an implementation-defined amount of init_values": with a
  // multiply body and init 4, element 0 (selected once, source 1) may be
  // 1 * 4^k for every k >= 0 and element 1 (selected by no window) 4^k for
  // k >= 1. The reference interpreter gives 16 for element 0 (init, source,
  // init); hlo-cts had allowed 4 alone (campaign stablehlo-interpreter-seed32).
  auto op = makeOp("stablehlo.select_and_scatter", {tensorType({2})},
                   {{"window_dimensions", dims({1})}, {"window_strides", dims({2})}});
  comparatorRegion(*op, "GE", {ElementType::kSI64});  // select
  binaryRegion(*op, "stablehlo.multiply", ElementType::kSI64);
  auto r = run(*op, tensors({i64({2}, {0, 0}), i64({1}, {1}), scalarI64(4)}));
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(values((*r)[0].tensor()), V({4, 4}));  // the spec's schedule with init once
  const auto& e = (*r)[0].expectation();
  ASSERT_NE(e, nullptr);
  for (int64_t element : {0, 1}) {
    ASSERT_EQ(e->rule(element), ElementRule::kAnyOf);
    const std::vector<uint64_t>& allowed = *e->anyOf(element);
    auto allows = [&](uint64_t v) {
      return std::find(allowed.begin(), allowed.end(), v) != allowed.end();
    };
    EXPECT_TRUE(allows(4));
    EXPECT_TRUE(allows(16));
    EXPECT_TRUE(allows(64));
    EXPECT_FALSE(allows(5));
    EXPECT_FALSE(allows(8));
    EXPECT_EQ(allows(1), element == 0);  // k = 0 needs a source value
  }
}

TEST(IndexingErrors, CiteOpAndClause) {
  auto slice = makeOp("stablehlo.dynamic_slice", {tensorType({5})}, {{"slice_sizes", dims({5})}});
  EXPECT_NE(
      runError(*slice, {i64({4}, {1, 2, 3, 4}), scalarI64(0)}).find("stablehlo.dynamic_slice (C4)"),
      std::string::npos);
  auto gather =
      makeOp("stablehlo.gather", {tensorType({1})},
             {{"dimension_numbers", gatherDims({}, {0}, {3}, 1)}, {"slice_sizes", dims({1})}});
  EXPECT_NE(
      runError(*gather, {i64({4}, {1, 2, 3, 4}), i64({1, 1}, {0})}).find("stablehlo.gather (C10)"),
      std::string::npos);
  auto scatter = scatterOp({tensorType({2})}, scatterDims({}, {0}, {0}, 5), "stablehlo.add",
                           ElementType::kSI64);
  EXPECT_NE(runError(*scatter, {i64({2}, {0, 0}), i64({1, 1}, {0}), i64({1}, {1})})
                .find("stablehlo.scatter (C14)"),
            std::string::npos);
  auto noDims = makeOp("stablehlo.gather", {tensorType({1})}, {{"slice_sizes", dims({1})}});
  EXPECT_NE(runError(*noDims, {i64({4}, {1, 2, 3, 4}), i64({1, 1}, {0})}), "");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
