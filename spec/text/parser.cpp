// Tokens, numbers, aliases and the public entry points of the text parser.
// Types live in parser_types.cpp, attributes in parser_attributes.cpp,
// operations in parser_ops.cpp / parser_custom.cpp, dense literals in
// parser_dense.cpp.
#include "spec/text/parser.h"

#include <limits>

#include "spec/float_value.h"
#include "spec/text/parser_impl.h"
#include "spec/text/printer.h"

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

std::vector<std::string_view> sourceSplits(std::string_view text) {
  std::vector<std::string_view> splits;
  size_t begin = 0;
  size_t lineStart = 0;
  while (lineStart <= text.size()) {
    size_t lineEnd = text.find('\n', lineStart);
    if (lineEnd == std::string_view::npos) lineEnd = text.size();
    if (isSplitLine(text, lineStart)) {
      splits.push_back(text.substr(begin, lineStart - begin));
      begin = lineEnd;
    }
    lineStart = lineEnd + 1;
  }
  splits.push_back(text.substr(begin));
  return splits;
}

Result<std::vector<Module>> parseSourceFile(std::string_view text, const std::string& filename) {
  LineTable lines(text);
  std::vector<Module> modules;
  int64_t literalBytes = 0;
  for (std::string_view split : sourceSplits(text)) {
    const size_t from = static_cast<size_t>(split.data() - text.data());
    text::Parser parser(text, from, from + split.size(), filename, &lines, &literalBytes);
    Module module;
    if (!parser.parseTopLevel(module)) return parser.takeError();
    modules.push_back(std::move(module));
  }
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
