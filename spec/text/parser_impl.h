// The parser's internals, shared by the .cpp files that implement it:
// parser.cpp (tokens, numbers, aliases, entry points), parser_types.cpp
// (types), parser_attributes.cpp (attributes, locations), parser_dense.cpp
// (dense literals), parser_ops.cpp (operations, regions, modules) and
// parser_custom.cpp (the custom forms of the op syntax table).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "spec/attribute.h"
#include "spec/ir.h"
#include "spec/result.h"
#include "spec/text/lexer.h"
#include "spec/text/op_syntax.h"
#include "spec/text/parser.h"
#include "spec/type.h"

namespace hlo_cts::text {

// One `%name: T loc(..)` before it becomes a block argument.
struct ArgumentDef {
  std::string name;  // without '%'; empty for an unnamed argument
  Type type;
  size_t offset = 0;
  std::optional<Attribute> loc;
};

// One `%name` or `%name:N` on the left of `=`.
struct ResultDef {
  std::string name;
  unsigned count = 1;
  size_t offset = 0;
};

// One scalar of a dense literal as written; converted once the type is known.
struct LiteralElement {
  Token real;
  bool realNegative = false;
  bool complex = false;
  Token imag;
  bool imagNegative = false;
};

// Every parse function returns true on success; on failure the first error
// is kept (later ones are follow-on noise) and false propagates up.
class Parser {
 public:
  // `literalBytes` counts the storage of dense literals across every parser
  // of one call (kMaxTotalDenseBytes); nullptr gives this parser its own count.
  Parser(std::string_view buffer, size_t begin, size_t end, const std::string& filename,
         const LineTable* lines, int64_t* literalBytes = nullptr);

  // Top level: a module or a list of ops, aliases and resources.
  bool parseTopLevel(Module& out);
  bool parseLoneType(Type& out);
  bool parseLoneAttribute(Attribute& out);
  Diagnostic takeError();

  // ---- tokens ----
  const Token& tok() const { return tok_; }
  void consume() { tok_ = lexer_.lex(); }
  bool consumeIf(TokenKind kind);
  bool consumeKeyword(std::string_view word);
  bool expect(TokenKind kind, std::string_view context);
  bool expectKeyword(std::string_view word, std::string_view context);
  bool fail(std::string message);
  bool failAt(size_t offset, std::string message);
  bool failExpected(std::string_view what, std::string_view context);
  SourceLocation locationOf(size_t offset) const;

  struct State {
    Token tok;
    size_t pos;
  };
  State save() const { return {tok_, lexer_.position()}; }
  void restore(const State& s) {
    tok_ = s.tok;
    lexer_.resetTo(s.pos);
  }
  // Re-lexes from `offset` (used after character-level scans).
  void resetTo(size_t offset) {
    lexer_.resetTo(offset);
    consume();
  }
  std::string_view buffer() const { return lexer_.buffer(); }

  // ---- nesting guard ----
  class DepthGuard {
   public:
    explicit DepthGuard(Parser& p) : p_(p) { ++p_.depth_; }
    ~DepthGuard() { --p_.depth_; }
    bool ok() { return p_.depth_ <= kDepthLimit || p_.fail("nesting too deep"); }

   private:
    Parser& p_;
  };
  static constexpr int kDepthLimit = 200;

  // ---- numbers ----
  // [-]integer → magnitude and sign; errors on overflow of 64 bits.
  bool parseIntegerToken(uint64_t& magnitude, bool& negative, std::string_view context);
  bool parseInt64(int64_t& out, std::string_view context);
  // A float literal (decimal with a dot, or hex bits) into `type`'s bits.
  bool parseFloatLiteral(ElementType type, uint64_t& bits, std::string_view context);
  bool convertFloatToken(const Token& t, bool negative, ElementType type, uint64_t& bits);
  bool checkIntegerFits(uint64_t magnitude, bool negative, ElementType type, size_t offset,
                        uint64_t& bits);

  // ---- types (parser_types.cpp) ----
  bool parseType(Type& out);
  bool parseTypeList(std::vector<Type>& out, TokenKind close, std::string_view context);
  bool parseFunctionType(Type& out);
  // `T` or `(T, ...)` or `()`: the results of a function type.
  bool parseResultTypes(std::vector<Type>& out);
  bool parseElementTypeName(std::string_view name, size_t offset, ElementType& out);
  bool parseQuantizedType(QuantizedType& out);
  bool parseShapedType(bool memref, Type& out);
  bool scanDimensions(std::vector<int64_t>& dims, bool& unranked, bool allowUnranked);
  // Captures `<...>` balanced over brackets and strings, from the current
  // token (which must be '<'); returns the text including the brackets.
  bool skipBalancedBody(std::string_view& body);

  // ---- attributes (parser_attributes.cpp) ----
  bool parseAttribute(Attribute& out);
  bool parseDictionary(std::vector<NamedAttribute>& out);
  bool parseDictionaryEntries(std::vector<NamedAttribute>& out, std::string_view context);
  bool parseNumberAttribute(Attribute& out);
  bool parseSymbolRef(Attribute& out);
  bool parseDenseArray(Attribute& out);
  bool parseHashAttribute(Attribute& out);
  bool parseComplexNumber(Attribute& out);
  bool parseDialectEnum(std::string_view dialect, Attribute& out);
  bool parseStructAttribute(std::string_view mnemonic, Attribute& out);
  bool parseConvDims(Attribute& out, bool inPrettyOp);
  bool parseIntList(std::vector<int64_t>& out, std::string_view context);
  bool parseLocation(Attribute& out);
  bool parseLocationBody(std::string& out);
  bool parseStringToken(std::string& out, std::string_view context);

  // ---- dense elements (parser_dense.cpp) ----
  bool parseDenseElements(Attribute& out);
  bool parseDenseResource(Attribute& out);
  // The pieces of parseDenseElements: a scalar token ('-'? number, true,
  // false); a scalar or a '(' re ',' im ')' pair, appended to `elements`; a
  // nested '[' ... ']' list, appending its scalars and setting its shape.
  bool parseDenseScalar(Token& t, bool& negative);
  bool parseDenseElement(std::vector<LiteralElement>& elements);
  bool parseDenseList(std::vector<LiteralElement>& elements, std::vector<int64_t>& shape);
  // A "0x..." string, decoded into its bytes.
  bool parseDenseHexString(std::string& blob);
  // Fills `tensor` (n elements) from a hex blob's bytes.
  bool storeDenseHex(const std::string& blob, size_t literalOffset, int64_t n, Tensor& tensor);
  // One scalar token as `target`'s bits.
  bool convertDenseScalar(const Token& t, bool negative, ElementType target, uint64_t& bits);
  // Converts the scalars into `tensor`, one per element (in order).
  bool storeDenseElements(const std::vector<LiteralElement>& elements, Tensor& tensor);
  // Checks the element count of a static shape against kMaxDenseBytes.
  bool checkLiteralSize(const Type& type, size_t offset, int64_t& numElements);

  // ---- operations (parser_ops.cpp) ----
  bool parseOperation(std::unique_ptr<Operation>& out);
  bool parseGenericBody(Operation& op, const std::vector<Value*>* givenOperands = nullptr);
  bool parseRegion(Region& region, const std::vector<ArgumentDef>* entryArgs, bool isolated);
  bool parseBlockArguments(std::vector<ArgumentDef>& out);
  bool parseOperandUse(Value*& out);
  // %a, %b, ... (possibly empty); stops before a token that is not a value.
  bool parseOperandList(std::vector<Value*>& out);
  bool parseOptionalAttrDict(Operation& op);
  bool parseOptionalLocation(std::optional<Attribute>& out);
  bool parseModuleOp(Operation& op);
  bool parseFuncOp(Operation& op);
  bool parseResourceTrailer(Module& module);
  Value* lookupValue(std::string_view name, unsigned index);
  bool defineValue(const std::string& name, std::vector<Value*> values, size_t offset);
  void pushScope(bool isolated);
  void popScope();
  // Operand type checks: `value` is used where `type` is declared.
  bool checkOperandType(Value* value, const Type& type, size_t offset);
  bool checkOperandTypes(const Operation& op, const std::vector<Type>& types, size_t offset);
  // Moves inherent attributes from `{...}` to properties, normalizes old
  // spellings, sorts both lists; errors on duplicates.
  bool finalizeAttributes(Operation& op, const OpSyntax* syntax, size_t offset);

  // ---- custom forms (parser_custom.cpp) ----
  bool parseCustomOperation(Operation& op, const OpSyntax& syntax);
  bool parseOperandsForm(Operation& op, const OpSyntax& syntax);
  bool parseKeywordValue(const AttrSyntax& attr, std::string_view dialect, Attribute& out);
  bool parseTrailingTypes(Operation& op, TypeForm form, int numResults);
  bool parseCompare(Operation& op, const OpSyntax& syntax);
  bool parseSlice(Operation& op);
  bool parseGetTupleElement(Operation& op);
  bool parseReducePrecision(Operation& op);
  bool parseReduce(Operation& op);
  bool parseWhile(Operation& op);
  bool parseCustomCall(Operation& op);
  bool parseComposite(Operation& op);
  bool parseConstant(Operation& op);
  bool parseConvolution(Operation& op);
  bool parseDotGeneral(Operation& op);
  bool parseOptimizationBarrier(Operation& op);
  bool parseScan(Operation& op);
  bool parseTopK(Operation& op);
  bool parseCall(Operation& op);
  bool parseFuncReturn(Operation& op);
  bool parseFunctionalTail(Operation& op);  // {A}? : FT, results from FT
  bool addResults(Operation& op, const std::vector<Type>& types);

 private:
  struct Alias {
    size_t offset = 0;  // where the value starts
    enum class State : uint8_t { kPending, kParsing, kDone } state = State::kPending;
    bool defined = false;  // its definition was reached at the top level
    Attribute attr;
    Type type;
  };
  struct Scope {
    std::unordered_map<std::string, std::vector<Value*>> values;
    bool isolated = false;
  };

  void prescanAliases(size_t begin, size_t end);
  bool resolveAttributeAlias(std::string_view name, Attribute& out);
  bool resolveTypeAlias(std::string_view name, Type& out);
  bool parseAliasDefinition(Module& module);

  Lexer lexer_;
  Token tok_;
  std::string filename_;
  const LineTable* lines_;
  std::optional<Diagnostic> error_;
  int depth_ = 0;
  int64_t ownLiteralBytes_ = 0;
  int64_t* literalBytes_;
  std::map<std::string, Alias, std::less<>> attributeAliases_;
  std::map<std::string, Alias, std::less<>> typeAliases_;
  std::vector<Scope> scopes_;
};

// Shared numeric helpers.
bool isHexIntegerToken(std::string_view text);
// Storage bits of a 2-D dense tensor<Nx2xi64> (padding) and friends.
Attribute makeI64Elements(const std::vector<int64_t>& values, std::vector<int64_t> shape);

}  // namespace hlo_cts::text
