// Rewrites production compilers apply by design, as other allowed results.
//
// The spec defines each op on its own: an add of a multiply's result adds
// the rounded product. XLA:CPU and IREE's llvm-cpu contract that pair into
// one fused multiply-add (the product is not rounded), and XLA:CPU divides
// by a broadcast divisor as a multiplication by its rounded reciprocal
// (both measured: reports/peers/README.md). Neither is what the spec
// allows, so only a profile that declares the rewrite (fma_contraction,
// reciprocal_division; oracle/profile.h) makes its result another allowed
// one, and the strict profile keeps judging op by op. Each alternative is
// the rewritten expression evaluated exactly once and correctly rounded, on
// the same values the op-by-op reading uses, and is named for reports: the
// reading is the mechanism a failure under another profile is consistent
// with (tools/runner/grading.h).
//
// A fourth rewrite, reassociation (a compiler under fast-math flags sums a
// chain in another order), is declared by no measured backend: it is there
// for a vendor who does, and to name the mechanism of a difference.
//
// The contraction is offered in every float format (a CPU with native f16
// arithmetic contracts in f16); the reciprocal and reassociation in f32 and
// f64 only, where the host's division rounds correctly. The narrower
// formats are what the third rewrite is about: XLA:CPU computes f16 and bf16 arithmetic
// in f32 and rounds where a fusion stores its result, and removes a
// convert to bf16 and back (excess precision). The oracle follows each
// f16/bf16 value's unrounded f32 value beside it (EvalContext::wideValues)
// and offers that value rounded once; a chain rounded at some of its ops
// and not at others lies between the two readings, which makes everything
// computed from it open, and the judge localizes rather than fails there.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <limits>
#include <optional>

#include "numerics/mpfr_number.h"
#include "oracle/ops/families.h"

namespace hlo_cts::oracle {
namespace {

// How a report names an op of the program: its name and, where known, the
// line it was written on.
std::string opLabel(const Operation& op) {
  if (op.location.known()) return fmt::format("{} (line {})", op.name(), op.location.line);
  return std::string(op.name());
}

// `out[i] = f(a[i], b[i], c[i])` over one float type, element by element.
template <class F, class Fn>
Tensor elementwise3(const Tensor& a, const Tensor& b, const Tensor& c, Fn&& f) {
  using Bits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
  Tensor out = c;
  for (int64_t i = 0; i < out.numElements(); ++i) {
    auto read = [&](const Tensor& t) {
      return std::bit_cast<F>(static_cast<Bits>(t.partBits(i, 0)));
    };
    out.setPartBits(i, 0, std::bit_cast<Bits>(f(read(a), read(b), read(c))));
  }
  return out;
}

// The tensors of one float type the host computes correctly rounded in.
bool hostRoundedType(ElementType type) {
  return type == ElementType::kF32 || type == ElementType::kF64;
}

// a * b + sign * c with one rounding, or c - a * b (productNegated): the
// host's fma for f32 and f64, MPFR for the other float formats (an FMA of
// the format's own, as a CPU with native f16 arithmetic contracts: XLA:CPU
// on AVX512-FP16, measured 2026-12-04 on suites/rewrites/excess_precision_f16).
Tensor fusedMultiplyAdd(const Tensor& a, const Tensor& b, const Tensor& c, bool productNegated,
                        bool addendNegated) {
  const ElementType type = a.elementType();
  if (!hostRoundedType(type)) {
    Tensor out = c;
    for (int64_t i = 0; i < out.numElements(); ++i) {
      MpfrNumber x = MpfrNumber::fromBits(a.bits(i), type);
      MpfrNumber z = MpfrNumber::fromBits(c.bits(i), type);
      if (productNegated) mpfr_neg(x.get(), x.get(), MPFR_RNDN);
      if (addendNegated) mpfr_neg(z.get(), z.get(), MPFR_RNDN);
      // Wider than any product of two of these formats needs, the rounding
      // to `type` then correct from the ternary (MpfrNumber::toBits).
      MpfrNumber sum(128);
      const int ternary = mpfr_fma(sum.get(), x.get(), MpfrNumber::fromBits(b.bits(i), type).get(),
                                   z.get(), MPFR_RNDN);
      out.setBits(i, sum.toBits(type, ternary));
    }
    return out;
  }
  auto fused = [&]<class F>(F) {
    return elementwise3<F>(a, b, c, [&](F x, F y, F z) {
      return std::fma(productNegated ? -x : x, y, addendNegated ? -z : z);
    });
  };
  return type == ElementType::kF32 ? fused(float{}) : fused(double{});
}

// x * round(1 / y); a single divisor element stands for all (chlo's
// implicit broadcast).
Tensor reciprocalProduct(const Tensor& x, const Tensor& y) {
  Tensor divisor = y;
  if (y.numElements() == 1 && x.numElements() != 1) {
    divisor = x;
    for (int64_t i = 0; i < divisor.numElements(); ++i) divisor.setBits(i, y.bits(0));
  }
  auto product = [&]<class F>(F) {
    return elementwise3<F>(x, divisor, x, [](F dividend, F d, F) {
      const F reciprocal = F(1) / d;
      return dividend * reciprocal;
    });
  };
  return x.elementType() == ElementType::kF32 ? product(float{}) : product(double{});
}

bool isAdd(OpId id) {
  return broadcastBase(id) == OpId::kAdd;
}
bool isSubtract(OpId id) {
  return broadcastBase(id) == OpId::kSubtract;
}
bool isMultiply(OpId id) {
  return broadcastBase(id) == OpId::kMultiply;
}
bool isDivide(OpId id) {
  return broadcastBase(id) == OpId::kDivide;
}

void offer(RuntimeValue& result, Tensor alternative, const Operation& op, std::string reading) {
  if (alternative == result.tensor()) return;  // the rewrite changes nothing here
  result.addAlternative(RuntimeValue::fromTensor(std::move(alternative)), op.name(),
                        std::move(reading));
}

// add(multiply(a, b), c), add(c, multiply(a, b)), subtract(multiply(a, b), c)
// and subtract(c, multiply(a, b)) as one fused multiply-add each.
void addContractions(const Operation& op, std::span<const RuntimeValue> operands,
                     const ValueLookup& lookup, RuntimeValue& result) {
  for (size_t k = 0; k < 2; ++k) {
    const Operation* product = op.operand(k)->definingOp;
    if (!product || !isMultiply(product->id()) || product->numOperands() != 2) continue;
    const RuntimeValue* a = lookup(product->operand(0));
    const RuntimeValue* b = lookup(product->operand(1));
    const RuntimeValue& addend = operands[1 - k];
    if (!a || !b || !a->isTensor() || !b->isTensor() || !addend.isTensor()) continue;
    // chlo's implicit broadcasts: only where every operand has the result's
    // elements (a broadcast operand is another program than the rewrite's).
    const int64_t n = result.tensor().numElements();
    if (a->tensor().numElements() != n || b->tensor().numElements() != n ||
        addend.tensor().numElements() != n)
      continue;
    const bool subtract = isSubtract(op.id());
    offer(result,
          fusedMultiplyAdd(a->tensor(), b->tensor(), addend.tensor(), subtract && k == 1,
                           subtract && k == 0),
          op,
          fmt::format("fused multiply-add: {} contracted into {}, the product not rounded",
                      opLabel(*product), opLabel(op)));
  }
}

// divide(x, broadcast(y)) or divide(x, constant), and chlo.broadcast_divide
// by a divisor of fewer elements, as x * round(1 / y): what an algebraic
// simplifier does with a divisor it can invert once.
void addReciprocalDivision(const Operation& op, std::span<const RuntimeValue> operands,
                           RuntimeValue& result) {
  const Tensor& x = operands[0].tensor();
  const Tensor& y = operands[1].tensor();
  const int64_t n = result.tensor().numElements();
  if (x.numElements() != n || (y.numElements() != n && y.numElements() != 1)) return;
  const Operation* divisor = op.operand(1)->definingOp;
  const OpId id = divisor ? divisor->id() : OpId::kUnknown;
  const bool broadcast = y.numElements() < n && op.id() == OpId::kChloBroadcastDivide;
  if (!broadcast && id != OpId::kBroadcastInDim && id != OpId::kBroadcast && id != OpId::kConstant)
    return;
  offer(result, reciprocalProduct(x, y), op,
        fmt::format("division as multiplication by the rounded reciprocal of the divisor, "
                    "{} of {}",
                    opLabel(op), divisor ? opLabel(*divisor) : "a broadcast argument"));
}

// `(x op y)` over one float type, element by element, rounded once.
Tensor applied(OpId id, const Tensor& x, const Tensor& y) {
  auto each = [&]<class F>(F) {
    return elementwise3<F>(x, y, x, [&](F a, F b, F) { return isAdd(id) ? a + b : a * b; });
  };
  return x.elementType() == ElementType::kF32 ? each(float{}) : each(double{});
}

// add(add(a, b), c) (either operand the inner sum) as a + (b + c) and
// (a + c) + b, each rounded at both adds: the other associations of a
// three-term sum that a compiler allowed to reassociate (fast-math) may
// choose; multiply likewise. One level deep: a longer chain is reached
// term by term, each add judged on its own operands.
void addReassociations(const Operation& op, std::span<const RuntimeValue> operands,
                       const ValueLookup& lookup, RuntimeValue& result) {
  const int64_t n = result.tensor().numElements();
  for (size_t k = 0; k < 2; ++k) {
    const Operation* inner = op.operand(k)->definingOp;
    if (!inner || inner->id() != op.id() || inner->numOperands() != 2) continue;
    const RuntimeValue* a = lookup(inner->operand(0));
    const RuntimeValue* b = lookup(inner->operand(1));
    const RuntimeValue& c = operands[1 - k];
    if (!a || !b || !a->isTensor() || !b->isTensor() || !c.isTensor() ||
        a->tensor().numElements() != n || b->tensor().numElements() != n ||
        c.tensor().numElements() != n)
      continue;
    const OpId id = op.id();
    const std::string how = fmt::format("{} and {} reassociated", opLabel(*inner), opLabel(op));
    offer(result, applied(id, a->tensor(), applied(id, b->tensor(), c.tensor())), op,
          fmt::format("another association of the chain: a {} (b {} c), {}", isAdd(id) ? "+" : "*",
                      isAdd(id) ? "+" : "*", how));
    offer(result, applied(id, applied(id, a->tensor(), c.tensor()), b->tensor()), op,
          fmt::format("another association of the chain: (a {} c) {} b, {}", isAdd(id) ? "+" : "*",
                      isAdd(id) ? "+" : "*", how));
  }
}

bool narrowFloat(ElementType type) {
  return type == ElementType::kF16 || type == ElementType::kBF16;
}

// `t` converted element by element to `to`, correctly rounded (exact when
// widening).
Tensor converted(const Tensor& t, ElementType to) {
  Tensor out(t.shape(), to);
  for (int64_t i = 0; i < t.numElements(); ++i)
    out.setBits(i, MpfrNumber::fromBits(t.bits(i), t.elementType()).toBits(to));
  return out;
}

// The f32 value an excess-precision backend holds for operand `v`: its
// unrounded value, or the narrow value itself, widened exactly.
Tensor wideOperand(const Value* v, const RuntimeValue& value, EvalContext& context) {
  auto found = context.wideValues().find(v);
  if (found != context.wideValues().end()) return found->second;
  return converted(value.tensor(), ElementType::kF32);
}

// IEEE maximum/minimum (NaN propagates, -0 < +0) of two floats.
float extremum(float x, float y, bool maximum) {
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<float>::quiet_NaN();
  if (x == y) return (std::signbit(x) == maximum) ? y : x;
  return (x < y) == maximum ? y : x;
}

// `op` on f32 operands, the basic arithmetic an excess-precision backend
// evaluates in f32; nothing for the ops it does not model.
std::optional<Tensor> wideResult(OpId id, const std::vector<Tensor>& wide) {
  using Unary = float (*)(float);
  using Binary = float (*)(float, float);
  Unary unary = nullptr;
  Binary binary = nullptr;
  switch (id) {
    case OpId::kAdd:
      binary = [](float x, float y) { return x + y; };
      break;
    case OpId::kSubtract:
      binary = [](float x, float y) { return x - y; };
      break;
    case OpId::kMultiply:
      binary = [](float x, float y) { return x * y; };
      break;
    case OpId::kDivide:
      binary = [](float x, float y) { return x / y; };
      break;
    case OpId::kMaximum:
      binary = [](float x, float y) { return extremum(x, y, true); };
      break;
    case OpId::kMinimum:
      binary = [](float x, float y) { return extremum(x, y, false); };
      break;
    case OpId::kNegate:
      unary = [](float x) { return -x; };
      break;
    case OpId::kAbs:
      unary = [](float x) { return std::fabs(x); };
      break;
    case OpId::kSqrt:
      unary = [](float x) { return std::sqrt(x); };
      break;
    default:
      return std::nullopt;
  }
  if (wide.size() != (binary ? 2u : 1u)) return std::nullopt;
  for (const Tensor& t : wide)
    if (t.numElements() != wide[0].numElements()) return std::nullopt;
  Tensor out = wide[0];
  for (int64_t i = 0; i < out.numElements(); ++i) {
    auto at = [&](size_t k) {
      return std::bit_cast<float>(static_cast<uint32_t>(wide[k].bits(i)));
    };
    out.setBits(i, std::bit_cast<uint32_t>(binary ? binary(at(0), at(1)) : unary(at(0))));
  }
  return out;
}

// An f16/bf16 op evaluated in f32 from its operands' unrounded values and
// rounded once; a convert of such a value to f32 that keeps it unrounded.
void addExcessPrecision(const Operation& op, std::span<const RuntimeValue> operands,
                        const Profile& profile, EvalContext& context, RuntimeValue& result) {
  const ElementType type = result.tensor().elementType();
  if (op.id() == OpId::kConvert && type == ElementType::kF32 && operands.size() == 1 &&
      operands[0].isTensor() && narrowFloat(operands[0].tensor().elementType()) &&
      profile.lookup(op.id(), operands[0].tensor().elementType()).excessPrecision) {
    auto found = context.wideValues().find(op.operand(0));
    if (found != context.wideValues().end())
      offer(result, found->second, op,
            fmt::format("excess precision: {} keeps the unrounded f32 value of its {} operand",
                        opLabel(op), elementTypeName(operands[0].tensor().elementType())));
    return;
  }
  if (!narrowFloat(type) || !profile.lookup(op.id(), type).excessPrecision) return;
  std::vector<Tensor> wide;
  for (size_t i = 0; i < operands.size(); ++i) {
    if (!operands[i].isTensor() || operands[i].tensor().elementType() != type) return;
    wide.push_back(wideOperand(op.operand(i), operands[i], context));
  }
  std::optional<Tensor> unrounded = wideResult(op.id(), wide);
  if (!unrounded) return;
  offer(result, converted(*unrounded, type), op,
        fmt::format("excess precision: {} computed in f32 from unrounded f32 operands and "
                    "rounded to {} once",
                    opLabel(op), elementTypeName(type)));
  context.wideValues()[op.result(0)] = std::move(*unrounded);
}

}  // namespace

void addTransformationAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                   const ValueLookup& lookup, EvalContext& context,
                                   std::vector<RuntimeValue>& results) {
  const Profile* profile = context.options().profile;
  const OpId id = op.id();
  if (!profile || results.size() != 1 || !results[0].isTensor()) return;
  addExcessPrecision(op, operands, *profile, context, results[0]);
  if (operands.size() != 2 ||
      !(isAdd(id) || isSubtract(id) || isDivide(id) || id == OpId::kMultiply))
    return;
  const ElementType type = results[0].tensor().elementType();
  if (!isFloat(type) || !operands[0].isTensor() || !operands[1].isTensor()) return;
  const Tolerance tolerance = profile->lookup(op.id(), type);
  const bool hostRounded = hostRoundedType(type);
  if (hostRounded && tolerance.reassociation && (id == OpId::kAdd || id == OpId::kMultiply))
    addReassociations(op, operands, lookup, results[0]);
  if (id == OpId::kMultiply) return;
  if (isDivide(id)) {
    if (hostRounded && tolerance.reciprocalDivision)
      addReciprocalDivision(op, operands, results[0]);
  } else if (tolerance.fmaContraction) {
    addContractions(op, operands, lookup, results[0]);
  }
}

bool readsThroughProducers(const Operation& op, const Profile& profile) {
  const OpId id = op.id();
  if (!isAdd(id) && !isSubtract(id) && id != OpId::kMultiply) return false;
  const Type& type = op.result(0)->type;
  if (!type.isTensor()) return false;
  const Tolerance tolerance = profile.lookup(op.id(), type.elementType());
  return (tolerance.fmaContraction && id != OpId::kMultiply) ||
         (tolerance.reassociation && (id == OpId::kAdd || id == OpId::kMultiply));
}

}  // namespace hlo_cts::oracle
