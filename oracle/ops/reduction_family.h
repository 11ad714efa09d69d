// The reduction family's internal interface: sub-tables joined into
// reductionOps(), and the helpers its files share.
#pragma once

#include <functional>
#include <span>

#include "oracle/evaluator.h"
#include "oracle/ops/reduction_common.h"

namespace hlo_cts::oracle {

std::span<const OpEntry> dotOps();  // reduction_dot.cpp: dot_general, dot, chlo.ragged_dot, einsum
std::span<const OpEntry> convolutionOps();  // reduction_conv.cpp: convolution, dynamic_conv
std::span<const OpEntry> batchNormOps();    // reduction_batch_norm.cpp
std::span<const OpEntry> linalgOps();       // linalg.cpp: fft, triangular_solve, cholesky
std::span<const OpEntry> randomOps();       // random.cpp: rng_bit_generator, rng

// `t` with its elements converted exactly to the wider type `to`
// (to_destination_type for is_promotable pairs: integer widening, float
// widening, bool to bool). The same type returns `t` unchanged; a narrowing
// or cross-kind pair is an error.
Result<Tensor> promoteTensor(const Tensor& t, ElementType to);
// A rank-0 tensor of type `to` holding element `linear` of `t`, promoted.
Result<Tensor> scalarIn(const Tensor& t, int64_t linear, ElementType to);

// Runs a dot-like op (dot_general, dot, convolution): `exact` with the
// accumulation model permittedDotModel gives (the op's dot algorithm, or
// what the profile of `options` permits), and for quantized types as
// dequantize_op_quantize (reduction_quantized.cpp): on the dequantized
// operands with the expressed result type, the result and its interval's
// ends quantized.
using DotLikeExact = std::function<Result<ReducedTensor>(
    const Tensor& lhs, const Tensor& rhs, const Type& result, std::optional<AccumulationModel>)>;
Result<std::vector<RuntimeValue>> runDotLike(const Operation& op, const Tensor& lhs,
                                             const Tensor& rhs, const Type& resultType,
                                             const EvalOptions& options, const DotLikeExact& exact);

// The runtime value of a result of op `op` whose allowed set is `allowed`,
// attached as the value's expectation: one alternative becomes an interval
// (or stays exact), several exact ones an any-of set, several intervals
// their hull; an order-dependent result allows anything (the spec fixes no
// schedule to judge it by).
RuntimeValue withAllowedResults(Tensor value, AllowedResults allowed, std::string_view op);
// The handler result of a one-result op from a pure function's outcome
// (errors get the op's location).
Result<std::vector<RuntimeValue>> singleResult(const Operation& op, Result<ReducedTensor> r);

}  // namespace hlo_cts::oracle
