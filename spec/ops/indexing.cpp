// Indexing: slice, dynamic_slice, dynamic_update_slice, real_dynamic_slice,
// torch_index_select. gather, dynamic_gather and scatter are in
// indexing_gather_scatter.cpp.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// --- slice ---------------------------------------------------------------------------------------

Violation slice_c1(const OpView& v) {
  return sameElementTypes(v, {"operand", "result"});
}

Violation slice_c2(const OpView& v) {
  auto rank = rankOf(v, "operand");
  if (!rank) return std::nullopt;
  for (std::string_view name : {"start_indices", "limit_indices", "strides"}) {
    auto size = v.listSize(name);
    if (size && *size != *rank)
      return fmt::format("size({}) = {} but rank(operand) = {}", name, *size, *rank);
  }
  return std::nullopt;
}

// (C3) 0 <= start_indices <= limit_indices <= shape(operand).
Violation slice_c3(const OpView& v) {
  auto start = v.integers("start_indices");
  auto limit = v.integers("limit_indices");
  const Type& operand = v.type("operand");
  if (!start || !limit || operand.unranked() || start->size() != limit->size() ||
      static_cast<int64_t>(start->size()) != operand.rank())
    return std::nullopt;
  for (size_t d = 0; d < start->size(); ++d) {
    int64_t s = (*start)[d], l = (*limit)[d], bound = operand.shape()[d];
    if (s < 0 || s > l || (bound >= 0 && l > bound))
      return fmt::format(
          "dimension {}: 0 <= start_indices = {} <= limit_indices = {} <= "
          "dim(operand) = {} does not hold",
          d, s, l, dimStr(bound));
  }
  return std::nullopt;
}

Violation slice_c4(const OpView& v) {
  return allPositive(v, "strides");
}

std::optional<std::vector<int64_t>> slicedShape(const OpView& v) {
  auto start = v.integers("start_indices");
  auto limit = v.integers("limit_indices");
  auto strides = v.integers("strides");
  auto rank = rankOf(v, "operand");
  if (!start || !limit || !strides || start->size() != limit->size() ||
      start->size() != strides->size() || !rank || static_cast<int64_t>(start->size()) != *rank)
    return std::nullopt;
  std::vector<int64_t> shape;
  for (size_t d = 0; d < start->size(); ++d) {
    // A negative start (C3's finding) could overflow limit - start; the
    // ceiling is taken without adding stride - 1, which could overflow too.
    if ((*strides)[d] <= 0 || (*start)[d] < 0 || (*limit)[d] < (*start)[d]) return std::nullopt;
    const int64_t span = (*limit)[d] - (*start)[d];
    shape.push_back(span / (*strides)[d] + (span % (*strides)[d] != 0));
  }
  return shape;
}

// (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
Violation slice_c5(const OpView& v) {
  auto expected = slicedShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but ceil((limit_indices - start_indices) / strides) = {}",
                     typeStr(result), listStr(*expected));
}

Result<std::vector<Type>> slice_infer(const OpView& v) {
  auto shape = slicedShape(v);
  if (!shape) return makeError("slice: invalid indices");
  return std::vector<Type>{v.type("operand").withShape(*shape)};
}

bool hitsStrided(const OpView& v) {
  auto strides = v.integers("strides");
  if (strides)
    for (int64_t s : *strides)
      if (s > 1) return true;
  return false;
}

// real_dynamic_slice (C3): type(start_indices) = type(limit_indices) = type(strides).
Violation real_dynamic_slice_c3(const OpView& v) {
  return sameTypes(v, {"start_indices", "limit_indices", "strides"});
}

// --- dynamic_slice / dynamic_update_slice
// ---------------------------------------------------------

Violation dynamic_slice_c1(const OpView& v) {
  return sameElementTypes(v, {"operand", "result"});
}

Violation dynamic_slice_c2(const OpView& v) {
  auto rank = rankOf(v, "operand");
  auto sizes = v.integers("slice_sizes");
  size_t n = v.operands("start_indices").size();
  if (!rank) return std::nullopt;
  if (static_cast<int64_t>(n) != *rank)
    return fmt::format("size(start_indices) = {} but rank(operand) = {}", n, *rank);
  if (sizes && static_cast<int64_t>(sizes->size()) != *rank)
    return fmt::format("size(slice_sizes) = {} but rank(operand) = {}", sizes->size(), *rank);
  return std::nullopt;
}

Violation dynamic_slice_c3(const OpView& v) {
  return allSameType(v, "start_indices");
}

Violation dynamic_slice_c4(const OpView& v) {
  return sliceSizesInBounds(v);  // the same clause as gather_c12
}

Violation dynamic_slice_c5(const OpView& v) {
  auto sizes = v.integers("slice_sizes");
  const Type& result = v.type("result");
  if (!sizes || result.unranked() || shapesCompatible(*sizes, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but slice_sizes = {}", typeStr(result), listStr(*sizes));
}

Violation dynamic_update_slice_c1(const OpView& v) {
  return sameTypes(v, {"operand", "result"});
}

Violation dynamic_update_slice_c2(const OpView& v) {
  return sameElementTypes(v, {"update", "operand"});
}

Violation dynamic_update_slice_c3(const OpView& v) {
  auto a = rankOf(v, "update"), b = rankOf(v, "operand");
  if (!a || !b || *a == *b) return std::nullopt;
  return fmt::format("rank(update) = {} but rank(operand) = {}", *a, *b);
}

Violation dynamic_update_slice_c4(const OpView& v) {
  auto rank = rankOf(v, "operand");
  size_t n = v.operands("start_indices").size();
  if (!rank || static_cast<int64_t>(n) == *rank) return std::nullopt;
  return fmt::format("size(start_indices) = {} but rank(operand) = {}", n, *rank);
}

Violation dynamic_update_slice_c5(const OpView& v) {
  return allSameType(v, "start_indices");
}

Violation dynamic_update_slice_c6(const OpView& v) {
  const Type& update = v.type("update");
  const Type& operand = v.type("operand");
  if (update.unranked() || operand.unranked() || update.rank() != operand.rank())
    return std::nullopt;
  for (int64_t d = 0; d < update.rank(); ++d) {
    int64_t u = update.shape()[d], o = operand.shape()[d];
    if (u >= 0 && o >= 0 && u > o)
      return fmt::format("dim(update, {}) = {} exceeds dim(operand, {}) = {}", d, u, d, o);
  }
  return std::nullopt;
}

// --- torch_index_select ------------------------------------------------------------------------

Violation torch_index_select_c1(const OpView& v) {
  return dimInRange(v, "dim", "operand");
}

Violation torch_index_select_c2(const OpView& v) {
  auto b = v.integer("batch_dims");
  auto rank = rankOf(v, "index");
  auto dim = v.integer("dim");
  if (!b || !rank || !dim) return std::nullopt;
  if (*b < 0 || *b > *rank || *b > *dim)
    return fmt::format("batch_dims = {} must be in [0, min(rank(index) = {}, dim = {})]", *b, *rank,
                       *dim);
  return std::nullopt;
}

Violation torch_index_select_c3(const OpView& v) {
  auto b = v.integer("batch_dims");
  auto dim = v.integer("dim");
  const Type& operand = v.type("operand");
  const Type& index = v.type("index");
  const Type& result = v.type("result");
  if (!b || !dim || operand.unranked() || index.unranked() || result.unranked() || *dim < 0 ||
      *dim >= operand.rank() || *b < 0 || *b > index.rank())
    return std::nullopt;
  std::vector<int64_t> expected(operand.shape().begin(), operand.shape().begin() + *dim);
  expected.insert(expected.end(), index.shape().begin() + *b, index.shape().end());
  expected.insert(expected.end(), operand.shape().begin() + *dim + 1, operand.shape().end());
  if (shapesCompatible(expected, result.shape()) && sameElementType(operand, result))
    return std::nullopt;
  return fmt::format("result {} should have shape {} and element type {}", typeStr(result),
                     listStr(expected), elementTypeStr(operand));
}

}  // namespace

void addIndexingOps(std::vector<OpDef>& ops) {
  constexpr std::string_view kSliceC2 =
      "size(start_indices) = size(limit_indices) = size(strides) = rank(operand)";
  constexpr std::string_view kSliceC3 = "0 <= start_indices <= limit_indices <= shape(operand)";
  constexpr std::string_view kSliceC5 =
      "shape(result) = ceil((limit_indices - start_indices) / strides)";
  {
    OpDef def{
        .name = "stablehlo.slice",
        .family = "indexing",
        .summary = "extracts a static strided slice",
        .xlaNames = {{"Slice"}},
        .inputs = {operand("operand", cat::kTensorOrPerTensor),
                   attribute("start_indices", "start_indices",
                             "1-dimensional tensor constant of type si64"),
                   attribute("limit_indices", "limit_indices",
                             "1-dimensional tensor constant of type si64"),
                   attribute("strides", "strides", "1-dimensional tensor constant of type si64")},
        .outputs = {output("result", cat::kTensorOrPerTensor)},
        .constraints = {{"C1", "element_type(operand) = element_type(result)", slice_c1},
                        {"C2", kSliceC2, slice_c2},
                        {"C3", kSliceC3, slice_c3},
                        {"C4", "0 < strides", slice_c4},
                        {"C5", kSliceC5, slice_c5}},
        .infer = slice_infer};
    addDefaultCoverage(def);
    def.coverage.push_back(
        {"attr:strided", "a stride > 1", CoveragePoint::Kind::kAttributeFeature, hitsStrided});
    ops.push_back(std::move(def));
  }
  ops.push_back(OpDef{
      .name = "stablehlo.real_dynamic_slice",
      .origin = Origin::kCurrentSpec,
      .family = "indexing",
      .summary = "slice with indices and strides given as tensors",
      .inputs = {operand("operand", cat::kTensorOrPerTensor),
                 constantOperand("start_indices", cat::kInt1D),
                 constantOperand("limit_indices", cat::kInt1D),
                 constantOperand("strides", cat::kInt1D)},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {
          {"C1", "element_type(operand) = element_type(result)", slice_c1, Origin::kCurrentSpec},
          {"C2", kSliceC2, slice_c2, Origin::kCurrentSpec},
          {"C3", "type(start_indices) = type(limit_indices) = type(strides)", real_dynamic_slice_c3,
           Origin::kCurrentSpec},
          {"C4", kSliceC3, slice_c3, Origin::kCurrentSpec, true},
          {"C5", "0 < strides", slice_c4, Origin::kCurrentSpec, true},
          {"C6", kSliceC5, slice_c5, Origin::kCurrentSpec, true}}});

  ops.push_back(
      OpDef{.name = "stablehlo.dynamic_slice",
            .family = "indexing",
            .summary = "extracts a slice at runtime start indices (clamped into range)",
            .xlaNames = {{"DynamicSlice"}},
            .inputs = {operand("operand", cat::kTensorOrPerTensor),
                       operand("start_indices", cat::kIntScalar, Arity::kVariadic),
                       attribute("slice_sizes", "slice_sizes",
                                 "1-dimensional tensor constant of type si64")},
            .outputs = {output("result", cat::kTensorOrPerTensor)},
            .constraints = {
                {"C1", "element_type(operand) = element_type(result)", dynamic_slice_c1},
                {"C2", "size(start_indices) = size(slice_sizes) = rank(operand)", dynamic_slice_c2},
                {"C3", "same(type(start_indices...))", dynamic_slice_c3},
                {"C4", "0 <= slice_sizes <= shape(operand)", dynamic_slice_c4},
                {"C5", "shape(result) = slice_sizes", dynamic_slice_c5}}});
  ops.push_back(OpDef{
      .name = "stablehlo.dynamic_update_slice",
      .family = "indexing",
      .summary = "overwrites a slice at runtime start indices (clamped into range)",
      .xlaNames = {{"DynamicUpdateSlice"}},
      .inputs = {operand("operand", cat::kTensorOrPerTensor),
                 operand("update", cat::kTensorOrPerTensor),
                 operand("start_indices", cat::kIntScalar, Arity::kVariadic)},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {{"C1", "type(operand) = type(result)", dynamic_update_slice_c1},
                      {"C2", "element_type(update) = element_type(operand)",
                       dynamic_update_slice_c2},
                      {"C3", "rank(update) = rank(operand)", dynamic_update_slice_c3},
                      {"C4", "size(start_indices) = rank(operand)", dynamic_update_slice_c4},
                      {"C5", "same(type(start_indices...))", dynamic_update_slice_c5},
                      {"C6", "0 <= shape(update) <= shape(operand)", dynamic_update_slice_c6}},
      .infer = inferSameAsFirstOperand});

  ops.push_back(OpDef{
      .name = "stablehlo.torch_index_select",
      .origin = Origin::kMlir,
      .family = "indexing",
      .summary = "PyTorch index_select (legacy; gather subsumes it)",
      .inputs = {operand("operand", cat::kTensorOrPerTensor), operand("index", cat::kInt),
                 attribute("dim", "dim", "constant of type si64"),
                 attribute("batch_dims", "batch_dims", "constant of type si64")},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {
          {"C1", "0 <= dim < rank(operand)", torch_index_select_c1, Origin::kMlir},
          {"C2", "0 <= batch_dims <= min(rank(index), dim)", torch_index_select_c2, Origin::kMlir},
          {"C3",
           "type(result) has shape shape(operand)[:dim] + shape(index)[batch_dims:] + "
           "shape(operand)[dim + 1:] and element_type(operand)",
           torch_index_select_c3, Origin::kMlir}}});
}

}  // namespace hlo_cts::ops
