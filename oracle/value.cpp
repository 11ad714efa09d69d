#include "oracle/value.h"

#include "oracle/expectation.h"

namespace hlo_cts::oracle {

RuntimeValue RuntimeValue::fromTensor(Tensor tensor) {
  RuntimeValue v;
  v.kind_ = Kind::kTensor;
  v.tensor_ = std::make_shared<const Tensor>(std::move(tensor));
  return v;
}

RuntimeValue RuntimeValue::tuple(std::vector<RuntimeValue> elements) {
  RuntimeValue v;
  v.kind_ = Kind::kTuple;
  v.elements_ = std::move(elements);
  return v;
}

void RuntimeValue::setExpectation(std::shared_ptr<const TensorExpectation> e) {
  expectation_ = std::move(e);
  ownOpenness_ = expectation_ ? expectation_->openness() : Openness::kPinned;
}

}  // namespace hlo_cts::oracle
