// The token stream of the MLIR textual format (MLIR Language Reference,
// "Lexical Structure"). The lexer is pull-based and restartable at any offset,
// because a few productions need a different tokenization of the same
// characters: dimension lists (`4x8xf32`, `0x3xf32`) and the opaque bodies of
// unknown dialect attributes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hlo_cts {

enum class TokenKind : uint8_t {
  kEof,
  kError,  // text holds the offending characters; the lexer says why in errorMessage()
  kBareIdentifier,
  kAtIdentifier,           // @name or @"quoted"
  kHashIdentifier,         // #name, #2 (after %x)
  kExclamationIdentifier,  // !name
  kPercentIdentifier,      // %name
  kCaretIdentifier,        // ^bb0
  kInteger,                // 12, 0x1F
  kFloat,                  // 1.5, 1., 2.5e-3
  kString,                 // "..." including the quotes
  kLParen,
  kRParen,
  kLSquare,
  kRSquare,
  kLBrace,
  kRBrace,
  kLess,
  kGreater,
  kComma,
  kColon,
  kEqual,
  kArrow,  // ->
  kQuestion,
  kStar,
  kPlus,
  kMinus,
  kVerticalBar,
  kFileMetadataBegin,  // {-#
  kFileMetadataEnd,    // #-}
};

struct Token {
  TokenKind kind = TokenKind::kEof;
  std::string_view text;
  size_t offset = 0;  // into the lexer's buffer

  bool is(TokenKind k) const { return kind == k; }
  bool isKeyword(std::string_view word) const {
    return kind == TokenKind::kBareIdentifier && text == word;
  }
};

// A human-readable name of a token kind, for "expected X" messages.
std::string_view tokenKindName(TokenKind kind);

class Lexer {
 public:
  // Lexes buffer[begin, end); offsets are relative to the whole buffer.
  Lexer(std::string_view buffer, size_t begin, size_t end);

  Token lex();
  void resetTo(size_t offset) { pos_ = offset; }
  size_t position() const { return pos_; }
  size_t end() const { return end_; }
  std::string_view buffer() const { return buffer_; }
  const std::string& errorMessage() const { return error_; }

  // Skips whitespace and comments from the current position.
  void skipTrivia();

 private:
  Token make(TokenKind kind, size_t start) const;
  Token lexError(size_t start, std::string message);
  Token lexNumber(size_t start);
  Token lexString(size_t start);
  Token lexPrefixed(size_t start, TokenKind kind);
  Token lexAt(size_t start);

  std::string_view buffer_;
  size_t pos_;
  size_t end_;
  std::string error_;
};

// Decodes a string token (with quotes) into its bytes; false on a bad escape.
bool decodeStringLiteral(std::string_view token, std::string& out);
// The printer's escaping (llvm::printEscapedString, which MLIR's AsmPrinter
// uses): printable ASCII as is, `\\`, `\22` for a quote, every other byte as
// \XX.
std::string escapeString(std::string_view bytes);
bool isBareIdentifier(std::string_view text);

// Maps offsets of a buffer to 1-based line/column, in O(log lines).
class LineTable {
 public:
  explicit LineTable(std::string_view buffer);
  void lineCol(size_t offset, int& line, int& col) const;

 private:
  std::vector<size_t> lineStarts_;
};

}  // namespace hlo_cts
