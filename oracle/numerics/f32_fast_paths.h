// Two-level (Ziv) evaluation of correctly rounded f32 functions (A. Ziv, "Fast
// evaluation of elementary mathematical functions with correctly rounded last
// bit", ACM TOMS 17(3), 1991; docs/numerics.md): a double-precision first level
// with a proven relative error bound (oracle/numerics/f32_kernels.h), rounded
// to f32 at both ends of a 2^-40 relative interval around it; when the ends
// differ (the exact value may lie on either side of an f32 rounding boundary),
// or the argument is outside the analysed range, the MPFR path decides. Every
// result equals roundMpfrBits(fn, x, kF32) bit for bit (round to nearest even,
// IEEE overflow); tests compare the two on large samples.
//
// Functions with a fast path, keyed by their MPFR entry point:
//   mpfr_exp, mpfr_expm1, mpfr_log, mpfr_log1p, mpfr_sin, mpfr_cos,
//   mpfr_tan, mpfr_tanh, mpfr_rec_sqrt, mpfr_cbrt, mpfr_erf, mpfr_erfc, mpfr_atan,
//   mpfr_sinh, mpfr_cosh, mpfr_asinh, mpfr_acosh, mpfr_atanh, mpfr_asin,
//   mpfr_acos, mpfrLogistic (numerics/mpfr_functions.h), and the
//   binary mpfr_pow and mpfr_atan2.
// Note the MPFR semantics of special values, e.g. mpfr_rec_sqrt(−0) = +Inf
// (IEEE rSqrt gives −Inf): callers with other conventions apply them first.
#pragma once

#include <cstdint>
#include <span>

#include "numerics/mpfr_number.h"

namespace hlo_cts::oracle {

// Whether `fn` has an f32 two-level path.
bool hasF32FastPath(MpfrUnaryFn fn);
bool hasF32FastPath(MpfrBinaryFn fn);

// fn(x) (fn(x, y)) correctly rounded to f32, by the two-level path when
// `fn` has one and the host arithmetic is IEEE round-to-nearest with
// gradual underflow, else by MPFR. `usedMpfr` (optional) reports whether
// MPFR decided.
uint32_t evaluateF32Fast(MpfrUnaryFn fn, uint32_t x, bool* usedMpfr = nullptr);
uint32_t evaluateF32Fast(MpfrBinaryFn fn, uint32_t x, uint32_t y, bool* usedMpfr = nullptr);

// The same with the function looked up once (per tensor, not per element).
struct F32UnaryFastPath;  // opaque; lives as long as the program
// Null when `fn` has no f32 path.
const F32UnaryFastPath* findF32FastPath(MpfrUnaryFn fn);
uint32_t evaluateF32Fast(const F32UnaryFastPath& path, uint32_t x, bool* usedMpfr = nullptr);
// The same over a run of elements, out[i] = fn(x[i]) (out.size() ==
// x.size()): the host state is read once per run, not per element (reading
// SSE's control register costs as much as a first level's arithmetic), and
// the vector first levels run over it (exp and sin: f32_simd.h; sin beyond
// their range and cos: the f64 lanes of f64_simd.h, through
// f32FromCorrectlyRoundedF64).
void evaluateF32Fast(const F32UnaryFastPath& path, std::span<const uint32_t> x,
                     std::span<uint32_t> out);

// For tests: the first level's double approximation of fn(x) (NaN where
// the first level gives none: special values, saturated or exactly
// verified results, out of range), and the relative error bound its
// analysis proves (0 for paths with no approximation to bound: cbrt's
// candidate is checked exactly).
double f32Approximation(MpfrUnaryFn fn, uint32_t x);
double f32ApproximationBound(MpfrUnaryFn fn);
double f32Approximation(MpfrBinaryFn fn, uint32_t x, uint32_t y);
double f32ApproximationBound(MpfrBinaryFn fn);
// The decision margin: results are decided where the relative interval
// ±f32DecisionMargin() around the approximation rounds to one f32 value.
double f32DecisionMargin();

// RN_f32(f) from d = RN_f64(f) (bits; the double rounding of an f32 path
// that takes an f64 path's correctly rounded result), or false where d
// alone cannot tell: d an f32 rounding midpoint, or d outside the f32
// normal range and not itself an f32 value.
bool f32FromCorrectlyRoundedF64(uint64_t d, uint32_t& out);

// cbrt's exact check: whether `candidate` (an f32) is the correctly
// rounded cbrt of the finite nonzero f32 x (for tests).
bool f32CbrtRoundsTo(uint32_t x, uint32_t candidate);

// The first level of the f32 exp path (kept for existing callers): NaN
// where the path does not apply (|x| > 110, NaN, non-IEEE host state).
double f32ExpApproximation(uint32_t x);

}  // namespace hlo_cts::oracle
