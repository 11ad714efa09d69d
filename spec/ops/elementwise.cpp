// Elementwise ops: unary and binary arithmetic, logic, shifts, compare,
// select, clamp, complex/real/imag, convert, bitcast_convert,
// reduce_precision, is_finite.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// --- shared clauses ----------------------------------------------------------

// (C1) baseline_type(operand) = baseline_type(result): every unary op whose
// result has the operand's type.
Violation unary_baseline_c1(const OpView& v) {
  return sameBaselineTypes(v, {"operand", "result"});
}

// (C1) type(operand) = type(result): not, popcnt, count_leading_zeros.
Violation unary_type_c1(const OpView& v) {
  return sameTypes(v, {"operand", "result"});
}

// (C1) baseline_type(lhs) = baseline_type(rhs) = baseline_type(result).
Violation binary_baseline_c1(const OpView& v) {
  return sameBaselineTypes(v, {"lhs", "rhs", "result"});
}

// (C1) type(lhs) = type(rhs) = type(result): and, or, xor, shifts.
Violation binary_type_c1(const OpView& v) {
  return sameTypes(v, {"lhs", "rhs", "result"});
}

// (C1) shape(result) = shape(operand): abs, real, imag.
Violation shape_operand_result_c1(const OpView& v) {
  return sameShapes(v, {"operand", "result"});
}

// --- abs ---------------------------------------------------------------------

// (C2) baseline_element_type(result) = complex_element_type(element_type(operand))
// if is_complex(operand), else baseline_element_type(operand).
Violation abs_c2(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  Type expected = isComplexType(operand) ? Type::element(complexPartType(operand.elementType()))
                                         : baselineElementType(operand);
  Type actual = baselineElementType(result);
  if (actual == expected) return std::nullopt;
  return fmt::format("baseline_element_type(result) = {}, expected {} for operand {}",
                     elementTypeStr(actual), elementTypeStr(expected), typeStr(operand));
}

Result<std::vector<Type>> abs_infer(const OpView& v) {
  const Type& operand = v.type("operand");
  if (isComplexType(operand))
    return std::vector<Type>{operand.withElementType(complexPartType(operand.elementType()))};
  return std::vector<Type>{operand};
}

// --- real / imag ---------------------------------------------------------------

// (C2) element_type(result) = complex_element_type(element_type(operand)) if
// is_complex(operand), else element_type(operand).
Violation real_imag_c2(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  ElementType expected =
      isComplexType(operand) ? complexPartType(operand.elementType()) : operand.elementType();
  if (!result.isQuantized() && result.elementType() == expected) return std::nullopt;
  return fmt::format("element_type(result) = {}, expected {} for operand {}",
                     elementTypeStr(result), elementTypeName(expected), typeStr(operand));
}

Result<std::vector<Type>> real_imag_infer(const OpView& v) {
  const Type& operand = v.type("operand");
  return std::vector<Type>{operand.withElementType(complexPartType(operand.elementType()))};
}

// --- complex -------------------------------------------------------------------

Violation complex_c1(const OpView& v) {
  return sameTypes(v, {"lhs", "rhs"});
}

Violation complex_c2(const OpView& v) {
  return sameShapes(v, {"result", "lhs"});
}

// (C3) element_type(result) has type complex<E> where E = element_type(lhs).
Violation complex_c3(const OpView& v) {
  const Type& lhs = v.type("lhs");
  const Type& result = v.type("result");
  auto expected = complexOf(lhs.elementType());
  if (expected && !result.isQuantized() && result.elementType() == *expected) return std::nullopt;
  return fmt::format("element_type(result) = {}, expected complex<{}>", elementTypeStr(result),
                     elementTypeStr(lhs));
}

Result<std::vector<Type>> complex_infer(const OpView& v) {
  const Type& lhs = v.type("lhs");
  auto c = complexOf(lhs.elementType());
  if (!c) return makeError("complex: lhs element type has no complex counterpart");
  return std::vector<Type>{lhs.withElementType(*c)};
}

// --- compare -------------------------------------------------------------------

Violation compare_c1(const OpView& v) {
  return sameBaselineElementTypes(v, {"lhs", "rhs"});
}

Violation compare_c2(const OpView& v) {
  return sameShapes(v, {"lhs", "rhs", "result"});
}

// (C3) compare_type is SIGNED for signed integers, UNSIGNED for unsigned
// integers and booleans, FLOAT or TOTALORDER for floats, FLOAT for complex.
Violation compare_c3(const OpView& v) {
  auto compareType = v.enumValue("compare_type");
  if (!compareType || *compareType == "NOTYPE") return std::nullopt;  // absent: implied
  Type lhs = v.type("lhs");
  // Quantized operands compare their expressed values.
  ElementType e = lhs.isQuantized() ? lhs.quantized()->expressedType : lhs.elementType();
  std::vector<std::string_view> allowed;
  if (isSignedInteger(e))
    allowed = {"SIGNED"};
  else if (isUnsignedInteger(e) || isBoolean(e))
    allowed = {"UNSIGNED"};
  else if (isFloat(e))
    allowed = {"FLOAT", "TOTALORDER"};
  else if (isComplex(e))
    allowed = {"FLOAT"};
  for (std::string_view a : allowed)
    if (a == *compareType) return std::nullopt;
  std::string list;
  for (std::string_view a : allowed) list += (list.empty() ? "" : " or ") + std::string(a);
  return fmt::format("compare_type = {} but element type {} requires {}", *compareType,
                     elementTypeName(e), list);
}

Result<std::vector<Type>> compare_infer(const OpView& v) {
  return std::vector<Type>{v.type("lhs").withElementType(ElementType::kI1)};
}

bool hitsTotalOrder(const OpView& v) {
  return v.enumValue("compare_type") == "TOTALORDER";
}

// --- select / clamp ------------------------------------------------------------

// (C1) rank(pred) = 0 or shape(pred) = shape(on_true).
Violation select_c1(const OpView& v) {
  const Type& pred = v.type("pred");
  if (pred.rank() == 0 && !pred.unranked()) return std::nullopt;
  return sameShapes(v, {"pred", "on_true"});
}

Violation select_c2(const OpView& v) {
  return sameBaselineTypes(v, {"on_true", "on_false", "result"});
}

Result<std::vector<Type>> select_infer(const OpView& v) {
  return std::vector<Type>{v.type("on_true")};
}

bool hitsScalarPred(const OpView& v) {
  return v.type("pred").rank() == 0 && v.type("on_true").rank() > 0;
}

// (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) the same for max.
Violation clamp_bound_shape(const OpView& v, std::string_view bound) {
  const Type& t = v.type(bound);
  if (t.rank() == 0 && !t.unranked()) return std::nullopt;
  return sameShapes(v, {bound, "operand"});
}

Violation clamp_c1(const OpView& v) {
  return clamp_bound_shape(v, "min");
}

Violation clamp_c2(const OpView& v) {
  return clamp_bound_shape(v, "max");
}

Violation clamp_c3(const OpView& v) {
  return sameBaselineElementTypes(v, {"min", "operand", "max"});
}

Violation clamp_c4(const OpView& v) {
  return sameBaselineTypes(v, {"operand", "result"});
}

Result<std::vector<Type>> clamp_infer(const OpView& v) {
  return std::vector<Type>{v.type("operand")};
}

bool hitsScalarBounds(const OpView& v) {
  return v.type("min").rank() == 0 && v.type("operand").rank() > 0;
}

// --- is_finite / convert ---------------------------------------------------------

Violation is_finite_c1(const OpView& v) {
  return sameShapes(v, {"x", "y"});
}

Result<std::vector<Type>> is_finite_infer(const OpView& v) {
  return std::vector<Type>{v.type("x").withElementType(ElementType::kI1)};
}

Violation convert_c1(const OpView& v) {
  return sameShapes(v, {"operand", "result"});
}

// --- bitcast_convert ---------------------------------------------------------------

// (C1) With E = storage or element type of operand, E' the same of result and
// R = rank(operand): equal widths keep the shape; a narrower E' appends a
// dimension of size num_bits(E) / num_bits(E'); a wider E' removes the last
// dimension, whose size must be num_bits(E') / num_bits(E).
Violation bitcast_convert_c1(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (operand.unranked() || result.unranked()) return std::nullopt;
  int bitsE = numBits(operand), bitsR = numBits(result);
  int64_t R = operand.rank();
  auto prefixMatches = [&](int64_t n) {
    for (int64_t i = 0; i < n; ++i)
      if (!dimsCompatible(operand.shape()[i], result.shape()[i])) return false;
    return true;
  };
  if (bitsR == bitsE) {
    if (sameShape(operand, result)) return std::nullopt;
    return fmt::format(
        "element widths are equal ({} bits) so shape(result) must equal "
        "shape(operand): {} vs {}",
        bitsE, typeStr(result), typeStr(operand));
  }
  if (bitsR < bitsE) {
    if (result.rank() != R + 1)
      return fmt::format("num_bits(E') = {} < num_bits(E) = {} so rank(result) must be {}, got {}",
                         bitsR, bitsE, R + 1, result.rank());
    if (!prefixMatches(R))
      return fmt::format("dims of result {} must start with the dims of operand {}",
                         typeStr(result), typeStr(operand));
    int64_t last = result.shape()[R];
    if (last >= 0 && last * bitsR != bitsE)
      return fmt::format("dim(result, {}) * num_bits(E') = {} * {} != num_bits(E) = {}", R, last,
                         bitsR, bitsE);
    return std::nullopt;
  }
  if (result.rank() != R - 1)
    return fmt::format("num_bits(E') = {} > num_bits(E) = {} so rank(result) must be {}, got {}",
                       bitsR, bitsE, R - 1, result.rank());
  if (!prefixMatches(R - 1))
    return fmt::format("dims of operand {} must start with the dims of result {}", typeStr(operand),
                       typeStr(result));
  int64_t last = operand.shape()[R - 1];
  if (last >= 0 && last * bitsE != bitsR)
    return fmt::format("dim(operand, {}) * num_bits(E) = {} * {} != num_bits(E') = {}", R - 1, last,
                       bitsE, bitsR);
  return std::nullopt;
}

// (C2) if is_complex(operand) or is_complex(result), then both are complex.
Violation bitcast_convert_c2(const OpView& v) {
  bool a = isComplexType(v.type("operand")), b = isComplexType(v.type("result"));
  if (a == b) return std::nullopt;
  return fmt::format("operand {} and result {} must both be complex or both not",
                     typeStr(v.type("operand")), typeStr(v.type("result")));
}

// --- reduce_precision ----------------------------------------------------------------

Violation reduce_precision_c1(const OpView& v) {
  return sameBaselineTypes(v, {"operand", "output"});
}

Violation reduce_precision_c2(const OpView& v) {
  auto e = v.integer("exponent_bits");
  if (e && *e < 1) return fmt::format("exponent_bits = {} is not >= 1", *e);
  return std::nullopt;
}

Violation reduce_precision_c3(const OpView& v) {
  auto m = v.integer("mantissa_bits");
  if (m && *m < 0) return fmt::format("mantissa_bits = {} is not >= 0", *m);
  return std::nullopt;
}

// --- table ---------------------------------------------------------------------------

constexpr std::string_view kUnaryBaselineText = "baseline_type(operand) = baseline_type(result)";
constexpr std::string_view kBinaryBaselineText =
    "baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)";
constexpr std::string_view kBinaryTypeText = "type(lhs) = type(rhs) = type(result)";

struct UnaryRow {
  std::string_view name;
  std::string_view xla;
  const TypeCategory* category;
  Origin origin;
  std::string_view summary;
};

}  // namespace

void addElementwiseOps(std::vector<OpDef>& ops) {
  // Unary ops whose result type is the operand's (up to quantization params).
  const UnaryRow unary[] = {
      {"stablehlo.cbrt", "Cbrt", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec, "cubic root"},
      {"stablehlo.ceil", "Ceil", &cat::kFloatOrPerTensor, Origin::kSeedSpec, "ceiling"},
      {"stablehlo.cosine", "Cos", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec, "cosine"},
      {"stablehlo.exponential", "Exp", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec, "e^x"},
      {"stablehlo.exponential_minus_one", "Expm1", &cat::kFloatComplexOrPerTensor,
       Origin::kSeedSpec, "e^x - 1"},
      {"stablehlo.floor", "Floor", &cat::kFloatOrPerTensor, Origin::kSeedSpec, "floor"},
      {"stablehlo.log", "Log", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec,
       "natural logarithm"},
      {"stablehlo.log_plus_one", "Log1p", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec,
       "log(1 + x)"},
      {"stablehlo.logistic", "Logistic", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec,
       "1 / (1 + e^-x)"},
      {"stablehlo.negate", "Neg", &cat::kIntFloatComplexOrPerTensor, Origin::kSeedSpec, "negation"},
      {"stablehlo.round_nearest_afz", "Round", &cat::kFloatOrPerTensor, Origin::kSeedSpec,
       "round to nearest, ties away from zero"},
      {"stablehlo.round_nearest_even", "RoundNearestEven", &cat::kFloatOrPerTensor,
       Origin::kSeedSpec, "round to nearest, ties to even"},
      {"stablehlo.rsqrt", "Rsqrt", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec,
       "reciprocal square root"},
      {"stablehlo.sign", "Sign", &cat::kSIntFloatComplexOrPerTensor, Origin::kSeedSpec, "sign"},
      {"stablehlo.sine", "Sin", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec, "sine"},
      {"stablehlo.sqrt", "Sqrt", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec, "square root"},
      {"stablehlo.tan", "Tan", &cat::kFloatComplexOrPerTensor, Origin::kCurrentSpec, "tangent"},
      {"stablehlo.tanh", "Tanh", &cat::kFloatComplexOrPerTensor, Origin::kSeedSpec,
       "hyperbolic tangent"},
  };
  for (const UnaryRow& r : unary) {
    OpDef def{.name = r.name, .origin = r.origin, .family = "elementwise", .summary = r.summary};
    def.xlaNames = {{r.xla}};
    def.inputs = {operand("operand", *r.category)};
    def.outputs = {output("result", *r.category)};
    def.constraints = {{"C1", kUnaryBaselineText, unary_baseline_c1, r.origin}};
    def.infer = inferSameAsFirstOperand;
    ops.push_back(std::move(def));
  }

  struct TypeUnaryRow {
    std::string_view name, xla;
    const TypeCategory* category;
    std::string_view summary;
  };
  for (const TypeUnaryRow& r :
       {TypeUnaryRow{"stablehlo.not", "Not", &cat::kBoolOrInt, "logical / bitwise not"},
        {"stablehlo.popcnt", "PopulationCount", &cat::kInt, "number of set bits"},
        {"stablehlo.count_leading_zeros", "Clz", &cat::kInt, "number of leading zero bits"}}) {
    ops.push_back(OpDef{.name = r.name,
                        .family = "elementwise",
                        .summary = r.summary,
                        .xlaNames = {{r.xla}},
                        .inputs = {operand("operand", *r.category)},
                        .outputs = {output("result", *r.category)},
                        .constraints = {{"C1", "type(operand) = type(result)", unary_type_c1}},
                        .infer = inferSameAsFirstOperand});
  }

  ops.push_back(OpDef{
      .name = "stablehlo.abs",
      .family = "elementwise",
      .summary = "absolute value (complex modulus for complex operands)",
      .xlaNames = {{"Abs"}},
      .inputs = {operand("operand", cat::kSIntFloatComplexOrPerTensor)},
      .outputs = {output("result", TypeCategory{kPlainTensor | kPerTensorQuant,
                                                kSignedClass | kFloatClass,
                                                -1,
                                                {},
                                                "tensor of signed integer or floating-point type "
                                                "or per-tensor quantized tensor"})},
      .constraints =
          {{"C1", "shape(result) = shape(operand)", shape_operand_result_c1},
           {"C2",
            "baseline_element_type(result) = complex_element_type(element_type(operand)) "
            "if is_complex(operand), else baseline_element_type(operand)",
            abs_c2}},
      .infer = abs_infer});

  for (auto [name, xla] : {std::pair{"stablehlo.real", "Real"}, {"stablehlo.imag", "Imag"}}) {
    ops.push_back(OpDef{
        .name = name,
        .family = "elementwise",
        .summary = name == std::string_view("stablehlo.real") ? "real part" : "imaginary part",
        .xlaNames = {{xla}},
        .inputs = {operand("operand", cat::kFloatOrComplex)},
        .outputs = {output("result", cat::kFloat)},
        .constraints = {{"C1", "shape(result) = shape(operand)", shape_operand_result_c1},
                        {"C2",
                         "element_type(result) = complex_element_type(element_type(operand)) if "
                         "is_complex(operand), else element_type(operand)",
                         real_imag_c2}},
        .infer = real_imag_infer});
  }

  // Binary ops with baseline-type equality.
  struct BinaryRow {
    std::string_view name, xla;
    const TypeCategory* category;
    std::string_view summary;
  };
  for (const BinaryRow& r : {
           BinaryRow{"stablehlo.add", "Add", &cat::kTensorOrPerTensor,
                     "addition (logical or for i1)"},
           {"stablehlo.atan2", "Atan2", &cat::kFloatComplexOrPerTensor, "atan2(lhs, rhs)"},
           {"stablehlo.divide", "Div", &cat::kIntFloatComplexOrPerTensor, "division"},
           {"stablehlo.maximum", "Max", &cat::kTensorOrPerTensor, "maximum"},
           {"stablehlo.minimum", "Min", &cat::kTensorOrPerTensor, "minimum"},
           {"stablehlo.multiply", "Mul", &cat::kTensorOrPerTensor,
            "multiplication (logical and for i1)"},
           {"stablehlo.power", "Pow", &cat::kIntFloatComplexOrPerTensor, "exponentiation"},
           {"stablehlo.remainder", "Rem", &cat::kIntFloatComplexOrPerTensor,
            "remainder with the dividend's sign"},
           {"stablehlo.subtract", "Sub", &cat::kIntFloatComplexOrPerTensor, "subtraction"},
       }) {
    ops.push_back(OpDef{.name = r.name,
                        .family = "elementwise",
                        .summary = r.summary,
                        .xlaNames = {{r.xla}},
                        .inputs = {operand("lhs", *r.category), operand("rhs", *r.category)},
                        .outputs = {output("result", *r.category)},
                        .constraints = {{"C1", kBinaryBaselineText, binary_baseline_c1}},
                        .infer = inferSameAsFirstOperand});
    if (r.name == "stablehlo.remainder")
      ops.back().undefinedOn = {kComplexClass,
                                "remainder on complex numbers is TBD in the spec (#997)"};
  }
  for (const BinaryRow& r : {
           BinaryRow{"stablehlo.and", "And", &cat::kBoolOrInt, "logical / bitwise and"},
           {"stablehlo.or", "Or", &cat::kBoolOrInt, "logical / bitwise or"},
           {"stablehlo.xor", "Xor", &cat::kBoolOrInt, "logical / bitwise xor"},
           {"stablehlo.shift_left", "ShiftLeft", &cat::kInt, "shift left"},
           {"stablehlo.shift_right_arithmetic", "ShiftRightArithmetic", &cat::kInt,
            "arithmetic shift right"},
           {"stablehlo.shift_right_logical", "ShiftRightLogical", &cat::kInt,
            "logical shift right"},
       }) {
    ops.push_back(OpDef{.name = r.name,
                        .family = "elementwise",
                        .summary = r.summary,
                        .xlaNames = {{r.xla}},
                        .inputs = {operand("lhs", *r.category), operand("rhs", *r.category)},
                        .outputs = {output("result", *r.category)},
                        .constraints = {{"C1", kBinaryTypeText, binary_type_c1}},
                        .infer = inferSameAsFirstOperand});
  }

  ops.push_back(OpDef{
      .name = "stablehlo.complex",
      .family = "elementwise",
      .summary = "complex number from real and imaginary parts",
      .xlaNames = {{"Complex"}},
      .inputs = {operand("lhs", cat::kF32OrF64), operand("rhs", cat::kF32OrF64)},
      .outputs = {output("result", cat::kComplex)},
      .constraints = {{"C1", "type(lhs) = type(rhs)", complex_c1},
                      {"C2", "shape(result) = shape(lhs)", complex_c2},
                      {"C3", "element_type(result) has type complex<E> where E = element_type(lhs)",
                       complex_c3}},
      .infer = complex_infer});

  {
    OpDef def{
        .name = "stablehlo.compare",
        .family = "elementwise",
        .summary = "elementwise comparison",
        .xlaNames = {{"Compare"},
                     {"Eq"},
                     {"Ne"},
                     {"Ge"},
                     {"Gt"},
                     {"Le"},
                     {"Lt"},
                     {"EqTotalOrder", "compare_type = TOTALORDER"},
                     {"NeTotalOrder", "compare_type = TOTALORDER"},
                     {"GeTotalOrder", "compare_type = TOTALORDER"},
                     {"GtTotalOrder", "compare_type = TOTALORDER"},
                     {"LeTotalOrder", "compare_type = TOTALORDER"},
                     {"LtTotalOrder", "compare_type = TOTALORDER"}},
        .inputs = {operand("lhs", cat::kTensorOrPerTensor), operand("rhs", cat::kTensorOrPerTensor),
                   attribute("comparison_direction", "comparison_direction",
                             "enum of EQ, NE, GE, GT, LE and LT"),
                   attribute("compare_type", "compare_type",
                             "enum of FLOAT, TOTALORDER, SIGNED and UNSIGNED")},
        .outputs = {output("result", cat::kBool)},
        .constraints = {{"C1", "baseline_element_type(lhs) = baseline_element_type(rhs)",
                         compare_c1},
                        {"C2", "shape(lhs) = shape(rhs) = shape(result)", compare_c2},
                        {"C3",
                         "compare_type is SIGNED if is_signed_integer(element_type(lhs)); UNSIGNED "
                         "if is_unsigned_integer(element_type(lhs)) or "
                         "is_boolean(element_type(lhs)); FLOAT or TOTALORDER if "
                         "is_float(element_type(lhs)); FLOAT if is_complex(element_type(lhs))",
                         compare_c3}},
        .infer = compare_infer};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:totalorder", "compare_type = TOTALORDER",
                            CoveragePoint::Kind::kAttributeFeature, hitsTotalOrder});
    ops.push_back(std::move(def));
  }

  {
    OpDef def{.name = "stablehlo.select",
              .family = "elementwise",
              .summary = "elementwise choice between two tensors",
              .xlaNames = {{"Select"}},
              .inputs = {operand("pred", cat::kBool), operand("on_true", cat::kTensorOrPerTensor),
                         operand("on_false", cat::kTensorOrPerTensor)},
              .outputs = {output("result", cat::kTensorOrPerTensor)},
              .constraints = {{"C1", "rank(pred) = 0 or shape(pred) = shape(on_true)", select_c1},
                              {"C2",
                               "baseline_type(on_true) = baseline_type(on_false) = "
                               "baseline_type(result)",
                               select_c2}},
              .infer = select_infer};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:scalar_pred", "a 0-dimensional pred with a non-scalar result",
                            CoveragePoint::Kind::kAttributeFeature, hitsScalarPred});
    ops.push_back(std::move(def));
  }

  {
    OpDef def{.name = "stablehlo.clamp",
              .family = "elementwise",
              .summary = "clamps operand between min and max",
              .xlaNames = {{"Clamp"}},
              .inputs = {operand("min", cat::kTensorOrPerTensor),
                         operand("operand", cat::kTensorOrPerTensor),
                         operand("max", cat::kTensorOrPerTensor)},
              .outputs = {output("result", cat::kTensorOrPerTensor)},
              .constraints = {{"C1", "rank(min) = 0 or shape(min) = shape(operand)", clamp_c1},
                              {"C2", "rank(max) = 0 or shape(max) = shape(operand)", clamp_c2},
                              {"C3",
                               "baseline_element_type(min) = baseline_element_type(operand) = "
                               "baseline_element_type(max)",
                               clamp_c3},
                              {"C4", "baseline_type(operand) = baseline_type(result)", clamp_c4}},
              .infer = clamp_infer};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:scalar_bounds", "0-dimensional min/max with a non-scalar operand",
                            CoveragePoint::Kind::kAttributeFeature, hitsScalarBounds});
    ops.push_back(std::move(def));
  }

  ops.push_back(OpDef{.name = "stablehlo.is_finite",
                      .family = "elementwise",
                      .summary = "true where x is neither infinite nor NaN",
                      .xlaNames = {{"IsFinite"}},
                      .inputs = {operand("x", cat::kFloatOrPerTensor)},
                      .outputs = {output("y", cat::kBool)},
                      .constraints = {{"C1", "shape(x) = shape(y)", is_finite_c1}},
                      .infer = is_finite_infer});

  ops.push_back(OpDef{.name = "stablehlo.convert",
                      .family = "elementwise",
                      .summary = "elementwise conversion between element types",
                      .xlaNames = {{"ConvertElementType"}},
                      .inputs = {operand("operand", cat::kTensor)},
                      .outputs = {output("result", cat::kTensor)},
                      .constraints = {{"C1", "shape(operand) = shape(result)", convert_c1}}});

  ops.push_back(OpDef{
      .name = "stablehlo.bitcast_convert",
      .family = "elementwise",
      .summary = "reinterprets the bits of each element as another type",
      .xlaNames = {{"BitcastConvertType"}},
      .inputs = {operand("operand", cat::kTensorOrQuantized)},
      .outputs = {output("result", cat::kTensorOrQuantized)},
      .constraints = {
          {"C1",
           "with E = storage_type or element_type of operand, E' the same of result, R = "
           "rank(operand): if num_bits(E') = num_bits(E), shape(result) = shape(operand); if "
           "num_bits(E') < num_bits(E), rank(result) = R + 1, dim(result, i) = dim(operand, i) "
           "for 0 <= i < R and dim(result, R) * num_bits(E') = num_bits(E); if num_bits(E') > "
           "num_bits(E), rank(result) = R - 1, dim(result, i) = dim(operand, i) for 0 <= i < R - 1 "
           "and dim(operand, R - 1) * num_bits(E) = num_bits(E')",
           bitcast_convert_c1},
          {"C2",
           "if is_complex(operand) or is_complex(result), then is_complex(operand) and "
           "is_complex(result)",
           bitcast_convert_c2}}});

  ops.push_back(OpDef{
      .name = "stablehlo.reduce_precision",
      .family = "elementwise",
      .summary = "rounds to a float format with fewer exponent/mantissa bits and back",
      .xlaNames = {{"ReducePrecision"}},
      .inputs = {operand("operand", cat::kFloatOrPerTensor),
                 attribute("exponent_bits", "exponent_bits", "constant of type si32"),
                 attribute("mantissa_bits", "mantissa_bits", "constant of type si32")},
      .outputs = {output("output", cat::kFloatOrPerTensor)},
      .constraints = {{"C1", "baseline_type(operand) = baseline_type(output)", reduce_precision_c1},
                      {"C2", "1 <= exponent_bits", reduce_precision_c2},
                      {"C3", "0 <= mantissa_bits", reduce_precision_c3}},
      .infer = inferSameAsFirstOperand});
}

}  // namespace hlo_cts::ops
