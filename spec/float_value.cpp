// Float formats as exact values. Everything here reads FloatFormat; the only
// per-format decisions are the NaN/overflow/zero rules the table encodes.
//
// Policies (documented once, here):
// - NaN into a format with NaN gives the format's canonical NaN (sign and
//   payload are not carried: MPFR has neither). NaN into a NaN-less format
//   (f4/f6) gives +0: the spec leaves it open, so the oracle must treat that
//   case as implementation-defined (any-of), never as this exact value.
// - Overflow (a finite value whose rounding exceeds the largest finite value)
//   follows IEEE 754 §7.4 per rounding mode: modes rounding toward zero for
//   that sign give ±max finite, the others the OverflowPolicy result (kIeee:
//   ±Inf, else NaN with the sign kept where the encoding has one, else ±max
//   for f4/f6; kSaturate: ±max). An infinite input is treated the same way.
// - Formats without -0 (FNUZ) turn -0 and negative underflow into +0.
// - f8E8M0FNU has no zero and no sign: zero and every positive value below
//   2^-127 give 0x00 (2^-127, as LLVM's APFloat does); negative non-zero
//   values give NaN 0xFF. Rounding at precision 1 breaks ties upward in
//   magnitude (the "odd" neighbour is always the lower one), as MPFR's
//   round-to-nearest does at precision 1 (MPFR manual, "Rounding").
//
// Rounding never narrows MPFR's exponent range (no global state is touched):
// the value is rounded at the effective precision of its binade (fewer bits in
// the subnormal range) in MPFR's wide range, then encoded. The double-rounding
// trap of mpfr_subnormalize (MPFR manual, "Exception Related Functions": its
// ternary argument must be that of the one rounding) is avoided with the
// caller's ternary: an inexact value is replaced by a proxy a quarter ulp
// toward the exact value, which lies in the same open interval between
// neighbours as the exact value, so every rounding to fewer bits sees the same
// side of every midpoint.
#include "spec/float_value.h"

#include "spec/float_mpfr.h"

#include <gmp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace hlo_cts {
namespace {

// 64-bit patterns go through MPFR's unsigned long entry points.
static_assert(sizeof(unsigned long) == sizeof(uint64_t));

// RAII for the few MPFR temporaries this file needs (the oracle has its own
// richer wrapper; spec/ must not depend on oracle/).
class Scratch {
 public:
  explicit Scratch(mpfr_prec_t prec) { mpfr_init2(value_, prec); }
  ~Scratch() { mpfr_clear(value_); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  mpfr_ptr get() { return value_; }

 private:
  mpfr_t value_;
};

uint64_t exponentField(uint64_t bits, const FloatFormat& f) {
  return (bits & f.exponentMask()) >> f.mantissaBits;
}

uint64_t mantissaField(uint64_t bits, const FloatFormat& f) {
  return bits & f.mantissaMask();
}

FloatClass classify(uint64_t bits, const FloatFormat& f) {
  bits &= f.allBitsMask();
  uint64_t exp = exponentField(bits, f);
  uint64_t mant = mantissaField(bits, f);
  uint64_t all_ones = (uint64_t{1} << f.exponentBits) - 1;
  switch (f.nan) {
    case NanEncoding::kIeee:
      if (exp == all_ones) return mant == 0 ? FloatClass::kInfinite : FloatClass::kNaN;
      break;
    case NanEncoding::kAllOnes:
      if (exp == all_ones && mant == f.mantissaMask()) return FloatClass::kNaN;
      break;
    case NanEncoding::kNegZero:
      if (bits == f.signMask()) return FloatClass::kNaN;
      break;
    case NanEncoding::kE8M0AllOnes:
      if (bits == f.canonicalNanBits()) return FloatClass::kNaN;
      break;
    case NanEncoding::kNone:
      break;
  }
  if (exp == 0 && f.hasSubnormals) return mant == 0 ? FloatClass::kZero : FloatClass::kSubnormal;
  return FloatClass::kNormal;
}

// |value| = significand × 2^exponent for a finite non-zero pattern.
struct Scaled {
  uint64_t significand;
  int exponent;
};

Scaled scaledMagnitude(uint64_t bits, const FloatFormat& f) {
  uint64_t exp = exponentField(bits, f);
  uint64_t mant = mantissaField(bits, f);
  int unit = f.minExponent() - f.mantissaBits;  // exponent of the smallest subnormal
  if (exp == 0 && f.hasSubnormals) return {mant, unit};
  int biased_offset = f.hasSubnormals ? static_cast<int>(exp) - 1 : static_cast<int>(exp);
  return {(uint64_t{1} << f.mantissaBits) | mant, unit + biased_offset};
}

uint64_t nanOrZero(const FloatFormat& f) {
  return f.nan == NanEncoding::kNone ? 0 : f.canonicalNanBits();
}

uint64_t signedZero(const FloatFormat& f, bool negative) {
  if (!f.hasZero) return 0;  // E8M0: 0x00 is 2^-127, the closest it has
  return negative && f.hasNegativeZero ? f.signMask() : 0;
}

uint64_t signedMax(const FloatFormat& f, bool negative) {
  return f.maxFiniteBits() | (negative ? f.signMask() : 0);
}

// The result for a value beyond the largest finite value (or an infinity).
uint64_t overflowBits(const FloatFormat& f, bool negative, OverflowPolicy policy) {
  if (policy == OverflowPolicy::kSaturate) return signedMax(f, negative);
  if (f.hasInf) return f.infBits() | (negative ? f.signMask() : 0);
  switch (f.nan) {
    case NanEncoding::kAllOnes:
      return f.canonicalNanBits() | (negative ? f.signMask() : 0);
    case NanEncoding::kNegZero:
    case NanEncoding::kE8M0AllOnes:
    case NanEncoding::kIeee:
      return f.canonicalNanBits();
    case NanEncoding::kNone:
      break;
  }
  return signedMax(f, negative);
}

mpfr_rnd_t toMpfr(RoundingMode mode) {
  switch (mode) {
    case RoundingMode::kTowardZero:
      return MPFR_RNDZ;
    case RoundingMode::kTowardPositive:
      return MPFR_RNDU;
    case RoundingMode::kTowardNegative:
      return MPFR_RNDD;
    default:
      return MPFR_RNDN;
  }
}

// Whether `mode` moves a value of this sign toward zero (IEEE overflow rule).
bool roundsTowardZero(RoundingMode mode, bool negative) {
  return mode == RoundingMode::kTowardZero ||
         (mode == RoundingMode::kTowardNegative && !negative) ||
         (mode == RoundingMode::kTowardPositive && negative);
}

// Rounds the exact non-zero finite `x` to `q` ≥ 1 significant bits (unbounded
// exponent) into `out` (precision q).
void roundToBits(mpfr_srcptr x, mpfr_prec_t q, RoundingMode mode, mpfr_ptr out) {
  mpfr_set_prec(out, q);
  if (mode != RoundingMode::kNearestEven && mode != RoundingMode::kNearestAway) {
    mpfr_set(out, x, toMpfr(mode));
    return;
  }
  if (mpfr_set(out, x, MPFR_RNDZ) == 0) return;
  Scratch up(q);
  mpfr_set(up.get(), out, MPFR_RNDN);
  if (mpfr_sgn(out) > 0)
    mpfr_nextabove(up.get());
  else
    mpfr_nextbelow(up.get());
  Scratch mid(q + 1);
  mpfr_add(mid.get(), out, up.get(), MPFR_RNDN);  // exact at q+1 bits
  mpfr_div_2ui(mid.get(), mid.get(), 1, MPFR_RNDN);
  int side = mpfr_cmpabs(x, mid.get());
  bool take_up = side > 0;
  if (side == 0)
    take_up = mode == RoundingMode::kNearestAway || mpfr_min_prec(out) == q;  // odd → up
  if (take_up) mpfr_set(out, up.get(), MPFR_RNDN);
}

// Encodes the magnitude of an exactly representable, finite, non-zero value
// whose magnitude is at most the largest finite one.
uint64_t encodeMagnitude(mpfr_srcptr value, const FloatFormat& f) {
  Scratch y(mpfr_get_prec(value));
  mpfr_abs(y.get(), value, MPFR_RNDN);
  long e = mpfr_get_exp(y.get()) - 1;  // |y| = 1.f × 2^e
  Scratch scaled(f.precision() + 1);
  if (e < f.minExponent() && f.hasSubnormals) {
    mpfr_mul_2si(scaled.get(), y.get(), f.mantissaBits - f.minExponent(), MPFR_RNDN);
    return mpfr_get_ui(scaled.get(), MPFR_RNDN) & f.mantissaMask();
  }
  mpfr_mul_2si(scaled.get(), y.get(), f.mantissaBits - e, MPFR_RNDN);
  uint64_t mant = mpfr_get_ui(scaled.get(), MPFR_RNDN) & f.mantissaMask();
  uint64_t exp = static_cast<uint64_t>(e - f.minExponent() + (f.hasSubnormals ? 1 : 0));
  return (exp << f.mantissaBits) | mant;
}

// A magnitude below the smallest positive value 2^tiny_exp (the smallest
// subnormal, or without subnormals the smallest normal): the candidates are
// zero and 2^tiny_exp, their midpoint 2^(tiny_exp−1) is reached only from
// the binade just below (`top_binade`), exactly when the value is a power of
// two (`power_of_two`); a tie goes to zero (even) under kNearestEven.
uint64_t roundBelowTiny(bool negative, bool top_binade, bool power_of_two, const FloatFormat& f,
                        RoundingMode mode) {
  if (!f.hasZero) return 0;  // E8M0: nothing below 0x00
  uint64_t tiny = f.hasSubnormals ? 1 : uint64_t{1} << f.mantissaBits;
  bool take_tiny;
  if (mode == RoundingMode::kNearestEven || mode == RoundingMode::kNearestAway)
    take_tiny = top_binade && (!power_of_two || mode == RoundingMode::kNearestAway);
  else
    take_tiny = !roundsTowardZero(mode, negative);
  return take_tiny ? (tiny | (negative ? f.signMask() : 0)) : signedZero(f, negative);
}

uint64_t roundFinite(mpfr_srcptr x, const FloatFormat& f, RoundingMode mode,
                     OverflowPolicy overflow, mpfr_prec_t max_bits) {
  bool negative = mpfr_signbit(x) != 0;
  uint64_t sign = negative ? f.signMask() : 0;
  long e = mpfr_get_exp(x) - 1;
  // The smallest positive value is 2^tiny_exp: the smallest subnormal, or
  // without subnormals the smallest normal.
  long tiny_exp = f.hasSubnormals ? f.minExponent() - f.mantissaBits : f.minExponent();
  if (e < tiny_exp)
    return roundBelowTiny(negative, e == tiny_exp - 1, mpfr_min_prec(x) == 1, f, mode);
  long q = f.precision();
  if (e < f.minExponent()) q -= f.minExponent() - e;  // subnormal: fewer bits
  Scratch y(std::min<mpfr_prec_t>(q, max_bits));
  roundToBits(x, std::min<mpfr_prec_t>(q, max_bits), mode, y.get());
  Scratch max_value(f.precision());
  decodeFloat(f.maxFiniteBits(), f.type, max_value.get());
  if (mpfr_cmpabs(y.get(), max_value.get()) > 0)
    return roundsTowardZero(mode, negative) ? signedMax(f, negative)
                                            : overflowBits(f, negative, overflow);
  return encodeMagnitude(y.get(), f) | sign;
}

// ---- the integer path: the same rounding for values of ≤ 124 bits ----
//
// Most values (decoded inputs, results of one MPFR call at precision p + 1)
// are narrow: rounding their integer significand avoids every MPFR
// temporary. Same semantics as roundFinite; both paths are tested.

using U128 = unsigned __int128;

int bitLength(U128 v) {
  uint64_t hi = static_cast<uint64_t>(v >> 64), lo = static_cast<uint64_t>(v);
  if (hi) return 128 - __builtin_clzll(hi);
  return lo ? 64 - __builtin_clzll(lo) : 0;
}

// Rounds the magnitude m · 2^e2 (m > 0) with sign `negative` to at most
// `max_bits` significant bits and encodes it.
uint64_t roundScaled(bool negative, U128 m, long e2, const FloatFormat& f, RoundingMode mode,
                     OverflowPolicy overflow, long max_bits) {
  uint64_t sign = negative ? f.signMask() : 0;
  int len = bitLength(m);
  long e = e2 + len - 1;
  long tiny_exp = f.hasSubnormals ? f.minExponent() - f.mantissaBits : f.minExponent();
  if (e < tiny_exp) return roundBelowTiny(negative, e == tiny_exp - 1, (m & (m - 1)) == 0, f, mode);
  long q = f.precision();
  if (e < f.minExponent()) q -= f.minExponent() - e;
  q = std::min(q, max_bits);
  long drop = len - q;
  U128 kept = m;
  long t = e2;
  if (drop > 0) {
    kept = m >> drop;
    U128 rest = m & ((U128{1} << drop) - 1);
    U128 half = U128{1} << (drop - 1);
    bool up = false;
    switch (mode) {
      case RoundingMode::kNearestEven:
        up = rest > half || (rest == half && (kept & 1));
        break;
      case RoundingMode::kNearestAway:
        up = rest >= half;
        break;
      case RoundingMode::kTowardZero:
        break;
      case RoundingMode::kTowardPositive:
        up = rest != 0 && !negative;
        break;
      case RoundingMode::kTowardNegative:
        up = rest != 0 && negative;
        break;
    }
    kept += up;
    t = e2 + drop;
  }
  // Encode kept · 2^t (a carry may have added one bit).
  int kept_len = bitLength(kept);
  long exponent = t + kept_len - 1;
  auto overflowed = [&] {
    return roundsTowardZero(mode, negative) ? signedMax(f, negative)
                                            : overflowBits(f, negative, overflow);
  };
  if (exponent > f.maxExponent()) return overflowed();
  uint64_t bits;
  if (exponent < f.minExponent()) {  // subnormal: kept counts units of 2^(minExp − m)
    long shift = t - (f.minExponent() - f.mantissaBits);
    bits = static_cast<uint64_t>(kept << shift);
  } else {
    int p = f.precision();
    U128 significand = kept_len <= p ? kept << (p - kept_len) : kept >> (kept_len - p);
    uint64_t field = static_cast<uint64_t>(exponent - f.minExponent() + (f.hasSubnormals ? 1 : 0));
    bits = (field << f.mantissaBits) | (static_cast<uint64_t>(significand) & f.mantissaMask());
  }
  if (bits > f.maxFiniteBits()) return overflowed();
  return bits | sign;
}

// The value's integer significand and exponent, when it has ≤ 124 bits.
bool narrowSignificand(mpfr_srcptr x, U128& m, long& e2) {
  if (mpfr_get_prec(x) > 124) return false;
  struct Integer {
    Integer() { mpz_init(z); }
    ~Integer() { mpz_clear(z); }
    mpz_t z;
  };
  thread_local Integer integer;
  e2 = mpfr_get_z_2exp(integer.z, x);
  mpz_abs(integer.z, integer.z);
  static_assert(sizeof(mp_limb_t) == 8);
  m = U128{mpz_getlimbn(integer.z, 1)} << 64 | mpz_getlimbn(integer.z, 0);
  return true;
}

// Which functions were called with a non-float type: a caller bug, answered
// with a harmless value instead of aborting.
const FloatFormat& formatOrF32(ElementType type) {
  const FloatFormat* f = floatFormat(type);
  return f ? *f : *floatFormat(ElementType::kF32);
}

// ---- MLIR / LLVM APFloat decimal printing (APFloat::toString) ----

// Rounds the decimal digit string (most significant first) to `precision`
// digits, half up on the first dropped digit, and strips trailing zeros, as
// APFloat's AdjustToPrecision does. `exp10` is the power of ten of the last digit.
void adjustDigits(std::string& digits, long& exp10, size_t precision) {
  if (digits.size() <= precision) return;
  size_t dropped = digits.size() - precision;
  bool up = digits[precision] >= '5';
  digits.resize(precision);
  exp10 += static_cast<long>(dropped);
  if (up) {
    size_t i = digits.size();
    while (i > 0 && digits[i - 1] == '9') {
      digits.pop_back();
      ++exp10;
      --i;
    }
    if (i == 0) {
      digits = "1";
    } else {
      ++digits[i - 1];
    }
  }
  while (digits.size() > 1 && digits.back() == '0') {
    digits.pop_back();
    ++exp10;
  }
}

std::string apfloatToString(bool negative, uint64_t significand, long exp2, int semantics_precision,
                            unsigned format_precision, unsigned max_padding, bool truncate_zero) {
  std::string out = negative ? "-" : "";
  if (significand == 0) {
    if (max_padding == 0) {
      if (truncate_zero) return out + "0.0E+0";
      return out + "0." + std::string(std::max(format_precision, 1u), '0') + "e+00";
    }
    return out + "0";
  }
  if (format_precision == 0) format_precision = 2 + semantics_precision * 59 / 196;
  while ((significand & 1) == 0) {
    significand >>= 1;
    ++exp2;
  }
  mpz_t n;
  mpz_init_set_ui(n, 0);
  mpz_import(n, 1, 1, sizeof(significand), 0, 0, &significand);
  long exp10 = 0;
  if (exp2 > 0) {
    mpz_mul_2exp(n, n, static_cast<mp_bitcnt_t>(exp2));
  } else if (exp2 < 0) {
    mpz_t five;
    mpz_init(five);
    mpz_ui_pow_ui(five, 5, static_cast<unsigned long>(-exp2));
    mpz_mul(n, n, five);
    mpz_clear(five);
    exp10 = exp2;
  }
  // APFloat first truncates (not rounds) excess decimal digits in binary,
  // keeping a slight overestimate of what the precision needs.
  size_t bits = mpz_sizeinbase(n, 2);
  size_t bits_required = (format_precision * 196 + 58) / 59;
  if (bits > bits_required) {
    size_t tens_removable = (bits - bits_required) * 59 / 196;
    if (tens_removable > 0) {
      mpz_t divisor;
      mpz_init(divisor);
      mpz_ui_pow_ui(divisor, 10, tens_removable);
      mpz_tdiv_q(n, n, divisor);
      mpz_clear(divisor);
      exp10 += static_cast<long>(tens_removable);
    }
  }
  std::string digits(mpz_sizeinbase(n, 10) + 2, '\0');
  mpz_get_str(digits.data(), 10, n);
  digits.resize(std::char_traits<char>::length(digits.c_str()));
  mpz_clear(n);
  while (digits.size() > 1 && digits.back() == '0') {
    digits.pop_back();
    ++exp10;
  }
  adjustDigits(digits, exp10, format_precision);
  long ndigits = static_cast<long>(digits.size());

  bool scientific = true;
  if (max_padding != 0) {
    if (exp10 >= 0) {
      scientific = exp10 > static_cast<long>(max_padding) ||
                   ndigits + exp10 > static_cast<long>(format_precision);
    } else {
      long msd = exp10 + ndigits - 1;
      scientific = msd < 0 && -msd > static_cast<long>(max_padding);
    }
  }
  if (scientific) {
    long e = exp10 + ndigits - 1;
    out += digits[0];
    out += '.';
    if (ndigits == 1 && truncate_zero)
      out += '0';
    else
      out.append(digits, 1, std::string::npos);
    if (!truncate_zero && static_cast<long>(format_precision) > ndigits - 1)
      out.append(format_precision - (ndigits - 1), '0');
    out += truncate_zero ? 'E' : 'e';
    out += e >= 0 ? '+' : '-';
    std::string e_digits = std::to_string(e >= 0 ? e : -e);
    if (!truncate_zero && e_digits.size() < 2) e_digits.insert(0, "0");
    return out + e_digits;
  }
  if (exp10 >= 0) return out + digits + std::string(static_cast<size_t>(exp10), '0');
  long whole = exp10 + ndigits;
  if (whole > 0) return out + digits.substr(0, whole) + "." + digits.substr(whole);
  return out + "0." + std::string(static_cast<size_t>(-whole), '0') + digits;
}

std::string hexBits(uint64_t bits) {
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "0x%llX", static_cast<unsigned long long>(bits));
  return buffer;
}

}  // namespace

FloatClass classifyFloat(uint64_t bits, ElementType type) {
  return classify(bits, formatOrF32(type));
}

bool isNegativeFloat(uint64_t bits, ElementType type) {
  return (bits & formatOrF32(type).signMask()) != 0;
}

bool isNaNBits(uint64_t bits, ElementType type) {
  return classifyFloat(bits, type) == FloatClass::kNaN;
}

void decodeFloat(uint64_t bits, ElementType type, mpfr_t out) {
  const FloatFormat& f = formatOrF32(type);
  mpfr_set_prec(out, f.precision());
  bool negative = isNegativeFloat(bits, type);
  switch (classify(bits, f)) {
    case FloatClass::kNaN:
      mpfr_set_nan(out);
      return;
    case FloatClass::kInfinite:
      mpfr_set_inf(out, negative ? -1 : 1);
      return;
    case FloatClass::kZero:
      mpfr_set_zero(out, negative ? -1 : 1);
      return;
    case FloatClass::kSubnormal:
    case FloatClass::kNormal:
      break;
  }
  Scaled s = scaledMagnitude(bits, f);
  mpfr_set_ui_2exp(out, s.significand, s.exponent, MPFR_RNDN);  // exact: ≤ precision bits
  if (negative) mpfr_neg(out, out, MPFR_RNDN);
}

uint64_t roundToFormat(const mpfr_t value, int ternary, ElementType type, RoundingMode mode,
                       OverflowPolicy overflow) {
  const FloatFormat& f = formatOrF32(type);
  if (mpfr_nan_p(value)) return nanOrZero(f);
  bool negative = mpfr_signbit(value) != 0;
  if (!f.hasSign && negative && !mpfr_zero_p(value)) return f.canonicalNanBits();
  if (mpfr_zero_p(value)) return signedZero(f, negative);
  if (mpfr_inf_p(value)) return overflowBits(f, negative, overflow);
  U128 m;
  long e2;
  if (narrowSignificand(value, m, e2)) {
    if (ternary == 0) return roundScaled(negative, m, e2, f, mode, overflow, f.precision());
    // The proxy below, in integers: a quarter ulp toward the exact value.
    bool exact_larger_in_magnitude = (ternary < 0) != negative;
    m = 4 * m + (exact_larger_in_magnitude ? 1 : -1);
    return roundScaled(negative, m, e2 - 2, f, mode, overflow, mpfr_get_prec(value));
  }
  if (ternary == 0) return roundFinite(value, f, mode, overflow, f.precision());
  // Inexact: round a proxy a quarter ulp (of `value`'s binade) toward the
  // exact value. It shares the exact value's open interval between
  // neighbours at precision(value), so rounding to ≤ precision(value) bits
  // agrees with rounding the exact value (the caps below keep it there).
  mpfr_prec_t prec = mpfr_get_prec(value);
  Scratch proxy(prec + 2);
  mpfr_set(proxy.get(), value, MPFR_RNDN);
  Scratch quarter(2);
  mpfr_set_ui_2exp(quarter.get(), 1, mpfr_get_exp(value) - prec - 2, MPFR_RNDN);
  if (ternary > 0)  // value > exact
    mpfr_sub(proxy.get(), proxy.get(), quarter.get(), MPFR_RNDN);
  else
    mpfr_add(proxy.get(), proxy.get(), quarter.get(), MPFR_RNDN);
  return roundFinite(proxy.get(), f, mode, overflow, prec);
}

uint64_t roundedNaN(ElementType type) {
  return nanOrZero(formatOrF32(type));
}

uint64_t roundedInfinity(ElementType type, bool negative, OverflowPolicy overflow) {
  const FloatFormat& f = formatOrF32(type);
  if (!f.hasSign && negative) return f.canonicalNanBits();  // f8E8M0FNU
  return overflowBits(f, negative, overflow);
}

uint64_t roundIntegerToFormat(int64_t value, ElementType type, RoundingMode mode) {
  const FloatFormat& f = formatOrF32(type);
  const bool negative = value < 0;
  if (value == 0) return signedZero(f, false);
  if (!f.hasSign && negative) return f.canonicalNanBits();
  const uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(value) : value;
  return roundScaled(negative, magnitude, 0, f, mode, OverflowPolicy::kIeee, f.precision());
}

Result<uint64_t> parseDecimalFloat(std::string_view text, ElementType type) {
  const FloatFormat* f = floatFormat(type);
  if (!f) return makeError("'" + std::string(elementTypeName(type)) + "' is not a float type");
  auto fail = [&](size_t pos, std::string_view what) -> Result<uint64_t> {
    return makeError("expected " + std::string(what) + " at offset " + std::to_string(pos) +
                     " in float literal '" + std::string(text) + "'");
  };
  // literal ::= '-'? [0-9]+ '.' [0-9]* ([eE] [+-]? [0-9]+)?
  size_t i = 0;
  auto digits = [&] {
    size_t start = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i - start;
  };
  if (i < text.size() && text[i] == '-') ++i;
  if (digits() == 0) return fail(i, "a digit");
  if (i >= text.size() || text[i] != '.') return fail(i, "'.'");
  ++i;
  digits();
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    if (digits() == 0) return fail(i, "an exponent digit");
  }
  if (i != text.size()) return fail(i, "end of literal");
  // Two guard bits let roundToFormat resolve every midpoint from the ternary.
  Scratch value(f->precision() + 2);
  std::string nul_terminated(text);
  int ternary = mpfr_strtofr(value.get(), nul_terminated.c_str(), nullptr, 10, MPFR_RNDN);
  return roundToFormat(value.get(), ternary, type);
}

std::string printFloatLiteral(uint64_t bits, ElementType type) {
  const FloatFormat& f = formatOrF32(type);
  bits &= f.allBitsMask();
  FloatClass cls = classify(bits, f);
  if (cls == FloatClass::kNaN || cls == FloatClass::kInfinite) return hexBits(bits);
  bool negative = isNegativeFloat(bits, type);
  Scaled s = cls == FloatClass::kZero ? Scaled{0, 0} : scaledMagnitude(bits, f);
  std::string text =
      apfloatToString(negative, s.significand, s.exponent, f.precision(), 6, 0, false);
  Result<uint64_t> back = parseDecimalFloat(text, type);
  if (back.ok() && *back == bits) return text;
  text = apfloatToString(negative, s.significand, s.exponent, f.precision(), 0, 3, true);
  if (text.find('.') != std::string::npos) return text;
  return hexBits(bits);
}

double floatToDouble(uint64_t bits, ElementType type) {
  const FloatFormat& f = formatOrF32(type);
  bool negative = isNegativeFloat(bits, type);
  switch (classify(bits, f)) {
    case FloatClass::kNaN:
      return negative ? -std::nan("") : std::nan("");
    case FloatClass::kInfinite:
      return negative ? -HUGE_VAL : HUGE_VAL;
    case FloatClass::kZero:
      return negative ? -0.0 : 0.0;
    default:
      break;
  }
  Scaled s = scaledMagnitude(bits, f);
  // Exact: every format's values are doubles.
  double magnitude = std::ldexp(static_cast<double>(s.significand), s.exponent);
  return negative ? -magnitude : magnitude;
}

uint64_t ulpDistance(uint64_t a, uint64_t b, ElementType type) {
  const FloatFormat& f = formatOrF32(type);
  a &= f.allBitsMask();
  b &= f.allBitsMask();
  if (classify(a, f) == FloatClass::kNaN || classify(b, f) == FloatClass::kNaN) return UINT64_MAX;
  // Sign-magnitude order: the magnitude bits count representable values
  // upward from zero (Inf right after max finite), so the distance is the
  // difference of the signed ordinals; ±0 share ordinal 0.
  auto ordinal = [&](uint64_t bits, bool& negative) {
    negative = (bits & f.signMask()) != 0;
    return bits & ~f.signMask();
  };
  bool neg_a = false;
  bool neg_b = false;
  uint64_t mag_a = ordinal(a, neg_a);
  uint64_t mag_b = ordinal(b, neg_b);
  if (neg_a != neg_b) return mag_a + mag_b;
  return mag_a > mag_b ? mag_a - mag_b : mag_b - mag_a;
}

}  // namespace hlo_cts
