// Property tests of the indexing ops over random configurations: gather of
// an iota operand matches the XLA document's index arithmetic (G, S, Sin,
// Oin, remapped_offset_dims), scatter then gather round-trips on unique
// indices for every element type, dynamic_update_slice then dynamic_slice
// round-trips with clamped starts.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "tests/oracle/dm_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace dmtest;
using V = std::vector<int64_t>;

bool has(const V& v, int64_t x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

TEST(IndexingProperty, GatherOfIotaMatchesIndexArithmetic) {
  std::mt19937_64 rng(11);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int64_t rank = 1 + rng() % 3;
    V shape(rank), slice_sizes(rank);
    for (int64_t d = 0; d < rank; ++d) {
      shape[d] = 1 + rng() % 5;
      slice_sizes[d] = rng() % (shape[d] + 1);
    }
    V collapsed_slice_dims, start_index_map;
    for (int64_t d = 0; d < rank; ++d) {
      if (rng() % 3 == 0) {
        collapsed_slice_dims.push_back(d);
        slice_sizes[d] = 1;
      }
      if (rng() % 2) start_index_map.push_back(d);
    }
    std::shuffle(start_index_map.begin(), start_index_map.end(), rng);
    const int64_t index_count = static_cast<int64_t>(start_index_map.size());
    // start_indices: a batch shape with the index vector at index_vector_dim
    // (or implicit, of size 1, when index_vector_dim = rank).
    V batch_shape(rng() % 3);
    for (int64_t& b : batch_shape) b = 1 + rng() % 3;
    const int64_t batch_rank = static_cast<int64_t>(batch_shape.size());
    int64_t index_vector_dim = rng() % (batch_rank + 1);
    V indices_shape = batch_shape;
    if (index_count == 1 && rng() % 2)
      index_vector_dim = batch_rank;  // implicit trailing 1
    else
      indices_shape.insert(indices_shape.begin() + index_vector_dim, index_count);
    V index_values(std::accumulate(indices_shape.begin(), indices_shape.end(), int64_t{1},
                                   std::multiplies<>()));
    for (int64_t& x : index_values) x = static_cast<int64_t>(rng() % 9) - 2;  // clamping too
    // offset_dims: sorted positions of the offset dims among the result dims.
    const int64_t offset_count = rank - static_cast<int64_t>(collapsed_slice_dims.size());
    const int64_t result_rank = batch_rank + offset_count;
    V positions(result_rank);
    std::iota(positions.begin(), positions.end(), 0);
    std::shuffle(positions.begin(), positions.end(), rng);
    V offset_dims(positions.begin(), positions.begin() + offset_count);
    std::sort(offset_dims.begin(), offset_dims.end());
    V result_shape(result_rank), batch_dims;
    for (int64_t d = 0, b = 0, o = 0; d < result_rank; ++d) {
      if (has(offset_dims, d)) {
        while (has(collapsed_slice_dims, o)) ++o;
        result_shape[d] = slice_sizes[o++];
      } else {
        result_shape[d] = batch_shape[b++];
        batch_dims.push_back(d);
      }
    }
    V iota(std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>()));
    std::iota(iota.begin(), iota.end(), 0);
    Tensor operand = i64(shape, iota);
    Tensor start_indices = i64(indices_shape, index_values);
    auto op = makeOp(
        "stablehlo.gather", {tensorType(result_shape)},
        {{"dimension_numbers",
          Attribute::structure("stablehlo.gather",
                               {{"offset_dims", intList(offset_dims)},
                                {"collapsed_slice_dims", intList(collapsed_slice_dims)},
                                {"start_index_map", intList(start_index_map)},
                                {"index_vector_dim", Attribute::integer(index_vector_dim)}})},
         {"slice_sizes", dims(slice_sizes)}});
    Tensor result = runOne(*op, {operand, start_indices});
    ASSERT_EQ(result.shape(), result_shape) << "trial " << trial;

    // The XLA document's formal description, clamped as the spec clamps.
    V remapped_offset_dims;
    for (int64_t d = 0; d < rank; ++d)
      if (!has(collapsed_slice_dims, d)) remapped_offset_dims.push_back(d);
    V out(result_rank, 0);
    for (int64_t linear = 0; linear < result.numElements(); ++linear) {
      for (int64_t d = result_rank - 1, rest = linear; d >= 0; --d) {
        out[d] = rest % result_shape[d];
        rest /= result_shape[d];
      }
      V G;
      for (int64_t d : batch_dims) G.push_back(out[d]);
      V S(index_count);
      for (int64_t i = 0; i < index_count; ++i) {
        V combined = G;
        if (index_vector_dim < static_cast<int64_t>(indices_shape.size()))
          combined.insert(combined.begin() + index_vector_dim, i);
        S[i] = index_values[start_indices.linearIndex(combined)];
      }
      V Sin(rank, 0), Oin(rank, 0), In(rank);
      for (int64_t k = 0; k < index_count; ++k) {
        const int64_t d = start_index_map[k];
        Sin[d] = std::clamp<int64_t>(S[k], 0, shape[d] - slice_sizes[d]);
      }
      for (int64_t k = 0; k < offset_count; ++k) Oin[remapped_offset_dims[k]] = out[offset_dims[k]];
      for (int64_t d = 0; d < rank; ++d) In[d] = Sin[d] + Oin[d];
      ASSERT_EQ(result.intValue(linear), operand.linearIndex(In)) << "trial " << trial;
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(IndexingProperty, ScatterThenGatherRoundTripsOnUniqueIndices) {
  std::mt19937_64 rng(12);
  auto types = allElementTypes();
  for (int trial = 0; trial < 150; ++trial) {
    const ElementType type = types[rng() % types.size()];
    const int64_t rank = 1 + rng() % 3;
    V shape(rank);
    for (int64_t& d : shape) d = 1 + rng() % 4;
    const int64_t size =
        std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
    // n distinct positions, as index vectors.
    V linear(size);
    std::iota(linear.begin(), linear.end(), 0);
    std::shuffle(linear.begin(), linear.end(), rng);
    const int64_t n = 1 + rng() % size;
    V index_values;
    Tensor probe(shape, type);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t x : probe.multiIndex(linear[i])) index_values.push_back(x);
    Tensor indices = i64({n, rank}, index_values);
    Tensor updates = randomTensor(type, {n}, rng);
    Tensor input = randomTensor(type, shape, rng);
    V all(rank);
    std::iota(all.begin(), all.end(), 0);

    const Type scalar = Type::tensor({}, type);
    auto scatter = makeOp(
        "stablehlo.scatter", {Type::tensor(shape, type)},
        {{"scatter_dimension_numbers",
          Attribute::structure("stablehlo.scatter", {{"inserted_window_dims", intList(all)},
                                                     {"scatter_dims_to_operand_dims", intList(all)},
                                                     {"index_vector_dim", Attribute::integer(1)}})},
         {"unique_indices", Attribute::boolean(true)}});
    Block* body = addBlock(*scatter, {scalar, scalar});
    ret(*body, {body->argument(1)});
    auto scattered = run(*scatter, tensors({input, indices, updates}));
    ASSERT_TRUE(scattered.ok()) << scattered.error().str();
    EXPECT_EQ((*scattered)[0].expectation(), nullptr);  // the uniqueness claim holds

    auto gather = makeOp(
        "stablehlo.gather", {Type::tensor({n}, type)},
        {{"dimension_numbers",
          Attribute::structure("stablehlo.gather", {{"collapsed_slice_dims", intList(all)},
                                                    {"start_index_map", intList(all)},
                                                    {"index_vector_dim", Attribute::integer(1)}})},
         {"slice_sizes", dims(V(rank, 1))}});
    EXPECT_EQ(runOne(*gather, {(*scattered)[0].tensor(), indices}), updates)
        << elementTypeName(type);
    // Elements no update reached keep the input's bits.
    for (int64_t i = n; i < size; ++i)
      for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part)
        EXPECT_EQ((*scattered)[0].tensor().partBits(linear[i], part),
                  input.partBits(linear[i], part));
  }
}

TEST(IndexingProperty, DynamicUpdateSliceThenDynamicSliceRoundTrips) {
  std::mt19937_64 rng(13);
  auto types = allElementTypes();
  for (int trial = 0; trial < 150; ++trial) {
    const ElementType type = types[rng() % types.size()];
    const int64_t rank = 1 + rng() % 3;
    V shape(rank), update_shape(rank);
    for (int64_t d = 0; d < rank; ++d) {
      shape[d] = 1 + rng() % 5;
      update_shape[d] = rng() % (shape[d] + 1);
    }
    Tensor operand = randomTensor(type, shape, rng);
    Tensor update = randomTensor(type, update_shape, rng);
    std::vector<Tensor> starts;
    for (int64_t d = 0; d < rank; ++d)
      starts.push_back(i32({}, {static_cast<int64_t>(rng() % 9) - 2}));
    auto dus = makeOp("stablehlo.dynamic_update_slice", {Type::tensor(shape, type)});
    std::vector<Tensor> dusOperands = {operand, update};
    dusOperands.insert(dusOperands.end(), starts.begin(), starts.end());
    Tensor updated = runOne(*dus, dusOperands);
    auto ds = makeOp("stablehlo.dynamic_slice", {Type::tensor(update_shape, type)},
                     {{"slice_sizes", dims(update_shape)}});
    std::vector<Tensor> dsOperands = {updated};
    dsOperands.insert(dsOperands.end(), starts.begin(), starts.end());
    EXPECT_EQ(runOne(*ds, dsOperands), update) << elementTypeName(type);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
