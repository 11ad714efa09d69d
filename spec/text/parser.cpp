// Tokens, numbers, types, attributes and the public entry points of the
// text parser. Operations live in parser_ops.cpp / parser_custom.cpp, dense
// literals in parser_dense.cpp.
#include "spec/text/parser.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "spec/float_value.h"
#include "spec/text/dialect_attrs.h"
#include "spec/text/parser_impl.h"
#include "spec/text/printer.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts {
namespace text {

bool isHexIntegerToken(std::string_view text) {
  return text.size() > 2 && text[0] == '0' && text[1] == 'x';
}

Attribute makeI64Elements(const std::vector<int64_t>& values, std::vector<int64_t> shape) {
  Type type = Type::tensor(std::move(shape), ElementType::kSI64);
  Tensor t(type);
  for (size_t i = 0; i < values.size() && static_cast<int64_t>(i) < t.numElements(); ++i)
    t.setIntValue(static_cast<int64_t>(i), values[i]);
  return Attribute::denseElements(std::move(t), type);
}

Parser::Parser(std::string_view buffer, size_t begin, size_t end, const std::string& filename,
               const LineTable* lines, int64_t* literalBytes)
    : lexer_(buffer, begin, end),
      filename_(filename),
      lines_(lines),
      literalBytes_(literalBytes ? literalBytes : &ownLiteralBytes_) {
  consume();
}

// ---------------------------------------------------------------------------
// Tokens and errors

bool Parser::consumeIf(TokenKind kind) {
  if (!tok_.is(kind)) return false;
  consume();
  return true;
}

bool Parser::consumeKeyword(std::string_view word) {
  if (!tok_.isKeyword(word)) return false;
  consume();
  return true;
}

bool Parser::expect(TokenKind kind, std::string_view context) {
  if (consumeIf(kind)) return true;
  return failExpected(tokenKindName(kind), context);
}

bool Parser::expectKeyword(std::string_view word, std::string_view context) {
  if (consumeKeyword(word)) return true;
  return failExpected("'" + std::string(word) + "'", context);
}

SourceLocation Parser::locationOf(size_t offset) const {
  SourceLocation loc;
  loc.file = filename_;
  if (lines_) lines_->lineCol(offset, loc.line, loc.col);
  return loc;
}

bool Parser::failAt(size_t offset, std::string message) {
  if (!error_) error_ = makeError(std::move(message), locationOf(offset));
  return false;
}

bool Parser::fail(std::string message) {
  if (tok_.is(TokenKind::kError) && !error_) return failAt(tok_.offset, lexer_.errorMessage());
  return failAt(tok_.offset, std::move(message));
}

bool Parser::failExpected(std::string_view what, std::string_view context) {
  if (tok_.is(TokenKind::kError)) return fail("");
  std::string message = "expected " + std::string(what);
  if (!context.empty()) message += " in " + std::string(context);
  return fail(std::move(message));
}

Diagnostic Parser::takeError() {
  if (!error_) return makeError("unknown parse error", locationOf(tok_.offset));
  return std::move(*error_);
}

bool Parser::parseStringToken(std::string& out, std::string_view context) {
  if (!tok_.is(TokenKind::kString)) return failExpected("string", context);
  if (!decodeStringLiteral(tok_.text, out)) return fail("invalid string literal");
  consume();
  return true;
}

// ---------------------------------------------------------------------------
// Numbers

bool Parser::parseIntegerToken(uint64_t& magnitude, bool& negative, std::string_view context) {
  negative = consumeIf(TokenKind::kMinus);
  if (!tok_.is(TokenKind::kInteger)) return failExpected("integer", context);
  std::string_view text = tok_.text;
  uint64_t value = 0;
  bool hex = isHexIntegerToken(text);
  for (size_t i = hex ? 2 : 0; i < text.size(); ++i) {
    char c = text[i];
    uint64_t digit =
        c <= '9' ? static_cast<uint64_t>(c - '0') : static_cast<uint64_t>((c | 0x20) - 'a' + 10);
    uint64_t base = hex ? 16 : 10;
    if (value > (std::numeric_limits<uint64_t>::max() - digit) / base)
      return fail("integer literal out of range (more than 64 bits)");
    value = value * base + digit;
  }
  magnitude = value;
  consume();
  return true;
}

bool Parser::parseInt64(int64_t& out, std::string_view context) {
  uint64_t magnitude;
  bool negative;
  size_t offset = tok_.offset;
  if (!parseIntegerToken(magnitude, negative, context)) return false;
  if (negative ? magnitude > uint64_t{1} << 63 : magnitude > uint64_t{INT64_MAX})
    return failAt(offset, "integer value out of range for i64");
  out = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
  return true;
}

bool Parser::checkIntegerFits(uint64_t magnitude, bool negative, ElementType type, size_t offset,
                              uint64_t& bits) {
  int width = bitWidth(type);
  if (isBoolean(type)) {
    if (negative || magnitude > 1) return failAt(offset, "integer constant out of range for i1");
    bits = magnitude;
    return true;
  }
  uint64_t mask = lowBitsMask(width);
  if (isUnsignedInteger(type)) {
    if (negative && magnitude != 0)
      return failAt(offset, "negative integer literal not valid for unsigned integer type");
    if (magnitude > mask) return failAt(offset, "integer constant out of range for type");
    bits = magnitude;
    return true;
  }
  // Signless/signed: MLIR accepts [-2^(w-1), 2^w - 1] (255 in i8 is -1).
  if (negative) {
    if (magnitude > (uint64_t{1} << (width - 1)))
      return failAt(offset, "integer constant out of range for type");
    bits = (0 - magnitude) & mask;
  } else {
    if (magnitude > mask) return failAt(offset, "integer constant out of range for type");
    bits = magnitude;
  }
  return true;
}

bool Parser::convertFloatToken(const Token& t, bool negative, ElementType type, uint64_t& bits) {
  const FloatFormat* format = floatFormat(type);
  if (!format) return failAt(t.offset, "expected a floating-point type");
  if (t.is(TokenKind::kInteger)) {
    if (!isHexIntegerToken(t.text))
      return failAt(t.offset,
                    "unexpected decimal integer literal for a floating point value (add a "
                    "trailing dot to make it a float)");
    if (negative)
      return failAt(t.offset, "hexadecimal float literal should not have a leading minus");
    if (t.text.size() - 2 > 16) return failAt(t.offset, "hexadecimal float constant out of range");
    uint64_t value = 0;
    for (char c : t.text.substr(2))
      value = value * 16 + static_cast<uint64_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    if (value & ~format->allBitsMask())
      return failAt(t.offset, "hexadecimal float constant out of range for type '" +
                                  std::string(elementTypeName(type)) + "'");
    bits = value;
    return true;
  }
  if (!t.is(TokenKind::kFloat)) return failAt(t.offset, "expected floating point literal");
  std::string text = negative ? "-" + std::string(t.text) : std::string(t.text);
  Result<uint64_t> parsed = parseDecimalFloat(text, type);
  if (!parsed.ok()) return failAt(t.offset, parsed.error().message);
  bits = *parsed;
  return true;
}

bool Parser::parseFloatLiteral(ElementType type, uint64_t& bits, std::string_view context) {
  bool negative = consumeIf(TokenKind::kMinus);
  if (!tok_.is(TokenKind::kFloat) && !tok_.is(TokenKind::kInteger))
    return failExpected("floating point literal", context);
  Token t = tok_;
  consume();
  return convertFloatToken(t, negative, type, bits);
}

// ---------------------------------------------------------------------------
// Types

// type ::= tensor-type | memref-type | tuple-type | function-type | element-type
//        | !stablehlo.token | !stablehlo.future<...> | !quant.uniform<...> | !alias | !dialect...
bool Parser::parseType(Type& out) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  switch (tok_.kind) {
    case TokenKind::kLParen:
      return parseFunctionType(out);
    case TokenKind::kExclamationIdentifier: {
      std::string_view name = tok_.text.substr(1);
      size_t offset = tok_.offset;
      if (typeAliases_.count(name)) {
        if (!resolveTypeAlias(name, out)) return false;
        consume();
        return true;
      }
      if (name == "stablehlo.token") {
        consume();
        out = Type::token();
        return true;
      }
      if (name == "stablehlo.future") {
        consume();
        std::vector<Type> elements;
        if (!expect(TokenKind::kLess, "future type") ||
            !parseTypeList(elements, TokenKind::kGreater, "future type"))
          return false;
        out = Type::future(std::move(elements));
        return true;
      }
      if (name == "quant.uniform") {
        QuantizedType q;
        if (!parseQuantizedType(q)) return false;
        out = Type::quantizedElement(std::move(q));
        return true;
      }
      if (name.find('.') == std::string_view::npos)
        return fail("undefined type alias '!" + std::string(name) + "'");
      // An unknown dialect type: kept verbatim.
      consume();
      std::string text(buffer().substr(offset, tok_.offset - offset));
      text.erase(text.find_last_not_of(" \t\r\n") + 1);
      if (tok_.is(TokenKind::kLess)) {
        std::string_view body;
        if (!skipBalancedBody(body)) return false;
        text += body;
      }
      out = Type::opaque(std::move(text));
      return true;
    }
    case TokenKind::kBareIdentifier: {
      std::string_view word = tok_.text;
      if (word == "tensor") return parseShapedType(false, out);
      if (word == "memref") return parseShapedType(true, out);
      if (word == "tuple") {
        consume();
        std::vector<Type> elements;
        if (!expect(TokenKind::kLess, "tuple type") ||
            !parseTypeList(elements, TokenKind::kGreater, "tuple type"))
          return false;
        out = Type::tuple(std::move(elements));
        return true;
      }
      ElementType element;
      size_t offset = tok_.offset;
      if (word == "complex") {
        consume();
        Type part;
        if (!expect(TokenKind::kLess, "complex type")) return false;
        size_t partOffset = tok_.offset;
        if (!parseType(part) || !expect(TokenKind::kGreater, "complex type")) return false;
        std::optional<ElementType> c;
        if (part.isElement() && !part.isQuantized()) c = complexOf(part.elementType());
        if (!c) return failAt(partOffset, "expected f32 or f64 in complex type");
        out = Type::element(*c);
        return true;
      }
      if (!parseElementTypeName(word, offset, element)) return false;
      consume();
      out = Type::element(element);
      return true;
    }
    default:
      return failExpected("type", "");
  }
}

bool Parser::parseElementTypeName(std::string_view name, size_t offset, ElementType& out) {
  std::optional<ElementType> t = hlo_cts::parseElementTypeName(name);
  if (!t || isComplex(*t)) return failAt(offset, "expected type, got '" + std::string(name) + "'");
  out = *t;
  return true;
}

bool Parser::parseTypeList(std::vector<Type>& out, TokenKind close, std::string_view context) {
  if (consumeIf(close)) return true;
  do {
    Type t;
    if (!parseType(t)) return false;
    out.push_back(std::move(t));
  } while (consumeIf(TokenKind::kComma));
  return expect(close, context);
}

// function-type ::= '(' type-list? ')' '->' (type | '(' type-list? ')')
bool Parser::parseFunctionType(Type& out) {
  std::vector<Type> inputs, results;
  if (!expect(TokenKind::kLParen, "function type") ||
      !parseTypeList(inputs, TokenKind::kRParen, "function type") ||
      !expect(TokenKind::kArrow, "function type") || !parseResultTypes(results))
    return false;
  out = Type::function(std::move(inputs), std::move(results));
  return true;
}

bool Parser::parseResultTypes(std::vector<Type>& out) {
  if (consumeIf(TokenKind::kLParen)) return parseTypeList(out, TokenKind::kRParen, "result types");
  Type t;
  if (!parseType(t)) return false;
  out.push_back(std::move(t));
  return true;
}

// dimension-list ::= (dim 'x')*  with dim ::= decimal | '?' | '*' (unranked, first only).
// Scanned on characters: the token lexer would read `4x8xf32` as `4`, `x8xf32`
// and `0x3xf32` as the hex number `0x3`.
bool Parser::scanDimensions(std::vector<int64_t>& dims, bool& unranked, bool allowUnranked) {
  std::string_view buf = buffer();
  size_t p = tok_.offset;
  size_t end = lexer_.end();
  unranked = false;
  auto skipSpace = [&] {
    while (p < end && (buf[p] == ' ' || buf[p] == '\t' || buf[p] == '\n' || buf[p] == '\r')) ++p;
  };
  while (true) {
    skipSpace();
    if (p >= end) break;
    size_t dimStart = p;
    char c = buf[p];
    if (c == '?') {
      dims.push_back(kDynamic);
      ++p;
    } else if (c == '*' && allowUnranked && dims.empty() && !unranked) {
      unranked = true;
      ++p;
    } else if (c >= '0' && c <= '9') {
      int64_t value = 0;
      while (p < end && buf[p] >= '0' && buf[p] <= '9') {
        int digit = buf[p] - '0';
        if (value > (INT64_MAX - digit) / 10) return failAt(dimStart, "dimension too large");
        value = value * 10 + digit;
        ++p;
      }
      dims.push_back(value);
    } else {
      break;
    }
    skipSpace();
    if (p >= end || buf[p] != 'x') {
      resetTo(p);
      return failAt(p, "expected 'x' in dimension list");
    }
    ++p;
    if (dims.size() > 1024) return failAt(dimStart, "too many dimensions");
  }
  resetTo(p);
  return true;
}

// tensor-type ::= 'tensor' '<' dimension-list element-type (',' encoding)? '>'
// memref-type ::= 'memref' '<' dimension-list element-type (',' layout)* '>'
bool Parser::parseShapedType(bool memref, Type& out) {
  size_t start = tok_.offset;
  std::string_view context = memref ? "memref type" : "tensor type";
  consume();
  if (!tok_.is(TokenKind::kLess)) return failExpected("'<'", context);
  // Re-lex from right after '<' so the dimension scan sees raw characters.
  resetTo(tok_.offset + 1);
  std::vector<int64_t> dims;
  bool unranked = false;
  if (!scanDimensions(dims, unranked, !memref)) return false;
  if (unranked && !dims.empty()) return fail("unranked tensor cannot have dimensions");
  bool opaque = false;
  ElementType element = ElementType::kF32;
  std::optional<QuantizedType> quant;
  Type elementType;
  size_t elementOffset = tok_.offset;
  if (!parseType(elementType)) return false;
  if (elementType.isElement()) {
    element = elementType.elementType();
    if (elementType.isQuantized()) quant = *elementType.quantized();
  } else if (elementType.kind() == Type::Kind::kOpaque) {
    opaque = true;
  } else {
    return failAt(elementOffset, "invalid element type in " + std::string(context));
  }
  std::vector<int64_t> bounds;
  if (consumeIf(TokenKind::kComma)) {
    // #stablehlo.bounds<8, ?> or #stablehlo.type_extensions<bounds = [8, ?]>;
    // any other encoding or layout keeps the whole type as opaque text.
    bool known = false;
    if (!memref && tok_.is(TokenKind::kHashIdentifier) &&
        (tok_.text == "#stablehlo.bounds" || tok_.text == "#stablehlo.type_extensions")) {
      bool extensions = tok_.text == "#stablehlo.type_extensions";
      consume();
      if (!expect(TokenKind::kLess, "bounds")) return false;
      if (extensions && (!expectKeyword("bounds", "type extensions") ||
                         !expect(TokenKind::kEqual, "type extensions") ||
                         !expect(TokenKind::kLSquare, "type extensions")))
        return false;
      TokenKind close = extensions ? TokenKind::kRSquare : TokenKind::kGreater;
      if (!tok_.is(close)) {
        do {
          if (consumeIf(TokenKind::kQuestion)) {
            bounds.push_back(kDynamic);
          } else {
            int64_t b;
            if (!parseInt64(b, "bounds")) return false;
            bounds.push_back(b);
          }
        } while (consumeIf(TokenKind::kComma));
      }
      if (!expect(close, "bounds")) return false;
      if (extensions && !expect(TokenKind::kGreater, "type extensions")) return false;
      if (bounds.size() != dims.size()) return fail("bounds must have one entry per dimension");
      known = true;
    } else {
      Attribute ignored;
      if (!parseAttribute(ignored)) return false;
      while (consumeIf(TokenKind::kComma))
        if (!parseAttribute(ignored)) return false;
    }
    opaque = opaque || !known;
  }
  if (!tok_.is(TokenKind::kGreater)) return failExpected("'>'", context);
  size_t end = tok_.offset + 1;
  consume();
  if (opaque) {
    out = Type::opaque(std::string(buffer().substr(start, end - start)));
    return true;
  }
  if (memref) {
    if (quant) return failAt(elementOffset, "quantized memrefs are not supported");
    out = Type::memref(std::move(dims), element);
    return true;
  }
  if (unranked) {
    if (quant) return failAt(elementOffset, "unranked quantized tensors are not supported");
    out = Type::unrankedTensor(element);
    return true;
  }
  out = quant ? Type::quantizedTensor(std::move(dims), std::move(*quant))
              : Type::tensor(std::move(dims), element);
  if (!bounds.empty()) out.setBounds(std::move(bounds));
  return true;
}

// quant-type ::= '!quant.uniform' '<' storage ('<' min ':' max '>')? ':' expressed
//                (':' axis)? ',' (scale (':' zp)? | '{' scale (':' zp)?, ... '}') '>'
bool Parser::parseQuantizedType(QuantizedType& out) {
  constexpr std::string_view kContext = "quantized type";
  consume();
  if (!expect(TokenKind::kLess, kContext)) return false;
  if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("storage type", kContext);
  std::string_view storage = tok_.text;
  bool isUnsigned = !storage.empty() && storage[0] == 'u';
  std::optional<ElementType> st;
  if (storage.size() > 1 && (storage[0] == 'i' || storage[0] == 'u')) {
    std::string name = (isUnsigned ? "ui" : "i") + std::string(storage.substr(1));
    st = hlo_cts::parseElementTypeName(name);
  }
  if (!st || !(isInteger(*st)) || *st == ElementType::kIndex)
    return fail("expected integer storage type (i8, u8, ...) in quantized type");
  out.storageType = *st;
  fullStorageRange(*st, out.storageMin, out.storageMax);
  consume();
  if (consumeIf(TokenKind::kLess)) {
    size_t offset = tok_.offset;
    int64_t lo, hi;
    if (!parseInt64(lo, kContext) || !expect(TokenKind::kColon, kContext) ||
        !parseInt64(hi, kContext) || !expect(TokenKind::kGreater, kContext))
      return false;
    if (lo < out.storageMin || hi > out.storageMax || lo > hi)
      return failAt(offset, "illegal storage type minimum/maximum in quantized type");
    out.storageMin = lo;
    out.storageMax = hi;
  }
  if (!expect(TokenKind::kColon, kContext)) return false;
  size_t expressedOffset = tok_.offset;
  Type expressed;
  if (!parseType(expressed)) return false;
  if (!expressed.isElement() || expressed.isQuantized() || !isFloat(expressed.elementType()))
    return failAt(expressedOffset, "expected float expressed type in quantized type");
  out.expressedType = expressed.elementType();
  if (consumeIf(TokenKind::kColon)) {
    int64_t axis;
    size_t offset = tok_.offset;
    if (!parseInt64(axis, kContext)) return false;
    if (axis < 0) return failAt(offset, "quantized dimension must be non-negative");
    out.quantizedDimension = axis;
  }
  if (!expect(TokenKind::kComma, kContext)) return false;
  auto parseParams = [&]() {
    uint64_t bits;
    size_t offset = tok_.offset;
    if (tok_.is(TokenKind::kInteger) && !isHexIntegerToken(tok_.text)) {
      // Integral scales are common in hand-written IR ("2:-3").
      uint64_t magnitude;
      bool negative;
      if (!parseIntegerToken(magnitude, negative, kContext)) return false;
      if (magnitude == 0)
        return failAt(offset, "scale must be a positive finite value in quantized type");
      if (negative || magnitude > (uint64_t{1} << 53))
        return failAt(offset, "invalid scale in quantized type");
      out.scales.push_back(static_cast<double>(magnitude));
    } else {
      if (!parseFloatLiteral(ElementType::kF64, bits, kContext)) return false;
      double scale;
      std::memcpy(&scale, &bits, sizeof scale);
      if (!(scale > 0) || scale > std::numeric_limits<double>::max())
        return failAt(offset, "scale must be a positive finite value in quantized type");
      out.scales.push_back(scale);
    }
    int64_t zp = 0;
    if (consumeIf(TokenKind::kColon)) {
      size_t zpOffset = tok_.offset;
      if (!parseInt64(zp, kContext)) return false;
      if (zp < out.storageMin || zp > out.storageMax)
        return failAt(zpOffset, "zero point out of the storage range in quantized type");
    }
    out.zeroPoints.push_back(zp);
    return true;
  };
  if (out.perAxis()) {
    if (!expect(TokenKind::kLBrace, kContext)) return false;
    do {
      if (!parseParams()) return false;
    } while (consumeIf(TokenKind::kComma));
    if (!expect(TokenKind::kRBrace, kContext)) return false;
  } else if (!parseParams()) {
    return false;
  }
  return expect(TokenKind::kGreater, kContext);
}

// Captures `<...>` balanced over <>()[]{} and strings ("->" is one token, so
// its '>' does not close anything). The current token must be '<'.
bool Parser::skipBalancedBody(std::string_view& body) {
  std::string_view buf = buffer();
  size_t start = tok_.offset;
  size_t p = start;
  size_t end = lexer_.end();
  std::vector<char> stack;
  while (p < end) {
    char c = buf[p++];
    switch (c) {
      case '<':
        stack.push_back('>');
        break;
      case '(':
        stack.push_back(')');
        break;
      case '[':
        stack.push_back(']');
        break;
      case '{':
        stack.push_back('}');
        break;
      case '-':
        if (p < end && buf[p] == '>') ++p;
        break;
      case '>':
      case ')':
      case ']':
      case '}':
        if (stack.empty() || stack.back() != c)
          return failAt(p - 1, std::string("unbalanced '") + c + "' in dialect attribute body");
        stack.pop_back();
        break;
      case '"':
        while (p < end && buf[p] != '"' && buf[p] != '\n') {
          if (buf[p] == '\\') ++p;
          ++p;
        }
        if (p >= end || buf[p] != '"') return failAt(p, "unterminated string in dialect body");
        ++p;
        break;
      default:
        break;
    }
    if (stack.empty()) break;
    if (stack.size() > static_cast<size_t>(kDepthLimit)) return failAt(p, "nesting too deep");
  }
  if (!stack.empty()) return failAt(start, "unbalanced '<' in dialect attribute body");
  body = buf.substr(start, p - start);
  resetTo(p);
  return true;
}

// ---------------------------------------------------------------------------
// Attributes

// attribute ::= array | dictionary | symbol | string | number (':' type)? | true | false
//             | unit | dense<..> | dense_resource<..> | array<..> | loc(..) | #dialect-attr
//             | #alias | type
bool Parser::parseAttribute(Attribute& out) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  switch (tok_.kind) {
    case TokenKind::kLSquare: {
      consume();
      std::vector<Attribute> elements;
      if (!consumeIf(TokenKind::kRSquare)) {
        do {
          Attribute a;
          if (!parseAttribute(a)) return false;
          elements.push_back(std::move(a));
        } while (consumeIf(TokenKind::kComma));
        if (!expect(TokenKind::kRSquare, "array attribute")) return false;
      }
      out = Attribute::array(std::move(elements));
      return true;
    }
    case TokenKind::kLBrace: {
      std::vector<NamedAttribute> entries;
      if (!parseDictionary(entries)) return false;
      out = Attribute::dictionary(std::move(entries));
      return true;
    }
    case TokenKind::kAtIdentifier:
      return parseSymbolRef(out);
    case TokenKind::kString: {
      std::string s;
      if (!parseStringToken(s, "string attribute")) return false;
      out = Attribute::string(std::move(s));
      return true;
    }
    case TokenKind::kInteger:
    case TokenKind::kFloat:
    case TokenKind::kMinus:
      return parseNumberAttribute(out);
    case TokenKind::kHashIdentifier:
      return parseHashAttribute(out);
    case TokenKind::kBareIdentifier: {
      std::string_view word = tok_.text;
      if (word == "true" || word == "false") {
        out = Attribute::boolean(word == "true");
        consume();
        return true;
      }
      if (word == "unit") {
        consume();
        out = Attribute::unit();
        return true;
      }
      if (word == "dense") return parseDenseElements(out);
      if (word == "dense_resource") return parseDenseResource(out);
      if (word == "array") return parseDenseArray(out);
      if (word == "loc") return parseLocation(out);
      if (word == "affine_map" || word == "affine_set" || word == "strided" || word == "sparse" ||
          word == "opaque" || word == "distinct") {
        // Builtin attributes StableHLO never uses: kept verbatim.
        size_t start = tok_.offset;
        consume();
        if (word == "distinct") {
          if (!expect(TokenKind::kLSquare, "distinct attribute")) return false;
          int64_t id;
          if (!parseInt64(id, "distinct attribute") ||
              !expect(TokenKind::kRSquare, "distinct attribute"))
            return false;
        }
        std::string text(buffer().substr(start, tok_.offset - start));
        text.erase(text.find_last_not_of(" \t\r\n") + 1);
        std::string_view body;
        if (!tok_.is(TokenKind::kLess)) return failExpected("'<'", word);
        if (!skipBalancedBody(body)) return false;
        out = Attribute::opaque(text + std::string(body));
        return true;
      }
      Type t;
      if (!parseType(t)) return false;
      out = Attribute::type(std::move(t));
      return true;
    }
    case TokenKind::kExclamationIdentifier:
    case TokenKind::kLParen: {
      Type t;
      if (!parseType(t)) return false;
      out = Attribute::type(std::move(t));
      return true;
    }
    default:
      return failExpected("attribute value", "");
  }
}

// dictionary ::= '{' (key ('=' attribute)?) (',' ...)* '}', key ::= bare-id | string
bool Parser::parseDictionary(std::vector<NamedAttribute>& out) {
  if (!expect(TokenKind::kLBrace, "attribute dictionary")) return false;
  if (!parseDictionaryEntries(out, "attribute dictionary")) return false;
  return expect(TokenKind::kRBrace, "attribute dictionary");
}

bool Parser::parseDictionaryEntries(std::vector<NamedAttribute>& out, std::string_view context) {
  if (tok_.is(TokenKind::kRBrace)) return true;
  std::vector<size_t> offsets;
  do {
    NamedAttribute entry;
    size_t offset = tok_.offset;
    if (tok_.is(TokenKind::kBareIdentifier)) {
      entry.name = std::string(tok_.text);
      consume();
    } else if (tok_.is(TokenKind::kString)) {
      if (!parseStringToken(entry.name, context)) return false;
      if (entry.name.empty()) return failAt(offset, "expected valid attribute name");
    } else {
      return failExpected("attribute name", context);
    }
    if (consumeIf(TokenKind::kEqual)) {
      if (!parseAttribute(entry.value)) return false;
    } else {
      entry.value = Attribute::unit();
    }
    out.push_back(std::move(entry));
    offsets.push_back(offset);
  } while (consumeIf(TokenKind::kComma));
  // Sort by name (stable, so equal keys keep source order); a duplicate is
  // reported at its second occurrence, the earliest one in the source.
  std::vector<size_t> order(out.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return out[a].name < out[b].name; });
  size_t duplicate = SIZE_MAX;
  for (size_t i = 1; i < order.size(); ++i)
    if (out[order[i]].name == out[order[i - 1]].name)
      duplicate = std::min(duplicate, offsets[order[i]]);
  if (duplicate != SIZE_MAX) {
    for (size_t i = 0; i < out.size(); ++i)
      if (offsets[i] == duplicate)
        return failAt(duplicate, "duplicate key '" + out[i].name + "' in " + std::string(context));
  }
  std::vector<NamedAttribute> sorted;
  sorted.reserve(out.size());
  for (size_t i : order) sorted.push_back(std::move(out[i]));
  out = std::move(sorted);
  return true;
}

// number ::= '-'? (integer | float) (':' type)?; the type defaults to i64 / f64.
bool Parser::parseNumberAttribute(Attribute& out) {
  size_t offset = tok_.offset;
  bool negative = consumeIf(TokenKind::kMinus);
  if (!tok_.is(TokenKind::kInteger) && !tok_.is(TokenKind::kFloat))
    return failExpected("integer or float literal", "attribute");
  Token number = tok_;
  consume();
  Type type = Type::element(number.is(TokenKind::kFloat) ? ElementType::kF64 : ElementType::kSI64);
  size_t typeOffset = tok_.offset;
  if (consumeIf(TokenKind::kColon)) {
    typeOffset = tok_.offset;
    if (!parseType(type)) return false;
  }
  if (!type.isElement() || type.isQuantized() || isComplex(type.elementType()))
    return failAt(typeOffset, "expected integer or float type for a number attribute");
  ElementType et = type.elementType();
  if (isFloat(et)) {
    uint64_t bits;
    if (!convertFloatToken(number, negative, et, bits)) return false;
    out = Attribute::floating(bits, type);
    return true;
  }
  if (number.is(TokenKind::kFloat))
    return failAt(number.offset, "floating point value not valid for specified type");
  // Re-read the integer through the shared checker.
  State s = save();
  restore({number, number.offset + number.text.size()});
  uint64_t magnitude;
  bool neg;
  bool ok = parseIntegerToken(magnitude, neg, "attribute");
  restore(s);
  if (!ok) return false;
  uint64_t bits;
  if (!checkIntegerFits(magnitude, negative, et, offset, bits)) return false;
  if (isBoolean(et)) {
    out = Attribute::boolean(bits != 0);
    return true;
  }
  int64_t value =
      isUnsignedInteger(et) ? static_cast<int64_t>(bits) : signExtend(bits, bitWidth(et));
  out = Attribute::integer(value, type);
  return true;
}

// symbol-ref ::= '@' name ('::' '@' name)*
bool Parser::parseSymbolRef(Attribute& out) {
  std::vector<std::string> path;
  while (true) {
    if (!tok_.is(TokenKind::kAtIdentifier)) return failExpected("symbol name", "symbol reference");
    std::string_view text = tok_.text.substr(1);
    std::string name;
    if (!text.empty() && text[0] == '"') {
      if (!decodeStringLiteral(text, name)) return fail("invalid symbol name");
    } else {
      name = std::string(text);
    }
    path.push_back(std::move(name));
    size_t end = tok_.offset + tok_.text.size();
    consume();
    // '::' lexes as two colons with nothing between them.
    if (tok_.is(TokenKind::kColon) && tok_.offset == end && end + 1 < lexer_.end() &&
        buffer()[end + 1] == ':') {
      resetTo(end + 2);
      continue;
    }
    break;
  }
  out = Attribute::symbol(std::move(path));
  return true;
}

bool Parser::parseIntList(std::vector<int64_t>& out, std::string_view context) {
  if (!expect(TokenKind::kLSquare, context)) return false;
  if (consumeIf(TokenKind::kRSquare)) return true;
  do {
    int64_t v;
    if (!parseInt64(v, context)) return false;
    out.push_back(v);
    if (out.size() > (size_t{1} << 20)) return fail("list too long");
  } while (consumeIf(TokenKind::kComma));
  return expect(TokenKind::kRSquare, context);
}

// dense-array ::= 'array' '<' type (':' literal (',' literal)*)? '>'
bool Parser::parseDenseArray(Attribute& out) {
  constexpr std::string_view kContext = "dense array";
  consume();
  if (!expect(TokenKind::kLess, kContext)) return false;
  size_t typeOffset = tok_.offset;
  Type elementType;
  if (!parseType(elementType)) return false;
  if (!elementType.isElement() || elementType.isQuantized() ||
      isComplex(elementType.elementType()) || elementType.elementType() == ElementType::kIndex)
    return failAt(typeOffset, "expected integer or float element type in dense array");
  ElementType et = elementType.elementType();
  std::vector<uint64_t> values;
  if (consumeIf(TokenKind::kColon)) {
    do {
      uint64_t bits;
      size_t offset = tok_.offset;
      if (isFloat(et)) {
        if (!parseFloatLiteral(et, bits, kContext)) return false;
      } else if (isBoolean(et) && (tok_.isKeyword("true") || tok_.isKeyword("false"))) {
        bits = tok_.isKeyword("true") ? 1 : 0;
        consume();
      } else {
        uint64_t magnitude;
        bool negative;
        if (!parseIntegerToken(magnitude, negative, kContext) ||
            !checkIntegerFits(magnitude, negative, et, offset, bits))
          return false;
      }
      values.push_back(bits);
      if (values.size() * static_cast<size_t>(storageBytes(et)) >
          static_cast<size_t>(kMaxDenseBytes))
        return fail("dense array too large");
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kGreater, kContext)) return false;
  Tensor t({static_cast<int64_t>(values.size())}, et);
  for (size_t i = 0; i < values.size(); ++i) t.setBits(static_cast<int64_t>(i), values[i]);
  out = Attribute::denseArray(std::move(t));
  return true;
}

bool Parser::parseHashAttribute(Attribute& out) {
  std::string_view name = tok_.text.substr(1);
  size_t offset = tok_.offset;
  if (attributeAliases_.count(name)) {
    if (!resolveAttributeAlias(name, out)) return false;
    consume();
    return true;
  }
  size_t dot = name.find('.');
  std::string_view dialect = name.substr(0, dot);
  bool known = dialect == "stablehlo" || dialect == "chlo";
  if (dot == std::string_view::npos) {
    consume();
    if (!tok_.is(TokenKind::kLess))
      return failAt(offset, "undefined symbol alias id '" + std::string(name) + "'");
    if (known) return parseDialectEnum(dialect, out);
  } else {
    std::string mnemonic(name);
    if (mnemonic == "stablehlo.conv") {
      consume();
      return parseConvDims(out, false);
    }
    if (known && lookupStructSyntax(mnemonic)) {
      consume();
      return parseStructAttribute(mnemonic, out);
    }
    if (mnemonic == "stablehlo.result_accuracy_mode") {
      consume();
      if (!expect(TokenKind::kLess, "result accuracy mode")) return false;
      if (!tok_.is(TokenKind::kBareIdentifier))
        return failExpected("result accuracy mode", "attribute");
      std::string value(tok_.text);
      const EnumSyntax* e = lookupEnumSyntax("result_accuracy_mode");
      if (std::find(e->values.begin(), e->values.end(), value) == e->values.end())
        return fail("unknown result_accuracy_mode '" + value + "'");
      consume();
      if (!expect(TokenKind::kGreater, "result accuracy mode")) return false;
      out = Attribute::enumeration("stablehlo", "result_accuracy_mode", value);
      return true;
    }
    consume();
  }
  // Unknown dialect attribute: kept as its exact text.
  std::string text(name);
  text.insert(0, "#");
  if (tok_.is(TokenKind::kLess)) {
    std::string_view body;
    if (!skipBalancedBody(body)) return false;
    text += body;
  }
  out = Attribute::opaque(std::move(text));
  return true;
}

// #stablehlo<NAME VALUE>; unknown NAMEs stay opaque.
bool Parser::parseDialectEnum(std::string_view dialect, Attribute& out) {
  State start = save();
  consume();  // '<'
  if (tok_.is(TokenKind::kBareIdentifier)) {
    if (const EnumSyntax* e = lookupEnumSyntax(tok_.text); e && !e->dotted) {
      consume();
      if (!tok_.is(TokenKind::kBareIdentifier))
        return failExpected(std::string(e->name) + " value", "enum attribute");
      std::string value(tok_.text);
      if (std::find(e->values.begin(), e->values.end(), value) == e->values.end())
        return fail("unknown " + std::string(e->name) + " '" + value + "'");
      consume();
      if (!expect(TokenKind::kGreater, "enum attribute")) return false;
      out = Attribute::enumeration(std::string(dialect), std::string(e->name), value);
      return true;
    }
  }
  restore(start);
  std::string_view body;
  if (!skipBalancedBody(body)) return false;
  out = Attribute::opaque("#" + std::string(dialect) + std::string(body));
  return true;
}

// #stablehlo.MNEMONIC<field = value, ...>, fields in any order, stored in the
// table's order with defaults filled in.
bool Parser::parseStructAttribute(std::string_view mnemonic, Attribute& out) {
  const StructSyntax* syntax = lookupStructSyntax(mnemonic);
  std::string context = "#" + std::string(mnemonic);
  if (!expect(TokenKind::kLess, context)) return false;
  std::vector<std::optional<Attribute>> values(syntax->fields.size());
  if (!tok_.is(TokenKind::kGreater)) {
    do {
      if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("field name", context);
      std::string_view key = tok_.text;
      size_t index = 0;
      while (index < syntax->fields.size() && syntax->fields[index].name != key) ++index;
      if (index == syntax->fields.size())
        return fail("unknown field '" + std::string(key) + "' in " + context);
      if (values[index]) return fail("duplicate field '" + std::string(key) + "' in " + context);
      consume();
      if (!expect(TokenKind::kEqual, context)) return false;
      Attribute value;
      switch (syntax->fields[index].kind) {
        case FieldKind::kIntList: {
          std::vector<int64_t> list;
          if (!parseIntList(list, context)) return false;
          value = Attribute::denseI64Array(list);
          break;
        }
        case FieldKind::kInt: {
          int64_t v;
          if (!parseInt64(v, context)) return false;
          value = Attribute::integer(v);
          break;
        }
        case FieldKind::kFloat: {
          uint64_t bits;
          if (!parseFloatLiteral(ElementType::kF64, bits, context)) return false;
          value = Attribute::floating(bits, Type::element(ElementType::kF64));
          break;
        }
        case FieldKind::kBool:
          if (!tok_.isKeyword("true") && !tok_.isKeyword("false"))
            return failExpected("true or false", context);
          value = Attribute::boolean(tok_.isKeyword("true"));
          consume();
          break;
        case FieldKind::kType: {
          Type t;
          if (!parseType(t)) return false;
          value = Attribute::type(std::move(t));
          break;
        }
        case FieldKind::kAttr:
          if (!parseAttribute(value)) return false;
          break;
      }
      values[index] = std::move(value);
    } while (consumeIf(TokenKind::kComma));
  }
  if (!expect(TokenKind::kGreater, context)) return false;
  std::vector<NamedAttribute> params;
  for (size_t i = 0; i < values.size(); ++i) {
    const FieldSyntax& field = syntax->fields[i];
    if (!values[i]) {
      if (field.required)
        return fail("missing field '" + std::string(field.name) + "' in " + context);
      switch (field.kind) {
        case FieldKind::kIntList:
          values[i] = Attribute::denseI64Array({});
          break;
        case FieldKind::kInt:
          values[i] = Attribute::integer(0);
          break;
        case FieldKind::kFloat:
          values[i] = Attribute::floating(0, Type::element(ElementType::kF64));
          break;
        default:
          break;
      }
    }
    params.push_back({std::string(field.name), std::move(*values[i])});
  }
  out = Attribute::structure(std::string(mnemonic), std::move(params));
  return true;
}

// conv-dims ::= '[' dims ']' 'x' '[' dims ']' '->' '[' dims ']'   (pretty op: no '<' '>')
//             | '<' 'raw' field = value, ... '>'
bool Parser::parseConvDims(Attribute& out, bool inPrettyOp) {
  constexpr std::string_view kContext = "convolution dimension numbers";
  if (!inPrettyOp && !expect(TokenKind::kLess, kContext)) return false;
  std::span<const std::string_view> names = convFieldNames();
  std::vector<NamedAttribute> params;
  if (!inPrettyOp && consumeKeyword("raw")) {
    std::vector<std::optional<Attribute>> values(names.size());
    do {
      if (!tok_.is(TokenKind::kBareIdentifier)) return failExpected("field name", kContext);
      auto it = std::find(names.begin(), names.end(), tok_.text);
      if (it == names.end()) return fail("unknown field '" + std::string(tok_.text) + "'");
      size_t index = static_cast<size_t>(it - names.begin());
      if (values[index]) return fail("duplicate field in " + std::string(kContext));
      consume();
      if (!expect(TokenKind::kEqual, kContext)) return false;
      if (tok_.is(TokenKind::kLSquare)) {
        std::vector<int64_t> list;
        if (!parseIntList(list, kContext)) return false;
        values[index] = Attribute::denseI64Array(list);
      } else {
        int64_t v;
        if (!parseInt64(v, kContext)) return false;
        values[index] = Attribute::integer(v);
      }
    } while (consumeIf(TokenKind::kComma));
    for (size_t i = 0; i < names.size(); ++i) {
      if (!values[i]) return fail("missing field '" + std::string(names[i]) + "'");
      params.push_back({std::string(names[i]), *values[i]});
    }
    if (!expect(TokenKind::kGreater, kContext)) return false;
    out = Attribute::structure("stablehlo.conv", std::move(params));
    return true;
  }
  // One of the three lists: the non-spatial letters and the spatial indices.
  struct Parsed {
    int64_t first = -1, second = -1;
    std::vector<int64_t> spatial;
  };
  auto parseList = [&](char a, char b, Parsed& parsed) {
    size_t listOffset = tok_.offset;
    if (!expect(TokenKind::kLSquare, kContext)) return false;
    std::vector<int64_t> spatialAt;  // spatial index -> position
    int64_t position = 0;
    if (!tok_.is(TokenKind::kRSquare)) {
      do {
        size_t offset = tok_.offset;
        if (tok_.is(TokenKind::kBareIdentifier) && tok_.text.size() == 1 &&
            (tok_.text[0] == a || tok_.text[0] == b)) {
          int64_t& slot = tok_.text[0] == a ? parsed.first : parsed.second;
          if (slot >= 0) return failAt(offset, "duplicate '" + std::string(tok_.text) + "'");
          slot = position;
          consume();
        } else if (tok_.is(TokenKind::kInteger)) {
          int64_t index;
          if (!parseInt64(index, kContext)) return false;
          if (index < 0 || index > 1024) return failAt(offset, "spatial dimension out of range");
          if (static_cast<size_t>(index) >= spatialAt.size())
            spatialAt.resize(static_cast<size_t>(index) + 1, -1);
          if (spatialAt[static_cast<size_t>(index)] >= 0)
            return failAt(offset, "duplicate spatial dimension " + std::to_string(index));
          spatialAt[static_cast<size_t>(index)] = position;
        } else {
          return failExpected(std::string("'") + a + "', '" + b + "' or a spatial dimension",
                              kContext);
        }
        ++position;
        if (position > 1024) return fail("too many dimensions");
      } while (consumeIf(TokenKind::kComma));
    }
    if (!expect(TokenKind::kRSquare, kContext)) return false;
    if (parsed.first < 0 || parsed.second < 0)
      return failAt(listOffset, std::string("expected both '") + a + "' and '" + b + "' in " +
                                    std::string(kContext));
    for (int64_t p : spatialAt)
      if (p < 0) return failAt(listOffset, "spatial dimensions must be contiguous from 0");
    parsed.spatial = std::move(spatialAt);
    return true;
  };
  Parsed input, kernel, output;
  if (!parseList('b', 'f', input)) return false;
  if (!expectKeyword("x", kContext)) return false;
  if (!parseList('i', 'o', kernel)) return false;
  if (!expect(TokenKind::kArrow, kContext)) return false;
  if (!parseList('b', 'f', output)) return false;
  if (input.spatial.size() != kernel.spatial.size() ||
      input.spatial.size() != output.spatial.size())
    return fail("the three lists must have the same number of spatial dimensions");
  if (!inPrettyOp && !expect(TokenKind::kGreater, kContext)) return false;
  Attribute values[] = {
      Attribute::integer(input.first),         Attribute::integer(input.second),
      Attribute::denseI64Array(input.spatial), Attribute::integer(kernel.first),
      Attribute::integer(kernel.second),       Attribute::denseI64Array(kernel.spatial),
      Attribute::integer(output.first),        Attribute::integer(output.second),
      Attribute::denseI64Array(output.spatial)};
  for (size_t i = 0; i < names.size(); ++i) params.push_back({std::string(names[i]), values[i]});
  out = Attribute::structure("stablehlo.conv", std::move(params));
  return true;
}

// location ::= 'loc' '(' loc-body ')'; kept as canonical text "loc(...)".
bool Parser::parseLocation(Attribute& out) {
  if (!expectKeyword("loc", "location") || !expect(TokenKind::kLParen, "location")) return false;
  std::string body;
  if (!parseLocationBody(body) || !expect(TokenKind::kRParen, "location")) return false;
  out = Attribute::opaque("loc(" + body + ")");
  return true;
}

// loc-body ::= 'unknown' | #alias | string (':' int ':' int ('to' int? ':' int)?)?
//            | string '(' loc-body ')' | 'callsite' '(' loc-body 'at' loc-body ')'
//            | 'fused' ('<' attribute '>')? '[' loc-body, ... ']'
bool Parser::parseLocationBody(std::string& out) {
  DepthGuard guard(*this);
  if (!guard.ok()) return false;
  constexpr std::string_view kContext = "location";
  if (consumeKeyword("unknown")) {
    out += "unknown";
    return true;
  }
  if (tok_.is(TokenKind::kHashIdentifier)) {
    std::string_view name = tok_.text.substr(1);
    if (!attributeAliases_.count(name))
      return fail("undefined location alias '#" + std::string(name) + "'");
    out += tok_.text;
    consume();
    return true;
  }
  if (consumeKeyword("callsite")) {
    out += "callsite(";
    if (!expect(TokenKind::kLParen, kContext) || !parseLocationBody(out) ||
        !expectKeyword("at", kContext))
      return false;
    out += " at ";
    if (!parseLocationBody(out) || !expect(TokenKind::kRParen, kContext)) return false;
    out += ")";
    return true;
  }
  if (consumeKeyword("fused")) {
    out += "fused";
    if (consumeIf(TokenKind::kLess)) {
      Attribute metadata;
      if (!parseAttribute(metadata) || !expect(TokenKind::kGreater, kContext)) return false;
      out += "<" + printAttribute(metadata) + ">";
    }
    if (!expect(TokenKind::kLSquare, kContext)) return false;
    out += "[";
    if (!tok_.is(TokenKind::kRSquare)) {
      bool first = true;
      do {
        if (!first) out += ", ";
        first = false;
        if (!parseLocationBody(out)) return false;
      } while (consumeIf(TokenKind::kComma));
    }
    if (!expect(TokenKind::kRSquare, kContext)) return false;
    out += "]";
    return true;
  }
  std::string name;
  if (!parseStringToken(name, kContext)) return false;
  out += escapeString(name);
  if (consumeIf(TokenKind::kColon)) {
    int64_t line, col;
    if (!parseInt64(line, kContext) || !expect(TokenKind::kColon, kContext) ||
        !parseInt64(col, kContext))
      return false;
    out += ":" + std::to_string(line) + ":" + std::to_string(col);
    if (consumeKeyword("to")) {
      out += " to ";
      if (tok_.is(TokenKind::kInteger)) {
        int64_t endLine;
        if (!parseInt64(endLine, kContext)) return false;
        out += std::to_string(endLine);
      }
      int64_t endCol;
      if (!expect(TokenKind::kColon, kContext) || !parseInt64(endCol, kContext)) return false;
      out += ":" + std::to_string(endCol);
    }
    return true;
  }
  if (consumeIf(TokenKind::kLParen)) {
    out += "(";
    if (!parseLocationBody(out) || !expect(TokenKind::kRParen, kContext)) return false;
    out += ")";
  }
  return true;
}

// ---------------------------------------------------------------------------
// Aliases

void Parser::prescanAliases(size_t begin, size_t end) {
  Lexer scan(buffer(), begin, end);
  int depth = 0;
  Token t = scan.lex();
  while (!t.is(TokenKind::kEof)) {
    switch (t.kind) {
      case TokenKind::kLParen:
      case TokenKind::kLSquare:
      case TokenKind::kLBrace:
      case TokenKind::kFileMetadataBegin:
        ++depth;
        break;
      case TokenKind::kRParen:
      case TokenKind::kRSquare:
      case TokenKind::kRBrace:
      case TokenKind::kFileMetadataEnd:
        --depth;
        break;
      default:
        break;
    }
    Token next = scan.lex();
    if (depth == 0 && next.is(TokenKind::kEqual) &&
        (t.is(TokenKind::kHashIdentifier) || t.is(TokenKind::kExclamationIdentifier))) {
      auto& table = t.is(TokenKind::kHashIdentifier) ? attributeAliases_ : typeAliases_;
      std::string name(t.text.substr(1));
      Alias alias;
      alias.offset = next.offset + 1;
      table.emplace(name, alias);  // a duplicate is reported where it is defined
      next = scan.lex();
    }
    t = next;
  }
}

bool Parser::resolveAttributeAlias(std::string_view name, Attribute& out) {
  auto it = attributeAliases_.find(name);
  Alias& alias = it->second;
  if (alias.state == Alias::State::kParsing)
    return fail("alias '#" + std::string(name) + "' refers to itself");
  if (alias.state == Alias::State::kPending) {
    alias.state = Alias::State::kParsing;
    State s = save();
    resetTo(alias.offset);
    bool ok = parseAttribute(alias.attr);
    restore(s);
    if (!ok) return false;
    alias.state = Alias::State::kDone;
  }
  out = alias.attr;
  return true;
}

bool Parser::resolveTypeAlias(std::string_view name, Type& out) {
  auto it = typeAliases_.find(name);
  Alias& alias = it->second;
  if (alias.state == Alias::State::kParsing)
    return fail("alias '!" + std::string(name) + "' refers to itself");
  if (alias.state == Alias::State::kPending) {
    alias.state = Alias::State::kParsing;
    State s = save();
    resetTo(alias.offset);
    bool ok = parseType(alias.type);
    restore(s);
    if (!ok) return false;
    alias.state = Alias::State::kDone;
  }
  out = alias.type;
  return true;
}

// alias-def ::= '#' name '=' attribute | '!' name '=' type (top level only)
bool Parser::parseAliasDefinition(Module& module) {
  bool isAttr = tok_.is(TokenKind::kHashIdentifier);
  std::string name(tok_.text.substr(1));
  size_t offset = tok_.offset;
  consume();
  if (!expect(TokenKind::kEqual, "alias definition")) return false;
  auto& defined = isAttr ? module.attributeAliases : module.typeAliases;
  // Parse the value in place (resolving it if a use got there first).
  auto& table = isAttr ? attributeAliases_ : typeAliases_;
  Alias& alias = table[name];
  if (alias.defined) return failAt(offset, "redefinition of alias '" + name + "'");
  alias.defined = true;
  if (alias.state == Alias::State::kDone) {
    // Skip the text already parsed.
    if (isAttr) {
      Attribute ignored;
      alias.state = Alias::State::kParsing;
      bool ok = parseAttribute(ignored);
      alias.state = Alias::State::kDone;
      if (!ok) return false;
    } else {
      Type ignored;
      alias.state = Alias::State::kParsing;
      bool ok = parseType(ignored);
      alias.state = Alias::State::kDone;
      if (!ok) return false;
    }
  } else {
    alias.state = Alias::State::kParsing;
    bool ok = isAttr ? parseAttribute(alias.attr) : parseType(alias.type);
    if (!ok) return false;
    alias.state = Alias::State::kDone;
  }
  defined.emplace_back(name, isAttr ? printAttribute(alias.attr) : printType(alias.type));
  return true;
}

bool Parser::parseLoneType(Type& out) {
  if (!parseType(out)) return false;
  if (!tok_.is(TokenKind::kEof)) return failExpected("end of input", "type");
  return true;
}

bool Parser::parseLoneAttribute(Attribute& out) {
  if (!parseAttribute(out)) return false;
  if (!tok_.is(TokenKind::kEof)) return failExpected("end of input", "attribute");
  return true;
}

}  // namespace text

// ---------------------------------------------------------------------------
// Public entry points

namespace {

bool isSplitLine(std::string_view text, size_t lineStart) {
  return text.substr(lineStart, 8) == "// -----";
}

}  // namespace

Result<std::vector<Module>> parseSourceFile(std::string_view text, const std::string& filename) {
  LineTable lines(text);
  std::vector<Module> modules;
  size_t begin = 0;
  size_t lineStart = 0;
  int64_t literalBytes = 0;
  auto parseRange = [&](size_t from, size_t to) -> std::optional<Diagnostic> {
    text::Parser parser(text, from, to, filename, &lines, &literalBytes);
    Module module;
    if (!parser.parseTopLevel(module)) return parser.takeError();
    modules.push_back(std::move(module));
    return std::nullopt;
  };
  while (lineStart <= text.size()) {
    size_t lineEnd = text.find('\n', lineStart);
    if (lineEnd == std::string_view::npos) lineEnd = text.size();
    if (isSplitLine(text, lineStart)) {
      if (auto error = parseRange(begin, lineStart)) return std::move(*error);
      begin = lineEnd;
    }
    lineStart = lineEnd + 1;
  }
  if (auto error = parseRange(begin, text.size())) return std::move(*error);
  return modules;
}

Result<Module> parseModule(std::string_view text, const std::string& filename) {
  LineTable lines(text);
  text::Parser parser(text, 0, text.size(), filename, &lines);
  Module module;
  if (!parser.parseTopLevel(module)) return parser.takeError();
  return module;
}

Result<Type> parseType(std::string_view text) {
  LineTable lines(text);
  text::Parser parser(text, 0, text.size(), "<type>", &lines);
  Type type;
  if (!parser.parseLoneType(type)) return parser.takeError();
  return type;
}

Result<Attribute> parseAttribute(std::string_view text) {
  LineTable lines(text);
  text::Parser parser(text, 0, text.size(), "<attribute>", &lines);
  Attribute attr;
  if (!parser.parseLoneAttribute(attr)) return parser.takeError();
  return attr;
}

}  // namespace hlo_cts
