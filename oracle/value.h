// Runtime values flowing through the oracle's evaluator: tensors, tokens and
// tuples. Tensors are immutable once produced and shared by pointer, so
// passing values between ops never copies element data.
#pragma once

#include <memory>
#include <vector>

#include "spec/tensor.h"

namespace hlo_cts::oracle {

struct TensorExpectation;  // oracle/expectation.h

class RuntimeValue {
 public:
  enum class Kind : uint8_t { kTensor, kToken, kTuple };

  RuntimeValue() : kind_(Kind::kToken) {}
  static RuntimeValue fromTensor(Tensor tensor);
  static RuntimeValue token() { return RuntimeValue(); }
  static RuntimeValue tuple(std::vector<RuntimeValue> elements);

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }

  const Tensor& tensor() const { return *tensor_; }
  const std::vector<RuntimeValue>& elements() const { return elements_; }

  // What the spec allows for each element of this (tensor) value when it is a
  // final result: set by ops whose result the spec does not pin to one value
  // (transcendental functions, order-unspecified reductions, ...). Null means
  // the tensor's bits are the only allowed result.
  const std::shared_ptr<const TensorExpectation>& expectation() const { return expectation_; }
  void setExpectation(std::shared_ptr<const TensorExpectation> e) { expectation_ = std::move(e); }

 private:
  Kind kind_;
  std::shared_ptr<const Tensor> tensor_;
  std::vector<RuntimeValue> elements_;
  std::shared_ptr<const TensorExpectation> expectation_;
};

}  // namespace hlo_cts::oracle
