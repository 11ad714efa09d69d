// uniform_quantize and uniform_dequantize, per-tensor and per-axis, through
// the shared functors of scalar_functors.h (quantizeValue, dequantizeValue):
// every step an op of the expressed type, as the spec's pseudo-code. A
// quantized operand of uniform_quantize is re-quantized: dequantized with
// its own parameters, then quantized with the result's. Element-wise ops
// on quantized tensors run here too (dequantize, the op's instruction on
// f64 lanes, quantize), one kernel for all of them.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernel.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// A double rounded to a float format (f64: as is) and read back.
struct ExpressedRounding {
  LaneType lane;
  double operator()(double v) const { return roundedToLane(v, lane); }
};

// The parameters of a quantized type over a tensor of `shape`, rounded to
// its expressed type, and which of them each element takes (per-axis: its
// index along quantization_dimension).
struct Quantization {
  QuantizedType q;
  ExpressedRounding round;
  std::vector<double> scales, zeroPoints;
  int64_t stride = 1, extent = 1;
  double low = 0, high = 0;  // the storage bounds rounded to the expressed type
  int64_t storageMin = 0, storageMax = 0;

  Quantization(const QuantizedType& type, const std::vector<int64_t>& shape) : q(type) {
    laneTypeOf(q.expressedType, round.lane);  // supported: checked at compile time
    for (size_t i = 0; i < q.scales.size(); ++i) {
      scales.push_back(round(q.scales[i]));
      zeroPoints.push_back(round(static_cast<double>(q.zeroPoints[i])));
    }
    if (q.perAxis()) {
      const size_t axis = static_cast<size_t>(q.quantizedDimension);
      for (size_t d = axis + 1; d < shape.size(); ++d) stride *= shape[d];
      extent = shape[axis];
    }
    storageMin = q.storageMin;
    storageMax = q.storageMax;
    if (storageMin == 0 && storageMax == 0) fullStorageRange(q.storageType, storageMin, storageMax);
    low = round(static_cast<double>(storageMin));
    high = round(static_cast<double>(storageMax));
  }
  size_t slot(int64_t element) const {
    return q.perAxis() ? static_cast<size_t>((element / stride) % extent) : 0;
  }
  int64_t storageOf(const Tensor& t, int64_t i) const {
    const uint64_t raw = t.bits(i);
    return isSignedInteger(q.storageType) ? signExtend(raw, bitWidth(q.storageType))
                                          : static_cast<int64_t>(raw);
  }
};

// The expressed values of a quantized tensor.
std::vector<double> dequantized(const Tensor& t) {
  const Quantization p(*t.type().quantized(), t.shape());
  std::vector<double> values(static_cast<size_t>(t.numElements()));
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const size_t s = p.slot(i);
    values[static_cast<size_t>(i)] =
        dequantizeValue(p.storageOf(t, i), p.q.zeroPoints[s], p.scales[s], p.round);
  }
  return values;
}

Status uniformDequantize(const KernelCall& call) {
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  call.set(0, storeDoubles(call.op.result(0)->type, dequantized(call.operand(0)), lane));
  return Status::success();
}

// `values` (one per element) quantized into `type`, each first rounded to
// the expressed type.
Tensor quantizedValues(const std::vector<double>& values, const Type& type) {
  const Quantization p(*type.quantized(), type.shape());
  Tensor out(type);
  for (int64_t i = 0; i < out.numElements(); ++i) {
    const size_t s = p.slot(i);
    const double x = p.round(values[static_cast<size_t>(i)]);
    out.setBits(i,
                static_cast<uint64_t>(quantizeValue(x, p.scales[s], p.zeroPoints[s], p.low, p.high,
                                                    p.storageMin, p.storageMax, p.round)));
  }
  return out;
}

Status uniformQuantize(const KernelCall& call) {
  const Tensor& operand = call.operand(0);
  std::vector<double> values;
  if (operand.type().isQuantized()) {
    values = dequantized(operand);
  } else {
    LaneType lane;
    laneTypeOf(operand.elementType(), lane);
    values = loadDoubles(operand, lane);
  }
  call.set(0, quantizedValues(values, call.op.result(0)->type));
  return Status::success();
}

// Float values in and out through a compute lane: every float format.
std::string quantizationSupport(const Operation& op) {
  if (std::string why = requireStaticShapes(op); !why.empty()) return why;
  for (const Type* type : {&op.operand(0)->type, &op.result(0)->type}) {
    const QuantizedType* q = type->quantized();
    if (std::string why = unsupportedValueType(op, q ? q->expressedType : type->elementType());
        !why.empty())
      return why;
  }
  return {};
}

// --- element-wise ops on quantized tensors ----------------------------------

// The lane an operand or result of a quantized element-wise op is computed
// in: f64 for quantized tensors (their expressed values) and for floats,
// its own lane for the rest (select's predicate, compare's i1 result).
LaneType computeLane(const Type& type) {
  LaneType lane;
  if (type.isQuantized() || isFloat(type.elementType()))
    laneTypeOf(ElementType::kF64, lane);
  else
    laneTypeOf(type.elementType(), lane);
  return lane;
}

std::string quantizedElementwiseSupport(const Operation& op) {
  if (std::string why = requireStaticShapes(op); !why.empty()) return why;
  if (op.numResults() != 1 || op.numOperands() == 0 || op.numOperands() > 3)
    return "this arity is not supported on quantized tensors by simd-cpu";
  Instr instr;
  const Type& result = op.result(0)->type;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const Type& t = op.operand(i)->type;
    if (t.shape() != result.shape())
      return "quantized operands broadcast to the result are not supported by simd-cpu";
    LaneType own;
    if (!t.isQuantized() && !laneTypeOf(t.elementType(), own))
      return std::string(elementTypeName(t.elementType())) + " is not supported by simd-cpu";
    instr.inType[i] = computeLane(t);
  }
  std::vector<const Type*> types{&result};
  for (const Value* v : op.operands()) types.push_back(&v->type);
  for (const Type* t : types)
    if (const QuantizedType* q = t->quantized())
      if (std::string why = unsupportedValueType(op, q->expressedType); !why.empty()) return why;
  instr.outType = computeLane(result);
  instr.numIn = static_cast<int>(op.numOperands());
  return selectInstruction(op, instr);
}

// The spec's dequantize_op_quantize: each quantized operand dequantized
// into its expressed type, the op computed on f64 lanes, each value rounded
// once to the result's expressed type (for + - * / and sqrt of f32 or
// narrower values that is the correctly rounded result: 53 bits hold two
// roundings), then quantized with the result's parameters. A result that
// is not quantized (compare's i1) is stored as computed.
Status quantizedElementwise(const KernelCall& call) {
  const Operation& op = call.op;
  Instr instr;
  instr.numIn = static_cast<int>(op.numOperands());
  for (size_t i = 0; i < op.numOperands(); ++i) {
    instr.inType[i] = computeLane(op.operand(i)->type);
    instr.in[i] = static_cast<int>(i);
  }
  instr.outType = computeLane(op.result(0)->type);
  instr.out = instr.numIn;
  if (std::string why = selectInstruction(op, instr); !why.empty()) return kernelError(op, why);
  const Type& resultType = op.result(0)->type;
  const size_t n = static_cast<size_t>(resultType.numElements());
  std::vector<std::vector<std::byte>> registers(op.numOperands() + 1);
  std::vector<void*> pointers;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const Tensor& t = call.operand(i);
    std::vector<std::byte>& r = registers[i];
    r.resize(std::max<size_t>(n, 1) * laneBytes(instr.inType[i].lane));
    if (t.type().isQuantized()) {
      const std::vector<double> values = dequantized(t);
      std::memcpy(r.data(), values.data(), n * sizeof(double));
    } else if (isFloat(t.elementType())) {
      LaneType own;
      laneTypeOf(t.elementType(), own);
      const std::vector<double> values = loadDoubles(t, own);
      std::memcpy(r.data(), values.data(), n * sizeof(double));
    } else if (n) {
      loadRange(t, 0, n, instr.inType[i], r.data());
    }
    pointers.push_back(r.data());
  }
  registers.back().resize(std::max<size_t>(n, 1) * laneBytes(instr.outType.lane));
  pointers.push_back(registers.back().data());
  if (n) instr.fn(instr, pointers.data(), n);
  if (resultType.isQuantized()) {
    const auto* values = reinterpret_cast<const double*>(registers.back().data());
    call.set(0, quantizedValues(std::vector<double>(values, values + n), resultType));
  } else if (isFloat(resultType.elementType())) {
    const auto* values = reinterpret_cast<const double*>(registers.back().data());
    LaneType own;
    laneTypeOf(resultType.elementType(), own);
    call.set(0, storeDoubles(resultType, std::vector<double>(values, values + n), own));
  } else {
    Tensor out = call.allocate(0);
    if (n) storeRange(registers.back().data(), n, instr.outType, out, 0);
    call.set(0, std::move(out));
  }
  return Status::success();
}

const KernelEntry kQuantizationEntries[] = {
    {OpId::kUniformQuantize, uniformQuantize, quantizationSupport},
    {OpId::kUniformDequantize, uniformDequantize, quantizationSupport},
};

}  // namespace

std::span<const KernelEntry> quantizationKernels() {
  return kQuantizationEntries;
}

Tensor dequantizedTensor(const Tensor& t) {
  const QuantizedType& q = *t.type().quantized();
  LaneType lane;
  laneTypeOf(q.expressedType, lane);
  return storeDoubles(Type::tensor(t.shape(), q.expressedType), dequantized(t), lane);
}

Tensor quantizedTensor(const Tensor& floats, const Type& type) {
  LaneType lane;
  laneTypeOf(floats.elementType(), lane);
  return quantizedValues(loadDoubles(floats, lane), type);
}

const KernelEntry& quantizedElementwiseKernel() {
  static const KernelEntry entry{OpId::kUnknown, quantizedElementwise, quantizedElementwiseSupport};
  return entry;
}

}  // namespace hlo_cts::backends::simd_cpu
