#include "spec/ops/attribute_views.h"

#include <fmt/format.h>

#include <utility>

#include "spec/float_value.h"
#include "spec/ops/catalogue.h"

namespace hlo_cts::ops {

namespace {

// Reads one op's attributes by their spec input names through its OpDef
// (storage and defaults from the catalogue). The first attribute a
// required read misses is kept; finish() turns it into the view's error.
class Reader {
 public:
  explicit Reader(const Operation& op) : op_(op) {
    if (const OpDef* def = opDef(op.id())) {
      Result<OpView> view = OpView::make(op, *def);
      if (view.ok())
        view_ = std::move(*view);
      else
        fail(view.error().message);
    } else {
      fail("the op has no definition in the catalogue");
    }
  }

  // An attribute, absent or not; nullptr when absent.
  const Attribute* attr(std::string_view name) const { return view_ ? view_->attr(name) : nullptr; }

  // Required reads (the catalogue's default applies to an absent optional
  // attribute).
  std::vector<int64_t> list(std::string_view name) {
    if (!view_) return {};
    if (std::optional<std::vector<int64_t>> v = view_->integers(name)) return std::move(*v);
    missing(name);
    return {};
  }
  int64_t integer(std::string_view name) {
    if (!view_) return 0;
    if (std::optional<int64_t> v = view_->integer(name)) return *v;
    missing(name);
    return 0;
  }
  bool flag(std::string_view name) {
    if (!view_) return false;
    if (std::optional<bool> v = view_->flag(name)) return *v;
    missing(name);
    return false;
  }
  std::string enumValue(std::string_view name) {
    if (!view_) return {};
    if (std::optional<std::string> v = view_->enumValue(name)) return std::move(*v);
    missing(name);
    return {};
  }

  // Optional reads whose default the catalogue does not state: `fallback`
  // when absent, an error when present but of another kind.
  std::vector<int64_t> listOr(std::string_view name, std::vector<int64_t> fallback) {
    return attr(name) ? list(name) : std::move(fallback);
  }
  bool flagOr(std::string_view name, bool fallback) { return attr(name) ? flag(name) : fallback; }
  std::string enumOr(std::string_view name, std::string fallback) {
    return attr(name) ? enumValue(name) : std::move(fallback);
  }

  // [low, high] pairs of a padding attribute in any spelling (dense Nx2,
  // a splat, [[lo, hi], ...], a flat list); zeros when absent.
  void padding(std::string_view name, size_t rank, std::vector<int64_t>& low,
               std::vector<int64_t>& high) {
    low.assign(rank, 0);
    high.assign(rank, 0);
    const Attribute* a = attr(name);
    if (!a) return;
    std::vector<int64_t> flat;
    if (a->kind() == Attribute::Kind::kDenseElements) {
      const Tensor& t = a->tensor();
      for (int64_t i = 0; i < t.numElements(); ++i) flat.push_back(t.intValue(i));
      if (flat.size() == 1) flat.assign(2 * rank, flat[0]);  // a splat stores one element
    } else if (a->kind() == Attribute::Kind::kArray) {
      for (const Attribute& row : a->elements()) {
        std::optional<std::vector<int64_t>> pair = row.asI64List();
        if (!pair) return malformed(name, "a list of [low, high] pairs");
        flat.insert(flat.end(), pair->begin(), pair->end());
      }
    } else if (std::optional<std::vector<int64_t>> list = a->asI64List()) {
      flat = std::move(*list);
    }
    if (flat.size() != 2 * rank) return malformed(name, fmt::format("{} [low, high] pairs", rank));
    for (size_t d = 0; d < rank; ++d) {
      low[d] = flat[2 * d];
      high[d] = flat[2 * d + 1];
    }
  }

  void missing(std::string_view name) {
    fail(fmt::format("attribute {} is absent or of another kind", name));
  }
  void malformed(std::string_view name, std::string_view expected) {
    fail(fmt::format("attribute {} must hold {}", name, expected));
  }
  void fail(std::string message) {
    if (error_.empty()) error_ = std::move(message);
  }

  template <class T>
  Result<T> finish(T value) const {
    if (error_.empty()) return value;
    return makeError(fmt::format("{}: {}", op_.name(), error_), op_.location);
  }

 private:
  const Operation& op_;
  std::optional<OpView> view_;
  std::string error_;
};

std::vector<int64_t> ones(size_t n) {
  return std::vector<int64_t>(n, 1);
}

}  // namespace

Result<ComparisonAttrs> comparisonAttrs(const Operation& op) {
  Reader r(op);
  ComparisonAttrs c;
  c.direction = r.enumValue("comparison_direction");
  if (r.attr("compare_type")) {
    c.compareType = r.enumValue("compare_type");
  } else if (const Attribute* chlo = op.attr("comparison_type")) {
    // chlo.broadcast_compare's own spelling of compare_type.
    if (chlo->kind() != Attribute::Kind::kEnum) r.missing("comparison_type");
    c.compareType = chlo->enumValue();
  }
  if (c.compareType == "NOTYPE") c.compareType.clear();
  return r.finish(std::move(c));
}

Result<GatherAttrs> gatherAttrs(const Operation& op) {
  Reader r(op);
  GatherAttrs g;
  g.offsetDims = r.list("offset_dims");
  g.collapsedSliceDims = r.list("collapsed_slice_dims");
  g.operandBatchingDims = r.list("operand_batching_dims");
  g.startIndicesBatchingDims = r.list("start_indices_batching_dims");
  g.startIndexMap = r.list("start_index_map");
  g.indexVectorDim = r.integer("index_vector_dim");
  if (op.id() == OpId::kGather) g.sliceSizes = r.list("slice_sizes");
  g.indicesAreSorted = r.flag("indices_are_sorted");
  return r.finish(std::move(g));
}

Result<ScatterAttrs> scatterAttrs(const Operation& op) {
  Reader r(op);
  ScatterAttrs s;
  s.updateWindowDims = r.list("update_window_dims");
  s.insertedWindowDims = r.list("inserted_window_dims");
  s.inputBatchingDims = r.list("input_batching_dims");
  s.scatterIndicesBatchingDims = r.list("scatter_indices_batching_dims");
  s.scatterDimsToOperandDims = r.list("scatter_dims_to_operand_dims");
  s.indexVectorDim = r.integer("index_vector_dim");
  s.indicesAreSorted = r.flag("indices_are_sorted");
  s.uniqueIndices = r.flag("unique_indices");
  return r.finish(std::move(s));
}

Result<SliceAttrs> sliceAttrs(const Operation& op) {
  Reader r(op);
  SliceAttrs s;
  s.startIndices = r.list("start_indices");
  s.limitIndices = r.list("limit_indices");
  s.strides = r.listOr("strides", ones(s.startIndices.size()));
  return r.finish(std::move(s));
}

Result<PadAttrs> padAttrs(const Operation& op) {
  Reader r(op);
  PadAttrs p;
  p.edgePaddingLow = r.list("edge_padding_low");
  p.edgePaddingHigh = r.list("edge_padding_high");
  p.interiorPadding = r.list("interior_padding");
  return r.finish(std::move(p));
}

Result<TorchIndexSelectAttrs> torchIndexSelectAttrs(const Operation& op) {
  Reader r(op);
  TorchIndexSelectAttrs t;
  t.dim = r.integer("dim");
  t.batchDims = r.integer("batch_dims");
  return r.finish(t);
}

Result<int64_t> dimensionAttr(const Operation& op) {
  Reader r(op);
  std::string_view name = "dimension";
  switch (op.id()) {
    case OpId::kIota:
    case OpId::kDynamicIota:
      name = "iota_dimension";
      break;
    case OpId::kAllGather:
      name = "all_gather_dim";
      break;
    case OpId::kReduceScatter:
      name = "scatter_dimension";
      break;
    default:
      break;
  }
  const int64_t d = r.integer(name);
  return r.finish(d);
}

Result<std::vector<int64_t>> dimensionsAttr(const Operation& op) {
  Reader r(op);
  std::string_view name = "dimensions";
  switch (op.id()) {
    case OpId::kTranspose:
      name = "permutation";
      break;
    case OpId::kBroadcastInDim:
    case OpId::kDynamicBroadcastInDim:
      name = "broadcast_dimensions";
      break;
    case OpId::kBroadcast:
      name = "broadcast_sizes";
      break;
    case OpId::kDynamicSlice:
      name = "slice_sizes";
      break;
    case OpId::kFft:
      name = "fft_length";
      break;
    default:
      break;
  }
  std::vector<int64_t> dims = r.list(name);
  return r.finish(std::move(dims));
}

Result<std::optional<std::vector<int64_t>>> chloBroadcastDimensions(const Operation& op) {
  Reader r(op);
  std::optional<std::vector<int64_t>> dims;
  if (r.attr("broadcast_dimensions")) dims = r.list("broadcast_dimensions");
  return r.finish(std::move(dims));
}

Result<DynamicBroadcastAttrs> dynamicBroadcastAttrs(const Operation& op) {
  Reader r(op);
  DynamicBroadcastAttrs b;
  b.broadcastDimensions = r.list("broadcast_dimensions");
  b.knownExpandingDimensions = r.list("known_expanding_dimensions");
  b.knownNonexpandingDimensions = r.list("known_nonexpanding_dimensions");
  return r.finish(std::move(b));
}

Result<DotDimensionAttrs> dotDimensionAttrs(const Operation& op) {
  DotDimensionAttrs d;
  if (op.id() == OpId::kDot) return d;
  Reader r(op);
  d.lhsBatching = r.list("lhs_batching_dimensions");
  d.rhsBatching = r.list("rhs_batching_dimensions");
  d.lhsContracting = r.list("lhs_contracting_dimensions");
  d.rhsContracting = r.list("rhs_contracting_dimensions");
  if (op.id() == OpId::kChloRaggedDot) {
    d.lhsRagged = r.list("lhs_ragged_dimensions");
    d.rhsGroup = r.list("rhs_group_dimensions");
  }
  return r.finish(std::move(d));
}

Result<std::vector<std::string>> precisionConfig(const Operation& op) {
  Reader r(op);
  std::vector<std::string> values;
  const Attribute* config = r.attr("precision_config");
  if (config && config->kind() == Attribute::Kind::kArray) {
    for (const Attribute& a : config->elements())
      values.push_back(a.kind() == Attribute::Kind::kEnum ? a.enumValue() : a.str());
  } else if (config) {
    r.malformed("precision_config", "a list of precisions");
  }
  return r.finish(std::move(values));
}

Result<std::optional<DotAlgorithmAttrs>> dotAlgorithmAttrs(const Operation& op) {
  Reader r(op);
  std::optional<DotAlgorithmAttrs> algorithm;
  const Attribute* a = r.attr("algorithm");
  if (a && a->kind() == Attribute::Kind::kStruct) {
    // The fields of #stablehlo.dot_algorithm<...>.
    DotAlgorithmAttrs d;
    auto type = [&](std::string_view field) -> std::optional<ElementType> {
      const Attribute* f = a->get(field);
      if (f && f->kind() == Attribute::Kind::kType) return f->type().elementType();
      return std::nullopt;
    };
    auto integer = [&](std::string_view field) -> std::optional<int64_t> {
      const Attribute* f = a->get(field);
      if (f) return f->intValue();
      return std::nullopt;
    };
    d.lhsPrecisionType = type("lhs_precision_type");
    d.accumulationType = type("accumulation_type");
    d.lhsComponentCount = integer("lhs_component_count");
    d.numPrimitiveOperations = integer("num_primitive_operations");
    const Attribute* imprecise = a->get("allow_imprecise_accumulation");
    d.allowImpreciseAccumulation = imprecise && imprecise->boolValue();
    algorithm = d;
  }
  return r.finish(std::move(algorithm));
}

Result<std::string> einsumConfig(const Operation& op) {
  Reader r(op);
  std::string config;
  const Attribute* a = r.attr("einsum_config");
  if (a && a->kind() == Attribute::Kind::kString)
    config = a->str();
  else
    r.missing("einsum_config");
  return r.finish(std::move(config));
}

Result<ConvolutionAttrs> convolutionAttrs(const Operation& op) {
  Reader r(op);
  ConvolutionAttrs c;
  c.inputBatchDimension = r.integer("input_batch_dimension");
  c.inputFeatureDimension = r.integer("input_feature_dimension");
  c.inputSpatialDimensions = r.list("input_spatial_dimensions");
  c.kernelInputFeatureDimension = r.integer("kernel_input_feature_dimension");
  c.kernelOutputFeatureDimension = r.integer("kernel_output_feature_dimension");
  c.kernelSpatialDimensions = r.list("kernel_spatial_dimensions");
  c.outputBatchDimension = r.integer("output_batch_dimension");
  c.outputFeatureDimension = r.integer("output_feature_dimension");
  c.outputSpatialDimensions = r.list("output_spatial_dimensions");
  const size_t spatial = c.inputSpatialDimensions.size();
  c.windowStrides = r.listOr("window_strides", ones(spatial));
  c.lhsDilation = r.listOr("lhs_dilation", ones(spatial));
  c.rhsDilation = r.listOr("rhs_dilation", ones(spatial));
  for (int64_t reversed : r.listOr("window_reversal", std::vector<int64_t>(spatial, 0)))
    c.windowReversal.push_back(reversed != 0);
  c.paddingWritten = op.id() == OpId::kConvolution && r.attr("padding");
  if (c.paddingWritten) {
    r.padding("padding", spatial, c.paddingLow, c.paddingHigh);
  } else {
    c.paddingLow.assign(spatial, 0);
    c.paddingHigh.assign(spatial, 0);
  }
  c.featureGroupCount = r.attr("feature_group_count") ? r.integer("feature_group_count") : 1;
  c.batchGroupCount = r.attr("batch_group_count") ? r.integer("batch_group_count") : 1;
  return r.finish(std::move(c));
}

Result<WindowAttrs> windowAttrs(const Operation& op) {
  Reader r(op);
  WindowAttrs w;
  // Optional on select_and_scatter: a window of ones over the operand.
  const Type& operand = op.numOperands() > 0 ? op.operand(0)->type : Type();
  const size_t operandRank =
      operand.isTensor() && !operand.unranked() ? static_cast<size_t>(operand.rank()) : 0;
  w.windowDimensions = r.listOr("window_dimensions", ones(operandRank));
  const size_t rank = w.windowDimensions.size();
  w.windowStrides = r.listOr("window_strides", ones(rank));
  if (op.id() == OpId::kReduceWindow) {
    w.baseDilations = r.listOr("base_dilations", ones(rank));
    w.windowDilations = r.listOr("window_dilations", ones(rank));
  } else {
    w.baseDilations = ones(rank);
    w.windowDilations = ones(rank);
  }
  r.padding("padding", rank, w.paddingLow, w.paddingHigh);
  return r.finish(std::move(w));
}

Result<FftAttrs> fftAttrs(const Operation& op) {
  Reader r(op);
  FftAttrs f;
  f.type = r.enumValue("fft_type");
  f.length = r.list("fft_length");
  return r.finish(std::move(f));
}

Result<TriangularSolveAttrs> triangularSolveAttrs(const Operation& op) {
  Reader r(op);
  TriangularSolveAttrs t;
  t.leftSide = r.flag("left_side");
  t.lower = r.flag("lower");
  t.unitDiagonal = r.flag("unit_diagonal");
  t.transposeA = r.enumValue("transpose_a");
  return r.finish(std::move(t));
}

Result<bool> choleskyLower(const Operation& op) {
  Reader r(op);
  const bool lower = r.flag("lower");
  return r.finish(lower);
}

Result<BatchNormAttrs> batchNormAttrs(const Operation& op) {
  Reader r(op);
  BatchNormAttrs b;
  const Attribute* epsilon = r.attr("epsilon");
  if (epsilon && epsilon->kind() == Attribute::Kind::kFloat)
    b.epsilon = floatToDouble(epsilon->floatBits(), epsilon->type().elementType());
  else
    r.missing("epsilon");
  b.featureIndex = r.integer("feature_index");
  return r.finish(b);
}

Result<ReducePrecisionAttrs> reducePrecisionAttrs(const Operation& op) {
  Reader r(op);
  ReducePrecisionAttrs p;
  p.exponentBits = r.integer("exponent_bits");
  p.mantissaBits = r.integer("mantissa_bits");
  return r.finish(p);
}

Result<std::string> rngDistribution(const Operation& op) {
  Reader r(op);
  std::string d = r.enumValue("rng_distribution");
  return r.finish(std::move(d));
}

Result<std::string> rngAlgorithm(const Operation& op) {
  Reader r(op);
  std::string a = r.enumOr("rng_algorithm", "DEFAULT");
  return r.finish(std::move(a));
}

Result<SortAttrs> sortAttrs(const Operation& op) {
  Reader r(op);
  SortAttrs s;
  s.dimension = r.integer("dimension");
  s.isStable = r.flag("is_stable");
  return r.finish(s);
}

Result<TopKAttrs> topKAttrs(const Operation& op) {
  Reader r(op);
  TopKAttrs t;
  t.k = r.integer("k");
  // Not inputs of the catalogue's chlo.top_k: read as the op spells them.
  t.largest = r.flagOr("largest", true);
  t.isStable = r.flagOr("is_stable", true);
  return r.finish(t);
}

Result<ScanAttrs> scanAttrs(const Operation& op) {
  Reader r(op);
  ScanAttrs s;
  s.dimension = r.integer("dimension");
  s.isReverse = r.flag("is_reverse");
  if (const Attribute* segments = op.attr("operandSegmentSizes")) {
    s.operandSegmentSizes = segments->asI64List();
    if (!s.operandSegmentSizes) r.malformed("operandSegmentSizes", "a list of counts");
  }
  return r.finish(std::move(s));
}

Result<int64_t> tupleIndex(const Operation& op) {
  Reader r(op);
  const int64_t index = r.integer("index");
  return r.finish(index);
}

Result<std::string> compositeDecomposition(const Operation& op) {
  Reader r(op);
  std::string name;
  const Attribute* a = r.attr("decomposition");
  if (a && a->kind() == Attribute::Kind::kSymbol)
    name = a->name();
  else
    r.missing("decomposition");
  return r.finish(std::move(name));
}

Result<std::string> callee(const Operation& op) {
  const Attribute* a = op.attr("callee");
  if (!a || a->kind() != Attribute::Kind::kSymbol)
    return makeError(fmt::format("{}: attribute callee must be a function symbol", op.name()),
                     op.location);
  return a->name();
}

Result<const Attribute*> valueAttr(const Operation& op) {
  const Attribute* a = op.attr("value");
  if (!a) return makeError(fmt::format("{}: missing value attribute", op.name()), op.location);
  return a;
}

const Attribute* symbolName(const Operation& op) {
  return op.attr("sym_name");
}

Result<std::vector<std::vector<int64_t>>> replicaGroups(const Operation& op) {
  const std::string_view name =
      op.id() == OpId::kCollectivePermute ? "source_target_pairs" : "replica_groups";
  Reader r(op);
  std::vector<std::vector<int64_t>> rows;
  const Attribute* a = r.attr(name);
  if (!a) return r.finish(std::move(rows));
  if (a->kind() != Attribute::Kind::kDenseElements) {
    r.malformed(name, "a 2-D integer tensor");
    return r.finish(std::move(rows));
  }
  const Tensor& t = a->tensor();
  const Type& type = a->type();
  const int64_t cols =
      type.rank() == 2 ? type.shape()[1] : (type.rank() == 1 ? type.shape()[0] : 0);
  const int64_t nrows = type.rank() == 2 ? type.shape()[0] : (type.rank() == 1 ? 1 : 0);
  for (int64_t row = 0; row < nrows; ++row) {
    std::vector<int64_t> ids;
    for (int64_t col = 0; col < cols; ++col) {
      // A splat stores one element for the whole tensor.
      const int64_t v = t.intValue(t.numElements() == 1 ? 0 : row * cols + col);
      if (v >= 0) ids.push_back(v);
    }
    rows.push_back(std::move(ids));
  }
  return r.finish(std::move(rows));
}

Result<ChannelAttrs> channelAttrs(const Operation& op) {
  Reader r(op);
  ChannelAttrs c;
  // send and recv require channel_handle; a collective's defaults to 0.
  if (r.attr("channel_id")) c.channelId = r.integer("channel_id");
  auto flag = [&](std::string_view name) { return r.attr(name) && r.flag(name); };
  c.useGlobalDeviceIds = flag("use_global_device_ids");
  c.hasDynamicRoot = flag("has_dynamic_root");
  c.isHostTransfer = flag("is_host_transfer");
  return r.finish(c);
}

Result<AllToAllAttrs> allToAllAttrs(const Operation& op) {
  Reader r(op);
  AllToAllAttrs a;
  a.splitDimension = r.integer("split_dimension");
  a.concatDimension = r.integer("concat_dimension");
  a.splitCount = r.integer("split_count");
  return r.finish(a);
}

Result<RunParallelAttrs> runParallelAttrs(const Operation& op) {
  auto error = [&](std::string_view message) {
    return makeError(fmt::format("{}: {}", op.name(), message), op.location);
  };
  RunParallelAttrs p;
  const Attribute* programs = op.attr("programs");
  if (!programs || programs->kind() != Attribute::Kind::kArray)
    return error("programs must be an array of arrays of function symbols");
  for (const Attribute& row : programs->elements()) {
    if (row.kind() != Attribute::Kind::kArray) return error("programs rows must be arrays");
    p.programs.emplace_back();
    for (const Attribute& f : row.elements()) {
      if (f.kind() != Attribute::Kind::kSymbol) return error("programs must hold function symbols");
      p.programs.back().push_back(f.name());
    }
  }
  if (const Attribute* queue = op.attr("infeed")) {
    p.hasInfeed = true;
    if (queue->kind() != Attribute::Kind::kArray)
      return error("infeed must be an array of symbols");
    for (const Attribute& f : queue->elements()) {
      if (f.kind() != Attribute::Kind::kSymbol) return error("infeed must hold function symbols");
      p.infeed.push_back(f.name());
    }
  }
  return p;
}

CheckAttrs checkAttrs(const Operation& op) {
  CheckAttrs c;
  c.value = op.attr("value");
  c.tolerance = op.attr("tolerance");
  c.maxUlpDifference = op.attr("max_ulp_difference");
  c.minUlpDifference = op.attr("min_ulp_difference");
  c.probeId = op.attr("probe_id");
  c.iteration = op.attr("iteration");
  if (!c.iteration) c.iteration = op.attr("iter");
  return c;
}

}  // namespace hlo_cts::ops
