#include "oracle/expectation.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "numerics/mpfr_number.h"
#include "oracle/value.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {

Openness TensorExpectation::openness() const {
  auto of = [](ElementRule rule) {
    switch (rule) {
      case ElementRule::kExact:
      case ElementRule::kAnyNaN:
        return Openness::kPinned;
      case ElementRule::kRounded:
        return Openness::kBudgeted;
      default:
        return Openness::kOpen;
    }
  };
  if (!alternatives_.empty()) return Openness::kOpen;
  Openness most = of(all_);
  for (ElementRule rule : rules_) most = std::max(most, of(rule));
  return most;
}
namespace {

bool isFloatSlot(ElementType type) {
  return floatFormat(type) != nullptr;
}

// Value order of two patterns of one float format, −0 < +0: a ≤ b.
bool floatLessEq(uint64_t a, uint64_t b, const FloatFormat& f) {
  uint64_t sign = f.signMask();
  bool neg_a = (a & sign) != 0, neg_b = (b & sign) != 0;
  uint64_t mag_a = a & ~sign, mag_b = b & ~sign;
  if (neg_a != neg_b) return neg_a;
  return neg_a ? mag_a >= mag_b : mag_a <= mag_b;
}

uint64_t intDistance(uint64_t a, uint64_t b, ElementType type) {
  if (isSignedInteger(type)) {
    int64_t x = signExtend(a, bitWidth(type)), y = signExtend(b, bitWidth(type));
    return x > y ? static_cast<uint64_t>(x) - static_cast<uint64_t>(y)
                 : static_cast<uint64_t>(y) - static_cast<uint64_t>(x);
  }
  return a > b ? a - b : b - a;
}

bool isZero(uint64_t bits, ElementType type) {
  return classifyFloat(bits, type) == FloatClass::kZero;
}

// Exact equality under the profile's relaxations (NaN sign/payload, the
// sign of zero, subnormal results flushed to zero).
bool matchesExact(uint64_t actual, uint64_t reference, ElementType type, const Tolerance& tol) {
  if (actual == reference) return true;
  const FloatFormat* f = floatFormat(type);
  if (!f) return false;
  FloatClass ca = classifyFloat(actual, type), cr = classifyFloat(reference, type);
  bool same_sign = ((actual ^ reference) & f->signMask()) == 0;
  if (ca == FloatClass::kNaN && cr == FloatClass::kNaN) {
    bool payload_equal = ((actual ^ reference) & ~f->signMask()) == 0;
    return (!tol.nanSignMatters || same_sign) && (!tol.nanPayloadMatters || payload_equal);
  }
  if (ca == FloatClass::kZero &&
      (cr == FloatClass::kZero || (cr == FloatClass::kSubnormal && tol.flushesOutputs())))
    return same_sign || !tol.zeroSignMatters || !f->hasNegativeZero;
  return false;
}

bool withinInterval(uint64_t actual, const IntervalBounds& b, ElementType type,
                    const Tolerance& tol) {
  const FloatFormat* f = floatFormat(type);
  if (!f) return b.finite && integerLessEq(b.lo, actual, type) && integerLessEq(actual, b.hi, type);
  FloatClass c = classifyFloat(actual, type);
  if (c == FloatClass::kNaN) return b.allowNaN;
  bool negative = (actual & f->signMask()) != 0;
  if (c == FloatClass::kInfinite && (negative ? b.allowNegInf : b.allowPosInf)) return true;
  if (!b.finite) return false;
  auto inside = [&](uint64_t x) { return floatLessEq(b.lo, x, *f) && floatLessEq(x, b.hi, *f); };
  if (inside(actual)) return true;
  if (c != FloatClass::kZero) return false;
  if (!tol.zeroSignMatters && inside(actual ^ f->signMask())) return true;
  if (tol.flushesOutputs() && f->hasSubnormals) {
    // A flushed result: some subnormal lies in the interval. Of either sign:
    // an interval bounds a computation of several roundings (a sum, a
    // solve), in which a subnormal partial result flushed to a signed zero
    // and added to a zero of the other sign leaves +0 whatever the sign of
    // the exact result.
    uint64_t largest_sub = f->mantissaMask(), smallest_sub = 1;
    auto hits = [&](uint64_t sign) {
      uint64_t lo = (sign ? largest_sub : smallest_sub) | sign;
      uint64_t hi = (sign ? smallest_sub : largest_sub) | sign;
      return floatLessEq(b.lo, hi, *f) && floatLessEq(lo, b.hi, *f);
    };
    uint64_t sign = actual & f->signMask();
    if (hits(sign) || hits(sign ^ f->signMask())) return true;
  }
  return false;
}

uint64_t distance(uint64_t a, uint64_t b, ElementType type) {
  return isFloatSlot(type) ? ulpDistance(a, b, type) : intDistance(a, b, type);
}

std::string describeBits(uint64_t bits, ElementType type) {
  const FloatFormat* f = floatFormat(type);
  if (!f) {
    std::string value = isSignedInteger(type) ? std::to_string(signExtend(bits, bitWidth(type)))
                                              : std::to_string(bits);
    return fmt::format("{} (0x{:X})", value, bits);
  }
  int hex_digits = (f->totalBits + 3) / 4;
  std::string hex = fmt::format("0x{:0{}X}", bits, hex_digits);
  switch (classifyFloat(bits, type)) {
    case FloatClass::kNaN:
      return hex + ((bits & f->signMask()) ? " (-NaN)" : " (NaN)");
    case FloatClass::kInfinite:
      return hex + ((bits & f->signMask()) ? " (-Inf)" : " (+Inf)");
    default:
      return hex + " (" + printFloatLiteral(bits, type) + ")";
  }
}

// A rounded slot's rule in words when the budget reaches every finite value
// from the reference (a profile that requires no accuracy), else "".
std::string wholeRangeBudget(uint64_t ref, ElementType type, uint64_t ulp) {
  const FloatFormat* f = floatFormat(type);
  if (!f || isNaNBits(ref, type)) return "";
  if (ulp < ulpDistance(ref, f->lowestFiniteBits(), type) ||
      ulp < ulpDistance(ref, f->maxFiniteBits(), type))
    return "";
  const bool infinities = f->hasInf && ulp >= ulpDistance(ref, f->infBits(), type) &&
                          ulp >= ulpDistance(ref, f->infBits() | f->signMask(), type);
  const std::string budget =
      ulp >= (uint64_t{1} << 62)
          ? std::string("the profile's budget is unbounded")
          : fmt::format("the profile's budget of {} ulp spans every finite value", ulp);
  return fmt::format("expected any {} (no accuracy is required: {}; reference {})",
                     infinities ? "value but NaN" : "finite value", budget,
                     describeBits(ref, type));
}

// At most this many members of an any-of set are printed.
constexpr size_t kMembersShown = 8;

std::string describeRule(const TensorExpectation& e, int64_t slot, ElementType type,
                         const Tolerance& tol) {
  uint64_t ref = e.referenceBits(slot);
  switch (e.rule(slot)) {
    case ElementRule::kExact:
      return "expected exactly " + describeBits(ref, type);
    case ElementRule::kRounded:
      if (std::string any = wholeRangeBudget(ref, type, tol.ulp); !any.empty()) return any;
      return fmt::format("expected within {} ulp of the correctly rounded {}", tol.ulp,
                         describeBits(ref, type));
    case ElementRule::kAnyNaN: {
      const NanFlags* flags = e.nanFlags(slot);
      bool sign = flags && flags->signMatters && tol.nanSignMatters;
      bool payload = flags && flags->payloadMatters && tol.nanPayloadMatters;
      return fmt::format("expected a NaN{}{} (reference {})",
                         sign ? " of the reference's sign" : "",
                         payload ? " with the reference's payload" : "", describeBits(ref, type));
    }
    case ElementRule::kInterval: {
      const IntervalBounds* b = e.interval(slot);
      if (!b) return "expected an interval (missing)";
      std::string text = b->finite
                             ? fmt::format("expected within [{}, {}]", describeBits(b->lo, type),
                                           describeBits(b->hi, type))
                             : std::string("expected no finite value");
      if (b->allowPosInf) text += ", or +Inf";
      if (b->allowNegInf) text += ", or -Inf";
      if (b->allowNaN) text += ", or NaN";
      return text + " (reference " + describeBits(ref, type) + ")";
    }
    case ElementRule::kAnyOf: {
      const std::vector<uint64_t>* set = e.anyOf(slot);
      std::string text = "expected one of {";
      const size_t size = set ? set->size() : 0;
      for (size_t i = 0; i < std::min(size, kMembersShown); ++i)
        text += (i ? ", " : "") + describeBits((*set)[i], type);
      if (size > kMembersShown) text += fmt::format(", ... ({} values)", size);
      return text + "}";
    }
    case ElementRule::kAny:
      return "any value";
    case ElementRule::kUndetermined:
      return "the value of an evaluation order the spec leaves open (reference: the spec's "
             "schedule, " +
             describeBits(ref, type) + ")";
  }
  return "";
}

// How a failing slot's `actual` differs from what its rule allows, in
// words, with the distance behind a Difference::kDistance.
struct Described {
  Difference kind = Difference::kDistance;
  uint64_t distance = 0;
  std::string text;
};

// Integers: the difference of the values from the reference (exact rules),
// from the interval's nearer end, or from the nearest member of the set.
Described integerDifference(uint64_t a, uint64_t ref, ElementRule rule, const TensorExpectation& e,
                            int64_t slot, ElementType type) {
  Described d;
  if (rule == ElementRule::kInterval) {
    const IntervalBounds* b = e.interval(slot);
    if (!b || !b->finite) return {Difference::kDistance, 0, "no value is allowed"};
    const bool below = !integerLessEq(b->lo, a, type);
    d.distance = intDistance(a, below ? b->lo : b->hi, type);
    d.text = fmt::format("{} {} the interval", d.distance, below ? "below" : "above");
    return d;
  }
  if (rule == ElementRule::kAnyOf) {
    const std::vector<uint64_t>* set = e.anyOf(slot);
    d.distance = UINT64_MAX;
    if (set)
      for (uint64_t m : *set) d.distance = std::min(d.distance, intDistance(a, m, type));
    d.text = fmt::format("off by {} from the nearest allowed value", d.distance);
    return d;
  }
  d.distance = intDistance(a, ref, type);
  d.text = fmt::format("off by {}{}", integerLessEq(ref, a, type) ? "" : "-", d.distance);
  return d;
}

Described describeDifference(uint64_t a, uint64_t ref, ElementRule rule, const TensorExpectation& e,
                             int64_t slot, ElementType type) {
  const FloatFormat* f = floatFormat(type);
  if (!f) return integerDifference(a, ref, rule, e, slot, type);
  // What the rule allows: NaN or not, and the non-NaN values to measure
  // against (the reference, an interval's ends, a set's members).
  bool nan_due = false;
  std::vector<uint64_t> targets;
  const IntervalBounds* b = rule == ElementRule::kInterval ? e.interval(slot) : nullptr;
  switch (rule) {
    case ElementRule::kAnyNaN:
      nan_due = true;
      break;
    case ElementRule::kInterval:
      if (!b) break;
      nan_due = b->allowNaN;
      if (b->finite) targets = {b->lo, b->hi};
      if (b->allowPosInf) targets.push_back(f->infBits());
      if (b->allowNegInf) targets.push_back(f->infBits() | f->signMask());
      break;
    case ElementRule::kAnyOf:
      if (const std::vector<uint64_t>* set = e.anyOf(slot))
        for (uint64_t m : *set) {
          if (isNaNBits(m, type))
            nan_due = true;
          else
            targets.push_back(m);
        }
      break;
    default:  // the reference
      if (isNaNBits(ref, type))
        nan_due = true;
      else
        targets.push_back(ref);
      break;
  }
  const FloatClass actual = classifyFloat(a, type);
  if (actual == FloatClass::kNaN)
    return nan_due ? Described{Difference::kNaNBits, 0,
                               "a NaN of another sign or payload than the one due"}
                   : Described{Difference::kNaNForNumber, 0, "NaN where a number is due"};
  if (targets.empty())
    return nan_due ? Described{Difference::kNumberForNaN, 0, "a number where NaN is due"}
                   : Described{Difference::kDistance, 0, "no value is allowed"};
  auto infinite = [&](uint64_t x) { return classifyFloat(x, type) == FloatClass::kInfinite; };
  const bool finite_due =
      std::any_of(targets.begin(), targets.end(), [&](uint64_t x) { return !infinite(x); });
  auto infinity = [&](uint64_t x) { return (x & f->signMask()) ? "-Inf" : "+Inf"; };
  if (actual == FloatClass::kInfinite)
    return {Difference::kInfinity, 0,
            fmt::format("{} where {} is due", infinity(a),
                        finite_due ? "a finite value" : infinity(a ^ f->signMask()))};
  if (!finite_due)
    return {Difference::kInfinity, 0,
            fmt::format("a finite value where {} is due",
                        targets.size() == 1 ? infinity(targets[0]) : "an infinity")};
  if (actual == FloatClass::kZero) {
    const uint64_t other_zero = a ^ f->signMask();
    const bool other_allowed =
        b && b->finite ? floatLessEq(b->lo, other_zero, *f) && floatLessEq(other_zero, b->hi, *f)
                       : std::find(targets.begin(), targets.end(), other_zero) != targets.end();
    if (other_allowed) return {Difference::kZeroSign, 0, "the sign of zero differs"};
  }
  Described d;
  d.distance = UINT64_MAX;
  for (uint64_t x : targets)
    if (!infinite(x)) d.distance = std::min(d.distance, ulpDistance(a, x, type));
  switch (rule) {
    case ElementRule::kInterval:
      d.text = fmt::format("{} ulp outside the interval", d.distance);
      break;
    case ElementRule::kAnyOf:
      d.text = fmt::format("{} ulp from the nearest allowed value", d.distance);
      break;
    default:
      d.text = fmt::format("error: {} ulp", d.distance);
      break;
  }
  return d;
}

}  // namespace

bool integerLessEq(uint64_t a, uint64_t b, ElementType type) {
  if (isSignedInteger(type)) return signExtend(a, bitWidth(type)) <= signExtend(b, bitWidth(type));
  return a <= b;
}

std::string_view elementRuleName(ElementRule rule) {
  switch (rule) {
    case ElementRule::kExact:
      return "exact";
    case ElementRule::kRounded:
      return "rounded";
    case ElementRule::kAnyNaN:
      return "any-nan";
    case ElementRule::kInterval:
      return "interval";
    case ElementRule::kAnyOf:
      return "any-of";
    case ElementRule::kAny:
      return "any";
    case ElementRule::kUndetermined:
      return "undetermined";
  }
  return "?";
}

TensorExpectation::TensorExpectation(Tensor reference, std::string op, ElementRule all)
    : TensorExpectation(std::make_shared<const Tensor>(std::move(reference)), std::move(op), all) {}

TensorExpectation::TensorExpectation(std::shared_ptr<const Tensor> reference, std::string op,
                                     ElementRule all)
    : reference_(std::move(reference)), op_(std::move(op)), all_(all) {}

ElementType TensorExpectation::slotType() const {
  return complexPartType(reference_->elementType());
}

uint64_t TensorExpectation::referenceBits(int64_t slot) const {
  const bool complex = isComplex(reference_->elementType());
  return reference_->partBits(complex ? slot / 2 : slot, complex ? static_cast<int>(slot % 2) : 0);
}

int64_t TensorExpectation::slots() const {
  return reference_->numElements() * (isComplex(reference_->elementType()) ? 2 : 1);
}

void TensorExpectation::setRule(int64_t slot, ElementRule rule) {
  if (rules_.empty()) {
    if (rule == all_) return;
    rules_.assign(static_cast<size_t>(slots()), all_);
  }
  rules_[static_cast<size_t>(slot)] = rule;
}

void TensorExpectation::setAnyNaN(int64_t slot, NanFlags flags) {
  setRule(slot, ElementRule::kAnyNaN);
  nanFlags_[slot] = flags;
}

void TensorExpectation::setInterval(int64_t slot, IntervalBounds bounds) {
  setRule(slot, ElementRule::kInterval);
  intervals_[slot] = bounds;
}

void TensorExpectation::setAnyOf(int64_t slot, std::vector<uint64_t> allowed) {
  setRule(slot, ElementRule::kAnyOf);
  anyOf_[slot] = std::move(allowed);
}

namespace {

// A monotone map into a format without infinities (a convert to
// f8E4M3FN) sends the values beyond its range to NaN: an end that maps to
// NaN stands for the overflowing part of the interval (NaN allowed, the end
// moves to the largest finite value of its sign, or nothing finite is left
// when both ends overflow on one side), and infinities become NaN.
void mapOverflowToNaN(ElementType sourceType, ElementType type, uint64_t sourceLo,
                      uint64_t sourceHi, IntervalBounds& out) {
  const FloatFormat* f = floatFormat(type);
  const FloatFormat* from = floatFormat(sourceType);
  if (!f || !from) return;
  const bool loNaN = classifyFloat(out.lo, type) == FloatClass::kNaN;
  const bool hiNaN = classifyFloat(out.hi, type) == FloatClass::kNaN;
  if ((out.allowPosInf || out.allowNegInf) && !f->hasInf) out.allowNaN = true;
  if (!out.finite || (!loNaN && !hiNaN)) return;
  out.allowNaN = true;
  const bool loNegative = (sourceLo & from->signMask()) != 0;
  const bool hiNegative = (sourceHi & from->signMask()) != 0;
  if (loNaN && hiNaN && loNegative == hiNegative) {
    out.finite = false;
    return;
  }
  if (loNaN) out.lo = f->maxFiniteBits() | (loNegative ? f->signMask() : 0);
  if (hiNaN) out.hi = f->maxFiniteBits() | (hiNegative ? f->signMask() : 0);
}

}  // namespace

void TensorExpectation::copySlot(const TensorExpectation& source, int64_t from, int64_t to,
                                 const std::function<uint64_t(uint64_t)>& map, bool reversesOrder,
                                 bool keepRounded) {
  auto mapped = [&](uint64_t bits) { return map ? map(bits) : bits; };
  switch (source.rule(from)) {
    case ElementRule::kInterval: {
      const IntervalBounds& b = *source.interval(from);
      IntervalBounds out = b;
      out.lo = mapped(reversesOrder ? b.hi : b.lo);
      out.hi = mapped(reversesOrder ? b.lo : b.hi);
      if (reversesOrder) std::swap(out.allowPosInf, out.allowNegInf);
      if (map)
        mapOverflowToNaN(source.slotType(), slotType(), reversesOrder ? b.hi : b.lo,
                         reversesOrder ? b.lo : b.hi, out);
      setInterval(to, out);
      return;
    }
    case ElementRule::kAnyOf: {
      std::vector<uint64_t> values;
      for (uint64_t v : *source.anyOf(from)) values.push_back(mapped(v));
      setAnyOf(to, std::move(values));
      return;
    }
    case ElementRule::kAnyNaN:
      setAnyNaN(to, source.nanFlags(from) ? *source.nanFlags(from) : NanFlags{});
      return;
    case ElementRule::kAny:
    case ElementRule::kUndetermined:
      setRule(to, source.rule(from));
      return;
    case ElementRule::kRounded:
      setRule(to, keepRounded ? ElementRule::kRounded : ElementRule::kExact);
      return;
    case ElementRule::kExact:
      setRule(to, ElementRule::kExact);
      return;
  }
}

void TensorExpectation::addAlternative(std::shared_ptr<const TensorExpectation> expectation,
                                       std::string reading) {
  alternatives_.push_back({std::move(expectation), std::move(reading)});
}

const NanFlags* TensorExpectation::nanFlags(int64_t slot) const {
  auto it = nanFlags_.find(slot);
  return it == nanFlags_.end() ? nullptr : &it->second;
}

const IntervalBounds* TensorExpectation::interval(int64_t slot) const {
  auto it = intervals_.find(slot);
  return it == intervals_.end() ? nullptr : &it->second;
}

const std::vector<uint64_t>* TensorExpectation::anyOf(int64_t slot) const {
  auto it = anyOf_.find(slot);
  return it == anyOf_.end() ? nullptr : &it->second;
}

bool slotAllowed(ElementRule rule, uint64_t actual, uint64_t reference, ElementType type,
                 const Tolerance& tol, const TensorExpectation* expected, int64_t slot) {
  switch (rule) {
    case ElementRule::kExact:
      return matchesExact(actual, reference, type, tol);
    case ElementRule::kRounded: {
      if (matchesExact(actual, reference, type, tol)) return true;
      if (!isFloatSlot(type)) return false;
      if (isNaNBits(actual, type) || isNaNBits(reference, type)) return false;
      if (isZero(actual, type) && isZero(reference, type)) return false;  // zero sign judged above
      return ulpDistance(actual, reference, type) <= tol.ulp;
    }
    case ElementRule::kAnyNaN: {
      if (!isFloatSlot(type) || !isNaNBits(actual, type)) return false;
      const NanFlags* flags = expected ? expected->nanFlags(slot) : nullptr;
      const FloatFormat& f = *floatFormat(type);
      bool sign_ok = !(flags && flags->signMatters && tol.nanSignMatters) ||
                     ((actual ^ reference) & f.signMask()) == 0;
      bool payload_ok = !(flags && flags->payloadMatters && tol.nanPayloadMatters) ||
                        ((actual ^ reference) & ~f.signMask()) == 0;
      return sign_ok && payload_ok;
    }
    case ElementRule::kInterval: {
      const IntervalBounds* b = expected ? expected->interval(slot) : nullptr;
      return b && withinInterval(actual, *b, type, tol);
    }
    case ElementRule::kAnyOf: {
      const std::vector<uint64_t>* set = expected ? expected->anyOf(slot) : nullptr;
      if (!set) return false;
      return std::any_of(set->begin(), set->end(),
                         [&](uint64_t m) { return matchesExact(actual, m, type, tol); });
    }
    case ElementRule::kAny:
      return true;
    case ElementRule::kUndetermined:  // judged only under a fixed order
      return !tol.specOrder || matchesExact(actual, reference, type, tol);
  }
  return false;
}

// A kRounded slot whose value was exactly widened from `budgetType`: the
// actual value must be one of that type's (what a widening gives) and
// within its budget there, or match the wide reference exactly.
bool roundedInBudgetType(uint64_t actual, uint64_t reference, ElementType type,
                         const Tolerance& tol, ElementType budgetType, const Tolerance& budgetTol) {
  if (matchesExact(actual, reference, type, tol)) return true;
  const MpfrNumber wideActual = MpfrNumber::fromBits(actual, type);
  const uint64_t narrowActual = wideActual.toBits(budgetType);
  if (MpfrNumber::fromBits(narrowActual, budgetType).toBits(type) != actual) return false;
  const uint64_t narrowReference = MpfrNumber::fromBits(reference, type).toBits(budgetType);
  return slotAllowed(ElementRule::kRounded, narrowActual, narrowReference, budgetType, budgetTol,
                     nullptr, 0);
}

Verdict Comparison::verdict() const {
  if (!passed) return Verdict::kFail;
  return inconclusive > 0 ? Verdict::kInconclusive : Verdict::kPass;
}

Comparison compare(const Tensor& actual, const TensorExpectation& expected, const Profile& profile,
                   const CompareOptions& options) {
  Comparison out;
  const Tensor& ref = expected.reference();
  if (actual.elementType() != ref.elementType() || actual.shape() != ref.shape()) {
    out.passed = false;
    out.structuralError =
        fmt::format("expected a tensor of shape [{}] of {}, got [{}] of {}",
                    fmt::join(ref.shape(), ", "), elementTypeName(ref.elementType()),
                    fmt::join(actual.shape(), ", "), elementTypeName(actual.elementType()));
    return out;
  }
  std::string_view op = options.opName.empty() ? std::string_view(expected.op()) : options.opName;
  Tolerance tol = profile.lookup(op, ref.elementType());
  int64_t slots = expected.slots();
  int parts = isComplex(ref.elementType()) ? 2 : 1;
  ElementType type = expected.slotType();
  out.integerSlots = !isFloatSlot(type);
  const ElementType budgetType = expected.budgetType();
  const Tolerance budgetTol = budgetType == type ? tol : profile.lookup(op, budgetType);
  if (options.perSlot) {
    out.slotPassed.assign(static_cast<size_t>(slots), 1);
    out.slotUlp.assign(static_cast<size_t>(slots), 0);
  }
  // Fast path: bit-identical to an all-exact reference.
  bool identical = actual.bytes().size() == ref.bytes().size() &&
                   (ref.bytes().empty() || std::memcmp(actual.bytes().data(), ref.bytes().data(),
                                                       ref.bytes().size()) == 0);
  if (identical && expected.uniform() && expected.rule(0) == ElementRule::kExact) return out;

  for (int64_t slot = 0; slot < slots; ++slot) {
    int64_t element = slot / parts;
    int part = static_cast<int>(slot % parts);
    uint64_t a = actual.partBits(element, part);
    uint64_t r = ref.partBits(element, part);
    ElementRule rule = expected.rule(slot);
    bool ok = rule == ElementRule::kRounded && budgetType != type
                  ? roundedInBudgetType(a, r, type, tol, budgetType, budgetTol)
                  : slotAllowed(rule, a, r, type, tol, &expected, slot);
    for (size_t i = 0; !ok && i < expected.alternatives().size(); ++i) {
      const TensorExpectation& alt = *expected.alternatives()[i].expectation;
      ok = slotAllowed(alt.rule(slot), a, alt.referenceBits(slot), type, tol, &alt, slot);
    }
    uint64_t ulp = 0;
    if (rule == ElementRule::kExact || rule == ElementRule::kRounded) {
      ulp = a == r ? 0 : distance(a, r, type);
      bool finite_pair = !isFloatSlot(type) || (!isNaNBits(a, type) && !isNaNBits(r, type));
      if (finite_pair && ulp > out.maxUlp) {
        out.maxUlp = ulp;
        out.maxUlpSlot = slot;
      }
    } else if (rule == ElementRule::kInterval && !ok) {
      if (const IntervalBounds* b = expected.interval(slot); b && b->finite)
        ulp = std::min(distance(a, b->lo, type), distance(a, b->hi, type));
    }
    if (options.perSlot) {
      out.slotPassed[static_cast<size_t>(slot)] = ok;
      out.slotUlp[static_cast<size_t>(slot)] = ulp;
    }
    if (rule == ElementRule::kUndetermined && !tol.specOrder) ++out.inconclusive;
    if (ok) continue;
    out.passed = false;
    ++out.failures;
    const Described difference = describeDifference(a, r, rule, expected, slot, type);
    ++out.failingByDifference[static_cast<size_t>(difference.kind)];
    if (difference.kind == Difference::kDistance)
      out.maxFailingUlp = std::max(out.maxFailingUlp, difference.distance);
    if (out.firstFailures.size() >= options.maxReported) continue;
    Mismatch m{element, part, rule, a, r, ulp, difference.kind, ""};
    std::string where =
        fmt::format("{} element {}{}", op.empty() ? "result" : op, ref.indexText(element),
                    parts == 2 ? (part ? " (imaginary part)" : " (real part)") : "");
    const std::string& error_text = difference.text;
    m.explanation = fmt::format("{} of {}: {}\n", where, elementTypeName(ref.elementType()),
                                describeRule(expected, slot, type, tol));
    for (const auto& alt : expected.alternatives())
      m.explanation += fmt::format("  or, with {}: {}\n", alt.reading,
                                   describeRule(*alt.expectation, slot, type, tol));
    m.explanation += fmt::format("  actual    {}\n  {}", describeBits(a, type), error_text);
    if (expected.explainInputs) m.explanation += "\n  inputs    " + expected.explainInputs(element);
    out.firstFailures.push_back(std::move(m));
  }
  return out;
}

std::string Comparison::explain() const {
  if (!structuralError.empty()) return structuralError;
  if (passed && inconclusive > 0)
    return fmt::format(
        "inconclusive: {} element(s) depend on an evaluation order the spec leaves open "
        "(set order=spec in the profile to judge them against the spec's schedule)",
        inconclusive);
  if (passed) return fmt::format("ok (max error {} ulp)", maxUlp);
  // The summary describes the failing elements alone (an element within
  // its budget, or allowed by another reading, is no part of it).
  auto count = [&](Difference d) { return failingByDifference[static_cast<size_t>(d)]; };
  std::vector<std::string> details;
  if (count(Difference::kDistance) > 0)
    details.push_back(integerSlots ? fmt::format("largest difference among them {}", maxFailingUlp)
                                   : fmt::format("largest error among them {} ulp", maxFailingUlp));
  const std::pair<Difference, const char*> kinds[] = {
      {Difference::kZeroSign, "with the other sign of zero"},
      {Difference::kNaNForNumber, "NaN(s) where a number is due"},
      {Difference::kNumberForNaN, "number(s) where NaN is due"},
      {Difference::kNaNBits, "NaN(s) of another sign or payload"},
      {Difference::kInfinity, "infinite where finite is due, or the reverse"},
  };
  for (const auto& [kind, words] : kinds)
    if (count(kind) > 0) details.push_back(fmt::format("{} {}", count(kind), words));
  std::string text = fmt::format("{} element(s) differ", failures);
  if (!details.empty()) text += fmt::format(" ({})", fmt::join(details, "; "));
  for (const Mismatch& m : firstFailures) text += "\n" + m.explanation;
  if (static_cast<int64_t>(firstFailures.size()) < failures)
    text += fmt::format("\n... and {} more", failures - static_cast<int64_t>(firstFailures.size()));
  return text;
}

}  // namespace hlo_cts::oracle
