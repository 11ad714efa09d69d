// Data movement: broadcast_in_dim, broadcast, concatenate, pad, reshape,
// transpose, reverse, iota, get/set_dimension_size and the dynamic_*
// variants of broadcast_in_dim, reshape, pad and iota.
#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// element_type(result) = element_type(operand), except that for a per-axis
// quantized operand the quantization_dimension may differ, and with
// `paramsMayDiffer` also scales and zero_points (broadcast_in_dim).
Violation elementTypeUpToAxis(const OpView& v, bool paramsMayDiffer) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!isPerAxisQuantized(operand)) return sameElementTypes(v, {"operand", "result"});
  const QuantizedType& a = *operand.quantized();
  const QuantizedType* b = result.quantized();
  bool same = b && b->perAxis() && a.storageType == b->storageType &&
              a.storageMin == b->storageMin && a.storageMax == b->storageMax &&
              a.expressedType == b->expressedType;
  if (same && !paramsMayDiffer) same = a.scales == b->scales && a.zeroPoints == b->zeroPoints;
  if (same) return std::nullopt;
  return fmt::format(
      "element_type(result) = {} does not match the per-axis element_type(operand) = {}",
      elementTypeStr(result), elementTypeStr(operand));
}

int64_t product(const std::vector<int64_t>& dims, size_t begin, size_t end) {
  int64_t p = 1;
  for (size_t i = begin; i < end; ++i) p *= dims[i];
  return p;
}

// --- broadcast_in_dim (shared with dynamic_broadcast_in_dim) ---------------------

Violation broadcast_in_dim_c1(const OpView& v) {
  return elementTypeUpToAxis(v, /*paramsMayDiffer=*/true);
}

Violation broadcast_in_dim_c2(const OpView& v) {
  return sizeIsRank(v, "broadcast_dimensions", "operand");
}

Violation broadcast_in_dim_c3(const OpView& v) {
  return dimsInRange(v, "broadcast_dimensions", "result");
}

Violation broadcast_in_dim_c4(const OpView& v) {
  return dimsUnique(v, "broadcast_dimensions");
}

// (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, broadcast_dimensions[d]).
Violation broadcast_in_dim_c5(const OpView& v) {
  auto dims = validDims(v, "broadcast_dimensions", "result");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!dims || operand.unranked() || static_cast<int64_t>(dims->size()) != operand.rank())
    return std::nullopt;
  for (size_t d = 0; d < dims->size(); ++d) {
    int64_t in = operand.shape()[d], out = result.shape()[(*dims)[d]];
    if (in == 1 || dimsCompatible(in, out)) continue;
    return fmt::format("dim(operand, {}) = {} is neither 1 nor dim(result, {}) = {}", d, in,
                       (*dims)[d], dimStr(out));
  }
  return std::nullopt;
}

// (C6) per-axis result: quantization_dimension(result) =
// broadcast_dimensions[quantization_dimension(operand)], and a size-1
// quantized operand dimension repeats its scale and zero point.
Violation broadcast_in_dim_c6(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  auto dims = validDims(v, "broadcast_dimensions", "result");
  if (!isPerAxisQuantized(result) || !isPerAxisQuantized(operand) || !dims) return std::nullopt;
  const QuantizedType& qo = *operand.quantized();
  const QuantizedType& qr = *result.quantized();
  if (qo.quantizedDimension >= static_cast<int64_t>(dims->size())) return std::nullopt;
  int64_t expected = (*dims)[qo.quantizedDimension];
  if (qr.quantizedDimension != expected)
    return fmt::format("quantization_dimension(result) = {} but broadcast_dimensions[{}] = {}",
                       qr.quantizedDimension, qo.quantizedDimension, expected);
  if (operand.shape()[qo.quantizedDimension] == 1 && !qo.scales.empty())
    for (size_t i = 0; i < qr.scales.size(); ++i)
      if (qr.scales[i] != qo.scales[0] || qr.zeroPoints[i] != qo.zeroPoints[0])
        return fmt::format(
            "dim(operand, {}) = 1 so scales/zero_points of the result must all "
            "repeat the operand's ({}:{}), but entry {} is {}:{}",
            qo.quantizedDimension, qo.scales[0], qo.zeroPoints[0], i, qr.scales[i],
            qr.zeroPoints[i]);
  return std::nullopt;
}

bool hitsExpandingDim(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  auto dims = v.integers("broadcast_dimensions");
  if (!dims || operand.unranked() || operand.rank() != static_cast<int64_t>(dims->size()))
    return false;
  for (size_t d = 0; d < dims->size(); ++d)
    if (operand.shape()[d] == 1 && (*dims)[d] < result.rank() && result.shape()[(*dims)[d]] != 1)
      return true;
  return false;
}

// --- dynamic_broadcast_in_dim ---------------------------------------------------------

Violation dynamic_broadcast_in_dim_c7(const OpView& v) {
  return sizeIsRank(v, "output_dimensions", "result");
}

Violation dynamic_broadcast_in_dim_c8(const OpView& v) {
  auto expanding = v.integers("known_expanding_dimensions");
  auto nonexpanding = v.integers("known_nonexpanding_dimensions");
  if (!expanding || !nonexpanding) return std::nullopt;
  auto all = concat(*expanding, *nonexpanding);
  if (isUnique(all)) return std::nullopt;
  return fmt::format(
      "known_expanding_dimensions + known_nonexpanding_dimensions = {} has duplicates",
      listStr(all));
}

Violation dynamic_broadcast_in_dim_c9(const OpView& v) {
  return dimsInRange(v, "known_expanding_dimensions", "operand");
}

Violation dynamic_broadcast_in_dim_c10(const OpView& v) {
  return dimsInRange(v, "known_nonexpanding_dimensions", "operand");
}

// --- broadcast (MLIR's legacy form) -----------------------------------------------------

Violation broadcast_c1(const OpView& v) {
  return sameElementTypes(v, {"operand", "result"});
}

Violation broadcast_c2(const OpView& v) {
  auto sizes = v.integers("broadcast_sizes");
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!sizes) return std::nullopt;
  if (auto i = firstNegative(*sizes))
    return fmt::format("broadcast_sizes[{}] = {} is negative, so no result shape has it", *i,
                       (*sizes)[*i]);
  if (operand.unranked() || result.unranked()) return std::nullopt;
  auto expected = concat(*sizes, operand.shape());
  if (shapesCompatible(expected, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but broadcast_sizes + shape(operand) = {}",
                     typeStr(result), listStr(expected));
}

// --- concatenate ---------------------------------------------------------------------------

Violation concatenate_c1(const OpView& v) {
  return allSameElementType(v, "inputs");
}

// (C2) same(shape(inputs...)) except for dim(inputs..., dimension).
Violation concatenate_c2(const OpView& v) {
  auto dimension = v.integer("dimension");
  std::vector<Type> inputs = v.types("inputs");
  if (!dimension || inputs.empty()) return std::nullopt;
  for (size_t i = 1; i < inputs.size(); ++i) {
    if (inputs[i].rank() != inputs[0].rank())
      return fmt::format("rank(inputs[{}]) = {} but rank(inputs[0]) = {}", i, inputs[i].rank(),
                         inputs[0].rank());
    for (int64_t d = 0; d < inputs[0].rank(); ++d)
      if (d != *dimension && !dimsCompatible(inputs[i].shape()[d], inputs[0].shape()[d]))
        return fmt::format("dim(inputs[{}], {}) = {} but dim(inputs[0], {}) = {}", i, d,
                           inputs[i].shape()[d], d, inputs[0].shape()[d]);
  }
  return std::nullopt;
}

Violation concatenate_c3(const OpView& v) {
  if (v.operands("inputs").empty()) return "size(inputs) = 0";
  return std::nullopt;
}

Violation concatenate_c4(const OpView& v) {
  auto dimension = v.integer("dimension");
  auto inputs = v.operands("inputs");
  if (!dimension || inputs.empty()) return std::nullopt;
  int64_t rank = inputs[0]->type.rank();
  if (*dimension < 0 || *dimension >= rank)
    return fmt::format("dimension = {} is outside [0, rank(inputs[0]) = {})", *dimension, rank);
  return std::nullopt;
}

Violation concatenate_c5(const OpView& v) {
  auto inputs = v.operands("inputs");
  if (inputs.empty()) return std::nullopt;
  const Type& result = v.type("result");
  if (sameElementType(inputs[0]->type, result)) return std::nullopt;
  return fmt::format("element_type(result) = {} but element_type(inputs[0]) = {}",
                     elementTypeStr(result), elementTypeStr(inputs[0]->type));
}

// Σ dim(inputs..., dimension): `?` when one is, nullopt when the sum does
// not fit in i64 (no dimension has it). Ranks are checked by the caller.
std::optional<int64_t> concatenatedSize(const std::vector<Type>& inputs, int64_t dimension) {
  int64_t sum = 0;
  for (const Type& t : inputs) {
    const int64_t d = t.shape()[dimension];
    if (sum < 0 || d < 0)
      sum = kDynamic;
    else if (__builtin_add_overflow(sum, d, &sum))
      return std::nullopt;
  }
  return sum;
}

// (C6) shape(result) = shape(inputs[0]) except dim(result, dimension) =
// dim(inputs[0], dimension) + ...
Violation concatenate_c6(const OpView& v) {
  auto dimension = v.integer("dimension");
  std::vector<Type> inputs = v.types("inputs");
  const Type& result = v.type("result");
  if (!dimension || inputs.empty() || *dimension < 0 || *dimension >= inputs[0].rank())
    return std::nullopt;
  for (const Type& t : inputs)
    if (t.rank() != inputs[0].rank()) return std::nullopt;
  const std::optional<int64_t> sum = concatenatedSize(inputs, *dimension);
  if (!sum)
    return fmt::format("the inputs' sizes along dimension {} sum past i64, so no result has it",
                       *dimension);
  std::vector<int64_t> expected = inputs[0].shape();
  expected[*dimension] = *sum;
  if (shapesCompatible(expected, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but the inputs concatenate to shape {}", typeStr(result),
                     listStr(expected));
}

Result<std::vector<Type>> concatenate_infer(const OpView& v) {
  auto dimension = v.integer("dimension");
  std::vector<Type> inputs = v.types("inputs");
  if (!dimension || inputs.empty()) return makeError("concatenate: no inputs or dimension");
  std::vector<int64_t> shape = inputs[0].shape();
  if (*dimension < 0 || *dimension >= static_cast<int64_t>(shape.size()))
    return makeError("concatenate: dimension out of range");
  for (const Type& t : inputs)
    if (t.rank() != static_cast<int64_t>(shape.size()))
      return makeError("concatenate: inputs of different ranks");
  const std::optional<int64_t> sum = concatenatedSize(inputs, *dimension);
  if (!sum) return makeError("concatenate: the result's size does not fit in i64");
  shape[*dimension] = *sum;
  return std::vector<Type>{inputs[0].withShape(shape)};
}

// --- pad (shared with dynamic_pad) -----------------------------------------------------------

Violation pad_c1(const OpView& v) {
  return sameElementTypes(v, {"operand", "padding_value", "result"});
}

Violation pad_c2(const OpView& v) {
  auto rank = rankOf(v, "operand");
  if (!rank) return std::nullopt;
  for (std::string_view name : {"edge_padding_low", "edge_padding_high", "interior_padding"}) {
    auto size = v.listSize(name);
    if (size && *size != *rank)
      return fmt::format("size({}) = {} but rank(operand) = {}", name, *size, *rank);
  }
  return std::nullopt;
}

Violation pad_c3(const OpView& v) {
  auto interior = v.integers("interior_padding");
  if (!interior) return std::nullopt;
  for (int64_t x : *interior)
    if (x < 0) return fmt::format("interior_padding = {} has negative {}", listStr(*interior), x);
  return std::nullopt;
}

// The result shape C4 gives; `overflowDim` names the first dimension whose
// size does not fit in i64 (the padding attributes are arbitrary i64s), and
// `negativeDim` the first whose size is negative (negative edge padding that
// crops more than the dimension holds). A dimension padded from a `?` is `?`.
struct PaddedShape {
  std::vector<int64_t> shape;
  std::optional<size_t> overflowDim;
  std::optional<size_t> negativeDim;
};

std::optional<PaddedShape> paddedShape(const OpView& v) {
  auto low = v.integers("edge_padding_low");
  auto high = v.integers("edge_padding_high");
  auto interior = v.integers("interior_padding");
  const Type& operand = v.type("operand");
  if (!low || !high || !interior || operand.unranked()) return std::nullopt;
  size_t rank = operand.shape().size();
  if (low->size() != rank || high->size() != rank || interior->size() != rank) return std::nullopt;
  PaddedShape out;
  for (size_t d = 0; d < rank; ++d) {
    int64_t in = operand.shape()[d];
    if (in < 0) {
      out.shape.push_back(kDynamic);
      continue;
    }
    int64_t size = 0;
    bool overflow = __builtin_mul_overflow(std::max<int64_t>(in - 1, 0), (*interior)[d], &size) ||
                    __builtin_add_overflow(size, in, &size) ||
                    __builtin_add_overflow(size, (*low)[d], &size) ||
                    __builtin_add_overflow(size, (*high)[d], &size);
    if (overflow && !out.overflowDim) out.overflowDim = d;
    if (!overflow && size < 0 && !out.negativeDim) out.negativeDim = d;
    out.shape.push_back(size);
  }
  return out;
}

// (C4) shape(result) = shape(operand) + edge_padding_low +
// max(shape(operand) - 1, 0) * interior_padding + edge_padding_high.
Violation pad_c4(const OpView& v) {
  auto expected = paddedShape(v);
  const Type& result = v.type("result");
  if (!expected) return std::nullopt;
  if (expected->overflowDim)
    return fmt::format("the padded size of dimension {} does not fit in i64",
                       *expected->overflowDim);
  // A negative padded size is no size, not a `?` that any result dimension matches.
  if (expected->negativeDim)
    return fmt::format("the padded size of dimension {} is {}, so no result shape has it",
                       *expected->negativeDim, expected->shape[*expected->negativeDim]);
  if (result.unranked()) return std::nullopt;
  if (shapesCompatible(expected->shape, result.shape())) return std::nullopt;
  return fmt::format("shape(result) = {} but the padding gives {}", typeStr(result),
                     listStr(expected->shape));
}

Result<std::vector<Type>> pad_infer(const OpView& v) {
  auto shape = paddedShape(v);
  if (!shape) return makeError("pad: padding attributes unavailable");
  if (shape->overflowDim) return makeError("pad: the padded shape does not fit in i64");
  if (shape->negativeDim) return makeError("pad: the padding makes a dimension negative");
  return std::vector<Type>{v.type("operand").withShape(shape->shape)};
}

bool hitsNegativePadding(const OpView& v) {
  for (std::string_view name : {"edge_padding_low", "edge_padding_high"}) {
    auto values = v.integers(name);
    if (values)
      for (int64_t x : *values)
        if (x < 0) return true;
  }
  return false;
}

bool hitsInteriorPadding(const OpView& v) {
  auto values = v.integers("interior_padding");
  if (values)
    for (int64_t x : *values)
      if (x > 0) return true;
  return false;
}

// --- reshape (shared with dynamic_reshape) ---------------------------------------------------

Violation reshape_c1(const OpView& v) {
  return elementTypeUpToAxis(v, /*paramsMayDiffer=*/false);
}

Violation reshape_c2(const OpView& v) {
  int64_t a = v.type("operand").numElements(), b = v.type("result").numElements();
  if (a < 0 || b < 0 || a == b) return std::nullopt;
  return fmt::format("size(operand) = {} but size(result) = {}", a, b);
}

// (C3) per-axis operand: the products of the dims before and after the
// quantization dimension, and its size, are preserved.
Violation reshape_c3(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  if (!isPerAxisQuantized(operand) || !isPerAxisQuantized(result) || !operand.hasStaticShape() ||
      !result.hasStaticShape())
    return std::nullopt;
  size_t qo = operand.quantized()->quantizedDimension;
  size_t qr = result.quantized()->quantizedDimension;
  if (qo >= operand.shape().size() || qr >= result.shape().size()) return std::nullopt;
  const auto& so = operand.shape();
  const auto& sr = result.shape();
  if (product(so, 0, qo) != product(sr, 0, qr))
    return fmt::format(
        "the dims before the quantization dimension multiply to {} in the operand "
        "but {} in the result",
        product(so, 0, qo), product(sr, 0, qr));
  if (so[qo] != sr[qr])
    return fmt::format("dim(operand, {}) = {} but dim(result, {}) = {}", qo, so[qo], qr, sr[qr]);
  if (product(so, qo + 1, so.size()) != product(sr, qr + 1, sr.size()))
    return fmt::format(
        "the dims after the quantization dimension multiply to {} in the operand "
        "but {} in the result",
        product(so, qo + 1, so.size()), product(sr, qr + 1, sr.size()));
  return std::nullopt;
}

Violation dynamic_reshape_c4(const OpView& v) {
  return sizeIsRank(v, "output_shape", "result");
}

// --- transpose -------------------------------------------------------------------------------

Violation transpose_c1(const OpView& v) {
  return elementTypeUpToAxis(v, /*paramsMayDiffer=*/false);
}

// (C2) permutation is a permutation of range(rank(operand)).
Violation transpose_c2(const OpView& v) {
  auto perm = v.integers("permutation");
  auto rank = rankOf(v, "operand");
  if (!perm || !rank) return std::nullopt;
  std::vector<int64_t> sorted = *perm;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int64_t> range(*rank);
  std::iota(range.begin(), range.end(), 0);
  if (sorted == range) return std::nullopt;
  return fmt::format("permutation = {} is not a permutation of range(rank(operand) = {})",
                     listStr(*perm), *rank);
}

std::optional<std::vector<int64_t>> permutedShape(const OpView& v) {
  auto perm = validDims(v, "permutation", "operand");
  const Type& operand = v.type("operand");
  if (!perm || static_cast<int64_t>(perm->size()) != operand.rank()) return std::nullopt;
  std::vector<int64_t> shape;
  for (int64_t p : *perm) shape.push_back(operand.shape()[p]);
  return shape;
}

// (C3) shape(result) = dim(operand, permutation...).
Violation transpose_c3(const OpView& v) {
  auto expected = permutedShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but dim(operand, permutation...) = {}", typeStr(result),
                     listStr(*expected));
}

// (C4) per-axis result: quantization_dimension(operand) =
// permutation(quantization_dimension(result)).
Violation transpose_c4(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  auto perm = validDims(v, "permutation", "operand");
  if (!isPerAxisQuantized(result) || !isPerAxisQuantized(operand) || !perm) return std::nullopt;
  int64_t qr = result.quantized()->quantizedDimension;
  int64_t qo = operand.quantized()->quantizedDimension;
  if (qr < 0 || qr >= static_cast<int64_t>(perm->size())) return std::nullopt;
  if ((*perm)[qr] == qo) return std::nullopt;
  return fmt::format("quantization_dimension(operand) = {} but permutation[{}] = {}", qo, qr,
                     (*perm)[qr]);
}

// The permuted shape; a per-axis quantization dimension moves with its
// dimension (C4).
Result<std::vector<Type>> transpose_infer(const OpView& v) {
  auto shape = permutedShape(v);
  if (!shape) return makeError("transpose: invalid permutation");
  const Type& operand = v.type("operand");
  if (isPerAxisQuantized(operand)) {
    QuantizedType q = *operand.quantized();
    auto perm = *v.integers("permutation");
    for (size_t i = 0; i < perm.size(); ++i)
      if (perm[i] == q.quantizedDimension) {
        q.quantizedDimension = static_cast<int64_t>(i);
        break;
      }
    return std::vector<Type>{Type::quantizedTensor(*shape, q)};
  }
  return std::vector<Type>{operand.withShape(*shape)};
}

// --- reverse ---------------------------------------------------------------------------------

Violation reverse_c1(const OpView& v) {
  return sameTypes(v, {"operand", "result"});
}

Violation reverse_c2(const OpView& v) {
  return dimsUnique(v, "dimensions");
}

Violation reverse_c3(const OpView& v) {
  return dimsInRange(v, "dimensions", "result");
}

// --- iota / dynamic_iota ------------------------------------------------------------------------

Violation iota_c1(const OpView& v) {
  return dimInRange(v, "iota_dimension", "output");
}

Violation dynamic_iota_c1(const OpView& v) {
  auto d = v.integer("iota_dimension");
  auto size = v.listSize("output_shape");
  if (!d || !size || (*d >= 0 && *d < *size)) return std::nullopt;
  return fmt::format("iota_dimension = {} is outside [0, size(output_shape) = {})", *d, *size);
}

Violation dynamic_iota_c2(const OpView& v) {
  return sizeIsRank(v, "output_shape", "result");
}

// --- get_dimension_size / set_dimension_size
// ------------------------------------------------------

Violation get_dimension_size_c1(const OpView& v) {
  return dimInRange(v, "dimension", "operand");
}

Violation set_dimension_size_c1(const OpView& v) {
  return dimInRange(v, "dimension", "operand");
}

// (C2) type(result) = type(operand) except dim(result, dimension), which
// becomes dynamic (bounded by the operand's size) or the new static size.
Violation set_dimension_size_c2(const OpView& v) {
  const Type& operand = v.type("operand");
  const Type& result = v.type("result");
  auto d = v.integer("dimension");
  if (!d || operand.unranked() || result.unranked()) return std::nullopt;
  if (!sameElementType(operand, result) || operand.rank() != result.rank())
    return fmt::format("type(result) = {} must be type(operand) = {} up to dimension {}",
                       typeStr(result), typeStr(operand), *d);
  for (int64_t i = 0; i < operand.rank(); ++i)
    if (i != *d && !dimsCompatible(operand.shape()[i], result.shape()[i]))
      return fmt::format("dim(result, {}) = {} but dim(operand, {}) = {}", i,
                         dimStr(result.shape()[i]), i, dimStr(operand.shape()[i]));
  return std::nullopt;
}

}  // namespace

void addDataMovementOps(std::vector<OpDef>& ops) {
  constexpr std::string_view kBroadcastC1 =
      "element_type(result) = element_type(operand), except that for a per-axis quantized "
      "operand quantization_dimension, scales and zero_points may differ";
  constexpr std::string_view kBroadcastC5 =
      "for all d in axes(operand): dim(operand, d) = 1 or dim(operand, d) = dim(result, "
      "broadcast_dimensions[d])";
  constexpr std::string_view kBroadcastC6 =
      "if is_per_axis_quantized(result): quantization_dimension(result) = "
      "broadcast_dimensions[quantization_dimension(operand)], and if dim(operand, "
      "quantization_dimension(operand)) = 1 then scales(result)[i] = scales(operand)[0] and "
      "zero_points(result)[i] = zero_points(operand)[0] for every i";
  {
    OpDef def{
        .name = "stablehlo.broadcast_in_dim",
        .family = "data_movement",
        .summary = "expands dimensions and/or rank by duplicating data",
        .xlaNames = {{"BroadcastInDim"}},
        .inputs = {operand("operand", cat::kTensorOrQuantized),
                   attribute("broadcast_dimensions", "broadcast_dimensions",
                             "1-dimensional tensor constant of type si64")},
        .outputs = {output("result", cat::kTensorOrQuantized)},
        .constraints = {{"C1", kBroadcastC1, broadcast_in_dim_c1},
                        {"C2", "size(broadcast_dimensions) = rank(operand)", broadcast_in_dim_c2},
                        {"C3", "0 <= broadcast_dimensions < rank(result)", broadcast_in_dim_c3},
                        {"C4", "is_unique(broadcast_dimensions)", broadcast_in_dim_c4},
                        {"C5", kBroadcastC5, broadcast_in_dim_c5},
                        {"C6", kBroadcastC6, broadcast_in_dim_c6}}};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:expanding_dim", "a size-1 operand dimension expands",
                            CoveragePoint::Kind::kAttributeFeature, hitsExpandingDim});
    ops.push_back(std::move(def));
  }
  ops.push_back(OpDef{
      .name = "stablehlo.dynamic_broadcast_in_dim",
      .origin = Origin::kCurrentSpec,
      .family = "data_movement",
      .summary = "broadcast_in_dim to a shape given as a tensor",
      .inputs = {operand("operand", cat::kTensorOrQuantized),
                 constantOperand("output_dimensions", cat::kInt1D),
                 attribute("broadcast_dimensions", "broadcast_dimensions",
                           "1-dimensional tensor constant of type si64"),
                 attribute("known_expanding_dimensions", "known_expanding_dimensions",
                           "1-dimensional tensor constant of type si64", "[]"),
                 attribute("known_nonexpanding_dimensions", "known_nonexpanding_dimensions",
                           "1-dimensional tensor constant of type si64", "[]")},
      .outputs = {output("result", cat::kTensorOrQuantized)},
      .constraints = {
          {"C1", kBroadcastC1, broadcast_in_dim_c1, Origin::kCurrentSpec},
          {"C2", "size(broadcast_dimensions) = rank(operand)", broadcast_in_dim_c2,
           Origin::kCurrentSpec},
          {"C3", "0 <= broadcast_dimensions < rank(result)", broadcast_in_dim_c3,
           Origin::kCurrentSpec},
          {"C4", "is_unique(broadcast_dimensions)", broadcast_in_dim_c4, Origin::kCurrentSpec},
          {"C5", kBroadcastC5, broadcast_in_dim_c5, Origin::kCurrentSpec},
          {"C6", kBroadcastC6, broadcast_in_dim_c6, Origin::kCurrentSpec},
          {"C7", "size(output_dimensions) = rank(result)", dynamic_broadcast_in_dim_c7,
           Origin::kCurrentSpec},
          {"C8", "is_unique(known_expanding_dimensions + known_nonexpanding_dimensions)",
           dynamic_broadcast_in_dim_c8, Origin::kCurrentSpec},
          {"C9", "0 <= known_expanding_dimensions < rank(operand)", dynamic_broadcast_in_dim_c9,
           Origin::kCurrentSpec},
          {"C10", "0 <= known_nonexpanding_dimensions < rank(operand)",
           dynamic_broadcast_in_dim_c10, Origin::kCurrentSpec}}});
  ops.push_back(
      OpDef{.name = "stablehlo.broadcast",
            .origin = Origin::kMlir,
            .family = "data_movement",
            .summary = "prepends broadcast_sizes dimensions (legacy; broadcast_in_dim subsumes it)",
            .xlaNames = {{"Broadcast"}},
            .inputs = {operand("operand", cat::kTensorOrPerTensor),
                       attribute("broadcast_sizes", "broadcast_sizes",
                                 "1-dimensional tensor constant of type si64")},
            .outputs = {output("result", cat::kTensorOrPerTensor)},
            .constraints = {
                {"C1", "element_type(result) = element_type(operand)", broadcast_c1, Origin::kMlir},
                {"C2", "shape(result) = broadcast_sizes + shape(operand)", broadcast_c2,
                 Origin::kMlir}}});

  ops.push_back(OpDef{
      .name = "stablehlo.concatenate",
      .family = "data_movement",
      .summary = "concatenates inputs along dimension",
      .xlaNames = {{"ConcatInDim"}, {"Concatenate"}},
      .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                 attribute("dimension", "dimension", "constant of type si64")},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {{"C1", "same(element_type(inputs...))", concatenate_c1},
                      {"C2", "same(shape(inputs...)) except for dim(inputs..., dimension)",
                       concatenate_c2},
                      {"C3", "0 < size(inputs)", concatenate_c3},
                      {"C4", "0 <= dimension < rank(inputs[0])", concatenate_c4},
                      {"C5", "element_type(result) = element_type(inputs[0])", concatenate_c5},
                      {"C6",
                       "shape(result) = shape(inputs[0]) except for dim(result, dimension) = "
                       "dim(inputs[0], dimension) + ...",
                       concatenate_c6}},
      .infer = concatenate_infer});

  constexpr std::string_view kPadC1 =
      "element_type(operand) = element_type(padding_value) = element_type(result)";
  constexpr std::string_view kPadC2 =
      "size(edge_padding_low) = size(edge_padding_high) = size(interior_padding) = rank(operand)";
  constexpr std::string_view kPadC4 =
      "shape(result) = shape(operand) + edge_padding_low + max(shape(operand) - 1, 0) * "
      "interior_padding + edge_padding_high";
  {
    OpDef def{.name = "stablehlo.pad",
              .family = "data_movement",
              .summary = "pads edges and between elements",
              .xlaNames = {{"Pad"}},
              .inputs = {operand("operand", cat::kTensorOrPerTensor),
                         operand("padding_value", cat::kScalarOrPerTensor),
                         attribute("edge_padding_low", "edge_padding_low",
                                   "1-dimensional tensor constant of type si64"),
                         attribute("edge_padding_high", "edge_padding_high",
                                   "1-dimensional tensor constant of type si64"),
                         attribute("interior_padding", "interior_padding",
                                   "1-dimensional tensor constant of type si64")},
              .outputs = {output("result", cat::kTensorOrPerTensor)},
              .constraints = {{"C1", kPadC1, pad_c1},
                              {"C2", kPadC2, pad_c2},
                              {"C3", "0 <= interior_padding", pad_c3},
                              {"C4", kPadC4, pad_c4}},
              .infer = pad_infer};
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:negative_padding", "negative edge padding (cropping)",
                            CoveragePoint::Kind::kAttributeFeature, hitsNegativePadding});
    def.coverage.push_back({"attr:interior_padding", "interior padding > 0",
                            CoveragePoint::Kind::kAttributeFeature, hitsInteriorPadding});
    ops.push_back(std::move(def));
  }
  ops.push_back(
      OpDef{.name = "stablehlo.dynamic_pad",
            .origin = Origin::kCurrentSpec,
            .family = "data_movement",
            .summary = "pad with the paddings given as tensors",
            .inputs = {operand("operand", cat::kTensorOrPerTensor),
                       operand("padding_value", cat::kScalarOrPerTensor),
                       constantOperand("edge_padding_low", cat::kInt1D),
                       constantOperand("edge_padding_high", cat::kInt1D),
                       constantOperand("interior_padding", cat::kInt1D)},
            .outputs = {output("result", cat::kTensorOrPerTensor)},
            .constraints = {{"C1", kPadC1, pad_c1, Origin::kCurrentSpec},
                            {"C2", kPadC2, pad_c2, Origin::kCurrentSpec},
                            {"C3", "0 <= interior_padding", pad_c3, Origin::kCurrentSpec, true},
                            {"C4", kPadC4, pad_c4, Origin::kCurrentSpec, true}}});

  constexpr std::string_view kReshapeC1 =
      "element_type(result) = element_type(operand), except that for a per-axis quantized "
      "operand quantization_dimension may differ";
  constexpr std::string_view kReshapeC3 =
      "if is_per_axis_quantized(operand): the product of the dims before the quantization "
      "dimension, the size of the quantization dimension and the product of the dims after it "
      "are the same in operand and result";
  ops.push_back(
      OpDef{.name = "stablehlo.reshape",
            .family = "data_movement",
            .summary = "reshapes, keeping row-major element order",
            .xlaNames = {{"Reshape"}, {"Collapse", "reshape merging adjacent dimensions"}},
            .inputs = {operand("operand", cat::kTensorOrQuantized)},
            .outputs = {output("result", cat::kTensorOrQuantized)},
            .constraints = {{"C1", kReshapeC1, reshape_c1},
                            {"C2", "size(operand) = size(result)", reshape_c2},
                            {"C3", kReshapeC3, reshape_c3}}});
  ops.push_back(OpDef{
      .name = "stablehlo.dynamic_reshape",
      .origin = Origin::kCurrentSpec,
      .family = "data_movement",
      .summary = "reshape to a shape given as a tensor",
      .inputs = {operand("operand", cat::kTensorOrQuantized),
                 constantOperand("output_shape", cat::kInt1D)},
      .outputs = {output("result", cat::kTensorOrQuantized)},
      .constraints = {
          {"C1", kReshapeC1, reshape_c1, Origin::kCurrentSpec},
          {"C2", "size(operand) = size(result)", reshape_c2, Origin::kCurrentSpec},
          {"C3", kReshapeC3, reshape_c3, Origin::kCurrentSpec},
          {"C4", "size(output_shape) = rank(result)", dynamic_reshape_c4, Origin::kCurrentSpec}}});

  ops.push_back(OpDef{
      .name = "stablehlo.transpose",
      .family = "data_movement",
      .summary = "permutes dimensions",
      .xlaNames = {{"Transpose"}},
      .inputs = {operand("operand", cat::kTensorOrQuantized),
                 attribute("permutation", "permutation",
                           "1-dimensional tensor constant of type si64")},
      .outputs = {output("result", cat::kTensorOrQuantized)},
      .constraints = {{"C1", kReshapeC1, transpose_c1},
                      {"C2", "permutation is a permutation of range(rank(operand))", transpose_c2},
                      {"C3", "shape(result) = dim(operand, permutation...)", transpose_c3},
                      {"C4",
                       "if is_per_axis_quantized(result): quantization_dimension(operand) = "
                       "permutation(quantization_dimension(result))",
                       transpose_c4}},
      .infer = transpose_infer});

  ops.push_back(OpDef{.name = "stablehlo.reverse",
                      .family = "data_movement",
                      .summary = "reverses the order of elements along dimensions",
                      .xlaNames = {{"Rev"}},
                      .inputs = {operand("operand", cat::kTensorOrPerTensor),
                                 attribute("dimensions", "dimensions",
                                           "1-dimensional tensor constant of type si64")},
                      .outputs = {output("result", cat::kTensorOrPerTensor)},
                      .constraints = {{"C1", "type(operand) = type(result)", reverse_c1},
                                      {"C2", "is_unique(dimensions)", reverse_c2},
                                      {"C3", "0 <= dimensions < rank(result)", reverse_c3}},
                      .infer = inferSameAsFirstOperand});

  ops.push_back(OpDef{.name = "stablehlo.iota",
                      .family = "data_movement",
                      .summary = "values counting up from 0 along iota_dimension",
                      .xlaNames = {{"Iota"}},
                      .inputs = {attribute("iota_dimension", "iota_dimension", "si64")},
                      .outputs = {output("output", cat::kIntFloatComplexOrPerTensor)},
                      .constraints = {{"C1", "0 <= iota_dimension < rank(output)", iota_c1}}});
  ops.push_back(OpDef{
      .name = "stablehlo.dynamic_iota",
      .origin = Origin::kCurrentSpec,
      .family = "data_movement",
      .summary = "iota of a shape given as a tensor",
      .inputs = {constantOperand("output_shape", cat::kInt1D),
                 attribute("iota_dimension", "iota_dimension", "si64")},
      .outputs = {output("result", cat::kIntFloatComplexOrPerTensor)},
      .constraints = {
          {"C1", "0 <= iota_dimension < size(output_shape)", dynamic_iota_c1, Origin::kCurrentSpec},
          {"C2", "rank(result) = size(output_shape)", dynamic_iota_c2, Origin::kCurrentSpec}}});

  ops.push_back(
      OpDef{.name = "stablehlo.get_dimension_size",
            .family = "data_movement",
            .summary = "the size of one dimension",
            .xlaNames = {{"GetDimensionSize"}},
            .inputs = {operand("operand", cat::kTensor),
                       attribute("dimension", "dimension", "constant of type si64")},
            .outputs = {output("result", cat::kSI32Scalar)},
            .constraints = {{"C1", "0 <= dimension < rank(operand)", get_dimension_size_c1}}});
  ops.push_back(
      OpDef{.name = "stablehlo.set_dimension_size",
            .origin = Origin::kMlir,
            .family = "data_movement",
            .summary = "marks one dimension dynamic with a runtime size (XLA SetDimensionSize)",
            .xlaNames = {{"SetDimensionSize"}},
            .inputs = {operand("operand", cat::kTensor), operand("size", cat::kSI32Scalar),
                       attribute("dimension", "dimension", "constant of type si64")},
            .outputs = {output("result", cat::kTensor)},
            .constraints = {
                {"C1", "0 <= dimension < rank(operand)", set_dimension_size_c1, Origin::kMlir},
                {"C2",
                 "type(result) = type(operand) except for dim(result, dimension), which may "
                 "be dynamic",
                 set_dimension_size_c2, Origin::kMlir}}});
}

}  // namespace hlo_cts::ops
