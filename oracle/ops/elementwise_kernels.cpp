#include "oracle/ops/elementwise_kernels.h"

#include <fmt/format.h>

#include <array>
#include <memory>
#include <mutex>

namespace hlo_cts::oracle::ew {
namespace {

constexpr uint64_t kDoubleQuietBit = uint64_t{1} << 51;
constexpr uint64_t kDoubleMantissaMask = (uint64_t{1} << 52) - 1;

// A double NaN with `negative` sign and `payload` (mantissaBits wide)
// left-aligned under the quiet bit, the way hardware widens a NaN.
double makeNaN(bool negative, uint64_t payload, int mantissaBits) {
  uint64_t bits = 0x7FF0000000000000ull | kDoubleQuietBit;
  if (mantissaBits > 0) bits |= (payload << (52 - mantissaBits)) & kDoubleMantissaMask;
  if (negative) bits |= uint64_t{1} << 63;
  return std::bit_cast<double>(bits);
}

}  // namespace

double decodeToDouble(uint64_t bits, const FloatFormat& f) {
  bits &= f.allBitsMask();
  const uint64_t mantissa = bits & f.mantissaMask();
  const uint64_t exponentField = (bits & f.exponentMask()) >> f.mantissaBits;
  const bool negative = (bits & f.signMask()) != 0;
  const uint64_t allOnesExponent = (uint64_t{1} << f.exponentBits) - 1;
  switch (f.nan) {
    case NanEncoding::kIeee:
      if (exponentField == allOnesExponent) {
        if (mantissa != 0) return makeNaN(negative, mantissa, f.mantissaBits);
        return negative ? -INFINITY : INFINITY;
      }
      break;
    case NanEncoding::kAllOnes:
      if (exponentField == allOnesExponent && mantissa == f.mantissaMask())
        return makeNaN(negative, mantissa, f.mantissaBits);
      break;
    case NanEncoding::kNegZero:
      if (bits == f.signMask()) return makeNaN(false, 0, 0);
      break;
    case NanEncoding::kE8M0AllOnes:
      if (bits == f.allBitsMask()) return makeNaN(false, 0, 0);
      break;
    case NanEncoding::kNone:
      break;
  }
  double magnitude;
  if (!f.hasSubnormals) {
    magnitude = std::ldexp(1.0, static_cast<int>(exponentField) - f.bias);  // E8M0: 2^(e - 127)
  } else if (exponentField == 0) {
    magnitude = std::ldexp(static_cast<double>(mantissa), f.minExponent() - f.mantissaBits);
  } else {
    magnitude = std::ldexp(static_cast<double>(mantissa | (uint64_t{1} << f.mantissaBits)),
                           static_cast<int>(exponentField) - f.bias - f.mantissaBits);
  }
  return negative ? -magnitude : magnitude;
}

const double* decodeTable(ElementType type) {
  static std::array<std::once_flag, kNumElementTypes> once;
  static std::array<std::unique_ptr<double[]>, kNumElementTypes> tables;
  const int index = static_cast<int>(type);
  std::call_once(once[index], [&] {
    const FloatFormat& f = *floatFormat(type);
    const uint64_t count = uint64_t{1} << f.totalBits;
    auto table = std::make_unique<double[]>(count);
    for (uint64_t bits = 0; bits < count; ++bits) table[bits] = decodeToDouble(bits, f);
    tables[index] = std::move(table);
  });
  return tables[index].get();
}

FloatEncoding::FloatEncoding(ElementType type) : format(floatFormat(type)) {
  const FloatFormat& f = *format;
  precision = f.precision();
  minExponent = f.minExponent();
  maxExponent = f.maxExponent();
  maxFiniteBits = f.maxFiniteBits();
  maxFinite = decodeToDouble(maxFiniteBits, f);
  signMask = f.signMask();
  if (f.hasInf) {
    overflowBits = f.infBits();
  } else if (f.nan != NanEncoding::kNone) {
    overflowBits = f.canonicalNanBits();
  } else {
    overflowBits = maxFiniteBits;  // f4/f6: no Inf, no NaN: saturate
  }
  // E8M0 has no zero: 0 and values below half its smallest value round to
  // that smallest value (0x00 = 2^-127), the nearest representable value.
  zeroUnderflowBits = 0;
}

uint64_t FloatEncoding::nanBits(double nan) const {
  const FloatFormat& f = *format;
  const uint64_t d = std::bit_cast<uint64_t>(nan);
  const bool negative = (d >> 63) != 0;
  switch (f.nan) {
    case NanEncoding::kIeee: {
      uint64_t payload = (d & kDoubleMantissaMask) >> (52 - f.mantissaBits);
      payload |= uint64_t{1} << (f.mantissaBits - 1);  // quiet
      return (negative ? f.signMask() : 0) | f.exponentMask() | payload;
    }
    case NanEncoding::kAllOnes:
      return (negative ? f.signMask() : 0) | f.exponentMask() | f.mantissaMask();
    case NanEncoding::kNegZero:
      return f.signMask();
    case NanEncoding::kE8M0AllOnes:
      return f.allBitsMask();
    case NanEncoding::kNone:
      break;
  }
  // f4/f6 have no NaN: a NaN result has no encoding; +0 is the documented
  // stand-in (and the expectation layer treats the element as unconstrained).
  return 0;
}

uint64_t FloatEncoding::encode(double value) const {
  const FloatFormat& f = *format;
  if (std::isnan(value)) return nanBits(value);
  const bool negative = std::signbit(value);
  const uint64_t sign = negative ? signMask : 0;
  if (negative && !f.hasSign && value != 0) return nanBits(NAN);  // E8M0 is unsigned
  const double a = std::fabs(value);
  if (std::isinf(a)) return sign | overflowBits;
  if (a == 0) {
    if (!f.hasZero) return zeroUnderflowBits;
    return f.hasNegativeZero ? sign : 0;
  }
  // Round a to the grid of the binade it falls in (subnormal spacing below
  // the smallest normal): a = m · 2^shift with m an integer after rounding,
  // done on a's 53-bit significand (ties to even).
  const uint64_t d = std::bit_cast<uint64_t>(a);
  const int field = static_cast<int>(d >> 52);
  const int e = field != 0 ? field - 1023 : std::ilogb(a);  // double subnormals: rare
  const int binade = e < minExponent ? minExponent : e;
  const int shift = binade - (precision - 1);
  uint64_t significand;
  int dropped;  // bits of the significand below the grid
  if (field != 0) {
    significand = (d & 0xFFFFFFFFFFFFFull) | (uint64_t{1} << 52);
    dropped = 52 + shift - e;
  } else {
    significand = d;  // a = significand · 2^-1074
    dropped = shift + 1074;
  }
  uint64_t m;
  if (dropped == 0) {  // the format keeps every bit (f64)
    m = significand;
  } else if (dropped >= 64) {
    m = 0;
  } else {
    m = significand >> dropped;
    const uint64_t rest = significand & ((uint64_t{1} << dropped) - 1);
    const uint64_t half = uint64_t{1} << (dropped - 1);
    if (rest > half || (rest == half && (m & 1))) ++m;
  }
  if (m == 0) {
    if (!f.hasZero) return zeroUnderflowBits;
    return f.hasNegativeZero ? sign : 0;
  }
  if (binade > maxExponent) return sign | overflowBits;
  // Exponent field and mantissa in one sum: a carry out of the mantissa
  // (m = 2^p) moves to the next binade by itself.
  const uint64_t implicit = f.hasSubnormals ? 0 : (uint64_t{1} << f.mantissaBits);
  const uint64_t magnitude =
      (static_cast<uint64_t>(binade - minExponent) << f.mantissaBits) + m - implicit;
  if (magnitude > maxFiniteBits) return sign | overflowBits;
  return sign | magnitude;
}

Tensor makeResultTensor(const Operation& op, size_t resultIndex,
                        const std::vector<int64_t>& shape) {
  return Tensor(op.result(resultIndex)->type.withShape(shape));
}

Status expectTensorOperands(const Operation& op, std::span<const RuntimeValue> operands,
                            size_t count) {
  if (operands.size() != count)
    return opError(op, fmt::format("expects {} operands, got {}", count, operands.size()));
  if (op.numResults() < 1) return opError(op, "expects a result");
  for (size_t i = 0; i < operands.size(); ++i)
    if (!operands[i].isTensor()) return opError(op, fmt::format("operand #{} is not a tensor", i));
  return Status::success();
}

Status expectSameShapesAndTypes(const Operation& op, std::span<const RuntimeValue> operands) {
  const Tensor& first = operands[0].tensor();
  for (size_t i = 1; i < operands.size(); ++i) {
    const Tensor& t = operands[i].tensor();
    if (t.shape() != first.shape())
      return opError(op, fmt::format("operand #{} has shape [{}], operand #0 has [{}]", i,
                                     fmt::join(t.shape(), "x"), fmt::join(first.shape(), "x")));
    if (t.elementType() != first.elementType())
      return opError(
          op, fmt::format("operand #{} has element type {}, operand #0 has {}", i,
                          elementTypeName(t.elementType()), elementTypeName(first.elementType())));
  }
  return Status::success();
}

std::string elementTypeText(const Type& type) {
  if (const QuantizedType* q = type.quantized())
    return fmt::format("!quant.uniform<{}:{}>", elementTypeName(q->storageType),
                       elementTypeName(q->expressedType));
  return std::string(elementTypeName(type.elementType()));
}

}  // namespace hlo_cts::oracle::ew
