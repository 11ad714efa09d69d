// gemm.h's products for AVX2 + FMA (compiled with -mavx2 -mfma on x86-64;
// empty elsewhere).
#if defined(HLO_CTS_GEMM_MULTIVERSION) && defined(__AVX2__) && defined(__FMA__)
#define HLO_CTS_GEMM_VARIANT avx2
#include "backends/simd_cpu/gemm_variant.inc"
#endif
