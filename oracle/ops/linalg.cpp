// fft, triangular_solve and cholesky (spec "fft", "triangular_solve",
// "cholesky"): reference values in high precision, correctly rounded, with
// the accuracy budgets described in oracle/ops/linalg.h.
#include "oracle/ops/linalg.h"

#include <fmt/format.h>
#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>

#include "oracle/numerics/mpfr_number.h"
#include "oracle/ops/reduction_family.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

int64_t product(std::span<const int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= d;
  return p;
}

int ceilLog2(int64_t n) {
  int l = 0;
  while ((int64_t{1} << l) < n) ++l;
  return l;
}

// The bounds of a value known to within `bound` (the computed result is a
// float of `type` within the bound of the exact value `v`).
ElementBounds budgetBounds(const MpfrNumber& v, double bound, ElementType type) {
  AccumulationModel model = AccumulationModel::inFormat(*floatFormat(type));
  TermMagnitudes terms;  // no partial sums: overflow only of the value itself
  return boundsAround(v.get(), bound, terms, model, type);
}

// ---------------------------------------------------------------------------
// fft

// A complex array in MPFR at one working precision, row-major.
struct ComplexArray {
  std::vector<int64_t> shape;
  std::vector<MpfrNumber> re, im;
};

// out_k = scale · Σ_{n<N} in'_n · ω^{±kn} along `dim`, for k < outLength,
// where in'_n = in_n for n < inLength and conj(in_{N−n}) beyond (the
// Hermitian extension irfft needs). `realOnly` keeps the real part.
ComplexArray dftAlong(const ComplexArray& in, size_t dim, int64_t n, int64_t outLength,
                      bool inverse, bool realOnly, mpfr_prec_t w) {
  const int64_t in_length = in.shape[dim];
  ComplexArray out;
  out.shape = in.shape;
  out.shape[dim] = outLength;
  const int64_t outer = product(std::span(in.shape).subspan(0, dim));
  const int64_t inner = product(std::span(in.shape).subspan(dim + 1));
  const size_t total = static_cast<size_t>(outer * outLength * inner);
  out.re.assign(total, MpfrNumber(w));
  out.im.assign(total, MpfrNumber(w));
  // Twiddles: cos(2πm/N) and ∓sin(2πm/N).
  std::vector<MpfrNumber> c(static_cast<size_t>(n), MpfrNumber(w)),
      s(static_cast<size_t>(n), MpfrNumber(w));
  // sinpi/cospi of 2m/N: whenever 2m/N is a multiple of 1/2 the argument is
  // exact and so are the twiddles (0, ±1), so exactly-zero DFT terms stay zero.
  MpfrNumber half_turns(w + 16);
  for (int64_t m = 0; m < n; ++m) {
    mpfr_set_si(half_turns.get(), 2 * m, MPFR_RNDN);
    mpfr_div_si(half_turns.get(), half_turns.get(), n, MPFR_RNDN);
    mpfr_sinpi(s[static_cast<size_t>(m)].get(), half_turns.get(), MPFR_RNDN);
    mpfr_cospi(c[static_cast<size_t>(m)].get(), half_turns.get(), MPFR_RNDN);
    if (!inverse)
      mpfr_neg(s[static_cast<size_t>(m)].get(), s[static_cast<size_t>(m)].get(), MPFR_RNDN);
  }
  MpfrNumber t(w), ar(w), ai(w), accr(w), acci(w);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i)
      for (int64_t k = 0; k < outLength; ++k) {
        mpfr_set_zero(accr.get(), 1);
        mpfr_set_zero(acci.get(), 1);
        for (int64_t j = 0; j < n; ++j) {
          const bool mirrored = j >= in_length;
          const int64_t src = mirrored ? n - j : j;
          if (src >= in_length || src < 0) continue;
          const size_t e = static_cast<size_t>((o * in_length + src) * inner + i);
          mpfr_set(ar.get(), in.re[e].get(), MPFR_RNDN);
          mpfr_set(ai.get(), in.im[e].get(), MPFR_RNDN);
          if (mirrored) mpfr_neg(ai.get(), ai.get(), MPFR_RNDN);
          const size_t m = static_cast<size_t>((k * j) % n);
          // (ar + i·ai)(c + i·s)
          mpfr_mul(t.get(), ar.get(), c[m].get(), MPFR_RNDN);
          mpfr_add(accr.get(), accr.get(), t.get(), MPFR_RNDN);
          mpfr_mul(t.get(), ai.get(), s[m].get(), MPFR_RNDN);
          mpfr_sub(accr.get(), accr.get(), t.get(), MPFR_RNDN);
          mpfr_mul(t.get(), ar.get(), s[m].get(), MPFR_RNDN);
          mpfr_add(acci.get(), acci.get(), t.get(), MPFR_RNDN);
          mpfr_mul(t.get(), ai.get(), c[m].get(), MPFR_RNDN);
          mpfr_add(acci.get(), acci.get(), t.get(), MPFR_RNDN);
        }
        const size_t e = static_cast<size_t>((o * outLength + k) * inner + i);
        if (inverse) {
          mpfr_div_si(accr.get(), accr.get(), n, MPFR_RNDN);
          mpfr_div_si(acci.get(), acci.get(), n, MPFR_RNDN);
        }
        mpfr_set(out.re[e].get(), accr.get(), MPFR_RNDN);
        if (realOnly)
          mpfr_set_zero(out.im[e].get(), 1);
        else
          mpfr_set(out.im[e].get(), acci.get(), MPFR_RNDN);
      }
  return out;
}

ComplexArray loadComplex(const Tensor& t, mpfr_prec_t w) {
  ComplexArray a;
  a.shape = t.shape();
  const ElementType part = complexPartType(t.elementType());
  const bool complex = isComplex(t.elementType());
  for (int64_t i = 0; i < t.numElements(); ++i) {
    MpfrNumber re = MpfrNumber::fromBits(t.partBits(i, 0), part);
    mpfr_prec_round(re.get(), std::max(w, re.precision()), MPFR_RNDN);
    a.re.push_back(std::move(re));
    MpfrNumber im(w);
    if (complex) {
      im = MpfrNumber::fromBits(t.partBits(i, 1), part);
      mpfr_prec_round(im.get(), std::max(w, im.precision()), MPFR_RNDN);
    } else {
      mpfr_set_zero(im.get(), 1);
    }
    a.im.push_back(std::move(im));
  }
  return a;
}

Diagnostic fftError(std::string message, std::string_view clause) {
  return makeError(fmt::format("stablehlo.fft ({}): {}", clause, message));
}

// fft's constraints on the operand, fft_length and the result type.
Status checkFft(const Tensor& operand, FftType type, const std::vector<int64_t>& fftLength,
                const Type& resultType) {
  const size_t L = fftLength.size();
  const int64_t rank = operand.rank();
  if (L < 1 || L > 3) return fftError("fft_length must have 1 to 3 entries", "C3");
  if (static_cast<int64_t>(L) > rank) return fftError("fft_length is longer than the rank", "C1");
  const ElementType in = operand.elementType(), out = resultType.elementType();
  const bool complex_in = isComplex(in);
  const bool ok_types = (type == FftType::kFft || type == FftType::kIfft) ? complex_in && in == out
                        : type == FftType::kRfft
                            ? !complex_in && isFloat(in) && complexOf(in) == out
                            : complex_in && isFloat(out) && complexOf(out) == in;
  if (!ok_types) return fftError("operand and result element types do not fit the fft_type", "C2");
  if (const ElementType part = complexPartType(out);
      part != ElementType::kF32 && part != ElementType::kF64)
    return fftError("only f32 and f64 parts exist for complex types", "C2");
  // C4/C5: the trailing dimensions.
  std::vector<int64_t> want = operand.shape();
  for (size_t d = 0; d < L; ++d) {
    const size_t axis = static_cast<size_t>(rank) - L + d;
    const bool last = d + 1 == L;
    const int64_t len = fftLength[d];
    if (type == FftType::kIrfft && last) {
      if (operand.shape()[axis] != (len == 0 ? 0 : len / 2 + 1))
        return fftError("the operand's last dimension must be fft_length[-1] / 2 + 1", "C5");
      want[axis] = len;
    } else {
      if (operand.shape()[axis] != len)
        return fftError("the operand's trailing dimensions must equal fft_length", "C4");
      if (type == FftType::kRfft && last) want[axis] = len == 0 ? 0 : len / 2 + 1;
    }
  }
  if (resultType.shape() != want)
    return fftError(fmt::format("result shape must be [{}]", fmt::join(want, ", ")), "C5");
  return Status::success();
}

// The exact DFTs along the trailing fft_length dimensions (from `first`), in
// the spec's order, at working precision `w`.
ComplexArray transform(ComplexArray a, FftType type, const std::vector<int64_t>& fftLength,
                       size_t first, mpfr_prec_t w) {
  const size_t L = fftLength.size();
  switch (type) {
    case FftType::kFft:  // innermost dimension first
      for (size_t d = L; d-- > 0;)
        a = dftAlong(a, first + d, fftLength[d], fftLength[d], false, false, w);
      break;
    case FftType::kIfft:  // outermost first
      for (size_t d = 0; d < L; ++d)
        a = dftAlong(a, first + d, fftLength[d], fftLength[d], true, false, w);
      break;
    case FftType::kRfft: {
      const int64_t n = fftLength[L - 1];
      a = dftAlong(a, first + L - 1, n, n == 0 ? 0 : n / 2 + 1, false, false, w);
      for (size_t d = L - 1; d-- > 0;)
        a = dftAlong(a, first + d, fftLength[d], fftLength[d], false, false, w);
      break;
    }
    case FftType::kIrfft: {
      for (size_t d = 0; d + 1 < L; ++d)
        a = dftAlong(a, first + d, fftLength[d], fftLength[d], true, false, w);
      const int64_t n = fftLength[L - 1];
      a = dftAlong(a, first + L - 1, n, n, true, true, w);
      break;
    }
  }
  return a;
}

}  // namespace

Result<ReducedTensor> fftExact(const Tensor& operand, FftType type,
                               const std::vector<int64_t>& fftLength, const Type& resultType) {
  if (Status s = checkFft(operand, type, fftLength, resultType); !s.ok()) return s.takeError();
  const size_t L = fftLength.size();
  const int64_t rank = operand.rank();
  const ElementType in = operand.elementType(), out = resultType.elementType();
  const bool complex_in = isComplex(in), complex_out = isComplex(out);
  const ElementType part = complexPartType(out);

  const FloatFormat& f = *floatFormat(part);
  const int64_t total = product(fftLength);
  int log_terms = 0;
  int64_t sum_lengths = 0;
  for (int64_t len : fftLength) {
    log_terms += ceilLog2(std::max<int64_t>(len, 1));
    sum_lengths += len;
  }
  // Σ|x| of the whole operand bounds every partial sum's magnitude (times
  // the length product).
  double abs_sum = 0;
  bool non_finite = false;
  for (int64_t i = 0; i < operand.numElements(); ++i)
    for (int p = 0; p < (complex_in ? 2 : 1); ++p) {
      const double v = std::fabs(floatToDouble(operand.partBits(i, p), complexPartType(in)));
      if (!std::isfinite(v)) non_finite = true;
      abs_sum += v;
    }
  Tensor value(resultType);
  ReducedTensor result{std::move(value), {}};
  result.allowed.reason = "fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget";
  const int64_t n_out = result.value.numElements();
  const int parts_out = complex_out ? 2 : 1;
  if (non_finite) {
    // Inf/NaN spread through every output of the batch in an
    // algorithm-dependent way: any result.
    for (int64_t i = 0; i < n_out; ++i)
      for (int p = 0; p < parts_out; ++p) result.value.setPartBits(i, p, f.canonicalNanBits());
    result.allowed.unconstrained = true;
    result.allowed.reason = "fft of non-finite input: implementation-defined";
    return result;
  }

  mpfr_prec_t w = f.precision() + 64 + 2 * ceilLog2(total + 1);
  ComplexArray y;
  std::vector<bool> proven(static_cast<size_t>(n_out * parts_out), false);
  std::vector<uint64_t> bits(proven.size(), 0);
  for (int attempt = 0; attempt < 3; ++attempt, w *= 2) {
    y = transform(loadComplex(operand, w), type, fftLength, static_cast<size_t>(rank) - L, w);
    // The working precision's own error, generously: 2^(6−w) per term and
    // stage on magnitudes below Σ|x|·N.
    const double err =
        std::ldexp(abs_sum * static_cast<double>(total) * static_cast<double>(sum_lengths + 1),
                   6 - static_cast<int>(w));
    bool all = true;
    MpfrNumber lo(w + 64), hi(w + 64);
    for (int64_t i = 0; i < n_out; ++i)
      for (int p = 0; p < parts_out; ++p) {
        const size_t slot = static_cast<size_t>(i * parts_out + p);
        if (proven[slot]) continue;
        const MpfrNumber& v = p == 0 ? y.re[static_cast<size_t>(i)] : y.im[static_cast<size_t>(i)];
        int tl = mpfr_sub_d(lo.get(), v.get(), err, MPFR_RNDD);
        int th = mpfr_add_d(hi.get(), v.get(), err, MPFR_RNDU);
        const uint64_t bl = lo.toBits(part, tl), bh = hi.toBits(part, th);
        const bool zeros = (bl & ~f.signMask()) == 0 && (bh & ~f.signMask()) == 0;
        if (bl == bh || zeros) {
          proven[slot] = true;
          bits[slot] = zeros ? 0 : bl;
        } else {
          bits[slot] = v.toBits(part);
          all = false;
        }
      }
    if (all) break;
  }
  // Budget: per batch, 8·u·(L + 1)·‖y‖₂ (√2 more for RFFT's half spectrum).
  const int64_t per_batch =
      product(std::span(result.value.shape()).subspan(static_cast<size_t>(rank) - L));
  const double u = unitRoundoff(f);
  result.allowed.elements.resize(static_cast<size_t>(n_out));
  if (complex_out) result.allowed.imagElements.resize(static_cast<size_t>(n_out));
  for (int64_t b0 = 0; b0 < n_out; b0 += std::max<int64_t>(per_batch, 1)) {
    double norm2 = 0;
    for (int64_t i = b0; i < b0 + per_batch; ++i) {
      const double re = mpfr_get_d(y.re[static_cast<size_t>(i)].get(), MPFR_RNDN);
      const double im = mpfr_get_d(y.im[static_cast<size_t>(i)].get(), MPFR_RNDN);
      norm2 += re * re + im * im;
    }
    double norm = up(std::sqrt(up(norm2)) * (1 + 1e-12));
    if (type == FftType::kRfft) norm = up(norm * std::sqrt(2.0) * (1 + 1e-12));
    const double bound = up(8 * u * (log_terms + 1) * norm) + halfSmallestSubnormal(f) * 2;
    for (int64_t i = b0; i < b0 + per_batch; ++i)
      for (int p = 0; p < parts_out; ++p) {
        const size_t slot = static_cast<size_t>(i * parts_out + p);
        result.value.setPartBits(i, p, bits[slot]);
        const MpfrNumber& v = p == 0 ? y.re[static_cast<size_t>(i)] : y.im[static_cast<size_t>(i)];
        ElementBounds e = budgetBounds(v, bound, part);
        (p == 0 ? result.allowed.elements
                : result.allowed.imagElements)[static_cast<size_t>(i)] = {e};
      }
  }
  return result;
}

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

Diagnostic triangularError(std::string message, std::string_view clause) {
  return makeError(fmt::format("stablehlo.triangular_solve ({}): {}", clause, message));
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
  if (a.elementType() != b.elementType())
    return triangularError("a and b element types differ", "C1");
  const int64_t rank = a.rank();
  if (rank < 2 || b.rank() != rank) return triangularError("a and b need one rank >= 2", "C2");
  const std::vector<int64_t>& as = a.shape();
  const std::vector<int64_t>& bs = b.shape();
  const size_t r = static_cast<size_t>(rank);
  if (!std::equal(as.begin(), as.end() - 2, bs.begin()))
    return triangularError("batch dimensions differ", "C3");
  const int64_t m = as[r - 1];
  if (as[r - 2] != m) return triangularError("a must be square", "C3");
  if (bs[leftSide ? r - 2 : r - 1] != m)
    return triangularError("b's solved dimension must match a", "C3");
  const ElementType et = a.elementType();
  const ElementType part = complexPartType(et);
  if (!isFloat(part)) return triangularError("a and b must be float or complex", "C1");
  const bool complex = isComplex(et);
  const FloatFormat& f = *floatFormat(part);
  // The right-hand sides: columns of b (left side) or rows (right side).
  const int64_t rows_b = bs[r - 2], cols_b = bs[r - 1];
  const int64_t nrhs = leftSide ? cols_b : rows_b;
  const int64_t batches = product(std::span(as).subspan(0, r - 2));

  ReducedTensor out{Tensor(b.type()), {}};
  out.allowed.reason = "triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget";
  out.allowed.elements.resize(static_cast<size_t>(b.numElements()));
  if (complex) out.allowed.imagElements.resize(static_cast<size_t>(b.numElements()));
  const double u = unitRoundoff(f);
  const double gamma = gammaBound(m + 1 + (complex ? 2 : 0), u);

  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t abase = batch * m * m, bbase = batch * rows_b * cols_b;
    const TriangularSystem system =
        triangularSystem(a, abase, m, leftSide, lower, unitDiagonal, transposeA);
    const std::vector<ComplexQ>& s = system.s;
    const std::vector<std::complex<double>>& sd = system.sd;
    const std::vector<std::complex<double>>& inv = system.inverse;
    const bool s_lower = system.lower;
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
          ElementBounds any;
          any.lo = f.maxFiniteBits() | f.signMask();
          any.hi = f.maxFiniteBits();
          any.allowNaN = any.allowPosInf = any.allowNegInf = true;
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
          ElementBounds e = budgetBounds(v, std::isfinite(bound) ? bound : kInfinity, part);
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
  const int64_t rank = a.rank();
  if (rank < 2) return makeError("stablehlo.cholesky (C2): rank must be >= 2");
  const size_t r = static_cast<size_t>(rank);
  const int64_t n = a.shape()[r - 1];
  if (a.shape()[r - 2] != n) return makeError("stablehlo.cholesky (C3): a must be square");
  const ElementType et = a.elementType();
  const ElementType part = complexPartType(et);
  if (!isFloat(part)) return makeError("stablehlo.cholesky (C1): a must be float or complex");
  const bool complex = isComplex(et);
  const FloatFormat& f = *floatFormat(part);
  const mpfr_prec_t w = 2 * f.precision() + 64 + 2 * ceilLog2(n + 1);
  const int64_t batches = product(std::span(a.shape()).subspan(0, r - 2));
  ReducedTensor out{Tensor(a.type()), {}};
  out.allowed.reason = "cholesky: first-order componentwise accuracy budget";
  out.allowed.elements.resize(static_cast<size_t>(a.numElements()));
  if (complex) out.allowed.imagElements.resize(static_cast<size_t>(a.numElements()));
  ElementBounds any;
  any.lo = f.maxFiniteBits() | f.signMask();
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
  if (operands.size() != 1 || !operands[0].isTensor())
    return opError(op, "expects one tensor operand");
  const Attribute* t = op.attr("fft_type");
  if (!t) return opError(op, "missing fft_type");
  const std::string& name = t->enumValue();
  const FftType type = name == "FFT"    ? FftType::kFft
                       : name == "IFFT" ? FftType::kIfft
                       : name == "RFFT" ? FftType::kRfft
                                        : FftType::kIrfft;
  if (name != "FFT" && name != "IFFT" && name != "RFFT" && name != "IRFFT")
    return opError(op, fmt::format("unknown fft_type {}", name));
  Result<std::vector<int64_t>> length = i64ListAttr(op, "fft_length");
  if (!length.ok()) return length.takeError();
  if (op.numResults() != 1) return opError(op, "expects one result");
  // The exact DFT sums, for every element, fft_length terms per axis.
  // Saturating: a verified fft_length can hold sizes whose sum overflows
  // (the work budget refuses it either way).
  int64_t terms = 0;
  for (int64_t n : *length)
    if (__builtin_add_overflow(terms, std::max<int64_t>(n, 0), &terms)) terms = INT64_MAX;
  if (Status s = context.chargeWork(op, {operands[0].tensor().numElements(), terms}); !s.ok())
    return s.takeError();
  return singleResult(op, fftExact(operands[0].tensor(), type, *length, op.result(0)->type));
}

bool flag(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  return a && a->intValue() != 0;
}

Result<std::vector<RuntimeValue>> evalTriangularSolve(const Operation& op,
                                                      std::span<const RuntimeValue> operands,
                                                      EvalContext& context) {
  if (operands.size() != 2 || !operands[0].isTensor() || !operands[1].isTensor())
    return opError(op, "expects two tensor operands");
  // Each element of b sums up to n terms (a is [..., n, n]).
  const Tensor& a = operands[0].tensor();
  if (Status s = context.chargeWork(
          op, {operands[1].tensor().numElements(), a.rank() > 0 ? a.shape().back() : 1});
      !s.ok())
    return s.takeError();
  Transpose transpose = Transpose::kNoTranspose;
  if (const Attribute* t = op.attr("transpose_a")) {
    const std::string& v = t->enumValue();
    if (v == "TRANSPOSE")
      transpose = Transpose::kTranspose;
    else if (v == "ADJOINT")
      transpose = Transpose::kAdjoint;
    else if (v != "NO_TRANSPOSE")
      return opError(op, fmt::format("transpose_a {} is not allowed", v));
  }
  return singleResult(
      op, triangularSolveExact(operands[0].tensor(), operands[1].tensor(), flag(op, "left_side"),
                               flag(op, "lower"), flag(op, "unit_diagonal"), transpose));
}

Result<std::vector<RuntimeValue>> evalCholesky(const Operation& op,
                                               std::span<const RuntimeValue> operands,
                                               EvalContext& context) {
  if (operands.size() != 1 || !operands[0].isTensor())
    return opError(op, "expects one tensor operand");
  // Each element of the [..., n, n] factor sums up to n terms.
  const Tensor& a = operands[0].tensor();
  if (Status s = context.chargeWork(op, {a.numElements(), a.rank() > 0 ? a.shape().back() : 1});
      !s.ok())
    return s.takeError();
  return singleResult(op, choleskyExact(operands[0].tensor(), flag(op, "lower")));
}

}  // namespace

std::span<const OpEntry> linalgOps() {
  static const OpEntry table[] = {
      {OpId::kFft, evalFft},
      {OpId::kTriangularSolve, evalTriangularSolve},
      {OpId::kCholesky, evalCholesky},
  };
  return table;
}

}  // namespace hlo_cts::oracle
