// Types, attributes and dense literals as text (printer.h lists the
// canonical choices).
#include "spec/text/printer.h"

#include <algorithm>
#include <cstring>

#include "spec/float_value.h"
#include "spec/text/dialect_attrs.h"
#include "spec/text/lexer.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts {
namespace text {
namespace {

// A non-splat dense literal with more elements than this prints as a hex blob.
constexpr int64_t kHexBlobThreshold = 100;

void appendQuantized(std::string& out, const QuantizedType& q) {
  out += "!quant.uniform<";
  bool isUnsigned = isUnsignedInteger(q.storageType);
  out += isUnsigned ? "u" : "i";
  out += std::to_string(bitWidth(q.storageType));
  int64_t fullMin, fullMax;
  fullStorageRange(q.storageType, fullMin, fullMax);
  if (q.storageMin != fullMin || q.storageMax != fullMax)
    out += "<" + std::to_string(q.storageMin) + ":" + std::to_string(q.storageMax) + ">";
  out += ":";
  out += elementTypeName(q.expressedType);
  if (q.perAxis()) out += ":" + std::to_string(q.quantizedDimension);
  out += ", ";
  auto params = [&](size_t i) {
    uint64_t bits;
    double scale = i < q.scales.size() ? q.scales[i] : 1.0;
    std::memcpy(&bits, &scale, sizeof bits);
    out += printFloatLiteral(bits, ElementType::kF64);
    int64_t zp = i < q.zeroPoints.size() ? q.zeroPoints[i] : 0;
    if (zp != 0) out += ":" + std::to_string(zp);
  };
  if (q.perAxis()) {
    out += "{";
    for (size_t i = 0; i < q.scales.size(); ++i) {
      if (i) out += ",";
      params(i);
    }
    out += "}";
  } else {
    params(0);
  }
  out += ">";
}

void appendElementType(std::string& out, const Type& type) {
  if (const QuantizedType* q = type.quantized()) {
    appendQuantized(out, *q);
  } else {
    out += elementTypeName(type.elementType());
  }
}

void appendDims(std::string& out, const std::vector<int64_t>& dims) {
  for (int64_t d : dims) {
    if (d < 0)
      out += "?";
    else
      out += std::to_string(d);
    out += "x";
  }
}

void appendTypeList(std::string& out, const std::vector<Type>& types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out += ", ";
    appendType(out, types[i]);
  }
}

std::string elementText(const Tensor& t, int64_t index) {
  ElementType et = t.elementType();
  if (isBoolean(et)) return t.bits(index) ? "true" : "false";
  if (isComplex(et)) {
    ElementType part = complexPartType(et);
    return "(" + printFloatLiteral(t.partBits(index, 0), part) + "," +
           printFloatLiteral(t.partBits(index, 1), part) + ")";
  }
  if (isFloat(et)) return printFloatLiteral(t.bits(index), et);
  if (isUnsignedInteger(et)) return std::to_string(t.uintValue(index));
  return std::to_string(t.intValue(index));
}

// All elements are equal iff the bytes repeat with the element size as period.
bool allEqual(const Tensor& t) {
  std::span<const uint8_t> bytes = t.bytes();
  size_t n = static_cast<size_t>(t.elementBytes());
  if (bytes.size() <= n) return true;
  return std::memcmp(bytes.data(), bytes.data() + n, bytes.size() - n) == 0;
}

void appendDenseLiteral(std::string& out, const Tensor& t) {
  int64_t n = t.numElements();
  if (n == 0) return;  // dense<>
  if (allEqual(t)) {
    out += elementText(t, 0);
    return;
  }
  if (n > kHexBlobThreshold) {
    static const char kHex[] = "0123456789ABCDEF";
    out += "\"0x";
    for (uint8_t b : t.bytes()) {
      out.push_back(kHex[b >> 4]);
      out.push_back(kHex[b & 15]);
    }
    out += "\"";
    return;
  }
  const std::vector<int64_t>& shape = t.shape();
  // Nested lists: open a '[' for every dimension whose index just became 0.
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    size_t opened = shape.size();
    while (opened > 0 && index[opened - 1] == 0) --opened;
    if (i > 0) out += ", ";
    for (size_t d = opened; d < shape.size(); ++d) out += "[";
    out += elementText(t, i);
    // Advance the multi-index and close finished dimensions.
    for (size_t d = shape.size(); d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
      out += "]";
    }
  }
}

void appendDenseArray(std::string& out, const Tensor& t) {
  out += "array<";
  out += elementTypeName(t.elementType());
  for (int64_t i = 0; i < t.numElements(); ++i) {
    out += i ? ", " : ": ";
    out += elementText(t, i);
  }
  out += ">";
}

void appendFieldValue(std::string& out, const Attribute& value) {
  switch (value.kind()) {
    case Attribute::Kind::kDenseArray: {
      out += "[";
      const Tensor& t = value.tensor();
      for (int64_t i = 0; i < t.numElements(); ++i) {
        if (i) out += ", ";
        out += elementText(t, i);
      }
      out += "]";
      return;
    }
    case Attribute::Kind::kInteger:
      out += integerText(value.intValue(), value.type());
      return;
    case Attribute::Kind::kFloat:
      out += printFloatLiteral(value.floatBits(), value.type().elementType());
      return;
    default:
      appendAttribute(out, value);
  }
}

bool isDefaultField(const FieldSyntax& field, const Attribute& value) {
  switch (field.kind) {
    case FieldKind::kIntList:
      return value.kind() == Attribute::Kind::kDenseArray && value.tensor().numElements() == 0;
    case FieldKind::kInt:
      return value.kind() == Attribute::Kind::kInteger && value.intValue() == 0;
    case FieldKind::kFloat:
      return value.kind() == Attribute::Kind::kFloat && value.floatBits() == 0;
    default:
      return false;
  }
}

}  // namespace

std::string integerText(int64_t value, const Type& type) {
  ElementType et = type.elementType();
  if (type.isElement() && isUnsignedInteger(et))
    return std::to_string(static_cast<uint64_t>(value) & lowBitsMask(bitWidth(et)));
  return std::to_string(value);
}

std::string symbolText(std::string_view name) {
  if (isBareIdentifier(name)) return "@" + std::string(name);
  return "@" + escapeString(name);
}

void appendType(std::string& out, const Type& type) {
  switch (type.kind()) {
    case Type::Kind::kElement:
      appendElementType(out, type);
      return;
    case Type::Kind::kTensor:
      out += "tensor<";
      if (type.unranked()) {
        out += "*x";
      } else {
        appendDims(out, type.shape());
      }
      appendElementType(out, type);
      if (!type.bounds().empty()) {
        out += ", #stablehlo.bounds<";
        for (size_t i = 0; i < type.bounds().size(); ++i) {
          if (i) out += ", ";
          int64_t b = type.bounds()[i];
          out += b < 0 ? "?" : std::to_string(b);
        }
        out += ">";
      }
      out += ">";
      return;
    case Type::Kind::kMemRef:
      out += "memref<";
      appendDims(out, type.shape());
      appendElementType(out, type);
      out += ">";
      return;
    case Type::Kind::kToken:
      out += "!stablehlo.token";
      return;
    case Type::Kind::kTuple:
      out += "tuple<";
      appendTypeList(out, type.elements());
      out += ">";
      return;
    case Type::Kind::kFuture:
      out += "!stablehlo.future<";
      appendTypeList(out, type.elements());
      out += ">";
      return;
    case Type::Kind::kFunction: {
      out += "(";
      appendTypeList(out, type.inputs());
      out += ") -> ";
      const std::vector<Type>& results = type.results();
      if (results.size() == 1 && results[0].kind() != Type::Kind::kFunction) {
        appendType(out, results[0]);
      } else {
        out += "(";
        appendTypeList(out, results);
        out += ")";
      }
      return;
    }
    case Type::Kind::kOpaque:
      out += type.opaqueText();
      return;
  }
}

bool convDimsText(const Attribute& conv, std::string& out) {
  std::span<const std::string_view> names = convFieldNames();
  std::vector<const Attribute*> f;
  for (std::string_view name : names) {
    const Attribute* a = conv.get(name);
    if (!a) return false;
    f.push_back(a);
  }
  // Rebuild one list: position p holds 'a', 'b' or the spatial index.
  auto list = [&](size_t first, char a, char b, std::string& text) {
    if (f[first]->kind() != Attribute::Kind::kInteger ||
        f[first + 1]->kind() != Attribute::Kind::kInteger)
      return false;
    auto spatial = f[first + 2]->asI64List();
    if (!spatial || f[first + 2]->kind() != Attribute::Kind::kDenseArray) return false;
    size_t rank = spatial->size() + 2;
    std::vector<std::string> slots(rank);
    auto place = [&](int64_t pos, std::string label) {
      if (pos < 0 || static_cast<size_t>(pos) >= rank || !slots[static_cast<size_t>(pos)].empty())
        return false;
      slots[static_cast<size_t>(pos)] = std::move(label);
      return true;
    };
    if (!place(f[first]->intValue(), std::string(1, a)) ||
        !place(f[first + 1]->intValue(), std::string(1, b)))
      return false;
    for (size_t i = 0; i < spatial->size(); ++i)
      if (!place((*spatial)[i], std::to_string(i))) return false;
    text += "[";
    for (size_t i = 0; i < rank; ++i) text += (i ? ", " : "") + slots[i];
    text += "]";
    return true;
  };
  std::string text;
  if (!list(0, 'b', 'f', text)) return false;
  text += "x";
  if (!list(3, 'i', 'o', text)) return false;
  text += "->";
  if (!list(6, 'b', 'f', text)) return false;
  size_t spatial = conv.get(names[2])->tensor().numElements();
  if (conv.get(names[5])->tensor().numElements() != static_cast<int64_t>(spatial) ||
      conv.get(names[8])->tensor().numElements() != static_cast<int64_t>(spatial))
    return false;
  out += text;
  return true;
}

void appendStructFields(std::string& out, const Attribute& attr) {
  const StructSyntax* syntax = lookupStructSyntax(attr.name());
  bool first = true;
  for (const NamedAttribute& p : attr.entries()) {
    const FieldSyntax* field = nullptr;
    if (syntax)
      for (const FieldSyntax& f : syntax->fields)
        if (f.name == p.name) field = &f;
    if (field && field->omitDefault && isDefaultField(*field, p.value)) continue;
    if (!first) out += ", ";
    first = false;
    out += p.name + " = ";
    appendFieldValue(out, p.value);
  }
}

void appendAttribute(std::string& out, const Attribute& attr) {
  switch (attr.kind()) {
    case Attribute::Kind::kUnit:
      out += "unit";
      return;
    case Attribute::Kind::kBool:
      out += attr.boolValue() ? "true" : "false";
      return;
    case Attribute::Kind::kInteger:
      out += integerText(attr.intValue(), attr.type());
      out += " : ";
      appendType(out, attr.type());
      return;
    case Attribute::Kind::kFloat:
      out += printFloatLiteral(attr.floatBits(), attr.type().elementType());
      out += " : ";
      appendType(out, attr.type());
      return;
    case Attribute::Kind::kString:
      out += escapeString(attr.str());
      return;
    case Attribute::Kind::kSymbol:
      for (size_t i = 0; i < attr.symbolPath().size(); ++i) {
        if (i) out += "::";
        out += symbolText(attr.symbolPath()[i]);
      }
      return;
    case Attribute::Kind::kType:
      appendType(out, attr.type());
      return;
    case Attribute::Kind::kArray:
      out += "[";
      for (size_t i = 0; i < attr.elements().size(); ++i) {
        if (i) out += ", ";
        appendAttribute(out, attr.elements()[i]);
      }
      out += "]";
      return;
    case Attribute::Kind::kDictionary:
      out += "{";
      for (size_t i = 0; i < attr.entries().size(); ++i) {
        const NamedAttribute& e = attr.entries()[i];
        if (i) out += ", ";
        out += isBareIdentifier(e.name) ? e.name : escapeString(e.name);
        if (e.value.kind() != Attribute::Kind::kUnit) {
          out += " = ";
          appendAttribute(out, e.value);
        }
      }
      out += "}";
      return;
    case Attribute::Kind::kDenseArray:
      appendDenseArray(out, attr.tensor());
      return;
    case Attribute::Kind::kDenseElements:
      out += "dense<";
      appendDenseLiteral(out, attr.tensor());
      out += "> : ";
      appendType(out, attr.type());
      return;
    case Attribute::Kind::kDenseResource:
      out += "dense_resource<" + attr.str() + "> : ";
      appendType(out, attr.type());
      return;
    case Attribute::Kind::kEnum: {
      const EnumSyntax* e = lookupEnumSyntax(attr.enumName());
      if (e && e->dotted) {
        out += "#" + attr.name() + "." + attr.enumName() + "<" + attr.enumValue() + ">";
      } else {
        out += "#" + attr.name() + "<" + attr.enumName() + " " + attr.enumValue() + ">";
      }
      return;
    }
    case Attribute::Kind::kStruct: {
      if (attr.name() == "stablehlo.conv") {
        std::string dims;
        if (convDimsText(attr, dims)) {
          out += "#stablehlo.conv<" + dims + ">";
          return;
        }
        out += "#stablehlo.conv<raw ";
        appendStructFields(out, attr);
        out += ">";
        return;
      }
      out += "#" + attr.name() + "<";
      appendStructFields(out, attr);
      out += ">";
      return;
    }
    case Attribute::Kind::kComplexNumber: {
      const ElementType part = complexPartType(attr.type().elementType());
      out += "#complex.number<:" + std::string(elementTypeName(part)) + " " +
             printFloatLiteral(attr.tensor().partBits(0, 0), part) + ", " +
             printFloatLiteral(attr.tensor().partBits(0, 1), part) + "> : ";
      appendType(out, attr.type());
      return;
    }
    case Attribute::Kind::kOpaque:
      out += attr.str();
      return;
  }
}

}  // namespace text

std::string printType(const Type& type) {
  std::string out;
  text::appendType(out, type);
  return out;
}

std::string printElement(const Tensor& tensor, int64_t index) {
  return text::elementText(tensor, index);
}

namespace {

// Dimension `dim` of `t` from linear element `first`, at `indent` spaces.
void appendRows(std::string& out, const Tensor& t, size_t dim, int64_t& next, int indent) {
  const std::vector<int64_t>& shape = t.shape();
  const std::string pad(static_cast<size_t>(indent), ' ');
  if (dim + 1 == shape.size()) {
    out += pad + "[";
    for (int64_t i = 0; i < shape[dim]; ++i) out += (i ? ", " : "") + text::elementText(t, next++);
    out += "]";
    return;
  }
  out += pad + "[\n";
  for (int64_t i = 0; i < shape[dim]; ++i) {
    appendRows(out, t, dim + 1, next, indent + 2);
    out += i + 1 < shape[dim] ? ",\n" : "\n";
  }
  out += pad + "]";
}

}  // namespace

std::string printTensorValue(const Tensor& tensor) {
  std::string out = printType(tensor.type()) + " {\n";
  if (tensor.rank() == 0) {
    out += "  " + text::elementText(tensor, 0);
  } else {
    int64_t next = 0;
    appendRows(out, tensor, 0, next, 2);
  }
  return out + "\n}";
}

std::string printAttribute(const Attribute& attribute) {
  std::string out;
  text::appendAttribute(out, attribute);
  return out;
}

}  // namespace hlo_cts
