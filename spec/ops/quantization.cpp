// Quantization: uniform_quantize, uniform_dequantize.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

Violation shapes_c1(const OpView& v) {
  return sameShapes(v, {"operand", "result"});
}

// (C2) expressed_type(result) = is_float(operand) ? element_type(operand) :
// expressed_type(operand).
Violation uniform_quantize_c2(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!isQuantized(result)) return std::nullopt;
  ElementType expected = expressedType(operand);
  if (expressedType(result) == expected) return std::nullopt;
  return fmt::format("expressed_type(result) = {} but the operand expresses {}",
                     elementTypeName(expressedType(result)), elementTypeName(expected));
}

Violation uniform_dequantize_c2(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!isQuantized(operand) ||
      (!isQuantized(result) && result.elementType() == expressedType(operand)))
    return std::nullopt;
  return fmt::format("element_type(result) = {} but expressed_type(operand) = {}",
                     elementTypeStr(result), elementTypeName(expressedType(operand)));
}

}  // namespace

void addQuantizationOps(std::vector<OpDef>& ops) {
  ops.push_back(
      OpDef{.name = "stablehlo.uniform_quantize",
            .family = "quantization",
            .summary = "quantizes floats, or requantizes quantized values",
            .inputs = {operand("operand", cat::kFloatOrQuantized)},
            .outputs = {output("result", cat::kQuantized)},
            .constraints = {{"C1", "shape(operand) = shape(result)", shapes_c1},
                            {"C2",
                             "expressed_type(result) = is_float(operand) ? element_type(operand) : "
                             "expressed_type(operand)",
                             uniform_quantize_c2}}});
  ops.push_back(OpDef{.name = "stablehlo.uniform_dequantize",
                      .family = "quantization",
                      .summary = "converts quantized values to their expressed floats",
                      .inputs = {operand("operand", cat::kQuantized)},
                      .outputs = {output("result", cat::kFloat)},
                      .constraints = {{"C1", "shape(operand) = shape(result)", shapes_c1},
                                      {"C2", "element_type(result) = expressed_type(operand)",
                                       uniform_dequantize_c2}}});
}

}  // namespace hlo_cts::ops
