// Reductions: reduce, reduce_window, select_and_scatter.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

Violation inputsInitsElementTypes(const OpView& v) {
  std::vector<Type> inputs = v.types("inputs"), inits = v.types("init_values");
  for (size_t i = 0; i < std::min(inputs.size(), inits.size()); ++i)
    if (!sameElementType(inputs[i], inits[i]))
      return fmt::format("element_type(inputs[{}]) = {} but element_type(init_values[{}]) = {}", i,
                         elementTypeStr(inputs[i]), i, elementTypeStr(inits[i]));
  return std::nullopt;
}

// 0 < size(inputs) = size(init_values) = size(results) = N.
Violation countsMatch(const OpView& v) {
  size_t n = v.types("inputs").size(), r = v.types("results").size();
  if (n == 0) return "size(inputs) = 0";
  if (r != n) return fmt::format("size(results) = {} but size(inputs) = {}", r, n);
  return std::nullopt;
}

std::optional<int64_t> firstInputRank(const OpView& v) {
  auto inputs = v.operands("inputs");
  if (inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  return inputs[0]->type.rank();
}

// --- reduce ------------------------------------------------------------------------------

Violation reduce_c1(const OpView& v) {
  return allSameShape(v, "inputs");
}

Violation reduce_c2(const OpView& v) {
  return inputsInitsElementTypes(v);
}

Violation reduce_c3(const OpView& v) {
  return countsMatch(v);
}

Violation reduce_c4(const OpView& v) {
  auto dims = v.integers("dimensions");
  auto rank = firstInputRank(v);
  if (!dims || !rank) return std::nullopt;
  if (auto bad = firstOutOfRange(*dims, 0, *rank))
    return fmt::format("dimensions = {} has {} outside [0, rank(inputs[0]) = {})", listStr(*dims),
                       *bad, *rank);
  return std::nullopt;
}

Violation reduce_c5(const OpView& v) {
  return dimsUnique(v, "dimensions");
}

Violation reduce_c6(const OpView& v) {
  return reducerSignature(v, "body", "inputs");
}

std::optional<std::vector<int64_t>> reducedShape(const OpView& v) {
  auto dims = v.integers("dimensions");
  auto inputs = v.operands("inputs");
  if (!dims || inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  const auto& shape = inputs[0]->type.shape();
  std::vector<int64_t> out;
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
    if (!contains(*dims, d)) out.push_back(shape[d]);
  return out;
}

// (C7) shape(results...) = shape(inputs...) without the dimensions reduced.
Violation reduce_c7(const OpView& v) {
  auto expected = reducedShape(v);
  auto rank = firstInputRank(v);
  auto dims = v.integers("dimensions");
  if (!expected || !rank || !dims || !allInRange(*dims, 0, *rank) || !isUnique(*dims))
    return std::nullopt;
  std::vector<Type> results = v.types("results");
  for (size_t i = 0; i < results.size(); ++i)
    if (!results[i].unranked() && !shapesCompatible(results[i].shape(), *expected))
      return fmt::format("shape(results[{}]) of {} should be {}", i, typeStr(results[i]),
                         listStr(*expected));
  return std::nullopt;
}

Violation reduce_c8(const OpView& v) {
  return resultsHaveReducerTypes(v, "body", "inputs", "results");
}

Result<std::vector<Type>> reduce_infer(const OpView& v) {
  auto shape = reducedShape(v);
  auto elements = reducerElementTypes(v, "body", v.types("inputs").size());
  if (!shape || !elements) return makeError("reduce: dimensions or body unavailable");
  std::vector<Type> out;
  for (const Type& e : *elements) out.push_back(scalarTensorOf(e).withShape(*shape));
  return out;
}

bool hitsMultiInput(const OpView& v) {
  return v.operands("inputs").size() > 1;
}

bool hitsPromotion(const OpView& v) {
  auto elements = reducerElementTypes(v, "body", v.types("inputs").size());
  std::vector<Type> inputs = v.types("inputs");
  if (!elements) return false;
  for (size_t i = 0; i < inputs.size(); ++i)
    if (inputs[i].elementTypeAsType() != (*elements)[i]) return true;
  return false;
}

// --- reduce_window -----------------------------------------------------------------------

Violation reduce_window_c1(const OpView& v) {
  return countsMatch(v);
}

Violation reduce_window_c2(const OpView& v) {
  return allSameShape(v, "inputs");
}

Violation reduce_window_c3(const OpView& v) {
  return inputsInitsElementTypes(v);
}

Violation sizeIsFirstInputRank(const OpView& v, std::string_view attr) {
  auto values = v.integers(attr);
  auto rank = firstInputRank(v);
  if (!values || !rank || static_cast<int64_t>(values->size()) == *rank) return std::nullopt;
  return fmt::format("size({}) = {} but rank(inputs[0]) = {}", attr, values->size(), *rank);
}

Violation reduce_window_c4(const OpView& v) {
  return sizeIsFirstInputRank(v, "window_dimensions");
}

Violation reduce_window_c5(const OpView& v) {
  return allPositive(v, "window_dimensions");
}

Violation reduce_window_c6(const OpView& v) {
  return sizeIsFirstInputRank(v, "window_strides");
}

Violation reduce_window_c7(const OpView& v) {
  return allPositive(v, "window_strides");
}

Violation reduce_window_c8(const OpView& v) {
  return sizeIsFirstInputRank(v, "base_dilations");
}

Violation reduce_window_c9(const OpView& v) {
  return allPositive(v, "base_dilations");
}

Violation reduce_window_c10(const OpView& v) {
  return sizeIsFirstInputRank(v, "window_dilations");
}

Violation reduce_window_c11(const OpView& v) {
  return allPositive(v, "window_dilations");
}

// shape(padding) = [rank, 2] (absent padding holds).
Violation paddingShape(const OpView& v, int64_t rank) {
  if (!v.attr("padding")) return std::nullopt;
  auto shape = v.matrixShape("padding");
  if (!shape) return "padding is not a 2-dimensional integer tensor";
  std::vector<int64_t> expected{rank, 2};
  if (*shape == expected) return std::nullopt;
  return fmt::format("shape(padding) = {} but expected {}", listStr(*shape), listStr(expected));
}

Violation reduce_window_c12(const OpView& v) {
  auto rank = firstInputRank(v);
  if (!rank) return std::nullopt;
  return paddingShape(v, *rank);
}

Violation reduce_window_c13(const OpView& v) {
  return reducerSignature(v, "body", "inputs");
}

Violation reduce_window_c14(const OpView& v) {
  return allSameShape(v, "results");
}

std::optional<std::vector<int64_t>> reduceWindowShape(const OpView& v) {
  auto rank = firstInputRank(v);
  if (!rank) return std::nullopt;
  auto window = v.integers("window_dimensions");
  auto strides = listOrFill(v, "window_strides", *rank, 1);
  auto base = listOrFill(v, "base_dilations", *rank, 1);
  auto dil = listOrFill(v, "window_dilations", *rank, 1);
  auto pad = paddingOrZeros(v, "padding", *rank);
  size_t r = *rank;
  if (!window || !strides || !base || !dil || !pad || window->size() != r || strides->size() != r ||
      base->size() != r || dil->size() != r || pad->size() != r)
    return std::nullopt;
  const auto& shape = v.operands("inputs")[0]->type.shape();
  std::vector<int64_t> out;
  for (size_t d = 0; d < r; ++d) {
    if ((*window)[d] <= 0 || (*strides)[d] <= 0 || (*base)[d] <= 0 || (*dil)[d] <= 0 ||
        (*pad)[d].size() != 2)
      return std::nullopt;
    out.push_back(shape[d] < 0 ? kDynamic
                               : numWindows(shape[d], (*base)[d], (*pad)[d][0], (*pad)[d][1],
                                            (*window)[d], (*dil)[d], (*strides)[d]));
  }
  return out;
}

// (C15) shape(results[0]) = num_windows.
Violation reduce_window_c15(const OpView& v) {
  auto expected = reduceWindowShape(v);
  std::vector<Type> results = v.types("results");
  if (!expected || results.empty() || results[0].unranked() ||
      shapesCompatible(*expected, results[0].shape()))
    return std::nullopt;
  return fmt::format("shape(results[0]) of {} but num_windows = {}", typeStr(results[0]),
                     listStr(*expected));
}

Violation reduce_window_c16(const OpView& v) {
  return resultsHaveReducerTypes(v, "body", "inputs", "results");
}

bool hitsDilation(const OpView& v) {
  for (std::string_view name : {"base_dilations", "window_dilations"}) {
    auto values = v.integers(name);
    if (values)
      for (int64_t x : *values)
        if (x > 1) return true;
  }
  return false;
}

bool hitsPadding(const OpView& v) {
  auto pad = v.matrix("padding");
  if (pad)
    for (const auto& row : *pad)
      for (int64_t x : row)
        if (x != 0) return true;
  return false;
}

// --- select_and_scatter ---------------------------------------------------------------------

Violation select_and_scatter_c1(const OpView& v) {
  return sameElementTypes(v, {"operand", "source"});
}

std::optional<std::vector<int64_t>> selectAndScatterWindows(const OpView& v) {
  auto rank = rankOf(v, "operand");
  if (!rank) return std::nullopt;
  auto window = listOrFill(v, "window_dimensions", *rank, 1);
  auto strides = listOrFill(v, "window_strides", *rank, 1);
  auto pad = paddingOrZeros(v, "padding", *rank);
  size_t r = *rank;
  if (!window || !strides || !pad || window->size() != r || strides->size() != r ||
      pad->size() != r)
    return std::nullopt;
  const auto& shape = v.type("operand").shape();
  std::vector<int64_t> out;
  for (size_t d = 0; d < r; ++d) {
    if ((*window)[d] <= 0 || (*strides)[d] <= 0 || (*pad)[d].size() != 2) return std::nullopt;
    out.push_back(shape[d] < 0 ? kDynamic
                               : numWindows(shape[d], 1, (*pad)[d][0], (*pad)[d][1], (*window)[d],
                                            1, (*strides)[d]));
  }
  return out;
}

// (C2) shape(source) = num_windows.
Violation select_and_scatter_c2(const OpView& v) {
  auto expected = selectAndScatterWindows(v);
  const Type& source = v.type("source");
  if (!expected || source.unranked() || shapesCompatible(*expected, source.shape()))
    return std::nullopt;
  return fmt::format("shape(source) of {} but num_windows = {}", typeStr(source),
                     listStr(*expected));
}

Violation select_and_scatter_c3(const OpView& v) {
  return sameElementTypes(v, {"init_value", "operand"});
}

Violation select_and_scatter_c4(const OpView& v) {
  return sizeIsRank(v, "window_dimensions", "operand");
}

Violation select_and_scatter_c5(const OpView& v) {
  return allPositive(v, "window_dimensions");
}

Violation select_and_scatter_c6(const OpView& v) {
  return sizeIsRank(v, "window_strides", "operand");
}

Violation select_and_scatter_c7(const OpView& v) {
  return allPositive(v, "window_strides");
}

Violation select_and_scatter_c8(const OpView& v) {
  auto rank = rankOf(v, "operand");
  if (!rank) return std::nullopt;
  return paddingShape(v, *rank);
}

Violation select_and_scatter_c9(const OpView& v) {
  Type e = scalarTensorOf(v.type("operand").elementTypeAsType());
  return regionHasSignature(v, "select", {e, e}, {Type::tensor({}, ElementType::kI1)});
}

Violation select_and_scatter_c10(const OpView& v) {
  return reducerSignature(v, "scatter", "operand");
}

Violation select_and_scatter_c11(const OpView& v) {
  return sameShapes(v, {"operand", "result"});
}

Violation select_and_scatter_c12(const OpView& v) {
  return resultsHaveReducerTypes(v, "scatter", "operand", "result");
}

constexpr std::string_view kReducerText =
    "body has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) -> "
    "(tensor<E0>, ..., tensor<EN-1>) where is_promotable(element_type(inputs[i]), Ei)";

}  // namespace

void addReductionOps(std::vector<OpDef>& ops) {
  {
    OpDef def{
        .name = "stablehlo.reduce",
        .family = "reduction",
        .summary = "reduces inputs along dimensions with body",
        .xlaNames = {{"Reduce"}},
        .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                   operand("init_values", cat::kScalarOrPerTensor, Arity::kVariadic),
                   attribute("dimensions", "dimensions",
                             "1-dimensional tensor constant of type si64"),
                   region("body")},
        .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)},
        .constraints = {{"C1", "same(shape(inputs...))", reduce_c1},
                        {"C2", "element_type(inputs...) = element_type(init_values...)", reduce_c2},
                        {"C3", "0 < size(inputs) = size(init_values) = size(results) = N",
                         reduce_c3},
                        {"C4", "0 <= dimensions < rank(inputs[0])", reduce_c4},
                        {"C5", "is_unique(dimensions)", reduce_c5},
                        {"C6", kReducerText, reduce_c6},
                        {"C7",
                         "shape(results...) = shape(inputs...) except that the dimension sizes of "
                         "inputs... corresponding to dimensions are not included",
                         reduce_c7},
                        {"C8", "element_type(results[i]) = Ei for all i in [0, N)", reduce_c8}},
        .infer = reduce_infer};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:multi_input", "more than one input (variadic reduce)",
                            CoveragePoint::Kind::kAttributeFeature, hitsMultiInput});
    def.coverage.push_back({"attr:promotion", "the body computes in a wider element type",
                            CoveragePoint::Kind::kAttributeFeature, hitsPromotion});
    ops.push_back(std::move(def));
  }
  {
    auto list = [](std::string_view name) {
      return attribute(name, name, "1-dimensional tensor constant of type si64");
    };
    OpDef def{
        .name = "stablehlo.reduce_window",
        .family = "reduction",
        .summary = "reduces windows of inputs with body",
        .xlaNames = {{"ReduceWindow"}, {"ReduceWindowWithGeneralPadding"}},
        .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                   operand("init_values", cat::kScalarOrPerTensor, Arity::kVariadic),
                   list("window_dimensions"), list("window_strides"), list("base_dilations"),
                   list("window_dilations"),
                   attribute("padding", "padding", "2-dimensional tensor constant of type si64"),
                   region("body")},
        .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)},
        .constraints = {
            {"C1", "0 < size(inputs) = size(init_values) = size(results) = N", reduce_window_c1},
            {"C2", "same(shape(inputs...))", reduce_window_c2},
            {"C3", "element_type(inputs...) = element_type(init_values...)", reduce_window_c3},
            {"C4", "size(window_dimensions) = rank(inputs[0])", reduce_window_c4},
            {"C5", "0 < window_dimensions", reduce_window_c5},
            {"C6", "size(window_strides) = rank(inputs[0])", reduce_window_c6},
            {"C7", "0 < window_strides", reduce_window_c7},
            {"C8", "size(base_dilations) = rank(inputs[0])", reduce_window_c8},
            {"C9", "0 < base_dilations", reduce_window_c9},
            {"C10", "size(window_dilations) = rank(inputs[0])", reduce_window_c10},
            {"C11", "0 < window_dilations", reduce_window_c11},
            {"C12", "shape(padding) = [rank(inputs[0]), 2]", reduce_window_c12},
            {"C13", kReducerText, reduce_window_c13},
            {"C14", "same(shape(results...))", reduce_window_c14},
            {"C15",
             "shape(results[0]) = num_windows where dilated_input_shape = shape(inputs[0]) = 0 ? "
             "0 : (shape(inputs[0]) - 1) * base_dilations + 1, padded_input_shape = padding[:, "
             "0] + dilated_input_shape + padding[:, 1], dilated_window_shape = "
             "(window_dimensions - 1) * window_dilations + 1, is_empty_window = "
             "padded_input_shape = 0 || dilated_window_shape > padded_input_shape, num_windows = "
             "is_empty_window ? 0 : floor((padded_input_shape - dilated_window_shape) / "
             "window_strides) + 1",
             reduce_window_c15},
            {"C16", "element_type(results[i]) = Ei for all i in [0, N)", reduce_window_c16}}};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:dilation", "base or window dilation > 1",
                            CoveragePoint::Kind::kAttributeFeature, hitsDilation});
    def.coverage.push_back(
        {"attr:padding", "non-zero padding", CoveragePoint::Kind::kAttributeFeature, hitsPadding});
    ops.push_back(std::move(def));
  }
  {
    OpDef def{
        .name = "stablehlo.select_and_scatter",
        .family = "reduction",
        .summary = "scatters source into the windows' selected elements of operand",
        .xlaNames = {{"SelectAndScatter"}, {"SelectAndScatterWithGeneralPadding"}},
        .inputs = {operand("operand", cat::kTensorOrPerTensor),
                   operand("source", cat::kTensorOrPerTensor),
                   operand("init_value", cat::kScalarOrPerTensor),
                   attribute("window_dimensions", "window_dimensions",
                             "1-dimensional tensor constant of type si64"),
                   attribute("window_strides", "window_strides",
                             "1-dimensional tensor constant of type si64"),
                   attribute("padding", "padding", "2-dimensional tensor constant of type si64"),
                   region("select"), region("scatter")},
        .outputs = {output("result", cat::kTensorOrPerTensor)},
        .constraints = {
            {"C1", "element_type(operand) = element_type(source)", select_and_scatter_c1},
            {"C2",
             "shape(source) = num_windows where padded_operand_shape = padding[:, 0] + "
             "shape(operand) + padding[:, 1], is_empty_window = padded_operand_shape = 0 || "
             "window_dimensions > padded_operand_shape, num_windows = is_empty_window ? 0 : "
             "floor((padded_operand_shape - window_dimensions) / window_strides) + 1",
             select_and_scatter_c2},
            {"C3", "element_type(init_value) = element_type(operand)", select_and_scatter_c3},
            {"C4", "size(window_dimensions) = rank(operand)", select_and_scatter_c4},
            {"C5", "0 < window_dimensions", select_and_scatter_c5},
            {"C6", "size(window_strides) = rank(operand)", select_and_scatter_c6},
            {"C7", "0 < window_strides", select_and_scatter_c7},
            {"C8", "shape(padding) = [rank(operand), 2]", select_and_scatter_c8},
            {"C9",
             "select has type (tensor<E>, tensor<E>) -> tensor<i1> where E = "
             "element_type(operand)",
             select_and_scatter_c9},
            {"C10",
             "scatter has type (tensor<E>, tensor<E>) -> tensor<E> where "
             "is_promotable(element_type(operand), E)",
             select_and_scatter_c10},
            {"C11", "shape(operand) = shape(result)", select_and_scatter_c11},
            {"C12", "element_type(result) = E", select_and_scatter_c12}}};
    addDefaultCoverage(def);
    def.coverage.push_back(
        {"attr:padding", "non-zero padding", CoveragePoint::Kind::kAttributeFeature, hitsPadding});
    ops.push_back(std::move(def));
  }
}

}  // namespace hlo_cts::ops
