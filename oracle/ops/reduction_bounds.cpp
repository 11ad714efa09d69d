#include "oracle/ops/reduction_bounds.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "numerics/mpfr_number.h"
#include "oracle/numerics/f64_kernels.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

// Rounds the exact `a + b` (b a double) into `type` in `mode`.
uint64_t roundSum(const mpfr_t a, double b, RoundingMode mode, ElementType type) {
  // Exact: enough bits to span both operands' exponents.
  const mpfr_exp_t ea = mpfr_zero_p(a) ? 0 : mpfr_get_exp(a);
  int eb = 0;
  std::frexp(b, &eb);
  const mpfr_exp_t low = std::min<mpfr_exp_t>(ea - mpfr_get_prec(a), eb - 53);
  const mpfr_exp_t high = std::max<mpfr_exp_t>(ea, eb) + 2;
  MpfrNumber t(std::max<mpfr_prec_t>(high - low, 64));
  const int ternary = mpfr_add_d(t.get(), a, b, MPFR_RNDN);
  return t.toBits(type, ternary, mode, OverflowPolicy::kSaturate);
}

}  // namespace

int64_t floatOrderKey(uint64_t bits, const FloatFormat& f) {
  if (!f.hasSign) return static_cast<int64_t>(bits);
  const uint64_t magnitude = bits & ~f.signMask() & f.allBitsMask();
  return (bits & f.signMask()) ? -static_cast<int64_t>(magnitude) - 1
                               : static_cast<int64_t>(magnitude);
}

double unitRoundoff(const FloatFormat& f) {
  return std::ldexp(1.0, -f.precision());
}

double halfSmallestSubnormal(const FloatFormat& f) {
  const int unit = f.minExponent() - (f.hasSubnormals ? f.mantissaBits : 0);
  // f64's half smallest subnormal, 2^-1075, is no double (it would round to
  // 0 and drop underflow from every bound): a bound takes 2^-1074 instead.
  return std::ldexp(1.0, std::max(unit - 1, -1074));
}

double largestFinite(const FloatFormat& f) {
  const int top = f.maxExponent();
  // (2 − 2^-m) · 2^top, minus one ulp for FN formats whose all-ones pattern is NaN.
  const uint64_t mant = f.maxFiniteBits() & f.mantissaMask();
  const double fraction = 1.0 + std::ldexp(static_cast<double>(mant), -f.mantissaBits);
  return std::ldexp(f.mantissaBits == 0 ? 1.0 : fraction, top);
}

AccumulationModel AccumulationModel::inFormat(const FloatFormat& format) {
  AccumulationModel m;
  m.uAccumulation = unitRoundoff(format);
  m.etaAccumulation = halfSmallestSubnormal(format);
  m.accumulationMax = largestFinite(format);
  m.accumulationType = format.type;
  return m;
}

std::string AccumulationModel::describe() const {
  return fmt::format("u_in={:g} u_prod={:g} u_acc={:g}", uInput, uProduct, uAccumulation);
}

double gammaBound(int64_t n, double u) {
  if (n <= 0 || u == 0) return 0;
  const double nu = static_cast<double>(n) * u;  // exact: u is a power of two
  if (!(nu < 1)) return kInfinity;
  return up(up(nu) / (1 - nu));
}

double upperBoundOfDoubleSum(double sum, int64_t count, bool valuesRounded) {
  if (count <= 0 || sum == 0) return 0;
  if (!std::isfinite(sum)) return kInfinity;
  constexpr double kU = 0x1p-53;
  // The computed sum is ≥ (exact sum of the rounded values)·(1 − γ_{count−1});
  // each rounded value is ≥ its true magnitude·(1 − u) minus half the
  // smallest subnormal.
  double bound = sum / (1 - gammaBound(count, kU));
  bound = up(bound);
  if (valuesRounded) {
    bound = up(up(bound / (1 - kU)) + up(static_cast<double>(count) * 0x1p-1074));
  }
  return bound;
}

double reductionErrorBound(const TermMagnitudes& terms, const AccumulationModel& model) {
  // Products whose magnitudes underflow double (f64 products below 2^-1074)
  // sum to 0 here but still round: only the underflow terms below bound them.
  if (terms.count == 0 || (terms.absSum == 0 && !terms.products)) return 0;
  if (!std::isfinite(terms.absSum)) return kInfinity;
  // Rounded operations on the way to the result in the accumulation format:
  // each product (or its conversion) and the n − 1 additions (γ_n), or the
  // n − 1 additions of a plain sum.
  const int64_t ops = terms.products ? terms.count : terms.count - 1;
  const double gamma = gammaBound(ops, model.uAccumulation);
  if (!std::isfinite(gamma)) return kInfinity;
  // [(1+u_in)^2 (1+u_prod) (1+γ) − 1], every factor rounded up.
  double factor = up(1 + model.uInput);
  if (terms.products) factor = up(factor * factor);
  factor = up(factor * up(1 + model.uProduct));
  factor = up(factor * up(1 + gamma));
  double bound = up(up(factor - 1) * terms.absSum);
  // Gradual underflow: every rounded product may lose up to half a smallest
  // subnormal of the format it is rounded to.
  const double eta = model.uProduct != 0 ? model.etaProduct : model.etaAccumulation;
  if (terms.products) bound = up(bound + up(static_cast<double>(terms.count) * eta));
  if (model.uInput != 0)
    bound = up(bound + up(static_cast<double>(terms.count) * up(2 * model.etaInput)));
  return bound;
}

namespace {

// The overflow flags a sum's terms allow on the way to the result.
void allowOverflowOnTheWay(ElementBounds& b, const TermMagnitudes& terms,
                           const AccumulationModel& model, const FloatFormat& f) {
  // Overflow of a partial sum on the way: some rounding's exact input, made
  // of positive (negative) terms alone, reaches the accumulator's overflow
  // threshold max + ulp(max)/2. That input has been through at most one
  // rounding fewer than the whole sum (k − 1 for k products, k − 2 for k
  // plain terms).
  auto reaches_overflow = [&](double sum, int64_t count) {
    if (model.accumulationMax <= 0 || count <= 0) return false;
    const int64_t ops = std::max<int64_t>(0, (terms.products ? count : count - 1) - 1);
    const double growth = up(1 + gammaBound(ops, model.uAccumulation));
    const double threshold = model.accumulationMax * (1 + model.uAccumulation);
    return up(sum * growth) >= threshold;
  };
  const bool positive_overflow = reaches_overflow(terms.positiveSum, terms.positiveCount);
  const bool negative_overflow = reaches_overflow(terms.negativeSum, terms.negativeCount);
  if (positive_overflow) allowOverflow(b, f, false);
  if (negative_overflow) allowOverflow(b, f, true);
  if (positive_overflow && negative_overflow && f.nan != NanEncoding::kNone) b.allowNaN = true;
}

}  // namespace

ElementBounds boundsAround(const mpfr_t exact, double bound, const TermMagnitudes& terms,
                           const AccumulationModel& model, ElementType format) {
  ElementBounds b;
  const FloatFormat& f = *floatFormat(format);
  const double max = largestFinite(f);
  if (std::isinf(bound)) {
    b.lo = f.lowestFiniteBits();
    b.hi = f.maxFiniteBits();
    allowOverflow(b, f, false);
    allowOverflow(b, f, true);
    b.allowNaN = b.allowNaN || (terms.positiveSum > 0 && terms.negativeSum > 0);
    return b;
  }
  const bool same_format = model.accumulationType == format;
  b.lo = roundSum(exact, -bound,
                  same_format ? RoundingMode::kTowardPositive : RoundingMode::kNearestEven, format);
  b.hi = roundSum(exact, bound,
                  same_format ? RoundingMode::kTowardNegative : RoundingMode::kNearestEven, format);
  // Overflow of the result itself (the exact value lies near ±max).
  MpfrNumber t(128);
  mpfr_add_d(t.get(), exact, bound, MPFR_RNDU);
  if (mpfr_cmp_d(t.get(), max) > 0) allowOverflow(b, f, false);
  mpfr_sub_d(t.get(), exact, bound, MPFR_RNDD);
  if (mpfr_cmp_d(t.get(), -max) < 0) allowOverflow(b, f, true);
  allowOverflowOnTheWay(b, terms, model, f);
  return b;
}

namespace {

// RN, or the directed rounding `up`/`down`, into f32 of a real v with
// |v − s| ≤ r: false where v may lie on either side of a boundary of
// that rounding (an f32 value for the directed ones, a midpoint for RN),
// or near overflow.
bool roundNearF32(double s, double r, RoundingMode mode, uint32_t& out) {
  constexpr double kMax = std::numeric_limits<float>::max();
  if (!(std::fabs(s) + r < kMax)) return false;
  const float nearest = static_cast<float>(s);
  if (static_cast<double>(nearest) == s) {
    if (r != 0) return false;  // v may lie on either side of s itself
    out = std::bit_cast<uint32_t>(nearest);
    return true;
  }
  const float down =
      static_cast<double>(nearest) < s ? nearest : std::nextafter(nearest, -INFINITY);
  const float up = static_cast<double>(nearest) > s ? nearest : std::nextafter(nearest, INFINITY);
  if (!(s - r > down && s + r < up)) return false;
  float result;
  if (mode == RoundingMode::kTowardPositive) {
    result = up;
  } else if (mode == RoundingMode::kTowardNegative) {
    result = down;
  } else {
    const double midpoint = (static_cast<double>(down) + static_cast<double>(up)) / 2;  // exact
    if (s + r < midpoint) {
      result = down;
    } else if (s - r > midpoint) {
      result = up;
    } else {
      return false;
    }
  }
  out = std::bit_cast<uint32_t>(result);
  return true;
}

}  // namespace

std::optional<ElementBounds> boundsAroundF32(double hi, double lo, double err, double bound,
                                             const TermMagnitudes& terms,
                                             const AccumulationModel& model, uint64_t& rounded) {
  if (!std::isfinite(bound) || !(std::fabs(hi) < std::numeric_limits<float>::max()))
    return std::nullopt;
  // S itself lies on the same side of every f32 midpoint as hi = RN(S)
  // unless hi is one (a midpoint is a double, and |S − hi| ≤ half a double
  // ulp); a midpoint's two neighbouring doubles round to different f32s.
  if (static_cast<float>(std::nextafter(hi, -INFINITY)) !=
      static_cast<float>(std::nextafter(hi, INFINITY)))
    return std::nullopt;
  rounded = std::bit_cast<uint32_t>(static_cast<float>(hi));
  // The ends S ∓ bound = s + (t + lo) + (S − hi − lo), s + t = hi ∓ bound
  // exactly (two-sum): within r of s, r covering |t + lo| (rounded, so
  // with a relative surplus), err, and the roundings of r itself.
  const FloatFormat& f = *floatFormat(ElementType::kF32);
  const bool same_format = model.accumulationType == ElementType::kF32;
  ElementBounds b;
  for (int end = 0; end < 2; ++end) {
    const f64k::Dd sum = f64k::twoSum(hi, end == 0 ? -bound : bound);
    const double s = sum.hi;
    const double rest = sum.lo + lo;
    const double r = (std::fabs(rest) * (1 + 0x1p-51) + err) * (1 + 0x1p-50);
    const RoundingMode mode = !same_format ? RoundingMode::kNearestEven
                              : end == 0   ? RoundingMode::kTowardPositive
                                           : RoundingMode::kTowardNegative;
    uint32_t bits;
    if (!roundNearF32(s, r, mode, bits)) return std::nullopt;
    (end == 0 ? b.lo : b.hi) = bits;
  }
  allowOverflowOnTheWay(b, terms, model, f);
  return b;
}

ElementBounds hull(const ElementBounds& a, const ElementBounds& b, ElementType format) {
  if (!a.finite && !b.finite) {
    ElementBounds h = a;
    h.allowPosInf |= b.allowPosInf;
    h.allowNegInf |= b.allowNegInf;
    h.allowNaN |= b.allowNaN;
    return h;
  }
  if (!a.finite) return hull(b, a, format);
  ElementBounds h = a;
  if (!isFloat(format)) {  // integers: lo/hi are the type's integers
    if (b.finite) {
      if (!integerLessEq(h.lo, b.lo, format)) h.lo = b.lo;
      if (!integerLessEq(b.hi, h.hi, format)) h.hi = b.hi;
    }
    return h;
  }
  const FloatFormat& f = *floatFormat(format);
  if (b.finite) {
    if (floatOrderKey(b.lo, f) < floatOrderKey(h.lo, f)) h.lo = b.lo;
    if (floatOrderKey(b.hi, f) > floatOrderKey(h.hi, f)) h.hi = b.hi;
  }
  h.allowPosInf |= b.allowPosInf;
  h.allowNegInf |= b.allowNegInf;
  h.allowNaN |= b.allowNaN;
  return h;
}

void allowOverflow(ElementBounds& bounds, const FloatFormat& format, bool negative) {
  if (format.hasInf)
    (negative ? bounds.allowNegInf : bounds.allowPosInf) = true;
  else if (format.nan != NanEncoding::kNone)
    bounds.allowNaN = true;
}

ElementBounds exactFloatBounds(uint64_t bits, ElementType format) {
  ElementBounds b;
  b.lo = b.hi = bits;
  switch (classifyFloat(bits, format)) {
    case FloatClass::kNaN:
      b.finite = false;
      b.allowNaN = true;
      break;
    case FloatClass::kInfinite:
      b.finite = false;
      (isNegativeFloat(bits, format) ? b.allowNegInf : b.allowPosInf) = true;
      break;
    default:
      break;
  }
  return b;
}

bool boundsAllow(const ElementBounds& bounds, uint64_t bits, ElementType format) {
  const FloatFormat& f = *floatFormat(format);
  switch (classifyFloat(bits, format)) {
    case FloatClass::kNaN:
      return bounds.allowNaN;
    case FloatClass::kInfinite:
      return (bits & f.signMask()) ? bounds.allowNegInf : bounds.allowPosInf;
    default:
      break;
  }
  if (!bounds.finite) return false;
  const int64_t key = floatOrderKey(bits, f);
  return floatOrderKey(bounds.lo, f) <= key && key <= floatOrderKey(bounds.hi, f);
}

}  // namespace hlo_cts::oracle
