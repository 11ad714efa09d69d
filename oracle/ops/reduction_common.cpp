#include "oracle/ops/reduction_common.h"

#include "oracle/ops/reduction_family.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

#include "numerics/mpfr_number.h"
#include "spec/float_mpfr.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

struct ReducerOp {
  OpId op;
  ReducerKind kind;
};
constexpr ReducerOp kReducerOps[] = {
    {OpId::kAdd, ReducerKind::kAdd},         {OpId::kMultiply, ReducerKind::kMultiply},
    {OpId::kMaximum, ReducerKind::kMaximum}, {OpId::kMinimum, ReducerKind::kMinimum},
    {OpId::kAnd, ReducerKind::kAnd},         {OpId::kOr, ReducerKind::kOr},
    {OpId::kXor, ReducerKind::kXor},
};

}  // namespace

ReducerKind classifyReducer(const Region& body) {
  if (body.blocks().size() != 1) return ReducerKind::kOther;
  const Block& block = *body.front();
  if (block.numArguments() != 2 || block.operations().size() != 2) return ReducerKind::kOther;
  const Operation& op = *block.operations()[0];
  const Operation& ret = *block.operations()[1];
  if (ret.numOperands() != 1 || op.numResults() != 1 || ret.operand(0) != op.result(0) ||
      op.numOperands() != 2 || op.numRegions() != 0)
    return ReducerKind::kOther;
  const Value* a = block.argument(0);
  const Value* b = block.argument(1);
  const bool uses_both =
      (op.operand(0) == a && op.operand(1) == b) || (op.operand(0) == b && op.operand(1) == a);
  if (!uses_both) return ReducerKind::kOther;
  // The arguments and the result must share one rank-0 type: a body that
  // converts on the way is not the plain op.
  const Type& t = a->type;
  if (!t.isTensor() || t.rank() != 0 || b->type != t || op.result(0)->type != t)
    return ReducerKind::kOther;
  for (const ReducerOp& entry : kReducerOps)
    if (op.id() == entry.op) return entry.kind;
  return ReducerKind::kOther;
}

const char* reducerName(ReducerKind kind) {
  switch (kind) {
    case ReducerKind::kAdd:
      return "add";
    case ReducerKind::kMultiply:
      return "multiply";
    case ReducerKind::kMaximum:
      return "maximum";
    case ReducerKind::kMinimum:
      return "minimum";
    case ReducerKind::kAnd:
      return "and";
    case ReducerKind::kOr:
      return "or";
    case ReducerKind::kXor:
      return "xor";
    case ReducerKind::kOther:
      return "other";
  }
  return "other";
}

ElementBounds exactBounds(uint64_t bits) {
  ElementBounds b;
  b.lo = b.hi = bits;
  return b;
}

ElementBounds everyIntegerValue(ElementType type) {
  const uint64_t mask = lowBitsMask(bitWidth(type));
  const bool isSigned = isSignedInteger(type);
  ElementBounds every;
  every.lo = isSigned ? (mask >> 1) + 1 : 0;  // the least value's bits
  every.hi = isSigned ? mask >> 1 : mask;
  return every;
}

bool AllowedResults::allows(std::size_t element, uint64_t bits, ElementType type) const {
  if (unconstrained || orderDependent) return true;  // not refuted
  if (element < undetermined.size() && undetermined[element]) return true;
  if (elements.empty()) return false;
  const ElementType part = complexPartType(type);
  for (const ElementBounds& b : elements[element]) {
    if (!isFloat(part)) {
      if (integerLessEq(b.lo, bits, part) && integerLessEq(bits, b.hi, part)) return true;
    } else if (boundsAllow(b, bits, part)) {
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------
// Promotion (to_destination_type for is_promotable pairs)

Result<Tensor> promoteTensor(const Tensor& t, ElementType to) {
  const ElementType from = t.elementType();
  if (from == to && !t.type().isQuantized()) return t;
  Tensor out(t.type().withElementType(to));
  const bool int_to_int = (isInteger(from) || isBoolean(from)) && (isInteger(to) || isBoolean(to));
  if (int_to_int) {
    const bool widening =
        bitWidth(to) >= bitWidth(from) &&
        (isSignedInteger(from) == isSignedInteger(to) ||
         (isUnsignedInteger(from) && bitWidth(to) > bitWidth(from)) || isBoolean(from));
    if (!widening || (isBoolean(to) && !isBoolean(from)))
      return makeError(
          fmt::format("{} is not promotable to {}", elementTypeName(from), elementTypeName(to)));
    for (int64_t i = 0; i < t.numElements(); ++i)
      out.setBits(i, isSignedInteger(from) ? static_cast<uint64_t>(t.intValue(i)) : t.bits(i));
    return out;
  }
  const FloatFormat* ff = floatFormat(complexPartType(from));
  const FloatFormat* tf = floatFormat(complexPartType(to));
  const bool exact_widening =
      ff && tf && isComplex(from) == isComplex(to) && tf->precision() >= ff->precision() &&
      smallestExponent(*tf) <= smallestExponent(*ff) && tf->maxExponent() >= ff->maxExponent() &&
      (tf->hasSign || !ff->hasSign);
  if (!exact_widening)
    return makeError(
        fmt::format("{} is not promotable to {}", elementTypeName(from), elementTypeName(to)));
  const int parts = isComplex(from) ? 2 : 1;
  MpfrNumber v;
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int p = 0; p < parts; ++p) {
      decodeFloat(t.partBits(i, p), complexPartType(from), v.get());
      out.setPartBits(i, p, v.toBits(complexPartType(to)));
    }
  return out;
}

Result<Tensor> scalarIn(const Tensor& t, int64_t linear, ElementType to) {
  Tensor s(t.type().withShape({}));
  const int bytes = t.elementBytes();
  std::memcpy(s.mutableBytes().data(), t.bytes().data() + linear * bytes,
              static_cast<size_t>(bytes));
  if (s.elementType() == to) return s;
  return promoteTensor(s, to);
}

RuntimeValue withAllowedResults(Tensor value, AllowedResults allowed, std::string_view op) {
  if (allowed.exact()) return RuntimeValue::fromTensor(std::move(value));
  RuntimeValue v = RuntimeValue::fromTensor(std::move(value));
  const Tensor& reference = v.tensor();
  auto expectation = std::make_shared<TensorExpectation>(v.sharedTensor(), std::string(op));
  const ElementType part = complexPartType(reference.elementType());
  const bool is_float = isFloat(part);
  const int parts = isComplex(reference.elementType()) ? 2 : 1;
  if (allowed.orderDependent || allowed.unconstrained) {
    const ElementRule rule = allowed.unconstrained ? ElementRule::kAny : ElementRule::kUndetermined;
    for (int64_t slot = 0; slot < expectation->slots(); ++slot) expectation->setRule(slot, rule);
  } else {
    for (int p = 0; p < parts; ++p) {
      const auto& elements = p == 0 ? allowed.elements : allowed.imagElements;
      for (size_t i = 0; i < elements.size(); ++i) {
        const std::vector<ElementBounds>& alts = elements[i];
        const int64_t slot = static_cast<int64_t>(i) * parts + p;
        if (i < allowed.undetermined.size() && allowed.undetermined[i]) {
          expectation->setRule(slot, ElementRule::kUndetermined);
          continue;
        }
        if (alts.empty()) continue;
        const bool points = std::all_of(alts.begin(), alts.end(), [&](const ElementBounds& b) {
          return b.lo == b.hi &&
                 (!is_float || (b.finite && !b.allowNaN && !b.allowPosInf && !b.allowNegInf));
        });
        if (points) {
          if (alts.size() == 1 && alts[0].lo == reference.partBits(static_cast<int64_t>(i), p))
            continue;  // exact
          std::vector<uint64_t> set;
          for (const ElementBounds& b : alts) set.push_back(b.lo);
          expectation->setAnyOf(slot, std::move(set));
          continue;
        }
        ElementBounds h = alts[0];
        for (size_t k = 1; k < alts.size(); ++k) h = hull(h, alts[k], part);
        expectation->setInterval(slot, h);
      }
    }
  }
  if (!allowed.reason.empty()) {
    std::string reason = allowed.reason;
    std::vector<uint8_t> undetermined = std::move(allowed.undetermined);
    std::string why = std::move(allowed.undeterminedReason);
    expectation->explainInputs = [reason, undetermined, why](int64_t element) {
      const size_t i = static_cast<size_t>(element);
      return i < undetermined.size() && undetermined[i] ? reason + ": " + why : reason;
    };
  }
  v.setExpectation(std::move(expectation));
  return v;
}

Result<std::vector<RuntimeValue>> singleResult(const Operation& op, Result<ReducedTensor> r) {
  if (!r.ok()) {
    Diagnostic d = r.takeError();
    if (!d.location.known()) d.location = op.location;
    return d;
  }
  std::vector<RuntimeValue> values;
  values.push_back(withAllowedResults(std::move(r->value), std::move(r->allowed), op.name()));
  return values;
}

}  // namespace hlo_cts::oracle
