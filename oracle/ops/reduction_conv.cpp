// convolution and dynamic_conv (spec "convolution"): each result element is
// dot_general(reversed_lhs_window, rhs slice); with feature_group_count or
// batch_group_count > 1 the lhs and rhs are split into groups first. The
// products are accumulated exactly through the dot kernel.
#include "oracle/ops/reduction_conv.h"

#include <fmt/format.h>

#include <algorithm>

#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_dot.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "spec/ops/attribute_views.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::oracle {
namespace {

// `p` with the lists the spec lets an op leave out filled in for `spatial`
// spatial dimensions: strides and dilations 1, padding 0, no reversal.
ops::ConvolutionAttrs withDefaults(ops::ConvolutionAttrs p, size_t spatial) {
  if (p.windowStrides.empty()) p.windowStrides.assign(spatial, 1);
  if (p.paddingLow.empty()) p.paddingLow.assign(spatial, 0);
  if (p.paddingHigh.empty()) p.paddingHigh.assign(spatial, 0);
  if (p.lhsDilation.empty()) p.lhsDilation.assign(spatial, 1);
  if (p.rhsDilation.empty()) p.rhsDilation.assign(spatial, 1);
  if (p.windowReversal.empty()) p.windowReversal.assign(spatial, false);
  return p;
}

}  // namespace

std::vector<int64_t> convolutionResultShape(const std::vector<int64_t>& ls,
                                            const std::vector<int64_t>& rs,
                                            const ops::ConvolutionAttrs& params) {
  const size_t spatial = ls.size() - 2;
  const ops::ConvolutionAttrs p = withDefaults(params, spatial);
  auto at = [](const std::vector<int64_t>& s, int64_t d) { return s[static_cast<size_t>(d)]; };
  std::vector<int64_t> out(ls.size());
  out[static_cast<size_t>(p.outputBatchDimension)] =
      at(ls, p.inputBatchDimension) / p.batchGroupCount;
  out[static_cast<size_t>(p.outputFeatureDimension)] = at(rs, p.kernelOutputFeatureDimension);
  for (size_t s = 0; s < spatial; ++s)
    out[static_cast<size_t>(p.outputSpatialDimensions[s])] = ops::numWindows(
        at(ls, p.inputSpatialDimensions[s]), p.lhsDilation[s], p.paddingLow[s], p.paddingHigh[s],
        at(rs, p.kernelSpatialDimensions[s]), p.rhsDilation[s], p.windowStrides[s]);
  return out;
}

namespace {

// Where one output position's window reads: the shapes, strides and sizes
// convolutionExact walks, with the window of a position computed on demand.
struct ConvGeometry {
  ConvGeometry(const ops::ConvolutionAttrs& p, const Tensor& lhs, const Tensor& rhs,
               const Type& resultType)
      : p(p),
        ls(lhs.shape()),
        lstr(rowMajorStrides(lhs.shape())),
        rstr(rowMajorStrides(rhs.shape())),
        ostr(rowMajorStrides(resultType.shape())) {
    const std::vector<int64_t>& rs = rhs.shape();
    for (size_t s = 0; s < p.inputSpatialDimensions.size(); ++s) {
      kernelSizes.push_back(rs[static_cast<size_t>(p.kernelSpatialDimensions[s])]);
      outSpatial.push_back(resultType.shape()[static_cast<size_t>(p.outputSpatialDimensions[s])]);
      windowSize *= kernelSizes.back();
      numPositions *= outSpatial.back();
    }
  }

  // For output spatial position `pos` (row-major over the output's spatial
  // dimensions): the (lhs spatial offset, or -1 in padding; rhs spatial
  // offset) of every window position, and the position's result offset.
  int64_t window(int64_t pos, std::vector<std::pair<int64_t, int64_t>>& out) const {
    const size_t spatial = kernelSizes.size();
    std::vector<int64_t> o(spatial), k(spatial, 0);
    for (size_t s = spatial; s-- > 0;) {
      o[s] = pos % outSpatial[s];
      pos /= outSpatial[s];
    }
    out.clear();
    for (int64_t w = 0; w < windowSize; ++w) {
      int64_t loff = 0, roff = 0;
      bool padding = false;
      for (size_t s = 0; s < spatial; ++s) {
        const int64_t padded = o[s] * p.windowStrides[s] + k[s] * p.rhsDilation[s];
        const int64_t q = padded - p.paddingLow[s];
        const int64_t in_size = ls[static_cast<size_t>(p.inputSpatialDimensions[s])];
        if (q < 0 || q % p.lhsDilation[s] != 0 || q / p.lhsDilation[s] >= in_size)
          padding = true;
        else
          loff += (q / p.lhsDilation[s]) * lstr[static_cast<size_t>(p.inputSpatialDimensions[s])];
        // window_reversal pairs lhs window position k with kernel position K-1-k.
        const int64_t kr = p.windowReversal[s] ? kernelSizes[s] - 1 - k[s] : k[s];
        roff += kr * rstr[static_cast<size_t>(p.kernelSpatialDimensions[s])];
      }
      out.emplace_back(padding ? -1 : loff, roff);
      for (size_t s = spatial; s-- > 0;) {
        if (++k[s] < kernelSizes[s]) break;
        k[s] = 0;
      }
    }
    int64_t obase = 0;
    for (size_t s = 0; s < spatial; ++s)
      obase += o[s] * ostr[static_cast<size_t>(p.outputSpatialDimensions[s])];
    return obase;
  }

  const ops::ConvolutionAttrs& p;
  const std::vector<int64_t>& ls;
  std::vector<int64_t> lstr, rstr, ostr;
  std::vector<int64_t> kernelSizes, outSpatial;
  int64_t windowSize = 1, numPositions = 1;
};

}  // namespace

Result<ReducedTensor> convolutionExact(const Tensor& lhs, const Tensor& rhs,
                                       const ops::ConvolutionAttrs& params, const Type& resultType,
                                       std::optional<AccumulationModel> model) {
  const ops::ConvolutionAttrs p = withDefaults(params, static_cast<size_t>(lhs.rank() - 2));
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    return makeError(
        "stablehlo.convolution: convolutionExact takes unquantized tensors (the handler "
        "dequantizes quantized ones first)",
        {}, DiagnosticKind::kNotSupported);
  Result<DotKernel> kernel = DotKernel::create(lhs, rhs, resultType.elementType(), model);
  if (!kernel.ok()) {
    Diagnostic d = kernel.takeError();
    d.message = "stablehlo.convolution: " + d.message;
    return d;
  }

  const ConvGeometry g(p, lhs, rhs, resultType);
  auto at = [](const std::vector<int64_t>& s, int64_t d) { return s[static_cast<size_t>(d)]; };
  const int64_t in_features = at(lhs.shape(), p.inputFeatureDimension);
  const int64_t features_per_group = in_features / p.featureGroupCount;
  const int64_t out_features = at(rhs.shape(), p.kernelOutputFeatureDimension);
  const int64_t out_per_feature_group = out_features / p.featureGroupCount;
  const int64_t out_per_batch_group = out_features / p.batchGroupCount;
  const int64_t out_batch = at(lhs.shape(), p.inputBatchDimension) / p.batchGroupCount;
  auto lstride = [&](int64_t d) { return g.lstr[static_cast<size_t>(d)]; };
  auto rstride = [&](int64_t d) { return g.rstr[static_cast<size_t>(d)]; };
  auto ostride = [&](int64_t d) { return g.ostr[static_cast<size_t>(d)]; };

  ReducedTensor out{Tensor(resultType), {}};
  out.allowed.reason = fmt::format("order-unspecified convolution sum of {} products ({})",
                                   features_per_group * g.windowSize, kernel->model().describe());
  if (out.value.numElements() == 0) return out;
  // Output positions split across threads, each chunk on its own fork of
  // the kernel.
  kernel->prepare(out.value.numElements(), out.allowed);
  const int64_t products = out_batch * out_features * g.windowSize * features_per_group;
  parallelFor(g.numPositions, grainForTerms(products), [&](int64_t first, int64_t last) {
    DotKernel fork = kernel->fork();
    std::vector<std::pair<int64_t, int64_t>> window;
    for (int64_t pos = first; pos < last; ++pos) {
      const int64_t obase = g.window(pos, window);
      for (int64_t b = 0; b < out_batch; ++b) {
        for (int64_t f = 0; f < out_features; ++f) {
          // Feature groups pick input features; batch groups pick input batches.
          const int64_t fg = f / out_per_feature_group;
          const int64_t in_batch = (f / out_per_batch_group) * out_batch + b;
          const int64_t lbatch = in_batch * lstride(p.inputBatchDimension);
          const int64_t rout = f * rstride(p.kernelOutputFeatureDimension);
          fork.begin();
          // One run of the group's input features per window position (a
          // padding position pairs each kernel element with +0).
          for (const auto& [loff, roff] : window)
            fork.addRun(loff < 0 ? -1
                                 : lbatch + loff +
                                       fg * features_per_group * lstride(p.inputFeatureDimension),
                        rout + roff, features_per_group, lstride(p.inputFeatureDimension),
                        rstride(p.kernelInputFeatureDimension));
          fork.finish(
              out.value,
              obase + b * ostride(p.outputBatchDimension) + f * ostride(p.outputFeatureDimension),
              out.allowed);
        }
      }
    }
  });
  kernel->settle(out.allowed);
  return out;
}

namespace {

// Runs a checked convolution, whose result shape C25 gives from the runtime
// operand shapes (and dynamic_conv's runtime padding).
Result<std::vector<RuntimeValue>> runConvolution(const Operation& op,
                                                 std::span<const RuntimeValue> operands,
                                                 const ops::ConvolutionAttrs& params,
                                                 EvalContext& context) {
  const CheckedArgs args(op, operands);
  const Tensor& lhs = args.tensor(0);
  const Tensor& rhs = args.tensor(1);
  Result<Type> type =
      runtimeResultType(op, 0, convolutionResultShape(lhs.shape(), rhs.shape(), params));
  if (!type.ok()) return type.takeError();
  // Each result element sums one output feature's kernel.
  const int64_t features = rhs.shape()[static_cast<size_t>(params.kernelOutputFeatureDimension)];
  if (Status s = context.chargeWork(
          op, {type->numElements(), features > 0 ? rhs.numElements() / features : 0});
      !s.ok())
    return s.takeError();
  return runDotLike(
      op, lhs, rhs, *type, context.options(),
      [&](const Tensor& l, const Tensor& r, const Type& t, std::optional<AccumulationModel> model) {
        return convolutionExact(l, r, params, t, model);
      });
}

Result<std::vector<RuntimeValue>> evalConvolution(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  EvalContext& context) {
  Result<ops::ConvolutionAttrs> params = ops::convolutionAttrs(op);
  if (!params.ok()) return params.takeError();
  return runConvolution(op, operands, *params, context);
}

// dynamic_conv: convolution whose padding is the runtime operand 2. The
// catalogue judges the op with that padding's values against the declared
// result type (C25), then C4 has given it N-2 rows of [low, high].
Result<std::vector<RuntimeValue>> evalDynamicConv(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  EvalContext& context) {
  if (Status s = checkOnRuntimeTypes(op, operands, context, {&op.result(0)->type, 1}); !s.ok())
    return s.takeError();
  const CheckedArgs args(op, operands);
  Result<ops::ConvolutionAttrs> params = ops::convolutionAttrs(op);
  if (!params.ok()) return params.takeError();
  const std::vector<int64_t> pad = args.indices(2);
  params->paddingLow.clear();
  params->paddingHigh.clear();
  for (size_t s = 0; s + 1 < pad.size(); s += 2) {
    params->paddingLow.push_back(pad[s]);
    params->paddingHigh.push_back(pad[s + 1]);
  }
  return runConvolution(op, operands, *params, context);
}

}  // namespace

std::span<const OpEntry> convolutionOps() {
  static const OpEntry table[] = {
      {OpId::kConvolution, checkedOnRuntimeTypes<evalConvolution>},
      {OpId::kDynamicConv, evalDynamicConv},
  };
  return table;
}

}  // namespace hlo_cts::oracle
