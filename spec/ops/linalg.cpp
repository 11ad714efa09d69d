// Linear algebra: dot_general, dot, convolution, dynamic_conv, fft,
// cholesky, triangular_solve, batch_norm_*, einsum, unary_einsum.
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

bool anyQuantized(const OpView& v, Names names) {
  for (std::string_view n : names)
    if (v.value(n) && isQuantized(v.type(n))) return true;
  return false;
}

// size(precision_config) = 2, where the attribute is present and non-empty.
Verdict precisionConfigSize(const OpView& v) {
  const Attribute* p = v.attr("precision_config");
  if (!p || p->kind() != Attribute::Kind::kArray) return std::nullopt;
  size_t n = p->elements().size();
  if (n == 0 || n == 2) return std::nullopt;
  return fmt::format("size(precision_config) = {}, expected 2", n);
}

// --- quantization clauses shared by dot_general and convolution ----------------------------

// is_quantized(rhs) and is_quantized(lhs) = is_quantized(result), when any is quantized.
Verdict quantizedTogether(const OpView& v) {
  if (!anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  bool l = isQuantized(v.type("lhs")), r = isQuantized(v.type("rhs")),
       o = isQuantized(v.type("result"));
  if (r && l == o) return std::nullopt;
  return fmt::format(
      "with quantized tensors, rhs must be quantized and lhs and result both or "
      "neither: lhs {}, rhs {}, result {}",
      typeStr(v.type("lhs")), typeStr(v.type("rhs")), typeStr(v.type("result")));
}

Verdict quantizedStorageTypes(const OpView& v) {
  const Type& l = v.type("lhs");
  const Type& r = v.type("rhs");
  if (!isQuantized(l) || !isQuantized(r) || storageType(l) == storageType(r)) return std::nullopt;
  return fmt::format("storage_type(lhs) = {} but storage_type(rhs) = {}",
                     elementTypeName(storageType(l)), elementTypeName(storageType(r)));
}

Verdict quantizedExpressedTypes(const OpView& v) {
  if (!anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  ElementType l = expressedType(v.type("lhs")), r = expressedType(v.type("rhs")),
              o = expressedType(v.type("result"));
  if (l == r && r == o) return std::nullopt;
  return fmt::format("expressed types differ: lhs {}, rhs {}, result {}", elementTypeName(l),
                     elementTypeName(r), elementTypeName(o));
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

Verdict sizesEqual(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a), y = v.integers(b);
  if (!x || !y || x->size() == y->size()) return std::nullopt;
  return fmt::format("size({}) = {} but size({}) = {}", a, x->size(), b, y->size());
}

Verdict uniqueConcat(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a), y = v.integers(b);
  if (!x || !y || isUnique(concat(*x, *y))) return std::nullopt;
  return fmt::format("{} + {} = {} has duplicates", a, b, listStr(concat(*x, *y)));
}

Verdict dot_general_c1(const OpView& v) {
  return sizesEqual(v, "lhs_batching_dimensions", "rhs_batching_dimensions");
}

Verdict dot_general_c2(const OpView& v) {
  return sizesEqual(v, "lhs_contracting_dimensions", "rhs_contracting_dimensions");
}

Verdict dot_general_c3(const OpView& v) {
  return uniqueConcat(v, "lhs_batching_dimensions", "lhs_contracting_dimensions");
}

Verdict dot_general_c4(const OpView& v) {
  return uniqueConcat(v, "rhs_batching_dimensions", "rhs_contracting_dimensions");
}

Verdict dot_general_c5(const OpView& v) {
  return dimsInRange(v, "lhs_batching_dimensions", "lhs");
}

Verdict dot_general_c6(const OpView& v) {
  return dimsInRange(v, "lhs_contracting_dimensions", "lhs");
}

Verdict dot_general_c7(const OpView& v) {
  return dimsInRange(v, "rhs_batching_dimensions", "rhs");
}

Verdict dot_general_c8(const OpView& v) {
  return dimsInRange(v, "rhs_contracting_dimensions", "rhs");
}

Verdict dotDimsMatch(const OpView& v, bool batching) {
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

Verdict dot_general_c9(const OpView& v) {
  return dotDimsMatch(v, true);
}

Verdict dot_general_c10(const OpView& v) {
  return dotDimsMatch(v, false);
}

Verdict dot_general_c11(const OpView& v) {
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
Verdict dot_general_c12(const OpView& v) {
  auto expected = dotGeneralShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but the dimension numbers give {}", typeStr(result),
                     listStr(*expected));
}

Verdict dot_general_c13(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

// (C17) zero_points(rhs) = 0.
Verdict dot_general_c17(const OpView& v) {
  const Type& rhs = v.type("rhs");
  if (!isQuantized(rhs)) return std::nullopt;
  for (int64_t z : rhs.quantized()->zeroPoints)
    if (z != 0) return fmt::format("zero_points(rhs) contains {}", z);
  return std::nullopt;
}

Verdict dot_general_c18(const OpView& v) {
  const Type& rhs = v.type("rhs");
  auto rc = v.integers("rhs_contracting_dimensions");
  if (!isPerAxisQuantized(rhs) || !rc) return std::nullopt;
  int64_t q = rhs.quantized()->quantizedDimension;
  if (!contains(*rc, q)) return std::nullopt;
  return fmt::format("quantization_dimension(rhs) = {} is one of rhs_contracting_dimensions = {}",
                     q, listStr(*rc));
}

Verdict dot_general_c19(const OpView& v) {
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

Verdict dot_c1(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r) return std::nullopt;
  if ((*l == 1 || *l == 2) && (*r == 1 || *r == 2)) return std::nullopt;
  return fmt::format("rank(lhs) = {} and rank(rhs) = {} must each be 1 or 2", *l, *r);
}

Verdict dot_c2(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l < 1 || *r < 1) return std::nullopt;
  int64_t a = v.type("lhs").shape()[*l - 1], b = v.type("rhs").shape()[0];
  if (dimsCompatible(a, b)) return std::nullopt;
  return fmt::format("dim(lhs, -1) = {} but dim(rhs, 0) = {}", a, b);
}

Verdict dot_c3(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  const Type& result = v.type("result");
  if (!l || !r || *l < 1 || *r < 1 || result.unranked()) return std::nullopt;
  std::vector<int64_t> expected(v.type("lhs").shape().begin(), v.type("lhs").shape().end() - 1);
  expected.insert(expected.end(), v.type("rhs").shape().begin() + 1, v.type("rhs").shape().end());
  if (shapesCompatible(expected, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but expected {}", typeStr(result), listStr(expected));
}

Verdict dot_c4(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

// --- convolution / dynamic_conv --------------------------------------------------------------

std::optional<int64_t> convRank(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l != *r) return std::nullopt;
  return *l;
}

// A window list of size N - 2 (absent holds).
Verdict spatialSize(const OpView& v, std::string_view name) {
  auto n = convRank(v);
  auto size = v.listSize(name);
  if (!n || !size || !v.has(name) || *size == *n - 2) return std::nullopt;
  return fmt::format("size({}) = {} but N - 2 = {}", name, *size, *n - 2);
}

std::optional<std::vector<int64_t>> paddingShapeOf(const OpView& v) {
  if (v.def().input("padding")->kind == InputKind::kOperand) {
    const Type& t = v.type("padding");
    if (!t.isTensor() || t.unranked()) return std::nullopt;
    return t.shape();
  }
  if (!v.attr("padding")) return std::nullopt;
  return v.matrixShape("padding");
}

std::optional<std::vector<std::vector<int64_t>>> convPadding(const OpView& v, int64_t spatial) {
  if (v.def().input("padding")->kind == InputKind::kOperand) {
    auto values = v.integers("padding");
    if (!values || static_cast<int64_t>(values->size()) != 2 * spatial) return std::nullopt;
    std::vector<std::vector<int64_t>> rows;
    for (int64_t i = 0; i < spatial; ++i) rows.push_back({(*values)[2 * i], (*values)[2 * i + 1]});
    return rows;
  }
  return paddingOrZeros(v, "padding", spatial);
}

Verdict convolution_c1(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l == *r) return std::nullopt;
  return fmt::format("rank(lhs) = {} but rank(rhs) = {}", *l, *r);
}

Verdict convolution_c2(const OpView& v) {
  return spatialSize(v, "window_strides");
}

Verdict convolution_c3(const OpView& v) {
  return allPositive(v, "window_strides");
}

Verdict convolution_c4(const OpView& v) {
  auto n = convRank(v);
  auto shape = paddingShapeOf(v);
  if (!n || !shape) return std::nullopt;
  std::vector<int64_t> expected{*n - 2, 2};
  if (shapesCompatible(*shape, expected)) return std::nullopt;
  return fmt::format("shape(padding) = {} but expected {}", listStr(*shape), listStr(expected));
}

Verdict convolution_c5(const OpView& v) {
  return spatialSize(v, "lhs_dilation");
}

Verdict convolution_c6(const OpView& v) {
  return allPositive(v, "lhs_dilation");
}

Verdict convolution_c7(const OpView& v) {
  return spatialSize(v, "rhs_dilation");
}

Verdict convolution_c8(const OpView& v) {
  return allPositive(v, "rhs_dilation");
}

Verdict convolution_c9(const OpView& v) {
  return spatialSize(v, "window_reversal");
}

// dim(x, attr) % group = 0, when attr is a valid dimension and group > 0.
Verdict divisibleBy(const OpView& v, std::string_view x, std::string_view attr,
                    std::string_view group) {
  auto d = v.integer(attr);
  auto g = v.integer(group);
  auto rank = rankOf(v, x);
  if (!d || !g || !rank || *g <= 0 || *d < 0 || *d >= *rank) return std::nullopt;
  int64_t size = v.type(x).shape()[*d];
  if (size < 0 || size % *g == 0) return std::nullopt;
  return fmt::format("dim({}, {}) = {} is not divisible by {} = {}", x, attr, size, group, *g);
}

Verdict convolution_c10(const OpView& v) {
  return divisibleBy(v, "lhs", "input_batch_dimension", "batch_group_count");
}

Verdict convolution_c11(const OpView& v) {
  return divisibleBy(v, "lhs", "input_feature_dimension", "feature_group_count");
}

Verdict convolution_c12(const OpView& v) {
  return spatialSize(v, "input_spatial_dimensions");
}

// is_unique(dims) and 0 <= dims < N for a dimension layout.
Verdict layoutValid(const OpView& v, std::string_view what, const std::vector<int64_t>& dims) {
  auto n = convRank(v);
  if (!n) return std::nullopt;
  if (!isUnique(dims)) return fmt::format("{} = {} has duplicates", what, listStr(dims));
  if (auto bad = firstOutOfRange(dims, 0, *n))
    return fmt::format("{} = {} has {} outside [0, N = {})", what, listStr(dims), *bad, *n);
  return std::nullopt;
}

std::optional<std::vector<int64_t>> inputLayout(const OpView& v) {
  auto b = v.integer("input_batch_dimension");
  auto s = v.integers("input_spatial_dimensions");
  auto f = v.integer("input_feature_dimension");
  if (!b || !s || !f) return std::nullopt;
  std::vector<int64_t> dims{*b};
  dims.insert(dims.end(), s->begin(), s->end());
  dims.push_back(*f);
  return dims;
}

std::optional<std::vector<int64_t>> kernelLayout(const OpView& v) {
  auto s = v.integers("kernel_spatial_dimensions");
  auto i = v.integer("kernel_input_feature_dimension");
  auto o = v.integer("kernel_output_feature_dimension");
  if (!s || !i || !o) return std::nullopt;
  std::vector<int64_t> dims = *s;
  dims.push_back(*i);
  dims.push_back(*o);
  return dims;
}

std::optional<std::vector<int64_t>> outputLayout(const OpView& v) {
  auto b = v.integer("output_batch_dimension");
  auto s = v.integers("output_spatial_dimensions");
  auto f = v.integer("output_feature_dimension");
  if (!b || !s || !f) return std::nullopt;
  std::vector<int64_t> dims{*b};
  dims.insert(dims.end(), s->begin(), s->end());
  dims.push_back(*f);
  return dims;
}

Verdict convolution_c13(const OpView& v) {
  auto dims = inputLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "input_dimensions", *dims);
}

Verdict convolution_c14(const OpView& v) {
  auto kin = v.integer("kernel_input_feature_dimension");
  auto fin = v.integer("input_feature_dimension");
  auto groups = v.integer("feature_group_count");
  auto n = convRank(v);
  if (!kin || !fin || !groups || !n || *groups <= 0 || *kin < 0 || *kin >= *n || *fin < 0 ||
      *fin >= *n)
    return std::nullopt;
  int64_t k = v.type("rhs").shape()[*kin], in = v.type("lhs").shape()[*fin];
  if (k < 0 || in < 0 || in % *groups != 0 || k == in / *groups) return std::nullopt;
  return fmt::format(
      "dim(rhs, kernel_input_feature_dimension) = {} but dim(lhs, "
      "input_feature_dimension) / feature_group_count = {} / {} = {}",
      k, in, *groups, in / *groups);
}

Verdict convolution_c15(const OpView& v) {
  return divisibleBy(v, "rhs", "kernel_output_feature_dimension", "batch_group_count");
}

Verdict convolution_c16(const OpView& v) {
  return divisibleBy(v, "rhs", "kernel_output_feature_dimension", "feature_group_count");
}

Verdict convolution_c17(const OpView& v) {
  return spatialSize(v, "kernel_spatial_dimensions");
}

Verdict convolution_c18(const OpView& v) {
  auto dims = kernelLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "kernel_dimensions", *dims);
}

Verdict convolution_c19(const OpView& v) {
  return spatialSize(v, "output_spatial_dimensions");
}

Verdict convolution_c20(const OpView& v) {
  auto dims = outputLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "output_dimensions", *dims);
}

Verdict positiveInteger(const OpView& v, std::string_view name) {
  auto x = v.integer(name);
  if (!x || *x > 0) return std::nullopt;
  return fmt::format("{} = {} is not > 0", name, *x);
}

Verdict convolution_c21(const OpView& v) {
  return positiveInteger(v, "feature_group_count");
}

Verdict convolution_c22(const OpView& v) {
  return positiveInteger(v, "batch_group_count");
}

Verdict convolution_c23(const OpView& v) {
  auto f = v.integer("feature_group_count"), b = v.integer("batch_group_count");
  if (!f || !b || *f == 1 || *b == 1) return std::nullopt;
  return fmt::format("feature_group_count = {} and batch_group_count = {}: one must be 1", *f, *b);
}

Verdict convolution_c24(const OpView& v) {
  return precisionConfigSize(v);
}

// The result shape of C25, when every clause it depends on holds.
std::optional<std::vector<int64_t>> convResultShape(const OpView& v) {
  auto n = convRank(v);
  auto in = inputLayout(v), kernel = kernelLayout(v), out = outputLayout(v);
  auto groups = v.integer("batch_group_count");
  if (!n || !in || !kernel || !out || !groups || *groups <= 0) return std::nullopt;
  int64_t spatial = *n - 2;
  for (const auto* layout : {&*in, &*kernel, &*out})
    if (static_cast<int64_t>(layout->size()) != *n || !isUnique(*layout) ||
        !allInRange(*layout, 0, *n))
      return std::nullopt;
  auto strides = listOrFill(v, "window_strides", spatial, 1);
  auto lhsDil = listOrFill(v, "lhs_dilation", spatial, 1);
  auto rhsDil = listOrFill(v, "rhs_dilation", spatial, 1);
  auto padding = convPadding(v, spatial);
  if (!strides || !lhsDil || !rhsDil || !padding) return std::nullopt;
  for (const auto* list : {&*strides, &*lhsDil, &*rhsDil})
    if (static_cast<int64_t>(list->size()) != spatial) return std::nullopt;
  if (static_cast<int64_t>(padding->size()) != spatial) return std::nullopt;
  const auto& lhs = v.type("lhs").shape();
  const auto& rhs = v.type("rhs").shape();
  std::vector<int64_t> shape(*n);
  int64_t batch = lhs[(*in)[0]];
  shape[(*out)[0]] = batch < 0 ? kDynamic : batch / *groups;
  shape[(*out)[*n - 1]] = rhs[(*kernel)[*n - 1]];
  for (int64_t s = 0; s < spatial; ++s) {
    int64_t lhsDim = lhs[(*in)[s + 1]], rhsDim = rhs[(*kernel)[s]];
    if ((*strides)[s] <= 0 || (*lhsDil)[s] <= 0 || (*rhsDil)[s] <= 0 || (*padding)[s].size() != 2)
      return std::nullopt;
    shape[(*out)[s + 1]] = lhsDim < 0 || rhsDim < 0
                               ? kDynamic
                               : numWindows(lhsDim, (*lhsDil)[s], (*padding)[s][0],
                                            (*padding)[s][1], rhsDim, (*rhsDil)[s], (*strides)[s]);
  }
  return shape;
}

Verdict convolution_c25(const OpView& v) {
  auto expected = convResultShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || result.rank() != static_cast<int64_t>(expected->size()) ||
      shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but the convolution gives {}", typeStr(result),
                     listStr(*expected));
}

Verdict convolution_c26(const OpView& v) {
  auto n = convRank(v);
  auto r = rankOf(v, "result");
  if (!n || !r || *n == *r) return std::nullopt;
  return fmt::format("rank(result) = {} but N = {}", *r, *n);
}

// The seed spec also equates element_type(result); the current spec (and
// its tests: i8 x i8 -> i32) lets the result type differ.
Verdict convolution_c27(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

Verdict convolution_c31(const OpView& v) {
  if (!isPerTensorQuantized(v.type("rhs")) || !isQuantized(v.type("result")) ||
      isPerTensorQuantized(v.type("result")))
    return std::nullopt;
  return fmt::format("rhs is per-tensor quantized but result {} is not", typeStr(v.type("result")));
}

Verdict convolution_c32(const OpView& v) {
  const Type& rhs = v.type("rhs");
  auto k = v.integer("kernel_output_feature_dimension");
  if (!isPerAxisQuantized(rhs) || !k || rhs.quantized()->quantizedDimension == *k)
    return std::nullopt;
  return fmt::format("quantization_dimension(rhs) = {} but kernel_output_feature_dimension = {}",
                     rhs.quantized()->quantizedDimension, *k);
}

Verdict convolution_c33(const OpView& v) {
  const Type& result = v.type("result");
  auto f = v.integer("output_feature_dimension");
  if (!isPerAxisQuantized(result) || !f || result.quantized()->quantizedDimension == *f)
    return std::nullopt;
  return fmt::format("quantization_dimension(result) = {} but output_feature_dimension = {}",
                     result.quantized()->quantizedDimension, *f);
}

bool hitsFeatureGroups(const OpView& v) {
  return v.integer("feature_group_count").value_or(1) > 1;
}

bool hitsBatchGroups(const OpView& v) {
  return v.integer("batch_group_count").value_or(1) > 1;
}

bool hitsLhsDilation(const OpView& v) {
  auto d = v.integers("lhs_dilation");
  if (d)
    for (int64_t x : *d)
      if (x > 1) return true;
  return false;
}

bool hitsReversal(const OpView& v) {
  auto d = v.integers("window_reversal");
  if (d)
    for (int64_t x : *d)
      if (x) return true;
  return false;
}

std::vector<InputDef> convInputs(bool dynamic) {
  auto list = [](std::string_view name,
                 std::string_view text = "1-dimensional tensor constant of type si64") {
    return attribute(name, name, text);
  };
  auto field = [](std::string_view name, std::string_view storage, std::string_view text) {
    return attribute(name, storage, text);
  };
  std::vector<InputDef> in = {operand("lhs", cat::kTensorOrPerTensor),
                              operand("rhs", cat::kTensorOrQuantized), list("window_strides")};
  if (dynamic) {
    in.push_back(
        operand("padding",
                TypeCategory{
                    kPlainTensor, kIntegerClasses, 2, {}, "2-dimensional tensor of integer type"}));
  } else {
    in.push_back(list("padding", "2-dimensional tensor constant of type si64"));
  }
  for (InputDef d :
       {list("lhs_dilation"), list("rhs_dilation"),
        list("window_reversal", "1-dimensional tensor constant of type i1"),
        field("input_batch_dimension", "dimension_numbers.input_batch_dimension",
              "constant of type si64"),
        field("input_feature_dimension", "dimension_numbers.input_feature_dimension",
              "constant of type si64"),
        field("input_spatial_dimensions", "dimension_numbers.input_spatial_dimensions",
              "1-dimensional tensor constant of type si64"),
        field("kernel_input_feature_dimension", "dimension_numbers.kernel_input_feature_dimension",
              "constant of type si64"),
        field("kernel_output_feature_dimension",
              "dimension_numbers.kernel_output_feature_dimension", "constant of type si64"),
        field("kernel_spatial_dimensions", "dimension_numbers.kernel_spatial_dimensions",
              "1-dimensional tensor constant of type si64"),
        field("output_batch_dimension", "dimension_numbers.output_batch_dimension",
              "constant of type si64"),
        field("output_feature_dimension", "dimension_numbers.output_feature_dimension",
              "constant of type si64"),
        field("output_spatial_dimensions", "dimension_numbers.output_spatial_dimensions",
              "1-dimensional tensor constant of type si64"),
        attribute("feature_group_count", "feature_group_count", "constant of type si64"),
        attribute("batch_group_count", "batch_group_count", "constant of type si64"),
        attribute("precision_config", "precision_config",
                  "variadic number of enums of DEFAULT, HIGH and HIGHEST")})
    in.push_back(d);
  return in;
}

std::vector<Constraint> convConstraints(Origin o, bool dynamic) {
  return {
      {"C1", "N = rank(lhs) = rank(rhs)", convolution_c1, o},
      {"C2", "size(window_strides) = N - 2", convolution_c2, o},
      {"C3", "0 < window_strides", convolution_c3, o},
      {"C4", "shape(padding) = [N - 2, 2]", convolution_c4, o},
      {"C5", "size(lhs_dilation) = N - 2", convolution_c5, o},
      {"C6", "0 < lhs_dilation", convolution_c6, o},
      {"C7", "size(rhs_dilation) = N - 2", convolution_c7, o},
      {"C8", "0 < rhs_dilation", convolution_c8, o},
      {"C9", "size(window_reversal) = N - 2", convolution_c9, o},
      {"C10", "dim(lhs, input_batch_dimension) % batch_group_count = 0", convolution_c10, o},
      {"C11", "dim(lhs, input_feature_dimension) % feature_group_count = 0", convolution_c11, o},
      {"C12", "size(input_spatial_dimensions) = N - 2", convolution_c12, o},
      {"C13",
       "given input_dimensions = [input_batch_dimension] + input_spatial_dimensions + "
       "[input_feature_dimension]: is_unique(input_dimensions) and 0 <= input_dimensions < N",
       convolution_c13, o},
      {"C14",
       "dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / "
       "feature_group_count",
       convolution_c14, o},
      {"C15", "dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0", convolution_c15,
       o},
      {"C16", "dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0",
       convolution_c16, o},
      {"C17", "size(kernel_spatial_dimensions) = N - 2", convolution_c17, o},
      {"C18",
       "given kernel_dimensions = kernel_spatial_dimensions + [kernel_input_feature_dimension] + "
       "[kernel_output_feature_dimension]: is_unique(kernel_dimensions) and 0 <= "
       "kernel_dimensions < N",
       convolution_c18, o},
      {"C19", "size(output_spatial_dimensions) = N - 2", convolution_c19, o},
      {"C20",
       "given output_dimensions = [output_batch_dimension] + output_spatial_dimensions + "
       "[output_feature_dimension]: is_unique(output_dimensions) and 0 <= output_dimensions < N",
       convolution_c20, o},
      {"C21", "0 < feature_group_count", convolution_c21, o},
      {"C22", "0 < batch_group_count", convolution_c22, o},
      {"C23", "feature_group_count = 1 or batch_group_count = 1", convolution_c23, o},
      {"C24", "size(precision_config) = 2", convolution_c24, o},
      {"C25",
       "dim(result, result_dim) = dim(lhs, input_batch_dimension) / batch_group_count for "
       "output_batch_dimension, dim(rhs, kernel_output_feature_dimension) for "
       "output_feature_dimension, and num_windows for each spatial dimension (lhs dilated by "
       "lhs_dilation and padded, window dilated by rhs_dilation, strided by window_strides)",
       convolution_c25, o, dynamic},
      {"C26", "rank(result) = N", convolution_c26, o},
      {"C27",
       "if the operation uses non-quantized tensors: element_type(lhs) = element_type(rhs) (the "
       "seed spec also requires = element_type(result); the current spec does not)",
       convolution_c27, o},
      {"C28",
       "if the operation uses quantized tensors: is_quantized(rhs) and is_quantized(lhs) = "
       "is_quantized(result)",
       quantizedTogether, o},
      {"C29", "if the operation uses quantized tensors: storage_type(lhs) = storage_type(rhs)",
       quantizedStorageTypes, o},
      {"C30",
       "if the operation uses quantized tensors: expressed_type(lhs) = expressed_type(rhs) = "
       "expressed_type(result)",
       quantizedExpressedTypes, o},
      {"C31", "if is_per_tensor_quantized(rhs): is_per_tensor_quantized(result)", convolution_c31,
       o},
      {"C32",
       "if is_per_axis_quantized(rhs): quantization_dimension(rhs) = "
       "kernel_output_feature_dimension",
       convolution_c32, o},
      {"C33",
       "if is_per_axis_quantized(result): quantization_dimension(result) = "
       "output_feature_dimension",
       convolution_c33, o},
  };
}

OpDef convDef(bool dynamic) {
  Origin o = dynamic ? Origin::kCurrentSpec : Origin::kSeedSpec;
  OpDef def{.name = dynamic ? "stablehlo.dynamic_conv" : "stablehlo.convolution",
            .origin = o,
            .family = "linalg",
            .summary = dynamic ? "convolution with padding given as a tensor"
                               : "windowed dot products of lhs windows with rhs (the kernel)",
            .inputs = convInputs(dynamic),
            .outputs = {output("result", cat::kTensorOrQuantized)},
            .constraints = convConstraints(o, dynamic)};
  if (!dynamic)
    def.xlaNames = {{"Conv"},
                    {"ConvWithGeneralPadding"},
                    {"ConvWithGeneralDimensions"},
                    {"ConvGeneral"},
                    {"ConvGeneralDilated"}};
  addDefaultCoverage(def);
  using K = CoveragePoint::Kind;
  def.coverage.push_back(
      {"attr:feature_groups", "feature_group_count > 1", K::kAttributeFeature, hitsFeatureGroups});
  def.coverage.push_back(
      {"attr:batch_groups", "batch_group_count > 1", K::kAttributeFeature, hitsBatchGroups});
  def.coverage.push_back({"attr:lhs_dilation", "lhs_dilation > 1 (transposed convolution)",
                          K::kAttributeFeature, hitsLhsDilation});
  def.coverage.push_back(
      {"attr:window_reversal", "window_reversal set", K::kAttributeFeature, hitsReversal});
  return def;
}

// --- fft ----------------------------------------------------------------------------------------

Verdict fft_c1(const OpView& v) {
  auto len = v.integers("fft_length");
  auto rank = rankOf(v, "operand");
  if (!len || !rank || static_cast<int64_t>(len->size()) <= *rank) return std::nullopt;
  return fmt::format("size(fft_length) = {} exceeds rank(operand) = {}", len->size(), *rank);
}

Verdict fft_c2(const OpView& v) {
  auto type = v.enumValue("fft_type");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!type) return std::nullopt;
  ElementType a = operand.elementType(), b = result.elementType();
  bool ok = true;
  if (*type == "FFT" || *type == "IFFT") ok = isComplex(a) && a == b;
  if (*type == "RFFT") ok = isFloat(a) && complexOf(a) == b;
  if (*type == "IRFFT") ok = isComplex(a) && complexPartType(a) == b;
  if (ok) return std::nullopt;
  return fmt::format("fft_type = {} does not allow element types {} -> {}", *type,
                     elementTypeName(a), elementTypeName(b));
}

Verdict fft_c3(const OpView& v) {
  auto len = v.integers("fft_length");
  if (!len || (len->size() >= 1 && len->size() <= 3)) return std::nullopt;
  return fmt::format("size(fft_length) = {} is outside [1, 3]", len->size());
}

// (C4) for the real tensor among operand and result (RFFT's operand,
// IRFFT's result): shape(real)[-size(fft_length):] = fft_length.
Verdict fft_c4(const OpView& v) {
  auto len = v.integers("fft_length");
  auto type = v.enumValue("fft_type");
  if (!len || !type || (*type != "RFFT" && *type != "IRFFT")) return std::nullopt;
  std::string_view name = *type == "RFFT" ? "operand" : "result";
  const Type& real = v.type(name);
  if (real.unranked() || static_cast<int64_t>(len->size()) > real.rank()) return std::nullopt;
  std::vector<int64_t> tail(real.shape().end() - len->size(), real.shape().end());
  if (shapesCompatible(tail, *len)) return std::nullopt;
  return fmt::format("shape({})[-{}:] = {} but fft_length = {}", name, len->size(), listStr(tail),
                     listStr(*len));
}

// (C5) shape(result) = shape(operand) except the last dimension for RFFT
// (n / 2 + 1 of the operand's) and IRFFT (the operand's is n / 2 + 1 of the result's).
Verdict fft_c5(const OpView& v) {
  auto type = v.enumValue("fft_type");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!type || operand.unranked() || result.unranked()) return std::nullopt;
  if (operand.rank() != result.rank())
    return fmt::format("rank(result) = {} but rank(operand) = {}", result.rank(), operand.rank());
  if (operand.rank() == 0) return std::nullopt;
  int64_t last = operand.rank() - 1;
  for (int64_t d = 0; d < last; ++d)
    if (!dimsCompatible(operand.shape()[d], result.shape()[d]))
      return fmt::format("dim(result, {}) = {} but dim(operand, {}) = {}", d, result.shape()[d], d,
                         operand.shape()[d]);
  int64_t a = operand.shape()[last], b = result.shape()[last];
  auto half = [](int64_t n) { return n < 0 ? kDynamic : n == 0 ? 0 : n / 2 + 1; };
  int64_t expected = *type == "RFFT" ? half(a) : a;
  int64_t actual = *type == "IRFFT" ? half(b) : b;
  if (dimsCompatible(expected, actual)) return std::nullopt;
  if (*type == "IRFFT")
    return fmt::format("IRFFT: dim(operand, -1) = {} but dim(result, -1) / 2 + 1 = {}", a, actual);
  return fmt::format("dim(result, -1) = {} but expected {}", b, expected);
}

// --- cholesky / triangular_solve -----------------------------------------------------------------

Verdict cholesky_c1(const OpView& v) {
  return sameBaselineTypes(v, {"a", "result"});
}

Verdict cholesky_c2(const OpView& v) {
  auto r = rankOf(v, "a");
  if (!r || *r >= 2) return std::nullopt;
  return fmt::format("rank(a) = {} is less than 2", *r);
}

Verdict squareMatrix(const OpView& v, std::string_view name) {
  auto r = rankOf(v, name);
  if (!r || *r < 2) return std::nullopt;
  const auto& s = v.type(name).shape();
  if (dimsCompatible(s[*r - 2], s[*r - 1])) return std::nullopt;
  return fmt::format("dim({}, -2) = {} but dim({}, -1) = {}", name, s[*r - 2], name, s[*r - 1]);
}

Verdict cholesky_c3(const OpView& v) {
  return squareMatrix(v, "a");
}

Verdict triangular_solve_c1(const OpView& v) {
  return sameBaselineElementTypes(v, {"a", "b"});
}

Verdict triangular_solve_c2(const OpView& v) {
  auto ra = rankOf(v, "a"), rb = rankOf(v, "b");
  if (!ra || !rb) return std::nullopt;
  if (*ra >= 2 && *ra == *rb) return std::nullopt;
  return fmt::format("rank(a) = {} and rank(b) = {} must be equal and at least 2", *ra, *rb);
}

Verdict triangular_solve_c3(const OpView& v) {
  auto ra = rankOf(v, "a"), rb = rankOf(v, "b");
  if (!ra || !rb || *ra != *rb || *ra < 2) return std::nullopt;
  const auto& a = v.type("a").shape();
  const auto& b = v.type("b").shape();
  for (int64_t d = 0; d < *ra - 2; ++d)
    if (!dimsCompatible(a[d], b[d]))
      return fmt::format("batch dimension {}: dim(a) = {} but dim(b) = {}", d, a[d], b[d]);
  bool left = v.flag("left_side").value_or(false);
  int64_t n = a[*ra - 1], m = a[*ra - 2], k = b[*ra - (left ? 2 : 1)];
  if (dimsCompatible(m, n) && dimsCompatible(n, k)) return std::nullopt;
  return fmt::format("dim(a, -2) = {}, dim(a, -1) = {} and dim(b, {}) = {} must be equal", m, n,
                     left ? -2 : -1, k);
}

Verdict triangular_solve_c4(const OpView& v) {
  return sameBaselineTypes(v, {"b", "result"});
}

// --- batch_norm_*
// ---------------------------------------------------------------------------------

Verdict featureIndexInRange(const OpView& v) {
  return dimInRange(v, "feature_index", "operand");
}

// size(x) = dim(operand, feature_index).
Verdict featureSized(const OpView& v, std::string_view x) {
  auto f = v.integer("feature_index");
  auto rank = rankOf(v, "operand");
  auto rx = rankOf(v, x);
  if (!f || !rank || !rx || *f < 0 || *f >= *rank || *rx != 1) return std::nullopt;
  int64_t size = v.type(x).shape()[0], expected = v.type("operand").shape()[*f];
  if (dimsCompatible(size, expected)) return std::nullopt;
  return fmt::format("size({}) = {} but dim(operand, feature_index) = {}", x, size, expected);
}

Verdict batch_norm_grad_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Verdict batch_norm_grad_c2(const OpView& v) {
  return sameBaselineElementTypes(v, {"operand", "scale", "mean", "variance", "grad_output",
                                      "grad_operand", "grad_scale", "grad_offset"});
}
Verdict batch_norm_grad_c3(const OpView& v) {
  return sameShapes(v, {"operand", "grad_output", "grad_operand"});
}
Verdict batch_norm_grad_c4(const OpView& v) {
  return sameShapes(v, {"scale", "mean", "variance", "grad_scale", "grad_offset"});
}
Verdict batch_norm_grad_c5(const OpView& v) {
  return featureSized(v, "scale");
}

Verdict batch_norm_inference_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Verdict batch_norm_inference_c2(const OpView& v) {
  return sameBaselineElementTypes(v, {"operand", "scale", "offset", "mean", "variance", "result"});
}
Verdict batch_norm_inference_c3(const OpView& v) {
  return featureSized(v, "scale");
}
Verdict batch_norm_inference_c4(const OpView& v) {
  return featureSized(v, "offset");
}
Verdict batch_norm_inference_c5(const OpView& v) {
  return featureSized(v, "mean");
}
Verdict batch_norm_inference_c6(const OpView& v) {
  return featureSized(v, "variance");
}
Verdict batch_norm_inference_c7(const OpView& v) {
  return sameBaselineTypes(v, {"operand", "result"});
}

Verdict batch_norm_training_c1(const OpView& v) {
  return featureIndexInRange(v);
}
Verdict batch_norm_training_c2(const OpView& v) {
  return sameBaselineElementTypes(
      v, {"operand", "scale", "offset", "batch_mean", "batch_var", "output"});
}
Verdict batch_norm_training_c3(const OpView& v) {
  return featureSized(v, "scale");
}
Verdict batch_norm_training_c4(const OpView& v) {
  return featureSized(v, "offset");
}
Verdict batch_norm_training_c5(const OpView& v) {
  return featureSized(v, "batch_mean");
}
Verdict batch_norm_training_c6(const OpView& v) {
  return featureSized(v, "batch_var");
}
Verdict batch_norm_training_c7(const OpView& v) {
  return sameBaselineTypes(v, {"output", "operand"});
}

// --- einsum / unary_einsum ---------------------------------------------------------------------

// "ab,bc->ac": the operand label groups and the result group.
std::optional<std::pair<std::vector<std::string>, std::string>> parseEinsum(const OpView& v) {
  const Attribute* c = v.attr("einsum_config");
  if (!c || c->kind() != Attribute::Kind::kString) return std::nullopt;
  const std::string& s = c->str();
  size_t arrow = s.find("->");
  if (arrow == std::string::npos) return std::nullopt;
  std::vector<std::string> inputs;
  std::string lhs = s.substr(0, arrow);
  size_t start = 0;
  while (true) {
    size_t comma = lhs.find(',', start);
    inputs.push_back(lhs.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return std::pair{inputs, s.substr(arrow + 2)};
}

Verdict einsum_c1(const OpView& v) {
  auto parsed = parseEinsum(v);
  size_t expected = v.op().numOperands();
  if (parsed && parsed->first.size() == expected) return std::nullopt;
  const Attribute* c = v.attr("einsum_config");
  return fmt::format("einsum_config \"{}\" must read \"<labels>{}-><labels>\"",
                     c && c->kind() == Attribute::Kind::kString ? c->str() : "",
                     expected == 2 ? ",<labels>" : "");
}

Verdict einsum_c2(const OpView& v) {
  auto parsed = parseEinsum(v);
  if (!parsed || parsed->first.size() != v.op().numOperands()) return std::nullopt;
  for (size_t i = 0; i < parsed->first.size(); ++i) {
    const Type& t = v.op().operand(i)->type;
    if (!t.unranked() && static_cast<int64_t>(parsed->first[i].size()) != t.rank())
      return fmt::format("labels \"{}\" do not match the rank {} of operand #{}", parsed->first[i],
                         t.rank(), i);
  }
  const Type& r = v.op().result(0)->type;
  if (!r.unranked() && static_cast<int64_t>(parsed->second.size()) != r.rank())
    return fmt::format("labels \"{}\" do not match the rank {} of the result", parsed->second,
                       r.rank());
  return std::nullopt;
}

}  // namespace

void addLinalgOps(std::vector<OpDef>& ops) {
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

  ops.push_back(convDef(false));
  ops.push_back(convDef(true));

  ops.push_back(OpDef{
      .name = "stablehlo.fft",
      .family = "linalg",
      .summary = "forward and inverse Fourier transforms, complex and real",
      .xlaNames = {{"Fft"}},
      .inputs = {operand("operand", cat::kFloatOrComplex),
                 attribute("fft_type", "fft_type", "enum of FFT, IFFT, RFFT and IRFFT"),
                 attribute("fft_length", "fft_length",
                           "1-dimensional tensor constant of type si64")},
      .outputs = {output("result", cat::kFloatOrComplex)},
      .constraints = {
          {"C1", "size(fft_length) <= rank(operand)", fft_c1},
          {"C2",
           "FFT and IFFT: element_type(operand) = element_type(result), complex; RFFT: "
           "element_type(operand) is a float type and element_type(result) the complex type of "
           "the same float semantics; IRFFT: the reverse",
           fft_c2},
          {"C3", "1 <= size(fft_length) <= 3", fft_c3},
          {"C4",
           "if among operand and result there is a tensor real of a floating-point type, "
           "shape(real)[-size(fft_length):] = fft_length",
           fft_c4},
          {"C5",
           "shape(result) = shape(operand) except: RFFT: dim(result, -1) = dim(operand, -1) = 0 "
           "? 0 : dim(operand, -1) / 2 + 1; IRFFT: dim(operand, -1) = dim(result, -1) = 0 ? 0 : "
           "dim(result, -1) / 2 + 1",
           fft_c5}}});

  ops.push_back(OpDef{
      .name = "stablehlo.cholesky",
      .family = "linalg",
      .summary = "Cholesky decomposition of a batch of matrices",
      .xlaNames = {{"Cholesky"}},
      .inputs = {operand("a", cat::kFloatComplexOrPerTensor),
                 attribute("lower", "lower", "0-dimensional tensor constant of type i1", "false")},
      .outputs = {output("result", cat::kFloatComplexOrPerTensor)},
      .constraints = {{"C1", "baseline_type(a) = baseline_type(result)", cholesky_c1},
                      {"C2", "2 <= rank(a)", cholesky_c2},
                      {"C3", "dim(a, -2) = dim(a, -1)", cholesky_c3}},
      .infer = inferSameAsFirstOperand});
  ops.push_back(
      OpDef{.name = "stablehlo.triangular_solve",
            .family = "linalg",
            .summary = "solves triangular systems of linear equations",
            .xlaNames = {{"TriangularSolve"}},
            .inputs = {operand("a", cat::kFloatComplexOrPerTensor),
                       operand("b", cat::kFloatComplexOrPerTensor),
                       attribute("left_side", "left_side", "constant of type i1"),
                       attribute("lower", "lower", "constant of type i1"),
                       attribute("unit_diagonal", "unit_diagonal", "constant of type i1"),
                       attribute("transpose_a", "transpose_a",
                                 "enum of NO_TRANSPOSE, TRANSPOSE and ADJOINT")},
            .outputs = {output("result", cat::kFloatComplexOrPerTensor)},
            .constraints = {
                {"C1", "baseline_element_type(a) = baseline_element_type(b)", triangular_solve_c1},
                {"C2", "2 <= rank(a) = rank(b) = R", triangular_solve_c2},
                {"C3",
                 "shape(a)[:-2] = shape(b)[:-2] (the spec text writes [:-3]) and dim(a, -2) "
                 "= dim(a, -1) = dim(b, left_side ? -2 : -1)",
                 triangular_solve_c3},
                {"C4", "baseline_type(b) = baseline_type(result)", triangular_solve_c4}}});

  auto epsilon = attribute("epsilon", "epsilon", "constant of type f32");
  auto featureIndex = attribute("feature_index", "feature_index", "constant of type si64");
  ops.push_back(OpDef{
      .name = "stablehlo.batch_norm_grad",
      .family = "linalg",
      .summary = "gradients of batch normalization",
      .xlaNames = {{"BatchNormGrad"}},
      .inputs = {operand("operand", cat::kFloatOrPerTensor),
                 operand("scale", cat::kFloat1DOrPerTensor),
                 operand("mean", cat::kFloat1DOrPerTensor),
                 operand("variance", cat::kFloat1DOrPerTensor),
                 operand("grad_output", cat::kFloatOrPerTensor), epsilon, featureIndex},
      .outputs = {output("grad_operand", cat::kFloatOrPerTensor),
                  output("grad_scale", cat::kFloat1DOrPerTensor),
                  output("grad_offset", cat::kFloat1DOrPerTensor)},
      .constraints = {
          {"C1", "0 <= feature_index < rank(operand)", batch_norm_grad_c1},
          {"C2",
           "operand, scale, mean, variance, grad_output, grad_operand, grad_scale and "
           "grad_offset have the same baseline_element_type",
           batch_norm_grad_c2},
          {"C3", "operand, grad_output and grad_operand have the same shape", batch_norm_grad_c3},
          {"C4", "scale, mean, variance, grad_scale and grad_offset have the same shape",
           batch_norm_grad_c4},
          {"C5", "size(scale) = dim(operand, feature_index)", batch_norm_grad_c5}}});
  ops.push_back(OpDef{
      .name = "stablehlo.batch_norm_inference",
      .family = "linalg",
      .summary = "normalizes operand with given mean and variance",
      .xlaNames = {{"BatchNormInference"}},
      .inputs = {operand("operand", cat::kFloatOrPerTensor),
                 operand("scale", cat::kFloat1DOrPerTensor),
                 operand("offset", cat::kFloat1DOrPerTensor),
                 operand("mean", cat::kFloat1DOrPerTensor),
                 operand("variance", cat::kFloat1DOrPerTensor), epsilon, featureIndex},
      .outputs = {output("result", cat::kFloatOrPerTensor)},
      .constraints = {{"C1", "0 <= feature_index < rank(operand)", batch_norm_inference_c1},
                      {"C2",
                       "operand, scale, offset, mean, variance and result have the same "
                       "baseline_element_type",
                       batch_norm_inference_c2},
                      {"C3", "size(scale) = dim(operand, feature_index)", batch_norm_inference_c3},
                      {"C4", "size(offset) = dim(operand, feature_index)", batch_norm_inference_c4},
                      {"C5", "size(mean) = dim(operand, feature_index)", batch_norm_inference_c5},
                      {"C6", "size(variance) = dim(operand, feature_index)",
                       batch_norm_inference_c6},
                      {"C7", "baseline_type(operand) = baseline_type(result)",
                       batch_norm_inference_c7}},
      .infer = inferSameAsFirstOperand});
  ops.push_back(
      OpDef{.name = "stablehlo.batch_norm_training",
            .family = "linalg",
            .summary = "normalizes operand, computing batch mean and variance",
            .xlaNames = {{"BatchNormTraining"}},
            .inputs = {operand("operand", cat::kFloatOrPerTensor),
                       operand("scale", cat::kFloat1DOrPerTensor),
                       operand("offset", cat::kFloat1DOrPerTensor), epsilon, featureIndex},
            .outputs = {output("output", cat::kFloatOrPerTensor),
                        output("batch_mean", cat::kFloat1DOrPerTensor),
                        output("batch_var", cat::kFloat1DOrPerTensor)},
            .constraints = {
                {"C1", "0 <= feature_index < rank(operand)", batch_norm_training_c1},
                {"C2",
                 "operand, scale, offset, batch_mean, batch_var and output have the same "
                 "baseline_element_type",
                 batch_norm_training_c2},
                {"C3", "size(scale) = dim(operand, feature_index)", batch_norm_training_c3},
                {"C4", "size(offset) = dim(operand, feature_index)", batch_norm_training_c4},
                {"C5", "size(batch_mean) = dim(operand, feature_index)", batch_norm_training_c5},
                {"C6", "size(batch_var) = dim(operand, feature_index)", batch_norm_training_c6},
                {"C7", "baseline_type(output) = baseline_type(operand)", batch_norm_training_c7}}});

  for (bool unary : {false, true}) {
    OpDef def{
        .name = unary ? "stablehlo.unary_einsum" : "stablehlo.einsum",
        .origin = Origin::kMlir,
        .family = "linalg",
        .summary = unary ? "einsum of one operand (legacy)" : "einsum of two operands (legacy)",
        .inputs = {operand(unary ? "operand" : "lhs", cat::kTensorOrPerTensor)},
        .outputs = {output("result", cat::kTensorOrPerTensor)},
        .constraints = {
            {"C1", "einsum_config reads <labels>[,<labels>]-><labels>", einsum_c1, Origin::kMlir},
            {"C2", "each label group has as many labels as its tensor's rank", einsum_c2,
             Origin::kMlir}}};
    if (!unary) def.inputs.push_back(operand("rhs", cat::kTensorOrPerTensor));
    def.inputs.push_back(attribute("einsum_config", "einsum_config", "constant of type string"));
    ops.push_back(std::move(def));
  }
}

}  // namespace hlo_cts::ops
