// Ordering ops: compare (every direction and comparison type), select,
// clamp, is_finite, the chlo classification ops and chlo.next_after.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/elementwise_scalar.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle::ew {
namespace {

enum class Direction : uint8_t { kEQ, kNE, kGE, kGT, kLE, kLT };
enum class CompareType : uint8_t { kFloat, kTotalOrder, kSigned, kUnsigned };

std::optional<Direction> parseDirection(std::string_view text) {
  if (text == "EQ") return Direction::kEQ;
  if (text == "NE") return Direction::kNE;
  if (text == "GE") return Direction::kGE;
  if (text == "GT") return Direction::kGT;
  if (text == "LE") return Direction::kLE;
  if (text == "LT") return Direction::kLT;
  return std::nullopt;
}

// One comparison of two values of an ordered key type; IEEE quiet semantics
// for doubles (every direction but NE is false on NaN).
template <class K>
bool compareKeys(K a, K b, Direction direction) {
  switch (direction) {
    case Direction::kEQ:
      return a == b;
    case Direction::kNE:
      return a != b;
    case Direction::kGE:
      return a >= b;
    case Direction::kGT:
      return a > b;
    case Direction::kLE:
      return a <= b;
    case Direction::kLT:
      return a < b;
  }
  return false;
}

// IEEE totalOrder as a signed key of the encoding: sign-magnitude order,
// −NaN < −Inf < … < −0 < +0 < … < +Inf < +NaN (what XLA implements for
// every float format; FNUZ's NaN 0x80 sits where −0 would).
int64_t totalOrderKey(uint64_t bits, const FloatFormat& f) {
  const uint64_t magnitude = bits & ~f.signMask();
  if ((bits & f.signMask()) != 0) return -static_cast<int64_t>(magnitude) - 1;
  return static_cast<int64_t>(magnitude);
}

// compare_type when the attribute is absent (NOTYPE): by element type.
CompareType defaultCompareType(ElementType type) {
  if (isFloat(type) || isComplex(type)) return CompareType::kFloat;
  if (isSignedInteger(type)) return CompareType::kSigned;
  return CompareType::kUnsigned;
}

Result<CompareType> compareTypeOf(const Operation& op, const std::string& value, ElementType type) {
  if (value.empty()) return defaultCompareType(type);
  if (value == "FLOAT") return CompareType::kFloat;
  if (value == "TOTALORDER") return CompareType::kTotalOrder;
  if (value == "SIGNED") return CompareType::kSigned;
  if (value == "UNSIGNED") return CompareType::kUnsigned;
  return opError(op, fmt::format("unknown compare_type {}", value));
}

Result<RuntimeValue> compareKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                   const Type& declared) {
  if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  const Tensor& lhs = operands[0].tensor();
  const Tensor& rhs = operands[1].tensor();
  const ElementType type = lhs.elementType();
  Result<ops::ComparisonAttrs> attrs = ops::comparisonAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  std::optional<Direction> direction = parseDirection(attrs->direction);
  if (!direction)
    return opError(op, fmt::format("unknown comparison_direction {}", attrs->direction));
  Result<CompareType> compareType = compareTypeOf(op, attrs->compareType, type);
  if (!compareType.ok()) return compareType.takeError();
  if (!isBoolean(declared.elementType())) return opError(op, "result element type must be i1");
  Tensor out(declared.withShape(lhs.shape()));
  const int64_t n = lhs.numElements();
  auto emit = [&](auto key) {
    for (int64_t i = 0; i < n; ++i)
      out.setBits(i, compareKeys(key(lhs, i), key(rhs, i), *direction) ? 1 : 0);
  };

  if (isComplex(type)) {
    if (*direction != Direction::kEQ && *direction != Direction::kNE)
      return opError(op, "complex operands compare only with EQ or NE");
    const ElementType part = complexPartType(type);
    const FloatEncoding encoding(part);
    for (int64_t i = 0; i < n; ++i) {
      bool equal = true;
      for (int p = 0; p < 2; ++p)
        equal &= decodeToDouble(lhs.partBits(i, p), *encoding.format) ==
                 decodeToDouble(rhs.partBits(i, p), *encoding.format);
      out.setBits(i, (*direction == Direction::kEQ) == equal ? 1 : 0);
    }
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isFloat(type)) {
    const FloatFormat& format = *floatFormat(type);
    auto decoded = [&](auto use) {
      visitFloatType(type, [&](const auto& codec) {
        using S = typename std::decay_t<decltype(codec)>::Storage;
        use([&](const Tensor& t, int64_t i) {
          return codec.decode(loadRaw<S>(t.bytes().data(), i));
        });
      });
    };
    if (*compareType == CompareType::kTotalOrder) {
      emit([&](const Tensor& t, int64_t i) { return totalOrderKey(t.bits(i), format); });
      if (*direction == Direction::kLT || *direction == Direction::kGT)
        return RuntimeValue::fromTensor(std::move(out));
      // The spec: TOTALORDER "uses the combination of totalOrder and
      // compareQuietEqual". Which of the two decides equality it does not
      // say: totalOrder's identity (−0 ≠ +0, a NaN equals itself) or
      // compareQuietEqual (−0 = +0, NaN equals nothing). That decides EQ and
      // NE, and LE and GE too when read as "less (greater) by totalOrder, or
      // equal": where the two readings give different results, either result
      // is allowed. XLA's constant folder reads LE(NaN, NaN) as false and
      // LE(+0, −0) as true; its compiled code follows totalOrder.
      OpenElements open;
      decoded([&](auto value) {
        for (int64_t i = 0; i < n; ++i) {
          const bool quietEqual = value(lhs, i) == value(rhs, i);
          const int64_t lhsKey = totalOrderKey(lhs.bits(i), format);
          const int64_t rhsKey = totalOrderKey(rhs.bits(i), format);
          bool byQuietEqual = quietEqual;
          if (*direction == Direction::kNE) byQuietEqual = !quietEqual;
          if (*direction == Direction::kLE) byQuietEqual = lhsKey < rhsKey || quietEqual;
          if (*direction == Direction::kGE) byQuietEqual = lhsKey > rhsKey || quietEqual;
          if (byQuietEqual != (out.bits(i) != 0)) open.anyOf.push_back({i, {0, 1}});
        }
      });
      return withOpenElements(std::move(out), std::move(open));
    } else if (*compareType == CompareType::kFloat) {
      decoded(emit);
    } else {
      return opError(op, "float operands need compare_type FLOAT or TOTALORDER");
    }
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isInteger(type) || isBoolean(type)) {
    const int width = bitWidth(type);
    if (*compareType == CompareType::kSigned && !isBoolean(type)) {
      emit([&](const Tensor& t, int64_t i) { return signExtend(t.bits(i), width); });
    } else if (*compareType == CompareType::kUnsigned || *compareType == CompareType::kSigned) {
      emit([&](const Tensor& t, int64_t i) { return t.bits(i); });
    } else {
      return opError(op, "integer operands need compare_type SIGNED or UNSIGNED");
    }
    return RuntimeValue::fromTensor(std::move(out));
  }
  return unsupportedType(op, lhs);
}

// Reads element i of a tensor that is either full-shaped or a scalar
// broadcast to the operand's shape (clamp's min/max, select's pred).
inline int64_t scalarOr(const Tensor& t, int64_t i) {
  return t.rank() == 0 ? 0 : i;
}

Status expectScalarOrShape(const Operation& op, const Tensor& t, const std::vector<int64_t>& shape,
                           std::string_view name) {
  if (t.rank() == 0 || t.shape() == shape) return Status::success();
  return opError(op, fmt::format("{} must be a scalar or have shape [{}], has [{}]", name,
                                 fmt::join(shape, "x"), fmt::join(t.shape(), "x")));
}

// Complex clamp: minimum(maximum(operand, min), max) with the spec's
// lexicographic complex maximum and minimum. Where either takes both
// operands (real parts ±0), every path's result is allowed.
Result<RuntimeValue> complexClamp(const Tensor& low, const Tensor& operand, const Tensor& high,
                                  Tensor out, const std::string& opName) {
  using Parts = std::array<uint64_t, 2>;
  const FloatFormat& format = *floatFormat(complexPartType(operand.elementType()));
  auto partsOf = [](const Tensor& t, int64_t i) {
    return Parts{t.partBits(i, 0), t.partBits(i, 1)};
  };
  // The values the extremum of a and b may take: the chosen one first.
  auto extremum = [&](Parts a, Parts b, bool maximum) {
    auto decode = [&](uint64_t bits) { return decodeToDouble(bits, format); };
    const ComplexChoice choice =
        complexExtremumChoice(decode(a[0]), decode(a[1]), decode(b[0]), decode(b[1]), maximum);
    std::vector<Parts> values = {choice.takeLhs ? a : b};
    if (choice.either) values.push_back(choice.takeLhs ? b : a);
    return values;
  };
  std::vector<std::pair<int64_t, std::vector<Parts>>> open;
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    const Parts high_i = partsOf(high, scalarOr(high, i));
    std::vector<Parts> results;
    for (const Parts& raised : extremum(partsOf(operand, i), partsOf(low, scalarOr(low, i)), true))
      for (const Parts& value : extremum(raised, high_i, false))
        if (std::find(results.begin(), results.end(), value) == results.end())
          results.push_back(value);
    out.setPartBits(i, 0, results[0][0]);
    out.setPartBits(i, 1, results[0][1]);
    if (results.size() > 1) open.emplace_back(i, std::move(results));
  }
  if (open.empty()) return RuntimeValue::fromTensor(std::move(out));
  auto allowed = std::make_shared<TensorExpectation>(out, opName, ElementRule::kExact);
  for (const auto& [i, values] : open)
    for (int p = 0; p < 2; ++p) {
      std::vector<uint64_t> parts;
      for (const Parts& value : values) parts.push_back(value[p]);
      allowed->setAnyOf(2 * i + p, std::move(parts));
    }
  RuntimeValue value = RuntimeValue::fromTensor(std::move(out));
  value.setExpectation(std::move(allowed));
  return value;
}

// clamp(min, operand, max) = min(max(operand, min), max) with the element
// type's own maximum and minimum (IEEE 754-2019 for floats: NaN propagates).
Result<RuntimeValue> clampKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                 const Type& declared) {
  const Tensor& low = operands[0].tensor();
  const Tensor& operand = operands[1].tensor();
  const Tensor& high = operands[2].tensor();
  const ElementType type = operand.elementType();
  if (low.elementType() != type || high.elementType() != type)
    return opError(op, "min, operand and max must have the same element type");
  for (auto [t, name] : {std::pair{&low, "min"}, std::pair{&high, "max"}})
    if (Status s = expectScalarOrShape(op, *t, operand.shape(), name); !s.ok())
      return s.takeError();
  Result<Tensor> made = sameTypeResult(op, operand, declared);
  if (!made.ok()) return made.takeError();
  Tensor& out = *made;
  const int64_t n = operand.numElements();
  if (isInteger(type) || isBoolean(type)) {
    visitIntegerType(type, [&]<class T>(int width) {
      for (int64_t i = 0; i < n; ++i) {
        T lo = loadInt<T>(low.bytes().data(), scalarOr(low, i), width);
        T hi = loadInt<T>(high.bytes().data(), scalarOr(high, i), width);
        T x = loadInt<T>(operand.bytes().data(), i, width);
        storeInt<T>(out.mutableBytes().data(), i, intMinimum(intMaximum(x, lo), hi), width);
      }
    });
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isFloat(type)) {
    visitFloatType(type, [&](const auto& codec) {
      using S = typename std::decay_t<decltype(codec)>::Storage;
      for (int64_t i = 0; i < n; ++i) {
        double lo = codec.decode(loadRaw<S>(low.bytes().data(), scalarOr(low, i)));
        double hi = codec.decode(loadRaw<S>(high.bytes().data(), scalarOr(high, i)));
        double x = codec.decode(loadRaw<S>(operand.bytes().data(), i));
        storeRaw<S>(out.mutableBytes().data(), i,
                    codec.encode(floatMinimum(floatMaximum(x, lo), hi)));
      }
    });
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isComplex(type)) return complexClamp(low, operand, high, std::move(out), op.name());
  return unsupportedType(op, operand);
}

// select(pred, on_true, on_false). Quantized operands go through the
// spec's dequantize_select_quantize like every other element-wise op.
Result<RuntimeValue> selectKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                  const Type& declared) {
  const Tensor& pred = operands[0].tensor();
  const Tensor& onTrue = operands[1].tensor();
  const Tensor& onFalse = operands[2].tensor();
  if (!isBoolean(pred.elementType())) return opError(op, "pred must have element type i1");
  if (onTrue.type() != onFalse.type())
    return opError(op, "on_true and on_false must have the same type");
  if (Status s = expectScalarOrShape(op, pred, onTrue.shape(), "pred"); !s.ok())
    return s.takeError();
  Result<Tensor> made = sameTypeResult(op, onTrue, declared);
  if (!made.ok()) return made.takeError();
  const int bytes = onTrue.elementBytes();
  for (int64_t i = 0; i < onTrue.numElements(); ++i) {
    const Tensor& from = pred.bits(scalarOr(pred, i)) != 0 ? onTrue : onFalse;
    std::memcpy(made->mutableBytes().data() + i * bytes, from.bytes().data() + i * bytes, bytes);
  }
  return RuntimeValue::fromTensor(std::move(*made));
}

// Classification into i1.
template <class Predicate>
Result<RuntimeValue> classifyKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                    const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  if (!isFloat(operand.elementType())) return unsupportedType(op, operand);
  if (!isBoolean(declared.elementType())) return opError(op, "result element type must be i1");
  Tensor out(declared.withShape(operand.shape()));
  visitFloatType(operand.elementType(), [&](const auto& codec) {
    using S = typename std::decay_t<decltype(codec)>::Storage;
    for (int64_t i = 0; i < operand.numElements(); ++i)
      out.setBits(i, Predicate{}(codec.decode(loadRaw<S>(operand.bytes().data(), i))) ? 1 : 0);
  });
  return RuntimeValue::fromTensor(std::move(out));
}

struct IsFinite {
  bool operator()(double x) const { return std::isfinite(x); }
};
struct IsInf {
  bool operator()(double x) const { return std::isinf(x); }
};
struct IsNegInf {
  bool operator()(double x) const { return std::isinf(x) && x < 0; }
};
struct IsPosInf {
  bool operator()(double x) const { return std::isinf(x) && x > 0; }
};

// chlo.next_after(x, y): the neighbour of x in the direction of y, on the
// format's own grid (C nextafter): NaN if either is NaN, y if x == y, the
// smallest subnormal with y's sign from zero. Steps on the magnitude bits,
// which enumerate a format's values in order.
uint64_t nextAfterBits(uint64_t x, uint64_t y, const FloatFormat& f) {
  const double dx = decodeToDouble(x, f);
  const double dy = decodeToDouble(y, f);
  if (std::isnan(dx)) return x;
  if (std::isnan(dy)) return y;
  if (dx == dy) return y;
  if (dx == 0) return 1 | (dy < 0 ? f.signMask() : 0);
  const uint64_t sign = x & f.signMask();
  const uint64_t magnitude = x & ~f.signMask();
  const bool awayFromZero = (dy > dx) == (dx > 0);
  const uint64_t next = awayFromZero ? magnitude + 1 : magnitude - 1;
  if (next == 0 && !f.hasNegativeZero) return 0;  // FNUZ: 0x80 is NaN, not −0
  return sign | next;
}

Result<RuntimeValue> nextAfterKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                     const Type& declared) {
  if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  const Tensor& x = operands[0].tensor();
  const Tensor& y = operands[1].tensor();
  if (!isFloat(x.elementType())) return unsupportedType(op, x);
  Result<Tensor> made = sameTypeResult(op, x, declared);
  if (!made.ok()) return made.takeError();
  const FloatFormat& format = *floatFormat(x.elementType());
  for (int64_t i = 0; i < x.numElements(); ++i)
    made->setBits(i, nextAfterBits(x.bits(i), y.bits(i), format));
  return RuntimeValue::fromTensor(std::move(*made));
}

const OpEntry kCompareOps[] = {
    {OpId::kCompare, elementwise<compareKernel, 2>},
    {OpId::kSelect, elementwise<selectKernel, 3>},
    {OpId::kClamp, elementwise<clampKernel, 3>},
    {OpId::kIsFinite, elementwise<classifyKernel<IsFinite>, 1>},
    {OpId::kChloIsInf, elementwise<classifyKernel<IsInf>, 1>},
    {OpId::kChloIsNegInf, elementwise<classifyKernel<IsNegInf>, 1>},
    {OpId::kChloIsPosInf, elementwise<classifyKernel<IsPosInf>, 1>},
    {OpId::kChloNextAfter, elementwise<nextAfterKernel, 2>},
};

}  // namespace

std::span<const OpEntry> compareOps() {
  return kCompareOps;
}

}  // namespace hlo_cts::oracle::ew
