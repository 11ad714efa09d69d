// What the data-movement, indexing and sort kernels share: one strided byte
// copy that every rearrangement reduces to (broadcast, transpose, slice,
// reverse, pad, concatenate, gather windows) and index operands read once
// into int64 vectors (attributes come from spec/ops/attribute_views.h).
// Elements move as their stored bytes, so every element type moves alike
// and nothing is dispatched per element.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "backends/simd_cpu/kernel.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {

// Above this many elements a kernel spreads its work over cores with oneTBB.
inline constexpr int64_t kParallelElements = int64_t{1} << 16;

std::vector<int64_t> rowMajorStrides(std::span<const int64_t> shape);

// For every index i of index_space(shape):
//   dst[dstBase + Σ_d i[d]·dstStrides[d]] = src[srcBase + Σ_d i[d]·srcStrides[d]]
// in elements of `elementBytes` bytes. Source strides may be 0 (broadcast)
// or negative (reverse); distinct indices must reach distinct destinations.
struct StridedCopy {
  std::vector<int64_t> shape;
  std::vector<int64_t> dstStrides;
  std::vector<int64_t> srcStrides;
  int64_t dstBase = 0;
  int64_t srcBase = 0;
};

// Contiguous runs become memcpy, a zero source stride a fill, and a
// transposition is copied in cache-sized tiles; large copies run in
// parallel unless `parallel` is false (a caller that is itself parallel).
void copyStrided(const StridedCopy& copy, uint8_t* dst, const uint8_t* src, int elementBytes,
                 bool parallel = true);

// Writes `count` copies of the element at `element`.
void fillElements(uint8_t* dst, int64_t count, const uint8_t* element, int elementBytes);

// Every element of an integer tensor as an index: unsigned values beyond
// int64 saturate (every use clamps or bounds-checks them).
std::vector<int64_t> indexValues(const Tensor& t);

bool contains(std::span<const int64_t> dims, int64_t d);

// Support checks shared by several kernels: static, non-quantized tensors,
// and the first `n` operands holding the same element type as result 0
// (data movement keeps stored bits).
std::string requireStaticSameStorage(const Operation& op, size_t n = 1);
// The support check of a one-operand op that moves stored bytes.
inline std::string sameStorageSupport(const Operation& op) {
  return requireStaticSameStorage(op, 1);
}

// Kernel families registered through indexingKernels().
std::span<const KernelEntry> scatterKernels();
std::span<const KernelEntry> sortKernels();

}  // namespace hlo_cts::backends::simd_cpu
