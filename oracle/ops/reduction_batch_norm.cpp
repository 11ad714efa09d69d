// batch_norm_inference, batch_norm_training and batch_norm_grad (spec
// sections of the same names), defined by the spec as decompositions into
// element-wise ops and add-reductions over every dimension but
// feature_index.
//
// The value is that decomposition with each element-wise op correctly rounded
// and each reduction exact and correctly rounded. The interval is a rigorous
// enclosure of every implementation of the decomposition, from interval
// arithmetic in double with outward rounding: each reduction contributes its
// any-order bound γ_{n−1}·Σ|x| (Higham, 2nd ed., §4.2), each element-wise op
// one rounding of the element type, doubled to admit fused or
// reciprocal-square-root variants of 1 ulp.
//
// batch_norm_training's variance is the decomposition's compute_variance, a
// mean of squares: every square rounds to +0 or more, a sum of those (with
// reduce's +0 init, any number of times) is +0 or more, and so is its
// quotient by N; flushing subnormals keeps the sign. No implementation of
// the decomposition, at whatever accuracy, gives a negative variance or −0,
// so its interval starts at +0 (the enclosure's own lower end lies below
// zero by the bounds' width). The expansion E[x²] − E[x]² that XLA computes
// by design is another formula, not the spec's: where it cancels to a
// negative value it lies outside every schedule of the decomposition, and
// the interval does not stretch to hold it.
//
// That expansion is what XLA does by design (its BatchNormExpander pass),
// so a profile may declare it (`expansion=allow`, oracle/profile.h): the
// expansion's own reference value and enclosure, computed the same way,
// become a named alternative of the results it changes (training's output
// and variance; inference's output, x·k + (offset − mean·k)). The grading
// of a failure evaluates with every transformation allowed, which names
// this expansion as the mechanism of a difference it explains.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "numerics/mpfr_number.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "oracle/profile.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

double down(double x) {
  return std::nextafter(x, -kInfinity);
}
// A closed interval of reals, endpoints rounded outward.
struct Ival {
  double lo = 0, hi = 0;
  static Ival point(double x) { return {x, x}; }
  double mag() const { return std::max(std::fabs(lo), std::fabs(hi)); }
  bool valid() const { return !std::isnan(lo) && !std::isnan(hi); }
};

Ival operator+(Ival a, Ival b) {
  return {down(a.lo + b.lo), up(a.hi + b.hi)};
}
Ival operator-(Ival a, Ival b) {
  return {down(a.lo - b.hi), up(a.hi - b.lo)};
}
Ival operator*(Ival a, Ival b) {
  const double p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {down(*std::min_element(p, p + 4)), up(*std::max_element(p, p + 4))};
}
Ival operator/(Ival a, Ival b) {
  if (b.lo <= 0 && b.hi >= 0) return {-kInfinity, kInfinity};
  const double q[4] = {a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi};
  return {down(*std::min_element(q, q + 4)), up(*std::max_element(q, q + 4))};
}
Ival sqrt(Ival a) {
  if (a.hi < 0) return {std::nan(""), std::nan("")};
  return {a.lo <= 0 ? 0 : down(std::sqrt(a.lo)), up(std::sqrt(a.hi))};
}
// One implementation rounding in the element type (twice u: fused and
// approximate variants), plus gradual underflow.
Ival rounded(Ival a, double u, double eta) {
  const double m = up(2 * u * a.mag() + 2 * eta);
  return {down(a.lo - m), up(a.hi + m)};
}

// Everything about one operand in the feature layout: element e belongs to
// feature (e / inner) % features.
struct Layout {
  int64_t features = 0, inner = 1, count = 0;  // count: elements per feature
  int64_t feature(int64_t e) const { return (e / inner) % features; }
};

// The catalogue has checked feature_index (C1) and the per-feature operands'
// sizes.
Result<Layout> layoutOf(const Operation& op, const Tensor& operand) {
  Result<ops::BatchNormAttrs> attrs = ops::batchNormAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t fi = attrs->featureIndex;
  Layout l;
  l.features = operand.shape()[static_cast<size_t>(fi)];
  for (size_t d = static_cast<size_t>(fi) + 1; d < operand.shape().size(); ++d)
    l.inner *= operand.shape()[d];
  l.count = l.features == 0 ? 0 : operand.numElements() / l.features;
  return l;
}

// Correctly rounded element-wise arithmetic of the element type (the
// reference value).
class Exact {
 public:
  explicit Exact(ElementType type) : type_(type) {}
  uint64_t add(uint64_t a, uint64_t b) const { return bin(mpfr_add, a, b); }
  uint64_t sub(uint64_t a, uint64_t b) const { return bin(mpfr_sub, a, b); }
  uint64_t mul(uint64_t a, uint64_t b) const { return bin(mpfr_mul, a, b); }
  uint64_t div(uint64_t a, uint64_t b) const { return bin(mpfr_div, a, b); }
  uint64_t sqrt(uint64_t a) const { return roundMpfrBits(mpfr_sqrt, a, type_); }
  uint64_t rsqrt(uint64_t a) const { return roundMpfrBits(mpfr_rec_sqrt, a, type_); }
  // constant(x, element_type) for an exact integer or an f32 value.
  uint64_t fromDouble(double x) const {
    MpfrNumber v(64);
    mpfr_set_d(v.get(), x, MPFR_RNDN);
    return v.toBits(type_);
  }
  // Σ values, exactly, correctly rounded.
  uint64_t sum(const std::vector<uint64_t>& values) const {
    const FloatFormat& f = *floatFormat(type_);
    ExactSum s(valueRange(f).minExponent, valueRange(f).maxExponent);
    bool nan = false, pos = false, neg = false;
    for (uint64_t b : values) {
      const DecodedFloat d = decodeFloatBits(b, f);
      if (d.kind == DecodedFloat::kNaN)
        nan = true;
      else if (d.kind == DecodedFloat::kInfinite)
        (d.negative ? neg : pos) = true;
      else
        s.addValue(d);
    }
    if (nan || (pos && neg)) return f.canonicalNanBits();
    if (pos || neg) return f.infBits() | (neg ? f.signMask() : 0);
    MpfrNumber v(64);
    s.toMpfr(v.get());
    return v.toBits(type_);
  }
  double value(uint64_t b) const { return floatToDouble(b, type_); }

 private:
  uint64_t bin(MpfrBinaryFn fn, uint64_t a, uint64_t b) const {
    return roundMpfrBits(fn, a, b, type_);
  }
  ElementType type_;
};

// The rigorous enclosure of the same decomposition under any order and
// rounding.
class Enclosure {
 public:
  // `flushes`: the profile lets the implementation flush subnormal results
  // to zero, which a backend that does (DAZ/FTZ) does at every step of the
  // decomposition: each step's absolute error bound is then the smallest
  // normal instead of half the smallest subnormal.
  Enclosure(const FloatFormat& f, bool flushes)
      : u_(unitRoundoff(f)),
        eta_(flushes ? std::ldexp(1.0, f.minExponent()) : halfSmallestSubnormal(f)) {}
  Ival op(Ival r) const { return rounded(r, u_, eta_); }
  Ival sum(const std::vector<Ival>& values) const {
    Ival s{0, 0};
    double abs = 0;
    for (const Ival& v : values) {
      s = s + v;
      abs = up(abs + v.mag());
    }
    const double b = up(gammaBound(static_cast<int64_t>(values.size()), u_) * abs);
    return {down(s.lo - b), up(s.hi + b)};
  }

 private:
  double u_, eta_;
};

// One result tensor with its enclosures as intervals. `nonNegative`: the
// result is a mean of squares (the variance), never below +0.
RuntimeValue finishResult(const Operation& op, Tensor value, const std::vector<Ival>& enclosure,
                          bool nonNegative = false) {
  const ElementType t = value.elementType();
  const FloatFormat& f = *floatFormat(t);
  AllowedResults allowed;
  allowed.reason = "batch norm: enclosure of every reduction order and rounding";
  for (size_t i = 0; i < enclosure.size(); ++i) {
    ElementBounds b;
    const Ival& e = enclosure[i];
    if (!e.valid() || std::isinf(e.lo) || std::isinf(e.hi)) {
      b.lo = f.lowestFiniteBits();
      b.hi = f.maxFiniteBits();
      b.allowNaN = b.allowPosInf = b.allowNegInf = true;
    } else {
      MpfrNumber lo(64), hi(64);
      mpfr_set_d(lo.get(), e.lo, MPFR_RNDN);
      mpfr_set_d(hi.get(), e.hi, MPFR_RNDN);
      b.lo = lo.toBits(t, 0, RoundingMode::kTowardPositive, OverflowPolicy::kSaturate);
      b.hi = hi.toBits(t, 0, RoundingMode::kTowardNegative, OverflowPolicy::kSaturate);
      if (e.hi > largestFinite(f)) allowOverflow(b, f, false);
      if (e.lo < -largestFinite(f)) allowOverflow(b, f, true);
      // The reference's own bits always belong (it is one such evaluation).
      b = hull(b, exactFloatBounds(value.bits(static_cast<int64_t>(i)), t), t);
    }
    if (nonNegative) {
      // +0 in value order (−0 < +0): nothing negative, −0 and −Inf included.
      if (b.finite && floatOrderKey(b.lo, f) < floatOrderKey(0, f)) b.lo = 0;
      if (b.finite && floatOrderKey(b.hi, f) < floatOrderKey(0, f)) b.finite = false;
      b.allowNegInf = false;
    }
    allowed.elements.push_back({b});
  }
  return withAllowedResults(std::move(value), std::move(allowed), op.name());
}

Result<std::vector<const Tensor*>> floatOperands(const Operation& op,
                                                 std::span<const RuntimeValue> operands, size_t n) {
  const CheckedArgs args(op, operands);
  std::vector<const Tensor*> out;
  for (size_t i = 0; i < n; ++i) {
    if (args.tensor(i).type().isQuantized())
      return notSupported(op, "quantized batch norm is not supported by the oracle");
    out.push_back(&args.tensor(i));
  }
  return out;
}

double epsilonOf(const Operation& op) {
  // layoutOf has read the attributes first: they are there.
  return ops::batchNormAttrs(op).value().epsilon;
}

// Whether the active profile lets `op` flush subnormal results of element
// type `t` (then every step of its decomposition may).
bool flushesWithin(const Operation& op, const EvalContext& context, ElementType t) {
  const Profile* profile = context.options().profile;
  return profile && profile->lookup(op.id(), t).flushesOutputs();
}

// Whether the active profile declares that `op` may be computed by XLA's
// expansion of it (see the top).
bool expandsWithin(const Operation& op, const EvalContext& context, ElementType t) {
  const Profile* profile = context.options().profile;
  return profile && profile->lookup(op.id(), t).expansion;
}

// 1 / sqrt(a), rounded once (XLA's rsqrt, or power(a, -0.5) in older
// versions: either is one op of the element type).
Ival rsqrtOf(const Enclosure& en, Ival a) {
  return en.op(Ival::point(1) / sqrt(a));
}

// Names the expansion in reports, as the reading of the alternative.
std::string expansionReading(const Operation& op, std::string_view formula) {
  return fmt::format("XLA's expansion of {} (BatchNormExpander): {}", op.name(), formula);
}

// The normalization of batch_norm_inference, per element: the reference
// bits and the enclosure.
struct Normalized {
  std::vector<uint64_t> bits;
  std::vector<Ival> enclosure;
};

Normalized normalize(const Tensor& x, const Layout& l, const std::vector<uint64_t>& scale,
                     const std::vector<uint64_t>& offset, const std::vector<uint64_t>& mean,
                     const std::vector<uint64_t>& var, const std::vector<Ival>& mean_e,
                     const std::vector<Ival>& var_e, const std::vector<Ival>& scale_e,
                     const std::vector<Ival>& offset_e, double epsilon, bool flushes) {
  const ElementType t = x.elementType();
  const Exact ex(t);
  const Enclosure en(*floatFormat(t), flushes);
  const uint64_t eps = ex.fromDouble(epsilon);
  Normalized out;
  for (int64_t e = 0; e < x.numElements(); ++e) {
    const size_t c = static_cast<size_t>(l.feature(e));
    const uint64_t centered = ex.sub(x.bits(e), mean[c]);
    const uint64_t stddev = ex.sqrt(ex.add(var[c], eps));
    const uint64_t normalized = ex.div(centered, stddev);
    out.bits.push_back(ex.add(ex.mul(scale[c], normalized), offset[c]));
    const Ival xe = Ival::point(ex.value(x.bits(e)));
    const Ival sd = en.op(sqrt(en.op(var_e[c] + Ival::point(ex.value(eps)))));
    const Ival ne = en.op(en.op(xe - mean_e[c]) / sd);
    out.enclosure.push_back(en.op(en.op(scale_e[c] * ne) + offset_e[c]));
  }
  return out;
}

std::vector<uint64_t> bitsOf(const Tensor& t) {
  std::vector<uint64_t> v;
  for (int64_t i = 0; i < t.numElements(); ++i) v.push_back(t.bits(i));
  return v;
}

std::vector<Ival> pointsOf(const Tensor& t) {
  std::vector<Ival> v;
  for (int64_t i = 0; i < t.numElements(); ++i)
    v.push_back(Ival::point(floatToDouble(t.bits(i), t.elementType())));
  return v;
}

Tensor tensorOf(const Type& type, const std::vector<uint64_t>& bits) {
  Tensor t(type);
  for (size_t i = 0; i < bits.size(); ++i) t.setBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

// compute_mean: sum over each feature's elements / N, exactly per the spec
// (N is a constant of the element type), with its enclosure.
void featureMeans(const Exact& ex, const Enclosure& en, const Layout& l,
                  const std::vector<uint64_t>& values, const std::vector<Ival>& enclosures,
                  std::vector<uint64_t>& mean, std::vector<Ival>& mean_e) {
  const uint64_t n = ex.fromDouble(static_cast<double>(l.count));
  const Ival ne = Ival::point(ex.value(n));
  std::vector<std::vector<uint64_t>> groups(static_cast<size_t>(l.features));
  std::vector<std::vector<Ival>> egroups(static_cast<size_t>(l.features));
  for (size_t e = 0; e < values.size(); ++e) {
    groups[static_cast<size_t>(l.feature(static_cast<int64_t>(e)))].push_back(values[e]);
    egroups[static_cast<size_t>(l.feature(static_cast<int64_t>(e)))].push_back(enclosures[e]);
  }
  mean.clear();
  mean_e.clear();
  for (int64_t c = 0; c < l.features; ++c) {
    mean.push_back(ex.div(ex.sum(groups[static_cast<size_t>(c)]), n));
    mean_e.push_back(en.op(en.sum(egroups[static_cast<size_t>(c)]) / ne));
  }
}

// The types of training's and grad's per-feature results 1 and 2, at the
// runtime feature count (their declared type may leave it dynamic).
Result<std::pair<Type, Type>> perFeatureResultTypes(const Operation& op, const Layout& l) {
  const int64_t features[] = {l.features};
  Result<Type> first = runtimeResultType(op, 1, features);
  if (!first.ok()) return first.takeError();
  Result<Type> second = runtimeResultType(op, 2, features);
  if (!second.ok()) return second.takeError();
  return std::pair<Type, Type>{std::move(*first), std::move(*second)};
}

Result<std::vector<RuntimeValue>> evalInference(const Operation& op,
                                                std::span<const RuntimeValue> operands,
                                                EvalContext& context) {
  Result<std::vector<const Tensor*>> in = floatOperands(op, operands, 5);
  if (!in.ok()) return in.takeError();
  const Tensor& x = *(*in)[0];
  Result<Layout> l = layoutOf(op, x);
  if (!l.ok()) return l.takeError();
  Normalized n =
      normalize(x, *l, bitsOf(*(*in)[1]), bitsOf(*(*in)[2]), bitsOf(*(*in)[3]), bitsOf(*(*in)[4]),
                pointsOf(*(*in)[3]), pointsOf(*(*in)[4]), pointsOf(*(*in)[1]), pointsOf(*(*in)[2]),
                epsilonOf(op), flushesWithin(op, context, x.elementType()));
  std::vector<RuntimeValue> out;
  out.push_back(finishResult(op, tensorOf(x.type(), n.bits), n.enclosure));
  if (expandsWithin(op, context, x.elementType())) {
    // x·k + (offset − mean·k) with k = scale · rsqrt(variance + ε).
    const Exact ex(x.elementType());
    const Enclosure en(*floatFormat(x.elementType()), flushesWithin(op, context, x.elementType()));
    const Tensor &scale = *(*in)[1], &offset = *(*in)[2], &mean = *(*in)[3], &var = *(*in)[4];
    const uint64_t eps = ex.fromDouble(epsilonOf(op));
    std::vector<uint64_t> bits;
    std::vector<Ival> enclosure;
    for (int64_t e = 0; e < x.numElements(); ++e) {
      const int64_t c = l->feature(e);
      const uint64_t k = ex.mul(scale.bits(c), ex.rsqrt(ex.add(var.bits(c), eps)));
      const uint64_t shift = ex.sub(offset.bits(c), ex.mul(mean.bits(c), k));
      bits.push_back(ex.add(ex.mul(x.bits(e), k), shift));
      auto point = [&](const Tensor& t, int64_t i) { return Ival::point(ex.value(t.bits(i))); };
      const Ival ke =
          en.op(point(scale, c) * rsqrtOf(en, en.op(point(var, c) + Ival::point(ex.value(eps)))));
      const Ival shifte = en.op(point(offset, c) - en.op(point(mean, c) * ke));
      enclosure.push_back(en.op(en.op(point(x, e) * ke) + shifte));
    }
    out[0].addAlternative(
        finishResult(op, tensorOf(x.type(), bits), enclosure), op.name(),
        expansionReading(op, "x·k + (offset − mean·k), k = scale · rsqrt(variance + ε)"));
  }
  return out;
}

Result<std::vector<RuntimeValue>> evalTraining(const Operation& op,
                                               std::span<const RuntimeValue> operands,
                                               EvalContext& context) {
  Result<std::vector<const Tensor*>> in = floatOperands(op, operands, 3);
  if (!in.ok()) return in.takeError();
  const Tensor& x = *(*in)[0];
  Result<Layout> l = layoutOf(op, x);
  if (!l.ok()) return l.takeError();
  const ElementType t = x.elementType();
  const Exact ex(t);
  const bool flushes = flushesWithin(op, context, t);
  const Enclosure en(*floatFormat(t), flushes);
  const std::vector<uint64_t> xb = bitsOf(x);
  const std::vector<Ival> xe = pointsOf(x);
  std::vector<uint64_t> mean, var;
  std::vector<Ival> mean_e, var_e;
  featureMeans(ex, en, *l, xb, xe, mean, mean_e);
  // compute_variance: mean of the squared centered operand.
  std::vector<uint64_t> sq;
  std::vector<Ival> sq_e;
  for (size_t e = 0; e < xb.size(); ++e) {
    const size_t c = static_cast<size_t>(l->feature(static_cast<int64_t>(e)));
    const uint64_t centered = ex.sub(xb[e], mean[c]);
    sq.push_back(ex.mul(centered, centered));
    const Ival ce = en.op(xe[e] - mean_e[c]);
    Ival square = en.op(ce * ce);
    square.lo = std::max(square.lo, 0.0);
    sq_e.push_back(square);
  }
  featureMeans(ex, en, *l, sq, sq_e, var, var_e);
  for (Ival& v : var_e) v.lo = std::max(v.lo, 0.0);  // a mean of squares (see the top)
  Normalized n = normalize(x, *l, bitsOf(*(*in)[1]), bitsOf(*(*in)[2]), mean, var, mean_e, var_e,
                           pointsOf(*(*in)[1]), pointsOf(*(*in)[2]), epsilonOf(op), flushes);
  auto featureTypes = perFeatureResultTypes(op, *l);
  if (!featureTypes) return featureTypes.takeError();
  std::vector<RuntimeValue> out;
  out.push_back(finishResult(op, tensorOf(x.type(), n.bits), n.enclosure));
  out.push_back(finishResult(op, tensorOf(featureTypes->first, mean), mean_e));
  out.push_back(finishResult(op, tensorOf(featureTypes->second, var), var_e, true));
  if (expandsWithin(op, context, t)) {
    // Variance E[x²] − E[x]² (it cancels, and may come out negative), then
    // (x − mean) · rsqrt(variance + ε) · scale + offset.
    std::vector<uint64_t> squares, meanSquare, expVar;
    std::vector<Ival> squares_e, meanSquare_e, expVar_e;
    for (size_t e = 0; e < xb.size(); ++e) {
      squares.push_back(ex.mul(xb[e], xb[e]));
      Ival square = en.op(xe[e] * xe[e]);
      square.lo = std::max(square.lo, 0.0);
      squares_e.push_back(square);
    }
    featureMeans(ex, en, *l, squares, squares_e, meanSquare, meanSquare_e);
    for (size_t c = 0; c < mean.size(); ++c) {
      expVar.push_back(ex.sub(meanSquare[c], ex.mul(mean[c], mean[c])));
      expVar_e.push_back(en.op(meanSquare_e[c] - en.op(mean_e[c] * mean_e[c])));
    }
    const Tensor &scale = *(*in)[1], &offset = *(*in)[2];
    const uint64_t eps = ex.fromDouble(epsilonOf(op));
    const Ival eps_e = Ival::point(ex.value(eps));
    std::vector<uint64_t> bits;
    std::vector<Ival> enclosure;
    for (size_t e = 0; e < xb.size(); ++e) {
      const size_t c = static_cast<size_t>(l->feature(static_cast<int64_t>(e)));
      const uint64_t normalized = ex.mul(ex.sub(xb[e], mean[c]), ex.rsqrt(ex.add(expVar[c], eps)));
      bits.push_back(ex.add(ex.mul(normalized, scale.bits(static_cast<int64_t>(c))),
                            offset.bits(static_cast<int64_t>(c))));
      const Ival ne = en.op(en.op(xe[e] - mean_e[c]) * rsqrtOf(en, en.op(expVar_e[c] + eps_e)));
      enclosure.push_back(
          en.op(en.op(ne * Ival::point(ex.value(scale.bits(static_cast<int64_t>(c))))) +
                Ival::point(ex.value(offset.bits(static_cast<int64_t>(c))))));
    }
    const std::string reading = expansionReading(
        op, "variance as E[x²] − E[x]², output (x − mean) · rsqrt(variance + ε) · scale + offset");
    out[0].addAlternative(finishResult(op, tensorOf(x.type(), bits), enclosure), op.name(),
                          reading);
    out[2].addAlternative(finishResult(op, tensorOf(featureTypes->second, expVar), expVar_e),
                          op.name(), reading);
  }
  return out;
}

// batch_norm_grad, following the spec's decomposition (batchnorm_expander's
// temporaries i1..i6).
Result<std::vector<RuntimeValue>> evalGrad(const Operation& op,
                                           std::span<const RuntimeValue> operands,
                                           EvalContext& context) {
  Result<std::vector<const Tensor*>> in = floatOperands(op, operands, 5);
  if (!in.ok()) return in.takeError();
  const Tensor& x = *(*in)[0];
  const Tensor& grad = *(*in)[4];
  Result<Layout> l = layoutOf(op, x);
  if (!l.ok()) return l.takeError();
  if (op.numResults() != 3) return opError(op, "expects three results");
  const ElementType t = x.elementType();
  const Exact ex(t);
  const Enclosure en(*floatFormat(t), flushesWithin(op, context, t));
  const std::vector<uint64_t> scale = bitsOf(*(*in)[1]), mean = bitsOf(*(*in)[2]),
                              var = bitsOf(*(*in)[3]);
  const std::vector<Ival> scale_e = pointsOf(*(*in)[1]), mean_e = pointsOf(*(*in)[2]),
                          var_e = pointsOf(*(*in)[3]);
  const uint64_t eps = ex.fromDouble(epsilonOf(op));
  const Ival eps_e = Ival::point(ex.value(eps));
  const uint64_t n = ex.fromDouble(static_cast<double>(l->count));
  const Ival n_e = Ival::point(ex.value(n));
  const int64_t size = x.numElements();
  // Per element: centered, normalized, and the products the sums need.
  std::vector<uint64_t> centered(static_cast<size_t>(size)), normalized(static_cast<size_t>(size)),
      go_c(static_cast<size_t>(size)), go_n(static_cast<size_t>(size));
  std::vector<Ival> centered_e(static_cast<size_t>(size)), normalized_e(static_cast<size_t>(size)),
      go_c_e(static_cast<size_t>(size)), go_n_e(static_cast<size_t>(size));
  std::vector<uint64_t> stddev(static_cast<size_t>(l->features)),
      var_eps(static_cast<size_t>(l->features));
  std::vector<Ival> stddev_e(static_cast<size_t>(l->features)),
      var_eps_e(static_cast<size_t>(l->features));
  for (int64_t c = 0; c < l->features; ++c) {
    const size_t i = static_cast<size_t>(c);
    var_eps[i] = ex.add(var[i], eps);
    stddev[i] = ex.sqrt(var_eps[i]);
    var_eps_e[i] = en.op(var_e[i] + eps_e);
    stddev_e[i] = en.op(sqrt(var_eps_e[i]));
  }
  for (int64_t e = 0; e < size; ++e) {
    const size_t i = static_cast<size_t>(e), c = static_cast<size_t>(l->feature(e));
    const Ival xe = Ival::point(ex.value(x.bits(e))), ge = Ival::point(ex.value(grad.bits(e)));
    centered[i] = ex.sub(x.bits(e), mean[c]);
    normalized[i] = ex.div(centered[i], stddev[c]);
    go_c[i] = ex.mul(grad.bits(e), centered[i]);
    go_n[i] = ex.mul(grad.bits(e), normalized[i]);
    centered_e[i] = en.op(xe - mean_e[c]);
    normalized_e[i] = en.op(centered_e[i] / stddev_e[c]);
    go_c_e[i] = en.op(ge * centered_e[i]);
    go_n_e[i] = en.op(ge * normalized_e[i]);
  }
  auto feature_sums = [&](const std::vector<uint64_t>& v, const std::vector<Ival>& ve,
                          std::vector<uint64_t>& s, std::vector<Ival>& se) {
    std::vector<std::vector<uint64_t>> g(static_cast<size_t>(l->features));
    std::vector<std::vector<Ival>> ge(static_cast<size_t>(l->features));
    for (int64_t e = 0; e < size; ++e) {
      g[static_cast<size_t>(l->feature(e))].push_back(v[static_cast<size_t>(e)]);
      ge[static_cast<size_t>(l->feature(e))].push_back(ve[static_cast<size_t>(e)]);
    }
    s.clear();
    se.clear();
    for (int64_t c = 0; c < l->features; ++c) {
      s.push_back(ex.sum(g[static_cast<size_t>(c)]));
      se.push_back(en.sum(ge[static_cast<size_t>(c)]));
    }
  };
  std::vector<uint64_t> grad_sum, go_c_sum, grad_scale;
  std::vector<Ival> grad_sum_e, go_c_sum_e, grad_scale_e;
  feature_sums(bitsOf(grad), pointsOf(grad), grad_sum, grad_sum_e);  // i2, grad_offset
  feature_sums(go_c, go_c_e, go_c_sum, go_c_sum_e);                  // i3
  feature_sums(go_n, go_n_e, grad_scale, grad_scale_e);              // grad_scale
  std::vector<uint64_t> grad_operand(static_cast<size_t>(size));
  std::vector<Ival> grad_operand_e(static_cast<size_t>(size));
  for (int64_t e = 0; e < size; ++e) {
    const size_t i = static_cast<size_t>(e), c = static_cast<size_t>(l->feature(e));
    const uint64_t i1 = ex.mul(grad.bits(e), n);
    const uint64_t i4 = ex.mul(go_c_sum[c], centered[i]);
    const uint64_t i5 = ex.div(i4, var_eps[c]);
    const uint64_t i6 = ex.sub(ex.sub(i1, grad_sum[c]), i5);
    grad_operand[i] = ex.mul(ex.div(ex.div(scale[c], stddev[c]), n), i6);
    const Ival i1e = en.op(Ival::point(ex.value(grad.bits(e))) * n_e);
    const Ival i4e = en.op(go_c_sum_e[c] * centered_e[i]);
    const Ival i5e = en.op(i4e / var_eps_e[c]);
    const Ival i6e = en.op(en.op(i1e - grad_sum_e[c]) - i5e);
    grad_operand_e[i] = en.op(en.op(en.op(scale_e[c] / stddev_e[c]) / n_e) * i6e);
  }
  auto featureTypes = perFeatureResultTypes(op, *l);
  if (!featureTypes) return featureTypes.takeError();
  std::vector<RuntimeValue> out;
  out.push_back(finishResult(op, tensorOf(x.type(), grad_operand), grad_operand_e));
  out.push_back(finishResult(op, tensorOf(featureTypes->first, grad_scale), grad_scale_e));
  out.push_back(finishResult(op, tensorOf(featureTypes->second, grad_sum), grad_sum_e));
  return out;
}

}  // namespace

std::span<const OpEntry> batchNormOps() {
  static const OpEntry table[] = {
      {OpId::kBatchNormInference, checkedOnRuntimeTypes<evalInference>},
      {OpId::kBatchNormTraining, checkedOnRuntimeTypes<evalTraining>},
      {OpId::kBatchNormGrad, checkedOnRuntimeTypes<evalGrad>},
  };
  return table;
}

}  // namespace hlo_cts::oracle
