// DotKernel: one dot product's exact sum of exact products, its correctly
// rounded value and its interval over every summation order (Higham, 2nd ed.,
// §3.1), with the special values IEEE products give and what overflow on the
// way allows.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "numerics/mpfr_number.h"
#include "oracle/ops/reduction_dot.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

// Special values among the products of one result element, IEEE style.
struct Specials {
  bool nan = false, posInf = false, negInf = false;
  void product(const DecodedFloat& a, const DecodedFloat& b, bool negate) {
    if (a.kind == DecodedFloat::kNaN || b.kind == DecodedFloat::kNaN) {
      nan = true;
      return;
    }
    const bool a_inf = a.kind == DecodedFloat::kInfinite, b_inf = b.kind == DecodedFloat::kInfinite;
    if (!a_inf && !b_inf) return;
    if ((a_inf && b.isZero()) || (b_inf && a.isZero())) {
      nan = true;
      return;
    }
    (((a.negative != b.negative) != negate) ? negInf : posInf) = true;
  }
  bool any() const { return nan || posInf || negInf; }
  uint64_t bits(const FloatFormat& f) const {
    if (nan || (posInf && negInf)) return f.canonicalNanBits();
    return f.infBits() | (negInf ? f.signMask() : 0);
  }
};

std::vector<double> asDoubles(const std::vector<DecodedFloat>& v) {
  std::vector<double> out(v.size());
  for (size_t i = 0; i < v.size(); ++i)
    out[i] = v[i].kind == DecodedFloat::kFinite
                 ? std::ldexp(static_cast<double>(v[i].mantissa), v[i].exponent)
                 : 0.0;
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------
// DotKernel

// The operands, decoded once and shared by every fork of a kernel.
struct DotOperands {
  const FloatFormat* operandFormat = nullptr;
  const FloatFormat* resultFormat = nullptr;
  std::vector<DecodedFloat> lhs[2], rhs[2];
  std::vector<double> lhsAbs[2], rhsAbs[2];
  bool nonFinite = false;
  bool productsRounded = false;
};

struct DotKernel::State {
  explicit State(std::shared_ptr<const DotOperands> operands)
      : in(std::move(operands)),
        sum{ExactSum(productRange(*in->operandFormat, *in->operandFormat).minExponent,
                     productRange(*in->operandFormat, *in->operandFormat).maxExponent),
            ExactSum(productRange(*in->operandFormat, *in->operandFormat).minExponent,
                     productRange(*in->operandFormat, *in->operandFormat).maxExponent)} {}
  State() : sum{ExactSum(0, 0), ExactSum(0, 0)} {}

  std::shared_ptr<const DotOperands> in;  // null for integer dots
  // The current element.
  ExactSum sum[2];
  double pos[2] = {0, 0}, neg[2] = {0, 0};
  int64_t posCount[2] = {0, 0}, negCount[2] = {0, 0};
  Specials specials[2];
  bool allNegativeZero[2] = {true, true};
  bool anyNonzero[2] = {false, false};  // a product of two nonzero operands
  int64_t count = 0;
  uint64_t intAcc = 0;
  // The sums of an integer element's positive and of its negative products
  // (magnitudes, exact until one passes 2^128: `huge`): the largest and the
  // smallest partial sum any order of the sum can reach.
  unsigned __int128 intPositive = 0, intNegative = 0;
  bool intHuge = false;
  MpfrNumber exact{64};
  // addRun's real products: block j holds Σ ±m_a·m_b·2^(e − minExponent −
  // 32j) over the products whose e − minExponent (the exponent of their
  // last bit above the smallest) lies in [32j, 32j + 32). A product of two
  // ≤ 26-bit significands (≤ 52 bits) shifted by < 32 bits is < 2^84, so a
  // block takes 2^43 of them before its 128 bits could overflow; settled
  // into sum[0] before finish and every 2^40 products.
  std::vector<__int128> blocks;
  bool blocksUsed = false;
  int64_t blockTerms = 0;
};

DotKernel::DotKernel(DotKernel&&) noexcept = default;
DotKernel::~DotKernel() = default;

Result<DotKernel> DotKernel::create(const Tensor& lhs, const Tensor& rhs, ElementType result,
                                    std::optional<AccumulationModel> model) {
  DotKernel k;
  k.lhs_ = &lhs;
  k.rhs_ = &rhs;
  k.result_ = result;
  const ElementType et = lhs.elementType();
  if (isInteger(et) || isBoolean(et)) {
    if (!(isInteger(result) || isBoolean(result)))
      return makeError(
          "a dot product of integer operands into a floating-point result is not "
          "supported by the oracle",
          {}, DiagnosticKind::kNotSupported);
    k.mode_ = Mode::kInteger;
    k.state_ = std::make_unique<State>();
    return k;
  }
  const FloatFormat* of = floatFormat(complexPartType(et));
  const FloatFormat* rf = floatFormat(complexPartType(result));
  if (!of || !rf || isComplex(et) != isComplex(result))
    return makeError(fmt::format("a dot product of {} into {} is not supported by the oracle",
                                 elementTypeName(et), elementTypeName(result)),
                     {}, DiagnosticKind::kNotSupported);
  k.mode_ = isComplex(et) ? Mode::kComplex : Mode::kReal;
  k.model_ = model ? *model : defaultDotModel(et, result);
  auto in = std::make_shared<DotOperands>();
  in->operandFormat = of;
  in->resultFormat = rf;
  const int parts = isComplex(et) ? 2 : 1;
  for (int p = 0; p < parts; ++p) {
    in->lhs[p] = decodeFloatTensor(lhs, p);
    in->rhs[p] = decodeFloatTensor(rhs, p);
    in->lhsAbs[p] = asDoubles(in->lhs[p]);
    in->rhsAbs[p] = asDoubles(in->rhs[p]);
    for (const auto* v : {&in->lhs[p], &in->rhs[p]})
      for (const DecodedFloat& d : *v)
        in->nonFinite = in->nonFinite || d.kind != DecodedFloat::kFinite;
  }
  // Products of ≤ 26-bit significands are exact in double, so the magnitude
  // sums carry only summation error.
  in->productsRounded = 2 * of->precision() > 53;
  k.state_ = std::make_unique<State>(std::move(in));
  return k;
}

DotKernel DotKernel::fork() const {
  DotKernel k;
  k.mode_ = mode_;
  k.lhs_ = lhs_;
  k.rhs_ = rhs_;
  k.result_ = result_;
  k.model_ = model_;
  k.state_ = state_->in ? std::make_unique<State>(state_->in) : std::make_unique<State>();
  return k;
}

void DotKernel::prepare(int64_t numResults, AllowedResults& allowed) const {
  // Integer elements are exact (no alternatives) unless finish() opens one
  // (set here: the forks of a parallel kernel finish elements at once).
  if (mode_ == Mode::kInteger && allowed.reason.empty())
    allowed.reason = "an integer sum whose overflow is implementation-defined";
  allowed.elements.resize(static_cast<size_t>(numResults));
  if (mode_ == Mode::kComplex) allowed.imagElements.resize(static_cast<size_t>(numResults));
}

void DotKernel::settle(AllowedResults& allowed) const {
  if (mode_ != Mode::kInteger || std::any_of(allowed.elements.begin(), allowed.elements.end(),
                                             [](const std::vector<ElementBounds>& alternatives) {
                                               return !alternatives.empty();
                                             }))
    return;
  allowed.elements.clear();
  allowed.reason.clear();
}

void DotKernel::begin() {
  State& s = *state_;
  s.count = 0;
  s.intAcc = 0;
  s.intPositive = s.intNegative = 0;
  s.intHuge = false;
  if (s.blocksUsed) std::fill(s.blocks.begin(), s.blocks.end(), 0);
  s.blocksUsed = false;
  s.blockTerms = 0;
  for (int p = 0; p < 2; ++p) {
    s.sum[p].clear();
    s.pos[p] = s.neg[p] = 0;
    s.posCount[p] = s.negCount[p] = 0;
    s.specials[p] = {};
    s.allNegativeZero[p] = true;
    s.anyNonzero[p] = false;
  }
}

void DotKernel::add(int64_t a, int64_t b) {
  State& s = *state_;
  ++s.count;
  if (mode_ != Mode::kInteger) return addFloat(a, b);
  if (a < 0) return;
  auto load = [](const Tensor& t, int64_t i) {
    return isSignedInteger(t.elementType()) ? static_cast<uint64_t>(t.intValue(i)) : t.bits(i);
  };
  const uint64_t x = load(*lhs_, a), y = load(*rhs_, b);
  if (isBoolean(result_)) {
    s.intAcc |= x & y;
    return;
  }
  s.intAcc += x * y;
  auto negative = [](const Tensor& t, uint64_t v) {
    return isSignedInteger(t.elementType()) && static_cast<int64_t>(v) < 0;
  };
  auto magnitude = [&](const Tensor& t, uint64_t v) -> unsigned __int128 {
    return negative(t, v)
               ? static_cast<unsigned __int128>(-static_cast<__int128>(static_cast<int64_t>(v)))
               : static_cast<unsigned __int128>(v);
  };
  const unsigned __int128 product = magnitude(*lhs_, x) * magnitude(*rhs_, y);
  unsigned __int128& side =
      negative(*lhs_, x) != negative(*rhs_, y) ? s.intNegative : s.intPositive;
  s.intHuge = s.intHuge || side + product < side;
  side += product;
}

void DotKernel::addRun(int64_t a, int64_t b, int64_t count, int64_t aStride, int64_t bStride) {
  State& s = *state_;
  if (mode_ != Mode::kReal || s.in->nonFinite || s.in->productsRounded || a < 0) {
    for (int64_t i = 0; i < count; ++i) add(a < 0 ? a : a + i * aStride, b + i * bStride);
    return;
  }
  const DotOperands& in = *s.in;
  const int minExponent = s.sum[0].minExponent();
  if (s.blocks.empty()) {
    const ExponentRange range = productRange(*in.operandFormat, *in.operandFormat);
    s.blocks.assign(static_cast<size_t>((range.maxExponent - range.minExponent) / 32 + 2), 0);
  }
  if (s.blockTerms + count > (int64_t{1} << 40)) settleBlocks();
  const DecodedFloat* x = in.lhs[0].data() + a;
  const DecodedFloat* y = in.rhs[0].data() + b;
  const double* xa = in.lhsAbs[0].data() + a;
  const double* ya = in.rhsAbs[0].data() + b;
  __int128* blocks = s.blocks.data();
  double pos = s.pos[0], neg = s.neg[0];
  int64_t negatives = 0;
  bool allNegativeZero = s.allNegativeZero[0], anyNonzero = s.anyNonzero[0];
  for (int64_t i = 0, ia = 0, ib = 0; i < count; ++i, ia += aStride, ib += bStride) {
    const bool negative = x[ia].negative != y[ib].negative;
    const uint64_t product = x[ia].mantissa * y[ib].mantissa;  // exact: ≤ 52 bits
    const int shift = x[ia].exponent + y[ib].exponent - minExponent;
    const __int128 v = static_cast<__int128>(product) << (shift & 31);
    blocks[shift >> 5] += negative ? -v : v;
    const double magnitude = xa[ia] * ya[ib];  // exact: ≤ 52 bits
    (negative ? neg : pos) += magnitude;
    negatives += negative;
    allNegativeZero = allNegativeZero && negative && product == 0;
    anyNonzero = anyNonzero || product != 0;
  }
  s.count += count;
  s.blockTerms += count;
  s.blocksUsed = true;
  s.pos[0] = pos;
  s.neg[0] = neg;
  s.negCount[0] += negatives;
  s.posCount[0] += count - negatives;
  s.allNegativeZero[0] = allNegativeZero;
  s.anyNonzero[0] = anyNonzero;
}

void DotKernel::settleBlocks() {
  State& s = *state_;
  if (!s.blocksUsed) return;
  const int minExponent = s.sum[0].minExponent();
  for (size_t j = 0; j < s.blocks.size(); ++j) {
    const __int128 v = s.blocks[j];
    if (v == 0) continue;
    const bool negative = v < 0;
    const unsigned __int128 magnitude =
        negative ? -static_cast<unsigned __int128>(v) : static_cast<unsigned __int128>(v);
    s.sum[0].add(negative, magnitude, minExponent + 32 * static_cast<int>(j));
    s.blocks[j] = 0;
  }
  s.blocksUsed = false;
  s.blockTerms = 0;
}

void DotKernel::addFloat(int64_t a, int64_t b) {
  State& s = *state_;
  const DotOperands& in = *s.in;
  static const DecodedFloat kZero{};
  // Real part: ar·br − ai·bi; imaginary part: ar·bi + ai·br.
  struct Term {
    int lp, rp, part;
    bool negate;
  };
  static constexpr Term kReal[] = {{0, 0, 0, false}};
  static constexpr Term kComplex[] = {
      {0, 0, 0, false}, {1, 1, 0, true}, {0, 1, 1, false}, {1, 0, 1, false}};
  const std::span<const Term> terms =
      mode_ == Mode::kComplex ? std::span<const Term>(kComplex) : std::span<const Term>(kReal);
  for (const Term& t : terms) {
    const DecodedFloat& x = a < 0 ? kZero : in.lhs[t.lp][static_cast<size_t>(a)];
    const DecodedFloat& y = in.rhs[t.rp][static_cast<size_t>(b)];
    if (in.nonFinite) {
      s.specials[t.part].product(x, y, t.negate);
      if (x.kind != DecodedFloat::kFinite || y.kind != DecodedFloat::kFinite) continue;
    }
    const bool negative = (x.negative != y.negative) != t.negate;
    s.sum[t.part].add(
        negative,
        static_cast<unsigned __int128>(x.mantissa) * static_cast<unsigned __int128>(y.mantissa),
        x.exponent + y.exponent);
    const double prod =
        a < 0 ? 0.0
              : in.lhsAbs[t.lp][static_cast<size_t>(a)] * in.rhsAbs[t.rp][static_cast<size_t>(b)];
    (negative ? s.neg[t.part] : s.pos[t.part]) += prod;
    ++(negative ? s.negCount[t.part] : s.posCount[t.part]);
    s.allNegativeZero[t.part] = s.allNegativeZero[t.part] && negative && (x.isZero() || y.isZero());
    s.anyNonzero[t.part] = s.anyNonzero[t.part] || !(x.isZero() || y.isZero());
  }
}

void DotKernel::finish(Tensor& out, int64_t r, AllowedResults& allowed) {
  State& s = *state_;
  if (mode_ == Mode::kInteger) {
    const int width = bitWidth(result_);
    out.setBits(r, s.intAcc & lowBitsMask(width));
    // Integer overflow is implementation-defined (the spec's section on
    // errors): an element some order of the sum overflows may hold any
    // value (XLA's constant folder saturated an i8 convolution to -128
    // where the wrapped sum is 80).
    const bool isSigned = isSignedInteger(result_);
    const unsigned __int128 top = static_cast<unsigned __int128>(1)
                                  << (isSigned ? width - 1 : width);
    if (!isBoolean(result_) &&
        (s.intHuge || s.intPositive > top - 1 || s.intNegative > (isSigned ? top : 0))) {
      if (allowed.elements.size() <= static_cast<size_t>(r)) prepare(out.numElements(), allowed);
      ElementBounds any;
      any.lo = isSigned ? uint64_t{1} << (width - 1) : 0;
      any.hi = isSigned ? (uint64_t{1} << (width - 1)) - 1 : lowBitsMask(width);
      allowed.elements[static_cast<size_t>(r)] = {any};
    }
    return;
  }
  settleBlocks();
  const int parts = mode_ == Mode::kComplex ? 2 : 1;
  const FloatFormat& rf = *s.in->resultFormat;
  if (allowed.elements.size() <= static_cast<size_t>(r)) prepare(out.numElements(), allowed);
  // Complex products with an infinite or NaN part: the spec defines complex
  // multiplication without C Annex G's special cases, and the plain formula
  // (Inf − Inf = NaN) and Annex G's recovered infinities (GCC's
  // std::complex) both occur; either part may be NaN or an infinity.
  // The same when a part product or partial sum can overflow: GCC's Annex G
  // multiplication recovers such an Inf − Inf as an infinity of its own sign.
  bool complexSpecials = parts == 2 && (s.specials[0].any() || s.specials[1].any());
  for (int p = 0; parts == 2 && p < parts && model_.accumulationMax > 0; ++p)
    for (double sum : {s.pos[p], s.neg[p]})
      complexSpecials =
          complexSpecials || upperBoundOfDoubleSum(sum, 2 * s.count, true) > model_.accumulationMax;
  for (int p = 0; p < parts; ++p) {
    std::vector<ElementBounds>& slot = p == 0 ? allowed.elements[static_cast<size_t>(r)]
                                              : allowed.imagElements[static_cast<size_t>(r)];
    slot.clear();
    uint64_t bits;
    if (s.specials[p].any()) {
      bits = s.specials[p].bits(rf);
      ElementBounds b = exactFloatBounds(bits, rf.type);
      // An infinite product meets finite ones of the other sign that may
      // overflow on the way (each rounded product, or their partial sum):
      // Inf − Inf is NaN in such an order.
      if (!isNaNBits(bits, rf.type) && model_.accumulationMax > 0) {
        const bool negativeInf = (bits & rf.signMask()) != 0;
        const double opposite = negativeInf ? s.pos[p] : s.neg[p];
        const int64_t count = s.count * (parts == 2 ? 2 : 1);
        if (upperBoundOfDoubleSum(opposite, count, s.in->productsRounded) > model_.accumulationMax)
          b.allowNaN = true;
      }
      if (complexSpecials) b.allowNaN = b.allowPosInf = b.allowNegInf = true;
      slot.push_back(b);
    } else {
      TermMagnitudes tm;
      tm.products = true;
      tm.count = s.count * (parts == 2 ? 2 : 1);
      tm.positiveSum = upperBoundOfDoubleSum(s.pos[p], tm.count, s.in->productsRounded);
      tm.negativeSum = upperBoundOfDoubleSum(s.neg[p], tm.count, s.in->productsRounded);
      tm.positiveCount = s.posCount[p];
      tm.negativeCount = s.negCount[p];
      tm.absSum = tm.positiveSum + tm.negativeSum;
      if (tm.absSum != 0) tm.absSum = std::nextafter(tm.absSum, kInfinity);
      const double bound = reductionErrorBound(tm, model_);
      // f32 results from doubles where they decide (most elements), MPFR
      // otherwise; both give the same bits (tests compare them).
      double hi, lo, err;
      std::optional<ElementBounds> fast;
      if (rf.type == ElementType::kF32 && s.sum[p].toDoubleDouble(hi, lo, err))
        fast = boundsAroundF32(hi, lo, err, bound, tm, model_, bits);
      bool exactIsZero;
      ElementBounds b;
      if (fast) {
        b = *fast;
        exactIsZero = hi == 0;
      } else {
        s.sum[p].toMpfr(s.exact.get());
        bits = s.exact.toBits(rf.type);
        b = boundsAround(s.exact.get(), bound, tm, model_, rf.type);
        exactIsZero = s.exact.isZero();
      }
      if (exactIsZero && !s.anyNonzero[p]) {
        // Only zero products: +0 from the +0 init of the spec's reduce, −0
        // when every product is −0 and no init is inserted.
        bits = 0;
        b.lo = (s.allNegativeZero[p] && tm.count > 0 && rf.hasNegativeZero) ? rf.signMask() : 0;
        b.hi = 0;
      }
      if (complexSpecials) b.allowNaN = b.allowPosInf = b.allowNegInf = true;
      slot.push_back(b);
    }
    out.setPartBits(r, p, bits);
  }
}

}  // namespace hlo_cts::oracle
