// High precision, shared by the oracle and the executors: RAII MPFR and MPC
// numbers with explicit precision (after llvm-libc's MPFRWrapper), and the
// one way a real or complex function of exact inputs becomes correctly
// rounded result bits of any float format:
//   - MPFR/MPC functions (themselves correctly rounded) are evaluated once at
//     the format's precision + 1 with their ternary, then rounded by
//     roundToFormat, which resolves every midpoint from that ternary;
//   - compositions (logistic, erf_inv, ...) go through roundApproximation, a
//     Ziv loop: evaluate with a rigorous error bound at growing precision until
//     both ends of the error interval round to the same bits.
//
// numerics/ is the layer between spec/ and oracle/ (tests/layering/): what
// both the oracle and the executors (backends/simd_cpu, backends/cuda) need
// of high precision lives here, and nothing here includes either of them.
// Its names are in hlo_cts::numerics, an inline namespace: code anywhere in
// hlo_cts may name them unqualified, and `numerics::` says where they live.
#pragma once

#include <mpc.h>
#include <mpfr.h>

#include <cstdint>
#include <functional>
#include <string>

#include "spec/element_type.h"
#include "spec/float_mpfr.h"

namespace hlo_cts {
inline namespace numerics {

class MpfrNumber {
 public:
  explicit MpfrNumber(mpfr_prec_t precision = 53);  // NaN
  MpfrNumber(const MpfrNumber& other);              // exact copy, same precision
  MpfrNumber(MpfrNumber&& other) noexcept;
  MpfrNumber& operator=(const MpfrNumber& other);  // exact: takes other's precision
  MpfrNumber& operator=(MpfrNumber&& other) noexcept;
  ~MpfrNumber();

  // The exact value of `bits` in float format `type` (precision of the format).
  static MpfrNumber fromBits(uint64_t bits, ElementType type);
  // An exact integer (precision 64).
  static MpfrNumber fromInt(int64_t value);
  static MpfrNumber fromUint(uint64_t value);

  mpfr_ptr get() { return value_; }
  mpfr_srcptr get() const { return value_; }
  mpfr_prec_t precision() const { return mpfr_get_prec(value_); }

  bool isNaN() const { return mpfr_nan_p(value_) != 0; }
  bool isInf() const { return mpfr_inf_p(value_) != 0; }
  bool isZero() const { return mpfr_zero_p(value_) != 0; }

  // Correctly rounded into `type`; `ternary` is the ternary value of the
  // single rounding that produced this number (0 if exact).
  uint64_t toBits(ElementType type, int ternary = 0, RoundingMode mode = RoundingMode::kNearestEven,
                  OverflowPolicy overflow = OverflowPolicy::kIeee) const;
  // Decimal for messages: `digits` significant digits (0: enough to be exact
  // up to the precision), "nan", "inf", "-0".
  std::string str(int digits = 0) const;

 private:
  mpfr_t value_;
};

class MpcNumber {
 public:
  explicit MpcNumber(mpfr_prec_t precision = 53);
  MpcNumber(const MpcNumber& other);
  MpcNumber& operator=(const MpcNumber& other);
  ~MpcNumber();

  // The exact value of the parts `re`, `im` of part type `partType`.
  static MpcNumber fromBits(uint64_t re, uint64_t im, ElementType partType);

  mpc_ptr get() { return value_; }
  mpc_srcptr get() const { return value_; }
  mpfr_srcptr real() const { return mpc_realref(value_); }
  mpfr_srcptr imag() const { return mpc_imagref(value_); }

 private:
  mpc_t value_;
};

struct RoundingOptions {
  RoundingMode mode = RoundingMode::kNearestEven;
  OverflowPolicy overflow = OverflowPolicy::kIeee;
};

// Correctly rounding MPFR/MPC entry points (mpfr_exp, mpfr_atan2, mpc_log, ...).
using MpfrUnaryFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
using MpfrBinaryFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
using MpcUnaryFn = int (*)(mpc_ptr, mpc_srcptr, mpc_rnd_t);
using MpcBinaryFn = int (*)(mpc_ptr, mpc_srcptr, mpc_srcptr, mpc_rnd_t);

// fn(x) correctly rounded into `out`; x is exact (any precision).
uint64_t roundMpfr(MpfrUnaryFn fn, const MpfrNumber& x, ElementType out,
                   RoundingOptions options = {});
uint64_t roundMpfr(MpfrBinaryFn fn, const MpfrNumber& x, const MpfrNumber& y, ElementType out,
                   RoundingOptions options = {});
// The same on bit patterns of one float format (the result in that format).
uint64_t roundMpfrBits(MpfrUnaryFn fn, uint64_t x, ElementType type, RoundingOptions options = {});
uint64_t roundMpfrBits(MpfrBinaryFn fn, uint64_t x, uint64_t y, ElementType type,
                       RoundingOptions options = {});

// Widens MPFR's exponent range for the lifetime of the object (MPFR's own
// MPFR_SAVE_EXPO idiom), so intermediate values neither overflow nor
// underflow; the caller rounds into the caller's range at the end.
class WideExponentRange {
 public:
  WideExponentRange() : emin_(mpfr_get_emin()), emax_(mpfr_get_emax()) {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
  }
  ~WideExponentRange() { restore(); }
  void restore() {
    mpfr_set_emin(emin_);
    mpfr_set_emax(emax_);
  }

 private:
  mpfr_exp_t emin_;
  mpfr_exp_t emax_;
};

struct ComplexBits {
  uint64_t re = 0;
  uint64_t im = 0;
  bool operator==(const ComplexBits&) const = default;
};

// Complex functions (C Annex G branch cuts and signed zeros, through MPC),
// each part correctly rounded into the part type `partType`.
ComplexBits roundMpc(MpcUnaryFn fn, const MpcNumber& z, ElementType partType,
                     RoundingOptions options = {});
ComplexBits roundMpc(MpcBinaryFn fn, const MpcNumber& z, const MpcNumber& w, ElementType partType,
                     RoundingOptions options = {});
ComplexBits roundMpcBits(MpcUnaryFn fn, ComplexBits z, ElementType partType,
                         RoundingOptions options = {});
ComplexBits roundMpcBits(MpcBinaryFn fn, ComplexBits z, ComplexBits w, ElementType partType,
                         RoundingOptions options = {});

// One evaluation of a composite function at a working precision: the
// approximator writes its result into `out` (whose precision is the working
// precision) and returns a rigorous bound |out − exact| ≤ 2^errorExponent,
// or exact = true when `out` is the exact value.
struct Approximation {
  mpfr_exp_t errorExponent = 0;
  bool exact = false;
};
using Approximator = std::function<Approximation(mpfr_ptr out)>;

struct ZivResult {
  uint64_t bits = 0;
  // False when the error interval still straddled a rounding boundary at
  // `maxPrecision` (the exact value is probably a boundary, such as a
  // midpoint the composition hits exactly): `bits` rounds the last
  // approximation and callers should widen their expectation.
  bool proven = false;
  mpfr_prec_t precision = 0;  // the working precision that decided
};

ZivResult roundApproximation(const Approximator& f, ElementType out, RoundingOptions options = {},
                             mpfr_prec_t maxPrecision = 1 << 14);

// The error exponent of `ulps` (≥ 1) units in the last place of `value` at
// its own precision: 2^result ≥ ulps · ulp(value). For zero or non-finite
// values, the exponent of `ulps` units of the smallest MPFR value.
mpfr_exp_t errorOfUlps(mpfr_srcptr value, unsigned long ulps);

// Frees the constant caches (π, log 2, ...) that MPFR keeps per thread. A
// thread that ran MPFR functions calls it before it exits; otherwise the
// caches leak (LeakSanitizer reports them).
void releaseThreadMpfrCaches();

}  // namespace numerics
}  // namespace hlo_cts
