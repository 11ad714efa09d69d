// Attributes of the IR. One value type covers MLIR's builtin attributes, the
// StableHLO/CHLO enum and struct attributes, and opaque attributes of other
// dialects (mhlo.*, jax.*, sdy.*), which are kept verbatim.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/tensor.h"
#include "spec/type.h"

namespace hlo_cts {

struct NamedAttribute;

class Attribute {
 public:
  enum class Kind : uint8_t {
    kUnit,           // a bare key in a dictionary
    kBool,           // true / false
    kInteger,        // 3 : i64 (type() gives the integer type)
    kFloat,          // 1.0 : f32 (bits in the float type's format)
    kString,         // "abc" (raw bytes)
    kSymbol,         // @f, @a::@b (path)
    kType,           // tensor<2xf32>
    kArray,          // [a, b]
    kDictionary,     // {a = 1, b}
    kDenseArray,     // array<i64: 1, 2> (tensor() holds a 1-D tensor)
    kDenseElements,  // dense<...> : T (tensor() holds the values, type() is T)
    kDenseResource,  // dense_resource<name> : T
    kEnum,           // #stablehlo<comparison_direction LT>: dialect, enumName, value
    kStruct,         // #stablehlo.gather<offset_dims = [1], ...>: mnemonic + params
    kComplexNumber,  // #complex.number<:f32 1.0, 2.0> : complex<f32> (tensor() holds it, 0-d)
    kOpaque,         // anything else, kept as its exact text
  };

  Attribute() = default;
  static Attribute unit();
  static Attribute boolean(bool value);
  static Attribute integer(int64_t value, Type type = Type::element(ElementType::kSI64));
  static Attribute floating(uint64_t bits, Type type);
  static Attribute string(std::string value);
  static Attribute symbol(std::vector<std::string> path);
  static Attribute type(Type value);
  static Attribute array(std::vector<Attribute> elements);
  static Attribute dictionary(std::vector<NamedAttribute> entries);
  static Attribute denseArray(Tensor values);
  static Attribute denseI64Array(const std::vector<int64_t>& values);
  static Attribute denseElements(Tensor values, Type type);
  static Attribute denseResource(std::string name, Type type);
  // dialect: "stablehlo" / "chlo"; enumName: "comparison_direction"; value: "LT".
  static Attribute enumeration(std::string dialect, std::string enumName, std::string value);
  // mnemonic: "stablehlo.gather", "stablehlo.dot", "stablehlo.channel_handle", ...
  static Attribute structure(std::string mnemonic, std::vector<NamedAttribute> params);
  static Attribute opaque(std::string text);
  // A complex scalar (the complex dialect's NumberAttr, which typed scalar
  // attributes such as chlo.constant_like's value use): `value` is a 0-d
  // complex tensor; type() is its element type.
  static Attribute complexNumber(Tensor value);

  Kind kind() const { return kind_; }

  bool boolValue() const { return intValue_ != 0; }
  int64_t intValue() const { return intValue_; }                           // kInteger, kBool
  uint64_t floatBits() const { return static_cast<uint64_t>(intValue_); }  // kFloat
  const std::string& str() const { return text_; }  // kString, kOpaque, kDenseResource name
  const std::vector<std::string>& symbolPath() const { return path_; }  // kSymbol
  // kSymbol: the first path component; kEnum: dialect; kStruct: mnemonic.
  const std::string& name() const { return text_; }
  const std::string& enumName() const { return path_.empty() ? text_ : path_[0]; }
  const std::string& enumValue() const { return path_.size() > 1 ? path_[1] : text_; }
  // kInteger, kFloat, kType, kDenseElements, kDenseResource, kComplexNumber.
  const Type& type() const { return type_; }
  const std::vector<Attribute>& elements() const { return *elements_; }     // kArray
  const std::vector<NamedAttribute>& entries() const { return *entries_; }  // kDictionary, kStruct
  // kDenseArray, kDenseElements, kComplexNumber.
  const Tensor& tensor() const { return *tensor_; }
  // The same tensor, shared (tensors are immutable: a user may hold it
  // instead of a copy).
  const std::shared_ptr<const Tensor>& sharedTensor() const { return tensor_; }

  // Dictionary/struct lookup; nullptr when absent.
  const Attribute* get(std::string_view key) const;

  // A list of integers from any spelling a dimension list has had:
  // array<i64: ...>, dense<[...]> : tensor<Nxi64>, [1, 2] (array of integers).
  std::optional<std::vector<int64_t>> asI64List() const;

  // A typed scalar attribute (integer, bool, float, complex number, or dense
  // elements holding one value) as a 0-d tensor of `type`, the element type
  // its user expects; nullopt when it is none of these or its element type
  // is another.
  std::optional<Tensor> scalarOf(ElementType type) const;

  bool operator==(const Attribute& other) const;
  bool operator!=(const Attribute& other) const { return !(*this == other); }

 private:
  Kind kind_ = Kind::kUnit;
  int64_t intValue_ = 0;
  std::string text_;
  std::vector<std::string> path_;
  Type type_;
  std::shared_ptr<const std::vector<Attribute>> elements_;
  std::shared_ptr<const std::vector<NamedAttribute>> entries_;
  std::shared_ptr<const Tensor> tensor_;
};

struct NamedAttribute {
  std::string name;
  Attribute value;
  bool operator==(const NamedAttribute&) const = default;
};

}  // namespace hlo_cts
