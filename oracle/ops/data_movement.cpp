// Data movement: broadcast_in_dim, broadcast, concatenate, iota, pad,
// reshape, reverse, slice, transpose, get_dimension_size, and the dynamic_*
// ops evaluated on the static shapes their operands carry at runtime
// (dynamic_broadcast_in_dim, dynamic_iota, dynamic_pad, dynamic_reshape,
// real_dynamic_slice, set_dimension_size).
//
// Each op is one function reading like the spec's semantics paragraph:
// result[result_index] = operand[operand_index] with operand_index computed as
// the spec states. Elements move as stored bytes (oracle/ops/index_util.h).
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "oracle/ops/compose.h"
#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"

namespace hlo_cts::oracle {
namespace {

using Values = std::vector<RuntimeValue>;

Result<Values> one(Result<Tensor> result) {
  if (!result.ok()) return result.takeError();
  return Values{RuntimeValue::fromTensor(std::move(*result))};
}

// ---------------------------------------------------------------------------
// broadcast_in_dim: result[result_index] = operand[operand_index] where for d
// in axes(operand): operand_index[d] = 0 if dim(operand, d) = 1, else
// result_index[broadcast_dimensions[d]].
Result<Tensor> broadcastInDim(const Operation& op, const Tensor& operand,
                              std::span<const int64_t> broadcast_dimensions,
                              const Type& resultType) {
  if (static_cast<int64_t>(broadcast_dimensions.size()) != operand.rank())
    return opError(op,
                   fmt::format("size(broadcast_dimensions) = {} but rank(operand) = {}",
                               broadcast_dimensions.size(), operand.rank()),
                   "C2");
  if (!allInRange(broadcast_dimensions, 0, resultType.rank()))
    return opError(op,
                   fmt::format("broadcast_dimensions {} must lie in [0, {})",
                               formatDims(broadcast_dimensions), resultType.rank()),
                   "C3");
  if (!isUnique(broadcast_dimensions))
    return opError(op, "broadcast_dimensions must be unique", "C4");
  for (int64_t d = 0; d < operand.rank(); ++d) {
    int64_t size = operand.shape()[d];
    if (size != 1 && size != resultType.shape()[broadcast_dimensions[d]])
      return opError(
          op,
          fmt::format("dim(operand, {}) = {} is neither 1 nor dim(result, {}) = {}", d, size,
                      broadcast_dimensions[d], resultType.shape()[broadcast_dimensions[d]]),
          "C5");
  }
  if (Status s = checkSameStorage(op, operand.elementType(), resultType, "C1"); !s.ok())
    return s.takeError();

  Tensor result(resultType);
  Index operand_index(operand.rank(), 0);
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (int64_t d = 0; d < operand.rank(); ++d)
      operand_index[d] = operand.shape()[d] == 1 ? 0 : result_index[broadcast_dimensions[d]];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return result;
}

Result<Values> evalBroadcastInDim(const Operation& op, std::span<const RuntimeValue> operands,
                                  EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto broadcast_dimensions = dimsAttr(op, "broadcast_dimensions");
  if (!broadcast_dimensions) return broadcast_dimensions.takeError();
  auto resultType = staticResultType(op, 0);
  if (!resultType) return resultType.takeError();
  return one(broadcastInDim(op, **operand, *broadcast_dimensions, *resultType));
}

// broadcast (XLA Broadcast): the new dimensions broadcast_sizes go on the
// left: output[i0, ..., iN, j0, ..., jM] = operand[j0, ..., jM].
Result<Values> evalBroadcast(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto broadcast_sizes = dimsAttr(op, "broadcast_sizes");
  if (!broadcast_sizes) return broadcast_sizes.takeError();
  std::vector<int64_t> shape = *broadcast_sizes;
  shape.insert(shape.end(), (*operand)->shape().begin(), (*operand)->shape().end());
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  std::vector<int64_t> broadcast_dimensions;
  for (int64_t j = 0; j < (*operand)->rank(); ++j)
    broadcast_dimensions.push_back(static_cast<int64_t>(broadcast_sizes->size()) + j);
  return one(broadcastInDim(op, **operand, broadcast_dimensions, *resultType));
}

// dynamic_broadcast_in_dim: broadcast_in_dim to the shape `output_dimensions`
// holds at runtime. The known_(non)expanding_dimensions claims are promises
// whose violation the spec leaves undefined: the oracle reports it.
Result<Values> evalDynamicBroadcastInDim(const Operation& op,
                                         std::span<const RuntimeValue> operands, EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto output_dimensions = tensorOperand(op, operands, 1);
  if (!output_dimensions) return output_dimensions.takeError();
  auto broadcast_dimensions = dimsAttr(op, "broadcast_dimensions");
  if (!broadcast_dimensions) return broadcast_dimensions.takeError();
  auto resultType = runtimeResultType(op, 0, indexVector(**output_dimensions));
  if (!resultType) return resultType.takeError();
  const Tensor& in = **operand;
  for (int64_t d : dimsAttrOr(op, "known_expanding_dimensions", {}))
    if (d >= 0 && d < in.rank() && in.shape()[d] != 1)
      return opError(op, fmt::format("dimension {} is declared expanding but has size {} "
                                     "(undefined behaviour)",
                                     d, in.shape()[d]));
  for (int64_t d : dimsAttrOr(op, "known_nonexpanding_dimensions", {}))
    if (d >= 0 && d < in.rank() && d < static_cast<int64_t>(broadcast_dimensions->size()) &&
        (*broadcast_dimensions)[d] >= 0 && (*broadcast_dimensions)[d] < resultType->rank() &&
        in.shape()[d] != resultType->shape()[(*broadcast_dimensions)[d]])
      return opError(op, fmt::format("dimension {} is declared non-expanding but expands "
                                     "(undefined behaviour)",
                                     d));
  return one(broadcastInDim(op, in, *broadcast_dimensions, *resultType));
}

// ---------------------------------------------------------------------------
// concatenate: result[i0, ..., id, ..., iR-1] = inputs[k][i0, ..., kd, ...,
// iR-1] where id = d0 + ... + dk-1 + kd and d = dimension.
Result<Values> evalConcatenate(const Operation& op, std::span<const RuntimeValue> operands,
                               EvalContext&) {
  if (operands.empty()) return opError(op, "needs at least one input", "C3");
  auto inputsOr = tensorOperands(op, operands);
  if (!inputsOr) return inputsOr.takeError();
  const std::vector<const Tensor*>& inputs = *inputsOr;
  auto dimension = intAttr(op, "dimension");
  if (!dimension) return dimension.takeError();
  const int64_t d = *dimension;
  const int64_t rank = inputs[0]->rank();
  if (d < 0 || d >= rank)
    return opError(op, fmt::format("dimension {} must lie in [0, {})", d, rank), "C4");
  std::vector<int64_t> shape = inputs[0]->shape();
  shape[d] = 0;
  for (const Tensor* input : inputs) {
    if (input->elementType() != inputs[0]->elementType())
      return opError(op, "inputs differ in element type", "C1");
    bool same = input->rank() == rank;
    for (int64_t a = 0; same && a < rank; ++a)
      same = a == d || input->shape()[a] == inputs[0]->shape()[a];
    if (!same) return opError(op, "inputs differ in shape outside `dimension`", "C2");
    shape[d] += input->shape()[d];
  }
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  if (Status s = checkSameStorage(op, inputs[0]->elementType(), *resultType, "C5"); !s.ok())
    return s.takeError();

  Tensor result(*resultType);
  Index input_index;
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    size_t k = 0;
    int64_t kd = result_index[d];
    while (kd >= inputs[k]->shape()[d]) kd -= inputs[k++]->shape()[d];
    input_index = result_index;
    input_index[d] = kd;
    copyElement(*inputs[k], inputs[k]->linearIndex(input_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// iota: output[result_index] = constant(result_index[iota_dimension],
// element_type(output)), quantized through uniform_quantize for quantized
// outputs. Non-integer outputs are convert of an integer iota, as the XLA
// documentation defines them, so the conversion is convert's own.
Result<Tensor> iota(const Operation& op, int64_t iota_dimension, const Type& outputType,
                    EvalContext& context) {
  if (iota_dimension < 0 || iota_dimension >= outputType.rank())
    return opError(
        op, fmt::format("iota_dimension {} must lie in [0, {})", iota_dimension, outputType.rank()),
        "C1");
  const ElementType type = outputType.elementType();
  const bool direct = !outputType.isQuantized() && (isInteger(type) || isBoolean(type));
  Tensor counting(direct ? outputType : outputType.withElementType(ElementType::kSI64));
  forEachIndex(counting.shape(), [&](const Index& result_index, int64_t linear) {
    counting.setIntValue(linear, result_index[iota_dimension]);
  });
  if (direct) return counting;

  RuntimeValue integers = RuntimeValue::fromTensor(std::move(counting));
  OpId conversion = OpId::kConvert;
  Type convertedType = outputType;
  if (outputType.isQuantized()) {
    Type expressed = outputType.withElementType(outputType.quantized()->expressedType);
    auto floats = applyOp(op, OpId::kConvert, {&integers, 1}, {expressed}, context);
    if (!floats) return floats.takeError();
    integers = (*floats)[0];
    conversion = OpId::kUniformQuantize;
  }
  auto converted = applyOp(op, conversion, {&integers, 1}, {convertedType}, context);
  if (!converted) return converted.takeError();
  return (*converted)[0].tensor();
}

Result<Values> evalIota(const Operation& op, std::span<const RuntimeValue>, EvalContext& context) {
  auto iota_dimension = intAttr(op, "iota_dimension");
  if (!iota_dimension) return iota_dimension.takeError();
  auto outputType = staticResultType(op, 0);
  if (!outputType) return outputType.takeError();
  return one(iota(op, *iota_dimension, *outputType, context));
}

// dynamic_iota: iota of the shape `output_shape` holds at runtime.
Result<Values> evalDynamicIota(const Operation& op, std::span<const RuntimeValue> operands,
                               EvalContext& context) {
  auto output_shape = tensorOperand(op, operands, 0);
  if (!output_shape) return output_shape.takeError();
  auto iota_dimension = intAttr(op, "iota_dimension");
  if (!iota_dimension) return iota_dimension.takeError();
  auto outputType = runtimeResultType(op, 0, indexVector(**output_shape));
  if (!outputType) return outputType.takeError();
  return one(iota(op, *iota_dimension, *outputType, context));
}

// ---------------------------------------------------------------------------
// pad: result[result_index] = operand[operand_index] if result_index =
// edge_padding_low + operand_index * (interior_padding + 1), else
// padding_value. Negative edge padding removes elements (they land outside
// the result); interior padding comes first.
struct Padding {
  std::vector<int64_t> edge_padding_low, edge_padding_high, interior_padding;
};

// shape(result) = shape(operand) + edge_padding_low
//                 + max(shape(operand) - 1, 0) * interior_padding + edge_padding_high
Result<std::vector<int64_t>> paddedShape(const Operation& op, const Tensor& operand,
                                         const Padding& p) {
  const size_t rank = static_cast<size_t>(operand.rank());
  if (p.edge_padding_low.size() != rank || p.edge_padding_high.size() != rank ||
      p.interior_padding.size() != rank)
    return opError(op,
                   fmt::format("padding sizes {}, {}, {} must all equal rank(operand) = {}",
                               p.edge_padding_low.size(), p.edge_padding_high.size(),
                               p.interior_padding.size(), rank),
                   "C2");
  std::vector<int64_t> shape(rank);
  for (size_t d = 0; d < rank; ++d) {
    if (p.interior_padding[d] < 0)
      return opError(op, formatDims(p.interior_padding) + ": interior_padding must be >= 0", "C3");
    // Guard the arithmetic: attributes come from the program, possibly a fuzzer.
    const __int128 size = static_cast<__int128>(operand.shape()[d]) + p.edge_padding_low[d] +
                          static_cast<__int128>(std::max<int64_t>(operand.shape()[d] - 1, 0)) *
                              p.interior_padding[d] +
                          p.edge_padding_high[d];
    if (size < 0 || size > kMaxRuntimeElements)
      return opError(op,
                     fmt::format("dimension {} of the padded shape would be {}", d,
                                 static_cast<long long>(size)),
                     "C4");
    shape[d] = static_cast<int64_t>(size);
  }
  return shape;
}

Result<Tensor> pad(const Operation& op, const Tensor& operand, const Tensor& padding_value,
                   const Padding& p, const Type& resultType) {
  if (padding_value.rank() != 0 || padding_value.elementType() != operand.elementType())
    return opError(op, "padding_value must be a 0-dimensional tensor of the operand's type", "C1");
  if (Status s = checkSameStorage(op, operand.elementType(), resultType, "C1"); !s.ok())
    return s.takeError();
  Tensor result(resultType);
  for (int64_t i = 0; i < result.numElements(); ++i) copyElement(padding_value, 0, result, i);
  Index result_index(operand.rank());
  forEachIndex(operand.shape(), [&](const Index& operand_index, int64_t linear) {
    for (int64_t d = 0; d < operand.rank(); ++d)
      result_index[d] = p.edge_padding_low[d] + operand_index[d] * (p.interior_padding[d] + 1);
    if (inBounds(result_index, result.shape()))
      copyElement(operand, linear, result, result.linearIndex(result_index));
  });
  return result;
}

Result<Values> evalPad(const Operation& op, std::span<const RuntimeValue> operands, EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto padding_value = tensorOperand(op, operands, 1);
  if (!padding_value) return padding_value.takeError();
  Padding p;
  for (auto [name, field] : {std::pair{"edge_padding_low", &p.edge_padding_low},
                             std::pair{"edge_padding_high", &p.edge_padding_high},
                             std::pair{"interior_padding", &p.interior_padding}}) {
    auto dims = dimsAttr(op, name);
    if (!dims) return dims.takeError();
    *field = *dims;
  }
  auto shape = paddedShape(op, **operand, p);
  if (!shape) return shape.takeError();
  auto resultType = runtimeResultType(op, 0, *shape);
  if (!resultType) return resultType.takeError();
  return one(pad(op, **operand, **padding_value, p, *resultType));
}

// dynamic_pad: pad with the padding amounts its operands hold at runtime.
Result<Values> evalDynamicPad(const Operation& op, std::span<const RuntimeValue> operands,
                              EvalContext&) {
  auto inOr = tensorOperands(op, operands, 0, 5);
  if (!inOr) return inOr.takeError();
  const std::vector<const Tensor*>& in = *inOr;
  Padding p{indexVector(*in[2]), indexVector(*in[3]), indexVector(*in[4])};
  auto shape = paddedShape(op, *in[0], p);
  if (!shape) return shape.takeError();
  auto resultType = runtimeResultType(op, 0, *shape);
  if (!resultType) return resultType.takeError();
  return one(pad(op, *in[0], *in[1], p, *resultType));
}

// ---------------------------------------------------------------------------
// reshape: result_index and operand_index have the same position in the
// lexicographic order of their index spaces, so the stored bytes are equal.
Result<Tensor> reshape(const Operation& op, const Tensor& operand, const Type& resultType) {
  if (resultType.numElements() != operand.numElements())
    return opError(op,
                   fmt::format("size(operand) = {} but size(result) = {}", operand.numElements(),
                               resultType.numElements()),
                   "C2");
  if (Status s = checkSameStorage(op, operand.elementType(), resultType, "C1"); !s.ok())
    return s.takeError();
  Tensor result(resultType);
  std::copy(operand.bytes().begin(), operand.bytes().end(), result.mutableBytes().begin());
  return result;
}

Result<Values> evalReshape(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto resultType = staticResultType(op, 0);
  if (!resultType) return resultType.takeError();
  return one(reshape(op, **operand, *resultType));
}

// dynamic_reshape: reshape to the shape `output_shape` holds at runtime.
Result<Values> evalDynamicReshape(const Operation& op, std::span<const RuntimeValue> operands,
                                  EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto output_shape = tensorOperand(op, operands, 1);
  if (!output_shape) return output_shape.takeError();
  auto resultType = runtimeResultType(op, 0, indexVector(**output_shape));
  if (!resultType) return resultType.takeError();
  return one(reshape(op, **operand, *resultType));
}

// ---------------------------------------------------------------------------
// reverse: operand_index[d] = dim(result, d) - result_index[d] - 1 for d in
// dimensions, operand_index[d] = result_index[d] otherwise.
Result<Values> evalReverse(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext&) {
  auto operandOr = tensorOperand(op, operands, 0);
  if (!operandOr) return operandOr.takeError();
  const Tensor& operand = **operandOr;
  auto dimensions = dimsAttr(op, "dimensions");
  if (!dimensions) return dimensions.takeError();
  if (!isUnique(*dimensions)) return opError(op, "dimensions must be unique", "C2");
  if (!allInRange(*dimensions, 0, operand.rank()))
    return opError(
        op,
        fmt::format("dimensions {} must lie in [0, {})", formatDims(*dimensions), operand.rank()),
        "C3");
  auto resultType = runtimeResultType(op, 0, operand.shape());
  if (!resultType) return resultType.takeError();
  if (Status s = checkSameStorage(op, operand.elementType(), *resultType, "C1"); !s.ok())
    return s.takeError();

  Tensor result(*resultType);
  Index operand_index;
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    operand_index = result_index;
    for (int64_t d : *dimensions) operand_index[d] = result.shape()[d] - result_index[d] - 1;
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// slice: operand_index = start_indices + result_index * strides, with
// shape(result) = ceil((limit_indices - start_indices) / strides).
Result<Tensor> slice(const Operation& op, const Tensor& operand,
                     std::span<const int64_t> start_indices, std::span<const int64_t> limit_indices,
                     std::span<const int64_t> strides) {
  const size_t rank = static_cast<size_t>(operand.rank());
  if (start_indices.size() != rank || limit_indices.size() != rank || strides.size() != rank)
    return opError(op,
                   fmt::format("start_indices, limit_indices and strides have sizes {}, {}, {}; "
                               "rank(operand) = {}",
                               start_indices.size(), limit_indices.size(), strides.size(), rank),
                   "C2");
  std::vector<int64_t> shape(rank);
  for (size_t d = 0; d < rank; ++d) {
    if (!(0 <= start_indices[d] && start_indices[d] <= limit_indices[d] &&
          limit_indices[d] <= operand.shape()[d]))
      return opError(op,
                     fmt::format("dimension {}: need 0 <= start {} <= limit {} <= {}", d,
                                 start_indices[d], limit_indices[d], operand.shape()[d]),
                     "C3");
    if (strides[d] <= 0)
      return opError(op, fmt::format("strides {} must be positive", formatDims(strides)), "C4");
    const int64_t extent = limit_indices[d] - start_indices[d];
    shape[d] = extent == 0 ? 0 : (extent - 1) / strides[d] + 1;
  }
  Result<Type> resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  if (Status s = checkSameStorage(op, operand.elementType(), *resultType, "C1"); !s.ok())
    return s.takeError();

  Tensor result(*resultType);
  Index operand_index(rank);
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (size_t d = 0; d < rank; ++d)
      operand_index[d] = start_indices[d] + result_index[d] * strides[d];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return result;
}

Result<Values> evalSlice(const Operation& op, std::span<const RuntimeValue> operands,
                         EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto start_indices = dimsAttr(op, "start_indices");
  if (!start_indices) return start_indices.takeError();
  auto limit_indices = dimsAttr(op, "limit_indices");
  if (!limit_indices) return limit_indices.takeError();
  std::vector<int64_t> strides =
      dimsAttrOr(op, "strides", std::vector<int64_t>(start_indices->size(), 1));
  return one(slice(op, **operand, *start_indices, *limit_indices, strides));
}

// real_dynamic_slice: slice with the bounds its operands hold at runtime.
Result<Values> evalRealDynamicSlice(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  auto inOr = tensorOperands(op, operands, 0, 4);
  if (!inOr) return inOr.takeError();
  const std::vector<const Tensor*>& in = *inOr;
  return one(slice(op, *in[0], indexVector(*in[1]), indexVector(*in[2]), indexVector(*in[3])));
}

// ---------------------------------------------------------------------------
// transpose: result_index[d] = operand_index[permutation[d]], with
// shape(result) = dim(operand, permutation...).
Result<Values> evalTranspose(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext&) {
  auto operandOr = tensorOperand(op, operands, 0);
  if (!operandOr) return operandOr.takeError();
  const Tensor& operand = **operandOr;
  auto permutation = dimsAttr(op, "permutation");
  if (!permutation) return permutation.takeError();
  if (static_cast<int64_t>(permutation->size()) != operand.rank() || !isUnique(*permutation) ||
      !allInRange(*permutation, 0, operand.rank()))
    return opError(op,
                   fmt::format("permutation {} is not a permutation of range({})",
                               formatDims(*permutation), operand.rank()),
                   "C2");
  std::vector<int64_t> shape;
  for (int64_t p : *permutation) shape.push_back(operand.shape()[p]);
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  if (Status s = checkSameStorage(op, operand.elementType(), *resultType, "C1"); !s.ok())
    return s.takeError();

  Tensor result(*resultType);
  Index operand_index(operand.rank());
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (size_t d = 0; d < permutation->size(); ++d)
      operand_index[(*permutation)[d]] = result_index[d];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// get_dimension_size: result = dim(operand, dimension).
Result<Values> evalGetDimensionSize(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  auto operand = tensorOperand(op, operands, 0);
  if (!operand) return operand.takeError();
  auto dimension = intAttr(op, "dimension");
  if (!dimension) return dimension.takeError();
  if (*dimension < 0 || *dimension >= (*operand)->rank())
    return opError(
        op, fmt::format("dimension {} must lie in [0, {})", *dimension, (*operand)->rank()), "C1");
  auto resultType = runtimeResultType(op, 0, {});
  if (!resultType) return resultType.takeError();
  Tensor result(*resultType);
  result.setIntValue(0, (*operand)->shape()[*dimension]);
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// set_dimension_size (XLA SetDimensionSize): the runtime size of `dimension`
// becomes `size` (at most the static size); the elements beyond it are
// padding no later op sees, so at runtime the value is the leading `size`
// elements along that dimension.
Result<Values> evalSetDimensionSize(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  auto operandOr = tensorOperand(op, operands, 0);
  if (!operandOr) return operandOr.takeError();
  const Tensor& operand = **operandOr;
  auto sizeTensor = tensorOperand(op, operands, 1);
  if (!sizeTensor) return sizeTensor.takeError();
  auto dimension = intAttr(op, "dimension");
  if (!dimension) return dimension.takeError();
  if (*dimension < 0 || *dimension >= operand.rank())
    return opError(op, fmt::format("dimension {} must lie in [0, {})", *dimension, operand.rank()));
  if ((*sizeTensor)->numElements() != 1) return opError(op, "size must be a scalar");
  const int64_t size = indexElement(**sizeTensor, 0);
  if (size < 0 || size > operand.shape()[*dimension])
    return opError(op, fmt::format("size {} is outside [0, {}], the static size of dimension {}",
                                   size, operand.shape()[*dimension], *dimension));
  std::vector<int64_t> start(operand.rank(), 0), limit = operand.shape(),
                                                 strides(operand.rank(), 1);
  limit[*dimension] = size;
  return one(slice(op, operand, start, limit, strides));
}

constexpr OpEntry kDataMovementOps[] = {
    {OpId::kBroadcastInDim, evalBroadcastInDim},
    {OpId::kBroadcast, evalBroadcast},
    {OpId::kDynamicBroadcastInDim, evalDynamicBroadcastInDim},
    {OpId::kConcatenate, evalConcatenate},
    {OpId::kIota, evalIota},
    {OpId::kDynamicIota, evalDynamicIota},
    {OpId::kPad, evalPad},
    {OpId::kDynamicPad, evalDynamicPad},
    {OpId::kReshape, evalReshape},
    {OpId::kDynamicReshape, evalDynamicReshape},
    {OpId::kReverse, evalReverse},
    {OpId::kSlice, evalSlice},
    {OpId::kRealDynamicSlice, evalRealDynamicSlice},
    {OpId::kTranspose, evalTranspose},
    {OpId::kGetDimensionSize, evalGetDimensionSize},
    {OpId::kSetDimensionSize, evalSetDimensionSize},
};

}  // namespace

std::span<const OpEntry> dataMovementOps() {
  return kDataMovementOps;
}

}  // namespace hlo_cts::oracle
