// The device functions the CUDA executor's kernels run (device_code.h's
// data, evaluated): storage ↔ registers, the ops on registers, a chain per
// output element, and the reduction's chunks and tree. Host/device code
// (HLO_CTS_HD): the GPU's kernels and the host device run these very
// functions.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "backends/cuda/device_code.h"

namespace hlo_cts::backends::cuda {

// ---------------------------------------------------------------------------
// Storage ↔ registers.

// Every buffer starts on a boundary of at least 64 bytes (cudaMalloc's 256,
// the host device's 64) and holds elements of one size, so an element's
// address is aligned to its size: the GPU loads and stores it in one access
// of that width. memcpy, which the host compiles to one such access, makes
// the GPU move byte by byte since it cannot know the alignment.
#ifdef __CUDA_ARCH__
template <class T>
__device__ inline T loadAligned(const uint8_t* p) {
  return *reinterpret_cast<const T*>(p);
}
template <class T>
__device__ inline void storeAligned(uint8_t* p, T v) {
  *reinterpret_cast<T*>(p) = v;
}
#else
template <class T>
inline T loadAligned(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
template <class T>
inline void storeAligned(uint8_t* p, T v) {
  std::memcpy(p, &v, sizeof v);
}
#endif

HLO_CTS_HD inline uint64_t loadBits(const uint8_t* p, int bytes) {
  switch (bytes) {
    case 1:
      return *p;
    case 2:
      return loadAligned<uint16_t>(p);
    case 4:
      return loadAligned<uint32_t>(p);
    default:
      return loadAligned<uint64_t>(p);
  }
}

HLO_CTS_HD inline void storeBits(uint8_t* p, int bytes, uint64_t v) {
  switch (bytes) {
    case 1:
      *p = static_cast<uint8_t>(v);
      return;
    case 2:
      storeAligned(p, static_cast<uint16_t>(v));
      return;
    case 4:
      storeAligned(p, static_cast<uint32_t>(v));
      return;
    default:
      storeAligned(p, v);
  }
}

HLO_CTS_HD inline Reg decodeElement(uint64_t bits, const Codec& codec) {
  Reg r;
  switch (codec.compute) {
    case Compute::kF32:
      if (codec.narrow) {
        r.f = static_cast<float>(common::decodeNarrow(static_cast<uint32_t>(bits), codec.format));
      } else {
        const uint32_t w = static_cast<uint32_t>(bits);
        std::memcpy(&r.f, &w, 4);
      }
      return r;
    case Compute::kF64:
      std::memcpy(&r.d, &bits, 8);
      return r;
    default:
      r.i = codec.isSigned ? common::wrapInteger(static_cast<int64_t>(bits), codec.width, true)
                           : static_cast<int64_t>(bits);
      return r;
  }
}

HLO_CTS_HD inline uint64_t encodeElement(Reg r, const Codec& codec) {
  switch (codec.compute) {
    case Compute::kF32: {
      if (codec.narrow) return common::encodeNarrow(r.f, codec.format);
      uint32_t w;
      std::memcpy(&w, &r.f, 4);
      return w;
    }
    case Compute::kF64: {
      uint64_t w;
      std::memcpy(&w, &r.d, 8);
      return w;
    }
    default: {
      const uint64_t mask = codec.width >= 64 ? ~uint64_t{0} : (uint64_t{1} << codec.width) - 1;
      return static_cast<uint64_t>(r.i) & mask;
    }
  }
}

// ---------------------------------------------------------------------------
// The ops.

// Rounds an f32 register holding an exact value to a narrow format (and
// back to f32, exactly).
HLO_CTS_HD inline float roundToNarrow(float x, const NarrowFormat& format) {
  return static_cast<float>(common::decodeNarrow(common::encodeNarrow(x, format), format));
}

template <class T>
HLO_CTS_HD inline T floatBinary(Opcode op, T a, T b) {
  switch (op) {
    case Opcode::kAdd:
      return a + b;
    case Opcode::kSubtract:
      return a - b;
    case Opcode::kMultiply:
      return a * b;
    case Opcode::kDivide:
      return a / b;
    case Opcode::kRemainder:
      return std::fmod(a, b);
    case Opcode::kMaximum:
      return common::floatMaximum(a, b);
    default:  // kMinimum
      return common::floatMinimum(a, b);
  }
}

template <class T>
HLO_CTS_HD inline T floatUnary(Opcode op, T a) {
  switch (op) {
    case Opcode::kNegate:
      return -a;
    case Opcode::kAbs:
      return std::fabs(a);
    case Opcode::kSign:
      return common::floatSign(a);
    case Opcode::kFloor:
      return std::floor(a);
    case Opcode::kCeil:
      return std::ceil(a);
    case Opcode::kRoundAwayFromZero:
      return common::roundHalfAway(a);
    default:  // kRoundToEven
      return common::roundHalfEven(a);
  }
}

// The math functions of the op registry (spec/op_id.h) the executor
// computes: CUDA's math library on the GPU, the C library's on the host.
// The planner only emits those listed in cuda_plan.cpp's mathOpcodeOf.
template <class T>
HLO_CTS_HD inline T floatMath(MathFn fn, T a) {
  switch (fn) {
    case MathFn::kSqrt:
      return std::sqrt(a);
    case MathFn::kRsqrt:
      return T(1) / std::sqrt(a);
    case MathFn::kCbrt:
      return std::cbrt(a);
    case MathFn::kExp:
      return std::exp(a);
    case MathFn::kExpm1:
      return std::expm1(a);
    case MathFn::kLog:
      return std::log(a);
    case MathFn::kLog1p:
      return std::log1p(a);
    case MathFn::kLogistic:
      // f32 through double: one rounding of a 1-ulp double result.
      if constexpr (sizeof(T) == 4)
        return static_cast<T>(1.0 / (1.0 + std::exp(-static_cast<double>(a))));
      else
        return T(1) / (T(1) + std::exp(-a));
    case MathFn::kSin:
      return std::sin(a);
    case MathFn::kCos:
      return std::cos(a);
    case MathFn::kTan:
      return std::tan(a);
    case MathFn::kTanh:
      return std::tanh(a);
    case MathFn::kAcos:
      return std::acos(a);
    case MathFn::kAcosh:
      return std::acosh(a);
    case MathFn::kAsin:
      return std::asin(a);
    case MathFn::kAsinh:
      return std::asinh(a);
    case MathFn::kAtan:
      return std::atan(a);
    case MathFn::kAtanh:
      return std::atanh(a);
    case MathFn::kCosh:
      return std::cosh(a);
    case MathFn::kSinh:
      return std::sinh(a);
    case MathFn::kErf:
      return std::erf(a);
    default:  // kErfc
      return std::erfc(a);
  }
}

template <class T>
HLO_CTS_HD inline T floatMath2(MathFn fn, T a, T b) {
  return fn == MathFn::kPower ? std::pow(a, b) : std::atan2(a, b);
}

HLO_CTS_HD inline int64_t integerBinary(Opcode op, int64_t a, int64_t b, const Codec& c) {
  const int w = c.width;
  const bool s = c.isSigned;
  const uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (op) {
    case Opcode::kAdd:
      return common::wrapInteger(static_cast<int64_t>(ua + ub), w, s);
    case Opcode::kSubtract:
      return common::wrapInteger(static_cast<int64_t>(ua - ub), w, s);
    case Opcode::kMultiply:
      return common::wrapInteger(static_cast<int64_t>(ua * ub), w, s);
    case Opcode::kDivide:
      return common::integerDivide(a, b, w, s);
    case Opcode::kRemainder:
      return common::integerRemainder(a, b, w, s);
    case Opcode::kMaximum:
      return (s ? a < b : ua < ub) ? b : a;
    case Opcode::kMinimum:
      return (s ? a < b : ua < ub) ? a : b;
    case Opcode::kPower:
      return common::integerPower(a, b, w, s);
    case Opcode::kAnd:
      return a & b;
    case Opcode::kOr:
      return a | b;
    case Opcode::kXor:
      return a ^ b;
    case Opcode::kShiftLeft:
      return common::shiftLeft(a, b, w, s);
    case Opcode::kShiftRightLogical:
      return common::shiftRightLogical(a, b, w, s);
    default:  // kShiftRightArithmetic
      return common::shiftRightArithmetic(a, b, w, s);
  }
}

HLO_CTS_HD inline int64_t integerUnary(Opcode op, int64_t a, const Codec& c) {
  const int w = c.width;
  const bool s = c.isSigned;
  switch (op) {
    case Opcode::kNegate:
      return common::wrapInteger(static_cast<int64_t>(0 - static_cast<uint64_t>(a)), w, s);
    case Opcode::kAbs:
      return a < 0 && s
                 ? common::wrapInteger(static_cast<int64_t>(0 - static_cast<uint64_t>(a)), w, s)
                 : a;
    case Opcode::kSign:
      return a == 0 ? 0 : (s && a < 0 ? -1 : 1);
    case Opcode::kNot:
      return common::wrapInteger(~a, w, s);
    case Opcode::kPopcount:
      return common::popcount(a, w);
    default:  // kCountLeadingZeros
      return common::countLeadingZeros(a, w);
  }
}

// A binary op of the chain or a reduction's combiner, in `type`; integer
// results wrap to `codec`, narrow float results are rounded to its format.
HLO_CTS_HD inline Reg applyBinary(Opcode op, Compute type, Reg a, Reg b, const Codec& codec) {
  Reg r;
  switch (type) {
    case Compute::kF32:
      r.f = floatBinary(op, a.f, b.f);
      if (codec.narrow) r.f = roundToNarrow(r.f, codec.format);
      return r;
    case Compute::kF64:
      r.d = floatBinary(op, a.d, b.d);
      return r;
    default:
      r.i = integerBinary(op, a.i, b.i, codec);
      return r;
  }
}

HLO_CTS_HD inline bool compareValues(Direction direction, CompareKind kind, Compute type, Reg a,
                                     Reg b, const Codec& source) {
  int order;  // -1, 0, 1; 2: unordered (a NaN in a float comparison)
  switch (kind) {
    case CompareKind::kFloat: {
      const double x = type == Compute::kF32 ? a.f : a.d;
      const double y = type == Compute::kF32 ? b.f : b.d;
      order = std::isnan(x) || std::isnan(y) ? 2 : (x < y ? -1 : (x > y ? 1 : 0));
      break;
    }
    case CompareKind::kTotalOrder: {
      const int width = source.narrow ? source.format.totalBits : (type == Compute::kF32 ? 32 : 64);
      const bool hasSign = !source.narrow || source.format.hasSign;
      const int64_t x = common::totalOrderKey(encodeElement(a, source), width, hasSign);
      const int64_t y = common::totalOrderKey(encodeElement(b, source), width, hasSign);
      order = x < y ? -1 : (x > y ? 1 : 0);
      break;
    }
    case CompareKind::kSigned:
      order = a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
      break;
    default: {
      const uint64_t x = static_cast<uint64_t>(a.i), y = static_cast<uint64_t>(b.i);
      order = x < y ? -1 : (x > y ? 1 : 0);
    }
  }
  switch (direction) {
    case Direction::kEq:
      return order == 0;
    case Direction::kNe:
      return order != 0;
    case Direction::kGe:
      return order == 0 || order == 1;
    case Direction::kGt:
      return order == 1;
    case Direction::kLe:
      return order == 0 || order == -1;
    default:
      return order == -1;
  }
}

// convert: `a` (codec `from`) to codec `to`, one rounding.
HLO_CTS_HD inline Reg convertValue(Reg a, const Codec& from, const Codec& to) {
  Reg r;
  if (to.isBool) {  // anything → i1: nonzero is true
    r.i = from.compute == Compute::kF32   ? a.f != 0
          : from.compute == Compute::kF64 ? a.d != 0
                                          : a.i != 0;
    return r;
  }
  if (from.compute == Compute::kI64) {
    if (to.compute == Compute::kI64) {
      r.i = common::wrapInteger(a.i, to.width, to.isSigned);
      return r;
    }
    if (to.compute == Compute::kF64) {
      r.d = from.isSigned ? static_cast<double>(a.i)
                          : static_cast<double>(static_cast<uint64_t>(a.i));
      return r;
    }
    // Rounded to odd at 53 bits first, so the rounding to f32 or a narrow
    // format is the only one that counts.
    const double odd = common::integerToDoubleRoundToOdd(a.i, from.isSigned);
    r.f = to.narrow ? static_cast<float>(
                          common::decodeNarrow(common::encodeNarrow(odd, to.format), to.format))
                    : static_cast<float>(odd);
    return r;
  }
  const double x = from.compute == Compute::kF32 ? static_cast<double>(a.f) : a.d;
  switch (to.compute) {
    case Compute::kI64:
      r.i = common::floatToInteger(x, to.width, to.isSigned);
      return r;
    case Compute::kF64:
      r.d = x;
      return r;
    default:
      r.f = to.narrow ? static_cast<float>(
                            common::decodeNarrow(common::encodeNarrow(x, to.format), to.format))
                      : static_cast<float>(x);
      return r;
  }
}

HLO_CTS_HD inline int64_t affineAt(const Affine& at, const int64_t* index, int rank) {
  int64_t offset = at.base;
  for (int d = 0; d < rank; ++d) offset += at.coeff[d] * index[d];
  return offset;
}

// Runs `code`'s instructions on `regs` at output index `index` (a reduce
// body has neither loads nor an index).
HLO_CTS_HD inline void runInstructions(const ChainCode& code, const Buffers& buffers,
                                       const int64_t* index, Reg* regs) {
  for (int n = 0; n < code.numInstructions; ++n) {
    const Instruction& in = code.instructions[n];
    const Codec& codec = code.codecs[in.codec];
    Reg& out = regs[in.out];
    const Reg a = regs[in.a], b = regs[in.b], c = regs[in.c];
    switch (in.op) {
      case Opcode::kLoad: {
        const Access& access = code.accesses[in.aux];
        const Codec& stored = code.codecs[access.codec];
        const int64_t offset =
            affineAt(access.at, index, code.rank) + (in.flags & kOffsetRegister ? regs[in.b].i : 0);
        out = decodeElement(
            loadBits(buffers.data[access.buffer] + offset * stored.bytes, stored.bytes), stored);
        break;
      }
      case Opcode::kLoadWindow: {
        const Window& w = code.windows[in.aux];
        const Codec& stored = code.codecs[w.codec];
        int64_t offset = 0;
        bool inside = true;
        for (int d = 0; d < w.rank && inside; ++d) {
          const int64_t t = affineAt(w.rows[d], index, code.rank) - w.low[d];
          inside = t >= 0 && t % w.step[d] == 0 && t / w.step[d] < w.size[d];
          offset += t / w.step[d] * w.stride[d];
        }
        out = inside ? decodeElement(
                           loadBits(buffers.data[w.buffer] + offset * stored.bytes, stored.bytes),
                           stored)
                     : b;
        break;
      }
      case Opcode::kIota: {
        const int64_t v = affineAt(code.accesses[in.aux].at, index, code.rank);
        Reg r;
        r.i = v;
        out = convertValue(r, integerCodec(64, true), codec);
        break;
      }
      case Opcode::kConstant:
        out = code.constants[in.aux];
        break;
      case Opcode::kConvert:
        out = convertValue(a, codec, code.codecs[in.aux]);
        break;
      case Opcode::kRound:
        out.f = roundToNarrow(a.f, code.codecs[in.aux].format);
        break;
      case Opcode::kCompare:
        out.i = compareValues(static_cast<Direction>(in.aux), in.kind, in.type, a, b, codec);
        break;
      case Opcode::kSelect:
        out = a.i ? b : c;
        break;
      case Opcode::kClamp:
        out = applyBinary(Opcode::kMinimum, in.type,
                          applyBinary(Opcode::kMaximum, in.type, b, a, codec), c, codec);
        break;
      case Opcode::kIsFinite:
        out.i = in.type == Compute::kF32 ? std::isfinite(a.f) : std::isfinite(a.d);
        break;
      case Opcode::kIsInf: {
        const double x = in.type == Compute::kF32 ? a.f : a.d;
        out.i = std::isinf(x) && (in.aux == 0 || (in.aux == 1) == (x > 0));
        break;
      }
      case Opcode::kNextAfter:
        if (in.type == Compute::kF64) {
          out.d = common::nextAfter(a.d, b.d);
        } else if (codec.narrow) {  // on the format's own grid
          const uint32_t bits =
              common::narrowNextAfter(common::encodeNarrow(a.f, codec.format),
                                      common::encodeNarrow(b.f, codec.format), codec.format);
          out.f = static_cast<float>(common::decodeNarrow(bits, codec.format));
        } else {
          out.f = common::nextAfter(a.f, b.f);
        }
        break;
      case Opcode::kReducePrecision:
        if (in.type == Compute::kF64) {
          out.d = common::reducePrecision(a.d, in.aux, in.aux2);
        } else {
          out.f = codec.narrow ? common::reduceNarrowPrecision(a.f, in.aux, in.aux2, codec.format)
                               : common::reducePrecision(a.f, in.aux, in.aux2);
        }
        break;
      case Opcode::kMath:
      case Opcode::kMath2: {
        const auto fn = static_cast<MathFn>(in.aux);
        if (in.type == Compute::kF32) {
          out.f = in.op == Opcode::kMath ? floatMath(fn, a.f) : floatMath2(fn, a.f, b.f);
          if (codec.narrow) out.f = roundToNarrow(out.f, codec.format);
        } else {
          out.d = in.op == Opcode::kMath ? floatMath(fn, a.d) : floatMath2(fn, a.d, b.d);
        }
        break;
      }
      default:
        if (in.op <= Opcode::kShiftRightArithmetic) {
          out = applyBinary(in.op, in.type, a, b, codec);
        } else if (in.type == Compute::kI64) {
          out.i = integerUnary(in.op, a.i, codec);
        } else if (in.type == Compute::kF32) {
          out.f = floatUnary(in.op, a.f);
          if (codec.narrow) out.f = roundToNarrow(out.f, codec.format);
        } else {
          out.d = floatUnary(in.op, a.d);
        }
    }
  }
}

// Runs the chain for output element `linear`.
HLO_CTS_HD inline void runChainElement(const ChainCode& code, const Buffers& buffers,
                                       int64_t linear) {
  int64_t index[kMaxRank];
  int64_t rest = linear;
  for (int d = code.rank - 1; d >= 0; --d) {
    index[d] = rest % code.dims[d];
    rest /= code.dims[d];
  }
  Reg regs[kMaxRegisters];
  runInstructions(code, buffers, index, regs);
  for (int s = 0; s < code.numStores; ++s) {
    const Store& store = code.stores[s];
    const Codec& stored = code.codecs[store.codec];
    storeBits(buffers.data[store.buffer] + linear * stored.bytes, stored.bytes,
              encodeElement(regs[store.reg], stored));
  }
}

// Reductions. A partial result that has seen no element yet is empty.
struct Partial {
  Reg values[kMaxReduceOperands];
  bool present = false;
};

// On the GPU, the common case (one op of the two arguments) is inlined into
// the reduction's loops and keeps its values in registers; the body's
// register program, with its local register file, is a call of its own.
#ifdef __CUDA_ARCH__
#define HLO_CTS_HD_INLINE __host__ __device__ __forceinline__
#define HLO_CTS_HD_CALL __host__ __device__ __noinline__
#else
#define HLO_CTS_HD_INLINE inline
#define HLO_CTS_HD_CALL inline
#endif

// x and y (both present) through the reduction's body.
HLO_CTS_HD_CALL Partial combineWithBody(const ReduceCode& code, const Partial& x,
                                        const Partial& y) {
  Reg regs[kMaxRegisters];
  for (int i = 0; i < code.numOperands; ++i) {
    regs[i] = x.values[i];
    regs[code.numOperands + i] = y.values[i];
  }
  runInstructions(code.body, Buffers{}, nullptr, regs);
  Partial out;
  out.present = true;
  for (int i = 0; i < code.numOperands; ++i) out.values[i] = regs[code.body.stores[i].reg];
  return out;
}

HLO_CTS_HD_INLINE Partial combinePartials(const ReduceCode& code, const Partial& x,
                                          const Partial& y) {
  if (!x.present) return y;
  if (!y.present) return x;
  if (code.hasBody) return combineWithBody(code, x, y);
  Partial out;
  out.present = true;
  out.values[0] =
      applyBinary(code.combine, code.codecs[0].compute, x.values[0], y.values[0], code.codecs[0]);
  return out;
}

// Where the reduced elements of output `output` start in the input.
HLO_CTS_HD inline int64_t reduceBase(const ReduceCode& code, int64_t output) {
  int64_t base = 0;
  for (int d = code.keptRank - 1; d >= 0; --d) {
    base += (output % code.keptDims[d]) * code.keptStrides[d];
    output /= code.keptDims[d];
  }
  return base;
}

// Where reduced element `r` (row-major over the reduced dimensions) of the
// output whose elements start at `base` lies in the input.
HLO_CTS_HD inline int64_t reducedOffset(const ReduceCode& code, int64_t base, int64_t r) {
  if (code.reducedRank == 1) return base + r * code.reducedStrides[0];
  for (int d = code.reducedRank - 1; d >= 0; --d) {
    base += (r % code.reducedDims[d]) * code.reducedStrides[d];
    r /= code.reducedDims[d];
  }
  return base;
}

// Reduced element `r`, or an empty partial at or past `end`.
HLO_CTS_HD inline Partial reducedElement(const ReduceCode& code, const Buffers& buffers,
                                         int64_t base, int64_t r, int64_t end) {
  Partial x;
  if (r >= end) return x;
  x.present = true;
  const int64_t offset = reducedOffset(code, base, r);
  for (int i = 0; i < code.numOperands; ++i) {
    const Codec& codec = code.codecs[i];
    x.values[i] = decodeElement(
        loadBits(buffers.data[code.inputs[i]] + offset * codec.bytes, codec.bytes), codec);
  }
  return x;
}

// The reduced elements [begin, end) of segment `segment` of every output.
HLO_CTS_HD inline int64_t segmentBegin(const ReduceCode& code, int64_t segment) {
  const int64_t begin = segment * code.segmentLength;
  return begin < code.reducedCount ? begin : code.reducedCount;
}
HLO_CTS_HD inline int64_t segmentEnd(const ReduceCode& code, int64_t segment) {
  return segmentBegin(code, segment + 1);
}

// items[0..count) combined neighbours first ((0,1), (2,3), ..., then
// (0..1, 2..3), ...), in place: the order of a step's elements and of the
// segments' values (device_code.h, kReduceStep).
HLO_CTS_HD inline Partial combineInOrder(const ReduceCode& code, Partial* items, int count) {
  for (int step = 1; step < count; step *= 2)
    for (int i = 0; i + step < count; i += 2 * step)
      items[i] = combinePartials(code, items[i], items[i + step]);
  return count > 0 ? items[0] : Partial{};
}

// Lane `first / kReduceRun`'s run of a step: elements [first, first +
// kReduceRun) before `end`, folded in order.
HLO_CTS_HD_INLINE Partial laneRun(const ReduceCode& code, const Buffers& buffers, int64_t base,
                                  int64_t first, int64_t end) {
  Partial run;
  for (int k = 0; k < kReduceRun; ++k)
    run = combinePartials(code, run, reducedElement(code, buffers, base, first + k, end));
  return run;
}

// Segment `segment` of the output whose elements start at `base`, one
// step of kReduceStep elements at a time, as one warp of the GPU reads it.
HLO_CTS_HD inline Partial segmentValue(const ReduceCode& code, const Buffers& buffers, int64_t base,
                                       int64_t segment) {
  const int64_t end = segmentEnd(code, segment);
  Partial value;
  for (int64_t p = segmentBegin(code, segment); p < end; p += kReduceStep) {
    Partial lanes[kReduceLanes];
    for (int lane = 0; lane < kReduceLanes; ++lane)
      lanes[lane] = laneRun(code, buffers, base, p + int64_t{lane} * kReduceRun, end);
    value = combinePartials(code, value, combineInOrder(code, lanes, kReduceLanes));
  }
  return value;
}

// body(inits, total), stored as output element `output`.
HLO_CTS_HD inline void finishReduce(const ReduceCode& code, const Buffers& buffers, int64_t output,
                                    const Partial& total) {
  Partial init;
  init.present = true;
  for (int i = 0; i < code.numOperands; ++i)
    init.values[i] =
        decodeElement(loadBits(buffers.data[code.inits[i]], code.codecs[i].bytes), code.codecs[i]);
  const Partial result = combinePartials(code, init, total);
  for (int i = 0; i < code.numOperands; ++i) {
    const Codec& codec = code.codecs[i];
    storeBits(buffers.data[code.outputs[i]] + output * codec.bytes, codec.bytes,
              encodeElement(result.values[i], codec));
  }
}

}  // namespace hlo_cts::backends::cuda
