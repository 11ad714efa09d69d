// Data movement: broadcast_in_dim, broadcast, concatenate, iota, pad,
// reshape, reverse, slice, transpose, get_dimension_size, and the dynamic_*
// ops evaluated on the static shapes their operands carry at runtime
// (dynamic_broadcast_in_dim, dynamic_iota, dynamic_pad, dynamic_reshape,
// real_dynamic_slice, set_dimension_size).
//
// Each op is one function reading like the spec's semantics paragraph:
// result[result_index] = operand[operand_index] with operand_index computed as
// the spec states. Elements move as stored bytes (oracle/ops/index_util.h).
// The catalogue's constraints are checked before a handler runs (static
// types by the verifier, runtime types and shapes by checkOnRuntimeTypes),
// so the handlers restate none of them.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "oracle/ops/compose.h"
#include "oracle/ops/elementwise_kernels.h"
#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/runtime_check.h"
#include "spec/ops/attribute_views.h"

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
Tensor broadcastInDim(const Tensor& operand, std::span<const int64_t> broadcast_dimensions,
                      const Type& resultType) {
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
  const CheckedArgs args(op, operands);
  auto resultType = staticResultType(op, 0);
  if (!resultType) return resultType.takeError();
  return one(broadcastInDim(args.tensor(0), args.dimensionList(), *resultType));
}

// broadcast (XLA Broadcast): the new dimensions broadcast_sizes go on the
// left: output[i0, ..., iN, j0, ..., jM] = operand[j0, ..., jM].
Result<Values> evalBroadcast(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  std::vector<int64_t> shape = args.dimensionList();
  const int64_t newDims = static_cast<int64_t>(shape.size());
  shape.insert(shape.end(), operand.shape().begin(), operand.shape().end());
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();
  std::vector<int64_t> broadcast_dimensions;
  for (int64_t j = 0; j < operand.rank(); ++j) broadcast_dimensions.push_back(newDims + j);
  return one(broadcastInDim(operand, broadcast_dimensions, *resultType));
}

// dynamic_broadcast_in_dim: broadcast_in_dim to the shape `output_dimensions`
// holds at runtime. The known_(non)expanding_dimensions claims are promises
// whose violation the spec leaves undefined: the oracle reports it.
Result<Values> evalDynamicBroadcastInDim(const Operation& op,
                                         std::span<const RuntimeValue> operands,
                                         EvalContext& context) {
  const CheckedArgs args(op, operands);
  auto resultType = runtimeResultType(op, 0, args.indices(1));
  if (!resultType) return resultType.takeError();
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&*resultType, 1}); !s.ok())
    return s.takeError();
  const Tensor& in = args.tensor(0);
  Result<ops::DynamicBroadcastAttrs> attrs = ops::dynamicBroadcastAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const std::vector<int64_t>& broadcast_dimensions = attrs->broadcastDimensions;
  for (int64_t d : attrs->knownExpandingDimensions)
    if (in.shape()[d] != 1)
      return opError(op, fmt::format("dimension {} is declared expanding but has size {} "
                                     "(undefined behaviour)",
                                     d, in.shape()[d]));
  for (int64_t d : attrs->knownNonexpandingDimensions)
    if (in.shape()[d] != resultType->shape()[broadcast_dimensions[d]])
      return opError(op, fmt::format("dimension {} is declared non-expanding but expands "
                                     "(undefined behaviour)",
                                     d));
  return one(broadcastInDim(in, broadcast_dimensions, *resultType));
}

// ---------------------------------------------------------------------------
// concatenate: result[i0, ..., id, ..., iR-1] = inputs[k][i0, ..., kd, ...,
// iR-1] where id = d0 + ... + dk-1 + kd and d = dimension.
Result<Values> evalConcatenate(const Operation& op, std::span<const RuntimeValue> operands,
                               EvalContext&) {
  const CheckedArgs args(op, operands);
  std::vector<const Tensor*> inputs;
  for (size_t k = 0; k < args.size(); ++k) inputs.push_back(&args.tensor(k));
  const int64_t d = args.dimension();
  std::vector<int64_t> shape = inputs[0]->shape();
  shape[d] = 0;
  for (const Tensor* input : inputs) shape[d] += input->shape()[d];
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();

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
  const ElementType type = outputType.elementType();
  if (!outputType.isQuantized() && isFloat(type) &&
      iota_dimension < static_cast<int64_t>(outputType.shape().size())) {
    // A real float iota directly: each count (< 2^53, an exact double) is
    // rounded once into the format, as convert of the integer iota rounds it.
    Tensor out = Tensor::uninitialized(outputType);
    const std::vector<int64_t>& shape = outputType.shape();
    int64_t inner = 1;
    for (size_t d = static_cast<size_t>(iota_dimension) + 1; d < shape.size(); ++d)
      inner *= shape[d];
    const int64_t extent = shape[static_cast<size_t>(iota_dimension)];
    ew::visitFloatType(type, [&](const auto& codec) {
      using Storage = typename std::decay_t<decltype(codec)>::Storage;
      uint8_t* po = out.mutableBytes().data();
      for (int64_t i = 0; i < out.numElements();)
        for (int64_t k = 0; k < extent; ++k) {
          const Storage v = codec.encode(static_cast<double>(k));
          for (int64_t j = 0; j < inner; ++j) ew::storeRaw<Storage>(po, i++, v);
        }
    });
    return out;
  }
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

Result<Values> evalIota(const Operation& op, std::span<const RuntimeValue> operands,
                        EvalContext& context) {
  auto outputType = staticResultType(op, 0);
  if (!outputType) return outputType.takeError();
  return one(iota(op, CheckedArgs(op, operands).dimension(), *outputType, context));
}

// dynamic_iota: iota of the shape `output_shape` holds at runtime.
Result<Values> evalDynamicIota(const Operation& op, std::span<const RuntimeValue> operands,
                               EvalContext& context) {
  const CheckedArgs args(op, operands);
  auto outputType = runtimeResultType(op, 0, args.indices(0));
  if (!outputType) return outputType.takeError();
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&*outputType, 1}); !s.ok())
    return s.takeError();
  return one(iota(op, args.dimension(), *outputType, context));
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
// (dynamic_pad's amounts are runtime values: the sum is computed wide and
// must fit the evaluation's limits before the catalogue sees the shape).
Result<std::vector<int64_t>> paddedShape(const Operation& op, const Tensor& operand,
                                         const Padding& p) {
  const size_t rank = static_cast<size_t>(operand.rank());
  if (p.edge_padding_low.size() != rank || p.edge_padding_high.size() != rank ||
      p.interior_padding.size() != rank)
    return opError(op, fmt::format("padding sizes {}, {}, {} for rank(operand) = {}",
                                   p.edge_padding_low.size(), p.edge_padding_high.size(),
                                   p.interior_padding.size(), rank));
  std::vector<int64_t> shape(rank);
  for (size_t d = 0; d < rank; ++d) {
    const __int128 size = static_cast<__int128>(operand.shape()[d]) + p.edge_padding_low[d] +
                          static_cast<__int128>(std::max<int64_t>(operand.shape()[d] - 1, 0)) *
                              p.interior_padding[d] +
                          p.edge_padding_high[d];
    if (size < 0 || size > kMaxRuntimeElements)
      return opError(op, fmt::format("dimension {} of the padded shape would be {}", d,
                                     static_cast<long long>(size)));
    shape[d] = static_cast<int64_t>(size);
  }
  return shape;
}

Tensor pad(const Tensor& operand, const Tensor& padding_value, const Padding& p,
           const Type& resultType) {
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
  const CheckedArgs args(op, operands);
  Result<ops::PadAttrs> attrs = ops::padAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const Padding p{attrs->edgePaddingLow, attrs->edgePaddingHigh, attrs->interiorPadding};
  auto shape = paddedShape(op, args.tensor(0), p);
  if (!shape) return shape.takeError();
  auto resultType = runtimeResultType(op, 0, *shape);
  if (!resultType) return resultType.takeError();
  return one(pad(args.tensor(0), args.tensor(1), p, *resultType));
}

// dynamic_pad: pad with the padding amounts its operands hold at runtime.
Result<Values> evalDynamicPad(const Operation& op, std::span<const RuntimeValue> operands,
                              EvalContext& context) {
  const CheckedArgs args(op, operands);
  const Padding p{args.indices(2), args.indices(3), args.indices(4)};
  auto shape = paddedShape(op, args.tensor(0), p);
  if (!shape) return shape.takeError();
  auto resultType = runtimeResultType(op, 0, *shape);
  if (!resultType) return resultType.takeError();
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&*resultType, 1}); !s.ok())
    return s.takeError();
  return one(pad(args.tensor(0), args.tensor(1), p, *resultType));
}

// ---------------------------------------------------------------------------
// reshape: result_index and operand_index have the same position in the
// lexicographic order of their index spaces, so the stored bytes are equal.
Tensor reshape(const Tensor& operand, const Type& resultType) {
  Tensor result(resultType);
  std::copy(operand.bytes().begin(), operand.bytes().end(), result.mutableBytes().begin());
  return result;
}

Result<Values> evalReshape(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext&) {
  auto resultType = staticResultType(op, 0);
  if (!resultType) return resultType.takeError();
  return one(reshape(CheckedArgs(op, operands).tensor(0), *resultType));
}

// dynamic_reshape: reshape to the shape `output_shape` holds at runtime.
Result<Values> evalDynamicReshape(const Operation& op, std::span<const RuntimeValue> operands,
                                  EvalContext& context) {
  const CheckedArgs args(op, operands);
  auto resultType = runtimeResultType(op, 0, args.indices(1));
  if (!resultType) return resultType.takeError();
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&*resultType, 1}); !s.ok())
    return s.takeError();
  return one(reshape(args.tensor(0), *resultType));
}

// ---------------------------------------------------------------------------
// reverse: operand_index[d] = dim(result, d) - result_index[d] - 1 for d in
// dimensions, operand_index[d] = result_index[d] otherwise.
Result<Values> evalReverse(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const std::vector<int64_t> dimensions = args.dimensionList();
  auto resultType = runtimeResultType(op, 0, operand.shape());
  if (!resultType) return resultType.takeError();

  Tensor result(*resultType);
  Index operand_index;
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    operand_index = result_index;
    for (int64_t d : dimensions) operand_index[d] = result.shape()[d] - result_index[d] - 1;
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// slice: operand_index = start_indices + result_index * strides, with
// shape(result) = ceil((limit_indices - start_indices) / strides).
// The caller has checked the bounds (the catalogue's clauses on the
// attributes, or on real_dynamic_slice's runtime operands).
Result<Tensor> slice(const Operation& op, const Tensor& operand,
                     std::span<const int64_t> start_indices, std::span<const int64_t> limit_indices,
                     std::span<const int64_t> strides) {
  const size_t rank = static_cast<size_t>(operand.rank());
  std::vector<int64_t> shape(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t extent = limit_indices[d] - start_indices[d];
    shape[d] = extent == 0 ? 0 : (extent - 1) / strides[d] + 1;
  }
  Result<Type> resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();

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
  const CheckedArgs args(op, operands);
  Result<ops::SliceAttrs> attrs = ops::sliceAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  return one(slice(op, args.tensor(0), attrs->startIndices, attrs->limitIndices, attrs->strides));
}

// real_dynamic_slice: slice with the bounds its operands hold at runtime.
Result<Values> evalRealDynamicSlice(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext& context) {
  // The bounds are runtime values: the catalogue's clauses on them (C4-C6)
  // are judged on these.
  const Type declared = op.result(0)->type;
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&declared, 1}); !s.ok())
    return s.takeError();
  const CheckedArgs args(op, operands);
  return one(slice(op, args.tensor(0), args.indices(1), args.indices(2), args.indices(3)));
}

// ---------------------------------------------------------------------------
// transpose: result_index[d] = operand_index[permutation[d]], with
// shape(result) = dim(operand, permutation...).
Result<Values> evalTranspose(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const std::vector<int64_t> permutation = args.dimensionList();
  std::vector<int64_t> shape;
  for (int64_t p : permutation) shape.push_back(operand.shape()[p]);
  auto resultType = runtimeResultType(op, 0, shape);
  if (!resultType) return resultType.takeError();

  Tensor result(*resultType);
  Index operand_index(operand.rank());
  forEachIndex(result.shape(), [&](const Index& result_index, int64_t linear) {
    for (size_t d = 0; d < permutation.size(); ++d) operand_index[permutation[d]] = result_index[d];
    copyElement(operand, operand.linearIndex(operand_index), result, linear);
  });
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// ---------------------------------------------------------------------------
// get_dimension_size: result = dim(operand, dimension).
Result<Values> evalGetDimensionSize(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  const CheckedArgs args(op, operands);
  auto resultType = runtimeResultType(op, 0, {});
  if (!resultType) return resultType.takeError();
  Tensor result(*resultType);
  result.setIntValue(0, args.tensor(0).shape()[args.dimension()]);
  return Values{RuntimeValue::fromTensor(std::move(result))};
}

// set_dimension_size (XLA SetDimensionSize): the runtime size of `dimension`
// becomes `size` (at most the static size); the elements beyond it are
// padding no later op sees, so at runtime the value is the leading `size`
// elements along that dimension.
Result<Values> evalSetDimensionSize(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext&) {
  const CheckedArgs args(op, operands);
  const Tensor& operand = args.tensor(0);
  const int64_t dimension = args.dimension();
  // The size is a runtime value; beyond the static size it names elements
  // that do not exist (XLA: undefined).
  const int64_t size = indexElement(args.tensor(1), 0);
  if (size < 0 || size > operand.shape()[dimension])
    return opError(op, fmt::format("size {} is outside [0, {}], the static size of dimension {}",
                                   size, operand.shape()[dimension], dimension));
  std::vector<int64_t> start(operand.rank(), 0), limit = operand.shape(),
                                                 strides(operand.rank(), 1);
  limit[dimension] = size;
  return one(slice(op, operand, start, limit, strides));
}

// Each handler runs once the catalogue has checked its op on the runtime
// operand types (oracle/ops/runtime_check.h).
constexpr OpEntry kDataMovementOps[] = {
    {OpId::kBroadcastInDim, checkedOnRuntimeTypes<evalBroadcastInDim>},
    {OpId::kBroadcast, checkedOnRuntimeTypes<evalBroadcast>},
    {OpId::kDynamicBroadcastInDim, checkedOnRuntimeTypes<evalDynamicBroadcastInDim>},
    {OpId::kConcatenate, checkedOnRuntimeTypes<evalConcatenate>},
    {OpId::kIota, checkedOnRuntimeTypes<evalIota>},
    {OpId::kDynamicIota, checkedOnRuntimeTypes<evalDynamicIota>},
    {OpId::kPad, checkedOnRuntimeTypes<evalPad>},
    {OpId::kDynamicPad, checkedOnRuntimeTypes<evalDynamicPad>},
    {OpId::kReshape, checkedOnRuntimeTypes<evalReshape>},
    {OpId::kDynamicReshape, checkedOnRuntimeTypes<evalDynamicReshape>},
    {OpId::kReverse, checkedOnRuntimeTypes<evalReverse>},
    {OpId::kSlice, checkedOnRuntimeTypes<evalSlice>},
    {OpId::kRealDynamicSlice, checkedOnRuntimeTypes<evalRealDynamicSlice>},
    {OpId::kTranspose, checkedOnRuntimeTypes<evalTranspose>},
    {OpId::kGetDimensionSize, checkedOnRuntimeTypes<evalGetDimensionSize>},
    {OpId::kSetDimensionSize, checkedOnRuntimeTypes<evalSetDimensionSize>},
};

}  // namespace

std::span<const OpEntry> dataMovementOps() {
  return kDataMovementOps;
}

}  // namespace hlo_cts::oracle
