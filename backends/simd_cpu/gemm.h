// Row-major matrix products C[m×n] = A[m×k] · B[k×n] (C overwritten)
// through Eigen's blocked GEMM, built for three x86-64 levels and picked
// once at run time from the CPU's features. Debian's Eigen is header-only:
// its kernels use whatever instruction set the including file is compiled
// for, and the project is built for baseline x86-64 (SSE2) so that it runs
// everywhere. Summation order is Eigen's (the spec leaves it open); with
// FMA a product and its addition round once, which every error bound of
// the oracle covers.
#pragma once

#include <complex>
#include <cstdint>
#include <string_view>

namespace hlo_cts::backends::simd_cpu {

void gemm(const float* a, const float* b, float* c, int64_t m, int64_t k, int64_t n);
void gemm(const double* a, const double* b, double* c, int64_t m, int64_t k, int64_t n);
void gemm(const std::complex<float>* a, const std::complex<float>* b, std::complex<float>* c,
          int64_t m, int64_t k, int64_t n);
void gemm(const std::complex<double>* a, const std::complex<double>* b, std::complex<double>* c,
          int64_t m, int64_t k, int64_t n);
// Integers: products and sums modulo 2^64.
void gemm(const uint64_t* a, const uint64_t* b, uint64_t* c, int64_t m, int64_t k, int64_t n);

// The instruction set the products run with: "avx512", "avx2" or "baseline".
std::string_view gemmTarget();

}  // namespace hlo_cts::backends::simd_cpu
