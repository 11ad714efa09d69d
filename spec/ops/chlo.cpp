// CHLO: the client ops exported tests use, and the XLA operations the
// StableHLO spec has no op for (Erf, TopK, implicit broadcasting with
// broadcast_dimensions). The spec numbers no clauses for them; the
// constraints here restate ChloOps' verifiers and are numbered per op.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

constexpr Origin kC = Origin::kChlo;

// --- elementwise ---------------------------------------------------------------------------

Violation chlo_unary_c1(const OpView& v) {
  return sameTypes(v, {"operand", "result"});
}

Violation chlo_is_inf_c1(const OpView& v) {
  return sameShapes(v, {"operand", "result"});
}

Violation chlo_binary_c1(const OpView& v) {
  return sameTypes(v, {"lhs", "rhs", "result"});
}

// --- implicit broadcasting -------------------------------------------------------------------

// The broadcast shape of lhs and rhs: with broadcast_dimensions, the
// lower-rank operand's dimensions map onto those result dimensions;
// without, shapes are aligned on the right (numpy). nullopt when the shapes
// do not broadcast (or are unranked); `why` says why.
std::optional<std::vector<int64_t>> broadcastShape(const OpView& v, std::string_view a,
                                                   std::string_view b, std::string* why) {
  const Type& ta = v.type(a);
  const Type& tb = v.type(b);
  if (ta.unranked() || tb.unranked()) return std::nullopt;
  bool aSmaller = ta.rank() < tb.rank();
  const Type& small = aSmaller ? ta : tb;
  const Type& large = aSmaller ? tb : ta;
  int64_t rank = large.rank();
  std::vector<int64_t> mapping;
  if (auto dims = v.integers("broadcast_dimensions"); dims && v.attr("broadcast_dimensions")) {
    if (static_cast<int64_t>(dims->size()) != small.rank() || !allInRange(*dims, 0, rank) ||
        !isUnique(*dims)) {
      if (why)
        *why = fmt::format("broadcast_dimensions = {} does not map rank {} into rank {}",
                           listStr(*dims), small.rank(), rank);
      return std::nullopt;
    }
    mapping = *dims;
  } else {
    for (int64_t i = 0; i < small.rank(); ++i) mapping.push_back(rank - small.rank() + i);
  }
  std::vector<int64_t> shape = large.shape();
  for (size_t i = 0; i < mapping.size(); ++i) {
    int64_t s = small.shape()[i], &l = shape[mapping[i]];
    if (s == 1 || s == l) continue;
    if (l == 1 || l < 0 || s < 0) {
      l = l == 1 ? s : kDynamic;
      continue;
    }
    if (why)
      *why = fmt::format("dimension {} of {} and dimension {} of {} ({} vs {}) do not broadcast", i,
                         typeStr(small), mapping[i], typeStr(large), s, l);
    return std::nullopt;
  }
  return shape;
}

Violation chlo_broadcast_c1(const OpView& v) {
  return sameElementTypes(v, {"lhs", "rhs"});
}

Violation chlo_broadcast_c2(const OpView& v) {
  std::string why;
  if (v.type("lhs").unranked() || v.type("rhs").unranked() || broadcastShape(v, "lhs", "rhs", &why))
    return std::nullopt;
  return why;
}

Violation chlo_broadcast_c3(const OpView& v) {
  auto shape = broadcastShape(v, "lhs", "rhs", nullptr);
  const Type& result = v.type("result");
  if (!shape || result.unranked() || shapesCompatible(*shape, result.shape())) return std::nullopt;
  return fmt::format("shape(result) of {} but the operands broadcast to {}", typeStr(result),
                     listStr(*shape));
}

// element_type(result): the operands' (arithmetic), i1 (compare), complex<E> (complex).
Violation broadcastResultElement(const OpView& v, std::optional<ElementType> expected) {
  const Type& lhs = v.type("lhs");
  const Type& result = v.type("result");
  Type want = expected ? Type::element(*expected) : lhs.elementTypeAsType();
  if (result.elementTypeAsType() == want) return std::nullopt;
  return fmt::format("element_type(result) = {} but expected {}", elementTypeStr(result),
                     typeStr(want));
}

Violation chlo_broadcast_c4(const OpView& v) {
  return broadcastResultElement(v, std::nullopt);
}

Violation broadcast_compare_c4(const OpView& v) {
  return broadcastResultElement(v, ElementType::kI1);
}

Violation broadcast_complex_c4(const OpView& v) {
  return broadcastResultElement(v, complexOf(v.type("lhs").elementType()));
}

Violation broadcast_select_c1(const OpView& v) {
  return sameElementTypes(v, {"on_true", "on_false", "result"});
}

// pred, on_true and on_false broadcast together to shape(result).
Violation broadcast_select_c2(const OpView& v) {
  const Type& result = v.type("result");
  if (result.unranked()) return std::nullopt;
  for (std::string_view name : {"pred", "on_true", "on_false"}) {
    const Type& t = v.type(name);
    if (t.unranked()) continue;
    if (t.rank() > result.rank())
      return fmt::format("rank({}) = {} exceeds rank(result) = {}", name, t.rank(), result.rank());
    int64_t offset = result.rank() - t.rank();
    for (int64_t i = 0; i < t.rank(); ++i) {
      int64_t s = t.shape()[i], r = result.shape()[offset + i];
      if (s != 1 && !dimsCompatible(s, r))
        return fmt::format("dim({}, {}) = {} does not broadcast to dim(result, {}) = {}", name, i,
                           s, offset + i, r);
    }
  }
  return std::nullopt;
}

// --- constant / constant_like -------------------------------------------------------------------

Violation chlo_constant_c1(const OpView& v) {
  const Attribute* value = v.attr("value");
  if (!value || value->kind() != Attribute::Kind::kDenseElements) return std::nullopt;
  if (sameType(value->type(), v.type("output"))) return std::nullopt;
  return fmt::format("type(value) = {} but type(output) = {}", typeStr(value->type()),
                     typeStr(v.type("output")));
}

Violation constant_like_c1(const OpView& v) {
  const Attribute* value = v.attr("value");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!value || !sameShape(operand, result)) {
    if (!value) return std::nullopt;
    return fmt::format("shape(result) of {} differs from shape(operand) of {}", typeStr(result),
                       typeStr(operand));
  }
  Type valueType = value->type();
  if (valueType.kind() == Type::Kind::kElement && result.elementTypeAsType() != valueType)
    return fmt::format("element_type(result) = {} but the value has type {}",
                       elementTypeStr(result), typeStr(valueType));
  return std::nullopt;
}

// --- top_k ---------------------------------------------------------------------------------------

Violation top_k_c1(const OpView& v) {
  auto k = v.integer("k");
  auto rank = rankOf(v, "operand");
  if (!k) return std::nullopt;
  if (!rank) {  // 0 <= k holds or fails whatever the operand's rank
    if (*k >= 0) return std::nullopt;
    return fmt::format("k = {} is negative", *k);
  }
  if (*rank < 1) return fmt::format("rank(operand) = {} must be at least 1", *rank);
  int64_t last = v.type("operand").shape()[*rank - 1];
  if (*k >= 0 && (last < 0 || *k <= last)) return std::nullopt;
  return fmt::format("k = {} is outside [0, dim(operand, -1) = {}]", *k, last);
}

Violation top_k_c2(const OpView& v) {
  auto k = v.integer("k");
  const Type& operand = v.type("operand");
  if (!k || operand.unranked() || operand.rank() < 1) return std::nullopt;
  std::vector<int64_t> expected = operand.shape();
  expected.back() = *k;
  for (std::string_view name : {"values", "indices"}) {
    const Type& t = v.type(name);
    if (!t.unranked() && !shapesCompatible(t.shape(), expected))
      return fmt::format("shape({}) of {} but expected {}", name, typeStr(t), listStr(expected));
  }
  return std::nullopt;
}

Violation top_k_c3(const OpView& v) {
  return sameElementTypes(v, {"operand", "values"});
}

// --- scan
// ------------------------------------------------------------------------------------------

Type withoutDim(const Type& t, int64_t dim) {
  std::vector<int64_t> shape;
  for (int64_t i = 0; i < t.rank(); ++i)
    if (i != dim) shape.push_back(t.shape()[i]);
  return t.withShape(shape);
}

Violation scan_c1(const OpView& v) {
  auto d = v.integer("dimension");
  if (!d) return std::nullopt;
  for (const Type& t : v.types("inputs"))
    if (!t.unranked() && (*d < 0 || *d >= t.rank()))
      return fmt::format("dimension = {} is outside [0, rank = {}) of input {}", *d, t.rank(),
                         typeStr(t));
  return std::nullopt;
}

// (C2) body has type (slices of inputs..., type(inits)...) -> (slices of
// outputs..., type(inits)...), a slice dropping `dimension`.
Violation scan_c2(const OpView& v) {
  auto d = v.integer("dimension");
  std::vector<Type> inputs = v.types("inputs"), inits = v.types("inits"),
                    outputs = v.types("outputs");
  if (!d) return std::nullopt;
  for (const Type& t : inputs)
    if (t.unranked() || *d < 0 || *d >= t.rank()) return std::nullopt;
  for (const Type& t : outputs)
    if (t.unranked() || *d < 0 || *d >= t.rank()) return std::nullopt;
  std::vector<Type> in, out;
  for (const Type& t : inputs) in.push_back(withoutDim(t, *d));
  for (const Type& t : outputs) out.push_back(withoutDim(t, *d));
  for (const Type& t : inits) {
    in.push_back(t);
    out.push_back(t);
  }
  return regionHasSignature(v, "body", in, out);
}

Violation scan_c3(const OpView& v) {
  return pairwiseSameTypes(v, "carries", "inits");
}

// --- ragged_dot
// ------------------------------------------------------------------------------------

Violation ragged_dot_c1(const OpView& v) {
  auto a = v.integers("lhs_contracting_dimensions"), b = v.integers("rhs_contracting_dimensions");
  if (!a || !b || a->size() == b->size()) return std::nullopt;
  return fmt::format(
      "size(lhs_contracting_dimensions) = {} but size(rhs_contracting_dimensions) = {}", a->size(),
      b->size());
}

Violation ragged_dot_c2(const OpView& v) {
  auto a = v.integers("lhs_batching_dimensions"), b = v.integers("rhs_batching_dimensions");
  if (!a || !b || a->size() == b->size()) return std::nullopt;
  return fmt::format("size(lhs_batching_dimensions) = {} but size(rhs_batching_dimensions) = {}",
                     a->size(), b->size());
}

Violation ragged_dot_c3(const OpView& v) {
  auto r = v.integers("lhs_ragged_dimensions");
  if (!r || r->size() == 1) return std::nullopt;
  return fmt::format("size(lhs_ragged_dimensions) = {}, expected 1", r->size());
}

Violation ragged_dot_c4(const OpView& v) {
  for (auto [attr, of] : {std::pair{"lhs_batching_dimensions", "lhs"},
                          {"lhs_contracting_dimensions", "lhs"},
                          {"lhs_ragged_dimensions", "lhs"},
                          {"rhs_batching_dimensions", "rhs"},
                          {"rhs_contracting_dimensions", "rhs"},
                          {"rhs_group_dimensions", "rhs"}})
    if (auto r = dimsInRange(v, attr, of)) return r;
  return std::nullopt;
}

Violation ragged_dot_c5(const OpView& v) {
  auto a = validDims(v, "lhs_contracting_dimensions", "lhs");
  auto b = validDims(v, "rhs_contracting_dimensions", "rhs");
  if (!a || !b || a->size() != b->size()) return std::nullopt;
  for (size_t i = 0; i < a->size(); ++i) {
    int64_t x = v.type("lhs").shape()[(*a)[i]], y = v.type("rhs").shape()[(*b)[i]];
    if (!dimsCompatible(x, y))
      return fmt::format(
          "contracting dimension sizes differ: dim(lhs, {}) = {} but dim(rhs, {}) = {}", (*a)[i], x,
          (*b)[i], y);
  }
  return std::nullopt;
}

Violation ragged_dot_c6(const OpView& v) {
  return sameElementTypes(v, {"lhs", "rhs"});
}

// --- tables
// ------------------------------------------------------------------------------------------

OpDef chloOp(std::string_view name, std::string_view summary, std::vector<XlaName> xla = {}) {
  return OpDef{.name = name, .origin = kC, .summary = summary, .xlaNames = xla};
}

// CHLO's verifiers accept any HLO tensor, but a broadcasting op means the
// stablehlo op it lowers to, whose element types may be narrower: subtract,
// divide, power and remainder take integer, floating-point or complex
// tensors, and i1 is boolean; remainder on complex numbers is TBD (#997).
OpDef::Undefined undefinedAfterLowering(std::string_view name) {
  if (name == "chlo.broadcast_remainder")
    return {kBoolClass | kComplexClass,
            "lowers to stablehlo.remainder: i1 is not among its types, and its complex case is "
            "TBD in the spec (#997)"};
  for (std::string_view lowered : {"subtract", "divide", "power"})
    if (name.substr(name.find('_') + 1) == lowered)
      return {kBoolClass, "lowers to stablehlo.subtract, divide or power, whose types exclude i1"};
  return {};
}

}  // namespace

// Element types, checked against ChloOps.td (openxla/stablehlo): the unary
// and non-broadcasting binary ops take what ODS says (AnyFp, AnyFpOrComplex,
// predicates out of is_inf), except bessel_i1e, which ODS lets take complex
// but whose lowering has real arithmetic only. The broadcast_* ops are
// HLO_AnyTensor in ODS (and/or/xor: pred or integer; zeta and complex:
// float); here each takes the types of the stablehlo op it lowers to
// (atan2 float or complex, shifts integer, complex f32 or f64; next_after
// and polygamma, decomposed in float arithmetic, float), since a
// program outside them has no lowering. top_k is HLO_AnyTensor: every
// ordered type, booleans included (see below).
void addChloOps(std::vector<OpDef>& ops) {
  struct Unary {
    std::string_view name, summary, xla;
    const TypeCategory* category;
  };
  for (const Unary& u : {
           Unary{"chlo.acos", "arc cosine", "Acos", &cat::kFloatOrComplex},
           {"chlo.acosh", "inverse hyperbolic cosine", "Acosh", &cat::kFloatOrComplex},
           // Complex only: CHLO's verifier rejects real operands ("operand #0
           // must be tensor of complex type", jaxlib's and IREE's, measured).
           {"chlo._asin_acos_kernel", "the kernel shared by complex asin and acos", "",
            &cat::kComplex},
           {"chlo.asin", "arc sine", "Asin", &cat::kFloatOrComplex},
           {"chlo.asinh", "inverse hyperbolic sine", "Asinh", &cat::kFloatOrComplex},
           {"chlo.atan", "arc tangent", "Atan", &cat::kFloatOrComplex},
           {"chlo.atanh", "inverse hyperbolic tangent", "Atanh", &cat::kFloatOrComplex},
           {"chlo.bessel_i1e", "exponentially scaled modified Bessel function of order 1",
            "BesselI1e", &cat::kFloat},
           {"chlo.conj", "complex conjugate", "Conj", &cat::kFloatOrComplex},
           {"chlo.cosh", "hyperbolic cosine", "Cosh", &cat::kFloatOrComplex},
           {"chlo.digamma", "digamma function", "Digamma", &cat::kFloat},
           {"chlo.erf", "error function", "Erf", &cat::kFloat},
           {"chlo.erf_inv", "inverse error function", "ErfInv", &cat::kFloat},
           {"chlo.erfc", "complementary error function", "Erfc", &cat::kFloat},
           {"chlo.lgamma", "log-gamma function", "Lgamma", &cat::kFloat},
           {"chlo.sinh", "hyperbolic sine", "Sinh", &cat::kFloatOrComplex},
           // ChloOps.td: float or complex only; XLA and IREE both reject an
           // integer or i1 square ("operand #0 must be ... float or complex").
           {"chlo.square", "x * x", "Square", &cat::kFloatOrComplex},
           {"chlo.tan", "tangent", "Tan", &cat::kFloatOrComplex},
       }) {
    OpDef def = chloOp(u.name, u.summary);
    if (!u.xla.empty()) def.xlaNames = {{u.xla}};
    def.inputs = {operand("operand", *u.category)};
    def.outputs = {output("result", *u.category)};
    def.constraints = {{"C1", "type(result) = type(operand)", chlo_unary_c1, kC}};
    def.infer = inferSameAsFirstOperand;
    ops.push_back(std::move(def));
  }
  for (auto [name, summary] : {std::pair{"chlo.is_inf", "true where operand is infinite"},
                               {"chlo.is_neg_inf", "true where operand is -infinity"},
                               {"chlo.is_pos_inf", "true where operand is +infinity"}}) {
    OpDef def = chloOp(name, summary);
    def.inputs = {operand("operand", cat::kFloat)};
    def.outputs = {output("result", cat::kBool)};
    def.constraints = {{"C1", "shape(result) = shape(operand)", chlo_is_inf_c1, kC}};
    ops.push_back(std::move(def));
  }
  struct Binary {
    std::string_view name, summary;
    const TypeCategory* category;
  };
  for (const Binary& b :
       {Binary{"chlo.mulhi", "the high half of the integer product", &cat::kInt},
        {"chlo.next_after", "the next representable value toward rhs", &cat::kFloat},
        {"chlo.polygamma", "polygamma function", &cat::kFloat},
        {"chlo.zeta", "Hurwitz zeta function", &cat::kFloat}}) {
    OpDef def = chloOp(b.name, b.summary);
    def.inputs = {operand("lhs", *b.category), operand("rhs", *b.category)};
    def.outputs = {output("result", *b.category)};
    def.constraints = {{"C1", "type(lhs) = type(rhs) = type(result)", chlo_binary_c1, kC}};
    ops.push_back(std::move(def));
  }

  constexpr std::string_view kBroadcastC2 =
      "shape(lhs) and shape(rhs) broadcast: with broadcast_dimensions the lower-rank operand's "
      "dimensions map onto those dimensions, otherwise shapes align on the right; mapped sizes "
      "are equal or 1";
  struct Bcast {
    std::string_view name, xla;
    const TypeCategory* category;
    Predicate c4;
    std::string_view c4Text;
  };
  for (const Bcast& b : {
           Bcast{"chlo.broadcast_add", "Add", &cat::kTensor, chlo_broadcast_c4,
                 "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_and", "And", &cat::kBoolOrInt, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_atan2", "Atan2", &cat::kFloatOrComplex, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_compare", "Compare", &cat::kTensor, broadcast_compare_c4,
            "element_type(result) = i1"},
           {"chlo.broadcast_complex", "Complex", &cat::kF32OrF64, broadcast_complex_c4,
            "element_type(result) = complex<element_type(lhs)>"},
           {"chlo.broadcast_divide", "Div", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_maximum", "Max", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_minimum", "Min", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_multiply", "Mul", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_next_after", "NextAfter", &cat::kFloat, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_or", "Or", &cat::kBoolOrInt, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_polygamma", "Polygamma", &cat::kFloat, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_power", "Pow", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_remainder", "Rem", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_shift_left", "ShiftLeft", &cat::kInt, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_shift_right_arithmetic", "ShiftRightArithmetic", &cat::kInt,
            chlo_broadcast_c4, "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_shift_right_logical", "ShiftRightLogical", &cat::kInt,
            chlo_broadcast_c4, "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_subtract", "Sub", &cat::kTensor, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_xor", "Xor", &cat::kBoolOrInt, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
           {"chlo.broadcast_zeta", "Zeta", &cat::kFloat, chlo_broadcast_c4,
            "element_type(result) = element_type(lhs)"},
       }) {
    OpDef def = chloOp(b.name, "elementwise op with implicit broadcasting",
                       {{b.xla, "with implicit broadcasting (broadcast_dimensions)"}});
    TypeCategory resultCategory = cat::kTensor;
    resultCategory.kinds |= kPerTensorQuant;
    def.inputs = {operand("lhs", *b.category), operand("rhs", *b.category),
                  attribute("broadcast_dimensions", "broadcast_dimensions",
                            "1-dimensional tensor constant of type si64")};
    if (b.name == "chlo.broadcast_compare") {
      def.inputs.push_back(attribute("comparison_direction", "comparison_direction",
                                     "enum of EQ, NE, GE, GT, LE and LT"));
      def.inputs.push_back(attribute("compare_type", "compare_type",
                                     "enum of FLOAT, TOTALORDER, SIGNED and UNSIGNED"));
    }
    def.outputs = {output("result", resultCategory)};
    def.constraints = {
        {"C1", "element_type(lhs) = element_type(rhs)", chlo_broadcast_c1, kC},
        {"C2", kBroadcastC2, chlo_broadcast_c2, kC},
        {"C3", "shape(result) = the broadcast shape of lhs and rhs", chlo_broadcast_c3, kC},
        {"C4", b.c4Text, b.c4, kC}};
    def.undefinedOn = undefinedAfterLowering(b.name);
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.broadcast_select", "select with implicit broadcasting");
    def.inputs = {operand("pred", cat::kBool), operand("on_true", cat::kTensor),
                  operand("on_false", cat::kTensor)};
    def.outputs = {output("result", cat::kTensor)};
    def.constraints = {
        {"C1", "element_type(on_true) = element_type(on_false) = element_type(result)",
         broadcast_select_c1, kC},
        {"C2", "pred, on_true and on_false broadcast (aligned on the right) to shape(result)",
         broadcast_select_c2, kC}};
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.constant", "a tensor constant");
    def.inputs = {attribute("value", "value", "constant")};
    def.outputs = {output("output", cat::kTensorOrQuantized)};
    def.constraints = {{"C1", "type(value) = type(output)", chlo_constant_c1, kC}};
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.constant_like", "a splat of value with operand's shape");
    def.inputs = {operand("operand", cat::kTensorOrQuantized),
                  attribute("value", "value", "typed scalar constant")};
    def.outputs = {output("result", cat::kTensorOrQuantized)};
    def.constraints = {{"C1",
                        "shape(result) = shape(operand) and element_type(result) = type(value)",
                        constant_like_c1, kC}};
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.top_k",
                       "the k largest entries of the last dimension and their indices", {{"TopK"}});
    // ChloOps.td takes any tensor (HLO_AnyTensor); XLA's TopK sorts, so
    // complex (no order) is left out and booleans (jax.lax.top_k takes
    // them: true > false) are in.
    def.inputs = {operand("operand", cat::kIntBoolFloat),
                  attribute("k", "k", "constant of type si64")};
    def.outputs = {
        output("values", cat::kIntBoolFloat),
        output("indices",
               TypeCategory{
                   kPlainTensor, kSignedClass, -1, {ElementType::kSI32}, "tensor of type si32"})};
    def.constraints = {
        {"C1", "0 <= k <= dim(operand, -1)", top_k_c1, kC},
        {"C2", "shape(values) = shape(indices) = shape(operand) with the last dimension k",
         top_k_c2, kC},
        {"C3", "element_type(values) = element_type(operand)", top_k_c3, kC}};
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.scan", "a prefix scan of inputs along dimension with carries");
    def.inputs = {operand("inputs", cat::kTensor, Arity::kVariadic),
                  operand("inits", cat::kTensor, Arity::kVariadic),
                  attribute("dimension", "dimension", "constant of type si64"),
                  attribute("is_reverse", "is_reverse", "constant of type i1", "false"),
                  region("body")};
    def.outputs = {output("outputs", cat::kTensor, Arity::kVariadic),
                   output("carries", cat::kTensor, Arity::kVariadic)};
    def.outputs[0].sizedLike = "inputs";
    def.outputs[1].sizedLike = "inits";
    def.constraints = {{"C1", "0 <= dimension < rank(inputs...)", scan_c1, kC},
                       {"C2",
                        "body has type (slices of inputs..., type(inits)...) -> (slices of "
                        "outputs..., type(inits)...), a slice dropping dimension",
                        scan_c2, kC},
                       {"C3", "type(carries...) = type(inits...)", scan_c3, kC}};
    ops.push_back(std::move(def));
  }
  {
    OpDef def = chloOp("chlo.ragged_dot",
                       "dot_general whose lhs is split into groups along a ragged dimension");
    auto dims = [](std::string_view name, std::string_view storage) {
      return attribute(name, storage, "1-dimensional tensor constant of type si64", "[]");
    };
    def.inputs = {
        operand("lhs", cat::kTensor),
        operand("rhs", cat::kTensor),
        operand("group_sizes", cat::kInt),
        dims("lhs_batching_dimensions", "ragged_dot_dimension_numbers.lhs_batching_dimensions"),
        dims("rhs_batching_dimensions", "ragged_dot_dimension_numbers.rhs_batching_dimensions"),
        dims("lhs_contracting_dimensions",
             "ragged_dot_dimension_numbers.lhs_contracting_dimensions"),
        dims("rhs_contracting_dimensions",
             "ragged_dot_dimension_numbers.rhs_contracting_dimensions"),
        dims("lhs_ragged_dimensions", "ragged_dot_dimension_numbers.lhs_ragged_dimensions"),
        dims("rhs_group_dimensions", "ragged_dot_dimension_numbers.rhs_group_dimensions"),
        attribute("precision_config", "precision_config",
                  "variadic number of enums of DEFAULT, HIGH and HIGHEST")};
    def.outputs = {output("result", cat::kTensor)};
    def.constraints = {
        {"C1", "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)", ragged_dot_c1,
         kC},
        {"C2", "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)", ragged_dot_c2, kC},
        {"C3", "size(lhs_ragged_dimensions) = 1", ragged_dot_c3, kC},
        {"C4", "every dimension list indexes its operand's dimensions", ragged_dot_c4, kC},
        {"C5", "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...)",
         ragged_dot_c5, kC},
        {"C6", "element_type(lhs) = element_type(rhs)", ragged_dot_c6, kC}};
    ops.push_back(std::move(def));
  }
}

}  // namespace hlo_cts::ops
