#include "backends/cuda/cuda_plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "backends/common/reducer_body.h"
#include "backends/cuda/chain_builder.h"
#include "backends/gemm_layout.h"
#include "spec/element_type.h"

namespace hlo_cts::backends::cuda {
namespace {

Diagnostic unsupported(const Operation& op, std::string why) {
  return makeError(fmt::format("{}: {} (cuda executor)", op.name(), why), op.location,
                   DiagnosticKind::kNotSupported);
}

// --- Reductions and products ------------------------------------------------

// The reduce's simple combiner: one associative op of its two arguments,
// on one operand; nullopt for any other body.
std::optional<Opcode> simpleCombiner(const Operation& op) {
  if (op.numOperands() != 2) return std::nullopt;
  const std::optional<OpId> reducer = common::simpleReducer(*op.region(0));
  if (!reducer) return std::nullopt;
  return opcodeOf(*reducer, *codecOf(op.operand(0)->type.elementType()));
}

std::string reduceSupport(const Operation& op) {
  if (op.numOperands() % 2 != 0 || op.numOperands() / 2 > kMaxReduceOperands)
    return fmt::format("only reductions of up to {} operands", kMaxReduceOperands);
  for (const Value* v : op.operands())
    if (std::string why = slotTypeSupport(v->type); !why.empty()) return why;
  if (simpleCombiner(op)) return {};
  // Any other body runs as a register program: element-wise ops only.
  const Block* body = op.region(0)->front();
  if (!body) return "a body without a block";
  for (const auto& inner : body->operations()) {
    if (inner.get() == body->terminator()) continue;
    if (!inner->regions().empty() ||
        (!isChainCandidate(inner->id()) && inner->id() != OpId::kConstant))
      return fmt::format("a body with {} is not supported", inner->name());
    if (inner->id() != OpId::kConstant)
      if (std::string why = chainSupport(*inner); !why.empty())
        return fmt::format("its body's {}: {}", inner->name(), why);
  }
  return {};
}

std::string bitcastSupport(const Operation& op) {
  const Type& from = op.operand(0)->type;
  const Type& to = op.result(0)->type;
  for (const Type* t : {&from, &to})
    if (std::string why = slotTypeSupport(*t); !why.empty()) return why;
  if (from.shape() != to.shape() ||
      storageBytes(from.elementType()) != storageBytes(to.elementType()) ||
      bitWidth(from.elementType()) != bitWidth(to.elementType()))
    return "only bitcasts between types of one width";
  return {};
}

// Whether operand `i` of chain op `op` is read through a window (only
// where the index falls inside it), which needs it in a buffer.
bool readsWindow(const Operation& op, size_t i) {
  switch (op.id()) {
    case OpId::kConcatenate:
      return true;
    case OpId::kPad:
    case OpId::kDynamicSlice:
      return i == 0;
    default:
      return false;
  }
}

std::string dotSupport(const Operation& op) {
  for (const Value* v : {op.operand(0), op.operand(1), op.result(0)})
    if (std::string why = slotTypeSupport(v->type); !why.empty()) return why;
  const ElementType type = op.result(0)->type.elementType();
  if (type != ElementType::kF32 && type != ElementType::kF64) return "only f32 and f64 products";
  if (op.operand(0)->type.elementType() != type || op.operand(1)->type.elementType() != type)
    return "only operands of the result's type";
  if (Result<std::optional<ops::DotAlgorithmAttrs>> algorithm = ops::dotAlgorithmAttrs(op);
      !algorithm.ok() || *algorithm)
    return "dot algorithms are not supported";
  return {};
}

}  // namespace

// --- The builder ----------------------------------------------------------------

class PlanBuilder {
 public:
  PlanBuilder(CudaPlan& plan, const Block& body) : plan_(plan), body_(body) {}

  Status build() {
    if (Status s = checkOps(); !s.ok()) return s;
    countUses();
    // A chain that overflows its arrays is retried with its operands
    // materialized (shallower trees), until every chain fits.
    for (;;) {
      plan_ = CudaPlan{};
      slotOf_.clear();
      const Operation* overflowed = nullptr;
      Status s = emitAll(overflowed);
      if (!overflowed) return s;
      bool grew = false;
      for (const Value* v : overflowed->operands())
        if (v->definingOp && isChainCandidate(v->definingOp->id()))
          grew |= forced_.insert(v).second;
      if (!grew)
        return unsupported(*overflowed, "the element-wise chain is too large for one kernel");
    }
  }

 private:
  Status checkOps() {
    for (const auto& argument : body_.arguments())
      if (std::string why = slotTypeSupport(argument->type); !why.empty())
        return makeError(fmt::format("entry argument: {} (cuda executor)", why), argument->location,
                         DiagnosticKind::kNotSupported);
    for (const auto& owned : body_.operations()) {
      const Operation& op = *owned;
      std::string why;
      switch (op.id()) {
        case OpId::kFuncReturn:
          for (const Value* v : op.operands())
            if (why.empty()) why = slotTypeSupport(v->type);
          break;
        case OpId::kConstant:
        case OpId::kChloConstant:
        case OpId::kReshape:
        case OpId::kGetDimensionSize:
          why = slotTypeSupport(op.result(0)->type);
          break;
        case OpId::kOptimizationBarrier:
          for (const Value* v : op.operands())
            if (why.empty()) why = slotTypeSupport(v->type);
          break;
        case OpId::kBitcastConvert:
          why = bitcastSupport(op);
          break;
        case OpId::kReduce:
          why = reduceSupport(op);
          break;
        case OpId::kDot:
        case OpId::kDotGeneral:
          why = dotSupport(op);
          break;
        default:
          if (!isChainCandidate(op.id())) {
            why = "not supported yet";
            break;
          }
          why = chainSupport(op);
      }
      if (!why.empty()) return unsupported(op, why);
    }
    return Status::success();
  }

  void countUses() {
    for (const auto& owned : body_.operations()) {
      const Operation& op = *owned;
      const bool chainReader = isChainCandidate(op.id());
      for (size_t i = 0; i < op.numOperands(); ++i) {
        const Value* v = op.operand(i);
        ++uses_[v];
        // Reduce, dot, reshape and return read buffers, and so do the
        // chain ops that read only part of an operand's index space.
        if (!chainReader || readsWindow(op, i)) forced_.insert(v);
      }
    }
  }

  // Whether `v` gets a buffer: what is not computed by a chain, what a
  // non-chain op reads, and what several chains read, unless reading it in
  // place costs each reader no more than a load (a view).
  bool materialized(const Value* v) const {
    if (!v->definingOp || !isChainCandidate(v->definingOp->id())) return true;
    auto it = uses_.find(v);
    if (forced_.count(v) || it == uses_.end()) return true;
    return it->second != 1 && !isView(v);
  }

  // An iota, or a re-indexing op of a buffer or of another view.
  bool isView(const Value* v) const {
    const Operation* op = v->definingOp;
    if (!op) return false;
    if (op->id() == OpId::kIota) return true;
    if (!(opInfo(op->id()).flags & kAffineIndexing)) return false;
    return materialized(op->operand(0)) || isView(op->operand(0));
  }

  int newSlot(size_t bytes) {
    plan_.slots_.push_back(Slot{bytes, -1});
    return static_cast<int>(plan_.slots_.size() - 1);
  }
  int slotFor(const Value* v) {
    const int slot =
        newSlot(static_cast<size_t>(v->type.numElements()) * storageBytes(v->type.elementType()));
    slotOf_[v] = slot;
    return slot;
  }

  Status emitAll(const Operation*& overflowed) {
    for (const auto& argument : body_.arguments())
      plan_.argumentSlots_.push_back(slotFor(argument.get()));
    for (const auto& owned : body_.operations()) {
      const Operation& op = *owned;
      switch (op.id()) {
        case OpId::kFuncReturn:
          for (const Value* v : op.operands()) {
            plan_.resultSlots_.push_back(slotOf_.at(v));
            plan_.resultTypes_.push_back(v->type);
          }
          continue;
        case OpId::kGetDimensionSize: {
          Tensor size(std::vector<int64_t>{}, op.result(0)->type.elementType());
          const auto dimension = static_cast<size_t>(ops::dimensionAttr(op).value());
          size.setIntValue(0, op.operand(0)->type.shape()[dimension]);
          plan_.constants_.emplace_back(slotFor(op.result(0)), std::move(size));
          continue;
        }
        case OpId::kOptimizationBarrier:
        case OpId::kBitcastConvert:  // same bits in the same bytes
          for (size_t i = 0; i < op.numResults(); ++i)
            slotOf_[op.result(i)] = slotOf_.at(op.operand(i));
          continue;
        case OpId::kConstant:
        case OpId::kChloConstant: {
          const Attribute* value = ops::valueAttr(op).value();
          if (!value || value->kind() != Attribute::Kind::kDenseElements ||
              value->tensor().shape() != op.result(0)->type.shape())
            return unsupported(op, "only dense elements constants of static shape");
          plan_.constants_.emplace_back(slotFor(op.result(0)), value->tensor());
          continue;
        }
        case OpId::kReshape: {
          const int slot = slotFor(op.result(0));
          plan_.slots_[static_cast<size_t>(slot)].aliasOf = rootOf(slotOf_.at(op.operand(0)));
          continue;
        }
        case OpId::kReduce:
          if (!emitReduce(op))
            return unsupported(op, "the reduce body is too large for one kernel");
          continue;
        case OpId::kDot:
        case OpId::kDotGeneral:
          if (!emitDot(op)) {
            overflowed = &op;
            return Status::success();
          }
          continue;
        default:
          // Read by its one reader's chain, or not read at all.
          if (!uses_.count(op.result(0)) || !materialized(op.result(0))) continue;
          if (!emitChain(op)) {
            overflowed = &op;
            return Status::success();
          }
      }
    }
    return Status::success();
  }

  int rootOf(int slot) const {
    while (plan_.slots_[static_cast<size_t>(slot)].aliasOf >= 0)
      slot = plan_.slots_[static_cast<size_t>(slot)].aliasOf;
    return slot;
  }

  bool emitChain(const Operation& op) {
    const Value* result = op.result(0);
    Launch launch;
    launch.kind = Launch::Kind::kChain;
    launch.op = &op;
    std::shared_ptr<ChainCode> code = emptyChain(result->type.shape());
    try {
      ChainBuilder builder(*code, slotOf_, launch.slots);
      const uint8_t reg = builder.emit(result, identityMap(result->type.rank()));
      builder.store(reg, slotFor(result), *codecOf(result->type.elementType()));
    } catch (const ChainOverflow&) {
      return false;
    }
    launch.chain = std::move(code);
    plan_.launches_.push_back(std::move(launch));
    return true;
  }

  // Returns false when the body does not fit a register program.
  bool emitReduce(const Operation& op) {
    const size_t n = op.numOperands() / 2;
    const Type& input = op.operand(0)->type;
    std::vector<int64_t> dims = ops::dimensionsAttr(op).value();
    std::sort(dims.begin(), dims.end());
    const std::vector<int64_t> strides = rowMajorStrides(input.shape());
    Launch launch;
    launch.kind = Launch::Kind::kReduce;
    launch.op = &op;
    ReduceCode& r = launch.reduce;
    r.numOperands = static_cast<int>(n);
    for (size_t i = 0; i < n; ++i) {
      r.codecs[i] = *codecOf(op.operand(i)->type.elementType());
      r.inputs[i] = static_cast<int16_t>(i);
      r.inits[i] = static_cast<int16_t>(n + i);
      r.outputs[i] = static_cast<int16_t>(2 * n + i);
    }
    if (const std::optional<Opcode> combine = simpleCombiner(op)) {
      r.combine = *combine;
    } else {
      r.hasBody = true;
      const Block& body = *op.region(0)->front();
      std::unordered_map<const Value*, int> noSlots;
      std::vector<int> noBuffers;
      try {
        ChainBuilder builder(r.body, noSlots, noBuffers);
        for (size_t i = 0; i < body.numArguments(); ++i)
          builder.bind(body.argument(i), static_cast<uint8_t>(i));
        for (const Value* v : body.terminator()->operands())
          builder.result(builder.emit(v, IndexMap{}), *codecOf(v->type.elementType()));
      } catch (const ChainOverflow&) {
        return false;
      }
    }
    r.numOutputs = op.result(0)->type.numElements();
    r.reducedCount = 1;
    for (int64_t d = 0; d < input.rank(); ++d) {
      const auto i = static_cast<size_t>(d);
      if (std::binary_search(dims.begin(), dims.end(), d)) {
        r.reducedDims[r.reducedRank] = input.shape()[i];
        r.reducedStrides[r.reducedRank++] = strides[i];
        r.reducedCount *= input.shape()[i];
      } else {
        r.keptDims[r.keptRank] = input.shape()[i];
        r.keptStrides[r.keptRank++] = strides[i];
      }
    }
    reduceSchedule(r);
    for (size_t i = 0; i < 2 * n; ++i) launch.slots.push_back(slotOf_.at(op.operand(i)));
    for (size_t i = 0; i < n; ++i) launch.slots.push_back(slotFor(op.result(i)));
    plan_.launches_.push_back(std::move(launch));
    return true;
  }

  // The operand in `order`'s dimension order, in a slot of its own unless
  // it is in that order already.
  std::optional<int> permuted(const Value* v, const std::vector<int64_t>& order) {
    const int slot = slotOf_.at(v);
    std::vector<int64_t> identity(order.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (order == identity) return slot;
    std::vector<int64_t> shape;
    for (int64_t d : order) shape.push_back(v->type.shape()[static_cast<size_t>(d)]);
    IndexMap map;
    map.rows.resize(order.size());
    for (size_t j = 0; j < order.size(); ++j) map.rows[static_cast<size_t>(order[j])].coeff[j] = 1;
    Launch launch;
    launch.kind = Launch::Kind::kChain;
    launch.op = v->definingOp;
    std::shared_ptr<ChainCode> code = emptyChain(shape);
    const Codec codec = *codecOf(v->type.elementType());
    const int out = newSlot(static_cast<size_t>(code->numElements) * codec.bytes);
    try {
      ChainBuilder builder(*code, slotOf_, launch.slots);
      builder.store(builder.emit(v, map), out, codec);
    } catch (const ChainOverflow&) {
      return std::nullopt;
    }
    launch.chain = std::move(code);
    plan_.launches_.push_back(std::move(launch));
    return out;
  }

  bool emitDot(const Operation& op) {
    const Result<GemmLayout> layout = gemmLayout(op);
    if (!layout.ok()) return false;
    const std::optional<int> a = permuted(op.operand(0), layout->lhsOrder);
    const std::optional<int> b = permuted(op.operand(1), layout->rhsOrder);
    if (!a || !b) return false;
    Launch launch;
    launch.kind = Launch::Kind::kGemm;
    launch.op = &op;
    GemmCode& g = launch.gemm;
    g.f64 = op.result(0)->type.elementType() == ElementType::kF64;
    g.batch = layout->batch;
    g.m = layout->m;
    g.k = layout->k;
    g.n = layout->n;
    launch.slots = {*a, *b, slotFor(op.result(0))};
    g.a = 0;
    g.b = 1;
    g.c = 2;
    plan_.launches_.push_back(std::move(launch));
    return true;
  }

  CudaPlan& plan_;
  const Block& body_;
  std::unordered_map<const Value*, int> uses_;
  std::unordered_set<const Value*> forced_;
  std::unordered_map<const Value*, int> slotOf_;
};

Result<std::unique_ptr<CudaPlan>> CudaPlan::compile(const Module& module, std::string_view entry) {
  std::optional<FunctionView> function = module.lookupFunction(entry);
  if (!function || !function->body())
    return makeError(fmt::format("cuda: no function body for @{}", entry), {},
                     DiagnosticKind::kNotSupported);
  const Block& body = *function->body();
  auto plan = std::make_unique<CudaPlan>();
  PlanBuilder builder(*plan, body);
  if (Status s = builder.build(); !s.ok()) return s.takeError();
  return plan;
}

// --- Running ---------------------------------------------------------------------

namespace {

// The device buffers of one run, released when it ends however it ends.
class DeviceBuffers {
 public:
  explicit DeviceBuffers(Device& device) : device_(device) {}
  ~DeviceBuffers() {
    for (void* p : owned_) device_.release(p);
  }
  void* allocate(size_t bytes) {
    void* p = device_.allocate(bytes == 0 ? 1 : bytes);
    if (p) owned_.push_back(p);
    return p;
  }

 private:
  Device& device_;
  std::vector<void*> owned_;
};

Diagnostic deviceError(const Operation* op, const std::string& what) {
  return makeError(fmt::format("cuda: {}{}", op ? op->name() + ": " : "", what),
                   op ? op->location : SourceLocation{}, DiagnosticKind::kEvaluation);
}

}  // namespace

Result<std::vector<Tensor>> CudaPlan::run(Device& device, std::span<const Tensor> arguments,
                                          std::chrono::steady_clock::time_point deadline) const {
  if (arguments.size() != argumentSlots_.size())
    return makeError(fmt::format("cuda: {} arguments given, the entry function takes {}",
                                 arguments.size(), argumentSlots_.size()));
  DeviceBuffers memory(device);
  std::vector<uint8_t*> pointers(slots_.size(), nullptr);
  for (size_t s = 0; s < slots_.size(); ++s) {
    if (slots_[s].aliasOf >= 0) continue;
    pointers[s] = static_cast<uint8_t*>(memory.allocate(slots_[s].bytes));
    if (!pointers[s])
      return makeError(fmt::format("cuda: out of device memory ({} bytes)", slots_[s].bytes), {},
                       DiagnosticKind::kLimit);
  }
  for (size_t s = 0; s < slots_.size(); ++s)
    if (slots_[s].aliasOf >= 0) pointers[s] = pointers[static_cast<size_t>(slots_[s].aliasOf)];
  auto upload = [&](int slot, const Tensor& t) -> Status {
    const size_t bytes = slots_[static_cast<size_t>(slot)].bytes;
    if (t.bytes().size() != bytes)
      return makeError(
          fmt::format("cuda: an input of {} bytes where {} are expected", t.bytes().size(), bytes));
    if (DeviceStatus e =
            device.upload(pointers[static_cast<size_t>(slot)], t.bytes().data(), bytes);
        !e.empty())
      return deviceError(nullptr, e);
    return Status::success();
  };
  for (size_t i = 0; i < arguments.size(); ++i)
    if (Status s = upload(argumentSlots_[i], arguments[i]); !s.ok()) return s.takeError();
  for (const auto& [slot, tensor] : constants_)
    if (Status s = upload(slot, tensor); !s.ok()) return s.takeError();
  for (const Launch& launch : launches_) {
    if (std::chrono::steady_clock::now() > deadline)
      return makeError("cuda: past the deadline", {}, DiagnosticKind::kDeadline);
    Buffers buffers;
    for (size_t i = 0; i < launch.slots.size(); ++i)
      buffers.data[i] = pointers[static_cast<size_t>(launch.slots[i])];
    DeviceStatus e;
    switch (launch.kind) {
      case Launch::Kind::kChain:
        if (launch.chain->numElements > 0) e = device.runChain(*launch.chain, buffers);
        break;
      case Launch::Kind::kReduce:
        if (launch.reduce.numOutputs > 0) e = device.runReduce(launch.reduce, buffers);
        break;
      case Launch::Kind::kGemm:
        e = device.runGemm(launch.gemm, buffers);
        break;
    }
    if (!e.empty()) return deviceError(launch.op, e);
  }
  if (DeviceStatus e = device.synchronize(); !e.empty()) return deviceError(nullptr, e);
  std::vector<Tensor> results;
  for (size_t i = 0; i < resultSlots_.size(); ++i) {
    Tensor t = Tensor::uninitialized(resultTypes_[i]);
    if (DeviceStatus e =
            device.download(t.mutableBytes().data(), pointers[static_cast<size_t>(resultSlots_[i])],
                            t.mutableBytes().size());
        !e.empty())
      return deviceError(nullptr, e);
    results.push_back(std::move(t));
  }
  return results;
}

size_t CudaPlan::launchBytes() const {
  size_t bytes = 0;
  for (const Launch& launch : launches_)
    for (int slot : launch.slots) bytes += slots_[static_cast<size_t>(slot)].bytes;
  return bytes;
}

std::vector<OpId> cudaSupportedOps() {
  std::vector<OpId> ops;
  for (OpId op : allOps())
    if (isChainCandidate(op) || op == OpId::kConstant || op == OpId::kChloConstant ||
        op == OpId::kReshape || op == OpId::kGetDimensionSize || op == OpId::kOptimizationBarrier ||
        op == OpId::kBitcastConvert || op == OpId::kReduce || op == OpId::kDot ||
        op == OpId::kDotGeneral)
      ops.push_back(op);
  return ops;
}

}  // namespace hlo_cts::backends::cuda
