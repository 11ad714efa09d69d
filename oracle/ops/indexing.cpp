// Indexing: dynamic_slice, dynamic_update_slice (with the spec's clamping of
// start indices), gather and dynamic_gather (every dimension number,
// batching dims included) and torch_index_select. scatter and
// select_and_scatter are in indexing_scatter.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "oracle/ops/choices.h"
#include "oracle/ops/compose.h"
#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_common.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

using Values = std::vector<RuntimeValue>;

// The `start_indices` operands of dynamic_slice / dynamic_update_slice
// from operand `first` on: rank-0 integer tensors, one per operand dimension.
std::vector<int64_t> scalarIndices(const CheckedArgs& args, size_t first) {
  std::vector<int64_t> start_indices;
  for (size_t i = first; i < args.size(); ++i)
    start_indices.push_back(indexElement(args.tensor(i), 0));
  return start_indices;
}

// ---------------------------------------------------------------------------
// dynamic_slice: adjusted_start_indices = clamp(0, start_indices,
// shape(operand) - slice_sizes); operand_index = adjusted_start_indices +
// result_index.
Result<Values> evalDynamicSlice(const Operation& op, std::span<const RuntimeValue> operands,
                                EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const std::vector<int64_t> start_indices = scalarIndices(args, 1);
  Result<std::vector<int64_t>> sliceSizes = ops::dimensionsAttr(op);
  if (!sliceSizes.ok()) return sliceSizes.takeError();
  const std::vector<int64_t>& slice_sizes = *sliceSizes;
  std::vector<int64_t> adjusted_start_indices(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d)
    adjusted_start_indices[d] =
        std::clamp<int64_t>(start_indices[d], 0, operand.shape()[d] - slice_sizes[d]);
  auto resultType = runtimeResultType(op, 0, slice_sizes);
  if (!resultType) return resultType.takeError();

  Tensor result(*resultType);
  Index operand_index(operand.rank());
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (int64_t d = 0; d < operand.rank(); ++d)
      operand_index[d] = adjusted_start_indices[d] + result_index[d];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// dynamic_update_slice: result[result_index] = update[update_index] when
// 0 <= update_index < shape(update), with adjusted_start_indices =
// clamp(0, start_indices, shape(operand) - shape(update)) and update_index =
// result_index - adjusted_start_indices; operand[result_index] otherwise.
Result<Values> evalDynamicUpdateSlice(const Operation& op, std::span<const RuntimeValue> operands,
                                      EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const Tensor& update = args.tensor(1);
  const std::vector<int64_t> start_indices = scalarIndices(args, 2);
  std::vector<int64_t> adjusted_start_indices(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d)
    adjusted_start_indices[d] =
        std::clamp<int64_t>(start_indices[d], 0, operand.shape()[d] - update.shape()[d]);
  auto resultType = runtimeResultType(op, 0, operand.shape());
  if (!resultType) return resultType.takeError();

  Tensor result(*resultType);
  std::copy(operand.bytes().begin(), operand.bytes().end(), result.mutableBytes().begin());
  Index result_index(operand.rank());
  forEachIndex(update.shape(), [&](const Index& update_index, int64_t linear) {
    for (int64_t d = 0; d < operand.rank(); ++d)
      result_index[d] = adjusted_start_indices[d] + update_index[d];
    copyElement(update, linear, result, result.linearIndex(result_index));
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// gather / dynamic_gather.
struct GatherDimensionNumbers {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims,
      start_indices_batching_dims, start_index_map;
  int64_t index_vector_dim = 0;
  std::vector<int64_t> slice_sizes;  // gather's attribute (dynamic_gather: an operand)
  bool indices_are_sorted = false;
};

Result<GatherDimensionNumbers> gatherDimensionNumbers(const Operation& op) {
  Result<ops::GatherAttrs> attrs = ops::gatherAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  GatherDimensionNumbers g;
  g.offset_dims = std::move(attrs->offsetDims);
  g.collapsed_slice_dims = std::move(attrs->collapsedSliceDims);
  g.operand_batching_dims = std::move(attrs->operandBatchingDims);
  g.start_indices_batching_dims = std::move(attrs->startIndicesBatchingDims);
  g.start_index_map = std::move(attrs->startIndexMap);
  g.index_vector_dim = attrs->indexVectorDim;
  g.slice_sizes = std::move(attrs->sliceSizes);
  g.indices_are_sorted = attrs->indicesAreSorted;
  return g;
}

// result[result_index] = operand[operand_index] where
//   batch_dims = [d for d in axes(result) and d not in offset_dims]
//   batch_index = result_index[batch_dims...]
//   start_index = start_indices[bi0, ..., :, ..., biN]
//   full_start_index[d_operand] = clamp(start_index[d_start], 0,
//       dim(operand, d_operand) - slice_sizes[d_operand]) for
//       d_operand = start_index_map[d_start], else 0
//   full_batching_index[d_operand] = batch_index[d_start - (d_start <
//       index_vector_dim ? 0 : 1)] for d_operand = operand_batching_dims[i],
//       d_start = start_indices_batching_dims[i], else 0
//   offset_index = result_index[offset_dims...]
//   full_offset_index = offset_index with 0 at collapsed_slice_dims and
//       operand_batching_dims
//   operand_index = full_start_index + full_batching_index + full_offset_index
Result<Values> gather(const Operation& op, const Tensor& operand, const Tensor& start_indices,
                      const GatherDimensionNumbers& g, std::span<const int64_t> slice_sizes) {
  const int64_t rank = operand.rank();
  // shape(result) = combine(batch_dim_sizes, offset_dim_sizes)
  std::vector<int64_t> batch_dim_sizes = batchDimSizes(start_indices, g.index_vector_dim);
  std::vector<int64_t> offset_dim_sizes;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(g.collapsed_slice_dims, d) && !contains(g.operand_batching_dims, d))
      offset_dim_sizes.push_back(slice_sizes[d]);
  const int64_t result_rank =
      static_cast<int64_t>(batch_dim_sizes.size() + offset_dim_sizes.size());
  std::vector<int64_t> shape(result_rank), batch_dims;
  for (int64_t d = 0, b = 0, o = 0; d < result_rank; ++d) {
    if (contains(g.offset_dims, d)) {
      shape[d] = offset_dim_sizes[o++];
    } else {
      shape[d] = batch_dim_sizes[b++];
      batch_dims.push_back(d);
    }
  }
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();

  Tensor result(*resultType);
  std::vector<int64_t> batch_index(batch_dims.size()), start_index(g.start_index_map.size());
  Index full_start_index(rank), full_batching_index(rank), full_offset_index(rank),
      operand_index(rank);
  // The offset dims of the operand: those not collapsed and not batching.
  std::vector<int64_t> operand_offset_dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(g.collapsed_slice_dims, d) && !contains(g.operand_batching_dims, d))
      operand_offset_dims.push_back(d);
  // A collapsed dimension with slice size 0 (C8 allows ≤ 1) gathers an empty
  // slice into a non-empty result: the formula then reads past the operand.
  bool outside = false;
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    if (outside) return;
    for (size_t i = 0; i < batch_dims.size(); ++i) batch_index[i] = result_index[batch_dims[i]];
    startIndexAt(start_indices, batch_index, g.index_vector_dim, start_index);
    std::fill(full_start_index.begin(), full_start_index.end(), 0);
    for (size_t d_start = 0; d_start < g.start_index_map.size(); ++d_start) {
      const int64_t d_operand = g.start_index_map[d_start];
      full_start_index[d_operand] = std::clamp<int64_t>(
          start_index[d_start], 0, operand.shape()[d_operand] - slice_sizes[d_operand]);
    }
    std::fill(full_batching_index.begin(), full_batching_index.end(), 0);
    for (size_t i = 0; i < g.operand_batching_dims.size(); ++i) {
      const int64_t d_start = g.start_indices_batching_dims[i];
      full_batching_index[g.operand_batching_dims[i]] =
          batch_index[d_start - (d_start < g.index_vector_dim ? 0 : 1)];
    }
    std::fill(full_offset_index.begin(), full_offset_index.end(), 0);
    for (size_t i = 0; i < g.offset_dims.size(); ++i)
      full_offset_index[operand_offset_dims[i]] = result_index[g.offset_dims[i]];
    for (int64_t d = 0; d < rank; ++d)
      operand_index[d] = full_start_index[d] + full_batching_index[d] + full_offset_index[d];
    if (!inBounds(operand_index, operand.shape())) {
      outside = true;
      return;
    }
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  if (outside)
    return notSupported(
        op, fmt::format("slice_sizes {} gather empty slices of operand {} into a non-empty "
                        "result: C8 allows a size-0 collapsed slice, but the spec defines no "
                        "element to read",
                        formatDims(slice_sizes), formatDims(operand.shape())));
  // A false indices_are_sorted claim is undefined behaviour: any result.
  ResultChoices choices;
  if (g.indices_are_sorted) {
    std::vector<int64_t> clampLimit(rank);
    for (int64_t d = 0; d < rank; ++d) clampLimit[d] = operand.shape()[d] - slice_sizes[d];
    choices.wholeResultAnyValue =
        !startIndicesSorted(start_indices, g.index_vector_dim, g.start_index_map, rank, clampLimit);
  }
  return Values{withChoices(std::move(result), std::move(choices), op.name())};
}

Result<Values> evalGather(const Operation& op, std::span<const RuntimeValue> operands,
                          EvalContext&) {
  const CheckedArgs args(op, operands);
  auto g = gatherDimensionNumbers(op);
  if (!g) return g.takeError();
  return gather(op, args.tensor(0), args.tensor(1), *g, g->slice_sizes);
}

// dynamic_gather: gather with the slice_sizes operand's runtime value.
Result<Values> evalDynamicGather(const Operation& op, std::span<const RuntimeValue> operands,
                                 EvalContext& context) {
  // slice_sizes is a runtime value: gather's clauses on it are judged on it.
  const Type declared = op.result(0)->type;
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&declared, 1}); !s.ok())
    return s.takeError();
  const CheckedArgs args(op, operands);
  auto g = gatherDimensionNumbers(op);
  if (!g) return g.takeError();
  return gather(op, args.tensor(0), args.tensor(1), *g, args.indices(2));
}

// torch_index_select(operand, index, dim, batch_dims): PyTorch's
// index_select with leading batch dimensions shared by operand and index:
//   result[p_0.., q_batch_dims.., s_dim+1..] =
//     operand[p_0.., index[p_0..p_batch_dims-1, q..], s..]
// No spec defines an index outside [0, dim(operand, dim)): PyTorch raises,
// MHLO's lowering to gather clamps, IREE reads zeros. The oracle flows the
// clamped element and allows any value there.
Result<Values> evalTorchIndexSelect(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const Tensor& index = args.tensor(1);
  Result<ops::TorchIndexSelectAttrs> attrs = ops::torchIndexSelectAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t dim = attrs->dim, batch_dims = attrs->batchDims;
  // The shared batch dimensions agree (a condition MLIR's verifier leaves
  // to the lowering, so no clause states it).
  for (int64_t b = 0; b < batch_dims; ++b)
    if (operand.shape()[b] != index.shape()[b])
      return opError(op, "operand and index differ in a batch dimension");
  const int64_t index_rank = index.rank() - batch_dims;
  std::vector<int64_t> shape(operand.shape().begin(), operand.shape().begin() + dim);
  shape.insert(shape.end(), index.shape().begin() + batch_dims, index.shape().end());
  shape.insert(shape.end(), operand.shape().begin() + dim + 1, operand.shape().end());
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  if (operand.shape()[dim] == 0 && resultType->numElements() > 0)
    return opError(op, "selects from an empty dimension");

  ResultChoices choices;
  Tensor result(*resultType);
  Index operand_index(operand.rank()), index_index(index.rank());
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (int64_t d = 0; d < dim; ++d) operand_index[d] = result_index[d];
    for (int64_t b = 0; b < batch_dims; ++b) index_index[b] = result_index[b];
    for (int64_t q = 0; q < index_rank; ++q) index_index[batch_dims + q] = result_index[dim + q];
    const int64_t selected = indexElement(index, index.linearIndex(index_index));
    if (selected < 0 || selected >= operand.shape()[dim]) choices.anyValue.push_back(linear);
    operand_index[dim] = std::clamp<int64_t>(selected, 0, operand.shape()[dim] - 1);
    for (int64_t d = dim + 1; d < operand.rank(); ++d)
      operand_index[d] = result_index[d - 1 + index_rank];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{withChoices(std::move(result), std::move(choices), op.name())};
}

constexpr OpEntry kIndexingOps[] = {
    {OpId::kDynamicSlice, checkedOnRuntimeTypes<evalDynamicSlice>},
    {OpId::kDynamicUpdateSlice, checkedOnRuntimeTypes<evalDynamicUpdateSlice>},
    {OpId::kGather, checkedOnRuntimeTypes<evalGather>},
    {OpId::kDynamicGather, checkedOnRuntimeTypes<evalDynamicGather>},
    {OpId::kTorchIndexSelect, checkedOnRuntimeTypes<evalTorchIndexSelect>},
};

}  // namespace

std::span<const OpEntry> indexingOps() {
  return kIndexingOps;
}

}  // namespace hlo_cts::oracle
