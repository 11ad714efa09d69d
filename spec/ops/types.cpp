// Clauses of the spec's type definitions ("Types" section) that the text
// parser does not already enforce. The parser rejects the others while
// reading a !quant.uniform (storage range, positive finite scales, zero
// points within the storage range: element-type C2-C4, C6-C8), and the IR
// cannot express C5, C9-C11 (scales are expressed-type values, zero points
// storage-type values, one pair each, one pair per-tensor).
#include <fmt/format.h>

#include "spec/ops/catalogue.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::ops {
namespace {

// (C1) num_bits(storage_type) < num_bits(expressed_type).
Violation quantized_element_c1(const Type& t) {
  const QuantizedType& q = *t.quantized();
  int storage = bitWidth(q.storageType), expressed = bitWidth(q.expressedType);
  if (storage < expressed) return std::nullopt;
  return fmt::format("num_bits(storage_type) = {} is not < num_bits(expressed_type) = {}", storage,
                     expressed);
}

// (C12) quantization_dimension < rank(self), for per-axis quantization.
Violation quantized_tensor_c12(const Type& t) {
  const QuantizedType& q = *t.quantized();
  if (!q.perAxis() || t.unranked() || q.quantizedDimension < t.rank()) return std::nullopt;
  return fmt::format("quantization_dimension = {} is not < rank = {}", q.quantizedDimension,
                     t.rank());
}

// (C13) dim(self, quantization_dimension) = size(scales), for per-axis quantization.
Violation quantized_tensor_c13(const Type& t) {
  const QuantizedType& q = *t.quantized();
  if (!q.perAxis() || t.unranked() || q.quantizedDimension >= t.rank()) return std::nullopt;
  int64_t dim = t.shape()[q.quantizedDimension];
  if (dim < 0 || dim == static_cast<int64_t>(q.scales.size())) return std::nullopt;
  return fmt::format("dim(self, {}) = {} but size(scales) = {}", q.quantizedDimension, dim,
                     q.scales.size());
}

}  // namespace

std::span<const TypeClause> typeClauses() {
  static const TypeClause clauses[] = {
      {"quantized element type", "C1", "num_bits(storage_type) < num_bits(expressed_type)",
       quantized_element_c1, kInSeed},
      {"quantized tensor type", "C12",
       "if is_per_axis_quantized(self): quantization_dimension < rank(self)", quantized_tensor_c12},
      {"quantized tensor type", "C13",
       "if is_per_axis_quantized(self): dim(self, quantization_dimension) = size(scales)",
       quantized_tensor_c13},
  };
  return clauses;
}

}  // namespace hlo_cts::ops
