#include "oracle/propagate.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include "numerics/mpfr_number.h"
#include "oracle/expectation.h"
#include "oracle/ops/index_util.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

// The operand element each result element copies, by linear index.
using SourceOf = std::function<int64_t(int64_t resultElement)>;

// How a slot's allowed values map to the result's: identity for the moving
// ops, rounding for convert, sign flip (reversing the order) for negate.
struct ValueMap {
  std::function<uint64_t(uint64_t)> apply;  // one allowed value
  bool reversesOrder = false;
  // The result's reference is still the correctly rounded value of an exact
  // one, so a budgeted (kRounded) slot keeps its budget: true for moves and
  // negation, false for a rounding convert (a second rounding).
  bool keepsRounding = true;
};

// The source map of a moving op, from its attributes and the shapes.
std::optional<SourceOf> sourceOf(const Operation& op, const Tensor& operand, const Tensor& result) {
  const std::vector<int64_t> in(operand.shape().begin(), operand.shape().end());
  auto through = [&operand, &result](auto map) -> SourceOf {
    return [&operand, &result, map](int64_t element) {
      const std::vector<int64_t> r = result.multiIndex(element);
      std::vector<int64_t> o(static_cast<size_t>(operand.rank()));
      map(r, o);
      return operand.linearIndex(o);
    };
  };
  switch (op.id()) {
    case OpId::kReshape:
    case OpId::kConvert:
    case OpId::kNegate:
      return [](int64_t element) { return element; };
    case OpId::kTranspose: {
      // An op whose attributes do not read is not propagated through.
      Result<std::vector<int64_t>> permutation = ops::dimensionsAttr(op);
      if (!permutation.ok()) return std::nullopt;
      const std::vector<int64_t> p = std::move(*permutation);
      if (p.size() != in.size()) return std::nullopt;
      return through([p](const std::vector<int64_t>& r, std::vector<int64_t>& o) {
        for (size_t i = 0; i < p.size(); ++i) o[static_cast<size_t>(p[i])] = r[i];
      });
    }
    case OpId::kBroadcastInDim: {
      Result<std::vector<int64_t>> broadcastDimensions = ops::dimensionsAttr(op);
      if (!broadcastDimensions.ok()) return std::nullopt;
      const std::vector<int64_t> dims = std::move(*broadcastDimensions);
      if (dims.size() != in.size()) return std::nullopt;
      return through([dims, in](const std::vector<int64_t>& r, std::vector<int64_t>& o) {
        for (size_t j = 0; j < dims.size(); ++j)
          o[j] = in[j] == 1 ? 0 : r[static_cast<size_t>(dims[j])];
      });
    }
    case OpId::kSlice: {
      Result<ops::SliceAttrs> slice = ops::sliceAttrs(op);
      if (!slice.ok()) return std::nullopt;
      const std::vector<int64_t> start = std::move(slice->startIndices);
      const std::vector<int64_t> strides = std::move(slice->strides);
      if (start.size() != in.size() || strides.size() != in.size()) return std::nullopt;
      return through([start, strides](const std::vector<int64_t>& r, std::vector<int64_t>& o) {
        for (size_t i = 0; i < o.size(); ++i) o[i] = start[i] + r[i] * strides[i];
      });
    }
    case OpId::kReverse: {
      Result<std::vector<int64_t>> dimensions = ops::dimensionsAttr(op);
      if (!dimensions.ok()) return std::nullopt;
      const std::vector<int64_t> dims = std::move(*dimensions);
      return through([dims, in](const std::vector<int64_t>& r, std::vector<int64_t>& o) {
        for (size_t i = 0; i < o.size(); ++i)
          o[i] = std::count(dims.begin(), dims.end(), static_cast<int64_t>(i)) ? in[i] - 1 - r[i]
                                                                               : r[i];
      });
    }
    default:
      return std::nullopt;
  }
}

// Whether every value of float type `from` (infinities and NaN included)
// is one of `to`'s: a widening, after which a budgeted slot keeps its
// budget in `from`'s ulps (TensorExpectation::budgetType).
bool widensExactly(ElementType from, ElementType to) {
  const FloatFormat* f = floatFormat(from);
  const FloatFormat* t = floatFormat(to);
  if (!f || !t || from == to) return false;
  const int smallestFrom = f->minExponent() - (f->hasSubnormals ? f->mantissaBits : 0);
  const int smallestTo = t->minExponent() - (t->hasSubnormals ? t->mantissaBits : 0);
  return t->precision() >= f->precision() && t->maxExponent() >= f->maxExponent() &&
         smallestTo <= smallestFrom && (t->hasInf || !f->hasInf) &&
         (t->nan != NanEncoding::kNone || f->nan == NanEncoding::kNone) &&
         (t->hasSign || !f->hasSign);
}

// How allowed values map (nullopt: not between these types).
std::optional<ValueMap> valueMap(const Operation& op, ElementType from, ElementType to) {
  if (op.id() == OpId::kConvert) {
    // A convert to its own type moves values as they are, budgets included
    // (a tan's 1-ulp budget was lost through one, campaign seed 110).
    if (from == to) return ValueMap{[](uint64_t bits) { return bits; }, false};
    // Float to float rounds to nearest even, a monotone map (of every
    // allowed value, so of the interval's ends too); other converts keep
    // the fallback.
    if (!floatFormat(from) || !floatFormat(to)) return std::nullopt;
    return ValueMap{
        [from, to](uint64_t bits) { return MpfrNumber::fromBits(bits, from).toBits(to); }, false,
        widensExactly(from, to)};
  }
  if (from != to) return std::nullopt;
  if (op.id() == OpId::kNegate) {
    const FloatFormat* f = floatFormat(from);
    if (!f || f->signMask() == 0) return std::nullopt;
    const uint64_t sign = f->signMask();
    return ValueMap{[sign](uint64_t bits) { return bits ^ sign; }, true};
  }
  return ValueMap{[](uint64_t bits) { return bits; }, false};
}

// bitcast_convert between types of one width keeps every bit, so each
// result slot allows the source slot's bit patterns. They stay a list, or
// the reference and its budget when the type stays too. A NaN (the
// profile, or the source's expectation, leaves its payload open) may be
// any pattern the source type reads as a NaN, which no rule of the
// result's type states: such slots allow anything. An interval or a budget
// in another type's order is no interval in this one: inconclusive. (A
// broadcast_add's NaN was called wrong through a bitcast to bf16, campaign
// seed 110.)
// Sets slot `slot` of `target` and returns its rule.
ElementRule bitcastSlot(const TensorExpectation* source, int64_t slot, bool sourceIsNaN,
                        bool sameType, TensorExpectation& target) {
  ElementRule rule = source ? source->rule(slot) : ElementRule::kExact;
  if (rule == ElementRule::kAnyNaN || (rule == ElementRule::kExact && sourceIsNaN))
    rule = ElementRule::kAny;
  if ((rule == ElementRule::kRounded || rule == ElementRule::kInterval) && !sameType)
    rule = ElementRule::kUndetermined;
  if (rule == ElementRule::kAnyOf || rule == ElementRule::kRounded ||
      rule == ElementRule::kInterval) {
    target.copySlot(*source, slot, slot, nullptr, false, true);
  } else {
    target.setRule(slot, rule);
  }
  return rule;
}

bool propagateThroughBitcast(const RuntimeValue& operand, RuntimeValue& result) {
  const Tensor& in = operand.tensor();
  const Tensor& out = result.tensor();
  if (in.shape() != out.shape() || in.elementBytes() != out.elementBytes() ||
      isComplex(in.elementType()) || isComplex(out.elementType()))
    return false;
  const TensorExpectation* source = operand.expectation().get();
  if (source && (operand.ownOpenness() == Openness::kPinned || !source->alternatives().empty()))
    source = nullptr;  // only the NaNs' payloads are open
  const FloatFormat* from = floatFormat(in.elementType());
  const bool nanEncoded = from != nullptr;  // every float format with a NaN
  auto target = std::make_shared<TensorExpectation>(
      result.sharedTensor(), source ? source->op() : "stablehlo.bitcast_convert",
      ElementRule::kExact);
  const bool sameType = in.elementType() == out.elementType();
  bool open = false;
  for (int64_t slot = 0; slot < out.numElements(); ++slot) {
    const bool isNaN =
        nanEncoded && classifyFloat(in.bits(slot), in.elementType()) == FloatClass::kNaN;
    open = bitcastSlot(source, slot, isNaN, sameType, *target) != ElementRule::kExact || open;
  }
  if (!open) return false;
  result.setExpectation(std::move(target));
  return true;
}

}  // namespace

bool propagateExpectation(const Operation& op, std::span<const RuntimeValue> operands,
                          RuntimeValue& result) {
  if (operands.size() != 1 || !operands[0].isTensor() || !result.isTensor()) return false;
  if (result.expectation()) return false;
  if (op.id() == OpId::kBitcastConvert) return propagateThroughBitcast(operands[0], result);
  const std::shared_ptr<const TensorExpectation>& source = operands[0].expectation();
  if (!source || operands[0].ownOpenness() == Openness::kPinned || !source->alternatives().empty())
    return false;
  const Tensor& in = operands[0].tensor();
  const Tensor& out = result.tensor();
  if (isComplex(in.elementType()) != isComplex(out.elementType())) return false;
  const std::optional<SourceOf> sourceElement = sourceOf(op, in, out);
  std::optional<ValueMap> map =
      valueMap(op, complexPartType(in.elementType()), complexPartType(out.elementType()));
  if (!sourceElement || !map) return false;
  // Complex budgets are the complex type's: a widened complex slot is exact.
  if (isComplex(in.elementType()) && in.elementType() != out.elementType())
    map->keepsRounding = false;
  auto target =
      std::make_shared<TensorExpectation>(result.sharedTensor(), source->op(), ElementRule::kExact);
  const int parts = isComplex(out.elementType()) ? 2 : 1;
  for (int64_t element = 0; element < out.numElements(); ++element) {
    const int64_t from = (*sourceElement)(element);
    if (from < 0 || from >= in.numElements()) return false;
    for (int p = 0; p < parts; ++p)
      target->copySlot(*source, from * parts + p, element * parts + p, map->apply,
                       map->reversesOrder, map->keepsRounding);
  }
  // A budget measured in a narrower type (after a widening convert) stays
  // so through the moves after it.
  if (map->keepsRounding && !isComplex(in.elementType()))
    target->setBudgetType(source->budgetType());
  result.setExpectation(std::move(target));
  return true;
}

}  // namespace hlo_cts::oracle
