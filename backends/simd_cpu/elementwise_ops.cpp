// The element-wise ops of the simd-cpu executor as tile instructions: for
// each op and compute lane, the function that runs it over a tile. Exact
// IEEE operations and conversions are exact here too; transcendental
// functions come from SLEEF (≤ 1 ulp; erfc ≤ 1.5 ulp), or are computed in a
// wider type and rounded once where SLEEF has no function; integer and bit
// logic is scalar_functors.h's, shared with the CUDA executor.
#include <sleef.h>

#include <cmath>
#include <complex>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/elementwise_simd.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using C64 = std::complex<float>;
using C128 = std::complex<double>;

// --- Loop shapes ------------------------------------------------------------

template <class In, class Out, auto F>
void unaryFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  Out* o = reg<Out>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = F(a[i], instr);
}

template <class In, class Out, auto F>
void binaryFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  const In* b = reg<In>(r, instr.in[1]);
  Out* o = reg<Out>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = F(a[i], b[i], instr);
}

template <class T, SimdBinary Op>
void simdBinaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    simdBinaryF32(Op, reg<float>(r, instr.in[0]), reg<float>(r, instr.in[1]),
                  reg<float>(r, instr.out), n);
  else
    simdBinaryF64(Op, reg<double>(r, instr.in[0]), reg<double>(r, instr.in[1]),
                  reg<double>(r, instr.out), n);
}

template <class T, SimdUnary Op>
void simdUnaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    simdUnaryF32(Op, reg<float>(r, instr.in[0]), reg<float>(r, instr.out), n);
  else
    simdUnaryF64(Op, reg<double>(r, instr.in[0]), reg<double>(r, instr.out), n);
}

template <class T, SleefUnary Fn>
void sleefUnaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    sleefUnaryF32(Fn, reg<float>(r, instr.in[0]), reg<float>(r, instr.out), n);
  else
    sleefUnaryF64(Fn, reg<double>(r, instr.in[0]), reg<double>(r, instr.out), n);
}

template <class T, SleefBinary Fn>
void sleefBinaryFn(const Instr& instr, void* const* r, size_t n) {
  if constexpr (std::is_same_v<T, float>)
    sleefBinaryF32(Fn, reg<float>(r, instr.in[0]), reg<float>(r, instr.in[1]),
                   reg<float>(r, instr.out), n);
  else
    sleefBinaryF64(Fn, reg<double>(r, instr.in[0]), reg<double>(r, instr.in[1]),
                   reg<double>(r, instr.out), n);
}

// --- Floats -----------------------------------------------------------------

// Functions SLEEF lacks, computed with one more rounding than the op's own
// result allows for... so in a wider type: f32 in double, f64 in long double
// (64-bit significand), then rounded once.
template <class T>
using Wider = std::conditional_t<std::is_same_v<T, float>, double, long double>;

template <class T>
T rsqrtWide(T a, const Instr&) {
  using W = Wider<T>;
  return static_cast<T>(W(1) / std::sqrt(static_cast<W>(a)));
}
template <class T>
T logisticWide(T a, const Instr&) {
  using W = Wider<T>;
  return static_cast<T>(W(1) / (W(1) + std::exp(-static_cast<W>(a))));
}

// SLEEF's log1p keeps its bound only up to 1e38 (f32) / 1e307 (f64) and
// returns +Inf above (found by the accuracy test); there the C library's
// log1p takes over.
template <class T>
void log1pFn(const Instr& instr, void* const* r, size_t n) {
  sleefUnaryFn<T, SleefUnary::kLog1p>(instr, r, n);
  const T* a = reg<T>(r, instr.in[0]);
  T* o = reg<T>(r, instr.out);
  constexpr T kLimit = std::is_same_v<T, float> ? T(1e38) : T(1e307);
  for (size_t i = 0; i < n; ++i)
    if (a[i] > kLimit) o[i] = std::log1p(a[i]);
}

// Every real-float instruction, for T = float (f32 and narrower) or double.
template <class T>
InstrFn floatInstruction(OpId op) {
  switch (op) {
    case OpId::kAdd:
      return simdBinaryFn<T, SimdBinary::kAdd>;
    case OpId::kSubtract:
      return simdBinaryFn<T, SimdBinary::kSubtract>;
    case OpId::kMultiply:
      return simdBinaryFn<T, SimdBinary::kMultiply>;
    case OpId::kDivide:
      return simdBinaryFn<T, SimdBinary::kDivide>;
    case OpId::kMaximum:
      return simdBinaryFn<T, SimdBinary::kMaximum>;
    case OpId::kMinimum:
      return simdBinaryFn<T, SimdBinary::kMinimum>;
    case OpId::kNegate:
      return simdUnaryFn<T, SimdUnary::kNegate>;
    case OpId::kAbs:
      return simdUnaryFn<T, SimdUnary::kAbs>;
    case OpId::kSqrt:
      return simdUnaryFn<T, SimdUnary::kSqrt>;
    case OpId::kChloSquare:
      return simdUnaryFn<T, SimdUnary::kSquare>;
    case OpId::kFloor:
      return simdUnaryFn<T, SimdUnary::kFloor>;
    case OpId::kCeil:
      return simdUnaryFn<T, SimdUnary::kCeil>;
    case OpId::kExponential:
      return sleefUnaryFn<T, SleefUnary::kExp>;
    case OpId::kExponentialMinusOne:
      return sleefUnaryFn<T, SleefUnary::kExpm1>;
    case OpId::kLog:
      return sleefUnaryFn<T, SleefUnary::kLog>;
    case OpId::kLogPlusOne:
      return log1pFn<T>;
    case OpId::kSine:
      return sleefUnaryFn<T, SleefUnary::kSin>;
    case OpId::kCosine:
      return sleefUnaryFn<T, SleefUnary::kCos>;
    case OpId::kTan:
    case OpId::kChloTan:
      return sleefUnaryFn<T, SleefUnary::kTan>;
    case OpId::kTanh:
      return sleefUnaryFn<T, SleefUnary::kTanh>;
    case OpId::kCbrt:
      return sleefUnaryFn<T, SleefUnary::kCbrt>;
    case OpId::kChloAsin:
      return sleefUnaryFn<T, SleefUnary::kAsin>;
    case OpId::kChloAcos:
      return sleefUnaryFn<T, SleefUnary::kAcos>;
    case OpId::kChloAtan:
      return sleefUnaryFn<T, SleefUnary::kAtan>;
    case OpId::kChloAsinh:
      return sleefUnaryFn<T, SleefUnary::kAsinh>;
    case OpId::kChloAcosh:
      return sleefUnaryFn<T, SleefUnary::kAcosh>;
    case OpId::kChloAtanh:
      return sleefUnaryFn<T, SleefUnary::kAtanh>;
    case OpId::kChloSinh:
      return sleefUnaryFn<T, SleefUnary::kSinh>;
    case OpId::kChloCosh:
      return sleefUnaryFn<T, SleefUnary::kCosh>;
    case OpId::kChloErf:
      return sleefUnaryFn<T, SleefUnary::kErf>;
    case OpId::kChloErfc:
      return sleefUnaryFn<T, SleefUnary::kErfc>;
    case OpId::kChloLgamma:
      return sleefUnaryFn<T, SleefUnary::kLgamma>;
    case OpId::kPower:
      return sleefBinaryFn<T, SleefBinary::kPow>;
    case OpId::kAtan2:
      return sleefBinaryFn<T, SleefBinary::kAtan2>;
    case OpId::kRsqrt:
      return unaryFn<T, T, rsqrtWide<T>>;
    case OpId::kLogistic:
      return unaryFn<T, T, logisticWide<T>>;
    case OpId::kRemainder:
      return binaryFn<T, T, [](T a, T b, const Instr&) { return std::fmod(a, b); }>;
    case OpId::kSign:
      return unaryFn<T, T, [](T a, const Instr&) { return floatSign(a); }>;
    case OpId::kRoundNearestAfz:
      return unaryFn<T, T, [](T a, const Instr&) { return roundHalfAway(a); }>;
    case OpId::kRoundNearestEven:
      return unaryFn<T, T, [](T a, const Instr&) { return roundHalfEven(a); }>;
    case OpId::kReducePrecision:
      return unaryFn<T, T, [](T a, const Instr& i) {
        return reducePrecision(a, static_cast<int>(i.param[0]), static_cast<int>(i.param[1]));
      }>;
    default:
      return nullptr;
  }
}

// --- Integers ---------------------------------------------------------------

#define HLO_CTS_INT_BINARY(expr)                                                   \
  binaryFn<int64_t, int64_t, [](int64_t a, int64_t b, const Instr& i) -> int64_t { \
    const int w = i.outType.width;                                                 \
    const bool s = i.outType.isSigned;                                             \
    (void)w;                                                                       \
    (void)s;                                                                       \
    return expr;                                                                   \
  }>
#define HLO_CTS_INT_UNARY(expr)                                        \
  unaryFn<int64_t, int64_t, [](int64_t a, const Instr& i) -> int64_t { \
    const int w = i.outType.width;                                     \
    const bool s = i.outType.isSigned;                                 \
    (void)w;                                                           \
    (void)s;                                                           \
    return expr;                                                       \
  }>

// Integers as unsigned when the type is: comparisons of ui64 values stored
// as int64 bit patterns.
inline bool lessThan(int64_t a, int64_t b, bool isSigned) {
  return isSigned ? a < b : static_cast<uint64_t>(a) < static_cast<uint64_t>(b);
}

InstrFn integerInstruction(OpId op, bool isBool) {
  switch (op) {
    case OpId::kAdd:
      // i1 add is or, multiply is and (the spec's boolean semantics).
      if (isBool) return HLO_CTS_INT_BINARY(a | b);
      return HLO_CTS_INT_BINARY(wrapInteger(
          static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)), w, s));
    case OpId::kSubtract:
      if (isBool) return HLO_CTS_INT_BINARY(a ^ b);
      return HLO_CTS_INT_BINARY(wrapInteger(
          static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)), w, s));
    case OpId::kMultiply:
      if (isBool) return HLO_CTS_INT_BINARY(a & b);
      return HLO_CTS_INT_BINARY(wrapInteger(
          static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)), w, s));
    case OpId::kDivide:
      return HLO_CTS_INT_BINARY(integerDivide(a, b, w, s));
    case OpId::kRemainder:
      return HLO_CTS_INT_BINARY(integerRemainder(a, b, w, s));
    case OpId::kMaximum:
      return HLO_CTS_INT_BINARY(lessThan(a, b, s) ? b : a);
    case OpId::kMinimum:
      return HLO_CTS_INT_BINARY(lessThan(a, b, s) ? a : b);
    case OpId::kAnd:
      return HLO_CTS_INT_BINARY(a & b);
    case OpId::kOr:
      return HLO_CTS_INT_BINARY(a | b);
    case OpId::kXor:
      return HLO_CTS_INT_BINARY(a ^ b);
    case OpId::kNot:
      if (isBool) return HLO_CTS_INT_UNARY(a ^ 1);
      return HLO_CTS_INT_UNARY(wrapInteger(~a, w, s));
    case OpId::kNegate:
      return HLO_CTS_INT_UNARY(
          wrapInteger(static_cast<int64_t>(0 - static_cast<uint64_t>(a)), w, s));
    case OpId::kAbs:
      return HLO_CTS_INT_UNARY(
          wrapInteger(a < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : a, w, s));
    case OpId::kSign:
      return HLO_CTS_INT_UNARY(s ? (a > 0) - (a < 0) : (a != 0));
    case OpId::kShiftLeft:
      return HLO_CTS_INT_BINARY(shiftLeft(a, b, w, s));
    case OpId::kShiftRightLogical:
      return HLO_CTS_INT_BINARY(shiftRightLogical(a, b, w, s));
    case OpId::kShiftRightArithmetic:
      return HLO_CTS_INT_BINARY(shiftRightArithmetic(a, b, w, s));
    case OpId::kPopcnt:
      return HLO_CTS_INT_UNARY(popcount(a, w));
    case OpId::kCountLeadingZeros:
      return HLO_CTS_INT_UNARY(countLeadingZeros(a, w));
    case OpId::kPower:
      return HLO_CTS_INT_BINARY(integerPower(a, b, w, s));
    case OpId::kChloMulhi:
      return HLO_CTS_INT_BINARY(multiplyHigh(a, b, w, s));
    case OpId::kChloSquare:
      return HLO_CTS_INT_UNARY(wrapInteger(
          static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(a)), w, s));
    default:
      return nullptr;
  }
}

#undef HLO_CTS_INT_BINARY
#undef HLO_CTS_INT_UNARY

// --- Complex ----------------------------------------------------------------

// Complex functions are computed in complex<long double> (x87's 64-bit
// significand) and rounded once per part: glibc's complex<double> pow is
// tens of ulp off.
using CWide = std::complex<long double>;
template <class C, class F>
C viaDouble(C a, F f) {
  const CWide r = f(CWide(a.real(), a.imag()));
  return C(static_cast<typename C::value_type>(r.real()),
           static_cast<typename C::value_type>(r.imag()));
}

template <class C>
InstrFn complexInstruction(OpId op) {
  switch (op) {
    case OpId::kAdd:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return a + b; }>;
    case OpId::kSubtract:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return a - b; }>;
    case OpId::kMultiply:
      return binaryFn<C, C, [](C a, C b, const Instr&) {
        return viaDouble(a, [b](CWide x) { return x * CWide(b.real(), b.imag()); });
      }>;
    case OpId::kDivide:
      return binaryFn<C, C, [](C a, C b, const Instr&) {
        return viaDouble(a, [b](CWide x) { return x / CWide(b.real(), b.imag()); });
      }>;
    case OpId::kPower:
      return binaryFn<C, C, [](C a, C b, const Instr&) {
        return viaDouble(a, [b](CWide x) { return std::pow(x, CWide(b.real(), b.imag())); });
      }>;
    case OpId::kNegate:
      return unaryFn<C, C, [](C a, const Instr&) { return -a; }>;
    case OpId::kChloConj:
      return unaryFn<C, C, [](C a, const Instr&) { return std::conj(a); }>;
    case OpId::kSqrt:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::sqrt(x); });
      }>;
    case OpId::kRsqrt:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return CWide(1) / std::sqrt(x); });
      }>;
    case OpId::kExponential:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::exp(x); });
      }>;
    case OpId::kLog:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::log(x); });
      }>;
    case OpId::kSine:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::sin(x); });
      }>;
    case OpId::kCosine:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::cos(x); });
      }>;
    case OpId::kTan:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::tan(x); });
      }>;
    case OpId::kTanh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaDouble(a, [](CWide x) { return std::tanh(x); });
      }>;
    case OpId::kSign:
      return unaryFn<C, C, [](C a, const Instr&) {
        if (std::isnan(a.real()) || std::isnan(a.imag()))
          return C(std::numeric_limits<typename C::value_type>::quiet_NaN(),
                   std::numeric_limits<typename C::value_type>::quiet_NaN());
        if (a == C(0)) return a;
        return viaDouble(a, [](CWide x) { return x / std::abs(x); });
      }>;
    default:
      return nullptr;
  }
}

// --- Ops mixing lanes ---------------------------------------------------------

// Comparison directions and types, in Instr::param.
enum Direction : int64_t { kEQ, kNE, kGE, kGT, kLE, kLT };
enum CompareKind : int64_t { kFloatCompare, kTotalOrder, kSigned, kUnsigned };

template <class T>
inline int64_t compareValues(T a, T b, int64_t direction) {
  switch (direction) {
    case kEQ:
      return a == b;
    case kNE:
      return a != b;
    case kGE:
      return a >= b;
    case kGT:
      return a > b;
    case kLE:
      return a <= b;
    default:
      return a < b;
  }
}

template <class T>
int64_t totalOrderOf(T value, const LaneType& type) {
  if (type.narrow) return totalOrderKey(encodeNarrow(value, type.format), type.format.totalBits);
  if constexpr (std::is_same_v<T, float>) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return totalOrderKey(bits, 32);
  } else {
    uint64_t bits;
    std::memcpy(&bits, &value, 8);
    return totalOrderKey(bits, 64);
  }
}

template <class T>
InstrFn compareInstruction(int64_t kind) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (kind == kTotalOrder)
      return binaryFn<T, int64_t, [](T a, T b, const Instr& i) {
        return compareValues(totalOrderOf(a, i.inType[0]), totalOrderOf(b, i.inType[0]),
                             i.param[0]);
      }>;
    return binaryFn<T, int64_t,
                    [](T a, T b, const Instr& i) { return compareValues(a, b, i.param[0]); }>;
  } else if constexpr (std::is_same_v<T, int64_t>) {
    if (kind == kUnsigned)
      return binaryFn<int64_t, int64_t, [](int64_t a, int64_t b, const Instr& i) {
        return compareValues(static_cast<uint64_t>(a), static_cast<uint64_t>(b), i.param[0]);
      }>;
    return binaryFn<int64_t, int64_t, [](int64_t a, int64_t b, const Instr& i) {
      return compareValues(a, b, i.param[0]);
    }>;
  } else {  // complex: EQ / NE only
    return binaryFn<T, int64_t, [](T a, T b, const Instr& i) {
      return static_cast<int64_t>((a == b) == (i.param[0] == kEQ));
    }>;
  }
}

template <class T>
void selectFn(const Instr& instr, void* const* r, size_t n) {
  const int64_t* p = reg<int64_t>(r, instr.in[0]);
  const T* a = reg<T>(r, instr.in[1]);
  const T* b = reg<T>(r, instr.in[2]);
  T* o = reg<T>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = p[i] ? a[i] : b[i];
}

// clamp(min, x, max) = min(max(x, min), max), each the op's own maximum /
// minimum (NaN propagates for floats).
template <class T>
void clampFn(const Instr& instr, void* const* r, size_t n) {
  const T* lo = reg<T>(r, instr.in[0]);
  const T* x = reg<T>(r, instr.in[1]);
  const T* hi = reg<T>(r, instr.in[2]);
  T* o = reg<T>(r, instr.out);
  if constexpr (std::is_same_v<T, int64_t>) {
    const bool s = instr.outType.isSigned;
    for (size_t i = 0; i < n; ++i) {
      const int64_t v = lessThan(x[i], lo[i], s) ? lo[i] : x[i];
      o[i] = lessThan(hi[i], v, s) ? hi[i] : v;
    }
  } else {
    for (size_t i = 0; i < n; ++i) o[i] = floatMinimum(floatMaximum(x[i], lo[i]), hi[i]);
  }
}

// --- Conversions --------------------------------------------------------------

template <class In>
double asDouble(In v, const LaneType& from) {
  if constexpr (std::is_same_v<In, int64_t>) {
    return integerToDoubleRoundToOdd(v, from.isSigned);
  } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
    return static_cast<double>(v.real());
  } else {
    return static_cast<double>(v);
  }
}

template <class In, class Out>
void convertFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  Out* o = reg<Out>(r, instr.out);
  const LaneType& from = instr.inType[0];
  const LaneType& to = instr.outType;
  for (size_t i = 0; i < n; ++i) {
    const In v = a[i];
    if constexpr (std::is_same_v<Out, int64_t>) {
      if (to.isBool) {
        // A complex value converts through its real part (the spec's
        // complex-to-real conversion drops the imaginary part).
        if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
          o[i] = v.real() != 0;
        else
          o[i] = v != In(0);
      } else if constexpr (std::is_same_v<In, int64_t>) {
        o[i] = wrapInteger(v, to.width, to.isSigned);
      } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
        o[i] = floatToInteger(v.real(), to.width, to.isSigned);
      } else {
        o[i] = floatToInteger(v, to.width, to.isSigned);
      }
    } else if constexpr (std::is_same_v<Out, C64> || std::is_same_v<Out, C128>) {
      using P = typename Out::value_type;
      if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
        o[i] = Out(static_cast<P>(v.real()), static_cast<P>(v.imag()));
      else if constexpr (std::is_same_v<In, int64_t>)
        o[i] = Out(static_cast<P>(asDouble(v, from)), P(0));
      else
        o[i] = Out(static_cast<P>(v), P(0));
    } else if constexpr (std::is_same_v<Out, float>) {
      if (to.narrow) {
        // From f32 or narrower the value is exact; from f64 and integers
        // (rounded to odd) one rounding into the format is correct.
        o[i] =
            static_cast<float>(decodeNarrow(encodeNarrow(asDouble(v, from), to.format), to.format));
      } else if constexpr (std::is_same_v<In, int64_t>) {
        o[i] = static_cast<float>(asDouble(v, from));
      } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
        o[i] = static_cast<float>(v.real());
      } else {
        o[i] = static_cast<float>(v);
      }
    } else {  // double
      if constexpr (std::is_same_v<In, int64_t>)
        o[i] = from.isSigned || from.isBool ? static_cast<double>(v)
                                            : static_cast<double>(static_cast<uint64_t>(v));
      else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
        o[i] = static_cast<double>(v.real());
      else
        o[i] = static_cast<double>(v);
    }
  }
}

template <class In>
InstrFn convertFrom(Lane to) {
  switch (to) {
    case Lane::kF32:
      return convertFn<In, float>;
    case Lane::kF64:
      return convertFn<In, double>;
    case Lane::kI64:
      return convertFn<In, int64_t>;
    case Lane::kC64:
      return convertFn<In, C64>;
    case Lane::kC128:
      return convertFn<In, C128>;
  }
  return nullptr;
}

InstrFn convertInstruction(Lane from, Lane to) {
  switch (from) {
    case Lane::kF32:
      return convertFrom<float>(to);
    case Lane::kF64:
      return convertFrom<double>(to);
    case Lane::kI64:
      return convertFrom<int64_t>(to);
    case Lane::kC64:
      return convertFrom<C64>(to);
    case Lane::kC128:
      return convertFrom<C128>(to);
  }
  return nullptr;
}

template <template <class> class Make>
InstrFn byLane(Lane lane) {
  switch (lane) {
    case Lane::kF32:
      return Make<float>::get();
    case Lane::kF64:
      return Make<double>::get();
    case Lane::kI64:
      return Make<int64_t>::get();
    case Lane::kC64:
      return Make<C64>::get();
    case Lane::kC128:
      return Make<C128>::get();
  }
  return nullptr;
}
template <class T>
struct SelectOf {
  static InstrFn get() { return selectFn<T>; }
};
template <class T>
struct ClampOf {
  static InstrFn get() {
    if constexpr (std::is_same_v<T, C64> || std::is_same_v<T, C128>)
      return nullptr;
    else
      return clampFn<T>;
  }
};

int64_t directionOf(const Operation& op) {
  const Attribute* a = op.attr("comparison_direction");
  const std::string v = a ? a->enumValue() : "EQ";
  if (v == "NE") return kNE;
  if (v == "GE") return kGE;
  if (v == "GT") return kGT;
  if (v == "LE") return kLE;
  if (v == "LT") return kLT;
  return kEQ;
}

int64_t compareKindOf(const Operation& op, const LaneType& operand) {
  const Attribute* a = op.attr("compare_type");
  if (!a) a = op.attr("comparison_type");
  const std::string v = a ? a->enumValue() : "NOTYPE";
  if (v == "TOTALORDER") return kTotalOrder;
  if (v == "FLOAT") return kFloatCompare;
  if (v == "SIGNED") return kSigned;
  if (v == "UNSIGNED") return kUnsigned;
  if (operand.lane == Lane::kI64) return operand.isSigned ? kSigned : kUnsigned;
  return kFloatCompare;
}

// Real/imag/complex/abs of complex and is_finite-like predicates.
InstrFn partInstruction(OpId op, Lane in) {
  const bool c64 = in == Lane::kC64;
  switch (op) {
    case OpId::kReal:
      return c64 ? unaryFn<C64, float, [](C64 a, const Instr&) { return a.real(); }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return a.real(); }>;
    case OpId::kImag:
      return c64 ? unaryFn<C64, float, [](C64 a, const Instr&) { return a.imag(); }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return a.imag(); }>;
    case OpId::kAbs:
      return c64 ? unaryFn<C64, float,
                           [](C64 a, const Instr&) {
                             return static_cast<float>(std::hypot(static_cast<double>(a.real()),
                                                                  static_cast<double>(a.imag())));
                           }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return std::abs(a); }>;
    default:
      return nullptr;
  }
}

template <class T>
InstrFn predicateInstruction(OpId op) {
  switch (op) {
    case OpId::kIsFinite:
      return unaryFn<T, int64_t, [](T a, const Instr&) -> int64_t { return std::isfinite(a); }>;
    case OpId::kChloIsInf:
      return unaryFn<T, int64_t, [](T a, const Instr&) -> int64_t { return std::isinf(a); }>;
    case OpId::kChloIsPosInf:
      return unaryFn<T, int64_t,
                     [](T a, const Instr&) -> int64_t { return (std::isinf(a) && a > 0); }>;
    case OpId::kChloIsNegInf:
      return unaryFn<T, int64_t,
                     [](T a, const Instr&) -> int64_t { return (std::isinf(a) && a < 0); }>;
    default:
      return nullptr;
  }
}

}  // namespace

OpId baseElementwiseOp(OpId op) {
  switch (op) {
    case OpId::kChloBroadcastAdd:
      return OpId::kAdd;
    case OpId::kChloBroadcastAnd:
      return OpId::kAnd;
    case OpId::kChloBroadcastAtan2:
      return OpId::kAtan2;
    case OpId::kChloBroadcastCompare:
      return OpId::kCompare;
    case OpId::kChloBroadcastComplex:
      return OpId::kComplex;
    case OpId::kChloBroadcastDivide:
      return OpId::kDivide;
    case OpId::kChloBroadcastMaximum:
      return OpId::kMaximum;
    case OpId::kChloBroadcastMinimum:
      return OpId::kMinimum;
    case OpId::kChloBroadcastMultiply:
      return OpId::kMultiply;
    case OpId::kChloBroadcastNextAfter:
      return OpId::kChloNextAfter;
    case OpId::kChloBroadcastOr:
      return OpId::kOr;
    case OpId::kChloBroadcastPower:
      return OpId::kPower;
    case OpId::kChloBroadcastRemainder:
      return OpId::kRemainder;
    case OpId::kChloBroadcastSelect:
      return OpId::kSelect;
    case OpId::kChloBroadcastShiftLeft:
      return OpId::kShiftLeft;
    case OpId::kChloBroadcastShiftRightArithmetic:
      return OpId::kShiftRightArithmetic;
    case OpId::kChloBroadcastShiftRightLogical:
      return OpId::kShiftRightLogical;
    case OpId::kChloBroadcastSubtract:
      return OpId::kSubtract;
    case OpId::kChloBroadcastXor:
      return OpId::kXor;
    default:
      return op;
  }
}

bool elementwiseOpIsImplemented(OpId op) {
  const OpId id = baseElementwiseOp(op);
  switch (id) {
    case OpId::kConvert:
    case OpId::kCompare:
    case OpId::kSelect:
    case OpId::kClamp:
    case OpId::kComplex:
    case OpId::kReal:
    case OpId::kImag:
    case OpId::kChloNextAfter:
    case OpId::kIsFinite:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
      return true;
    default:
      return floatInstruction<float>(id) || integerInstruction(id, false) ||
             complexInstruction<C64>(id);
  }
}

std::string selectInstruction(const Operation& op, Instr& instr) {
  const OpId id = baseElementwiseOp(op.id());
  const Lane in = instr.inType[0].lane;
  const Lane out = instr.outType.lane;
  InstrFn fn = nullptr;
  switch (id) {
    case OpId::kConvert:
      fn = convertInstruction(in, out);
      break;
    case OpId::kCompare:
      instr.param[0] = directionOf(op);
      instr.param[1] = compareKindOf(op, instr.inType[0]);
      switch (in) {
        case Lane::kF32:
          fn = compareInstruction<float>(instr.param[1]);
          break;
        case Lane::kF64:
          fn = compareInstruction<double>(instr.param[1]);
          break;
        case Lane::kI64:
          fn = compareInstruction<int64_t>(instr.param[1]);
          break;
        case Lane::kC64:
          fn = compareInstruction<C64>(instr.param[1]);
          break;
        case Lane::kC128:
          fn = compareInstruction<C128>(instr.param[1]);
          break;
      }
      break;
    case OpId::kSelect:
      fn = byLane<SelectOf>(instr.inType[1].lane);
      break;
    case OpId::kClamp:
      fn = byLane<ClampOf>(in);
      break;
    case OpId::kComplex:
      fn =
          in == Lane::kF32
              ? binaryFn<float, C64, [](float a, float b, const Instr&) { return C64(a, b); }>
              : binaryFn<double, C128, [](double a, double b, const Instr&) { return C128(a, b); }>;
      break;
    case OpId::kReal:
    case OpId::kImag:
      fn = (in == Lane::kC64 || in == Lane::kC128) ? partInstruction(id, in) : nullptr;
      if (!fn && (id == OpId::kReal))  // real of a real value: itself
        fn = in == Lane::kF32 ? unaryFn<float, float, [](float a, const Instr&) { return a; }>
                              : unaryFn<double, double, [](double a, const Instr&) { return a; }>;
      break;
    case OpId::kChloNextAfter:
      if (!instr.outType.narrow)
        fn = in == Lane::kF32
                 ? binaryFn<float, float,
                            [](float a, float b, const Instr&) { return nextAfter(a, b); }>
                 : binaryFn<double, double,
                            [](double a, double b, const Instr&) { return nextAfter(a, b); }>;
      break;
    case OpId::kIsFinite:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
      fn = in == Lane::kF32   ? predicateInstruction<float>(id)
           : in == Lane::kF64 ? predicateInstruction<double>(id)
                              : nullptr;
      break;
    case OpId::kReducePrecision: {
      const Attribute* e = op.attr("exponent_bits");
      const Attribute* m = op.attr("mantissa_bits");
      if (!e || !m) return "reduce_precision without exponent_bits/mantissa_bits";
      instr.param[0] = e->intValue();
      instr.param[1] = m->intValue();
      fn = in == Lane::kF32 ? floatInstruction<float>(id) : floatInstruction<double>(id);
      break;
    }
    default:
      if ((in == Lane::kC64 || in == Lane::kC128) && id == OpId::kAbs) {
        fn = partInstruction(id, in);
        break;
      }
      switch (in) {
        case Lane::kF32:
          fn = floatInstruction<float>(id);
          break;
        case Lane::kF64:
          fn = floatInstruction<double>(id);
          break;
        case Lane::kI64:
          fn = integerInstruction(id, instr.outType.isBool);
          break;
        case Lane::kC64:
          fn = complexInstruction<C64>(id);
          break;
        case Lane::kC128:
          fn = complexInstruction<C128>(id);
          break;
      }
  }
  if (!fn)
    return std::string(op.name()) + " on " + std::string(elementTypeName(instr.inType[0].type)) +
           " is not implemented by simd-cpu";
  instr.fn = fn;
  return {};
}

}  // namespace hlo_cts::backends::simd_cpu
