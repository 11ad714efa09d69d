// Types of the IR: element types (scalars, as attribute types), tensors
// (possibly quantized, dynamic, bounded), tokens, tuples, futures, function
// types, memrefs, and opaque dialect types kept as text.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "spec/element_type.h"

namespace hlo_cts {

inline constexpr int64_t kDynamic = -1;  // a `?` dimension or an absent bound

// !quant.uniform<storage<min:max>:expressed[:axis], params>
struct QuantizedType {
  ElementType storageType = ElementType::kSI8;
  int64_t storageMin = 0;
  int64_t storageMax = 0;
  ElementType expressedType = ElementType::kF32;
  int64_t quantizedDimension = -1;  // -1: per-tensor
  std::vector<double> scales;       // one (per-tensor) or one per slice (per-axis)
  std::vector<int64_t> zeroPoints;  // same length as scales

  bool perAxis() const { return quantizedDimension >= 0; }
  bool operator==(const QuantizedType&) const = default;
};

// The full range of an integer storage type (i8: [-128, 127], u8: [0, 255]),
// what a quantized type's storageMin and storageMax are unless it narrows them.
void fullStorageRange(ElementType storage, int64_t& min, int64_t& max);

class Type {
 public:
  enum class Kind : uint8_t {
    kElement,
    kTensor,
    kToken,
    kTuple,
    kFuture,
    kFunction,
    kMemRef,
    kOpaque
  };

  Type() = default;
  static Type element(ElementType type);
  static Type quantizedElement(QuantizedType quant);
  static Type tensor(std::vector<int64_t> shape, ElementType type);
  static Type quantizedTensor(std::vector<int64_t> shape, QuantizedType quant);
  static Type unrankedTensor(ElementType type);
  static Type token();
  static Type tuple(std::vector<Type> elements);
  static Type future(std::vector<Type> elements);
  static Type function(std::vector<Type> inputs, std::vector<Type> results);
  static Type memref(std::vector<int64_t> shape, ElementType type);
  static Type opaque(std::string text);  // e.g. "!foo.bar<1>", printed as is

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }
  bool isElement() const { return kind_ == Kind::kElement; }

  // Element, Tensor, MemRef. For a quantized type this is the storage type.
  ElementType elementType() const { return elementType_; }
  // Non-null when the element type is a !quant.uniform type.
  const QuantizedType* quantized() const { return quant_.get(); }
  bool isQuantized() const { return quant_ != nullptr; }
  // The element type alone, as a Type (quantization kept).
  Type elementTypeAsType() const;

  // Tensor, MemRef.
  const std::vector<int64_t>& shape() const { return shape_; }
  int64_t rank() const { return static_cast<int64_t>(shape_.size()); }
  bool unranked() const { return unranked_; }
  bool hasStaticShape() const;
  // Product of the dimensions; -1 when any is dynamic.
  int64_t numElements() const;
  Type withShape(std::vector<int64_t> shape) const;
  Type withElementType(ElementType type) const;  // drops quantization

  // The #stablehlo.bounds<...> encoding: one entry per dim, kDynamic = none.
  const std::vector<int64_t>& bounds() const { return bounds_; }
  void setBounds(std::vector<int64_t> bounds) { bounds_ = std::move(bounds); }

  // Tuple, Future elements; Function inputs.
  const std::vector<Type>& elements() const { return elements_; }
  const std::vector<Type>& inputs() const { return elements_; }
  // Function results.
  const std::vector<Type>& results() const { return results_; }
  const std::string& opaqueText() const { return opaque_; }

  bool operator==(const Type& other) const;
  bool operator!=(const Type& other) const { return !(*this == other); }

 private:
  Kind kind_ = Kind::kElement;
  ElementType elementType_ = ElementType::kF32;
  std::shared_ptr<const QuantizedType> quant_;
  std::vector<int64_t> shape_;
  bool unranked_ = false;
  std::vector<int64_t> bounds_;
  std::vector<Type> elements_;
  std::vector<Type> results_;
  std::string opaque_;
};

}  // namespace hlo_cts
