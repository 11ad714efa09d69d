#include "oracle/numerics/f64_fast_paths.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "oracle/numerics/f64_kernels.h"
#include "oracle/numerics/f64_simd.h"
#include "oracle/numerics/host_arithmetic.h"

namespace hlo_cts::oracle {
namespace f64k {
namespace {

// What a first level knows about fn(x).
struct Decision {
  enum class Kind : uint8_t {
    kApprox,     // approx bounds fn(x)·2^-scale
    kProven,     // value is the correctly rounded result itself
    kDomainNaN,  // fn(x) is NaN (the same bits as MPFR's NaN for a NaN input)
    kMpfr,       // outside the analysed range
  };
  Kind kind;
  Approx approx;
  double value;
};

Decision approximated(Approx a) {
  return {Decision::Kind::kApprox, a, 0};
}
Decision proven(double result) {
  return {Decision::Kind::kProven, {}, result};
}
constexpr Decision kDomainNaN{Decision::Kind::kDomainNaN, {}, 0};
constexpr Decision kMpfrDecides{Decision::Kind::kMpfr, {}, 0};

// ---- first levels (x finite and nonzero) ----

Decision expKernel(double x) {
  // e^709.79 > 2^1024·(1 − 2^-54), the overflow threshold: +Inf.
  if (x >= 709.79) return proven(INFINITY);
  // e^−745.2 < 2^-1075, half the smallest subnormal: +0.
  if (x <= -745.2) return proven(0.0);
  // e^x within (1 − 2^-54, 1 + 2^-53), the midpoints around 1: 1.
  if (std::fabs(x) < 0x1p-54) return proven(1.0);
  // Results near overflow, and subnormal ones (below e^−708.39).
  if (x > 709.7 || x < -708.3) return kMpfrDecides;
  return approximated(exp(x));
}

// sin or cos of x ≥ 0 through the reduction x = k·π/2 + r: the kernel's
// relative bound on the value at the computed r, plus the reduction's
// error (|sin'|, |cos'| ≤ 1), which dominates near multiples of π/2. The
// 0.1% surplus covers |exact| ≤ |hi|·(1 + 2^-51) and err's own roundings.
Decision sinCosOfNonNegative(double x, bool cosine, bool negate) {
  Reduced red;
  if (!reduceHalfPi(x, red) || !(std::fabs(red.r.hi) >= 0x1p-200)) return kMpfrDecides;
  const bool odd = red.quadrant & 1;
  Dd v = odd != cosine ? cosReduced(red.r) : sinReduced(red.r);
  // sin: quadrants 2, 3 negative; cos: quadrants 1, 2.
  if (((cosine ? red.quadrant + 1 : red.quadrant) & 2) != 0) negate = !negate;
  if (negate) v = {-v.hi, -v.lo};
  const double err = std::fabs(v.hi) * (kSinCosBound * 1.001) + red.err * 1.001;
  return approximated({v.hi, v.lo, err, 0});
}

Decision sinKernel(double x) {
  const double ax = std::fabs(x);
  // Subnormal results.
  if (ax < 0x1p-1022) return kMpfrDecides;
  // For 2^-1022 ≤ |x| < 2^-27, 0 < |x| − |sin x| < |x|³/6 < 2^-54·2^E
  // (|x| in [2^E, 2^(E+1))), under half the spacing below |x|: sin x
  // rounds to x.
  if (ax < 0x1p-27) return proven(x);
  return sinCosOfNonNegative(ax, false, x < 0);
}

Decision cosKernel(double x) {
  const double ax = std::fabs(x);
  // 0 < 1 − cos x < x²/2 < 2^-55, under half the spacing below 1: 1.
  if (ax < 0x1p-27) return proven(1.0);
  return sinCosOfNonNegative(ax, true, false);
}

Decision logKernel(double x) {
  if (x < 0) return kDomainNaN;
  if (x == 1) return proven(0.0);  // log 1 = +0; no other result is 0, subnormal or huge
  return approximated(log(x));
}

Decision log1pKernel(double x) {
  if (x < -1) return kDomainNaN;
  if (x == -1) return kMpfrDecides;  // −Inf, with MPFR's divide-by-zero conventions
  const double ax = std::fabs(x);
  if (ax < 0x1p-1022) return kMpfrDecides;  // subnormal results
  // |log1p(x) − x| ≤ x²/2·(1 + |x|) < 2^-61·|x|, under half the spacing of
  // the doubles next to x (≥ 2^-54·|x|): log1p x rounds to x.
  if (ax < 0x1p-60) return proven(x);
  return approximated(log1p(x));
}

// 0..4 for +0, −0, +Inf, −Inf, NaN; −1 for finite nonzero values.
int specialIndex(uint64_t x) {
  const uint64_t magnitude = x & 0x7FFFFFFFFFFFFFFF;
  if (magnitude == 0) return static_cast<int>(x >> 63);
  if (magnitude == 0x7FF0000000000000) return 2 + static_cast<int>(x >> 63);
  if (magnitude > 0x7FF0000000000000) return 4;
  return -1;
}

constexpr uint64_t kSpecialInputs[5] = {0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000,
                                        0xFFF0000000000000, 0x7FF8000000000000};

}  // namespace
}  // namespace f64k

// ---- the rounding test ----
//
// Let z be the exact value, |z − (hi + lo)| ≤ err. With
// e = RN(RN(err·(1 + 2^-20)) + RN(|lo|·2^-51)) and err ≥ 2^-1000 (so the
// underflow of |lo|·2^-51, ≤ 2^-1075, is below err·2^-21),
// e·(1 − u) ≥ err + u·|lo|, hence RN(lo − e) ≤ lo − e + u·|lo − e| ≤
// lo − err and likewise RN(lo + e) ≥ lo + err. So
// hi + RN(lo − e) ≤ z ≤ hi + RN(lo + e), and rounding to nearest is
// monotone: when both ends round to hi (one rounding each: the sums are
// exact reals before the addition rounds), RN(z) = hi.
bool f64RoundsToHi(double hi, double lo, double err) {
  const double e = std::max(err, 0x1p-1000) * (1 + 0x1p-20) + std::fabs(lo) * 0x1p-51;
  return hi + (lo - e) == hi && hi + (lo + e) == hi;
}

struct F64UnaryFastPath {
  MpfrUnaryFn fn;
  f64k::Decision (*kernel)(double x);
  double bound;
  // The vector first level (f64_simd.h), or null.
  void (*lanes)(const uint64_t* x, uint64_t* out, uint64_t* decided, size_t n, double* firstLevel);
};

namespace {

const F64UnaryFastPath kF64UnaryPaths[] = {
    {mpfr_exp, f64k::expKernel, f64k::kExpBound, f64k::expLanes},
    {mpfr_sin, f64k::sinKernel, f64k::kSinCosBound, f64k::sinLanes},
    {mpfr_cos, f64k::cosKernel, f64k::kSinCosBound, f64k::cosLanes},
    {mpfr_log, f64k::logKernel, f64k::kLogBound, nullptr},
    {mpfr_log1p, f64k::log1pKernel, f64k::kLogBound, nullptr},
};
constexpr size_t kNumF64UnaryPaths = sizeof(kF64UnaryPaths) / sizeof(kF64UnaryPaths[0]);

// MPFR's results for the special inputs of every path, computed once: the
// fast path returns these very bits.
const std::array<uint64_t, 5>& f64SpecialResults(const F64UnaryFastPath& path) {
  static const auto table = [] {
    std::array<std::array<uint64_t, 5>, kNumF64UnaryPaths> t{};
    for (size_t p = 0; p < kNumF64UnaryPaths; ++p)
      for (int s = 0; s < 5; ++s)
        t[p][s] = roundMpfrBits(kF64UnaryPaths[p].fn, f64k::kSpecialInputs[s], ElementType::kF64);
    return t;
  }();
  return table[static_cast<size_t>(&path - kF64UnaryPaths)];
}

// The correctly rounded result when the first level decides (`nan`: the
// bits of MPFR's NaN).
bool decideF64(const f64k::Decision& d, uint64_t nan, uint64_t& out) {
  using Kind = f64k::Decision::Kind;
  if (d.kind == Kind::kProven) {
    out = std::bit_cast<uint64_t>(d.value);
    return true;
  }
  if (d.kind == Kind::kDomainNaN) {
    out = nan;
    return true;
  }
  if (d.kind == Kind::kMpfr) return false;
  const f64k::Approx& a = d.approx;
  if (!f64RoundsToHi(a.hi, a.lo, a.err)) return false;
  // Exact: the kernels scale only where the result is a normal double.
  out = std::bit_cast<uint64_t>(a.hi * f32k::powerOfTwo(a.scale));
  return true;
}

}  // namespace

const F64UnaryFastPath* findF64FastPath(MpfrUnaryFn fn) {
  for (const F64UnaryFastPath& p : kF64UnaryPaths)
    if (p.fn == fn) return &p;
  return nullptr;
}

bool hasF64FastPath(MpfrUnaryFn fn) {
  return findF64FastPath(fn) != nullptr;
}

namespace {

// One element, with the host state already checked (`ieee`).
uint64_t evaluateChecked(const F64UnaryFastPath& path, const std::array<uint64_t, 5>& specials,
                         uint64_t x, bool ieee, bool* usedMpfr) {
  uint64_t result = 0;
  bool decided;
  if (const int s = f64k::specialIndex(x); s >= 0) {
    result = specials[s];
    decided = true;
  } else {
    decided = ieee && decideF64(path.kernel(std::bit_cast<double>(x)), specials[4], result);
  }
  if (usedMpfr) *usedMpfr = !decided;
  if (decided) return result;
  return roundMpfrBits(path.fn, x, ElementType::kF64);
}

}  // namespace

uint64_t evaluateF64Fast(const F64UnaryFastPath& path, uint64_t x, bool* usedMpfr) {
  return evaluateChecked(path, f64SpecialResults(path), x, hostArithmeticIsIeee(), usedMpfr);
}

void evaluateF64Fast(const F64UnaryFastPath& path, std::span<const uint64_t> x,
                     std::span<uint64_t> out) {
  const bool ieee = hostArithmeticIsIeee();
  const std::array<uint64_t, 5>& specials = f64SpecialResults(path);
  if (!ieee || !path.lanes) {
    for (size_t i = 0; i < x.size(); ++i)
      out[i] = evaluateChecked(path, specials, x[i], ieee, nullptr);
    return;
  }
  // The vector first level, then the scalar path for what it leaves.
  constexpr size_t kRun = 512;
  std::array<uint64_t, kRun> decided;
  for (size_t start = 0; start < x.size(); start += kRun) {
    const size_t n = std::min(kRun, x.size() - start);
    path.lanes(x.data() + start, out.data() + start, decided.data(), n, nullptr);
    for (size_t i = 0; i < n; ++i)
      if (!decided[i])
        out[start + i] = evaluateChecked(path, specials, x[start + i], ieee, nullptr);
  }
}

uint64_t evaluateF64Fast(MpfrUnaryFn fn, uint64_t x, bool* usedMpfr) {
  if (const F64UnaryFastPath* path = findF64FastPath(fn))
    return evaluateF64Fast(*path, x, usedMpfr);
  if (usedMpfr) *usedMpfr = true;
  return roundMpfrBits(fn, x, ElementType::kF64);
}

bool f64FirstLevel(MpfrUnaryFn fn, uint64_t x, F64FirstLevel& out) {
  const F64UnaryFastPath* path = findF64FastPath(fn);
  if (!path || f64k::specialIndex(x) >= 0 || !hostArithmeticIsIeee()) return false;
  const f64k::Decision d = path->kernel(std::bit_cast<double>(x));
  if (d.kind != f64k::Decision::Kind::kApprox) return false;
  out = {d.approx.hi, d.approx.lo, d.approx.err, d.approx.scale};
  return true;
}

double f64FirstLevelBound(MpfrUnaryFn fn) {
  const F64UnaryFastPath* path = findF64FastPath(fn);
  return path ? path->bound : 0;
}

}  // namespace hlo_cts::oracle
