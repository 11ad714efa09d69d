#include "spec/tensor.h"

#include <fmt/format.h>

#include <cstdlib>
#include <cstring>
#include <iterator>
#include <mutex>
#include <new>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace hlo_cts {

uint64_t lowBitsMask(int width) {
  return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
}

int64_t signExtend(uint64_t bits, int width) {
  if (width >= 64) return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t{1} << (width - 1);
  bits &= lowBitsMask(width);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

Tensor::Tensor(Type type) : type_(std::move(type)) {
  int64_t n = type_.numElements();
  numElements_ = n < 0 ? 0 : n;
  elementBytes_ = storageBytes(type_.elementType());
  bytes_.assign(static_cast<size_t>(numElements_ * elementBytes_), 0);
}

namespace {
constexpr size_t kHugePage = size_t{2} << 20;
// Below this, plain operator new: small tensors are the common case.
constexpr size_t kHugeBacked = 4 * kHugePage;
// Freed huge-page-backed buffers kept for the next tensor of the same size.
// The C library returns such blocks to the kernel at once, and the next one
// is zero-filled page by page on first touch: a quarter of a 4096x4096
// softmax's time went to clearing its fresh 64 MB result. Bounded, newest
// kept; never destroyed, so tensors freed during exit still find it.
class HugeBufferCache {
 public:
  void* take(size_t rounded) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = buffers_.rbegin(); it != buffers_.rend(); ++it)
      if (it->size == rounded) {
        void* p = it->data;
        cached_ -= rounded;
        buffers_.erase(std::next(it).base());
        return p;
      }
    return nullptr;
  }
  void give(void* p, size_t rounded) noexcept {
    if (rounded > kCapacity) return std::free(p);
    std::lock_guard<std::mutex> lock(mutex_);
    while (cached_ + rounded > kCapacity) {
      std::free(buffers_.front().data);
      cached_ -= buffers_.front().size;
      buffers_.erase(buffers_.begin());
    }
    try {
      buffers_.push_back({p, rounded});
      cached_ += rounded;
    } catch (const std::bad_alloc&) {
      std::free(p);
    }
  }

 private:
  static constexpr size_t kCapacity = size_t{256} << 20;
  struct Buffer {
    void* data;
    size_t size;
  };
  std::mutex mutex_;
  std::vector<Buffer> buffers_;  // oldest first
  size_t cached_ = 0;
};

HugeBufferCache& hugeBufferCache() {
  static HugeBufferCache* cache = new HugeBufferCache();
  return *cache;
}

size_t roundedToHugePages(size_t n) {
  return (n + kHugePage - 1) / kHugePage * kHugePage;
}
}  // namespace

void* allocateTensorBytes(size_t n) {
  if (n < kHugeBacked) return ::operator new(n);
  const size_t rounded = roundedToHugePages(n);
  if (void* cached = hugeBufferCache().take(rounded)) return cached;
  void* p = std::aligned_alloc(kHugePage, rounded);
  if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(p, rounded, MADV_HUGEPAGE);  // a hint: failure only costs speed
#endif
  return p;
}

void freeTensorBytes(void* p, size_t n) noexcept {
  if (n < kHugeBacked)
    ::operator delete(p);
  else
    hugeBufferCache().give(p, roundedToHugePages(n));
}

Tensor Tensor::uninitialized(Type type) {
  Tensor t;
  t.type_ = std::move(type);
  const int64_t n = t.type_.numElements();
  t.numElements_ = n < 0 ? 0 : n;
  t.elementBytes_ = storageBytes(t.type_.elementType());
  t.bytes_.resize(static_cast<size_t>(t.numElements_ * t.elementBytes_));
  return t;
}

Tensor Tensor::filled(Type type, const Tensor& scalar) {
  Tensor t = uninitialized(std::move(type));
  const std::span<const uint8_t> element = scalar.bytes().first(t.elementBytes_);
  for (auto at = t.bytes_.begin(); at != t.bytes_.end(); at += t.elementBytes_)
    std::copy(element.begin(), element.end(), at);
  return t;
}

Tensor::Tensor(std::vector<int64_t> shape, ElementType elementType)
    : Tensor(Type::tensor(std::move(shape), elementType)) {}

namespace {
uint64_t loadLE(const uint8_t* p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}
void storeLE(uint8_t* p, int n, uint64_t v) {
  for (int i = 0; i < n; ++i) {
    p[i] = static_cast<uint8_t>(v);
    v >>= 8;
  }
}
}  // namespace

uint64_t Tensor::bits(int64_t index) const {
  int n = elementBytes_ > 8 ? 8 : elementBytes_;
  return loadLE(&bytes_[static_cast<size_t>(index * elementBytes_)], n);
}

void Tensor::setBits(int64_t index, uint64_t value) {
  int width = bitWidth(elementType());
  int n = elementBytes_ > 8 ? 8 : elementBytes_;
  storeLE(&bytes_[static_cast<size_t>(index * elementBytes_)], n, value & lowBitsMask(width));
}

uint64_t Tensor::partBits(int64_t index, int part) const {
  ElementType t = elementType();
  if (!isComplex(t)) return bits(index);
  int half = elementBytes_ / 2;
  return loadLE(&bytes_[static_cast<size_t>(index * elementBytes_ + part * half)], half);
}

void Tensor::setPartBits(int64_t index, int part, uint64_t value) {
  ElementType t = elementType();
  if (!isComplex(t)) return setBits(index, value);
  int half = elementBytes_ / 2;
  storeLE(&bytes_[static_cast<size_t>(index * elementBytes_ + part * half)], half,
          value & lowBitsMask(half * 8));
}

int64_t Tensor::intValue(int64_t index) const {
  ElementType t = elementType();
  uint64_t b = bits(index);
  if (isSignedInteger(t)) return signExtend(b, bitWidth(t));
  return static_cast<int64_t>(b);
}

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape) {
  std::vector<int64_t> result(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) result[d - 1] = result[d] * shape[d];
  return result;
}

std::vector<int64_t> Tensor::strides() const {
  return rowMajorStrides(shape());
}

std::string Tensor::indexText(int64_t linear) const {
  if (rank() == 0) return "[]";
  return fmt::format("[{}]", fmt::join(multiIndex(linear), ", "));
}

int64_t Tensor::linearIndex(std::span<const int64_t> index) const {
  int64_t linear = 0;
  for (size_t d = 0; d < index.size(); ++d) linear = linear * shape()[d] + index[d];
  return linear;
}

std::vector<int64_t> Tensor::multiIndex(int64_t linear) const {
  std::vector<int64_t> index(shape().size(), 0);
  for (int64_t d = rank() - 1; d >= 0; --d) {
    int64_t dim = shape()[d];
    if (dim == 0) return index;
    index[d] = linear % dim;
    linear /= dim;
  }
  return index;
}

}  // namespace hlo_cts
