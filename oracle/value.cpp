#include "oracle/value.h"

#include "oracle/expectation.h"

namespace hlo_cts::oracle {

RuntimeValue RuntimeValue::fromTensor(Tensor tensor) {
  RuntimeValue v;
  v.kind_ = Kind::kTensor;
  v.tensor_ = std::make_shared<const Tensor>(std::move(tensor));
  return v;
}

RuntimeValue RuntimeValue::fromSharedTensor(std::shared_ptr<const Tensor> tensor) {
  RuntimeValue v;
  v.kind_ = Kind::kTensor;
  v.tensor_ = std::move(tensor);
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

void RuntimeValue::addAlternative(const RuntimeValue& alternative, std::string_view op,
                                  std::string reading) {
  addAlternative(alternative.expectation() ? alternative.expectation()
                                           : std::make_shared<TensorExpectation>(
                                                 alternative.sharedTensor(), std::string(op)),
                 op, std::move(reading));
}

void RuntimeValue::addAlternative(std::shared_ptr<const TensorExpectation> alternative,
                                  std::string_view op, std::string reading) {
  auto merged = expectation_ ? std::make_shared<TensorExpectation>(*expectation_)
                             : std::make_shared<TensorExpectation>(tensor_, std::string(op));
  merged->addAlternative(std::move(alternative), std::move(reading));
  setExpectation(std::move(merged));
}

Type runtimeType(const RuntimeValue& value) {
  if (value.isTensor()) return value.tensor().type();
  if (value.isToken()) return Type::token();
  std::vector<Type> elements;
  for (const RuntimeValue& e : value.elements()) elements.push_back(runtimeType(e));
  return Type::tuple(std::move(elements));
}

}  // namespace hlo_cts::oracle
