// simd-cpu's accuracy claims (suites/profiles/simd-cpu.profile) checked,
// not assumed: each claimed transcendental function over every f16 and bf16
// input and a sample of 2^18 f32 inputs spread over the whole bit space,
// against MPFR's correctly rounded result.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <mpfr.h>

#include <random>

#include "backends/simd_cpu/simd_cpu_backend.h"
#include "oracle/numerics/mpfr_functions.h"
#include "spec/float_mpfr.h"
#include "spec/float_value.h"
#include "spec/text/parser.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using MpfrFn = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

struct Claim {
  const char* op;
  MpfrFn reference;
  uint64_t ulp;  // the profile's budget
  // f32 checks every this many sample inputs: the references MPFR lacks
  // (erf⁻¹, i1e) cost a Ziv loop each.
  int64_t f32Stride = 1;
};

const Claim kClaims[] = {
    {"stablehlo.exponential", mpfr_exp, 1},     {"stablehlo.log", mpfr_log, 1},
    {"stablehlo.tanh", mpfr_tanh, 1},           {"stablehlo.sine", mpfr_sin, 1},
    {"stablehlo.cosine", mpfr_cos, 1},          {"stablehlo.exponential_minus_one", mpfr_expm1, 1},
    {"stablehlo.log_plus_one", mpfr_log1p, 1},  {"chlo.digamma", mpfr_digamma, 1},
    {"chlo.erf_inv", oracle::mpfrErfInv, 1, 8}, {"chlo.bessel_i1e", oracle::mpfrBesselI1e, 1, 16},
};

// Runs `op` (its full name) on simd-cpu over `input`.
Tensor runUnary(const std::string& op, const Tensor& input) {
  const std::string type =
      fmt::format("tensor<{}x{}>", input.numElements(), elementTypeName(input.elementType()));
  const std::string text = fmt::format(
      "func.func @main(%x: {0}) -> {0} {{\n  %r = \"{1}\"(%x) : ({0}) -> {0}\n  return %r : "
      "{0}\n}}\n",
      type, op);
  Result<Module> module = parseModule(text, "<test>");
  EXPECT_TRUE(module.ok());
  std::unique_ptr<Backend> backend = makeSimdCpuBackend();
  Program program{&*module, text, "main"};
  CallResult<std::unique_ptr<Executable>> exe = backend->compile(program, {});
  EXPECT_TRUE(exe.ok()) << exe.message;
  CallResult<std::vector<Tensor>> out = backend->execute(*exe.value, {&input, 1}, {});
  EXPECT_TRUE(out.ok()) << out.message;
  return out.value.at(0);
}

uint64_t correctlyRounded(MpfrFn fn, uint64_t bits, ElementType type) {
  mpfr_t x, y;
  mpfr_init2(x, 64);
  mpfr_init2(y, 160);
  mpfr_set_d(x, floatToDouble(bits, type), MPFR_RNDN);
  const int ternary = fn(y, x, MPFR_RNDN);
  const uint64_t out = roundToFormat(y, ternary, type);
  mpfr_clear(x);
  mpfr_clear(y);
  return out;
}

void checkClaim(const Claim& claim, const Tensor& input) {
  const Tensor output = runUnary(claim.op, input);
  const ElementType type = input.elementType();
  int64_t worst = 0, failures = 0;
  for (int64_t i = 0; i < input.numElements(); ++i) {
    const uint64_t x = input.bits(i);
    if (isNaNBits(x, type)) continue;
    const uint64_t expected = correctlyRounded(claim.reference, x, type);
    const uint64_t actual = output.bits(i);
    if (isNaNBits(expected, type) && isNaNBits(actual, type)) continue;
    const uint64_t distance = ulpDistance(actual, expected, type);
    if (distance > claim.ulp && failures++ < 5)
      ADD_FAILURE() << claim.op << " on " << elementTypeName(type) << " input "
                    << floatToDouble(x, type) << ": " << floatToDouble(actual, type) << " is "
                    << distance << " ulp from " << floatToDouble(expected, type);
    worst = std::max<int64_t>(worst, static_cast<int64_t>(std::min<uint64_t>(distance, 1u << 30)));
  }
  ::testing::Test::RecordProperty(
      std::string(claim.op) + "_" + std::string(elementTypeName(type)) + "_worst_ulp", worst);
}

Tensor everyValue(ElementType type) {
  const int64_t count = int64_t{1} << bitWidth(type);
  Tensor t({count}, type);
  for (int64_t i = 0; i < count; ++i) t.setBits(i, static_cast<uint64_t>(i));
  return t;
}

TEST(SimdCpuAccuracy, ClaimsHoldOnEveryF16AndBf16Input) {
  for (ElementType type : {ElementType::kF16, ElementType::kBF16}) {
    const Tensor input = everyValue(type);
    for (const Claim& claim : kClaims) checkClaim(claim, input);
  }
}

TEST(SimdCpuAccuracy, ClaimsHoldOnAnF32SampleOfTheWholeRange) {
  constexpr int64_t kCount = int64_t{1} << 18;
  Tensor input({kCount}, ElementType::kF32);
  std::mt19937 random(42);
  // Half an even stride over all bit patterns, half random ones.
  for (int64_t i = 0; i < kCount / 2; ++i)
    input.setBits(i, static_cast<uint64_t>(i) * 32768 + 12345);
  for (int64_t i = kCount / 2; i < kCount; ++i) input.setBits(i, random());
  for (const Claim& claim : kClaims) {
    if (claim.f32Stride == 1) {
      checkClaim(claim, input);
      continue;
    }
    Tensor strided({kCount / claim.f32Stride}, ElementType::kF32);
    for (int64_t i = 0; i < strided.numElements(); ++i)
      strided.setBits(i, input.bits(i * claim.f32Stride));
    checkClaim(claim, strided);
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
