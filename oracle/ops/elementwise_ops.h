// Internal interface between the element-wise op files: their sub-tables
// (joined by elementwise.cpp into elementwiseOps()), the handler wrapper that
// applies dequantize–op–quantize, and the helpers one sub-family lends another
// (complex functions, correctly rounded real functions, expectations).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/expectation.h"
#include "oracle/ops/elementwise_kernels.h"

namespace hlo_cts::oracle::ew {

// Sub-tables, one per file.
std::span<const OpEntry> arithmeticOps();      // elementwise_arithmetic.cpp
std::span<const OpEntry> bitwiseOps();         // elementwise_bitwise.cpp
std::span<const OpEntry> compareOps();         // elementwise_compare.cpp
std::span<const OpEntry> convertOps();         // elementwise_convert.cpp
std::span<const OpEntry> transcendentalOps();  // elementwise_transcendental.cpp
std::span<const OpEntry> quantizationOps();    // elementwise_quantized.cpp
std::span<const OpEntry> chloOps();            // elementwise_chlo.cpp

// A kernel computes an element-wise op on tensors that are not quantized.
// `declared` is the result type the op declares (for a quantized op: its
// expressed-type counterpart); kernels take the shape from their operands.
using Kernel = Result<RuntimeValue> (*)(const Operation& op, std::span<const RuntimeValue> operands,
                                        const Type& declared);

// The result type of an op on quantized operands: per the spec's
// dequantize_op_quantize, the op runs on the expressed type.
Type expressedCounterpart(const Type& type);
// uniform_dequantize of one tensor (per-tensor or per-axis) into its
// expressed type; a tensor that is not quantized is returned as is.
Result<Tensor> dequantizeTensor(const Operation& op, const Tensor& tensor);
// uniform_quantize of a float tensor into the quantized `resultType`
// (elements whose storage value the spec leaves open carry an expectation).
Result<RuntimeValue> quantizeTensor(const Operation& op, const Tensor& floats,
                                    const Type& resultType);
// Runs `kernel` as dequantize_op_quantize(kernel, operands..., type(result)).
Result<std::vector<RuntimeValue>> dequantizeOpQuantize(const Operation& op,
                                                       std::span<const RuntimeValue> operands,
                                                       Kernel kernel);

// The handler every element-wise op registers: checks that operands are
// tensors, routes quantized operands through dequantize–op–quantize, and
// runs the kernel with the declared result type.
template <Kernel K, size_t kArity>
Result<std::vector<RuntimeValue>> elementwise(const Operation& op,
                                              std::span<const RuntimeValue> operands,
                                              EvalContext&) {
  if (Status s = expectTensorOperands(op, operands, kArity); !s.ok()) return s.takeError();
  bool quantized = op.result(0)->type.isQuantized();
  for (const RuntimeValue& operand : operands) quantized |= operand.tensor().type().isQuantized();
  if (quantized) return dequantizeOpQuantize(op, operands, K);
  Result<RuntimeValue> result = K(op, operands, op.result(0)->type);
  if (!result.ok()) return result.takeError();
  return single(std::move(*result));
}

// Error for an element type the op does not accept (the checker rejects
// such programs; the oracle answers with a diagnostic, never a crash).
Diagnostic unsupportedType(const Operation& op, const Tensor& operand);

// Complex maximum / minimum of one element pair (lhs = lr + li·i, rhs =
// rr + ri·i), lexicographic: which operand it takes, and whether the other
// is allowed too (real parts +0 and −0, equal to IEEE == but ordered by
// IEEE 754 maximum). elementwise_arithmetic.cpp; clamp composes it.
struct ComplexChoice {
  bool takeLhs = true;
  bool either = false;
};
ComplexChoice complexExtremumChoice(double lr, double li, double rr, double ri, bool maximum);

// ---------------------------------------------------------------------------
// Expectations: what the spec allows beyond the flowing value.

// Elements whose allowed set is wider than the flowing value, collected while
// a kernel runs.
struct OpenElements {
  // The spec leaves the element entirely to the implementation (x ÷ 0, shift
  // ≥ width, float→int out of range or NaN, ...): any value of the type.
  std::vector<int64_t> anyValue;
  // A finite set of allowed bit patterns (the flowing value among them).
  std::vector<std::pair<int64_t, std::vector<uint64_t>>> anyOf;
  // Real results only: an interval of values (a correctly rounded result
  // the oracle could not decide within its precision cap, widened to what
  // its proven bracket rounds to).
  std::vector<std::pair<int64_t, IntervalBounds>> intervals;
  bool empty() const { return anyValue.empty() && anyOf.empty() && intervals.empty(); }
};

// The result value with an expectation recording `open` (none when empty).
RuntimeValue withOpenElements(Tensor tensor, OpenElements open);

// The result of an op whose accuracy the spec leaves open (transcendental
// functions): the flowing value is the correctly rounded one and the
// expectation says "correctly rounded, within the profile's budget for
// `opName`" for every element (but the open ones, for which anything goes).
RuntimeValue withCorrectlyRounded(Tensor tensor, std::string_view opName, OpenElements open = {});

// ---------------------------------------------------------------------------
// The element-wise functions that need MPFR / MPC, real and complex alike:
// the registry's column (spec/op_id.h).
using MathFn = ::hlo_cts::MathFn;

// Complex element types (elementwise_complex.cpp). Parts are f32 or f64;
// functions follow C Annex G through MPC.

// Whether the function is exact (add, subtract, negate, conj): its result
// needs no accuracy budget.
bool complexFnIsExact(MathFn fn);
// Element-wise complex function of one or two same-shaped complex tensors.
Result<RuntimeValue> complexMap(const Operation& op, MathFn fn,
                                std::span<const RuntimeValue> operands, const Type& declared);
// |z| into the part type, correctly rounded.
Result<RuntimeValue> complexAbs(const Operation& op, const Tensor& operand, const Type& declared);

// ---------------------------------------------------------------------------
// Correctly rounded real functions (elementwise_transcendental.cpp).

// The correctly rounded function on a real float tensor (one operand; two
// for kPower and kAtan2), flowing the correctly rounded value.
Result<RuntimeValue> realMap(const Operation& op, MathFn fn, std::span<const RuntimeValue> operands,
                             const Type& declared);

}  // namespace hlo_cts::oracle::ew
