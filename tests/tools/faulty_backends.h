// Backends that are wrong on purpose, built on the oracle with one op's
// handler replaced: what the runner, the localizer and the reducer must
// catch and pin on that op.
#pragma once

#include <cmath>
#include <functional>
#include <memory>
#include <string>

#include "backends/oracle_backend.h"
#include "oracle/evaluator.h"
#include "oracle/oracle.h"
#include "spec/float_value.h"

namespace hlo_cts::test_support {

// The oracle's handler of `kOp`, with the last bit of element `kElement`
// of its result flipped (every element when kElement is -1).
template <OpId kOp, int64_t kElement = 1>
Result<std::vector<oracle::RuntimeValue>> lastBitFlipped(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(kOp);
  Result<std::vector<oracle::RuntimeValue>> results = real(op, operands, context);
  if (!results.ok()) return results;
  Tensor t = (*results)[0].tensor();
  for (int64_t i = 0; i < t.numElements(); ++i)
    if (kElement < 0 || i == kElement) t.setBits(i, t.bits(i) ^ 1);
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(t));
  return results;
}

// The oracle's table with some handlers replaced.
inline oracle::OpTable tableWith(
    std::initializer_list<std::pair<OpId, oracle::OpHandler>> handlers) {
  oracle::OpTable table = oracle::oracleOps();
  for (const auto& [op, handler] : handlers) table.set(op, handler);
  return table;
}

// The oracle running `table`, which must outlive it; `name` in its capabilities.
inline std::unique_ptr<backends::Backend> oracleWith(const oracle::OpTable& table,
                                                     std::string name) {
  backends::OracleBackendOptions options;
  options.ops = &table;
  options.name = std::move(name);
  return backends::makeOracleBackend(options);
}

// One bit off in element `kElement` of stablehlo.exponential's result.
template <int64_t kElement = 1>
std::unique_ptr<backends::Backend> offByOneExponentialBackend() {
  static const oracle::OpTable table =
      tableWith({{OpId::kExponential, &lastBitFlipped<OpId::kExponential, kElement>}});
  return oracleWith(table, "off-by-one");
}

// The oracle's handler of `kOp`, its result `kUlps` ulps above the
// correctly rounded value wherever the (real) input lies in the binade
// [2^kExponent, 2^(kExponent+1)): an implementation that is off on one
// binade only, as a broken range reduction is.
template <OpId kOp, int kUlps, int kExponent>
Result<std::vector<oracle::RuntimeValue>> ulpsOffOnOneBinade(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(kOp);
  Result<std::vector<oracle::RuntimeValue>> results = real(op, operands, context);
  if (!results.ok()) return results;
  const Tensor& x = operands[0].tensor();
  Tensor t = (*results)[0].tensor();
  const double lo = std::ldexp(1.0, kExponent), hi = std::ldexp(1.0, kExponent + 1);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const double v = floatToDouble(x.bits(i), x.elementType());
    if (v >= lo && v < hi) t.setBits(i, t.bits(i) + kUlps);  // a positive result: kUlps up
  }
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(t));
  return results;
}

// stablehlo.exponential 3 ulps off on [1, 2).
inline std::unique_ptr<backends::Backend> exponentialOffOnOneBinadeBackend() {
  static const oracle::OpTable table =
      tableWith({{OpId::kExponential, &ulpsOffOnOneBinade<OpId::kExponential, 3, 0>}});
  return oracleWith(table, "exp-3-ulp-on-[1,2)");
}

// The oracle's handler of `kOp` on complex operands read with every −0
// part as +0: an implementation that ignores the sign of a zero, and so
// lands on the wrong side of a branch cut (sqrt(−4 − 0i) = +2i, not −2i).
template <OpId kOp>
Result<std::vector<oracle::RuntimeValue>> zeroSignIgnored(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(kOp);
  std::vector<oracle::RuntimeValue> unsigned_;
  for (const oracle::RuntimeValue& operand : operands) {
    Tensor t = operand.tensor();
    const ElementType part = complexPartType(t.elementType());
    const uint64_t negativeZero = uint64_t{1} << (bitWidth(part) - 1);
    for (int64_t i = 0; i < t.numElements(); ++i)
      for (int p = 0; p < 2; ++p)
        if (t.partBits(i, p) == negativeZero) t.setPartBits(i, p, 0);
    unsigned_.push_back(oracle::RuntimeValue::fromTensor(std::move(t)));
  }
  return real(op, unsigned_, context);
}

// Complex stablehlo.sqrt blind to the sign of zero parts.
inline std::unique_ptr<backends::Backend> sqrtIgnoringZeroSignsBackend() {
  static const oracle::OpTable table = tableWith({{OpId::kSqrt, &zeroSignIgnored<OpId::kSqrt>}});
  return oracleWith(table, "sqrt-ignoring-zero-signs");
}

}  // namespace hlo_cts::test_support

namespace hlo_cts::test_support {

// An integer add whose result is one off wherever an operand is INT32_MAX:
// a bug only special values reach.
inline Result<std::vector<oracle::RuntimeValue>> addWrongAtMax(
    const Operation& op, std::span<const oracle::RuntimeValue> operands,
    oracle::EvalContext& context) {
  static const oracle::OpHandler real = oracle::oracleOps().find(OpId::kAdd);
  Result<std::vector<oracle::RuntimeValue>> results = real(op, operands, context);
  if (!results.ok()) return results;
  Tensor t = (*results)[0].tensor();
  for (int64_t i = 0; i < t.numElements(); ++i) {
    bool atMax = false;
    for (const oracle::RuntimeValue& operand : operands)
      atMax |= operand.tensor().intValue(i) == INT32_MAX;
    if (atMax) t.setBits(i, t.bits(i) ^ 1);
  }
  (*results)[0] = oracle::RuntimeValue::fromTensor(std::move(t));
  return results;
}

// A backend that runs `inner` and lets a test change what each execution
// returns: `hook(n, outputs)` sees execution n (1-based, counted over the
// instance's life) and may change the outputs or return another status
// (kCrash: the call died). Counts compiles and executions.
class ScriptedBackend : public backends::Backend {
 public:
  using Hook = std::function<backends::CallStatus(int execution, std::vector<Tensor>& outputs)>;
  ScriptedBackend(std::unique_ptr<backends::Backend> inner, Hook hook)
      : inner_(std::move(inner)), hook_(std::move(hook)) {}

  const backends::Capabilities& capabilities() const override { return inner_->capabilities(); }
  backends::CallResult<std::unique_ptr<backends::Executable>> compile(
      const backends::Program& program, const backends::CallOptions& options) override {
    ++compiles;
    return inner_->compile(program, options);
  }
  backends::CallResult<std::vector<Tensor>> execute(backends::Executable& executable,
                                                    std::span<const Tensor> inputs,
                                                    const backends::CallOptions& options) override {
    backends::CallResult<std::vector<Tensor>> result = inner_->execute(executable, inputs, options);
    if (!result.ok()) return result;
    const backends::CallStatus status = hook_(++executions, result.value);
    if (status != backends::CallStatus::kOk)
      return backends::CallResult<std::vector<Tensor>>::failure(status, "scripted failure");
    return result;
  }

  int compiles = 0, executions = 0;

 private:
  std::unique_ptr<backends::Backend> inner_;
  Hook hook_;
};

// The oracle whose even-numbered executions flip the last bit of output
// 0's first element: its outputs change from one execution to the next.
inline std::unique_ptr<ScriptedBackend> alternatingBackend() {
  return std::make_unique<ScriptedBackend>(
      backends::makeOracleBackend({}), [](int n, std::vector<Tensor>& outputs) {
        if (n % 2 == 0 && !outputs.empty() && outputs[0].numElements() > 0)
          outputs[0].setPartBits(0, 0, outputs[0].partBits(0, 0) ^ 1);
        return backends::CallStatus::kOk;
      });
}

}  // namespace hlo_cts::test_support
