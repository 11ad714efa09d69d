#include "generators/values.h"

#include <algorithm>

namespace hlo_cts::generators {
namespace {

// A finite value sign · 2^exponent · (1 + mantissa / 2^m) of `format`, or
// nullopt when the exponent is outside the format's normal range.
std::optional<uint64_t> normalBits(const FloatFormat& format, bool negative, int exponent,
                                   uint64_t mantissa) {
  if (exponent < format.minExponent() || exponent > format.maxExponent()) return std::nullopt;
  if (negative && !format.hasSign) return std::nullopt;
  const uint64_t biased = static_cast<uint64_t>(exponent + format.bias);
  uint64_t bits = (biased << format.mantissaBits) | (mantissa & format.mantissaMask());
  // The formats whose all-ones exponent holds finite values keep their NaN
  // (and FNUZ's would-be -0) out of the finite range.
  if ((bits & ~format.signMask()) > format.maxFiniteBits()) return std::nullopt;
  return negative ? bits | format.signMask() : bits;
}

bool isNanBits(const FloatFormat& f, uint64_t bits) {
  switch (f.nan) {
    case NanEncoding::kIeee:
      return (bits & f.exponentMask()) == f.exponentMask() && (bits & f.mantissaMask()) != 0;
    case NanEncoding::kAllOnes:
      return (bits & ~f.signMask()) == (f.exponentMask() | f.mantissaMask());
    case NanEncoding::kNegZero:
      return bits == f.signMask();
    case NanEncoding::kE8M0AllOnes:
      return bits == 0xFF;
    case NanEncoding::kNone:
      return false;
  }
  return false;
}

void addFloatSpecials(const FloatFormat& f, std::vector<uint64_t>& out) {
  const uint64_t sign = f.signMask();
  if (f.hasZero) out.push_back(0);
  if (f.hasNegativeZero) out.push_back(sign);
  if (f.hasInf) out.insert(out.end(), {f.infBits(), f.infBits() | sign});
  if (f.nan != NanEncoding::kNone) out.push_back(f.canonicalNanBits());
  if (f.nan == NanEncoding::kIeee) {
    out.push_back(f.canonicalNanBits() | sign);                    // negative quiet
    if (f.mantissaBits >= 2) out.push_back(f.exponentMask() | 1);  // signaling
    out.push_back(f.exponentMask() | f.mantissaMask() | sign);     // all-ones payload
  } else if (f.nan == NanEncoding::kAllOnes) {
    out.push_back(f.canonicalNanBits() | sign);
  }
  if (f.hasSubnormals && f.mantissaBits > 0)
    for (uint64_t s : {uint64_t{0}, sign}) out.insert(out.end(), {s | 1, s | f.mantissaMask()});
  out.push_back(f.maxFiniteBits());
  if (f.hasSign) out.push_back(f.maxFiniteBits() | sign);
  for (bool negative : {false, true}) {
    auto add = [&](int exponent, uint64_t mantissa) {
      if (auto bits = normalBits(f, negative, exponent, mantissa)) out.push_back(*bits);
    };
    add(f.minExponent(), 0);                       // min normal
    add(0, 0);                                     // 1
    for (int e : {-1, 1, 2, 3, 8, -8}) add(e, 0);  // powers of two
    // Rounding midpoints 0.5, 1.5 and 2.5 (ties for the round ops).
    if (f.mantissaBits >= 1) add(0, uint64_t{1} << (f.mantissaBits - 1));
    if (f.mantissaBits >= 2) add(1, uint64_t{1} << (f.mantissaBits - 2));
  }
}

void addIntegerSpecials(ElementType type, std::vector<uint64_t>& out) {
  const int width = bitWidth(type);
  const uint64_t mask = lowBitsMask(width);
  if (isBoolean(type)) {
    out.insert(out.end(), {0, 1});
    return;
  }
  if (isSignedInteger(type)) {
    const uint64_t min = uint64_t{1} << (width - 1);
    const uint64_t max = min - 1;
    out.insert(out.end(), {0, 1, mask, min, max, (min + 1) & mask, max - 1});
  } else {
    out.insert(out.end(), {0, 1, mask, mask - 1});
  }
}

// Integers small enough that no op of a short program overflows from them.
constexpr int64_t kCleanIntegerLimit = 8;

bool isCleanFloat(const FloatFormat& f, uint64_t bits) {
  if (isNanBits(f, bits)) return false;
  const uint64_t magnitude = bits & ~f.signMask();
  if (f.hasInf && magnitude == f.infBits()) return false;
  const int biased = static_cast<int>((magnitude & f.exponentMask()) >> f.mantissaBits);
  if (magnitude == 0) return f.hasZero;
  if (biased == 0 && f.hasSubnormals) return false;
  const int exponent = biased - f.bias;
  return exponent >= -4 && exponent <= 4;
}

bool isCleanInteger(ElementType type, uint64_t bits) {
  if (isBoolean(type)) return true;
  const int64_t value =
      isSignedInteger(type) ? signExtend(bits, bitWidth(type)) : static_cast<int64_t>(bits);
  if (value < -kCleanIntegerLimit || value > kCleanIntegerLimit) return false;
  // Not an extreme of a narrow type (i2's -2, i4's -8).
  return isSignedInteger(type)
             ? value != signExtend(uint64_t{1} << (bitWidth(type) - 1), bitWidth(type))
             : bits != lowBitsMask(bitWidth(type));
}

uint64_t ordinaryFloat(const FloatFormat& f, Entropy& entropy, bool clean) {
  const int lo = std::max(f.minExponent(), clean ? -4 : -12);
  const int hi = std::min(f.maxExponent(), clean ? 4 : 12);
  const int exponent = static_cast<int>(entropy.inRange(lo, hi));
  const bool negative = f.hasSign && entropy.oneIn(2);
  const uint64_t mantissa = entropy.next();
  if (auto bits = normalBits(f, negative, exponent, mantissa)) return *bits;
  return f.hasZero ? 0 : normalBits(f, false, 0, 0).value_or(0);
}

uint64_t ordinaryInteger(ElementType type, Entropy& entropy, bool clean) {
  const int width = bitWidth(type);
  if (isBoolean(type)) return entropy.below(2);
  if (clean || entropy.oneIn(2)) {
    // Small values, where most programs' interesting results are.
    int64_t limit = kCleanIntegerLimit;
    if (width <= 4) limit = (int64_t{1} << (width - 1)) - 1;
    const int64_t lo = isSignedInteger(type) ? -limit : 0;
    return static_cast<uint64_t>(entropy.inRange(lo, limit)) & lowBitsMask(width);
  }
  return entropy.next() & lowBitsMask(width);
}

}  // namespace

std::vector<uint64_t> specialValues(ElementType type) {
  std::vector<uint64_t> out;
  const ElementType part = complexPartType(type);
  if (const FloatFormat* format = floatFormat(part))
    addFloatSpecials(*format, out);
  else
    addIntegerSpecials(part, out);
  // Each pattern once, in first-seen order.
  std::vector<uint64_t> unique;
  for (uint64_t bits : out)
    if (std::find(unique.begin(), unique.end(), bits) == unique.end()) unique.push_back(bits);
  return unique;
}

std::vector<uint64_t> cleanSpecialValues(ElementType type) {
  const ElementType part = complexPartType(type);
  const FloatFormat* format = floatFormat(part);
  std::vector<uint64_t> clean;
  for (uint64_t bits : specialValues(type))
    if (format ? isCleanFloat(*format, bits) : isCleanInteger(part, bits)) clean.push_back(bits);
  return clean;
}

namespace {

// One element's bits from `pool` (the special values in use) or the
// ordinary values.
uint64_t drawBits(ElementType part, const std::vector<uint64_t>& pool, Entropy& entropy,
                  const ValueOptions& options) {
  if (!pool.empty() && entropy.percent(options.specialPercent)) return entropy.pick(pool);
  if (const FloatFormat* format = floatFormat(part))
    return ordinaryFloat(*format, entropy, options.clean);
  return ordinaryInteger(part, entropy, options.clean);
}

std::vector<uint64_t> poolFor(ElementType part, const ValueOptions& options) {
  return options.clean ? cleanSpecialValues(part) : specialValues(part);
}

}  // namespace

uint64_t randomElementBits(ElementType type, Entropy& entropy, const ValueOptions& options) {
  const ElementType part = complexPartType(type);
  return drawBits(part, poolFor(part, options), entropy, options);
}

Tensor randomTensor(const Type& type, Entropy& entropy, const ValueOptions& options) {
  Tensor tensor(type.withElementType(type.elementType()));
  const ElementType part = complexPartType(type.elementType());
  const std::vector<uint64_t> pool = poolFor(part, options);
  const int parts = isComplex(type.elementType()) ? 2 : 1;
  for (int64_t i = 0; i < tensor.numElements(); ++i)
    for (int p = 0; p < parts; ++p)
      tensor.setPartBits(i, p, drawBits(part, pool, entropy, options));
  return tensor;
}

}  // namespace hlo_cts::generators
