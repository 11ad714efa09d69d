// convolution (spec "convolution") as a pure function of tensors, for the
// op handlers (convolution, dynamic_conv) and for tests and benchmarks.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "oracle/ops/reduction_common.h"

namespace hlo_cts::oracle {

struct ConvolutionParams {
  std::vector<int64_t> windowStrides;                // default 1s
  std::vector<std::pair<int64_t, int64_t>> padding;  // default 0s
  std::vector<int64_t> lhsDilation, rhsDilation;     // default 1s
  std::vector<bool> windowReversal;                  // default false
  int64_t inputBatchDimension = 0, inputFeatureDimension = 0;
  std::vector<int64_t> inputSpatialDimensions;
  int64_t kernelInputFeatureDimension = 0, kernelOutputFeatureDimension = 0;
  std::vector<int64_t> kernelSpatialDimensions;
  int64_t outputBatchDimension = 0, outputFeatureDimension = 0;
  std::vector<int64_t> outputSpatialDimensions;
  int64_t featureGroupCount = 1, batchGroupCount = 1;
};

// Both functions take shapes and parameters that satisfy convolution's
// constraints (C1-C24, C27): the catalogue checks an op's before its handler
// runs (oracle/ops/runtime_check.h), and tests and benchmarks pass valid
// ones. Lists left empty take the spec's defaults.

// Every result element is the dot product of a (padded, dilated, possibly
// reversed) lhs window with a kernel slice, computed exactly and correctly
// rounded, with the interval of every summation order (n = input features per
// group × kernel spatial size; Higham, 2nd ed., §3.1). `resultType` has the
// shape convolutionResultShape gives; quantized types are NotSupported here
// (runDotLike dequantizes them first).
Result<ReducedTensor> convolutionExact(const Tensor& lhs, const Tensor& rhs,
                                       const ConvolutionParams& params, const Type& resultType,
                                       std::optional<AccumulationModel> model = std::nullopt);

// The result shape C25 gives for `params`; a spatial size beyond int64 is
// INT64_MAX (ops::numWindows).
std::vector<int64_t> convolutionResultShape(const std::vector<int64_t>& lhsShape,
                                            const std::vector<int64_t>& rhsShape,
                                            const ConvolutionParams& params);

}  // namespace hlo_cts::oracle
