#include "spec/attribute.h"

namespace hlo_cts {

Attribute Attribute::unit() {
  return Attribute();
}

Attribute Attribute::boolean(bool value) {
  Attribute a;
  a.kind_ = Kind::kBool;
  a.intValue_ = value ? 1 : 0;
  a.type_ = Type::element(ElementType::kI1);
  return a;
}

Attribute Attribute::integer(int64_t value, Type type) {
  Attribute a;
  a.kind_ = Kind::kInteger;
  a.intValue_ = value;
  a.type_ = std::move(type);
  return a;
}

Attribute Attribute::floating(uint64_t bits, Type type) {
  Attribute a;
  a.kind_ = Kind::kFloat;
  a.intValue_ = static_cast<int64_t>(bits);
  a.type_ = std::move(type);
  return a;
}

Attribute Attribute::string(std::string value) {
  Attribute a;
  a.kind_ = Kind::kString;
  a.text_ = std::move(value);
  return a;
}

Attribute Attribute::symbol(std::vector<std::string> path) {
  Attribute a;
  a.kind_ = Kind::kSymbol;
  if (!path.empty()) a.text_ = path.front();
  a.path_ = std::move(path);
  return a;
}

Attribute Attribute::type(Type value) {
  Attribute a;
  a.kind_ = Kind::kType;
  a.type_ = std::move(value);
  return a;
}

Attribute Attribute::array(std::vector<Attribute> elements) {
  Attribute a;
  a.kind_ = Kind::kArray;
  a.elements_ = std::make_shared<const std::vector<Attribute>>(std::move(elements));
  return a;
}

Attribute Attribute::dictionary(std::vector<NamedAttribute> entries) {
  Attribute a;
  a.kind_ = Kind::kDictionary;
  a.entries_ = std::make_shared<const std::vector<NamedAttribute>>(std::move(entries));
  return a;
}

Attribute Attribute::denseArray(Tensor values) {
  Attribute a;
  a.kind_ = Kind::kDenseArray;
  a.type_ = values.type();
  a.tensor_ = std::make_shared<const Tensor>(std::move(values));
  return a;
}

Attribute Attribute::denseI64Array(const std::vector<int64_t>& values) {
  Tensor t({static_cast<int64_t>(values.size())}, ElementType::kSI64);
  for (size_t i = 0; i < values.size(); ++i) t.setIntValue(static_cast<int64_t>(i), values[i]);
  return denseArray(std::move(t));
}

Attribute Attribute::denseElements(Tensor values, Type type) {
  Attribute a;
  a.kind_ = Kind::kDenseElements;
  a.type_ = std::move(type);
  a.tensor_ = std::make_shared<const Tensor>(std::move(values));
  return a;
}

Attribute Attribute::denseResource(std::string name, Type type) {
  Attribute a;
  a.kind_ = Kind::kDenseResource;
  a.text_ = std::move(name);
  a.type_ = std::move(type);
  return a;
}

Attribute Attribute::complexNumber(Tensor value) {
  Attribute a;
  a.kind_ = Kind::kComplexNumber;
  a.type_ = Type::element(value.type().elementType());
  a.tensor_ = std::make_shared<const Tensor>(std::move(value));
  return a;
}

Attribute Attribute::enumeration(std::string dialect, std::string enumName, std::string value) {
  Attribute a;
  a.kind_ = Kind::kEnum;
  a.text_ = std::move(dialect);
  a.path_ = {std::move(enumName), std::move(value)};
  return a;
}

Attribute Attribute::structure(std::string mnemonic, std::vector<NamedAttribute> params) {
  Attribute a;
  a.kind_ = Kind::kStruct;
  a.text_ = std::move(mnemonic);
  a.entries_ = std::make_shared<const std::vector<NamedAttribute>>(std::move(params));
  return a;
}

Attribute Attribute::opaque(std::string text) {
  Attribute a;
  a.kind_ = Kind::kOpaque;
  a.text_ = std::move(text);
  return a;
}

const Attribute* Attribute::get(std::string_view key) const {
  if (!entries_) return nullptr;
  for (const auto& entry : *entries_)
    if (entry.name == key) return &entry.value;
  return nullptr;
}

std::optional<std::vector<int64_t>> Attribute::asI64List() const {
  std::vector<int64_t> values;
  switch (kind_) {
    case Kind::kDenseArray:
    case Kind::kDenseElements: {
      const Tensor& t = *tensor_;
      if (!isInteger(t.elementType()) && !isBoolean(t.elementType())) return std::nullopt;
      if (kind_ == Kind::kDenseElements && type_.rank() > 1) return std::nullopt;
      for (int64_t i = 0; i < t.numElements(); ++i) values.push_back(t.intValue(i));
      return values;
    }
    case Kind::kArray:
      for (const Attribute& e : *elements_) {
        if (e.kind_ != Kind::kInteger && e.kind_ != Kind::kBool) return std::nullopt;
        values.push_back(e.intValue_);
      }
      return values;
    default:
      return std::nullopt;
  }
}

std::optional<Tensor> Attribute::scalarOf(ElementType type) const {
  Tensor out(Type::tensor({}, type));
  switch (kind_) {
    case Kind::kBool:
    case Kind::kInteger:
    case Kind::kFloat:
      if (type_.kind() != Type::Kind::kElement || type_.elementType() != type) return std::nullopt;
      out.setBits(0, static_cast<uint64_t>(intValue_));
      return out;
    case Kind::kDenseElements:
    case Kind::kComplexNumber:
      if (tensor_->numElements() != 1 || tensor_->type().elementType() != type) return std::nullopt;
      for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part)
        out.setPartBits(0, part, tensor_->partBits(0, part));
      return out;
    default:
      return std::nullopt;
  }
}

bool Attribute::operator==(const Attribute& other) const {
  if (kind_ != other.kind_ || intValue_ != other.intValue_ || text_ != other.text_ ||
      path_ != other.path_ || type_ != other.type_)
    return false;
  auto same = [](const auto& a, const auto& b) { return a == b || (a && b && *a == *b); };
  return same(elements_, other.elements_) && same(entries_, other.entries_) &&
         same(tensor_, other.tensor_);
}

}  // namespace hlo_cts
