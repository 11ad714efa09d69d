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
// Only f32 and f64: the host's fma and division round those correctly. The
// narrower formats are evaluated by these compilers in f32 and rounded at
// the end, which is another rewrite (excess precision) than these.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <optional>

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

// a * b + sign * c with one rounding, or c - a * b (productNegated).
Tensor fusedMultiplyAdd(const Tensor& a, const Tensor& b, const Tensor& c, bool productNegated,
                        bool addendNegated) {
  auto fused = [&]<class F>(F) {
    return elementwise3<F>(a, b, c, [&](F x, F y, F z) {
      return std::fma(productNegated ? -x : x, y, addendNegated ? -z : z);
    });
  };
  return a.elementType() == ElementType::kF32 ? fused(float{}) : fused(double{});
}

// x * round(1 / y).
Tensor reciprocalProduct(const Tensor& x, const Tensor& y) {
  auto product = [&]<class F>(F) {
    return elementwise3<F>(x, y, x, [](F dividend, F divisor, F) {
      const F reciprocal = F(1) / divisor;
      return dividend * reciprocal;
    });
  };
  return x.elementType() == ElementType::kF32 ? product(float{}) : product(double{});
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
    if (!product || product->id() != OpId::kMultiply || product->numOperands() != 2) continue;
    const RuntimeValue* a = lookup(product->operand(0));
    const RuntimeValue* b = lookup(product->operand(1));
    const RuntimeValue& addend = operands[1 - k];
    if (!a || !b || !a->isTensor() || !b->isTensor() || !addend.isTensor()) continue;
    const bool subtract = op.id() == OpId::kSubtract;
    offer(result,
          fusedMultiplyAdd(a->tensor(), b->tensor(), addend.tensor(), subtract && k == 1,
                           subtract && k == 0),
          op,
          fmt::format("fused multiply-add: {} contracted into {}, the product not rounded",
                      opLabel(*product), opLabel(op)));
  }
}

// divide(x, broadcast(y)) or divide(x, constant) as x * round(1 / y): what
// an algebraic simplifier does with a divisor it can invert once.
void addReciprocalDivision(const Operation& op, std::span<const RuntimeValue> operands,
                           RuntimeValue& result) {
  const Operation* divisor = op.operand(1)->definingOp;
  if (!divisor) return;
  const OpId id = divisor->id();
  if (id != OpId::kBroadcastInDim && id != OpId::kBroadcast && id != OpId::kConstant) return;
  offer(result, reciprocalProduct(operands[0].tensor(), operands[1].tensor()), op,
        fmt::format("division as multiplication by the rounded reciprocal of the divisor, "
                    "{} of {}",
                    opLabel(op), opLabel(*divisor)));
}

}  // namespace

void addTransformationAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                   const ValueLookup& lookup, EvalContext& context,
                                   std::vector<RuntimeValue>& results) {
  const Profile* profile = context.options().profile;
  const OpId id = op.id();
  if (!profile || results.size() != 1 || operands.size() != 2 || !results[0].isTensor() ||
      (id != OpId::kAdd && id != OpId::kSubtract && id != OpId::kDivide))
    return;
  const ElementType type = results[0].tensor().elementType();
  if (!hostRoundedType(type) || !operands[0].isTensor() || !operands[1].isTensor()) return;
  const Tolerance tolerance = profile->lookup(op.name(), type);
  if (id == OpId::kDivide) {
    if (tolerance.reciprocalDivision) addReciprocalDivision(op, operands, results[0]);
  } else if (tolerance.fmaContraction) {
    addContractions(op, operands, lookup, results[0]);
  }
}

bool readsThroughProducers(const Operation& op, const Profile& profile) {
  if (op.id() != OpId::kAdd && op.id() != OpId::kSubtract) return false;
  const Type& type = op.result(0)->type;
  return type.isTensor() && profile.lookup(op.name(), type.elementType()).fmaContraction;
}

}  // namespace hlo_cts::oracle
