// Arithmetic element-wise ops whose results the spec fixes exactly: IEEE
// basic operations (correctly rounded through the exact codecs), integer
// arithmetic (wrapping, with the open cases recorded), sign manipulation and
// rounding to integral values.
#include <cmath>

#include "oracle/expectation.h"
#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/elementwise_scalar.h"

namespace hlo_cts::oracle::ew {
namespace {

struct AddOp {
  static bool onBool(bool a, bool b) { return a || b; }  // spec: logical OR
  template <class T>
  static T onInt(T a, T b, int) {
    return intAdd(a, b);
  }
  static double onFloat(double a, double b) { return a + b; }
  static constexpr MathFn kComplex = MathFn::kAdd;
};

struct SubtractOp {
  template <class T>
  static T onInt(T a, T b, int) {
    return intSubtract(a, b);
  }
  static double onFloat(double a, double b) { return a - b; }
  static constexpr MathFn kComplex = MathFn::kSubtract;
};

struct MultiplyOp {
  static bool onBool(bool a, bool b) { return a && b; }  // spec: logical AND
  template <class T>
  static T onInt(T a, T b, int) {
    return intMultiply(a, b);
  }
  static double onFloat(double a, double b) { return a * b; }
  static constexpr MathFn kComplex = MathFn::kMultiply;
};

struct DivideOp {
  template <class T>
  static T onInt(T a, T b, int width) {
    return intDivide(a, b, width);
  }
  template <class T>
  static bool isOpen(T a, T b, int width) {
    return intDivideIsOpen(a, b, width);
  }
  static double onFloat(double a, double b) { return a / b; }
  static constexpr MathFn kComplex = MathFn::kDivide;
};

struct RemainderOp {
  template <class T>
  static T onInt(T a, T b, int width) {
    return intRemainder(a, b, width);
  }
  template <class T>
  static bool isOpen(T a, T b, int width) {
    return intRemainderIsOpen(a, b, width);
  }
  static double onFloat(double a, double b) { return floatRemainder(a, b); }
};

// Complex maximum / minimum order lexicographically (real part, then
// imaginary part), as the interpreter does; a NaN part propagates its operand
// in the flowing value. The spec says no more than "the lexicographic
// minimum of (real, imaginary) pairs": read literally, real parts that
// differ decide before a NaN imaginary part is looked at (XLA:CPU: min((0,
// 0), (+Inf, NaN)) is (0, 0)), so with a NaN part either operand is allowed.
// Real parts +0 and −0 are equal to IEEE ==, which the flowing value uses,
// but the real maximum the spec builds on (IEEE 754 maximum) orders −0 < +0,
// and XLA:CPU reads it so: where the two readings pick different operands,
// either is allowed.
}  // namespace

ComplexChoice complexExtremumChoice(double lr, double li, double rr, double ri, bool maximum) {
  if (std::isnan(lr) || std::isnan(li)) return {true, true};
  if (std::isnan(rr) || std::isnan(ri)) return {false, true};
  const bool lhsGreater = lr > rr || (lr == rr && li >= ri);
  const bool lhsLess = lr < rr || (lr == rr && li <= ri);
  const bool takeLhs = maximum ? lhsGreater : lhsLess;
  bool either = false;
  if (lr == 0 && rr == 0 && std::signbit(lr) != std::signbit(rr)) {
    const bool lhsPositive = !std::signbit(lr);  // IEEE: −0 < +0
    either = takeLhs != (maximum ? lhsPositive : !lhsPositive);
  }
  return {takeLhs, either};
}

namespace {

template <bool kMaximum>
Result<RuntimeValue> complexExtremum(const Operation& op, std::span<const RuntimeValue> operands,
                                     const Type& declared) {
  if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  const Tensor& lhs = operands[0].tensor();
  const Tensor& rhs = operands[1].tensor();
  Result<Tensor> made = sameTypeResult(op, lhs, declared);
  if (!made.ok()) return made.takeError();
  const FloatFormat& part = *floatFormat(complexPartType(lhs.elementType()));
  std::vector<int64_t> eitherOperand;
  for (int64_t i = 0; i < lhs.numElements(); ++i) {
    const double lr = decodeToDouble(lhs.partBits(i, 0), part);
    const double li = decodeToDouble(lhs.partBits(i, 1), part);
    const double rr = decodeToDouble(rhs.partBits(i, 0), part);
    const double ri = decodeToDouble(rhs.partBits(i, 1), part);
    const ComplexChoice choice = complexExtremumChoice(lr, li, rr, ri, kMaximum);
    if (choice.either) eitherOperand.push_back(i);
    const Tensor& from = choice.takeLhs ? lhs : rhs;
    made->setPartBits(i, 0, from.partBits(i, 0));
    made->setPartBits(i, 1, from.partBits(i, 1));
  }
  if (eitherOperand.empty()) return RuntimeValue::fromTensor(std::move(*made));
  auto allowed = std::make_shared<TensorExpectation>(*made, op.name(), ElementRule::kExact);
  for (int64_t i : eitherOperand)
    for (int p = 0; p < 2; ++p)
      allowed->setAnyOf(2 * i + p, {lhs.partBits(i, p), rhs.partBits(i, p)});
  RuntimeValue value = RuntimeValue::fromTensor(std::move(*made));
  value.setExpectation(std::move(allowed));
  return value;
}

template <class Op, bool kMaximum>
Result<RuntimeValue> extremumKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                    const Type& declared) {
  if (isComplex(operands[0].tensor().elementType()))
    return complexExtremum<kMaximum>(op, operands, declared);
  return binaryKernel<Op>(op, operands, declared);
}

struct MaximumOp {
  static bool onBool(bool a, bool b) { return a || b; }
  template <class T>
  static T onInt(T a, T b, int) {
    return intMaximum(a, b);
  }
  static double onFloat(double a, double b) { return floatMaximum(a, b); }
};

struct MinimumOp {
  static bool onBool(bool a, bool b) { return a && b; }
  template <class T>
  static T onInt(T a, T b, int) {
    return intMinimum(a, b);
  }
  static double onFloat(double a, double b) { return floatMinimum(a, b); }
};

// Sign operations act on the encoding (IEEE negate/abs never touch a NaN's
// payload). Formats without −0 (FNUZ) keep +0 and their NaN 0x80 fixed;
// unsigned E8M0 has no negative values: negate gives its NaN.
uint64_t negateBits(uint64_t bits, const FloatFormat& f) {
  if (!f.hasSign) return f.canonicalNanBits();
  if (!f.hasNegativeZero && (bits & ~f.signMask()) == 0) return bits;  // +0, NaN 0x80
  return bits ^ f.signMask();
}

uint64_t absBits(uint64_t bits, const FloatFormat& f) {
  if (!f.hasNegativeZero && bits == f.signMask()) return bits;  // FNUZ NaN 0x80
  return bits & ~f.signMask();
}

struct NegateOp {
  template <class T>
  static T onInt(T a, int) {
    return intNegate(a);
  }
  static uint64_t onFloatBits(uint64_t bits, const FloatFormat& f) { return negateBits(bits, f); }
  static constexpr MathFn kComplex = MathFn::kNegate;
};

struct AbsOp {
  template <class T>
  static T onInt(T a, int) {
    return intAbs(a);
  }
  static uint64_t onFloatBits(uint64_t bits, const FloatFormat& f) { return absBits(bits, f); }
};

struct SignOp {
  template <class T>
  static T onInt(T a, int) {
    return intSign(a);
  }
  static double onFloat(double a) { return floatSign(a); }
  static constexpr MathFn kComplex = MathFn::kSign;
};

struct CeilOp {
  static double onFloat(double a) { return std::ceil(a); }
};
struct FloorOp {
  static double onFloat(double a) { return std::floor(a); }
};
struct RoundAfzOp {
  static double onFloat(double a) { return roundNearestAfz(a); }
};
struct RoundEvenOp {
  static double onFloat(double a) { return roundNearestEven(a); }
};

// chlo.square: x·x, one rounding (exact through the codecs).
struct SquareOp {
  static bool onBool(bool a) { return a; }  // x * x: multiply on i1 is logical AND
  template <class T>
  static T onInt(T a, int) {
    return intMultiply(a, a);
  }
  static double onFloat(double a) { return a * a; }
  static constexpr MathFn kComplex = MathFn::kSquare;
};

// abs: complex operands give their modulus in the part type.
Result<RuntimeValue> absKernel(const Operation& op, std::span<const RuntimeValue> operands,
                               const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  if (isComplex(operand.elementType())) return complexAbs(op, operand, declared);
  if (isUnsignedInteger(operand.elementType()) || isBoolean(operand.elementType()))
    return unsupportedType(op, operand);
  return unaryKernel<AbsOp>(op, operands, declared);
}

// sqrt is an IEEE basic operation: exact through the codecs for real types.
struct SqrtOp {
  static double onFloat(double a) { return std::sqrt(a); }
};
Result<RuntimeValue> sqrtKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                const Type& declared) {
  if (isComplex(operands[0].tensor().elementType()))
    return complexMap(op, MathFn::kSqrt, operands, declared);
  return unaryKernel<SqrtOp>(op, operands, declared);
}

// Whether base^exponent (exponent ≥ 0) lies outside the range of a
// width-bit integer type.
bool intPowerOverflows(__int128 base, unsigned __int128 exponent, int width, bool isSigned) {
  if (exponent == 0 || base == 0 || base == 1 || base == -1) return false;
  if (exponent >= 64) return true;  // |base| ≥ 2: at least 2^64
  const bool negative = base < 0 && (exponent & 1);
  // The largest magnitude of the result's sign: 2^(w-1) negative, 2^(w-1) - 1
  // positive, 2^w - 1 unsigned (w ≤ 64, so every product below fits).
  const __int128 limit = !isSigned  ? (__int128{1} << width) - 1
                         : negative ? __int128{1} << (width - 1)
                                    : (__int128{1} << (width - 1)) - 1;
  const __int128 magnitude = base < 0 ? -base : base;
  __int128 value = 1;
  for (unsigned __int128 k = 0; k < exponent; ++k) {
    if (value > limit / magnitude) return true;
    value *= magnitude;
  }
  return false;
}

// power: exact wrapping integer power (negative exponents and overflow are
// open);
// floats and complex through MPFR / MPC.
struct IntPowerOp {
  template <class T>
  static T onInt(T a, T b, int) {
    return intPower(a, b);
  }
};
Result<RuntimeValue> powerKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                 const Type& declared) {
  const Tensor& lhs = operands[0].tensor();
  const ElementType type = lhs.elementType();
  if (isComplex(type)) return complexMap(op, MathFn::kPower, operands, declared);
  if (isFloat(type)) return realMap(op, MathFn::kPower, operands, declared);
  if (!isInteger(type)) return unsupportedType(op, lhs);
  Result<RuntimeValue> result = binaryKernel<IntPowerOp>(op, operands, declared);
  if (!result.ok()) return result;
  OpenElements open;
  const Tensor& rhs = operands[1].tensor();
  const Tensor& out = result->tensor();
  const bool isSigned = isSignedInteger(type);
  const int width = bitWidth(type);
  for (int64_t i = 0; i < lhs.numElements(); ++i) {
    // Negative exponents: the interpreter's value or XLA's 0.
    if (isSigned && rhs.intValue(i) < 0) {
      std::vector<uint64_t> allowed{out.bits(i)};
      if (out.bits(i) != 0) allowed.push_back(0);
      open.anyOf.emplace_back(i, std::move(allowed));
      continue;
    }
    // Integer overflow is implementation-defined (the spec's section on
    // errors); XLA:CPU's power does not wrap like repeated squaring does.
    const unsigned __int128 exponent =
        isSigned ? static_cast<uint64_t>(rhs.intValue(i)) : rhs.bits(i);
    const __int128 base = isSigned ? __int128{lhs.intValue(i)} : __int128{lhs.bits(i)};
    if (intPowerOverflows(base, exponent, width, isSigned)) open.anyValue.push_back(i);
  }
  if (open.empty()) return result;
  return withOpenElements(Tensor(out), std::move(open));
}

const OpEntry kArithmeticOps[] = {
    {OpId::kAdd, elementwise<binaryKernel<AddOp>, 2>},
    {OpId::kSubtract, elementwise<binaryKernel<SubtractOp>, 2>},
    {OpId::kMultiply, elementwise<binaryKernel<MultiplyOp>, 2>},
    {OpId::kDivide, elementwise<binaryKernel<DivideOp>, 2>},
    {OpId::kRemainder, elementwise<binaryKernel<RemainderOp>, 2>},
    {OpId::kMaximum, elementwise<extremumKernel<MaximumOp, true>, 2>},
    {OpId::kMinimum, elementwise<extremumKernel<MinimumOp, false>, 2>},
    {OpId::kPower, elementwise<powerKernel, 2>},
    {OpId::kNegate, elementwise<unaryKernel<NegateOp>, 1>},
    {OpId::kAbs, elementwise<absKernel, 1>},
    {OpId::kSign, elementwise<unaryKernel<SignOp>, 1>},
    {OpId::kSqrt, elementwise<sqrtKernel, 1>},
    {OpId::kCeil, elementwise<unaryKernel<CeilOp>, 1>},
    {OpId::kFloor, elementwise<unaryKernel<FloorOp>, 1>},
    {OpId::kRoundNearestAfz, elementwise<unaryKernel<RoundAfzOp>, 1>},
    {OpId::kRoundNearestEven, elementwise<unaryKernel<RoundEvenOp>, 1>},
    {OpId::kChloSquare, elementwise<unaryKernel<SquareOp>, 1>},
};

}  // namespace

std::span<const OpEntry> arithmeticOps() {
  return kArithmeticOps;
}

}  // namespace hlo_cts::oracle::ew
