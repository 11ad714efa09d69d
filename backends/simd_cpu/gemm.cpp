// gemm.h's dispatch: the best variant the CPU runs, chosen once.
#include "backends/simd_cpu/gemm.h"

#define HLO_CTS_GEMM_VARIANT baseline
#include "backends/simd_cpu/gemm_variant.inc"
#undef HLO_CTS_GEMM_VARIANT

namespace hlo_cts::backends::simd_cpu {

#ifdef HLO_CTS_GEMM_MULTIVERSION
// gemm_avx2.cpp's and gemm_avx512.cpp's functions.
#define HLO_CTS_GEMM_DECLARATIONS                                                                  \
  void gemm(const float*, const float*, float*, int64_t, int64_t, int64_t);                        \
  void gemm(const double*, const double*, double*, int64_t, int64_t, int64_t);                     \
  void gemm(const std::complex<float>*, const std::complex<float>*, std::complex<float>*, int64_t, \
            int64_t, int64_t);                                                                     \
  void gemm(const std::complex<double>*, const std::complex<double>*, std::complex<double>*,       \
            int64_t, int64_t, int64_t);                                                            \
  void gemm(const uint64_t*, const uint64_t*, uint64_t*, int64_t, int64_t, int64_t);
namespace avx2 {
HLO_CTS_GEMM_DECLARATIONS
}  // namespace avx2
namespace avx512 {
HLO_CTS_GEMM_DECLARATIONS
}  // namespace avx512
#undef HLO_CTS_GEMM_DECLARATIONS
#endif

namespace {

enum class Target { kBaseline, kAvx2, kAvx512 };

Target detectTarget() {
#ifdef HLO_CTS_GEMM_MULTIVERSION
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("fma"))
    return Target::kAvx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return Target::kAvx2;
#endif
  return Target::kBaseline;
}

Target target() {
  static const Target chosen = detectTarget();
  return chosen;
}

template <class T>
void dispatch(const T* a, const T* b, T* c, int64_t m, int64_t k, int64_t n) {
  switch (target()) {
#ifdef HLO_CTS_GEMM_MULTIVERSION
    case Target::kAvx512:
      return avx512::gemm(a, b, c, m, k, n);
    case Target::kAvx2:
      return avx2::gemm(a, b, c, m, k, n);
#endif
    default:
      return baseline::gemm(a, b, c, m, k, n);
  }
}

}  // namespace

void gemm(const float* a, const float* b, float* c, int64_t m, int64_t k, int64_t n) {
  dispatch(a, b, c, m, k, n);
}
void gemm(const double* a, const double* b, double* c, int64_t m, int64_t k, int64_t n) {
  dispatch(a, b, c, m, k, n);
}
void gemm(const std::complex<float>* a, const std::complex<float>* b, std::complex<float>* c,
          int64_t m, int64_t k, int64_t n) {
  dispatch(a, b, c, m, k, n);
}
void gemm(const std::complex<double>* a, const std::complex<double>* b, std::complex<double>* c,
          int64_t m, int64_t k, int64_t n) {
  dispatch(a, b, c, m, k, n);
}
void gemm(const uint64_t* a, const uint64_t* b, uint64_t* c, int64_t m, int64_t k, int64_t n) {
  dispatch(a, b, c, m, k, n);
}

std::string_view gemmTarget() {
  switch (target()) {
    case Target::kAvx512:
      return "avx512";
    case Target::kAvx2:
      return "avx2";
    case Target::kBaseline:
      break;
  }
  return "baseline";
}

}  // namespace hlo_cts::backends::simd_cpu
