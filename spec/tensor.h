// A tensor stored bit-exactly: a shape, an element type, and bytes.
// Each element takes storageBytes(type) bytes, little-endian, holding exactly
// the element's own bits (sub-byte types masked to their width, i1 as 0/1,
// complex as real then imaginary). Nothing is widened on storage, so two
// tensors are identical iff shape, type and bytes are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "spec/element_type.h"
#include "spec/type.h"

namespace hlo_cts {

// The row-major strides (in elements) of a tensor of `shape`.
std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape);

// Tensor bytes: large buffers are 2 MiB-aligned and advised to use
// transparent huge pages (Linux), so that writing a fresh 64 MB result
// takes 32 page faults instead of 16384 (measured: the faults were most
// of a 16M-element element-wise chain's time). Freed ones are kept (up to
// 256 MiB) for the next tensor of the same size, which then skips the
// kernel's zero-filling of fresh pages.
void* allocateTensorBytes(size_t n);
void freeTensorBytes(void* p, size_t n) noexcept;

// The allocator of a tensor's bytes: allocateTensorBytes, and elements left
// default-initialized (for bytes: uninitialized) where the container would
// value-initialize them.
template <class T>
struct TensorAllocator {
  using value_type = T;
  TensorAllocator() = default;
  template <class U>
  TensorAllocator(const TensorAllocator<U>&) noexcept {}
  T* allocate(size_t n) { return static_cast<T*>(allocateTensorBytes(n * sizeof(T))); }
  void deallocate(T* p, size_t n) noexcept { freeTensorBytes(p, n * sizeof(T)); }
  template <class U>
  void construct(U* p) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <class U>
  bool operator==(const TensorAllocator<U>&) const noexcept {
    return true;
  }
};

class Tensor {
 public:
  Tensor() = default;
  // A zero-filled tensor. `type` must be a statically shaped tensor type; a
  // quantized type stores its storage type's bits.
  explicit Tensor(Type type);
  Tensor(std::vector<int64_t> shape, ElementType elementType);
  // A tensor whose bytes are left unwritten, for a kernel that writes every
  // element before anything reads it (saves a pass over large results).
  static Tensor uninitialized(Type type);
  // Every element of `type` (static shape) holds the one element of `scalar`,
  // whose element type is the same.
  static Tensor filled(Type type, const Tensor& scalar);

  const Type& type() const { return type_; }
  ElementType elementType() const { return type_.elementType(); }
  const std::vector<int64_t>& shape() const { return type_.shape(); }
  int64_t rank() const { return type_.rank(); }
  int64_t numElements() const { return numElements_; }
  int elementBytes() const { return elementBytes_; }

  std::span<const uint8_t> bytes() const { return bytes_; }
  std::span<uint8_t> mutableBytes() { return bytes_; }

  // The element's bits, zero-extended (types up to 64 bits; for complex<f32>
  // the real part is the low 32 bits). For complex<f64> use partBits.
  uint64_t bits(int64_t index) const;
  // Stores `bits` masked to the element's width.
  void setBits(int64_t index, uint64_t bits);
  // Complex parts: part 0 = real, 1 = imaginary. Also valid on real types
  // (part 0 only), so callers may treat every float type alike.
  uint64_t partBits(int64_t index, int part) const;
  void setPartBits(int64_t index, int part, uint64_t bits);

  // Integer views (i1, siN, uiN, index): sign-extended for signed types.
  int64_t intValue(int64_t index) const;
  uint64_t uintValue(int64_t index) const { return bits(index); }
  void setIntValue(int64_t index, int64_t value) { setBits(index, static_cast<uint64_t>(value)); }

  // Row-major strides (in elements) and conversions between linear and
  // multi-dimensional indices.
  std::vector<int64_t> strides() const;
  int64_t linearIndex(std::span<const int64_t> index) const;
  std::vector<int64_t> multiIndex(int64_t linear) const;
  // The multi-dimensional index of element `linear` as text: "[1, 0]", "[]".
  std::string indexText(int64_t linear) const;

  bool operator==(const Tensor& other) const {
    return type_ == other.type_ && bytes_ == other.bytes_;
  }

 private:
  Type type_;
  int64_t numElements_ = 0;
  int elementBytes_ = 1;
  std::vector<uint8_t, TensorAllocator<uint8_t>> bytes_;
};

// Sign-extends the low `width` bits of `bits`.
int64_t signExtend(uint64_t bits, int width);
// All-ones mask of `width` bits (width 64 → ~0).
uint64_t lowBitsMask(int width);

}  // namespace hlo_cts
