// Data movement: broadcast, broadcast_in_dim, reshape, transpose,
// concatenate, pad, reverse, iota, get_dimension_size, and the dynamic_*
// forms whose result type is static. Each op states where result_index
// reads from (or where operand_index lands) as strides over stored bytes and
// hands that to copyStrided (kernels_layout.h).

#include <algorithm>
#include <bit>
#include <cstring>

#include "backends/simd_cpu/kernels_layout.h"
#include "spec/float_value.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// A copy whose destination is the whole of `result` in row-major order.
StridedCopy denseDestination(const Tensor& result) {
  StridedCopy c;
  c.shape = result.shape();
  c.dstStrides = rowMajorStrides(c.shape);
  return c;
}

Status finishCopy(const KernelCall& call, Tensor result, const StridedCopy& c,
                  const Tensor& source) {
  copyStrided(c, result.mutableBytes().data(), source.bytes().data(), result.elementBytes());
  call.set(0, std::move(result));
  return Status::success();
}

// broadcast_in_dim: operand_index[d] = 0 if dim(operand, d) = 1, else
// result_index[broadcast_dimensions[d]].
Status broadcastFromDims(const KernelCall& call, std::span<const int64_t> broadcast_dimensions) {
  const Tensor& operand = call.operand(0);
  Tensor result = call.allocate(0);
  StridedCopy c = denseDestination(result);
  c.srcStrides.assign(c.shape.size(), 0);
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  for (size_t d = 0; d < broadcast_dimensions.size(); ++d)
    if (operand.shape()[d] != 1)
      c.srcStrides[static_cast<size_t>(broadcast_dimensions[d])] = operandStrides[d];
  return finishCopy(call, std::move(result), c, operand);
}

Status broadcastInDim(const KernelCall& call) {
  Result<std::vector<int64_t>> dims = ops::dimensionsAttr(call.op);
  if (!dims.ok()) return dims.takeError();
  return broadcastFromDims(call, *dims);
}

// broadcast: the new dimensions go on the left.
Status broadcast(const KernelCall& call) {
  const int64_t rank = call.operand(0).rank();
  const int64_t added = call.op.result(0)->type.rank() - rank;
  std::vector<int64_t> broadcast_dimensions(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) broadcast_dimensions[static_cast<size_t>(d)] = added + d;
  return broadcastFromDims(call, broadcast_dimensions);
}

// reshape (and dynamic_reshape to a static type): the stored bytes are equal.
Status reshape(const KernelCall& call) {
  Tensor result = call.allocate(0);
  const Tensor& operand = call.operand(0);
  if (operand.bytes().size() != result.bytes().size())
    return kernelError(call.op, "operand and result sizes differ");
  if (!operand.bytes().empty())
    std::memcpy(result.mutableBytes().data(), operand.bytes().data(), operand.bytes().size());
  call.set(0, std::move(result));
  return Status::success();
}

// transpose: result_index[d] = operand_index[permutation[d]].
Status transpose(const KernelCall& call) {
  Result<std::vector<int64_t>> permutation = ops::dimensionsAttr(call.op);
  if (!permutation.ok()) return permutation.takeError();
  const Tensor& operand = call.operand(0);
  Tensor result = call.allocate(0);
  StridedCopy c = denseDestination(result);
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  for (int64_t p : *permutation) c.srcStrides.push_back(operandStrides[static_cast<size_t>(p)]);
  return finishCopy(call, std::move(result), c, operand);
}

// reverse: operand_index[d] = dim(result, d) - result_index[d] - 1 for d in
// dimensions.
Status reverse(const KernelCall& call) {
  Result<std::vector<int64_t>> dimensions = ops::dimensionsAttr(call.op);
  if (!dimensions.ok()) return dimensions.takeError();
  const Tensor& operand = call.operand(0);
  Tensor result = call.allocate(0);
  StridedCopy c = denseDestination(result);
  c.srcStrides = rowMajorStrides(operand.shape());
  for (int64_t d : *dimensions) {
    const size_t k = static_cast<size_t>(d);
    c.srcBase += (c.shape[k] - 1) * c.srcStrides[k];
    c.srcStrides[k] = -c.srcStrides[k];
  }
  return finishCopy(call, std::move(result), c, operand);
}

// concatenate: each input lands at its offset along `dimension`.
Status concatenate(const KernelCall& call) {
  Result<int64_t> dimensionAttr = ops::dimensionAttr(call.op);
  if (!dimensionAttr.ok()) return dimensionAttr.takeError();
  const auto dimension = static_cast<size_t>(*dimensionAttr);
  Tensor result = call.allocate(0);
  const std::vector<int64_t> resultStrides = rowMajorStrides(result.shape());
  int64_t offset = 0;
  for (const TensorRef& input : call.operands) {
    StridedCopy c;
    c.shape = input->shape();
    c.dstStrides = resultStrides;
    c.srcStrides = rowMajorStrides(c.shape);
    c.dstBase = offset * resultStrides[dimension];
    copyStrided(c, result.mutableBytes().data(), input->bytes().data(), result.elementBytes());
    offset += input->shape()[dimension];
  }
  call.set(0, std::move(result));
  return Status::success();
}

// pad: result[edge_padding_low + operand_index * (interior_padding + 1)] =
// operand[operand_index] where that lands inside the result (negative edge
// padding drops elements), padding_value elsewhere.
Status padWith(const KernelCall& call, std::span<const int64_t> edge_padding_low,
               std::span<const int64_t> interior_padding) {
  const Tensor& operand = call.operand(0);
  const Tensor& padding_value = call.operand(1);
  Tensor result = call.allocate(0);
  const int eb = result.elementBytes();
  fillElements(result.mutableBytes().data(), result.numElements(), padding_value.bytes().data(),
               eb);
  const std::vector<int64_t> resultStrides = rowMajorStrides(result.shape());
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  StridedCopy c;
  for (size_t d = 0; d < operandStrides.size(); ++d) {
    const int64_t step = interior_padding[d] + 1, low = edge_padding_low[d];
    // Operand indices i with 0 <= low + i * step < dim(result, d).
    int64_t first = low >= 0 ? 0 : (-low + step - 1) / step;
    int64_t end = result.shape()[d] - low <= 0 ? 0 : (result.shape()[d] - low - 1) / step + 1;
    end = std::min(end, operand.shape()[d]);
    first = std::min(first, end);
    c.shape.push_back(end - first);
    c.srcBase += first * operandStrides[d];
    c.srcStrides.push_back(operandStrides[d]);
    c.dstBase += (low + first * step) * resultStrides[d];
    c.dstStrides.push_back(step * resultStrides[d]);
  }
  copyStrided(c, result.mutableBytes().data(), operand.bytes().data(), eb);
  call.set(0, std::move(result));
  return Status::success();
}

Status pad(const KernelCall& call) {
  Result<ops::PadAttrs> attrs = ops::padAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  return padWith(call, attrs->edgePaddingLow, attrs->interiorPadding);
}

// dynamic_pad: the padding amounts are operands 2 (low) and 4 (interior).
Status dynamicPad(const KernelCall& call) {
  return padWith(call, indexValues(call.operand(2)), indexValues(call.operand(4)));
}

// Writes the integer `value` as an element of `type` to `out`: integers
// wrap to their width, floats (and complex real parts) take convert's
// correctly rounded value, exact in f32/f64 below 2^24/2^53 and from the
// spec's integer rounding otherwise.
void storeIntegerElement(int64_t value, ElementType type, uint8_t* out) {
  uint64_t bits;
  const ElementType part = complexPartType(type);
  if (isInteger(type) || isBoolean(type)) {
    bits = static_cast<uint64_t>(value) & lowBitsMask(bitWidth(type));
  } else if (part == ElementType::kF32 && value < (int64_t{1} << 24)) {
    bits = std::bit_cast<uint32_t>(static_cast<float>(value));
  } else if (part == ElementType::kF64 && value < (int64_t{1} << 53)) {
    bits = std::bit_cast<uint64_t>(static_cast<double>(value));
  } else {
    bits = roundIntegerToFormat(value, part);
  }
  const size_t size = static_cast<size_t>(storageBytes(type));
  std::memset(out, 0, size);  // a complex imaginary part is 0
  std::memcpy(out, &bits, std::min(size, sizeof bits));
}

// iota: output[result_index] = result_index[iota_dimension] converted to the
// element type: the values along iota_dimension, broadcast.
Status iota(const KernelCall& call) {
  Result<int64_t> dimension = ops::dimensionAttr(call.op);
  if (!dimension.ok()) return dimension.takeError();
  const auto iota_dimension = static_cast<size_t>(*dimension);
  Tensor result = call.allocate(0);
  const ElementType type = result.elementType();
  const int eb = result.elementBytes();
  const int64_t length = result.shape()[iota_dimension];
  std::vector<uint8_t> values(static_cast<size_t>(length * eb));
  for (int64_t i = 0; i < length; ++i) storeIntegerElement(i, type, values.data() + i * eb);
  StridedCopy c = denseDestination(result);
  c.srcStrides.assign(c.shape.size(), 0);
  c.srcStrides[iota_dimension] = 1;
  copyStrided(c, result.mutableBytes().data(), values.data(), eb);
  call.set(0, std::move(result));
  return Status::success();
}

// get_dimension_size: result = dim(operand, dimension).
Status getDimensionSize(const KernelCall& call) {
  Result<int64_t> dimension = ops::dimensionAttr(call.op);
  if (!dimension.ok()) return dimension.takeError();
  Tensor result = call.allocate(0);
  result.setIntValue(0, call.operand(0).shape()[static_cast<size_t>(*dimension)]);
  call.set(0, std::move(result));
  return Status::success();
}

// iota's float values come from MPFR per distinct value: only the result
// matters, the shape operand of dynamic_iota is read by no kernel.
std::string iotaSupport(const Operation& op) {
  return requireStaticTensors(op);
}

const KernelEntry kDataMovementEntries[] = {
    {OpId::kBroadcast, broadcast, sameStorageSupport},
    {OpId::kBroadcastInDim, broadcastInDim, sameStorageSupport},
    {OpId::kDynamicBroadcastInDim, broadcastInDim, sameStorageSupport},
    {OpId::kReshape, reshape, sameStorageSupport},
    {OpId::kDynamicReshape, reshape, sameStorageSupport},
    {OpId::kTranspose, transpose, sameStorageSupport},
    {OpId::kReverse, reverse, sameStorageSupport},
    {OpId::kConcatenate, concatenate, requireStaticTensors},
    {OpId::kPad, pad, sameStorageSupport},
    {OpId::kDynamicPad, dynamicPad, sameStorageSupport},
    {OpId::kIota, iota, iotaSupport},
    {OpId::kDynamicIota, iota, iotaSupport},
    {OpId::kGetDimensionSize, getDimensionSize, requireStaticTensors},
};

}  // namespace

std::span<const KernelEntry> dataMovementKernels() {
  return kDataMovementEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
