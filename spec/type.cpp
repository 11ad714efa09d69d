#include "spec/type.h"

#include "spec/tensor.h"

namespace hlo_cts {

void fullStorageRange(ElementType storage, int64_t& min, int64_t& max) {
  int width = bitWidth(storage);
  if (isUnsignedInteger(storage)) {
    min = 0;
    max = width >= 64 ? INT64_MAX : static_cast<int64_t>(lowBitsMask(width));
  } else {
    min = width >= 64 ? INT64_MIN : -(int64_t{1} << (width - 1));
    max = static_cast<int64_t>(lowBitsMask(width - 1));
  }
}

Type Type::element(ElementType type) {
  Type t;
  t.kind_ = Kind::kElement;
  t.elementType_ = type;
  return t;
}

Type Type::quantizedElement(QuantizedType quant) {
  Type t = element(quant.storageType);
  t.quant_ = std::make_shared<const QuantizedType>(std::move(quant));
  return t;
}

Type Type::tensor(std::vector<int64_t> shape, ElementType type) {
  Type t;
  t.kind_ = Kind::kTensor;
  t.elementType_ = type;
  t.shape_ = std::move(shape);
  return t;
}

Type Type::quantizedTensor(std::vector<int64_t> shape, QuantizedType quant) {
  Type t = tensor(std::move(shape), quant.storageType);
  t.quant_ = std::make_shared<const QuantizedType>(std::move(quant));
  return t;
}

Type Type::unrankedTensor(ElementType type) {
  Type t = tensor({}, type);
  t.unranked_ = true;
  return t;
}

Type Type::token() {
  Type t;
  t.kind_ = Kind::kToken;
  return t;
}

Type Type::tuple(std::vector<Type> elements) {
  Type t;
  t.kind_ = Kind::kTuple;
  t.elements_ = std::move(elements);
  return t;
}

Type Type::future(std::vector<Type> elements) {
  Type t;
  t.kind_ = Kind::kFuture;
  t.elements_ = std::move(elements);
  return t;
}

Type Type::function(std::vector<Type> inputs, std::vector<Type> results) {
  Type t;
  t.kind_ = Kind::kFunction;
  t.elements_ = std::move(inputs);
  t.results_ = std::move(results);
  return t;
}

Type Type::memref(std::vector<int64_t> shape, ElementType type) {
  Type t = tensor(std::move(shape), type);
  t.kind_ = Kind::kMemRef;
  return t;
}

Type Type::opaque(std::string text) {
  Type t;
  t.kind_ = Kind::kOpaque;
  t.opaque_ = std::move(text);
  return t;
}

Type Type::elementTypeAsType() const {
  if (quant_) return quantizedElement(*quant_);
  return element(elementType_);
}

bool Type::hasStaticShape() const {
  if (unranked_) return false;
  for (int64_t d : shape_)
    if (d < 0) return false;
  return true;
}

int64_t Type::numElements() const {
  if (!hasStaticShape()) return -1;
  int64_t n = 1;
  for (int64_t d : shape_) n *= d;
  return n;
}

Type Type::withShape(std::vector<int64_t> shape) const {
  Type t = *this;
  t.shape_ = std::move(shape);
  t.bounds_.clear();
  t.unranked_ = false;
  return t;
}

Type Type::withElementType(ElementType type) const {
  Type t = *this;
  t.elementType_ = type;
  t.quant_.reset();
  return t;
}

bool Type::operator==(const Type& other) const {
  if (kind_ != other.kind_) return false;
  bool quant_equal = (quant_ == nullptr) == (other.quant_ == nullptr) &&
                     (quant_ == nullptr || *quant_ == *other.quant_);
  return elementType_ == other.elementType_ && quant_equal && shape_ == other.shape_ &&
         unranked_ == other.unranked_ && bounds_ == other.bounds_ && elements_ == other.elements_ &&
         results_ == other.results_ && opaque_ == other.opaque_;
}

}  // namespace hlo_cts
