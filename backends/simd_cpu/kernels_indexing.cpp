// Indexing: slice, real_dynamic_slice, dynamic_slice, dynamic_update_slice
// (start indices clamped as the spec says), set_dimension_size (a leading
// slice, static results only), gather and dynamic_gather
// (every dimension number, batching dims included) and torch_index_select.
// Every window moves with copyStrided; gather's windows are spread over
// cores. scatter and sort are registered here too (kernels_scatter.cpp,
// kernels_sort.cpp).
#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>

#include "backends/simd_cpu/kernels_layout.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// slice: operand_index = start_indices + result_index * strides.
Status sliceWith(const KernelCall& call, std::span<const int64_t> start_indices,
                 std::span<const int64_t> strides) {
  const Tensor& operand = call.operand(0);
  Tensor result = call.allocate(0);
  StridedCopy c;
  c.shape = result.shape();
  c.dstStrides = rowMajorStrides(c.shape);
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  for (size_t d = 0; d < operandStrides.size(); ++d) {
    c.srcBase += start_indices[d] * operandStrides[d];
    c.srcStrides.push_back((strides.empty() ? 1 : strides[d]) * operandStrides[d]);
  }
  copyStrided(c, result.mutableBytes().data(), operand.bytes().data(), result.elementBytes());
  call.set(0, std::move(result));
  return Status::success();
}

Status slice(const KernelCall& call) {
  Result<ops::SliceAttrs> attrs = ops::sliceAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  return sliceWith(call, attrs->startIndices, attrs->strides);
}

// real_dynamic_slice: the bounds are operands; the static result type fixes
// the extent, so only start_indices and strides are read.
Status realDynamicSlice(const KernelCall& call) {
  const std::vector<int64_t> start_indices = indexValues(call.operand(1));
  const std::vector<int64_t> strides = indexValues(call.operand(3));
  const Tensor& operand = call.operand(0);
  const Type& resultType = call.op.result(0)->type;
  for (size_t d = 0; d < start_indices.size(); ++d) {
    const int64_t size = resultType.shape()[d];
    if (start_indices[d] < 0 || strides[d] <= 0 ||
        (size > 0 && start_indices[d] + (size - 1) * strides[d] >= operand.shape()[d]))
      return kernelError(call.op, "the slice bounds lie outside the operand");
  }
  return sliceWith(call, start_indices, strides);
}

// set_dimension_size (XLA SetDimensionSize): the runtime value keeps the
// leading `size` elements along `dimension`. Only static results are
// planned (the support function refuses a bounded dynamic one), so the
// runtime size must be the one the result type declares; any other size is
// a program error at run time, as outside [0, dim(operand, dimension)].
Status setDimensionSize(const KernelCall& call) {
  Result<int64_t> dimensionAttr = ops::dimensionAttr(call.op);
  if (!dimensionAttr.ok()) return dimensionAttr.takeError();
  const int64_t dimension = *dimensionAttr;
  const int64_t size = indexValues(call.operand(1))[0];
  const int64_t operandSize = call.operand(0).shape()[static_cast<size_t>(dimension)];
  const int64_t declared = call.op.result(0)->type.shape()[static_cast<size_t>(dimension)];
  if (size < 0 || size > operandSize)
    return kernelError(call.op, fmt::format("size {} is outside [0, {}], the static size of "
                                            "dimension {}",
                                            size, operandSize, dimension));
  if (size != declared)
    return kernelError(call.op, fmt::format("size {} differs from dimension {} of the static "
                                            "result type ({})",
                                            size, dimension, declared));
  const std::vector<int64_t> start(call.operand(0).shape().size(), 0);
  return sliceWith(call, start, {});
}

// The start index operands first..first+rank, clamped into [0, dim(operand)
// - size] per dimension (dynamic_slice, dynamic_update_slice).
std::vector<int64_t> clampedStarts(const KernelCall& call, size_t first,
                                   std::span<const int64_t> sizes) {
  const Tensor& operand = call.operand(0);
  std::vector<int64_t> starts(sizes.size());
  for (size_t d = 0; d < sizes.size(); ++d)
    starts[d] = std::clamp<int64_t>(indexValues(call.operand(first + d))[0], 0,
                                    operand.shape()[d] - sizes[d]);
  return starts;
}

// dynamic_slice: operand_index = clamp(0, start_indices, shape(operand) -
// slice_sizes) + result_index.
Status dynamicSlice(const KernelCall& call) {
  const std::vector<int64_t> slice_sizes = call.op.result(0)->type.shape();
  return sliceWith(call, clampedStarts(call, 1, slice_sizes), {});
}

// dynamic_update_slice: the operand with `update` written at the clamped
// start indices.
Status dynamicUpdateSlice(const KernelCall& call) {
  const Tensor& operand = call.operand(0);
  const Tensor& update = call.operand(1);
  Tensor result = call.allocate(0);
  if (!operand.bytes().empty())
    std::memcpy(result.mutableBytes().data(), operand.bytes().data(), operand.bytes().size());
  const std::vector<int64_t> starts = clampedStarts(call, 2, update.shape());
  StridedCopy c;
  c.shape = update.shape();
  c.srcStrides = rowMajorStrides(c.shape);
  c.dstStrides = rowMajorStrides(operand.shape());
  for (size_t d = 0; d < starts.size(); ++d) c.dstBase += starts[d] * c.dstStrides[d];
  copyStrided(c, result.mutableBytes().data(), update.bytes().data(), result.elementBytes());
  call.set(0, std::move(result));
  return Status::success();
}

// ---------------------------------------------------------------------------
// gather / dynamic_gather (dimension numbers: ops::GatherAttrs).

// result[result_index] = operand[full_start_index + full_batching_index +
// full_offset_index] (the spec's gather). Per batch position (a result
// index with the offset dims at 0) the start index is read and clamped
// once; the window over the offset dims is then one strided copy.
Status gatherWith(const KernelCall& call, const ops::GatherAttrs& g,
                  std::span<const int64_t> slice_sizes) {
  const Tensor& operand = call.operand(0);
  const Tensor& start_indices = call.operand(1);
  Tensor result = call.allocate(0);
  const int64_t rank = operand.rank();
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  const std::vector<int64_t> resultStrides = rowMajorStrides(result.shape());
  const std::vector<int64_t> indices = indexValues(start_indices);
  const std::vector<int64_t> indicesStrides = rowMajorStrides(start_indices.shape());

  // The window: offset dims of the result against the operand's offset dims.
  StridedCopy window;
  for (int64_t d = 0, o = 0; d < rank; ++d)
    if (!contains(g.collapsedSliceDims, d) && !contains(g.operandBatchingDims, d)) {
      const size_t resultDim = static_cast<size_t>(g.offsetDims[static_cast<size_t>(o++)]);
      window.shape.push_back(result.shape()[resultDim]);
      window.dstStrides.push_back(resultStrides[resultDim]);
      window.srcStrides.push_back(operandStrides[static_cast<size_t>(d)]);
    }
  // batch_dims: the result dims that are not offset dims, in order; each is
  // a dimension of start_indices other than index_vector_dim.
  std::vector<int64_t> batch_dims, batchShape;
  for (int64_t d = 0; d < result.rank(); ++d)
    if (!contains(g.offsetDims, d)) {
      batch_dims.push_back(d);
      batchShape.push_back(result.shape()[static_cast<size_t>(d)]);
    }
  // start_indices dimension of batch dim k (skipping index_vector_dim).
  auto indicesDim = [&](size_t k) {
    const int64_t d = static_cast<int64_t>(k);
    return static_cast<size_t>(d < g.indexVectorDim ? d : d + 1);
  };
  const bool vectorDim = g.indexVectorDim < start_indices.rank();
  const int64_t vectorStride =
      vectorDim ? indicesStrides[static_cast<size_t>(g.indexVectorDim)] : 0;
  int64_t batchCount = 1;
  for (int64_t size : batchShape) batchCount *= size;

  auto gatherBatches = [&](int64_t begin, int64_t end, bool parallelWindows) {
    std::vector<int64_t> batch_index(batchShape.size());
    StridedCopy c = window;
    for (int64_t b = begin; b < end; ++b) {
      int64_t rest = b, indicesOffset = 0;
      c.dstBase = 0;
      for (size_t k = batchShape.size(); k-- > 0;) {
        batch_index[k] = rest % batchShape[k];
        rest /= batchShape[k];
        c.dstBase += batch_index[k] * resultStrides[static_cast<size_t>(batch_dims[k])];
        indicesOffset += batch_index[k] * indicesStrides[indicesDim(k)];
      }
      c.srcBase = 0;
      for (size_t d_start = 0; d_start < g.startIndexMap.size(); ++d_start) {
        const size_t d_operand = static_cast<size_t>(g.startIndexMap[d_start]);
        const int64_t start = indices[static_cast<size_t>(
            indicesOffset + static_cast<int64_t>(d_start) * vectorStride)];
        c.srcBase +=
            std::clamp<int64_t>(start, 0, operand.shape()[d_operand] - slice_sizes[d_operand]) *
            operandStrides[d_operand];
      }
      for (size_t i = 0; i < g.operandBatchingDims.size(); ++i) {
        const int64_t d_start = g.startIndicesBatchingDims[i];
        const size_t k = static_cast<size_t>(d_start - (d_start < g.indexVectorDim ? 0 : 1));
        c.srcBase += batch_index[k] * operandStrides[static_cast<size_t>(g.operandBatchingDims[i])];
      }
      copyStrided(c, result.mutableBytes().data(), operand.bytes().data(), result.elementBytes(),
                  parallelWindows);
    }
  };
  if (result.numElements() >= kParallelElements && batchCount > 1) {
    tbb::parallel_for(
        tbb::blocked_range<int64_t>(0, batchCount),
        [&](const tbb::blocked_range<int64_t>& r) { gatherBatches(r.begin(), r.end(), false); });
  } else {
    gatherBatches(0, batchCount, true);
  }
  call.set(0, std::move(result));
  return Status::success();
}

// A collapsed or batching dimension with slice size 0 gathers an empty
// slice into a non-empty result: the spec defines no element to read.
bool gathersEmptySlices(const Operation& op, const ops::GatherAttrs& g,
                        std::span<const int64_t> slice_sizes) {
  if (op.result(0)->type.numElements() == 0) return false;
  for (size_t d = 0; d < slice_sizes.size(); ++d)
    if (slice_sizes[d] == 0 && (contains(g.collapsedSliceDims, static_cast<int64_t>(d)) ||
                                contains(g.operandBatchingDims, static_cast<int64_t>(d))))
      return true;
  return false;
}

Status gather(const KernelCall& call) {
  Result<ops::GatherAttrs> g = ops::gatherAttrs(call.op);
  if (!g.ok()) return g.takeError();
  return gatherWith(call, *g, g->sliceSizes);
}

Status dynamicGather(const KernelCall& call) {
  Result<ops::GatherAttrs> g = ops::gatherAttrs(call.op);
  if (!g.ok()) return g.takeError();
  const std::vector<int64_t> slice_sizes = indexValues(call.operand(2));
  if (gathersEmptySlices(call.op, *g, slice_sizes))
    return kernelError(call.op, "gathers empty collapsed slices into a non-empty result");
  return gatherWith(call, *g, slice_sizes);
}

std::string gatherSupport(const Operation& op) {
  if (std::string why = requireStaticSameStorage(op, 1); !why.empty()) return why;
  Result<ops::GatherAttrs> g = ops::gatherAttrs(op);
  if (!g.ok()) return viewProblem(g);
  if (op.id() == OpId::kGather && gathersEmptySlices(op, *g, g->sliceSizes))
    return "gather of empty collapsed slices into a non-empty result is undefined";
  return {};
}

// torch_index_select: result[p.., q.., s..] = operand[p.., clamp(index[p_batch.., q..]), s..]
// with the selected dimension `dim` and `batch_dims` leading dimensions
// shared by operand and index.
Status torchIndexSelect(const KernelCall& call) {
  const Tensor& operand = call.operand(0);
  const Tensor& index = call.operand(1);
  Tensor result = call.allocate(0);
  if (result.numElements() == 0) {  // nothing to copy (and no buffer to copy into)
    call.set(0, std::move(result));
    return Status::success();
  }
  Result<ops::TorchIndexSelectAttrs> attrs = ops::torchIndexSelectAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t dim = attrs->dim, batch_dims = attrs->batchDims;
  const std::vector<int64_t> indices = indexValues(index);
  const int64_t eb = result.elementBytes();
  // Operand as [outer, selected, inner]; index as [batch, selections].
  int64_t outer = 1, inner = 1, batch = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= operand.shape()[static_cast<size_t>(d)];
  for (int64_t d = dim + 1; d < operand.rank(); ++d)
    inner *= operand.shape()[static_cast<size_t>(d)];
  for (int64_t d = 0; d < batch_dims; ++d) batch *= operand.shape()[static_cast<size_t>(d)];
  const int64_t selected = operand.shape()[static_cast<size_t>(dim)];
  const int64_t selections = batch == 0 ? 0 : index.numElements() / batch;
  const int64_t perBatch = batch == 0 ? 0 : outer / batch;  // outer rows sharing one index row
  uint8_t* out = result.mutableBytes().data();
  const uint8_t* in = operand.bytes().data();
  for (int64_t row = 0; row < outer; ++row) {
    const int64_t* selection = indices.data() + (row / std::max<int64_t>(perBatch, 1)) * selections;
    for (int64_t q = 0; q < selections; ++q) {
      const int64_t s = std::clamp<int64_t>(selection[q], 0, selected - 1);
      std::memcpy(out + ((row * selections + q) * inner) * eb,
                  in + ((row * selected + s) * inner) * eb, static_cast<size_t>(inner * eb));
    }
  }
  call.set(0, std::move(result));
  return Status::success();
}

std::string torchIndexSelectSupport(const Operation& op) {
  if (std::string why = requireStaticSameStorage(op, 1); !why.empty()) return why;
  Result<ops::TorchIndexSelectAttrs> attrs = ops::torchIndexSelectAttrs(op);
  if (!attrs.ok()) return viewProblem(attrs);
  const int64_t dim = attrs->dim;
  if (op.result(0)->type.numElements() > 0 &&
      op.operand(0)->type.shape()[static_cast<size_t>(dim)] == 0)
    return "torch_index_select from an empty dimension";
  return {};
}

const KernelEntry kIndexingEntries[] = {
    {OpId::kSlice, slice, sameStorageSupport},
    {OpId::kRealDynamicSlice, realDynamicSlice, sameStorageSupport},
    {OpId::kDynamicSlice, dynamicSlice, sameStorageSupport},
    {OpId::kDynamicUpdateSlice, dynamicUpdateSlice, sameStorageSupport},
    {OpId::kSetDimensionSize, setDimensionSize, sameStorageSupport},
    {OpId::kGather, gather, gatherSupport},
    {OpId::kDynamicGather, dynamicGather, gatherSupport},
    {OpId::kTorchIndexSelect, torchIndexSelect, torchIndexSelectSupport},
};

}  // namespace

std::span<const KernelEntry> indexingKernels() {
  static const std::vector<KernelEntry> entries = [] {
    std::vector<KernelEntry> all(std::begin(kIndexingEntries), std::end(kIndexingEntries));
    for (std::span<const KernelEntry> family : {scatterKernels(), sortKernels()})
      all.insert(all.end(), family.begin(), family.end());
    return all;
  }();
  return entries;
}

}  // namespace hlo_cts::backends::simd_cpu
