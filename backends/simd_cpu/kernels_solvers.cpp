// cholesky and triangular_solve, batch by batch through Eigen (its LLT and
// triangular solves, the algorithms whose backward error the oracle's
// budgets bound), in double or complex<double> and rounded once to the
// element type. Where a is not Hermitian positive definite, cholesky's
// factor is whatever the partial factorization left (the spec leaves it
// undefined); its unread triangle is zero.
#include <Eigen/Cholesky>
#include <Eigen/Core>
#include <complex>
#include <vector>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernel.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using Complex = std::complex<double>;
template <class S>
using Matrix = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// A tensor's elements widened to S (double for real formats,
// complex<double> for complex ones), and back, through the compute lanes.
template <class S>
std::vector<S> widened(const Tensor& t) {
  LaneType lane;
  laneTypeOf(t.elementType(), lane);
  if constexpr (std::is_same_v<S, double>) {
    return loadDoubles(t, lane);
  } else {
    const size_t n = static_cast<size_t>(t.numElements());
    std::vector<S> out(n);
    if (lane.lane == Lane::kC128) {
      loadRange(t, 0, n, lane, out.data());
    } else {
      std::vector<std::complex<float>> parts(n);
      loadRange(t, 0, n, lane, parts.data());
      for (size_t i = 0; i < n; ++i) out[i] = parts[i];
    }
    return out;
  }
}

template <class S>
Tensor narrowed(const Type& type, const std::vector<S>& values) {
  LaneType lane;
  laneTypeOf(type.elementType(), lane);
  if constexpr (std::is_same_v<S, double>) {
    return storeDoubles(type, values, lane);
  } else {
    Tensor out = Tensor::uninitialized(type);
    if (lane.lane == Lane::kC128) {
      storeRange(values.data(), values.size(), lane, out, 0);
    } else {
      std::vector<std::complex<float>> parts(values.begin(), values.end());
      storeRange(parts.data(), parts.size(), lane, out, 0);
    }
    return out;
  }
}

// Calls f(double{}) or f(Complex{}) as the element type is real or complex.
template <class F>
Status withScalar(ElementType type, F&& f) {
  return isComplex(type) ? f(Complex{}) : f(double{});
}

template <class S>
Status cholesky(const KernelCall& call, bool lower) {
  const Tensor& a = call.operand(0);
  const int64_t n = a.shape().back();
  const int64_t batches = n == 0 ? 0 : a.numElements() / (n * n);
  std::vector<S> values = widened<S>(a);
  for (int64_t b = 0; b < batches; ++b) {
    Eigen::Map<Matrix<S>> m(values.data() + b * n * n, n, n);
    // Eigen's LLT reads the lower triangle: the upper one's adjoint when
    // `lower` is false. The factor it writes back is L, or L^H for upper.
    Matrix<S> hermitian = lower ? Matrix<S>(m) : Matrix<S>(m.adjoint());
    Eigen::LLT<Matrix<S>, Eigen::Lower> llt(hermitian);
    Matrix<S> factor = llt.matrixLLT().template triangularView<Eigen::Lower>();
    if (lower)
      m = factor;
    else
      m = factor.adjoint();
  }
  call.set(0, narrowed<S>(call.op.result(0)->type, values));
  return Status::success();
}

template <class S>
Status triangularSolve(const KernelCall& call, const ops::TriangularSolveAttrs& attrs) {
  const Tensor& a = call.operand(0);
  const Tensor& rhs = call.operand(1);
  const int64_t n = a.shape().back();
  const int64_t rows = rhs.shape()[rhs.rank() - 2], columns = rhs.shape().back();
  const int64_t batches = n == 0 || rows * columns == 0 ? 0 : rhs.numElements() / (rows * columns);
  const bool leftSide = attrs.leftSide, lower = attrs.lower, unit = attrs.unitDiagonal;
  const std::string& transpose = attrs.transposeA;
  const std::vector<S> as = widened<S>(a);
  std::vector<S> xs = widened<S>(rhs);
  for (int64_t b = 0; b < batches; ++b) {
    // Only a's named triangle is read (and not its diagonal when unit).
    Matrix<S> t = Eigen::Map<const Matrix<S>>(as.data() + b * n * n, n, n);
    if (lower)
      t = t.template triangularView<Eigen::Lower>().toDenseMatrix();
    else
      t = t.template triangularView<Eigen::Upper>().toDenseMatrix();
    if (unit) t.diagonal().setOnes();
    if (transpose == "TRANSPOSE")
      t.transposeInPlace();
    else if (transpose == "ADJOINT")
      t.adjointInPlace();
    const bool solvesLower = lower == (transpose == "NO_TRANSPOSE");
    Eigen::Map<Matrix<S>> x(xs.data() + b * rows * columns, rows, columns);
    if (leftSide)
      solvesLower ? t.template triangularView<Eigen::Lower>().solveInPlace(x)
                  : t.template triangularView<Eigen::Upper>().solveInPlace(x);
    else
      solvesLower
          ? t.template triangularView<Eigen::Lower>().template solveInPlace<Eigen::OnTheRight>(x)
          : t.template triangularView<Eigen::Upper>().template solveInPlace<Eigen::OnTheRight>(x);
  }
  call.set(0, narrowed<S>(call.op.result(0)->type, xs));
  return Status::success();
}

Status choleskyKernel(const KernelCall& call) {
  Result<bool> lower = ops::choleskyLower(call.op);
  if (!lower.ok()) return lower.takeError();
  return withScalar(call.operand(0).elementType(),
                    [&](auto s) { return cholesky<decltype(s)>(call, *lower); });
}

Status triangularSolveKernel(const KernelCall& call) {
  Result<ops::TriangularSolveAttrs> attrs = ops::triangularSolveAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  return withScalar(call.operand(0).elementType(),
                    [&](auto s) { return triangularSolve<decltype(s)>(call, *attrs); });
}

// Every float and complex format simd-cpu computes in.
std::string solverSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  return unsupportedValueType(op, op.operand(0)->type.elementType(), true);
}

const KernelEntry kSolverEntries[] = {
    {OpId::kCholesky, choleskyKernel, solverSupport},
    {OpId::kTriangularSolve, triangularSolveKernel, solverSupport},
};

}  // namespace

std::span<const KernelEntry> solverKernels() {
  return kSolverEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
