// Linear algebra: dot_general and dot (legacy).
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

std::vector<int64_t> dimsOf(const Type& t, const std::vector<int64_t>& ds) {
  std::vector<int64_t> out;
  for (int64_t d : ds) out.push_back(t.shape()[d]);
  return out;
}

// --- dot_general ---------------------------------------------------------------------------

struct DotDims {
  std::vector<int64_t> lb, rb, lc, rc;
};

std::optional<DotDims> dotDims(const OpView& v) {
  auto lb = v.integers("lhs_batching_dimensions");
  auto rb = v.integers("rhs_batching_dimensions");
  auto lc = v.integers("lhs_contracting_dimensions");
  auto rc = v.integers("rhs_contracting_dimensions");
  if (!lb || !rb || !lc || !rc) return std::nullopt;
  return DotDims{*lb, *rb, *lc, *rc};
}

// All of C1-C8 hold, so dims can be indexed.
std::optional<DotDims> validDotDims(const OpView& v) {
  auto d = dotDims(v);
  auto lr = rankOf(v, "lhs"), rr = rankOf(v, "rhs");
  if (!d || !lr || !rr || d->lb.size() != d->rb.size() || d->lc.size() != d->rc.size() ||
      !isUnique(concat(d->lb, d->lc)) || !isUnique(concat(d->rb, d->rc)) ||
      !allInRange(concat(d->lb, d->lc), 0, *lr) || !allInRange(concat(d->rb, d->rc), 0, *rr))
    return std::nullopt;
  return d;
}

Violation sizesEqual(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a), y = v.integers(b);
  if (!x || !y || x->size() == y->size()) return std::nullopt;
  return fmt::format("size({}) = {} but size({}) = {}", a, x->size(), b, y->size());
}

Violation uniqueConcat(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a), y = v.integers(b);
  if (!x || !y || isUnique(concat(*x, *y))) return std::nullopt;
  return fmt::format("{} + {} = {} has duplicates", a, b, listStr(concat(*x, *y)));
}

Violation dot_general_c1(const OpView& v) {
  return sizesEqual(v, "lhs_batching_dimensions", "rhs_batching_dimensions");
}

Violation dot_general_c2(const OpView& v) {
  return sizesEqual(v, "lhs_contracting_dimensions", "rhs_contracting_dimensions");
}

Violation dot_general_c3(const OpView& v) {
  return uniqueConcat(v, "lhs_batching_dimensions", "lhs_contracting_dimensions");
}

Violation dot_general_c4(const OpView& v) {
  return uniqueConcat(v, "rhs_batching_dimensions", "rhs_contracting_dimensions");
}

Violation dot_general_c5(const OpView& v) {
  return dimsInRange(v, "lhs_batching_dimensions", "lhs");
}

Violation dot_general_c6(const OpView& v) {
  return dimsInRange(v, "lhs_contracting_dimensions", "lhs");
}

Violation dot_general_c7(const OpView& v) {
  return dimsInRange(v, "rhs_batching_dimensions", "rhs");
}

Violation dot_general_c8(const OpView& v) {
  return dimsInRange(v, "rhs_contracting_dimensions", "rhs");
}

Violation dotDimsMatch(const OpView& v, bool batching) {
  auto d = validDotDims(v);
  if (!d) return std::nullopt;
  const auto& l = batching ? d->lb : d->lc;
  const auto& r = batching ? d->rb : d->rc;
  auto dl = dimsOf(v.type("lhs"), l), dr = dimsOf(v.type("rhs"), r);
  if (shapesCompatible(dl, dr)) return std::nullopt;
  std::string_view kind = batching ? "batching" : "contracting";
  return fmt::format("dim(lhs, lhs_{}_dimensions...) = {} but dim(rhs, rhs_{}_dimensions...) = {}",
                     kind, listStr(dl), kind, listStr(dr));
}

Violation dot_general_c9(const OpView& v) {
  return dotDimsMatch(v, true);
}

Violation dot_general_c10(const OpView& v) {
  return dotDimsMatch(v, false);
}

Violation dot_general_c11(const OpView& v) {
  return precisionConfigSize(v);
}

std::optional<std::vector<int64_t>> dotGeneralShape(const OpView& v) {
  auto d = validDotDims(v);
  if (!d) return std::nullopt;
  const Type& lhs = v.type("lhs");
  const Type& rhs = v.type("rhs");
  std::vector<int64_t> shape = dimsOf(lhs, d->lb);
  for (int64_t i = 0; i < lhs.rank(); ++i)
    if (!contains(d->lb, i) && !contains(d->lc, i)) shape.push_back(lhs.shape()[i]);
  for (int64_t i = 0; i < rhs.rank(); ++i)
    if (!contains(d->rb, i) && !contains(d->rc, i)) shape.push_back(rhs.shape()[i]);
  return shape;
}

// (C12) shape(result) = dim(lhs, lhs_batching_dimensions) + dim(lhs,
// lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
Violation dot_general_c12(const OpView& v) {
  auto expected = dotGeneralShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but the dimension numbers give {}", typeStr(result),
                     listStr(*expected));
}

Violation dot_general_c13(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

// (C17) zero_points(rhs) = 0.
Violation dot_general_c17(const OpView& v) {
  const Type& rhs = v.type("rhs");
  if (!isQuantized(rhs)) return std::nullopt;
  for (int64_t z : rhs.quantized()->zeroPoints)
    if (z != 0) return fmt::format("zero_points(rhs) contains {}", z);
  return std::nullopt;
}

Violation dot_general_c18(const OpView& v) {
  const Type& rhs = v.type("rhs");
  auto rc = v.integers("rhs_contracting_dimensions");
  if (!isPerAxisQuantized(rhs) || !rc) return std::nullopt;
  int64_t q = rhs.quantized()->quantizedDimension;
  if (!contains(*rc, q)) return std::nullopt;
  return fmt::format("quantization_dimension(rhs) = {} is one of rhs_contracting_dimensions = {}",
                     q, listStr(*rc));
}

Violation dot_general_c19(const OpView& v) {
  const Attribute* a = v.attr("algorithm");
  if (!a || a->kind() != Attribute::Kind::kStruct) return std::nullopt;
  for (std::string_view field :
       {"lhs_component_count", "rhs_component_count", "num_primitive_operations"}) {
    const Attribute* f = a->get(field);
    if (f && f->kind() == Attribute::Kind::kInteger && f->intValue() < 1)
      return fmt::format("algorithm.{} = {} is not >= 1", field, f->intValue());
  }
  return std::nullopt;
}

bool hitsDotBatching(const OpView& v) {
  auto lb = v.integers("lhs_batching_dimensions");
  return lb && !lb->empty();
}

bool hitsMixedPrecision(const OpView& v) {
  return !anyQuantized(v, {"lhs", "rhs", "result"}) &&
         !sameElementType(v.type("lhs"), v.type("result"));
}

// --- dot (legacy) ----------------------------------------------------------------------------

Violation dot_c1(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r) return std::nullopt;
  if ((*l == 1 || *l == 2) && (*r == 1 || *r == 2)) return std::nullopt;
  return fmt::format("rank(lhs) = {} and rank(rhs) = {} must each be 1 or 2", *l, *r);
}

Violation dot_c2(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l < 1 || *r < 1) return std::nullopt;
  int64_t a = v.type("lhs").shape()[*l - 1], b = v.type("rhs").shape()[0];
  if (dimsCompatible(a, b)) return std::nullopt;
  return fmt::format("dim(lhs, -1) = {} but dim(rhs, 0) = {}", a, b);
}

Violation dot_c3(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  const Type& result = v.type("result");
  if (!l || !r || *l < 1 || *r < 1 || result.unranked()) return std::nullopt;
  std::vector<int64_t> expected(v.type("lhs").shape().begin(), v.type("lhs").shape().end() - 1);
  expected.insert(expected.end(), v.type("rhs").shape().begin() + 1, v.type("rhs").shape().end());
  if (shapesCompatible(expected, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but expected {}", typeStr(result), listStr(expected));
}

Violation dot_c4(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

}  // namespace

void addDotOps(std::vector<OpDef>& ops) {
  {
    auto field = [](std::string_view name, std::string_view storage) {
      return attribute(name, storage, "1-dimensional tensor constant of type si64", "[]");
    };
    OpDef def{
        .name = "stablehlo.dot_general",
        .family = "linalg",
        .summary = "batched contraction of lhs and rhs",
        .xlaNames = {{"DotGeneral"}},
        .inputs = {operand("lhs", cat::kTensorOrPerTensor), operand("rhs", cat::kTensorOrQuantized),
                   field("lhs_batching_dimensions",
                         "dot_dimension_numbers.lhs_batching_dimensions"),
                   field("rhs_batching_dimensions",
                         "dot_dimension_numbers.rhs_batching_dimensions"),
                   field("lhs_contracting_dimensions",
                         "dot_dimension_numbers.lhs_contracting_dimensions"),
                   field("rhs_contracting_dimensions",
                         "dot_dimension_numbers.rhs_contracting_dimensions"),
                   attribute("precision_config", "precision_config",
                             "variadic number of enums of DEFAULT, HIGH and HIGHEST"),
                   attribute("algorithm", "algorithm", "dot algorithm (current spec)")},
        .outputs = {output("result", cat::kTensorOrQuantized)},
        .constraints = {
            {"C1", "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)", dot_general_c1},
            {"C2", "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)",
             dot_general_c2},
            {"C3", "is_unique(lhs_batching_dimensions + lhs_contracting_dimensions)",
             dot_general_c3},
            {"C4", "is_unique(rhs_batching_dimensions + rhs_contracting_dimensions)",
             dot_general_c4},
            {"C5", "0 <= lhs_batching_dimensions < rank(lhs)", dot_general_c5},
            {"C6", "0 <= lhs_contracting_dimensions < rank(lhs)", dot_general_c6},
            {"C7", "0 <= rhs_batching_dimensions < rank(rhs)", dot_general_c7},
            {"C8", "0 <= rhs_contracting_dimensions < rank(rhs)", dot_general_c8},
            {"C9", "dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...)",
             dot_general_c9},
            {"C10",
             "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...)",
             dot_general_c10},
            {"C11", "size(precision_config) = 2", dot_general_c11},
            {"C12",
             "shape(result) = dim(lhs, lhs_batching_dimensions) + dim(lhs, "
             "lhs_result_dimensions) + dim(rhs, rhs_result_dimensions)",
             dot_general_c12},
            {"C13",
             "if the operation uses non-quantized tensors: element_type(lhs) = "
             "element_type(rhs)",
             dot_general_c13},
            {"C14",
             "if the operation uses quantized tensors: is_quantized(rhs) and is_quantized(lhs) = "
             "is_quantized(result)",
             quantizedTogether},
            {"C15",
             "if the operation uses quantized tensors: storage_type(lhs) = storage_type(rhs)",
             quantizedStorageTypes},
            {"C16",
             "if the operation uses quantized tensors: expressed_type(lhs) = expressed_type(rhs) "
             "= expressed_type(result)",
             quantizedExpressedTypes},
            {"C17", "if the operation uses quantized tensors: zero_points(rhs) = 0",
             dot_general_c17},
            {"C18",
             "if is_per_axis_quantized(rhs): quantization_dimension(rhs) not in "
             "rhs_contracting_dimensions",
             dot_general_c18, Origin::kCurrentSpec},
            {"C19",
             "if algorithm is given: lhs_component_count, rhs_component_count and "
             "num_primitive_operations are >= 1",
             dot_general_c19, Origin::kCurrentSpec}}};
    // No inference: C12 fixes the result shape, but the spec leaves the
    // result element type open (a wider accumulation type is legal).
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:batching", "batching dimensions present",
                            CoveragePoint::Kind::kAttributeFeature, hitsDotBatching});
    def.coverage.push_back({"attr:mixed_precision",
                            "result element type differs from the operands'",
                            CoveragePoint::Kind::kAttributeFeature, hitsMixedPrecision});
    ops.push_back(std::move(def));
  }
  ops.push_back(OpDef{
      .name = "stablehlo.dot",
      .origin = Origin::kMlir,
      .family = "linalg",
      .summary = "vector/matrix products (legacy; dot_general subsumes it)",
      .xlaNames = {{"Dot"}},
      .inputs = {operand("lhs", cat::kTensorOrPerTensor), operand("rhs", cat::kTensorOrQuantized),
                 attribute("precision_config", "precision_config",
                           "variadic number of enums of DEFAULT, HIGH and HIGHEST")},
      .outputs = {output("result", cat::kTensorOrQuantized)},
      .constraints = {
          {"C1", "rank(lhs) and rank(rhs) are 1 or 2", dot_c1, Origin::kMlir},
          {"C2", "dim(lhs, -1) = dim(rhs, 0)", dot_c2, Origin::kMlir},
          {"C3", "shape(result) = shape(lhs)[:-1] + shape(rhs)[1:]", dot_c3, Origin::kMlir},
          {"C4", "element_type(lhs) = element_type(rhs) for non-quantized tensors", dot_c4,
           Origin::kMlir},
          {"C5", "size(precision_config) = 2", dot_general_c11, Origin::kMlir}}});
}

}  // namespace hlo_cts::ops
