// convolution (spec "convolution") as a pure function of tensors, for the
// op handlers (convolution, dynamic_conv) and for tests and benchmarks.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "oracle/ops/reduction_common.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {

// Both functions take shapes and a convolution's attribute view that satisfy
// its constraints (C1-C24, C27): the catalogue checks an op's before its handler
// runs (oracle/ops/runtime_check.h), and tests and benchmarks pass valid
// ones. Lists left empty take the spec's defaults.

// Every result element is the dot product of a (padded, dilated, possibly
// reversed) lhs window with a kernel slice, computed exactly and correctly
// rounded, with the interval of every summation order (n = input features per
// group × kernel spatial size; Higham, 2nd ed., §3.1). `resultType` has the
// shape convolutionResultShape gives; quantized types are NotSupported here
// (runDotLike dequantizes them first).
Result<ReducedTensor> convolutionExact(const Tensor& lhs, const Tensor& rhs,
                                       const ops::ConvolutionAttrs& params, const Type& resultType,
                                       std::optional<AccumulationModel> model = std::nullopt);

// The result shape C25 gives for `params`; a spatial size beyond int64 is
// INT64_MAX (ops::numWindows).
std::vector<int64_t> convolutionResultShape(const std::vector<int64_t>& lhsShape,
                                            const std::vector<int64_t>& rhsShape,
                                            const ops::ConvolutionAttrs& params);

}  // namespace hlo_cts::oracle
