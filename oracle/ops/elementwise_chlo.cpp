// The chlo.broadcast_* family: implicit (numpy-style, or explicit
// broadcast_dimensions) broadcasting of the operands to the result shape,
// then the element-wise op it names. (The chlo unary functions live with
// their stablehlo counterparts.)
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "oracle/ops/elementwise_ops.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle::ew {
namespace {

// For each result dimension, the operand dimension it reads (or −1): the
// operand's dimensions map to `dims` when given, else to the trailing ones.
Result<std::vector<int>> dimensionMap(const Operation& op, const std::vector<int64_t>& operand,
                                      const std::vector<int64_t>& result,
                                      const std::vector<int64_t>* dims) {
  std::vector<int> map(result.size(), -1);
  const size_t rank = operand.size();
  if (rank > result.size()) return opError(op, "operand rank exceeds the result rank");
  for (size_t d = 0; d < rank; ++d) {
    const int64_t target = dims ? (*dims)[d] : static_cast<int64_t>(result.size() - rank + d);
    if (target < 0 || target >= static_cast<int64_t>(result.size()))
      return opError(op, "broadcast_dimensions out of range");
    if (operand[d] != 1 && operand[d] != result[target])
      return opError(op, fmt::format("operand dimension {} (size {}) does not broadcast to {}", d,
                                     operand[d], result[target]));
    map[target] = static_cast<int>(d);
  }
  return map;
}

// The operand expanded to `shape` (an element copy per result element).
Result<Tensor> broadcastTo(const Operation& op, const Tensor& operand,
                           const std::vector<int64_t>& shape, const std::vector<int64_t>* dims) {
  if (operand.shape() == shape) return operand;
  Result<std::vector<int>> map = dimensionMap(op, operand.shape(), shape, dims);
  if (!map.ok()) return map.takeError();
  Tensor out(operand.type().withShape(shape));
  const std::vector<int64_t> strides = operand.strides();
  const int bytes = out.elementBytes();
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t i = 0; i < out.numElements(); ++i) {
    int64_t source = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      const int od = (*map)[d];
      if (od >= 0 && operand.shape()[od] != 1) source += index[d] * strides[od];
    }
    std::memcpy(out.mutableBytes().data() + i * bytes, operand.bytes().data() + source * bytes,
                bytes);
    for (size_t d = shape.size(); d-- > 0;) {  // next row-major index
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  return out;
}

// The broadcast shape of the operands (numpy rules), used when the result
// type is not static.
Result<std::vector<int64_t>> broadcastShape(const Operation& op,
                                            std::span<const RuntimeValue> operands) {
  size_t rank = 0;
  for (const RuntimeValue& v : operands) rank = std::max(rank, v.tensor().shape().size());
  std::vector<int64_t> shape(rank, 1);
  for (const RuntimeValue& v : operands) {
    const std::vector<int64_t>& s = v.tensor().shape();
    for (size_t d = 0; d < s.size(); ++d) {
      int64_t& out = shape[rank - s.size() + d];
      if (out == 1)
        out = s[d];
      else if (s[d] != 1 && s[d] != out)
        return opError(op, "operand shapes are not broadcast-compatible");
    }
  }
  return shape;
}

// A CHLO broadcasting op: its operands broadcast to the result's shape, then
// the op it broadcasts (broadcastBase: chlo.broadcast_add -> stablehlo.add).
Result<std::vector<RuntimeValue>> broadcastHandler(const Operation& op,
                                                   std::span<const RuntimeValue> operands,
                                                   EvalContext& context) {
  for (const RuntimeValue& v : operands)
    if (!v.isTensor()) return opError(op, "operands must be tensors");
  if (op.numResults() != 1) return opError(op, "expects one result");
  std::vector<int64_t> shape;
  if (op.result(0)->type.hasStaticShape()) {
    shape = op.result(0)->type.shape();
  } else {
    Result<std::vector<int64_t>> computed = broadcastShape(op, operands);
    if (!computed.ok()) return computed.takeError();
    shape = std::move(*computed);
  }
  Result<std::optional<std::vector<int64_t>>> broadcastDimensions =
      ops::chloBroadcastDimensions(op);
  if (!broadcastDimensions.ok()) return broadcastDimensions.takeError();
  const std::optional<std::vector<int64_t>>& dims = *broadcastDimensions;
  std::vector<RuntimeValue> expanded;
  for (const RuntimeValue& v : operands) {
    const Tensor& t = v.tensor();
    // broadcast_dimensions applies to the lower-rank operand only.
    const bool explicitDims =
        dims && t.rank() < static_cast<int64_t>(shape.size()) && dims->size() == t.shape().size();
    Result<Tensor> b = broadcastTo(op, t, shape, explicitDims ? &*dims : nullptr);
    if (!b.ok()) return b.takeError();
    expanded.push_back(RuntimeValue::fromTensor(std::move(*b)));
  }
  const OpId target = broadcastBase(op.id());
  OpHandler handler = context.ops().find(target);
  if (!handler) return notSupported(op, fmt::format("{} is not evaluated", opName(target)));
  // The target handler reads only attributes and result types, which the
  // chlo op carries under the same names.
  return handler(op, expanded, context);
}

}  // namespace

// Every CHLO broadcasting op of the registry.
std::span<const OpEntry> chloOps() {
  static const std::vector<OpEntry> entries = [] {
    std::vector<OpEntry> e;
    for (OpId id : allOps())
      if (broadcastBase(id) != id) e.push_back({id, broadcastHandler});
    return e;
  }();
  return entries;
}

}  // namespace hlo_cts::oracle::ew
