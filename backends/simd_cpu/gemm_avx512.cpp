// gemm.h's products for AVX-512 (F, DQ, VL, BW) + FMA (compiled with the
// matching -m flags on x86-64; empty elsewhere).
#if defined(HLO_CTS_GEMM_MULTIVERSION) && defined(__AVX512F__)
#define HLO_CTS_GEMM_VARIANT avx512
#include "backends/simd_cpu/gemm_variant.inc"
#endif
