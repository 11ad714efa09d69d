// fft, triangular_solve and cholesky as pure functions of tensors (for the
// op handlers and tests). Each returns the reference value — the exact
// result correctly rounded (triangular_solve: exact rational arithmetic;
// fft and cholesky: high-precision MPFR, fft verified by a Ziv check) —
// with an accuracy budget attached as intervals:
//   fft:              |ŷ_j − y_j| ≤ 8·u·(log2 N + 1)·‖y‖₂ per batch (the
//                     normwise Cooley–Tukey bound, Higham §24.1, applied to
//                     every element and every algorithm; for IRFFT ‖y‖₂ is
//                     at least the full complex transform's norm, which
//                     the real parts it keeps can lie far below),
//   triangular_solve: |x̂ − x| ≤ 2·γ_{n+1}·|T⁻¹|·|T|·|x| (componentwise
//                     backward stability of substitution, Higham Thm 8.5),
//   cholesky:         |L̂ − L| ≤ 2·|L|·Φ(|L⁻¹|·γ_{n+1}|L||Lᴴ|·|L⁻ᴴ|) (first-order
//                     perturbation of the factor, Φ = lower part, half
//                     diagonal), the other triangle implementation-defined.
// Input that makes the op undefined (non-positive-definite cholesky input,
// a singular triangular matrix) allows any result there.
#pragma once

#include <vector>

#include "oracle/ops/reduction_common.h"

namespace hlo_cts::oracle {

// Each takes operands (and fft's parameters and result type) that satisfy
// its op's constraints: the catalogue checks an op's before its handler runs
// (oracle/ops/runtime_check.h), and tests pass valid ones.

enum class FftType { kFft, kIfft, kRfft, kIrfft };
Result<ReducedTensor> fftExact(const Tensor& operand, FftType type,
                               const std::vector<int64_t>& fftLength, const Type& resultType);

enum class Transpose { kNoTranspose, kTranspose, kAdjoint };
Result<ReducedTensor> triangularSolveExact(const Tensor& a, const Tensor& b, bool leftSide,
                                           bool lower, bool unitDiagonal, Transpose transposeA);

Result<ReducedTensor> choleskyExact(const Tensor& a, bool lower);

}  // namespace hlo_cts::oracle
