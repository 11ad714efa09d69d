// The chain compiler's pieces: element types as codecs, the element-wise
// ops as opcodes, index maps, and ChainBuilder (chain_builder.h).
#include "backends/cuda/chain_builder.h"

#include <fmt/format.h>

#include <numeric>

#include "spec/element_type.h"

namespace hlo_cts::backends::cuda {

// --- Types -------------------------------------------------------------------

std::optional<Codec> codecOf(ElementType type) {
  common::LaneType lane;
  if (!common::laneTypeOf(type, lane)) return std::nullopt;
  Codec codec;
  switch (lane.lane) {
    case common::Lane::kF32:
      codec.compute = Compute::kF32;
      break;
    case common::Lane::kF64:
      codec.compute = Compute::kF64;
      break;
    case common::Lane::kI64:
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

// --- Element-wise ops -----------------------------------------------------------

namespace {

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

}  // namespace

// The opcode of an element-wise op for operands computed in `compute`
// (booleans: the spec's logical meaning of add, multiply, maximum, minimum).
std::optional<Opcode> opcodeOf(OpId op, const Codec& operand) {
  op = broadcastBase(op);
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

namespace {

// Ops a chain computes besides those opcodeOf maps: they re-index their
// operand, change its type, or pick between operands.
bool isChainStructuralOp(OpId op) {
  if (opInfo(op).flags & kAffineIndexing) return true;
  switch (broadcastBase(op)) {
    case OpId::kConcatenate:
    case OpId::kPad:
    case OpId::kDynamicSlice:
    case OpId::kReducePrecision:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
    case OpId::kChloNextAfter:
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

}  // namespace

Direction directionOf(const Operation& op) {
  const std::string v = ops::comparisonAttrs(op).value().direction;
  if (v == "NE") return Direction::kNe;
  if (v == "GE") return Direction::kGe;
  if (v == "GT") return Direction::kGt;
  if (v == "LE") return Direction::kLe;
  if (v == "LT") return Direction::kLt;
  return Direction::kEq;
}

CompareKind compareKindOf(const Operation& op, const Codec& operand) {
  if (operand.compute == Compute::kI64)
    return operand.isSigned && !operand.isBool ? CompareKind::kSigned : CompareKind::kUnsigned;
  return ops::comparisonAttrs(op).value().compareType == "TOTALORDER" ? CompareKind::kTotalOrder
                                                                      : CompareKind::kFloat;
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
      const std::vector<int64_t> permutation = ops::dimensionsAttr(op).value();
      for (size_t j = 0; j < permutation.size(); ++j)
        out.rows[static_cast<size_t>(permutation[j])] = map.rows[j];
      break;
    }
    case OpId::kBroadcastInDim: {
      const std::vector<int64_t> dims = ops::dimensionsAttr(op).value();
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
      const ops::SliceAttrs slice = ops::sliceAttrs(op).value();
      for (size_t d = 0; d < rank; ++d) {
        Affine row = map.rows[d];
        const int64_t stride = slice.strides[d];
        row.base = row.base * stride + slice.startIndices[d];
        for (int64_t& c : row.coeff) c *= stride;
        out.rows[d] = row;
      }
      break;
    }
    default: {  // kReverse
      out = map;
      const std::vector<int64_t> reversed = ops::dimensionsAttr(op).value();
      for (int64_t d : reversed) {
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
  if (std::optional<std::vector<int64_t>> given = ops::chloBroadcastDimensions(op).value();
      given && rank > 0)
    dims = std::move(*given);
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

std::shared_ptr<ChainCode> emptyChain(const std::vector<int64_t>& shape) {
  auto code = std::make_shared<ChainCode>();
  code->rank = static_cast<int>(shape.size());
  std::copy(shape.begin(), shape.end(), code->dims);
  code->numElements = std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
  return code;
}

}  // namespace hlo_cts::backends::cuda
