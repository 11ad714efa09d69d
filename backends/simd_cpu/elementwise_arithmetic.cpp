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
#include "backends/simd_cpu/special_functions.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using namespace tile;

// --- Floats -----------------------------------------------------------------

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
    // The Annex G special values. A real 1 (not CWide(1), whose +0
    // imaginary part would turn y = −0 into +0: log1p(−Inf − 0i) has
    // imaginary part −π, campaign seed 110).
    return std::log(1.0L + z);
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
      return unaryFn<C, C, [](C a, const Instr&) { return complexLogistic(a); }>;
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
