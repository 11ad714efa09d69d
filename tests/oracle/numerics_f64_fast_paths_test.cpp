// The f64 two-level paths of oracle/numerics/f64_fast_paths against the
// MPFR path, function by function and bit for bit: random bit patterns
// (every exponent, both signs, NaN, Inf, subnormals), each binade equally,
// the working ranges, dense samples where the paths switch or the result is
// hard (exp near overflow and underflow, arguments next to multiples of
// π/2, log next to 1, tiny arguments), special values, and inputs whose
// result lies within 2^-100 or so of a rounding boundary (there the rounding
// test must send the argument to MPFR). Also the premise of each path: the
// first level's error stays below the bound it reports, and MPFR rarely
// decides.
// The default samples run in a few seconds (a quarter of them under
// sanitizers); HLO_CTS_LONG_TESTS=1 checks ten times as many on every core.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <mutex>
#include <random>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "oracle/numerics/f64_fast_paths.h"
#include "oracle/numerics/f64_simd.h"
#include "tests/oracle/numerics_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::inParallel;
using testing::longTests;

// Sample sizes: the nominal counts below, a quarter under sanitizers
// (which run the MPFR reference several times slower), ten times as many
// in long runs.
size_t scaled(size_t n) {
#if defined(__SANITIZE_ADDRESS__)
  constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  constexpr bool kSanitized = true;
#else
  constexpr bool kSanitized = false;
#endif
#else
  constexpr bool kSanitized = false;
#endif
  if (longTests()) return n * 10;
  return kSanitized ? n / 4 : n;
}

uint64_t bitsOf(double d) {
  return std::bit_cast<uint64_t>(d);
}

double fromBits(uint64_t b) {
  return std::bit_cast<double>(b);
}

std::vector<uint64_t> randomBits(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> out(n);
  for (uint64_t& x : out) x = rng();
  return out;
}

// Every binade (subnormals included) equally likely, either sign.
std::vector<uint64_t> everyBinade(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> out(n);
  for (uint64_t& x : out) {
    const uint64_t exponent = rng() % 2047;  // 0 (subnormal) .. 2046
    x = ((rng() & 1) << 63) | (exponent << 52) | (rng() & 0xFFFFFFFFFFFFF);
  }
  return out;
}

std::vector<uint64_t> uniform(size_t n, uint64_t seed, double lo, double hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> d(lo, hi);
  std::vector<uint64_t> out(n);
  for (uint64_t& x : out) x = bitsOf(d(rng));
  return out;
}

// `v` and its `d` neighbours on either side, for both signs.
void addWithNeighbours(std::vector<uint64_t>& out, double v, int d = 3) {
  for (double s : {v, -v})
    for (int i = -d; i <= d; ++i) out.push_back(bitsOf(s) + static_cast<uint64_t>(i));
}

// Special values and the extremes of the format, with neighbours.
std::vector<uint64_t> specialInputs() {
  std::vector<uint64_t> out = {0x0000000000000000, 0x8000000000000000, 0x7FF0000000000000,
                               0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000,
                               0x7FF0000000000001, 0x7FF4000000000000, 0xFFFFFFFFFFFFFFFF};
  for (uint64_t b :
       {uint64_t{0x0000000000000001}, uint64_t{0x0000000000000002}, uint64_t{0x000FFFFFFFFFFFFF},
        uint64_t{0x0010000000000000}, uint64_t{0x0010000000000001}, uint64_t{0x7FEFFFFFFFFFFFFF},
        uint64_t{0x7FEFFFFFFFFFFFFE}, bitsOf(1.0), bitsOf(0.5), bitsOf(2.0)})
    for (uint64_t sign : {uint64_t{0}, uint64_t{1} << 63}) out.push_back(b | sign);
  return out;
}

struct Tally {
  std::vector<std::string> mismatches;
  size_t fallbacks = 0;
  size_t checked = 0;
};

// evaluateF64Fast == roundMpfrBits on every input the fast path decided;
// counts the inputs MPFR decided (their results are roundMpfrBits' own:
// every 16th is compared all the same, where arguments beyond the fast
// range would double the MPFR time for nothing).
Tally compare(MpfrUnaryFn fn, const std::vector<uint64_t>& inputs) {
  const F64UnaryFastPath* path = findF64FastPath(fn);
  Tally tally;
  std::mutex mutex;
  inParallel(inputs.size(), [&](size_t begin, size_t end) {
    Tally local;
    for (size_t i = begin; i < end; ++i) {
      bool used = false;
      const uint64_t fast = evaluateF64Fast(*path, inputs[i], &used);
      local.fallbacks += used;
      if (used && i % 16 != 0) continue;
      const uint64_t mpfr = roundMpfrBits(fn, inputs[i], ElementType::kF64);
      if (fast != mpfr && local.mismatches.size() < 10) {
        char line[160];
        std::snprintf(line, sizeof line, "x = %a (0x%016llX): fast %a, MPFR %a",
                      fromBits(inputs[i]), static_cast<unsigned long long>(inputs[i]),
                      fromBits(fast), fromBits(mpfr));
        local.mismatches.push_back(line);
      }
    }
    std::lock_guard<std::mutex> lock(mutex);
    tally.fallbacks += local.fallbacks;
    tally.checked += end - begin;
    tally.mismatches.insert(tally.mismatches.end(), local.mismatches.begin(),
                            local.mismatches.end());
  });
  return tally;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

// ---- inputs where results are hard ----

// exp: either side of every threshold, dense near overflow (709.78) and
// across the subnormal results (−745.13 .. −708.40); tiny |x|.
std::vector<uint64_t> expHardInputs(size_t n) {
  std::vector<uint64_t> out;
  for (double t : {709.79, 709.7, 709.782712893383973096, 708.3, 708.396418532264106, 745.2,
                   745.133219101941108, 744.440071921381263, 0x1p-54, 0x1p-53, 1.0})
    addWithNeighbours(out, t, 40);
  for (const auto& [lo, hi] : {std::pair{709.6, 709.8}, std::pair{-745.2, -708.2},
                               std::pair{-1.0, 1.0}, std::pair{-0x1p-20, 0x1p-20}}) {
    const std::vector<uint64_t> more =
        uniform(n, static_cast<uint64_t>(static_cast<int64_t>(lo * 1000)), lo, hi);
    out.insert(out.end(), more.begin(), more.end());
  }
  for (int e = -60; e <= -45; ++e) addWithNeighbours(out, std::ldexp(1.0, e), 2);
  return out;
}

// sin, cos: the doubles nearest to k·π/2 (and neighbours) for every k up to
// 2^12 and random k up to the reduction's bound 2^20·2/π, arguments either
// side of that bound and of the table and reduction switch points, tiny
// and subnormal arguments, and |x| < 1.
std::vector<uint64_t> trigHardInputs(size_t n) {
  std::vector<uint64_t> out;
  MpfrNumber half_pi(256), v(256);
  mpfr_const_pi(half_pi.get(), MPFR_RNDN);
  mpfr_div_2ui(half_pi.get(), half_pi.get(), 1, MPFR_RNDN);
  std::mt19937_64 rng(41);
  std::vector<uint64_t> ks;
  for (uint64_t k = 1; k <= 4096; ++k) ks.push_back(k);
  for (size_t i = 0; i < n / 8; ++i) ks.push_back(1 + rng() % 667544);
  for (uint64_t k : ks) {
    mpfr_mul_ui(v.get(), half_pi.get(), static_cast<unsigned long>(k), MPFR_RNDN);
    const double x = mpfr_get_d(v.get(), MPFR_RNDN);
    for (int i = -2; i <= 2; ++i) out.push_back(bitsOf(x) + static_cast<uint64_t>(i));
    out.push_back(bitsOf(-x));
  }
  for (double t : {0x1p20, 0.785, 0.7853981633974483, 0x1p-27, 0x1p-26, 0x1p-1022, 0.5,
                   0.0009765625, 0.00048828125})
    addWithNeighbours(out, t, 20);
  for (const auto& [lo, hi] : {std::pair{-1.0, 1.0}, std::pair{-0x1p-20, 0x1p-20}}) {
    const std::vector<uint64_t> more = uniform(n, 43, lo, hi);
    out.insert(out.end(), more.begin(), more.end());
  }
  for (int e = -1074; e <= -1022; e += 4) addWithNeighbours(out, std::ldexp(1.0, e), 1);
  return out;
}

// log: arguments next to 1 (where log x is small and the reduction tables
// start at c = 1), either side of the table switch points, powers of two
// of every exponent, subnormals.
std::vector<uint64_t> logHardInputs(size_t n) {
  std::vector<uint64_t> out;
  for (int i = 1; i <= 2000; ++i) {
    out.push_back(bitsOf(1.0) + static_cast<uint64_t>(i));
    out.push_back(bitsOf(1.0) - static_cast<uint64_t>(i));
  }
  for (int j = 192; j <= 383; ++j)  // m = j/256: between grid points j/128
    for (int e : {0, 1, -1, 700, -1030}) addWithNeighbours(out, std::ldexp(j / 256.0, e), 2);
  for (int k = -86; k <= 86; ++k) addWithNeighbours(out, 1 + (k + 0.5) * 0x1p-14, 2);
  for (int e = -1074; e <= 1023; e += 3) addWithNeighbours(out, std::ldexp(1.0, e), 2);
  for (const auto& [lo, hi] : {std::pair{0.99, 1.01}, std::pair{1 - 0x1p-20, 1 + 0x1p-20},
                               std::pair{0.75, 1.5}, std::pair{0.0, 1e-310}}) {
    const std::vector<uint64_t> more = uniform(n / 2, 47, lo, hi);
    out.insert(out.end(), more.begin(), more.end());
  }
  return out;
}

// log1p: either side of its switch points (2^-60, 2^-15, 2^-8), next to
// −1 and 0, large arguments where 1 + x is inexact.
std::vector<uint64_t> log1pHardInputs(size_t n) {
  std::vector<uint64_t> out;
  for (double t : {0x1p-60, 0x1p-15, 0x1p-8, 0x1p-1022, 0x1p52, 0x1p53, 0x1p54, 1.0, 0.5})
    addWithNeighbours(out, t, 20);
  for (int i = 1; i <= 200; ++i) out.push_back(bitsOf(-1.0) - static_cast<uint64_t>(i));
  for (const auto& [lo, hi] : {std::pair{-1.0, 1.0}, std::pair{-0x1p-8, 0x1p-8},
                               std::pair{-0x1p-15, 0x1p-15}, std::pair{1e15, 1e17}}) {
    const std::vector<uint64_t> more = uniform(n / 2, 53, lo, hi);
    out.insert(out.end(), more.begin(), more.end());
  }
  for (int e = -70; e <= 1023; e += 3) addWithNeighbours(out, std::ldexp(1.0, e), 2);
  return out;
}

struct Case {
  const char* name;
  MpfrUnaryFn fn;
  std::vector<uint64_t> (*hard)(size_t n);
  double lo, hi;  // the working range
};

const Case kCases[] = {
    {"exp", mpfr_exp, expHardInputs, -10, 10},       {"sin", mpfr_sin, trigHardInputs, -10, 10},
    {"cos", mpfr_cos, trigHardInputs, -10, 10},      {"log", mpfr_log, logHardInputs, 0, 100},
    {"log1p", mpfr_log1p, log1pHardInputs, -1, 100},
};

class F64FastPath : public ::testing::TestWithParam<Case> {};

TEST_P(F64FastPath, EqualsMpfrOnRandomBitsAndEveryBinade) {
  const Case& c = GetParam();
  ASSERT_TRUE(hasF64FastPath(c.fn));
  const size_t n = scaled(200000);
  for (const auto& [what, inputs] : {std::pair{"random bits", randomBits(n, 1)},
                                     std::pair{"every binade", everyBinade(n / 4, 2)}}) {
    const Tally t = compare(c.fn, inputs);
    EXPECT_TRUE(t.mismatches.empty()) << c.name << ", " << what << ":\n" << joined(t.mismatches);
    EXPECT_EQ(t.checked, inputs.size());
    std::printf("[ %-5s ] %-13s %8zu inputs, %6zu decided by MPFR\n", c.name, what, inputs.size(),
                t.fallbacks);
  }
}

TEST_P(F64FastPath, EqualsMpfrOnHardAndSpecialInputs) {
  const Case& c = GetParam();
  for (const auto& [what, inputs] :
       {std::pair{"dense", c.hard(scaled(12000))}, std::pair{"special", specialInputs()}}) {
    const Tally t = compare(c.fn, inputs);
    EXPECT_TRUE(t.mismatches.empty()) << c.name << ", " << what << ":\n" << joined(t.mismatches);
    std::printf("[ %-5s ] %-8s %8zu inputs, %6zu decided by MPFR\n", c.name, what, inputs.size(),
                t.fallbacks);
  }
}

// The fast path is really used: MPFR decides for under 1% of the working
// range ([−10, 10]; (0, 100] for log), in fact for none but the rare
// near-boundary results.
TEST_P(F64FastPath, MpfrDecidesRarelyInWorkingRange) {
  const Case& c = GetParam();
  const std::vector<uint64_t> inputs = uniform(scaled(50000), 5, c.lo, c.hi);
  const Tally t = compare(c.fn, inputs);
  EXPECT_TRUE(t.mismatches.empty()) << joined(t.mismatches);
  EXPECT_LT(t.fallbacks, inputs.size() / 100);
  std::printf("[ %-5s ] [%g, %g]  %zu inputs, %zu decided by MPFR\n", c.name, c.lo, c.hi,
              inputs.size(), t.fallbacks);
}

// The premise: the first level's error, measured against 320-bit MPFR,
// stays within the bound it reports; where no reduction error is added
// that bound is the kernel's proven relative bound.
TEST_P(F64FastPath, FirstLevelMeetsItsBound) {
  const Case& c = GetParam();
  const double bound = f64FirstLevelBound(c.fn);
  EXPECT_LE(bound, 0x1p-90);
  std::vector<uint64_t> inputs = uniform(scaled(6000), 7, c.lo, c.hi);
  for (const std::vector<uint64_t>& more :
       {everyBinade(scaled(6000), 8), c.hard(scaled(1000)), uniform(scaled(3000), 9, -1, 1)})
    inputs.insert(inputs.end(), more.begin(), more.end());
  MpfrNumber exact(320), diff(320);
  double worst = 0, worst_kernel = 0;
  size_t approximated = 0;
  for (uint64_t x : inputs) {
    F64FirstLevel level;
    if (!f64FirstLevel(c.fn, x, level)) continue;
    ++approximated;
    mpfr_set_d(exact.get(), fromBits(x), MPFR_RNDN);
    c.fn(exact.get(), exact.get(), MPFR_RNDN);
    mpfr_mul_2si(exact.get(), exact.get(), -level.scale, MPFR_RNDN);
    mpfr_sub_d(diff.get(), exact.get(), level.hi, MPFR_RNDN);  // exact at 320 bits
    mpfr_sub_d(diff.get(), diff.get(), level.lo, MPFR_RNDN);
    const double err = std::fabs(mpfr_get_d(diff.get(), MPFR_RNDU));
    ASSERT_LE(err, level.err) << c.name << "(" << fromBits(x) << ")";
    ASSERT_LE(std::fabs(level.lo), std::fabs(level.hi) * 0x1p-53)
        << c.name << "(" << fromBits(x) << ")";
    const double relative = err / std::fabs(level.hi);
    worst = std::max(worst, relative);
    const bool trig = c.fn == mpfr_sin || c.fn == mpfr_cos;
    if (!trig || std::fabs(fromBits(x)) < 0.785) {  // no reduction error
      ASSERT_LE(level.err, std::fabs(level.hi) * bound * 1.01);
      worst_kernel = std::max(worst_kernel, relative);
    }
  }
  EXPECT_GT(approximated, inputs.size() / 4);
  EXPECT_GT(worst_kernel, 0.0);
  std::printf(
      "[ %-5s ] worst first-level error 2^%.1f relative without reduction error (proven "
      "2^%.1f), 2^%.1f with it, over %zu inputs\n",
      c.name, std::log2(worst_kernel), std::log2(bound), std::log2(worst), approximated);
}

INSTANTIATE_TEST_SUITE_P(Functions, F64FastPath, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           return std::string(info.param.name);
                         });

// ---- results next to rounding boundaries ----

// |fn(x) − m|/|fn(x)| for the midpoint m between doubles nearest to fn(x)
// (fn(x) finite, normal, not a double).
double midpointDistance(MpfrUnaryFn fn, double x) {
  MpfrNumber y(320), d(320);
  mpfr_set_d(y.get(), x, MPFR_RNDN);
  fn(y.get(), y.get(), MPFR_RNDN);
  const double r = mpfr_get_d(y.get(), MPFR_RNDN);
  const double up = std::nextafter(r, INFINITY) - r, down = r - std::nextafter(r, -INFINITY);
  mpfr_sub_d(d.get(), y.get(), r, MPFR_RNDN);  // exact at 320 bits
  const double off = mpfr_get_d(d.get(), MPFR_RNDN);
  return std::min(std::fabs(off - up / 2), std::fabs(off + down / 2)) / std::fabs(r);
}

// Families with results next to a midpoint between doubles, by
// construction, kept where that distance is below 2^-100 (relative): the
// rounding test cannot decide them, so MPFR must, and the answers agree.
//  - exp((2m + 1)·2^-53) = 1 + (m + 1/2)·2^-52 + (2m + 1)²·2^-107 + …,
//    exp(−(2m + 1)·2^-54) = 1 − (2m + 1)·2^-54 + (2m + 1)²·2^-109 − …
//  - cos x for x nearest to √((2m + 1)·2^-53): 1 − x²/2 is within
//    (2m + 1)·2^-105 of the midpoint 1 − (2m + 1)·2^-54.
//  - log(1 + k·2^-52) = k·2^-52 − k²·2^-105 + …, next to a midpoint where
//    k²·2^-105 is an odd multiple of half the spacing and k³·2^-156/3 is
//    small (k = 6); below 1, log(1 − k·2^-53) for k = 2 and 12.
//  - log1p x for x in [2^-E, 2^-E+1) nearest to √((2m + 1)·2^(-E-52)):
//    x − x²/2 is next to the midpoint x − (m + 1/2)·ulp(x).
//  - sin x for x in [2^-E, 2^-E+1) nearest to ∛(6(2m + 1)·2^(-E-53)) (and
//    neighbours): x³/6 is close to (m + 1/2)·ulp(x).
TEST(F64FastPathBoundaries, NearMidpointResultsGoToMpfr) {
  struct Family {
    const char* name;
    MpfrUnaryFn fn;
    size_t expected;  // at least this many candidates qualify
    std::vector<double> candidates;
  };
  std::vector<Family> families = {{"exp", mpfr_exp, 10, {}},
                                  {"cos", mpfr_cos, 10, {}},
                                  {"sin", mpfr_sin, 10, {}},
                                  {"log", mpfr_log, 3, {}},
                                  {"log1p", mpfr_log1p, 5, {}}};
  for (int k = 1; k <= 64; ++k) {
    families[3].candidates.push_back(1 + k * 0x1p-52);
    families[3].candidates.push_back(1 - k * 0x1p-53);
  }
  MpfrNumber v(200);
  for (int m = 0; m < 64; ++m) {
    families[0].candidates.push_back(std::ldexp(2.0 * m + 1, -53));
    families[0].candidates.push_back(-std::ldexp(2.0 * m + 1, -54));
    mpfr_set_d(v.get(), std::ldexp(2.0 * m + 1, -53), MPFR_RNDN);
    mpfr_sqrt(v.get(), v.get(), MPFR_RNDN);
    families[1].candidates.push_back(mpfr_get_d(v.get(), MPFR_RNDN));
  }
  for (int e = 44; e <= 52; ++e)  // x² ≈ (2m + 1)·ulp(x)
    for (int odd = 1; odd < 64; odd += 2) {
      mpfr_set_d(v.get(), std::ldexp(odd, -e - 52), MPFR_RNDN);
      mpfr_sqrt(v.get(), v.get(), MPFR_RNDN);
      const double x = mpfr_get_d(v.get(), MPFR_RNDN);
      if (x >= std::ldexp(1.0, -e) && x < std::ldexp(1.0, 1 - e))
        families[4].candidates.push_back(x);
    }
  for (int e = 24; e <= 26; ++e)
    for (int odd = 1; odd < 64; odd += 2) {
      mpfr_set_d(v.get(), std::ldexp(6.0 * odd, -e - 53), MPFR_RNDN);
      mpfr_cbrt(v.get(), v.get(), MPFR_RNDN);
      const double x = mpfr_get_d(v.get(), MPFR_RNDN);
      if (x < std::ldexp(1.0, -e) || x >= std::ldexp(1.0, 1 - e)) continue;
      for (int i = -3; i <= 3; ++i) families[2].candidates.push_back(fromBits(bitsOf(x) + i));
    }
  for (const Family& f : families) {
    std::vector<uint64_t> inputs;
    for (double x : f.candidates)
      if (midpointDistance(f.fn, x) < 0x1p-100) inputs.push_back(bitsOf(x));
    EXPECT_GE(inputs.size(), f.expected) << f.name;
    const Tally t = compare(f.fn, inputs);
    EXPECT_TRUE(t.mismatches.empty()) << f.name << ":\n" << joined(t.mismatches);
    EXPECT_EQ(t.fallbacks, inputs.size()) << f.name;
    std::printf("[ %-5s ] %zu results within 2^-100 of a midpoint, %zu decided by MPFR\n", f.name,
                inputs.size(), t.fallbacks);
  }
}

// The rounding test itself, on hand-made intervals around the midpoint
// hi + ulp/2 (and below a power of two, where the spacing halves).
TEST(F64FastPathBoundaries, RoundingTestDecidesOnlyWholeIntervals) {
  const double hi = 1.5, half_ulp = 0x1p-53;
  EXPECT_TRUE(f64RoundsToHi(hi, half_ulp - 0x1p-80, 0x1p-82));
  EXPECT_FALSE(f64RoundsToHi(hi, half_ulp - 0x1p-80, 0x1p-79));
  EXPECT_TRUE(f64RoundsToHi(hi, -half_ulp + 0x1p-80, 0x1p-82));
  EXPECT_FALSE(f64RoundsToHi(hi, -half_ulp + 0x1p-80, 0x1p-79));
  EXPECT_FALSE(f64RoundsToHi(hi, half_ulp, 0));  // a tie: the test never decides one
  EXPECT_TRUE(f64RoundsToHi(1.0, -0x1p-54 + 0x1p-90, 0x1p-92));
  EXPECT_FALSE(f64RoundsToHi(1.0, -0x1p-54 + 0x1p-90, 0x1p-89));
  EXPECT_TRUE(f64RoundsToHi(1.0, 0x1p-53 - 0x1p-90, 0x1p-92));
  EXPECT_FALSE(f64RoundsToHi(-1.0, 0x1p-54, 0x1p-60));
  EXPECT_FALSE(f64RoundsToHi(1.0, 0, NAN));
  EXPECT_FALSE(f64RoundsToHi(NAN, 0, 0x1p-80));
}

// ---- API and guards ----

TEST(F64FastPathApi, LookupAndEntryPointsAgree) {
  EXPECT_FALSE(hasF64FastPath(mpfr_digamma));
  EXPECT_EQ(findF64FastPath(mpfr_digamma), nullptr);
  const F64UnaryFastPath* sin_path = findF64FastPath(mpfr_sin);
  ASSERT_NE(sin_path, nullptr);
  const uint64_t x = bitsOf(1.0);
  EXPECT_EQ(evaluateF64Fast(*sin_path, x), 0x3FEAED548F090CEEu);  // sin(1) = 0.8414709848078965
  EXPECT_EQ(evaluateF64Fast(mpfr_sin, x), 0x3FEAED548F090CEEu);
  EXPECT_EQ(evaluateF64Fast(mpfr_exp, x), bitsOf(2.718281828459045));
  bool used = true;
  EXPECT_EQ(evaluateF64Fast(mpfr_cos, x, &used), bitsOf(0.5403023058681398));
  EXPECT_FALSE(used);
  // A function without a path still answers, through MPFR.
  EXPECT_EQ(evaluateF64Fast(mpfr_digamma, x, &used),
            roundMpfrBits(mpfr_digamma, x, ElementType::kF64));
  EXPECT_TRUE(used);
  F64FirstLevel level;
  EXPECT_FALSE(f64FirstLevel(mpfr_digamma, x, level));
  EXPECT_FALSE(f64FirstLevel(mpfr_exp, bitsOf(INFINITY), level));
  EXPECT_FALSE(f64FirstLevel(mpfr_exp, bitsOf(800.0), level));   // proven +Inf
  EXPECT_FALSE(f64FirstLevel(mpfr_sin, bitsOf(0x1p30), level));  // beyond the reduction
  EXPECT_EQ(f64FirstLevelBound(mpfr_digamma), 0.0);
}

// A thread that rounds upward gets MPFR's answers.
TEST(F64FastPathApi, NonIeeeHostStateFallsBackToMpfr) {
  const uint64_t x = bitsOf(0.3);
  ASSERT_EQ(std::fesetround(FE_UPWARD), 0);
  bool used = false;
  const uint64_t r = evaluateF64Fast(mpfr_exp, x, &used);
  F64FirstLevel level;
  const bool has_level = f64FirstLevel(mpfr_exp, x, level);
  std::fesetround(FE_TONEAREST);
  EXPECT_TRUE(used);
  EXPECT_FALSE(has_level);
  EXPECT_EQ(r, roundMpfrBits(mpfr_exp, x, ElementType::kF64));
  evaluateF64Fast(mpfr_exp, x, &used);
  EXPECT_FALSE(used);
}

// Several threads at once, each starting on its own function (tables are
// built on first use, possibly concurrently), agree with MPFR.
TEST(F64FastPathApi, ConcurrentCallersAgree) {
  const std::vector<uint64_t> inputs = uniform(2000, 11, -20, 20);
  std::vector<std::thread> pool;
  std::vector<size_t> mismatches(6, 0);
  for (size_t t = 0; t < 6; ++t)
    pool.emplace_back([&, t] {
      for (size_t i = 0; i < inputs.size(); ++i) {
        const MpfrUnaryFn fn = kCases[(t + i) % std::size(kCases)].fn;
        mismatches[t] +=
            evaluateF64Fast(fn, inputs[i]) != roundMpfrBits(fn, inputs[i], ElementType::kF64);
      }
      releaseThreadMpfrCaches();
    });
  for (std::thread& t : pool) t.join();
  for (size_t m : mismatches) EXPECT_EQ(m, 0u);
}

// A vector first level computes what the scalar kernel computes and
// decides what the scalar path decides, bit for bit, and leaves the rest to
// it: random bit patterns, arguments across the function's range, the
// special values, and every argument within three of each edge of the
// kernel's ranges, in runs of odd lengths (a partial last vector
// everywhere); the run form also equals MPFR on a sample. Where the machine
// has FMA lanes, each lane's first level {hi, lo, err} equals the scalar
// kernel's wherever that approximates (results alone could not show an
// error far above the proven bound: both sides would round the same nearly
// always), a lane decides exactly where the scalar path decides without
// MPFR, and the lanes decide nearly all of `typical`.
void expectLanesDecideLikeTheScalarPath(
    MpfrUnaryFn fn, const char* name, double range, std::initializer_list<double> edges,
    void (*lanes)(const uint64_t*, uint64_t*, uint64_t*, size_t, double*), double typical) {
  std::mt19937_64 rng(13);
  std::vector<uint64_t> inputs;
  std::uniform_real_distribution<double> wide(-range, range), unit(-1, 1);
  for (int i = 0; i < 300000; ++i) inputs.push_back(rng());
  for (int i = 0; i < 300000; ++i) inputs.push_back(std::bit_cast<uint64_t>(wide(rng)));
  for (int i = 0; i < 100000; ++i) inputs.push_back(std::bit_cast<uint64_t>(unit(rng)));
  for (uint64_t special : {0x0ull, 0x8000000000000000ull, 0x7FF0000000000000ull,
                           0xFFF0000000000000ull, 0x7FF8000000000000ull, 0x7FF0000000000001ull,
                           0x0000000000000001ull, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull})
    inputs.push_back(special);
  for (double edge : edges)
    for (double signed_edge : {edge, -edge})
      for (int d = -3; d <= 3; ++d)
        inputs.push_back(std::bit_cast<uint64_t>(signed_edge) + static_cast<uint64_t>(d));
  const F64UnaryFastPath* path = findF64FastPath(fn);
  ASSERT_NE(path, nullptr);
  const std::vector<uint64_t> runs =
      testing::inOddRuns(inputs, [&](auto in, auto out) { evaluateF64Fast(*path, in, out); });
  std::vector<char> usedMpfr(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    bool used = false;
    ASSERT_EQ(runs[i], evaluateF64Fast(*path, inputs[i], &used))
        << name << " of 0x" << std::hex << inputs[i];
    usedMpfr[i] = used;
  }
  for (size_t i = 0; i < inputs.size(); i += 211)
    ASSERT_EQ(runs[i], roundMpfrBits(fn, inputs[i], ElementType::kF64))
        << name << " of 0x" << std::hex << inputs[i];

  const uint64_t half = bitsOf(0.5);
  uint64_t probeOut = 0, probeDecided = 0;
  lanes(&half, &probeOut, &probeDecided, 1, nullptr);
  if (probeDecided == 0) {
    std::printf(
        "note: no FMA vector lanes on this machine; the scalar path decided every element\n");
    return;
  }
  std::vector<uint64_t> out(inputs.size()), decided(inputs.size());
  std::vector<double> levels(3 * inputs.size());
  lanes(inputs.data(), out.data(), decided.data(), inputs.size(), levels.data());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const uint64_t magnitude = inputs[i] & 0x7FFFFFFFFFFFFFFF;
    if (magnitude == 0 || magnitude >= 0x7FF0000000000000) continue;  // the specials' table
    ASSERT_EQ(decided[i] != 0, !usedMpfr[i]) << name << " of 0x" << std::hex << inputs[i];
    F64FirstLevel level;
    if (!f64FirstLevel(fn, inputs[i], level)) continue;
    ASSERT_EQ(bitsOf(levels[3 * i]), bitsOf(level.hi)) << name << " of 0x" << std::hex << inputs[i];
    ASSERT_EQ(bitsOf(levels[3 * i + 1]), bitsOf(level.lo))
        << name << " of 0x" << std::hex << inputs[i];
    ASSERT_EQ(bitsOf(levels[3 * i + 2]), bitsOf(level.err))
        << name << " of 0x" << std::hex << inputs[i];
  }
  std::vector<uint64_t> in(100000);
  std::uniform_real_distribution<double> inner(-typical, typical);
  for (uint64_t& x : in) x = std::bit_cast<uint64_t>(inner(rng));
  lanes(in.data(), out.data(), decided.data(), in.size(), nullptr);
  const auto count = std::count_if(decided.begin(), decided.begin() + in.size(),
                                   [](uint64_t d) { return d != 0; });
  EXPECT_GT(count, 97 * static_cast<int64_t>(in.size()) / 100) << name;
}

TEST(F64VectorLanes, ExpDecidesLikeTheScalarPath) {
  expectLanesDecideLikeTheScalarPath(mpfr_exp, "exp", 750, {709.79, 709.7, 708.3, 745.2, 0x1p-54},
                                     f64k::expLanes, 700);
}

// sin and cos: also the edges of the proven tiny results, of the
// reduction (0.785, 2^20) and of the tables' points near π/4, and
// arguments next to multiples of π/2, where the reduction's error makes
// the rounding test fail.
TEST(F64VectorLanes, SinAndCosDecideLikeTheScalarPath) {
  struct Case {
    MpfrUnaryFn fn;
    const char* name;
    void (*lanes)(const uint64_t*, uint64_t*, uint64_t*, size_t, double*);
  };
  for (const Case& c :
       {Case{mpfr_sin, "sin", f64k::sinLanes}, Case{mpfr_cos, "cos", f64k::cosLanes}}) {
    expectLanesDecideLikeTheScalarPath(
        c.fn, c.name, 0x1p21,
        {0x1p-1022, 0x1p-27, 0.785, 0x1p20, 804.5 / 1024, 0.5 / 1024, 1.5707963267948966,
         3.141592653589793, 4.71238898038469, 6.283185307179586, 355.0, 104348.0},
        c.lanes, 1000);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
