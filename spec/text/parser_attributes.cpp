// Attributes: arrays, dictionaries, numbers, symbols, dense arrays, the
// StableHLO/CHLO hash attributes (enums, structs, conv dimension numbers),
// opaque dialect attributes and locations.
#include <algorithm>
#include <cstdint>

#include "spec/text/dialect_attrs.h"
#include "spec/text/parser_impl.h"
#include "spec/text/printer.h"

namespace hlo_cts::text {

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
    if (mnemonic == "complex.number") {
      consume();
      return parseComplexNumber(out);
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

// #complex.number<:f32 RE, IM> [: complex<f32>], the complex dialect's
// scalar (MLIR prints the trailing type; it must be the part type's complex).
bool Parser::parseComplexNumber(Attribute& out) {
  constexpr std::string_view kContext = "complex number attribute";
  if (!expect(TokenKind::kLess, kContext) || !expect(TokenKind::kColon, kContext)) return false;
  const size_t partOffset = tok_.offset;
  Type partType;
  if (!parseType(partType)) return false;
  std::optional<ElementType> complex;
  if (partType.isElement()) complex = complexOf(partType.elementType());
  if (!complex) return failAt(partOffset, "a complex number's parts must be f32 or f64");
  Tensor value(Type::tensor({}, *complex));
  for (int part = 0; part < 2; ++part) {
    if (part == 1 && !expect(TokenKind::kComma, kContext)) return false;
    uint64_t bits = 0;
    if (!parseFloatLiteral(partType.elementType(), bits, kContext)) return false;
    value.setPartBits(0, part, bits);
  }
  if (!expect(TokenKind::kGreater, kContext)) return false;
  if (consumeIf(TokenKind::kColon)) {
    const size_t typeOffset = tok_.offset;
    Type declared;
    if (!parseType(declared)) return false;
    if (declared != Type::element(*complex))
      return failAt(typeOffset, "a complex number of " + printType(partType) + " parts has type " +
                                    printType(Type::element(*complex)));
  }
  out = Attribute::complexNumber(std::move(value));
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

}  // namespace hlo_cts::text
