#include "tools/runner/repeat.h"

#include <fmt/format.h>

#include <unordered_map>

#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::runner {
namespace {

// "0x3FC00000 (1.5)"; an integer's value alone.
std::string partText(const Tensor& tensor, int64_t element, int part) {
  const ElementType type = tensor.elementType();
  const ElementType partType = isComplex(type) ? complexPartType(type) : type;
  const uint64_t bits = tensor.partBits(element, part);
  if (isFloat(partType)) return fmt::format("0x{:X} ({:g})", bits, floatToDouble(bits, partType));
  if (isUnsignedInteger(partType)) return fmt::format("{}", bits);
  return fmt::format("{}", signExtend(bits, bitWidth(partType)));
}

// Whether a value or an op's results may differ between executions: it is
// computed, through operands, nested regions (their captured values too)
// and called functions, from a stablehlo.rng.
class VaryingValues {
 public:
  explicit VaryingValues(const Module& module) : module_(module) {}

  bool mayVary(const Value* value) {
    return value && value->definingOp && mayVary(value->definingOp);
  }

  bool mayVary(const Operation* op) {
    if (auto it = memo_.find(op); it != memo_.end()) return it->second;
    memo_[op] = false;  // a call cycle reaches this op again: what is found so far
    bool varies = op->id() == OpId::kRng;
    for (const Value* operand : op->operands()) varies = varies || mayVary(operand);
    for (const auto& region : op->regions())
      for (const auto& block : region->blocks())
        for (const auto& nested : block->operations()) varies = varies || mayVary(nested.get());
    if (!varies && op->id() == OpId::kFuncCall)
      if (Result<std::string> callee = ops::callee(*op); callee.ok())
        if (auto function = module_.lookupFunction(*callee); function && function->body())
          for (const auto& nested : function->body()->operations())
            varies = varies || mayVary(nested.get());
    return memo_[op] = varies;
  }

 private:
  const Module& module_;
  std::unordered_map<const Operation*, bool> memo_;
};

bool varies(const std::vector<bool>& mayVary, size_t output) {
  return output < mayVary.size() && mayVary[output];
}

}  // namespace

std::vector<bool> outputsThatMayVary(const Module& module, std::string_view entry) {
  std::vector<bool> mayVary;
  auto function = module.lookupFunction(entry);
  if (!function || !function->body() || !function->body()->terminator()) return mayVary;
  VaryingValues values(module);
  for (const Value* output : function->body()->terminator()->operands())
    mayVary.push_back(values.mayVary(output));
  return mayVary;
}

bool sameOutputs(const std::vector<Tensor>& a, const std::vector<Tensor>& b,
                 const std::vector<bool>& mayVary) {
  if (a.size() != b.size()) return false;
  for (size_t o = 0; o < a.size(); ++o)
    if (!varies(mayVary, o) && !(a[o] == b[o])) return false;
  return true;
}

reports::TestResult markNondeterministic(reports::TestResult judged,
                                         const std::vector<Tensor>& first,
                                         const std::vector<Tensor>& other, int execution,
                                         const std::string& which, size_t maxReported,
                                         const std::vector<bool>& mayVary) {
  int64_t differing = 0;
  std::vector<reports::ElementDivergence> divergences;
  for (size_t o = 0; o < first.size() && o < other.size(); ++o) {
    if (varies(mayVary, o)) continue;
    const Tensor& a = first[o];
    const Tensor& b = other[o];
    if (a.type() != b.type() || a.numElements() != b.numElements()) {
      ++differing;
      continue;
    }
    const int parts = isComplex(a.elementType()) ? 2 : 1;
    for (int64_t i = 0; i < a.numElements(); ++i)
      for (int p = 0; p < parts; ++p) {
        if (a.partBits(i, p) == b.partBits(i, p)) continue;
        ++differing;
        if (divergences.size() >= maxReported) continue;
        std::string index = a.indexText(i);
        if (parts == 2) index += p ? ".imag" : ".real";
        divergences.push_back({static_cast<int>(o), std::move(index), partText(a, i, p),
                               partText(b, i, p), execution});
      }
  }
  const std::string alone =
      fmt::format("{}{}", verdictName(judged.verdict),
                  judged.message.empty() ? "" : ": " + reports::firstLine(judged.message));
  judged.message = fmt::format(
      "executions of the same compiled program on the same inputs gave different outputs: {} "
      "element(s) differ between execution 1 and {}\nexecution 1's outputs, judged alone: {}",
      differing, which, alone);
  judged.verdict = Verdict::kNondeterministic;
  judged.divergences = std::move(divergences);
  judged.failures.clear();
  judged.tier.clear();
  judged.decidedBy.clear();
  judged.escapes.clear();
  judged.mechanism.clear();
  return judged;
}

}  // namespace hlo_cts::runner
