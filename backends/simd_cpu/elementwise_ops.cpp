// The element-wise ops of the simd-cpu executor that mix compute lanes or
// read attributes (comparisons, select, clamp, conversions, complex parts,
// float predicates), and the choice of every op's tile instruction; the
// arithmetic ones are elementwise_arithmetic.cpp's.
#include <cmath>
#include <complex>
#include <cstring>

#include "backends/simd_cpu/elementwise_loops.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using namespace tile;

// --- Ops mixing lanes ---------------------------------------------------------

// Comparison directions and types, in Instr::param.
enum Direction : int64_t { kEQ, kNE, kGE, kGT, kLE, kLT };
enum CompareKind : int64_t { kFloatCompare, kTotalOrder, kSigned, kUnsigned };

template <class T>
inline int64_t compareValues(T a, T b, int64_t direction) {
  switch (direction) {
    case kEQ:
      return a == b;
    case kNE:
      return a != b;
    case kGE:
      return a >= b;
    case kGT:
      return a > b;
    case kLE:
      return a <= b;
    default:
      return a < b;
  }
}

template <class T>
int64_t totalOrderOf(T value, const LaneType& type) {
  if (type.narrow) {
    // bf16 is the top half of its f32 lane exactly (NaN payloads too).
    if constexpr (std::is_same_v<T, float>)
      if (type.format.totalBits == 16 && type.format.exponentBits == 8) {
        uint32_t bits;
        std::memcpy(&bits, &value, 4);
        return totalOrderKey(bits >> 16, 16);
      }
    return totalOrderKey(encodeNarrow(value, type.format), type.format.totalBits,
                         type.format.hasSign);
  }
  if constexpr (std::is_same_v<T, float>) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return totalOrderKey(bits, 32);
  } else {
    uint64_t bits;
    std::memcpy(&bits, &value, 8);
    return totalOrderKey(bits, 64);
  }
}

template <class T>
InstrFn compareInstruction(int64_t kind) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (kind == kTotalOrder)
      return binaryFn<T, int64_t, [](T a, T b, const Instr& i) {
        return compareValues(totalOrderOf(a, i.inType[0]), totalOrderOf(b, i.inType[0]),
                             i.param[0]);
      }>;
    return binaryFn<T, int64_t,
                    [](T a, T b, const Instr& i) { return compareValues(a, b, i.param[0]); }>;
  } else if constexpr (std::is_same_v<T, int64_t>) {
    if (kind == kUnsigned)
      return binaryFn<int64_t, int64_t, [](int64_t a, int64_t b, const Instr& i) {
        return compareValues(static_cast<uint64_t>(a), static_cast<uint64_t>(b), i.param[0]);
      }>;
    return binaryFn<int64_t, int64_t, [](int64_t a, int64_t b, const Instr& i) {
      return compareValues(a, b, i.param[0]);
    }>;
  } else {  // complex: EQ / NE only
    return binaryFn<T, int64_t, [](T a, T b, const Instr& i) {
      return static_cast<int64_t>((a == b) == (i.param[0] == kEQ));
    }>;
  }
}

template <class T>
void selectFn(const Instr& instr, void* const* r, size_t n) {
  const int64_t* p = reg<int64_t>(r, instr.in[0]);
  const T* a = reg<T>(r, instr.in[1]);
  const T* b = reg<T>(r, instr.in[2]);
  T* o = reg<T>(r, instr.out);
  for (size_t i = 0; i < n; ++i) o[i] = p[i] ? a[i] : b[i];
}

// clamp(min, x, max) = min(max(x, min), max), each the op's own maximum /
// minimum (NaN propagates for floats).
template <class T>
void clampFn(const Instr& instr, void* const* r, size_t n) {
  const T* lo = reg<T>(r, instr.in[0]);
  const T* x = reg<T>(r, instr.in[1]);
  const T* hi = reg<T>(r, instr.in[2]);
  T* o = reg<T>(r, instr.out);
  if constexpr (std::is_same_v<T, int64_t>) {
    const bool s = instr.outType.isSigned;
    for (size_t i = 0; i < n; ++i) {
      const int64_t v = lessThan(x[i], lo[i], s) ? lo[i] : x[i];
      o[i] = lessThan(hi[i], v, s) ? hi[i] : v;
    }
  } else {
    for (size_t i = 0; i < n; ++i) o[i] = floatMinimum(floatMaximum(x[i], lo[i]), hi[i]);
  }
}

// Complex clamp: minimum(maximum(x, lo), hi), lexicographic.
template <class C>
void complexClampFn(const Instr& instr, void* const* r, size_t n) {
  const C* lo = reg<C>(r, instr.in[0]);
  const C* x = reg<C>(r, instr.in[1]);
  const C* hi = reg<C>(r, instr.in[2]);
  C* o = reg<C>(r, instr.out);
  for (size_t i = 0; i < n; ++i)
    o[i] = complexExtremum<false>(complexExtremum<true>(x[i], lo[i]), hi[i]);
}

// --- Conversions --------------------------------------------------------------

template <class In>
double asDouble(In v, const LaneType& from) {
  if constexpr (std::is_same_v<In, int64_t>) {
    return integerToDoubleRoundToOdd(v, from.isSigned);
  } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
    return static_cast<double>(v.real());
  } else {
    return static_cast<double>(v);
  }
}

template <class In, class Out>
void convertFn(const Instr& instr, void* const* r, size_t n) {
  const In* a = reg<In>(r, instr.in[0]);
  Out* o = reg<Out>(r, instr.out);
  const LaneType& from = instr.inType[0];
  const LaneType& to = instr.outType;
  for (size_t i = 0; i < n; ++i) {
    const In v = a[i];
    if constexpr (std::is_same_v<Out, int64_t>) {
      if (to.isBool) {
        // A complex value converts through its real part (the spec's
        // complex-to-real conversion drops the imaginary part).
        if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
          o[i] = v.real() != 0;
        else
          o[i] = v != In(0);
      } else if constexpr (std::is_same_v<In, int64_t>) {
        o[i] = wrapInteger(v, to.width, to.isSigned);
      } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
        o[i] = floatToInteger(v.real(), to.width, to.isSigned);
      } else {
        o[i] = floatToInteger(v, to.width, to.isSigned);
      }
    } else if constexpr (std::is_same_v<Out, C64> || std::is_same_v<Out, C128>) {
      using P = typename Out::value_type;
      if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
        o[i] = Out(static_cast<P>(v.real()), static_cast<P>(v.imag()));
      else if constexpr (std::is_same_v<In, int64_t> && std::is_same_v<P, double>)
        // Rounded to odd is one rounding too many for a double part.
        o[i] = Out(from.isSigned || from.isBool ? static_cast<double>(v)
                                                : static_cast<double>(static_cast<uint64_t>(v)),
                   0.0);
      else if constexpr (std::is_same_v<In, int64_t>)
        o[i] = Out(static_cast<P>(asDouble(v, from)), P(0));
      else
        o[i] = Out(static_cast<P>(v), P(0));
    } else if constexpr (std::is_same_v<Out, float>) {
      if (to.narrow) {
        // From f32 or narrower the value is exact; from f64 and integers
        // (rounded to odd) one rounding into the format is correct.
        o[i] =
            static_cast<float>(decodeNarrow(encodeNarrow(asDouble(v, from), to.format), to.format));
      } else if constexpr (std::is_same_v<In, int64_t>) {
        o[i] = static_cast<float>(asDouble(v, from));
      } else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>) {
        o[i] = static_cast<float>(v.real());
      } else {
        o[i] = static_cast<float>(v);
      }
    } else {  // double
      if constexpr (std::is_same_v<In, int64_t>)
        o[i] = from.isSigned || from.isBool ? static_cast<double>(v)
                                            : static_cast<double>(static_cast<uint64_t>(v));
      else if constexpr (std::is_same_v<In, C64> || std::is_same_v<In, C128>)
        o[i] = static_cast<double>(v.real());
      else
        o[i] = static_cast<double>(v);
    }
  }
}

template <class In>
InstrFn convertFrom(Lane to) {
  switch (to) {
    case Lane::kF32:
      return convertFn<In, float>;
    case Lane::kF64:
      return convertFn<In, double>;
    case Lane::kI64:
      return convertFn<In, int64_t>;
    case Lane::kC64:
      return convertFn<In, C64>;
    case Lane::kC128:
      return convertFn<In, C128>;
  }
  return nullptr;
}

InstrFn convertInstruction(Lane from, Lane to) {
  switch (from) {
    case Lane::kF32:
      return convertFrom<float>(to);
    case Lane::kF64:
      return convertFrom<double>(to);
    case Lane::kI64:
      return convertFrom<int64_t>(to);
    case Lane::kC64:
      return convertFrom<C64>(to);
    case Lane::kC128:
      return convertFrom<C128>(to);
  }
  return nullptr;
}

template <template <class> class Make>
InstrFn byLane(Lane lane) {
  switch (lane) {
    case Lane::kF32:
      return Make<float>::get();
    case Lane::kF64:
      return Make<double>::get();
    case Lane::kI64:
      return Make<int64_t>::get();
    case Lane::kC64:
      return Make<C64>::get();
    case Lane::kC128:
      return Make<C128>::get();
  }
  return nullptr;
}
template <class T>
struct SelectOf {
  static InstrFn get() { return selectFn<T>; }
};
template <class T>
struct ClampOf {
  static InstrFn get() {
    if constexpr (std::is_same_v<T, C64> || std::is_same_v<T, C128>)
      return complexClampFn<T>;
    else
      return clampFn<T>;
  }
};

int64_t directionOf(const std::string& v) {
  if (v == "NE") return kNE;
  if (v == "GE") return kGE;
  if (v == "GT") return kGT;
  if (v == "LE") return kLE;
  if (v == "LT") return kLT;
  return kEQ;
}

// `v` empty: no compare_type (NOTYPE), the operand's own order.
int64_t compareKindOf(const std::string& v, const LaneType& operand) {
  if (v == "TOTALORDER") return kTotalOrder;
  if (v == "FLOAT") return kFloatCompare;
  if (v == "SIGNED") return kSigned;
  if (v == "UNSIGNED") return kUnsigned;
  if (operand.lane == Lane::kI64) return operand.isSigned ? kSigned : kUnsigned;
  return kFloatCompare;
}

// compare's direction and kind, as the instruction's parameters.
std::string compareParameters(const Operation& op, Instr& instr) {
  Result<ops::ComparisonAttrs> comparison = ops::comparisonAttrs(op);
  if (!comparison.ok()) return viewProblem(comparison);
  instr.param[0] = directionOf(comparison->direction);
  instr.param[1] = compareKindOf(comparison->compareType, instr.inType[0]);
  return {};
}

// Real/imag/complex/abs of complex and is_finite-like predicates.
InstrFn partInstruction(OpId op, Lane in) {
  const bool c64 = in == Lane::kC64;
  switch (op) {
    case OpId::kReal:
      return c64 ? unaryFn<C64, float, [](C64 a, const Instr&) { return a.real(); }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return a.real(); }>;
    case OpId::kImag:
      return c64 ? unaryFn<C64, float, [](C64 a, const Instr&) { return a.imag(); }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return a.imag(); }>;
    case OpId::kAbs:
      return c64 ? unaryFn<C64, float,
                           [](C64 a, const Instr&) {
                             return static_cast<float>(std::hypot(static_cast<double>(a.real()),
                                                                  static_cast<double>(a.imag())));
                           }>
                 : unaryFn<C128, double, [](C128 a, const Instr&) { return std::abs(a); }>;
    default:
      return nullptr;
  }
}

template <class T>
InstrFn predicateInstruction(OpId op) {
  switch (op) {
    case OpId::kIsFinite:
      return unaryFn<T, int64_t, [](T a, const Instr&) -> int64_t { return std::isfinite(a); }>;
    case OpId::kChloIsInf:
      return unaryFn<T, int64_t, [](T a, const Instr&) -> int64_t { return std::isinf(a); }>;
    case OpId::kChloIsPosInf:
      return unaryFn<T, int64_t,
                     [](T a, const Instr&) -> int64_t { return (std::isinf(a) && a > 0); }>;
    case OpId::kChloIsNegInf:
      return unaryFn<T, int64_t,
                     [](T a, const Instr&) -> int64_t { return (std::isinf(a) && a < 0); }>;
    default:
      return nullptr;
  }
}

}  // namespace

bool elementwiseOpIsImplemented(OpId op) {
  const OpId id = broadcastBase(op);
  switch (id) {
    case OpId::kConvert:
    case OpId::kCompare:
    case OpId::kSelect:
    case OpId::kClamp:
    case OpId::kComplex:
    case OpId::kReal:
    case OpId::kImag:
    case OpId::kChloNextAfter:
    case OpId::kIsFinite:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
      return true;
    default:
      for (ElementType type : {ElementType::kF32, ElementType::kSI32, ElementType::kComplexF32}) {
        LaneType lane;
        laneTypeOf(type, lane);
        if (arithmeticInstruction(id, lane)) return true;
      }
      return false;
  }
}

std::string selectInstruction(const Operation& op, Instr& instr) {
  const OpId id = broadcastBase(op.id());
  const Lane in = instr.inType[0].lane;
  const Lane out = instr.outType.lane;
  InstrFn fn = nullptr;
  switch (id) {
    case OpId::kConvert:
      fn = convertInstruction(in, out);
      break;
    case OpId::kCompare:
      if (std::string why = compareParameters(op, instr); !why.empty()) return why;
      switch (in) {
        case Lane::kF32:
          fn = compareInstruction<float>(instr.param[1]);
          break;
        case Lane::kF64:
          fn = compareInstruction<double>(instr.param[1]);
          break;
        case Lane::kI64:
          fn = compareInstruction<int64_t>(instr.param[1]);
          break;
        case Lane::kC64:
          fn = compareInstruction<C64>(instr.param[1]);
          break;
        case Lane::kC128:
          fn = compareInstruction<C128>(instr.param[1]);
          break;
      }
      break;
    case OpId::kSelect:
      fn = byLane<SelectOf>(instr.inType[1].lane);
      break;
    case OpId::kClamp:
      fn = byLane<ClampOf>(in);
      break;
    case OpId::kComplex:
      fn =
          in == Lane::kF32
              ? binaryFn<float, C64, [](float a, float b, const Instr&) { return C64(a, b); }>
              : binaryFn<double, C128, [](double a, double b, const Instr&) { return C128(a, b); }>;
      break;
    case OpId::kReal:
    case OpId::kImag:
      fn = (in == Lane::kC64 || in == Lane::kC128) ? partInstruction(id, in) : nullptr;
      if (!fn && (id == OpId::kReal))  // real of a real value: itself
        fn = in == Lane::kF32 ? unaryFn<float, float, [](float a, const Instr&) { return a; }>
                              : unaryFn<double, double, [](double a, const Instr&) { return a; }>;
      if (!fn && (id == OpId::kImag))  // imag of a real value: +0
        fn = in == Lane::kF32 ? unaryFn<float, float, [](float, const Instr&) { return 0.0f; }>
                              : unaryFn<double, double, [](double, const Instr&) { return 0.0; }>;
      break;
    case OpId::kChloNextAfter:
      if (instr.outType.narrow)
        fn = binaryFn<float, float, [](float a, float b, const Instr& i) {
          // Lane values of a narrow type are exact in it: its bits are exact.
          const NarrowFormat& f = i.outType.format;
          const uint32_t next = narrowNextAfter(encodeNarrow(a, f), encodeNarrow(b, f), f);
          return static_cast<float>(decodeNarrow(next, f));
        }>;
      else
        fn = in == Lane::kF32
                 ? binaryFn<float, float,
                            [](float a, float b, const Instr&) { return nextAfter(a, b); }>
                 : binaryFn<double, double,
                            [](double a, double b, const Instr&) { return nextAfter(a, b); }>;
      break;
    case OpId::kIsFinite:
    case OpId::kChloIsInf:
    case OpId::kChloIsPosInf:
    case OpId::kChloIsNegInf:
      fn = in == Lane::kF32   ? predicateInstruction<float>(id)
           : in == Lane::kF64 ? predicateInstruction<double>(id)
                              : nullptr;
      break;
    case OpId::kReducePrecision: {
      Result<ops::ReducePrecisionAttrs> bits = ops::reducePrecisionAttrs(op);
      if (!bits.ok()) return viewProblem(bits);
      // A narrow format is computed in f32 but rounded on its own grid
      // (reduceNarrowPrecision), and its exponent only shrinks when
      // exponent_bits is narrower than its own.
      instr.param[0] = std::min<int64_t>(bits->exponentBits, 64);
      instr.param[1] = std::min<int64_t>(bits->mantissaBits, 64);
      fn = arithmeticInstruction(id, instr.inType[0]);
      break;
    }
    default:
      if ((in == Lane::kC64 || in == Lane::kC128) && id == OpId::kAbs) {
        fn = partInstruction(id, in);
        break;
      }
      fn = arithmeticInstruction(id, instr.inType[0]);
  }
  if (!fn)
    return std::string(op.name()) + " on " + std::string(elementTypeName(instr.inType[0].type)) +
           " is not implemented by simd-cpu";
  instr.fn = fn;
  return {};
}

}  // namespace hlo_cts::backends::simd_cpu
