// simd-cpu's cholesky and triangular_solve judged by the oracle's accuracy
// budgets: every side, triangle, transposition and unit-diagonal form on
// real and complex, wide and narrow formats, batched.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <random>

#include "tests/backends/simd_cpu_differential.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace testing;

// Batches of n×n matrices with a dominant diagonal (well conditioned, and
// Hermitian positive definite when `hermitian`), small integers elsewhere.
Tensor matrices(int64_t batches, int64_t n, ElementType type, bool hermitian,
                std::mt19937_64& rng) {
  Tensor t({batches, n, n}, type);
  const ElementType part = isComplex(type) ? complexPartType(type) : type;
  auto bits = [&](double v) { return *parseDecimalFloat(fmt::format("{:.1f}", v), part); };
  std::uniform_int_distribution<int> small(-2, 2);
  for (int64_t b = 0; b < batches; ++b)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j) {
        const double re = i == j ? 4.0 * static_cast<double>(n) : small(rng);
        const double im = i == j || !isComplex(type) ? 0.0 : small(rng);
        const int64_t lowerAt = (b * n + i) * n + j, upperAt = (b * n + j) * n + i;
        t.setPartBits(lowerAt, 0, bits(re));
        t.setPartBits(upperAt, 0, bits(hermitian ? re : small(rng)));
        if (isComplex(type)) {
          t.setPartBits(lowerAt, 1, bits(im));
          t.setPartBits(upperAt, 1, bits(hermitian ? -im : small(rng)));
        }
      }
  return t;
}

TEST(SimdCpuSolvers, CholeskyOfEveryTriangleIsWithinTheOracleBudget) {
  std::mt19937_64 rng(3);
  for (ElementType type : {ElementType::kF32, ElementType::kF64, ElementType::kComplexF32,
                           ElementType::kComplexF64, ElementType::kBF16}) {
    SCOPED_TRACE(std::string(elementTypeName(type)));
    const std::string t = tensorType({2, 4, 4}, type);
    for (const char* lower : {"true", "false"})
      expectAllowedByOracle(
          mainProgram({t}, {t},
                      fmt::format("  %r0 = stablehlo.cholesky %a0, lower = {} : {}\n", lower, t)),
          {matrices(2, 4, type, true, rng)});
  }
}

TEST(SimdCpuSolvers, TriangularSolveOfEveryFormIsWithinTheOracleBudget) {
  std::mt19937_64 rng(4);
  for (ElementType type :
       {ElementType::kF32, ElementType::kF64, ElementType::kComplexF64, ElementType::kF16}) {
    SCOPED_TRACE(std::string(elementTypeName(type)));
    const std::string a = tensorType({2, 3, 3}, type);
    for (bool leftSide : {true, false})
      for (bool lower : {true, false})
        for (bool unit : {true, false})
          for (const char* transpose : {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}) {
            const std::vector<int64_t> bShape =
                leftSide ? std::vector<int64_t>{2, 3, 2} : std::vector<int64_t>{2, 2, 3};
            const std::string b = tensorType(bShape, type);
            const std::string body = fmt::format(
                "  %r0 = \"stablehlo.triangular_solve\"(%a0, %a1) {{left_side = {}, lower = {}, "
                "unit_diagonal = {}, transpose_a = #stablehlo<transpose {}>}} : ({}, {}) -> {}\n",
                leftSide, lower, unit, transpose, a, b, b);
            Tensor rhs = matrices(2, 3, type, false, rng);
            Tensor values(bShape, type);
            for (int64_t i = 0; i < values.numElements(); ++i)
              for (int p = 0; p < (isComplex(type) ? 2 : 1); ++p)
                values.setPartBits(i, p, rhs.partBits(i, p));
            expectAllowedByOracle(mainProgram({a, b}, {b}, body),
                                  {matrices(2, 3, type, false, rng), values});
          }
  }
}

// Empty batches and empty matrices: nothing to compute, and no buffer of
// an empty tensor may reach memcpy (differential_fuzzer, UBSan).
TEST(SimdCpuSolvers, EmptyOperandsGiveEmptyResults) {
  for (const std::vector<int64_t>& shape :
       {std::vector<int64_t>{0, 3, 3}, std::vector<int64_t>{2, 0, 0}}) {
    const std::string t = tensorType(shape, ElementType::kF64);
    const Tensor empty(shape, ElementType::kF64);
    expectAllowedByOracle(
        mainProgram({t}, {t}, "  %r0 = stablehlo.cholesky %a0, lower = true : " + t + "\n"),
        {empty});
    expectAllowedByOracle(
        mainProgram({t, t}, {t},
                    "  %r0 = \"stablehlo.triangular_solve\"(%a0, %a1) {left_side = true, lower = "
                    "true, unit_diagonal = false, transpose_a = #stablehlo<transpose "
                    "NO_TRANSPOSE>} : (" +
                        t + ", " + t + ") -> " + t + "\n"),
        {empty, empty});
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
