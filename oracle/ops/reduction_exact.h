// Exact arithmetic for the order-unspecified ops (reduce, reduce_window,
// dot_general, convolution, all_reduce, ...): every finite float of every
// format is m × 2^e with an integer m < 2^53, a product of two is an integer
// below 2^106 times a power of two, and a sum of any number of those is held
// exactly in a fixed-point accumulator wide enough for the whole exponent
// range. So the oracle knows the exact sum of products, whatever the order an
// implementation picks, and rounds it once into the result format.
//
// Tensors are decoded once per op into DecodedFloat arrays (one dispatch per
// tensor, typed loops after that), never boxed per element.
#pragma once

#include <gmp.h>
#include <mpfr.h>

#include <cstdint>
#include <vector>

#include "spec/element_type.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle {

// One float element as an exact scaled integer: value = ±mantissa × 2^exponent.
struct DecodedFloat {
  enum Kind : uint8_t { kFinite, kInfinite, kNaN };
  uint64_t mantissa = 0;  // 0 for zeros
  int32_t exponent = 0;
  bool negative = false;  // the sign bit (kept for -0 and -Inf)
  Kind kind = kFinite;

  bool isZero() const { return kind == kFinite && mantissa == 0; }
};

// Decodes `bits` of the (real) float format `format`.
DecodedFloat decodeFloatBits(uint64_t bits, const FloatFormat& format);

// Decodes part `part` (0 real, 1 imaginary) of every element of a float or
// complex tensor.
std::vector<DecodedFloat> decodeFloatTensor(const Tensor& tensor, int part = 0);

// Exponent of the smallest non-zero magnitude of `format` (its smallest
// subnormal, or its smallest normal when it has none), and the exponent e
// such that every finite magnitude is below 2^e.
int smallestExponent(const FloatFormat& format);
int magnitudeLimitExponent(const FloatFormat& format);

// A signed fixed-point accumulator covering [2^minExponent, 2^maxExponent)
// plus 64 bits of headroom for the count of terms. Terms are added as
// ±m × 2^e with m < 2^128 and e >= minExponent. Digits are 32-bit chunks in
// int64 limbs, so additions never propagate carries; carries are settled
// every 2^29 additions and when the value is read.
class ExactSum {
 public:
  ExactSum(int minExponent, int maxExponent);

  void clear();
  void add(bool negative, unsigned __int128 mantissa, int exponent);
  void addProduct(const DecodedFloat& a, const DecodedFloat& b) {
    add(a.negative != b.negative,
        static_cast<unsigned __int128>(a.mantissa) * static_cast<unsigned __int128>(b.mantissa),
        a.exponent + b.exponent);
  }
  void addValue(const DecodedFloat& a, bool negate = false) {
    add(a.negative != negate, a.mantissa, a.exponent);
  }
  void addSum(const ExactSum& other, bool negate = false);

  // -1, 0 or +1.
  int sign() const;
  // The exact value; `out`'s precision is raised as needed so that no
  // rounding happens (its ternary is always 0).
  void toMpfr(mpfr_t out) const;
  void toMpz(mpz_t out) const;  // the value / 2^minExponent
  // The value as hi + lo within err, hi the double nearest it (ties to
  // even), without MPFR; false where that needs the double range's edges
  // or more digits than a dot of small formats has.
  bool toDoubleDouble(double& hi, double& lo, double& err) const;
  int minExponent() const { return minExponent_; }

 private:
  void normalize() const;

  int minExponent_;
  mutable std::vector<int64_t> limbs_;
  mutable int64_t pending_ = 0;  // additions since the last carry settlement
};

// The exponent range an ExactSum needs for sums of products of an
// `a`-format and a `b`-format value, and for sums of plain `a` values.
struct ExponentRange {
  int minExponent;
  int maxExponent;
};
ExponentRange productRange(const FloatFormat& a, const FloatFormat& b);
ExponentRange valueRange(const FloatFormat& a);

}  // namespace hlo_cts::oracle
