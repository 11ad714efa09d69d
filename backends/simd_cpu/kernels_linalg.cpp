// dot_general, dot and convolution as Eigen matrix products. Operands are
// loaded into their compute lane (f32 for f32 and narrower floats, f64,
// i64 for integers, complex), permuted into [batch, rows, contraction] and
// [batch, contraction, columns] (dot_general's result order), multiplied
// with Eigen's blocked GEMM for the CPU's instruction set (gemm.h; its own
// summation order: the spec leaves the order open) with independent batches
// or row blocks on oneTBB threads,
// and rounded once into the result type (chlo.ragged_dot and einsum are
// kernels_contraction.cpp's). Convolution is im2col + GEMM per
// batch element and feature or batch group (complex ones as plain sums of
// plain products, see convolutionGemm). Integers are multiplied and summed as
// uint64_t: the same bits as i64 arithmetic modulo 2^64, which the result's
// width then truncates, without signed overflow (undefined behaviour, and a
// UBSan report on ui32 products past 2^63).
#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <complex>

#include "backends/gemm_layout.h"
#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/gemm.h"
#include "backends/simd_cpu/kernel.h"
#include "backends/simd_cpu/kernels_layout.h"
#include "backends/simd_cpu/kernels_linalg.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// --- dot_general -------------------------------------------------------------

// --- quantized dot_general, dot and convolution ------------------------------

bool quantizedDotLike(const Operation& op) {
  return op.operand(0)->type.isQuantized() || op.operand(1)->type.isQuantized() ||
         op.result(0)->type.isQuantized();
}

// A quantized type's expressed counterpart (others as they are).
Type expressedOf(const Type& type) {
  const QuantizedType* q = type.quantized();
  return q ? Type::tensor(type.shape(), q->expressedType) : type;
}

// The operands' and result's expressed types must share a real float lane
// (per-tensor and per-axis quantization alike).
std::string quantizedDotLikeSupport(const Operation& op) {
  if (std::string why = requireStaticShapes(op); !why.empty()) return why;
  LaneType result;
  if (!laneTypeOf(expressedOf(op.result(0)->type).elementType(), result) ||
      (result.lane != Lane::kF32 && result.lane != Lane::kF64))
    return "a quantized dot or convolution needs a real float expressed type";
  for (size_t i = 0; i < 2; ++i) {
    LaneType in;
    if (!laneTypeOf(expressedOf(op.operand(i)->type).elementType(), in) || in.lane != result.lane)
      return "quantized operands whose expressed types differ from the result's are not "
             "supported by simd-cpu";
  }
  return {};
}

// The spec's dequantize_op_quantize for dot_general, dot and convolution:
// quantized operands dequantized into their expressed type, `run` computes
// the float op into a tensor of the result's expressed type, which is
// quantized into the result type when that is quantized (hybrid forms, a
// float operand beside a quantized one or a float result, included).
template <class Run>
Status withExpressedValues(const KernelCall& call, Run run) {
  std::vector<TensorRef> operands(call.operands.begin(), call.operands.end());
  for (size_t i = 0; i < 2; ++i)
    if (operands[i]->type().isQuantized())
      operands[i] = std::make_shared<Tensor>(dequantizedTensor(*operands[i]));
  const Type& resultType = call.op.result(0)->type;
  Tensor out(expressedOf(resultType));
  LaneType lane;
  laneTypeOf(out.elementType(), lane);
  const KernelCall floats{call.op, operands, call.results, call.runRegion, call.process};
  run(floats, lane, out);
  call.set(0, resultType.isQuantized() ? quantizedTensor(out, resultType) : std::move(out));
  return Status::success();
}

// Float operands whose lane differs from the result's (f32 × f32 → f64,
// f64 × f64 → f32), each exact as a double. (Integer operands into a float
// result are not supported, as by the oracle.)
bool mixedRealLanes(const Operation& op) {
  LaneType result;
  if (!laneTypeOf(op.result(0)->type.elementType(), result) ||
      (result.lane != Lane::kF32 && result.lane != Lane::kF64))
    return false;
  bool differs = false;
  for (size_t i = 0; i < 2; ++i) {
    LaneType in;
    if (!laneTypeOf(op.operand(i)->type.elementType(), in)) return false;
    if (in.lane != Lane::kF32 && in.lane != Lane::kF64) return false;
    differs = differs || in.lane != result.lane;
  }
  return differs;
}

// A dot algorithm sets the least precision of the inputs and the
// accumulation; simd-cpu computes at the operands' own precision, which
// every algorithm's error bounds include (the oracle's allowed set).
std::string dotSupport(const Operation& op) {
  if (std::string why = viewProblem(ops::dotDimensionAttrs(op)); !why.empty()) return why;
  if (quantizedDotLike(op)) return quantizedDotLikeSupport(op);
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (mixedRealLanes(op)) return {};
  LaneType lane;
  return commonLane(op, 2, lane);
}

// dot_general across lanes: both operands as doubles (exact), one double
// GEMM, each sum rounded once into the result type.
void dotMixed(const KernelCall& call, const GemmLayout& g, const LaneType& lane, Tensor& out) {
  auto doubles = [](const Tensor& t) {
    LaneType in;
    laneTypeOf(t.elementType(), in);
    return loadDoubles(t, in);
  };
  const std::vector<double> a =
      permute(doubles(call.operand(0)), call.operand(0).shape(), g.lhsOrder);
  const std::vector<double> b =
      permute(doubles(call.operand(1)), call.operand(1).shape(), g.rhsOrder);
  std::vector<double> c(static_cast<size_t>(g.batch * g.m * g.n), 0.0);
  if (g.k > 0 && !c.empty()) batchedGemm(a.data(), b.data(), c.data(), g.batch, g.m, g.k, g.n);
  out = storeDoubles(call.op.result(0)->type, c, lane);
}

template <class T>
void dotTyped(const KernelCall& call, const GemmLayout& g, const LaneType& lane, Tensor& out) {
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  LaneType lhsLane, rhsLane;
  laneTypeOf(lhs.elementType(), lhsLane);
  laneTypeOf(rhs.elementType(), rhsLane);
  std::vector<T> aCopy, bCopy;
  const T* a = operandInOrder(lhs, lhsLane, g.lhsOrder, aCopy);
  const T* b = operandInOrder(rhs, rhsLane, g.rhsOrder, bCopy);
  const int64_t batches = g.batch, m = g.m, k = g.k, n = g.n;
  const size_t size = static_cast<size_t>(batches * m * n);
  if (size == 0) return;
  if (storedAsLane(lane) && k > 0) {
    // The products land in the result's own memory.
    batchedGemm(a, b, reinterpret_cast<T*>(out.mutableBytes().data()), batches, m, k, n);
    return;
  }
  std::vector<T> c(size, T(0));
  if (k > 0) batchedGemm(a, b, c.data(), batches, m, k, n);
  orBooleanSums(c, lane);
  if constexpr (std::is_same_v<T, float>)
    if (lane.narrow) roundToNarrow(c.data(), c.size(), lane.format);
  storeRange(c.data(), c.size(), lane, out, 0);
}

Status dotGeneral(const KernelCall& call) {
  Result<GemmLayout> layout = gemmLayout(call.op);
  if (!layout.ok()) return layout.takeError();
  const GemmLayout& g = *layout;
  if (quantizedDotLike(call.op))
    return withExpressedValues(
        call, [&g](const KernelCall& floats, const LaneType& lane, Tensor& out) {
          visitLane(lane.lane, [&](auto tag) { dotTyped<decltype(tag)>(floats, g, lane, out); });
        });
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  Tensor out = call.allocate(0);
  if (mixedRealLanes(call.op))
    dotMixed(call, g, lane, out);
  else
    visitLane(lane.lane, [&](auto tag) { dotTyped<decltype(tag)>(call, g, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

// --- convolution -------------------------------------------------------------

// A convolution's attributes, defaults filled in (dynamic_conv's padding,
// an operand, is set by its kernel).
using ConvParams = ops::ConvolutionAttrs;

std::string convParamsOf(const Operation& op, ConvParams& p) {
  Result<ops::ConvolutionAttrs> attrs = ops::convolutionAttrs(op);
  if (!attrs.ok()) return viewProblem(attrs);
  p = std::move(*attrs);
  return {};
}

std::string convolutionSupport(const Operation& op) {
  LaneType lane;
  if (std::string why =
          quantizedDotLike(op) ? quantizedDotLikeSupport(op) : commonLane(op, 2, lane);
      !why.empty())
    return why;
  ConvParams p;
  if (std::string why = convParamsOf(op, p); !why.empty()) return why;
  if (p.batchGroupCount != 1 && p.featureGroupCount != 1)
    return "feature_group_count and batch_group_count both > 1";
  return {};
}

// The spatial sizes of a convolution in its normalized layouts.
struct ConvGeometry {
  std::vector<int64_t> inSize, kSize, outSize;
  int64_t inProduct = 1, kProduct = 1, outProduct = 1;
};

// im2col of one input channel plane: row kp (a kernel position) of
// `columns`, column o (an output position) holds the input element that
// kernel position meets there, 0 in padding and in lhs-dilation holes.
// Rows are filled a run of the last spatial dimension at a time: without
// lhs dilation there, the positions the kernel meets inside the input are
// one range of outputs, copied with the window stride, zeros around it.
// Not inlined: inlined into the complex instantiations, GCC 12 reports a
// false -Wfree-nonheap-object on its index vectors.
template <class T>
[[gnu::noinline]] void im2colPlane(const ConvParams& p, const ConvGeometry& g, const T* plane,
                                   T* columns) {
  const size_t s = g.inSize.size();
  if (s == 0) {  // no spatial dimensions: one position
    columns[0] = plane[0];
    return;
  }
  const size_t last = s - 1;
  const int64_t outLast = g.outSize[last], inLast = g.inSize[last];
  if (outLast == 0) return;
  const int64_t outer = g.outProduct / outLast;
  const std::vector<int64_t> outerSize(g.outSize.begin(), g.outSize.end() - 1);
  std::vector<int64_t> kIdx(s, 0), oIdx(last, 0);
  auto kernelAt = [&](size_t d) {
    return p.windowReversal[d] ? g.kSize[d] - 1 - kIdx[d] : kIdx[d];
  };
  for (int64_t kp = 0; kp < g.kProduct; ++kp, nextIndex(kIdx, g.kSize)) {
    std::fill(oIdx.begin(), oIdx.end(), 0);
    for (int64_t o = 0; o < outer; ++o, nextIndex(oIdx, outerSize)) {
      T* out = columns + kp * g.outProduct + o * outLast;
      int64_t linear = 0;
      bool inside = true;
      for (size_t d = 0; d < last && inside; ++d) {
        const int64_t pos =
            oIdx[d] * p.windowStrides[d] + kernelAt(d) * p.rhsDilation[d] - p.paddingLow[d];
        inside = pos >= 0 && pos % p.lhsDilation[d] == 0 && pos / p.lhsDilation[d] < g.inSize[d];
        linear = linear * g.inSize[d] + pos / p.lhsDilation[d];
      }
      if (!inside) {
        std::fill(out, out + outLast, T(0));
        continue;
      }
      // The last dimension: position(x) = x * stride + start.
      const int64_t stride = p.windowStrides[last], dilation = p.lhsDilation[last];
      const int64_t start = kernelAt(last) * p.rhsDilation[last] - p.paddingLow[last];
      const T* row = plane + linear * inLast;
      if (dilation != 1) {
        for (int64_t x = 0; x < outLast; ++x) {
          const int64_t pos = x * stride + start;
          out[x] = pos >= 0 && pos % dilation == 0 && pos / dilation < inLast ? row[pos / dilation]
                                                                              : T(0);
        }
        continue;
      }
      // 0 <= x * stride + start < inLast.
      const int64_t lo = start >= 0 ? 0 : std::min(outLast, (-start + stride - 1) / stride);
      const int64_t hi = std::clamp<int64_t>(
          inLast - start <= 0 ? 0 : (inLast - start + stride - 1) / stride, lo, outLast);
      std::fill(out, out + lo, T(0));
      for (int64_t x = lo; x < hi; ++x) out[x] = row[x * stride + start];
      std::fill(out + hi, out + outLast, T(0));
    }
  }
}

template <class T>
void convolutionTyped(const KernelCall& call, const ConvParams& p, const LaneType& lane,
                      Tensor& out) {
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  LaneType lhsLane, rhsLane;
  laneTypeOf(lhs.elementType(), lhsLane);
  laneTypeOf(rhs.elementType(), rhsLane);
  const size_t s = p.inputSpatialDimensions.size();
  // Normalized layouts: input [N, C, spatial...], kernel [O, Ci, spatial...],
  // output [N, O, spatial...].
  std::vector<int64_t> inPerm{p.inputBatchDimension, p.inputFeatureDimension},
      kPerm{p.kernelOutputFeatureDimension, p.kernelInputFeatureDimension},
      outPerm{p.outputBatchDimension, p.outputFeatureDimension};
  inPerm.insert(inPerm.end(), p.inputSpatialDimensions.begin(), p.inputSpatialDimensions.end());
  kPerm.insert(kPerm.end(), p.kernelSpatialDimensions.begin(), p.kernelSpatialDimensions.end());
  outPerm.insert(outPerm.end(), p.outputSpatialDimensions.begin(), p.outputSpatialDimensions.end());
  std::vector<T> inputCopy, kernelCopy;
  const T* input = operandInOrder(lhs, lhsLane, inPerm, inputCopy);
  const T* kernel = operandInOrder(rhs, rhsLane, kPerm, kernelCopy);
  auto dim = [](const Tensor& t, int64_t d) { return t.shape()[static_cast<size_t>(d)]; };
  const int64_t batch = dim(lhs, p.inputBatchDimension),
                channels = dim(lhs, p.inputFeatureDimension);
  const int64_t outFeatures = dim(rhs, p.kernelOutputFeatureDimension),
                groupChannels = dim(rhs, p.kernelInputFeatureDimension);
  // Feature groups split the input channels, batch groups the input batch
  // (contiguous blocks of outBatch): either way group g makes output
  // features [g * groupOut, (g + 1) * groupOut). At most one is > 1.
  const int64_t outBatch = batch / p.batchGroupCount;
  const int64_t groups = p.featureGroupCount * p.batchGroupCount, groupOut = outFeatures / groups;
  ConvGeometry geometry;
  for (size_t d = 0; d < s; ++d) {
    geometry.inSize.push_back(dim(lhs, p.inputSpatialDimensions[d]));
    geometry.kSize.push_back(dim(rhs, p.kernelSpatialDimensions[d]));
    geometry.outSize.push_back(out.shape()[static_cast<size_t>(p.outputSpatialDimensions[d])]);
    geometry.inProduct *= geometry.inSize[d];
    geometry.kProduct *= geometry.kSize[d];
    geometry.outProduct *= geometry.outSize[d];
  }
  const int64_t rows = groupChannels * geometry.kProduct, outProduct = geometry.outProduct;
  const size_t size = static_cast<size_t>(outBatch * outFeatures * outProduct);
  if (size == 0) return;
  // Straight into the result's memory when it is in the normalized layout
  // and stored as the lane (every element is written: each output feature
  // has its group's GEMM row).
  const bool direct = isIdentityOrder(outPerm) && storedAsLane(lane) && rows > 0;
  std::vector<T> normalizedResult;
  if (!direct) normalizedResult.assign(size, T(0));
  T* result = direct ? reinterpret_cast<T*>(out.mutableBytes().data()) : normalizedResult.data();
  // One column matrix per thread, reused across batch elements: a fresh
  // 7 MB one per image page-faulted on every write.
  tbb::enumerable_thread_specific<std::vector<T>> columnBuffers;
  auto runBatch = [&](int64_t nIndex) {
    std::vector<T>& columns = columnBuffers.local();
    columns.resize(static_cast<size_t>(rows * outProduct));
    for (int64_t g = 0; g < groups; ++g) {
      const int64_t inBatch = p.batchGroupCount > 1 ? g * outBatch + nIndex : nIndex;
      const int64_t firstChannel = p.featureGroupCount > 1 ? g * groupChannels : 0;
      for (int64_t c = 0; c < groupChannels; ++c)
        im2colPlane(p, geometry,
                    input + (inBatch * channels + firstChannel + c) * geometry.inProduct,
                    columns.data() + c * geometry.kProduct * outProduct);
      convolutionGemm(kernel + g * groupOut * rows, columns.data(),
                      result + (nIndex * outFeatures + g * groupOut) * outProduct, groupOut, rows,
                      outProduct);
    }
  };
  tbb::parallel_for(tbb::blocked_range<int64_t>(0, outBatch, 1),
                    [&](const tbb::blocked_range<int64_t>& r) {
                      for (int64_t nIndex = r.begin(); nIndex < r.end(); ++nIndex) runBatch(nIndex);
                    });
  if (direct) return;
  // Back to the output's layout: normalized dimension i is output dimension outPerm[i].
  std::vector<int64_t> normalized{outBatch, outFeatures};
  normalized.insert(normalized.end(), geometry.outSize.begin(), geometry.outSize.end());
  std::vector<int64_t> inverse(outPerm.size());
  for (size_t i = 0; i < outPerm.size(); ++i)
    inverse[static_cast<size_t>(outPerm[i])] = static_cast<int64_t>(i);
  std::vector<T> laid = permute(normalizedResult, normalized, inverse);
  if constexpr (std::is_same_v<T, float>)
    if (lane.narrow) roundToNarrow(laid.data(), laid.size(), lane.format);
  orBooleanSums(laid, lane);
  if (!laid.empty()) storeRange(laid.data(), laid.size(), lane, out, 0);
}

Status runConvolution(const KernelCall& call, const ConvParams& p) {
  if (quantizedDotLike(call.op))
    return withExpressedValues(
        call, [&p](const KernelCall& floats, const LaneType& lane, Tensor& out) {
          visitLane(lane.lane,
                    [&](auto tag) { convolutionTyped<decltype(tag)>(floats, p, lane, out); });
        });
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  Tensor out = call.allocate(0);
  visitLane(lane.lane, [&](auto tag) { convolutionTyped<decltype(tag)>(call, p, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

Status convolution(const KernelCall& call) {
  ConvParams p;
  if (std::string why = convParamsOf(call.op, p); !why.empty()) return kernelError(call.op, why);
  return runConvolution(call, p);
}

// dynamic_conv: a convolution padded by its runtime operand 2, a
// [low, high] row per spatial dimension. Only then can C25 be checked: the
// padded, dilated input and window must give the declared result's
// spatial sizes, else the program is wrong at run time (a located error,
// as the oracle gives).
std::string dynamicConvSupport(const Operation& op) {
  if (std::string why = convolutionSupport(op); !why.empty()) return why;
  return requireStaticTensors(op);
}

Status dynamicConvolution(const KernelCall& call) {
  ConvParams p;
  if (std::string why = convParamsOf(call.op, p); !why.empty()) return kernelError(call.op, why);
  const std::vector<int64_t> pad = indexValues(call.operand(2));
  const size_t spatial = p.inputSpatialDimensions.size();
  if (pad.size() != 2 * spatial)
    return kernelError(call.op, fmt::format("padding holds {} values for {} spatial dimensions "
                                            "(C4: a [low, high] row each)",
                                            pad.size(), spatial));
  const std::vector<int64_t>& in = call.operand(0).shape();
  const std::vector<int64_t>& kernel = call.operand(1).shape();
  const std::vector<int64_t>& out = call.op.result(0)->type.shape();
  for (size_t d = 0; d < spatial; ++d) {
    auto dilated = [](int64_t size, int64_t dilation) {
      return size == 0 ? 0 : (size - 1) * dilation + 1;
    };
    const int64_t padded =
        pad[2 * d] +
        dilated(in[static_cast<size_t>(p.inputSpatialDimensions[d])], p.lhsDilation[d]) +
        pad[2 * d + 1];
    const int64_t window =
        dilated(kernel[static_cast<size_t>(p.kernelSpatialDimensions[d])], p.rhsDilation[d]);
    const int64_t size = padded < window ? 0 : (padded - window) / p.windowStrides[d] + 1;
    if (size != out[static_cast<size_t>(p.outputSpatialDimensions[d])])
      return kernelError(call.op,
                         fmt::format("padding [{}, {}] of spatial dimension {} gives an output "
                                     "size of {}, the result type declares {} (C25)",
                                     pad[2 * d], pad[2 * d + 1], d, size,
                                     out[static_cast<size_t>(p.outputSpatialDimensions[d])]));
    p.paddingLow[d] = pad[2 * d];
  }
  return runConvolution(call, p);
}

const KernelEntry kLinalgEntries[] = {
    {OpId::kDotGeneral, dotGeneral, dotSupport},
    {OpId::kDot, dotGeneral, dotSupport},
    {OpId::kConvolution, convolution, convolutionSupport},
    {OpId::kDynamicConv, dynamicConvolution, dynamicConvSupport},
};

}  // namespace

std::span<const KernelEntry> linalgKernels() {
  return kLinalgEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
