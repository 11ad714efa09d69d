// Runtime values flowing through the oracle's evaluator: tensors, tokens and
// tuples. Tensors are immutable once produced and shared by pointer, so
// passing values between ops never copies element data.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "spec/tensor.h"

namespace hlo_cts::oracle {

struct TensorExpectation;  // oracle/expectation.h

// How far the spec pins a value down, for judging what was computed from it.
// A value's own expectation says what the spec allows for its elements; a
// value computed from other values inherits how open they were, because a
// conforming implementation that picks another allowed result upstream
// computes different bits here, which the oracle's one flowing value cannot
// judge (see EvalContext: each op's results inherit its operands').
enum class Openness : uint8_t {
  kPinned,    // one result: the bits (exact ops on pinned inputs)
  kBudgeted,  // correctly rounded, and the profile may allow an ulp budget
  kOpen,      // the spec allows a set: an accumulation order, an interval, any value
};

class RuntimeValue {
 public:
  enum class Kind : uint8_t { kTensor, kToken, kTuple };

  RuntimeValue() : kind_(Kind::kToken) {}
  static RuntimeValue fromTensor(Tensor tensor);
  static RuntimeValue fromSharedTensor(std::shared_ptr<const Tensor> tensor);
  static RuntimeValue token() { return RuntimeValue(); }
  static RuntimeValue tuple(std::vector<RuntimeValue> elements);

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }

  const Tensor& tensor() const { return *tensor_; }
  // The tensor itself, for an expectation that describes it without a copy.
  const std::shared_ptr<const Tensor>& sharedTensor() const { return tensor_; }
  const std::vector<RuntimeValue>& elements() const { return elements_; }

  // What the spec allows for each element of this (tensor) value when it is a
  // final result: set by ops whose result the spec does not pin to one value
  // (transcendental functions, order-unspecified reductions, ...). Null means
  // the tensor's bits are the only allowed result.
  const std::shared_ptr<const TensorExpectation>& expectation() const { return expectation_; }
  void setExpectation(std::shared_ptr<const TensorExpectation> e);
  // Adds `alternative` (a tensor value of the same type: the op's result
  // under another reading the spec or the profile permits, named `reading`
  // in reports) to what this value allows. `op` names the op for
  // expectations made here.
  void addAlternative(const RuntimeValue& alternative, std::string_view op, std::string reading);
  void addAlternative(std::shared_ptr<const TensorExpectation> alternative, std::string_view op,
                      std::string reading);

  // What this value's own expectation leaves open (kPinned without one).
  Openness ownOpenness() const { return ownOpenness_; }
  // The most open value this one was computed from (kPinned for literals
  // and arguments), and the two together.
  Openness upstream() const { return upstream_; }
  Openness openness() const { return std::max(ownOpenness_, upstream_); }
  void inheritOpenness(Openness upstream) { upstream_ = std::max(upstream_, upstream); }

  // Whether this tensor is known to hold no signaling NaN (the result of an
  // op that quiets every NaN, oracle/ops/flushed_inputs.cpp), so the
  // element-wise ops that read it need not scan it for one.
  bool holdsOnlyQuietNaNs() const { return onlyQuietNaNs_; }
  void setHoldsOnlyQuietNaNs() { onlyQuietNaNs_ = true; }

 private:
  Kind kind_;
  std::shared_ptr<const Tensor> tensor_;
  std::vector<RuntimeValue> elements_;
  std::shared_ptr<const TensorExpectation> expectation_;
  Openness ownOpenness_ = Openness::kPinned;
  Openness upstream_ = Openness::kPinned;
  bool onlyQuietNaNs_ = false;
};

// The type a runtime value has (tensor type, token, tuple of those).
Type runtimeType(const RuntimeValue& value);

}  // namespace hlo_cts::oracle
