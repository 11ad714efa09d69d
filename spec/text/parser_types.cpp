// Types: builtin, shaped (tensor, memref, bounds), quantized, tuple,
// function and opaque dialect types, and type lists.
#include <cstring>
#include <limits>

#include "spec/text/parser_impl.h"
#include "spec/text/printer_impl.h"

namespace hlo_cts::text {

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

}  // namespace hlo_cts::text
