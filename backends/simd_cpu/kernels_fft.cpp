// fft (FFT, IFFT, RFFT, IRFFT over the trailing fft_length dimensions)
// through Eigen's FFT module (kissfft, any length), one dimension at a
// time in the spec's order, in the wider type (double for complex<f32>,
// the x87 80-bit type for complex<f64>, though kissfft computes its
// twiddles in double) and rounded once: the error stays inside the
// oracle's 8·u·(log2 N + 1)·‖y‖₂ budget.
//
// Along one dimension of length n, with the operand's extent m there:
// x'_j = x_j for j < m, conj(x_(n−j)) beyond where n − j < m (the Hermitian
// extension an IRFFT reads), 0 else; the outputs are the first
// outLength coefficients (n/2 + 1 for RFFT's last dimension), only real
// parts for IRFFT's.
#include <unsupported/Eigen/FFT>

#include <complex>
#include <vector>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernel.h"
#include "backends/simd_cpu/kernels_layout.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

enum class FftType { kFft, kIfft, kRfft, kIrfft };

FftType fftTypeOf(const std::string& name) {
  return name == "IFFT"    ? FftType::kIfft
         : name == "RFFT"  ? FftType::kRfft
         : name == "IRFFT" ? FftType::kIrfft
                           : FftType::kFft;
}

// A complex array of W, row-major over `shape`.
template <class W>
struct Spectrum {
  std::vector<int64_t> shape;
  std::vector<std::complex<W>> values;
};

template <class W>
Spectrum<W> transformAlong(const Spectrum<W>& in, size_t dim, int64_t n, int64_t outLength,
                           bool inverse, bool realOnly, Eigen::FFT<W>& fft) {
  const int64_t m = in.shape[dim];
  int64_t outer = 1, inner = 1;
  for (size_t d = 0; d < dim; ++d) outer *= in.shape[d];
  for (size_t d = dim + 1; d < in.shape.size(); ++d) inner *= in.shape[d];
  Spectrum<W> out;
  out.shape = in.shape;
  out.shape[dim] = outLength;
  out.values.assign(static_cast<size_t>(outer * outLength * inner), std::complex<W>(0));
  if (n == 0 || outLength == 0) return out;
  std::vector<std::complex<W>> line(static_cast<size_t>(n)), coefficients;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const int64_t src = j < m ? j : n - j;
        const bool mirrored = j >= m;
        std::complex<W> v(0);
        if (src >= 0 && src < m) {
          v = in.values[static_cast<size_t>((o * m + src) * inner + i)];
          if (mirrored) v = std::conj(v);
        }
        line[static_cast<size_t>(j)] = v;
      }
      // A real-only transform reads no imaginary part of x'_0 or x'_(n/2)
      // (ω^0 = 1, ω^(kn/2) = ±1 exactly); kissfft's rounded twiddles would
      // leak them in (a campaign, seed 48: an Im of 3.4e38 at the Nyquist
      // bin gave 3e21 where the result is 210), so they are dropped first.
      if (realOnly) {
        line[0] = std::complex<W>(line[0].real(), 0);
        if (n % 2 == 0)
          line[static_cast<size_t>(n / 2)] =
              std::complex<W>(line[static_cast<size_t>(n / 2)].real(), 0);
      }
      if (n == 1)  // the identity; kissfft's factorization has no factor for it
        coefficients = line;
      else if (inverse)
        fft.inv(coefficients, line);  // scaled by 1/n
      else
        fft.fwd(coefficients, line);
      for (int64_t k = 0; k < outLength; ++k) {
        std::complex<W> c = coefficients[static_cast<size_t>(k)];
        if (realOnly) c = std::complex<W>(c.real(), 0);
        out.values[static_cast<size_t>((o * outLength + k) * inner + i)] = c;
      }
    }
  return out;
}

template <class W>
Status fftTyped(const KernelCall& call, FftType type, const std::vector<int64_t>& length) {
  // The lane's part type: float for complex<f32> (transformed in double),
  // double for complex<f64> (transformed in long double).
  using Part = std::conditional_t<std::is_same_v<W, double>, float, double>;
  const Tensor& operand = call.operand(0);
  LaneType inLane, outLane;
  laneTypeOf(operand.elementType(), inLane);
  Tensor out = call.allocate(0);
  laneTypeOf(out.elementType(), outLane);
  const bool complexIn = isComplex(operand.elementType());
  Spectrum<W> a;
  a.shape = operand.shape();
  const size_t count = static_cast<size_t>(operand.numElements());
  a.values.resize(count);
  if (count > 0) {
    if (complexIn) {
      std::vector<std::complex<Part>> values(count);
      loadRange(operand, 0, count, inLane, values.data());
      for (size_t i = 0; i < count; ++i)
        a.values[i] = std::complex<W>(values[i].real(), values[i].imag());
    } else {
      const std::vector<double> values = loadDoubles(operand, inLane);
      for (size_t i = 0; i < count; ++i) a.values[i] = std::complex<W>(values[i], 0);
    }
  }
  Eigen::FFT<W> fft;
  const size_t L = length.size(), first = a.shape.size() - L;
  switch (type) {
    case FftType::kFft:  // innermost dimension first, as the oracle
      for (size_t d = L; d-- > 0;)
        a = transformAlong(a, first + d, length[d], length[d], false, false, fft);
      break;
    case FftType::kIfft:
      for (size_t d = 0; d < L; ++d)
        a = transformAlong(a, first + d, length[d], length[d], true, false, fft);
      break;
    case FftType::kRfft: {
      const int64_t n = length[L - 1];
      a = transformAlong(a, first + L - 1, n, n == 0 ? 0 : n / 2 + 1, false, false, fft);
      for (size_t d = L - 1; d-- > 0;)
        a = transformAlong(a, first + d, length[d], length[d], false, false, fft);
      break;
    }
    case FftType::kIrfft: {
      for (size_t d = 0; d + 1 < L; ++d)
        a = transformAlong(a, first + d, length[d], length[d], true, false, fft);
      a = transformAlong(a, first + L - 1, length[L - 1], length[L - 1], true, true, fft);
      break;
    }
  }
  if (static_cast<int64_t>(a.values.size()) != out.numElements())
    return kernelError(call.op, "fft_length does not give the result's shape (C4, C5)");
  if (!a.values.empty()) {
    if (isComplex(out.elementType())) {
      std::vector<std::complex<Part>> values(a.values.size());
      for (size_t i = 0; i < values.size(); ++i)
        values[i] = std::complex<Part>(static_cast<Part>(a.values[i].real()),
                                       static_cast<Part>(a.values[i].imag()));
      storeRange(values.data(), values.size(), outLane, out, 0);
    } else {
      std::vector<double> values(a.values.size());
      for (size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<double>(a.values[i].real());
      out = storeDoubles(out.type(), values, outLane);
    }
  }
  call.set(0, std::move(out));
  return Status::success();
}

// The operand's and result's element types: complex<f32>/<f64>, or f32/f64
// where the transform is real on one side (RFFT's operand, IRFFT's result).
std::string fftSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  for (const Type* t : {&op.operand(0)->type, &op.result(0)->type}) {
    const ElementType part = complexPartType(t->elementType());
    if (part != ElementType::kF32 && part != ElementType::kF64)
      return "fft on " + std::string(elementTypeName(t->elementType())) +
             " is not supported by simd-cpu";
  }
  return viewProblem(ops::fftAttrs(op));
}

Status fftKernel(const KernelCall& call) {
  Result<ops::FftAttrs> attrs = ops::fftAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  const FftType type = fftTypeOf(attrs->type);
  const std::vector<int64_t>& length = attrs->length;
  if (length.empty() || length.size() > call.operand(0).shape().size())
    return kernelError(call.op, "fft_length must name 1 to rank(operand) trailing dimensions");
  for (int64_t n : length)
    if (n < 0) return kernelError(call.op, "fft_length has a negative length (C4)");
  const ElementType part = complexPartType(call.op.result(0)->type.elementType());
  // f64 parts in the 80-bit type, f32 parts in double.
  return part == ElementType::kF64 ? fftTyped<long double>(call, type, length)
                                   : fftTyped<double>(call, type, length);
}

const KernelEntry kFftEntries[] = {
    {OpId::kFft, fftKernel, fftSupport},
};

}  // namespace

std::span<const KernelEntry> fftKernels() {
  return kFftEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
