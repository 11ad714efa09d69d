// convolution and dynamic_conv (spec "convolution"): each result element is
// dot_general(reversed_lhs_window, rhs slice); with feature_group_count or
// batch_group_count > 1 the lhs and rhs are split into groups first. The
// products are accumulated exactly through the dot kernel.
#include "oracle/ops/reduction_conv.h"

#include <fmt/format.h>

#include <algorithm>

#include "oracle/ops/reduction_dot.h"
#include "oracle/ops/reduction_family.h"

namespace hlo_cts::oracle {
namespace {

Diagnostic convError(std::string message, std::string_view clause) {
  Diagnostic d = makeError(fmt::format("stablehlo.convolution ({}): {}", clause, message), {},
                           DiagnosticKind::kEvaluation);
  d.clause = ClauseRef{OpId::kConvolution, std::string(clause), {}};
  return d;
}

bool uniqueInRange(const std::vector<int64_t>& dims, int64_t rank) {
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] < 0 || dims[i] >= rank) return false;
    for (size_t j = 0; j < i; ++j)
      if (dims[i] == dims[j]) return false;
  }
  return true;
}

}  // namespace

Result<std::vector<int64_t>> convolutionResultShape(const std::vector<int64_t>& ls,
                                                    const std::vector<int64_t>& rs,
                                                    ConvolutionParams& p) {
  const int64_t n = static_cast<int64_t>(ls.size());
  if (static_cast<int64_t>(rs.size()) != n) return convError("lhs and rhs ranks differ", "C1");
  if (n < 2) return convError("operands need rank >= 2", "C1");
  const size_t spatial = static_cast<size_t>(n - 2);
  if (p.windowStrides.empty()) p.windowStrides.assign(spatial, 1);
  if (p.padding.empty()) p.padding.assign(spatial, {0, 0});
  if (p.lhsDilation.empty()) p.lhsDilation.assign(spatial, 1);
  if (p.rhsDilation.empty()) p.rhsDilation.assign(spatial, 1);
  if (p.windowReversal.empty()) p.windowReversal.assign(spatial, false);
  if (p.windowStrides.size() != spatial) return convError("window_strides size", "C2");
  for (int64_t s : p.windowStrides)
    if (s <= 0) return convError("window_strides must be positive", "C3");
  if (p.padding.size() != spatial) return convError("padding shape", "C4");
  if (p.lhsDilation.size() != spatial) return convError("lhs_dilation size", "C5");
  for (int64_t s : p.lhsDilation)
    if (s <= 0) return convError("lhs_dilation must be positive", "C6");
  if (p.rhsDilation.size() != spatial) return convError("rhs_dilation size", "C7");
  for (int64_t s : p.rhsDilation)
    if (s <= 0) return convError("rhs_dilation must be positive", "C8");
  if (p.windowReversal.size() != spatial) return convError("window_reversal size", "C9");
  if (p.featureGroupCount <= 0) return convError("feature_group_count must be positive", "C21");
  if (p.batchGroupCount <= 0) return convError("batch_group_count must be positive", "C22");
  if (p.featureGroupCount != 1 && p.batchGroupCount != 1)
    return convError("feature_group_count or batch_group_count must be 1", "C23");
  std::vector<int64_t> in_dims = {p.inputBatchDimension};
  in_dims.insert(in_dims.end(), p.inputSpatialDimensions.begin(), p.inputSpatialDimensions.end());
  in_dims.push_back(p.inputFeatureDimension);
  std::vector<int64_t> k_dims = p.kernelSpatialDimensions;
  k_dims.push_back(p.kernelInputFeatureDimension);
  k_dims.push_back(p.kernelOutputFeatureDimension);
  std::vector<int64_t> o_dims = {p.outputBatchDimension};
  o_dims.insert(o_dims.end(), p.outputSpatialDimensions.begin(), p.outputSpatialDimensions.end());
  o_dims.push_back(p.outputFeatureDimension);
  if (p.inputSpatialDimensions.size() != spatial)
    return convError("input_spatial_dimensions size", "C12");
  if (!uniqueInRange(in_dims, n))
    return convError("input dimensions must be unique and in range", "C13");
  if (p.kernelSpatialDimensions.size() != spatial)
    return convError("kernel_spatial_dimensions size", "C17");
  if (!uniqueInRange(k_dims, n))
    return convError("kernel dimensions must be unique and in range", "C18");
  if (p.outputSpatialDimensions.size() != spatial)
    return convError("output_spatial_dimensions size", "C19");
  if (!uniqueInRange(o_dims, n))
    return convError("output dimensions must be unique and in range", "C20");
  auto at = [](const std::vector<int64_t>& s, int64_t d) { return s[static_cast<size_t>(d)]; };
  if (at(ls, p.inputBatchDimension) % p.batchGroupCount != 0)
    return convError("input batch size must be divisible by batch_group_count", "C10");
  if (at(ls, p.inputFeatureDimension) % p.featureGroupCount != 0)
    return convError("input feature size must be divisible by feature_group_count", "C11");
  if (at(rs, p.kernelInputFeatureDimension) !=
      at(ls, p.inputFeatureDimension) / p.featureGroupCount)
    return convError("kernel input features must be input features / feature_group_count", "C14");
  if (at(rs, p.kernelOutputFeatureDimension) % p.batchGroupCount != 0)
    return convError("kernel output features must be divisible by batch_group_count", "C15");
  if (at(rs, p.kernelOutputFeatureDimension) % p.featureGroupCount != 0)
    return convError("kernel output features must be divisible by feature_group_count", "C16");
  std::vector<int64_t> out(static_cast<size_t>(n));
  out[static_cast<size_t>(p.outputBatchDimension)] =
      at(ls, p.inputBatchDimension) / p.batchGroupCount;
  out[static_cast<size_t>(p.outputFeatureDimension)] = at(rs, p.kernelOutputFeatureDimension);
  for (size_t s = 0; s < spatial; ++s) {
    const int64_t in = at(ls, p.inputSpatialDimensions[s]);
    const int64_t k = at(rs, p.kernelSpatialDimensions[s]);
    const int64_t dilated_input = in == 0 ? 0 : (in - 1) * p.lhsDilation[s] + 1;
    const int64_t padded = p.padding[s].first + dilated_input + p.padding[s].second;
    const int64_t dilated_window = k == 0 ? 0 : (k - 1) * p.rhsDilation[s] + 1;
    const bool empty = padded <= 0 || dilated_window > padded;
    out[static_cast<size_t>(p.outputSpatialDimensions[s])] =
        empty ? 0 : (padded - dilated_window) / p.windowStrides[s] + 1;
  }
  return out;
}

Result<ReducedTensor> convolutionExact(const Tensor& lhs, const Tensor& rhs,
                                       const ConvolutionParams& params, const Type& resultType,
                                       std::optional<AccumulationModel> model) {
  ConvolutionParams p = params;
  Result<std::vector<int64_t>> shape = convolutionResultShape(lhs.shape(), rhs.shape(), p);
  if (!shape.ok()) return shape.takeError();
  if (resultType.shape() != *shape)
    return convError(fmt::format("result shape must be [{}]", fmt::join(*shape, ", ")), "C25");
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    return makeError(
        "stablehlo.convolution: this quantized convolution is not supported by the "
        "oracle (NotSupported)",
        {}, DiagnosticKind::kNotSupported);
  if (lhs.elementType() != rhs.elementType())
    return convError("lhs and rhs element types differ", "C27");
  Result<DotKernel> kernel = DotKernel::create(lhs, rhs, resultType.elementType(), model);
  if (!kernel.ok()) {
    Diagnostic d = kernel.takeError();
    d.message = "stablehlo.convolution: " + d.message;
    return d;
  }

  const std::vector<int64_t>& ls = lhs.shape();
  const std::vector<int64_t>& rs = rhs.shape();
  const std::vector<int64_t> lstr = rowMajorStrides(ls), rstr = rowMajorStrides(rs);
  const size_t spatial = p.inputSpatialDimensions.size();
  auto at = [](const std::vector<int64_t>& s, int64_t d) { return s[static_cast<size_t>(d)]; };
  const int64_t in_features = at(ls, p.inputFeatureDimension);
  const int64_t features_per_group = in_features / p.featureGroupCount;
  const int64_t out_features = at(rs, p.kernelOutputFeatureDimension);
  const int64_t out_per_feature_group = out_features / p.featureGroupCount;
  const int64_t out_per_batch_group = out_features / p.batchGroupCount;
  const int64_t out_batch = at(ls, p.inputBatchDimension) / p.batchGroupCount;

  std::vector<int64_t> kernel_sizes(spatial), out_spatial(spatial);
  int64_t window_size = 1;
  for (size_t s = 0; s < spatial; ++s) {
    kernel_sizes[s] = at(rs, p.kernelSpatialDimensions[s]);
    out_spatial[s] = at(*shape, p.outputSpatialDimensions[s]);
    window_size *= kernel_sizes[s];
  }

  Tensor value(resultType);
  ReducedTensor out{std::move(value), {}};
  out.allowed.reason = fmt::format("order-unspecified convolution sum of {} products ({})",
                                   features_per_group * window_size, kernel->model().describe());
  const std::vector<int64_t> ostr = rowMajorStrides(*shape);
  // For one output spatial position: the (lhs spatial offset or -1 for
  // padding, rhs spatial offset) of every window position.
  std::vector<std::pair<int64_t, int64_t>> window;
  window.reserve(static_cast<size_t>(window_size));
  std::vector<int64_t> o(spatial, 0), k(spatial, 0);
  int64_t num_positions = 1;
  for (int64_t s : out_spatial) num_positions *= s;
  if (out.value.numElements() == 0) return out;
  for (int64_t pos = 0; pos < num_positions; ++pos) {
    int64_t rest = pos;
    for (size_t s = spatial; s-- > 0;) {
      o[s] = rest % out_spatial[s];
      rest /= out_spatial[s];
    }
    window.clear();
    std::fill(k.begin(), k.end(), 0);
    for (int64_t w = 0; w < window_size; ++w) {
      int64_t loff = 0, roff = 0;
      bool padding = false;
      for (size_t s = 0; s < spatial; ++s) {
        const int64_t padded = o[s] * p.windowStrides[s] + k[s] * p.rhsDilation[s];
        const int64_t q = padded - p.padding[s].first;
        const int64_t in_size = at(ls, p.inputSpatialDimensions[s]);
        if (q < 0 || q % p.lhsDilation[s] != 0 || q / p.lhsDilation[s] >= in_size)
          padding = true;
        else
          loff += (q / p.lhsDilation[s]) * lstr[static_cast<size_t>(p.inputSpatialDimensions[s])];
        // window_reversal pairs lhs window position k with kernel position K-1-k.
        const int64_t kr = p.windowReversal[s] ? kernel_sizes[s] - 1 - k[s] : k[s];
        roff += kr * rstr[static_cast<size_t>(p.kernelSpatialDimensions[s])];
      }
      window.emplace_back(padding ? -1 : loff, roff);
      for (size_t s = spatial; s-- > 0;) {
        if (++k[s] < kernel_sizes[s]) break;
        k[s] = 0;
      }
    }
    int64_t obase = 0;
    for (size_t s = 0; s < spatial; ++s)
      obase += o[s] * ostr[static_cast<size_t>(p.outputSpatialDimensions[s])];
    for (int64_t b = 0; b < out_batch; ++b) {
      for (int64_t f = 0; f < out_features; ++f) {
        // Feature groups pick input features; batch groups pick input batches.
        const int64_t fg = f / out_per_feature_group;
        const int64_t bg = f / out_per_batch_group;
        const int64_t in_batch = bg * out_batch + b;
        const int64_t lbatch = in_batch * lstr[static_cast<size_t>(p.inputBatchDimension)];
        const int64_t rout = f * rstr[static_cast<size_t>(p.kernelOutputFeatureDimension)];
        kernel->begin();
        for (const auto& [loff, roff] : window) {
          for (int64_t i = 0; i < features_per_group; ++i) {
            const int64_t c = fg * features_per_group + i;
            const int64_t l =
                loff < 0 ? -1
                         : lbatch + loff + c * lstr[static_cast<size_t>(p.inputFeatureDimension)];
            const int64_t r =
                rout + roff + i * rstr[static_cast<size_t>(p.kernelInputFeatureDimension)];
            kernel->add(l, r);
          }
        }
        const int64_t linear = obase + b * ostr[static_cast<size_t>(p.outputBatchDimension)] +
                               f * ostr[static_cast<size_t>(p.outputFeatureDimension)];
        kernel->finish(out.value, linear, out.allowed);
      }
    }
  }
  return out;
}

namespace {

Result<ConvolutionParams> convolutionParams(const Operation& op, int64_t rank) {
  ConvolutionParams p;
  const Attribute* dims = op.attr("dimension_numbers");
  if (!dims || dims->kind() != Attribute::Kind::kStruct)
    return opError(op, "missing dimension_numbers");
  auto scalar = [&](std::string_view name, int64_t& out) -> Status {
    const Attribute* f = dims->get(name);
    if (!f || f->kind() != Attribute::Kind::kInteger)
      return opError(op, fmt::format("dimension_numbers lacks {}", name));
    out = f->intValue();
    return Status::success();
  };
  auto list = [&](std::string_view name, std::vector<int64_t>& out) -> Status {
    const Attribute* f = dims->get(name);
    std::optional<std::vector<int64_t>> l = f ? f->asI64List() : std::nullopt;
    if (!l) return opError(op, fmt::format("dimension_numbers lacks {}", name));
    out = *l;
    return Status::success();
  };
  for (Status s : {scalar("input_batch_dimension", p.inputBatchDimension),
                   scalar("input_feature_dimension", p.inputFeatureDimension),
                   list("input_spatial_dimensions", p.inputSpatialDimensions),
                   scalar("kernel_input_feature_dimension", p.kernelInputFeatureDimension),
                   scalar("kernel_output_feature_dimension", p.kernelOutputFeatureDimension),
                   list("kernel_spatial_dimensions", p.kernelSpatialDimensions),
                   scalar("output_batch_dimension", p.outputBatchDimension),
                   scalar("output_feature_dimension", p.outputFeatureDimension),
                   list("output_spatial_dimensions", p.outputSpatialDimensions)})
    if (!s.ok()) return s.takeError();
  p.windowStrides = i64ListAttrOr(op, "window_strides", {});
  p.lhsDilation = i64ListAttrOr(op, "lhs_dilation", {});
  p.rhsDilation = i64ListAttrOr(op, "rhs_dilation", {});
  for (int64_t r : i64ListAttrOr(op, "window_reversal", {})) p.windowReversal.push_back(r != 0);
  if (op.attr("padding")) {
    Result<std::vector<std::pair<int64_t, int64_t>>> pad = paddingAttr(op, "padding", rank - 2);
    if (!pad.ok()) return pad.takeError();
    p.padding = *pad;
  }
  if (const Attribute* a = op.attr("feature_group_count")) p.featureGroupCount = a->intValue();
  if (const Attribute* a = op.attr("batch_group_count")) p.batchGroupCount = a->intValue();
  return p;
}

Result<std::vector<RuntimeValue>> runConvolution(const Operation& op, const Tensor& lhs,
                                                 const Tensor& rhs, ConvolutionParams params,
                                                 bool dynamicShape, EvalContext& context) {
  if (op.numResults() != 1) return opError(op, "expects one result");
  Type type = op.result(0)->type;
  if (dynamicShape || !type.hasStaticShape()) {
    Result<std::vector<int64_t>> shape = convolutionResultShape(lhs.shape(), rhs.shape(), params);
    if (!shape.ok()) return opError(op, shape.error().message);
    type = type.withShape(*shape);
  }
  // Each result element sums one output feature's kernel (at most).
  const int64_t of = params.kernelOutputFeatureDimension;
  const int64_t features = of >= 0 && of < rhs.rank() ? rhs.shape()[static_cast<size_t>(of)] : 1;
  if (Status s = context.chargeWork(
          op, {type.numElements(), features > 0 ? rhs.numElements() / features : 0});
      !s.ok())
    return s.takeError();
  return runDotLike(
      op, lhs, rhs, type, context.options(),
      [&](const Tensor& l, const Tensor& r, const Type& t, std::optional<AccumulationModel> model) {
        return convolutionExact(l, r, params, t, model);
      });
}

Result<std::vector<RuntimeValue>> evalConvolution(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  EvalContext& context) {
  if (operands.size() != 2 || !operands[0].isTensor() || !operands[1].isTensor())
    return opError(op, "expects two tensor operands");
  Result<ConvolutionParams> params = convolutionParams(op, operands[0].tensor().rank());
  if (!params.ok()) return params.takeError();
  return runConvolution(op, operands[0].tensor(), operands[1].tensor(), std::move(*params), false,
                        context);
}

// dynamic_conv: convolution whose padding is the runtime operand 2.
Result<std::vector<RuntimeValue>> evalDynamicConv(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  EvalContext& context) {
  if (operands.size() != 3 || !operands[0].isTensor() || !operands[1].isTensor() ||
      !operands[2].isTensor())
    return opError(op, "expects lhs, rhs and padding tensors");
  Result<ConvolutionParams> params = convolutionParams(op, operands[0].tensor().rank());
  if (!params.ok()) return params.takeError();
  const Tensor& pad = operands[2].tensor();
  const int64_t spatial = operands[0].tensor().rank() - 2;
  if (pad.numElements() != 2 * spatial) return opError(op, "padding must be [N-2, 2]", "C4");
  params->padding.clear();
  for (int64_t s = 0; s < spatial; ++s)
    params->padding.emplace_back(pad.intValue(2 * s), pad.intValue(2 * s + 1));
  return runConvolution(op, operands[0].tensor(), operands[1].tensor(), std::move(*params), true,
                        context);
}

}  // namespace

std::span<const OpEntry> convolutionOps() {
  static const OpEntry table[] = {
      {OpId::kConvolution, evalConvolution},
      {OpId::kDynamicConv, evalDynamicConv},
  };
  return table;
}

}  // namespace hlo_cts::oracle
