// Indexing: gather, dynamic_gather, scatter.
//
// Gather and scatter keep the seed spec's clause ids (C1..C14 / C1..C17),
// read with the current spec's batching dimensions (empty in the seed
// spec); the clauses the current spec adds for batching dimensions follow
// as C15.. (gather) and C18.. (scatter).
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

std::vector<int64_t> listOr(const OpView& v, std::string_view name) {
  return v.integers(name).value_or(std::vector<int64_t>{});
}

// dims(x, ds...) for messages and comparisons.
std::vector<int64_t> dimsAt(const Type& t, const std::vector<int64_t>& ds) {
  std::vector<int64_t> out;
  for (int64_t d : ds) out.push_back(d >= 0 && d < t.rank() ? t.shape()[d] : kDynamic);
  return out;
}

// The shape "combine": `windowSizes` at the positions `windowDims` of a
// rank rank(batch)+rank(window) shape, `batchSizes` elsewhere, in order.
std::optional<std::vector<int64_t>> combine(const std::vector<int64_t>& batchSizes,
                                            const std::vector<int64_t>& windowSizes,
                                            const std::vector<int64_t>& windowDims) {
  size_t rank = batchSizes.size() + windowSizes.size();
  if (windowDims.size() != windowSizes.size() || !allInRange(windowDims, 0, rank) ||
      !isUnique(windowDims))
    return std::nullopt;
  std::vector<int64_t> shape(rank);
  size_t b = 0, w = 0;
  for (size_t d = 0; d < rank; ++d)
    shape[d] = contains(windowDims, d) ? windowSizes[w++] : batchSizes[b++];
  return shape;
}

// shape(indices) without index_vector_dim (when it is a real dimension).
std::vector<int64_t> batchSizesOf(const Type& indices, int64_t indexVectorDim) {
  std::vector<int64_t> sizes;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != indexVectorDim) sizes.push_back(indices.shape()[d]);
  return sizes;
}

// size(map) = index_vector_dim < rank(indices) ? dim(indices, index_vector_dim) : 1.
Violation indexMapSize(const OpView& v, std::string_view map, std::string_view indices,
                       std::string_view indexVectorDim) {
  auto m = v.integers(map);
  auto ivd = v.integer(indexVectorDim);
  auto rank = rankOf(v, indices);
  if (!m || !ivd || !rank || *ivd < 0 || *ivd > *rank) return std::nullopt;
  int64_t expected = *ivd < *rank ? v.type(indices).shape()[*ivd] : 1;
  if (expected < 0 || static_cast<int64_t>(m->size()) == expected) return std::nullopt;
  return fmt::format("size({}) = {} but {} requires {}", map, m->size(),
                     *ivd < *rank
                         ? fmt::format("dim({}, index_vector_dim = {})", indices, *ivd)
                         : std::string("index_vector_dim = rank(" + std::string(indices) + ")"),
                     expected);
}

// 0 <= index_vector_dim <= rank(indices).
Violation indexVectorDimInRange(const OpView& v, std::string_view indices) {
  auto ivd = v.integer("index_vector_dim");
  auto rank = rankOf(v, indices);
  if (!ivd || !rank || (*ivd >= 0 && *ivd <= *rank)) return std::nullopt;
  return fmt::format("index_vector_dim = {} is outside [0, rank({}) = {}]", *ivd, indices, *rank);
}

// values[dims...] <= 1.
Violation sizesAtMostOne(const OpView& v, std::string_view sizesName, std::string_view dimsName) {
  auto sizes = v.integers(sizesName);
  auto dims = v.integers(dimsName);
  if (!sizes || !dims) return std::nullopt;
  for (int64_t d : *dims)
    if (d >= 0 && d < static_cast<int64_t>(sizes->size()) && (*sizes)[d] > 1)
      return fmt::format("{}[{}] = {} but {} contains {}", sizesName, d, (*sizes)[d], dimsName, d);
  return std::nullopt;
}

// The batching-dimension clauses shared by gather and scatter.
Violation batchingUniqueSorted(const OpView& v, std::string_view collapsed,
                               std::string_view batching) {
  auto a = v.integers(collapsed);
  auto b = v.integers(batching);
  if (!a || !b || !isUnique(*a))
    return std::nullopt;  // duplicates within `collapsed`: its own clause
  if (!isUnique(concat(*a, *b)))
    return fmt::format("{} + {} = {} has duplicates", collapsed, batching, listStr(concat(*a, *b)));
  if (!isSorted(*b)) return fmt::format("{} = {} is not sorted", batching, listStr(*b));
  return std::nullopt;
}

Violation indexVectorDimNotBatching(const OpView& v, std::string_view batching) {
  auto b = v.integers(batching);
  auto ivd = v.integer("index_vector_dim");
  if (!b || !ivd || !contains(*b, *ivd)) return std::nullopt;
  return fmt::format("index_vector_dim = {} is one of {} = {}", *ivd, batching, listStr(*b));
}

Violation batchingSizesMatch(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a);
  auto y = v.integers(b);
  if (!x || !y || x->size() == y->size()) return std::nullopt;
  return fmt::format("size({}) = {} but size({}) = {}", a, x->size(), b, y->size());
}

Violation batchingDimsMatch(const OpView& v, std::string_view operand, std::string_view a,
                            std::string_view indices, std::string_view b) {
  auto x = validDims(v, a, operand);
  auto y = validDims(v, b, indices);
  if (!x || !y || x->size() != y->size()) return std::nullopt;
  auto dx = dimsAt(v.type(operand), *x), dy = dimsAt(v.type(indices), *y);
  if (shapesCompatible(dx, dy)) return std::nullopt;
  return fmt::format("dim({}, {}...) = {} but dim({}, {}...) = {}", operand, a, listStr(dx),
                     indices, b, listStr(dy));
}

Violation uniqueUnion(const OpView& v, std::string_view a, std::string_view b) {
  auto x = v.integers(a);
  auto y = v.integers(b);
  // Duplicates within `a` alone are a clause of their own.
  if (!x || !y || !isUnique(*x) || isUnique(concat(*x, *y))) return std::nullopt;
  return fmt::format("{} + {} = {} has duplicates", a, b, listStr(concat(*x, *y)));
}

// --- gather / dynamic_gather ----------------------------------------------------------------

Violation gather_c1(const OpView& v) {
  auto rank = rankOf(v, "operand");
  if (!rank) return std::nullopt;
  size_t offset = listOr(v, "offset_dims").size(),
         collapsed = listOr(v, "collapsed_slice_dims").size(),
         batching = listOr(v, "operand_batching_dims").size();
  if (static_cast<int64_t>(offset + collapsed + batching) == *rank) return std::nullopt;
  return fmt::format(
      "rank(operand) = {} but size(offset_dims) + size(collapsed_slice_dims) + "
      "size(operand_batching_dims) = {} + {} + {}",
      *rank, offset, collapsed, batching);
}

Violation gather_c2(const OpView& v) {
  return indexVectorDimInRange(v, "start_indices");
}

Violation gather_c3(const OpView& v) {
  return indexMapSize(v, "start_index_map", "start_indices", "index_vector_dim");
}

Violation gather_c4(const OpView& v) {
  return dimsUniqueSorted(v, "offset_dims");
}

Violation gather_c5(const OpView& v) {
  return dimsInRange(v, "offset_dims", "result");
}

Violation gather_c6(const OpView& v) {
  return dimsUniqueSorted(v, "collapsed_slice_dims");
}

Violation gather_c7(const OpView& v) {
  return dimsInRange(v, "collapsed_slice_dims", "operand");
}

Violation gather_c8(const OpView& v) {
  return sizesAtMostOne(v, "slice_sizes", "collapsed_slice_dims");
}

Violation gather_c9(const OpView& v) {
  return dimsUnique(v, "start_index_map");
}

Violation gather_c10(const OpView& v) {
  return dimsInRange(v, "start_index_map", "operand");
}

Violation gather_c11(const OpView& v) {
  return sizeIsRank(v, "slice_sizes", "operand");
}

// (C12) 0 <= slice_sizes <= shape(operand).
Violation gather_c12(const OpView& v) {
  return sliceSizesInBounds(v);
}

std::optional<std::vector<int64_t>> gatherResultShape(const OpView& v) {
  auto sizes = v.integers("slice_sizes");
  auto offset = v.integers("offset_dims");
  auto collapsed = v.integers("collapsed_slice_dims");
  auto batching = v.integers("operand_batching_dims");
  auto ivd = v.integer("index_vector_dim");
  const Type& indices = v.type("start_indices");
  if (!sizes || !offset || !collapsed || !batching || !ivd || indices.unranked() || *ivd < 0 ||
      *ivd > indices.rank())
    return std::nullopt;
  std::vector<int64_t> offsetSizes;
  for (int64_t d = 0; d < static_cast<int64_t>(sizes->size()); ++d)
    if (!contains(*collapsed, d) && !contains(*batching, d)) offsetSizes.push_back((*sizes)[d]);
  return combine(batchSizesOf(indices, *ivd), offsetSizes, *offset);
}

// (C13) shape(result) = combine(batch_dim_sizes, offset_dim_sizes).
Violation gather_c13(const OpView& v) {
  auto expected = gatherResultShape(v);
  const Type& result = v.type("result");
  if (!expected || result.unranked() || shapesCompatible(*expected, result.shape()))
    return std::nullopt;
  return fmt::format("shape(result) = {} but combine(batch_dim_sizes, offset_dim_sizes) = {}",
                     typeStr(result), listStr(*expected));
}

Violation gather_c14(const OpView& v) {
  return sameElementTypes(v, {"operand", "result"});
}

Violation gather_c15(const OpView& v) {
  return batchingUniqueSorted(v, "collapsed_slice_dims", "operand_batching_dims");
}

Violation gather_c16(const OpView& v) {
  return dimsInRange(v, "operand_batching_dims", "operand");
}

Violation gather_c17(const OpView& v) {
  return sizesAtMostOne(v, "slice_sizes", "operand_batching_dims");
}

Violation gather_c18(const OpView& v) {
  return dimsUnique(v, "start_indices_batching_dims");
}

Violation gather_c19(const OpView& v) {
  return dimsInRange(v, "start_indices_batching_dims", "start_indices");
}

Violation gather_c20(const OpView& v) {
  return indexVectorDimNotBatching(v, "start_indices_batching_dims");
}

Violation gather_c21(const OpView& v) {
  return batchingSizesMatch(v, "operand_batching_dims", "start_indices_batching_dims");
}

Violation gather_c22(const OpView& v) {
  return batchingDimsMatch(v, "operand", "operand_batching_dims", "start_indices",
                           "start_indices_batching_dims");
}

Violation gather_c23(const OpView& v) {
  return uniqueUnion(v, "start_index_map", "operand_batching_dims");
}

Result<std::vector<Type>> gather_infer(const OpView& v) {
  auto shape = gatherResultShape(v);
  if (!shape) return makeError("gather: dimension numbers unavailable");
  return std::vector<Type>{v.type("operand").withShape(*shape)};
}

bool hitsGatherBatching(const OpView& v) {
  return !listOr(v, "operand_batching_dims").empty();
}

bool hitsImplicitIndexVector(const OpView& v) {
  auto ivd = v.integer("index_vector_dim");
  auto rank = rankOf(v, "start_indices");
  return ivd && rank && *ivd == *rank;
}

std::vector<Constraint> gatherConstraints(bool dynamic) {
  Origin o = dynamic ? Origin::kCurrentSpec : Origin::kSeedSpec;
  Origin added = Origin::kCurrentSpec;
  return {
      {"C1",
       "rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + "
       "size(operand_batching_dims)",
       gather_c1, o},
      {"C2", "0 <= index_vector_dim <= rank(start_indices)", gather_c2, o},
      {"C3",
       "size(start_index_map) = index_vector_dim < rank(start_indices) ? dim(start_indices, "
       "index_vector_dim) : 1",
       gather_c3, o},
      {"C4", "is_unique(offset_dims) and is_sorted(offset_dims)", gather_c4, o},
      {"C5", "0 <= offset_dims < rank(result)", gather_c5, o},
      {"C6", "is_unique(collapsed_slice_dims) and is_sorted(collapsed_slice_dims)", gather_c6, o},
      {"C7", "0 <= collapsed_slice_dims < rank(operand)", gather_c7, o},
      {"C8", "slice_sizes[collapsed_slice_dims...] <= 1", gather_c8, o, dynamic},
      {"C9", "is_unique(start_index_map)", gather_c9, o},
      {"C10", "0 <= start_index_map < rank(operand)", gather_c10, o},
      {"C11", "size(slice_sizes) = rank(operand)", gather_c11, o},
      {"C12", "0 <= slice_sizes <= shape(operand)", gather_c12, o, dynamic},
      {"C13",
       "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where batch_dim_sizes = "
       "shape(start_indices) without the index_vector_dim dimension, offset_dim_sizes = "
       "slice_sizes without the collapsed_slice_dims and operand_batching_dims entries, and "
       "combine puts offset_dim_sizes at offset_dims and batch_dim_sizes at the other axes",
       gather_c13, o, dynamic},
      {"C14", "element_type(operand) = element_type(result)", gather_c14, o},
      {"C15",
       "is_unique(collapsed_slice_dims + operand_batching_dims) and "
       "is_sorted(operand_batching_dims)",
       gather_c15, added},
      {"C16", "0 <= operand_batching_dims < rank(operand)", gather_c16, added},
      {"C17", "slice_sizes[operand_batching_dims...] <= 1", gather_c17, added, dynamic},
      {"C18", "is_unique(start_indices_batching_dims)", gather_c18, added},
      {"C19", "0 <= start_indices_batching_dims < rank(start_indices)", gather_c19, added},
      {"C20", "index_vector_dim not in start_indices_batching_dims", gather_c20, added},
      {"C21", "size(operand_batching_dims) = size(start_indices_batching_dims)", gather_c21, added},
      {"C22",
       "dim(operand, operand_batching_dims...) = dim(start_indices, "
       "start_indices_batching_dims...)",
       gather_c22, added},
      {"C23", "is_unique(start_index_map + operand_batching_dims)", gather_c23, added},
  };
}

std::vector<InputDef> gatherDimensionInputs() {
  auto field = [](std::string_view name, std::string_view storage, std::string_view legacy = {},
                  std::string_view text = "1-dimensional tensor constant of type si64") {
    InputDef in = attribute(name, storage, text, "[]");
    in.legacyName = legacy;
    return in;
  };
  return {
      field("offset_dims", "dimension_numbers.offset_dims", "output_window_dims"),
      field("collapsed_slice_dims", "dimension_numbers.collapsed_slice_dims", "elided_window_dims"),
      field("operand_batching_dims", "dimension_numbers.operand_batching_dims"),
      field("start_indices_batching_dims", "dimension_numbers.start_indices_batching_dims"),
      field("start_index_map", "dimension_numbers.start_index_map", "gather_dims_to_operand_dims"),
      attribute("index_vector_dim", "dimension_numbers.index_vector_dim", "constant of type si64",
                "0")};
}

OpDef gatherDef(bool dynamic) {
  OpDef def{.name = dynamic ? "stablehlo.dynamic_gather" : "stablehlo.gather",
            .origin = dynamic ? Origin::kCurrentSpec : Origin::kSeedSpec,
            .family = "indexing",
            .summary = dynamic ? "gather with slice_sizes given as a tensor"
                               : "gathers slices of operand at offsets from start_indices"};
  if (!dynamic) def.xlaNames = {{"Gather"}};
  def.inputs = {operand("operand", cat::kTensorOrPerTensor), operand("start_indices", cat::kInt)};
  for (InputDef& in : gatherDimensionInputs()) def.inputs.push_back(in);
  if (dynamic) {
    def.inputs.push_back(constantOperand("slice_sizes", cat::kInt1D));
  } else {
    InputDef sizes =
        attribute("slice_sizes", "slice_sizes", "1-dimensional tensor constant of type si64");
    sizes.legacyName = "window_bounds";
    def.inputs.push_back(sizes);
  }
  def.inputs.push_back(
      attribute("indices_are_sorted", "indices_are_sorted", "constant of type i1", "false"));
  def.outputs = {output("result", cat::kTensorOrPerTensor)};
  def.constraints = gatherConstraints(dynamic);
  if (!dynamic) def.infer = gather_infer;
  addDefaultCoverage(def);
  def.coverage.push_back({"attr:batching_dims", "operand_batching_dims non-empty",
                          CoveragePoint::Kind::kAttributeFeature, hitsGatherBatching});
  def.coverage.push_back({"attr:implicit_index_vector", "index_vector_dim = rank(start_indices)",
                          CoveragePoint::Kind::kAttributeFeature, hitsImplicitIndexVector});
  return def;
}

// --- scatter ------------------------------------------------------------------------------------

Violation scatter_c1(const OpView& v) {
  return allSameShape(v, "inputs");
}

Violation scatter_c2(const OpView& v) {
  auto inputs = v.operands("inputs");
  if (inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  size_t window = listOr(v, "update_window_dims").size(),
         inserted = listOr(v, "inserted_window_dims").size(),
         batching = listOr(v, "input_batching_dims").size();
  int64_t rank = inputs[0]->type.rank();
  if (static_cast<int64_t>(window + inserted + batching) == rank) return std::nullopt;
  return fmt::format(
      "rank(inputs[0]) = {} but size(update_window_dims) + "
      "size(inserted_window_dims) + size(input_batching_dims) = {} + {} + {}",
      rank, window, inserted, batching);
}

Violation scatter_c3(const OpView& v) {
  return allSameShape(v, "updates");
}

// (C4) shape(updates[0]) = combine(update_scatter_dim_sizes,
// update_window_dim_sizes) with update_window_dim_sizes <= the input's
// non-inserted, non-batching dims.
Violation scatter_c4(const OpView& v) {
  auto inputs = v.operands("inputs");
  auto updates = v.operands("updates");
  auto windowDims = v.integers("update_window_dims");
  auto inserted = v.integers("inserted_window_dims");
  auto batching = v.integers("input_batching_dims");
  auto ivd = v.integer("index_vector_dim");
  const Type& indices = v.type("scatter_indices");
  if (inputs.empty() || updates.empty() || !windowDims || !inserted || !batching || !ivd ||
      indices.unranked() || *ivd < 0 || *ivd > indices.rank())
    return std::nullopt;
  const Type& input = inputs[0]->type;
  const Type& update = updates[0]->type;
  std::vector<int64_t> scatterSizes = batchSizesOf(indices, *ivd);
  std::vector<int64_t> windowBounds;
  for (int64_t d = 0; d < input.rank(); ++d)
    if (!contains(*inserted, d) && !contains(*batching, d))
      windowBounds.push_back(input.shape()[d]);
  int64_t rank = static_cast<int64_t>(scatterSizes.size() + windowDims->size());
  if (update.rank() != rank)
    return fmt::format(
        "rank(updates[0]) = {} but size(update_scatter_dim_sizes) + "
        "size(update_window_dims) = {}",
        update.rank(), rank);
  if (windowBounds.size() != windowDims->size() || !allInRange(*windowDims, 0, rank) ||
      !isUnique(*windowDims))
    return std::nullopt;  // C2 / C7 / C8
  size_t s = 0, w = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t u = update.shape()[d];
    if (contains(*windowDims, d)) {
      int64_t bound = windowBounds[w++];
      if (u >= 0 && bound >= 0 && u > bound)
        return fmt::format("dim(updates[0], {}) = {} exceeds the input window bound {}", d, u,
                           bound);
    } else {
      int64_t expected = scatterSizes[s++];
      if (!dimsCompatible(u, expected))
        return fmt::format("dim(updates[0], {}) = {} but the scatter indices give {}", d, u,
                           expected);
    }
  }
  return std::nullopt;
}

Violation scatter_c5(const OpView& v) {
  size_t n = v.operands("inputs").size();
  if (n == 0) return "size(inputs) = 0";
  return std::nullopt;  // size(inputs) = size(updates) holds by construction
}

Violation scatter_c6(const OpView& v) {
  std::vector<Type> inputs = v.types("inputs"), updates = v.types("updates");
  for (size_t i = 0; i < std::min(inputs.size(), updates.size()); ++i)
    if (!sameElementType(inputs[i], updates[i]))
      return fmt::format("element_type(updates[{}]) = {} but element_type(inputs[{}]) = {}", i,
                         elementTypeStr(updates[i]), i, elementTypeStr(inputs[i]));
  return std::nullopt;
}

Violation scatter_c7(const OpView& v) {
  return dimsUniqueSorted(v, "update_window_dims");
}

Violation scatter_c8(const OpView& v) {
  auto dims = v.integers("update_window_dims");
  auto updates = v.operands("updates");
  if (!dims || updates.empty() || updates[0]->type.unranked()) return std::nullopt;
  int64_t rank = updates[0]->type.rank();
  if (auto bad = firstOutOfRange(*dims, 0, rank))
    return fmt::format("update_window_dims = {} has {} outside [0, rank(updates[0]) = {})",
                       listStr(*dims), *bad, rank);
  return std::nullopt;
}

Violation scatter_c9(const OpView& v) {
  return dimsUniqueSorted(v, "inserted_window_dims");
}

Violation dimsInRangeOfFirstInput(const OpView& v, std::string_view attr) {
  auto dims = v.integers(attr);
  auto inputs = v.operands("inputs");
  if (!dims || inputs.empty() || inputs[0]->type.unranked()) return std::nullopt;
  int64_t rank = inputs[0]->type.rank();
  if (auto bad = firstOutOfRange(*dims, 0, rank))
    return fmt::format("{} = {} has {} outside [0, rank(inputs[0]) = {})", attr, listStr(*dims),
                       *bad, rank);
  return std::nullopt;
}

Violation scatter_c10(const OpView& v) {
  return dimsInRangeOfFirstInput(v, "inserted_window_dims");
}

Violation scatter_c11(const OpView& v) {
  return indexMapSize(v, "scatter_dims_to_operand_dims", "scatter_indices", "index_vector_dim");
}

Violation scatter_c12(const OpView& v) {
  return dimsUnique(v, "scatter_dims_to_operand_dims");
}

Violation scatter_c13(const OpView& v) {
  return dimsInRangeOfFirstInput(v, "scatter_dims_to_operand_dims");
}

Violation scatter_c14(const OpView& v) {
  return indexVectorDimInRange(v, "scatter_indices");
}

Violation scatter_c15(const OpView& v) {
  return reducerSignature(v, "update_computation", "inputs");
}

Violation scatter_c16(const OpView& v) {
  std::vector<Type> inputs = v.types("inputs"), results = v.types("results");
  for (size_t i = 0; i < std::min(inputs.size(), results.size()); ++i)
    if (!sameShape(inputs[i], results[i]))
      return fmt::format("shape(results[{}]) of {} differs from shape(inputs[{}]) of {}", i,
                         typeStr(results[i]), i, typeStr(inputs[i]));
  if (inputs.size() != results.size())
    return fmt::format("{} results for {} inputs", results.size(), inputs.size());
  return std::nullopt;
}

Violation scatter_c17(const OpView& v) {
  return resultsHaveReducerTypes(v, "update_computation", "inputs", "results");
}

Violation scatter_c18(const OpView& v) {
  return batchingUniqueSorted(v, "inserted_window_dims", "input_batching_dims");
}

Violation scatter_c19(const OpView& v) {
  return dimsInRangeOfFirstInput(v, "input_batching_dims");
}

Violation scatter_c20(const OpView& v) {
  return dimsUnique(v, "scatter_indices_batching_dims");
}

Violation scatter_c21(const OpView& v) {
  return dimsInRange(v, "scatter_indices_batching_dims", "scatter_indices");
}

Violation scatter_c22(const OpView& v) {
  return indexVectorDimNotBatching(v, "scatter_indices_batching_dims");
}

Violation scatter_c23(const OpView& v) {
  return batchingSizesMatch(v, "input_batching_dims", "scatter_indices_batching_dims");
}

Violation scatter_c24(const OpView& v) {
  auto inputs = v.operands("inputs");
  if (inputs.empty()) return std::nullopt;
  auto a = v.integers("input_batching_dims");
  auto b = validDims(v, "scatter_indices_batching_dims", "scatter_indices");
  const Type& input = inputs[0]->type;
  if (!a || !b || a->size() != b->size() || !allInRange(*a, 0, input.rank())) return std::nullopt;
  auto da = dimsAt(input, *a), db = dimsAt(v.type("scatter_indices"), *b);
  if (shapesCompatible(da, db)) return std::nullopt;
  return fmt::format(
      "dim(inputs[0], input_batching_dims...) = {} but dim(scatter_indices, "
      "scatter_indices_batching_dims...) = {}",
      listStr(da), listStr(db));
}

Violation scatter_c25(const OpView& v) {
  return uniqueUnion(v, "scatter_dims_to_operand_dims", "input_batching_dims");
}

bool hitsScatterBatching(const OpView& v) {
  return !listOr(v, "input_batching_dims").empty();
}

bool hitsUniqueIndices(const OpView& v) {
  return v.flag("unique_indices").value_or(false);
}

}  // namespace

void addGatherScatterOps(std::vector<OpDef>& ops) {
  ops.push_back(gatherDef(false));
  ops.push_back(gatherDef(true));

  {
    auto field = [](std::string_view name, std::string_view storage) {
      return attribute(name, storage, "1-dimensional tensor constant of type si64", "[]");
    };
    OpDef def{
        .name = "stablehlo.scatter",
        .family = "indexing",
        .summary = "updates slices of inputs at scatter_indices with update_computation",
        .xlaNames = {{"Scatter"}},
        .inputs = {operand("inputs", cat::kTensorOrPerTensor, Arity::kVariadic),
                   operand("scatter_indices", cat::kInt),
                   operand("updates", cat::kTensorOrPerTensor, Arity::kVariadic),
                   field("update_window_dims", "scatter_dimension_numbers.update_window_dims"),
                   field("inserted_window_dims", "scatter_dimension_numbers.inserted_window_dims"),
                   field("input_batching_dims", "scatter_dimension_numbers.input_batching_dims"),
                   field("scatter_indices_batching_dims",
                         "scatter_dimension_numbers.scatter_indices_batching_dims"),
                   field("scatter_dims_to_operand_dims",
                         "scatter_dimension_numbers.scatter_dims_to_operand_dims"),
                   attribute("index_vector_dim", "scatter_dimension_numbers.index_vector_dim",
                             "constant of type si64", "0"),
                   attribute("indices_are_sorted", "indices_are_sorted", "constant of type i1",
                             "false"),
                   attribute("unique_indices", "unique_indices", "constant of type i1", "false"),
                   region("update_computation")},
        .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)}};
    Origin added = Origin::kCurrentSpec;
    def.constraints = {
        {"C1", "same(shape(inputs...))", scatter_c1},
        {"C2",
         "rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + "
         "size(input_batching_dims)",
         scatter_c2},
        {"C3", "same(shape(updates...))", scatter_c3},
        {"C4",
         "shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes) where "
         "update_scatter_dim_sizes = shape(scatter_indices) without the index_vector_dim "
         "dimension, update_window_dim_sizes <= shape(inputs[0]) without the inserted_window_dims "
         "and input_batching_dims dimensions, and combine puts update_window_dim_sizes at "
         "update_window_dims and update_scatter_dim_sizes at the other axes",
         scatter_c4},
        {"C5", "0 < size(inputs) = size(updates) = N", scatter_c5},
        {"C6", "element_type(updates...) = element_type(inputs...)", scatter_c6},
        {"C7", "is_unique(update_window_dims) and is_sorted(update_window_dims)", scatter_c7},
        {"C8", "0 <= update_window_dims < rank(updates[0])", scatter_c8},
        {"C9", "is_unique(inserted_window_dims) and is_sorted(inserted_window_dims)", scatter_c9},
        {"C10", "0 <= inserted_window_dims < rank(inputs[0])", scatter_c10},
        {"C11",
         "size(scatter_dims_to_operand_dims) = index_vector_dim < rank(scatter_indices) ? "
         "dim(scatter_indices, index_vector_dim) : 1",
         scatter_c11},
        {"C12", "is_unique(scatter_dims_to_operand_dims)", scatter_c12},
        {"C13", "0 <= scatter_dims_to_operand_dims < rank(inputs[0])", scatter_c13},
        {"C14", "0 <= index_vector_dim <= rank(scatter_indices)", scatter_c14},
        {"C15",
         "update_computation has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., "
         "tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) where is_promotable(element_type("
         "inputs[i]), Ei)",
         scatter_c15},
        {"C16", "shape(inputs...) = shape(results...)", scatter_c16},
        {"C17", "element_type(results[i]) = Ei for all i in [0, N)", scatter_c17},
        {"C18",
         "is_unique(inserted_window_dims + input_batching_dims) and "
         "is_sorted(input_batching_dims)",
         scatter_c18, added},
        {"C19", "0 <= input_batching_dims < rank(inputs[0])", scatter_c19, added},
        {"C20", "is_unique(scatter_indices_batching_dims)", scatter_c20, added},
        {"C21", "0 <= scatter_indices_batching_dims < rank(scatter_indices)", scatter_c21, added},
        {"C22", "index_vector_dim not in scatter_indices_batching_dims", scatter_c22, added},
        {"C23", "size(input_batching_dims) = size(scatter_indices_batching_dims)", scatter_c23,
         added},
        {"C24",
         "dim(inputs[0], input_batching_dims...) = dim(scatter_indices, "
         "scatter_indices_batching_dims...)",
         scatter_c24, added},
        {"C25", "is_unique(scatter_dims_to_operand_dims + input_batching_dims)", scatter_c25,
         added},
    };
    addDefaultCoverage(def);
    def.coverage.push_back({"attr:batching_dims", "input_batching_dims non-empty",
                            CoveragePoint::Kind::kAttributeFeature, hitsScatterBatching});
    def.coverage.push_back({"attr:unique_indices", "unique_indices = true",
                            CoveragePoint::Kind::kAttributeFeature, hitsUniqueIndices});
    ops.push_back(std::move(def));
  }
}

}  // namespace hlo_cts::ops
