#include "backends/cuda/cuda_plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "backends/gemm_layout.h"
#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/reducer.h"
#include "spec/element_type.h"

namespace hlo_cts::backends::cuda {
namespace {

Diagnostic unsupported(const Operation& op, std::string why) {
  return makeError(fmt::format("{}: {} (cuda executor)", op.name(), why), op.location,
                   DiagnosticKind::kNotSupported);
}

// --- Types -------------------------------------------------------------------

std::optional<Codec> codecOf(ElementType type) {
  simd_cpu::LaneType lane;
  if (!simd_cpu::laneTypeOf(type, lane)) return std::nullopt;
  Codec codec;
  switch (lane.lane) {
    case simd_cpu::Lane::kF32:
      codec.compute = Compute::kF32;
      break;
    case simd_cpu::Lane::kF64:
      codec.compute = Compute::kF64;
      break;
    case simd_cpu::Lane::kI64:
      codec.compute = Compute::kI64;
      break;
    default:
      return std::nullopt;  // complex
  }
  codec.bytes = static_cast<uint8_t>(storageBytes(type));
  codec.width = static_cast<uint8_t>(lane.width);
  codec.isSigned = lane.isSigned;
  codec.isBool = lane.isBool;
  codec.narrow = lane.narrow;
  codec.format = lane.format;
  return codec;
}

// Why values of `type` cannot live in a slot (empty: they can).
std::string slotTypeSupport(const Type& type) {
  if (!type.isTensor()) return "only tensors (no tokens or tuples)";
  if (!type.hasStaticShape()) return "only static shapes";
  if (type.rank() > kMaxRank) return fmt::format("only ranks up to {}", kMaxRank);
  if (!codecOf(type.elementType()))
    return fmt::format("element type {} is not supported", elementTypeName(type.elementType()));
  return {};
}

std::vector<int64_t> rowMajorStrides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) strides[d - 1] = strides[d] * shape[d];
  return strides;
}

std::vector<int64_t> i64List(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  return a ? a->asI64List().value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
}

// --- Element-wise ops -----------------------------------------------------------

// The registry's math functions a chain computes (floats only), as kMath
// or kMath2. The others (lgamma, digamma, erf_inv, Bessel, zeta, polygamma:
// functions neither CUDA's nor the C library's math library has, or has
// without an error bound near their zeros) are not supported.
std::optional<Opcode> mathOpcodeOf(MathFn fn) {
  switch (fn) {
    case MathFn::kPower:
    case MathFn::kAtan2:
      return Opcode::kMath2;
    case MathFn::kSqrt:
    case MathFn::kRsqrt:
    case MathFn::kCbrt:
    case MathFn::kExp:
    case MathFn::kExpm1:
    case MathFn::kLog:
    case MathFn::kLog1p:
    case MathFn::kLogistic:
    case MathFn::kSin:
    case MathFn::kCos:
    case MathFn::kTan:
    case MathFn::kTanh:
    case MathFn::kAcos:
    case MathFn::kAcosh:
    case MathFn::kAsin:
    case MathFn::kAsinh:
    case MathFn::kAtan:
    case MathFn::kAtanh:
    case MathFn::kCosh:
    case MathFn::kSinh:
    case MathFn::kErf:
    case MathFn::kErfc:
      return Opcode::kMath;
    default:
      return std::nullopt;
  }
}

// The opcode of an element-wise op for operands computed in `compute`
// (booleans: the spec's logical meaning of add, multiply, maximum, minimum).
std::optional<Opcode> opcodeOf(OpId op, const Codec& operand) {
  op = simd_cpu::baseElementwiseOp(op);
  const bool isFloat = operand.compute != Compute::kI64;
  if (operand.isBool) {
    switch (op) {
      case OpId::kAnd:
      case OpId::kMultiply:
      case OpId::kMinimum:
        return Opcode::kAnd;
      case OpId::kOr:
      case OpId::kAdd:
      case OpId::kMaximum:
        return Opcode::kOr;
      case OpId::kXor:
        return Opcode::kXor;
      case OpId::kNot:
        return Opcode::kNot;
      default:
        return std::nullopt;
    }
  }
  switch (op) {
    case OpId::kAdd:
      return Opcode::kAdd;
    case OpId::kSubtract:
      return Opcode::kSubtract;
    case OpId::kMultiply:
      return Opcode::kMultiply;
    case OpId::kDivide:
      return Opcode::kDivide;
    case OpId::kRemainder:
      return Opcode::kRemainder;
    case OpId::kMaximum:
      return Opcode::kMaximum;
    case OpId::kMinimum:
      return Opcode::kMinimum;
    case OpId::kNegate:
      return Opcode::kNegate;
    case OpId::kAbs:
      return Opcode::kAbs;
    case OpId::kSign:
      return Opcode::kSign;
    default:
      break;
  }
  if (isFloat) {
    switch (op) {
      case OpId::kFloor:
        return Opcode::kFloor;
      case OpId::kCeil:
        return Opcode::kCeil;
      case OpId::kRoundNearestAfz:
        return Opcode::kRoundAwayFromZero;
      case OpId::kRoundNearestEven:
        return Opcode::kRoundToEven;
      case OpId::kIsFinite:
        return Opcode::kIsFinite;
      default:
        return mathOpcodeOf(opInfo(op).mathFn);
    }
  }
  switch (op) {
    case OpId::kAnd:
      return Opcode::kAnd;
    case OpId::kOr:
      return Opcode::kOr;
    case OpId::kXor:
      return Opcode::kXor;
    case OpId::kNot:
      return Opcode::kNot;
    case OpId::kShiftLeft:
      return Opcode::kShiftLeft;
    case OpId::kShiftRightLogical:
      return Opcode::kShiftRightLogical;
    case OpId::kShiftRightArithmetic:
      return Opcode::kShiftRightArithmetic;
    case OpId::kPower:
      return Opcode::kPower;
    case OpId::kPopcnt:
      return Opcode::kPopcount;
    case OpId::kCountLeadingZeros:
      return Opcode::kCountLeadingZeros;
    default:
      return std::nullopt;
  }
}

// Ops a chain computes besides those opcodeOf maps: they re-index their
// operand, change its type, or pick between operands.
bool isChainStructuralOp(OpId op) {
  switch (simd_cpu::baseElementwiseOp(op)) {
    case OpId::kTranspose:
    case OpId::kBroadcastInDim:
    case OpId::kBroadcast:
    case OpId::kConcatenate:
    case OpId::kPad:
    case OpId::kDynamicSlice:
    case OpId::kReducePrecision:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
    case OpId::kChloNextAfter:
    case OpId::kSlice:
    case OpId::kReverse:
    case OpId::kIota:
    case OpId::kConvert:
    case OpId::kCompare:
    case OpId::kSelect:
    case OpId::kClamp:
      return true;
    default:
      return false;
  }
}

Direction directionOf(const Operation& op) {
  const Attribute* a = op.attr("comparison_direction");
  const std::string v = a ? a->enumValue() : "EQ";
  if (v == "NE") return Direction::kNe;
  if (v == "GE") return Direction::kGe;
  if (v == "GT") return Direction::kGt;
  if (v == "LE") return Direction::kLe;
  if (v == "LT") return Direction::kLt;
  return Direction::kEq;
}

CompareKind compareKindOf(const Operation& op, const Codec& operand) {
  const Attribute* a = op.attr("compare_type");
  const std::string v = a ? a->enumValue() : "NOTYPE";
  if (operand.compute == Compute::kI64)
    return operand.isSigned && !operand.isBool ? CompareKind::kSigned : CompareKind::kUnsigned;
  return v == "TOTALORDER" ? CompareKind::kTotalOrder : CompareKind::kFloat;
}

// Why a chain cannot compute `op` (empty: it can).
std::string chainSupport(const Operation& op) {
  for (const Value* v : op.operands())
    if (std::string why = slotTypeSupport(v->type); !why.empty()) return why;
  if (std::string why = slotTypeSupport(op.result(0)->type); !why.empty()) return why;
  if (isChainStructuralOp(op.id())) return {};
  const Codec operand = *codecOf(op.operand(0)->type.elementType());
  if (!opcodeOf(op.id(), operand))
    return fmt::format("not on {}", elementTypeName(op.operand(0)->type.elementType()));
  return {};
}

bool isChainCandidate(OpId op) {
  if (isChainStructuralOp(op)) return true;
  static const Codec kFloat{}, kInteger = integerCodec(32, true),
                               kBool = integerCodec(1, false, true);
  return opcodeOf(op, kFloat) || opcodeOf(op, kInteger) || opcodeOf(op, kBool);
}

// --- Index maps ---------------------------------------------------------------

// Where a value is read, as a function of the chain's output index: one
// affine row per dimension of the value.
struct IndexMap {
  std::vector<Affine> rows;
};

IndexMap identityMap(int rank) {
  IndexMap map;
  map.rows.resize(static_cast<size_t>(rank));
  for (int d = 0; d < rank; ++d) map.rows[static_cast<size_t>(d)].coeff[d] = 1;
  return map;
}

// The operand's map of a re-indexing op whose result is read through `map`.
IndexMap operandMap(const Operation& op, const IndexMap& map) {
  const Type& operandType = op.operand(0)->type;
  const size_t rank = static_cast<size_t>(operandType.rank());
  IndexMap out;
  out.rows.resize(rank);
  switch (op.id()) {
    case OpId::kTranspose: {
      const std::vector<int64_t> permutation = i64List(op, "permutation");
      for (size_t j = 0; j < permutation.size(); ++j)
        out.rows[static_cast<size_t>(permutation[j])] = map.rows[j];
      break;
    }
    case OpId::kBroadcastInDim: {
      const std::vector<int64_t> dims = i64List(op, "broadcast_dimensions");
      const Type& resultType = op.result(0)->type;
      for (size_t d = 0; d < rank; ++d) {
        const auto target = static_cast<size_t>(dims[d]);
        // A dimension of size 1 broadcast to more is always read at 0.
        if (operandType.shape()[d] == 1 && resultType.shape()[target] != 1) continue;
        out.rows[d] = map.rows[target];
      }
      break;
    }
    case OpId::kBroadcast: {  // the operand's dimensions are the result's last ones
      const size_t offset = static_cast<size_t>(op.result(0)->type.rank()) - rank;
      for (size_t d = 0; d < rank; ++d) out.rows[d] = map.rows[offset + d];
      break;
    }
    case OpId::kSlice: {
      const std::vector<int64_t> start = i64List(op, "start_indices");
      const std::vector<int64_t> strides = i64List(op, "strides");
      for (size_t d = 0; d < rank; ++d) {
        Affine row = map.rows[d];
        const int64_t stride = d < strides.size() ? strides[d] : 1;
        row.base = row.base * stride + start[d];
        for (int64_t& c : row.coeff) c *= stride;
        out.rows[d] = row;
      }
      break;
    }
    default: {  // kReverse
      out = map;
      for (int64_t d : i64List(op, "dimensions")) {
        Affine& row = out.rows[static_cast<size_t>(d)];
        row.base = operandType.shape()[static_cast<size_t>(d)] - 1 - row.base;
        for (int64_t& c : row.coeff) c = -c;
      }
    }
  }
  return out;
}

// Operand `i` of a chlo.broadcast_* op: its dimensions are the result's
// broadcast_dimensions, or else its last ones (numpy's rule); a dimension of
// size 1 against a larger one is read at 0.
IndexMap implicitBroadcastMap(const Operation& op, size_t i, const IndexMap& map) {
  const Type& operandType = op.operand(i)->type;
  const Type& resultType = op.result(0)->type;
  if (operandType.shape() == resultType.shape()) return map;  // as the oracle reads it
  const size_t rank = static_cast<size_t>(operandType.rank());
  std::vector<int64_t> dims;
  if (const Attribute* b = op.attr("broadcast_dimensions"); b && b->asI64List() && rank > 0)
    dims = *b->asI64List();
  if (dims.size() != rank) {
    dims.clear();
    for (size_t d = 0; d < rank; ++d)
      dims.push_back(static_cast<int64_t>(static_cast<size_t>(resultType.rank()) - rank + d));
  }
  IndexMap out;
  out.rows.resize(rank);
  for (size_t d = 0; d < rank; ++d) {
    const auto target = static_cast<size_t>(dims[d]);
    if (operandType.shape()[d] == 1 && resultType.shape()[target] != 1) continue;
    out.rows[d] = map.rows[target];
  }
  return out;
}

// The offset into a dense row-major buffer of `shape` read through `map`.
Affine offsetOf(const IndexMap& map, const std::vector<int64_t>& shape) {
  const std::vector<int64_t> strides = rowMajorStrides(shape);
  Affine at;
  for (size_t d = 0; d < shape.size(); ++d) {
    at.base += strides[d] * map.rows[d].base;
    for (int e = 0; e < kMaxRank; ++e) at.coeff[e] += strides[d] * map.rows[d].coeff[e];
  }
  return at;
}

// --- Chains -------------------------------------------------------------------

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
    switch (op.id()) {
      case OpId::kTranspose:
      case OpId::kBroadcastInDim:
      case OpId::kBroadcast:
      case OpId::kSlice:
      case OpId::kReverse:
        return emit(op.operand(0), operandMap(op, map));
      case OpId::kIota: {
        const auto dimension = static_cast<size_t>(op.attr("iota_dimension")->intValue());
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
        const Tensor& value = op.attr("value")->tensor();
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
    const OpId base = simd_cpu::baseElementwiseOp(op.id());
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
        instruction.aux =
            static_cast<int16_t>(std::min<int64_t>(op.attr("exponent_bits")->intValue(), 64));
        instruction.aux2 =
            static_cast<int16_t>(std::min<int64_t>(op.attr("mantissa_bits")->intValue(), 64));
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
    const auto dimension = static_cast<size_t>(op.attr("dimension")->intValue());
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
    std::vector<int64_t> step = i64List(op, "interior_padding");
    for (int64_t& s : step) s += 1;
    return emitWindow(op.operand(0), map, i64List(op, "edge_padding_low"), step, padding, codec);
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
    const std::vector<int64_t> sizes = i64List(op, "slice_sizes");
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

std::shared_ptr<ChainCode> emptyChain(const std::vector<int64_t>& shape) {
  auto code = std::make_shared<ChainCode>();
  code->rank = static_cast<int>(shape.size());
  std::copy(shape.begin(), shape.end(), code->dims);
  code->numElements = std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
  return code;
}

// --- Reductions and products ------------------------------------------------

// The reduce's simple combiner: one associative op of its two arguments,
// on one operand; nullopt for any other body.
std::optional<Opcode> simpleCombiner(const Operation& op) {
  if (op.numOperands() != 2) return std::nullopt;
  const std::optional<OpId> reducer = simd_cpu::simpleReducer(*op.region(0));
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
  if (op.attr("algorithm")) return "dot algorithms are not supported";
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
    switch (op->id()) {
      case OpId::kIota:
        return true;
      case OpId::kTranspose:
      case OpId::kBroadcastInDim:
      case OpId::kSlice:
      case OpId::kReverse:
        return materialized(op->operand(0)) || isView(op->operand(0));
      default:
        return false;
    }
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
          const auto dimension = static_cast<size_t>(op.attr("dimension")->intValue());
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
          const Attribute* value = op.attr("value");
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
    std::vector<int64_t> dims = i64List(op, "dimensions");
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
    const GemmLayout layout = gemmLayoutOf(op);
    const std::optional<int> a = permuted(op.operand(0), layout.lhsOrder);
    const std::optional<int> b = permuted(op.operand(1), layout.rhsOrder);
    if (!a || !b) return false;
    Launch launch;
    launch.kind = Launch::Kind::kGemm;
    launch.op = &op;
    GemmCode& g = launch.gemm;
    g.f64 = op.result(0)->type.elementType() == ElementType::kF64;
    g.batch = layout.batch;
    g.m = layout.m;
    g.k = layout.k;
    g.n = layout.n;
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
