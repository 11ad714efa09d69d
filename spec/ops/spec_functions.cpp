#include "spec/ops/spec_functions.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace hlo_cts::ops {

// --- formatting ------------------------------------------------------------

std::string dimStr(int64_t dim) {
  return dim < 0 ? "?" : std::to_string(dim);
}

std::string listStr(const std::vector<int64_t>& values) {
  std::string s = "[";
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "]";
}

namespace {

std::string quantStr(const QuantizedType& q) {
  std::string storage = std::string(isUnsignedInteger(q.storageType) ? "u" : "i") +
                        std::to_string(bitWidth(q.storageType));
  std::string s = "!quant.uniform<" + storage;
  s += fmt::format("<{}:{}>", q.storageMin, q.storageMax);
  s += ":" + std::string(elementTypeName(q.expressedType));
  if (q.perAxis()) s += ":" + std::to_string(q.quantizedDimension);
  s += ", ";
  if (q.perAxis()) s += "{";
  for (size_t i = 0; i < q.scales.size(); ++i) {
    if (i) s += ",";
    s += fmt::format("{}", q.scales[i]);
    if (i < q.zeroPoints.size() && q.zeroPoints[i] != 0) s += ":" + std::to_string(q.zeroPoints[i]);
  }
  if (q.perAxis()) s += "}";
  return s + ">";
}

}  // namespace

std::string elementTypeStr(const Type& type) {
  if (type.quantized()) return quantStr(*type.quantized());
  return std::string(elementTypeName(type.elementType()));
}

std::string typeStr(const Type& type) {
  switch (type.kind()) {
    case Type::Kind::kElement:
      return elementTypeStr(type);
    case Type::Kind::kTensor:
    case Type::Kind::kMemRef: {
      std::string s = type.kind() == Type::Kind::kTensor ? "tensor<" : "memref<";
      if (type.unranked()) {
        s += "*x";
      } else {
        for (int64_t d : type.shape()) s += dimStr(d) + "x";
      }
      return s + elementTypeStr(type) + ">";
    }
    case Type::Kind::kToken:
      return "!stablehlo.token";
    case Type::Kind::kTuple:
      return "tuple<" + typesStr(type.elements()) + ">";
    case Type::Kind::kFuture:
      return "!stablehlo.future<" + typesStr(type.elements()) + ">";
    case Type::Kind::kFunction:
      return "(" + typesStr(type.inputs()) + ") -> (" + typesStr(type.results()) + ")";
    case Type::Kind::kOpaque:
      return type.opaqueText();
  }
  return "?";
}

std::string typesStr(const std::vector<Type>& types) {
  std::string s;
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + typeStr(types[i]);
  return s;
}

// --- element types ---------------------------------------------------------

bool isQuantized(const Type& type) {
  return type.isQuantized();
}
bool isPerTensorQuantized(const Type& type) {
  return type.isQuantized() && !type.quantized()->perAxis();
}
bool isPerAxisQuantized(const Type& type) {
  return type.isQuantized() && type.quantized()->perAxis();
}
bool isFloatType(const Type& type) {
  return !type.isQuantized() && isFloat(type.elementType());
}
bool isComplexType(const Type& type) {
  return !type.isQuantized() && isComplex(type.elementType());
}
bool isIntegerType(const Type& type) {
  return !type.isQuantized() && isInteger(type.elementType());
}
bool isSignedType(const Type& type) {
  return !type.isQuantized() && isSignedInteger(type.elementType());
}
bool isUnsignedType(const Type& type) {
  return !type.isQuantized() && isUnsignedInteger(type.elementType());
}
bool isBooleanType(const Type& type) {
  return !type.isQuantized() && isBoolean(type.elementType());
}

int numBits(const Type& type) {
  return bitWidth(type.elementType());
}

Type elementOf(const Type& type) {
  return type.elementTypeAsType();
}

ElementType storageType(const Type& type) {
  return type.elementType();
}

ElementType expressedType(const Type& type) {
  return type.isQuantized() ? type.quantized()->expressedType : type.elementType();
}

Type baselineType(const Type& type) {
  if (!type.isQuantized()) return type;
  QuantizedType q = *type.quantized();
  std::fill(q.scales.begin(), q.scales.end(), 1.0);
  std::fill(q.zeroPoints.begin(), q.zeroPoints.end(), 0);
  Type result = type.kind() == Type::Kind::kElement ? Type::quantizedElement(q)
                                                    : Type::quantizedTensor(type.shape(), q);
  result.setBounds(type.bounds());
  return result;
}

Type baselineElementType(const Type& type) {
  return baselineType(type).elementTypeAsType();
}

bool isPromotable(const Type& x, const Type& y) {
  if (x.isQuantized() || y.isQuantized()) {
    if (!x.isQuantized() || !y.isQuantized()) return false;
    if (x.quantized()->expressedType != y.quantized()->expressedType) return false;
    return bitWidth(x.elementType()) <= bitWidth(y.elementType());
  }
  ElementType a = x.elementType(), b = y.elementType();
  if (isBoolean(a) && isBoolean(b)) return true;
  bool same = (isInteger(a) && isInteger(b)) || (isFloat(a) && isFloat(b)) ||
              (isComplex(a) && isComplex(b));
  if (!same) return false;
  return bitWidth(a) <= bitWidth(b);
}

// --- shapes ----------------------------------------------------------------

bool dimsCompatible(int64_t a, int64_t b) {
  return a < 0 || b < 0 || a == b;
}

bool shapesCompatible(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!dimsCompatible(a[i], b[i])) return false;
  return true;
}

std::optional<size_t> firstNegative(const std::vector<int64_t>& sizes) {
  for (size_t i = 0; i < sizes.size(); ++i)
    if (sizes[i] < 0) return i;
  return std::nullopt;
}

bool sameShape(const Type& a, const Type& b) {
  if (a.unranked() || b.unranked()) return true;
  return shapesCompatible(a.shape(), b.shape());
}

bool sameElementType(const Type& a, const Type& b) {
  return a.elementTypeAsType() == b.elementTypeAsType();
}

bool sameType(const Type& a, const Type& b) {
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case Type::Kind::kTensor:
    case Type::Kind::kMemRef:
      return sameElementType(a, b) && sameShape(a, b);
    case Type::Kind::kTuple:
    case Type::Kind::kFuture:
      if (a.elements().size() != b.elements().size()) return false;
      for (size_t i = 0; i < a.elements().size(); ++i)
        if (!sameType(a.elements()[i], b.elements()[i])) return false;
      return true;
    default:
      return a == b;
  }
}

Type scalarTensorOf(const Type& elementType) {
  if (elementType.quantized()) return Type::quantizedTensor({}, *elementType.quantized());
  return Type::tensor({}, elementType.elementType());
}

// --- lists -----------------------------------------------------------------

bool isUnique(const std::vector<int64_t>& values) {
  std::set<int64_t> seen(values.begin(), values.end());
  return seen.size() == values.size();
}

bool isSorted(const std::vector<int64_t>& values) {
  return std::is_sorted(values.begin(), values.end());
}

bool allInRange(const std::vector<int64_t>& values, int64_t lo, int64_t hi) {
  return !firstOutOfRange(values, lo, hi).has_value();
}

std::optional<int64_t> firstOutOfRange(const std::vector<int64_t>& values, int64_t lo, int64_t hi) {
  for (int64_t v : values)
    if (v < lo || v >= hi) return v;
  return std::nullopt;
}

std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

bool contains(const std::vector<int64_t>& values, int64_t v) {
  return std::find(values.begin(), values.end(), v) != values.end();
}

std::optional<EinsumConfig> parseEinsumConfig(std::string_view text) {
  const size_t arrow = text.find("->");
  if (arrow == std::string_view::npos) return std::nullopt;
  EinsumConfig config{.operands = {}, .result = std::string(text.substr(arrow + 2))};
  const std::string_view operands = text.substr(0, arrow);
  for (size_t start = 0;;) {
    const size_t comma = operands.find(',', start);
    config.operands.emplace_back(operands.substr(start, comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return config;
}

std::string rangeMessage(std::string_view what, const std::vector<int64_t>& values, int64_t lo,
                         int64_t hi) {
  auto bad = firstOutOfRange(values, lo, hi);
  return fmt::format("{} = {} has {} outside [{}, {})", what, listStr(values), bad.value_or(0), lo,
                     hi);
}

}  // namespace hlo_cts::ops
