#include "spec/hlo/hlo_attributes.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <optional>

#include "spec/float_value.h"
#include "spec/text/printer.h"

namespace hlo_cts::hlo {
namespace {

Diagnostic attributeError(std::string message, const SourceLocation& where) {
  return makeError(std::move(message), where, DiagnosticKind::kSyntax);
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t at = text.find(separator, start);
    parts.push_back(trim(text.substr(start, at == text.npos ? text.npos : at - start)));
    if (at == text.npos) return parts;
    start = at + 1;
  }
}

Result<int64_t> parseInt(std::string_view text, const SourceLocation& where) {
  text = trim(text);
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty())
    return attributeError(fmt::format("expected an integer, got '{}'", text), where);
  return value;
}

// Strips one pair of enclosing braces.
Result<std::string_view> unbrace(std::string_view text, const SourceLocation& where) {
  text = trim(text);
  if (text.size() < 2 || text.front() != '{' || text.back() != '}')
    return attributeError(fmt::format("expected '{{...}}', got '{}'", text), where);
  return trim(text.substr(1, text.size() - 2));
}

// `a x b x c` integers (window fields, dim-separated).
Result<std::vector<int64_t>> parseXList(std::string_view text, const SourceLocation& where) {
  std::vector<int64_t> values;
  for (std::string_view part : split(text, 'x')) {
    Result<int64_t> value = parseInt(part, where);
    if (!value.ok()) return value.takeError();
    values.push_back(*value);
  }
  return values;
}

uint64_t signBit(ElementType type) {
  const FloatFormat* format = floatFormat(type);
  return format && format->hasSign ? uint64_t{1} << (format->totalBits - 1) : 0;
}

uint64_t mantissaMask(ElementType type) {
  const FloatFormat* format = floatFormat(type);
  return format ? (uint64_t{1} << format->mantissaBits) - 1 : 0;
}

// `inf`, `nan`, `nan(0xPAYLOAD)` (the mantissa bits, as XLA writes a NaN
// that is not the canonical one), each with an optional sign.
std::optional<Result<uint64_t>> specialFloatBits(std::string_view magnitude, bool negative,
                                                 ElementType type, const SourceLocation& where) {
  uint64_t sign = negative ? signBit(type) : 0;
  if (magnitude == "inf") {
    return Result<uint64_t>(roundedInfinity(type, negative));
  }
  if (magnitude.substr(0, 3) != "nan") return std::nullopt;
  uint64_t nan = roundedNaN(type);
  if (magnitude == "nan") return Result<uint64_t>(nan | sign);
  uint64_t payload = 0;
  std::string_view hex = magnitude.substr(3);
  if (hex.size() < 5 || hex.substr(0, 3) != "(0x" || hex.back() != ')')
    return Result<uint64_t>(
        attributeError(fmt::format("expected nan(0x...), got '{}'", magnitude), where));
  hex = hex.substr(3, hex.size() - 4);
  auto [end, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), payload, 16);
  uint64_t bits = (nan & ~mantissaMask(type) & ~signBit(type)) | payload | sign;
  if (ec != std::errc() || end != hex.data() + hex.size() || payload & ~mantissaMask(type) ||
      !isNaNBits(bits, type))
    return Result<uint64_t>(attributeError(
        fmt::format("'{}' is not a NaN of {}", magnitude, elementTypeName(type)), where));
  return Result<uint64_t>(bits);
}

Result<uint64_t> floatBits(std::string_view text, ElementType type, const SourceLocation& where) {
  bool negative = !text.empty() && text.front() == '-';
  std::string_view magnitude =
      negative || (!text.empty() && text.front() == '+') ? text.substr(1) : text;
  if (std::optional<Result<uint64_t>> special = specialFloatBits(magnitude, negative, type, where))
    return std::move(*special);
  // HLO writes integral floats without a '.' ("1", "2e5"); MLIR's literal needs one.
  std::string decimal(text);
  if (decimal.find('.') == std::string::npos) {
    size_t exponent = decimal.find_first_of("eE");
    decimal.insert(exponent == std::string::npos ? decimal.size() : exponent, ".0");
  }
  Result<uint64_t> bits = parseDecimalFloat(decimal, type);
  if (!bits.ok()) return attributeError(bits.error().message, where);
  return *bits;
}

std::string formatFloat(uint64_t bits, ElementType type) {
  FloatClass cls = classifyFloat(bits, type);
  bool negative = isNegativeFloat(bits, type);
  if (cls == FloatClass::kNaN) {
    uint64_t canonical = roundedNaN(type);
    if (bits == canonical || bits == (canonical | signBit(type))) return negative ? "-nan" : "nan";
    return fmt::format("{}nan(0x{:x})", negative ? "-" : "", bits & mantissaMask(type));
  }
  if (cls == FloatClass::kInfinite) return negative ? "-inf" : "inf";
  // MLIR's literal falls back to hex bits where its shortest decimal has no
  // '.' (6666663.0); HLO has no hex floats, so those print in full: 17
  // significant digits name the double exactly, and every format's value is one.
  std::string text = printFloatLiteral(bits, type);
  if (text.find("0x") != std::string::npos)
    text = fmt::format("{:.16e}", floatToDouble(bits, type));
  return text;
}

Status setElement(Tensor& tensor, int64_t index, std::string_view text,
                  const SourceLocation& where) {
  ElementType type = tensor.elementType();
  if (isBoolean(type)) {
    if (text != "true" && text != "false" && text != "1" && text != "0")
      return attributeError(fmt::format("expected true or false, got '{}'", text), where);
    tensor.setBits(index, text == "true" || text == "1");
  } else if (isComplex(type)) {
    if (text.size() < 2 || text.front() != '(' || text.back() != ')')
      return attributeError(fmt::format("expected '(real, imag)', got '{}'", text), where);
    std::vector<std::string_view> parts = split(text.substr(1, text.size() - 2), ',');
    if (parts.size() != 2) return attributeError("expected two parts of a complex literal", where);
    for (int part = 0; part < 2; ++part) {
      Result<uint64_t> bits = floatBits(parts[part], complexPartType(type), where);
      if (!bits.ok()) return bits.takeError();
      tensor.setPartBits(index, part, *bits);
    }
  } else if (isFloat(type)) {
    Result<uint64_t> bits = floatBits(text, type, where);
    if (!bits.ok()) return bits.takeError();
    tensor.setBits(index, *bits);
  } else if (isUnsignedInteger(type)) {
    uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
      return attributeError(fmt::format("expected an unsigned integer, got '{}'", text), where);
    tensor.setBits(index, value);
  } else {
    Result<int64_t> value = parseInt(text, where);
    if (!value.ok()) return value.takeError();
    tensor.setIntValue(index, *value);
  }
  return Status::success();
}

void formatLevel(const Tensor& tensor, size_t dim, int64_t& index, std::string& out) {
  if (dim == tensor.shape().size()) {
    ElementType type = tensor.elementType();
    if (isBoolean(type))
      out += tensor.bits(index) ? "true" : "false";
    else if (isComplex(type))
      out += fmt::format("({}, {})", formatFloat(tensor.partBits(index, 0), complexPartType(type)),
                         formatFloat(tensor.partBits(index, 1), complexPartType(type)));
    else if (isFloat(type))
      out += formatFloat(tensor.bits(index), type);
    else if (isUnsignedInteger(type))
      out += std::to_string(tensor.bits(index));
    else
      out += std::to_string(tensor.intValue(index));
    ++index;
    return;
  }
  out += "{";
  for (int64_t i = 0; i < tensor.shape()[dim]; ++i) {
    if (i) out += ", ";
    formatLevel(tensor, dim + 1, index, out);
  }
  out += "}";
}

// Entry i of a per-dimension list, or `fallback` where an ill-formed
// program's lists disagree in length (the writer writes what it is given;
// the checker reports the clause).
int64_t entryOr(const std::vector<int64_t>& list, size_t i, int64_t fallback) {
  return i < list.size() ? list[i] : fallback;
}

// `[a,b,c]` (an iota list's dimensions) or `(a,b,c)` (its permutation).
Result<std::vector<int64_t>> parseBracketed(std::string_view text, char open, char close,
                                            const SourceLocation& where) {
  text = trim(text);
  if (text.size() < 2 || text.front() != open || text.back() != close)
    return attributeError(fmt::format("expected '{}...{}', got '{}'", open, close, text), where);
  std::vector<int64_t> values;
  for (std::string_view part : split(text.substr(1, text.size() - 2), ',')) {
    Result<int64_t> value = parseInt(part, where);
    if (!value.ok()) return value.takeError();
    values.push_back(*value);
  }
  return values;
}

// XLA's iota device list `[G,S]<=[d0,...,dk]T(p0,...,pk)`: the ids 0..N-1
// laid out as an array of dims d, transposed by p (the identity when `T(...)`
// is absent), read in row-major order and cut into G groups of S.
Result<std::vector<std::vector<int64_t>>> parseIotaGroups(std::string_view text,
                                                          const SourceLocation& where) {
  size_t arrow = text.find("<=");
  if (arrow == text.npos)
    return attributeError(fmt::format("expected '[groups,size]<=[dims]', got '{}'", text), where);
  std::string_view reshape = trim(text.substr(arrow + 2));
  size_t transposeAt = reshape.find('T');
  Result<std::vector<int64_t>> groupShape = parseBracketed(text.substr(0, arrow), '[', ']', where);
  if (!groupShape.ok()) return groupShape.takeError();
  Result<std::vector<int64_t>> dims =
      parseBracketed(reshape.substr(0, transposeAt), '[', ']', where);
  if (!dims.ok()) return dims.takeError();
  std::vector<int64_t> perm;
  if (transposeAt != reshape.npos) {
    Result<std::vector<int64_t>> p =
        parseBracketed(reshape.substr(transposeAt + 1), '(', ')', where);
    if (!p.ok()) return p.takeError();
    perm = std::move(*p);
  } else {
    for (size_t i = 0; i < dims->size(); ++i) perm.push_back(static_cast<int64_t>(i));
  }
  constexpr int64_t kMaxDevices = int64_t{1} << 20;
  int64_t total = 1;
  for (int64_t d : *dims) {
    if (d < 1 || d > kMaxDevices || total * d > kMaxDevices)
      return attributeError(
          fmt::format("an iota device list of at most {} ids, got '{}'", kMaxDevices, text), where);
    total *= d;
  }
  std::vector<bool> seen(dims->size(), false);
  bool isPermutation = perm.size() == dims->size();
  for (int64_t p : perm) {
    isPermutation &= p >= 0 && p < static_cast<int64_t>(dims->size()) && !seen[p];
    if (isPermutation) seen[p] = true;
  }
  if (!isPermutation)
    return attributeError(
        fmt::format("T(...) must permute the {} dims of '{}'", dims->size(), text), where);
  if (groupShape->size() != 2 || (*groupShape)[0] < 1 || (*groupShape)[1] < 1 ||
      (*groupShape)[0] * (*groupShape)[1] != total)
    return attributeError(
        fmt::format("expected [groups,size] with groups*size = {} ids in '{}'", total, text),
        where);
  // Row-major strides of the untransposed array; the transposed array's
  // index (i_0..i_k) reads the original at i_j in dimension perm[j].
  std::vector<int64_t> strides(dims->size(), 1);
  for (size_t i = dims->size(); i-- > 1;) strides[i - 1] = strides[i] * (*dims)[i];
  std::vector<int64_t> index(dims->size(), 0), ids;
  for (int64_t n = 0; n < total; ++n) {
    int64_t id = 0;
    for (size_t j = 0; j < perm.size(); ++j) id += index[j] * strides[perm[j]];
    ids.push_back(id);
    for (size_t j = perm.size(); j-- > 0;) {
      if (++index[j] < (*dims)[perm[j]]) break;
      index[j] = 0;
    }
  }
  std::vector<std::vector<int64_t>> groups;
  for (int64_t g = 0; g < (*groupShape)[0]; ++g)
    groups.emplace_back(ids.begin() + g * (*groupShape)[1],
                        ids.begin() + (g + 1) * (*groupShape)[1]);
  return groups;
}

}  // namespace

Result<std::vector<int64_t>> parseIntList(std::string_view text, const SourceLocation& where) {
  text = trim(text);
  if (!text.empty() && text.front() != '{') {
    Result<int64_t> one = parseInt(text, where);
    if (!one.ok()) return one.takeError();
    return std::vector<int64_t>{*one};
  }
  Result<std::string_view> inner = unbrace(text, where);
  if (!inner.ok()) return inner.takeError();
  std::vector<int64_t> values;
  if (inner->empty()) return values;
  for (std::string_view part : split(*inner, ',')) {
    Result<int64_t> value = parseInt(part, where);
    if (!value.ok()) return value.takeError();
    values.push_back(*value);
  }
  return values;
}

Result<std::vector<std::vector<int64_t>>> parseIntGroups(std::string_view text,
                                                         const SourceLocation& where) {
  if (!trim(text).empty() && trim(text).front() == '[') return parseIotaGroups(trim(text), where);
  Result<std::string_view> inner = unbrace(text, where);
  if (!inner.ok()) return inner.takeError();
  std::vector<std::vector<int64_t>> groups;
  std::string_view rest = *inner;
  while (!trim(rest).empty()) {
    rest = trim(rest);
    size_t close = rest.find('}');
    if (rest.front() != '{' || close == rest.npos)
      return attributeError("expected '{...}' groups in a list of groups", where);
    Result<std::vector<int64_t>> group = parseIntList(rest.substr(0, close + 1), where);
    if (!group.ok()) return group.takeError();
    groups.push_back(std::move(*group));
    rest = trim(rest.substr(close + 1));
    if (!rest.empty() && rest.front() == ',') rest.remove_prefix(1);
  }
  return groups;
}

std::string formatIntList(const std::vector<int64_t>& values) {
  return fmt::format("{{{}}}", fmt::join(values, ","));
}

std::string formatIntGroups(const std::vector<std::vector<int64_t>>& groups) {
  std::vector<std::string> parts;
  for (const auto& group : groups) parts.push_back(formatIntList(group));
  return fmt::format("{{{}}}", fmt::join(parts, ","));
}

Result<SliceRanges> parseSliceRanges(std::string_view text, const SourceLocation& where) {
  Result<std::string_view> inner = unbrace(text, where);
  if (!inner.ok()) return inner.takeError();
  SliceRanges ranges;
  if (inner->empty()) return ranges;
  for (std::string_view range : split(*inner, ',')) {
    if (range.size() < 2 || range.front() != '[' || range.back() != ']')
      return attributeError(fmt::format("expected '[start:limit:stride]', got '{}'", range), where);
    std::vector<std::string_view> parts = split(range.substr(1, range.size() - 2), ':');
    if (parts.size() != 2 && parts.size() != 3)
      return attributeError(fmt::format("expected '[start:limit:stride]', got '{}'", range), where);
    std::vector<int64_t> values;
    for (std::string_view part : parts) {
      Result<int64_t> value = parseInt(part, where);
      if (!value.ok()) return value.takeError();
      values.push_back(*value);
    }
    ranges.starts.push_back(values[0]);
    ranges.limits.push_back(values[1]);
    ranges.strides.push_back(values.size() == 3 ? values[2] : 1);
  }
  return ranges;
}

std::string formatSliceRanges(const SliceRanges& ranges) {
  std::vector<std::string> parts;
  for (size_t i = 0; i < ranges.starts.size(); ++i) {
    const int64_t limit = entryOr(ranges.limits, i, 0);
    const int64_t stride = entryOr(ranges.strides, i, 1);
    parts.push_back(stride == 1 ? fmt::format("[{}:{}]", ranges.starts[i], limit)
                                : fmt::format("[{}:{}:{}]", ranges.starts[i], limit, stride));
  }
  return fmt::format("{{{}}}", fmt::join(parts, ", "));
}

Result<PaddingConfig> parsePadding(std::string_view text, size_t rank,
                                   const SourceLocation& where) {
  PaddingConfig padding;
  text = trim(text);
  if (!text.empty()) {
    for (std::string_view dim : split(text, 'x')) {
      std::vector<std::string_view> parts = split(dim, '_');
      if (parts.size() != 2 && parts.size() != 3)
        return attributeError(fmt::format("expected 'low_high[_interior]', got '{}'", dim), where);
      int64_t values[3] = {0, 0, 0};
      for (size_t i = 0; i < parts.size(); ++i) {
        Result<int64_t> value = parseInt(parts[i], where);
        if (!value.ok()) return value.takeError();
        values[i] = *value;
      }
      padding.low.push_back(values[0]);
      padding.high.push_back(values[1]);
      padding.interior.push_back(values[2]);
    }
  }
  if (padding.low.size() != rank)
    return attributeError(
        fmt::format("expected padding for {} dimensions, got {}", rank, padding.low.size()), where);
  return padding;
}

std::string formatPadding(const PaddingConfig& padding) {
  bool interior = false;
  for (int64_t v : padding.interior) interior |= v != 0;
  std::vector<std::string> dims;
  for (size_t i = 0; i < padding.low.size(); ++i) {
    const int64_t high = entryOr(padding.high, i, 0);
    dims.push_back(
        interior ? fmt::format("{}_{}_{}", padding.low[i], high, entryOr(padding.interior, i, 0))
                 : fmt::format("{}_{}", padding.low[i], high));
  }
  return fmt::format("{}", fmt::join(dims, "x"));
}

Result<Window> parseWindow(std::string_view text, size_t rank, const SourceLocation& where) {
  Result<std::string_view> inner = unbrace(text, where);
  if (!inner.ok()) return inner.takeError();
  Window window;
  window.size.assign(rank, 1);
  window.stride.assign(rank, 1);
  window.padLow.assign(rank, 0);
  window.padHigh.assign(rank, 0);
  window.lhsDilate.assign(rank, 1);
  window.rhsDilate.assign(rank, 1);
  window.reversal.assign(rank, false);
  for (std::string_view field : split(*inner, ' ')) {
    if (field.empty()) continue;
    size_t eq = field.find('=');
    if (eq == field.npos)
      return attributeError(fmt::format("expected 'key=value' in a window, got '{}'", field),
                            where);
    std::string_view key = field.substr(0, eq), value = field.substr(eq + 1);
    if (key == "pad") {
      Result<PaddingConfig> pad = parsePadding(value, rank, where);
      if (!pad.ok()) return pad.takeError();
      window.padLow = pad->low;
      window.padHigh = pad->high;
      window.hasPad = true;
      continue;
    }
    Result<std::vector<int64_t>> values = parseXList(value, where);
    if (!values.ok()) return values.takeError();
    if (values->size() != rank)
      return attributeError(
          fmt::format("expected {} values for window {}, got {}", rank, key, values->size()),
          where);
    if (key == "size") {
      window.size = *values;
    } else if (key == "stride") {
      window.stride = *values;
      window.hasStride = true;
    } else if (key == "lhs_dilate") {
      window.lhsDilate = *values;
      window.hasLhsDilate = true;
    } else if (key == "rhs_dilate") {
      window.rhsDilate = *values;
      window.hasRhsDilate = true;
    } else if (key == "rhs_reversal") {
      window.reversal.assign(values->begin(), values->end());
      window.hasReversal = true;
    } else {
      return attributeError(fmt::format("unknown window field '{}'", key), where);
    }
  }
  return window;
}

std::string formatWindow(const Window& window) {
  auto joined = [](const std::vector<int64_t>& values) {
    return fmt::format("{}", fmt::join(values, "x"));
  };
  std::string out = "{size=" + joined(window.size);
  if (window.hasStride) out += " stride=" + joined(window.stride);
  if (window.hasPad)
    out += " pad=" + formatPadding({window.padLow, window.padHigh,
                                    std::vector<int64_t>(window.padLow.size(), 0)});
  if (window.hasLhsDilate) out += " lhs_dilate=" + joined(window.lhsDilate);
  if (window.hasRhsDilate) out += " rhs_dilate=" + joined(window.rhsDilate);
  std::vector<int64_t> reversal(window.reversal.begin(), window.reversal.end());
  if (window.hasReversal) out += " rhs_reversal=" + joined(reversal);
  return out + "}";
}

Result<Tensor> parseLiteral(std::string_view text, const Type& type, const SourceLocation& where) {
  // Every element takes at least one character: a shape larger than its
  // literal is an error before anything is allocated for it.
  if (type.numElements() < 0 || type.numElements() > static_cast<int64_t>(text.size()) + 1)
    return attributeError(
        fmt::format("a literal of {} needs {} elements", printType(type), type.numElements()),
        where);
  Tensor tensor(type);
  // Elements are the tokens between braces and commas; a complex one is `(re, im)`.
  int64_t index = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    char c = text[pos];
    if (c == '{' || c == '}' || c == ',' || std::isspace(static_cast<unsigned char>(c))) {
      ++pos;
      continue;
    }
    size_t end = pos;
    if (c == '(') {  // `(re, im)`, where a part may be `nan(0x...)`
      int depth = 0;
      for (; end < text.size(); ++end) {
        depth += text[end] == '(' ? 1 : text[end] == ')' ? -1 : 0;
        if (depth == 0) break;
      }
      if (end == text.size()) return attributeError("expected ')' in a complex literal", where);
      ++end;
    } else {
      while (end < text.size() && text[end] != ',' && text[end] != '}' && text[end] != '{' &&
             !std::isspace(static_cast<unsigned char>(text[end])))
        ++end;
    }
    if (index >= tensor.numElements())
      return attributeError(fmt::format("a literal of {} has more than {} elements",
                                        printType(type), tensor.numElements()),
                            where);
    if (Status set = setElement(tensor, index++, text.substr(pos, end - pos), where); !set.ok())
      return set.takeError();
    pos = end;
  }
  if (index != tensor.numElements())
    return attributeError(fmt::format("a literal of {} needs {} elements, got {}", printType(type),
                                      tensor.numElements(), index),
                          where);
  return tensor;
}

std::string formatLiteral(const Tensor& tensor) {
  std::string out;
  int64_t index = 0;
  formatLevel(tensor, 0, index, out);
  return out;
}

}  // namespace hlo_cts::hlo
