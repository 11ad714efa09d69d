#include "oracle/evaluator.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "spec/ops/attribute_views.h"
#include "spec/text/printer.h"

namespace hlo_cts::oracle {
namespace {

bool isTerminator(const Operation& op) {
  return op.id() == OpId::kReturn || op.id() == OpId::kFuncReturn;
}

// Whether a value produced at run time has the type its op declares: the
// same element type and shape where the declaration is static (a dynamic
// dimension, or an unranked tensor, admits any size). The checker proved
// the static types consistent; this catches what only run time knows
// (dynamic shapes) and any handler that disagrees with a declaration.
bool conforms(const RuntimeValue& value, const Type& declared) {
  if (!declared.isTensor() || !value.isTensor()) return value.isTensor() == declared.isTensor();
  const Type& actual = value.tensor().type();
  if (actual.elementType() != declared.elementType()) return false;
  if (actual.isQuantized() != declared.isQuantized()) return false;
  if (declared.unranked()) return true;
  if (actual.rank() != declared.rank()) return false;
  for (int64_t d = 0; d < declared.rank(); ++d) {
    const int64_t size = declared.shape()[static_cast<size_t>(d)];
    if (size != kDynamic && size != actual.shape()[static_cast<size_t>(d)]) return false;
  }
  return true;
}

// What a result was computed from is as open as the most open operand (see
// Openness). The results of control flow (a loop, a branch, a sort's
// comparator) are also as open as each other: how many iterations ran, or
// which branch, may depend on any carried value. A result's own expectation
// already says what the spec allows for it, so it is not its own upstream.
// `propagated`: a pass carried the operand's open expectation into the
// result (EvalPasses::propagate), which accounts for that operand's own openness; only what it was
// computed from is inherited.
void inheritOpenness(const Operation& op, std::span<const RuntimeValue> operands,
                     std::vector<RuntimeValue>& results, bool propagated) {
  Openness upstream = Openness::kPinned;
  for (const RuntimeValue& operand : operands)
    upstream = std::max(upstream, propagated ? operand.upstream() : operand.openness());
  if (opInfo(op.id()).family != OpFamily::kControlFlow) {
    for (RuntimeValue& result : results) result.inheritOpenness(upstream);
    return;
  }
  std::vector<Openness> inherited(results.size(), upstream);
  for (size_t i = 0; i < results.size(); ++i)
    for (size_t j = 0; j < results.size(); ++j)
      inherited[i] = std::max(inherited[i], j == i ? results[j].upstream() : results[j].openness());
  for (size_t i = 0; i < results.size(); ++i) results[i].inheritOpenness(inherited[i]);
}

}  // namespace

Diagnostic opError(const Operation& op, std::string message, std::string_view clause,
                   DiagnosticKind kind) {
  std::string head = op.name();
  if (!clause.empty()) head += fmt::format(" ({})", clause);
  Diagnostic d = makeError(fmt::format("{}: {}", head, message), op.location, kind);
  d.clause = ClauseRef{op.id(), std::string(clause), {}};
  return d;
}

Diagnostic notSupported(const Operation& op, std::string message) {
  return opError(op, fmt::format("{} (NotSupported)", message), {}, DiagnosticKind::kNotSupported);
}

EvalContext::EvalContext(const VerifiedModule& module, const EvalOptions& options,
                         const OpTable& ops, const EvalPasses& passes)
    : module_(module),
      options_(options),
      ops_(ops),
      passes_(passes),
      shared_(std::make_shared<EvalShared>()) {}

EvalContext::EvalContext(EvalContext& parent, GridPosition position)
    : grid(position),
      module_(parent.module_),
      options_(parent.options_),
      ops_(parent.ops_),
      passes_(parent.passes_),
      shared_(parent.shared_),
      scopes_(),
      depth_(parent.depth_) {}

Result<std::vector<RuntimeValue>> EvalContext::evaluateRegion(
    const Region& region, std::span<const RuntimeValue> arguments) {
  if (region.blocks().size() != 1) {
    const Operation* parent = region.parent();
    return parent ? opError(*parent, "regions with other than one block are not supported")
                  : makeError("regions with other than one block are not supported");
  }
  return evaluateBlock(*region.front(), arguments);
}

Result<std::vector<RuntimeValue>> EvalContext::callFunction(
    std::string_view name, std::span<const RuntimeValue> arguments) {
  std::optional<FunctionView> function = module().lookupFunction(name);
  if (!function) return makeError(fmt::format("call to unknown function @{}", name));
  if (function->isDeclaration())
    return makeError(fmt::format("function @{} has no body", name), function->op->location);
  // Calls the verifier cannot see (interpreter.run_parallel's programs, an
  // entry point's inputs) may pass values of other types; a collective
  // would then read past a smaller process's tensor.
  const Block& body = *function->body();
  for (size_t i = 0; i < arguments.size() && i < body.numArguments(); ++i) {
    if (!arguments[i].isTensor() || !body.argument(i)->type.isTensor()) continue;
    const Type& want = body.argument(i)->type;
    const Type& got = arguments[i].tensor().type();
    bool fits = want.rank() == got.rank() && (want.isQuantized() || got.isQuantized() ||
                                              want.elementType() == got.elementType());
    for (int64_t d = 0; fits && d < want.rank(); ++d)
      fits = want.shape()[static_cast<size_t>(d)] == kDynamic ||
             want.shape()[static_cast<size_t>(d)] == got.shape()[static_cast<size_t>(d)];
    if (!fits)
      return makeError(fmt::format("argument #{} of @{} is a {}, and @{} takes {}", i, name,
                                   printType(got), name, printType(want)),
                       function->op->location);
  }
  return evaluateBlock(body, arguments);
}

namespace {

// Calls use(v) for every operand of `op` and of the ops nested in its regions.
template <class F>
void forEachUse(const Operation& op, F&& use) {
  for (const Value* v : op.operands()) use(v);
  for (const auto& region : op.regions())
    for (const auto& block : region->blocks())
      for (const auto& nested : block->operations()) forEachUse(*nested, use);
}

}  // namespace

const std::vector<std::vector<const Value*>>& EvalContext::releasePoints(const Block& block) {
  auto [it, inserted] = releasePoints_.try_emplace(&block);
  if (!inserted) return it->second;
  const auto& ops = block.operations();
  std::unordered_map<const Value*, size_t> lastUse;
  auto use = [&](const Value* v, size_t i) {
    if (auto found = lastUse.find(v); found != lastUse.end()) found->second = i;
  };
  for (size_t i = 0; i < ops.size(); ++i) {
    forEachUse(*ops[i], [&](const Value* v) { use(v, i); });
    // A pass (a rewrite the profile declares) reads its operands' producers'
    // operands.
    if (passes_.readsThroughProducers && passes_.readsThroughProducers(*ops[i], options_))
      for (const Value* operand : ops[i]->operands())
        if (operand->definingOp)
          for (const Value* v : operand->definingOp->operands()) use(v, i);
    for (size_t r = 0; r < ops[i]->numResults(); ++r) lastUse[ops[i]->result(r)] = i;
  }
  it->second.resize(ops.size());
  for (const auto& [value, i] : lastUse) it->second[i].push_back(value);
  return it->second;
}

Result<std::vector<RuntimeValue>> EvalContext::evaluateBlock(
    const Block& block, std::span<const RuntimeValue> arguments) {
  if (arguments.size() != block.numArguments())
    return makeError(
        fmt::format("region expects {} arguments, got {}", block.numArguments(), arguments.size()),
        block.terminator() ? block.terminator()->location : SourceLocation{});
  if (depth_ >= options_.maxCallDepth)
    return makeError(
        fmt::format("nesting of calls and regions exceeds {} levels", options_.maxCallDepth),
        block.terminator() ? block.terminator()->location : SourceLocation{},
        DiagnosticKind::kLimit);
  struct DepthGuard {
    int& depth;
    explicit DepthGuard(int& d) : depth(d) { ++depth; }
    ~DepthGuard() { --depth; }
  } guard(depth_);

  std::unordered_map<const Value*, RuntimeValue> values;
  for (size_t i = 0; i < arguments.size(); ++i) values.emplace(block.argument(i), arguments[i]);

  // Operands resolve in this block first, then in enclosing regions' scopes
  // (regions may use values defined above them).
  auto lookup = [&](const Value* v) -> const RuntimeValue* {
    auto it = values.find(v);
    if (it != values.end()) return &it->second;
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      auto found = (*scope)->find(v);
      if (found != (*scope)->end()) return &found->second;
    }
    return nullptr;
  };
  scopes_.push_back(&values);
  struct ScopeGuard {
    std::vector<const std::unordered_map<const Value*, RuntimeValue>*>& scopes;
    ~ScopeGuard() { scopes.pop_back(); }
  } scope_guard{scopes_};

  const ValueLookup lookupValue = lookup;  // what the passes see
  const std::vector<std::vector<const Value*>>& releases = releasePoints(block);
  std::vector<RuntimeValue> operands;
  for (size_t index = 0; index < block.operations().size(); ++index) {
    const Operation& op = *block.operations()[index];
    if (shared_->steps.fetch_add(1, std::memory_order_relaxed) + 1 > options_.stepBudget)
      return opError(op,
                     fmt::format("step budget of {} ops exhausted (runaway loop?); raise it "
                                 "with --step-budget",
                                 options_.stepBudget),
                     {}, DiagnosticKind::kLimit);
    if (Status s = checkDeadline(op); !s.ok()) return s.takeError();
    operands.clear();
    for (const Value* v : op.operands()) {
      const RuntimeValue* value = lookup(v);
      if (!value)
        return opError(op, fmt::format("operand {} has no value (used before its definition)",
                                       v->nameHint.empty() ? "?" : v->nameHint));
      operands.push_back(*value);
    }
    if (isTerminator(op)) return std::vector<RuntimeValue>(operands.begin(), operands.end());
    if (Status s = admitResults(op); !s.ok()) return s.takeError();

    Result<std::vector<RuntimeValue>> results = std::vector<RuntimeValue>{};
    if (op.id() == OpId::kFuncCall) {
      Result<std::string> callee = ops::callee(op);
      if (!callee.ok()) return callee.takeError();
      results = callFunction(*callee, operands);
    } else if (OpHandler handler = ops_.find(op.id())) {
      results = handler(op, operands, *this);
      if (results.ok() && !passes_.widen.empty()) {
        const OpRun run{op, operands, handler, lookupValue};
        for (EvalPasses::Widen widen : passes_.widen)
          if (Status s = widen(run, *this, *results); !s.ok()) return s.takeError();
      }
    } else {
      return notSupported(op, "the oracle has no semantics for this op");
    }
    if (!results.ok()) {
      Diagnostic error = results.takeError();
      if (!error.location.known()) error.location = op.location;
      return error;
    }
    if (results->size() != op.numResults())
      return opError(op, fmt::format("evaluation produced {} results, the op declares {}",
                                     results->size(), op.numResults()));
    const bool propagated =
        results->size() == 1 && passes_.propagate && passes_.propagate(op, operands, (*results)[0]);
    inheritOpenness(op, operands, *results, propagated);
    for (size_t i = 0; i < op.numResults(); ++i) {
      if (!conforms((*results)[i], op.result(i)->type))
        return opError(
            op, fmt::format("result #{} is a {} at run time, the op declares {}", i,
                            printType(runtimeType((*results)[i])), printType(op.result(i)->type)));
      values.insert_or_assign(op.result(i), std::move((*results)[i]));
    }
    operands.clear();
    for (const Value* dead : releases[index]) values.erase(dead);
  }
  // A block without a terminator (e.g. a function returning nothing written
  // without `return`) yields no values.
  return std::vector<RuntimeValue>{};
}

int64_t saturatingProduct(std::span<const int64_t> factors) {
  int64_t product = 1;
  for (int64_t f : factors) {
    if (f <= 0) return 0;
    if (__builtin_mul_overflow(product, f, &product)) product = INT64_MAX;
  }
  return product;
}

Status EvalContext::chargeWork(const Operation& op, std::initializer_list<int64_t> factors) {
  const int64_t work = saturatingProduct(std::span(factors.begin(), factors.size()));
  // Shared by every process of the evaluation. Past the budget the sum only
  // needs to stay past it, so one op adds at most 2^62 (no wrap-around).
  const int64_t add = std::min<int64_t>(work, int64_t{1} << 62);
  int64_t total;
  if (__builtin_add_overflow(shared_->work.fetch_add(add, std::memory_order_relaxed), add, &total))
    total = INT64_MAX;
  if (total > options_.workBudget)
    return opError(
        op,
        fmt::format("work budget of {} element operations exhausted (this op "
                    "needs {}); raise it with --work-budget",
                    options_.workBudget, work == INT64_MAX ? "over 2^63" : std::to_string(work)),
        {}, DiagnosticKind::kLimit);
  return checkDeadline(op);
}

Status EvalContext::checkDeadline(const Operation& op) const {
  if (options_.deadline == std::chrono::steady_clock::time_point::max() ||
      std::chrono::steady_clock::now() < options_.deadline)
    return Status::success();
  return opError(op, "evaluation stopped at its deadline (the call's time limit)", {},
                 DiagnosticKind::kDeadline);
}

Status EvalContext::admitResults(const Operation& op) {
  int64_t total = 0;
  for (size_t i = 0; i < op.numResults(); ++i) {
    const Type& type = op.result(i)->type;
    if (!type.isTensor() || !type.hasStaticShape()) continue;
    int64_t elements = 1;
    bool overflow = false;
    for (int64_t d : type.shape()) {
      if (d == 0) {
        elements = 0;
        overflow = false;
        break;
      }
      overflow = overflow || __builtin_mul_overflow(elements, d, &elements);
    }
    if (overflow || elements > options_.maxResultElements)
      return opError(op,
                     fmt::format("result #{} has {} elements, more than the evaluation limit "
                                 "of {}",
                                 i, overflow ? "over 2^63" : std::to_string(elements),
                                 options_.maxResultElements),
                     {}, DiagnosticKind::kLimit);
    total += elements;  // each ≤ maxResultElements: no overflow
  }
  return chargeWork(op, {total});
}

}  // namespace hlo_cts::oracle
