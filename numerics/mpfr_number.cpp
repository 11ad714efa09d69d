#include "numerics/mpfr_number.h"
#include "spec/float_mpfr.h"

#include <algorithm>
#include <utility>

namespace hlo_cts {
inline namespace numerics {
namespace {

// MPFR/MPC functions are evaluated at the format's precision + 1 with
// round-to-nearest and their ternary. Every rounding boundary of the format
// in every mode (representable values and midpoints, at any binade's
// effective precision) is a (p+1)-bit number, so the ternary tells
// roundToFormat on which side of each boundary the exact value lies; one
// evaluation serves all rounding modes, nearest-away included (which MPFR's
// functions do not implement).
mpfr_prec_t workingPrecision(ElementType type) {
  const FloatFormat* f = floatFormat(type);
  return (f ? f->precision() : 53) + 1;
}

}  // namespace

MpfrNumber::MpfrNumber(mpfr_prec_t precision) {
  mpfr_init2(value_, std::max<mpfr_prec_t>(precision, MPFR_PREC_MIN));
}

MpfrNumber::MpfrNumber(const MpfrNumber& other) {
  mpfr_init2(value_, other.precision());
  mpfr_set(value_, other.value_, MPFR_RNDN);
}

MpfrNumber::MpfrNumber(MpfrNumber&& other) noexcept {
  mpfr_init2(value_, MPFR_PREC_MIN);
  mpfr_swap(value_, other.value_);
}

MpfrNumber& MpfrNumber::operator=(const MpfrNumber& other) {
  if (this != &other) {
    mpfr_set_prec(value_, other.precision());
    mpfr_set(value_, other.value_, MPFR_RNDN);
  }
  return *this;
}

MpfrNumber& MpfrNumber::operator=(MpfrNumber&& other) noexcept {
  mpfr_swap(value_, other.value_);
  return *this;
}

MpfrNumber::~MpfrNumber() {
  mpfr_clear(value_);
}

MpfrNumber MpfrNumber::fromBits(uint64_t bits, ElementType type) {
  MpfrNumber n;
  decodeFloat(bits, type, n.value_);
  return n;
}

MpfrNumber MpfrNumber::fromInt(int64_t value) {
  MpfrNumber n(64);
  mpfr_set_si(n.value_, static_cast<long>(value), MPFR_RNDN);
  return n;
}

MpfrNumber MpfrNumber::fromUint(uint64_t value) {
  MpfrNumber n(64);
  mpfr_set_ui(n.value_, static_cast<unsigned long>(value), MPFR_RNDN);
  return n;
}

uint64_t MpfrNumber::toBits(ElementType type, int ternary, RoundingMode mode,
                            OverflowPolicy overflow) const {
  return roundToFormat(value_, ternary, type, mode, overflow);
}

std::string MpfrNumber::str(int digits) const {
  if (isNaN()) return "nan";
  if (isInf()) return mpfr_signbit(value_) ? "-inf" : "inf";
  if (isZero()) return mpfr_signbit(value_) ? "-0" : "0";
  // Enough digits to print a dyadic value of this precision exactly is
  // unbounded in general; 0 asks for the round-trip count (MPFR's rule).
  char* text = nullptr;
  if (digits > 0)
    mpfr_asprintf(&text, "%.*Rg", digits, value_);
  else
    mpfr_asprintf(&text, "%.*Rg", static_cast<int>(mpfr_get_str_ndigits(10, precision())), value_);
  std::string out = text ? text : "";
  mpfr_free_str(text);
  return out;
}

MpcNumber::MpcNumber(mpfr_prec_t precision) {
  mpc_init2(value_, std::max<mpfr_prec_t>(precision, MPFR_PREC_MIN));
}

MpcNumber::MpcNumber(const MpcNumber& other) {
  mpc_init3(value_, mpfr_get_prec(other.real()), mpfr_get_prec(other.imag()));
  mpc_set(value_, other.value_, MPC_RNDNN);
}

MpcNumber& MpcNumber::operator=(const MpcNumber& other) {
  if (this != &other) {
    mpfr_set_prec(mpc_realref(value_), mpfr_get_prec(other.real()));
    mpfr_set_prec(mpc_imagref(value_), mpfr_get_prec(other.imag()));
    mpc_set(value_, other.value_, MPC_RNDNN);
  }
  return *this;
}

MpcNumber::~MpcNumber() {
  mpc_clear(value_);
}

MpcNumber MpcNumber::fromBits(uint64_t re, uint64_t im, ElementType partType) {
  MpcNumber n;
  decodeFloat(re, partType, mpc_realref(n.value_));
  decodeFloat(im, partType, mpc_imagref(n.value_));
  return n;
}

uint64_t roundMpfr(MpfrUnaryFn fn, const MpfrNumber& x, ElementType out, RoundingOptions options) {
  MpfrNumber y(workingPrecision(out));
  int ternary = fn(y.get(), x.get(), MPFR_RNDN);
  return y.toBits(out, ternary, options.mode, options.overflow);
}

uint64_t roundMpfr(MpfrBinaryFn fn, const MpfrNumber& x, const MpfrNumber& y, ElementType out,
                   RoundingOptions options) {
  MpfrNumber r(workingPrecision(out));
  int ternary = fn(r.get(), x.get(), y.get(), MPFR_RNDN);
  return r.toBits(out, ternary, options.mode, options.overflow);
}

uint64_t roundMpfrBits(MpfrUnaryFn fn, uint64_t x, ElementType type, RoundingOptions options) {
  return roundMpfr(fn, MpfrNumber::fromBits(x, type), type, options);
}

uint64_t roundMpfrBits(MpfrBinaryFn fn, uint64_t x, uint64_t y, ElementType type,
                       RoundingOptions options) {
  return roundMpfr(fn, MpfrNumber::fromBits(x, type), MpfrNumber::fromBits(y, type), type, options);
}

namespace {

ComplexBits roundParts(const MpcNumber& r, int inexact, ElementType partType,
                       RoundingOptions options) {
  return {roundToFormat(r.real(), MPC_INEX_RE(inexact), partType, options.mode, options.overflow),
          roundToFormat(r.imag(), MPC_INEX_IM(inexact), partType, options.mode, options.overflow)};
}

}  // namespace

ComplexBits roundMpc(MpcUnaryFn fn, const MpcNumber& z, ElementType partType,
                     RoundingOptions options) {
  MpcNumber r(workingPrecision(partType));
  int inexact = fn(r.get(), z.get(), MPC_RNDNN);
  return roundParts(r, inexact, partType, options);
}

ComplexBits roundMpc(MpcBinaryFn fn, const MpcNumber& z, const MpcNumber& w, ElementType partType,
                     RoundingOptions options) {
  MpcNumber r(workingPrecision(partType));
  int inexact = fn(r.get(), z.get(), w.get(), MPC_RNDNN);
  return roundParts(r, inexact, partType, options);
}

ComplexBits roundMpcBits(MpcUnaryFn fn, ComplexBits z, ElementType partType,
                         RoundingOptions options) {
  return roundMpc(fn, MpcNumber::fromBits(z.re, z.im, partType), partType, options);
}

ComplexBits roundMpcBits(MpcBinaryFn fn, ComplexBits z, ComplexBits w, ElementType partType,
                         RoundingOptions options) {
  return roundMpc(fn, MpcNumber::fromBits(z.re, z.im, partType),
                  MpcNumber::fromBits(w.re, w.im, partType), partType, options);
}

mpfr_exp_t errorOfUlps(mpfr_srcptr value, unsigned long ulps) {
  int extra = 0;
  while ((1ul << extra) < ulps && extra < 63) ++extra;
  if (!mpfr_number_p(value) || mpfr_zero_p(value)) return mpfr_get_emin() - 1 + extra;
  return mpfr_get_exp(value) - mpfr_get_prec(value) + extra;
}

ZivResult roundApproximation(const Approximator& f, ElementType out, RoundingOptions options,
                             mpfr_prec_t maxPrecision) {
  const FloatFormat* format = floatFormat(out);
  mpfr_prec_t precision = std::max<mpfr_prec_t>((format ? format->precision() : 53) + 24, 64);
  MpfrNumber approx(precision);
  while (true) {
    mpfr_set_prec(approx.get(), precision);
    Approximation a = f(approx.get());
    // NaN and infinities carry no error interval: they are the result.
    if (a.exact || !mpfr_number_p(approx.get()))
      return {approx.toBits(out, 0, options.mode, options.overflow), true, precision};
    // [approx − 2^e, approx + 2^e], computed exactly.
    mpfr_exp_t e = a.errorExponent;
    mpfr_exp_t top =
        std::max<mpfr_exp_t>(mpfr_zero_p(approx.get()) ? e : mpfr_get_exp(approx.get()), e);
    mpfr_exp_t bottom = std::min<mpfr_exp_t>(
        mpfr_zero_p(approx.get()) ? e : mpfr_get_exp(approx.get()) - precision, e);
    MpfrNumber radius(2);
    mpfr_set_ui_2exp(radius.get(), 1, e, MPFR_RNDN);
    MpfrNumber lo(top - bottom + 2);
    MpfrNumber hi(top - bottom + 2);
    mpfr_sub(lo.get(), approx.get(), radius.get(), MPFR_RNDN);
    mpfr_add(hi.get(), approx.get(), radius.get(), MPFR_RNDN);
    // Rounding is monotone and every result's preimage is an interval, so
    // equal ends decide every value in between.
    uint64_t lo_bits = lo.toBits(out, 0, options.mode, options.overflow);
    uint64_t hi_bits = hi.toBits(out, 0, options.mode, options.overflow);
    if (lo_bits == hi_bits) return {lo_bits, true, precision};
    if (precision >= maxPrecision)
      return {approx.toBits(out, 0, options.mode, options.overflow), false, precision};
    precision = std::min<mpfr_prec_t>(precision * 2, maxPrecision);
  }
}

void releaseThreadMpfrCaches() {
  mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
}

}  // namespace numerics
}  // namespace hlo_cts
