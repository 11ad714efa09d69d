// Two-level (Ziv) evaluation of correctly rounded f64 functions (Ziv, ACM TOMS
// 17(3), 1991), the f64 counterpart of f32_fast_paths.h: a double-double first
// level y = hi + lo with a proven absolute error bound e
// (oracle/numerics/f64_kernels.h), then a rounding test: when hi + (lo − e) and
// hi + (lo + e) both round to hi, so does the exact value (rounding to nearest
// even is monotone), and hi is the answer. When the test fails, the argument is
// outside the analysed range, or the result would be subnormal or close to
// overflow, the MPFR path decides. Every result equals roundMpfrBits(fn, x,
// kF64) bit for bit (round to nearest even, IEEE overflow); tests compare the
// two on large samples.
//
// Functions with a fast path, keyed by their MPFR entry point:
//   mpfr_exp, mpfr_sin, mpfr_cos, mpfr_log, mpfr_log1p.
#pragma once

#include <cstdint>
#include <span>

#include "numerics/mpfr_number.h"

namespace hlo_cts::oracle {

struct F64UnaryFastPath;  // opaque; lives as long as the program

// The path of `fn`, looked up once (per tensor, not per element); null
// when `fn` has no f64 path.
const F64UnaryFastPath* findF64FastPath(MpfrUnaryFn fn);
bool hasF64FastPath(MpfrUnaryFn fn);

// fn(x) correctly rounded to f64 (x and the result as bits), by the
// two-level path when the host arithmetic is IEEE double rounding to
// nearest with gradual underflow, else by MPFR. `usedMpfr` (optional)
// reports whether MPFR decided. Thread-safe.
uint64_t evaluateF64Fast(const F64UnaryFastPath& path, uint64_t x, bool* usedMpfr = nullptr);
// The same over a run of elements, out[i] = fn(x[i]) (out.size() ==
// x.size()), with the host state read once per run.
void evaluateF64Fast(const F64UnaryFastPath& path, std::span<const uint64_t> x,
                     std::span<uint64_t> out);
// The same with the lookup per call; MPFR for functions without a path.
uint64_t evaluateF64Fast(MpfrUnaryFn fn, uint64_t x, bool* usedMpfr = nullptr);

// For tests: the first level of fn at x, hi + lo ≈ fn(x)·2^-scale with
// |fn(x)·2^-scale − (hi + lo)| ≤ err. False where there is none (no path,
// special values, results proven without one, arguments outside the
// analysed range, a non-IEEE host state).
struct F64FirstLevel {
  double hi = 0;
  double lo = 0;
  double err = 0;
  int scale = 0;
};
bool f64FirstLevel(MpfrUnaryFn fn, uint64_t x, F64FirstLevel& out);
// The relative bound the kernel's analysis proves (sin and cos add the
// reduction's error, computed per argument, to it); 0 without a path.
double f64FirstLevelBound(MpfrUnaryFn fn);
// The rounding test: whether every real within err of hi + lo rounds to hi
// (for err ≥ 2^-1000; smaller err counts as 2^-1000).
bool f64RoundsToHi(double hi, double lo, double err);

}  // namespace hlo_cts::oracle
