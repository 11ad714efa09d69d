// Scalar semantics of the element-wise ops: small pure functions, one per op
// and element kind, with every corner case (÷0, INT_MIN ÷ −1, shift ≥ width,
// NaN, ±0, overflow) handled visibly here and nowhere else.
//
// Integers: T is the C++ type holding a width-bit integer (see
// elementwise_kernels.h); results are reduced to `width` bits by the caller.
// Where the spec leaves a result to the implementation the function returns the
// StableHLO interpreter's / XLA's choice (docs/numerics.md, "Open cases") and a
// companion `...IsOpen` predicate says that the element's allowed set is wider.
//
// Floats: values of any real format, held exactly as double (the codec
// rounds the result once into the format).
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace hlo_cts::oracle::ew {

template <class T>
using Unsigned = std::make_unsigned_t<T>;

// The smallest value of a width-bit integer of T's signedness.
template <class T>
constexpr T intMin(int width) {
  if constexpr (std::is_signed_v<T>) {
    return static_cast<T>(-(static_cast<Unsigned<T>>(1) << (width - 1)));
  }
  return 0;
}

// --- integer arithmetic (wrapping: the caller reduces to `width` bits) -----

template <class T>
constexpr T intAdd(T a, T b) {
  return static_cast<T>(static_cast<Unsigned<T>>(a) + static_cast<Unsigned<T>>(b));
}
template <class T>
constexpr T intSubtract(T a, T b) {
  return static_cast<T>(static_cast<Unsigned<T>>(a) - static_cast<Unsigned<T>>(b));
}
template <class T>
constexpr T intMultiply(T a, T b) {
  // Promotion of small unsigned types to int could overflow int: multiply in
  // uint64 and truncate.
  return static_cast<T>(static_cast<uint64_t>(static_cast<Unsigned<T>>(a)) *
                        static_cast<uint64_t>(static_cast<Unsigned<T>>(b)));
}
template <class T>
constexpr T intNegate(T a) {
  return static_cast<T>(Unsigned<T>{0} - static_cast<Unsigned<T>>(a));
}
// abs(INT_MIN) wraps to INT_MIN, as two's complement negation does.
template <class T>
constexpr T intAbs(T a) {
  return a < 0 ? intNegate(a) : a;
}
template <class T>
constexpr T intSign(T a) {
  return a < 0 ? static_cast<T>(-1) : (a > 0 ? T{1} : T{0});
}

// Division truncates toward zero. Open cases (XLA's
// xla/service/elemental_ir_emitter.cc, integer division overflow): x ÷ 0 gives
// −1 (all ones; UINT_MAX for unsigned) and INT_MIN ÷ −1 gives INT_MIN in XLA
// and the interpreter.
template <class T>
constexpr bool intDivideIsOpen(T a, T b, int width) {
  if (b == 0) return true;
  if constexpr (std::is_signed_v<T>) return a == intMin<T>(width) && b == -1;
  return false;
}
template <class T>
constexpr T intDivide(T a, T b, int width) {
  if (b == 0) return static_cast<T>(~Unsigned<T>{0});
  if constexpr (std::is_signed_v<T>) {
    if (a == intMin<T>(width) && b == -1) return a;
  }
  return static_cast<T>(a / b);
}

// Remainder has the dividend's sign. Open cases: x % 0 = x, INT_MIN % −1 = 0.
template <class T>
constexpr bool intRemainderIsOpen(T a, T b, int width) {
  return intDivideIsOpen(a, b, width);
}
template <class T>
constexpr T intRemainder(T a, T b, int width) {
  if (b == 0) return a;
  if constexpr (std::is_signed_v<T>) {
    if (a == intMin<T>(width) && b == -1) return 0;
  }
  return static_cast<T>(a % b);
}

template <class T>
constexpr T intMaximum(T a, T b) {
  return a < b ? b : a;
}
template <class T>
constexpr T intMinimum(T a, T b) {
  return b < a ? b : a;
}

// Shift amounts are read as unsigned width-bit numbers. Open case: an amount
// ≥ width gives 0 (logical shifts) or the sign fill (arithmetic right shift)
// in XLA and the interpreter.
template <class T>
constexpr bool shiftIsOpen(T amount, int width) {
  return static_cast<uint64_t>(static_cast<Unsigned<T>>(amount) &
                               ((width >= 64) ? ~uint64_t{0} : ((uint64_t{1} << width) - 1))) >=
         static_cast<uint64_t>(width);
}
template <class T>
constexpr T shiftLeft(T a, T amount, int width) {
  if (shiftIsOpen(amount, width)) return 0;
  return static_cast<T>(static_cast<Unsigned<T>>(a) << static_cast<int>(amount));
}
// Logical: the operand's width-bit pattern shifted with zero fill.
template <class T>
constexpr T shiftRightLogical(T a, T amount, int width) {
  if (shiftIsOpen(amount, width)) return 0;
  Unsigned<T> bits = static_cast<Unsigned<T>>(a);
  if (width < static_cast<int>(8 * sizeof(T)))
    bits &= static_cast<Unsigned<T>>((Unsigned<T>{1} << width) - 1);
  return static_cast<T>(bits >> static_cast<int>(amount));
}
// Arithmetic: sign fill for signed types; for unsigned types the "sign" is
// the top bit of the width-bit pattern, as in the interpreter (APInt::ashr).
template <class T>
constexpr T shiftRightArithmetic(T a, T amount, int width) {
  using S = std::make_signed_t<T>;
  const Unsigned<T> bits = static_cast<Unsigned<T>>(a);
  const int spare = static_cast<int>(8 * sizeof(T)) - width;
  // Sign-extend the width-bit pattern into S, shift arithmetically.
  const S extended = static_cast<S>(static_cast<S>(bits << spare) >> spare);
  if (shiftIsOpen(amount, width)) return static_cast<T>(extended < 0 ? S{-1} : S{0});
  return static_cast<T>(static_cast<S>(extended >> static_cast<int>(amount)));
}

template <class T>
constexpr T popcount(T a, int width) {
  Unsigned<T> bits = static_cast<Unsigned<T>>(a);
  if (width < static_cast<int>(8 * sizeof(T)))
    bits &= static_cast<Unsigned<T>>((Unsigned<T>{1} << width) - 1);
  return static_cast<T>(std::popcount(bits));
}

template <class T>
constexpr T countLeadingZeros(T a, int width) {
  Unsigned<T> bits = static_cast<Unsigned<T>>(a);
  const int spare = static_cast<int>(8 * sizeof(T)) - width;
  if (spare > 0) bits &= static_cast<Unsigned<T>>((Unsigned<T>{1} << width) - 1);
  return static_cast<T>(std::countl_zero(bits) - spare);
}

// The high `width` bits of the 2·width-bit product (chlo.mulhi).
template <class T>
constexpr T multiplyHigh(T a, T b, int width) {
  if constexpr (std::is_signed_v<T>) {
    const __int128 product = static_cast<__int128>(a) * static_cast<__int128>(b);
    return static_cast<T>(static_cast<int64_t>(product >> width));
  } else {
    const unsigned __int128 product =
        static_cast<unsigned __int128>(a) * static_cast<unsigned __int128>(b);
    return static_cast<T>(static_cast<uint64_t>(product >> width));
  }
}

// Integer power by repeated squaring (wrapping). Open case: a negative
// exponent. The interpreter returns 1 for base 1, ±1 for base −1 by parity
// and 0 otherwise; one XLA version returns 0 for (−1)^(−k) as well.
template <class T>
constexpr bool intPowerIsOpen(T, T exponent) {
  if constexpr (std::is_signed_v<T>) return exponent < 0;
  return false;
}
template <class T>
constexpr T intPower(T base, T exponent) {
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base == 1) return 1;
      if (base == -1) return (exponent & 1) ? T{-1} : T{1};
      return 0;
    }
  }
  T result = 1;
  Unsigned<T> e = static_cast<Unsigned<T>>(exponent);
  while (e != 0) {
    if (e & 1) result = intMultiply(result, base);
    base = intMultiply(base, base);
    e >>= 1;
  }
  return result;
}

// --- floats (exact values as double) ---------------------------------------

// IEEE 754-2019 maximum / minimum: NaN propagates, −0 < +0.
inline double floatMaximum(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? b : a;  // ±0: +0 wins
  return a > b ? a : b;
}
inline double floatMinimum(double a, double b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == b) return std::signbit(a) ? a : b;  // ±0: −0 wins
  return a < b ? a : b;
}

// C fmod: exact, with the dividend's sign; x % 0 and Inf % y are NaN, x % Inf = x.
inline double floatRemainder(double a, double b) {
  return std::fmod(a, b);
}

// sign(x): −1, +1, ±0 kept, NaN kept.
inline double floatSign(double a) {
  if (std::isnan(a) || a == 0) return a;
  return a < 0 ? -1.0 : 1.0;
}

// roundToIntegralTiesToAway / TiesToEven; the sign of zero is kept.
inline double roundNearestAfz(double a) {
  return std::round(a);
}
inline double roundNearestEven(double a) {
  return std::nearbyint(a);  // the oracle always runs in round-to-nearest-even
}

}  // namespace hlo_cts::oracle::ew
