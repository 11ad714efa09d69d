// The arithmetic element-wise ops as tile instructions, per compute lane:
// real floats (exact IEEE operations; transcendental functions from SLEEF,
// ≤ 1 ulp, erfc ≤ 1.5 ulp, or computed in a wider type and rounded once
// where SLEEF has no function), integers (scalar_functors.h's logic, shared
// with the CUDA executor) and complex numbers.
#include <sleef.h>

#include <cmath>
#include <complex>

#include "backends/simd_cpu/complex_power.h"
#include "backends/simd_cpu/elementwise_loops.h"
#include "backends/simd_cpu/zeta.h"
#include "oracle/numerics/mpfr_functions.h"
#include "oracle/numerics/mpfr_number.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using namespace tile;

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

// psi's positive zero x0 = 1.4616321449683623412626595423257... as a sum
// of two doubles, and psi's Taylor coefficients there, psi^(k)(x0) / k!
// for k = 1..28 (mpmath, 60 digits): within 0.26 of x0 the series' terms
// fall by 0.18 each (the pole at 0 is 1.46 away) and it has no cancellation.
constexpr double kDigammaZeroHi = 1.4616321449683622;
constexpr double kDigammaZeroLo = 9.549995429965697e-17;
constexpr long double kDigammaTaylorAtZero[] = {
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
T roundedByMpfr(oracle::MpfrUnaryFn fn, T x, const Instr& instr) {
  constexpr ElementType kLane = std::is_same_v<T, float> ? ElementType::kF32 : ElementType::kF64;
  using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
  const ElementType type = instr.outType.narrow ? instr.outType.type : kLane;
  const uint64_t bits =
      oracle::roundMpfr(fn, oracle::MpfrNumber::fromBits(std::bit_cast<Bits>(x), kLane), type);
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
T roundedByMpfr(oracle::MpfrBinaryFn fn, T x, T y, const Instr& instr) {
  constexpr ElementType kLane = std::is_same_v<T, float> ? ElementType::kF32 : ElementType::kF64;
  using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
  const ElementType type = instr.outType.narrow ? instr.outType.type : kLane;
  const uint64_t bits =
      oracle::roundMpfr(fn, oracle::MpfrNumber::fromBits(std::bit_cast<Bits>(x), kLane),
                        oracle::MpfrNumber::fromBits(std::bit_cast<Bits>(y), kLane), type);
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
  return roundedByMpfr(oracle::mpfrHurwitzZeta, s, q, instr);
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
  return roundedByMpfr(oracle::mpfrPolygamma, n, x, instr);
}

// SLEEF functions that keep their bound only up to a magnitude and return
// ±Inf above it, where the result is still finite: log1p above 1e38 (f32) /
// 1e307 (f64), found by the accuracy test; asinh and acosh above
// sqrt(largest finite), where they square their argument, found by
// `hlo-cts fuzz`. There the C library's function takes over.
// The limits are powers of two (clang 14 takes no floating-point template
// arguments).
template <class T, SleefUnary Fn, auto libm, int kLimitLog2F32, int kLimitLog2F64>
void sleefWithLibmAbove(const Instr& instr, void* const* r, size_t n) {
  sleefUnaryFn<T, Fn>(instr, r, n);
  const T* a = reg<T>(r, instr.in[0]);
  T* o = reg<T>(r, instr.out);
  const T kLimit = std::ldexp(T(1), std::is_same_v<T, float> ? kLimitLog2F32 : kLimitLog2F64);
  for (size_t i = 0; i < n; ++i)
    if (std::fabs(a[i]) > kLimit) o[i] = libm(a[i]);
}
template <class T>
constexpr InstrFn log1pFn =
    sleefWithLibmAbove<T, SleefUnary::kLog1p, [](T x) { return std::log1p(x); }, 126, 1019>;
template <class T>
constexpr InstrFn asinhFn =
    sleefWithLibmAbove<T, SleefUnary::kAsinh, [](T x) { return std::asinh(x); }, 63, 511>;
template <class T>
constexpr InstrFn acoshFn =
    sleefWithLibmAbove<T, SleefUnary::kAcosh, [](T x) { return std::acosh(x); }, 63, 511>;

// SLEEF's f64 exp and pow give +Inf for every result above about
// 1.79769e308, short of DBL_MAX (exp: from x = 709.782711149557, 15 million
// doubles below the true overflow at log(DBL_MAX) = 709.782712893384), so
// a finite argument's +Inf is recomputed with libm (glibc: within an ulp),
// which overflows only where the result does. f32 has no such gap.
template <class T>
void expFn(const Instr& instr, void* const* r, size_t n) {
  sleefUnaryFn<T, SleefUnary::kExp>(instr, r, n);
  if constexpr (std::is_same_v<T, double>) {
    const T* a = reg<T>(r, instr.in[0]);
    T* o = reg<T>(r, instr.out);
    for (size_t i = 0; i < n; ++i)
      if (std::isinf(o[i]) && std::isfinite(a[i])) o[i] = std::exp(a[i]);
  }
}
template <class T>
void powFn(const Instr& instr, void* const* r, size_t n) {
  sleefBinaryFn<T, SleefBinary::kPow>(instr, r, n);
  if constexpr (std::is_same_v<T, double>) {
    const T* a = reg<T>(r, instr.in[0]);
    const T* b = reg<T>(r, instr.in[1]);
    T* o = reg<T>(r, instr.out);
    for (size_t i = 0; i < n; ++i)
      if (std::isinf(o[i]) && std::isfinite(a[i]) && std::isfinite(b[i]) && a[i] != 0)
        o[i] = std::pow(a[i], b[i]);
  }
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
    case OpId::kChloConj:  // the conjugate of a real number is itself
      return unaryFn<T, T, [](T a, const Instr&) { return a; }>;
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
      return expFn<T>;
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
      return asinhFn<T>;
    case OpId::kChloAcosh:
      return acoshFn<T>;
    case OpId::kChloAtanh:
      return sleefUnaryFn<T, SleefUnary::kAtanh>;
    // SLEEF's sinh and cosh overflow early (their bound holds for |x| ≤
    // 88.5 in f32 and 709 in f64; the results stay finite to 89.4 and
    // 710.5): computed in the wider type, rounded once.
    case OpId::kChloSinh:
      return unaryFn<T, T, [](T a, const Instr&) {
        return static_cast<T>(std::sinh(static_cast<Wider<T>>(a)));
      }>;
    case OpId::kChloCosh:
      return unaryFn<T, T, [](T a, const Instr&) {
        return static_cast<T>(std::cosh(static_cast<Wider<T>>(a)));
      }>;
    case OpId::kChloErf:
      return sleefUnaryFn<T, SleefUnary::kErf>;
    case OpId::kChloErfc:
      return sleefUnaryFn<T, SleefUnary::kErfc>;
    // SLEEF's lgamma loses its relative accuracy next to the zeros at 1
    // and 2 (5 ulp seen at 2 - 0.0024); the C library's, in the wider type,
    // keeps it there.
    case OpId::kChloLgamma:
      return unaryFn<T, T, [](T a, const Instr&) {
        return static_cast<T>(std::lgamma(static_cast<Wider<T>>(a)));
      }>;
    case OpId::kChloDigamma:
      return unaryFn<T, T, digammaWide<T>>;
    case OpId::kChloErfInv:
      return unaryFn<T, T, erfInvWide<T>>;
    case OpId::kChloBesselI1e:
      return unaryFn<T, T, besselI1eWide<T>>;
    case OpId::kChloAsinAcosKernel:  // the complex kernel of x + 0i: sqrt(1 − x²) or acosh|x|
      return unaryFn<T, T, [](T a, const Instr&) {
        using W = Wider<T>;
        const W x = std::fabs(static_cast<W>(a));
        return static_cast<T>(x <= 1 ? std::sqrt((1 - x) * (1 + x)) : std::acosh(x));
      }>;
    case OpId::kChloZeta:
      return binaryFn<T, T, zetaWide<T>>;
    case OpId::kChloPolygamma:
      return binaryFn<T, T, polygammaWide<T>>;
    case OpId::kPower:
      return powFn<T>;
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
      return unaryFn<T, T, [](T a, const Instr& i) -> T {
        const int e = static_cast<int>(i.param[0]), m = static_cast<int>(i.param[1]);
        if constexpr (std::is_same_v<T, float>)
          if (i.outType.narrow) return reduceNarrowPrecision(a, e, m, i.outType.format);
        return reducePrecision(a, e, m);
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
C viaWide(C a, F f) {
  const CWide r = f(CWide(a.real(), a.imag()));
  return C(static_cast<typename C::value_type>(r.real()),
           static_cast<typename C::value_type>(r.imag()));
}

// u·v + sign·s·w from exact products: each product split by fma into its
// long double value and residual (x87: a 64-bit significand, an exponent
// range no f64 product leaves), so a sum that cancels keeps its relative
// accuracy. An exactly zero sum has the sign IEEE gives p + q (−0 · b +
// b · −0 is −0; the residuals, +0, would make it +0).
inline long double sumOfProducts(long double u, long double v, long double s, long double w,
                                 long double sign) {
  const long double p = u * v, q = sign * s * w;
  const long double ep = std::fma(u, v, -p), eq = std::fma(sign * s, w, -q);
  const long double sum = (p + q) + (ep + eq);
  return sum == 0 ? p + q : sum;
}

template <class C>
bool allFinite(C x, C y) {
  return std::isfinite(x.real()) && std::isfinite(x.imag()) && std::isfinite(y.real()) &&
         std::isfinite(y.imag());
}

// x · y for finite parts: (ac − bd) + (ad + bc)i, each part from exact
// products (sumOfProducts). complex<long double>'s product rounds ac and bd
// first, so a real part that cancels by more than 2^11 (ac ≈ bd) lost its
// digits: 8 ulp at complex<f64> in a campaign, against a 4-ulp claim.
// Other operands go through complex<long double>'s Annex G product.
template <class C>
C accurateMultiply(C x, C y) {
  if (!allFinite(x, y)) return viaWide(x, [y](CWide v) { return v * CWide(y.real(), y.imag()); });
  using T = typename C::value_type;
  const long double a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  return C(static_cast<T>(sumOfProducts(a, c, b, d, -1)),
           static_cast<T>(sumOfProducts(a, d, b, c, 1)));
}

// x / y for finite x and non-zero finite y: (ac + bd) + (bc − ad)i over
// c² + d², each from exact products (sumOfProducts). A part that cancels
// keeps its relative accuracy (x / x has an imaginary part of exactly 0,
// where complex<long double>'s scaled division leaves 1e-20). Other
// operands go through complex<long double>'s Annex G division.
template <class C>
C accurateDivide(C x, C y) {
  if (!allFinite(x, y) || (y.real() == 0 && y.imag() == 0))
    return viaWide(x, [y](CWide v) { return v / CWide(y.real(), y.imag()); });
  using T = typename C::value_type;
  const long double a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  const long double denominator = sumOfProducts(c, c, d, d, 1);
  return C(static_cast<T>(sumOfProducts(a, c, b, d, 1) / denominator),
           static_cast<T>(sumOfProducts(b, c, a, d, -1) / denominator));
}

// log(1 + z) = log|1 + z| + i atan2(y, 1 + x), z = x + iy. Near the circle
// |1 + z| = 1, log|1 + z| = log1p(s) / 2 with s = 2x + x² + y², where the
// terms of s cancel: s is summed from exact squares (fma residuals), so it
// keeps its relative accuracy. Away from it, log((1 + x)² + y²) / 2: 1 + x
// is exact where it cancels (x near -1, by Sterbenz's lemma), and s there
// would lose the y² below 1's ulp (z = -1 + 1.2e-38i gave log1p(-1) = -∞
// where the answer is -87.3, found by a campaign, seed 100).
inline CWide complexLogPlusOne(CWide z) {
  const long double x = z.real(), y = z.imag();
  const long double u = 1 + x;
  const long double imaginary = std::atan2(y, u);
  if (!std::isfinite(x) || !std::isfinite(y))
    return std::log(CWide(1) + z);  // the Annex G special values
  const long double modulus2 = u * u + y * y;
  if (modulus2 < 0.5L || modulus2 > 2) return CWide(std::log(modulus2) / 2, imaginary);
  // s = 2x + x² + y² as an unevaluated sum, each addition error-free.
  auto twoSum = [](long double a, long double b, long double& error) {
    const long double sum = a + b, bb = sum - a;
    error = (a - (sum - bb)) + (b - bb);
    return sum;
  };
  const long double xx = x * x, yy = y * y;
  const long double xxError = std::fma(x, x, -xx), yyError = std::fma(y, y, -yy);
  long double e1, e2;
  const long double s1 = twoSum(2 * x, xx, e1);
  const long double s2 = twoSum(s1, yy, e2);
  return CWide(std::log1p(s2 + ((e1 + e2) + (xxError + yyError))) / 2, imaginary);
}

// chlo._asin_acos_kernel: for z = x + iy and a = (|z + 1| + |z − 1|) / 2,
// w = sqrt(a² − x²) + i log(a + sqrt(a² − 1)), both parts ≥ 0, even in x
// and y. Written so, a − x and a − 1 cancel near the real segment and axis;
// Hull et al.'s forms (the oracle's) are sums, products and quotients of
// non-negative terms:
//   r = |z + 1|, s = |z − 1|, t = y² / (r + x + 1) (with x = |Re z|),
//   a − x = (t + y²/(s + x − 1)) / 2 for x ≥ 1, (t + s + 1 − x) / 2 below,
//   a − 1 = (t + s + x − 1) / 2 for x ≥ 1, (t + y²/(s + 1 − x)) / 2 below,
//   Re w = sqrt((a + x)(a − x)),  Im w = log1p(a − 1 + sqrt((a − 1)(a + 1))).
// On the real axis sqrt(1 − x²) (|x| ≤ 1) or acosh|x|; at infinity
// Re w = |y| (+Inf for an infinite y) and Im w = +Inf.
inline CWide asinAcosKernel(CWide z) {
  const long double x = std::fabs(z.real()), y = std::fabs(z.imag());
  constexpr long double kInf = std::numeric_limits<long double>::infinity();
  if (std::isnan(x) || std::isnan(y))
    return CWide(std::numeric_limits<long double>::quiet_NaN(),
                 std::numeric_limits<long double>::quiet_NaN());
  if (std::isinf(x) || std::isinf(y)) return CWide(std::isinf(y) ? kInf : y, kInf);
  if (y == 0) return x <= 1 ? CWide(std::sqrt((1 - x) * (1 + x)), 0) : CWide(0, std::acosh(x));
  const long double r = std::hypot(x + 1, y), s = std::hypot(x - 1, y), y2 = y * y;
  const long double t = y2 / (r + x + 1);
  // x − 1 and 1 − x are exact where they cancel (Sterbenz); s + x − 1 summed
  // as (s + x) − 1 lost a tiny s at x = 1 (z = −1 + 2e-308i gave y²/0).
  const long double aMinusX = (x >= 1 ? t + y2 / (s + (x - 1)) : t + s + (1 - x)) / 2;
  const long double aMinusOne = (x >= 1 ? t + s + (x - 1) : t + y2 / (s + (1 - x))) / 2;
  const long double a = (r + s) / 2;
  return CWide(std::sqrt((a + x) * aMinusX),
               std::log1p(aMinusOne + std::sqrt(aMinusOne * (a + 1))));
}

// logistic(z) = 1 / (1 + e^−z). Near the poles z = (2k + 1)πi, 1 + e^−z
// cancels: its real part 1 + e^−x cos y, with e^−x cos y ≈ −1 rounded
// first, was 8 ulp off at complex<f64> (a campaign, seed 101). For small
// |x| it is −expm1(−x) + 2 e^−x cos²(y/2), whose terms carry their own
// digits; 1/D is then conj(D) / |D|². Elsewhere e^−x is far from 1 and the
// plain formula keeps its accuracy (and its infinities' limits).
inline CWide complexLogistic(CWide z) {
  const long double x = z.real(), y = z.imag();
  if (!(std::fabs(x) < 1) || !std::isfinite(y)) return CWide(1) / (CWide(1) + std::exp(-z));
  const long double scale = std::exp(-x), half = std::cos(y / 2);
  const long double re = -std::expm1(-x) + 2 * scale * half * half;
  const long double im = -scale * std::sin(y);
  const long double norm = re * re + im * im;
  return CWide(re / norm, -im / norm);
}

// The complex functions the oracle composes or takes from MPC beyond the
// basic ones: cbrt, logistic, expm1, log1p, inverse trigonometric and
// hyperbolic functions.
template <class C>
InstrFn complexFunctionInstruction(OpId op) {
  switch (op) {
    case OpId::kCbrt:  // the principal cube root exp(log(z) / 3), the oracle's; cbrt(0) = 0
      return unaryFn<C, C, [](C a, const Instr&) {
        if (a == C(0)) return a;
        return viaWide(a, [](CWide x) { return std::exp(std::log(x) / 3.0L); });
      }>;
    case OpId::kLogistic:
      return unaryFn<C, C, [](C a, const Instr&) { return viaWide(a, complexLogistic); }>;
    case OpId::kExponentialMinusOne:
      // e^x cos y − 1 = expm1(x) cos y − 2 sin²(y/2) keeps small z's digits.
      // A zero y gives e^x sin y = y exactly, also where e^x overflows
      // (∞ · 0 would be NaN).
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide z) {
          const long double half = std::sin(z.imag() / 2);
          return CWide(std::expm1(z.real()) * std::cos(z.imag()) - 2 * half * half,
                       z.imag() == 0 ? z.imag() : std::exp(z.real()) * std::sin(z.imag()));
        });
      }>;
    case OpId::kLogPlusOne:
      return unaryFn<C, C, [](C a, const Instr&) { return viaWide(a, complexLogPlusOne); }>;
    case OpId::kChloAsinAcosKernel:
      return unaryFn<C, C, [](C a, const Instr&) { return viaWide(a, asinAcosKernel); }>;
    case OpId::kChloAsin:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::asin(x); });
      }>;
    case OpId::kChloAcos:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::acos(x); });
      }>;
    case OpId::kChloAtan:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::atan(x); });
      }>;
    case OpId::kChloAsinh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::asinh(x); });
      }>;
    case OpId::kChloAcosh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::acosh(x); });
      }>;
    case OpId::kChloAtanh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::atanh(x); });
      }>;
    case OpId::kChloSinh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::sinh(x); });
      }>;
    case OpId::kChloCosh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::cosh(x); });
      }>;
    default:
      return nullptr;
  }
}

template <class C>
InstrFn complexInstruction(OpId op) {
  switch (op) {
    case OpId::kMaximum:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return complexExtremum<true>(a, b); }>;
    case OpId::kMinimum:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return complexExtremum<false>(a, b); }>;
    case OpId::kAdd:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return a + b; }>;
    case OpId::kSubtract:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return a - b; }>;
    case OpId::kMultiply:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return accurateMultiply(a, b); }>;
    case OpId::kDivide:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return accurateDivide(a, b); }>;
    case OpId::kPower:
      return binaryFn<C, C, [](C a, C b, const Instr&) { return complexPower(a, b); }>;
    case OpId::kAtan2:
      return binaryFn<C, C, [](C y, C x, const Instr&) { return complexAtan2(y, x); }>;
    case OpId::kChloSquare:
      return unaryFn<C, C, [](C a, const Instr&) { return accurateMultiply(a, a); }>;
    case OpId::kNegate:
      return unaryFn<C, C, [](C a, const Instr&) { return -a; }>;
    case OpId::kChloConj:
      return unaryFn<C, C, [](C a, const Instr&) { return std::conj(a); }>;
    case OpId::kSqrt:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::sqrt(x); });
      }>;
    case OpId::kRsqrt:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return CWide(1) / std::sqrt(x); });
      }>;
    case OpId::kExponential:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::exp(x); });
      }>;
    case OpId::kLog:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::log(x); });
      }>;
    case OpId::kSine:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::sin(x); });
      }>;
    case OpId::kCosine:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::cos(x); });
      }>;
    case OpId::kTan:
    case OpId::kChloTan:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::tan(x); });
      }>;
    case OpId::kTanh:
      return unaryFn<C, C, [](C a, const Instr&) {
        return viaWide(a, [](CWide x) { return std::tanh(x); });
      }>;
    case OpId::kSign:
      return unaryFn<C, C, [](C a, const Instr&) {
        if (std::isnan(a.real()) || std::isnan(a.imag()))
          return C(std::numeric_limits<typename C::value_type>::quiet_NaN(),
                   std::numeric_limits<typename C::value_type>::quiet_NaN());
        if (a == C(0)) return a;
        return viaWide(a, [](CWide x) { return x / std::abs(x); });
      }>;
    default:
      return complexFunctionInstruction<C>(op);
  }
}

}  // namespace

InstrFn arithmeticInstruction(OpId op, const LaneType& lane) {
  switch (lane.lane) {
    case Lane::kF32:
      return floatInstruction<float>(op);
    case Lane::kF64:
      return floatInstruction<double>(op);
    case Lane::kI64:
      return integerInstruction(op, lane.isBool);
    case Lane::kC64:
      return complexInstruction<C64>(op);
    case Lane::kC128:
      return complexInstruction<C128>(op);
  }
  return nullptr;
}

}  // namespace hlo_cts::backends::simd_cpu
