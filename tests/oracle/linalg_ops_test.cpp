// fft, triangular_solve and cholesky: the spec's and the corpus' examples
// exactly, every flag combination against a residual check, and budgets
// that hold what an ordinary double-precision implementation computes.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <complex>
#include <limits>
#include <random>

#include "oracle/ops/linalg.h"
#include "oracle/ops/linalg_budget.h"
#include "reduction_test_util.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

using testing::f64Bits;

Tensor complex64(std::vector<int64_t> shape, const std::vector<std::complex<double>>& v) {
  Tensor t(std::move(shape), ElementType::kComplexF64);
  for (size_t i = 0; i < v.size(); ++i) {
    t.setPartBits(static_cast<int64_t>(i), 0, f64Bits(v[i].real()));
    t.setPartBits(static_cast<int64_t>(i), 1, f64Bits(v[i].imag()));
  }
  return t;
}

std::complex<double> at(const Tensor& t, int64_t i) {
  return {std::bit_cast<double>(t.partBits(i, 0)), std::bit_cast<double>(t.partBits(i, 1))};
}

TEST(LinalgOpsTest, FftCorpusExamplesAreExact) {
  Result<ReducedTensor> r = fftExact(complex64({2}, {{1, 2}, {3, -4}}), FftType::kFft, {2},
                                     Type::tensor({2}, ElementType::kComplexF64));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(at(r->value, 0), std::complex<double>(4, -2));
  EXPECT_EQ(at(r->value, 1), std::complex<double>(-2, 6));
  r = fftExact(complex64({2, 2}, {{1, 2}, {3, -4}, {-5, 6}, {-7, -8}}), FftType::kFft, {2, 2},
               Type::tensor({2, 2}, ElementType::kComplexF64));
  ASSERT_TRUE(r.ok());
  const std::complex<double> want2[] = {{-8, -4}, {0, 20}, {16, 0}, {-4, -8}};
  for (int i = 0; i < 4; ++i) EXPECT_EQ(at(r->value, i), want2[i]) << i;
  // IFFT undoes it (1/N scaling).
  r = fftExact(complex64({2}, {{4, -2}, {-2, 6}}), FftType::kIfft, {2},
               Type::tensor({2}, ElementType::kComplexF64));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(at(r->value, 0), std::complex<double>(1, 2));
  EXPECT_EQ(at(r->value, 1), std::complex<double>(3, -4));
  // RFFT keeps N/2 + 1 outputs; IRFFT returns the real signal.
  r = fftExact(testing::f64Tensor({4}, {1, 2, 3, 4}), FftType::kRfft, {4},
               Type::tensor({3}, ElementType::kComplexF64));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(at(r->value, 0), std::complex<double>(10, 0));
  EXPECT_EQ(at(r->value, 1), std::complex<double>(-2, 2));
  EXPECT_EQ(at(r->value, 2), std::complex<double>(-2, 0));
  r = fftExact(complex64({3}, {{10, 0}, {-2, 2}, {-2, 0}}), FftType::kIrfft, {4},
               Type::tensor({4}, ElementType::kF64));
  ASSERT_TRUE(r.ok()) << r.error().message;
  for (int i = 0; i < 4; ++i) EXPECT_EQ(std::bit_cast<double>(r->value.bits(i)), i + 1.0);
  // A complex FFT whose fft_length is not its trailing dimensions: the spec
  // allows it (C4 binds only real tensors) but defines no result.
  r = fftExact(complex64({2}, {{1, 2}, {3, -4}}), FftType::kFft, {3},
               Type::tensor({2}, ElementType::kComplexF32));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, DiagnosticKind::kNotSupported) << r.error().str();
  // A negative length (the fuzzers found INT64_MIN) is an error, not a size.
  r = fftExact(complex64({3}, {{10, 0}, {-2, 2}, {-2, 0}}), FftType::kIrfft,
               {std::numeric_limits<int64_t>::min()}, Type::tensor({4}, ElementType::kF64));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("negative length"), std::string::npos) << r.error().str();
}

TEST(LinalgOpsTest, FftOfARealImplementationFitsTheBudget) {
  // A naive double DFT rounded to f32 is an implementation; it must fit.
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-1, 1);
  for (int n : {3, 8, 12, 16}) {
    Tensor x({n}, ElementType::kComplexF32);
    std::vector<std::complex<double>> xd(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
      const float re = dist(rng), im = dist(rng);
      x.setPartBits(i, 0, std::bit_cast<uint32_t>(re));
      x.setPartBits(i, 1, std::bit_cast<uint32_t>(im));
      xd[static_cast<size_t>(i)] = {re, im};
    }
    Result<ReducedTensor> r =
        fftExact(x, FftType::kFft, {n}, Type::tensor({n}, ElementType::kComplexF32));
    ASSERT_TRUE(r.ok()) << r.error().message;
    for (int k = 0; k < n; ++k) {
      std::complex<double> y = 0;
      for (int j = 0; j < n; ++j)
        y += xd[static_cast<size_t>(j)] * std::polar(1.0, -2 * M_PI * k * j / n);
      const float re = static_cast<float>(y.real()), im = static_cast<float>(y.imag());
      EXPECT_TRUE(boundsAllow(r->allowed.elements[static_cast<size_t>(k)][0],
                              std::bit_cast<uint32_t>(re), ElementType::kF32))
          << "n=" << n << " k=" << k;
      EXPECT_TRUE(boundsAllow(r->allowed.imagElements[static_cast<size_t>(k)][0],
                              std::bit_cast<uint32_t>(im), ElementType::kF32));
      // The reference is the correctly rounded exact value: within half an
      // ulp of the double DFT's result up to the double's own error.
      EXPECT_NEAR(std::bit_cast<float>(static_cast<uint32_t>(r->value.partBits(k, 0))), re, 1e-6);
    }
  }
}

// IRFFT keeps real parts only, which can lie far below the transform's
// scale: imaginary parts of 1e300 in an inner dimension, constant along it,
// leave an exact result of 0 beyond the first row, where a double-precision
// implementation's rounded twiddles leave about 1e284 (a campaign, seed 48,
// called simd-cpu wrong for it). The budget follows the full transform's
// norm, so that result fits, and one off by far more still does not.
TEST(LinalgOpsTest, IrfftBudgetFollowsTheFullTransformsScale) {
  const int inner = 3, n = 4, extent = n / 2 + 1;
  std::vector<std::complex<double>> x(static_cast<size_t>(inner * extent));
  for (int j = 0; j < inner; ++j) x[static_cast<size_t>(j * extent)] = {0, 1e300};
  x[1] = {1, 0};
  Result<ReducedTensor> r = fftExact(complex64({inner, extent}, x), FftType::kIrfft, {inner, n},
                                     Type::tensor({inner, n}, ElementType::kF64));
  ASSERT_TRUE(r.ok()) << r.error().message;
  // The inner inverse DFT in double, then a c2r (DC's imaginary part
  // unread, the Hermitian extension implied), as real libraries compute.
  std::vector<std::complex<double>> rows(x.size());
  for (int k = 0; k < inner; ++k)
    for (int m = 0; m < extent; ++m) {
      std::complex<double> sum = 0;
      for (int j = 0; j < inner; ++j)
        sum += x[static_cast<size_t>(j * extent + m)] * std::polar(1.0, 2 * M_PI * j * k / inner);
      rows[static_cast<size_t>(k * extent + m)] = sum / static_cast<double>(inner);
    }
  double largestError = 0;
  for (int k = 0; k < inner; ++k)
    for (int t = 0; t < n; ++t) {
      const std::complex<double>* row = &rows[static_cast<size_t>(k * extent)];
      double y = row[0].real() + row[2].real() * (t % 2 ? -1 : 1);
      y += 2 * (row[1] * std::polar(1.0, 2 * M_PI * t / n)).real();
      y /= n;
      const size_t e = static_cast<size_t>(k * n + t);
      largestError =
          std::max(largestError,
                   std::fabs(y - std::bit_cast<double>(r->value.bits(static_cast<int64_t>(e)))));
      EXPECT_TRUE(boundsAllow(r->allowed.elements[e][0], f64Bits(y), ElementType::kF64))
          << "row " << k << " t " << t << ": " << y;
      EXPECT_FALSE(boundsAllow(r->allowed.elements[e][0], f64Bits(y + 1e295), ElementType::kF64));
    }
  EXPECT_GT(largestError, 1e250);  // the rounded twiddles' error is there to judge
}

// fft_length is only tied to the operand's shape for real tensors (C4), so
// a verified complex FFT may name lengths whose sum overflows: the work
// charge saturates and the budget refuses it (UBSan, interpret_fuzzer).
TEST(LinalgOpsTest, FftLengthsWhoseSumOverflowsAreRefusedByTheWorkBudget) {
  Result<std::vector<RuntimeValue>> r = testing::runProgram(
      "func.func @f(%x: tensor<2x2x2xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>> {\n"
      "  %0 = stablehlo.fft %x, type = FFT, length = [2, 2, 9223372036854775807] : "
      "(tensor<2x2x2xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>>\n"
      "  return %0 : tensor<2x2x2xcomplex<f64>>\n}\n",
      {Tensor({2, 2, 2}, ElementType::kComplexF64)});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, DiagnosticKind::kLimit) << r.error().str();
}

// Dense op(a) as doubles, for residual checks.
double entry(const std::vector<double>& a, int m, int i, int j, bool lower, bool unit,
             Transpose t) {
  const int ai = t == Transpose::kNoTranspose ? i : j, aj = t == Transpose::kNoTranspose ? j : i;
  if (lower ? ai < aj : ai > aj) return 0;
  if (ai == aj && unit) return 1;
  return a[static_cast<size_t>(ai * m + aj)];
}

TEST(LinalgOpsTest, TriangularSolveSpecExampleAndEveryFlagCombination) {
  Result<ReducedTensor> r =
      triangularSolveExact(testing::f32Tensor({3, 3}, {1, 0, 0, 2, 4, 0, 3, 5, 6}),
                           testing::f32Tensor({3, 3}, {2, 0, 0, 4, 8, 0, 6, 10, 12}), true, true,
                           false, Transpose::kNoTranspose);
  ASSERT_TRUE(r.ok()) << r.error().message;
  for (int i = 0; i < 9; ++i)
    EXPECT_EQ(std::bit_cast<float>(static_cast<uint32_t>(r->value.bits(i))),
              i % 4 == 0 ? 2.0f : 0.0f)
        << i;

  std::mt19937 rng(11);
  std::uniform_real_distribution<double> dist(-1, 1);
  const int m = 4, k = 3;
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (Transpose t : {Transpose::kNoTranspose, Transpose::kTranspose, Transpose::kAdjoint}) {
          std::vector<double> a(m * m), b(m * k);
          for (int i = 0; i < m; ++i)
            for (int j = 0; j < m; ++j)
              a[static_cast<size_t>(i * m + j)] = i == j ? 4 + dist(rng) : dist(rng);
          for (double& v : b) v = dist(rng);
          std::vector<int64_t> bshape =
              left ? std::vector<int64_t>{m, k} : std::vector<int64_t>{k, m};
          Result<ReducedTensor> x = triangularSolveExact(
              testing::f64Tensor({m, m}, a), testing::f64Tensor(bshape, b), left, lower, unit, t);
          ASSERT_TRUE(x.ok()) << x.error().message;
          // Residual of op(a)·x = b (left) or x·op(a) = b (right).
          for (int r0 = 0; r0 < (left ? m : k); ++r0)
            for (int c0 = 0; c0 < (left ? k : m); ++c0) {
              double s = 0;
              for (int j = 0; j < m; ++j) {
                const double xv =
                    std::bit_cast<double>(x->value.bits(left ? j * k + c0 : r0 * m + j));
                s += left ? entry(a, m, r0, j, lower, unit, t) * xv
                          : xv * entry(a, m, j, c0, lower, unit, t);
              }
              EXPECT_NEAR(s, b[static_cast<size_t>(r0 * (left ? k : m) + c0)], 1e-12)
                  << "left=" << left << " lower=" << lower << " unit=" << unit << " t=" << int(t);
            }
        }
}

TEST(LinalgOpsTest, TriangularSolveBudgetHoldsADoubleSubstitution) {
  // f32 solve computed by plain float forward substitution lands inside.
  std::mt19937 rng(12);
  std::uniform_real_distribution<float> dist(-1, 1);
  const int m = 6;
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<float> a(m * m, 0), b(m);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j <= i; ++j)
        a[static_cast<size_t>(i * m + j)] = i == j ? 1 + std::fabs(dist(rng)) : dist(rng);
    for (float& v : b) v = dist(rng);
    Result<ReducedTensor> x =
        triangularSolveExact(testing::f32Tensor({m, m}, a), testing::f32Tensor({m, 1}, b), true,
                             true, false, Transpose::kNoTranspose);
    ASSERT_TRUE(x.ok());
    std::vector<float> y(m);
    for (int i = 0; i < m; ++i) {
      float s = b[static_cast<size_t>(i)];
      for (int j = 0; j < i; ++j)
        s -= a[static_cast<size_t>(i * m + j)] * y[static_cast<size_t>(j)];
      y[static_cast<size_t>(i)] = s / a[static_cast<size_t>(i * m + i)];
      EXPECT_TRUE(x->allowed.allows(static_cast<size_t>(i),
                                    std::bit_cast<uint32_t>(y[static_cast<size_t>(i)]),
                                    ElementType::kF32))
          << "trial " << trial << " i " << i;
    }
  }
}

// "If unit_diagonal is true, then the implementation can assume that the
// diagonal elements of a are equal to 1, otherwise the behavior is
// undefined": with a diagonal of ones the result is the solve's; with any
// other diagonal the batch may be anything (its flowing value still reads
// the diagonal as ones).
TEST(LinalgOpsTest, TriangularSolveWithUnitDiagonalIsUndefinedWhereTheDiagonalIsNotOne) {
  const Tensor b = testing::f32Tensor({2, 2, 1}, {2, 4, 2, 4});
  // Batch 0: diagonal 1, 1; batch 1: diagonal 1, 4.
  const Tensor a = testing::f32Tensor({2, 2, 2}, {1, 0, 1, 1, 1, 0, 1, 4});
  Result<ReducedTensor> x = triangularSolveExact(a, b, true, true, true, Transpose::kNoTranspose);
  ASSERT_TRUE(x.ok()) << x.error().message;
  const uint32_t nan = 0x7FC00000u, seven = std::bit_cast<uint32_t>(7.0f);
  for (size_t i = 0; i < 4; ++i)  // x = (2, 2) in both batches, the diagonal read as ones
    EXPECT_EQ(std::bit_cast<float>(static_cast<uint32_t>(x->value.bits(static_cast<int64_t>(i)))),
              2.0f)
        << i;
  for (size_t i : {0u, 1u}) {
    EXPECT_FALSE(x->allowed.allows(i, nan, ElementType::kF32)) << i;
    EXPECT_FALSE(x->allowed.allows(i, seven, ElementType::kF32)) << i;
  }
  for (size_t i : {2u, 3u}) {
    EXPECT_TRUE(x->allowed.allows(i, nan, ElementType::kF32)) << i;
    EXPECT_TRUE(x->allowed.allows(i, seven, ElementType::kF32)) << i;
  }
}

TEST(LinalgOpsTest, CholeskySpecExampleBothTrianglesAndUndefinedInput) {
  const std::vector<double> a = {1, 2, 3, 2, 20, 26, 3, 26, 70};
  Result<ReducedTensor> r = choleskyExact(testing::f64Tensor({3, 3}, a), true);
  ASSERT_TRUE(r.ok()) << r.error().message;
  const double want[] = {1, 0, 0, 2, 4, 0, 3, 5, 6};
  for (int i = 0; i < 9; ++i) EXPECT_EQ(std::bit_cast<double>(r->value.bits(i)), want[i]) << i;
  // The strict upper triangle is implementation-defined: anything goes.
  EXPECT_TRUE(r->allowed.allows(1, f64Bits(123.0), ElementType::kF64));
  EXPECT_FALSE(r->allowed.allows(4, f64Bits(4.5), ElementType::kF64));
  r = choleskyExact(testing::f64Tensor({3, 3}, a), false);
  ASSERT_TRUE(r.ok());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      EXPECT_EQ(std::bit_cast<double>(r->value.bits(i * 3 + j)), want[j * 3 + i]) << i << "," << j;
  // Not positive definite: undefined, any result.
  r = choleskyExact(testing::f64Tensor({2, 2}, {1, 2, 2, 1}), true);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->allowed.allows(0, f64Bits(-7.0), ElementType::kF64));
}

TEST(LinalgOpsTest, CholeskyBudgetHoldsAPlainFloatFactorization) {
  std::mt19937 rng(21);
  std::uniform_real_distribution<float> dist(-1, 1);
  const int n = 5;
  for (int trial = 0; trial < 20; ++trial) {
    // A = B·Bᵀ + n·I in f32.
    std::vector<float> bm(n * n), a(n * n);
    for (float& v : bm) v = dist(rng);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float s = i == j ? float(n) : 0.0f;
        for (int k = 0; k < n; ++k)
          s += bm[static_cast<size_t>(i * n + k)] * bm[static_cast<size_t>(j * n + k)];
        a[static_cast<size_t>(i * n + j)] = s;
      }
    Result<ReducedTensor> r = choleskyExact(testing::f32Tensor({n, n}, a), true);
    ASSERT_TRUE(r.ok());
    std::vector<float> l(n * n, 0);
    for (int j = 0; j < n; ++j)
      for (int i = j; i < n; ++i) {
        float s = a[static_cast<size_t>(i * n + j)];
        for (int k = 0; k < j; ++k)
          s -= l[static_cast<size_t>(i * n + k)] * l[static_cast<size_t>(j * n + k)];
        l[static_cast<size_t>(i * n + j)] =
            i == j ? std::sqrt(s) : s / l[static_cast<size_t>(j * n + j)];
        EXPECT_TRUE(r->allowed.allows(static_cast<size_t>(i * n + j),
                                      std::bit_cast<uint32_t>(l[static_cast<size_t>(i * n + j)]),
                                      ElementType::kF32))
            << "trial " << trial << " (" << i << "," << j << ")";
      }
  }
}

// A substitution step whose exact value overflows leaves the error budget
// infinite, and ∞ − ∞ then makes NaN in any evaluation: admitted (a
// simd-cpu campaign found (1.8e308 − 2.7e-4i)·(2 − 2i) turning the real
// part NaN where the exact one is finite).
TEST(LinalgOpsTest, AnUnboundedBudgetAdmitsNaN) {
  MpfrNumber v(64);
  mpfr_set_d(v.get(), -5.35e-4, MPFR_RNDN);
  const ElementBounds unbounded = budgetBounds(v, kInfinity, ElementType::kF64);
  EXPECT_TRUE(unbounded.allowNaN && unbounded.allowPosInf && unbounded.allowNegInf);
  EXPECT_FALSE(budgetBounds(v, 1e-12, ElementType::kF64).allowNaN);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
