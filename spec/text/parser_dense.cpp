// Dense elements literals: `dense<...> : T` in every spelling MLIR's builtin
// DenseElementsAttr parser accepts (mlir/lib/AsmParser/AttributeParser.cpp):
// nested lists, splats, `dense<>`, complex pairs, booleans, hex blobs with
// either i1 layout; and `dense_resource<name> : T`.
#include <algorithm>
#include <cstring>

#include "spec/text/parser.h"
#include "spec/text/parser_impl.h"

namespace hlo_cts::text {
namespace {

constexpr std::string_view kElementsContext = "dense elements attribute";

// Repeats the first `filled` bytes over the whole buffer (log n copies).
void fillBySplat(std::span<uint8_t> dst, size_t filled) {
  while (filled > 0 && filled < dst.size()) {
    size_t chunk = std::min(filled, dst.size() - filled);
    std::memcpy(dst.data() + filled, dst.data(), chunk);
    filled += chunk;
  }
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

bool Parser::checkLiteralSize(const Type& type, size_t offset, int64_t& numElements) {
  if (type.kind() != Type::Kind::kTensor || type.unranked())
    return failAt(offset, "elements literal type must be a ranked tensor type");
  const std::vector<int64_t>& shape = type.shape();
  for (int64_t d : shape)
    if (d < 0) return failAt(offset, "elements literal type must have static shape");
  int64_t bytes = storageBytes(type.elementType());
  int64_t limit = kMaxDenseBytes / bytes;
  int64_t n = 1;
  bool empty = std::find(shape.begin(), shape.end(), 0) != shape.end();
  for (int64_t d : shape) {
    if (empty) {
      n = 0;
      break;
    }
    if (n > limit / d)
      return failAt(offset, "elements literal too large (more than " +
                                std::to_string(kMaxDenseBytes) + " bytes)");
    n *= d;
  }
  if (*literalBytes_ + n * bytes > kMaxTotalDenseBytes)
    return failAt(offset, "elements literals too large in total (more than " +
                              std::to_string(kMaxTotalDenseBytes) + " bytes)");
  *literalBytes_ += n * bytes;
  numElements = n;
  return true;
}

// dense-elements ::= 'dense' '<' (literal | hex-string)? '>' ':' tensor-type
// literal ::= scalar | '[' (literal (',' literal)*)? ']'
// scalar ::= '-'? (integer | float) | 'true' | 'false' | '(' scalar ',' scalar ')'
bool Parser::parseDenseElements(Attribute& out) {
  consume();
  if (!expect(TokenKind::kLess, kElementsContext)) return false;
  size_t literalOffset = tok_.offset;
  std::vector<LiteralElement> elements;
  std::vector<int64_t> literalShape;
  bool empty = false, hex = false;
  std::string blob;
  if (tok_.is(TokenKind::kGreater)) {
    empty = true;
  } else if (tok_.is(TokenKind::kString)) {
    hex = true;
    if (!parseDenseHexString(blob)) return false;
  } else if (tok_.is(TokenKind::kLSquare)) {
    if (!parseDenseList(elements, literalShape)) return false;
  } else if (!parseDenseElement(elements)) {
    return false;
  }
  if (!expect(TokenKind::kGreater, kElementsContext) ||
      !expect(TokenKind::kColon, kElementsContext))
    return false;
  size_t typeOffset = tok_.offset;
  Type type;
  if (!parseType(type)) return false;
  int64_t n;
  if (!checkLiteralSize(type, typeOffset, n)) return false;
  Tensor tensor(type.withShape(type.shape()));

  if (empty) {
    if (n != 0) return failAt(literalOffset, "expected non-empty literal for a non-empty tensor");
    out = Attribute::denseElements(std::move(tensor), type);
    return true;
  }
  if (hex) {
    if (!storeDenseHex(blob, literalOffset, n, tensor)) return false;
    out = Attribute::denseElements(std::move(tensor), type);
    return true;
  }

  bool splat = literalShape.empty();
  if (!splat && literalShape != type.shape()) {
    auto show = [](const std::vector<int64_t>& s) {
      std::string text = "[";
      for (size_t i = 0; i < s.size(); ++i) text += (i ? ", " : "") + std::to_string(s[i]);
      return text + "]";
    };
    return failAt(literalOffset, "inferred shape of elements literal (" + show(literalShape) +
                                     ") does not match type (" + show(type.shape()) + ")");
  }
  if (splat && n == 0) {
    out = Attribute::denseElements(std::move(tensor), type);
    return true;
  }
  if (!storeDenseElements(elements, tensor)) return false;
  if (splat) fillBySplat(tensor.mutableBytes(), static_cast<size_t>(tensor.elementBytes()));
  out = Attribute::denseElements(std::move(tensor), type);
  return true;
}

bool Parser::parseDenseScalar(Token& t, bool& negative) {
  negative = consumeIf(TokenKind::kMinus);
  if (tok_.is(TokenKind::kInteger) || tok_.is(TokenKind::kFloat) ||
      (!negative && (tok_.isKeyword("true") || tok_.isKeyword("false")))) {
    t = tok_;
    consume();
    return true;
  }
  return failExpected("element literal", kElementsContext);
}

bool Parser::parseDenseElement(std::vector<LiteralElement>& elements) {
  LiteralElement e;
  if (consumeIf(TokenKind::kLParen)) {
    e.complex = true;
    if (!parseDenseScalar(e.real, e.realNegative) || !expect(TokenKind::kComma, kElementsContext) ||
        !parseDenseScalar(e.imag, e.imagNegative) || !expect(TokenKind::kRParen, kElementsContext))
      return false;
  } else if (!parseDenseScalar(e.real, e.realNegative)) {
    return false;
  }
  elements.push_back(e);
  return true;
}

// Lists infer the literal's shape; every sibling must have the same shape.
bool Parser::parseDenseList(std::vector<LiteralElement>& elements, std::vector<int64_t>& shape) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  size_t offset = tok_.offset;
  if (!expect(TokenKind::kLSquare, kElementsContext)) return false;
  int64_t count = 0;
  std::optional<std::vector<int64_t>> inner;
  if (!tok_.is(TokenKind::kRSquare)) {
    do {
      std::vector<int64_t> sub;
      if (tok_.is(TokenKind::kLSquare)) {
        if (!parseDenseList(elements, sub)) return false;
      } else if (!parseDenseElement(elements)) {
        return false;
      }
      if (inner && *inner != sub)
        return failAt(offset,
                      "tensor literal is invalid; ranks are not consistent between "
                      "elements");
      inner = std::move(sub);
      ++count;
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kRSquare, kElementsContext)) return false;
  shape.push_back(count);
  if (inner) shape.insert(shape.end(), inner->begin(), inner->end());
  return true;
}

bool Parser::parseDenseHexString(std::string& blob) {
  size_t literalOffset = tok_.offset;
  if (!parseStringToken(blob, kElementsContext)) return false;
  if (blob.size() < 2 || blob[0] != '0' || blob[1] != 'x' || blob.size() % 2 != 0)
    return failAt(literalOffset, "expected a hex string \"0x...\" in dense elements attribute");
  std::string bytes;
  bytes.reserve(blob.size() / 2 - 1);
  for (size_t i = 2; i < blob.size(); i += 2) {
    int hi = hexDigit(blob[i]), lo = hexDigit(blob[i + 1]);
    if (hi < 0 || lo < 0) return failAt(literalOffset, "invalid hex digit in dense elements");
    bytes.push_back(static_cast<char>(hi * 16 + lo));
  }
  blob = std::move(bytes);
  return true;
}

bool Parser::storeDenseHex(const std::string& blob, size_t literalOffset, int64_t n,
                           Tensor& tensor) {
  ElementType et = tensor.elementType();
  int bytes = tensor.elementBytes();
  std::span<uint8_t> dst = tensor.mutableBytes();
  size_t size = blob.size();
  auto raw = [&](size_t i) { return static_cast<uint8_t>(blob[i]); };
  if (isBoolean(et)) {
    // One byte per element (MLIR since 2026) or bit-packed (older MLIR);
    // told apart by length. One byte is a splat (0x00, 0x01 or 0xFF).
    size_t count = static_cast<size_t>(n);
    if (size == 1 && (raw(0) == 0 || raw(0) == 1 || raw(0) == 0xFF)) {
      std::fill(dst.begin(), dst.end(), raw(0) != 0);
    } else if (size == count) {
      for (size_t i = 0; i < count; ++i) dst[i] = raw(i) != 0;
    } else if (size == (count + 7) / 8) {
      for (size_t i = 0; i < count; ++i) dst[i] = (raw(i / 8) >> (i % 8)) & 1;
    } else {
      return failAt(literalOffset, "elements hex data size is invalid for provided type");
    }
  } else if (size == static_cast<size_t>(n) * static_cast<size_t>(bytes)) {
    if (size) std::memcpy(dst.data(), blob.data(), size);
  } else if (size == static_cast<size_t>(bytes) && n > 0) {
    std::memcpy(dst.data(), blob.data(), size);
    fillBySplat(dst, size);
  } else {
    return failAt(literalOffset, "elements hex data size is invalid for provided type");
  }
  // Sub-byte types: one byte each, masked to the value's width.
  if (bitWidth(et) < 8 && !isBoolean(et)) {
    auto mask = static_cast<uint8_t>(lowBitsMask(bitWidth(et)));
    for (uint8_t& b : dst) b &= mask;
  }
  return true;
}

bool Parser::convertDenseScalar(const Token& t, bool negative, ElementType target, uint64_t& bits) {
  if (isFloat(target)) return convertFloatToken(t, negative, target, bits);
  if (t.isKeyword("true") || t.isKeyword("false")) {
    if (!isBoolean(target)) return failAt(t.offset, "expected integer elements, but parsed bool");
    bits = t.isKeyword("true") ? 1 : 0;
    return true;
  }
  if (t.is(TokenKind::kFloat))
    return failAt(t.offset, "expected integer elements, but parsed floating-point");
  State s = save();
  restore({t, t.offset + t.text.size()});
  uint64_t magnitude;
  bool ignored;
  bool ok = parseIntegerToken(magnitude, ignored, kElementsContext);
  restore(s);
  return ok && checkIntegerFits(magnitude, negative, target, t.offset, bits);
}

bool Parser::storeDenseElements(const std::vector<LiteralElement>& elements, Tensor& tensor) {
  ElementType et = tensor.elementType();
  for (size_t i = 0; i < elements.size(); ++i) {
    const LiteralElement& e = elements[i];
    int64_t index = static_cast<int64_t>(i);
    if (isComplex(et)) {
      if (!e.complex) return failAt(e.real.offset, "expected complex element literal '(re, im)'");
      ElementType part = complexPartType(et);
      uint64_t re, im;
      if (!convertDenseScalar(e.real, e.realNegative, part, re) ||
          !convertDenseScalar(e.imag, e.imagNegative, part, im))
        return false;
      tensor.setPartBits(index, 0, re);
      tensor.setPartBits(index, 1, im);
    } else {
      if (e.complex) return failAt(e.real.offset, "complex literal for a non-complex type");
      uint64_t bits;
      if (!convertDenseScalar(e.real, e.realNegative, et, bits)) return false;
      tensor.setBits(index, bits);
    }
  }
  return true;
}

// dense-resource ::= 'dense_resource' '<' name '>' ':' type
bool Parser::parseDenseResource(Attribute& out) {
  constexpr std::string_view kContext = "dense resource attribute";
  consume();
  if (!expect(TokenKind::kLess, kContext)) return false;
  if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("resource handle", kContext);
  std::string name(tok_.text);
  consume();
  if (!expect(TokenKind::kGreater, kContext) || !expect(TokenKind::kColon, kContext)) return false;
  size_t typeOffset = tok_.offset;
  Type type;
  if (!parseType(type)) return false;
  if (type.kind() != Type::Kind::kTensor)
    return failAt(typeOffset, "dense resource type must be a tensor type");
  out = Attribute::denseResource(std::move(name), std::move(type));
  return true;
}

}  // namespace hlo_cts::text
