// The element-wise logic of the built-in executors that is not a math
// library call: conversion and rounding to narrow float formats, integer and
// bit ops, comparisons, clamp/select, rounding ops. Plain functions on
// scalars, written once for the simd-cpu executor and compiled as
// host/device code by the CUDA executor (HLO_CTS_HD), so both executors'
// handling of these cases is tested on any machine. No allocation, no
// exceptions, no library calls beyond <cmath>'s exact operations.
//
// backends/common/ holds what both executors compile; it includes neither
// executor nor the oracle (tests/layering/). Its names are in
// hlo_cts::backends::common, an inline namespace (both executors name them
// unqualified; `common::` says where they live), opened the C++17 way
// because nvcc compiles this header as C++17.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#ifdef __CUDACC__
#define HLO_CTS_HD __host__ __device__
#else
#define HLO_CTS_HD
#endif

namespace hlo_cts::backends {
inline namespace common {

// ---------------------------------------------------------------------------
// Narrow float formats (every float format of 16 bits or fewer).

// How a narrow format is laid out: a plain copy of the facts of
// spec/element_type.h's FloatFormat that the codec needs, so device code can
// take it by value.
struct NarrowFormat {
  int totalBits = 16;
  int exponentBits = 5;
  int mantissaBits = 10;
  int bias = 15;
  bool hasSign = true;
  bool hasInf = true;
  bool hasNegativeZero = true;
  bool hasZero = true;
  bool hasSubnormals = true;
  // NaN spelling: 0 IEEE (exponent all ones, mantissa ≠ 0), 1 all ones
  // (FN: S.1111.111), 2 negative zero (FNUZ: 0x80), 3 E8M0 (0xFF), 4 none.
  uint8_t nanKind = 0;
  uint32_t canonicalNan = 0x7E00;
  uint32_t maxFinite = 0x7BFF;  // positive largest finite
  float maxFiniteValue = 65504.0f;
};

HLO_CTS_HD inline uint32_t narrowSignMask(const NarrowFormat& f) {
  return f.hasSign ? 1u << (f.totalBits - 1) : 0u;
}

HLO_CTS_HD inline bool narrowIsNaN(uint32_t bits, const NarrowFormat& f) {
  const uint32_t magnitude = bits & ~narrowSignMask(f);
  const uint32_t expAllOnes = ((1u << f.exponentBits) - 1) << f.mantissaBits;
  switch (f.nanKind) {
    case 0:
      return (magnitude & expAllOnes) == expAllOnes && (magnitude & ((1u << f.mantissaBits) - 1));
    case 1:
      return magnitude == ((1u << (f.totalBits - 1)) - 1);
    case 2:
      return bits == narrowSignMask(f);
    case 3:
      return bits == 0xFF;
    default:
      return false;
  }
}

// Where a narrow IEEE NaN's payload (its mantissa) rides in a double NaN:
// from bit 29 up, the bits a conversion to float keeps as the low bits of
// its mantissa, beside the quiet bit. encodeNarrow reads it back.
inline constexpr int kNarrowPayloadShift = 29;

// The exact value of a narrow float's bits (NaN: a quiet NaN).
HLO_CTS_HD inline double decodeNarrow(uint32_t bits, const NarrowFormat& f) {
  const bool negative = (bits & narrowSignMask(f)) != 0;
  // A NaN keeps its sign where the format has signed NaNs (IEEE and FN
  // formats) and its payload where it has payloads (IEEE): TOTALORDER
  // comparisons, copies and the sign ops read them.
  if (narrowIsNaN(bits, f)) {
    const uint64_t payload = f.nanKind == 0 ? bits & ((1u << f.mantissaBits) - 1) : 0;
    const uint64_t nanBits = 0x7FF8000000000000ull | (payload << kNarrowPayloadShift);
    double nan;
    std::memcpy(&nan, &nanBits, sizeof nan);
    return std::copysign(nan, negative && f.nanKind <= 1 ? -1.0 : 1.0);
  }
  const uint32_t magnitude = bits & ~narrowSignMask(f);
  const uint32_t exponent = magnitude >> f.mantissaBits;
  const uint32_t mantissa = magnitude & ((1u << f.mantissaBits) - 1);
  if (f.hasInf && exponent == (1u << f.exponentBits) - 1 && mantissa == 0)
    return negative ? -std::numeric_limits<double>::infinity()
                    : std::numeric_limits<double>::infinity();
  double value;
  if (exponent == 0 && f.hasSubnormals)
    value = std::ldexp(static_cast<double>(mantissa), 1 - f.bias - f.mantissaBits);
  else
    value = std::ldexp(static_cast<double>(mantissa | (1u << f.mantissaBits)),
                       static_cast<int>(exponent) - f.bias - f.mantissaBits);
  return negative ? -value : value;
}

// Rounds `x` to nearest-even into the format (one rounding: `x` is exact).
// Overflow gives ±Inf where the format has Inf, else its NaN (sign kept in
// FN formats), else (f4/f6) ±max finite; NaN gives the canonical NaN with
// its sign where the format has signed NaNs (+0 in NaN-less formats); -0 gives +0 where there is no
// -0. f8E8M0FNU (no sign, no zero) maps tiny values to 2^-127, negative ones to NaN, breaks ties
// upward: the same policies as the oracle's roundToFormat.
HLO_CTS_HD inline uint32_t encodeNarrow(double x, const NarrowFormat& f) {
  if (std::isnan(x)) {
    if (f.nanKind == 4) return 0u;
    const uint32_t sign = std::signbit(x) && f.nanKind <= 1 ? narrowSignMask(f) : 0u;
    if (f.nanKind == 0) {  // the payload decodeNarrow stored, if any
      uint64_t raw;
      std::memcpy(&raw, &x, sizeof raw);
      const uint32_t payload =
          static_cast<uint32_t>(raw >> kNarrowPayloadShift) & ((1u << f.mantissaBits) - 1);
      if (payload) return sign | (((1u << f.exponentBits) - 1) << f.mantissaBits) | payload;
    }
    return f.canonicalNan | sign;
  }
  const bool negative = std::signbit(x);
  if (!f.hasSign) {  // f8E8M0FNU: powers of two 2^-127 .. 2^127
    if (negative && x != 0) return f.canonicalNan;
    if (std::isinf(x)) return f.canonicalNan;
    if (x == 0) return 0;
    int e = std::ilogb(x);
    // Ties (x = 1.5 * 2^e) go up, as roundToFormat does for this format.
    if (x >= std::ldexp(1.5, e)) ++e;
    if (e < -127) return 0;
    if (e > 127) return f.canonicalNan;
    return static_cast<uint32_t>(e + 127);
  }
  const uint32_t sign = negative ? narrowSignMask(f) : 0u;
  const double a = std::fabs(x);
  auto overflow = [&]() -> uint32_t {
    if (f.hasInf) return sign | (((1u << f.exponentBits) - 1) << f.mantissaBits);
    if (f.nanKind == 1) return sign | f.canonicalNan;
    if (f.nanKind == 4) return sign | f.maxFinite;
    return f.canonicalNan;
  };
  if (std::isinf(a)) return overflow();
  if (a == 0) return f.hasNegativeZero ? sign : 0u;
  const int minExponent = 1 - f.bias;  // of the smallest normal
  int e = std::ilogb(a);
  if (e < minExponent) e = minExponent;  // subnormal range: a fixed quantum
  // Round the significand at the format's quantum for this binade: an
  // exact power-of-two scaling, then one round-to-nearest-even.
  const int quantumExponent = e - f.mantissaBits;
  const double units = std::nearbyint(std::ldexp(a, -quantumExponent));
  const double rounded = std::ldexp(units, quantumExponent);
  if (rounded > static_cast<double>(f.maxFiniteValue)) return overflow();
  if (rounded == 0) return f.hasNegativeZero ? sign : 0u;
  uint32_t magnitude;
  const int re = std::ilogb(rounded);
  if (re < minExponent) {
    magnitude = static_cast<uint32_t>(std::ldexp(rounded, f.mantissaBits - minExponent));
  } else {
    const uint32_t mantissa = static_cast<uint32_t>(std::ldexp(rounded, f.mantissaBits - re)) &
                              ((1u << f.mantissaBits) - 1);
    magnitude = (static_cast<uint32_t>(re + f.bias) << f.mantissaBits) | mantissa;
  }
  return sign | magnitude;
}

// ---------------------------------------------------------------------------
// Integers. Values of every integer type live in an int64_t: signed types
// sign-extended, unsigned ones zero-extended (ui64 as its bit pattern).

// Wraps `v` to `width` bits (two's complement), re-extended as the type is.
HLO_CTS_HD inline int64_t wrapInteger(int64_t v, int width, bool isSigned) {
  if (width >= 64) return v;
  const uint64_t mask = (uint64_t{1} << width) - 1;
  uint64_t bits = static_cast<uint64_t>(v) & mask;
  if (isSigned && (bits >> (width - 1)) & 1) bits |= ~mask;
  return static_cast<int64_t>(bits);
}

HLO_CTS_HD inline int64_t integerMin(int width) {
  return width >= 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (width - 1));
}

// Division and remainder where C++ leaves them undefined take XLA's choice
// (xla/service/elemental_ir_emitter.cc; the spec leaves them open): x / 0 = -1
// (all ones), INT_MIN / -1 = INT_MIN, x % 0 = x, INT_MIN % -1 = 0.
HLO_CTS_HD inline int64_t integerDivide(int64_t a, int64_t b, int width, bool isSigned) {
  if (b == 0) return wrapInteger(-1, width, isSigned);
  if (isSigned) {
    if (a == integerMin(width) && b == -1) return a;
    return a / b;
  }
  return static_cast<int64_t>(static_cast<uint64_t>(a) / static_cast<uint64_t>(b));
}

HLO_CTS_HD inline int64_t integerRemainder(int64_t a, int64_t b, int width, bool isSigned) {
  if (b == 0) return a;
  if (isSigned) {
    if (a == integerMin(width) && b == -1) return 0;
    return a % b;
  }
  return static_cast<int64_t>(static_cast<uint64_t>(a) % static_cast<uint64_t>(b));
}

// Shifts by `width` or more give 0 (left, logical) or the sign fill
// (arithmetic), as the spec defines; a negative amount counts as too large
// (it is a huge unsigned number).
HLO_CTS_HD inline int64_t shiftLeft(int64_t a, int64_t amount, int width, bool isSigned) {
  const uint64_t n =
      static_cast<uint64_t>(amount) & ((width >= 64) ? ~uint64_t{0} : ((uint64_t{1} << width) - 1));
  if (n >= static_cast<uint64_t>(width)) return 0;
  return wrapInteger(static_cast<int64_t>(static_cast<uint64_t>(a) << n), width, isSigned);
}

HLO_CTS_HD inline int64_t shiftRightLogical(int64_t a, int64_t amount, int width, bool isSigned) {
  const uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  const uint64_t n = static_cast<uint64_t>(amount) & mask;
  if (n >= static_cast<uint64_t>(width)) return 0;
  return wrapInteger(static_cast<int64_t>((static_cast<uint64_t>(a) & mask) >> n), width, isSigned);
}

HLO_CTS_HD inline int64_t shiftRightArithmetic(int64_t a, int64_t amount, int width,
                                               bool isSigned) {
  const uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  const uint64_t n = static_cast<uint64_t>(amount) & mask;
  // Arithmetic shifts read the bits as signed whatever the type's signedness.
  const int64_t s = wrapInteger(a, width, true);
  const int64_t shifted = n >= static_cast<uint64_t>(width) ? (s < 0 ? -1 : 0) : (s >> n);
  return wrapInteger(shifted, width, isSigned);
}

HLO_CTS_HD inline int64_t popcount(int64_t a, int width) {
  uint64_t bits =
      static_cast<uint64_t>(a) & (width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1);
  int64_t n = 0;
  for (; bits; bits &= bits - 1) ++n;
  return n;
}

HLO_CTS_HD inline int64_t countLeadingZeros(int64_t a, int width) {
  const uint64_t bits =
      static_cast<uint64_t>(a) & (width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1);
  int64_t n = 0;
  for (int i = width - 1; i >= 0 && !((bits >> i) & 1); --i) ++n;
  return n;
}

// x^y for integers by squaring, wrapping; a negative exponent gives 1 / x^|y|
// truncated: 1 for x = 1, ±1 for x = -1, 0 otherwise (the interpreter's).
HLO_CTS_HD inline int64_t integerPower(int64_t x, int64_t y, int width, bool isSigned) {
  if (isSigned && y < 0) {
    if (x == 1) return 1;
    if (x == -1) return (y & 1) ? -1 : 1;
    return 0;
  }
  uint64_t result = 1, base = static_cast<uint64_t>(x), e = static_cast<uint64_t>(y);
  for (; e; e >>= 1) {
    if (e & 1) result *= base;
    base *= base;
  }
  return wrapInteger(static_cast<int64_t>(result), width, isSigned);
}

// The high half of the double-width product (chlo.mulhi).
HLO_CTS_HD inline int64_t multiplyHigh(int64_t a, int64_t b, int width, bool isSigned) {
  if (width < 64) {
    // The full product fits in 128 bits; shift out the low half.
    const __int128 p =
        isSigned ? static_cast<__int128>(a) * b
                 : static_cast<__int128>(static_cast<unsigned __int128>(static_cast<uint64_t>(a)) *
                                         static_cast<uint64_t>(b));
    return wrapInteger(static_cast<int64_t>(p >> width), width, isSigned);
  }
  if (isSigned) return static_cast<int64_t>((static_cast<__int128>(a) * b) >> 64);
  return static_cast<int64_t>(
      (static_cast<unsigned __int128>(static_cast<uint64_t>(a)) * static_cast<uint64_t>(b)) >> 64);
}

// ---------------------------------------------------------------------------
// Floats.

// IEEE 754 maximum / minimum: NaN propagates, -0 < +0. The NaN is the
// operand's own, quieted (a + b gives the first NaN operand on x86, as the
// vector loops' Add does): a canonical NaN would lose a payload and sign
// that a later bitcast_convert or TOTALORDER sort exposes.
template <class T>
HLO_CTS_HD inline T floatMaximum(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return a + b;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class T>
HLO_CTS_HD inline T floatMinimum(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return a + b;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// sign(x): -1, +1, ±0 kept, NaN kept.
template <class T>
HLO_CTS_HD inline T floatSign(T a) {
  if (std::isnan(a) || a == 0) return a;
  return a < 0 ? T(-1) : T(1);
}

// roundToIntegralTiesToAway (std::round is exactly that).
template <class T>
HLO_CTS_HD inline T roundHalfAway(T a) {
  return std::round(a);
}
// roundToIntegralTiesToEven, whatever the current rounding mode.
// (The default rounding mode is the only one any code here runs under.)
template <class T>
HLO_CTS_HD inline T roundHalfEven(T a) {
  return std::nearbyint(a);
}

// float → integer: truncation, NaN → 0, saturated at the type's range (the
// reference interpreter's choice; the spec leaves out-of-range open).
template <class T>
HLO_CTS_HD inline int64_t floatToInteger(T a, int width, bool isSigned) {
  if (std::isnan(a)) return 0;
  const T t = std::trunc(a);
  if (isSigned) {
    const double lo = std::ldexp(-1.0, width - 1), hi = -lo;  // [-2^(w-1), 2^(w-1))
    if (t < lo) return integerMin(width);
    if (t >= hi)
      return width >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (width - 1)) - 1;
    return static_cast<int64_t>(t);
  }
  const double hi = std::ldexp(1.0, width);
  if (t <= 0) return 0;
  if (t >= hi) return width >= 64 ? -1 : static_cast<int64_t>((uint64_t{1} << width) - 1);
  return static_cast<int64_t>(static_cast<uint64_t>(t));
}

// Uniform quantization, step by step as the spec's pseudo-code: each step is
// an op of the expressed type, which `round` (double → expressed type →
// double) applies. The parameters come rounded to the expressed type
// already: scale, zero point and the storage bounds.

// uniform_dequantize: convert(storage − zero_point) × scale.
template <class Round>
HLO_CTS_HD inline double dequantizeValue(int64_t storage, int64_t zeroPoint, double scale,
                                         const Round& round) {
  return round(round(static_cast<double>(storage - zeroPoint)) * scale);
}

// uniform_quantize of x (a value of the expressed type): x / scale +
// zero_point clamped to the storage bounds `low` and `high` (rounded to the
// expressed type), then rounded to nearest even. The conversion of a value
// outside [storageMin, storageMax] to the storage type is left open by the
// spec: NaN gives 0, and a value beyond a bound (a bound that rounds past
// the storage range: f16's 65535 is +Inf, bf16's 2^31 - 1 is 2^31)
// saturates.
template <class Round>
HLO_CTS_HD inline int64_t quantizeValue(double x, double scale, double zeroPoint, double low,
                                        double high, int64_t storageMin, int64_t storageMax,
                                        const Round& round) {
  const double clamped = floatMinimum(floatMaximum(round(round(x / scale) + zeroPoint), low), high);
  const double rounded = roundHalfEven(clamped);
  if (std::isnan(rounded)) return 0;
  if (rounded <= static_cast<double>(storageMin)) return storageMin;
  if (rounded >= static_cast<double>(storageMax)) return storageMax;
  return static_cast<int64_t>(rounded);
}

// An integer as a double rounded to odd at 53 bits: rounding that once more
// to any format of at most 51 bits is the correctly rounded conversion (a
// plain (double) conversion would round twice).
HLO_CTS_HD inline double integerToDoubleRoundToOdd(int64_t v, bool isSigned) {
  const bool negative = isSigned && v < 0;
  uint64_t m = negative ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  if (m >> 53) {
    int shift = 0;
    while ((m >> shift) >> 53) ++shift;
    const uint64_t kept = m >> shift;
    m = ((kept | ((kept << shift) != m ? 1u : 0u)) << shift);
  }
  const double d = static_cast<double>(m);  // exact now
  return negative ? -d : d;
}

// Total order of the spec's TOTALORDER comparisons: -NaN < -Inf < ... < -0 <
// +0 < ... < +Inf < +NaN, on the bits.
HLO_CTS_HD inline int64_t totalOrderKey(uint64_t bits, int width, bool hasSign = true) {
  const uint64_t signBit = uint64_t{1} << (width - 1);
  const uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  bits &= mask;
  // f8E8M0FNU has no sign: its encodings ascend with the value, NaN last.
  if (!hasSign) return static_cast<int64_t>(bits);
  // Negative: flip every bit below the sign (larger magnitude sorts lower).
  if (bits & signBit) return -static_cast<int64_t>(bits & ~signBit) - 1;
  return static_cast<int64_t>(bits);
}

// The next representable value after `a` toward `b` (chlo.next_after).
template <class T>
HLO_CTS_HD inline T nextAfter(T a, T b) {
  return std::nextafter(a, b);
}

// chlo.next_after on a narrow format's own grid, on its bits: the format's
// magnitude bits enumerate its values in order, so the neighbour is one
// step of them (C nextafter: NaN if either is NaN, y if x == y, the
// smallest subnormal with y's sign from zero). Stepping past the largest
// finite value reaches Inf, or the NaN of formats without Inf.
HLO_CTS_HD inline uint32_t narrowNextAfter(uint32_t x, uint32_t y, const NarrowFormat& f) {
  const double dx = decodeNarrow(x, f);
  const double dy = decodeNarrow(y, f);
  if (std::isnan(dx)) return x;
  if (std::isnan(dy)) return y;
  if (dx == dy) return y;
  if (dx == 0) return 1u | (dy < 0 ? narrowSignMask(f) : 0u);
  const uint32_t sign = x & narrowSignMask(f);
  const uint32_t magnitude = x & ~narrowSignMask(f);
  const bool awayFromZero = (dy > dx) == (dx > 0);
  const uint32_t next = awayFromZero ? magnitude + 1 : magnitude - 1;
  if (next == 0 && !f.hasNegativeZero) return 0;  // FNUZ: the sign bit alone is NaN
  return sign | next;
}

// Rounds `x` to a float with `exponentBits` and `mantissaBits`
// (reduce_precision): nearest-even on the mantissa, overflow to ±Inf,
// underflow through the reduced format's subnormals... as XLA defines it:
// values below the smallest normal of the reduced format flush to ±0.
template <class T>
HLO_CTS_HD inline T reducePrecision(T x, int exponentBits, int mantissaBits) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  constexpr int kMantissa = sizeof(T) == 4 ? 23 : 52;
  constexpr int kExponent = sizeof(T) == 4 ? 8 : 11;
  Bits bits;
  std::memcpy(&bits, &x, sizeof bits);
  // NaN stays NaN where a mantissa bit is left to say so; with none it
  // becomes the infinity of its sign (XLA's and the interpreter's rule).
  if (std::isnan(x))
    return mantissaBits > 0 ? x : std::copysign(std::numeric_limits<T>::infinity(), x);
  if (mantissaBits < kMantissa) {
    const int drop = kMantissa - mantissaBits;
    const Bits lastKept = Bits{1} << drop;
    const Bits half = (lastKept >> 1) - 1 + ((bits >> drop) & 1);
    bits += half;
    bits &= ~(lastKept - 1);
  }
  if (exponentBits < kExponent) {
    const Bits signBit = Bits{1} << (sizeof(T) * 8 - 1);
    const Bits exponentMask = ((Bits{1} << kExponent) - 1) << kMantissa;
    const int64_t bias = (int64_t{1} << (kExponent - 1)) - 1;
    const int64_t reducedBias = (int64_t{1} << (exponentBits - 1)) - 1;
    const int64_t exponent = static_cast<int64_t>((bits & exponentMask) >> kMantissa) - bias;
    if (exponent > reducedBias)
      bits = (bits & signBit) | exponentMask;  // ±Inf
    else if (exponent <= -reducedBias)
      bits &= signBit;  // ±0
  }
  T out;
  std::memcpy(&out, &bits, sizeof out);
  return out;
}

// reduce_precision of a narrow format's value (computed in f32) on that
// format's own grid, as XLA's bit operations on its encoding do: the
// mantissa rounds at the format's quantum for the value's binade, so the
// format's subnormals keep their absolute spacing (in f32 they would be
// normal numbers with spacing of their own). With no mantissa bits left a
// tie goes to the power of two whose exponent field is even in an
// odd-biased encoding (up from an even exponent), as XLA:CPU's rounding of
// the f32 bits does for every narrow format, FNUZ ones included, and for
// exponent_bits = 1. The exponent step is reducePrecision's.
HLO_CTS_HD inline float reduceNarrowPrecision(float x, int exponentBits, int mantissaBits,
                                              const NarrowFormat& f) {
  const float inf = std::numeric_limits<float>::infinity();
  if (std::isnan(x)) return mantissaBits > 0 ? x : std::copysign(inf, x);
  if (std::isinf(x) || x == 0) return x;
  double r = x;
  if (mantissaBits < f.mantissaBits) {
    const int e = std::ilogb(r);
    const int minExponent = 1 - f.bias;
    const int shift = (e > minExponent ? e : minExponent) - mantissaBits;
    const double units = std::ldexp(r, -shift);
    r = std::ldexp(std::nearbyint(units), shift);
    if (mantissaBits == 0 && e >= minExponent && std::fabs(units) == 1.5)
      r = std::copysign(std::ldexp(1.0, (e & 1) == 0 ? e + 1 : e), r);
  }
  if (exponentBits < f.exponentBits && r != 0) {
    const int maxExponent = (1 << (exponentBits - 1)) - 1;
    const int e = std::ilogb(r);
    if (e > maxExponent) return std::copysign(inf, static_cast<float>(r));
    if (e < 1 - maxExponent) return std::copysign(0.0f, static_cast<float>(r));
  }
  return static_cast<float>(r);
}

}  // namespace common
}  // namespace hlo_cts::backends
