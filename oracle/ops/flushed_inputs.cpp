// Other readings of an op's inputs that give other allowed results.
//
// Subnormal inputs read as zero (profile flush_subnormals=inputs|both): a
// backend that runs with DAZ ("denormals are zero", x86 MXCSR; `.ftz` on
// NVIDIA GPUs) reads every subnormal float operand of an arithmetic op as a
// zero of the same sign. The spec does not allow it (StableHLO follows IEEE
// 754), so only a profile can; when one does, the result such a backend
// computes is the op's exact semantics on the flushed operands, which the
// oracle evaluates and offers beside the spec's reading.
//
// Subnormal partial results flushed (profile flush_subnormals=outputs|both):
// the same backend flushes every subnormal rounding inside a reduction, a
// dot or a solve, not only the op's result, and each such flush moves the
// result by less than the smallest normal. The readings of such an op's
// results are offered again, widened by that much per partial result.
//
// Signaling NaN operands: IEEE 754 (§7.2) has every operation on a signaling
// NaN signal invalid and deliver a quiet NaN, even those that map a quiet
// NaN to a number (pow(NaN, 0) = 1, hypot(NaN, Inf) = Inf); implementations
// that quiet the NaN first return the number. The spec does not say which,
// so both are allowed.
//
// Complex operands with infinite or NaN parts: the oracle computes complex
// functions through MPC, which follows C Annex G (cexp(-Inf + iNaN) = ±0,
// Inf · (x + iy) recovered as an infinity). The spec defines complex ops
// only as "complex multiplication", "complex exponential", ..., without
// Annex G's special cases, and real compilers use the plain formulas
// ((ac − bd) + (ad + bc)i gives NaN for Inf − Inf). So besides MPC's
// result, a part may be NaN, ±Inf or ±0 where an operand part is infinite,
// and anything where an operand part is NaN.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <memory>
#include <optional>

#include "numerics/mpfr_number.h"
#include "oracle/expectation.h"
#include "oracle/ops/elementwise_ops.h"
#include "oracle/ops/families.h"
#include "oracle/ops/linalg_budget.h"
#include "oracle/parallel.h"
#include "oracle/profile.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

// `t` with each subnormal float slot replaced by the zero of its sign (+0 in
// formats without -0), or nothing when `t` holds no subnormal.
std::optional<Tensor> flushedSubnormals(const Tensor& t) {
  const int parts = isComplex(t.elementType()) ? 2 : 1;
  const ElementType slotType = complexPartType(t.elementType());
  const FloatFormat* format = floatFormat(slotType);
  if (!format || !format->hasSubnormals) return std::nullopt;
  std::optional<Tensor> out;
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int part = 0; part < parts; ++part) {
      uint64_t bits = t.partBits(i, part);
      if (classifyFloat(bits, slotType) != FloatClass::kSubnormal) continue;
      if (!out) out = t;
      out->setPartBits(i, part, format->hasNegativeZero ? bits & format->signMask() : 0);
    }
  return out;
}

// sort moves its operands' elements: a DAZ backend compares flushed keys
// but moves the original values, whereas sorting the flushed operands gives
// flushed values. So each position of that alternative may hold any
// original element whose flushed tuple (one element of every operand) it
// allows: keys that flushing made equal are ties, in any order. An unstable
// sort's alternative already allows each element of a run of ties at every
// position of the run (its choices); an original fits a position when each
// slot of its flushed tuple is among the values allowed there, so that
// flushing, which can make keys tie whose elements still differ, keeps
// those orders open too.
void unflushSortAlternative(std::span<const RuntimeValue> originals,
                            std::span<const RuntimeValue> flushed,
                            std::vector<RuntimeValue>& alternative, const std::string& opName) {
  const size_t n = originals.size();
  if (alternative.size() != n) return;
  for (size_t k = 0; k < n; ++k)
    if (!originals[k].isTensor() || !flushed[k].isTensor() || !alternative[k].isTensor()) return;
  auto slotsOf = [](const Tensor& t) { return isComplex(t.elementType()) ? 2 : 1; };
  auto tupleAt = [&](std::span<const RuntimeValue> values, int64_t i) {
    std::vector<uint64_t> key;
    for (const RuntimeValue& v : values)
      for (int p = 0; p < slotsOf(v.tensor()); ++p) key.push_back(v.tensor().partBits(i, p));
    return key;
  };
  std::map<std::vector<uint64_t>, std::vector<int64_t>> originalsOf;  // flushed tuple -> elements
  const int64_t elements = originals[0].tensor().numElements();
  for (int64_t j = 0; j < elements; ++j) originalsOf[tupleAt(flushed, j)].push_back(j);
  // The values the alternative allows at each slot of position i's tuple
  // (null: only the alternative's own value there).
  auto choicesAt = [&](int64_t i) {
    std::vector<const std::vector<uint64_t>*> choices;
    for (const RuntimeValue& v : alternative)
      for (int p = 0; p < slotsOf(v.tensor()); ++p)
        choices.push_back(v.expectation() ? v.expectation()->anyOf(i * slotsOf(v.tensor()) + p)
                                          : nullptr);
    return choices;
  };
  auto originalsAt = [&](int64_t i) {
    const std::vector<uint64_t> own = tupleAt(alternative, i);
    const std::vector<const std::vector<uint64_t>*> choices = choicesAt(i);
    std::vector<int64_t> fits;
    if (std::none_of(choices.begin(), choices.end(), [](auto* c) { return c != nullptr; })) {
      if (auto found = originalsOf.find(own); found != originalsOf.end()) fits = found->second;
      return fits;
    }
    for (const auto& [tuple, members] : originalsOf) {
      bool allowedHere = true;
      for (size_t s = 0; s < tuple.size() && allowedHere; ++s)
        allowedHere = choices[s] ? std::find(choices[s]->begin(), choices[s]->end(), tuple[s]) !=
                                       choices[s]->end()
                                 : tuple[s] == own[s];
      if (allowedHere) fits.insert(fits.end(), members.begin(), members.end());
    }
    return fits;
  };
  std::vector<std::shared_ptr<TensorExpectation>> allowed;
  for (const RuntimeValue& v : alternative)
    allowed.push_back(std::make_shared<TensorExpectation>(v.tensor(), opName));
  for (int64_t i = 0; i < elements; ++i) {
    const std::vector<int64_t> fits = originalsAt(i);
    if (fits.empty()) continue;
    for (size_t k = 0; k < n; ++k) {
      const Tensor& original = originals[k].tensor();
      for (int p = 0; p < slotsOf(original); ++p) {
        std::vector<uint64_t> values;
        for (int64_t j : fits) {
          const uint64_t bits = original.partBits(j, p);
          if (std::find(values.begin(), values.end(), bits) == values.end()) values.push_back(bits);
        }
        allowed[k]->setAnyOf(i * slotsOf(original) + p, std::move(values));
      }
    }
  }
  for (size_t k = 0; k < n; ++k) alternative[k].setExpectation(std::move(allowed[k]));
}

}  // namespace

bool readsFloatsArithmetically(const Operation& op) {
  if (opInfo(op.id()).readsFloatsArithmetically()) return true;
  for (const auto& region : op.regions())
    for (const auto& block : region->blocks())
      for (const auto& inner : block->operations())
        if (readsFloatsArithmetically(*inner)) return true;
  return false;
}

Status addFlushedInputAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                   OpHandler handler, EvalContext& context,
                                   std::vector<RuntimeValue>& results) {
  const Profile* profile = context.options().profile;
  if (!profile || !readsFloatsArithmetically(op)) return Status::success();
  std::vector<RuntimeValue> flushed(operands.begin(), operands.end());
  bool any = false;
  for (RuntimeValue& v : flushed) {
    if (!v.isTensor()) continue;
    ElementType element = v.tensor().elementType();
    if (!profile->lookup(op.id(), element).flushesInputs()) continue;
    if (std::optional<Tensor> t = flushedSubnormals(v.tensor())) {
      v = RuntimeValue::fromTensor(std::move(*t));
      any = true;
    }
  }
  if (!any) return Status::success();
  Result<std::vector<RuntimeValue>> alternative = handler(op, flushed, context);
  if (!alternative.ok()) return alternative.takeError();
  if (alternative->size() != results.size()) return Status::success();
  if (op.id() == OpId::kSort) unflushSortAlternative(operands, flushed, *alternative, op.name());
  for (size_t i = 0; i < results.size(); ++i) {
    RuntimeValue& result = results[i];
    const RuntimeValue& alt = (*alternative)[i];
    if (!result.isTensor() || !alt.isTensor()) continue;
    if (!alt.expectation() && alt.tensor() == result.tensor()) continue;  // nothing new
    result.addAlternative(alt, op.name(), "subnormal inputs read as zero");
  }
  return Status::success();
}

namespace {

// A copy of `reading` whose exact and interval slots near the subnormal
// range are widened by `slack` (their other rules kept; where `slack` is
// below an ulp's fraction, widening would only loosen the result), or null
// when no slot is.
std::shared_ptr<TensorExpectation> widenedReading(const TensorExpectation& reading, double slack) {
  auto out = std::make_shared<TensorExpectation>(reading.reference(), reading.op());
  const ElementType type = reading.slotType();
  const double near = std::ldexp(slack, floatFormat(type)->mantissaBits + 2);
  bool any = false;
  for (int64_t slot = 0; slot < reading.slots(); ++slot) {
    const ElementRule rule = reading.rule(slot);
    IntervalBounds bounds;
    if (rule == ElementRule::kExact) {
      const uint64_t bits = reading.referenceBits(slot);
      const FloatClass c = classifyFloat(bits, type);
      if (c == FloatClass::kNaN || c == FloatClass::kInfinite) {
        out->copySlot(reading, slot, slot);
        continue;
      }
      bounds.lo = bounds.hi = bits;
    } else if (rule == ElementRule::kInterval && reading.interval(slot)->finite) {
      bounds = *reading.interval(slot);
    } else {
      out->copySlot(reading, slot, slot);
      continue;
    }
    const double nearest = std::min(std::abs(floatToDouble(bounds.lo, type)),
                                    std::abs(floatToDouble(bounds.hi, type)));
    if (nearest > near) {
      out->copySlot(reading, slot, slot);
      continue;
    }
    bounds.lo = budgetBounds(MpfrNumber::fromBits(bounds.lo, type), slack, type).lo;
    bounds.hi = budgetBounds(MpfrNumber::fromBits(bounds.hi, type), slack, type).hi;
    out->setInterval(slot, bounds);
    any = true;
  }
  return any ? out : nullptr;
}

}  // namespace

void addFlushedPartialResultAlternatives(const Operation& op,
                                         std::span<const RuntimeValue> operands,
                                         const EvalContext& context,
                                         std::vector<RuntimeValue>& results) {
  const Profile* profile = context.options().profile;
  const OpFamily family = opInfo(op.id()).family;
  if (!profile || !readsFloatsArithmetically(op) ||
      (family != OpFamily::kReduction && family != OpFamily::kLinalg &&
       family != OpFamily::kCollective))
    return;
  double elements = 0;
  for (const RuntimeValue& v : operands)
    if (v.isTensor()) elements += static_cast<double>(v.tensor().numElements());
  for (RuntimeValue& result : results) {
    if (!result.isTensor()) continue;
    const ElementType type = result.tensor().elementType();
    const ElementType part = isComplex(type) ? complexPartType(type) : type;
    const FloatFormat* format = floatFormat(part);
    if (!format || !format->hasSubnormals || !profile->lookup(op.id(), part).flushesOutputs())
      continue;
    const double slack = 4 * elements * std::ldexp(1.0, format->minExponent());
    std::vector<std::shared_ptr<const TensorExpectation>> readings;
    if (result.expectation()) {
      readings.push_back(result.expectation());
      for (const TensorExpectation::Alternative& a : result.expectation()->alternatives())
        readings.push_back(a.expectation);
    } else {
      readings.push_back(std::make_shared<TensorExpectation>(result.tensor(), op.name()));
    }
    for (const auto& reading : readings)
      if (std::shared_ptr<TensorExpectation> w = widenedReading(*reading, slack))
        result.addAlternative(std::move(w), op.name(),
                              "subnormal partial results flushed to zero (FTZ)");
  }
}

namespace {

// Marks (in `marked`, sized on the first mark: this runs on every
// element-wise result, most with no signaling NaN) the elements of `t` with
// a part that is an IEEE-encoded NaN whose quiet bit (the mantissa's top
// bit) is clear. The format's masks are read once.
void markSignalingNaNs(const Tensor& t, std::vector<char>& marked) {
  const FloatFormat* f = floatFormat(complexPartType(t.elementType()));
  if (!f || f->nan != NanEncoding::kIeee || f->mantissaBits == 0) return;
  const uint64_t exponent = f->exponentMask(), mantissa = f->mantissaMask();
  const uint64_t quiet = uint64_t{1} << (f->mantissaBits - 1);
  const int parts = isComplex(t.elementType()) ? 2 : 1;
  auto scan = [&]<class S>(S) {
    // Parts are stored little-endian, as the host's S (x86, Arm). A part is
    // a signaling NaN when its magnitude lies in (Inf, Inf + quiet): one
    // subtraction and one unsigned comparison, so the first pass, which
    // only asks whether there is any, vectorizes (a scalar scan with three
    // tests was most of a large add's time), in parallel blocks.
    const uint8_t* data = t.bytes().data();
    const int64_t count = t.numElements() * parts;
    const S magnitude = static_cast<S>(exponent | mantissa),
            firstNaN = static_cast<S>(exponent + 1), span = static_cast<S>(quiet - 1);
    auto isSignaling = [&](S bits) { return static_cast<S>((bits & magnitude) - firstNaN) < span; };
    std::atomic<bool> any{false};
    parallelFor(count, int64_t{1} << 16, [&](int64_t begin, int64_t end) {
      // Blocks of a fixed length: GCC's -O2 vectorizes only loops whose trip
      // count needs no scalar remainder.
      constexpr int64_t kBlock = 64;
      S found = 0;
      int64_t i = begin;
      for (; i + kBlock <= end; i += kBlock) {
        const uint8_t* block = data + i * static_cast<int64_t>(sizeof(S));
        for (int64_t k = 0; k < kBlock; ++k) found |= isSignaling(ew::loadRaw<S>(block, k));
      }
      for (; i < end; ++i) found |= isSignaling(ew::loadRaw<S>(data, i));
      if (found) any.store(true, std::memory_order_relaxed);
    });
    if (!any.load()) return;
    marked.resize(static_cast<size_t>(t.numElements()));
    for (int64_t i = 0; i < count; ++i)
      if (isSignaling(ew::loadRaw<S>(data, i))) marked[static_cast<size_t>(i / parts)] = 1;
  };
  switch (t.elementBytes() / parts) {
    case 1:
      return scan(uint8_t{});
    case 2:
      return scan(uint16_t{});
    case 4:
      return scan(uint32_t{});
    default:
      return scan(uint64_t{});
  }
}

}  // namespace

// IEEE 754 arithmetic delivers a quiet NaN for a signaling NaN operand
// (§6.2), and so do the oracle's real element-wise arithmetic ops, but for
// those that copy a NaN as it is: the sign-bit operations negate, abs and
// conj (§5.5.1; conj is the identity on real values), next_after (which
// returns a NaN operand), and on complex values maximum, minimum and clamp
// (which pick an operand). A test runs every arithmetic element-wise op on
// signaling NaNs in every IEEE format and holds this rule to it.
bool resultsHoldOnlyQuietNaNs(OpId id, ElementType resultType) {
  const OpInfo& info = opInfo(id);
  if (info.family != OpFamily::kElementwise || !info.readsFloatsArithmetically()) return false;
  if (isComplex(resultType)) return false;
  return id != OpId::kNegate && id != OpId::kAbs && id != OpId::kChloConj &&
         id != OpId::kChloNextAfter && id != OpId::kChloBroadcastNextAfter;
}

void addSignalingNaNAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                 std::vector<RuntimeValue>& results) {
  const OpInfo& info = opInfo(op.id());
  if (info.family != OpFamily::kElementwise || !info.readsFloatsArithmetically()) return;
  for (RuntimeValue& result : results) {
    if (!result.isTensor() || !floatFormat(complexPartType(result.tensor().elementType())))
      continue;
    if (resultsHoldOnlyQuietNaNs(op.id(), result.tensor().elementType()))
      result.setHoldsOnlyQuietNaNs();
    const Tensor& value = result.tensor();
    std::vector<char> marked;
    for (const RuntimeValue& operand : operands)
      if (operand.isTensor() && !operand.holdsOnlyQuietNaNs() &&
          operand.tensor().numElements() == value.numElements())
        markSignalingNaNs(operand.tensor(), marked);
    if (marked.empty()) continue;
    std::vector<int64_t> elements;
    for (int64_t e = 0; e < value.numElements(); ++e)
      if (marked[static_cast<size_t>(e)]) elements.push_back(e);
    if (elements.empty()) continue;
    auto alternative = std::make_shared<TensorExpectation>(value, op.name());
    const int parts = isComplex(value.elementType()) ? 2 : 1;
    for (int64_t e : elements)
      for (int p = 0; p < parts; ++p) alternative->setAnyNaN(e * parts + p, NanFlags{});
    result.addAlternative(std::move(alternative), op.name(),
                          "a signaling NaN operand signals invalid: the result is a NaN");
  }
}

namespace {

// The operand element's non-finite parts: 2 a NaN part, 1 an infinite part,
// 0 none.
int nonFinitePart(const Tensor& t, int64_t element) {
  const ElementType part = complexPartType(t.elementType());
  int worst = 0;
  for (int p = 0; p < 2; ++p) {
    const FloatClass c = classifyFloat(t.partBits(element, p), part);
    if (c == FloatClass::kNaN) return 2;
    if (c == FloatClass::kInfinite) worst = 1;
  }
  return worst;
}

}  // namespace

void addComplexSpecialValueAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                        std::vector<RuntimeValue>& results) {
  const OpInfo& info = opInfo(op.id());
  if (info.family != OpFamily::kElementwise || !info.readsFloatsArithmetically() ||
      ew::complexFnIsExact(info.mathFn))
    return;
  for (RuntimeValue& result : results) {
    if (!result.isTensor() || !floatFormat(complexPartType(result.tensor().elementType())))
      continue;
    const Tensor& value = result.tensor();
    const bool complexOperand =
        std::any_of(operands.begin(), operands.end(), [&](const RuntimeValue& operand) {
          return operand.isTensor() && isComplex(operand.tensor().elementType()) &&
                 operand.tensor().numElements() == value.numElements();
        });
    if (!complexOperand) continue;
    std::shared_ptr<TensorExpectation> alternative;
    const int parts = isComplex(value.elementType()) ? 2 : 1;
    for (int64_t e = 0; e < value.numElements(); ++e) {
      int worst = 0;
      for (const RuntimeValue& operand : operands)
        if (operand.isTensor() && isComplex(operand.tensor().elementType()) &&
            operand.tensor().numElements() == value.numElements())
          worst = std::max(worst, nonFinitePart(operand.tensor(), e));
      if (worst == 0) continue;
      if (!alternative) alternative = std::make_shared<TensorExpectation>(value, op.name());
      // An infinite part: each result part may be NaN, ±Inf or ±0, the
      // values Annex G's special cases and the plain formulas produce.
      const ElementType part = complexPartType(value.elementType());
      const uint64_t negativeZero = floatFormat(part)->signMask();
      for (int p = 0; p < parts; ++p) {
        if (worst == 2)
          alternative->setRule(e * parts + p, ElementRule::kAny);
        else
          alternative->setInterval(e * parts + p,
                                   IntervalBounds{negativeZero, 0, true, true, true, true});
      }
    }
    if (!alternative) continue;
    result.addAlternative(std::move(alternative), op.name(),
                          "complex special values outside C Annex G (the spec does not adopt "
                          "it): a NaN part makes any result, an infinite part NaN, ±Inf or ±0");
  }
}

}  // namespace hlo_cts::oracle
