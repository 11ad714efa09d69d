// dot_general, dot and convolution as Eigen matrix products. Operands are
// loaded into their compute lane (f32 for f32 and narrower floats, f64,
// i64 for integers, complex), permuted into [batch, rows, contraction] and
// [batch, contraction, columns] (dot_general's result order), multiplied
// with Eigen's blocked GEMM for the CPU's instruction set (gemm.h; its own
// summation order: the spec leaves the order open) with independent batches
// or row blocks on oneTBB threads,
// and rounded once into the result type. einsum and unary_einsum are a
// plain loop over their labels. Convolution is im2col + GEMM per
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
#include <numeric>

#include "backends/gemm_layout.h"
#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/gemm.h"
#include "backends/simd_cpu/kernel.h"
#include "backends/simd_cpu/kernels_layout.h"
#include "spec/ops/spec_functions.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// The whole tensor in its compute lane, as T.
template <class T>
std::vector<T> loadAll(const Tensor& t, const LaneType& lane) {
  std::vector<T> out(static_cast<size_t>(t.numElements()));
  if (!out.empty()) loadRange(t, 0, out.size(), lane, out.data());
  return out;
}

// `src` (row-major, `shape`) with its dimensions reordered as `perm`
// (result dimension i is source dimension perm[i]): the data-movement
// kernels' strided copy, on compute-lane values.
template <class T>
std::vector<T> permute(const std::vector<T>& src, const std::vector<int64_t>& shape,
                       const std::vector<int64_t>& perm) {
  const std::vector<int64_t> stride = rowMajorStrides(shape);
  StridedCopy copy;
  for (int64_t p : perm) {
    copy.shape.push_back(shape[static_cast<size_t>(p)]);
    copy.srcStrides.push_back(stride[static_cast<size_t>(p)]);
  }
  copy.dstStrides = rowMajorStrides(copy.shape);
  std::vector<T> out(src.size());
  if (!out.empty())
    copyStrided(copy, reinterpret_cast<uint8_t*>(out.data()),
                reinterpret_cast<const uint8_t*>(src.data()), static_cast<int>(sizeof(T)));
  return out;
}

bool isIdentityOrder(const std::vector<int64_t>& order) {
  for (size_t i = 0; i < order.size(); ++i)
    if (order[i] != static_cast<int64_t>(i)) return false;
  return true;
}

// An operand as T values with its dimensions reordered as `order` (gemm's
// [batch, rows, contraction] or [batch, contraction, columns], a
// convolution's normalized layout): the tensor's own memory when it is
// stored as the lane and already in that order, else a copy made in
// `copy`. dot_1024 spent a fifth of its time copying and page-faulting
// operands that were already f32 matrices.
template <class T>
const T* operandInOrder(const Tensor& t, const LaneType& lane, const std::vector<int64_t>& order,
                        std::vector<T>& copy) {
  if (isIdentityOrder(order) && storedAsLane(lane) && sizeof(T) == laneBytes(lane.lane))
    return reinterpret_cast<const T*>(t.bytes().data());
  copy = permute(loadAll<T>(t, lane), t.shape(), order);
  return copy.data();
}

// The lane every operand and the result share, or why there is none.
std::string commonLane(const Operation& op, size_t operands, LaneType& lane) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (!laneTypeOf(op.result(0)->type.elementType(), lane))
    return std::string(elementTypeName(op.result(0)->type.elementType())) +
           " results are not supported";
  for (size_t i = 0; i < operands; ++i) {
    LaneType in;
    if (!laneTypeOf(op.operand(i)->type.elementType(), in) || in.lane != lane.lane)
      return "operands and result of different kinds of element type are not supported by simd-cpu";
  }
  return {};
}

// C[b] = A[b] · B[b] for every batch, row blocks spread over threads.
template <class T>
void batchedGemm(const T* a, const T* b, T* c, int64_t batches, int64_t m, int64_t k, int64_t n) {
  const int64_t rowBlock = std::max<int64_t>(16, m / 8);
  const int64_t blocks = (m + rowBlock - 1) / rowBlock;
  auto run = [&](int64_t job) {
    const int64_t batch = job / blocks, row = (job % blocks) * rowBlock;
    const int64_t rows = std::min(rowBlock, m - row);
    gemm(a + (batch * m + row) * k, b + batch * k * n, c + (batch * m + row) * n, rows, k, n);
  };
  const int64_t jobs = batches * blocks;
  if (m * k * n * batches < (int64_t{1} << 18)) {
    for (int64_t j = 0; j < jobs; ++j) run(j);
  } else {
    tbb::parallel_for(tbb::blocked_range<int64_t>(0, jobs, 1),
                      [&](const tbb::blocked_range<int64_t>& r) {
                        for (int64_t j = r.begin(); j < r.end(); ++j) run(j);
                      });
  }
}

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
  if (quantizedDotLike(op)) return quantizedDotLikeSupport(op);
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (mixedRealLanes(op)) return {};
  LaneType lane;
  return commonLane(op, 2, lane);
}

// dot_general across lanes: both operands as doubles (exact), one double
// GEMM, each sum rounded once into the result type.
void dotMixed(const KernelCall& call, const LaneType& lane, Tensor& out) {
  const GemmLayout g = gemmLayoutOf(call.op);
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

// i1's add is OR (the spec's reduction with add on booleans), so a sum of
// products is true when it is not 0, not when its low bit is set.
template <class T>
void orBooleanSums(std::vector<T>& sums, const LaneType& lane) {
  if constexpr (std::is_same_v<T, uint64_t>)
    if (lane.type == ElementType::kI1)
      for (T& v : sums) v = v != 0;
}

template <class T>
void dotTyped(const KernelCall& call, const LaneType& lane, Tensor& out) {
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const GemmLayout g = gemmLayoutOf(call.op);
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

template <class F>
void visitLane(Lane lane, F&& f) {
  switch (lane) {
    case Lane::kF32:
      return f(float{});
    case Lane::kF64:
      return f(double{});
    case Lane::kI64:
      return f(uint64_t{});  // the i64 lane's bits, multiplied and summed modulo 2^64
    case Lane::kC64:
      return f(std::complex<float>{});
    case Lane::kC128:
      return f(std::complex<double>{});
  }
}

Status dotGeneral(const KernelCall& call) {
  if (quantizedDotLike(call.op))
    return withExpressedValues(
        call, [](const KernelCall& floats, const LaneType& lane, Tensor& out) {
          visitLane(lane.lane, [&](auto tag) { dotTyped<decltype(tag)>(floats, lane, out); });
        });
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  Tensor out = call.allocate(0);
  if (mixedRealLanes(call.op))
    dotMixed(call, lane, out);
  else
    visitLane(lane.lane, [&](auto tag) { dotTyped<decltype(tag)>(call, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

// --- convolution -------------------------------------------------------------

struct ConvParams {
  int64_t inBatch = 0, inFeature = 1, kIn = 0, kOut = 1, outBatch = 0, outFeature = 1;
  std::vector<int64_t> inSpatial, kSpatial, outSpatial;
  std::vector<int64_t> strides, lhsDilation, rhsDilation, padLow;
  std::vector<bool> reversal;
  int64_t featureGroups = 1, batchGroups = 1;
};

std::string convParamsOf(const Operation& op, ConvParams& p) {
  const Attribute* dims = op.attr("dimension_numbers");
  if (!dims || dims->kind() != Attribute::Kind::kStruct) return "no dimension_numbers";
  p.inBatch = structIntOr(*dims, "input_batch_dimension", 0);
  p.inFeature = structIntOr(*dims, "input_feature_dimension", 1);
  p.kIn = structIntOr(*dims, "kernel_input_feature_dimension", 0);
  p.kOut = structIntOr(*dims, "kernel_output_feature_dimension", 1);
  p.outBatch = structIntOr(*dims, "output_batch_dimension", 0);
  p.outFeature = structIntOr(*dims, "output_feature_dimension", 1);
  p.inSpatial = structDims(*dims, "input_spatial_dimensions");
  p.kSpatial = structDims(*dims, "kernel_spatial_dimensions");
  p.outSpatial = structDims(*dims, "output_spatial_dimensions");
  const size_t s = p.inSpatial.size();
  p.strides = windowAttr(op, "window_strides", s, 1);
  p.lhsDilation = windowAttr(op, "lhs_dilation", s, 1);
  p.rhsDilation = windowAttr(op, "rhs_dilation", s, 1);
  p.padLow = lowPadding(op, s);
  for (int64_t r : dimsAttr(op, "window_reversal")) p.reversal.push_back(r != 0);
  p.reversal.resize(s, false);
  p.featureGroups = intAttrOr(op, "feature_group_count", 1);
  p.batchGroups = intAttrOr(op, "batch_group_count", 1);
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
  if (p.batchGroups != 1 && p.featureGroups != 1)
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
  auto kernelAt = [&](size_t d) { return p.reversal[d] ? g.kSize[d] - 1 - kIdx[d] : kIdx[d]; };
  for (int64_t kp = 0; kp < g.kProduct; ++kp, nextIndex(kIdx, g.kSize)) {
    std::fill(oIdx.begin(), oIdx.end(), 0);
    for (int64_t o = 0; o < outer; ++o, nextIndex(oIdx, outerSize)) {
      T* out = columns + kp * g.outProduct + o * outLast;
      int64_t linear = 0;
      bool inside = true;
      for (size_t d = 0; d < last && inside; ++d) {
        const int64_t pos = oIdx[d] * p.strides[d] + kernelAt(d) * p.rhsDilation[d] - p.padLow[d];
        inside = pos >= 0 && pos % p.lhsDilation[d] == 0 && pos / p.lhsDilation[d] < g.inSize[d];
        linear = linear * g.inSize[d] + pos / p.lhsDilation[d];
      }
      if (!inside) {
        std::fill(out, out + outLast, T(0));
        continue;
      }
      // The last dimension: position(x) = x * stride + start.
      const int64_t stride = p.strides[last], dilation = p.lhsDilation[last];
      const int64_t start = kernelAt(last) * p.rhsDilation[last] - p.padLow[last];
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

// Y[m×n] = W[m×k] · X[k×n] (row-major). Complex products are the plain
// formula (ac − bd, ad + bc), as the spec's and the oracle's sum of
// products: Eigen's (like C's Annex G multiply) turns Inf · 0 into Inf
// where the formula gives NaN.
template <class T>
void convolutionGemm(const T* w, const T* x, T* y, int64_t m, int64_t k, int64_t n) {
  if constexpr (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>) {
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        typename T::value_type re = 0, im = 0;
        for (int64_t l = 0; l < k; ++l) {
          const T a = w[i * k + l], b = x[l * n + j];
          re += a.real() * b.real() - a.imag() * b.imag();
          im += a.real() * b.imag() + a.imag() * b.real();
        }
        y[i * n + j] = T(re, im);
      }
  } else {
    gemm(w, x, y, m, k, n);
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
  const size_t s = p.inSpatial.size();
  // Normalized layouts: input [N, C, spatial...], kernel [O, Ci, spatial...],
  // output [N, O, spatial...].
  std::vector<int64_t> inPerm{p.inBatch, p.inFeature}, kPerm{p.kOut, p.kIn},
      outPerm{p.outBatch, p.outFeature};
  inPerm.insert(inPerm.end(), p.inSpatial.begin(), p.inSpatial.end());
  kPerm.insert(kPerm.end(), p.kSpatial.begin(), p.kSpatial.end());
  outPerm.insert(outPerm.end(), p.outSpatial.begin(), p.outSpatial.end());
  std::vector<T> inputCopy, kernelCopy;
  const T* input = operandInOrder(lhs, lhsLane, inPerm, inputCopy);
  const T* kernel = operandInOrder(rhs, rhsLane, kPerm, kernelCopy);
  auto dim = [](const Tensor& t, int64_t d) { return t.shape()[static_cast<size_t>(d)]; };
  const int64_t batch = dim(lhs, p.inBatch), channels = dim(lhs, p.inFeature);
  const int64_t outFeatures = dim(rhs, p.kOut), groupChannels = dim(rhs, p.kIn);
  // Feature groups split the input channels, batch groups the input batch
  // (contiguous blocks of outBatch): either way group g makes output
  // features [g * groupOut, (g + 1) * groupOut). At most one is > 1.
  const int64_t outBatch = batch / p.batchGroups;
  const int64_t groups = p.featureGroups * p.batchGroups, groupOut = outFeatures / groups;
  ConvGeometry geometry;
  for (size_t d = 0; d < s; ++d) {
    geometry.inSize.push_back(dim(lhs, p.inSpatial[d]));
    geometry.kSize.push_back(dim(rhs, p.kSpatial[d]));
    geometry.outSize.push_back(out.shape()[static_cast<size_t>(p.outSpatial[d])]);
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
      const int64_t inBatch = p.batchGroups > 1 ? g * outBatch + nIndex : nIndex;
      const int64_t firstChannel = p.featureGroups > 1 ? g * groupChannels : 0;
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
  const size_t spatial = p.inSpatial.size();
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
    const int64_t padded = pad[2 * d] +
                           dilated(in[static_cast<size_t>(p.inSpatial[d])], p.lhsDilation[d]) +
                           pad[2 * d + 1];
    const int64_t window = dilated(kernel[static_cast<size_t>(p.kSpatial[d])], p.rhsDilation[d]);
    const int64_t size = padded < window ? 0 : (padded - window) / p.strides[d] + 1;
    if (size != out[static_cast<size_t>(p.outSpatial[d])])
      return kernelError(call.op,
                         fmt::format("padding [{}, {}] of spatial dimension {} gives an output "
                                     "size of {}, the result type declares {} (C25)",
                                     pad[2 * d], pad[2 * d + 1], d, size,
                                     out[static_cast<size_t>(p.outSpatial[d])]));
    p.padLow[d] = pad[2 * d];
  }
  return runConvolution(call, p);
}

// --- chlo.ragged_dot -----------------------------------------------------------

// The ragged-rows mode (the oracle's): lhs_ragged_dimensions names one lhs
// free dimension, whose rows group_sizes splits into consecutive groups;
// rows of group j meet slice j of rhs's rhs_group_dimensions, rows beyond
// every group are zero.
struct RaggedDims {
  std::vector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  int64_t ragged = -1, group = -1;
};

std::string raggedDimsOf(const Operation& op, RaggedDims& d) {
  const Attribute* a = op.attr("ragged_dot_dimension_numbers");
  auto field = [&](std::string_view name) {
    const Attribute* f = a ? a->get(name) : nullptr;
    return f ? f->asI64List().value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
  };
  d.lhsBatch = field("lhs_batching_dimensions");
  d.rhsBatch = field("rhs_batching_dimensions");
  d.lhsContract = field("lhs_contracting_dimensions");
  d.rhsContract = field("rhs_contracting_dimensions");
  const std::vector<int64_t> ragged = field("lhs_ragged_dimensions"),
                             group = field("rhs_group_dimensions");
  if (ragged.size() != 1 || group.size() != 1 || contains(d.lhsContract, ragged[0]) ||
      contains(d.lhsBatch, ragged[0]) || op.operand(2)->type.rank() != 1)
    return "only the ragged-rows mode (a ragged lhs result dimension, an rhs group dimension, "
           "1-D group_sizes) is supported";
  d.ragged = ragged[0];
  d.group = group[0];
  return {};
}

std::string raggedDotSupport(const Operation& op) {
  LaneType lane;
  if (std::string why = commonLane(op, 2, lane); !why.empty()) return why;
  RaggedDims d;
  return raggedDimsOf(op, d);
}

// Each run of rows in one group is one GEMM: the lhs laid out as
// [batch, ragged, other free, contraction], the rhs as [group, batch,
// contraction, free], the product then permuted to the result's order
// [batch, lhs free, rhs free].
template <class T>
void raggedDotTyped(const KernelCall& call, const RaggedDims& d,
                    const std::vector<int64_t>& rowGroup, const LaneType& lane, Tensor& out) {
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const std::vector<int64_t>& ls = lhs.shape();
  const std::vector<int64_t>& rs = rhs.shape();
  std::vector<int64_t> lhsFree, others, rhsFree;
  for (int64_t i = 0; i < static_cast<int64_t>(ls.size()); ++i)
    if (!contains(d.lhsBatch, i) && !contains(d.lhsContract, i)) {
      lhsFree.push_back(i);
      if (i != d.ragged) others.push_back(i);
    }
  for (int64_t i = 0; i < static_cast<int64_t>(rs.size()); ++i)
    if (!contains(d.rhsBatch, i) && !contains(d.rhsContract, i) && i != d.group)
      rhsFree.push_back(i);
  auto product = [](const std::vector<int64_t>& shape, const std::vector<int64_t>& dims) {
    int64_t p = 1;
    for (int64_t i : dims) p *= shape[static_cast<size_t>(i)];
    return p;
  };
  const int64_t batches = product(ls, d.lhsBatch), rows = ls[static_cast<size_t>(d.ragged)],
                free = product(ls, others), k = product(ls, d.lhsContract),
                n = product(rs, rhsFree), groups = rs[static_cast<size_t>(d.group)];
  std::vector<int64_t> lhsOrder = d.lhsBatch, rhsOrder = {d.group};
  lhsOrder.push_back(d.ragged);
  lhsOrder.insert(lhsOrder.end(), others.begin(), others.end());
  lhsOrder.insert(lhsOrder.end(), d.lhsContract.begin(), d.lhsContract.end());
  rhsOrder.insert(rhsOrder.end(), d.rhsBatch.begin(), d.rhsBatch.end());
  rhsOrder.insert(rhsOrder.end(), d.rhsContract.begin(), d.rhsContract.end());
  rhsOrder.insert(rhsOrder.end(), rhsFree.begin(), rhsFree.end());
  LaneType lhsLane, rhsLane;
  laneTypeOf(lhs.elementType(), lhsLane);
  laneTypeOf(rhs.elementType(), rhsLane);
  const std::vector<T> a = permute(loadAll<T>(lhs, lhsLane), ls, lhsOrder);
  const std::vector<T> b = permute(loadAll<T>(rhs, rhsLane), rs, rhsOrder);
  std::vector<T> c(static_cast<size_t>(batches * rows * free * n), T(0));
  if (k > 0 && free > 0 && n > 0)
    for (int64_t batch = 0; batch < batches; ++batch)
      for (int64_t row = 0; row < rows;) {
        int64_t end = row + 1;
        while (end < rows &&
               rowGroup[static_cast<size_t>(end)] == rowGroup[static_cast<size_t>(row)])
          ++end;
        const int64_t j = rowGroup[static_cast<size_t>(row)];
        if (j < groups) {
          const int64_t first = (batch * rows + row) * free;
          convolutionGemm(a.data() + first * k, b.data() + (j * batches + batch) * k * n,
                          c.data() + first * n, (end - row) * free, k, n);
        }
        row = end;
      }
  orBooleanSums(c, lane);
  if constexpr (std::is_same_v<T, float>)
    if (lane.narrow) roundToNarrow(c.data(), c.size(), lane.format);
  // c's dimensions: batch, ragged, other free, rhs free; the result's: batch,
  // lhs free in order, rhs free.
  std::vector<int64_t> cShape, perm;
  for (int64_t i : d.lhsBatch) cShape.push_back(ls[static_cast<size_t>(i)]);
  cShape.push_back(rows);
  for (int64_t i : others) cShape.push_back(ls[static_cast<size_t>(i)]);
  for (int64_t i : rhsFree) cShape.push_back(rs[static_cast<size_t>(i)]);
  const int64_t nb = static_cast<int64_t>(d.lhsBatch.size());
  for (int64_t i = 0; i < nb; ++i) perm.push_back(i);
  for (int64_t i : lhsFree)
    perm.push_back(i == d.ragged
                       ? nb
                       : nb + 1 + (std::find(others.begin(), others.end(), i) - others.begin()));
  for (size_t i = 0; i < rhsFree.size(); ++i)
    perm.push_back(nb + 1 + static_cast<int64_t>(others.size() + i));
  const std::vector<T> laid = permute(c, cShape, perm);
  if (!laid.empty()) storeRange(laid.data(), laid.size(), lane, out, 0);
}

// The group of each ragged row, as the oracle finds it: the first j whose
// running total of group_sizes exceeds the row (upper_bound), past the
// last group for rows beyond them all.
Status raggedDot(const KernelCall& call) {
  RaggedDims d;
  if (std::string why = raggedDimsOf(call.op, d); !why.empty()) return kernelError(call.op, why);
  const Tensor& lhs = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const std::vector<int64_t> sizes = indexValues(call.operand(2));
  std::vector<int64_t> dims = d.lhsBatch, rhsDims = d.rhsBatch;
  dims.insert(dims.end(), d.lhsContract.begin(), d.lhsContract.end());
  dims.push_back(d.ragged);
  rhsDims.insert(rhsDims.end(), d.rhsContract.begin(), d.rhsContract.end());
  rhsDims.push_back(d.group);
  std::sort(dims.begin(), dims.end());
  std::sort(rhsDims.begin(), rhsDims.end());
  if (std::adjacent_find(dims.begin(), dims.end()) != dims.end() ||
      std::adjacent_find(rhsDims.begin(), rhsDims.end()) != rhsDims.end())
    return kernelError(call.op, "a dimension appears in two of an operand's dimension lists");
  for (size_t i = 0; i < d.lhsBatch.size(); ++i)
    if (lhs.shape()[static_cast<size_t>(d.lhsBatch[i])] !=
        rhs.shape()[static_cast<size_t>(d.rhsBatch[i])])
      return kernelError(call.op, "batching dimension sizes differ");
  if (rhs.shape()[static_cast<size_t>(d.group)] != static_cast<int64_t>(sizes.size()))
    return kernelError(call.op, "rhs_group_dimensions must index a dimension of size(group_sizes)");
  std::vector<int64_t> groupEnd;
  int64_t total = 0;
  for (int64_t size : sizes) groupEnd.push_back(total += size);
  std::vector<int64_t> rowGroup;
  for (int64_t row = 0; row < lhs.shape()[static_cast<size_t>(d.ragged)]; ++row)
    rowGroup.push_back(std::upper_bound(groupEnd.begin(), groupEnd.end(), row) - groupEnd.begin());
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  Tensor out = call.allocate(0);
  visitLane(lane.lane,
            [&](auto tag) { raggedDotTyped<decltype(tag)>(call, d, rowGroup, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

// --- einsum, unary_einsum ------------------------------------------------------

// result[o] = Σ over the labels in no result position of Π over operands
// of operand[its labels' values]: one loop over every assignment of the
// labels, result labels outermost (einsum programs are small; the spec
// leaves the summation order open, as for dot_general). A label repeated
// within an operand reads its diagonal.
struct EinsumPlan {
  std::vector<int64_t> sizes;  // per label, the result's labels first
  size_t resultLabels = 0;
  std::vector<std::vector<int64_t>> strides;  // per operand, per label
};

std::string einsumPlanOf(const Operation& op, EinsumPlan& plan) {
  const Attribute* config = op.attr("einsum_config");
  if (!config || config->kind() != Attribute::Kind::kString) return "no einsum_config string";
  const std::optional<ops::EinsumConfig> parsed = ops::parseEinsumConfig(config->str());
  if (!parsed || parsed->operands.size() != op.numOperands())
    return "einsum_config does not match the operands";
  std::string labels = parsed->result;
  for (const std::string& o : parsed->operands)
    for (char l : o)
      if (labels.find(l) == std::string::npos) labels += l;
  if (labels.find('.') != std::string::npos) return "einsum ellipses are not supported by simd-cpu";
  plan.resultLabels = parsed->result.size();
  plan.sizes.assign(labels.size(), -1);
  plan.strides.assign(op.numOperands(), std::vector<int64_t>(labels.size(), 0));
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const std::vector<int64_t>& shape = op.operand(i)->type.shape();
    const std::string& o = parsed->operands[i];
    if (o.size() != shape.size()) return "an operand's labels do not match its rank";
    const std::vector<int64_t> strides = rowMajorStrides(shape);
    for (size_t d = 0; d < o.size(); ++d) {
      const size_t l = labels.find(o[d]);
      if (plan.sizes[l] >= 0 && plan.sizes[l] != shape[d]) return "a label has two sizes";
      plan.sizes[l] = shape[d];
      plan.strides[i][l] += strides[d];
    }
  }
  const std::vector<int64_t>& result = op.result(0)->type.shape();
  if (result.size() != plan.resultLabels) return "the result's labels do not match its rank";
  for (size_t l = 0; l < plan.resultLabels; ++l)
    if (plan.sizes[l] != result[l]) return "a result label's size is not the result's";
  return {};
}

std::string einsumSupport(const Operation& op) {
  LaneType lane;
  if (std::string why = commonLane(op, op.numOperands(), lane); !why.empty()) return why;
  EinsumPlan plan;
  return einsumPlanOf(op, plan);
}

// a · b, complex ones by the plain formula (ac − bd, ad + bc) as the spec
// and the oracle compute them (C's Annex G multiply turns Inf · 0 into Inf
// where the formula gives NaN, and the converse).
template <class T>
T plainProduct(const T& a, const T& b) {
  if constexpr (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>)
    return T(a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real());
  else
    return a * b;
}

template <class T>
void einsumTyped(const KernelCall& call, const EinsumPlan& plan, const LaneType& lane,
                 Tensor& out) {
  std::vector<std::vector<T>> values;
  for (size_t i = 0; i < call.operands.size(); ++i) {
    LaneType in;
    laneTypeOf(call.operand(i).elementType(), in);
    values.push_back(loadAll<T>(call.operand(i), in));
  }
  // Every assignment of the labels in row-major order, the result's labels
  // outermost: each result element takes `summed` consecutive assignments.
  const int64_t summed =
      std::accumulate(plan.sizes.begin() + static_cast<int64_t>(plan.resultLabels),
                      plan.sizes.end(), int64_t{1}, std::multiplies<>());
  // A unary_einsum that sums labels is the einsum of x with ones over them
  // (the oracle's model, as MHLO's einsum(1, x)): a complex term is x · 1 by
  // the plain formula, whose other part is NaN where x has an infinite
  // part. One that sums nothing is a transpose, no product.
  const bool timesOne = values.size() == 1 && plan.sizes.size() > plan.resultLabels;
  std::vector<T> result(static_cast<size_t>(out.numElements()), T(0));
  std::vector<int64_t> index(plan.sizes.size(), 0);
  for (T& r : result)
    for (int64_t s = 0; s < summed; ++s, nextIndex(index, plan.sizes)) {
      T product{};
      for (size_t i = 0; i < values.size(); ++i) {
        int64_t offset = 0;
        for (size_t l = 0; l < index.size(); ++l) offset += index[l] * plan.strides[i][l];
        const T value = values[i][static_cast<size_t>(offset)];
        product = i == 0 ? value : plainProduct(product, value);
      }
      if (timesOne) product = plainProduct(product, T(1));
      // The first term is the sum so far (not 0 + it, which would turn a
      // −0 into +0 where nothing is summed: a transposing unary_einsum).
      r = s == 0 ? product : r + product;
    }
  orBooleanSums(result, lane);
  if (!result.empty()) storeRange(result.data(), result.size(), lane, out, 0);
}

Status einsum(const KernelCall& call) {
  LaneType lane;
  laneTypeOf(call.op.result(0)->type.elementType(), lane);
  EinsumPlan plan;
  if (std::string why = einsumPlanOf(call.op, plan); !why.empty()) return kernelError(call.op, why);
  Tensor out = call.allocate(0);
  visitLane(lane.lane, [&](auto tag) { einsumTyped<decltype(tag)>(call, plan, lane, out); });
  call.set(0, std::move(out));
  return Status::success();
}

const KernelEntry kLinalgEntries[] = {
    {OpId::kDotGeneral, dotGeneral, dotSupport},
    {OpId::kDot, dotGeneral, dotSupport},
    {OpId::kConvolution, convolution, convolutionSupport},
    {OpId::kDynamicConv, dynamicConvolution, dynamicConvSupport},
    {OpId::kChloRaggedDot, raggedDot, raggedDotSupport},
    {OpId::kEinsum, einsum, einsumSupport},
    {OpId::kUnaryEinsum, einsum, einsumSupport},
};

}  // namespace

std::span<const KernelEntry> linalgKernels() {
  return kLinalgEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
