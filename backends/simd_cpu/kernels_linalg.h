// What simd-cpu's matrix-product kernels share (kernels_linalg.cpp:
// dot_general, dot, convolution; kernels_contraction.cpp: chlo.ragged_dot,
// einsum, unary_einsum): operands in their compute lane, permuted into a
// GEMM's order, batched GEMMs spread over cores, and the lane dispatch.
#pragma once

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <complex>
#include <string>
#include <vector>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/gemm.h"
#include "backends/simd_cpu/kernel.h"
#include "backends/simd_cpu/kernels_layout.h"

namespace hlo_cts::backends::simd_cpu {

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

inline bool isIdentityOrder(const std::vector<int64_t>& order) {
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
inline std::string commonLane(const Operation& op, size_t operands, LaneType& lane) {
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

// i1's add is OR (the spec's reduction with add on booleans), so a sum of
// products is true when it is not 0, not when its low bit is set.
template <class T>
void orBooleanSums(std::vector<T>& sums, const LaneType& lane) {
  if constexpr (std::is_same_v<T, uint64_t>)
    if (lane.type == ElementType::kI1)
      for (T& v : sums) v = v != 0;
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

}  // namespace hlo_cts::backends::simd_cpu
