#include "oracle/numerics/unary_cache.h"

#include <cfenv>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <tuple>

namespace hlo_cts::oracle {
namespace {

// ---- exhaustive tables ----

struct TableKey {
  uintptr_t fn;
  bool bitsFn;
  ElementType type;
  RoundingOptions options;
  auto tie() const { return std::tuple(fn, bitsFn, type, options.mode, options.overflow); }
  bool operator<(const TableKey& other) const { return tie() < other.tie(); }
};

struct TableSlot {
  std::once_flag once;
  std::shared_ptr<const UnaryTable> table;
};

// Slots are created under the map lock; each table is then built once,
// outside it, so tables for different functions build concurrently and
// readers of a finished table never wait.
template <class Build>
std::shared_ptr<const UnaryTable> cachedTable(const TableKey& key, Build build) {
  static std::mutex mutex;
  static std::map<TableKey, std::shared_ptr<TableSlot>> slots;
  std::shared_ptr<TableSlot> slot;
  {
    std::lock_guard<std::mutex> lock(mutex);
    std::shared_ptr<TableSlot>& entry = slots[key];
    if (!entry) entry = std::make_shared<TableSlot>();
    slot = entry;
  }
  std::call_once(slot->once, [&] {
    auto table = std::make_shared<UnaryTable>();
    table->type = key.type;
    uint64_t count = uint64_t{1} << floatFormat(key.type)->totalBits;
    table->results.resize(count);
    for (uint64_t x = 0; x < count; ++x) table->results[x] = static_cast<uint16_t>(build(x));
    slot->table = std::move(table);
  });
  return slot->table;
}

// ---- f32 two-level exp ----
//
// exp(x) = 2^(k/64) · exp(r), k = nearest(x·64/ln2), r = x − k·ln2/64.
// Error analysis for |x| ≤ 110 (x an f32, exact in double):
//  - |k| ≤ 110·64/ln2 < 2^14 and C_hi = ln2/64 has 39 significant bits, so
//    k·C_hi is exact; x − k·C_hi is exact (k = 0, or Sterbenz: the two are
//    within a factor 2 since |x − k·C_hi| ≤ ln2/128·(1+2^-40) < |k·C_hi|/2);
//    subtracting k·C_lo adds ≤ 2^-53·|r| + 2^-90.
//  - |r| ≤ 0.0055: the degree-7 Taylor polynomial's truncation is
//    < r^8/8! < 2^-75; its Horner evaluation, with coefficients rounded to
//    double, errs by < 8·2^-53 relative (each step keeps |value| ≤ 1.01).
//  - 2^(j/64) is MPFR's correctly rounded double (≤ 2^-53 relative); one
//    more product (2^-53); the final scaling by 2^(k>>6) is exact (no double
//    overflow or underflow in this range).
// Total relative error < 12·2^-53 < 2^-49. kExpBound = 2^-40 leaves a factor
// 2^9 of margin; whenever [y(1−2^-40), y(1+2^-40)] rounds to one f32 value,
// so does the exact result (rounding is monotone). Otherwise: MPFR.
constexpr double kExpBound = 0x1p-40;

struct ExpConstants {
  double table[64];
  double ln2_64_hi;
  double ln2_64_lo;
  double inv_ln2_64;
};

const ExpConstants& expConstants() {
  static const ExpConstants constants = [] {
    ExpConstants c{};
    MpfrNumber v(256);
    for (int j = 0; j < 64; ++j) {
      mpfr_set_si_2exp(v.get(), j, -6, MPFR_RNDN);
      mpfr_exp2(v.get(), v.get(), MPFR_RNDN);
      c.table[j] = mpfr_get_d(v.get(), MPFR_RNDN);
    }
    MpfrNumber c_hi(39);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_div_2ui(v.get(), v.get(), 6, MPFR_RNDN);
    mpfr_set(c_hi.get(), v.get(), MPFR_RNDN);
    c.ln2_64_hi = mpfr_get_d(c_hi.get(), MPFR_RNDN);  // exact: 39 bits
    mpfr_sub(v.get(), v.get(), c_hi.get(), MPFR_RNDN);
    c.ln2_64_lo = mpfr_get_d(v.get(), MPFR_RNDN);
    mpfr_const_log2(v.get(), MPFR_RNDN);
    mpfr_ui_div(v.get(), 64, v.get(), MPFR_RNDN);
    c.inv_ln2_64 = mpfr_get_d(v.get(), MPFR_RNDN);
    return c;
  }();
  return constants;
}

float toFloat(double d) {
  return static_cast<float>(d);
}  // IEEE RNE conversion

// The analysis assumes IEEE double arithmetic in round-to-nearest with
// gradual underflow; a process running with another rounding mode or with
// flush-to-zero (fast-math start-up code) takes the MPFR path instead.
bool hostArithmeticIsIeee() {
  static const bool gradual_underflow = [] {
    volatile double tiny = 0x1p-140;
    return toFloat(tiny) != 0.0f;
  }();
  return gradual_underflow && std::fegetround() == FE_TONEAREST;
}

uint32_t floatBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

// The double approximation y of exp(x), or NaN outside the analysed range.
double expApproximation(uint32_t xbits) {
  float xf;
  std::memcpy(&xf, &xbits, 4);
  double x = xf;
  if (!(std::fabs(x) <= 110.0)) return NAN;  // NaN, Inf, certain over/underflow: MPFR
  if (!hostArithmeticIsIeee()) return NAN;
  const ExpConstants& c = expConstants();
  double kd = std::nearbyint(x * c.inv_ln2_64);
  int k = static_cast<int>(kd);
  double r = (x - kd * c.ln2_64_hi) - kd * c.ln2_64_lo;
  if (!(std::fabs(r) <= 0.0055)) return NAN;  // outside the analysed range
  double p = 1.0 / 5040;
  p = p * r + 1.0 / 720;
  p = p * r + 1.0 / 120;
  p = p * r + 1.0 / 24;
  p = p * r + 1.0 / 6;
  p = p * r + 0.5;
  p = p * r + 1.0;
  p = p * r + 1.0;
  return std::ldexp(c.table[k & 63] * p, k >> 6);
}

// Returns false when the fast path cannot decide.
bool fastExp(uint32_t xbits, uint32_t& result) {
  double y = expApproximation(xbits);
  if (std::isnan(y)) return false;
  float lo = toFloat(y - y * kExpBound);
  float hi = toFloat(y + y * kExpBound);
  if (floatBits(lo) != floatBits(hi)) return false;
  result = floatBits(lo);
  return true;
}

}  // namespace

bool hasUnaryTable(ElementType type) {
  const FloatFormat* f = floatFormat(type);
  return f && f->totalBits <= 16;
}

std::shared_ptr<const UnaryTable> unaryTable(MpfrUnaryFn fn, ElementType type,
                                             RoundingOptions options) {
  if (!hasUnaryTable(type)) return nullptr;
  return cachedTable({reinterpret_cast<uintptr_t>(fn), false, type, options},
                     [&](uint64_t x) { return roundMpfrBits(fn, x, type, options); });
}

std::shared_ptr<const UnaryTable> unaryTable(UnaryBitsFn fn, ElementType type,
                                             RoundingOptions options) {
  if (!hasUnaryTable(type)) return nullptr;
  return cachedTable({reinterpret_cast<uintptr_t>(fn), true, type, options},
                     [&](uint64_t x) { return fn(x, type, options); });
}

double f32ExpApproximation(uint32_t x) {
  return expApproximation(x);
}

bool hasF32FastPath(MpfrUnaryFn fn) {
  return fn == &mpfr_exp;
}

uint32_t evaluateF32Fast(MpfrUnaryFn fn, uint32_t x, bool* usedMpfr) {
  uint32_t result = 0;
  bool decided = fn == &mpfr_exp && fastExp(x, result);
  if (usedMpfr) *usedMpfr = !decided;
  if (decided) return result;
  return static_cast<uint32_t>(roundMpfrBits(fn, x, ElementType::kF32));
}

uint64_t evaluateUnary(MpfrUnaryFn fn, uint64_t x, ElementType type, RoundingOptions options) {
  if (hasUnaryTable(type)) return (*unaryTable(fn, type, options))(x);
  if (type == ElementType::kF32 && hasF32FastPath(fn) &&
      options.mode == RoundingMode::kNearestEven && options.overflow == OverflowPolicy::kIeee)
    return evaluateF32Fast(fn, static_cast<uint32_t>(x));
  return roundMpfrBits(fn, x, type, options);
}

}  // namespace hlo_cts::oracle
