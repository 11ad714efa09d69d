// How the CUDA executor compiles element-wise ops into a chain's register
// program (device_code.h): element types as codecs, ops as opcodes, the
// affine index maps re-indexing ops read through, and ChainBuilder, which
// emits a value's expression tree. cuda_plan.cpp decides what becomes a
// chain; this decides how.
#pragma once

#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "backends/common/lanes.h"
#include "backends/cuda/device_eval.h"
#include "spec/ir.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::cuda {

// --- Types

// The codec of an element type; nullopt for types the executor does not
// compute in (complex, quantized, tf32).
std::optional<Codec> codecOf(ElementType type);
// Why values of `type` cannot live in a buffer (empty: they can).
std::string slotTypeSupport(const Type& type);
std::vector<int64_t> rowMajorStrides(const std::vector<int64_t>& shape);

// --- Element-wise ops

// The opcode of element-wise op `op` (or the op a chlo.broadcast_* op
// computes) for operands of `operand`'s codec; nullopt where none.
std::optional<Opcode> opcodeOf(OpId op, const Codec& operand);
Direction directionOf(const Operation& op);
CompareKind compareKindOf(const Operation& op, const Codec& operand);
// Why a chain cannot compute `op` (empty: it can).
std::string chainSupport(const Operation& op);
// Whether `op` is computed in chains (on some element type).
bool isChainCandidate(OpId op);

// --- Index maps

// Where a value is read, as a function of the chain's output index: one
// affine row per dimension of the value.
struct IndexMap {
  std::vector<Affine> rows;
};

IndexMap identityMap(int rank);
// The operand's map of a re-indexing op whose result is read through `map`.
IndexMap operandMap(const Operation& op, const IndexMap& map);
// Operand `i` of a chlo.broadcast_* op.
IndexMap implicitBroadcastMap(const Operation& op, size_t i, const IndexMap& map);
// The offset into a dense row-major buffer of `shape` read through `map`.
Affine offsetOf(const IndexMap& map, const std::vector<int64_t>& shape);

// --- Chains

// Why a chain did not fit its fixed-size arrays.
struct ChainOverflow {};

class ChainBuilder {
 public:
  ChainBuilder(ChainCode& code, const std::unordered_map<const Value*, int>& slotOf,
               std::vector<int>& launchSlots)
      : code_(code), slotOf_(slotOf), launchSlots_(launchSlots) {}

  // `v` (a reduce body's argument) lives in register `reg` throughout.
  void bind(const Value* v, uint8_t reg) {
    bound_[v] = reg;
    used_ |= uint32_t{1} << reg;
    reserved_ |= uint32_t{1} << reg;
  }

  // A reduce body's result `i` is register `reg` (kept from then on).
  void result(uint8_t reg, const Codec& codec) {
    if (code_.numStores == kMaxStores) throw ChainOverflow{};
    reserved_ |= uint32_t{1} << reg;
    code_.stores[code_.numStores++] = Store{-1, codecIndex(codec), reg};
  }

  // Emits `v` read through `map`; returns its register.
  uint8_t emit(const Value* v, const IndexMap& map) {
    const Codec codec = *codecOf(v->type.elementType());
    if (auto it = bound_.find(v); it != bound_.end()) return it->second;
    if (auto it = slotOf_.find(v); it != slotOf_.end()) {
      Instruction load = make(Opcode::kLoad, codec.compute);
      load.aux = addAccess(accessOf(it->second, codec, offsetOf(map, v->type.shape())));
      load.codec = codecIndex(codec);
      return push(load);
    }
    const Operation& op = *v->definingOp;
    if (opInfo(op.id()).flags & kAffineIndexing) return emit(op.operand(0), operandMap(op, map));
    switch (op.id()) {
      case OpId::kIota: {
        const auto dimension = static_cast<size_t>(ops::dimensionAttr(op).value());
        Instruction iota = make(Opcode::kIota, codec.compute);
        iota.aux = addAccess(Access{0, 0, map.rows[dimension]});
        iota.codec = codecIndex(codec);
        return push(iota);
      }
      case OpId::kConvert: {
        const Codec from = *codecOf(op.operand(0)->type.elementType());
        Instruction convert = make(Opcode::kConvert, from.compute, emit(op.operand(0), map));
        convert.aux = codecIndex(codec);
        convert.codec = codecIndex(from);
        return push(convert);
      }
      case OpId::kConstant: {  // a scalar inside a reduce body
        Instruction constant = make(Opcode::kConstant, codec.compute);
        const Tensor& value = ops::valueAttr(op).value()->tensor();
        constant.aux = addConstant(decodeElement(value.bits(0), codec));
        return push(constant);
      }
      case OpId::kConcatenate:
        return emitConcatenate(op, map, codec);
      case OpId::kPad:
        return emitPad(op, map, codec);
      case OpId::kDynamicSlice:
        return emitDynamicSlice(op, map, codec);
      default:
        return emitComputation(op, map, codec);
    }
  }

  void store(uint8_t reg, int slot, const Codec& codec) {
    if (code_.numStores == kMaxStores) throw ChainOverflow{};
    code_.stores[code_.numStores++] = Store{bufferOf(slot), codecIndex(codec), reg};
  }

 private:
  // An instruction reading registers `a`, `b`, `c` (released: each value of
  // the tree is read once); push() gives it its output register.
  Instruction make(Opcode op, Compute type, int a = -1, int b = -1, int c = -1) {
    Instruction in;
    in.op = op;
    in.type = type;
    for (auto [reg, field] : {std::pair{a, &in.a}, {b, &in.b}, {c, &in.c}})
      if (reg >= 0) {
        *field = static_cast<uint8_t>(reg);
        release(*field);
      }
    return in;
  }

  Access accessOf(int slot, const Codec& codec, const Affine& at) {
    return Access{bufferOf(slot), codecIndex(codec), at};
  }

  // The element-wise ops: every operand read through the same map, or (the
  // chlo.broadcast_* ops) through its own broadcast.
  uint8_t emitComputation(const Operation& op, const IndexMap& map, const Codec& result) {
    const OpId base = broadcastBase(op.id());
    std::vector<int> in;
    for (size_t i = 0; i < op.numOperands(); ++i)
      in.push_back(emit(op.operand(i), base == op.id() ? map : implicitBroadcastMap(op, i, map)));
    in.resize(3, -1);
    const Codec operand = *codecOf(op.operand(base == OpId::kSelect ? 1 : 0)->type.elementType());
    Instruction instruction = make(Opcode::kAdd, operand.compute, in[0], in[1], in[2]);
    instruction.codec = codecIndex(result);
    switch (base) {
      case OpId::kCompare:
        instruction.op = Opcode::kCompare;
        instruction.aux = static_cast<int16_t>(directionOf(op));
        instruction.kind = compareKindOf(op, operand);
        instruction.codec = codecIndex(operand);
        break;
      case OpId::kSelect:
        instruction.op = Opcode::kSelect;
        break;
      case OpId::kClamp:
        instruction.op = Opcode::kClamp;
        break;
      case OpId::kChloIsInf:
      case OpId::kChloIsPosInf:
      case OpId::kChloIsNegInf:
        instruction.op = Opcode::kIsInf;
        instruction.aux = base == OpId::kChloIsInf ? 0 : base == OpId::kChloIsPosInf ? 1 : 2;
        break;
      case OpId::kChloNextAfter:
        instruction.op = Opcode::kNextAfter;
        break;
      case OpId::kReducePrecision: {
        instruction.op = Opcode::kReducePrecision;
        // Narrow formats round on their own grid (reduceNarrowPrecision).
        const ops::ReducePrecisionAttrs bits = ops::reducePrecisionAttrs(op).value();
        instruction.aux = static_cast<int16_t>(std::min<int64_t>(bits.exponentBits, 64));
        instruction.aux2 = static_cast<int16_t>(std::min<int64_t>(bits.mantissaBits, 64));
        break;
      }
      default:
        instruction.op = *opcodeOf(base, operand);
        if (instruction.op == Opcode::kMath || instruction.op == Opcode::kMath2)
          instruction.aux = static_cast<int16_t>(opInfo(base).mathFn);
    }
    return push(instruction);
  }

  // Operand `k` of concatenate covers [offset, offset + size) of
  // `dimension`; every index is inside exactly one, so each window read
  // falls back to the previous ones' value.
  uint8_t emitConcatenate(const Operation& op, const IndexMap& map, const Codec& codec) {
    const auto dimension = static_cast<size_t>(ops::dimensionAttr(op).value());
    Instruction zero = make(Opcode::kConstant, codec.compute);
    zero.aux = addConstant(Reg{});
    int value = push(zero);
    int64_t offset = 0;
    for (const Value* operand : op.operands()) {
      std::vector<int64_t> low(operand->type.shape().size(), 0);
      low[dimension] = offset;
      offset += operand->type.shape()[dimension];
      value = emitWindow(operand, map, low, {}, value, codec);
    }
    return static_cast<uint8_t>(value);
  }

  // pad: the operand's element i sits at low + i * (interior + 1); every
  // other index reads the padding value.
  uint8_t emitPad(const Operation& op, const IndexMap& map, const Codec& codec) {
    const int padding = emit(op.operand(1), map);
    const ops::PadAttrs pad = ops::padAttrs(op).value();
    std::vector<int64_t> step = pad.interiorPadding;
    for (int64_t& s : step) s += 1;
    return emitWindow(op.operand(0), map, pad.edgePaddingLow, step, padding, codec);
  }

  uint8_t emitWindow(const Value* operand, const IndexMap& map, const std::vector<int64_t>& low,
                     const std::vector<int64_t>& step, int fallback, const Codec& codec) {
    if (code_.numWindows == kMaxWindows) throw ChainOverflow{};
    Window& w = code_.windows[code_.numWindows];
    w.buffer = bufferOf(slotOf_.at(operand));
    w.codec = codecIndex(codec);
    w.rank = static_cast<int>(operand->type.rank());
    const std::vector<int64_t> strides = rowMajorStrides(operand->type.shape());
    for (size_t d = 0; d < operand->type.shape().size(); ++d) {
      w.rows[d] = map.rows[d];
      w.low[d] = low[d];
      w.step[d] = step.empty() ? 1 : step[d];
      w.size[d] = operand->type.shape()[d];
      w.stride[d] = strides[d];
    }
    Instruction load = make(Opcode::kLoadWindow, codec.compute, -1, fallback);
    load.aux = static_cast<int16_t>(code_.numWindows++);
    return push(load);
  }

  // dynamic_slice: the result's index plus the clamped start indices, read
  // at run time into an offset register.
  uint8_t emitDynamicSlice(const Operation& op, const IndexMap& map, const Codec& codec) {
    const Value* operand = op.operand(0);
    const std::vector<int64_t>& shape = operand->type.shape();
    const std::vector<int64_t> sizes = ops::dimensionsAttr(op).value();
    const std::vector<int64_t> strides = rowMajorStrides(shape);
    int offset = -1;
    for (size_t d = 0; d < shape.size(); ++d) {
      // Each instruction is pushed before the next is made: make() frees
      // its operands' registers, which the next push may take.
      const Value* start = op.operand(1 + d);
      const Codec from = *codecOf(start->type.elementType());
      // Clamped in the index's own signedness (a ui64 index of 2^64 - 1 is
      // large, not -1).
      const Codec index = integerCodec(64, from.isSigned);
      Instruction convert = make(Opcode::kConvert, from.compute, emit(start, map));
      convert.aux = codecIndex(index);
      convert.codec = codecIndex(from);
      const int converted = push(convert);
      const int lo = constant(0);
      const int hi = constant(shape[d] - sizes[d]);
      Instruction clamp = make(Opcode::kClamp, Compute::kI64, lo, converted, hi);
      clamp.codec = codecIndex(index);
      const int clamped = push(clamp);
      const int stride = constant(strides[d]);
      Instruction scaled = make(Opcode::kMultiply, Compute::kI64, clamped, stride);
      scaled.codec = clamp.codec;
      const int term = push(scaled);
      if (offset < 0) {
        offset = term;
        continue;
      }
      Instruction sum = make(Opcode::kAdd, Compute::kI64, offset, term);
      sum.codec = clamp.codec;
      offset = push(sum);
    }
    if (offset < 0) offset = constant(0);
    Instruction load = make(Opcode::kLoad, codec.compute, -1, offset);
    load.flags = kOffsetRegister;
    load.aux = addAccess(accessOf(slotOf_.at(operand), codec, offsetOf(map, shape)));
    load.codec = codecIndex(codec);
    return push(load);
  }

  int constant(int64_t value) {
    Reg r;
    r.i = value;
    Instruction in = make(Opcode::kConstant, Compute::kI64);
    in.aux = addConstant(r);
    return push(in);
  }

  int16_t addConstant(Reg value) {
    if (code_.numConstants == kMaxConstants) throw ChainOverflow{};
    code_.constants[code_.numConstants] = value;
    return static_cast<int16_t>(code_.numConstants++);
  }

  int16_t bufferOf(int slot) {
    auto it = std::find(launchSlots_.begin(), launchSlots_.end(), slot);
    if (it != launchSlots_.end()) return static_cast<int16_t>(it - launchSlots_.begin());
    if (launchSlots_.size() == kMaxBuffers) throw ChainOverflow{};
    launchSlots_.push_back(slot);
    return static_cast<int16_t>(launchSlots_.size() - 1);
  }

  int16_t codecIndex(const Codec& codec) {
    for (int i = 0; i < code_.numCodecs; ++i)
      if (std::memcmp(&code_.codecs[i], &codec, sizeof codec) == 0) return static_cast<int16_t>(i);
    if (code_.numCodecs == kMaxCodecs) throw ChainOverflow{};
    code_.codecs[code_.numCodecs] = codec;
    return static_cast<int16_t>(code_.numCodecs++);
  }

  int16_t addAccess(const Access& access) {
    if (code_.numAccesses == kMaxAccesses) throw ChainOverflow{};
    code_.accesses[code_.numAccesses] = access;
    return static_cast<int16_t>(code_.numAccesses++);
  }

  // Appends `instruction` with a fresh output register; returns it.
  uint8_t push(Instruction instruction) {
    if (code_.numInstructions == kMaxInstructions) throw ChainOverflow{};
    instruction.out = allocate();
    code_.instructions[code_.numInstructions++] = instruction;
    return instruction.out;
  }

  // Registers: a value of the tree is read once, so its register is free
  // again as soon as its reader is emitted.
  uint8_t allocate() {
    for (int r = 0; r < kMaxRegisters; ++r)
      if (!(used_ >> r & 1)) {
        used_ |= uint32_t{1} << r;
        return static_cast<uint8_t>(r);
      }
    throw ChainOverflow{};
  }
  void release(uint8_t r) {
    if (!(reserved_ >> r & 1)) used_ &= ~(uint32_t{1} << r);
  }

  ChainCode& code_;
  const std::unordered_map<const Value*, int>& slotOf_;
  std::vector<int>& launchSlots_;
  std::unordered_map<const Value*, uint8_t> bound_;
  uint32_t used_ = 0;
  uint32_t reserved_ = 0;  // bound arguments and results: never freed
};

// A chain over `shape` with nothing in it yet.
std::shared_ptr<ChainCode> emptyChain(const std::vector<int64_t>& shape);

}  // namespace hlo_cts::backends::cuda
