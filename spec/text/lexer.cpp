#include "spec/text/lexer.h"

#include <algorithm>

namespace hlo_cts {
namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}
bool isHexDigit(char c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
bool isLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
// bare-id ::= (letter|[_]) (letter|digit|[_$.])*
bool isBareIdStart(char c) {
  return isLetter(c) || c == '_';
}
bool isBareIdChar(char c) {
  return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.';
}
// suffix-id ::= digit+ | (letter|[$._-]) (letter|digit|[$._-])*
bool isSuffixIdStart(char c) {
  return isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-';
}
bool isSuffixIdChar(char c) {
  return isSuffixIdStart(c) || isDigit(c);
}
int hexValue(char c) {
  if (isDigit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

}  // namespace

std::string_view tokenKindName(TokenKind kind) {
  switch (kind) {
    case TokenKind::kEof:
      return "end of input";
    case TokenKind::kError:
      return "invalid token";
    case TokenKind::kBareIdentifier:
      return "identifier";
    case TokenKind::kAtIdentifier:
      return "symbol name";
    case TokenKind::kHashIdentifier:
      return "'#' identifier";
    case TokenKind::kExclamationIdentifier:
      return "'!' identifier";
    case TokenKind::kPercentIdentifier:
      return "SSA value";
    case TokenKind::kCaretIdentifier:
      return "block name";
    case TokenKind::kInteger:
      return "integer";
    case TokenKind::kFloat:
      return "float";
    case TokenKind::kString:
      return "string";
    case TokenKind::kLParen:
      return "'('";
    case TokenKind::kRParen:
      return "')'";
    case TokenKind::kLSquare:
      return "'['";
    case TokenKind::kRSquare:
      return "']'";
    case TokenKind::kLBrace:
      return "'{'";
    case TokenKind::kRBrace:
      return "'}'";
    case TokenKind::kLess:
      return "'<'";
    case TokenKind::kGreater:
      return "'>'";
    case TokenKind::kComma:
      return "','";
    case TokenKind::kColon:
      return "':'";
    case TokenKind::kEqual:
      return "'='";
    case TokenKind::kArrow:
      return "'->'";
    case TokenKind::kQuestion:
      return "'?'";
    case TokenKind::kStar:
      return "'*'";
    case TokenKind::kPlus:
      return "'+'";
    case TokenKind::kMinus:
      return "'-'";
    case TokenKind::kVerticalBar:
      return "'|'";
    case TokenKind::kFileMetadataBegin:
      return "'{-#'";
    case TokenKind::kFileMetadataEnd:
      return "'#-}'";
  }
  return "token";
}

Lexer::Lexer(std::string_view buffer, size_t begin, size_t end)
    : buffer_(buffer), pos_(begin), end_(std::min(end, buffer.size())) {}

Token Lexer::make(TokenKind kind, size_t start) const {
  return Token{kind, buffer_.substr(start, pos_ - start), start};
}

Token Lexer::lexError(size_t start, std::string message) {
  error_ = std::move(message);
  if (pos_ == start && pos_ < end_) ++pos_;
  return make(TokenKind::kError, start);
}

void Lexer::skipTrivia() {
  while (pos_ < end_) {
    char c = buffer_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < end_ && buffer_[pos_ + 1] == '/') {
      while (pos_ < end_ && buffer_[pos_] != '\n') ++pos_;
    } else {
      break;
    }
  }
}

Token Lexer::lex() {
  skipTrivia();
  size_t start = pos_;
  if (pos_ >= end_) return make(TokenKind::kEof, start);
  char c = buffer_[pos_++];
  auto next = [&](char want) {
    if (pos_ < end_ && buffer_[pos_] == want) {
      ++pos_;
      return true;
    }
    return false;
  };
  switch (c) {
    case '(':
      return make(TokenKind::kLParen, start);
    case ')':
      return make(TokenKind::kRParen, start);
    case '[':
      return make(TokenKind::kLSquare, start);
    case ']':
      return make(TokenKind::kRSquare, start);
    case '{':
      if (pos_ + 1 < end_ && buffer_[pos_] == '-' && buffer_[pos_ + 1] == '#') {
        pos_ += 2;
        return make(TokenKind::kFileMetadataBegin, start);
      }
      return make(TokenKind::kLBrace, start);
    case '}':
      return make(TokenKind::kRBrace, start);
    case '<':
      return make(TokenKind::kLess, start);
    case '>':
      return make(TokenKind::kGreater, start);
    case ',':
      return make(TokenKind::kComma, start);
    case ':':
      return make(TokenKind::kColon, start);
    case '=':
      return make(TokenKind::kEqual, start);
    case '?':
      return make(TokenKind::kQuestion, start);
    case '*':
      return make(TokenKind::kStar, start);
    case '+':
      return make(TokenKind::kPlus, start);
    case '|':
      return make(TokenKind::kVerticalBar, start);
    case '-':
      if (next('>')) return make(TokenKind::kArrow, start);
      return make(TokenKind::kMinus, start);
    case '"':
      return lexString(start);
    case '@':
      return lexAt(start);
    case '%':
      return lexPrefixed(start, TokenKind::kPercentIdentifier);
    case '^':
      return lexPrefixed(start, TokenKind::kCaretIdentifier);
    case '!':
      return lexPrefixed(start, TokenKind::kExclamationIdentifier);
    case '#':
      if (pos_ + 1 < end_ && buffer_[pos_] == '-' && buffer_[pos_ + 1] == '}') {
        pos_ += 2;
        return make(TokenKind::kFileMetadataEnd, start);
      }
      return lexPrefixed(start, TokenKind::kHashIdentifier);
    default:
      break;
  }
  if (isDigit(c)) return lexNumber(start);
  if (isBareIdStart(c)) {
    while (pos_ < end_ && isBareIdChar(buffer_[pos_])) ++pos_;
    return make(TokenKind::kBareIdentifier, start);
  }
  return lexError(start, "unexpected character");
}

// integer ::= [0-9]+ | 0x[0-9a-fA-F]+ ; float ::= [0-9]+ . [0-9]* ([eE][+-]?[0-9]+)?
Token Lexer::lexNumber(size_t start) {
  if (buffer_[start] == '0' && pos_ + 1 < end_ && buffer_[pos_] == 'x' &&
      isHexDigit(buffer_[pos_ + 1])) {
    pos_ += 1;
    while (pos_ < end_ && isHexDigit(buffer_[pos_])) ++pos_;
    return make(TokenKind::kInteger, start);
  }
  while (pos_ < end_ && isDigit(buffer_[pos_])) ++pos_;
  if (pos_ >= end_ || buffer_[pos_] != '.') return make(TokenKind::kInteger, start);
  ++pos_;
  while (pos_ < end_ && isDigit(buffer_[pos_])) ++pos_;
  if (pos_ < end_ && (buffer_[pos_] == 'e' || buffer_[pos_] == 'E')) {
    size_t p = pos_ + 1;
    if (p < end_ && (buffer_[p] == '+' || buffer_[p] == '-')) ++p;
    if (p < end_ && isDigit(buffer_[p])) {
      while (p < end_ && isDigit(buffer_[p])) ++p;
      pos_ = p;
    }
  }
  return make(TokenKind::kFloat, start);
}

Token Lexer::lexString(size_t start) {
  while (pos_ < end_) {
    char c = buffer_[pos_++];
    if (c == '"') return make(TokenKind::kString, start);
    if (c == '\n' || c == '\r') break;
    if (c == '\\') {
      if (pos_ >= end_) break;
      char e = buffer_[pos_];
      if (e == '\\' || e == '"' || e == 'n' || e == 't') {
        ++pos_;
      } else if (pos_ + 1 < end_ && isHexDigit(e) && isHexDigit(buffer_[pos_ + 1])) {
        pos_ += 2;
      } else {
        return lexError(start, "unknown escape in string literal");
      }
    }
  }
  return lexError(start, "expected '\"' in string literal");
}

Token Lexer::lexAt(size_t start) {
  if (pos_ < end_ && buffer_[pos_] == '"') {
    ++pos_;
    Token s = lexString(pos_ - 1);
    if (s.is(TokenKind::kError)) return s;
    return make(TokenKind::kAtIdentifier, start);
  }
  if (pos_ < end_ && (isBareIdStart(buffer_[pos_]))) {
    while (pos_ < end_ && isBareIdChar(buffer_[pos_])) ++pos_;
    return make(TokenKind::kAtIdentifier, start);
  }
  return lexError(start, "expected symbol name after '@'");
}

Token Lexer::lexPrefixed(size_t start, TokenKind kind) {
  if (pos_ < end_ && isDigit(buffer_[pos_])) {
    while (pos_ < end_ && isDigit(buffer_[pos_])) ++pos_;
    return make(kind, start);
  }
  if (pos_ < end_ && isSuffixIdStart(buffer_[pos_])) {
    // '#-}' was handled by the caller; a '-' here starts a name only for %/^.
    while (pos_ < end_ && isSuffixIdChar(buffer_[pos_])) ++pos_;
    return make(kind, start);
  }
  return lexError(start, "expected identifier after prefix");
}

bool decodeStringLiteral(std::string_view token, std::string& out) {
  out.clear();
  if (token.size() < 2 || token.front() != '"' || token.back() != '"') return false;
  std::string_view body = token.substr(1, token.size() - 2);
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\') {
      out.push_back(c);
      continue;
    }
    if (++i >= body.size()) return false;
    char e = body[i];
    if (e == '\\' || e == '"') {
      out.push_back(e);
    } else if (e == 'n') {
      out.push_back('\n');
    } else if (e == 't') {
      out.push_back('\t');
    } else if (i + 1 < body.size() && isHexDigit(e) && isHexDigit(body[i + 1])) {
      out.push_back(static_cast<char>(hexValue(e) * 16 + hexValue(body[i + 1])));
      ++i;
    } else {
      return false;
    }
  }
  return true;
}

std::string escapeString(std::string_view bytes) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(bytes.size() + 2);
  out.push_back('"');
  for (char ch : bytes) {
    auto c = static_cast<unsigned char>(ch);
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '"' || c < 0x20 || c >= 0x7F) {
      out.push_back('\\');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  out.push_back('"');
  return out;
}

bool isBareIdentifier(std::string_view text) {
  if (text.empty() || !isBareIdStart(text[0])) return false;
  return std::all_of(text.begin(), text.end(), isBareIdChar);
}

LineTable::LineTable(std::string_view buffer) {
  lineStarts_.push_back(0);
  for (size_t i = 0; i < buffer.size(); ++i)
    if (buffer[i] == '\n') lineStarts_.push_back(i + 1);
}

void LineTable::lineCol(size_t offset, int& line, int& col) const {
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  size_t index = static_cast<size_t>(it - lineStarts_.begin()) - 1;
  line = static_cast<int>(index + 1);
  col = static_cast<int>(offset - lineStarts_[index] + 1);
}

}  // namespace hlo_cts
