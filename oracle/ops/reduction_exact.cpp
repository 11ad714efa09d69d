#include "oracle/ops/reduction_exact.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace hlo_cts::oracle {
namespace {

constexpr int kDigitBits = 32;
constexpr int64_t kDigitMask = (int64_t{1} << kDigitBits) - 1;
// A limb absorbs this many signed 32-bit digits before its carries must be
// settled: 2^29 × 2^32 plus a settled digit stays below 2^62.
constexpr int64_t kSettleEvery = int64_t{1} << 29;
// Extra bits above the largest term for the carries of up to 2^64 terms.
constexpr int kHeadroomBits = 66;

}  // namespace

DecodedFloat decodeFloatBits(uint64_t bits, const FloatFormat& f) {
  DecodedFloat d;
  bits &= f.allBitsMask();
  const uint64_t exp = (bits & f.exponentMask()) >> f.mantissaBits;
  const uint64_t mant = bits & f.mantissaMask();
  const uint64_t all_ones = (uint64_t{1} << f.exponentBits) - 1;
  d.negative = f.hasSign && (bits & f.signMask()) != 0;
  switch (f.nan) {
    case NanEncoding::kIeee:
      if (exp == all_ones) {
        d.kind = mant == 0 ? DecodedFloat::kInfinite : DecodedFloat::kNaN;
        return d;
      }
      break;
    case NanEncoding::kAllOnes:
      if (exp == all_ones && mant == f.mantissaMask()) {
        d.kind = DecodedFloat::kNaN;
        return d;
      }
      break;
    case NanEncoding::kNegZero:
      if (bits == f.signMask()) {
        d.kind = DecodedFloat::kNaN;
        return d;
      }
      break;
    case NanEncoding::kE8M0AllOnes:
      if (bits == f.canonicalNanBits()) {
        d.kind = DecodedFloat::kNaN;
        return d;
      }
      break;
    case NanEncoding::kNone:
      break;
  }
  const int unit = smallestExponent(f);
  if (f.hasSubnormals && exp == 0) {
    d.mantissa = mant;
    d.exponent = unit;
  } else {
    const int offset = f.hasSubnormals ? static_cast<int>(exp) - 1 : static_cast<int>(exp);
    d.mantissa = (uint64_t{1} << f.mantissaBits) | mant;
    d.exponent = unit + offset;
  }
  if (d.mantissa == 0) d.exponent = 0;
  return d;
}

std::vector<DecodedFloat> decodeFloatTensor(const Tensor& tensor, int part) {
  const FloatFormat* format = floatFormat(complexPartType(tensor.elementType()));
  std::vector<DecodedFloat> out(static_cast<size_t>(tensor.numElements()));
  if (!format) return out;
  for (int64_t i = 0; i < tensor.numElements(); ++i)
    out[static_cast<size_t>(i)] = decodeFloatBits(tensor.partBits(i, part), *format);
  return out;
}

int smallestExponent(const FloatFormat& f) {
  return f.minExponent() - (f.hasSubnormals ? f.mantissaBits : 0);
}

int magnitudeLimitExponent(const FloatFormat& f) {
  return f.maxExponent() + 1;
}

ExponentRange productRange(const FloatFormat& a, const FloatFormat& b) {
  return {smallestExponent(a) + smallestExponent(b),
          magnitudeLimitExponent(a) + magnitudeLimitExponent(b)};
}

ExponentRange valueRange(const FloatFormat& a) {
  return {smallestExponent(a), magnitudeLimitExponent(a)};
}

ExactSum::ExactSum(int minExponent, int maxExponent) : minExponent_(minExponent) {
  // Terms may carry up to 128-bit mantissas placed anywhere above
  // minExponent, so the top digit sits 128 bits above the largest exponent
  // a term can have plus the headroom for carries.
  const int bits = std::max(0, maxExponent - minExponent) + 128 + kHeadroomBits;
  limbs_.assign(static_cast<size_t>(bits / kDigitBits + 2), 0);
}

void ExactSum::clear() {
  std::fill(limbs_.begin(), limbs_.end(), 0);
  pending_ = 0;
}

void ExactSum::add(bool negative, unsigned __int128 mantissa, int exponent) {
  if (mantissa == 0) return;
  if (++pending_ >= kSettleEvery) normalize();
  const int shift = exponent - minExponent_;
  size_t index = static_cast<size_t>(shift / kDigitBits);
  const int offset = shift % kDigitBits;
  // Low and high 64-bit halves, each shifted by < 32 bits, fit in 96 bits:
  // three digits each.
  const uint64_t halves[2] = {static_cast<uint64_t>(mantissa),
                              static_cast<uint64_t>(mantissa >> 64)};
  for (int h = 0; h < 2; ++h, index += 2) {
    if (halves[h] == 0) continue;
    unsigned __int128 v = static_cast<unsigned __int128>(halves[h]) << offset;
    for (size_t k = 0; k < 3 && v != 0; ++k, v >>= kDigitBits) {
      const int64_t digit = static_cast<int64_t>(static_cast<uint64_t>(v) & kDigitMask);
      limbs_[index + k] += negative ? -digit : digit;
    }
  }
}

void ExactSum::addSum(const ExactSum& other, bool negate) {
  // Both are settled first so that every limb is a digit below 2^32 (the
  // top one signed); re-adding them digit by digit is then exact.
  other.normalize();
  const int shift = other.minExponent_ - minExponent_;
  for (size_t i = 0; i < other.limbs_.size(); ++i) {
    int64_t digit = other.limbs_[i];
    if (digit == 0) continue;
    const bool negative = (digit < 0) != negate;
    add(negative, static_cast<unsigned __int128>(std::llabs(digit)),
        shift + static_cast<int>(i) * kDigitBits + minExponent_);
  }
}

void ExactSum::normalize() const {
  int64_t carry = 0;
  for (size_t i = 0; i + 1 < limbs_.size(); ++i) {
    int64_t v = limbs_[i] + carry;
    carry = v >> kDigitBits;  // arithmetic shift: floor division
    limbs_[i] = v & kDigitMask;
  }
  limbs_.back() += carry;
  pending_ = 0;
}

int ExactSum::sign() const {
  normalize();
  if (limbs_.back() != 0) return limbs_.back() < 0 ? -1 : 1;
  for (size_t i = limbs_.size() - 1; i-- > 0;)
    if (limbs_[i] != 0) return 1;
  return 0;
}

void ExactSum::toMpz(mpz_t out) const {
  normalize();
  mpz_set_si(out, limbs_.back());
  for (size_t i = limbs_.size() - 1; i-- > 0;) {
    mpz_mul_2exp(out, out, kDigitBits);
    mpz_add_ui(out, out, static_cast<unsigned long>(limbs_[i]));
  }
}

bool ExactSum::toDoubleDouble(double& hi, double& lo, double& err) const {
  normalize();
  constexpr size_t kMaxDigits = 64;
  const size_t n = limbs_.size();
  if (n > kMaxDigits) return false;
  // The magnitude's digits (a negative sum negated, its carries settled
  // again: every digit in [0, 2^32), the top one too or we give up).
  const bool negative = limbs_.back() < 0;
  std::array<uint64_t, kMaxDigits + 6> d{};
  constexpr size_t kPad = 5;  // d[kPad + i] is digit i; the pad reads as 0
  int64_t carry = 0;
  for (size_t i = 0; i < n; ++i) {
    const int64_t v = (negative ? -limbs_[i] : limbs_[i]) + carry;
    if (i + 1 < n) {
      carry = v >> kDigitBits;
      d[kPad + i] = static_cast<uint64_t>(v & kDigitMask);
    } else {
      if (v < 0 || v > kDigitMask) return false;
      d[kPad + i] = static_cast<uint64_t>(v);
    }
  }
  size_t top = n;
  while (top > 0 && d[kPad + top - 1] == 0) --top;
  if (top == 0) {
    hi = lo = err = 0;
    return true;
  }
  const size_t t = kPad + top - 1;  // the leading digit; t − 5 ≥ 0 by the pad
  // W = the top six digits (192 bits), value = W·2^e0 + rest, 0 ≤ rest < 2^e0.
  const unsigned __int128 upper = (static_cast<unsigned __int128>((d[t] << 32) | d[t - 1]) << 64) |
                                  ((d[t - 2] << 32) | d[t - 3]);
  const uint64_t lower = (d[t - 4] << 32) | d[t - 5];
  bool sticky = false;
  for (size_t j = 0; j + 5 < t; ++j) sticky = sticky || d[j] != 0;
  const int e0 = minExponent_ + kDigitBits * (static_cast<int>(top) - 6);
  // W has 160 + (bits of the leading digit) bits: the top 53 of them,
  // rounded to nearest even, are hi's significand.
  const int length = 128 - __builtin_clzll(static_cast<uint64_t>(upper >> 64)) + 64;  // of W
  const int k = length - 53 - 64;  // the shift inside `upper`, in [44, 75]
  unsigned __int128 m = upper >> k;
  const bool roundBit = (upper >> (k - 1)) & 1;
  const bool below =
      (upper & ((static_cast<unsigned __int128>(1) << (k - 1)) - 1)) != 0 || lower != 0 || sticky;
  if (roundBit && (below || (m & 1))) ++m;  // 2^53 at most: still exact in a double
  const int scale = e0 + 64 + k;            // hi = m·2^scale
  if (scale < -960 || scale > 960 || e0 < -1000) return false;
  hi = std::ldexp(static_cast<double>(static_cast<uint64_t>(m)), scale);
  // The rest, (upper − m·2^k)·2^64 + lower (signed, |·| ≤ 2^(k+64)) times
  // 2^e0, plus rest: lo from doubles of its two parts, err covering their
  // conversions and sum (each ≤ 2^-53 relative of what it rounds) and rest.
  const __int128 high = static_cast<__int128>(upper) - static_cast<__int128>(m << k);
  const double highPart = std::ldexp(static_cast<double>(high), e0 + 64);
  const double lowPart = std::ldexp(static_cast<double>(lower), e0);
  lo = highPart + lowPart;
  err = (std::fabs(highPart) + lowPart) * 0x1p-50 + std::ldexp(1.0, e0);
  if (negative) {
    hi = -hi;
    lo = -lo;
  }
  return true;
}

void ExactSum::toMpfr(mpfr_t out) const {
  mpz_t z;
  mpz_init(z);
  toMpz(z);
  size_t bits = mpz_sizeinbase(z, 2);
  mpfr_set_prec(out, static_cast<mpfr_prec_t>(std::max<size_t>(bits, 2)));
  mpfr_set_z_2exp(out, z, minExponent_, MPFR_RNDN);
  mpz_clear(z);
}

}  // namespace hlo_cts::oracle
