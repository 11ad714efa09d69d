// The f32 two-level paths of oracle/numerics/f32_fast_paths against the
// MPFR path, function by function: random bit patterns (every exponent,
// NaN, Inf, subnormals), each binade equally, the function's working range,
// edge values (branch thresholds, overflow and underflow limits, huge trig
// arguments), and inputs whose first-level value lies near an f32 rounding
// boundary (where the decision matters and MPFR takes over). Also the
// premise of each path: the measured error of its double first level stays
// below the bound its analysis proves, which stays far below the margin.
// The default samples (tens of thousands per function) run in about a
// second; HLO_CTS_LONG_TESTS=1 checks over a million inputs per function
// (per kind of sample) on every core.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "numerics/mpfr_functions.h"
#include "oracle/numerics/f32_fast_paths.h"
#include "oracle/numerics/f32_simd.h"
#include "oracle/numerics/unary_cache.h"
#include "tests/oracle/numerics_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::inParallel;
using testing::longTests;

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

float fromBits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

// Inputs of one kind, `n` of them, from a seed.
using Sampler = std::vector<uint32_t> (*)(size_t n, uint64_t seed, float lo, float hi);

std::vector<uint32_t> randomBits(size_t n, uint64_t seed, float, float) {
  std::mt19937_64 rng(seed);
  std::vector<uint32_t> out(n);
  for (uint32_t& x : out) x = static_cast<uint32_t>(rng());
  return out;
}

// Every binade (subnormals included) equally likely, either sign.
std::vector<uint32_t> everyBinade(size_t n, uint64_t seed, float, float) {
  std::mt19937_64 rng(seed);
  std::vector<uint32_t> out(n);
  for (uint32_t& x : out) {
    const uint32_t exponent = static_cast<uint32_t>(rng() % 255);  // 0 (subnormal) .. 254
    x = (static_cast<uint32_t>(rng() & 1) << 31) | (exponent << 23) |
        static_cast<uint32_t>(rng() & 0x7FFFFF);
  }
  return out;
}

std::vector<uint32_t> uniformRange(size_t n, uint64_t seed, float lo, float hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<uint32_t> out(n);
  for (uint32_t& x : out) x = bitsOf(d(rng));
  return out;
}

// Values common to every function, each with its neighbours.
std::vector<uint32_t> commonEdges() {
  std::vector<uint32_t> out = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000,
                               0x7FC00000, 0xFFC00001, 0x7F800001, 0xFFFFFFFF};
  for (uint32_t b : {0x00000001u, 0x00000002u, 0x007FFFFFu, 0x00800000u, 0x00800001u, 0x7F7FFFFFu,
                     0x7F7FFFFEu, 0x3F800000u, 0x3F7FFFFFu, 0x3F800001u, 0x33800000u, 0x0C000000u})
    for (uint32_t sign : {0u, 0x80000000u}) out.push_back(b | sign);
  return out;
}

void addWithNeighbours(std::vector<uint32_t>& out, float v, int d = 3) {
  for (float s : {v, -v})
    for (int i = -d; i <= d; ++i) out.push_back(bitsOf(s) + static_cast<uint32_t>(i));
}

// The f32 nearest to k·π/2 for several k up to the largest f32 (hard
// argument reductions) and its neighbours.
void addNearMultiplesOfHalfPi(std::vector<uint32_t>& out) {
  MpfrNumber v(400), k(400);
  for (double kk : {1.0, 2.0, 3.0, 4.0, 5.0, 7.0, 10.0, 100.0, 355.0, 1e4, 1e6, 1e8, 1e12, 1e20,
                    1e30, 1e37, 2.1e38}) {
    mpfr_const_pi(v.get(), MPFR_RNDN);
    mpfr_mul_d(v.get(), v.get(), kk / 2, MPFR_RNDN);
    addWithNeighbours(out, mpfr_get_flt(v.get(), MPFR_RNDN), 2);
  }
}

struct UnaryCase {
  const char* name;
  MpfrUnaryFn fn;
  float lo, hi;              // the function's working range
  std::vector<float> edges;  // thresholds of its branches and of f32 saturation
};

std::vector<uint32_t> edgeInputs(const UnaryCase& c) {
  std::vector<uint32_t> out = commonEdges();
  for (float e : c.edges) addWithNeighbours(out, e);
  if (c.fn == mpfr_sin || c.fn == mpfr_cos || c.fn == mpfr_tan) addNearMultiplesOfHalfPi(out);
  if (c.fn == mpfr_cbrt)  // results at powers of two, from either side
    for (int k = -49; k <= 42; k += 7) addWithNeighbours(out, std::ldexp(1.0f, 3 * k), 2);
  return out;
}

const UnaryCase kUnaryCases[] = {
    {"exp",
     mpfr_exp,
     -104.0f,
     89.0f,
     {110.0f, 88.72283f, 88.7228394f, -87.33654f, -103.27893f, -103.972076f, -104.0f, 1e-30f,
      0.0054f}},
    {"expm1",
     mpfr_expm1,
     -20.0f,
     89.0f,
     {110.0f, 88.72284f, 0.0625f, 0.0624999f, -17.32868f, -16.635532f, 1e-30f, 1e-7f}},
    {"log", mpfr_log, 0.0f, 100.0f, {0.75f, 1.5f, 1.4999999f, 0.99609375f, 1.00390625f, 2.0f}},
    {"log1p",
     mpfr_log1p,
     -1.0f,
     10.0f,
     {0.00390625f, -0.00390625f, -1.0f, -0.5f, 0x1p52f, 0x1p53f, 1e-30f, 1e30f}},
    {"sin", mpfr_sin, -100.0f, 100.0f, {0.78125f, 0.7853982f, 1e-4f, 0x1p24f, 1e20f}},
    {"cos", mpfr_cos, -100.0f, 100.0f, {0.78125f, 0.7853982f, 1e-4f, 0x1p24f, 1e20f}},
    {"tan", mpfr_tan, -100.0f, 100.0f, {0.78125f, 0.7853982f, 1e-4f, 0x1p24f, 1e20f}},
    {"tanh", mpfr_tanh, -12.0f, 12.0f, {10.0f, 9.010913f, 0.03125f, 1e-4f, 1e-30f}},
    {"logistic",
     mpfrLogistic,
     -110.0f,
     110.0f,
     {110.0f, 17.32868f, 16.635532f, -87.33654f, -103.972076f, -104.0f, 1e-30f, 1e30f}},
    {"rsqrt", mpfr_rec_sqrt, 0.0f, 100.0f, {4.0f, 2.0f, 0x1p-126f, 0x1p126f}},
    {"cbrt", mpfr_cbrt, -1000.0f, 1000.0f, {27.0f, 1e-45f, 3e38f}},
    {"erf", mpfr_erf, -5.0f, 5.0f, {4.0f, 3.9192059f, 0.03125f, 0.09375f, 3.96875f, 1e-30f}},
    {"atan", mpfr_atan, -100.0f, 100.0f, {1.0f, 0.015625f, 0.984375f, 0x1p25f, 1e30f, 1e-30f}},
    {"erfc",
     mpfr_erfc,
     -5.0f,
     11.0f,
     {-4.0f, -3.9f, 0.5f, 10.45f, 10.0595f, 9.19f, 0.03125f, 1e-30f}},
    {"sinh", mpfr_sinh, -90.0f, 90.0f, {1.0f, 110.0f, 89.41599f, 1e-4f, 1e-30f}},
    {"cosh", mpfr_cosh, -90.0f, 90.0f, {1.0f, 110.0f, 89.41599f, 1e-4f, 1e-30f}},
    {"asinh", mpfr_asinh, -100.0f, 100.0f, {0.00390625f, 1e-4f, 1e-30f, 1e19f, 3e38f}},
    {"acosh", mpfr_acosh, 1.0f, 100.0f, {1.0f, 1.0000001f, 0x1p26f, 2.0f, 3e38f, 0.99f}},
    {"atanh", mpfr_atanh, -1.0f, 1.0f, {0.99999994f, 0.5f, 0x1p-9f, 0x1p-29f, 1e-30f}},
    {"asin", mpfr_asin, -1.0f, 1.0f, {0.99999994f, 0.5f, 0x1p-29f, 1e-30f, 1.5f}},
    {"acos", mpfr_acos, -1.0f, 1.0f, {0.99999994f, 0.5f, 0x1p-29f, 1e-30f, 1.5f}},
};

struct Mismatch {
  uint32_t x;
  uint32_t fast;
  uint32_t mpfr;
};

struct Tally {
  std::vector<Mismatch> mismatches;
  size_t fallbacks = 0;
  size_t checked = 0;
};

// fast path == MPFR path on every input; counts fallbacks. Long runs use
// every core.
Tally compareUnary(MpfrUnaryFn fn, const std::vector<uint32_t>& inputs) {
  Tally tally;
  std::mutex mutex;
  auto run = [&](size_t begin, size_t end) {
    Tally local;
    for (size_t i = begin; i < end; ++i) {
      bool used = false;
      const uint32_t fast = evaluateF32Fast(fn, inputs[i], &used);
      const uint32_t mpfr = static_cast<uint32_t>(roundMpfrBits(fn, inputs[i], ElementType::kF32));
      local.fallbacks += used;
      if (fast != mpfr && local.mismatches.size() < 10)
        local.mismatches.push_back({inputs[i], fast, mpfr});
    }
    std::lock_guard<std::mutex> lock(mutex);
    tally.fallbacks += local.fallbacks;
    tally.checked += end - begin;
    tally.mismatches.insert(tally.mismatches.end(), local.mismatches.begin(),
                            local.mismatches.end());
  };
  inParallel(inputs.size(), run);
  return tally;
}

std::string describe(const char* name, const std::vector<Mismatch>& ms) {
  std::string s;
  for (const Mismatch& m : ms) {
    char line[160];
    std::snprintf(line, sizeof line, "%s(%a = 0x%08X): fast 0x%08X, MPFR 0x%08X\n", name,
                  static_cast<double>(fromBits(m.x)), m.x, m.fast, m.mpfr);
    s += line;
  }
  return s;
}

// Distance of y to the nearest f32 rounding boundary (a midpoint between
// neighbouring f32 values), relative to |y|; y finite, within f32 range.
double distanceToBoundary(double y) {
  const float c = static_cast<float>(y);
  if (!std::isfinite(c)) return 1;
  const float toward = std::nextafter(c, y > c ? INFINITY : -INFINITY);
  if (!std::isfinite(toward)) return 1;
  const double midpoint = (double{c} + double{toward}) / 2;  // exact: 25 bits
  return std::fabs(y - midpoint) / std::fabs(y);
}

// Inputs whose first-level value lies within 2^-32 of an f32 rounding
// boundary (about one in 2^6), found among `scan` inputs of the working
// range and of every binade, plus every input that fell back to MPFR.
std::vector<uint32_t> hardInputs(MpfrUnaryFn fn, const UnaryCase& c, size_t scan) {
  std::vector<uint32_t> out;
  for (const std::vector<uint32_t>& inputs :
       {uniformRange(scan, 101, c.lo, c.hi), everyBinade(scan, 103, 0, 0)}) {
    for (uint32_t x : inputs) {
      // cbrt has no first-level value (its candidate is checked exactly):
      // host cbrt only locates its near-boundary inputs.
      const double y = fn == mpfr_cbrt ? std::cbrt(double{fromBits(x)}) : f32Approximation(fn, x);
      bool used = false;
      evaluateF32Fast(fn, x, &used);
      if (used || (!std::isnan(y) && distanceToBoundary(y) < 0x1p-32)) out.push_back(x);
    }
  }
  return out;
}

class F32FastPath : public ::testing::TestWithParam<UnaryCase> {};

TEST_P(F32FastPath, EqualsMpfrOnRandomBinadeRangeAndEdgeInputs) {
  const UnaryCase& c = GetParam();
  ASSERT_TRUE(hasF32FastPath(c.fn));
  const size_t n = longTests() ? 1000000 : 15000;
  struct Kind {
    const char* what;
    std::vector<uint32_t> inputs;
  };
  const Kind kinds[] = {{"random bits", randomBits(n, 1, 0, 0)},
                        {"every binade", everyBinade(n, 2, 0, 0)},
                        {"working range", uniformRange(n, 3, c.lo, c.hi)},
                        {"edges", edgeInputs(c)}};
  for (const Kind& k : kinds) {
    const Tally t = compareUnary(c.fn, k.inputs);
    EXPECT_TRUE(t.mismatches.empty()) << k.what << ":\n" << describe(c.name, t.mismatches);
    EXPECT_EQ(t.checked, k.inputs.size());
    // Fallbacks are boundary straddles (~2^-15 of inputs) and rare domain
    // edges: well below 1% of samples. The edge lists aim at thresholds
    // where results sit next to a boundary (tanh(9.0109) ≈ 1 − 2^-25,
    // rsqrt(4 − 2^-21) ≈ 1/2 + 2^-26), so more of them go to MPFR.
    const size_t limit = k.inputs.size() / (&k == &kinds[3] ? 3 : 100) + 4;
    EXPECT_LT(t.fallbacks, limit) << k.what;
    std::printf("[ %-8s ] %-13s %8zu inputs, %5zu decided by MPFR\n", c.name, k.what,
                k.inputs.size(), t.fallbacks);
  }
}

TEST_P(F32FastPath, EqualsMpfrNearRoundingBoundaries) {
  const UnaryCase& c = GetParam();
  const size_t scan = longTests() ? 4000000 : 150000;
  const std::vector<uint32_t> hard = hardInputs(c.fn, c, scan);
  const Tally t = compareUnary(c.fn, hard);
  EXPECT_TRUE(t.mismatches.empty()) << describe(c.name, t.mismatches);
  // The scan finds many near-boundary inputs, and MPFR decides some of them
  // (cbrt's exact check never needs MPFR).
  EXPECT_GT(hard.size(), scan / 1000);
  if (c.fn != mpfr_cbrt) {
    EXPECT_GT(t.fallbacks, 0u);
  }
  std::printf("[ %-8s ] %zu near-boundary inputs of %zu, %zu decided by MPFR\n", c.name,
              hard.size(), 2 * scan, t.fallbacks);
}

// The premise: the first level's relative error, measured against 160-bit
// MPFR, stays below the bound the analysis proves; the bound stays 2^4
// below the decision margin.
TEST_P(F32FastPath, FirstLevelMeetsItsProvenBound) {
  const UnaryCase& c = GetParam();
  const double bound = f32ApproximationBound(c.fn);
  EXPECT_LE(bound, f32DecisionMargin() / 16);
  if (c.fn == mpfr_cbrt) {
    EXPECT_EQ(bound, 0.0);  // no approximation to bound: the candidate is checked exactly
    EXPECT_TRUE(std::isnan(f32Approximation(c.fn, bitsOf(2.0f))));
    return;
  }
  const size_t n = longTests() ? 1000000 : 8000;
  std::vector<uint32_t> inputs = uniformRange(n, 7, c.lo, c.hi);
  const std::vector<uint32_t> more = everyBinade(n, 8, 0, 0);
  inputs.insert(inputs.end(), more.begin(), more.end());
  const std::vector<uint32_t> edges = edgeInputs(c);
  inputs.insert(inputs.end(), edges.begin(), edges.end());
  MpfrNumber exact(160), y(53), err(160);
  double worst = 0;
  size_t approximated = 0;
  for (uint32_t x : inputs) {
    const double approx = f32Approximation(c.fn, x);
    if (std::isnan(approx)) continue;
    ++approximated;
    mpfr_set_flt(exact.get(), fromBits(x), MPFR_RNDN);
    c.fn(exact.get(), exact.get(), MPFR_RNDN);
    if (mpfr_zero_p(exact.get())) {  // log(1): the approximation must be exact
      ASSERT_EQ(approx, 0.0) << c.name << "(" << fromBits(x) << ")";
      continue;
    }
    mpfr_set_d(y.get(), approx, MPFR_RNDN);
    mpfr_sub(err.get(), y.get(), exact.get(), MPFR_RNDN);
    mpfr_div(err.get(), err.get(), exact.get(), MPFR_RNDN);
    const double e = std::fabs(mpfr_get_d(err.get(), MPFR_RNDN));
    ASSERT_LT(e, bound) << c.name << "(" << fromBits(x) << ")";
    worst = std::max(worst, e);
  }
  EXPECT_GT(approximated, inputs.size() / 4);
  EXPECT_GT(worst, 0.0);
  std::printf("[ %-8s ] worst first-level error %.1f u (proven bound %.0f u) over %zu inputs\n",
              c.name, worst / 0x1p-53, bound / 0x1p-53, approximated);
}

INSTANTIATE_TEST_SUITE_P(Functions, F32FastPath, ::testing::ValuesIn(kUnaryCases),
                         [](const ::testing::TestParamInfo<UnaryCase>& info) {
                           return std::string(info.param.name);
                         });

// ---- binary functions ----

struct BinaryCase {
  const char* name;
  MpfrBinaryFn fn;
};

std::vector<std::pair<uint32_t, uint32_t>> binaryInputs(MpfrBinaryFn fn, size_t n) {
  std::mt19937_64 rng(fn == mpfr_pow ? 11 : 13);
  std::vector<std::pair<uint32_t, uint32_t>> out;
  const std::vector<uint32_t> bits_x = randomBits(n, 21, 0, 0), bits_y = randomBits(n, 22, 0, 0);
  const std::vector<uint32_t> bin_x = everyBinade(n, 23, 0, 0), bin_y = everyBinade(n, 24, 0, 0);
  for (size_t i = 0; i < n; ++i) {
    out.emplace_back(bits_x[i], bits_y[i]);
    out.emplace_back(bin_x[i], bin_y[i]);
  }
  std::uniform_real_distribution<float> base(0.0f, 10.0f), power(-40.0f, 40.0f),
      near_one(0.999f, 1.001f), big(-1e5f, 1e5f), any(-100.0f, 100.0f);
  for (size_t i = 0; i < n; ++i) {
    if (fn == mpfr_pow) {
      out.emplace_back(bitsOf(base(rng)), bitsOf(power(rng)));
      out.emplace_back(bitsOf(-base(rng)), bitsOf(std::round(power(rng))));  // negative bases
      out.emplace_back(bitsOf(near_one(rng)), bitsOf(big(rng)));
      // Small integers to small integer powers: exact results and midpoints.
      out.emplace_back(bitsOf(static_cast<float>(rng() % 41) - 20),
                       bitsOf(static_cast<float>(rng() % 13)));
      out.emplace_back(bitsOf(1 + std::ldexp(static_cast<float>(rng() % 64), -12)),
                       bitsOf(static_cast<float>(rng() % 4 + 1)));
    } else {
      out.emplace_back(bitsOf(any(rng)), bitsOf(any(rng)));
      out.emplace_back(bitsOf(std::ldexp(any(rng), -60)), bitsOf(any(rng)));
      out.emplace_back(bitsOf(any(rng)), bitsOf(std::ldexp(any(rng), -60)));
    }
  }
  const std::vector<uint32_t> edges = commonEdges();
  for (uint32_t a : edges)
    for (uint32_t b : edges) out.emplace_back(a, b);
  return out;
}

class F32BinaryFastPath : public ::testing::TestWithParam<BinaryCase> {};

TEST_P(F32BinaryFastPath, EqualsMpfr) {
  const BinaryCase& c = GetParam();
  ASSERT_TRUE(hasF32FastPath(c.fn));
  const auto inputs = binaryInputs(c.fn, longTests() ? 1000000 : 6000);
  std::atomic<size_t> fallbacks{0};
  std::mutex mutex;
  std::vector<std::string> mismatches;
  auto run = [&](size_t begin, size_t end) {
    size_t local = 0;
    for (size_t i = begin; i < end; ++i) {
      const auto [x, y] = inputs[i];
      bool used = false;
      const uint32_t fast = evaluateF32Fast(c.fn, x, y, &used);
      const uint32_t mpfr = static_cast<uint32_t>(roundMpfrBits(c.fn, x, y, ElementType::kF32));
      local += used;
      if (fast != mpfr) {
        char line[160];
        std::snprintf(line, sizeof line, "%s(%a, %a): fast 0x%08X, MPFR 0x%08X", c.name,
                      static_cast<double>(fromBits(x)), static_cast<double>(fromBits(y)), fast,
                      mpfr);
        std::lock_guard<std::mutex> lock(mutex);
        if (mismatches.size() < 10) mismatches.push_back(line);
      }
    }
    fallbacks += local;
  };
  inParallel(inputs.size(), run);
  for (const std::string& m : mismatches) ADD_FAILURE() << m;
  // Zeros, infinities and NaNs (in the random and edge pairs) and exact
  // midpoints of pow go to MPFR; the rest rarely.
  EXPECT_LT(fallbacks.load(), inputs.size() / 20);
  EXPECT_GT(fallbacks.load(), 0u);
  std::printf("[ %-8s ] %zu pairs, %zu decided by MPFR\n", c.name, inputs.size(), fallbacks.load());
}

TEST_P(F32BinaryFastPath, FirstLevelMeetsItsProvenBound) {
  const BinaryCase& c = GetParam();
  const double bound = f32ApproximationBound(c.fn);
  EXPECT_LE(bound, f32DecisionMargin() / 16);
  const auto inputs = binaryInputs(c.fn, longTests() ? 300000 : 3000);
  MpfrNumber exact(160), y(53), err(160);
  double worst = 0;
  size_t approximated = 0;
  for (const auto& [a, b] : inputs) {
    const double approx = f32Approximation(c.fn, a, b);
    if (std::isnan(approx)) continue;
    ++approximated;
    MpfrNumber xa = MpfrNumber::fromBits(a, ElementType::kF32);
    MpfrNumber xb = MpfrNumber::fromBits(b, ElementType::kF32);
    c.fn(exact.get(), xa.get(), xb.get(), MPFR_RNDN);
    mpfr_set_d(y.get(), approx, MPFR_RNDN);
    mpfr_sub(err.get(), y.get(), exact.get(), MPFR_RNDN);
    mpfr_div(err.get(), err.get(), exact.get(), MPFR_RNDN);
    const double e = std::fabs(mpfr_get_d(err.get(), MPFR_RNDN));
    ASSERT_LT(e, bound) << c.name << "(" << fromBits(a) << ", " << fromBits(b) << ")";
    worst = std::max(worst, e);
  }
  EXPECT_GT(approximated, inputs.size() / 4);
  std::printf("[ %-8s ] worst first-level error %.1f u (proven bound %.0f u) over %zu pairs\n",
              c.name, worst / 0x1p-53, bound / 0x1p-53, approximated);
}

const BinaryCase kBinaryCases[] = {{"pow", mpfr_pow}, {"atan2", mpfr_atan2}};

INSTANTIATE_TEST_SUITE_P(Functions, F32BinaryFastPath, ::testing::ValuesIn(kBinaryCases),
                         [](const ::testing::TestParamInfo<BinaryCase>& info) {
                           return std::string(info.param.name);
                         });

// ---- API and guards ----

TEST(F32FastPathApi, LookupAndEntryPointsAgree) {
  EXPECT_FALSE(hasF32FastPath(mpfr_digamma));
  EXPECT_FALSE(hasF32FastPath(mpfr_div));
  EXPECT_EQ(findF32FastPath(mpfr_digamma), nullptr);
  const F32UnaryFastPath* sin_path = findF32FastPath(mpfr_sin);
  ASSERT_NE(sin_path, nullptr);
  const uint32_t x = bitsOf(1.0f);
  EXPECT_EQ(evaluateF32Fast(*sin_path, x), 0x3F576AA4u);  // sin(1) = 0.84147098…
  EXPECT_EQ(evaluateF32Fast(mpfr_sin, x), 0x3F576AA4u);
  EXPECT_EQ(evaluateUnary(mpfr_sin, x, ElementType::kF32), 0x3F576AA4u);
  // A function without a path still answers, through MPFR.
  bool used = false;
  EXPECT_EQ(evaluateF32Fast(mpfr_digamma, x, &used),
            roundMpfrBits(mpfr_digamma, x, ElementType::kF32));
  EXPECT_TRUE(used);
  // Other rounding modes take the MPFR path in evaluateUnary.
  EXPECT_EQ(evaluateUnary(mpfr_log, x + 5, ElementType::kF32, {RoundingMode::kTowardZero}),
            roundMpfrBits(mpfr_log, x + 5, ElementType::kF32, {RoundingMode::kTowardZero}));
  // MPFR's conventions for special values: rec_sqrt(−0) = +Inf.
  EXPECT_EQ(evaluateF32Fast(mpfr_rec_sqrt, 0x80000000u), 0x7F800000u);
  EXPECT_TRUE(std::isnan(f32ExpApproximation(bitsOf(111.0f))));
  EXPECT_EQ(f32ExpApproximation(bitsOf(0.5f)), f32Approximation(mpfr_exp, bitsOf(0.5f)));
}

// A thread that rounds upward (or flushes subnormals) gets MPFR's answers.
TEST(F32FastPathApi, NonIeeeHostStateFallsBackToMpfr) {
  const uint32_t x = bitsOf(0.3f);
  ASSERT_EQ(std::fesetround(FE_UPWARD), 0);
  bool used = false;
  const uint32_t r = evaluateF32Fast(mpfr_exp, x, &used);
  const double approx = f32Approximation(mpfr_exp, x);
  std::fesetround(FE_TONEAREST);
  EXPECT_TRUE(used);
  EXPECT_TRUE(std::isnan(approx));
  EXPECT_EQ(r, roundMpfrBits(mpfr_exp, x, ElementType::kF32));
  evaluateF32Fast(mpfr_exp, x, &used);
  EXPECT_FALSE(used);
}

TEST(F32FastPathApi, CbrtCheckAcceptsExactlyTheCorrectlyRoundedCandidate) {
  std::vector<uint32_t> inputs = everyBinade(20000, 31, 0, 0);
  for (int k = -49; k <= 42; ++k) addWithNeighbours(inputs, std::ldexp(1.0f, 3 * k), 2);
  for (uint32_t x : inputs) {
    const uint32_t r = static_cast<uint32_t>(roundMpfrBits(mpfr_cbrt, x, ElementType::kF32));
    ASSERT_TRUE(f32CbrtRoundsTo(x, r)) << std::hex << x;
    ASSERT_FALSE(f32CbrtRoundsTo(x, r + 1)) << std::hex << x;
    ASSERT_FALSE(f32CbrtRoundsTo(x, r - 1)) << std::hex << x;
    ASSERT_FALSE(f32CbrtRoundsTo(x, r ^ 0x80000000u)) << std::hex << x;
  }
}

// The vector first levels of exp and sin, and sin and cos through the f64
// lanes, decide what the scalar path decides, bit for bit, and leave the
// rest to it: over every 997th f32 bit pattern, the special values (exp's
// lanes decide its infinities and zeros too), arguments in the vector
// ranges and within three of their edges and of multiples of π/2, in runs
// of odd lengths (a partial last vector everywhere). The run form must also
// equal MPFR on a sample, and the f32 lanes must decide nearly all of their
// ranges (or the vector path buys nothing).
TEST(F32VectorLanes, DecideLikeTheScalarPath) {
  std::vector<uint32_t> inputs;
  for (uint64_t b = 0; b <= 0xFFFFFFFFu; b += 997) inputs.push_back(static_cast<uint32_t>(b));
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<float> wide(-110, 110), narrow(-0.79f, 0.79f),
      trig(-0x1p21f, 0x1p21f);
  for (int i = 0; i < 200000; ++i) inputs.push_back(std::bit_cast<uint32_t>(wide(rng)));
  for (int i = 0; i < 200000; ++i) inputs.push_back(std::bit_cast<uint32_t>(narrow(rng)));
  for (int i = 0; i < 100000; ++i) inputs.push_back(std::bit_cast<uint32_t>(trig(rng)));
  for (uint32_t special : {0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u,
                           0xFFC00001u, 0x7F800001u, 0x7F7FFFFFu, 0xFF7FFFFFu})
    inputs.push_back(special);
  for (float edge :
       {110.0f, -110.0f, 0.78125f, -0.78125f, 0.0f, 0x1p20f, -0x1p20f, 0x1p-27f, 0.785f})
    for (int d = -3; d <= 3; ++d)
      inputs.push_back(std::bit_cast<uint32_t>(edge) + static_cast<uint32_t>(d));
  for (int k = 1; k < 200; ++k)
    for (int d = -3; d <= 3; ++d)
      inputs.push_back(std::bit_cast<uint32_t>(static_cast<float>(k * 1.5707963267948966)) +
                       static_cast<uint32_t>(d));
  for (MpfrUnaryFn fn : {MpfrUnaryFn{mpfr_exp}, MpfrUnaryFn{mpfr_sin}, MpfrUnaryFn{mpfr_cos}}) {
    const F32UnaryFastPath* path = findF32FastPath(fn);
    ASSERT_NE(path, nullptr);
    const std::vector<uint32_t> runs =
        testing::inOddRuns(inputs, [&](auto in, auto out) { evaluateF32Fast(*path, in, out); });
    for (size_t i = 0; i < inputs.size(); ++i)
      ASSERT_EQ(runs[i], evaluateF32Fast(*path, inputs[i])) << (fn == mpfr_exp   ? "exp"
                                                                : fn == mpfr_sin ? "sin"
                                                                                 : "cos")
                                                            << " of 0x" << std::hex << inputs[i];
    for (size_t i = 0; i < inputs.size(); i += 101)
      ASSERT_EQ(runs[i], static_cast<uint32_t>(roundMpfrBits(fn, inputs[i], ElementType::kF32)))
          << std::hex << inputs[i];
  }
  // The lanes themselves decide nearly every argument of their ranges.
  std::vector<uint32_t> in(100000), out(in.size()), decided(in.size());
  for (auto [lanes, dist] :
       {std::pair{&f32k::expLanes, &wide}, std::pair{&f32k::sinLanes, &narrow}}) {
    for (uint32_t& x : in) x = std::bit_cast<uint32_t>((*dist)(rng));
    lanes(in.data(), out.data(), decided.data(), in.size(), f32DecisionMargin());
    EXPECT_GT(std::count_if(decided.begin(), decided.end(), [](uint32_t d) { return d != 0; }),
              97 * static_cast<int64_t>(in.size()) / 100);
  }
}

// An f64 result decides the f32 one except at the f32 rounding midpoints
// (where the exact value may lie on either side) and outside the f32
// normal range unless it is an f32 value: every midpoint of a sample of
// adjacent f32 pairs, and the doubles one f64 ulp either side, which round
// to the nearer of the pair.
TEST(F32FastPathApi, F64ResultsDecideF32ResultsExceptAtMidpoints) {
  std::mt19937_64 rng(17);
  uint32_t out = 0;
  for (int i = 0; i < 200000; ++i) {
    uint32_t a = static_cast<uint32_t>(rng());
    if ((a & 0x7F800000u) == 0x7F800000u) continue;  // Inf, NaN
    const float fa = std::bit_cast<float>(a);
    const float fb = std::nextafter(fa, fa < 0 ? -INFINITY : INFINITY);
    ASSERT_TRUE(f32FromCorrectlyRoundedF64(std::bit_cast<uint64_t>(double{fa}), out));
    ASSERT_EQ(out, a);
    if (std::isinf(fb)) continue;
    const double mid = (double{fa} + double{fb}) / 2;
    const uint64_t m = std::bit_cast<uint64_t>(mid);
    const bool normal = std::fabs(fa) >= 0x1p-126f;
    ASSERT_FALSE(f32FromCorrectlyRoundedF64(m, out)) << std::hex << a;
    ASSERT_EQ(f32FromCorrectlyRoundedF64(m - 1, out), normal) << std::hex << a;
    if (normal) {
      ASSERT_EQ(out, a) << std::hex << a;
    }
    ASSERT_EQ(f32FromCorrectlyRoundedF64(m + 1, out), normal) << std::hex << a;
    if (normal) {
      ASSERT_EQ(out, std::bit_cast<uint32_t>(fb)) << std::hex << a;
    }
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
