// Rigorous acceptance intervals for order-unspecified reductions (N. J. Higham,
// "Accuracy and Stability of Numerical Algorithms", 2nd ed., SIAM 2002: §3.1
// for inner products, §4.2 for summation; docs/numerics.md).
//
// With u = 2^-p (round to nearest) and γ_n(u) = n·u / (1 − n·u):
//   sum of n terms in any order or tree:      |ŝ − s| ≤ γ_{n−1}(u_acc) · Σ|x_i|
//   dot product of n products, any order/FMA: |ŷ − s| ≤ γ_n(u_acc) · Σ|x_i y_i|
//   inputs rounded first (TF32, bf16 passes): [(1+u_in)²(1+γ)−1] · Σ|x_i y_i|
// plus, per rounded product, half the smallest subnormal of the type it is
// rounded to (gradual underflow; additions of subnormals are exact).
// The computed result is a float within B of s, so the allowed set is the
// floats in [s − B, s + B]: [RU(s − B), RD(s + B)] when the accumulation runs
// in the result format, [RN(s − B), RN(s + B)] when a wider accumulator is
// rounded to nearest into it at the end.
// Overflow depends on the order ([max, max, −max] is +Inf one way and max the
// other), so ±Inf is allowed as soon as a partial sum of the positive
// (negative) terms alone can round past the largest finite value, and NaN
// when both can.
#pragma once

#include <optional>

#include <mpfr.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "oracle/expectation.h"
#include "spec/element_type.h"

namespace hlo_cts::oracle {

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();
// The next double above x: an error bound computed in doubles, rounded
// outward so that it stays a bound.
inline double up(double x) {
  return std::nextafter(x, kInfinity);
}

// How an implementation may evaluate a sum of (products of) terms.
struct AccumulationModel {
  // Relative rounding of each input before use (TF32, bf16 passes); 0 when
  // inputs are used as they are.
  double uInput = 0;
  // Half the smallest subnormal of the input rounding format (0: none).
  double etaInput = 0;
  // Relative rounding of each product in a format other than the
  // accumulator's (f32 operands into an f64 result: the spec multiplies in
  // the operand type, then adds in the result type); 0 when products are
  // rounded in the accumulation format.
  double uProduct = 0;
  double etaProduct = 0;
  // Unit roundoff of the accumulation and half its smallest subnormal.
  double uAccumulation = 0;
  double etaAccumulation = 0;
  // Largest finite value of the accumulation format: partial sums beyond it
  // overflow.
  double accumulationMax = 0;
  // The accumulation format. When it is the result format, the computed
  // result is itself a float within the bound of the exact value, so the
  // allowed set is the floats in [s − B, s + B] (ends rounded inward);
  // otherwise it is rounded to nearest into the result format afterwards
  // (ends rounded to nearest).
  ElementType accumulationType = ElementType::kF32;

  // Accumulation in `format` (u = 2^-precision), inputs used exactly.
  static AccumulationModel inFormat(const FloatFormat& format);
  std::string describe() const;
};

// The value order of a float's bits (NaN excluded, Inf at the ends): −0 sorts
// just below +0.
int64_t floatOrderKey(uint64_t bits, const FloatFormat& format);

// u = 2^-precision and half the smallest subnormal of a format.
double unitRoundoff(const FloatFormat& format);
double halfSmallestSubnormal(const FloatFormat& format);
double largestFinite(const FloatFormat& format);

// γ_n(u), rounded up; +Inf when n·u ≥ 1.
double gammaBound(int64_t n, double u);

// Upper bound of the exact sum of `count` non-negative values whose
// floating-point sum, in double precision and in some order, was `sum`.
// Each value itself may be a double rounding of the true magnitude when
// `valuesRounded` (products of f64 operands).
double upperBoundOfDoubleSum(double sum, int64_t count, bool valuesRounded);

// What the terms of one reduction look like, all as upper bounds.
struct TermMagnitudes {
  double absSum = 0;          // Σ|terms|
  double positiveSum = 0;     // Σ of the positive terms
  double negativeSum = 0;     // Σ of |negative terms|
  int64_t count = 0;          // number of terms (products or values)
  int64_t positiveCount = 0;  // terms counted in positiveSum
  int64_t negativeCount = 0;  // terms counted in negativeSum
  bool products = false;      // terms are products of two inputs (dot, conv)
};

// Error bound B for any legal evaluation order under `model`: an upper bound
// of |computed − exact|, assuming no partial sum overflows.
double reductionErrorBound(const TermMagnitudes& terms, const AccumulationModel& model);

// The allowed results of one element: the expectation model's interval
// (bit patterns in value order, −0 < +0, plus allowed ±Inf / NaN). An
// exactly known finite result has lo == hi and no flags; an exactly known
// Inf or NaN has `finite` false and one flag. Integer results use lo == hi.
using ElementBounds = IntervalBounds;

// The smallest ElementBounds holding both (same float format).
ElementBounds hull(const ElementBounds& a, const ElementBounds& b, ElementType format);
// Bounds holding exactly `bits` (a special value sets its flag instead).
ElementBounds exactFloatBounds(uint64_t bits, ElementType format);
// Admits what a result beyond ±(largest finite) rounds to in `format`: ±Inf,
// or NaN in the formats without Inf (the fN f8s); formats with neither
// saturate, which the caller's finite bounds already hold.
void allowOverflow(ElementBounds& bounds, const FloatFormat& format, bool negative);

// The floats of `format` within [exact − bound, exact + bound] (see
// AccumulationModel::accumulationType for the rounding of the ends), with
// the overflow flags derived from `terms` and `model` as described above.
// `exact` must be a finite value.
ElementBounds boundsAround(const mpfr_t exact, double bound, const TermMagnitudes& terms,
                           const AccumulationModel& model, ElementType format);

// boundsAround for an f32 result whose exact value S is known as hi + lo
// within err, hi the double nearest S: the same bounds with double
// arithmetic, or nothing where doubles cannot decide them (a rounding
// boundary of an end within the uncertainty, values near overflow, an
// infinite bound); `rounded` gets S correctly rounded to f32.
std::optional<ElementBounds> boundsAroundF32(double hi, double lo, double err, double bound,
                                             const TermMagnitudes& terms,
                                             const AccumulationModel& model, uint64_t& rounded);

// True when `bits` of `format` is allowed by `bounds` (tests, the comparator).
bool boundsAllow(const ElementBounds& bounds, uint64_t bits, ElementType format);

}  // namespace hlo_cts::oracle
