// The order-unspecified two-operand ops (dot_general, dot, convolution), and
// their dequantize_op_quantize for quantized types: the operands are
// dequantized, the float op runs with its exact value and interval, and the
// result is quantized.
// Quantization is monotone, so the storage values the interval's ends
// quantize to bound every allowed result.
#include <fmt/format.h>

#include "oracle/ops/elementwise_ops.h"
#include "oracle/ops/reduction_dot.h"
#include "oracle/ops/reduction_family.h"

namespace hlo_cts::oracle {

Result<std::vector<RuntimeValue>> runDotLike(const Operation& op, const Tensor& lhs,
                                             const Tensor& rhs, const Type& resultType,
                                             const EvalOptions& options,
                                             const DotLikeExact& exact) {
  auto reduce = [&](const Tensor& l, const Tensor& r, const Type& t) {
    return exact(l, r, t, permittedDotModel(op, l.elementType(), t.elementType(), options));
  };
  if (!lhs.type().isQuantized() && !rhs.type().isQuantized() && !resultType.isQuantized())
    return singleResult(op, reduce(lhs, rhs, resultType));
  Result<Tensor> l = ew::dequantizeTensor(op, lhs);
  if (!l.ok()) return l.takeError();
  Result<Tensor> r = ew::dequantizeTensor(op, rhs);
  if (!r.ok()) return r.takeError();
  const Type float_type = ew::expressedCounterpart(resultType);
  Result<ReducedTensor> reduced = reduce(*l, *r, float_type);
  if (!reduced.ok()) {
    Diagnostic d = reduced.takeError();
    if (!d.location.known()) d.location = op.location;
    return d;
  }
  if (!resultType.isQuantized()) return singleResult(op, std::move(reduced));
  Result<RuntimeValue> value = ew::quantizeTensor(op, reduced->value, resultType);
  if (!value.ok()) return value.takeError();
  // The interval's ends, quantized.
  const Tensor& floats = reduced->value;
  const ElementType ft = floats.elementType();
  const FloatFormat& f = *floatFormat(ft);
  Tensor lo(floats.type()), hi(floats.type());
  const int64_t n = floats.numElements();
  for (int64_t i = 0; i < n; ++i) {
    const auto& alts = reduced->allowed.elements.empty()
                           ? std::vector<ElementBounds>{exactFloatBounds(floats.bits(i), ft)}
                           : reduced->allowed.elements[static_cast<size_t>(i)];
    ElementBounds h = alts[0];
    for (size_t k = 1; k < alts.size(); ++k) h = hull(h, alts[k], ft);
    const bool unbounded = !h.finite || h.allowNaN || h.allowPosInf || h.allowNegInf;
    lo.setBits(i, unbounded ? f.lowestFiniteBits() : h.lo);
    hi.setBits(i, unbounded ? f.maxFiniteBits() : h.hi);
  }
  Result<RuntimeValue> qlo = ew::quantizeTensor(op, lo, resultType);
  Result<RuntimeValue> qhi = ew::quantizeTensor(op, hi, resultType);
  if (!qlo.ok()) return qlo.takeError();
  if (!qhi.ok()) return qhi.takeError();
  const QuantizedType& q = *resultType.quantized();
  const int width = bitWidth(q.storageType);
  const bool is_signed = isSignedInteger(q.storageType);
  auto as_int = [&](uint64_t bits) {
    return is_signed ? signExtend(bits, width) : static_cast<int64_t>(bits);
  };
  AllowedResults allowed;
  allowed.reason = "quantized " + reduced->allowed.reason;
  bool any_range = false;
  for (int64_t i = 0; i < n; ++i) {
    int64_t a = as_int(qlo->tensor().bits(i)), b = as_int(qhi->tensor().bits(i));
    if (a > b) std::swap(a, b);
    // Every storage value from a to b (an integer interval).
    ElementBounds values;
    values.lo = static_cast<uint64_t>(a) & lowBitsMask(width);
    values.hi = static_cast<uint64_t>(b) & lowBitsMask(width);
    any_range = any_range || b > a;
    allowed.elements.push_back({values});
  }
  Tensor storage = value->tensor();
  if (!any_range) allowed.elements.clear();
  std::vector<RuntimeValue> values;
  values.push_back(withAllowedResults(std::move(storage), std::move(allowed), op.name()));
  return values;
}

}  // namespace hlo_cts::oracle
