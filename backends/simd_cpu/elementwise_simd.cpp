// Highway compiles this file once per x86 target (foreach_target.h) and
// dispatches at run time to the best one the machine supports. Inside each
// target the SLEEF function of the same vector width is called (SLEEF's
// ISA-suffixed entry points), so a transcendental function never drops to
// scalar code on a vector machine.
#include <immintrin.h>
// sleef.h declares its AVX and AVX-512 entry points only when the whole file
// is compiled for them; this file compiles every target with function
// attributes instead, so the declarations are asked for explicitly (the
// vector types exist whatever the flags).
#ifndef __AVX__
#define HLO_CTS_DEFINED_AVX
#define __AVX__ 1
#endif
#ifndef __AVX512F__
#define HLO_CTS_DEFINED_AVX512F
#define __AVX512F__ 1
#endif
#include <sleef.h>
#ifdef HLO_CTS_DEFINED_AVX
#undef __AVX__
#undef HLO_CTS_DEFINED_AVX
#endif
#ifdef HLO_CTS_DEFINED_AVX512F
#undef __AVX512F__
#undef HLO_CTS_DEFINED_AVX512F
#endif

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backends/simd_cpu/elementwise_simd.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
// Highway's headers must come after foreach_target.h.
#include <hwy/highway.h>

#include <cmath>
#include <cstring>

#include "backends/common/scalar_functors.h"
#include "backends/simd_cpu/elementwise_simd.h"

// SLEEF functions by op: name and accuracy suffix.
#ifndef HLO_CTS_SLEEF_UNARY_LIST
#define HLO_CTS_SLEEF_UNARY_LIST(X) \
  X(kExp, exp, u10)                 \
  X(kExpm1, expm1, u10)             \
  X(kLog, log, u10)                 \
  X(kLog1p, log1p, u10)             \
  X(kSin, sin, u10)                 \
  X(kCos, cos, u10)                 \
  X(kTan, tan, u10)                 \
  X(kTanh, tanh, u10)               \
  X(kCbrt, cbrt, u10)               \
  X(kAsin, asin, u10)               \
  X(kAcos, acos, u10)               \
  X(kAtan, atan, u10)               \
  X(kAsinh, asinh, u10)             \
  X(kAcosh, acosh, u10)             \
  X(kAtanh, atanh, u10)             \
  X(kErf, erf, u10)                 \
  X(kErfc, erfc, u15)
#define HLO_CTS_SLEEF_BINARY_LIST(X) \
  X(kPow, pow, u10)                  \
  X(kAtan2, atan2, u10)
#endif

HWY_BEFORE_NAMESPACE();
namespace hlo_cts::backends::simd_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// IEEE maximum/minimum on vectors: NaN propagates and -0 < +0 (x86's
// max/min instructions do neither).
template <class D, class V>
V IeeeMax(D, V a, V b) {
  const auto nan = hn::Or(hn::IsNaN(a), hn::IsNaN(b));
  const V m = hn::IfThenElse(hn::Eq(a, b), hn::And(a, b), hn::Max(a, b));
  return hn::IfThenElse(nan, hn::Add(a, b), m);
}
template <class D, class V>
V IeeeMin(D, V a, V b) {
  const auto nan = hn::Or(hn::IsNaN(a), hn::IsNaN(b));
  const V m = hn::IfThenElse(hn::Eq(a, b), hn::Or(a, b), hn::Min(a, b));
  return hn::IfThenElse(nan, hn::Add(a, b), m);
}

template <class T>
T ScalarBinary(SimdBinary op, T a, T b) {
  switch (op) {
    case SimdBinary::kAdd:
      return a + b;
    case SimdBinary::kSubtract:
      return a - b;
    case SimdBinary::kMultiply:
      return a * b;
    case SimdBinary::kDivide:
      return a / b;
    case SimdBinary::kMaximum:
      return floatMaximum(a, b);
    case SimdBinary::kMinimum:
      return floatMinimum(a, b);
  }
  return a;
}

template <class T>
T ScalarUnary(SimdUnary op, T a) {
  switch (op) {
    case SimdUnary::kNegate:
      return -a;
    case SimdUnary::kAbs:
      return std::fabs(a);
    case SimdUnary::kSqrt:
      return std::sqrt(a);
    case SimdUnary::kSquare:
      return a * a;
    case SimdUnary::kFloor:
      return std::floor(a);
    case SimdUnary::kCeil:
      return std::ceil(a);
  }
  return a;
}

template <class T, class Body>
void BinaryLoop(const T* a, const T* b, T* out, size_t n, Body body, SimdBinary op) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  size_t i = 0;
  for (; i + lanes <= n; i += lanes)
    hn::StoreU(body(d, hn::LoadU(d, a + i), hn::LoadU(d, b + i)), d, out + i);
  for (; i < n; ++i) out[i] = ScalarBinary(op, a[i], b[i]);
}

template <class T>
void Binary(SimdBinary op, const T* a, const T* b, T* out, size_t n) {
  switch (op) {
    case SimdBinary::kAdd:
      return BinaryLoop(
          a, b, out, n, [](auto, auto x, auto y) { return hn::Add(x, y); }, op);
    case SimdBinary::kSubtract:
      return BinaryLoop(
          a, b, out, n, [](auto, auto x, auto y) { return hn::Sub(x, y); }, op);
    case SimdBinary::kMultiply:
      return BinaryLoop(
          a, b, out, n, [](auto, auto x, auto y) { return hn::Mul(x, y); }, op);
    case SimdBinary::kDivide:
      return BinaryLoop(
          a, b, out, n, [](auto, auto x, auto y) { return hn::Div(x, y); }, op);
    case SimdBinary::kMaximum:
      return BinaryLoop(
          a, b, out, n, [](auto d, auto x, auto y) { return IeeeMax(d, x, y); }, op);
    case SimdBinary::kMinimum:
      return BinaryLoop(
          a, b, out, n, [](auto d, auto x, auto y) { return IeeeMin(d, x, y); }, op);
  }
}

template <class T>
void Unary(SimdUnary op, const T* a, T* out, size_t n) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  size_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto x = hn::LoadU(d, a + i);
    decltype(hn::LoadU(d, a)) y;
    switch (op) {
      case SimdUnary::kNegate:
        y = hn::Neg(x);
        break;
      case SimdUnary::kAbs:
        y = hn::Abs(x);
        break;
      case SimdUnary::kSqrt:
        y = hn::Sqrt(x);
        break;
      case SimdUnary::kSquare:
        y = hn::Mul(x, x);
        break;
      case SimdUnary::kFloor:
        y = hn::Floor(x);
        break;
      case SimdUnary::kCeil:
        y = hn::Ceil(x);
        break;
    }
    hn::StoreU(y, d, out + i);
  }
  for (; i < n; ++i) out[i] = ScalarUnary(op, a[i]);
}

void BinaryF32(SimdBinary op, const float* a, const float* b, float* out, size_t n) {
  Binary(op, a, b, out, n);
}
void BinaryF64(SimdBinary op, const double* a, const double* b, double* out, size_t n) {
  Binary(op, a, b, out, n);
}
void UnaryF32(SimdUnary op, const float* a, float* out, size_t n) {
  Unary(op, a, out, n);
}
void UnaryF64(SimdUnary op, const double* a, double* out, size_t n) {
  Unary(op, a, out, n);
}

// SLEEF at this target's width: V is the raw vector type, W its lanes.
#if HWY_TARGET <= HWY_AVX3
#define HLO_CTS_SLEEF_F32(name, acc) Sleef_##name##f16_##acc##avx512f
#define HLO_CTS_SLEEF_F64(name, acc) Sleef_##name##d8_##acc##avx512f
using VF = __m512;
using VD = __m512d;
inline VF LoadF(const float* p) {
  return _mm512_loadu_ps(p);
}
inline void StoreF(float* p, VF v) {
  _mm512_storeu_ps(p, v);
}
inline VD LoadD(const double* p) {
  return _mm512_loadu_pd(p);
}
inline void StoreD(double* p, VD v) {
  _mm512_storeu_pd(p, v);
}
constexpr size_t kWF = 16, kWD = 8;
#elif HWY_TARGET == HWY_AVX2
#define HLO_CTS_SLEEF_F32(name, acc) Sleef_##name##f8_##acc##avx2
#define HLO_CTS_SLEEF_F64(name, acc) Sleef_##name##d4_##acc##avx2
using VF = __m256;
using VD = __m256d;
inline VF LoadF(const float* p) {
  return _mm256_loadu_ps(p);
}
inline void StoreF(float* p, VF v) {
  _mm256_storeu_ps(p, v);
}
inline VD LoadD(const double* p) {
  return _mm256_loadu_pd(p);
}
inline void StoreD(double* p, VD v) {
  _mm256_storeu_pd(p, v);
}
constexpr size_t kWF = 8, kWD = 4;
#elif HWY_TARGET == HWY_SSE4
#define HLO_CTS_SLEEF_F32(name, acc) Sleef_##name##f4_##acc##sse4
#define HLO_CTS_SLEEF_F64(name, acc) Sleef_##name##d2_##acc##sse4
using VF = __m128;
using VD = __m128d;
inline VF LoadF(const float* p) {
  return _mm_loadu_ps(p);
}
inline void StoreF(float* p, VF v) {
  _mm_storeu_ps(p, v);
}
inline VD LoadD(const double* p) {
  return _mm_loadu_pd(p);
}
inline void StoreD(double* p, VD v) {
  _mm_storeu_pd(p, v);
}
constexpr size_t kWF = 4, kWD = 2;
#else
// Targets without a SLEEF vector width: SLEEF's scalar functions, one lane
// at a time through the same loops.
#define HLO_CTS_SLEEF_F32(name, acc) Sleef_##name##f_##acc
#define HLO_CTS_SLEEF_F64(name, acc) Sleef_##name##_##acc
using VF = float;
using VD = double;
inline VF LoadF(const float* p) {
  return *p;
}
inline void StoreF(float* p, VF v) {
  *p = v;
}
inline VD LoadD(const double* p) {
  return *p;
}
inline void StoreD(double* p, VD v) {
  *p = v;
}
constexpr size_t kWF = 1, kWD = 1;
#endif

// Runs `fn` over n values, the tail through a zero-padded vector, so every
// element goes through the same function.
template <class V, size_t W, class T, class Load, class Store, class Fn>
void VectorMap(Fn fn, const T* a, T* out, size_t n, Load load, Store store) {
  size_t i = 0;
  for (; i + W <= n; i += W) store(out + i, fn(load(a + i)));
  if (i < n) {
    T in[W] = {}, res[W];
    std::memcpy(in, a + i, (n - i) * sizeof(T));
    store(res, fn(load(in)));
    std::memcpy(out + i, res, (n - i) * sizeof(T));
  }
}
template <class V, size_t W, class T, class Load, class Store, class Fn>
void VectorMap2(Fn fn, const T* a, const T* b, T* out, size_t n, Load load, Store store) {
  size_t i = 0;
  for (; i + W <= n; i += W) store(out + i, fn(load(a + i), load(b + i)));
  if (i < n) {
    T x[W] = {}, y[W] = {}, res[W];
    std::memcpy(x, a + i, (n - i) * sizeof(T));
    std::memcpy(y, b + i, (n - i) * sizeof(T));
    store(res, fn(load(x), load(y)));
    std::memcpy(out + i, res, (n - i) * sizeof(T));
  }
}

void SleefUnaryF32(SleefUnary fn, const float* a, float* out, size_t n) {
  switch (fn) {
#define HLO_CTS_CASE(id, name, acc) \
  case SleefUnary::id:              \
    return VectorMap<VF, kWF>(HLO_CTS_SLEEF_F32(name, acc), a, out, n, LoadF, StoreF);
    HLO_CTS_SLEEF_UNARY_LIST(HLO_CTS_CASE)
#undef HLO_CTS_CASE
  }
}
void SleefUnaryF64(SleefUnary fn, const double* a, double* out, size_t n) {
  switch (fn) {
#define HLO_CTS_CASE(id, name, acc) \
  case SleefUnary::id:              \
    return VectorMap<VD, kWD>(HLO_CTS_SLEEF_F64(name, acc), a, out, n, LoadD, StoreD);
    HLO_CTS_SLEEF_UNARY_LIST(HLO_CTS_CASE)
#undef HLO_CTS_CASE
  }
}
void SleefBinaryF32(SleefBinary fn, const float* a, const float* b, float* out, size_t n) {
  switch (fn) {
#define HLO_CTS_CASE(id, name, acc) \
  case SleefBinary::id:             \
    return VectorMap2<VF, kWF>(HLO_CTS_SLEEF_F32(name, acc), a, b, out, n, LoadF, StoreF);
    HLO_CTS_SLEEF_BINARY_LIST(HLO_CTS_CASE)
#undef HLO_CTS_CASE
  }
}
void SleefBinaryF64(SleefBinary fn, const double* a, const double* b, double* out, size_t n) {
  switch (fn) {
#define HLO_CTS_CASE(id, name, acc) \
  case SleefBinary::id:             \
    return VectorMap2<VD, kWD>(HLO_CTS_SLEEF_F64(name, acc), a, b, out, n, LoadD, StoreD);
    HLO_CTS_SLEEF_BINARY_LIST(HLO_CTS_CASE)
#undef HLO_CTS_CASE
  }
}
#undef HLO_CTS_SLEEF_F32
#undef HLO_CTS_SLEEF_F64

const char* TargetName() {
  return hwy::TargetName(HWY_TARGET);
}

}  // namespace HWY_NAMESPACE
}  // namespace hlo_cts::backends::simd_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hlo_cts::backends::simd_cpu {

HWY_EXPORT(BinaryF32);
HWY_EXPORT(BinaryF64);
HWY_EXPORT(UnaryF32);
HWY_EXPORT(UnaryF64);
HWY_EXPORT(SleefUnaryF32);
HWY_EXPORT(SleefUnaryF64);
HWY_EXPORT(SleefBinaryF32);
HWY_EXPORT(SleefBinaryF64);
HWY_EXPORT(TargetName);

void simdBinaryF32(SimdBinary op, const float* a, const float* b, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(BinaryF32)(op, a, b, out, n);
}
void simdBinaryF64(SimdBinary op, const double* a, const double* b, double* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(BinaryF64)(op, a, b, out, n);
}
void simdUnaryF32(SimdUnary op, const float* a, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(UnaryF32)(op, a, out, n);
}
void simdUnaryF64(SimdUnary op, const double* a, double* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(UnaryF64)(op, a, out, n);
}
void sleefUnaryF32(SleefUnary fn, const float* a, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(SleefUnaryF32)(fn, a, out, n);
}
void sleefUnaryF64(SleefUnary fn, const double* a, double* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(SleefUnaryF64)(fn, a, out, n);
}
void sleefBinaryF32(SleefBinary fn, const float* a, const float* b, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(SleefBinaryF32)(fn, a, b, out, n);
}
void sleefBinaryF64(SleefBinary fn, const double* a, const double* b, double* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(SleefBinaryF64)(fn, a, b, out, n);
}
const char* simdTargetName() {
  return HWY_DYNAMIC_DISPATCH(TargetName)();
}

}  // namespace hlo_cts::backends::simd_cpu
#endif
