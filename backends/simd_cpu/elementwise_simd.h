// Vectorized tile kernels of the element-wise engine: f32 and f64
// arithmetic with Highway (runtime dispatch to the best of SSE4, AVX2 and
// AVX-512 the machine has), and transcendental functions from SLEEF's
// vector math library, called at the same vector width (SLEEF documents a
// 1.0-ulp bound for its _u10 functions and 1.5 ulp for erfc's _u15).
#pragma once

#include <cstddef>
#include <cstdint>

namespace hlo_cts::backends::simd_cpu {

enum class SimdBinary : uint8_t { kAdd, kSubtract, kMultiply, kDivide, kMaximum, kMinimum };
enum class SimdUnary : uint8_t { kNegate, kAbs, kSqrt, kSquare, kFloor, kCeil };

// SLEEF functions, one per transcendental op.
enum class SleefUnary : uint8_t {
  kExp,
  kExpm1,
  kLog,
  kLog1p,
  kSin,
  kCos,
  kTan,
  kTanh,
  kCbrt,
  kAsin,
  kAcos,
  kAtan,
  kAsinh,
  kAcosh,
  kAtanh,
  kErf,
  kErfc,
};
enum class SleefBinary : uint8_t { kPow, kAtan2 };

void simdBinaryF32(SimdBinary op, const float* a, const float* b, float* out, size_t n);
void simdBinaryF64(SimdBinary op, const double* a, const double* b, double* out, size_t n);
void simdUnaryF32(SimdUnary op, const float* a, float* out, size_t n);
void simdUnaryF64(SimdUnary op, const double* a, double* out, size_t n);
void sleefUnaryF32(SleefUnary fn, const float* a, float* out, size_t n);
void sleefUnaryF64(SleefUnary fn, const double* a, double* out, size_t n);
void sleefBinaryF32(SleefBinary fn, const float* a, const float* b, float* out, size_t n);
void sleefBinaryF64(SleefBinary fn, const double* a, const double* b, double* out, size_t n);

// The instruction set the dispatch picked on this machine ("AVX3", "AVX2",
// ...), for the backend's version string and the benchmarks.
const char* simdTargetName();

}  // namespace hlo_cts::backends::simd_cpu
