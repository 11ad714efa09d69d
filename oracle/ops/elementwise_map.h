// The generic unary and binary element-wise kernels. An op is a small traits
// struct naming its scalar semantics per element kind (any subset of):
//   static bool onBool(bool a, bool b);                 i1
//   template <class T> static T onInt(T a, T b, int width);   siN / uiN
//   template <class T> static bool isOpen(T a, T b, int width);  spec leaves it open
//   static double onFloat(double a, double b);          every real float format, exact
//   static uint64_t onFloatBits(uint64_t a, const FloatFormat&);  (unary) on encodings
//   static constexpr MathFn kComplex = ...;          complex, through MPC
// and the kernel dispatches once per tensor on the element type, then runs a
// typed loop. An element kind the op does not name is a diagnostic.
#pragma once

#include <fmt/format.h>

#include "oracle/ops/elementwise_ops.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle::ew {

template <class Op>
concept HasBool = requires {
  Op::onBool(true, true);
}
|| requires {
  Op::onBool(true);
};
template <class Op>
concept HasBinaryInt = requires {
  Op::template onInt<int32_t>(int32_t{0}, int32_t{0}, 32);
};
template <class Op>
concept HasUnaryInt = requires {
  Op::template onInt<int32_t>(int32_t{0}, 32);
};
template <class Op>
concept HasBinaryOpen = requires {
  Op::template isOpen<int32_t>(int32_t{0}, int32_t{0}, 32);
};
template <class Op>
concept HasBinaryFloat = requires {
  Op::onFloat(0.0, 0.0);
};
template <class Op>
concept HasUnaryFloat = requires {
  Op::onFloat(0.0);
};
template <class Op>
concept HasFloatBits = requires(const FloatFormat& f) {
  Op::onFloatBits(uint64_t{0}, f);
};
template <class Op>
concept HasComplex = requires {
  Op::kComplex;
};

// Formats without NaN (f4, f6) cannot hold a NaN result (0 · Inf is not
// possible there, but 0 / 0 and √−1 are): such elements are open. `result`
// gives element i's exact result as a double.
template <class F>
void markNaNResultsOpen(const Tensor& operand, OpenElements& open, F&& result) {
  const FloatFormat& f = *floatFormat(operand.elementType());
  if (f.nan != NanEncoding::kNone) return;
  for (int64_t i = 0; i < operand.numElements(); ++i)
    if (std::isnan(result(f, i))) open.anyValue.push_back(i);
}

// The result tensor for an element-wise op whose result element type equals
// its operands' (the checker's SAME constraint, verified here too).
inline Result<Tensor> sameTypeResult(const Operation& op, const Tensor& operand,
                                     const Type& declared) {
  if (declared.elementType() != operand.elementType())
    return opError(op, fmt::format("result element type {} differs from operand type {}",
                                   elementTypeName(declared.elementType()),
                                   elementTypeName(operand.elementType())));
  // Uninitialized: every kernel that takes this result writes each element
  // (zero-filling first was a tenth of a cheap op's time).
  return Tensor::uninitialized(declared.withShape(operand.shape()));
}

template <class Op>
Result<RuntimeValue> binaryKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                  const Type& declared) {
  if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  const Tensor& lhs = operands[0].tensor();
  const Tensor& rhs = operands[1].tensor();
  const ElementType type = lhs.elementType();
  if (isComplex(type)) {
    if constexpr (HasComplex<Op>) return complexMap(op, Op::kComplex, operands, declared);
    return unsupportedType(op, lhs);
  }
  Result<Tensor> made = sameTypeResult(op, lhs, declared);
  if (!made.ok()) return made.takeError();
  Tensor& out = *made;
  OpenElements open;
  if (isBoolean(type)) {
    if constexpr (HasBool<Op>) {
      for (int64_t i = 0; i < lhs.numElements(); ++i)
        out.setBits(i, Op::onBool(lhs.bits(i) != 0, rhs.bits(i) != 0) ? 1 : 0);
      return RuntimeValue::fromTensor(std::move(out));
    }
    return unsupportedType(op, lhs);
  }
  if (isInteger(type)) {
    if constexpr (HasBinaryInt<Op>) {
      visitIntegerType(type, [&]<class T>(int width) {
        mapInt2<T>(lhs, rhs, out, width, [width](T a, T b) { return Op::onInt(a, b, width); });
        if constexpr (HasBinaryOpen<Op>) {
          for (int64_t i = 0; i < lhs.numElements(); ++i)
            if (Op::isOpen(loadInt<T>(lhs.bytes().data(), i, width),
                           loadInt<T>(rhs.bytes().data(), i, width), width))
              open.anyValue.push_back(i);
        }
      });
      return withOpenElements(std::move(out), std::move(open));
    }
    return unsupportedType(op, lhs);
  }
  if (isFloat(type)) {
    if constexpr (HasBinaryFloat<Op>) {
      visitFloatType(type, [&](const auto& codec) {
        mapFloat2(codec, lhs, rhs, out, [](double a, double b) { return Op::onFloat(a, b); });
      });
      markNaNResultsOpen(lhs, open, [&](const FloatFormat& f, int64_t i) {
        return Op::onFloat(decodeToDouble(lhs.bits(i), f), decodeToDouble(rhs.bits(i), f));
      });
      return withOpenElements(std::move(out), std::move(open));
    }
  }
  return unsupportedType(op, lhs);
}

template <class Op>
Result<RuntimeValue> unaryKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                 const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  const ElementType type = operand.elementType();
  if (isComplex(type)) {
    if constexpr (HasComplex<Op>) return complexMap(op, Op::kComplex, operands, declared);
    return unsupportedType(op, operand);
  }
  Result<Tensor> made = sameTypeResult(op, operand, declared);
  if (!made.ok()) return made.takeError();
  Tensor& out = *made;
  if (isBoolean(type)) {
    if constexpr (HasBool<Op>) {
      for (int64_t i = 0; i < operand.numElements(); ++i)
        out.setBits(i, Op::onBool(operand.bits(i) != 0) ? 1 : 0);
      return RuntimeValue::fromTensor(std::move(out));
    }
    return unsupportedType(op, operand);
  }
  if (isInteger(type)) {
    if constexpr (HasUnaryInt<Op>) {
      visitIntegerType(type, [&]<class T>(int width) {
        mapInt1<T>(operand, out, width, [width](T a) { return Op::onInt(a, width); });
      });
      return RuntimeValue::fromTensor(std::move(out));
    }
    return unsupportedType(op, operand);
  }
  if (isFloat(type)) {
    if constexpr (HasFloatBits<Op>) {
      const FloatFormat& format = *floatFormat(type);
      mapBits1(operand, out, [&](uint64_t bits) { return Op::onFloatBits(bits, format); });
      return RuntimeValue::fromTensor(std::move(out));
    } else if constexpr (HasUnaryFloat<Op>) {
      visitFloatType(type, [&](const auto& codec) {
        mapFloat1(codec, operand, out, [](double a) { return Op::onFloat(a); });
      });
      OpenElements open;
      markNaNResultsOpen(operand, open, [&](const FloatFormat& f, int64_t i) {
        return Op::onFloat(decodeToDouble(operand.bits(i), f));
      });
      return withOpenElements(std::move(out), std::move(open));
    }
  }
  return unsupportedType(op, operand);
}

}  // namespace hlo_cts::oracle::ew
