// Uniform quantization: uniform_quantize, uniform_dequantize and the
// dequantize–op–quantize wrapper every element-wise op uses on quantized
// operands. Arithmetic follows the spec's pseudo-code step by step in the
// expressed type (each step one correct rounding through the codecs).
//
// quantize: the current spec (and the interpreter) scale, add the zero point
// and clamp in the expressed type, then round to nearest even; the seed spec
// rounds x / scale first and adds the zero point as an integer. The two
// differ on ties when the zero point is odd; where they do, both storage
// values are allowed (any-of) and the current one flows.
#include <fmt/format.h>

#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/elementwise_scalar.h"

namespace hlo_cts::oracle::ew {
namespace {

// The storage range; a type written without <min:max> has its storage
// type's full range.
std::pair<int64_t, int64_t> storageRange(const QuantizedType& q) {
  if (q.storageMin != 0 || q.storageMax != 0) return {q.storageMin, q.storageMax};
  const int width = bitWidth(q.storageType);
  if (isUnsignedInteger(q.storageType))
    return {0, width >= 64 ? INT64_MAX : static_cast<int64_t>((uint64_t{1} << width) - 1)};
  return {static_cast<int64_t>(-(uint64_t{1} << (width - 1))),
          static_cast<int64_t>((uint64_t{1} << (width - 1)) - 1)};
}

// Which scale / zero point applies to each element: the same for every
// element (per-tensor) or the one of its index along quantization_dimension.
class QuantParams {
 public:
  QuantParams(const QuantizedType& q, const std::vector<int64_t>& shape) : q_(q) {
    if (q.perAxis() && q.quantizedDimension < static_cast<int64_t>(shape.size())) {
      int64_t stride = 1;
      for (size_t d = shape.size(); d-- > static_cast<size_t>(q.quantizedDimension) + 1;)
        stride *= shape[d];
      stride_ = stride;
      extent_ = shape[q.quantizedDimension];
    }
  }
  size_t slot(int64_t element) const {
    if (!q_.perAxis() || extent_ == 0) return 0;
    return static_cast<size_t>((element / stride_) % extent_);
  }

 private:
  const QuantizedType& q_;
  int64_t stride_ = 1;
  int64_t extent_ = 0;
};

Status checkParams(const Operation& op, const QuantizedType& q, const std::vector<int64_t>& shape) {
  if (q.scales.empty() || q.scales.size() != q.zeroPoints.size())
    return opError(op, "quantized type needs one zero point per scale");
  if (!floatFormat(q.expressedType)) return opError(op, "expressed type must be a float type");
  if (q.perAxis()) {
    if (q.quantizedDimension >= static_cast<int64_t>(shape.size()) ||
        static_cast<int64_t>(q.scales.size()) != shape[q.quantizedDimension])
      return opError(op, "per-axis scales do not match the quantization dimension's size");
  }
  return Status::success();
}

}  // namespace

Type expressedCounterpart(const Type& type) {
  if (const QuantizedType* q = type.quantized()) return type.withElementType(q->expressedType);
  return type;
}

Result<Tensor> dequantizeTensor(const Operation& op, const Tensor& tensor) {
  const QuantizedType* q = tensor.type().quantized();
  if (!q) return tensor;
  if (Status s = checkParams(op, *q, tensor.shape()); !s.ok()) return s.takeError();
  Tensor out(tensor.type().withElementType(q->expressedType));
  const QuantParams params(*q, tensor.shape());
  // result = convert(storage − zero_point) × scale, each in the expressed type.
  visitFloatType(q->expressedType, [&](const auto& codec) {
    using S = typename std::decay_t<decltype(codec)>::Storage;
    std::vector<double> scales;
    for (double s : q->scales) scales.push_back(codec.decode(codec.encode(s)));
    const int width = bitWidth(q->storageType);
    const bool isSigned = isSignedInteger(q->storageType);
    for (int64_t i = 0; i < tensor.numElements(); ++i) {
      const uint64_t raw = tensor.bits(i);
      const int64_t storage = isSigned ? signExtend(raw, width) : static_cast<int64_t>(raw);
      const size_t slot = params.slot(i);
      // The difference is exact in 64 bits; its conversion rounds once.
      const double difference =
          codec.decode(codec.encode(static_cast<double>(storage - q->zeroPoints[slot])));
      storeRaw<S>(out.mutableBytes().data(), i, codec.encode(difference * scales[slot]));
    }
  });
  return out;
}

Result<RuntimeValue> quantizeTensor(const Operation& op, const Tensor& floats,
                                    const Type& resultType) {
  const QuantizedType* q = resultType.quantized();
  if (!q) return opError(op, "result type is not quantized");
  if (!isFloat(floats.elementType()))
    return opError(op,
                   fmt::format("cannot quantize {} values", elementTypeName(floats.elementType())));
  if (Status s = checkParams(op, *q, floats.shape()); !s.ok()) return s.takeError();
  // The float operand is first brought to the expressed type (exact when it
  // already is one).
  Tensor out(resultType.withShape(floats.shape()));
  const QuantParams params(*q, floats.shape());
  // Plain variables, not a structured binding: lambdas below capture them.
  const auto storage_range = storageRange(*q);
  const auto storageMin = storage_range.first, storageMax = storage_range.second;
  const FloatFormat& from = *floatFormat(floats.elementType());
  OpenElements open;
  visitFloatType(q->expressedType, [&](const auto& codec) {
    auto round = [&](double v) { return codec.decode(codec.encode(v)); };
    std::vector<double> scales;
    for (double s : q->scales) scales.push_back(round(s));
    const double low = round(static_cast<double>(storageMin));
    const double high = round(static_cast<double>(storageMax));
    for (int64_t i = 0; i < floats.numElements(); ++i) {
      const double x = round(decodeToDouble(floats.bits(i), from));
      const size_t slot = params.slot(i);
      const double zeroPoint = round(static_cast<double>(q->zeroPoints[slot]));
      const double scaled = round(x / scales[slot]);
      const double clamped = floatMinimum(floatMaximum(round(scaled + zeroPoint), low), high);
      const double rounded = roundNearestEven(clamped);
      int64_t storage;
      if (std::isnan(rounded)) {  // convert(NaN) to an integer: open; the interpreter gives 0
        storage = 0;
        open.anyValue.push_back(i);
      } else if (rounded < static_cast<double>(storageMin) ||
                 rounded > static_cast<double>(storageMax)) {
        // A bound rounded to the expressed type can lie past the storage
        // range (f16's 65535 is +Inf, bf16's 2^31 - 1 is 2^31): converting
        // such a value to the storage type is open; it saturates here.
        storage = rounded < static_cast<double>(storageMin) ? storageMin : storageMax;
        open.anyValue.push_back(i);
      } else {
        storage = static_cast<int64_t>(rounded);
        // The seed spec's order: round(x / scale) + zero_point, then clamp.
        const double seedRounded = roundNearestEven(scaled);
        if (std::isfinite(seedRounded) && std::fabs(seedRounded) < 0x1p62) {
          const int64_t seed = std::clamp<int64_t>(
              static_cast<int64_t>(seedRounded) + q->zeroPoints[slot], storageMin, storageMax);
          if (seed != storage)
            open.anyOf.emplace_back(
                i, std::vector<uint64_t>{
                       static_cast<uint64_t>(storage) & lowBitsMask(bitWidth(q->storageType)),
                       static_cast<uint64_t>(seed) & lowBitsMask(bitWidth(q->storageType))});
        }
      }
      out.setBits(i, static_cast<uint64_t>(storage));
    }
  });
  return withOpenElements(std::move(out), std::move(open));
}

Result<std::vector<RuntimeValue>> dequantizeOpQuantize(const Operation& op,
                                                       std::span<const RuntimeValue> operands,
                                                       Kernel kernel) {
  std::vector<RuntimeValue> floats;
  for (const RuntimeValue& operand : operands) {
    Result<Tensor> dequantized = dequantizeTensor(op, operand.tensor());
    if (!dequantized.ok()) return dequantized.takeError();
    floats.push_back(RuntimeValue::fromTensor(std::move(*dequantized)));
  }
  const Type& resultType = op.result(0)->type;
  Result<RuntimeValue> result = kernel(op, floats, expressedCounterpart(resultType));
  if (!result.ok()) return result.takeError();
  if (!resultType.isQuantized()) return single(std::move(*result));
  Result<RuntimeValue> quantized = quantizeTensor(op, result->tensor(), resultType);
  if (!quantized.ok()) return quantized.takeError();
  return single(std::move(*quantized));
}

namespace {

// uniform_quantize: a float operand is quantized; a quantized operand is
// re-quantized (dequantized, then quantized into the result type).
Result<std::vector<RuntimeValue>> uniformQuantizeHandler(const Operation& op,
                                                         std::span<const RuntimeValue> operands,
                                                         EvalContext&) {
  if (Status s = expectTensorOperands(op, operands, 1); !s.ok()) return s.takeError();
  Result<Tensor> floats = dequantizeTensor(op, operands[0].tensor());
  if (!floats.ok()) return floats.takeError();
  Result<RuntimeValue> quantized = quantizeTensor(op, *floats, op.result(0)->type);
  if (!quantized.ok()) return quantized.takeError();
  return single(std::move(*quantized));
}

Result<std::vector<RuntimeValue>> uniformDequantizeHandler(const Operation& op,
                                                           std::span<const RuntimeValue> operands,
                                                           EvalContext&) {
  if (Status s = expectTensorOperands(op, operands, 1); !s.ok()) return s.takeError();
  if (!operands[0].tensor().type().isQuantized())
    return opError(op, "operand must be a quantized tensor");
  Result<Tensor> floats = dequantizeTensor(op, operands[0].tensor());
  if (!floats.ok()) return floats.takeError();
  return single(std::move(*floats));
}

const OpEntry kQuantizationOps[] = {
    {OpId::kUniformQuantize, uniformQuantizeHandler},
    {OpId::kUniformDequantize, uniformDequantizeHandler},
};

}  // namespace

std::span<const OpEntry> quantizationOps() {
  return kQuantizationOps;
}

}  // namespace hlo_cts::oracle::ew
