// Every element-wise function answers on every input, in bounded time
// (issue 11 §6): each op on each element type it accepts, over the special
// and extreme values (±0, the smallest and largest subnormals, the smallest
// normal, ±1, the largest finite values, ±Inf, NaN, and the huge magnitudes
// near 2^61 where exact complex evaluation once needed an enormous working
// range), complex operands with every pair of those as parts. Each element
// runs on its own and is timed: an answer (or a located NotSupported) within
// the limit, never a hang, a crash or an unlocated error.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <string>
#include <vector>

#include "oracle/numerics/mpfr_number.h"
#include "tests/oracle/ew_test_util.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace ewtest;  // NOLINT: the test helpers

// Generous enough for a sanitizer build; the slowest correct evaluation
// here takes milliseconds.
constexpr double kSecondsPerElement = 5.0;

const char* const kUnary[] = {
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.sine",
    "stablehlo.cosine",
    "stablehlo.tan",
    "stablehlo.tanh",
    "stablehlo.sqrt",
    "stablehlo.rsqrt",
    "stablehlo.cbrt",
    "stablehlo.negate",
    "stablehlo.sign",
    "chlo.acos",
    "chlo.acosh",
    "chlo.asin",
    "chlo.asinh",
    "chlo.atan",
    "chlo.atanh",
    "chlo.cosh",
    "chlo.sinh",
    "chlo.tan",
    "chlo.erf",
    "chlo.erfc",
    "chlo.erf_inv",
    "chlo.lgamma",
    "chlo.digamma",
    "chlo.bessel_i1e",
    "chlo.square",
    "chlo.conj",
};
const char* const kBinary[] = {"stablehlo.add",     "stablehlo.subtract", "stablehlo.multiply",
                               "stablehlo.divide",  "stablehlo.power",    "stablehlo.atan2",
                               "stablehlo.maximum", "stablehlo.minimum",  "stablehlo.remainder"};

// The special and extreme values of a real format, as bit patterns.
std::vector<uint64_t> specials(ElementType type) {
  const FloatFormat& f = *floatFormat(type);
  std::vector<uint64_t> magnitudes = {0,
                                      1,
                                      f.mantissaMask(),
                                      f.mantissaMask() + 1,
                                      f.maxFiniteBits(),
                                      f.infBits(),
                                      f.canonicalNanBits()};
  for (double v : {1.0, 0.5, 3.0, 1e18, 0x1p61, 1.7e18, 1e-30}) {
    MpfrNumber x(64);
    mpfr_set_d(x.get(), v, MPFR_RNDN);
    magnitudes.push_back(x.toBits(type) & ~f.signMask());
  }
  std::vector<uint64_t> values;
  for (uint64_t m : magnitudes) {
    values.push_back(m);
    if (f.signMask() != 0) values.push_back(m | f.signMask());
  }
  return values;
}

// The operand tensors of every element to try: each special value of the
// format, or (complex) each pair of them as parts; binary ops every pair.
std::vector<std::vector<Tensor>> operandSets(ElementType type, int arity) {
  const ElementType part = complexPartType(type);
  const std::vector<uint64_t> parts = specials(part);
  std::vector<Tensor> scalars;
  auto scalar = [&](uint64_t re, uint64_t im) {
    Tensor t(Type::tensor({1}, type));
    t.setPartBits(0, 0, re);
    if (isComplex(type)) t.setPartBits(0, 1, im);
    scalars.push_back(std::move(t));
  };
  for (uint64_t re : parts) {
    if (!isComplex(type)) {
      scalar(re, 0);
      continue;
    }
    for (uint64_t im : parts) scalar(re, im);
  }
  std::vector<std::vector<Tensor>> sets;
  if (arity == 1) {
    for (const Tensor& t : scalars) sets.push_back({t});
    return sets;
  }
  // Binary: every pair of the real specials; for complex every third operand
  // against three others spread over the rest (all pairs of pairs would be
  // 6·10^5 evaluations).
  const size_t first = isComplex(type) ? 3 : 1;
  const size_t step = isComplex(type) ? scalars.size() / 3 + 1 : 1;
  for (size_t i = 0; i < scalars.size(); i += first)
    for (size_t j = 0; j < scalars.size(); j += step)
      sets.push_back({scalars[i], scalars[(i + j) % scalars.size()]});
  return sets;
}

std::string describe(const std::vector<Tensor>& operands) {
  std::string text;
  for (const Tensor& t : operands) {
    text += " (0x" + fmt::format("{:X}", t.partBits(0, 0));
    if (isComplex(t.elementType())) text += ", 0x" + fmt::format("{:X}", t.partBits(0, 1));
    text += ")";
  }
  return text;
}

// Runs `op` on every operand set of `type`; returns false when the op does
// not take this type at all (its first evaluation is NotSupported).
bool runsInBoundedTime(const std::string& op, ElementType type, int arity) {
  const Type result = Type::tensor({1}, type);
  const std::vector<std::vector<Tensor>> sets = operandSets(type, arity);
  // Formats of ≤ 16 bits are served from tables built on first use: build
  // them before timing single elements.
  if (bitWidth(complexPartType(type)) <= 16) (void)runOpValues(op, sets[0], {result});
  for (const std::vector<Tensor>& operands : sets) {
    const auto start = std::chrono::steady_clock::now();
    Result<std::vector<RuntimeValue>> out = runOpValues(op, operands, {result});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, kSecondsPerElement)
        << op << " on " << elementTypeName(type) << describe(operands);
    if (!out.ok()) {
      // Not taking the type (a type the op's constraints exclude, or one the
      // oracle declares unsupported) is the one acceptable error, and it is
      // the same for every element.
      EXPECT_TRUE(out.error().kind == DiagnosticKind::kNotSupported ||
                  out.error().kind == DiagnosticKind::kConstraint)
          << op << " on " << elementTypeName(type) << describe(operands) << ": "
          << out.error().str();
      return false;
    }
    EXPECT_EQ(out->size(), 1u) << op;
    if (out->size() == 1) {
      EXPECT_EQ((*out)[0].tensor().type(), result) << op;
    }
  }
  return true;
}

// f16 and bf16 are left to the exhaustive tests of every input
// (elementwise_transcendental_test.cpp): their tables cost more than all of
// this test.
const ElementType kTypes[] = {ElementType::kF32,        ElementType::kF64,
                              ElementType::kF8E4M3FN,   ElementType::kF8E5M2,
                              ElementType::kComplexF32, ElementType::kComplexF64};

TEST(ElementwiseSpecialValues, EveryUnaryFunctionAnswersOnEveryTypeInBoundedTime) {
  for (const char* op : kUnary) {
    int typesTaken = 0;
    for (ElementType type : kTypes) typesTaken += runsInBoundedTime(op, type, 1) ? 1 : 0;
    EXPECT_GE(typesTaken, 4) << op << " should take every real float type";
  }
}

TEST(ElementwiseSpecialValues, EveryBinaryFunctionAnswersOnEveryTypeInBoundedTime) {
  for (const char* op : kBinary) {
    int typesTaken = 0;
    for (ElementType type : kTypes) typesTaken += runsInBoundedTime(op, type, 2) ? 1 : 0;
    EXPECT_GE(typesTaken, 4) << op << " should take every real float type";
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
