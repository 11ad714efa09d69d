// ClosedFormFolder (reduction_common.h): the closed-form fold of a known
// reducer over one group of terms, its chunked merge, and the allowed set
// of every schedule.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "numerics/mpfr_number.h"
#include "oracle/ops/reduction_common.h"
#include "oracle/ops/reduction_family.h"
#include "spec/float_mpfr.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

// Exact float products grow by the factors' precision; beyond this many
// bits the product is kept at this precision (relative error 2^-8192, far
// below any bound the oracle reports).
constexpr mpfr_prec_t kMaxProductPrecision = 8192;

}  // namespace

struct ClosedFormFolder::PartState {
  explicit PartState(const FloatFormat& f)
      : sum(valueRange(f).minExponent, valueRange(f).maxExponent), product(2) {}

  void reset() {
    sum.clear();
    positive = negative = 0;
    positiveCount = negativeCount = 0;
    nan = posInf = negInf = zero = false;
    allNegativeZero = true;
    mpfr_set_prec(product.get(), 2);
    mpfr_set_ui(product.get(), 1, MPFR_RNDN);
    productNegative = false;
    log2Large = 0;
    log2Small = 0;
    finiteNonZero = 0;
    best = 0;
    haveBest = false;
  }

  ExactSum sum;         // add
  double positive = 0;  // add: Σ positive terms (double sum)
  double negative = 0;  // add: Σ |negative terms|
  int64_t positiveCount = 0, negativeCount = 0;
  MpfrNumber product;  // multiply: Π |finite terms|
  bool productNegative = false;
  double log2Large = 0;       // multiply: Σ log2 max(|x|, 1), rounded up
  double log2Small = 0;       // multiply: Σ log2 min(|x|, 1), rounded down
  int64_t finiteNonZero = 0;  // multiply: terms counted in log2Small / log2Large
  bool nan = false, posInf = false, negInf = false, zero = false;
  bool allNegativeZero = true;  // add: every term so far is −0
  uint64_t best = 0;            // max/min so far
  bool haveBest = false;
};

ClosedFormFolder::ClosedFormFolder(ReducerKind kind, ElementType type,
                                   std::optional<AccumulationModel> model)
    : kind_(kind), type_(type), partType_(complexPartType(type)) {
  format_ = floatFormat(partType_);
  const bool logical =
      kind == ReducerKind::kAnd || kind == ReducerKind::kOr || kind == ReducerKind::kXor;
  if (kind == ReducerKind::kOther) supported_ = false;
  if (format_ && logical) supported_ = false;
  if (isComplex(type) && kind != ReducerKind::kAdd) supported_ = false;
  if (format_) {
    model_ = model ? *model : AccumulationModel::inFormat(*format_);
    const int parts = isComplex(type) ? 2 : 1;
    for (int p = 0; p < parts; ++p) parts_[p] = std::make_unique<PartState>(*format_);
  }
}

ClosedFormFolder::~ClosedFormFolder() = default;

void ClosedFormFolder::begin() {
  count_ = 0;
  for (auto& p : parts_)
    if (p) p->reset();
}

void ClosedFormFolder::addTerm(uint64_t bits, uint64_t imagBits) {
  const bool first = count_ == 0;
  ++count_;
  if (!format_) {
    bits &= lowBitsMask(bitWidth(type_));
    intFold_ = first ? bits : combineIntegers(intFold_, bits);
    return;
  }
  const uint64_t part_bits[2] = {bits, imagBits};
  for (int p = 0; p < 2 && parts_[p]; ++p) {
    PartState& s = *parts_[p];
    const uint64_t b = part_bits[p];
    const DecodedFloat d = decodeFloatBits(b, *format_);
    if (kind_ == ReducerKind::kMaximum || kind_ == ReducerKind::kMinimum) {
      // IEEE 754-2019 maximum/minimum: NaN propagates, −0 < +0.
      if (d.kind == DecodedFloat::kNaN) s.nan = true;
      const bool better =
          !s.haveBest || (kind_ == ReducerKind::kMaximum
                              ? floatOrderKey(b, *format_) > floatOrderKey(s.best, *format_)
                              : floatOrderKey(b, *format_) < floatOrderKey(s.best, *format_));
      if (d.kind != DecodedFloat::kNaN && better) {
        s.best = b;
        s.haveBest = true;
      }
      continue;
    }
    if (d.kind == DecodedFloat::kNaN) {
      s.nan = true;
      continue;
    }
    if (d.kind == DecodedFloat::kInfinite) {
      (d.negative ? s.negInf : s.posInf) = true;
      s.productNegative ^= d.negative;
      s.allNegativeZero = false;
      continue;
    }
    if (kind_ == ReducerKind::kAdd) {
      s.sum.addValue(d);
      if (!d.isZero() || !d.negative) s.allNegativeZero = false;
      const double v = std::ldexp(static_cast<double>(d.mantissa), d.exponent);
      (d.negative ? s.negative : s.positive) += v;
      ++(d.negative ? s.negativeCount : s.positiveCount);
    } else {  // multiply
      s.productNegative ^= d.negative;
      if (d.isZero()) {
        s.zero = true;
        continue;
      }
      const mpfr_prec_t need =
          std::min(s.product.precision() + format_->precision(), kMaxProductPrecision);
      mpfr_ptr product = s.product.get();
      mpfr_prec_round(product, need, MPFR_RNDN);
      mpfr_mul_ui(product, product, static_cast<unsigned long>(d.mantissa), MPFR_RNDN);
      mpfr_mul_2si(product, product, d.exponent, MPFR_RNDN);
      const double log2_abs =
          std::log2(static_cast<double>(d.mantissa)) + static_cast<double>(d.exponent);
      if (log2_abs > 0) s.log2Large = up(s.log2Large + up(log2_abs));
      if (log2_abs < 0) s.log2Small = -up(-s.log2Small + up(-log2_abs));
      ++s.finiteNonZero;
    }
  }
}

namespace {

// Below this many terms a run of addTerms goes term by term (see the
// magnitude sums' argument in addTerms).
constexpr int64_t kBucketedRunMin = 1024;

template <class Raw>
uint64_t rawAt(const uint8_t* data, int64_t i) {
  Raw v;
  std::memcpy(&v, data + i * static_cast<int64_t>(sizeof(Raw)), sizeof(Raw));
  return v;
}

}  // namespace

void ClosedFormFolder::addTerms(const Tensor& input, int64_t begin, int64_t count) {
  const int bytes = input.elementBytes();
  const bool bucketed =
      kind_ == ReducerKind::kAdd && format_ && !parts_[1] && format_->nan == NanEncoding::kIeee &&
      format_->hasSubnormals && format_->hasSign && format_->mantissaBits <= 23 &&
      (bytes == 2 || bytes == 4) && format_->totalBits == 8 * bytes && count >= kBucketedRunMin;
  if (!bucketed) {
    for (int64_t i = begin; i < begin + count; ++i) addTerm(input.partBits(i, 0));
    return;
  }
  // Each finite term m·2^(unit + e − 1) (e the exponent field, 1 for
  // subnormals, m with its implicit bit) adds m to its exponent's bucket:
  // exact integer sums (m < 2^24: 2^38 terms, far more than a tensor
  // holds, cannot overflow). NaN and infinities go through addTerm.
  PartState& s = *parts_[0];
  const FloatFormat& f = *format_;
  const int mb = f.mantissaBits;
  const uint64_t expMask = (uint64_t{1} << f.exponentBits) - 1;
  const uint64_t mantMask = f.mantissaMask();
  const int signShift = f.totalBits - 1;
  const int unit = smallestExponent(f);
  const size_t buckets = static_cast<size_t>(expMask);  // exponent fields 1 .. all-ones − 1
  std::vector<int64_t> net(buckets + 1), positive(buckets + 1), negative(buckets + 1);
  const uint8_t* data = input.bytes().data();
  int64_t finite = 0, negatives = 0;
  bool allNegativeZero = true;
  for (int64_t i = begin; i < begin + count; ++i) {
    const uint64_t b = bytes == 4 ? rawAt<uint32_t>(data, i) : rawAt<uint16_t>(data, i);
    const uint64_t e = (b >> mb) & expMask;
    if (e == expMask) {
      addTerm(b);
      continue;
    }
    const int64_t m = static_cast<int64_t>((b & mantMask) | (e != 0 ? mantMask + 1 : 0));
    const bool neg = (b >> signShift) != 0;
    const size_t at = e != 0 ? e : 1;
    net[at] += neg ? -m : m;
    (neg ? negative : positive)[at] += m;
    negatives += neg;
    ++finite;
    allNegativeZero = allNegativeZero && neg && m == 0;
  }
  count_ += finite;
  s.negativeCount += negatives;
  s.positiveCount += finite - negatives;
  if (finite > 0) s.allNegativeZero = s.allNegativeZero && allNegativeZero;
  // The magnitude sums are double sums: each bucket's exact integer rounds
  // once (≤ u) and at most `buckets` of them are added, so the computed sum
  // is within γ_(buckets + 1) of the exact one; upperBoundOfDoubleSum
  // allows γ_count for count_ terms, and a run has ≥ kBucketedRunMin >
  // buckets + 1 terms.
  static_assert(kBucketedRunMin > 256);
  for (size_t at = 1; at < buckets; ++at) {
    const int exponent = unit + static_cast<int>(at) - 1;
    if (net[at] != 0)
      s.sum.add(net[at] < 0, static_cast<unsigned __int128>(std::llabs(net[at])), exponent);
    if (positive[at] != 0) s.positive += std::ldexp(static_cast<double>(positive[at]), exponent);
    if (negative[at] != 0) s.negative += std::ldexp(static_cast<double>(negative[at]), exponent);
  }
}

bool ClosedFormFolder::mergeable() const {
  return supported_ && (!format_ || kind_ != ReducerKind::kMultiply);
}

void ClosedFormFolder::merge(const ClosedFormFolder& other) {
  if (other.count_ == 0) return;
  if (count_ == 0) {
    // Nothing of ours yet: the other's state is the merged one.
    count_ = other.count_;
    intFold_ = other.intFold_;
    for (int p = 0; p < 2; ++p)
      if (parts_[p]) *parts_[p] = *other.parts_[p];
    return;
  }
  count_ += other.count_;
  if (!format_) {
    // The integer fold of the other's terms is one more term of ours.
    --count_;
    addTerm(other.intFold_);
    return;
  }
  for (int p = 0; p < 2 && parts_[p]; ++p) {
    PartState& s = *parts_[p];
    const PartState& o = *other.parts_[p];
    s.nan = s.nan || o.nan;
    s.posInf = s.posInf || o.posInf;
    s.negInf = s.negInf || o.negInf;
    s.allNegativeZero = s.allNegativeZero && o.allNegativeZero;
    if (kind_ == ReducerKind::kMaximum || kind_ == ReducerKind::kMinimum) {
      const bool better =
          o.haveBest && (!s.haveBest ||
                         (kind_ == ReducerKind::kMaximum
                              ? floatOrderKey(o.best, *format_) > floatOrderKey(s.best, *format_)
                              : floatOrderKey(o.best, *format_) < floatOrderKey(s.best, *format_)));
      if (better) {
        s.best = o.best;
        s.haveBest = true;
      }
      continue;
    }
    s.sum.addSum(o.sum);
    s.positive += o.positive;
    s.negative += o.negative;
    s.positiveCount += o.positiveCount;
    s.negativeCount += o.negativeCount;
  }
}

FoldOutcome ClosedFormFolder::finish(uint64_t init, uint64_t initImag) {
  if (!format_) return finishInteger(init, true);
  FoldOutcome out;
  bool stated = finishFloatPart(*parts_[0], init, true, out.bits, out.allowed);
  if (parts_[1])
    stated = finishFloatPart(*parts_[1], initImag, true, out.imagBits, out.allowedImag) && stated;
  if (!stated) {
    out.undetermined = true;
    out.allowed.clear();
    out.allowedImag.clear();
  }
  return out;
}

FoldOutcome ClosedFormFolder::finishWithoutInit() {
  if (!format_) return finishInteger(0, false);
  FoldOutcome out;
  finishFloatPart(*parts_[0], 0, false, out.bits, out.allowed);
  if (parts_[1]) finishFloatPart(*parts_[1], 0, false, out.imagBits, out.allowedImag);
  return out;
}

uint64_t ClosedFormFolder::combineIntegers(uint64_t a, uint64_t b) const {
  const int w = bitWidth(type_);
  const uint64_t mask = lowBitsMask(w);
  const bool boolean = isBoolean(type_);
  auto less = [&](uint64_t x, uint64_t y) {
    return isSignedInteger(type_) ? signExtend(x, w) < signExtend(y, w) : x < y;
  };
  switch (kind_) {
    case ReducerKind::kAdd:
      return boolean ? (a | b) : (a + b) & mask;
    case ReducerKind::kMultiply:
      return boolean ? (a & b) : (a * b) & mask;
    case ReducerKind::kAnd:
      return a & b;
    case ReducerKind::kOr:
      return a | b;
    case ReducerKind::kXor:
      return a ^ b;
    case ReducerKind::kMaximum:
      return less(a, b) ? b : a;
    case ReducerKind::kMinimum:
      return less(b, a) ? b : a;
    case ReducerKind::kOther:
      break;
  }
  return a;
}

FoldOutcome ClosedFormFolder::finishInteger(uint64_t init, bool withInit) {
  const int w = bitWidth(type_);
  const uint64_t mask = lowBitsMask(w);
  init &= mask;
  FoldOutcome out;
  if (!withInit) {
    out.bits = intFold_;
    out.allowed.push_back(exactBounds(out.bits));
    return out;
  }
  // The spec's reference schedule: init first, then every term.
  out.bits = count_ == 0 ? init : combineIntegers(init, intFold_);
  // On integers every known body is associative and commutative, so a
  // schedule with k init insertions gives fold ⊕ init ⊕ ... ⊕ init (k
  // times), for every k ≥ 0 (k ≥ 1 without terms): `first` is the value at
  // the smallest k.
  const uint64_t first = count_ == 0 ? init : intFold_;
  // Distinct results listed per element at most (beyond: undetermined).
  constexpr size_t kMaxListed = 128;
  if (kind_ == ReducerKind::kAdd && !isBoolean(type_)) {
    // first + k·init (mod 2^w) with init = 2^v·m, m odd: m is invertible
    // mod 2^w, so k·init runs through every multiple of 2^v, and the
    // allowed results are exactly the values ≡ first (mod 2^v): one value
    // for a zero init (the identity), every value of the type for an odd
    // one, 2^(w−v) values otherwise.
    if (init == 0) {
      out.allowed.push_back(exactBounds(first));
      return out;
    }
    const int v = std::countr_zero(init);
    if (v == 0) {
      out.allowed.push_back(everyIntegerValue(type_));
      return out;
    }
    if ((uint64_t{1} << (w - v)) > kMaxListed) {
      out.undetermined = true;
      return out;
    }
    const uint64_t step = uint64_t{1} << v;
    for (uint64_t j = 0; j < (uint64_t{1} << (w - v)); ++j)
      out.allowed.push_back(exactBounds((first + j * step) & mask));
    return out;
  }
  // Otherwise each value of the sequence first, first ⊕ init, ... follows
  // from the one before it alone, so the sequence cycles from the first
  // value it meets twice: the values before that are every allowed result
  // (two at most for the idempotent and/or/max/min and for xor; a product
  // reaches 0 or cycles through a power of init).
  std::vector<uint64_t> seen = {first};
  for (uint64_t value = combineIntegers(first, init);
       std::find(seen.begin(), seen.end(), value) == seen.end();
       value = combineIntegers(value, init)) {
    if (seen.size() == kMaxListed) {
      out.undetermined = true;
      return out;
    }
    seen.push_back(value);
  }
  for (uint64_t v : seen) out.allowed.push_back(exactBounds(v));
  return out;
}

void ClosedFormFolder::finishMinMaxPart(const PartState& s, uint64_t init, bool withInit,
                                        uint64_t& bits, std::vector<ElementBounds>& allowed) const {
  const FloatFormat& f = *format_;
  const ElementType t = partType_;
  const DecodedFloat di = decodeFloatBits(init, f);
  const int64_t k_min = count_ == 0 ? 1 : 0;
  auto fold_with = [&](bool with_init) -> uint64_t {
    if (s.nan || (with_init && di.kind == DecodedFloat::kNaN)) return f.canonicalNanBits();
    if (!with_init) return s.best;
    if (!s.haveBest) return init;
    const bool init_better = kind_ == ReducerKind::kMaximum
                                 ? floatOrderKey(init, f) > floatOrderKey(s.best, f)
                                 : floatOrderKey(init, f) < floatOrderKey(s.best, f);
    return init_better ? init : s.best;
  };
  bits = fold_with(withInit);
  allowed.push_back(exactFloatBounds(bits, t));
  if (withInit && k_min == 0) {
    const uint64_t without = fold_with(false);
    if (without != bits) allowed.push_back(exactFloatBounds(without, t));
  }
}

bool ClosedFormFolder::specialResult(const PartState& s, const DecodedFloat& init, int64_t k,
                                     uint64_t& out) const {
  const FloatFormat& f = *format_;
  const bool with_init = k > 0;
  const bool nan = s.nan || (with_init && init.kind == DecodedFloat::kNaN);
  const bool pos_inf =
      s.posInf || (with_init && init.kind == DecodedFloat::kInfinite && !init.negative);
  const bool neg_inf =
      s.negInf || (with_init && init.kind == DecodedFloat::kInfinite && init.negative);
  if (kind_ == ReducerKind::kAdd) {
    if (nan || (pos_inf && neg_inf)) return out = f.canonicalNanBits(), true;
    if (pos_inf || neg_inf) {
      out = f.infBits() | (neg_inf ? f.signMask() : 0);
      return true;
    }
    return false;
  }
  // multiply: Inf × 0 is NaN, Inf otherwise carries the sign of the product.
  const bool zero = s.zero || (with_init && init.isZero());
  const bool inf = pos_inf || neg_inf;
  if (nan || (inf && zero)) return out = f.canonicalNanBits(), true;
  if (inf) {
    const bool negative = s.productNegative != (with_init && ((k % 2) == 1) && init.negative);
    out = f.infBits() | (negative ? f.signMask() : 0);
    return true;
  }
  return false;
}

void ClosedFormFolder::exactSum(const PartState& s, const DecodedFloat& init, int64_t k,
                                mpfr_ptr exact, mpfr_ptr scratch, double& bound,
                                TermMagnitudes& terms) const {
  const FloatFormat& f = *format_;
  s.sum.toMpfr(exact);
  // Adding a zero init is exact: only non-zero inits count as terms.
  terms.count = count_ + (init.isZero() ? 0 : k);
  terms.positiveSum = upperBoundOfDoubleSum(s.positive, count_, false);
  terms.negativeSum = upperBoundOfDoubleSum(s.negative, count_, false);
  terms.positiveCount = s.positiveCount;
  terms.negativeCount = s.negativeCount;
  if (k > 0 && !init.isZero()) {
    // exact += k · init, exactly (k·init needs 64 more bits at most).
    mpfr_set_prec(scratch, f.precision() + 64);
    mpfr_set_ui(scratch, static_cast<unsigned long>(init.mantissa), MPFR_RNDN);
    mpfr_mul_ui(scratch, scratch, static_cast<unsigned long>(k), MPFR_RNDN);
    mpfr_mul_2si(scratch, scratch, init.exponent, MPFR_RNDN);
    if (init.negative) mpfr_neg(scratch, scratch, MPFR_RNDN);
    const mpfr_exp_t lo_exp = std::min<mpfr_exp_t>(
        mpfr_zero_p(exact) ? init.exponent : mpfr_get_exp(exact) - mpfr_get_prec(exact),
        init.exponent);
    const mpfr_exp_t hi_exp =
        std::max<mpfr_exp_t>(mpfr_zero_p(exact) ? 0 : mpfr_get_exp(exact), mpfr_get_exp(scratch)) +
        2;
    mpfr_prec_round(exact, std::max<mpfr_prec_t>(hi_exp - lo_exp, 2), MPFR_RNDN);
    mpfr_add(exact, exact, scratch, MPFR_RNDN);
    const double init_abs =
        up(static_cast<double>(k) * std::ldexp(static_cast<double>(init.mantissa), init.exponent));
    (init.negative ? terms.negativeSum : terms.positiveSum) =
        up((init.negative ? terms.negativeSum : terms.positiveSum) + init_abs);
    (init.negative ? terms.negativeCount : terms.positiveCount) += k;
  }
  terms.absSum = terms.positiveSum + terms.negativeSum;
  if (terms.absSum != 0) terms.absSum = up(terms.absSum);
  // Adding zeros is exact: only the non-zero terms count as operations.
  bound = reductionErrorBound(terms, model_);
}

void ClosedFormFolder::exactProduct(const PartState& s, const DecodedFloat& init, int64_t k,
                                    mpfr_ptr exact, mpfr_ptr scratch, double& bound,
                                    TermMagnitudes& terms) const {
  const FloatFormat& f = *format_;
  mpfr_set_prec(exact, s.product.precision());
  mpfr_set(exact, s.product.get(), MPFR_RNDN);
  double log2_large = s.log2Large;
  bool negative = s.productNegative;
  if (k > 0 && !init.isZero() && init.kind == DecodedFloat::kFinite) {
    // |init|^k, exactly while the precision allows.
    const mpfr_prec_t need = std::min<mpfr_prec_t>(
        static_cast<mpfr_prec_t>(f.precision()) * std::min<int64_t>(k, 1 << 16),
        kMaxProductPrecision);
    mpfr_set_prec(scratch, std::max<mpfr_prec_t>(need, 2));
    mpfr_set_ui(scratch, static_cast<unsigned long>(init.mantissa), MPFR_RNDN);
    mpfr_mul_2si(scratch, scratch, init.exponent, MPFR_RNDN);
    mpfr_pow_ui(scratch, scratch, static_cast<unsigned long>(k), MPFR_RNDN);
    mpfr_prec_round(exact,
                    std::min(mpfr_get_prec(exact) + mpfr_get_prec(scratch), kMaxProductPrecision),
                    MPFR_RNDN);
    mpfr_mul(exact, exact, scratch, MPFR_RNDN);
    const double log2_abs =
        std::log2(static_cast<double>(init.mantissa)) + static_cast<double>(init.exponent);
    if (log2_abs > 0) log2_large = up(log2_large + up(static_cast<double>(k) * log2_abs));
  }
  // The init's sign counts whatever its magnitude: an empty reduction with
  // a −0 init gives −0, and −0 × x flips a zero product's sign too.
  negative ^= init.negative && (k % 2 == 1);
  const bool zero = s.zero || (k > 0 && init.isZero());
  if (zero) mpfr_set_zero(exact, 1);
  if (negative) mpfr_neg(exact, exact, MPFR_RNDN);
  // |ŷ − y| ≤ γ_m |y| + m·η·G·(1 + γ_m), G = Π max(|x|, 1) (gradual
  // underflow of a partial product, then scaled by the remaining factors).
  const int64_t m = std::max<int64_t>(0, count_ + k - 1);
  const double gamma = gammaBound(m, model_.uAccumulation);
  const double g = std::exp2(up(log2_large));
  const double y = std::fabs(mpfr_get_d(exact, MPFR_RNDU));
  bound = up(up(gamma * up(y)) +
             up(up(static_cast<double>(m) * model_.etaAccumulation) * up(g * up(1 + gamma))));
  if (m == 0) bound = 0;
  terms.count = m + 1;
  terms.positiveSum = negative ? 0 : up(g * up(1 + gamma));
  terms.negativeSum = negative ? up(g * up(1 + gamma)) : 0;
  // G already includes the growth; one "term" keeps it from growing again.
  terms.positiveCount = negative ? 0 : 1;
  terms.negativeCount = negative ? 1 : 0;
  terms.absSum = g;
  // Partial products overflow when G(1+γ) passes the largest finite value;
  // with a zero factor, or a partial product that can round to zero, some
  // schedule then multiplies Inf by 0.
  if ((zero || zeroPartialProductReachable(s, init, k)) &&
      terms.positiveSum + terms.negativeSum > model_.accumulationMax) {
    terms.positiveSum = terms.negativeSum = kInfinity;  // Inf × 0 reachable: NaN
    terms.positiveCount = terms.negativeCount = 1;
  }
}

bool ClosedFormFolder::zeroPartialProductReachable(const PartState& s, const DecodedFloat& init,
                                                   int64_t k) const {
  // The smallest partial product of any schedule is at least the product of
  // the factors below 1 (S), up to the roundings on the way; one below the
  // smallest subnormal can round to zero. Two factors at least: an input
  // alone is never rounded.
  double log2_small = s.log2Small;
  int64_t factors = s.finiteNonZero;
  if (k > 0 && init.kind == DecodedFloat::kFinite && !init.isZero()) {
    const double log2_abs =
        std::log2(static_cast<double>(init.mantissa)) + static_cast<double>(init.exponent);
    if (log2_abs < 0) log2_small = -up(-log2_small + up(static_cast<double>(k) * -log2_abs));
    factors += k;
  }
  const FloatFormat& f = *format_;
  const int smallest = f.minExponent() - (f.hasSubnormals ? f.mantissaBits : 0);
  return factors >= 2 && log2_small < smallest;
}

bool ClosedFormFolder::oppositeSumMayOverflow(const PartState& s, const DecodedFloat& init,
                                              int64_t k, bool negativeInfinity) const {
  if (model_.accumulationMax <= 0) return false;
  double opposite = negativeInfinity ? s.positive : s.negative;
  int64_t count = negativeInfinity ? s.positiveCount : s.negativeCount;
  if (k > 0 && init.kind == DecodedFloat::kFinite && !init.isZero() &&
      init.negative != negativeInfinity) {
    const double magnitude = std::ldexp(static_cast<double>(init.mantissa), init.exponent);
    opposite = up(opposite + up(static_cast<double>(k) * magnitude));
    count += k;
  }
  return upperBoundOfDoubleSum(opposite, count, false) > model_.accumulationMax;
}

bool ClosedFormFolder::finishFloatPart(PartState& s, uint64_t init, bool withInit, uint64_t& bits,
                                       std::vector<ElementBounds>& allowed) {
  if (kind_ == ReducerKind::kMaximum || kind_ == ReducerKind::kMinimum) {
    finishMinMaxPart(s, init, withInit, bits, allowed);
    return true;
  }
  const FloatFormat& f = *format_;
  const ElementType t = partType_;
  const DecodedFloat di = decodeFloatBits(init, f);
  const int64_t k_min = count_ == 0 ? 1 : 0;
  MpfrNumber exact_number(64), scratch_number(64);
  mpfr_ptr exact = exact_number.get(), scratch = scratch_number.get();

  auto bounds_for = [&](int64_t k, uint64_t* value_bits) -> ElementBounds {
    uint64_t special = 0;
    if (specialResult(s, di, k, special)) {
      if (value_bits) *value_bits = special;
      ElementBounds b = exactFloatBounds(special, t);
      // Inf × a partial product of finite terms that rounded to zero, or
      // Inf + a partial sum of the other sign that overflowed: NaN.
      if (kind_ == ReducerKind::kMultiply && !isNaNBits(special, t) &&
          zeroPartialProductReachable(s, di, k))
        b.allowNaN = true;
      if (kind_ == ReducerKind::kAdd && !isNaNBits(special, t) &&
          oppositeSumMayOverflow(s, di, k, (special & f.signMask()) != 0))
        b.allowNaN = true;
      return b;
    }
    double bound = 0;
    TermMagnitudes terms;
    terms.products = false;
    if (kind_ == ReducerKind::kAdd)
      exactSum(s, di, k, exact, scratch, bound, terms);
    else
      exactProduct(s, di, k, exact, scratch, bound, terms);
    if (value_bits) *value_bits = roundToFormat(exact, 0, t);
    if (kind_ == ReducerKind::kMultiply && !(std::isfinite(bound))) bound = kInfinity;
    ElementBounds b = boundsAround(exact, bound, terms, model_, t);
    if (mpfr_zero_p(exact) && bound == 0) {
      // All terms are zeros: the sum is −0 only when every term (and every
      // inserted init) is −0; a product of zeros takes the sign of the product.
      bool negative_zero = kind_ == ReducerKind::kAdd
                               ? s.allNegativeZero && (k == 0 || (di.isZero() && di.negative))
                               : mpfr_signbit(exact) != 0;
      uint64_t zero_bits = negative_zero && f.hasNegativeZero ? f.signMask() : 0;
      if (value_bits) *value_bits = zero_bits;
      b.lo = b.hi = zero_bits;
    }
    return b;
  };

  const bool unit_magnitude = di.kind == DecodedFloat::kFinite && di.mantissa != 0 &&
                              std::ldexp(static_cast<double>(di.mantissa), di.exponent) == 1.0;
  const bool identity = kind_ == ReducerKind::kAdd ? di.isZero() : unit_magnitude && !di.negative;
  ElementBounds all = bounds_for(withInit ? 1 : 0, &bits);
  if (!withInit) {
    // No init value in the schedule.
  } else if (identity) {
    // A ±0 init changes at most the sign of a zero sum.
    if (kind_ == ReducerKind::kAdd && count_ > 0) all = hull(all, bounds_for(0, nullptr), t);
  } else if (di.kind != DecodedFloat::kFinite ||
             (kind_ == ReducerKind::kMultiply && (di.isZero() || unit_magnitude))) {
    // Copies of a NaN, an infinite or (a product's) zero or −1 init beyond
    // the first change nothing but a product's sign, which alternates with
    // their number: every k ≥ 1 gives the set of k = 1 or of k = 2.
    if (kind_ == ReducerKind::kMultiply) all = hull(all, bounds_for(2, nullptr), t);
    if (k_min == 0) all = hull(all, bounds_for(0, nullptr), t);
  } else if (kind_ == ReducerKind::kAdd) {
    all = sumOfAnyInitCount(bounds_for(k_min, nullptr), di.negative);
  } else {
    const bool shrinks =
        di.exponent + static_cast<int>(std::bit_width(di.mantissa)) <= 0;  // |x| < 1
    all = productOfAnyInitCount(bounds_for(k_min, nullptr), di.negative, shrinks);
    if (s.zero && !s.nan && !s.posInf && !s.negInf) {
      // A zero term: every schedule gives a zero of the product's sign
      // (either, with x < 0), or NaN where an overflowed partial product
      // meets it (a run of copies of x overflows when |x| > 1).
      const uint64_t negative_zero = f.hasNegativeZero ? f.signMask() : 0;
      ElementBounds zeros;
      zeros.lo = s.productNegative || di.negative ? negative_zero : 0;
      zeros.hi = s.productNegative && !di.negative ? negative_zero : 0;
      zeros.allowNaN = all.allowNaN;
      all = zeros;
    }
  }
  allowed.push_back(all);
  return true;
}

ElementBounds ClosedFormFolder::sumOfAnyInitCount(const ElementBounds& fewest,
                                                  bool negativeInit) const {
  // A finite, non-zero init x, inserted any number of times. Rounding to
  // nearest is monotone, so (for x > 0) a schedule's value is at least that of
  // the same tree with one init leaf removed (its node x + y becomes y, and y ≤
  // RN(y + x)), itself a schedule with one insertion fewer: no schedule goes
  // below the fewest-insertion schedules' lower end `fewest`. Upward there is
  // no end: 2^j copies added pairwise are 2^j·x exactly until they overflow.
  // Not every value in between is reachable (sums of copies of 1.0 are
  // integers), but the reachable set has no shape simpler than its hull, which
  // is what this states, as every order-unspecified sum states the hull of its
  // schedules (docs/numerics.md).
  const FloatFormat& f = *format_;
  ElementBounds all = fewest;
  // An overflowed run of init copies meets an infinity of the other sign
  // (an infinite term, or other terms' overflowed partial sum): NaN.
  if (negativeInit ? fewest.allowPosInf : fewest.allowNegInf) all.allowNaN = true;
  if (!fewest.finite) return all;  // a NaN or infinite term decides the rest
  ElementBounds end;
  end.lo = end.hi = negativeInit ? f.lowestFiniteBits() : f.maxFiniteBits();
  all = hull(all, end, partType_);
  allowOverflow(all, f, negativeInit);
  return all;
}

ElementBounds ClosedFormFolder::productOfAnyInitCount(const ElementBounds& fewest,
                                                      bool negativeInit, bool shrinks) const {
  // A finite init x, |x| neither 0 nor 1, inserted any number of times.
  // Rounding to nearest is monotone in each factor's magnitude and x·y has
  // y's sign times x's, rounded to zero or not: a schedule's value has the
  // sign, times sign(x), of the same tree with one init leaf removed (its
  // node x·y becomes y), a schedule with one insertion fewer, and a
  // magnitude no larger (|x| < 1: |RN(x·y)| ≤ |y|) or no smaller (|x| > 1).
  // So every schedule lies within the fewest insertions' bounds `fewest`
  // scaled toward 0 or toward overflow, with both signs when x < 0; a run
  // of copies of x rounds to 0 (|x| < 1) or overflows (|x| > 1), and an
  // infinity times a zero is NaN. This states the hull of that set.
  const FloatFormat& f = *format_;
  const int64_t positive_zero_key = floatOrderKey(0, f);
  const uint64_t magnitude_mask = ~f.signMask() & f.allBitsMask();
  const uint64_t negative_zero = f.hasNegativeZero ? f.signMask() : 0;
  const bool nan = f.nan != NanEncoding::kNone;
  const bool infinite = fewest.allowPosInf || fewest.allowNegInf;
  bool negative = fewest.allowNegInf, positive = fewest.allowPosInf, zero = false;
  uint64_t largest = 0;  // magnitude bits of the largest finite value of `fewest`
  if (fewest.finite) {
    negative = negative || floatOrderKey(fewest.lo, f) < positive_zero_key;
    positive = positive || floatOrderKey(fewest.hi, f) >= positive_zero_key;
    zero = floatOrderKey(fewest.lo, f) <= positive_zero_key &&
           floatOrderKey(fewest.hi, f) >= floatOrderKey(negative_zero, f);
    largest = std::max(fewest.lo & magnitude_mask, fewest.hi & magnitude_mask);
  }
  if (negativeInit) negative = positive = negative || positive;
  ElementBounds out;
  out.allowNaN = fewest.allowNaN;
  out.finite = fewest.finite && (negative || positive);
  if (shrinks) {
    // Magnitudes from `largest` (the largest finite one, past an overflow
    // on the way) down to zeros; an infinity meets a run rounded to 0: NaN.
    if (infinite) largest = f.maxFiniteBits();
    out.allowNaN = out.allowNaN || (infinite && nan);
    out.lo = negative ? largest | f.signMask() : 0;
    out.hi = positive ? largest : negative_zero;
    out.allowPosInf = positive && infinite;
    out.allowNegInf = negative && infinite;
    return out;
  }
  // Magnitudes from the fewest insertions' own up to overflow, unless all
  // are zeros; a zero meets an overflowed run: NaN.
  out.allowNaN = out.allowNaN || (zero && nan);
  if (!fewest.finite) {  // infinite terms: infinities of the possible signs
    out.allowPosInf = positive;
    out.allowNegInf = negative;
    return out;
  }
  if (!infinite && largest == 0) {  // zeros only
    out.lo = negative ? negative_zero : 0;
    out.hi = positive ? 0 : negative_zero;
    return out;
  }
  out.lo = negative ? f.lowestFiniteBits() : fewest.lo;
  out.hi = positive ? f.maxFiniteBits() : fewest.hi;
  if (positive) allowOverflow(out, f, false);
  if (negative) allowOverflow(out, f, true);
  return out;
}

}  // namespace hlo_cts::oracle
