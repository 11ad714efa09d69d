// Linear algebra: convolution and dynamic_conv.
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// --- convolution / dynamic_conv --------------------------------------------------------------

std::optional<int64_t> convRank(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l != *r) return std::nullopt;
  return *l;
}

// A window list of size N - 2 (absent holds).
Violation spatialSize(const OpView& v, std::string_view name) {
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

Violation convolution_c1(const OpView& v) {
  auto l = rankOf(v, "lhs"), r = rankOf(v, "rhs");
  if (!l || !r || *l == *r) return std::nullopt;
  return fmt::format("rank(lhs) = {} but rank(rhs) = {}", *l, *r);
}

Violation convolution_c2(const OpView& v) {
  return spatialSize(v, "window_strides");
}

Violation convolution_c3(const OpView& v) {
  return allPositive(v, "window_strides");
}

Violation convolution_c4(const OpView& v) {
  auto n = convRank(v);
  auto shape = paddingShapeOf(v);
  if (!n || !shape) return std::nullopt;
  std::vector<int64_t> expected{*n - 2, 2};
  if (shapesCompatible(*shape, expected)) return std::nullopt;
  return fmt::format("shape(padding) = {} but expected {}", listStr(*shape), listStr(expected));
}

Violation convolution_c5(const OpView& v) {
  return spatialSize(v, "lhs_dilation");
}

Violation convolution_c6(const OpView& v) {
  return allPositive(v, "lhs_dilation");
}

Violation convolution_c7(const OpView& v) {
  return spatialSize(v, "rhs_dilation");
}

Violation convolution_c8(const OpView& v) {
  return allPositive(v, "rhs_dilation");
}

Violation convolution_c9(const OpView& v) {
  return spatialSize(v, "window_reversal");
}

// dim(x, attr) % group = 0, when attr is a valid dimension and group > 0.
Violation divisibleBy(const OpView& v, std::string_view x, std::string_view attr,
                      std::string_view group) {
  auto d = v.integer(attr);
  auto g = v.integer(group);
  auto rank = rankOf(v, x);
  if (!d || !g || !rank || *g <= 0 || *d < 0 || *d >= *rank) return std::nullopt;
  int64_t size = v.type(x).shape()[*d];
  if (size < 0 || size % *g == 0) return std::nullopt;
  return fmt::format("dim({}, {}) = {} is not divisible by {} = {}", x, attr, size, group, *g);
}

Violation convolution_c10(const OpView& v) {
  return divisibleBy(v, "lhs", "input_batch_dimension", "batch_group_count");
}

Violation convolution_c11(const OpView& v) {
  return divisibleBy(v, "lhs", "input_feature_dimension", "feature_group_count");
}

Violation convolution_c12(const OpView& v) {
  return spatialSize(v, "input_spatial_dimensions");
}

// is_unique(dims) and 0 <= dims < N for a dimension layout.
Violation layoutValid(const OpView& v, std::string_view what, const std::vector<int64_t>& dims) {
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

Violation convolution_c13(const OpView& v) {
  auto dims = inputLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "input_dimensions", *dims);
}

Violation convolution_c14(const OpView& v) {
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

Violation convolution_c15(const OpView& v) {
  return divisibleBy(v, "rhs", "kernel_output_feature_dimension", "batch_group_count");
}

Violation convolution_c16(const OpView& v) {
  return divisibleBy(v, "rhs", "kernel_output_feature_dimension", "feature_group_count");
}

Violation convolution_c17(const OpView& v) {
  return spatialSize(v, "kernel_spatial_dimensions");
}

Violation convolution_c18(const OpView& v) {
  auto dims = kernelLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "kernel_dimensions", *dims);
}

Violation convolution_c19(const OpView& v) {
  return spatialSize(v, "output_spatial_dimensions");
}

Violation convolution_c20(const OpView& v) {
  auto dims = outputLayout(v);
  if (!dims) return std::nullopt;
  return layoutValid(v, "output_dimensions", *dims);
}

Violation positiveInteger(const OpView& v, std::string_view name) {
  auto x = v.integer(name);
  if (!x || *x > 0) return std::nullopt;
  return fmt::format("{} = {} is not > 0", name, *x);
}

Violation convolution_c21(const OpView& v) {
  return positiveInteger(v, "feature_group_count");
}

Violation convolution_c22(const OpView& v) {
  return positiveInteger(v, "batch_group_count");
}

Violation convolution_c23(const OpView& v) {
  auto f = v.integer("feature_group_count"), b = v.integer("batch_group_count");
  if (!f || !b || *f == 1 || *b == 1) return std::nullopt;
  return fmt::format("feature_group_count = {} and batch_group_count = {}: one must be 1", *f, *b);
}

Violation convolution_c24(const OpView& v) {
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

Violation convolution_c25(const OpView& v) {
  auto expected = convResultShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || result.rank() != static_cast<int64_t>(expected->size()) ||
      shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but the convolution gives {}", typeStr(result),
                     listStr(*expected));
}

Violation convolution_c26(const OpView& v) {
  auto n = convRank(v);
  auto r = rankOf(v, "result");
  if (!n || !r || *n == *r) return std::nullopt;
  return fmt::format("rank(result) = {} but N = {}", *r, *n);
}

// The seed spec also equates element_type(result); the current spec (and
// its tests: i8 x i8 -> i32) lets the result type differ.
Violation convolution_c27(const OpView& v) {
  if (anyQuantized(v, {"lhs", "rhs", "result"})) return std::nullopt;
  return sameElementTypes(v, {"lhs", "rhs"});
}

Violation convolution_c31(const OpView& v) {
  if (!isPerTensorQuantized(v.type("rhs")) || !isQuantized(v.type("result")) ||
      isPerTensorQuantized(v.type("result")))
    return std::nullopt;
  return fmt::format("rhs is per-tensor quantized but result {} is not", typeStr(v.type("result")));
}

Violation convolution_c32(const OpView& v) {
  const Type& rhs = v.type("rhs");
  auto k = v.integer("kernel_output_feature_dimension");
  if (!isPerAxisQuantized(rhs) || !k || rhs.quantized()->quantizedDimension == *k)
    return std::nullopt;
  return fmt::format("quantization_dimension(rhs) = {} but kernel_output_feature_dimension = {}",
                     rhs.quantized()->quantizedDimension, *k);
}

Violation convolution_c33(const OpView& v) {
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
    in.push_back(constantOperand(
        "padding",
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

}  // namespace

void addConvolutionOps(std::vector<OpDef>& ops) {
  ops.push_back(convDef(false));
  ops.push_back(convDef(true));
}

}  // namespace hlo_cts::ops
