// sort and chlo.top_k.
//
// sort orders each 1-dimensional slice along `dimension` by the comparator
// with a bottom-up merge sort that takes from the right run only when it is
// strictly less: stable, never reading outside the slice whatever the
// comparator answers, and making the same comparisons as the oracle's sort,
// so even a comparator that is no strict weak ordering (FLOAT LT with NaNs)
// gives the oracle's order. A comparator that is one stablehlo.compare LT/GT
// of one operand's two arguments compares precomputed integer keys, slices
// in parallel; any other runs per comparison through KernelCall::runRegion.
//
// top_k: the k largest elements of each row (last dimension), largest first,
// ties by lower index first; floats by IEEE totalOrder, as the oracle's.
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>
#include <numeric>

#include "backends/simd_cpu/kernels_layout.h"
#include "spec/float_value.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

uint64_t loadBits(const uint8_t* bytes, int64_t i, int eb) {
  uint64_t bits = 0;
  std::memcpy(&bits, bytes + i * eb, static_cast<size_t>(std::min(eb, 8)));
  return bits;
}

// IEEE totalOrder as a signed key of the encoding: sign-magnitude order.
int64_t floatTotalOrderKey(uint64_t bits, const FloatFormat& f) {
  const uint64_t magnitude = bits & ~f.signMask();
  if ((bits & f.signMask()) != 0) return -static_cast<int64_t>(magnitude) - 1;
  return static_cast<int64_t>(magnitude);
}

int64_t unsignedKey(uint64_t bits) {
  return static_cast<int64_t>(bits ^ (uint64_t{1} << 63));
}

// A comparator that is `compare(argument lhs, argument rhs)` with
// direction LT or GT on the elements of operand `operand`.
struct KeyComparator {
  size_t operand = 0;
  bool swapped = false;  // compares (rhs element, lhs element)
  bool greater = false;  // GT
  enum class Kind : uint8_t { kFloat, kTotalOrder, kSigned, kUnsigned } kind = Kind::kFloat;
};

std::optional<KeyComparator> classifyComparator(const Operation& op) {
  if (op.numRegions() != 1 || !op.region(0)->front()) return std::nullopt;
  const Block& block = *op.region(0)->front();
  if (block.operations().size() != 2) return std::nullopt;
  const Operation& compare = *block.operations().front();
  const Operation& ret = *block.operations().back();
  if (compare.id() != OpId::kCompare || ret.numOperands() != 1 ||
      ret.operand(0) != compare.result(0) || compare.numOperands() != 2)
    return std::nullopt;
  const Value* lhs = compare.operand(0);
  const Value* rhs = compare.operand(1);
  if (!lhs->isBlockArgument() || !rhs->isBlockArgument() || lhs->ownerBlock != &block ||
      rhs->ownerBlock != &block || lhs->index / 2 != rhs->index / 2 || lhs->index == rhs->index)
    return std::nullopt;
  KeyComparator c;
  c.operand = lhs->index / 2;
  c.swapped = lhs->index % 2 == 1;
  // A view error leaves the comparator to the region, whose compare
  // reports it.
  Result<ops::ComparisonAttrs> comparison = ops::comparisonAttrs(compare);
  if (!comparison.ok() || (comparison->direction != "LT" && comparison->direction != "GT"))
    return std::nullopt;
  c.greater = comparison->direction == "GT";
  const ElementType type = op.operand(c.operand)->type.elementType();
  if (isComplex(type)) return std::nullopt;
  const std::string kind = comparison->compareType.empty() ? "NOTYPE" : comparison->compareType;
  if (isFloat(type)) {
    if (kind == "TOTALORDER")
      c.kind = KeyComparator::Kind::kTotalOrder;
    else if (kind == "FLOAT" || kind == "NOTYPE")
      c.kind = KeyComparator::Kind::kFloat;
    else
      return std::nullopt;
  } else if (kind == "SIGNED" || (kind == "NOTYPE" && isSignedInteger(type))) {
    c.kind = isBoolean(type) ? KeyComparator::Kind::kUnsigned : KeyComparator::Kind::kSigned;
  } else if (kind == "UNSIGNED" || kind == "NOTYPE") {
    c.kind = KeyComparator::Kind::kUnsigned;
  } else {
    return std::nullopt;
  }
  return c;
}

// The key of element `bits` under `c`; `unordered` is set for a NaN under
// FLOAT comparison (every LT/GT with it is false).
int64_t comparisonKey(uint64_t bits, ElementType type, const KeyComparator& c, bool& unordered) {
  unordered = false;
  switch (c.kind) {
    case KeyComparator::Kind::kTotalOrder:
      return floatTotalOrderKey(bits, *floatFormat(type));
    case KeyComparator::Kind::kFloat: {
      const FloatFormat& f = *floatFormat(type);
      unordered = isNaNBits(bits, type);
      return (bits & ~f.signMask()) == 0 ? 0 : floatTotalOrderKey(bits, f);  // -0 == +0
    }
    case KeyComparator::Kind::kSigned:
      return signExtend(bits, bitWidth(type));
    case KeyComparator::Kind::kUnsigned:
      return unsignedKey(bits);
  }
  return 0;
}

// Stable bottom-up merge sort of `order` (the oracle's: same comparisons).
template <class Less>
Status mergeSort(std::vector<int64_t>& order, std::vector<int64_t>& merged, Less&& less) {
  merged.resize(order.size());
  for (size_t width = 1; width < order.size(); width *= 2) {
    for (size_t lo = 0; lo < order.size(); lo += 2 * width) {
      const size_t mid = std::min(lo + width, order.size());
      const size_t hi = std::min(lo + 2 * width, order.size());
      size_t a = lo, b = mid, out = lo;
      while (a < mid && b < hi) {
        Result<bool> rightFirst = less(order[b], order[a]);
        if (!rightFirst.ok()) return rightFirst.takeError();
        merged[out++] = *rightFirst ? order[b++] : order[a++];
      }
      while (a < mid) merged[out++] = order[a++];
      while (b < hi) merged[out++] = order[b++];
    }
    order.swap(merged);
  }
  return Status::success();
}

// The slices of a sort: element k of slice (o, i) is at (o·length + k)·inner + i.
struct SliceLayout {
  int64_t outer = 1, length = 1, inner = 1;
  int64_t position(int64_t slice, int64_t k) const {
    return ((slice / inner) * length + k) * inner + slice % inner;
  }
};

SliceLayout sliceLayout(const Tensor& t, int64_t dimension) {
  SliceLayout s;
  for (int64_t d = 0; d < t.rank(); ++d) {
    const int64_t size = t.shape()[static_cast<size_t>(d)];
    if (d < dimension) s.outer *= size;
    if (d == dimension) s.length = size;
    if (d > dimension) s.inner *= size;
  }
  return s;
}

// Writes every operand's slice `slice` in the order `order`.
void permuteSlice(const KernelCall& call, std::vector<Tensor>& results, const SliceLayout& s,
                  int64_t slice, std::span<const int64_t> order) {
  for (size_t i = 0; i < results.size(); ++i) {
    const int eb = results[i].elementBytes();
    const uint8_t* in = call.operand(i).bytes().data();
    uint8_t* out = results[i].mutableBytes().data();
    for (int64_t k = 0; k < s.length; ++k)
      std::memcpy(out + s.position(slice, k) * eb, in + s.position(slice, order[k]) * eb,
                  static_cast<size_t>(eb));
  }
}

void sortByKeys(const KernelCall& call, std::vector<Tensor>& results, const SliceLayout& s,
                const KeyComparator& c) {
  const Tensor& keysOf = call.operand(c.operand);
  const ElementType type = keysOf.elementType();
  const int eb = keysOf.elementBytes();
  const int64_t slices = s.outer * s.inner;
  auto sortSlices = [&](int64_t begin, int64_t end) {
    std::vector<int64_t> keys(static_cast<size_t>(s.length)), order, merged;
    std::vector<uint8_t> unordered(static_cast<size_t>(s.length));
    for (int64_t slice = begin; slice < end; ++slice) {
      for (int64_t k = 0; k < s.length; ++k) {
        bool nan = false;
        keys[k] =
            comparisonKey(loadBits(keysOf.bytes().data(), s.position(slice, k), eb), type, c, nan);
        unordered[k] = nan;
      }
      order.resize(static_cast<size_t>(s.length));
      std::iota(order.begin(), order.end(), 0);
      // comparator(lhs, rhs) = compare(x, y) with (x, y) = (lhs, rhs), or
      // (rhs, lhs) when the region compares its arguments swapped.
      auto less = [&](int64_t lhs, int64_t rhs) -> Result<bool> {
        const int64_t x = c.swapped ? rhs : lhs, y = c.swapped ? lhs : rhs;
        if (unordered[x] || unordered[y]) return false;
        return c.greater ? keys[x] > keys[y] : keys[x] < keys[y];
      };
      (void)mergeSort(order, merged, less);
      permuteSlice(call, results, s, slice, order);
    }
  };
  if (slices > 1 && slices * s.length >= kParallelElements)
    tbb::parallel_for(
        tbb::blocked_range<int64_t>(0, slices),
        [&](const tbb::blocked_range<int64_t>& r) { sortSlices(r.begin(), r.end()); });
  else
    sortSlices(0, slices);
}

// The general comparator, per comparison on rank-0 tensors made once per
// slice element.
Status sortThroughRegion(const KernelCall& call, std::vector<Tensor>& results,
                         const SliceLayout& s) {
  const size_t n = results.size();
  std::vector<std::vector<TensorRef>> scalars(n, std::vector<TensorRef>(s.length));
  std::vector<TensorRef> arguments(2 * n);
  std::vector<int64_t> order, merged;
  for (int64_t slice = 0; slice < s.outer * s.inner; ++slice) {
    for (size_t i = 0; i < n; ++i) {
      for (int64_t k = 0; k < s.length; ++k)
        scalars[i][static_cast<size_t>(k)] = scalarOf(call.operand(i), s.position(slice, k));
    }
    auto less = [&](int64_t lhs, int64_t rhs) -> Result<bool> {
      for (size_t i = 0; i < n; ++i) {
        arguments[2 * i] = scalars[i][lhs];
        arguments[2 * i + 1] = scalars[i][rhs];
      }
      Result<std::vector<TensorRef>> answer = call.runRegion(0, arguments);
      if (!answer.ok()) return answer.takeError();
      if (answer->size() != 1 || !(*answer)[0] || (*answer)[0]->numElements() != 1)
        return kernelError(call.op, "the comparator must return one i1 value");
      return (*answer)[0]->bits(0) != 0;
    };
    order.resize(static_cast<size_t>(s.length));
    std::iota(order.begin(), order.end(), 0);
    if (Status status = mergeSort(order, merged, less); !status.ok()) return status;
    permuteSlice(call, results, s, slice, order);
  }
  return Status::success();
}

Status sort(const KernelCall& call) {
  const int64_t rank = call.operand(0).rank();
  Result<ops::SortAttrs> attrs = ops::sortAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  int64_t dimension = attrs->dimension;
  if (dimension < 0) dimension += rank;
  const SliceLayout s = sliceLayout(call.operand(0), dimension);
  std::vector<Tensor> results;
  for (size_t i = 0; i < call.operands.size(); ++i) results.push_back(call.allocate(i));
  if (std::optional<KeyComparator> c = classifyComparator(call.op)) {
    sortByKeys(call, results, s, *c);
  } else if (Status status = sortThroughRegion(call, results, s); !status.ok()) {
    return status;
  }
  for (size_t i = 0; i < results.size(); ++i) call.set(i, std::move(results[i]));
  return Status::success();
}

std::string sortSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.numOperands() == 0 || op.numResults() != op.numOperands() || op.numRegions() != 1)
    return "malformed sort";
  if (op.operand(0)->type.rank() == 0) return "sort of a rank-0 tensor";
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (op.operand(i)->type.elementType() != op.result(i)->type.elementType())
      return "operand and result element types differ";
  return viewProblem(ops::sortAttrs(op));
}

// ---------------------------------------------------------------------------
// top_k.
int64_t topKKey(uint64_t bits, ElementType type) {
  if (isUnsignedInteger(type) || isBoolean(type)) return unsignedKey(bits);
  if (const FloatFormat* f = floatFormat(type)) return floatTotalOrderKey(bits, *f);
  return signExtend(bits, bitWidth(type));
}

Status topK(const KernelCall& call) {
  const Tensor& operand = call.operand(0);
  Tensor values = call.allocate(0), indices = call.allocate(1);
  const int64_t k = values.shape().back();
  Result<ops::TopKAttrs> attrs = ops::topKAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  const bool largest = attrs->largest;
  const int64_t last = operand.shape().back();
  const int64_t rows = last == 0 ? 0 : operand.numElements() / last;
  const ElementType type = operand.elementType();
  const int eb = operand.elementBytes(), ib = indices.elementBytes();
  const uint64_t indexMask = lowBitsMask(bitWidth(indices.elementType()));
  auto topRows = [&](int64_t begin, int64_t end) {
    std::vector<int64_t> keys(static_cast<size_t>(last)), order(static_cast<size_t>(last));
    for (int64_t row = begin; row < end; ++row) {
      for (int64_t j = 0; j < last; ++j)
        keys[j] = topKKey(loadBits(operand.bytes().data(), row * last + j, eb), type);
      std::iota(order.begin(), order.end(), 0);
      // (key, index) is a total order: a partial sort gives the stable order.
      auto before = [&](int64_t a, int64_t b) {
        if (keys[a] != keys[b]) return largest ? keys[a] > keys[b] : keys[a] < keys[b];
        return a < b;
      };
      std::partial_sort(order.begin(), order.begin() + k, order.end(), before);
      for (int64_t j = 0; j < k; ++j) {
        std::memcpy(values.mutableBytes().data() + (row * k + j) * eb,
                    operand.bytes().data() + (row * last + order[j]) * eb, static_cast<size_t>(eb));
        const uint64_t index = static_cast<uint64_t>(order[j]) & indexMask;
        std::memcpy(indices.mutableBytes().data() + (row * k + j) * ib, &index,
                    static_cast<size_t>(ib));
      }
    }
  };
  if (rows > 1 && operand.numElements() >= kParallelElements)
    tbb::parallel_for(tbb::blocked_range<int64_t>(0, rows),
                      [&](const tbb::blocked_range<int64_t>& r) { topRows(r.begin(), r.end()); });
  else
    topRows(0, rows);
  call.set(0, std::move(values));
  call.set(1, std::move(indices));
  return Status::success();
}

std::string topKSupport(const Operation& op) {
  if (std::string why = requireStaticSameStorage(op, 1); !why.empty()) return why;
  if (op.operand(0)->type.rank() == 0) return "top_k of a rank-0 tensor";
  if (isComplex(op.operand(0)->type.elementType())) return "complex operands have no order";
  if (op.numResults() != 2 || !isInteger(op.result(1)->type.elementType()))
    return "top_k needs integer indices";
  return viewProblem(ops::topKAttrs(op));
}

const KernelEntry kSortEntries[] = {
    {OpId::kSort, sort, sortSupport},
    {OpId::kChloTopK, topK, topKSupport},
};

}  // namespace

std::span<const KernelEntry> sortKernels() {
  return kSortEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
