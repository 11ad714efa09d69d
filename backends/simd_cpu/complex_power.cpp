// Why a slow path: a part of exp(ρ + iθ) = e^ρ (cos θ + i sin θ) is as
// accurate as θ only where its cosine or sine is not small, and θ = Im(y·log x)
// carries an absolute error that grows with |y|·|log x|. At x = −0.115 +
// 7841i, y = 1 the real part lost 28 ulp of f64 in long double; at
// |y| ~ 1e38 the sign of an infinite part was arbitrary. MPC reduces θ
// exactly; the long double path is taken only where its error provably fits.
#include "backends/simd_cpu/complex_power.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

#include "numerics/complex_asymptotics.h"
#include "numerics/mpfr_number.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using L = long double;
using CWide = std::complex<L>;

// 2^-64: the unit roundoff of x87's 64-bit significand.
constexpr L kWideEpsilon = 0x1p-64L;

template <class T>
struct PartFormat;
template <>
struct PartFormat<float> {
  using Bits = uint32_t;
  static constexpr ElementType kType = ElementType::kF32;
  static constexpr L kHalfUlp = 0x1p-25L;  // relative: half an ulp of f32
};
template <>
struct PartFormat<double> {
  using Bits = uint64_t;
  static constexpr ElementType kType = ElementType::kF64;
  static constexpr L kHalfUlp = 0x1p-54L;
};

// atan2(y, x) into rop: every step at a working precision of 400 bits for
// f32 parts and 2400 for f64 ones (MPC 1.3.1's log of a wide value near 1
// into few bits is wrong, so nothing is rounded narrow before the end).
int atan2Composite(mpc_ptr rop, mpc_srcptr y, mpc_srcptr x, mpc_rnd_t rnd) {
  const mpfr_prec_t w = mpfr_get_prec(mpc_realref(rop)) <= 24 ? 400 : 2400;
  numerics::MpcNumber iy(w), num(w), den(w), y2(w);
  mpc_mul_i(iy.get(), y, 1, MPC_RNDNN);
  mpc_add(num.get(), x, iy.get(), MPC_RNDNN);
  mpc_sqr(den.get(), x, MPC_RNDNN);
  mpc_sqr(y2.get(), y, MPC_RNDNN);
  mpc_add(den.get(), den.get(), y2.get(), MPC_RNDNN);
  mpc_sqrt(den.get(), den.get(), MPC_RNDNN);
  mpc_div(num.get(), num.get(), den.get(), MPC_RNDNN);
  mpc_log(num.get(), num.get(), MPC_RNDNN);
  mpc_mul_i(num.get(), num.get(), -1, MPC_RNDNN);
  return mpc_set(rop, num.get(), rnd);
}

template <class T>
numerics::ComplexBits bitsOf(std::complex<T> z) {
  using Bits = typename PartFormat<T>::Bits;
  return {std::bit_cast<Bits>(z.real()), std::bit_cast<Bits>(z.imag())};
}

template <class T>
std::complex<T> fromBits(numerics::ComplexBits r) {
  using Bits = typename PartFormat<T>::Bits;
  return {std::bit_cast<T>(static_cast<Bits>(r.re)), std::bit_cast<T>(static_cast<Bits>(r.im))};
}

template <class T>
std::complex<T> byMpc(numerics::MpcBinaryFn fn, std::complex<T> a, std::complex<T> b) {
  return fromBits<T>(numerics::roundMpcBits(fn, bitsOf(a), bitsOf(b), PartFormat<T>::kType));
}

// θ − n·2π for the n nearest θ/2π (|n| < 2^29): 2π split into two 32-bit
// parts, whose products with n are exact, and a long double remainder.
L reduceByTwoPi(L theta) {
  constexpr L kTwoPiHigh = 0x1.921fb544p+2L;          // 32 significant bits
  constexpr L kTwoPiMiddle = 0x1.0b4611a6p-32L;       // the next 32
  constexpr L kTwoPiLow = 0x1.3198a2e03707344ap-67L;  // the rest, rounded
  const L n = std::nearbyint(theta / (kTwoPiHigh + kTwoPiMiddle));
  return ((theta - n * kTwoPiHigh) - n * kTwoPiMiddle) - n * kTwoPiLow;
}

// exp(y·log x) in long double into `out`; false (and `out` untouched) where
// the bound on its error exceeds half an ulp of a part.
template <class T>
bool powerInWide(std::complex<T> x, std::complex<T> y, std::complex<T>& out) {
  const L a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  const L logModulus = std::log(std::hypot(a, b));  // relative error ≲ 2ε
  const L argument = std::atan2(b, a);              // relative error ≲ ε
  // ρ + iθ = (c + di)(logModulus + i·argument); each term's absolute
  // error is bounded by its magnitude times a few ε plus the inputs' errors.
  const L rho = c * logModulus - d * argument;
  const L theta = c * argument + d * logModulus;
  // (logModulus and argument each carry ε of their own size, and each meets
  // both c and d: one size bounds the terms of ρ and of θ.)
  const L termSize = (std::abs(c) + std::abs(d)) * (std::abs(logModulus) + std::abs(argument) + 1);
  // |ρ̃ − ρ| and |θ̃ − θ| (the latter after reduction: + 8ε, r's own rounding
  // and that of the sine or cosine of r near a multiple of π/2).
  const L error = 8 * kWideEpsilon * (termSize + 1);
  if (!std::isfinite(rho) || !(std::abs(theta) < 0x1p30L) || !(error < 0x1p-8L)) return false;
  // x87's fsin/fcos reduce with a 66-bit π (8 ulp of f64 lost at θ ≈ 9540):
  // reduce θ by 2π here, to within a few ε of |r| ≤ π.
  const L r = reduceByTwoPi(theta);
  const L cosine = std::cos(r), sine = std::sin(r);
  const L modulus = std::exp(rho);
  // A part's relative error: ρ's error, θ's error over |cos θ| (resp. |sin θ|),
  // and the roundings of exp, cos/sin and the product (a few ε).
  const L budget = PartFormat<T>::kHalfUlp - 8 * kWideEpsilon - error;
  // A positive real x to a real power has θ = ±0 exactly: its imaginary
  // part is a zero, whatever the bound.
  const bool exactlyReal = argument == 0 && d == 0;
  if (budget <= 0 || error > budget * std::abs(cosine) ||
      (!exactlyReal && error > budget * std::abs(sine)))
    return false;
  // θ = ±0 exactly has sin θ = ±0 exactly: the imaginary part, also where
  // e^ρ overflows (∞ · 0 would be NaN).
  out = {static_cast<T>(modulus * cosine), static_cast<T>(exactlyReal ? sine : modulus * sine)};
  return true;
}

template <class T>
std::complex<T> power(std::complex<T> x, std::complex<T> y) {
  // x^0 = 1 (C's and MPC's pow), where exp(0 · log 0) is NaN.
  if (y == std::complex<T>(0)) return 1;
  const bool finite = std::isfinite(x.real()) && std::isfinite(x.imag()) &&
                      std::isfinite(y.real()) && std::isfinite(y.imag());
  if (!finite || x == std::complex<T>(0)) {
    // Special values: C Annex G's exp(y · log x) in long double.
    const CWide r = std::pow(CWide(x.real(), x.imag()), CWide(y.real(), y.imag()));
    return {static_cast<T>(r.real()), static_cast<T>(r.imag())};
  }
  std::complex<T> result;
  if (powerInWide(x, y, result)) return result;
  return byMpc(mpc_pow, x, y);
}

// logistic(z) = 1/(1 + e^−z) into rop, every step at the working
// precision of atan2Composite (the oracle composes it the same way).
int logisticComposite(mpc_ptr rop, mpc_srcptr z, mpc_srcptr, mpc_rnd_t rnd) {
  const mpfr_prec_t w = mpfr_get_prec(mpc_realref(rop)) <= 24 ? 400 : 2400;
  numerics::MpcNumber d(w);
  mpc_neg(d.get(), z, MPC_RNDNN);
  mpc_exp(d.get(), d.get(), MPC_RNDNN);
  mpc_add_ui(d.get(), d.get(), 1, MPC_RNDNN);
  mpc_ui_div(d.get(), 1, d.get(), MPC_RNDNN);
  return mpc_set(rop, d.get(), rnd);
}

// logistic(z) = 1/D, D = 1 + e^−z = (1 + e^−x cos y) − i e^−x sin y, and
// 1/D = conj(D)/|D|². Re D cancels wherever e^−x cos y ≈ −1: near the poles
// z = (2k + 1)πi, and for every x < 0 along a curve of y; Im D is small
// near y = kπ. For |x| < 1, Re D is −expm1(−x) + 2e^−x cos²(y/2), whose
// terms carry their own digits near the poles. y is first reduced by 2π (to
// r, |r| ≤ π, within a few ε: x87's sine and cosine reduce with a 66-bit π
// of their own), and cos²(y/2) = cos²(r/2). Bounds (ε = 2^-64; expl, expm1l,
// cosl and sinl within 2 ulp = 4ε; δ = 16ε bounds r's absolute error and
// the functions' own reduction):
//   |b̃ − b| ≤ e^−x·(δ + 8ε|cos r|) (plain) or 2e^−x·(|c|δ + 8εc²), c = cos(r/2);
//   |R̃e D − Re D| ≤ |ã − a| + |b̃ − b| + 2ε(|a| + |b|), |ã − a| ≤ 4ε|a| (a = 1 exact);
//   |Ĩm D − Im D| ≤ e^−x·(δ + 8ε|sin r|).
// With ρ the larger relative error of Re D and Im D (Im D = 0 exactly for
// y = 0), |D|² is within 2ρ + 2ε and each part of 1/D within 3ρ + 4ε. The
// long double path is taken where that is under half an ulp of a part.
template <class T>
bool logisticInWide(std::complex<T> z, std::complex<T>& out) {
  const L x = z.real();
  const L r = reduceByTwoPi(z.imag());
  const L scale = std::exp(-x), delta = 16 * kWideEpsilon;
  L a, b, errA, errB;
  if (std::fabs(x) < 1) {
    const L c = std::cos(r / 2);
    a = -std::expm1(-x);
    b = 2 * scale * c * c;
    errA = 4 * kWideEpsilon * std::fabs(a);
    errB = 2 * scale * (std::fabs(c) * delta + 8 * kWideEpsilon * c * c);
  } else {
    const L cosine = std::cos(r);
    a = 1;
    b = scale * cosine;
    errA = 0;
    errB = scale * (delta + 8 * kWideEpsilon * std::fabs(cosine));
  }
  const L sine = std::sin(r);
  const L re = a + b, im = -scale * sine;
  const L errRe = errA + errB + 2 * kWideEpsilon * (std::fabs(a) + std::fabs(b));
  const L errIm = z.imag() == 0 ? 0 : scale * (delta + 8 * kWideEpsilon * std::fabs(sine));
  if (!std::isfinite(re) || !std::isfinite(im) || !std::isfinite(errRe) || re == 0) return false;
  const L rho =
      std::max(errRe / std::fabs(re), im == 0 ? (errIm == 0 ? 0 : 1) : errIm / std::fabs(im));
  if (!(3 * rho + 4 * kWideEpsilon < PartFormat<T>::kHalfUlp)) return false;
  const L norm = re * re + im * im;
  if (!std::isfinite(norm) || !(norm > 0)) return false;
  out = {static_cast<T>(re / norm), static_cast<T>(-im / norm)};
  return true;
}

template <class T>
std::complex<T> logistic(std::complex<T> z) {
  // |Re z| > 1000: the asymptotics, correctly rounded (e^−x overflows long
  // double below x ≈ −11356, and MPC's division of 1 by 1 + e^−z then works
  // at a precision as large as the parts' exponent gap: minutes per element
  // at Re z = −1e7, and for |Im z| ≥ 2^30 at large positive Re z too).
  if (std::optional<numerics::ComplexBits> saturated =
          numerics::saturatedLogistic(bitsOf(z), PartFormat<T>::kType))
    return fromBits<T>(*saturated);
  std::complex<T> result;
  // reduceByTwoPi takes |y| < 2^30; larger ones go to MPC.
  if (std::isfinite(z.real()) && std::fabs(z.imag()) < 0x1p30 && logisticInWide(z, result))
    return result;
  if (!std::isfinite(z.real()) || !std::isfinite(z.imag())) {
    // Special values: C Annex G's 1/(1 + exp(−z)) in long double.
    const CWide w(z.real(), z.imag());
    const CWide r = CWide(1) / (1.0L + std::exp(-w));  // a real 1 keeps a −0 imaginary part
    return {static_cast<T>(r.real()), static_cast<T>(r.imag())};
  }
  return byMpc(logisticComposite, z, std::complex<T>(0));
}

}  // namespace

std::complex<float> complexPower(std::complex<float> x, std::complex<float> y) {
  return power(x, y);
}
std::complex<double> complexPower(std::complex<double> x, std::complex<double> y) {
  return power(x, y);
}

std::complex<float> complexLogistic(std::complex<float> z) {
  return logistic(z);
}
std::complex<double> complexLogistic(std::complex<double> z) {
  return logistic(z);
}

std::complex<float> complexAtan2(std::complex<float> y, std::complex<float> x) {
  return byMpc(atan2Composite, y, x);
}
std::complex<double> complexAtan2(std::complex<double> y, std::complex<double> x) {
  return byMpc(atan2Composite, y, x);
}

}  // namespace hlo_cts::backends::simd_cpu
