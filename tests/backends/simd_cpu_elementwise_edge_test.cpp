// simd-cpu's element-wise edge cases found by fuzz/differential_fuzzer,
// against the oracle bit for bit: reduce_precision on a narrow format whose
// exponent it does not narrow keeps the format's own subnormals (it is
// computed in f32, where e5 used to flush them), and complex x^0 is 1 (the
// wide pow computed exp(0 * log(0)) = NaN for 0^0), and complex products
// and x^y within one ulp where the wide formula cancels.
#include <bit>
#include <chrono>
#include <cmath>

#include "backends/simd_cpu/complex_power.h"
#include "backends/simd_cpu/elementwise_internal.h"
#include "numerics/mpfr_functions.h"
#include "numerics/mpfr_number.h"
#include "oracle/profile.h"
#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends::testing {
namespace {
namespace HLO_CTS_UNITY_ID {

TEST(SimdCpuElementwiseEdge, ReducePrecisionKeepsF16SubnormalsAtItsOwnExponentWidth) {
  Tensor input({4}, ElementType::kF16);
  for (int64_t i = 0; i < 4; ++i)
    input.setBits(i, std::vector<uint64_t>{0x8001, 0x0001, 0x03FF, 0x3C00}[static_cast<size_t>(i)]);
  for (const char* format : {"e5m17", "e5m10", "e8m10", "e4m10"}) {
    expectSameAsOracle(
        mainProgram({"tensor<4xf16>"}, {"tensor<4xf16>"},
                    std::string("  %r0 = stablehlo.reduce_precision %a0, format = ") + format +
                        " : tensor<4xf16>\n"),
        {input});
  }
}

TEST(SimdCpuElementwiseEdge, ComplexPowerToZeroIsOne) {
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    Tensor base({2}, type), exponent({2}, type);  // zeros: 0^0, then 1.5^0
    base.setPartBits(1, 0, type == ElementType::kComplexF32 ? 0x3FC00000 : 0x3FF8000000000000);
    const std::string t = tensorType({2}, type);
    expectSameAsOracle(mainProgram({t, t}, {t}, "  %r0 = stablehlo.power %a0, %a1 : " + t + "\n"),
                       {base, exponent});
  }
}

// TOTALORDER orders NaNs by sign and payload; narrow formats are computed
// in f32 lanes, which carry the payload (it used to become one canonical NaN,
// so every pair of NaNs compared equal).
TEST(SimdCpuElementwiseEdge, TotalOrderComparesNarrowNaNPayloads) {
  for (ElementType type : {ElementType::kF8E5M2, ElementType::kF8E4M3, ElementType::kF8E3M4,
                           ElementType::kF16, ElementType::kBF16}) {
    const common::NarrowFormat f = common::narrowFormatOf(type);
    const uint32_t nan = ((1u << f.exponentBits) - 1) << f.mantissaBits;
    const uint32_t sign = 1u << (f.totalBits - 1);
    const std::vector<uint32_t> lhsBits = {nan | 1, nan | 2, sign | nan | 1, nan | 1, nan | 3};
    const std::vector<uint32_t> rhsBits = {nan | 2, nan | 1, nan | 1, nan | 1, sign | nan | 3};
    Tensor lhs({5}, type), rhs({5}, type);
    for (int64_t i = 0; i < 5; ++i) {
      lhs.setBits(i, lhsBits[static_cast<size_t>(i)]);
      rhs.setBits(i, rhsBits[static_cast<size_t>(i)]);
    }
    const std::string t = tensorType({5}, type);
    for (const char* direction : {"LT", "EQ", "GE"})
      expectSameAsOracle(mainProgram({t, t}, {tensorType({5}, ElementType::kI1)},
                                     std::string("  %r0 = stablehlo.compare ") + direction +
                                         ", %a0, %a1, TOTALORDER : (" + t + ", " + t + ") -> " +
                                         tensorType({5}, ElementType::kI1) + "\n"),
                         {lhs, rhs});
  }
}

// maximum / minimum / clamp of a NaN give that NaN, sign and payload kept
// (quieted), as the oracle does: element-wise (the vector loops) and in a
// map body (the scalar functors, which gave the canonical +NaN, so a later
// bitcast_convert or TOTALORDER sort saw a different value; campaign seed
// 100 found both).
TEST(SimdCpuElementwiseEdge, MaximumAndMinimumKeepTheirNaNOperandsSignAndPayload) {
  for (ElementType type :
       {ElementType::kF16, ElementType::kBF16, ElementType::kTF32, ElementType::kF32}) {
    const FloatFormat& f = *floatFormat(type);
    const uint64_t quiet = f.exponentMask() | (uint64_t{1} << (f.mantissaBits - 1));
    Tensor nans({4}, type), numbers({4}, type);
    const std::vector<uint64_t> nanBits = {quiet | 1, f.signMask() | quiet | 3,
                                           f.signMask() | quiet, quiet | 5};
    for (int64_t i = 0; i < 4; ++i) {
      nans.setBits(i, nanBits[static_cast<size_t>(i)]);
      numbers.setBits(i, f.maxFiniteBits());
    }
    const std::string t = tensorType({4}, type), s = tensorType({}, type);
    for (const char* op : {"maximum", "minimum"}) {
      expectSameAsOracle(
          mainProgram({t, t}, {t},
                      std::string("  %r0 = stablehlo.") + op + " %a0, %a1 : " + t + "\n"),
          {nans, numbers});
      expectSameAsOracle(
          mainProgram(
              {t, t}, {t},
              std::string("  %r0 = \"stablehlo.map\"(%a0, %a1) <{dimensions = array<i64: 0>}> ({\n"
                          "  ^bb0(%x: ") +
                  s + ", %y: " + s + "):\n    %m = stablehlo." + op + " %y, %x : " + s +
                  "\n    stablehlo.return %m : " + s + "\n  }) : (" + t + ", " + t + ") -> " + t +
                  "\n"),
          {nans, numbers});
    }
    expectSameAsOracle(
        mainProgram({t, t}, {t}, "  %r0 = stablehlo.clamp %a1, %a0, %a1 : " + t + "\n"),
        {nans, numbers});
  }
}

// tf32 (19 bits in 4 bytes) computes in f32 lanes like the other narrow
// formats: every encoding converts to f32 exactly and squares to the
// oracle's correctly rounded tf32 (subnormals, overflow to Inf, NaN payloads
// kept), and f32 values round to it as the oracle rounds them.
TEST(SimdCpuElementwiseEdge, Tf32RoundsLikeTheOracleOnEveryEncoding) {
  const int64_t n = int64_t{1} << 19;
  Tensor every({n}, ElementType::kTF32);
  for (int64_t i = 0; i < n; ++i) every.setBits(i, static_cast<uint64_t>(i));
  const std::string t = tensorType({n}, ElementType::kTF32), f = tensorType({n}, ElementType::kF32);
  // NaNs only as NaNs here: a signaling NaN's quieting and where a payload
  // lands in f32 are left open by the spec (the profile ignores payloads);
  // quiet NaNs' payloads are checked exactly in
  // MaximumAndMinimumKeepTheirNaNOperandsSignAndPayload.
  const std::pair<std::string, std::string> cases[] = {
      {f, "  %r0 = stablehlo.convert %a0 : (" + t + ") -> " + f + "\n"},
      {t, "  %r0 = stablehlo.multiply %a0, %a0 : " + t + "\n"},
      {t, "  %r0 = stablehlo.maximum %a0, %a0 : " + t + "\n"}};
  for (const auto& [result, body] : cases)
    expectSameAsOracle(mainProgram({t}, {result}, body), {every}, nullptr, NaNs::kAnyNaN);
  // f32 values around every tf32 rounding boundary: ties (low 13 bits
  // 0x1000) both ways, their neighbours, and random bits.
  const int64_t m = 1 << 16;
  Tensor values({4 * m}, ElementType::kF32);
  std::mt19937_64 rng(19);
  for (int64_t i = 0; i < m; ++i) {
    const uint32_t high = static_cast<uint32_t>(rng()) & 0xFFFFE000u;
    const uint32_t lows[4] = {0x1000, 0x0FFF, 0x1001, static_cast<uint32_t>(rng()) & 0x1FFF};
    for (int k = 0; k < 4; ++k) values.setBits(4 * i + k, high | lows[k]);
  }
  const std::string f4 = tensorType({4 * m}, ElementType::kF32),
                    t4 = tensorType({4 * m}, ElementType::kTF32);
  expectSameAsOracle(
      mainProgram({f4}, {t4}, "  %r0 = stablehlo.convert %a0 : (" + f4 + ") -> " + t4 + "\n"),
      {values}, nullptr, NaNs::kAnyNaN);
}

// f8E8M0FNU has no sign bit: TOTALORDER orders its encodings as they are
// (0xFE = 2^127 above 0x00 = 2^-127), where a sign-magnitude key put every
// value from 2 up below the small ones (a regenerated select_and_scatter
// suite test picked the wrong window element). Every pair, both directions.
TEST(SimdCpuElementwiseEdge, TotalOrderOfTheUnsignedE8M0FormatIsItsEncodingOrder) {
  Tensor lhs({256, 256}, ElementType::kF8E8M0FNU), rhs({256, 256}, ElementType::kF8E8M0FNU);
  for (int64_t a = 0; a < 256; ++a)
    for (int64_t b = 0; b < 256; ++b) {
      lhs.setBits(a * 256 + b, static_cast<uint64_t>(a));
      rhs.setBits(a * 256 + b, static_cast<uint64_t>(b));
    }
  const std::string t = tensorType({256, 256}, ElementType::kF8E8M0FNU),
                    r = tensorType({256, 256}, ElementType::kI1);
  for (const char* direction : {"LT", "GE"})
    expectSameAsOracle(
        mainProgram({t, t}, {r},
                    std::string("  %r0 = stablehlo.compare ") + direction +
                        ", %a0, %a1, TOTALORDER : (" + t + ", " + t + ") -> " + r + "\n"),
        {lhs, rhs});
}

// Complex expm1 of a huge real part and a zero imaginary one: e^x sin(±0)
// is ±0 even where e^x overflows (a campaign found NaN from ∞ · 0).
TEST(SimdCpuElementwiseEdge, ComplexExpm1KeepsAZeroImaginaryPartWhereTheRealOverflows) {
  Tensor z({3}, ElementType::kComplexF64);
  const double reals[] = {2.2547693734888618e17, 1000.0, -1000.0};
  for (int64_t i = 0; i < 3; ++i) {
    z.setPartBits(i, 0, std::bit_cast<uint64_t>(reals[i]));
    z.setPartBits(i, 1, std::bit_cast<uint64_t>(i == 1 ? -0.0 : 0.0));
  }
  const std::string t = tensorType({3}, ElementType::kComplexF64);
  expectAllowedByOracle(
      mainProgram({t}, {t}, "  %r0 = stablehlo.exponential_minus_one %a0 : " + t + "\n"), {z});
}

// logistic at |Re z| > 1000 saturates: (1 ± tiny, e^−x sin y) above, e^z
// below, every part of which rounds to 1 or a zero with the sign of cos y
// or sin y. simd-cpu used to hand these to MPC's 1/(1 + e^−z), whose
// division worked at a precision as large as the parts' exponent gap (a
// sampled complex<f32> input of the accuracy atlas did not return in 20 s);
// the asymptotics answer at once.
TEST(SimdCpuElementwiseEdge, ComplexLogisticAtHugeRealPartsReturnsAtOnceWithSaturatedParts) {
  auto signedZero = [](double trig) { return std::copysign(0.0, trig); };
  auto expectParts = [](auto z, double re, double im) {
    const auto started = std::chrono::steady_clock::now();
    const auto r = simd_cpu::complexLogistic(z);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    EXPECT_LT(seconds, 1.0) << z.real() << " + " << z.imag() << "i";
    EXPECT_EQ(std::bit_cast<uint64_t>(static_cast<double>(r.real())), std::bit_cast<uint64_t>(re))
        << z.real() << " + " << z.imag() << "i: real part " << r.real();
    EXPECT_EQ(std::bit_cast<uint64_t>(static_cast<double>(r.imag())), std::bit_cast<uint64_t>(im))
        << z.real() << " + " << z.imag() << "i: imaginary part " << r.imag();
  };
  using C = std::complex<double>;
  using F = std::complex<float>;
  for (double x : {-1e7, -1.6e7, -3e4, -1e5, -1e18, -1001.0})
    for (double y : {0.5, 2.0, -2.0, 4.0, -1e-300, 1e20, 0x1p40}) {
      expectParts(C(x, y), signedZero(std::cos(y)), signedZero(std::sin(y)));
      const auto yf = static_cast<float>(y == -1e-300 ? -0x1p-149 : y);
      expectParts(F(static_cast<float>(x), yf), signedZero(std::cos(yf)), signedZero(std::sin(yf)));
    }
  for (double x : {1.6e7, 1e5, 3e38})
    for (double y : {0x1p-149, -0x1p-149, 0x1p40, -0x1p40, 3.0, 1e30}) {
      expectParts(C(x, y), 1.0, signedZero(std::sin(y)));
      expectParts(F(static_cast<float>(x), static_cast<float>(y)), 1.0,
                  signedZero(std::sin(static_cast<float>(y))));
    }
  // On the real axis the imaginary part is +0 for either zero.
  expectParts(C(-2e4, -0.0), 0.0, 0.0);
  expectParts(F(2e4f, -0.0f), 1.0, 0.0);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::testing

namespace hlo_cts::backends::testing {
namespace {
namespace HLO_CTS_UNITY_ID {

// Integers beyond 2^53 into complex<f64>: one rounding (it rounded to odd
// at 53 bits and stopped there, 1 ulp off half the time), and into
// complex<f32> through the round-to-odd double (one rounding to f32).
TEST(SimdCpuElementwiseEdge, LargeIntegersConvertToComplexWithOneRounding) {
  std::mt19937_64 rng(5);
  for (ElementType from : {ElementType::kSI64, ElementType::kUI64})
    for (ElementType to : {ElementType::kComplexF64, ElementType::kComplexF32}) {
      Tensor input({64}, from);
      for (int64_t i = 0; i < 64; ++i) input.setBits(i, rng() >> (i % 12));
      expectSameAsOracle(mainProgram({tensorType({64}, from)}, {tensorType({64}, to)},
                                     "  %r0 = stablehlo.convert %a0 : (" + tensorType({64}, from) +
                                         ") -> " + tensorType({64}, to) + "\n"),
                         {input});
    }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::testing

namespace hlo_cts::backends::testing {
namespace {
namespace HLO_CTS_UNITY_ID {

// x / x is exactly 1 + 0i: each part of the quotient comes from exact sums
// of exact products (complex<long double>'s scaled division left 1e-20 in
// the imaginary part, a 100000-program campaign's most frequent finding).
TEST(SimdCpuElementwiseEdge, ComplexQuotientsKeepCancellingPartsExact) {
  std::mt19937_64 rng(8);
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    Tensor x({64}, type);
    const ElementType part = complexPartType(type);
    for (int64_t i = 0; i < 64; ++i)
      for (int p = 0; p < 2; ++p) {
        const double v = std::ldexp(static_cast<double>(uniform(rng, 1, 1 << 20)),
                                    static_cast<int>(uniform(rng, -60, 40)));
        const double signed_v = uniform(rng, 0, 1) ? v : -v;
        x.setPartBits(i, p,
                      part == ElementType::kF32
                          ? std::bit_cast<uint32_t>(static_cast<float>(signed_v))
                          : std::bit_cast<uint64_t>(signed_v));
      }
    const std::string t = tensorType({64}, type);
    expectSameAsOracle(mainProgram({t}, {t}, "  %r0 = stablehlo.divide %a0, %a0 : " + t + "\n"),
                       {x});
  }
}

// Complex x^y within one ulp per part, against MPC's correctly rounded pow,
// where exp(y·log x) in long double was off: a part whose cosine or sine is
// small (28 ulp at y = 1), θ = Im(y·log x) beyond x87's reduction (8 ulp at
// θ ≈ 9540), an extreme |x| whose log meets a large y (7 ulp), and an
// overflowing result whose infinite part's sign θ decides.
// A random double of either sign: 30 random bits scaled by 2^e, e uniform
// in [minExponent, maxExponent].
struct ScaledRandom {
  explicit ScaledRandom(uint64_t seed) : rng(seed) {}
  double operator()(int minExponent, int maxExponent) {
    const double v = std::ldexp(static_cast<double>(uniform(rng, 1, 1 << 30)) / (1 << 30),
                                static_cast<int>(uniform(rng, minExponent, maxExponent)));
    return uniform(rng, 0, 1) ? v : -v;
  }
  std::mt19937_64 rng;
};

// simd-cpu's element-wise `op` (its full name) on complex scalars.
template <class C>
C complexOpOnSimdCpu(const std::string& op, std::initializer_list<C> operands) {
  const ElementType type =
      std::is_same_v<C, std::complex<float>> ? ElementType::kComplexF32 : ElementType::kComplexF64;
  const std::string t = tensorType({}, type);
  std::vector<Tensor> inputs;
  std::string names, types;
  for (const C& operand : operands) {
    Tensor x(Type::tensor({}, type));
    std::memcpy(x.mutableBytes().data(), &operand, sizeof(C));
    names += (inputs.empty() ? "%a" : ", %a") + std::to_string(inputs.size());
    types += (inputs.empty() ? "" : ", ") + t;
    inputs.push_back(std::move(x));
  }
  Program program;
  program.text =
      mainProgram(std::vector<std::string>(inputs.size(), t), {t},
                  "  %r0 = \"" + op + "\"(" + names + ") : (" + types + ") -> " + t + "\n");
  std::unique_ptr<Backend> simd = makeSimdCpuBackend();
  auto compiled = simd->compile(program, {});
  EXPECT_TRUE(compiled.ok()) << compiled.message;
  if (!compiled.ok()) return C{};
  auto result = simd->execute(*compiled.value, inputs, {});
  EXPECT_TRUE(result.ok()) << result.message;
  C value{};
  if (result.ok()) std::memcpy(&value, result.value[0].bytes().data(), sizeof(C));
  return value;
}

// simd-cpu's f(x, y) against MPC's correctly rounded `exact`, within one
// ulp per part (distances on the sign-magnitude order of the encodings).
template <class T, class F>
void expectWithinOneUlpOfMpc(int (*exact)(mpc_ptr, mpc_srcptr, mpc_srcptr, mpc_rnd_t), F f,
                             std::complex<T> x, std::complex<T> y) {
  using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
  using Signed = std::make_signed_t<Bits>;
  const ElementType part = std::is_same_v<T, float> ? ElementType::kF32 : ElementType::kF64;
  const numerics::ComplexBits want =
      numerics::roundMpcBits(exact, {std::bit_cast<Bits>(x.real()), std::bit_cast<Bits>(x.imag())},
                             {std::bit_cast<Bits>(y.real()), std::bit_cast<Bits>(y.imag())}, part);
  const std::complex<T> actual = f(x, y);
  auto ordered = [](Bits bits) {
    const Bits magnitude = bits & (~Bits(0) >> 1);
    return bits >> (sizeof(Bits) * 8 - 1) ? -static_cast<Signed>(magnitude)
                                          : static_cast<Signed>(magnitude);
  };
  const Signed distances[2] = {
      ordered(std::bit_cast<Bits>(actual.real())) - ordered(static_cast<Bits>(want.re)),
      ordered(std::bit_cast<Bits>(actual.imag())) - ordered(static_cast<Bits>(want.im))};
  for (Signed distance : distances)
    EXPECT_LE(distance < 0 ? -distance : distance, 1)
        << "(" << x.real() << ", " << x.imag() << "), (" << y.real() << ", " << y.imag() << ")";
}

template <class T>
void expectPowerWithinOneUlp(std::complex<T> x, std::complex<T> y) {
  expectWithinOneUlpOfMpc(
      mpc_pow, [](auto a, auto b) { return backends::simd_cpu::complexPower(a, b); }, x, y);
}

TEST(SimdCpuElementwiseEdge, ComplexPowerIsWithinOneUlpWhereTheWideFormulaCancels) {
  using C = std::complex<double>;
  expectPowerWithinOneUlp(C(-0.115431874258711, 7841.2046177798074), C(1, 0));
  expectPowerWithinOneUlp(C(-9.2273486446233421E-4, 1.7976931348623157E+308),
                          C(-0.0030098754265007639, -13.441225436781894));
  expectPowerWithinOneUlp(C(13.976933476204243, -1.7976931348623157E+308), C(1.0000000001, 2.5));
  expectPowerWithinOneUlp(C(1.3522235261021807E-179, -1.5829596838255684E-179),
                          C(3.6392372444731279E-4, 11.903601851937919));
  expectPowerWithinOneUlp(C(2.5, 0), C(-3.7, 0));  // θ = 0: the fast path's imaginary zero
  // θ = ±0 where e^ρ overflows: (+∞, ±0), not ∞ · 0 = NaN (a campaign, seed 17).
  expectPowerWithinOneUlp(C(6893.5166, -0.0), C(6893.5166, -0.0));
  expectPowerWithinOneUlp(C(900, 0), C(800, 0));
  using F = std::complex<float>;
  expectPowerWithinOneUlp(F(-0.0324328244f, 4629.46826f), F(-0.0393533334f, -3.40282347E+38f));
  expectPowerWithinOneUlp(F(-0.0324328244f, 4629.46826f), F(-7.07745647f, -466.414307f));
  // Random moduli over the whole exponent range and exponents up to 2^20.
  ScaledRandom random(12);
  for (int i = 0; i < 2000; ++i) {
    expectPowerWithinOneUlp(C(random(-1000, 1000), random(-1000, 1000)),
                            C(random(-20, 20), random(-20, 20)));
    expectPowerWithinOneUlp(
        F(static_cast<float>(random(-120, 120)), static_cast<float>(random(-120, 120))),
        F(static_cast<float>(random(-20, 20)), static_cast<float>(random(-20, 20))));
  }
}

// Complex products within one ulp per part where a part cancels (ac ≈ bd):
// complex<long double>'s product rounded both products first and was 8 ulp
// off at complex<f64> (a 100 s campaign, seed 16). Run through simd-cpu's
// multiply instruction, against MPC's correctly rounded product.
TEST(SimdCpuElementwiseEdge, ComplexProductsKeepCancellingPartsWithinOneUlp) {
  ScaledRandom random(17);
  auto multiplyOnSimdCpu = [](auto a, auto b) {
    return complexOpOnSimdCpu("stablehlo.multiply", {a, b});
  };
  using C = std::complex<double>;
  using F = std::complex<float>;
  // The campaign's case: (-2.60224e-4 - 2.60219e-4i)², whose real part cancels.
  const C z(-2.6022446362678489E-4, -2.6021897348365154E-4);
  expectWithinOneUlpOfMpc(mpc_mul, multiplyOnSimdCpu, z, z);
  // (−0 + bi)²'s imaginary part −0 · b + b · −0 is −0 (IEEE), not the +0
  // the exact products' residuals would add.
  EXPECT_TRUE(std::signbit(multiplyOnSimdCpu(C(-0.0, 3.5669), C(-0.0, 3.5669)).imag()));
  EXPECT_TRUE(std::signbit(multiplyOnSimdCpu(F(-0.0f, 3.5f), F(-0.0f, 3.5f)).imag()));
  for (int i = 0; i < 300; ++i) {
    // y = (b(1 + e), a) against x = (a, b): ac - bd = ab·e.
    const double a = random(-200, 200), b = random(-200, 200), e = random(-40, -1);
    expectWithinOneUlpOfMpc(mpc_mul, multiplyOnSimdCpu, C(a, b), C(b * (1 + e), a));
    const float af = static_cast<float>(random(-40, 40)), bf = static_cast<float>(random(-40, 40));
    expectWithinOneUlpOfMpc(mpc_mul, multiplyOnSimdCpu, F(af, bf),
                            F(bf * (1 + static_cast<float>(random(-20, -1))), af));
  }
}

// simd-cpu's unary complex `op` on z within one ulp per part of `exact`
// (an MPC function of z; its second operand, 1, is for references such as
// log(z + 1) that need one).
template <class C>
void expectUnaryOpWithinOneUlpOfMpc(const char* op,
                                    int (*exact)(mpc_ptr, mpc_srcptr, mpc_srcptr, mpc_rnd_t), C z) {
  expectWithinOneUlpOfMpc(
      exact, [op](C a, C) { return complexOpOnSimdCpu(op, {a}); }, z, C(1, 0));
}

// log(1 + z) against MPC's log of the exact 1 + z, within one ulp per part:
// near z = -1, where 2x + x² + y² lost y² below 1's ulp (-1 + 1.2e-38i gave
// a real part of -∞ for -87.3; -1 - 8.1e-4i was 5 ulp off; campaign seed
// 100), near the circle |1 + z| = 1, where that sum cancels, and at random.
// A composition of MPC operations at 2400 bits (the oracle's working
// precision for complex<f64>), rounded once into `rop`.
template <class Compose>
int roundedComposition(mpc_ptr rop, mpc_rnd_t rnd, Compose compose) {
  mpc_t wide;
  mpc_init2(wide, 2400);
  compose(wide);
  const int ternary = mpc_set(rop, wide, rnd);
  mpc_clear(wide);
  return ternary;
}

// The oracle's composition: 1 + z exactly (down to f64's smallest
// subnormal), its log at that precision, then rounded. (MPC 1.3.1's log of
// a 2400-bit argument near 1 into a 53-bit result is wrong in the real
// part: log(1 + 2.06e-80 + 7.9e-58i) came out as 2^-265.)
int logOfOnePlus(mpc_ptr rop, mpc_srcptr z, mpc_srcptr one, mpc_rnd_t rnd) {
  return roundedComposition(rop, rnd, [&](mpc_ptr wide) {
    mpc_add(wide, z, one, MPC_RNDNN);
    mpc_log(wide, wide, MPC_RNDNN);
  });
}

TEST(SimdCpuElementwiseEdge, ComplexLogPlusOneIsWithinOneUlpNearMinusOneAndTheUnitCircle) {
  using C = std::complex<double>;
  using F = std::complex<float>;
  auto check = [](auto z) {
    expectUnaryOpWithinOneUlpOfMpc("stablehlo.log_plus_one", logOfOnePlus, z);
  };
  check(F(-1.0f, 1.17549421E-38f));
  check(C(-1.0, -8.1101549581568126E-4));
  check(C(-1.0, 4.9406564584124654E-324));
  check(C(-1.0 + 0x1p-52, 3e-200));
  ScaledRandom random(23);
  for (int i = 0; i < 300; ++i) {
    // -1 + tiny, the circle e^(iθ) - 1 (rounded: |1 + z| = 1 within an ulp),
    // small z and anything.
    check(C(-1 + random(-60, -1), random(-300, 0)));
    check(F(-1 + static_cast<float>(random(-30, -1)), static_cast<float>(random(-120, 0))));
    const double theta = random(-30, 1);
    check(C(std::cos(theta) - 1, std::sin(theta)));
    check(F(static_cast<float>(std::cos(theta) - 1), static_cast<float>(std::sin(theta))));
    check(C(random(-300, -1), random(-300, -1)));
    check(C(random(-300, 300), random(-300, 300)));
    check(F(static_cast<float>(random(-120, 120)), static_cast<float>(random(-120, 120))));
  }
}

// On the branch cut the sign of a zero imaginary part picks the side:
// log1p(x ∓ 0i) for x < −1, an infinite x included, has imaginary part ∓π
// (C Annex G; −Inf − 0i gave +π, campaign seed 110).
TEST(SimdCpuElementwiseEdge, ComplexLogPlusOneKeepsTheSignOfAZeroImaginaryPart) {
  for (double x : {-3.0, -1e300, -HUGE_VAL})
    for (double y : {0.0, -0.0}) {
      const std::complex<double> r =
          complexOpOnSimdCpu("stablehlo.log_plus_one", {std::complex<double>(x, y)});
      EXPECT_EQ(r.imag(), std::copysign(M_PI, y)) << x << " " << y;
      const std::complex<float> f =
          complexOpOnSimdCpu("stablehlo.log_plus_one",
                             {std::complex<float>(static_cast<float>(x), static_cast<float>(y))});
      EXPECT_EQ(f.imag(), std::copysign(static_cast<float>(M_PI), static_cast<float>(y)))
          << x << " " << y;
    }
}

// Complex atan2 (and chlo.broadcast_atan2) within what the oracle allows
// under simd-cpu's own profile (suites/profiles/simd-cpu.profile: the
// sign of a zero part is the formula's): parts on and near the axes, the
// branch cut x ≤ 0, y = 0, zeros, infinities and NaN among ordinary values.
TEST(SimdCpuElementwiseEdge, ComplexAtan2IsWithinTheProfileOnBranchCutsAndSpecialValues) {
  Result<oracle::Profile> profile =
      oracle::loadNamedProfile("simd-cpu", std::string(HLO_CTS_SOURCE_DIR) + "/suites/profiles");
  ASSERT_TRUE(profile.ok()) << profile.error().str();
  std::mt19937_64 rng(29);
  for (ElementType type : {ElementType::kComplexF32, ElementType::kComplexF64}) {
    const bool f32 = type == ElementType::kComplexF32;
    auto bitsOf = [f32](double v) -> uint64_t {
      return f32 ? std::bit_cast<uint32_t>(static_cast<float>(v)) : std::bit_cast<uint64_t>(v);
    };
    const double specials[] = {0.0,      -0.0,      1.0, -1.0, 1e-30, -1e-300,
                               INFINITY, -INFINITY, NAN, 3.5,  -2.25, 1e30};
    for (const char* op : {"stablehlo.atan2", "chlo.broadcast_atan2"}) {
      const std::string t = tensorType({64}, type);
      Tensor y({64}, type), x({64}, type);
      for (int64_t i = 0; i < 64; ++i)
        for (Tensor* z : {&y, &x})
          for (int part = 0; part < 2; ++part) {
            const double v = uniform(rng, 0, 2) == 0
                                 ? specials[uniform(rng, 0, 11)]
                                 : static_cast<double>(uniform(rng, -400, 400)) / 64;
            z->setPartBits(i, part, bitsOf(v));
          }
      expectAllowedByOracle(mainProgram({t, t}, {t},
                                        "  %r0 = \"" + std::string(op) + "\"(%a0, %a1) : (" + t +
                                            ", " + t + ") -> " + t + "\n"),
                            {y, x}, *profile);
    }
  }
}

// chlo._asin_acos_kernel on complex values, each part within one ulp of
// the oracle's correctly rounded kernel: near z = ±1 (x = 1 with a tiny y
// gave y²/((s + 1) − 1) = y²/0, found by a campaign, seed 43), near the
// real segment and axis where a − x and a − 1 cancel, and at random.
int asinAcosKernelReference(mpc_ptr rop, mpc_srcptr z, mpc_srcptr, mpc_rnd_t rnd) {
  return numerics::mpcAsinAcosKernel(rop, z, rnd);
}

TEST(SimdCpuElementwiseEdge, ComplexAsinAcosKernelIsWithinOneUlpNearTheBranchPoints) {
  using C = std::complex<double>;
  using F = std::complex<float>;
  auto check = [](auto z) {
    expectUnaryOpWithinOneUlpOfMpc("chlo._asin_acos_kernel", asinAcosKernelReference, z);
  };
  check(C(-1.0, 2.2250738585072009E-308));
  check(F(-1.0f, -1.17549435E-38f));
  check(C(1.0, 1e-300));
  ScaledRandom random(47);
  for (int i = 0; i < 300; ++i) {
    check(C(1 + random(-60, -1), random(-300, 0)));  // near ±1
    check(C(random(-40, 0), random(-300, -30)));     // near the segment (-1, 1)
    check(C(random(0, 40), random(-300, -30)));      // near the axis beyond ±1
    check(C(random(-300, 300), random(-300, 300)));
    check(F(static_cast<float>(1 + random(-30, -1)), static_cast<float>(random(-120, 0))));
    check(F(static_cast<float>(random(-60, 60)), static_cast<float>(random(-60, 60))));
  }
}

// logistic(z) = 1 / (1 + e^−z) near its poles (2k + 1)πi, where 1 + e^−z
// cancels (-4.78e-4 + 1812.67i was 8 ulp off, campaign seed 101), and along
// the curve cos y = −e^x of every x < 0, where its real part cancels too
// (17 ulp at complex<f64>, campaign seed 108), and near y = kπ, where its
// imaginary part is small: within one ulp per part of the oracle's
// composition at 2400 bits.
int logisticReference(mpc_ptr rop, mpc_srcptr z, mpc_srcptr, mpc_rnd_t rnd) {
  return roundedComposition(rop, rnd, [&](mpc_ptr wide) {
    mpc_neg(wide, z, MPC_RNDNN);
    mpc_exp(wide, wide, MPC_RNDNN);
    mpc_add_ui(wide, wide, 1, MPC_RNDNN);
    mpc_ui_div(wide, 1, wide, MPC_RNDNN);
  });
}

TEST(SimdCpuElementwiseEdge, ComplexLogisticIsWithinOneUlpNearItsPoles) {
  using C = std::complex<double>;
  using F = std::complex<float>;
  auto check = [](auto z) {
    expectUnaryOpWithinOneUlpOfMpc("stablehlo.logistic", logisticReference, z);
  };
  check(C(-4.7777854331914168E-4, 1812.6702499202606));
  ScaledRandom random(53);
  for (int i = 0; i < 300; ++i) {
    const double pole = (2 * static_cast<double>(static_cast<int>(random(0, 10))) + 1) * M_PI;
    check(C(random(-40, -1), pole + random(-40, -1)));
    check(F(static_cast<float>(random(-20, -1)), static_cast<float>(pole + random(-20, -1))));
    check(C(random(-10, 10), random(-10, 10)));
    // cos y = −e^x: Re(1 + e^−z) = 0, approached within 2^-20..2^-50.
    const double x = -std::fabs(random(-3, 4));  // in [-32, -1/8)
    const double k = static_cast<double>(uniform(random.rng, -5, 5));
    const double y = std::acos(-std::exp(x)) + 2 * M_PI * k;
    const double off = random(-50, -20);
    check(C(x, y + off));
    check(C(x, -(y + off)));
    check(F(static_cast<float>(x), static_cast<float>(y + off * 0x1p20)));
    check(C(random(-3, 4), static_cast<double>(uniform(random.rng, -20, 20)) * M_PI + off));
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::testing
