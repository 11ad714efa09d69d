// Real functions SLEEF lacks, for simd-cpu's element-wise instructions
// (elementwise_arithmetic.cpp): digamma, erf⁻¹, i1e, zeta and polygamma,
// each in the wider type with MPFR's correctly rounded value where the
// wider type's error cannot be bounded below an ulp.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <type_traits>

#include "backends/common/scalar_functors.h"
#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/zeta.h"
#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"

namespace hlo_cts::backends::simd_cpu {

// Functions SLEEF lacks, computed with one more rounding than the op's own
// result allows for... so in a wider type: f32 in double, f64 in long double
// (64-bit significand), then rounded once.
template <class T>
using Wider = std::conditional_t<std::is_same_v<T, float>, double, long double>;

// psi's positive zero x0 = 1.4616321449683623412626595423257... as a sum
// of two doubles, and psi's Taylor coefficients there, psi^(k)(x0) / k!
// for k = 1..28 (mpmath, 60 digits): within 0.26 of x0 the series' terms
// fall by 0.18 each (the pole at 0 is 1.46 away) and it has no cancellation.
inline constexpr double kDigammaZeroHi = 1.4616321449683622;
inline constexpr double kDigammaZeroLo = 9.549995429965697e-17;
inline constexpr long double kDigammaTaylorAtZero[] = {
    0.9676722454476211704274448L,     -0.4427631689835921060928653L,
    0.2584997609556510106244014L,     -0.1639427054424065275042513L,
    0.1078240506912623657571829L,     -0.07219956125645471092612178L,
    0.04880428816414310722509253L,    -0.0331611264748473592922584L,
    0.02259764823221810465962483L,    -0.01542476590494895913880032L,
    0.01053879161661217538812405L,    -0.007204534386356868240970474L,
    0.004926781395729853446354266L,   -0.003369801655439328082792857L,
    0.00230512632673492783693838L,    -0.001576936771430197259270935L,
    0.001078825201916296580691918L,   -0.0007380709389960051295660474L,
    0.0005049532658346020351773982L,  -0.000345468025106307699555568L,
    0.000236356015640270527923696L,   -0.0001617062209197480344935831L,
    0.0001106337276874741090408716L,  -0.00007569179582195065919237709L,
    0.00005178575795222080868993268L, -0.00003543007094765960631569882L,
    0.00002424006611860131765268307L, -0.00001658424227185413337524254L};

// fn(x) correctly rounded into the instruction's element type (a narrow
// format's number is exact in the f32 lane).
template <class T>
T roundedByMpfr(numerics::MpfrUnaryFn fn, T x, const Instr& instr) {
  constexpr ElementType kLane = std::is_same_v<T, float> ? ElementType::kF32 : ElementType::kF64;
  using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
  const ElementType type = instr.outType.narrow ? instr.outType.type : kLane;
  const uint64_t bits =
      numerics::roundMpfr(fn, numerics::MpfrNumber::fromBits(std::bit_cast<Bits>(x), kLane), type);
  if (instr.outType.narrow)
    return static_cast<T>(decodeNarrow(static_cast<uint32_t>(bits), instr.outType.format));
  return std::bit_cast<T>(static_cast<Bits>(bits));
}

// digamma (SLEEF has none), in the wider type: poles at zero (−1/x: −Inf
// at +0, +Inf at −0) and NaN at the negative integers and −Inf, as MPFR;
// negative arguments reflect, psi(x) = psi(1 − x) − pi / tan(pi x), with
// tan's period taking the exact x − nearest integer; positive ones step up
// by psi(x) = psi(x + 1) − 1/x to x ≥ 16, where the asymptotic series
// ln x − 1/(2x) − sum B_2k / (2k x^2k) to x^-14 is below the wide type's
// rounding. Around the positive zero of psi that sum cancels, so there a
// Taylor series at the zero takes over. Near the negative zeros the
// reflection cancels: where its terms exceed the result 64-fold (f64 in
// long double: then the wide type's error could pass an ulp; f32 in double
// needs 2^24-fold), MPFR's correctly rounded digamma decides (a campaign,
// seed 106, found 6 ulp near the zero by −413.3).
template <class T>
T digammaWide(T a, const Instr& instr) {
  using W = Wider<T>;
  constexpr W kPi = 3.14159265358979323846264338327950288L;
  W x = a;
  if (std::isnan(x) || x == -std::numeric_limits<W>::infinity())
    return std::numeric_limits<T>::quiet_NaN();
  if (x == 0) return static_cast<T>(W(-1) / x);
  if (x > W(1.2) && x < W(1.72)) {
    const W d = (x - W(kDigammaZeroHi)) - W(kDigammaZeroLo);  // x - hi is exact
    W sum = 0;
    for (size_t k = std::size(kDigammaTaylorAtZero); k-- > 0;)
      sum = sum * d + static_cast<W>(kDigammaTaylorAtZero[k]);
    return static_cast<T>(sum * d);
  }
  W result = 0, reflection = 0;
  if (x < 0) {
    if (x == std::floor(x)) return std::numeric_limits<T>::quiet_NaN();
    reflection = -kPi / std::tan(kPi * (x - std::nearbyint(x)));
    x = 1 - x;
  }
  if (std::isinf(x)) return static_cast<T>(x);
  W steps = 0;  // Σ 1/x over the upward steps
  for (; x < 16; x += 1) steps += 1 / x;
  const W inv2 = 1 / (x * x);
  const W series =
      inv2 *
      (W(1) / 12 -
       inv2 * (W(1) / 120 -
               inv2 * (W(1) / 252 -
                       inv2 * (W(1) / 240 - inv2 * (W(1) / 132 - inv2 * (W(691) / 32760 -
                                                                         inv2 * (W(1) / 12)))))));
  const W asymptotic = std::log(x) - W(0.5) / x - series;
  result = reflection - steps + asymptotic;
  constexpr W kMaxCancellation = std::is_same_v<T, float> ? W(0x1p24) : W(64);
  if (reflection != 0 && std::fabs(reflection) + std::fabs(steps) + std::fabs(asymptotic) >
                             kMaxCancellation * std::fabs(result))
    return roundedByMpfr(mpfr_digamma, a, instr);
  return static_cast<T>(result);
}

// erf⁻¹ (SLEEF has none), in the wider type: Newton on erf below |x| = 1/2
// (erf is concave there: the iterates rise monotonically from 2y/√π's
// root) and on ln erfc from 1/2 up (1 − |x| is exact in the wider type, and
// erfc keeps the relative precision that erf loses near 1). The result's
// error is the wider type's erf/erfc error times erf⁻¹'s condition, ≤ 2
// there: far below the narrower type's half ulp.
template <class T>
T erfInvWide(T a, const Instr&) {
  using W = Wider<T>;
  constexpr W kTwoOverSqrtPi = 1.12837916709551257389615890312154517L;
  const W x = a;
  if (std::isnan(x) || std::fabs(x) > 1) return std::numeric_limits<T>::quiet_NaN();
  if (std::fabs(x) == 1) return std::copysign(std::numeric_limits<T>::infinity(), a);
  if (x == 0) return a;
  const W ax = std::fabs(x);
  W y;
  if (ax < W(0.5)) {
    y = ax / kTwoOverSqrtPi;  // erf(y) ≈ 2y/√π near 0
    for (int i = 0; i < 6; ++i) y -= (std::erf(y) - ax) / (kTwoOverSqrtPi * std::exp(-y * y));
  } else {
    // Newton on ln erfc(y) = ln c: ln erfc is concave and decreasing, so
    // after the first step the iterates fall monotonically onto the root.
    // The start solves erfc(y) ≈ e^−y²/(y√π) for small c.
    const W c = 1 - ax;
    y = W(0.6);
    if (c < W(0.2)) {
      const W t = -std::log(c);
      y = std::sqrt(t - std::log(std::sqrt(t) / kTwoOverSqrtPi * 2));
    }
    for (int i = 0; i < 12; ++i) {
      const W e = std::erfc(y);
      y += (std::log(e) - std::log(c)) * e / (kTwoOverSqrtPi * std::exp(-y * y));
    }
  }
  return static_cast<T>(std::copysign(y, x));
}

// i1e(x) = e^−|x| I₁(x) (SLEEF has none), odd, in the wider type: the power
// series Σ (x/2)^(2k+1)/(k!(k+1)!) (positive terms) times e^−x up to x = 30,
// above it the large-x expansion (1/√(2πx)) Σ (−1)^k a_k/x^k, summed while
// its terms shrink (its least term there is below e^−2x < 1e−26).
template <class T>
T besselI1eWide(T a, const Instr&) {
  using W = Wider<T>;
  constexpr W kTwoPi = 6.28318530717958647692528676655900577L;
  const W x = std::fabs(static_cast<W>(a));
  if (std::isnan(x)) return a;
  if (std::isinf(x) || x == 0) return std::copysign(T(0), a);
  W result;
  if (x <= 30) {
    const W q = x * x / 4;
    W term = x / 2, sum = term;
    for (int k = 1; term > sum * std::numeric_limits<W>::epsilon() / 4; ++k) {
      term *= q / (W(k) * (k + 1));
      sum += term;
    }
    result = sum * std::exp(-x);
  } else {
    W term = 1, sum = 1;
    for (int k = 1; k < 200; ++k) {
      const W next = term * -(4 - W(2 * k - 1) * (2 * k - 1)) / (8 * k * x);
      if (std::fabs(next) >= std::fabs(term) ||
          std::fabs(next) < sum * std::numeric_limits<W>::epsilon() / 4)
        break;
      sum += term = next;
    }
    result = sum / std::sqrt(kTwoPi * x);
  }
  return static_cast<T>(std::copysign(result, static_cast<W>(a)));
}

// chlo.zeta and chlo.polygamma (zeta.h) in the wider type, rounded once where
// the series' error bound proves the result within an ulp; elsewhere (a sum
// that cancels, an order whose n! the wider type cannot hold, a result below
// its normal range) the oracle's correctly rounding evaluation, as
// complex power does. Where CHLO gives no value (a divergent series, a pole,
// a non-integer order: the oracle allows any result) the result is NaN.
// fn(x, y) correctly rounded into the instruction's element type (a narrow
// format's number is exact in the f32 lane).
template <class T>
T roundedByMpfr(numerics::MpfrBinaryFn fn, T x, T y, const Instr& instr) {
  constexpr ElementType kLane = std::is_same_v<T, float> ? ElementType::kF32 : ElementType::kF64;
  using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
  const ElementType type = instr.outType.narrow ? instr.outType.type : kLane;
  const uint64_t bits =
      numerics::roundMpfr(fn, numerics::MpfrNumber::fromBits(std::bit_cast<Bits>(x), kLane),
                          numerics::MpfrNumber::fromBits(std::bit_cast<Bits>(y), kLane), type);
  if (instr.outType.narrow)
    return static_cast<T>(decodeNarrow(static_cast<uint32_t>(bits), instr.outType.format));
  return std::bit_cast<T>(static_cast<Bits>(bits));
}

// A wide value into the lane. For a narrow format, a nonzero value below
// the lane's range stays the lane's smallest number of its sign, so the
// format's own rounding still sees a nonzero value (f8E8M0FNU makes a
// negative one NaN, where -0 would give its smallest number).
template <class T, class W>
T toLane(W value, const Instr& instr) {
  const T rounded = static_cast<T>(value);
  if (rounded == 0 && value != 0 && instr.outType.narrow)
    return std::copysign(std::numeric_limits<T>::denorm_min(), static_cast<T>(value));
  return rounded;
}

template <class T>
T zetaWide(T s, T q, const Instr& instr) {
  using W = Wider<T>;
  constexpr T kNaN = std::numeric_limits<T>::quiet_NaN();
  if (std::isnan(s) || std::isnan(q) || !(s >= 1) || std::isinf(s) || q == -INFINITY) return kNaN;
  if (q <= 0 && (q == std::floor(q) || s != std::floor(s) || q < -1000000)) return kNaN;
  if (s == 1) return std::numeric_limits<T>::infinity();  // the pole: the series diverges
  if (std::isinf(q)) return 0;                            // every term is 0
  const BoundedValue<W> r = hurwitzZetaSeries<W>(s, q);
  if (roundsWithinOneUlp(r, std::numeric_limits<T>::digits)) return toLane<T>(r.value, instr);
  return roundedByMpfr(numerics::mpfrHurwitzZeta, s, q, instr);
}

template <class T>
T polygammaWide(T n, T x, const Instr& instr) {
  using W = Wider<T>;
  constexpr T kNaN = std::numeric_limits<T>::quiet_NaN();
  if (std::isnan(n) || std::isnan(x)) return kNaN;
  if (!(n >= 0) || n != std::floor(n) || n > 65536 || x == -INFINITY || x < -1000000 ||
      (x <= 0 && x == std::floor(x)))
    return kNaN;
  if (n == 0) return digammaWide<T>(x, instr);
  const long order = static_cast<long>(n);
  if (std::isinf(x)) return order % 2 == 0 ? T(-0.0) : T(0);  // → 0 from its sign's side
  if (std::lgamma(static_cast<W>(order + 1)) < std::log(std::numeric_limits<W>::max())) {
    const BoundedValue<W> r = polygammaSeries<W>(order, x);
    if (roundsWithinOneUlp(r, std::numeric_limits<T>::digits)) return toLane<T>(r.value, instr);
  }
  return roundedByMpfr(numerics::mpfrPolygamma, n, x, instr);
}

}  // namespace hlo_cts::backends::simd_cpu
