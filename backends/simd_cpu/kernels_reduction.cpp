// reduce, reduce_window, and the other ops that run a region over windows
// or elements (select_and_scatter, map, chlo.scan). A single-operand reduction whose body is one
// associative op runs as typed loops over the storage: rows along the last
// dimension are folded into their output element (several accumulators,
// an order the spec leaves open) or combined element-wise into an output
// row, and independent output rows are spread over cores. Any other body,
// several operands, or a type the typed loops do not cover runs the body
// region step by step in the spec's sequential order.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>

#include "backends/simd_cpu/kernel.h"
#include "backends/simd_cpu/kernels_layout.h"
#include "backends/simd_cpu/reducer.h"

namespace hlo_cts::backends::simd_cpu {

namespace {

// --- reduce ---------------------------------------------------------------

// IEEE maximum / minimum of a float row and `init`: the extremum of the
// values in the total order where -0 < +0 (unique whatever the order of
// folding), or NaN when one is NaN. The floats are compared as integer
// keys that order like them, NaN seen as a magnitude above infinity's:
// branch-free integer lanes, which vectorize where combine's branches do
// not.
template <class T, OpId kOp>
T foldExtremum(const T* row, int64_t n, T init) {
  using U = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  using S = std::make_signed_t<U>;
  constexpr int kBits = static_cast<int>(sizeof(T) * 8);
  constexpr U kSign = U{1} << (kBits - 1);
  const U kInfinity = std::bit_cast<U>(std::numeric_limits<T>::infinity());
  auto key = [](U bits) {  // negative: ~bits; positive: bits | sign
    return bits ^ (static_cast<U>(static_cast<S>(bits) >> (kBits - 1)) | kSign);
  };
  auto pick = [](U a, U b) { return kOp == OpId::kMaximum ? std::max(a, b) : std::min(a, b); };
  constexpr int kLanes = 16;
  const U* bits = reinterpret_cast<const U*>(row);
  U acc[kLanes], magnitude[kLanes];
  const U first = std::bit_cast<U>(init);
  for (int k = 0; k < kLanes; ++k) {
    acc[k] = key(first);
    magnitude[k] = first & ~kSign;
  }
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int k = 0; k < kLanes; ++k) {
      acc[k] = pick(acc[k], key(bits[i + k]));
      magnitude[k] = std::max(magnitude[k], bits[i + k] & ~kSign);
    }
  for (; i < n; ++i) {
    acc[0] = pick(acc[0], key(bits[i]));
    magnitude[0] = std::max(magnitude[0], bits[i] & ~kSign);
  }
  U best = acc[0], largest = magnitude[0];
  for (int k = 1; k < kLanes; ++k) {
    best = pick(best, acc[k]);
    largest = std::max(largest, magnitude[k]);
  }
  if (largest > kInfinity) return std::numeric_limits<T>::quiet_NaN();
  return std::bit_cast<T>((best & kSign) ? best & ~kSign : ~best);
}

// Folds a contiguous row with several accumulators (vectorizable).
template <class T, class Op>
T foldRow(Op op, const T* row, int64_t n, T init) {
  if constexpr (std::is_floating_point_v<T> &&
                (Op::value == OpId::kMaximum || Op::value == OpId::kMinimum))
    return foldExtremum<T, Op::value>(row, n, init);
  constexpr int kLanes = 8;
  if (n < 2 * kLanes) {
    T acc = init;
    for (int64_t i = 0; i < n; ++i) acc = combine(op, acc, row[i]);
    return acc;
  }
  T acc[kLanes];
  for (int k = 0; k < kLanes; ++k) acc[k] = row[k];
  int64_t i = kLanes;
  for (; i + kLanes <= n; i += kLanes)
    for (int k = 0; k < kLanes; ++k) acc[k] = combine(op, acc[k], row[i + k]);
  T total = init;
  for (int k = 0; k < kLanes; ++k) total = combine(op, total, acc[k]);
  for (; i < n; ++i) total = combine(op, total, row[i]);
  return total;
}

// dst[r] = init folded with row r of `count` contiguous rows: a
// trailing-dimension reduce's rows, whether the kernel or a row group
// (foldRows) folds them.
template <class T, class Op>
void foldTrailingRows(Op op, const T* rows, int64_t count, int64_t rowLength, T init, T* dst) {
  for (int64_t r = 0; r < count; ++r) dst[r] = foldRow(op, rows + r * rowLength, rowLength, init);
}

}  // namespace

bool foldsRows(OpId op, ElementType type) {
  return visitStorageType(type, [&](auto tag) { return combineDefined<decltype(tag)>(op); });
}

void foldRows(OpId op, ElementType type, const void* rows, int64_t count, int64_t rowLength,
              const void* init, void* dst) {
  visitStorageType(type, [&](auto tag) {
    using T = decltype(tag);
    T start;
    std::memcpy(&start, init, sizeof(T));
    withReducerOp(op, [&](auto reducer) {
      foldTrailingRows(reducer, static_cast<const T*>(rows), count, rowLength, start,
                       static_cast<T*>(dst));
    });
    return true;
  });
}

namespace {

// Blocks this long or longer are folded in chunks on several threads when
// there are too few outputs to spread.
constexpr int64_t kSplitBlock = int64_t{1} << 16;

// Folds a long contiguous block in fixed chunks on oneTBB threads, then the
// chunks' results in order after `init`: reduce's schedule is the
// implementation's (a tree here), and fixed chunks keep it the same from
// run to run whatever the thread count.
template <class T, class Op>
T foldSplit(Op op, const T* row, int64_t n, T init) {
  constexpr int64_t kChunk = int64_t{1} << 14;
  const int64_t chunks = (n + kChunk - 1) / kChunk;
  std::vector<T> partial(static_cast<size_t>(chunks));
  tbb::parallel_for(
      tbb::blocked_range<int64_t>(0, chunks), [&](const tbb::blocked_range<int64_t>& r) {
        for (int64_t c = r.begin(); c < r.end(); ++c) {
          const int64_t begin = c * kChunk, len = std::min(kChunk, n - begin);
          partial[static_cast<size_t>(c)] = foldRow(op, row + begin + 1, len - 1, row[begin]);
        }
      });
  T total = init;
  for (const T& p : partial) total = combine(op, total, p);
  return total;
}

template <class T, class Op>
void reduceTyped(Op op, const Tensor& in, T init, const std::vector<bool>& reduced, Tensor& out) {
  const std::vector<int64_t>& shape = in.shape();
  const size_t rank = shape.size();
  const T* src = reinterpret_cast<const T*>(in.bytes().data());
  T* dst = reinterpret_cast<T*>(out.mutableBytes().data());
  const int64_t outSize = out.numElements();
  std::fill(dst, dst + outSize, init);
  if (in.numElements() == 0) return;
  if (rank == 0) {
    dst[0] = combine(op, init, src[0]);
    return;
  }
  const int64_t row = shape[rank - 1];
  const bool lastReduced = reduced[rank - 1];
  // Output strides of the input's dimensions (0 where reduced).
  std::vector<int64_t> outStride(rank, 0);
  int64_t stride = 1;
  for (size_t d = rank; d-- > 0;)
    if (!reduced[d]) {
      outStride[d] = stride;
      stride *= shape[d];
    }
  const int64_t rows = in.numElements() / std::max<int64_t>(row, 1);
  // Reducing exactly the trailing dimensions: each output is one
  // contiguous block, independent of the others.
  size_t firstReduced = rank;
  while (firstReduced > 0 && reduced[firstReduced - 1]) --firstReduced;
  bool trailingOnly = true;
  for (size_t d = 0; d < firstReduced; ++d) trailingOnly &= !reduced[d];
  if (trailingOnly && lastReduced) {
    const int64_t block = in.numElements() / std::max<int64_t>(outSize, 1);
    if (outSize < 8 && block >= kSplitBlock) {
      for (int64_t o = 0; o < outSize; ++o) dst[o] = foldSplit(op, src + o * block, block, init);
      return;
    }
    auto body = [&](int64_t begin, int64_t end) {
      foldTrailingRows(op, src + begin * block, end - begin, block, init, dst + begin);
    };
    if (in.numElements() >= (int64_t{1} << 16))
      tbb::parallel_for(tbb::blocked_range<int64_t>(0, outSize),
                        [&](const tbb::blocked_range<int64_t>& r) { body(r.begin(), r.end()); });
    else
      body(0, outSize);
    return;
  }
  std::vector<int64_t> index(rank, 0);
  int64_t outBase = 0;
  for (int64_t r = 0; r < rows; ++r) {
    const T* line = src + r * row;
    if (lastReduced) {
      dst[outBase] = foldRow(op, line, row, dst[outBase]);
    } else {
      T* target = dst + outBase;
      for (int64_t j = 0; j < row; ++j) target[j] = combine(op, target[j], line[j]);
    }
    // Next row: advance the odometer over dimensions [0, rank - 1).
    for (size_t d = rank - 1; d-- > 0;) {
      outBase += outStride[d];
      if (++index[d] < shape[d]) break;
      outBase -= outStride[d] * shape[d];
      index[d] = 0;
    }
  }
}

// The spec's reference schedule through the body region: results start at
// the init values and take each element in row-major order.
Status reduceWithRegion(const KernelCall& call, size_t n, const std::vector<bool>& reduced) {
  const Tensor& first = call.operand(0);
  const std::vector<int64_t>& shape = first.shape();
  std::vector<Tensor> outs;
  for (size_t i = 0; i < n; ++i) outs.push_back(call.allocate(i));
  const int64_t outSize = outs[0].numElements();
  std::vector<std::vector<TensorRef>> acc(static_cast<size_t>(outSize));
  for (auto& a : acc)
    for (size_t i = 0; i < n; ++i) a.push_back(call.operands[n + i]);
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t linear = 0; linear < first.numElements(); ++linear) {
    int64_t o = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      if (!reduced[d]) o = o * shape[d] + index[d];
    std::vector<TensorRef> args = acc[static_cast<size_t>(o)];
    for (size_t i = 0; i < n; ++i) args.push_back(scalarOf(call.operand(i), linear));
    Result<std::vector<TensorRef>> r = call.runRegion(0, args);
    if (!r.ok()) return r.takeError();
    if (r->size() != n) return kernelError(call.op, "the body returned the wrong number of values");
    acc[static_cast<size_t>(o)] = std::move(*r);
    nextIndex(index, shape);
  }
  for (size_t i = 0; i < n; ++i) {
    const int64_t bytes = outs[i].elementBytes();
    for (int64_t o = 0; o < outSize; ++o)
      std::memcpy(outs[i].mutableBytes().data() + o * bytes,
                  acc[static_cast<size_t>(o)][i]->bytes().data(), static_cast<size_t>(bytes));
    call.set(i, std::move(outs[i]));
  }
  return Status::success();
}

Status reduce(const KernelCall& call) {
  const size_t n = call.operands.size() / 2;
  const Tensor& in = call.operand(0);
  Result<std::vector<int64_t>> dimensions = ops::dimensionsAttr(call.op);
  if (!dimensions.ok()) return dimensions.takeError();
  std::vector<bool> reduced(static_cast<size_t>(in.rank()), false);
  for (int64_t d : *dimensions) reduced.at(static_cast<size_t>(d)) = true;
  const std::optional<OpId> simple = simpleReducer(*call.op.region(0));
  const Type& bodyType = call.op.region(0)->front()->argument(0)->type;
  if (n == 1 && simple && bodyType.elementType() == in.elementType() &&
      call.op.result(0)->type.elementType() == in.elementType()) {
    Tensor out = call.allocate(0);
    const bool typed = visitStorageType(in.elementType(), [&](auto tag) {
      using T = decltype(tag);
      if (!combineDefined<T>(*simple)) return false;
      T init;
      std::memcpy(&init, call.operand(1).bytes().data(), sizeof(T));
      withReducerOp(*simple, [&](auto op) { reduceTyped<T>(op, in, init, reduced, out); });
      return true;
    });
    if (typed) {
      call.set(0, std::move(out));
      return Status::success();
    }
  }
  return reduceWithRegion(call, n, reduced);
}

// --- reduce_window ------------------------------------------------------------

struct Window {
  std::vector<int64_t> size, stride, baseDilation, windowDilation, padLow;
};

Result<Window> windowOf(const Operation& op) {
  Result<ops::WindowAttrs> attrs = ops::windowAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  Window w;
  w.size = std::move(attrs->windowDimensions);
  w.stride = std::move(attrs->windowStrides);
  w.baseDilation = std::move(attrs->baseDilations);
  w.windowDilation = std::move(attrs->windowDilations);
  w.padLow = std::move(attrs->paddingLow);
  return w;
}

// Calls visit(inputLinear or -1 for padding) for each window position of
// output element `outIndex`, in row-major window order.
template <class Visit>
void forEachWindowElement(const Window& w, const std::vector<int64_t>& inShape,
                          const std::vector<int64_t>& outIndex, std::vector<int64_t>& windowIndex,
                          Visit visit) {
  const size_t rank = inShape.size();
  std::fill(windowIndex.begin(), windowIndex.end(), 0);
  int64_t count = 1;
  for (int64_t s : w.size) count *= s;
  for (int64_t k = 0; k < count; ++k) {
    int64_t linear = 0;
    bool inside = true;
    for (size_t d = 0; d < rank && inside; ++d) {
      // Position in the dilated, padded base.
      const int64_t p =
          outIndex[d] * w.stride[d] + windowIndex[d] * w.windowDilation[d] - w.padLow[d];
      if (p < 0 || p % w.baseDilation[d] != 0) inside = false;
      const int64_t i = p / w.baseDilation[d];
      if (i >= inShape[d]) inside = false;
      linear = linear * inShape[d] + i;
    }
    visit(inside ? linear : -1);
    nextIndex(windowIndex, w.size);
  }
}

// A one-op body over one operand of a storage type with typed loops;
// false otherwise. The index vectors live outside the per-type lambda:
// inside it, GCC 12 reports a false -Wfree-nonheap-object on them (as for
// im2colPlane).
bool reduceWindowTyped(const KernelCall& call, const Window& w, Tensor& out) {
  const Tensor& in = call.operand(0);
  const std::optional<OpId> simple = simpleReducer(*call.op.region(0));
  if (call.operands.size() != 2 || !simple ||
      call.op.region(0)->front()->argument(0)->type.elementType() != in.elementType())
    return false;
  std::vector<int64_t> outIndex(out.shape().size(), 0), windowIndex(outIndex.size(), 0);
  return visitStorageType(in.elementType(), [&](auto tag) {
    using T = decltype(tag);
    if (!combineDefined<T>(*simple)) return false;
    const T* src = reinterpret_cast<const T*>(in.bytes().data());
    T* dst = reinterpret_cast<T*>(out.mutableBytes().data());
    T init;
    std::memcpy(&init, call.operand(1).bytes().data(), sizeof(T));
    withReducerOp(*simple, [&](auto op) {
      for (int64_t o = 0; o < out.numElements(); ++o, nextIndex(outIndex, out.shape())) {
        T acc = init;
        forEachWindowElement(w, in.shape(), outIndex, windowIndex,
                             [&](int64_t i) { acc = combine(op, acc, i < 0 ? init : src[i]); });
        dst[o] = acc;
      }
    });
    return true;
  });
}

// The spec's schedule through the body region, padding read as the init
// values.
Status reduceWindowWithRegion(const KernelCall& call, const Window& w, std::vector<Tensor>& outs) {
  const size_t n = outs.size();
  const std::vector<int64_t>& inShape = call.operand(0).shape();
  std::vector<int64_t> outIndex(inShape.size(), 0), windowIndex(inShape.size(), 0);
  for (int64_t o = 0; o < outs[0].numElements(); ++o, nextIndex(outIndex, outs[0].shape())) {
    std::vector<TensorRef> acc(call.operands.begin() + static_cast<ptrdiff_t>(n),
                               call.operands.end());
    Status status = Status::success();
    forEachWindowElement(w, inShape, outIndex, windowIndex, [&](int64_t i) {
      if (!status.ok()) return;
      std::vector<TensorRef> args = acc;
      for (size_t k = 0; k < n; ++k)
        args.push_back(i < 0 ? call.operands[n + k] : scalarOf(call.operand(k), i));
      Result<std::vector<TensorRef>> r = call.runRegion(0, args);
      if (!r.ok()) {
        status = r.takeError();
        return;
      }
      acc = std::move(*r);
    });
    if (!status.ok()) return status;
    for (size_t k = 0; k < n; ++k)
      std::memcpy(outs[k].mutableBytes().data() + o * outs[k].elementBytes(),
                  acc[k]->bytes().data(), static_cast<size_t>(outs[k].elementBytes()));
  }
  return Status::success();
}

Status reduceWindow(const KernelCall& call) {
  const size_t n = call.operands.size() / 2;
  Result<Window> window = windowOf(call.op);
  if (!window.ok()) return window.takeError();
  const Window& w = *window;
  std::vector<Tensor> outs;
  for (size_t i = 0; i < n; ++i) outs.push_back(call.allocate(i));
  if (!reduceWindowTyped(call, w, outs[0]))
    if (Status s = reduceWindowWithRegion(call, w, outs); !s.ok()) return s;
  for (size_t i = 0; i < n; ++i) call.set(i, std::move(outs[i]));
  return Status::success();
}

// Whether a region returned a rank-0 tensor of `type` first.
bool returnsScalarOf(const std::vector<TensorRef>& returned, ElementType type) {
  return !returned.empty() && returned[0] && returned[0]->numElements() == 1 &&
         returned[0]->elementType() == type;
}

// --- select_and_scatter -------------------------------------------------------

// Each window (one per source element, in source order) selects one operand
// element: the first in bounds, replaced by each later candidate the select
// region does not keep (select(selected, candidate) false). Each result
// element starts as init_value and folds, in source order, the source
// values of the windows that selected it through the scatter region.
// Padding holds no operand element, so it is never selected; a window
// without any operand element selects nothing (the spec leaves it open).
Status selectAndScatter(const KernelCall& call) {
  const Tensor& operand = call.operand(0);
  const Tensor& source = call.operand(1);
  Result<Window> window = windowOf(call.op);
  if (!window.ok()) return window.takeError();
  const Window& w = *window;
  Tensor result = call.allocate(0);
  const auto eb = static_cast<size_t>(result.elementBytes());
  for (int64_t i = 0; i < result.numElements(); ++i)
    std::memcpy(result.mutableBytes().data() + i * result.elementBytes(),
                call.operand(2).bytes().data(), eb);
  std::vector<int64_t> source_index(source.shape().size(), 0), window_index(source_index.size());
  for (int64_t s = 0; s < source.numElements(); ++s, nextIndex(source_index, source.shape())) {
    int64_t selected = -1;
    Status status = Status::success();
    forEachWindowElement(w, operand.shape(), source_index, window_index, [&](int64_t candidate) {
      if (!status.ok() || candidate < 0) return;
      if (selected < 0) {
        selected = candidate;
        return;
      }
      const TensorRef args[] = {scalarOf(operand, selected), scalarOf(operand, candidate)};
      Result<std::vector<TensorRef>> keep = call.runRegion(0, args);
      if (!keep.ok()) {
        status = keep.takeError();
      } else if (!returnsScalarOf(*keep, ElementType::kI1)) {
        status = kernelError(call.op, "select must return a rank-0 i1 tensor");
      } else if ((*keep)[0]->bits(0) == 0) {
        selected = candidate;
      }
    });
    if (!status.ok()) return status;
    if (selected < 0) continue;
    const TensorRef args[] = {scalarOf(result, selected), scalarOf(source, s)};
    Result<std::vector<TensorRef>> scattered = call.runRegion(1, args);
    if (!scattered.ok()) return scattered.takeError();
    if (!returnsScalarOf(*scattered, result.elementType()))
      return kernelError(call.op, "scatter must return a rank-0 tensor of the result type");
    std::memcpy(result.mutableBytes().data() + selected * result.elementBytes(),
                (*scattered)[0]->bytes().data(), eb);
  }
  call.set(0, std::move(result));
  return Status::success();
}

// The regions take and return the operand's element type: the promotion the
// spec allows in the scatter region is not implemented.
std::string selectAndScatterSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.numOperands() != 3 || op.numResults() != 1 || op.numRegions() != 2)
    return "malformed select_and_scatter";
  const ElementType type = op.operand(0)->type.elementType();
  if (op.operand(1)->type.elementType() != type || op.operand(2)->type.elementType() != type ||
      op.result(0)->type.elementType() != type)
    return "select_and_scatter converting between element types is not supported by simd-cpu";
  for (size_t r = 0; r < 2; ++r) {
    const Block* block = op.region(r)->front();
    if (!block || block->numArguments() != 2) return "select_and_scatter regions take two scalars";
    for (const auto& arg : block->arguments())
      if (arg->type.elementType() != type || arg->type.isQuantized())
        return "select_and_scatter regions on another element type are not supported by "
               "simd-cpu";
  }
  return {};
}

// --- map ------------------------------------------------------------------------

// The computation runs once per element on the operands' rank-0 elements
// (dimensions is every dimension in order: map is element-wise).
Status map(const KernelCall& call) {
  Tensor out = call.allocate(0);
  const auto eb = static_cast<size_t>(out.elementBytes());
  std::vector<TensorRef> args(call.operands.size());
  for (int64_t i = 0; i < out.numElements(); ++i) {
    for (size_t k = 0; k < args.size(); ++k) args[k] = scalarOf(call.operand(k), i);
    Result<std::vector<TensorRef>> r = call.runRegion(0, args);
    if (!r.ok()) return r.takeError();
    if (!returnsScalarOf(*r, out.elementType()))
      return kernelError(call.op, "computation must return a rank-0 tensor of the result type");
    std::memcpy(out.mutableBytes().data() + i * out.elementBytes(), (*r)[0]->bytes().data(), eb);
  }
  call.set(0, std::move(out));
  return Status::success();
}

std::string mapSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.numResults() != 1 || op.numRegions() != 1 || !op.region(0)->front() ||
      op.region(0)->front()->numArguments() != op.numOperands())
    return "malformed map";
  for (const Value* v : op.operands())
    if (v->type.shape() != op.result(0)->type.shape()) return "map operands of another shape";
  return {};
}

// --- chlo.scan --------------------------------------------------------------------

// N inputs scanned along `dimension` with M carries: step t (backwards when
// is_reverse) runs the body on the inputs' slices at t and the carries; it
// returns N output slices, stored at t, and the M next carries. The results
// are the outputs and the last carries. N comes from operandSegmentSizes,
// else (as the oracle reads it) from the inputs being one rank above their
// body arguments.
size_t scanInputs(const Operation& op, const ops::ScanAttrs& attrs) {
  const size_t total = op.numOperands();
  const std::vector<int64_t> segments = attrs.operandSegmentSizes.value_or(std::vector<int64_t>{});
  if (segments.size() == 2 && segments[0] >= 0 && segments[1] >= 0 &&
      static_cast<size_t>(segments[0] + segments[1]) == total)
    return static_cast<size_t>(segments[0]);
  const Block& block = *op.region(0)->front();
  size_t n = 0;
  while (n < total && op.operand(n)->type.rank() == block.argument(n)->type.rank() + 1) ++n;
  return n;
}

std::string scanSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.numRegions() != 1 || !op.region(0)->front() ||
      op.region(0)->front()->numArguments() != op.numOperands() ||
      op.numResults() != op.numOperands())
    return "malformed chlo.scan: one body argument and one result per operand";
  Result<ops::ScanAttrs> attrs = ops::scanAttrs(op);
  if (!attrs.ok()) return viewProblem(attrs);
  const size_t n = scanInputs(op, *attrs);
  const int64_t dimension = attrs->dimension;
  if (n == 0) return "chlo.scan needs at least one input";
  for (size_t i = 0; i < n; ++i)
    if (dimension < 0 || dimension >= op.operand(i)->type.rank() ||
        op.operand(i)->type.shape()[static_cast<size_t>(dimension)] !=
            op.operand(0)->type.shape()[static_cast<size_t>(dimension)])
      return "chlo.scan's inputs must share the scanned dimension";
  return {};
}

Status scan(const KernelCall& call) {
  Result<ops::ScanAttrs> attrs = ops::scanAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  const size_t total = call.operands.size(), n = scanInputs(call.op, *attrs);
  const auto dimension = static_cast<size_t>(attrs->dimension);
  const bool reverse = attrs->isReverse;
  const int64_t length = call.operand(0).shape()[dimension];
  // A tensor as [outer, length, inner bytes] around the scanned dimension.
  auto split = [&](const std::vector<int64_t>& shape, int64_t elementBytes) {
    int64_t outer = 1, inner = elementBytes;
    for (size_t d = 0; d < shape.size(); ++d)
      (d < dimension ? outer : inner) *= d == dimension ? 1 : shape[d];
    return std::pair{outer, inner};
  };
  // Copies `outer` rows of `inner` bytes, row o at (o * stride + at) * inner on
  // each side. An empty slice's buffers may be null, which memcpy must not see.
  auto copyRows = [](uint8_t* dst, const uint8_t* src, int64_t outer, int64_t inner,
                     int64_t dstStride, int64_t srcStride, int64_t dstAt, int64_t srcAt) {
    if (inner == 0) return;
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(dst + (o * dstStride + dstAt) * inner, src + (o * srcStride + srcAt) * inner,
                  static_cast<size_t>(inner));
  };
  std::vector<Tensor> outputs;
  for (size_t i = 0; i < n; ++i) outputs.push_back(call.allocate(i));
  std::vector<TensorRef> carry(call.operands.begin() + static_cast<std::ptrdiff_t>(n),
                               call.operands.end());
  for (int64_t step = 0; step < length; ++step) {
    const int64_t t = reverse ? length - 1 - step : step;
    std::vector<TensorRef> args;
    for (size_t i = 0; i < n; ++i) {
      const Tensor& input = call.operand(i);
      std::vector<int64_t> sliceShape = input.shape();
      sliceShape.erase(sliceShape.begin() + static_cast<std::ptrdiff_t>(dimension));
      auto slice = std::make_shared<Tensor>(input.type().withShape(sliceShape));
      const auto [outer, inner] = split(input.shape(), input.elementBytes());
      copyRows(slice->mutableBytes().data(), input.bytes().data(), outer, inner, 1, length, 0, t);
      args.push_back(std::move(slice));
    }
    args.insert(args.end(), carry.begin(), carry.end());
    Result<std::vector<TensorRef>> r = call.runRegion(0, args);
    if (!r.ok()) return r.takeError();
    if (r->size() != total) return kernelError(call.op, "the body must return outputs and carries");
    for (size_t i = 0; i < n; ++i) {
      const Tensor& slice = *(*r)[i];
      Tensor& output = outputs[i];
      const auto [outer, inner] = split(output.shape(), output.elementBytes());
      if (slice.elementType() != output.elementType() ||
          slice.numElements() * output.elementBytes() != outer * inner)
        return kernelError(call.op, "an output slice does not match its result type");
      copyRows(output.mutableBytes().data(), slice.bytes().data(), outer, inner, length, 1, t, 0);
    }
    carry.assign(r->begin() + static_cast<std::ptrdiff_t>(n), r->end());
  }
  for (size_t i = 0; i < n; ++i) call.set(i, std::move(outputs[i]));
  for (size_t i = n; i < total; ++i) call.results[i] = carry[i - n];
  return Status::success();
}

const KernelEntry kReductionEntries[] = {
    {OpId::kReduce, reduce, requireStaticTensors},
    {OpId::kReduceWindow, reduceWindow, requireStaticTensors},
    {OpId::kSelectAndScatter, selectAndScatter, selectAndScatterSupport},
    {OpId::kMap, map, mapSupport},
    {OpId::kChloScan, scan, scanSupport},
};

}  // namespace

std::span<const KernelEntry> reductionKernels() {
  return kReductionEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
