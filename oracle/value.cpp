#include "oracle/value.h"

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

}  // namespace hlo_cts::oracle
