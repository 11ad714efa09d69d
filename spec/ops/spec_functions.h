// The spec's notation functions (its "Notation" section: baseline_type,
// is_promotable, is_unique, dim, ...) over the IR's types, plus the small
// formatting helpers constraint messages use. Internal to spec/ops and
// spec/checker.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/ops/catalogue.h"
#include "spec/type.h"

namespace hlo_cts::ops {

// --- formatting for diagnostics -------------------------------------------
std::string typeStr(const Type& type);
std::string typesStr(const std::vector<Type>& types);
std::string elementTypeStr(const Type& type);             // "f32", "!quant.uniform<i8:f32, 0.5:-3>"
std::string listStr(const std::vector<int64_t>& values);  // "[1, 2]"
std::string dimStr(int64_t dim);                          // "?" for dynamic

// --- element types ---------------------------------------------------------
bool isQuantized(const Type& type);
bool isPerTensorQuantized(const Type& type);
bool isPerAxisQuantized(const Type& type);
bool isFloatType(const Type& type);  // non-quantized element type is a float format
bool isComplexType(const Type& type);
bool isIntegerType(const Type& type);  // signed or unsigned integer (not i1)
bool isSignedType(const Type& type);
bool isUnsignedType(const Type& type);
bool isBooleanType(const Type& type);
// Bits of the element type (storage type for quantized ones).
int numBits(const Type& type);
// element_type(x) as a Type (quantization kept).
Type elementOf(const Type& type);
// storage_type / expressed_type of a quantized type; the element itself otherwise.
ElementType storageType(const Type& type);
ElementType expressedType(const Type& type);

// baseline_type(x): quantization parameters reset to scale 1, zero point 0.
Type baselineType(const Type& type);
Type baselineElementType(const Type& type);
// is_promotable(x, y) on element types.
bool isPromotable(const Type& x, const Type& y);

// --- shapes ----------------------------------------------------------------
// Dimension sizes compare equal when either is dynamic (MLIR's compatibility).
bool dimsCompatible(int64_t a, int64_t b);
bool shapesCompatible(const std::vector<int64_t>& a, const std::vector<int64_t>& b);
bool sameShape(const Type& a, const Type& b);  // ranks equal, dims compatible
// Sizes that attributes or constant operands give (broadcast_sizes, rng's
// shape, slice_sizes; fft_length in fft_c4) are lengths, never `?`: a negative
// one fits no type, ranked or not, yet dimsCompatible would read it as `?`.
// Constraints reject the first negative size before they compare shapes.
std::optional<size_t> firstNegative(const std::vector<int64_t>& sizes);
// type(a) = type(b): same kind, same element type (quantization included),
// compatible shapes; tuples element-wise.
bool sameType(const Type& a, const Type& b);
bool sameElementType(const Type& a, const Type& b);
// A tensor type of the given element type and shape ("tensor<E>" for E scalar).
Type scalarTensorOf(const Type& elementType);

// --- lists -----------------------------------------------------------------
bool isUnique(const std::vector<int64_t>& values);
bool isSorted(const std::vector<int64_t>& values);
// Every value in [lo, hi).
bool allInRange(const std::vector<int64_t>& values, int64_t lo, int64_t hi);
std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b);
bool contains(const std::vector<int64_t>& values, int64_t v);

// The first value outside [lo, hi), for messages.
std::optional<int64_t> firstOutOfRange(const std::vector<int64_t>& values, int64_t lo, int64_t hi);

// einsum's equation "ab,bc->ac": each operand's labels and the result's;
// nullopt without "->".
struct EinsumConfig {
  std::vector<std::string> operands;
  std::string result;
};
std::optional<EinsumConfig> parseEinsumConfig(std::string_view text);

// Message fragments: "dimension 3 is out of range [0, 2)".
std::string rangeMessage(std::string_view what, const std::vector<int64_t>& values, int64_t lo,
                         int64_t hi);

}  // namespace hlo_cts::ops
