// First levels of the f64 two-level paths (internal to oracle/numerics):
// double-double evaluations of elementary functions, each with an error
// bound proved in the comment above its definition (f64_kernels.cpp,
// f64_kernels_trig.cpp) and summed below with static_asserts. Tables come
// from MPFR on first use (function-local statics: thread-safe, immutable
// afterwards). The bounds assume IEEE double arithmetic rounding to nearest
// with gradual underflow and a correctly rounded std::fma
// (f64_fast_paths.cpp checks the host state before using them); contraction
// of a·b + c into an FMA would only remove roundings. u = 2^-53 throughout.
#pragma once

#include <cmath>

#include "oracle/numerics/f32_kernels.h"

namespace hlo_cts::oracle::f64k {

// An unevaluated sum hi + lo.
using Dd = f32k::DoubleDouble;

// The kernels' exact products (twoProd) are one instruction on a CPU with
// FMA and a libm call without (a fifth of a kernel's time), so each entry
// point below is compiled twice, for FMA hosts and for the rest, and the
// loader picks one (GCC's target_clones; flatten inlines the helpers into
// each clone). Both give the same bits: std::fma is correctly rounded
// either way, and the oracle compiles with -ffp-contract=off, so no other
// expression is fused.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define HLO_CTS_FMA_CLONES __attribute__((target_clones("fma", "default"), flatten))
#else
#define HLO_CTS_FMA_CLONES
#endif

// Knuth's two-sum: hi + lo = a + b exactly, hi = RN(a + b).
inline Dd twoSum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

// Dekker's fast two-sum: the same when |a| ≥ |b| (or a = 0).
inline Dd fastTwoSum(double a, double b) {
  const double s = a + b;
  return {s, b - (s - a)};
}

// hi + lo = a·b exactly, hi = RN(a·b) (exact while a·b does not underflow:
// |a·b| ≥ 2^-969).
inline Dd twoProd(double a, double b) {
  const double p = a * b;
  return {p, std::fma(a, b, -p)};
}

using f32k::nearestInteger;

// The leading `bits` bits of v (round to nearest), subtracted from v
// exactly (for split constants: MPFR numbers of ample precision).
double takeLeadingBits(mpfr_ptr v, mpfr_prec_t bits);

// A first level's result: hi + lo approximates f·2^-scale with
// |f·2^-scale − (hi + lo)| ≤ err, |lo| ≤ ulp(hi)/2.
struct Approx {
  double hi;
  double lo;
  double err;
  int scale;
};

// The proven relative bounds (each the sum of its steps' bounds, derived
// and static_asserted next to the code).
constexpr double kExpBound = 0x1p-95;     // exp before scaling
constexpr double kSinCosBound = 0x1p-96;  // sin, cos of a reduced argument
constexpr double kLogBound = 0x1p-95;

// exp(x) for −708.3 ≤ x ≤ 709.7, |x| ≥ 2^-54: hi + lo approximates
// exp(x)·2^-scale (in [0.9999, 2.0001]) within kExpBound relative, and
// exp(x) is a normal double (f64_fast_paths.cpp decides there, then scales).
Approx exp(double x);

// exp's reduction constants and tables (f64_kernels.cpp), for the vector
// first level (f64_simd.cpp), which does exp's operations lane by lane.
struct ExpTables {
  const Dd* coarse;  // 2^(i/128), 128 entries
  const Dd* fine;    // 2^(i/8192), 64 entries
  double invStep, step1, step2, step3;
};
ExpTables expTables();

// log(x) for a positive finite x ≠ 1 (subnormal included); log1p(x) for
// x > −1, 2^-60 ≤ |x|, finite. Within kLogBound relative.
Approx log(double x);
Approx log1p(double x);

// x = k·π/2 + r for 0.785 ≤ x ≤ 2^20: r as a double-double with
// |r_exact − (hi + lo)| ≤ err (computed from the reduction's roundings),
// quadrant = k mod 4. For x < 0.785, r = x exactly.
struct Reduced {
  Dd r;
  double err;
  int quadrant;
};
bool reduceHalfPi(double x, Reduced& out);

// sin(r) or cos(r) for a double-double |r| ≤ 0.786 (|r.lo| ≤ ulp(r.hi)/2,
// |r.hi| ≥ 2^-200 or r = 0), normalised, within kSinCosBound·|result|.
Dd sinReduced(Dd r);
Dd cosReduced(Dd r);

// The reduction's constants and the kernel's tables (f64_kernels_trig.cpp),
// for the vector first level (f64_simd.cpp), which does reduceHalfPi's and
// sinCosOfReduced's operations lane by lane.
constexpr int kTrigSteps = 1024;  // table points j/1024, j ≤ 805
struct TrigTables {
  const Dd* sinTable;
  const Dd* cosTable;
  double invHalfPi;      // RN(2/π)
  const double* halfPi;  // π/2 in four parts
  Dd sixth;              // 1/6
};
TrigTables trigTables();

}  // namespace hlo_cts::oracle::f64k
