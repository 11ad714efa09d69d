// simd-cpu's rng: UNIFORM values lie in [a, b) (floats right below b
// included, integers over ranges wider than int64's), NORMAL values have
// about the asked mean and deviation, and a program gives the same numbers
// on every run; rng_bit_generator's Philox gives Random123's known answers,
// chains, and is about uniform.
#include <bit>
#include <cmath>
#include <set>

#include "spec/float_value.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

Tensor scalar(ElementType type, uint64_t bits) {
  Tensor t({}, type);
  t.setBits(0, bits);
  return t;
}

std::vector<Tensor> runRng(ElementType type, const std::string& distribution, uint64_t a,
                           uint64_t b, int64_t n) {
  const std::string s = tensorType({}, type), r = tensorType({n}, type);
  Program program;
  program.text =
      mainProgram({s, s}, {r},
                  "  %shape = stablehlo.constant dense<" + std::to_string(n) +
                      "> : tensor<1xi64>\n  %r0 = stablehlo.rng %a0, %a1, %shape, distribution = " +
                      distribution + " : (" + s + ", " + s + ", tensor<1xi64>) -> " + r + "\n");
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  EXPECT_TRUE(compiled.ok()) << compiled.message << "\n" << program.text;
  if (!compiled.ok()) return {};
  const std::vector<Tensor> inputs = {scalar(type, a), scalar(type, b)};
  auto out = simd->execute(*compiled.value, inputs, {});
  EXPECT_TRUE(out.ok()) << out.message;
  return out.ok() ? out.value : std::vector<Tensor>{};
}

TEST(SimdCpuRng, UniformValuesLieInTheHalfOpenRange) {
  // f32 [1, 1 + 2^-22): four values, the top one right below b.
  const uint32_t one = std::bit_cast<uint32_t>(1.0f);
  std::vector<Tensor> f = runRng(ElementType::kF32, "UNIFORM", one, one + 4, 1000);
  ASSERT_EQ(f.size(), 1u);
  for (int64_t i = 0; i < f[0].numElements(); ++i) {
    ASSERT_GE(f[0].bits(i), one);
    ASSERT_LT(f[0].bits(i), one + 4);
  }
  std::vector<Tensor> d = runRng(ElementType::kF64, "UNIFORM", std::bit_cast<uint64_t>(-3.0),
                                 std::bit_cast<uint64_t>(5.0), 1000);
  ASSERT_EQ(d.size(), 1u);
  for (int64_t i = 0; i < d[0].numElements(); ++i) {
    const double v = std::bit_cast<double>(d[0].bits(i));
    ASSERT_TRUE(v >= -3.0 && v < 5.0) << v;
  }
  // ui64 over [1, 2^64 - 1): wider than int64's range.
  std::vector<Tensor> u = runRng(ElementType::kUI64, "UNIFORM", 1, ~uint64_t{0}, 1000);
  ASSERT_EQ(u.size(), 1u);
  bool high = false;
  for (int64_t i = 0; i < u[0].numElements(); ++i) {
    ASSERT_GE(u[0].bits(i), 1u);
    ASSERT_LT(u[0].bits(i), ~uint64_t{0});
    high = high || u[0].bits(i) > (uint64_t{1} << 63);
  }
  EXPECT_TRUE(high);
  std::vector<Tensor> s = runRng(ElementType::kSI8, "UNIFORM", static_cast<uint8_t>(-5), 3, 1000);
  ASSERT_EQ(s.size(), 1u);
  for (int64_t i = 0; i < s[0].numElements(); ++i) {
    ASSERT_GE(s[0].intValue(i), -5);
    ASSERT_LT(s[0].intValue(i), 3);
  }
}

// Every float format narrower than f32 (tf32 too), and i1: UNIFORM values
// in [a, b) of the format, several of them, for a wide range, one of two
// neighbouring numbers (only a), and one just above zero.
TEST(SimdCpuRng, NarrowFormatsUniformValuesLieInTheHalfOpenRange) {
  for (ElementType type : allElementTypes()) {
    if (!isFloat(type) || bitWidth(type) >= 32 || type == ElementType::kF32) continue;
    SCOPED_TRACE(std::string(elementTypeName(type)));
    const FloatFormat& f = *floatFormat(type);
    auto bitsOf = [&](int64_t v) { return roundIntegerToFormat(v, type); };
    const uint64_t smallest = f.hasSign ? 1 : f.lowestFiniteBits();  // the least positive number
    const std::vector<std::pair<uint64_t, uint64_t>> ranges = {
        {f.hasSign ? bitsOf(-4) : f.lowestFiniteBits(), bitsOf(6)},
        {bitsOf(1), bitsOf(1) + 1},
        {smallest, bitsOf(2)}};
    for (const auto& [aBits, bBits] : ranges) {
      const double a = floatToDouble(aBits, type), b = floatToDouble(bBits, type);
      ASSERT_LT(a, b);
      std::vector<Tensor> out = runRng(type, "UNIFORM", aBits, bBits, 400);
      ASSERT_EQ(out.size(), 1u);
      std::set<uint64_t> seen;
      for (int64_t i = 0; i < out[0].numElements(); ++i) {
        const double v = floatToDouble(out[0].bits(i), type);
        ASSERT_TRUE(v >= a && v < b) << v << " outside [" << a << ", " << b << ")";
        seen.insert(out[0].bits(i));
      }
      if (bBits != aBits + 1) {
        EXPECT_GE(seen.size(), 2u) << a << ", " << b;
      }
    }
  }
  std::vector<Tensor> flags = runRng(ElementType::kI1, "UNIFORM", 0, 1, 100);
  ASSERT_EQ(flags.size(), 1u);
  for (int64_t i = 0; i < flags[0].numElements(); ++i) EXPECT_EQ(flags[0].bits(i), 0u);
}

TEST(SimdCpuRng, NormalValuesHaveTheAskedMeanAndDeviationAndRepeat) {
  const int64_t n = 20000;
  std::vector<Tensor> x = runRng(ElementType::kF64, "NORMAL", std::bit_cast<uint64_t>(2.0),
                                 std::bit_cast<uint64_t>(0.5), n);
  ASSERT_EQ(x.size(), 1u);
  double sum = 0, squares = 0;
  for (int64_t i = 0; i < n; ++i) {
    const double v = std::bit_cast<double>(x[0].bits(i));
    sum += v;
    squares += v * v;
  }
  const double mean = sum / n, deviation = std::sqrt(squares / n - mean * mean);
  EXPECT_NEAR(mean, 2.0, 0.02);
  EXPECT_NEAR(deviation, 0.5, 0.02);
  std::vector<Tensor> again = runRng(ElementType::kF64, "NORMAL", std::bit_cast<uint64_t>(2.0),
                                     std::bit_cast<uint64_t>(0.5), n);
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0], x[0]);
}

// --- rng_bit_generator ----------------------------------------------------------

// rng_bit_generator on a ui64 state of `stateSize` words: (output_state,
// output) with `n` outputs of `type`.
std::vector<Tensor> runBitGenerator(const std::vector<uint64_t>& state, ElementType type, int64_t n,
                                    const char* algorithm = "PHILOX") {
  const int64_t size = static_cast<int64_t>(state.size());
  const std::string st = tensorType({size}, ElementType::kUI64), r = tensorType({n}, type);
  Program program;
  program.text =
      mainProgram({st}, {st, r},
                  std::string("  %r0, %r1 = stablehlo.rng_bit_generator %a0, algorithm = ") +
                      algorithm + " : (" + st + ") -> (" + st + ", " + r + ")\n");
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  EXPECT_TRUE(compiled.ok()) << compiled.message << "\n" << program.text;
  if (!compiled.ok()) return {};
  Tensor initial({size}, ElementType::kUI64);
  for (int64_t i = 0; i < size; ++i) initial.setBits(i, state[static_cast<size_t>(i)]);
  const std::vector<Tensor> inputs = {initial};
  auto out = simd->execute(*compiled.value, inputs, {});
  EXPECT_TRUE(out.ok()) << out.message;
  return out.ok() ? out.value : std::vector<Tensor>{};
}

// Random123's known answers for Philox4x32-10 (kat_vectors): key and
// counter words as state[0] = k1:k0, state[1] = c1:c0, state[2] = c3:c2;
// a ui64 output holds x1:x0, then x3:x2.
TEST(SimdCpuRngBitGenerator, PhiloxGivesRandom123sKnownAnswers) {
  struct Kat {
    std::vector<uint64_t> state;
    uint64_t first, second;
  };
  const Kat kats[] = {
      {{0, 0, 0}, 0xe169c58d6627e8d5, 0x9b00dbd8bc57ac4c},
      {{~uint64_t{0}, ~uint64_t{0}, ~uint64_t{0}}, 0x41c83b0e408f276d, 0x6d5451fda20bc7c6},
      {{0x299f31d0a4093822, 0x85a308d3243f6a88, 0x0370734413198a2e},
       0x94fdccebd16cfe09,
       0x24126ea15001e420},
  };
  for (const Kat& k : kats) {
    const std::vector<Tensor> out = runBitGenerator(k.state, ElementType::kUI64, 2);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[1].bits(0), k.first);
    EXPECT_EQ(out[1].bits(1), k.second);
    // One block used: the counter moved on by one (carrying into state[2]).
    EXPECT_EQ(out[0].bits(0), k.state[0]);
    EXPECT_EQ(out[0].bits(1), k.state[1] + 1);
    EXPECT_EQ(out[0].bits(2), k.state[1] == ~uint64_t{0} ? k.state[2] + 1 : k.state[2]);
  }
}

// The output is a function of the state alone (two runs agree), a chained
// call continues the stream where the first stopped, narrow outputs keep
// only their bits, and byte values are about uniform (a χ² test far from
// its 255 degrees of freedom's tail: p > 1e-6).
TEST(SimdCpuRngBitGenerator, DeterministicChainedAndUniform) {
  const std::vector<uint64_t> state = {0x1234, 0x5678};
  const std::vector<Tensor> once = runBitGenerator(state, ElementType::kUI64, 8, "THREE_FRY");
  ASSERT_EQ(once.size(), 2u);
  EXPECT_TRUE(once[1] == runBitGenerator(state, ElementType::kUI64, 8, "THREE_FRY")[1]);
  const std::vector<Tensor> first = runBitGenerator(state, ElementType::kUI64, 4, "DEFAULT");
  const std::vector<Tensor> second =
      runBitGenerator({first[0].bits(0), first[0].bits(1)}, ElementType::kUI64, 4, "DEFAULT");
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_EQ(first[1].bits(i), once[1].bits(i));
    EXPECT_EQ(second[1].bits(i), once[1].bits(i + 4));
  }
  const std::vector<Tensor> nibbles = runBitGenerator(state, ElementType::kUI4, 64);
  for (int64_t i = 0; i < 64; ++i) EXPECT_LT(nibbles[1].bits(i), 16u);

  constexpr int64_t kCount = 1 << 16;
  const std::vector<Tensor> bytes = runBitGenerator({7, 0}, ElementType::kUI8, kCount);
  std::vector<double> counts(256, 0);
  for (int64_t i = 0; i < kCount; ++i) counts[bytes[1].bits(i)] += 1;
  double chi2 = 0;
  const double expected = double(kCount) / 256;
  for (double c : counts) chi2 += (c - expected) * (c - expected) / expected;
  EXPECT_LT(chi2, 400) << "χ² of 256 byte values";  // p ≈ 1e-8 at 400 for 255 dof
  EXPECT_GT(chi2, 150);                             // and not suspiciously flat
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
