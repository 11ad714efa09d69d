// First levels of the f32 two-level paths (internal to oracle/numerics):
// double-precision evaluations of elementary functions, each with a relative
// error bound proved in the comment above its definition. None of them calls
// host libm for a value it relies on; the bounds assume IEEE double
// arithmetic rounding to nearest (f32_fast_paths.cpp checks the host state
// before using them). u = 2^-53 throughout.
#pragma once

#include <mpfr.h>

#include <bit>
#include <cstdint>

namespace hlo_cts::oracle::f32k {

// Every kernel's bound, written so the decision margin can be compared with
// them (f32_fast_paths.cpp uses 2^-40; tests measure each bound).
constexpr double kExpBound = 12 * 0x1p-53;          // exp of |x| ≤ 110
constexpr double kExpm1Bound = 200 * 0x1p-53;       // expm1 of 0 < |x| ≤ 110
constexpr double kLogBound = 10 * 0x1p-53;          // log of a positive normal double
constexpr double kLog1pDoubleBound = 11 * 0x1p-53;  // log1p of a double ≥ 0
constexpr double kSinhTaylorBound = 5 * 0x1p-53;    // sinh of |x| ≤ 1
constexpr double kSinCosBound = 13 * 0x1p-53;       // sin, cos of a reduced argument
constexpr double kTanBound = 23 * 0x1p-53;
constexpr double kAtanBound = 9 * 0x1p-53;  // atan of a positive finite double
constexpr double kAsinBound = 13 * 0x1p-53;
constexpr double kAcosBound = 15 * 0x1p-53;
constexpr double kErfBound = 10 * 0x1p-53;   // erf of |x| < 4
constexpr double kErfcBound = 17 * 0x1p-53;  // erfc of x < 10.45
constexpr double kPowBound = 14 * 0x1p-53;   // pow below overflow, above underflow
constexpr double kAtan2Bound = 12 * 0x1p-53;
// log(x) for pow, as hi + lo: |hi + lo − log x| ≤ kLogDdBound·|log x|.
constexpr double kLogDdBound = 0x1p-64;

// 2^e for −1022 ≤ e ≤ 1023: multiplying by it is exact while the product
// is a normal double (std::ldexp is a library call, a third of exp's time).
inline double powerOfTwo(int e) {
  return std::bit_cast<double>(static_cast<uint64_t>(e + 1023) << 52);
}

// The nearest integer to v (ties to even), for |v| < 2^51, in
// round-to-nearest: the addition rounds v to an integer (std::nearbyint's
// answer there, without its library call and environment save).
inline double nearestInteger(double v) {
  return (v + 0x1.8p52) - 0x1.8p52;
}

// exp's reduction constants and its 2^(j/64) table (f32_kernels.cpp), for
// the vector first level (f32_simd.cpp), which does exp's operations lane
// by lane.
struct ExpTable {
  const double* table;  // 64 entries
  double ln2_64_hi, ln2_64_lo, inv_ln2_64;
};
ExpTable expTable();

// sin's Taylor coefficients in z = r², highest first (1/17!, −1/15!, …,
// −1/3!): sinReduced(r) = r + (r·z)·q(z) by Horner's rule over them.
inline constexpr double kSinTaylor[] = {
    1.0 / 355687428096000.0, -1.0 / 1307674368000.0, 1.0 / 6227020800.0, -1.0 / 39916800.0,
    1.0 / 362880.0,          -1.0 / 5040.0,          1.0 / 120.0,        -1.0 / 6.0};

// exp(x) for |x| ≤ 110; NaN outside that range.
double exp(double x);
// expm1(x) for 0 < |x| ≤ 110; NaN outside.
double expm1(double x);
// sinh(x) for |x| ≤ 1.
double sinhTaylor(double x);
// log(x) for a positive normal finite double.
double log(double x);
// log(1 + x) for an f32 x > −1, x ≠ 0.
double log1p(float x);
// log1p(t) for a finite double t ≥ 0.
double log1pOfDouble(double t);

// x = (k + f)·π/2 with |f| ≤ 1/2: r = f·π/2 with |r − exact| ≤ 4.01·u·|r|
// and quadrant = k mod 4, for a finite f32 x (all of them: the reduction is
// exact integer arithmetic). False when |f| < 2^-64, where the bound was not
// proved (no f32 comes that close to a multiple of π/2; MPFR decides).
struct Reduced {
  double r;
  int quadrant;
};
bool reduceHalfPi(float x, Reduced& out);
// sin(r), cos(r) for |r| ≤ 0.786 (r with a relative error θ ≤ 4.01u: the
// bounds above include it).
double sinReduced(double r);
double cosReduced(double r);

// atan(q) for a finite double q ≥ 0 (q itself exact: the bound is for
// exact arguments).
double atan(double q);
// asin(x), acos(x) for an f32 |x| < 1 (x ≠ 0 for acos).
double asin(float x);
double acos(float x);
// erf(x) for |x| < 4 (f32 x, x ≠ 0).
double erf(float x);
// erfc(x) for an f32 x in (−∞, 10.45) (x ≠ 0).
double erfc(float x);

// log(x) for a positive normal f32 x as an unevaluated sum hi + lo.
struct DoubleDouble {
  double hi;
  double lo;
};
DoubleDouble logDd(float x);
// The double nearest to v and the double nearest to the rest (tables).
DoubleDouble splitDd(mpfr_srcptr v);
// Dekker's exact product: hi + lo = a·b (|a|, |b| < 2^995, no underflow).
DoubleDouble twoProduct(double a, double b);
// pow(x, y) for a positive finite f32 x and a finite y ≠ 0; NaN with
// `saturated` = +1 (the result overflows f32) or −1 (it rounds to zero).
double pow(float x, float y, int& saturated);
// atan2(y, x) for finite nonzero f32 y and x.
double atan2(float y, float x);

}  // namespace hlo_cts::oracle::f32k
