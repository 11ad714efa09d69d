// fft (spec "fft"): the exact DFTs in MPFR at growing working precision,
// correctly rounded where the precision proves the rounding, with the
// accuracy budget described in oracle/ops/linalg.h.
#include <fmt/format.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>

#include "numerics/mpfr_number.h"
#include "oracle/evaluator.h"
#include "oracle/ops/linalg.h"
#include "oracle/ops/linalg_budget.h"
#include "oracle/ops/reduction_family.h"
#include "spec/float_value.h"

namespace hlo_cts::oracle {
namespace {

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
  const int64_t outer = saturatingProduct(std::span(in.shape).subspan(0, dim));
  const int64_t inner = saturatingProduct(std::span(in.shape).subspan(dim + 1));
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

// The spec ties fft_length to the trailing dimensions only where a tensor
// is real (C4, C5); a complex FFT or IFFT whose fft_length differs from
// them has no defined result.
Status checkComplexLengths(const Tensor& operand, FftType type,
                           const std::vector<int64_t>& fftLength) {
  if (type != FftType::kFft && type != FftType::kIfft) return Status::success();
  const size_t first = static_cast<size_t>(operand.rank()) - fftLength.size();
  if (std::equal(fftLength.begin(), fftLength.end(), operand.shape().begin() + first))
    return Status::success();
  return makeError(fmt::format("stablehlo.fft: fft_length [{}] differs from the operand's "
                               "trailing dimensions; the spec defines a complex FFT's result "
                               "only when they agree",
                               fmt::join(fftLength, ", ")),
                   {}, DiagnosticKind::kNotSupported);
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
  if (Status s = checkComplexLengths(operand, type, fftLength); !s.ok()) return s.takeError();
  if (std::any_of(fftLength.begin(), fftLength.end(), [](int64_t n) { return n < 0; }))
    return makeError(fmt::format("stablehlo.fft: fft_length [{}] has a negative length (C4)",
                                 fmt::join(fftLength, ", ")));
  const size_t L = fftLength.size();
  const int64_t rank = operand.rank();
  const ElementType in = operand.elementType(), out = resultType.elementType();
  const bool complex_in = isComplex(in), complex_out = isComplex(out);
  const ElementType part = complexPartType(out);

  const FloatFormat& f = *floatFormat(part);
  const int64_t total = saturatingProduct(fftLength);
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
      saturatingProduct(std::span(result.value.shape()).subspan(static_cast<size_t>(rank) - L));
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
    if (type == FftType::kIrfft) {
      // Higham's bound is on the full complex transform, whose norm
      // Parseval gives from the input's: ‖F⁻¹x'‖₂ = ‖x'‖₂/√N, with
      // ‖x'‖₂ ≤ √2 ‖x‖₂ for the Hermitian extension. IRFFT keeps only real
      // parts, which can be far smaller than that norm where the input is
      // not Hermitian (imaginary parts of 1.8e308 in an inner dimension
      // leave a result of 2e151): every floating-point algorithm errs on
      // the scale of the full transform, so that is the budget's scale.
      const int64_t batch = b0 / std::max<int64_t>(per_batch, 1);
      const int64_t in_batch =
          saturatingProduct(std::span(operand.shape()).subspan(static_cast<size_t>(rank) - L));
      long double in2 = 0;  // f64's largest squares stay finite in the x87 range
      for (int64_t i = batch * in_batch; i < (batch + 1) * in_batch; ++i)
        for (int p = 0; p < 2; ++p) {
          const long double v = floatToDouble(operand.partBits(i, p), complexPartType(in));
          in2 += v * v;
        }
      const double full =
          up(static_cast<double>(std::sqrt(2 * in2 / std::max<int64_t>(total, 1))) * (1 + 1e-9));
      norm = std::max(norm, full);
    }
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

}  // namespace hlo_cts::oracle
