// batch_norm_inference, batch_norm_training and batch_norm_grad: the spec's
// decomposition (element-wise ops and add-reductions over every dimension
// but feature_index) evaluated in double and rounded once to the element
// type. The oracle admits every evaluation of that decomposition (any
// reduction order, up to an ulp of the element type per op), and a wider
// evaluation rounded once lies inside it; for f64 each op rounds to f64,
// which is the decomposition itself. The constants the decomposition makes
// with constant(x, element_type), epsilon, the element count N and a sum's
// zero, are first rounded to the element type (roundedToLane), as it says.
#include <cmath>
#include <vector>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernel.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// Element e belongs to feature (e / inner) % features; count: elements per
// feature.
struct FeatureLayout {
  int64_t features = 0, inner = 1, count = 0;
  size_t feature(int64_t e) const { return static_cast<size_t>((e / inner) % features); }
};

FeatureLayout layoutOf(int64_t featureIndex, const Tensor& operand) {
  const auto fi = static_cast<size_t>(featureIndex);
  FeatureLayout l;
  l.features = operand.shape()[fi];
  for (size_t d = fi + 1; d < operand.shape().size(); ++d) l.inner *= operand.shape()[d];
  l.count = l.features == 0 ? 0 : operand.numElements() / l.features;
  return l;
}

struct BatchNormCall {
  const KernelCall& call;
  LaneType lane;
  FeatureLayout layout;
  std::vector<double> x;
  double epsilon;
};

Result<BatchNormCall> prepare(const KernelCall& call) {
  Result<ops::BatchNormAttrs> attrs = ops::batchNormAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  BatchNormCall b{call, {}, layoutOf(attrs->featureIndex, call.operand(0)), {}, 0};
  laneTypeOf(call.operand(0).elementType(), b.lane);  // supported: checked at compile time
  b.x = loadDoubles(call.operand(0), b.lane);
  b.epsilon = roundedToLane(attrs->epsilon, b.lane);
  return b;
}

// scale·(x − mean)/sqrt(variance + epsilon) + offset, per element.
std::vector<double> normalized(const BatchNormCall& b, const std::vector<double>& scale,
                               const std::vector<double>& offset, const std::vector<double>& mean,
                               const std::vector<double>& variance) {
  std::vector<double> stddev(variance.size());
  for (size_t c = 0; c < variance.size(); ++c) stddev[c] = std::sqrt(variance[c] + b.epsilon);
  std::vector<double> out(b.x.size());
  for (size_t e = 0; e < out.size(); ++e) {
    const size_t c = b.layout.feature(static_cast<int64_t>(e));
    out[e] = scale[c] * ((b.x[e] - mean[c]) / stddev[c]) + offset[c];
  }
  return out;
}

// Σ over each feature's elements of values[e], from constant(0): a feature
// with no elements sums to zero in the element type, which in f8E8M0FNU
// (no zero) is its smallest value.
std::vector<double> featureSums(const BatchNormCall& b, const std::vector<double>& values) {
  const FeatureLayout& l = b.layout;
  std::vector<double> sums(static_cast<size_t>(l.features), roundedToLane(0.0, b.lane));
  for (size_t e = 0; e < values.size(); ++e) sums[l.feature(static_cast<int64_t>(e))] += values[e];
  return sums;
}

Status batchNormInference(const KernelCall& call) {
  Result<BatchNormCall> prepared = prepare(call);
  if (!prepared.ok()) return prepared.takeError();
  const BatchNormCall& b = *prepared;
  auto per = [&](size_t i) { return loadDoubles(call.operand(i), b.lane); };
  call.set(0, storeDoubles(call.op.result(0)->type, normalized(b, per(1), per(2), per(3), per(4)),
                           b.lane));
  return Status::success();
}

Status batchNormTraining(const KernelCall& call) {
  Result<BatchNormCall> prepared = prepare(call);
  if (!prepared.ok()) return prepared.takeError();
  const BatchNormCall& b = *prepared;
  const double n = roundedToLane(static_cast<double>(b.layout.count), b.lane);
  std::vector<double> mean = featureSums(b, b.x);
  for (double& m : mean) m /= n;
  std::vector<double> squares(b.x.size());
  for (size_t e = 0; e < squares.size(); ++e) {
    const double centered = b.x[e] - mean[b.layout.feature(static_cast<int64_t>(e))];
    squares[e] = centered * centered;
  }
  std::vector<double> variance = featureSums(b, squares);
  for (double& v : variance) v /= n;
  const std::vector<double> out = normalized(b, loadDoubles(call.operand(1), b.lane),
                                             loadDoubles(call.operand(2), b.lane), mean, variance);
  call.set(0, storeDoubles(call.op.result(0)->type, out, b.lane));
  call.set(1, storeDoubles(call.op.result(1)->type, mean, b.lane));
  call.set(2, storeDoubles(call.op.result(2)->type, variance, b.lane));
  return Status::success();
}

// The spec's decomposition of batch_norm_grad, term by term (i1 … i6).
Status batchNormGrad(const KernelCall& call) {
  Result<BatchNormCall> prepared = prepare(call);
  if (!prepared.ok()) return prepared.takeError();
  const BatchNormCall& b = *prepared;
  const std::vector<double> scale = loadDoubles(call.operand(1), b.lane),
                            mean = loadDoubles(call.operand(2), b.lane),
                            variance = loadDoubles(call.operand(3), b.lane),
                            grad = loadDoubles(call.operand(4), b.lane);
  const double n = roundedToLane(static_cast<double>(b.layout.count), b.lane);
  std::vector<double> varianceEps(variance.size()), stddev(variance.size());
  for (size_t c = 0; c < variance.size(); ++c) {
    varianceEps[c] = variance[c] + b.epsilon;
    stddev[c] = std::sqrt(varianceEps[c]);
  }
  std::vector<double> centered(b.x.size()), gradCentered(b.x.size()), gradNormalized(b.x.size());
  for (size_t e = 0; e < b.x.size(); ++e) {
    const size_t c = b.layout.feature(static_cast<int64_t>(e));
    centered[e] = b.x[e] - mean[c];
    gradCentered[e] = grad[e] * centered[e];
    gradNormalized[e] = grad[e] * (centered[e] / stddev[c]);
  }
  const std::vector<double> gradSum = featureSums(b, grad);                  // i2, grad_offset
  const std::vector<double> gradCenteredSum = featureSums(b, gradCentered);  // i3
  const std::vector<double> gradScale = featureSums(b, gradNormalized);
  std::vector<double> gradOperand(b.x.size());
  for (size_t e = 0; e < b.x.size(); ++e) {
    const size_t c = b.layout.feature(static_cast<int64_t>(e));
    const double i1 = grad[e] * n;
    const double i5 = gradCenteredSum[c] * centered[e] / varianceEps[c];
    gradOperand[e] = scale[c] / stddev[c] / n * (i1 - gradSum[c] - i5);
  }
  call.set(0, storeDoubles(call.op.result(0)->type, gradOperand, b.lane));
  call.set(1, storeDoubles(call.op.result(1)->type, gradScale, b.lane));
  call.set(2, storeDoubles(call.op.result(2)->type, gradSum, b.lane));
  return Status::success();
}

std::string batchNormSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (std::string why = viewProblem(ops::batchNormAttrs(op)); !why.empty()) return why;
  return unsupportedValueType(op, op.operand(0)->type.elementType());
}

const KernelEntry kNormalizationEntries[] = {
    {OpId::kBatchNormInference, batchNormInference, batchNormSupport},
    {OpId::kBatchNormTraining, batchNormTraining, batchNormSupport},
    {OpId::kBatchNormGrad, batchNormGrad, batchNormSupport},
};

}  // namespace

std::span<const KernelEntry> normalizationKernels() {
  return kNormalizationEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
