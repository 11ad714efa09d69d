#include "oracle/numerics/f32_fast_paths.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <span>

#include "numerics/mpfr_functions.h"
#include "oracle/numerics/f32_kernels.h"
#include "oracle/numerics/f32_simd.h"
#include "oracle/numerics/f64_simd.h"
#include "oracle/numerics/host_arithmetic.h"

namespace hlo_cts::oracle {
namespace {

// ---- the decision ----
//
// A first level returns y with |y − f| ≤ b·|f| for the exact f = fn(x),
// b ≤ 2^-44 (static_asserts below). Then |y − f| ≤ b/(1−b)·|y|, so f lies in
// [y − m'|y|, y + m'|y|] for m' = kMargin − 2u, and that interval lies
// within the computed ends y ∓ y·kMargin (y·kMargin is exact; each end
// moves by at most one rounding, u·|y|). Rounding to nearest even into f32,
// with IEEE overflow to ±Inf and gradual underflow, is monotone, so when
// both ends round to the same f32 value, so does f: that value is
// roundMpfrBits' answer. The margin is 2^-15 of an f32 ulp, so about one
// argument in 30,000 near any rounding boundary goes to MPFR.
constexpr double kMargin = 0x1p-40;
static_assert(f32k::kExpBound <= 0x1p-44 && f32k::kExpm1Bound <= 0x1p-44 &&
              f32k::kLogBound <= 0x1p-44 && f32k::kSinCosBound <= 0x1p-44 &&
              f32k::kTanBound <= 0x1p-44 && f32k::kAtanBound <= 0x1p-44 &&
              f32k::kErfBound <= 0x1p-44 && f32k::kErfcBound <= 0x1p-44 &&
              f32k::kPowBound <= 0x1p-44 && f32k::kAtan2Bound <= 0x1p-44);

// Logistic from exp: exp's 12u, then 1 + e and one division, whose
// condition numbers with respect to e are ≤ 1 (see logisticKernel): 14u.
constexpr double kLogisticBound = f32k::kExpBound + 2 * 0x1p-53;
// tanh = em/(em + 2), em = expm1(2|x|): condition ≤ 1, plus 2 roundings.
constexpr double kTanhBound = f32k::kExpm1Bound + 2 * 0x1p-53;
// 1/sqrt(x): IEEE sqrt and division, each correctly rounded: < 2u + u².
constexpr double kRsqrtBound = 3 * 0x1p-53;
static_assert(kLogisticBound <= 0x1p-44 && kTanhBound <= 0x1p-44 &&
              f32k::kLog1pDoubleBound <= 0x1p-44 && f32k::kSinhTaylorBound <= 0x1p-44 &&
              f32k::kAsinBound <= 0x1p-44 && f32k::kAcosBound <= 0x1p-44);

float asFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint32_t floatBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

float toFloat(double d) {
  return static_cast<float>(d);
}  // IEEE RNE conversion

// What a first level knows about fn(x).
struct Decision {
  enum class Kind : uint8_t {
    kApprox,     // value approximates fn(x) within the kernel's bound
    kProven,     // value is the correctly rounded f32 result itself
    kDomainNaN,  // fn(x) is NaN (the same f32 bits as MPFR's NaN for a NaN input)
    kMpfr,       // outside the analysed range
  };
  Kind kind;
  double value;
};

Decision approx(double y) {
  return {Decision::Kind::kApprox, y};
}
Decision proven(float result) {
  return {Decision::Kind::kProven, result};
}
constexpr Decision kDomainNaN{Decision::Kind::kDomainNaN, 0};
constexpr Decision kUseMpfr{Decision::Kind::kMpfr, 0};

bool decide(Decision d, uint32_t nan, uint32_t& out) {
  switch (d.kind) {
    case Decision::Kind::kProven:
      out = floatBits(toFloat(d.value));  // exact: value is an f32
      return true;
    case Decision::Kind::kDomainNaN:
      out = nan;
      return true;
    case Decision::Kind::kMpfr:
      return false;
    case Decision::Kind::kApprox:
      break;
  }
  const double y = d.value;
  if (std::isnan(y)) return false;
  const uint32_t lo = floatBits(toFloat(y - y * kMargin));
  const uint32_t hi = floatBits(toFloat(y + y * kMargin));
  if (lo != hi) return false;
  out = lo;
  return true;
}

// ---- unary first levels (x finite and nonzero) ----

Decision expKernel(float x) {
  if (x > 110) return proven(INFINITY);  // e^x > 2^158: overflow
  if (x < -110) return proven(0.0f);     // 0 < e^x < 2^-158 < 2^-150: +0
  return approx(f32k::exp(x));
}

Decision expm1Kernel(float x) {
  if (x > 110) return proven(INFINITY);
  if (x < -110) return proven(-1.0f);  // in (−1, −1 + 2^-158): nearest is −1
  return approx(f32k::expm1(x));
}

Decision logKernel(float x) {
  if (x < 0) return kDomainNaN;
  return approx(f32k::log(x));
}

Decision log1pKernel(float x) {
  if (x < -1) return kDomainNaN;
  if (x == -1) return kUseMpfr;  // −Inf, with MPFR's divide-by-zero conventions
  return approx(f32k::log1p(x));
}

Decision sinKernel(float x) {
  f32k::Reduced red;
  if (!f32k::reduceHalfPi(x, red)) return kUseMpfr;
  double v = (red.quadrant & 1) ? f32k::cosReduced(red.r) : f32k::sinReduced(red.r);
  if (red.quadrant & 2) v = -v;
  return approx(x < 0 ? -v : v);
}

Decision cosKernel(float x) {
  f32k::Reduced red;
  if (!f32k::reduceHalfPi(x, red)) return kUseMpfr;
  double v = (red.quadrant & 1) ? f32k::sinReduced(red.r) : f32k::cosReduced(red.r);
  if ((red.quadrant + 1) & 2) v = -v;  // quadrants 1 and 2
  return approx(v);
}

Decision tanKernel(float x) {
  f32k::Reduced red;
  if (!f32k::reduceHalfPi(x, red)) return kUseMpfr;
  const double s = f32k::sinReduced(red.r), c = f32k::cosReduced(red.r);
  const double v = (red.quadrant & 1) ? -c / s : s / c;
  return approx(x < 0 ? -v : v);
}

// tanh(x) = em/(em + 2) with em = expm1(2|x|) (2x is exact).
Decision tanhKernel(float x) {
  const double ax = std::fabs(double{x});
  // 1 − tanh(10) = 2/(e^20 + 1) < 2^-27 < 2^-25: rounds to ±1.
  if (ax >= 10) return proven(std::copysign(1.0f, x));
  const double em = f32k::expm1(2 * ax);
  return approx(std::copysign(em / (em + 2), double{x}));
}

// logistic(x) = 1/(1 + e) with e = e^−x for x ≥ 0, e/(1 + e) with e = e^x
// for x < 0; both have condition ≤ 1 with respect to e.
Decision logisticKernel(float x) {
  if (x > 110) return proven(1.0f);   // in (1 − 2^-158, 1): nearest is 1
  if (x < -110) return proven(0.0f);  // in (0, 2^-158): rounds to +0
  if (x >= 0) return approx(1 / (1 + f32k::exp(-double{x})));
  const double e = f32k::exp(x);
  return approx(e / (1 + e));
}

Decision rsqrtKernel(float x) {
  if (x < 0) return kDomainNaN;
  return approx(1 / std::sqrt(double{x}));
}

// The exact comparison of a·2^ea with b·2^eb for integers a < 2^78 and
// b < 2^24 (so shifts in [−103, 49] fit in 128 bits); 0 when the shift is
// outside that range or the two are equal (the caller then gives up).
int compareScaled(unsigned __int128 a, int ea, unsigned __int128 b, int eb) {
  const int shift = ea - eb;
  if (shift < -103 || shift > 49) return 0;
  if (shift >= 0)
    a <<= shift;
  else
    b <<= -shift;
  return a < b ? -1 : (a > b ? 1 : 0);
}

// cbrt's check: c (positive, finite) is RN(cbrt |x|) iff m−³ < |x| < m+³
// for the midpoints m± between c and its neighbours (a midpoint has 25
// significant bits and an odd last one, so its cube is never an f32: no
// ties). The cubes of 25-bit integers fit in 128 bits.
bool cbrtRoundsTo(float ax, float c) {
  const uint32_t xb = floatBits(ax), cb = floatBits(c);
  const int xe = static_cast<int>(xb >> 23);
  const uint64_t xm = xe ? (xb & 0x7FFFFF) | 0x800000 : xb;  // |x| = xm·2^(max(xe,1) − 150)
  const int x_exp = (xe ? xe : 1) - 150;
  const int ce = static_cast<int>(cb >> 23);
  if (ce == 0 || ce >= 255) return false;          // cbrt of an f32 is always normal
  const uint64_t cm = (cb & 0x7FFFFF) | 0x800000;  // c = cm·2^(ce − 150)
  const int c_exp = ce - 150;
  using u128 = unsigned __int128;
  // m+ = (2cm + 1)·2^(c_exp − 1); m− = (2cm − 1)·2^(c_exp − 1), or
  // (4cm − 1)·2^(c_exp − 2) when c is a power of two (the gap below halves).
  const u128 up = 2 * cm + 1;
  const bool power_of_two = cm == 0x800000;
  const u128 down = power_of_two ? 4 * cm - 1 : 2 * cm - 1;
  const int down_exp = power_of_two ? c_exp - 2 : c_exp - 1;
  return compareScaled(up * up * up, 3 * (c_exp - 1), xm, x_exp) == 1 &&
         compareScaled(down * down * down, 3 * down_exp, xm, x_exp) == -1;
}

// cbrt: the candidate RN(cbrt |x|) computed in double (host cbrt, used as a
// guess only, no error bound assumed) is checked exactly.
Decision cbrtKernel(float x) {
  const float ax = std::fabs(x);
  const float c = toFloat(std::cbrt(double{ax}));
  if (!cbrtRoundsTo(ax, c)) return kUseMpfr;
  return proven(std::copysign(c, x));
}

Decision erfKernel(float x) {
  // 1 − erf(4) = erfc(4) < 1.6e-8 < 2^-25: rounds to ±1.
  if (std::fabs(x) >= 4) return proven(std::copysign(1.0f, x));
  return approx(f32k::erf(x));
}

Decision erfcKernel(float x) {
  // erfc(−4) = 2 − erfc(4) with erfc(4) < 1.6e-8 < 2^-24: rounds to 2.
  if (x <= -4) return proven(2.0f);
  // erfc(10.45) < e^{−109.2}/18.5 < 2^-160 < 2^-150: rounds to +0.
  if (x >= 10.45f) return proven(0.0f);
  return approx(f32k::erfc(x));
}

Decision atanKernel(float x) {
  return approx(std::copysign(f32k::atan(std::fabs(double{x})), double{x}));
}

// cosh|x| = (e + 1/e)/2 with e = exp(|x|): 12u and 13u on positive terms,
// the sum u, an exact halving: < 14u.
constexpr double kCoshBound = 14 * 0x1p-53;

Decision coshKernel(float x) {
  const double ax = std::fabs(double{x});
  if (ax > 110) return proven(INFINITY);  // cosh > e^110/2 > 2^157: overflow
  const double e = f32k::exp(ax);
  return approx((e + 1 / e) / 2);
}

// sinh: for |x| ≤ 1 its Taylor polynomial (< 5u); else (e − 1/e)/2 with
// e = exp(|x|), whose errors 12u and 13u are magnified by at most
// coth 1 < 1.32 (< 17.2u), plus one rounding: < 19u.
constexpr double kSinhBound = 19 * 0x1p-53;

Decision sinhKernel(float x) {
  const double ax = std::fabs(double{x});
  if (ax > 110) return proven(std::copysign(INFINITY, x));
  if (ax <= 1) return approx(f32k::sinhTaylor(x));
  const double e = f32k::exp(ax);
  return approx(std::copysign((e - 1 / e) / 2, double{x}));
}

// asinh|x| = log1p(t), t = |x| + x²/(1 + √(1 + x²)) (as √(1 + x²) − 1 =
// x²/(1 + √(1 + x²))): x² is exact, the other five operations act on
// positive terms, so t errs by < 4.5u; log1p's condition for t ≥ 0 is ≤ 1:
// < 4.5u + 11u.
constexpr double kAsinhBound = 16 * 0x1p-53;

Decision asinhKernel(float x) {
  const double ax = std::fabs(double{x});
  const double x2 = ax * ax;
  const double t = ax + x2 / (1 + std::sqrt(1 + x2));
  return approx(std::copysign(f32k::log1pOfDouble(t), double{x}));
}

// acosh x (x ≥ 1):
//  - x < 2^26: log1p(t), t = (x − 1) + √((x − 1)(x + 1)); x ∓ 1 are exact
//    (x's lowest bit is ≥ 2^-23), the product u, the root 1.5u, the sum u:
//    t errs by < 2.5u, passed on with factor ≤ 1: < 13.5u.
//  - x ≥ 2^26: log(2x) − δ with 0 < δ < 1/(4x²) < 2^-54, against
//    acosh x > 18: log's 10u plus < 2^-58: < 11u.
constexpr double kAcoshBound = 14 * 0x1p-53;

Decision acoshKernel(float x) {
  if (x < 1) return kDomainNaN;
  const double d = x;
  if (d >= 0x1p26) return approx(f32k::log(2 * d));
  return approx(f32k::log1pOfDouble((d - 1) + std::sqrt((d - 1) * (d + 1))));
}

// atanh|x| = log1p(t)/2, t = 2|x|/(1 − |x|) for |x| < 1: 2|x| is exact,
// 1 − |x| exact (or within u for |x| < 2^-29), the division u: t errs by
// < 2u + u², passed on with factor ≤ 1; the halving is exact: < 13u.
constexpr double kAtanhBound = 13 * 0x1p-53;

Decision atanhKernel(float x) {
  const double ax = std::fabs(double{x});
  if (ax > 1) return kDomainNaN;
  if (ax == 1) return kUseMpfr;  // ±Inf, with MPFR's divide-by-zero conventions
  return approx(std::copysign(f32k::log1pOfDouble(2 * ax / (1 - ax)) / 2, double{x}));
}

static_assert(kCoshBound <= 0x1p-44 && kSinhBound <= 0x1p-44 && kAsinhBound <= 0x1p-44 &&
              kAcoshBound <= 0x1p-44 && kAtanhBound <= 0x1p-44);

Decision asinKernel(float x) {
  if (std::fabs(x) > 1) return kDomainNaN;
  if (std::fabs(x) == 1) return kUseMpfr;  // ±RN(π/2)
  return approx(f32k::asin(x));
}

Decision acosKernel(float x) {
  if (std::fabs(x) > 1) return kDomainNaN;
  return approx(f32k::acos(x));  // acos(1) = +0 exactly, acos(−1) = π
}

// ---- binary first levels (x, y finite and nonzero) ----

bool isOddInteger(float y) {
  return std::fabs(y) < 0x1p24f && std::trunc(y) == y && (static_cast<int64_t>(y) & 1);
}

Decision powKernel(float x, float y) {
  bool negate = false;
  if (x < 0) {
    if (std::trunc(y) != y) return kDomainNaN;  // negative base, non-integer power
    negate = isOddInteger(y);
  }
  int saturated;
  const double v = f32k::pow(std::fabs(x), y, saturated);
  if (saturated > 0) return proven(negate ? -INFINITY : INFINITY);
  if (saturated < 0) return proven(negate ? -0.0f : 0.0f);
  return approx(negate ? -v : v);
}

Decision atan2Kernel(float y, float x) {
  return approx(f32k::atan2(y, x));
}

// 0..4 for +0, −0, +Inf, −Inf, NaN; −1 for finite nonzero values.
int specialIndex(uint32_t x) {
  const uint32_t magnitude = x & 0x7FFFFFFF;
  if (magnitude == 0) return static_cast<int>(x >> 31);
  if (magnitude == 0x7F800000) return 2 + static_cast<int>(x >> 31);
  if (magnitude > 0x7F800000) return 4;
  return -1;
}

constexpr uint32_t kSpecialInputs[5] = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000};

struct BinaryPath {
  MpfrBinaryFn fn;
  Decision (*kernel)(float x, float y);
  double bound;
};

const BinaryPath kBinaryPaths[] = {
    {mpfr_pow, powKernel, f32k::kPowBound},
    {mpfr_atan2, atan2Kernel, f32k::kAtan2Bound},
};

const BinaryPath* findBinary(MpfrBinaryFn fn) {
  for (const BinaryPath& p : kBinaryPaths)
    if (p.fn == fn) return &p;
  return nullptr;
}

// The f32 bits of MPFR's NaN (the same for every function and input).
uint32_t canonicalNaN() {
  static const uint32_t nan = static_cast<uint32_t>(MpfrNumber().toBits(ElementType::kF32));
  return nan;
}

}  // namespace

struct F32UnaryFastPath {
  MpfrUnaryFn fn;
  Decision (*kernel)(float x);
  double bound;
};

namespace {

const F32UnaryFastPath kUnaryPaths[] = {
    {mpfr_exp, expKernel, f32k::kExpBound},
    {mpfr_expm1, expm1Kernel, f32k::kExpm1Bound},
    {mpfr_log, logKernel, f32k::kLogBound},
    {mpfr_log1p, log1pKernel, f32k::kLogBound},
    {mpfr_sin, sinKernel, f32k::kSinCosBound},
    {mpfr_cos, cosKernel, f32k::kSinCosBound},
    {mpfr_tan, tanKernel, f32k::kTanBound},
    {mpfr_tanh, tanhKernel, kTanhBound},
    {mpfrLogistic, logisticKernel, kLogisticBound},
    {mpfr_rec_sqrt, rsqrtKernel, kRsqrtBound},
    {mpfr_cbrt, cbrtKernel, 0},
    {mpfr_erf, erfKernel, f32k::kErfBound},
    {mpfr_erfc, erfcKernel, f32k::kErfcBound},
    {mpfr_atan, atanKernel, f32k::kAtanBound},
    {mpfr_sinh, sinhKernel, kSinhBound},
    {mpfr_cosh, coshKernel, kCoshBound},
    {mpfr_asinh, asinhKernel, kAsinhBound},
    {mpfr_acosh, acoshKernel, kAcoshBound},
    {mpfr_atanh, atanhKernel, kAtanhBound},
    {mpfr_asin, asinKernel, f32k::kAsinBound},
    {mpfr_acos, acosKernel, f32k::kAcosBound},
};
constexpr size_t kNumUnaryPaths = sizeof(kUnaryPaths) / sizeof(kUnaryPaths[0]);

// MPFR's results for the special inputs of every path, computed once: the
// fast path returns these very bits.
const std::array<uint32_t, 5>& specialResults(const F32UnaryFastPath& path) {
  static const auto table = [] {
    std::array<std::array<uint32_t, 5>, kNumUnaryPaths> t{};
    for (size_t p = 0; p < kNumUnaryPaths; ++p)
      for (int s = 0; s < 5; ++s)
        t[p][s] = static_cast<uint32_t>(
            roundMpfrBits(kUnaryPaths[p].fn, kSpecialInputs[s], ElementType::kF32));
    return t;
  }();
  return table[static_cast<size_t>(&path - kUnaryPaths)];
}

}  // namespace

const F32UnaryFastPath* findF32FastPath(MpfrUnaryFn fn) {
  for (const F32UnaryFastPath& p : kUnaryPaths)
    if (p.fn == fn) return &p;
  return nullptr;
}

bool hasF32FastPath(MpfrUnaryFn fn) {
  return findF32FastPath(fn) != nullptr;
}

bool hasF32FastPath(MpfrBinaryFn fn) {
  return findBinary(fn) != nullptr;
}

namespace {

// One element, with the host state already checked (`ieee`).
uint32_t evaluateChecked(const F32UnaryFastPath& path, uint32_t x, bool ieee, uint32_t nan,
                         bool* usedMpfr) {
  uint32_t result = 0;
  bool decided;
  if (const int s = specialIndex(x); s >= 0) {
    result = specialResults(path)[s];
    decided = true;
  } else {
    decided = ieee && decide(path.kernel(asFloat(x)), nan, result);
  }
  if (usedMpfr) *usedMpfr = !decided;
  if (decided) return result;
  return static_cast<uint32_t>(roundMpfrBits(path.fn, x, ElementType::kF32));
}

}  // namespace

uint32_t evaluateF32Fast(const F32UnaryFastPath& path, uint32_t x, bool* usedMpfr) {
  return evaluateChecked(path, x, hostArithmeticIsIeee(), canonicalNaN(), usedMpfr);
}

// f32 rounding midpoints are doubles (25 significant bits; below FLT_MIN
// multiples of 2^-150) and rounding to f64 is monotone, so f and d lie on
// the same side of every midpoint unless d is one, the only case in which
// RN_f32(d) may differ from RN_f32(f). An f32 value d is RN_f32(f) (f is
// within half an f64 ulp of it); otherwise, in the normal range, d is a
// midpoint exactly when its 29 significand bits below the f32 ones are
// 1000…0.
bool f32FromCorrectlyRoundedF64(uint64_t d, uint32_t& out) {
  const double value = std::bit_cast<double>(d);
  const float rounded = static_cast<float>(value);
  const uint64_t magnitude = d & 0x7FFFFFFFFFFFFFFF;
  const bool isF32 = static_cast<double>(rounded) == value;
  if (!isF32) {
    if (!(magnitude >= std::bit_cast<uint64_t>(0x1p-126) &&
          magnitude < std::bit_cast<uint64_t>(0x1p128)))
      return false;
    if ((d & 0x1FFFFFFF) == 0x10000000) return false;
  }
  out = floatBits(rounded);
  return true;
}

namespace {

// The vector first levels of `path`: f32 lanes (f32_simd.h), and f64
// lanes (f64_simd.h), whose correctly rounded results decide, through
// f32FromCorrectlyRoundedF64, what the f32 lanes leave: sin beyond
// |x| < 0.78125 and cos.
using F32Lanes = void (*)(const uint32_t*, uint32_t*, uint32_t*, size_t, double);
using F64Lanes = void (*)(const uint64_t*, uint64_t*, uint64_t*, size_t, double*);
F32Lanes f32LanesOf(const F32UnaryFastPath& path) {
  return path.fn == mpfr_exp ? f32k::expLanes : path.fn == mpfr_sin ? f32k::sinLanes : nullptr;
}
F64Lanes f64LanesOf(const F32UnaryFastPath& path) {
  return path.fn == mpfr_sin ? f64k::sinLanes : path.fn == mpfr_cos ? f64k::cosLanes : nullptr;
}

}  // namespace

void evaluateF32Fast(const F32UnaryFastPath& path, std::span<const uint32_t> x,
                     std::span<uint32_t> out) {
  const bool ieee = hostArithmeticIsIeee();
  const uint32_t nan = canonicalNaN();
  const F32Lanes lanes = f32LanesOf(path);
  const F64Lanes wideLanes = f64LanesOf(path);
  if (!ieee || (!lanes && !wideLanes)) {
    for (size_t i = 0; i < x.size(); ++i) out[i] = evaluateChecked(path, x[i], ieee, nan, nullptr);
    return;
  }
  // The vector first levels, then the scalar path for what they leave.
  constexpr size_t kRun = 512;
  std::array<uint32_t, kRun> decided;
  std::array<uint64_t, kRun> wideIn, wideOut, wideDecided;
  std::array<uint16_t, kRun> wideAt;
  for (size_t start = 0; start < x.size(); start += kRun) {
    const size_t n = std::min(kRun, x.size() - start);
    if (lanes)
      lanes(x.data() + start, out.data() + start, decided.data(), n, kMargin);
    else
      std::fill_n(decided.begin(), n, 0);
    // A few undecided elements (f32 lanes at rounding boundaries) take the
    // scalar path: it is as fast for them, and the f64 lanes' tables cost a
    // millisecond to build on first use.
    const bool wide = wideLanes && std::count(decided.begin(), decided.begin() + n, 0u) >= 16;
    size_t m = 0;
    for (size_t i = 0; i < n; ++i) {
      if (decided[i]) continue;
      if (wide) {
        wideAt[m] = static_cast<uint16_t>(i);
        wideIn[m++] = std::bit_cast<uint64_t>(static_cast<double>(asFloat(x[start + i])));
      } else {
        out[start + i] = evaluateChecked(path, x[start + i], ieee, nan, nullptr);
      }
    }
    if (m == 0) continue;
    wideLanes(wideIn.data(), wideOut.data(), wideDecided.data(), m, nullptr);
    for (size_t k = 0; k < m; ++k) {
      const size_t i = start + wideAt[k];
      if (!wideDecided[k] || !f32FromCorrectlyRoundedF64(wideOut[k], out[i]))
        out[i] = evaluateChecked(path, x[i], ieee, nan, nullptr);
    }
  }
}

uint32_t evaluateF32Fast(MpfrUnaryFn fn, uint32_t x, bool* usedMpfr) {
  if (const F32UnaryFastPath* path = findF32FastPath(fn))
    return evaluateF32Fast(*path, x, usedMpfr);
  if (usedMpfr) *usedMpfr = true;
  return static_cast<uint32_t>(roundMpfrBits(fn, x, ElementType::kF32));
}

uint32_t evaluateF32Fast(MpfrBinaryFn fn, uint32_t x, uint32_t y, bool* usedMpfr) {
  uint32_t result = 0;
  const BinaryPath* path = findBinary(fn);
  // Zeros, infinities and NaNs (pow(x, ±0) = 1, pow(1, NaN) = 1, the signs
  // of atan2(±0, ±0), ...) are MPFR's.
  const bool decided = path && specialIndex(x) < 0 && specialIndex(y) < 0 &&
                       hostArithmeticIsIeee() &&
                       decide(path->kernel(asFloat(x), asFloat(y)), canonicalNaN(), result);
  if (usedMpfr) *usedMpfr = !decided;
  if (decided) return result;
  return static_cast<uint32_t>(roundMpfrBits(fn, x, y, ElementType::kF32));
}

double f32Approximation(MpfrUnaryFn fn, uint32_t x) {
  const F32UnaryFastPath* path = findF32FastPath(fn);
  if (!path || specialIndex(x) >= 0 || !hostArithmeticIsIeee()) return NAN;
  const Decision d = path->kernel(asFloat(x));
  return d.kind == Decision::Kind::kApprox ? d.value : NAN;
}

double f32ApproximationBound(MpfrUnaryFn fn) {
  const F32UnaryFastPath* path = findF32FastPath(fn);
  return path ? path->bound : 0;
}

double f32Approximation(MpfrBinaryFn fn, uint32_t x, uint32_t y) {
  const BinaryPath* path = findBinary(fn);
  if (!path || specialIndex(x) >= 0 || specialIndex(y) >= 0 || !hostArithmeticIsIeee()) return NAN;
  const Decision d = path->kernel(asFloat(x), asFloat(y));
  return d.kind == Decision::Kind::kApprox ? d.value : NAN;
}

double f32ApproximationBound(MpfrBinaryFn fn) {
  const BinaryPath* path = findBinary(fn);
  return path ? path->bound : 0;
}

double f32DecisionMargin() {
  return kMargin;
}

bool f32CbrtRoundsTo(uint32_t x, uint32_t candidate) {
  const float c = asFloat(candidate);
  if (specialIndex(x) >= 0 || specialIndex(candidate) >= 0 ||
      std::signbit(c) != std::signbit(asFloat(x)))
    return false;
  return cbrtRoundsTo(std::fabs(asFloat(x)), std::fabs(c));
}

double f32ExpApproximation(uint32_t x) {
  if (!hostArithmeticIsIeee()) return NAN;
  return f32k::exp(asFloat(x));  // NaN for NaN and |x| > 110
}

}  // namespace hlo_cts::oracle
