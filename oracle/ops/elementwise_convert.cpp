// Ops that change representation: convert (every pair of element types),
// bitcast_convert, reduce_precision, real / imag / complex, chlo.conj, and
// the constants (stablehlo.constant, chlo.constant, chlo.constant_like).
#include <fmt/format.h>

#include <cstring>

#include "numerics/mpfr_number.h"
#include "oracle/expectation.h"
#include "oracle/ops/elementwise_map.h"
#include "oracle/ops/elementwise_scalar.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle::ew {
namespace {

// ---------------------------------------------------------------------------
// convert. The source is first read into exact values (integers as 128-bit
// integers, floats as doubles, complex as two doubles), then written into the
// result type. Cases the spec leaves open (integer overflow, float→int out
// of range or NaN) flow the interpreter's choice and are recorded as open.

struct ExactValues {
  bool isFloat = false;
  std::vector<__int128> ints;  // integer and boolean sources
  std::vector<double> real;    // float sources, and complex real parts
  std::vector<double> imag;    // complex imaginary parts (zeros for real sources)
};

ExactValues readExact(const Tensor& t) {
  ExactValues v;
  const ElementType type = t.elementType();
  const int64_t n = t.numElements();
  if (isInteger(type) || isBoolean(type)) {
    v.ints.resize(n);
    visitIntegerType(type, [&]<class T>(int width) {
      for (int64_t i = 0; i < n; ++i) v.ints[i] = loadInt<T>(t.bytes().data(), i, width);
    });
    return v;
  }
  v.isFloat = true;
  v.real.resize(n);
  v.imag.assign(n, 0.0);
  const ElementType part = complexPartType(type);
  const FloatFormat& format = *floatFormat(part);
  for (int64_t i = 0; i < n; ++i) {
    v.real[i] = decodeToDouble(t.partBits(i, 0), format);
    if (isComplex(type)) v.imag[i] = decodeToDouble(t.partBits(i, 1), format);
  }
  return v;
}

// An integer correctly rounded into a float format (exact through double up
// to 2^53; MPFR beyond).
uint64_t integerToFloatBits(__int128 value, ElementType type, const FloatEncoding& encoding) {
  const __int128 kExactLimit = __int128{1} << 53;
  if (value > -kExactLimit && value < kExactLimit)
    return encoding.encode(static_cast<double>(static_cast<int64_t>(value)));
  MpfrNumber number(128);
  mpfr_ptr x = number.get();
  const bool negative = value < 0;
  const unsigned __int128 magnitude =
      negative ? static_cast<unsigned __int128>(-(value + 1)) + 1 : value;
  mpfr_set_ui(x, static_cast<uint64_t>(magnitude >> 64), MPFR_RNDN);
  mpfr_mul_2ui(x, x, 64, MPFR_RNDN);
  mpfr_add_ui(x, x, static_cast<uint64_t>(magnitude), MPFR_RNDN);  // exact at 128 bits
  if (negative) mpfr_neg(x, x, MPFR_RNDN);
  return number.toBits(type);
}

struct IntRange {
  __int128 min;
  __int128 max;
};
IntRange intRange(ElementType type) {
  const int width = bitWidth(type);
  if (isBoolean(type)) return {0, 1};
  if (isUnsignedInteger(type)) return {0, (__int128{1} << width) - 1};
  return {-(__int128{1} << (width - 1)), (__int128{1} << (width - 1)) - 1};
}

// Real float to real float: one typed loop per pair of codecs (the
// decoded double is exact, the encoding rounds once).
void convertFloats(const Tensor& operand, Tensor& out) {
  visitFloatType(operand.elementType(), [&](const auto& from) {
    visitFloatType(out.elementType(), [&](const auto& to) {
      using In = typename std::decay_t<decltype(from)>::Storage;
      using Out = typename std::decay_t<decltype(to)>::Storage;
      const uint8_t* pi = operand.bytes().data();
      uint8_t* po = out.mutableBytes().data();
      for (int64_t i = 0; i < operand.numElements(); ++i)
        storeRaw<Out>(po, i, to.encode(from.decode(loadRaw<In>(pi, i))));
    });
  });
}

// Integer (or boolean) to real float: one typed loop per pair; an integer
// below 2^53 is an exact double, which the encoding rounds once.
void convertIntegersToFloats(const Tensor& operand, Tensor& out) {
  const FloatEncoding encoding(out.elementType());
  visitIntegerType(operand.elementType(), [&]<class In>(int width) {
    visitFloatType(out.elementType(), [&](const auto& to) {
      using Out = typename std::decay_t<decltype(to)>::Storage;
      const uint8_t* pi = operand.bytes().data();
      uint8_t* po = out.mutableBytes().data();
      for (int64_t i = 0; i < operand.numElements(); ++i) {
        const In v = loadInt<In>(pi, i, width);
        if constexpr (sizeof(In) < 8) {
          storeRaw<Out>(po, i, to.encode(static_cast<double>(v)));
        } else {
          constexpr In kExact = In{1} << 53;
          storeRaw<Out>(po, i,
                        (v < kExact && (std::is_unsigned_v<In> || v > -kExact))
                            ? to.encode(static_cast<double>(v))
                            : static_cast<Out>(integerToFloatBits(static_cast<__int128>(v),
                                                                  out.elementType(), encoding)));
        }
      }
    });
  });
}

Result<RuntimeValue> convertKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                   const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  Tensor out = Tensor::uninitialized(declared.withShape(operand.shape()));
  const ElementType to = out.elementType();
  if ((isInteger(operand.elementType()) || isBoolean(operand.elementType())) && isFloat(to)) {
    convertIntegersToFloats(operand, out);
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isFloat(operand.elementType()) && isFloat(to)) {
    convertFloats(operand, out);
    OpenElements open;  // NaN into f4/f6, which have no NaN: open
    if (floatFormat(to)->nan == NanEncoding::kNone)
      for (int64_t i = 0; i < operand.numElements(); ++i)
        if (isNaNBits(operand.bits(i), operand.elementType())) open.anyValue.push_back(i);
    return withOpenElements(std::move(out), std::move(open));
  }
  const ExactValues in = readExact(operand);
  const int64_t n = operand.numElements();
  OpenElements open;

  if (isBoolean(to)) {  // zero → false, anything else (NaN included) → true
    for (int64_t i = 0; i < n; ++i)
      out.setBits(i, in.isFloat ? (in.real[i] != 0 ? 1 : 0) : (in.ints[i] != 0 ? 1 : 0));
    return RuntimeValue::fromTensor(std::move(out));
  }
  if (isInteger(to)) {
    const IntRange range = intRange(to);
    for (int64_t i = 0; i < n; ++i) {
      __int128 value;
      if (!in.isFloat) {
        value = in.ints[i];
        if (value < range.min || value > range.max) open.anyValue.push_back(i);  // wraps
      } else {
        // Toward zero; NaN → 0 and out of range → saturation (the
        // interpreter's choice; the spec leaves both open).
        const double d = std::trunc(in.real[i]);
        if (std::isnan(d)) {
          value = 0;
          open.anyValue.push_back(i);
        } else if (d < static_cast<double>(range.min)) {
          value = range.min;
          open.anyValue.push_back(i);
        } else if (d > static_cast<double>(range.max)) {
          value = range.max;
          open.anyValue.push_back(i);
        } else {
          value = static_cast<__int128>(d);
          if (value > range.max) {  // d rounded up to 2^w in double
            value = range.max;
            open.anyValue.push_back(i);
          }
        }
      }
      out.setBits(i, static_cast<uint64_t>(value));
    }
    return withOpenElements(std::move(out), std::move(open));
  }
  const ElementType part = complexPartType(to);
  if (!floatFormat(part)) return opError(op, "unsupported result element type");
  const FloatEncoding encoding(part);
  for (int64_t i = 0; i < n; ++i) {
    const uint64_t real =
        in.isFloat ? encoding.encode(in.real[i]) : integerToFloatBits(in.ints[i], part, encoding);
    out.setPartBits(i, 0, real);
    if (isComplex(to)) out.setPartBits(i, 1, in.isFloat ? encoding.encode(in.imag[i]) : 0);
  }
  return RuntimeValue::fromTensor(std::move(out));
}

// ---------------------------------------------------------------------------
// bitcast_convert: the operand's bits, element after element (each element's
// own bit width, little-endian), regrouped into result elements.

// Element i's bits into `stream` at `bit` (LSB first); complex parts in order.
void appendBits(std::vector<uint8_t>& stream, int64_t& bit, uint64_t value, int width) {
  for (int b = 0; b < width; ++b, ++bit)
    if ((value >> b) & 1) stream[bit / 8] |= static_cast<uint8_t>(1u << (bit % 8));
}
uint64_t readBits(const std::vector<uint8_t>& stream, int64_t& bit, int width) {
  uint64_t value = 0;
  for (int b = 0; b < width; ++b, ++bit)
    if ((stream[bit / 8] >> (bit % 8)) & 1) value |= uint64_t{1} << b;
  return value;
}

Result<std::vector<RuntimeValue>> bitcastHandler(const Operation& op,
                                                 std::span<const RuntimeValue> operands,
                                                 EvalContext&) {
  if (Status s = expectTensorOperands(op, operands, 1); !s.ok()) return s.takeError();
  const Tensor& operand = operands[0].tensor();
  const Type& declared = op.result(0)->type;
  const ElementType from = operand.elementType();
  const ElementType to = declared.elementType();
  const int fromBits = bitWidth(from);
  const int toBits = bitWidth(to);
  std::vector<int64_t> shape = operand.shape();
  if (fromBits > toBits) {
    if (fromBits % toBits != 0) return opError(op, "element bit widths do not divide");
    shape.push_back(fromBits / toBits);
  } else if (fromBits < toBits) {
    if (toBits % fromBits != 0 || shape.empty() || shape.back() != toBits / fromBits)
      return opError(op, "the last operand dimension must be the ratio of the bit widths");
    shape.pop_back();
  }
  Tensor out(declared.withShape(shape));
  const int64_t totalBits = operand.numElements() * fromBits;
  std::vector<uint8_t> stream(static_cast<size_t>((totalBits + 7) / 8), 0);
  const bool fromComplex = isComplex(from);
  const bool toComplex = isComplex(to);
  int64_t bit = 0;
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    if (fromComplex) {
      appendBits(stream, bit, operand.partBits(i, 0), fromBits / 2);
      appendBits(stream, bit, operand.partBits(i, 1), fromBits / 2);
    } else {
      appendBits(stream, bit, operand.bits(i), fromBits);
    }
  }
  bit = 0;
  for (int64_t i = 0; i < out.numElements(); ++i) {
    if (toComplex) {
      out.setPartBits(i, 0, readBits(stream, bit, toBits / 2));
      out.setPartBits(i, 1, readBits(stream, bit, toBits / 2));
    } else {
      out.setBits(i, readBits(stream, bit, toBits));
    }
  }
  return single(std::move(out));
}

// ---------------------------------------------------------------------------
// reduce_precision(x, exponent_bits, mantissa_bits), as XLA and the interpreter
// define it: round the mantissa to mantissa_bits (to nearest even, on the
// source format's grid, so source subnormals keep their absolute spacing),
// then, when exponent_bits is narrower than the source's, overflow to ±Inf and
// flush values below the target's smallest normal to ±0 (the spec's
// reduce_precision). Inf passes through, and so does NaN unless no mantissa
// bits are left.

double reducePrecisionValue(double a, int exponentBits, int mantissaBits,
                            const FloatFormat& source) {
  // A format without mantissa bits cannot tell NaN from Inf: NaN becomes Inf.
  if (std::isnan(a)) return mantissaBits == 0 ? std::copysign(INFINITY, a) : a;
  if (std::isinf(a) || a == 0) return a;
  double r = a;
  if (mantissaBits < source.mantissaBits) {
    const int e = std::ilogb(a);
    const int binade = std::max(e, source.minExponent());
    const int shift = binade - mantissaBits;
    const double units = std::ldexp(a, -shift);
    r = std::ldexp(std::nearbyint(units), shift);
    // With no mantissa bits the last bit kept is the exponent's: a tie
    // between 2^e and 2^(e+1) goes to the one whose exponent field is even
    // in an odd-biased encoding, not to the even integer significand: up
    // from an even e. That is the target's field for exponent_bits ≥ 2, and
    // what XLA:CPU does everywhere, rounding the bits of f32/f64 (narrow
    // formats, FNUZ ones included, go through f32); for exponent_bits = 1
    // (bias 0) XLA and the interpreter both give e1m0(-1.5) = -2, so -Inf
    // (campaign seed 112; the oracle had said -0).
    if (mantissaBits == 0 && e >= source.minExponent() && std::fabs(units) == 1.5) {
      const bool up = (e & 1) == 0;
      r = std::copysign(std::ldexp(1.0, up ? e + 1 : e), a);
    }
  }
  if (exponentBits < source.exponentBits) {
    const int maxExponent = (1 << (exponentBits - 1)) - 1;
    const int minExponent = 1 - maxExponent;
    const int e = std::ilogb(r);
    if (e > maxExponent) return std::copysign(INFINITY, r);
    if (e < minExponent) return std::copysign(0.0, r);
  }
  return r;
}

Result<RuntimeValue> reducePrecisionKernel(const Operation& op,
                                           std::span<const RuntimeValue> operands,
                                           const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  if (!isFloat(operand.elementType())) return unsupportedType(op, operand);
  // The catalogue has checked exponent_bits ≥ 1 and mantissa_bits ≥ 0 (C2).
  Result<ops::ReducePrecisionAttrs> attrs = ops::reducePrecisionAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t exponentBits = attrs->exponentBits;
  const int64_t mantissaBits = attrs->mantissaBits;
  Result<Tensor> made = sameTypeResult(op, operand, declared);
  if (!made.ok()) return made.takeError();
  const FloatFormat& format = *floatFormat(operand.elementType());
  const int e = static_cast<int>(std::min<int64_t>(exponentBits, 64));
  const int m = static_cast<int>(std::min<int64_t>(mantissaBits, 64));
  visitFloatType(operand.elementType(), [&](const auto& codec) {
    mapFloat1(codec, operand, *made,
              [&](double a) { return reducePrecisionValue(a, e, m, format); });
  });
  std::shared_ptr<TensorExpectation> allowed;
  if (!format.hasInf && e == format.exponentBits && format.hasSign) {
    // A format without infinities (FN, FNUZ, f4/f6) uses the exponent
    // field's top value for finite numbers (or a bias one higher), so its
    // range is not the IEEE-like range of `exponent_bits` bits the spec
    // speaks of ("overflow to infinity"). Read that way, as XLA:CPU does
    // (it goes through f16/f32), f8E4M3FN's ±448 overflows to ±Inf, which
    // the source type holds as NaN, and FNUZ's smallest binade underflows
    // to 0; read as the source's own range, as the interpreter does,
    // nothing changes. Both are allowed.
    const int ieeeMax = (1 << (e - 1)) - 1;
    const int ieeeMin = 1 - ieeeMax;
    for (int64_t i = 0; i < made->numElements(); ++i) {
      const uint64_t bits = made->bits(i);
      if (isNaNBits(bits, made->elementType()) || (bits & ~format.signMask()) == 0) continue;
      const bool negative = (bits & format.signMask()) != 0;
      // Exact: every value of these formats is a double.
      const int exponent = std::ilogb(floatToDouble(bits, made->elementType()));
      std::vector<uint64_t> either = {bits};
      if (exponent > ieeeMax) {
        if (format.nan == NanEncoding::kNone)
          either.push_back(format.maxFiniteBits() | (negative ? format.signMask() : 0));
        else
          either.push_back(
              format.canonicalNanBits() |
              (negative && format.nan != NanEncoding::kNegZero ? format.signMask() : 0));
      } else if (exponent < ieeeMin) {
        either.push_back(negative && format.hasNegativeZero ? format.signMask() : 0);
      } else {
        continue;
      }
      if (!allowed) allowed = std::make_shared<TensorExpectation>(*made, op.name());
      allowed->setAnyOf(i, std::move(either));
    }
  }
  if (!format.hasInf && e < format.exponentBits && format.hasSign) {
    // A narrower exponent than a source without infinities: a value beyond
    // the target's range "overflows to infinity with the original sign",
    // and the conversion back to the source type, which holds no infinity,
    // is one the spec leaves open ("otherwise the behaviour is TBD"). Two
    // readings are allowed: the conversion's overflow, NaN of the sign (±max
    // in f4/f6, which have no NaN) — XLA:CPU, which works in f32 and
    // converts the infinity back, and the flowing value — and the
    // infinity's bits in the source encoding, sign | all-ones exponent |
    // zero mantissa (±256 in f8E4M3FN) — the reference interpreter and the
    // MHLO lowering (IREE), which set those bits on the source's encoding.
    for (int64_t i = 0; i < made->numElements(); ++i) {
      const uint64_t in = operand.bits(i);
      if (isNaNBits(in, operand.elementType())) continue;
      const double a = floatToDouble(in, operand.elementType());
      if (!std::isinf(reducePrecisionValue(a, e, m, format))) continue;
      const uint64_t infinity_bits = (in & format.signMask()) | format.exponentMask();
      if (infinity_bits == made->bits(i)) continue;
      if (!allowed) allowed = std::make_shared<TensorExpectation>(*made, op.name());
      allowed->setAnyOf(i, {made->bits(i), infinity_bits});
    }
  }
  if (m != 0) {
    RuntimeValue value = RuntimeValue::fromTensor(std::move(*made));
    if (allowed) value.setExpectation(std::move(allowed));
    return value;
  }
  // With no mantissa bits the target format has no NaN encoding and the
  // spec does not say what a NaN becomes: Inf of its sign (the flowing value,
  // what the interpreter does) or NaN (XLA:CPU, IREE) are both allowed.
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    if (!isNaNBits(operand.bits(i), operand.elementType())) continue;
    if (!allowed) allowed = std::make_shared<TensorExpectation>(*made, op.name());
    const bool negative = (operand.bits(i) & format.signMask()) != 0;
    allowed->setInterval(i, IntervalBounds{0, 0, false, !negative, negative, true});
  }
  RuntimeValue value = RuntimeValue::fromTensor(std::move(*made));
  if (allowed) value.setExpectation(std::move(allowed));
  return value;
}

// ---------------------------------------------------------------------------
// real, imag, complex, conj.

Result<RuntimeValue> partKernel(const Operation& op, const Tensor& operand, const Type& declared,
                                int part) {
  const ElementType type = operand.elementType();
  if (!isFloat(type) && !isComplex(type)) return unsupportedType(op, operand);
  Tensor out(declared.withShape(operand.shape()));
  if (out.elementType() != complexPartType(type))
    return opError(op, "result element type must be the operand's part type");
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    // A real operand is its own real part and has imaginary part +0.
    if (isComplex(type))
      out.setBits(i, operand.partBits(i, part));
    else
      out.setBits(i, part == 0 ? operand.bits(i) : 0);
  }
  return RuntimeValue::fromTensor(std::move(out));
}

Result<RuntimeValue> realKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                const Type& declared) {
  return partKernel(op, operands[0].tensor(), declared, 0);
}
Result<RuntimeValue> imagKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                const Type& declared) {
  return partKernel(op, operands[0].tensor(), declared, 1);
}

Result<RuntimeValue> complexKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                   const Type& declared) {
  if (Status s = expectSameShapesAndTypes(op, operands); !s.ok()) return s.takeError();
  const Tensor& re = operands[0].tensor();
  const Tensor& im = operands[1].tensor();
  Tensor out(declared.withShape(re.shape()));
  if (!isComplex(out.elementType()) || complexPartType(out.elementType()) != re.elementType())
    return opError(op, "operands must be the part type of the complex result");
  for (int64_t i = 0; i < re.numElements(); ++i) {
    out.setPartBits(i, 0, re.bits(i));
    out.setPartBits(i, 1, im.bits(i));
  }
  return RuntimeValue::fromTensor(std::move(out));
}

// chlo.conj: the imaginary part's sign flipped (identity on real types).
Result<RuntimeValue> conjKernel(const Operation& op, std::span<const RuntimeValue> operands,
                                const Type& declared) {
  const Tensor& operand = operands[0].tensor();
  Result<Tensor> made = sameTypeResult(op, operand, declared);
  if (!made.ok()) return made.takeError();
  if (!isComplex(operand.elementType())) {
    if (!isFloat(operand.elementType())) return unsupportedType(op, operand);
    return operands[0];
  }
  const uint64_t sign = floatFormat(complexPartType(operand.elementType()))->signMask();
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    made->setPartBits(i, 0, operand.partBits(i, 0));
    made->setPartBits(i, 1, operand.partBits(i, 1) ^ sign);
  }
  return RuntimeValue::fromTensor(std::move(*made));
}

// ---------------------------------------------------------------------------
// Constants.

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A dense_resource blob of the module: "0x" + hex, whose first 4 bytes are
// MLIR's alignment header.
Result<std::vector<uint8_t>> resourceBytes(const Operation& op, const Module& module,
                                           const std::string& name) {
  for (const auto& [key, text] : module.resources) {
    if (key != name) continue;
    std::string_view hex = text;
    if (hex.size() >= 2 && hex[0] == '"') hex = hex.substr(1, hex.size() - 2);
    if (hex.size() < 2 || hex[0] != '0' || (hex[1] != 'x' && hex[1] != 'X') || hex.size() % 2)
      return opError(op, fmt::format("resource {} is not a hex blob", name));
    std::vector<uint8_t> bytes;
    for (size_t i = 2; i + 1 < hex.size(); i += 2) {
      int hi = hexDigit(hex[i]);
      int lo = hexDigit(hex[i + 1]);
      if (hi < 0 || lo < 0) return opError(op, fmt::format("resource {} is not a hex blob", name));
      bytes.push_back(static_cast<uint8_t>(hi * 16 + lo));
    }
    if (bytes.size() < 4) return opError(op, fmt::format("resource {} has no header", name));
    bytes.erase(bytes.begin(), bytes.begin() + 4);
    return bytes;
  }
  return opError(op, fmt::format("unknown dense_resource {}", name));
}

// The constant's elements as a tensor of `type` (a quantized type stores
// the literal's storage values). A splat attribute fills every element.
Result<Tensor> tensorFromAttribute(const Operation& op, const Attribute& value, const Type& type,
                                   const Module& module) {
  if (!type.hasStaticShape()) return opError(op, "constant result must have a static shape");
  Tensor out(type);
  std::vector<uint8_t> resource;
  std::span<const uint8_t> source;
  if (value.kind() == Attribute::Kind::kDenseElements ||
      value.kind() == Attribute::Kind::kDenseArray) {
    source = value.tensor().bytes();
  } else if (value.kind() == Attribute::Kind::kDenseResource) {
    Result<std::vector<uint8_t>> bytes = resourceBytes(op, module, value.str());
    if (!bytes.ok()) return bytes.takeError();
    resource = std::move(*bytes);
    source = resource;
  } else {
    return opError(op, "value must be a dense elements attribute");
  }
  const size_t size = out.bytes().size();
  const size_t element = static_cast<size_t>(out.elementBytes());
  if (source.size() == size) {
    if (size) std::memcpy(out.mutableBytes().data(), source.data(), size);
  } else if (source.size() == element) {  // splat
    for (size_t offset = 0; offset < size; offset += element)
      std::memcpy(out.mutableBytes().data() + offset, source.data(), element);
  } else {
    return opError(
        op, fmt::format("value holds {} bytes, the result type needs {}", source.size(), size));
  }
  return out;
}

Result<std::vector<RuntimeValue>> constantHandler(const Operation& op,
                                                  std::span<const RuntimeValue> operands,
                                                  EvalContext& context) {
  if (!operands.empty() || op.numResults() != 1)
    return opError(op, "expects no operands and one result");
  Result<const Attribute*> valueAttr = ops::valueAttr(op);
  if (!valueAttr.ok()) return valueAttr.takeError();
  const Attribute* value = *valueAttr;
  // The attribute's own tensor when it is the result already (no copy of a
  // large constant per evaluation); splats and resources are expanded.
  if (value->kind() == Attribute::Kind::kDenseElements &&
      value->tensor().type() == op.result(0)->type)
    return single(RuntimeValue::fromSharedTensor(value->sharedTensor()));
  Result<Tensor> tensor = tensorFromAttribute(op, *value, op.result(0)->type, context.module());
  if (!tensor.ok()) return tensor.takeError();
  return single(std::move(*tensor));
}

// chlo.constant_like: the scalar `value` broadcast to the operand's shape.
Result<std::vector<RuntimeValue>> constantLikeHandler(const Operation& op,
                                                      std::span<const RuntimeValue> operands,
                                                      EvalContext&) {
  if (Status s = expectTensorOperands(op, operands, 1); !s.ok()) return s.takeError();
  Result<const Attribute*> valueAttr = ops::valueAttr(op);
  if (!valueAttr.ok()) return valueAttr.takeError();
  const Attribute* value = *valueAttr;
  const Type type = op.result(0)->type.withShape(operands[0].tensor().shape());
  std::optional<Tensor> scalar = value->scalarOf(type.elementType());
  if (!scalar) return opError(op, "value must be a scalar of the result's element type");
  Tensor out = Tensor::filled(type, *scalar);
  return single(std::move(out));
}

const OpEntry kConvertOps[] = {
    {OpId::kConvert, elementwise<convertKernel, 1>},
    {OpId::kBitcastConvert, bitcastHandler},
    {OpId::kReducePrecision, checkedOnRuntimeTypes<elementwise<reducePrecisionKernel, 1>>},
    {OpId::kReal, elementwise<realKernel, 1>},
    {OpId::kImag, elementwise<imagKernel, 1>},
    {OpId::kComplex, elementwise<complexKernel, 2>},
    {OpId::kChloConj, elementwise<conjKernel, 1>},
    {OpId::kConstant, constantHandler},
    {OpId::kChloConstant, constantHandler},
    {OpId::kChloConstantLike, constantLikeHandler},
};

}  // namespace

std::span<const OpEntry> convertOps() {
  return kConvertOps;
}

}  // namespace hlo_cts::oracle::ew
