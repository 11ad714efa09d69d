#include "oracle/ops/reduction_exact.h"

#include <algorithm>
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
