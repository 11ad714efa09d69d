// uniform_quantize and uniform_dequantize, per-tensor and per-axis, through
// the shared functors of scalar_functors.h (quantizeValue, dequantizeValue):
// every step an op of the expressed type, as the spec's pseudo-code. A
// quantized operand of uniform_quantize is re-quantized: dequantized with
// its own parameters, then quantized with the result's.
#include <cmath>
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
  double low = 0, high = 0;

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
    int64_t storageMin = q.storageMin, storageMax = q.storageMax;
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
  const Type& type = call.op.result(0)->type;
  const Quantization p(*type.quantized(), type.shape());
  Tensor out(type);
  for (int64_t i = 0; i < out.numElements(); ++i) {
    const size_t s = p.slot(i);
    const double x = p.round(values[static_cast<size_t>(i)]);
    out.setBits(i, static_cast<uint64_t>(
                       quantizeValue(x, p.scales[s], p.zeroPoints[s], p.low, p.high, p.round)));
  }
  call.set(0, std::move(out));
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

const KernelEntry kQuantizationEntries[] = {
    {OpId::kUniformQuantize, uniformQuantize, quantizationSupport},
    {OpId::kUniformDequantize, uniformDequantize, quantizationSupport},
};

}  // namespace

std::span<const KernelEntry> quantizationKernels() {
  return kQuantizationEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
