// triangular_solve and cholesky (spec "triangular_solve", "cholesky"), and
// the handlers of the linear-algebra ops (fft's reference values are in
// linalg_fft.cpp): reference values in high precision, correctly rounded,
// with the accuracy budgets described in oracle/ops/linalg.h.
#include "oracle/ops/linalg.h"

#include <fmt/format.h>
#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>

#include "numerics/mpfr_number.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/linalg_budget.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "spec/float_value.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {

// ---------------------------------------------------------------------------
// triangular_solve: exact rational substitution.

namespace {

class Rational {
 public:
  Rational() { mpq_init(q_); }
  Rational(const Rational& o) {
    mpq_init(q_);
    mpq_set(q_, o.q_);
  }
  Rational& operator=(const Rational& o) {
    mpq_set(q_, o.q_);
    return *this;
  }
  ~Rational() { mpq_clear(q_); }
  mpq_ptr get() { return q_; }
  mpq_srcptr get() const { return q_; }

 private:
  mpq_t q_;
};

struct ComplexQ {
  Rational re, im;
};

void setFromDecoded(mpq_ptr q, const DecodedFloat& d) {
  mpq_set_ui(q, static_cast<unsigned long>(d.mantissa), 1);
  if (d.exponent >= 0)
    mpq_mul_2exp(q, q, static_cast<mp_bitcnt_t>(d.exponent));
  else
    mpq_div_2exp(q, q, static_cast<mp_bitcnt_t>(-d.exponent));
  if (d.negative) mpq_neg(q, q);
}

uint64_t roundRational(mpq_srcptr q, ElementType type) {
  MpfrNumber v(192);
  const int ternary = mpfr_set_q(v.get(), q, MPFR_RNDN);
  return v.toBits(type, ternary);
}

// z = x·y, z = x − y, z = x / y on complex rationals.
void mulC(ComplexQ& z, const ComplexQ& x, const ComplexQ& y, Rational& t) {
  Rational re;
  mpq_mul(re.get(), x.re.get(), y.re.get());
  mpq_mul(t.get(), x.im.get(), y.im.get());
  mpq_sub(re.get(), re.get(), t.get());
  Rational im;
  mpq_mul(im.get(), x.re.get(), y.im.get());
  mpq_mul(t.get(), x.im.get(), y.re.get());
  mpq_add(im.get(), im.get(), t.get());
  z.re = re;
  z.im = im;
}

void divC(ComplexQ& z, const ComplexQ& x, const ComplexQ& y) {
  Rational d, t, re, im;
  mpq_mul(d.get(), y.re.get(), y.re.get());
  mpq_mul(t.get(), y.im.get(), y.im.get());
  mpq_add(d.get(), d.get(), t.get());
  mpq_mul(re.get(), x.re.get(), y.re.get());
  mpq_mul(t.get(), x.im.get(), y.im.get());
  mpq_add(re.get(), re.get(), t.get());
  mpq_mul(im.get(), x.im.get(), y.re.get());
  mpq_mul(t.get(), x.re.get(), y.im.get());
  mpq_sub(im.get(), im.get(), t.get());
  mpq_div(z.re.get(), re.get(), d.get());
  mpq_div(z.im.get(), im.get(), d.get());
}

bool isZeroC(const ComplexQ& x) {
  return mpq_sgn(x.re.get()) == 0 && mpq_sgn(x.im.get()) == 0;
}

// One batch's system S·y = rhs of triangular_solve, exactly and in double.
struct TriangularSystem {
  std::vector<ComplexQ> s;                    // S, row-major m×m, exact
  std::vector<std::complex<double>> sd;       // S in double (for the budget)
  std::vector<std::complex<double>> inverse;  // S⁻¹ in double (for the budget)
  bool lower = false;                         // S is lower triangular
  bool nonFinite = false;                     // a read element of a is Inf or NaN
  bool singular = false;                      // a zero on S's diagonal
};

TriangularSystem triangularSystem(const Tensor& a, int64_t abase, int64_t m, bool leftSide,
                                  bool lower, bool unitDiagonal, Transpose transposeA) {
  const bool complex = isComplex(a.elementType());
  const FloatFormat& f = *floatFormat(complexPartType(a.elementType()));
  // S: the effective matrix of the system S·y = rhs. op(a) restricted to
  // the triangle read, with a unit diagonal when asked; for the right
  // side x·op(a) = b becomes op(a)ᵀ·xᵀ = bᵀ.
  TriangularSystem system;
  system.s.resize(static_cast<size_t>(m * m));
  system.sd.resize(static_cast<size_t>(m * m));
  std::vector<ComplexQ>& s = system.s;
  std::vector<std::complex<double>>& sd = system.sd;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < m; ++j) {
      // Element (i, j) of op(a) is a(j, i) when transposed; S(i, j) =
      // op(a)(i, j) on the left side, op(a)(j, i) on the right.
      const bool transposed = transposeA != Transpose::kNoTranspose;
      const int64_t ai = transposed ? j : i, aj = transposed ? i : j;
      const bool in_triangle = lower ? ai >= aj : ai <= aj;
      const int64_t si = leftSide ? i : j, sj = leftSide ? j : i;
      ComplexQ& e = s[static_cast<size_t>(si * m + sj)];
      std::complex<double>& ed = sd[static_cast<size_t>(si * m + sj)];
      if (!in_triangle) continue;
      if (ai == aj && unitDiagonal) {
        mpq_set_ui(e.re.get(), 1, 1);
        ed = 1;
        continue;
      }
      const int64_t lin = abase + ai * m + aj;
      const DecodedFloat re = decodeFloatBits(a.partBits(lin, 0), f);
      const DecodedFloat im = complex ? decodeFloatBits(a.partBits(lin, 1), f) : DecodedFloat{};
      if (re.kind != DecodedFloat::kFinite || im.kind != DecodedFloat::kFinite) {
        system.nonFinite = true;
        continue;
      }
      setFromDecoded(e.re.get(), re);
      setFromDecoded(e.im.get(), im);
      if (transposeA == Transpose::kAdjoint) mpq_neg(e.im.get(), e.im.get());
      ed = {mpq_get_d(e.re.get()), mpq_get_d(e.im.get())};
    }
  // S is lower triangular when (lower, not transposed) or (upper,
  // transposed), flipped again for the right side.
  bool s_lower = lower == (transposeA == Transpose::kNoTranspose);
  if (!leftSide) s_lower = !s_lower;
  system.lower = s_lower;
  // |S⁻¹| in double for the budget.
  std::vector<std::complex<double>>& inv = system.inverse;
  inv.resize(static_cast<size_t>(m * m));
  for (int64_t c = 0; c < m; ++c)
    for (int64_t step = 0; step < m; ++step) {
      const int64_t i = s_lower ? step : m - 1 - step;
      std::complex<double> acc = i == c ? 1.0 : 0.0;
      for (int64_t step2 = 0; step2 < step; ++step2) {
        const int64_t j = s_lower ? step2 : m - 1 - step2;
        acc -= sd[static_cast<size_t>(i * m + j)] * inv[static_cast<size_t>(j * m + c)];
      }
      inv[static_cast<size_t>(i * m + c)] = acc / sd[static_cast<size_t>(i * m + i)];
    }
  for (int64_t i = 0; i < m; ++i)
    system.singular = system.singular || isZeroC(s[static_cast<size_t>(i * m + i)]);
  return system;
}

}  // namespace

Result<ReducedTensor> triangularSolveExact(const Tensor& a, const Tensor& b, bool leftSide,
                                           bool lower, bool unitDiagonal, Transpose transposeA) {
  const std::vector<int64_t>& as = a.shape();
  const std::vector<int64_t>& bs = b.shape();
  const size_t r = static_cast<size_t>(a.rank());
  const int64_t m = as[r - 1];
  const ElementType et = a.elementType();
  const ElementType part = complexPartType(et);
  const bool complex = isComplex(et);
  const FloatFormat& f = *floatFormat(part);
  // The right-hand sides: columns of b (left side) or rows (right side).
  const int64_t rows_b = bs[r - 2], cols_b = bs[r - 1];
  const int64_t nrhs = leftSide ? cols_b : rows_b;
  const int64_t batches = saturatingProduct(std::span(as).subspan(0, r - 2));

  ReducedTensor out{Tensor(b.type()), {}};
  out.allowed.reason = "triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget";
  out.allowed.elements.resize(static_cast<size_t>(b.numElements()));
  if (complex) out.allowed.imagElements.resize(static_cast<size_t>(b.numElements()));
  const double u = unitRoundoff(f);
  const double gamma = gammaBound(m + 1 + (complex ? 2 : 0), u);

  ElementBounds any;  // an undefined element's
  any.lo = f.lowestFiniteBits();
  any.hi = f.maxFiniteBits();
  any.allowNaN = any.allowPosInf = any.allowNegInf = true;
  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t abase = batch * m * m, bbase = batch * rows_b * cols_b;
    const TriangularSystem system =
        triangularSystem(a, abase, m, leftSide, lower, unitDiagonal, transposeA);
    const std::vector<ComplexQ>& s = system.s;
    const std::vector<std::complex<double>>& sd = system.sd;
    const std::vector<std::complex<double>>& inv = system.inverse;
    const bool s_lower = system.lower;
    // "If unit_diagonal is true, then the implementation can assume that the
    // diagonal elements of a are equal to 1, otherwise the behavior is
    // undefined": a diagonal element that is not 1 leaves the batch open.
    bool diagonalNotOne = false;
    for (int64_t i = 0; i < m && unitDiagonal; ++i) {
      const int64_t d = abase + i * m + i;
      diagonalNotOne = diagonalNotOne || floatToDouble(a.partBits(d, 0), part) != 1.0 ||
                       (complex && floatToDouble(a.partBits(d, 1), part) != 0.0);
    }
    for (int64_t rhs = 0; rhs < nrhs; ++rhs) {
      auto b_index = [&](int64_t i) {
        return bbase + (leftSide ? i * cols_b + rhs : rhs * cols_b + i);
      };
      std::vector<ComplexQ> y(static_cast<size_t>(m));
      bool rhs_non_finite = system.nonFinite || system.singular;
      for (int64_t i = 0; i < m && !rhs_non_finite; ++i) {
        const DecodedFloat re = decodeFloatBits(b.partBits(b_index(i), 0), f);
        const DecodedFloat im =
            complex ? decodeFloatBits(b.partBits(b_index(i), 1), f) : DecodedFloat{};
        if (re.kind != DecodedFloat::kFinite || im.kind != DecodedFloat::kFinite) {
          rhs_non_finite = true;
          break;
        }
        setFromDecoded(y[static_cast<size_t>(i)].re.get(), re);
        setFromDecoded(y[static_cast<size_t>(i)].im.get(), im);
      }
      if (rhs_non_finite) {
        // Undefined (singular) or non-finite: any result.
        for (int64_t i = 0; i < m; ++i) {
          out.value.setPartBits(b_index(i), 0, f.canonicalNanBits());
          if (complex) out.value.setPartBits(b_index(i), 1, f.canonicalNanBits());
          out.allowed.elements[static_cast<size_t>(b_index(i))] = {any};
          if (complex) out.allowed.imagElements[static_cast<size_t>(b_index(i))] = {any};
        }
        continue;
      }
      // Substitution: y_i = (rhs_i − Σ S_ij y_j) / S_ii.
      Rational t;
      ComplexQ prod;
      for (int64_t step = 0; step < m; ++step) {
        const int64_t i = s_lower ? step : m - 1 - step;
        ComplexQ& yi = y[static_cast<size_t>(i)];
        for (int64_t step2 = 0; step2 < step; ++step2) {
          const int64_t j = s_lower ? step2 : m - 1 - step2;
          const ComplexQ& sij = s[static_cast<size_t>(i * m + j)];
          if (isZeroC(sij)) continue;
          mulC(prod, sij, y[static_cast<size_t>(j)], t);
          mpq_sub(yi.re.get(), yi.re.get(), prod.re.get());
          mpq_sub(yi.im.get(), yi.im.get(), prod.im.get());
        }
        divC(yi, ComplexQ(yi), s[static_cast<size_t>(i * m + i)]);
      }
      // Budget: 2·γ·(|S⁻¹|·(|S|·|y|)).
      std::vector<double> sy(static_cast<size_t>(m), 0.0), cbound(static_cast<size_t>(m), 0.0);
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < m; ++j)
          sy[static_cast<size_t>(i)] +=
              std::abs(sd[static_cast<size_t>(i * m + j)]) *
              std::abs(std::complex<double>(mpq_get_d(y[static_cast<size_t>(j)].re.get()),
                                            mpq_get_d(y[static_cast<size_t>(j)].im.get())));
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < m; ++j)
          cbound[static_cast<size_t>(i)] +=
              std::abs(inv[static_cast<size_t>(i * m + j)]) * sy[static_cast<size_t>(j)];
      for (int64_t i = 0; i < m; ++i) {
        const double bound = up(2 * gamma * cbound[static_cast<size_t>(i)] * (1 + 1e-6)) +
                             4 * m * halfSmallestSubnormal(f);
        for (int p = 0; p < (complex ? 2 : 1); ++p) {
          const mpq_srcptr q =
              p == 0 ? y[static_cast<size_t>(i)].re.get() : y[static_cast<size_t>(i)].im.get();
          out.value.setPartBits(b_index(i), p, roundRational(q, part));
          MpfrNumber v(256);
          mpfr_set_q(v.get(), q, MPFR_RNDN);
          ElementBounds e = diagonalNotOne
                                ? any
                                : budgetBounds(v, std::isfinite(bound) ? bound : kInfinity, part);
          (p == 0 ? out.allowed.elements
                  : out.allowed.imagElements)[static_cast<size_t>(b_index(i))] = {e};
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// cholesky

namespace {

// The exact Cholesky factor of one batch (base, n×n) at working precision
// `w`: L(i, j), i >= j, into lr/li (real and imaginary parts, row-major),
// from the triangle read (the upper triangle's conjugate transpose when
// `lower` is false). False when a is not Hermitian positive definite or
// holds Inf or NaN (the factor is then undefined).
bool choleskyFactor(const Tensor& a, int64_t base, int64_t n, bool lower, mpfr_prec_t w,
                    std::vector<MpfrNumber>& lr, std::vector<MpfrNumber>& li) {
  const ElementType part = complexPartType(a.elementType());
  const bool complex = isComplex(a.elementType());
  auto at = [&](int64_t i, int64_t j) { return static_cast<size_t>(i * n + j); };
  MpfrNumber t(w), sr(w), si(w);
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = j; i < n; ++i) {
      // A_L(i, j) = a(i, j) (lower) or conj(a(j, i)) (upper).
      const int64_t lin = base + (lower ? i * n + j : j * n + i);
      MpfrNumber ar = MpfrNumber::fromBits(a.partBits(lin, 0), part);
      MpfrNumber ai = complex ? MpfrNumber::fromBits(a.partBits(lin, 1), part) : MpfrNumber(w);
      if (!complex) mpfr_set_zero(ai.get(), 1);
      if (!lower) mpfr_neg(ai.get(), ai.get(), MPFR_RNDN);
      if (!mpfr_number_p(ar.get()) || !mpfr_number_p(ai.get())) return false;
      mpfr_set(sr.get(), ar.get(), MPFR_RNDN);
      mpfr_set(si.get(), ai.get(), MPFR_RNDN);
      // s = A(i, j) − Σ_k L(i, k)·conj(L(j, k))
      for (int64_t k = 0; k < j; ++k) {
        const MpfrNumber &xr = lr[at(i, k)], &xi = li[at(i, k)], &yr = lr[at(j, k)],
                         &yi = li[at(j, k)];
        mpfr_mul(t.get(), xr.get(), yr.get(), MPFR_RNDN);
        mpfr_sub(sr.get(), sr.get(), t.get(), MPFR_RNDN);
        mpfr_mul(t.get(), xi.get(), yi.get(), MPFR_RNDN);
        mpfr_sub(sr.get(), sr.get(), t.get(), MPFR_RNDN);
        mpfr_mul(t.get(), xi.get(), yr.get(), MPFR_RNDN);
        mpfr_sub(si.get(), si.get(), t.get(), MPFR_RNDN);
        mpfr_mul(t.get(), xr.get(), yi.get(), MPFR_RNDN);
        mpfr_add(si.get(), si.get(), t.get(), MPFR_RNDN);
      }
      if (i == j) {
        // Hermitian positive definite: a real, positive pivot.
        if (mpfr_sgn(sr.get()) <= 0) return false;
        mpfr_sqrt(lr[at(i, i)].get(), sr.get(), MPFR_RNDN);
        mpfr_set_zero(li[at(i, i)].get(), 1);
      } else {
        mpfr_div(lr[at(i, j)].get(), sr.get(), lr[at(j, j)].get(), MPFR_RNDN);
        mpfr_div(li[at(i, j)].get(), si.get(), lr[at(j, j)].get(), MPFR_RNDN);
      }
    }
  }
  return true;
}

}  // namespace

Result<ReducedTensor> choleskyExact(const Tensor& a, bool lower) {
  const size_t r = static_cast<size_t>(a.rank());
  const int64_t n = a.shape()[r - 1];
  const ElementType et = a.elementType();
  const ElementType part = complexPartType(et);
  const bool complex = isComplex(et);
  const FloatFormat& f = *floatFormat(part);
  const mpfr_prec_t w = 2 * f.precision() + 64 + 2 * ceilLog2(n + 1);
  const int64_t batches = saturatingProduct(std::span(a.shape()).subspan(0, r - 2));
  ReducedTensor out{Tensor(a.type()), {}};
  out.allowed.reason = "cholesky: first-order componentwise accuracy budget";
  out.allowed.elements.resize(static_cast<size_t>(a.numElements()));
  if (complex) out.allowed.imagElements.resize(static_cast<size_t>(a.numElements()));
  ElementBounds any;
  any.lo = f.lowestFiniteBits();
  any.hi = f.maxFiniteBits();
  any.allowNaN = any.allowPosInf = any.allowNegInf = true;
  const double u = unitRoundoff(f);
  const double gamma = gammaBound(n + 1 + (complex ? 2 : 0), u);
  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t base = batch * n * n;
    // L(i, j), i >= j, from the triangle read (the upper triangle's
    // conjugate transpose when lower is false).
    std::vector<MpfrNumber> lr(static_cast<size_t>(n * n), MpfrNumber(w)),
        li(static_cast<size_t>(n * n), MpfrNumber(w));
    auto at = [&](int64_t i, int64_t j) { return static_cast<size_t>(i * n + j); };
    const bool defined = choleskyFactor(a, base, n, lower, w, lr, li);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        const int64_t lin = base + i * n + j;
        const bool in_triangle = lower ? i >= j : i <= j;
        if (!defined || !in_triangle) {
          // Not Hermitian positive definite: undefined; the other triangle:
          // implementation-defined.
          for (int p = 0; p < (complex ? 2 : 1); ++p) {
            out.value.setPartBits(lin, p, defined ? 0 : f.canonicalNanBits());
            (p == 0 ? out.allowed.elements
                    : out.allowed.imagElements)[static_cast<size_t>(lin)] = {any};
          }
        }
      }
    if (!defined) continue;
    // Budget: |ΔL| ≤ 2·|L|·Φ(|L⁻¹|·E·|L⁻ᴴ|), E = γ·|L||Lᴴ|, in double.
    std::vector<double> al(static_cast<size_t>(n * n), 0.0);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j)
        al[at(i, j)] = std::hypot(mpfr_get_d(lr[at(i, j)].get(), MPFR_RNDN),
                                  mpfr_get_d(li[at(i, j)].get(), MPFR_RNDN));
    // |L⁻¹| by forward substitution on |.|-free complex values, in double.
    std::vector<std::complex<double>> lc(static_cast<size_t>(n * n)),
        inv(static_cast<size_t>(n * n));
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j)
        lc[at(i, j)] = {mpfr_get_d(lr[at(i, j)].get(), MPFR_RNDN),
                        mpfr_get_d(li[at(i, j)].get(), MPFR_RNDN)};
    for (int64_t c = 0; c < n; ++c)
      for (int64_t i = c; i < n; ++i) {
        std::complex<double> acc = i == c ? 1.0 : 0.0;
        for (int64_t k = c; k < i; ++k) acc -= lc[at(i, k)] * inv[at(k, c)];
        inv[at(i, c)] = acc / lc[at(i, i)];
      }
    std::vector<double> e(static_cast<size_t>(n * n), 0.0), tmp(static_cast<size_t>(n * n), 0.0),
        g(static_cast<size_t>(n * n), 0.0);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j)
        for (int64_t k = 0; k <= std::min(i, j); ++k)
          e[at(i, j)] += gamma * al[at(i, k)] * al[at(j, k)];
    for (int64_t i = 0; i < n; ++i)  // |L⁻¹|·E
      for (int64_t j = 0; j < n; ++j)
        for (int64_t k = 0; k <= i; ++k) tmp[at(i, j)] += std::abs(inv[at(i, k)]) * e[at(k, j)];
    for (int64_t i = 0; i < n; ++i)  // (|L⁻¹|·E)·|L⁻ᴴ|, lower part, half diagonal
      for (int64_t j = 0; j <= i; ++j) {
        double s = 0;
        for (int64_t k = j; k < n; ++k) s += tmp[at(i, k)] * std::abs(inv[at(k, j)]);
        g[at(i, j)] = i == j ? s / 2 : s;
      }
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j) {
        double bound = 0;
        for (int64_t k = j; k <= i; ++k) bound += al[at(i, k)] * g[at(k, j)];
        bound = up(2 * bound * (1 + 1e-6)) + 4 * n * halfSmallestSubnormal(f);
        // L(i, j) lands at (i, j) (lower) or, conjugated, at (j, i) (upper).
        const int64_t lin = base + (lower ? i * n + j : j * n + i);
        for (int p = 0; p < (complex ? 2 : 1); ++p) {
          MpfrNumber v = p == 0 ? lr[at(i, j)] : li[at(i, j)];
          if (p == 1 && !lower) mpfr_neg(v.get(), v.get(), MPFR_RNDN);
          out.value.setPartBits(lin, p, v.toBits(part));
          (p == 0 ? out.allowed.elements : out.allowed.imagElements)[static_cast<size_t>(lin)] = {
              budgetBounds(v, std::isfinite(bound) ? bound : kInfinity, part)};
        }
      }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Handlers

namespace {

Result<std::vector<RuntimeValue>> evalFft(const Operation& op,
                                          std::span<const RuntimeValue> operands,
                                          EvalContext& context) {
  const CheckedArgs args(op, operands);
  Result<ops::FftAttrs> attrs = ops::fftAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const std::string& name = attrs->type;
  const FftType type = name == "FFT"    ? FftType::kFft
                       : name == "IFFT" ? FftType::kIfft
                       : name == "RFFT" ? FftType::kRfft
                                        : FftType::kIrfft;
  const std::vector<int64_t>& length = attrs->length;
  // The exact DFT sums, for every element, fft_length terms per axis.
  // Saturating: a verified fft_length can hold sizes whose sum overflows
  // (the work budget refuses it either way).
  int64_t terms = 0;
  for (int64_t n : length)
    if (__builtin_add_overflow(terms, std::max<int64_t>(n, 0), &terms)) terms = INT64_MAX;
  if (Status s = context.chargeWork(op, {args.tensor(0).numElements(), terms}); !s.ok())
    return s.takeError();
  return singleResult(op, fftExact(args.tensor(0), type, length, op.result(0)->type));
}

Result<std::vector<RuntimeValue>> evalTriangularSolve(const Operation& op,
                                                      std::span<const RuntimeValue> operands,
                                                      EvalContext& context) {
  // Each element of b sums up to n terms (a is [..., n, n]).
  const Tensor& a = operands[0].tensor();
  if (Status s = context.chargeWork(
          op, {operands[1].tensor().numElements(), a.rank() > 0 ? a.shape().back() : 1});
      !s.ok())
    return s.takeError();
  Result<ops::TriangularSolveAttrs> attrs = ops::triangularSolveAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  Transpose transpose = Transpose::kNoTranspose;
  const std::string& v = attrs->transposeA;
  if (v == "TRANSPOSE")
    transpose = Transpose::kTranspose;
  else if (v == "ADJOINT")
    transpose = Transpose::kAdjoint;
  else if (v != "NO_TRANSPOSE")
    return opError(op, fmt::format("transpose_a {} is not allowed", v));
  return singleResult(
      op, triangularSolveExact(operands[0].tensor(), operands[1].tensor(), attrs->leftSide,
                               attrs->lower, attrs->unitDiagonal, transpose));
}

Result<std::vector<RuntimeValue>> evalCholesky(const Operation& op,
                                               std::span<const RuntimeValue> operands,
                                               EvalContext& context) {
  // Each element of the [..., n, n] factor sums up to n terms.
  const Tensor& a = operands[0].tensor();
  if (Status s = context.chargeWork(op, {a.numElements(), a.rank() > 0 ? a.shape().back() : 1});
      !s.ok())
    return s.takeError();
  Result<bool> lower = ops::choleskyLower(op);
  if (!lower.ok()) return lower.takeError();
  return singleResult(op, choleskyExact(operands[0].tensor(), *lower));
}

}  // namespace

std::span<const OpEntry> linalgOps() {
  static const OpEntry table[] = {
      {OpId::kFft, checkedOnRuntimeTypes<evalFft>},
      {OpId::kTriangularSolve, checkedOnRuntimeTypes<evalTriangularSolve>},
      {OpId::kCholesky, checkedOnRuntimeTypes<evalCholesky>},
  };
  return table;
}

}  // namespace hlo_cts::oracle
