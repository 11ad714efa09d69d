#include "backends/simd_cpu/plan.h"

#include <fmt/format.h>

#include <deque>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "backends/simd_cpu/row_group.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {

// ---------------------------------------------------------------------------
// Compiling.

namespace {

// The most processes one interpreter.run_parallel grid may have (each is
// a thread), as the oracle's default limit.
constexpr size_t kMaxProcesses = 1024;

Diagnostic unsupported(const Operation& op, std::string why) {
  return makeError(fmt::format("{}: {}", op.name(), why), op.location,
                   DiagnosticKind::kNotSupported);
}

// Whether `op` or anything nested in its regions reads one of `values`.
bool readsAny(const Operation& op, const std::unordered_set<const Value*>& values) {
  for (const Value* v : op.operands())
    if (values.count(v)) return true;
  for (const auto& region : op.regions())
    for (const auto& block : region->blocks())
      for (const auto& nested : block->operations())
        if (readsAny(*nested, values)) return true;
  return false;
}

void collectUsers(const Block& block,
                  std::unordered_map<const Value*, std::vector<const Operation*>>& users) {
  for (const auto& op : block.operations()) {
    for (const Value* v : op->operands()) users[v].push_back(op.get());
    for (const auto& region : op->regions())
      for (const auto& nested : region->blocks()) collectUsers(*nested, users);
  }
}

// Whether an operand or result of `op` is a quantized tensor.
bool touchesQuantized(const Operation& op) {
  for (const Value* v : op.operands())
    if (v->type.isQuantized()) return true;
  for (const auto& r : op.results())
    if (r->type.isQuantized()) return true;
  return false;
}

// Tuples live only at compile time: simd-cpu's values are tensors, so a
// tuple is the list of values its stablehlo.tuple op was made of, and
// get_tuple_element forwards the part's value. The op that made the tuple
// `v` (following get_tuple_element of nested tuples); null when `v` does not
// come from one in view (a function argument, a call's or a loop's result).
const Operation* tupleMaker(const Value* v) {
  const Operation* def = v->definingOp;
  if (!def) return nullptr;
  if (def->id() == OpId::kTuple) return def;
  if (def->id() != OpId::kGetTupleElement) return nullptr;
  const Operation* outer = tupleMaker(def->operand(0));
  Result<int64_t> index = ops::tupleIndex(*def);
  if (!outer || !index.ok() || *index < 0 || static_cast<size_t>(*index) >= outer->numOperands())
    return nullptr;
  return tupleMaker(outer->operand(static_cast<size_t>(*index)));
}

// Why `op` reads a tuple simd-cpu cannot take apart (empty: it does not).
std::string tupleUseProblem(const Operation& op) {
  for (const Value* v : op.operands()) {
    if (!v->type.isTuple()) continue;
    if (op.id() == OpId::kTuple) continue;  // a tuple of tuples
    if (op.id() != OpId::kGetTupleElement)
      return "tuple values are only supported as operands of stablehlo.tuple and "
             "stablehlo.get_tuple_element";
    if (!tupleMaker(v))
      return "only tuples made by stablehlo.tuple in the same function are supported";
  }
  return {};
}

}  // namespace

std::optional<Step::Kind> builtinStepKind(OpId op) {
  switch (op) {
    case OpId::kWhile:
      return Step::Kind::kWhile;
    case OpId::kIf:
      return Step::Kind::kIf;
    case OpId::kCase:
      return Step::Kind::kCase;
    // interpreter.probe returns its operand (where the interpreter also
    // writes it to a file, which no result of the program reads).
    case OpId::kInterpreterProbe:
    case OpId::kOptimizationBarrier:
    case OpId::kTuple:  // tuples exist only at compile time (tupleMaker)
    case OpId::kGetTupleElement:
    case OpId::kAsyncDone:  // the future is its one value (kInline)
      return Step::Kind::kForward;
    // One process has no one to wait for: the wrapped collective completes
    // where async_start stands, and the future is the value it returns.
    case OpId::kAsyncStart:
      return Step::Kind::kInline;
    case OpId::kConstant:
    case OpId::kChloConstant:
      return Step::Kind::kConstant;
    case OpId::kAfterAll:
    case OpId::kCreateToken:
    // Data for the host, which this executor's caller never reads back
    // (no outfeed interface): the program goes on with the token; what the
    // host does with the values is implementation-defined.
    case OpId::kOutfeed:
    // interpreter.print: text for whoever runs the interpreter; no result.
    case OpId::kInterpreterPrint:
      return Step::Kind::kToken;
    case OpId::kInterpreterRunParallel:
      return Step::Kind::kParallel;
    case OpId::kFuncCall:
    case OpId::kComposite:
      return Step::Kind::kCall;
    default:
      return std::nullopt;
  }
}

class PlanCompiler {
 public:
  PlanCompiler(const Module& module, ProgramPlan& plan) : module_(module), plan_(plan) {}

  Result<const FunctionPlan*> function(std::string_view name) {
    if (auto it = plan_.functions_.find(name); it != plan_.functions_.end())
      return it->second.get();
    std::optional<FunctionView> view = module_.lookupFunction(name);
    if (!view || !view->body())
      return makeError(fmt::format("simd-cpu: no function body for @{}", name), {},
                       DiagnosticKind::kNotSupported);
    // Registered before its body is compiled, so recursive calls resolve.
    auto owned = std::make_unique<FunctionPlan>();
    FunctionPlan* fn = owned.get();
    plan_.functions_.emplace(std::string(name), std::move(owned));
    FunctionState state;
    collectUsers(*view->body(), state.users);
    if (Status s = block(*view->body(), fn->body, state); !s.ok()) {
      plan_.functions_.erase(plan_.functions_.find(name));
      return s.takeError();
    }
    fn->numSlots = state.nextSlot;
    return fn;
  }

 private:
  struct FunctionState {
    std::unordered_map<const Value*, int> slots;
    std::unordered_map<const Value*, std::vector<const Operation*>> users;
    // broadcast_in_dim results that only fused chains read (no step makes them).
    std::unordered_map<const Value*, BroadcastView> views;
    int nextSlot = 0;
    int slot(const Value* v) {
      auto [it, inserted] = slots.emplace(v, nextSlot);
      if (inserted) ++nextSlot;
      return it->second;
    }
  };

  // The open element-wise chain of a block being compiled.
  struct Chain {
    FusedChain ops;
    std::unordered_set<const Value*> produced;
    std::unordered_set<const Operation*> members;
    std::vector<int64_t> shape;
    bool empty() const { return ops.ops.empty(); }
  };

  Status block(const Block& b, BlockPlan& out, FunctionState& state) {
    for (const auto& arg : b.arguments()) out.arguments.push_back(state.slot(arg.get()));
    Chain chain;
    const Operation* terminator = b.terminator();
    for (const auto& owned : b.operations()) {
      const Operation& op = *owned;
      if (&op == terminator && (op.id() == OpId::kReturn || op.id() == OpId::kFuncReturn)) {
        if (std::string why = tupleUseProblem(op); !why.empty()) return unsupported(op, why);
        if (Status s = flush(chain, out, state); !s.ok()) return s;
        for (const Value* v : op.operands()) out.results.push_back(state.slot(v));
        if (plan_.options_.rowGroups) {
          const size_t before = out.steps.size();
          plan_.stats_.rowGroups += formRowGroups(out);
          plan_.stats_.steps -= static_cast<int64_t>(before - out.steps.size());
        }
        return Status::success();
      }
      if (std::optional<BroadcastView> view = broadcastView(op, b, state)) {
        state.views[op.result(0)] = std::move(*view);
        ++plan_.stats_.broadcastViews;
        continue;
      }
      if (isElementwiseOp(op.id()) && !touchesQuantized(op)) {
        if (std::string why = elementwiseSupport(op); !why.empty()) return unsupported(op, why);
        if (Status s = extendChain(op, chain, out, state); !s.ok()) return s;
        continue;
      }
      // Ops that do not read the chain run before it: the chain is emitted
      // where its values are first needed.
      if (!chain.empty() && readsAny(op, chain.produced))
        if (Status s = flush(chain, out, state); !s.ok()) return s;
      Result<Step> step = compileOp(op, state);
      if (!step.ok()) return step.takeError();
      out.steps.push_back(std::move(*step));
      ++plan_.stats_.steps;
    }
    return unsupported(*terminator, "block without a return");
  }

  // A broadcast_in_dim of block `b` whose result only element-wise ops of
  // `b` read, each at the broadcast's shape: those chains read its operand
  // through the view, and no step materializes it.
  std::optional<BroadcastView> broadcastView(const Operation& op, const Block& b,
                                             const FunctionState& state) const {
    if (op.id() != OpId::kBroadcastInDim || op.numOperands() != 1) return std::nullopt;
    const Value* result = op.result(0);
    const Type& from = op.operand(0)->type;
    // A view error leaves the broadcast to its kernel, which reports it.
    Result<std::vector<int64_t>> dims = ops::dimensionsAttr(op);
    auto isStatic = [](const Type& t) { return t.isTensor() && t.hasStaticShape(); };
    if (!isStatic(from) || !isStatic(result->type) || from.isQuantized() || !dims.ok() ||
        dims->size() != static_cast<size_t>(from.rank()))
      return std::nullopt;
    auto users = state.users.find(result);
    if (users == state.users.end() || users->second.empty()) return std::nullopt;
    for (const Operation* user : users->second)
      if (user->parentBlock() != &b || !isElementwiseOp(user->id()) ||
          user->result(0)->type.shape() != result->type.shape() ||
          !elementwiseSupport(*user).empty())
        return std::nullopt;
    return BroadcastView{op.operand(0), std::move(*dims)};
  }

  // Adds a fusable op to the open chain, first emitting the chain when the
  // op cannot join it: another shape, or a chain value of another shape as
  // an operand (a rank-0 chain value read by a wider clamp), or a chain
  // value seen through a broadcast (chains read views of tensors only).
  Status extendChain(const Operation& op, Chain& chain, BlockPlan& out, FunctionState& state) {
    const std::vector<int64_t>& shape = op.result(0)->type.shape();
    bool fits = chain.empty() || shape == chain.shape;
    for (const Value* v : op.operands()) {
      const auto view = state.views.find(v);
      if (view != state.views.end() ? chain.produced.count(view->second.source) != 0
                                    : chain.produced.count(v) && v->type.shape() != shape)
        fits = false;
    }
    if (!fits)
      if (Status s = flush(chain, out, state); !s.ok()) return s;
    if (chain.empty()) chain.shape = shape;
    chain.ops.ops.push_back(&op);
    chain.members.insert(&op);
    for (const Value* v : op.operands()) {
      const Value* input = v;
      if (auto view = state.views.find(v); view != state.views.end()) {
        chain.ops.views[v] = view->second;
        input = view->second.source;
      }
      if (!chain.produced.count(input) &&
          std::find(chain.ops.inputs.begin(), chain.ops.inputs.end(), input) ==
              chain.ops.inputs.end())
        chain.ops.inputs.push_back(input);
    }
    chain.produced.insert(op.result(0));
    return Status::success();
  }

  Status flush(Chain& chain, BlockPlan& out, FunctionState& state) {
    if (chain.empty()) return Status::success();
    for (const Operation* op : chain.ops.ops) {
      const Value* v = op->result(0);
      auto it = state.users.find(v);
      if (it == state.users.end()) continue;
      for (const Operation* user : it->second)
        if (!chain.members.count(user)) {
          chain.ops.outputs.push_back(v);
          break;
        }
    }
    Step step;
    step.kind = Step::Kind::kFused;
    step.op = chain.ops.ops.back();
    if (!chain.ops.outputs.empty()) {
      Result<std::shared_ptr<const FusedProgram>> program = compileFusedChain(chain.ops);
      if (!program.ok()) return program.takeError();
      step.fused = std::move(*program);
      for (const Value* v : chain.ops.inputs) step.inputs.push_back(state.slot(v));
      for (const Value* v : chain.ops.outputs) step.outputs.push_back(state.slot(v));
      out.steps.push_back(std::move(step));
      ++plan_.stats_.steps;
      ++plan_.stats_.fusedChains;
      plan_.stats_.fusedOps += static_cast<int64_t>(chain.ops.ops.size());
    }
    chain = Chain{};
    return Status::success();
  }

  Result<Step> compileOp(const Operation& op, FunctionState& state) {
    if (std::string why = tupleUseProblem(op); !why.empty()) return unsupported(op, why);
    if (op.id() == OpId::kTuple || op.id() == OpId::kGetTupleElement) return tupleStep(op, state);
    Step step;
    step.op = &op;
    for (const Value* v : op.operands()) step.inputs.push_back(state.slot(v));
    for (const auto& r : op.results()) step.outputs.push_back(state.slot(r.get()));
    auto regions = [&]() -> Status {
      for (const auto& region : op.regions()) {
        if (region->blocks().size() != 1) return unsupported(op, "regions of several blocks");
        auto nested = std::make_unique<BlockPlan>();
        if (Status s = block(*region->front(), *nested, state); !s.ok()) return s;
        step.regions.push_back(std::move(nested));
      }
      return Status::success();
    };
    const std::optional<Step::Kind> builtin = builtinStepKind(op.id());
    step.kind = builtin.value_or(Step::Kind::kKernel);
    switch (step.kind) {
      case Step::Kind::kWhile:
      case Step::Kind::kIf:
      case Step::Kind::kCase:
      case Step::Kind::kFused:  // never from builtinStepKind
      case Step::Kind::kRowGroup:
        break;
      case Step::Kind::kInline:
        if (op.numResults() != 1 || op.result(0)->type.elements().size() != 1)
          return unsupported(op, "only a future of one value");
        break;
      case Step::Kind::kForward:
        if (op.id() == OpId::kAsyncDone && op.numResults() != 1)
          return unsupported(op, "only a future of one value");
        return step;
      case Step::Kind::kToken:
        return step;
      case Step::Kind::kParallel:
        if (Status s = parallelPrograms(op, step); !s.ok()) return s.takeError();
        return step;
      case Step::Kind::kConstant: {
        // The parser expands splats, so a verified constant holds every element.
        Result<const Attribute*> value = ops::valueAttr(op);
        if (!value.ok() || (*value)->kind() != Attribute::Kind::kDenseElements ||
            (*value)->tensor().shape() != op.result(0)->type.shape())
          return unsupported(op, "only dense elements constants of static shape");
        step.constant = std::make_shared<Tensor>((*value)->tensor());
        return step;
      }
      case Step::Kind::kCall: {
        Result<std::string> name =
            op.id() == OpId::kFuncCall ? ops::callee(op) : ops::compositeDecomposition(op);
        if (!name.ok()) return unsupported(op, name.error().message);
        Result<const FunctionPlan*> callee = function(*name);
        if (!callee.ok()) return callee.takeError();
        step.callee = *callee;
        return step;
      }
      case Step::Kind::kKernel: {
        const KernelEntry* entry = isElementwiseOp(op.id()) && touchesQuantized(op)
                                       ? &quantizedElementwiseKernel()
                                       : simdCpuKernels().find(op.id());
        if (!entry) return unsupported(op, "not implemented by simd-cpu");
        if (entry->supports)
          if (std::string why = entry->supports(op); !why.empty()) return unsupported(op, why);
        step.kernel = entry;
        break;
      }
    }
    if (Status s = regions(); !s.ok()) return s.takeError();
    return step;
  }

  // interpreter.run_parallel's programs = [[@f, ...], ...] (a rectangle:
  // rows are replicas, columns partitions) and infeed = [@q, ...], each
  // compiled like a callee; the inputs must match the programs' arguments.
  Status parallelPrograms(const Operation& op, Step& step) {
    Result<ops::RunParallelAttrs> grid = ops::runParallelAttrs(op);
    if (!grid.ok()) return unsupported(op, grid.error().message);
    auto functions = [&](const std::vector<std::string>& names,
                         std::vector<const FunctionPlan*>& out) -> Status {
      for (const std::string& name : names) {
        Result<const FunctionPlan*> fn = function(name);
        if (!fn.ok()) return fn.takeError();
        out.push_back(*fn);
      }
      return Status::success();
    };
    size_t arguments = 0;
    for (const std::vector<std::string>& row : grid->programs) {
      step.programs.emplace_back();
      if (Status s = functions(row, step.programs.back()); !s.ok()) return s;
      if (step.programs.back().empty() || step.programs.back().size() != step.programs[0].size())
        return unsupported(op, "programs must be a non-empty rectangle");
      for (const FunctionPlan* fn : step.programs.back()) arguments += fn->body.arguments.size();
    }
    if (step.programs.empty()) return unsupported(op, "programs must be a non-empty rectangle");
    const size_t processes = step.programs.size() * step.programs[0].size();
    if (processes > kMaxProcesses)
      return unsupported(op, fmt::format("a grid of {} processes (simd-cpu runs at most {}, a "
                                         "thread each)",
                                         processes, kMaxProcesses));
    if (arguments != op.numOperands())
      return unsupported(
          op, fmt::format("{} inputs, the programs take {}", op.numOperands(), arguments));
    return functions(grid->infeed, step.infeed);
  }

  // stablehlo.tuple makes nothing at run time (tupleMaker); a
  // get_tuple_element of a tensor or token forwards the part's slot, one of
  // a nested tuple nothing either.
  Result<Step> tupleStep(const Operation& op, FunctionState& state) {
    Step step;
    step.op = &op;
    step.kind = Step::Kind::kForward;
    if (op.id() == OpId::kTuple || op.result(0)->type.isTuple()) return step;
    const Operation* maker = tupleMaker(op.operand(0));
    Result<int64_t> index_attr = ops::tupleIndex(op);
    if (!index_attr.ok()) return unsupported(op, index_attr.error().message);
    if (!maker || *index_attr < 0 || static_cast<size_t>(*index_attr) >= maker->numOperands())
      return unsupported(op, "index out of the tuple's range");
    const auto index = static_cast<size_t>(*index_attr);
    step.inputs.push_back(state.slot(maker->operand(index)));
    step.outputs.push_back(state.slot(op.result(0)));
    return step;
  }

  const Module& module_;
  ProgramPlan& plan_;
};

Result<std::unique_ptr<ProgramPlan>> ProgramPlan::compile(const Module& module,
                                                          std::string_view entry,
                                                          PlanOptions options) {
  auto plan = std::unique_ptr<ProgramPlan>(new ProgramPlan());
  plan->options_ = options;
  PlanCompiler compiler(module, *plan);
  Result<const FunctionPlan*> fn = compiler.function(entry);
  if (!fn.ok()) return fn.takeError();
  plan->entry_ = *fn;
  return plan;
}

// ---------------------------------------------------------------------------
// Running.

namespace {

class Frame {
 public:
  Frame(const FunctionPlan& fn, std::chrono::steady_clock::time_point deadline, int depth,
        ProcessContext process = {})
      : slots_(static_cast<size_t>(fn.numSlots)),
        deadline_(deadline),
        depth_(depth),
        process_(process) {}

  Result<std::vector<TensorRef>> runBlock(const BlockPlan& block, std::span<const TensorRef> args) {
    if (args.size() != block.arguments.size())
      return makeError(fmt::format("simd-cpu: region takes {} arguments, got {}",
                                   block.arguments.size(), args.size()));
    for (size_t i = 0; i < args.size(); ++i)
      slots_[static_cast<size_t>(block.arguments[i])] = args[i];
    for (const Step& step : block.steps)
      if (Status s = runStep(step); !s.ok()) return s.takeError();
    std::vector<TensorRef> results;
    results.reserve(block.results.size());
    for (int slot : block.results) results.push_back(slots_[static_cast<size_t>(slot)]);
    return results;
  }

 private:
  std::vector<TensorRef> inputsOf(const Step& step) const {
    std::vector<TensorRef> in;
    in.reserve(step.inputs.size());
    for (int slot : step.inputs) in.push_back(slots_[static_cast<size_t>(slot)]);
    return in;
  }
  void setOutputs(const Step& step, std::vector<TensorRef>& values) {
    for (size_t i = 0; i < step.outputs.size() && i < values.size(); ++i)
      slots_[static_cast<size_t>(step.outputs[i])] = std::move(values[i]);
  }

  Status runStep(const Step& step) {
    if (std::chrono::steady_clock::now() > deadline_)
      return makeError("simd-cpu: the call's time limit passed", step.op->location,
                       DiagnosticKind::kDeadline);
    std::vector<TensorRef> in = inputsOf(step);
    std::vector<TensorRef> out;
    switch (step.kind) {
      case Step::Kind::kFused: {
        Result<std::vector<TensorRef>> r = runFusedProgram(*step.fused, in);
        if (!r.ok()) return r.takeError();
        out = std::move(*r);
        break;
      }
      case Step::Kind::kRowGroup:
        out = runRowGroup(*step.rowGroup, in);
        break;
      case Step::Kind::kConstant:
        out.push_back(step.constant);
        break;
      case Step::Kind::kForward:
        out = in;
        break;
      case Step::Kind::kToken:
        out.assign(step.outputs.size(), nullptr);
        break;
      case Step::Kind::kCall: {
        if (depth_ > 256) return makeError("simd-cpu: calls nested too deeply", step.op->location);
        Frame callee(*step.callee, deadline_, depth_ + 1, process_);
        Result<std::vector<TensorRef>> r = callee.runBlock(step.callee->body, in);
        if (!r.ok()) return r.takeError();
        out = std::move(*r);
        break;
      }
      case Step::Kind::kParallel: {
        if (depth_ > 256) return makeError("simd-cpu: calls nested too deeply", step.op->location);
        Result<std::vector<TensorRef>> r = runParallel(step, in);
        if (!r.ok()) return r.takeError();
        out = std::move(*r);
        break;
      }
      case Step::Kind::kInline: {
        Result<std::vector<TensorRef>> r = runBlock(*step.regions[0], in);
        if (!r.ok()) return r.takeError();
        out = std::move(*r);
        break;
      }
      case Step::Kind::kWhile: {
        out = in;
        for (;;) {
          Result<std::vector<TensorRef>> cond = runBlock(*step.regions[0], out);
          if (!cond.ok()) return cond.takeError();
          if (cond->empty() || !(*cond)[0] || (*cond)[0]->bits(0) == 0) break;
          Result<std::vector<TensorRef>> body = runBlock(*step.regions[1], out);
          if (!body.ok()) return body.takeError();
          out = std::move(*body);
          if (std::chrono::steady_clock::now() > deadline_)
            return makeError("simd-cpu: the call's time limit passed", step.op->location,
                             DiagnosticKind::kDeadline);
        }
        break;
      }
      case Step::Kind::kIf:
      case Step::Kind::kCase: {
        size_t branch;
        if (step.kind == Step::Kind::kIf) {
          branch = in[0]->bits(0) ? 0 : 1;
        } else {
          // An index out of range selects the last branch (the spec's rule).
          const int64_t index = in[0]->intValue(0);
          const size_t last = step.regions.size() - 1;
          branch =
              index < 0 || static_cast<size_t>(index) > last ? last : static_cast<size_t>(index);
        }
        Result<std::vector<TensorRef>> r = runBlock(*step.regions[branch], {});
        if (!r.ok()) return r.takeError();
        out = std::move(*r);
        break;
      }
      case Step::Kind::kKernel: {
        RegionRunner runner = [&](size_t region, std::span<const TensorRef> args) {
          return runBlock(*step.regions.at(region), args);
        };
        KernelCall call{*step.op, in, out, runner, process_};
        out.resize(step.outputs.size());
        if (Status s = step.kernel->kernel(call); !s.ok()) return s;
        break;
      }
    }
    setOutputs(step, out);
    return Status::success();
  }

  // interpreter.run_parallel: the inputs dealt to the programs in row-major
  // order (each takes as many as it has arguments), every process on its
  // own thread, the results concatenated in the same order. A failure is
  // reported for the process that failed first on its own, not for those a
  // deadlock then left waiting for it.
  Result<std::vector<TensorRef>> runParallel(const Step& step, std::span<const TensorRef> in) {
    const int64_t replicas = static_cast<int64_t>(step.programs.size());
    const int64_t partitions = static_cast<int64_t>(step.programs[0].size());
    std::deque<std::vector<TensorRef>> queue;
    for (const FunctionPlan* fn : step.infeed) {
      Frame producer(*fn, deadline_, depth_ + 1, process_);
      Result<std::vector<TensorRef>> entry = producer.runBlock(fn->body, {});
      if (!entry.ok()) return entry.takeError();
      queue.push_back(std::move(*entry));
    }
    ProcessGrid grid(replicas, partitions);
    std::vector<std::span<const TensorRef>> arguments;
    size_t next = 0;
    for (int64_t r = 0; r < replicas; ++r)
      for (int64_t p = 0; p < partitions; ++p) {
        const size_t arity =
            step.programs[static_cast<size_t>(r)][static_cast<size_t>(p)]->body.arguments.size();
        arguments.push_back(in.subspan(next, arity));
        next += arity;
        grid.setInfeed({r, p}, queue);
      }
    std::vector<std::optional<Result<std::vector<TensorRef>>>> results(arguments.size());
    grid.run([&](ProcessId id) {
      const size_t i = static_cast<size_t>(grid.flatId(id));
      const FunctionPlan& fn =
          *step.programs[static_cast<size_t>(id.replica)][static_cast<size_t>(id.partition)];
      Frame process(fn, deadline_, depth_ + 1, ProcessContext{&grid, id, replicas, partitions});
      results[i] = process.runBlock(fn.body, arguments[i]);
    });
    size_t blamed = results.size();
    for (size_t i = 0; i < results.size() && blamed == results.size(); ++i)
      if (!results[i]->ok() && results[i]->error().message != grid.deadlockMessage()) blamed = i;
    for (size_t i = 0; i < results.size() && blamed == results.size(); ++i)
      if (!results[i]->ok()) blamed = i;
    if (blamed < results.size()) {
      Diagnostic d = results[blamed]->takeError();
      d.message = fmt::format("{}: process {}: {}", step.op->name(),
                              formatProcess({static_cast<int64_t>(blamed) / partitions,
                                             static_cast<int64_t>(blamed) % partitions}),
                              d.message);
      if (!d.location.known()) d.location = step.op->location;
      return d;
    }
    std::vector<TensorRef> out;
    for (auto& r : results)
      for (TensorRef& v : r->value()) out.push_back(std::move(v));
    if (out.size() != step.outputs.size())
      return makeError(fmt::format("{}: the programs return {} values, the op declares {}",
                                   step.op->name(), out.size(), step.outputs.size()),
                       step.op->location);
    return out;
  }

  std::vector<TensorRef> slots_;
  std::chrono::steady_clock::time_point deadline_;
  int depth_;
  ProcessContext process_;
};

}  // namespace

Result<std::vector<TensorRef>> ProgramPlan::run(
    std::span<const TensorRef> arguments, std::chrono::steady_clock::time_point deadline) const {
  Frame frame(*entry_, deadline, 0);
  return frame.runBlock(entry_->body, arguments);
}

}  // namespace hlo_cts::backends::simd_cpu
