#include "backends/simd_cpu/kernels_layout.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <cstring>
#include <limits>

namespace hlo_cts::backends::simd_cpu {

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

namespace {

// The copy after dropping unit dimensions and merging neighbours that are
// contiguous in both source and destination: fewer, longer loops.
StridedCopy simplify(const StridedCopy& c) {
  StridedCopy s;
  s.dstBase = c.dstBase;
  s.srcBase = c.srcBase;
  for (size_t d = 0; d < c.shape.size(); ++d) {
    if (c.shape[d] == 1) continue;
    if (!s.shape.empty() && s.dstStrides.back() == c.dstStrides[d] * c.shape[d] &&
        s.srcStrides.back() == c.srcStrides[d] * c.shape[d]) {
      s.shape.back() *= c.shape[d];
      s.dstStrides.back() = c.dstStrides[d];
      s.srcStrides.back() = c.srcStrides[d];
      continue;
    }
    s.shape.push_back(c.shape[d]);
    s.dstStrides.push_back(c.dstStrides[d]);
    s.srcStrides.push_back(c.srcStrides[d]);
  }
  return s;
}

template <int kBytes>
void copyRunOf(uint8_t* dst, int64_t dstStride, const uint8_t* src, int64_t srcStride, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    std::memcpy(dst + i * dstStride * kBytes, src + i * srcStride * kBytes, kBytes);
}

// One run of `n` elements with element strides `dstStride` / `srcStride`.
void copyRun(uint8_t* dst, int64_t dstStride, const uint8_t* src, int64_t srcStride, int64_t n,
             int elementBytes) {
  if (dstStride == 1 && srcStride == 1) {
    std::memcpy(dst, src, static_cast<size_t>(n * elementBytes));
    return;
  }
  if (dstStride == 1 && srcStride == 0) {
    fillElements(dst, n, src, elementBytes);
    return;
  }
  switch (elementBytes) {
    case 1:
      return copyRunOf<1>(dst, dstStride, src, srcStride, n);
    case 2:
      return copyRunOf<2>(dst, dstStride, src, srcStride, n);
    case 4:
      return copyRunOf<4>(dst, dstStride, src, srcStride, n);
    case 8:
      return copyRunOf<8>(dst, dstStride, src, srcStride, n);
    default:
      return copyRunOf<16>(dst, dstStride, src, srcStride, n);
  }
}

// Runs a simplified copy: the dimensions in `outer` by an odometer over
// [begin, end) of their index space, and for each outer index either the
// last dimension as one run or, for a transposition, the tile pair
// (`tileRow`, last) in square tiles that stay in cache on both sides.
class CopyLoop {
 public:
  CopyLoop(const StridedCopy& c, uint8_t* dst, const uint8_t* src, int elementBytes)
      : c_(c), dst_(dst), src_(src), elementBytes_(elementBytes) {
    const size_t last = c.shape.size() - 1;
    // A source-contiguous dimension other than the last one, when the last
    // one strides through the source: the copy is a transposition.
    if (c.srcStrides[last] != 1 && c.srcStrides[last] != 0 && c.shape[last] >= 8)
      for (size_t d = 0; d < last; ++d)
        if (c.srcStrides[d] == 1 && c.shape[d] >= 8) tileRow_ = static_cast<int>(d);
    for (size_t d = 0; d < last; ++d)
      if (static_cast<int>(d) != tileRow_) outer_.push_back(d);
  }

  int64_t outerCount() const {
    int64_t n = 1;
    for (size_t d : outer_) n *= c_.shape[d];
    return n;
  }
  int64_t innerElements() const {
    int64_t n = c_.shape.back();
    if (tileRow_ >= 0) n *= c_.shape[static_cast<size_t>(tileRow_)];
    return n;
  }

  void run(int64_t begin, int64_t end) const {
    std::vector<int64_t> index(outer_.size());
    int64_t dstOffset = c_.dstBase, srcOffset = c_.srcBase;
    for (size_t k = outer_.size(), rest = static_cast<size_t>(begin); k-- > 0;) {
      const size_t d = outer_[k];
      index[k] = static_cast<int64_t>(rest % static_cast<size_t>(c_.shape[d]));
      rest /= static_cast<size_t>(c_.shape[d]);
      dstOffset += index[k] * c_.dstStrides[d];
      srcOffset += index[k] * c_.srcStrides[d];
    }
    for (int64_t at = begin; at < end; ++at) {
      inner(dstOffset, srcOffset);
      for (size_t k = outer_.size(); k-- > 0;) {
        const size_t d = outer_[k];
        dstOffset += c_.dstStrides[d];
        srcOffset += c_.srcStrides[d];
        if (++index[k] < c_.shape[d]) break;
        dstOffset -= index[k] * c_.dstStrides[d];
        srcOffset -= index[k] * c_.srcStrides[d];
        index[k] = 0;
      }
    }
  }

 private:
  void inner(int64_t dstOffset, int64_t srcOffset) const {
    const int64_t eb = elementBytes_;
    const int64_t n = c_.shape.back(), ds = c_.dstStrides.back(), ss = c_.srcStrides.back();
    if (tileRow_ < 0) {
      copyRun(dst_ + dstOffset * eb, ds, src_ + srcOffset * eb, ss, n, elementBytes_);
      return;
    }
    constexpr int64_t kTile = 32;
    const size_t r = static_cast<size_t>(tileRow_);
    const int64_t rows = c_.shape[r], rowDst = c_.dstStrides[r], rowSrc = c_.srcStrides[r];
    for (int64_t r0 = 0; r0 < rows; r0 += kTile)
      for (int64_t c0 = 0; c0 < n; c0 += kTile) {
        const int64_t rEnd = std::min(rows, r0 + kTile), cols = std::min(n, c0 + kTile) - c0;
        for (int64_t row = r0; row < rEnd; ++row)
          copyRun(dst_ + (dstOffset + row * rowDst + c0 * ds) * eb, ds,
                  src_ + (srcOffset + row * rowSrc + c0 * ss) * eb, ss, cols, elementBytes_);
      }
  }

  const StridedCopy& c_;
  uint8_t* dst_;
  const uint8_t* src_;
  int elementBytes_;
  int tileRow_ = -1;
  std::vector<size_t> outer_;
};

}  // namespace

void copyStrided(const StridedCopy& copy, uint8_t* dst, const uint8_t* src, int elementBytes,
                 bool parallel) {
  for (int64_t size : copy.shape)
    if (size == 0) return;
  StridedCopy c = simplify(copy);
  if (c.shape.empty()) {  // a single element
    std::memcpy(dst + c.dstBase * elementBytes, src + c.srcBase * elementBytes,
                static_cast<size_t>(elementBytes));
    return;
  }
  const CopyLoop loop(c, dst, src, elementBytes);
  const int64_t count = loop.outerCount(), inner = loop.innerElements();
  if (!parallel || count < 2 || count * inner < kParallelElements) {
    loop.run(0, count);
    return;
  }
  const int64_t grain = std::max<int64_t>(1, (int64_t{1} << 14) / inner);
  tbb::parallel_for(tbb::blocked_range<int64_t>(0, count, static_cast<size_t>(grain)),
                    [&](const tbb::blocked_range<int64_t>& r) { loop.run(r.begin(), r.end()); });
}

void fillElements(uint8_t* dst, int64_t count, const uint8_t* element, int elementBytes) {
  if (count <= 0) return;
  std::memcpy(dst, element, static_cast<size_t>(elementBytes));
  // Doubling copies: log(count) memcpy calls.
  const int64_t total = count * elementBytes;
  for (int64_t filled = elementBytes; filled < total; filled *= 2)
    std::memcpy(dst + filled, dst, static_cast<size_t>(std::min(filled, total - filled)));
}

std::vector<int64_t> indexValues(const Tensor& t) {
  const int64_t n = t.numElements();
  std::vector<int64_t> values(static_cast<size_t>(n));
  const uint8_t* bytes = t.bytes().data();
  const ElementType type = t.elementType();
  const bool isSigned = isSignedInteger(type);
  const int eb = t.elementBytes();
  const int width = bitWidth(type);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, bytes + i * eb, static_cast<size_t>(eb));
    if (isSigned) {
      values[static_cast<size_t>(i)] = signExtend(bits, width);
    } else {
      constexpr uint64_t kMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
      values[static_cast<size_t>(i)] = static_cast<int64_t>(std::min(bits, kMax));
    }
  }
  return values;
}

bool contains(std::span<const int64_t> dims, int64_t d) {
  return std::find(dims.begin(), dims.end(), d) != dims.end();
}

std::string requireStaticSameStorage(const Operation& op, size_t n) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  const ElementType type = op.result(0)->type.elementType();
  for (size_t i = 0; i < n && i < op.numOperands(); ++i)
    if (op.operand(i)->type.elementType() != type) return "operand and result element types differ";
  return {};
}

}  // namespace hlo_cts::backends::simd_cpu
