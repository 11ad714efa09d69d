// HLO text syntax: module, computations, instructions, shapes. Grammar (as
// XLA's hlo_parser.cc reads it, the parts hlo-cts uses):
//   module      ::= 'HloModule' name (',' attribute)* computation*
//   computation ::= 'ENTRY'? name signature? '{' instruction* '}'
//   signature   ::= '(' ... ')' '->' shape
//   instruction ::= 'ROOT'? name '=' shape opcode '(' operands ')' (',' key '=' value)*
//   operand     ::= shape? name
#include "spec/hlo/hlo_syntax.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "spec/hlo/hlo_opcodes.h"

namespace hlo_cts::hlo {
namespace {

constexpr std::array<std::pair<std::string_view, ElementType>, 30> kElementNames = {{
    {"pred", ElementType::kI1},
    {"s2", ElementType::kSI2},
    {"s4", ElementType::kSI4},
    {"s8", ElementType::kSI8},
    {"s16", ElementType::kSI16},
    {"s32", ElementType::kSI32},
    {"s64", ElementType::kSI64},
    {"u2", ElementType::kUI2},
    {"u4", ElementType::kUI4},
    {"u8", ElementType::kUI8},
    {"u16", ElementType::kUI16},
    {"u32", ElementType::kUI32},
    {"u64", ElementType::kUI64},
    {"f16", ElementType::kF16},
    {"bf16", ElementType::kBF16},
    {"f32", ElementType::kF32},
    {"f64", ElementType::kF64},
    {"c64", ElementType::kComplexF32},
    {"c128", ElementType::kComplexF64},
    {"f8e4m3fn", ElementType::kF8E4M3FN},
    {"f8e5m2", ElementType::kF8E5M2},
    {"f8e4m3fnuz", ElementType::kF8E4M3FNUZ},
    {"f8e5m2fnuz", ElementType::kF8E5M2FNUZ},
    {"f8e4m3b11fnuz", ElementType::kF8E4M3B11FNUZ},
    {"f8e4m3", ElementType::kF8E4M3},
    {"f8e3m4", ElementType::kF8E3M4},
    {"f8e8m0fnu", ElementType::kF8E8M0FNU},
    {"f4e2m1fn", ElementType::kF4E2M1FN},
    {"f6e2m3fn", ElementType::kF6E2M3FN},
    {"f6e3m2fn", ElementType::kF6E3M2FN},
}};

bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
}

// A cursor over the text that knows its line and column, skips blanks and
// comments, and makes "expected X in Y" errors.
class Cursor {
 public:
  Cursor(std::string_view text, std::string file, SourceLocation origin = {})
      : text_(text), file_(std::move(file)) {
    if (origin.known()) {
      line_ = origin.line;
      col_ = origin.col;
    }
  }

  void skipBlanks() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        advance();
      } else if (text_.substr(pos_, 2) == "//") {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
      } else if (text_.substr(pos_, 2) == "/*") {
        while (pos_ < text_.size() && text_.substr(pos_, 2) != "*/") advance();
        if (pos_ < text_.size()) advance(), advance();
      } else {
        return;
      }
    }
  }
  bool atEnd() {
    skipBlanks();
    return pos_ >= text_.size();
  }
  char peek() {
    skipBlanks();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }
  bool consume(std::string_view token) {
    skipBlanks();
    if (text_.substr(pos_, token.size()) != token) return false;
    for (size_t i = 0; i < token.size(); ++i) advance();
    return true;
  }
  // A name (`%` optional): letters, digits, '_', '.', '-'.
  std::string name() {
    skipBlanks();
    if (pos_ < text_.size() && text_[pos_] == '%') advance();
    size_t start = pos_;
    while (pos_ < text_.size() && isNameChar(text_[pos_])) advance();
    return std::string(text_.substr(start, pos_ - start));
  }
  // Text up to the end of a balanced group opened by `open` (already consumed).
  Result<std::string> balanced(char open, char close, std::string_view what) {
    SourceLocation start = location();
    size_t begin = pos_;
    int depth = 1;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '"') {
        skipString();
        continue;
      }
      if (c == open) ++depth;
      if (c == close && --depth == 0) {
        std::string inner(text_.substr(begin, pos_ - begin));
        advance();
        return inner;
      }
      advance();
    }
    return error(fmt::format("expected '{}' closing the '{}' opened at {}:{} in {}", close, open,
                             start.line, start.col, what));
  }
  // An attribute value: text up to a ',' or ')' or newline outside brackets and strings.
  std::string attributeValue() {
    skipBlanks();
    size_t begin = pos_;
    int depth = 0;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '"') {
        skipString();
        continue;
      }
      if (c == '{' || c == '(' || c == '[') ++depth;
      if (c == '}' || c == ')' || c == ']') {
        if (depth == 0) break;
        --depth;
      }
      if (depth == 0 && (c == ',' || c == '\n')) break;
      advance();
    }
    std::string_view value = text_.substr(begin, pos_ - begin);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
      value.remove_suffix(1);
    return std::string(value);
  }
  // A shape's text: element type and dims and layout, or a parenthesized tuple.
  Result<std::string> shapeText(std::string_view what) {
    skipBlanks();
    size_t begin = pos_;
    if (consume("(")) {
      Result<std::string> inner = balanced('(', ')', what);
      if (!inner.ok()) return inner.takeError();
    } else {
      while (pos_ < text_.size() && std::isalnum(static_cast<unsigned char>(text_[pos_])))
        advance();
      if (pos_ == begin || pos_ >= text_.size() || text_[pos_] != '[')
        return error(fmt::format("expected a shape in {}", what));
      advance();
      Result<std::string> dims = balanced('[', ']', what);
      if (!dims.ok()) return dims.takeError();
      if (pos_ < text_.size() && text_[pos_] == '{') {
        advance();
        Result<std::string> layout = balanced('{', '}', what);
        if (!layout.ok()) return layout.takeError();
      }
    }
    return std::string(text_.substr(begin, pos_ - begin));
  }
  void skipLine() {
    int depth = 0;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '{') ++depth;
      if (c == '}') --depth;
      if (c == '\n' && depth <= 0) return;
      advance();
    }
  }

  // A position to come back to (one token of lookahead past a name).
  struct Mark {
    size_t pos;
    int line, col;
  };
  Mark mark() const { return {pos_, line_, col_}; }
  void restore(const Mark& m) {
    pos_ = m.pos;
    line_ = m.line;
    col_ = m.col;
  }

  SourceLocation location() {
    skipBlanks();
    return SourceLocation{file_, line_, col_};
  }
  Diagnostic error(std::string message) {
    return makeError(std::move(message), location(), DiagnosticKind::kSyntax);
  }

 private:
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }
  void skipString() {
    advance();
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) advance();
      advance();
    }
    if (pos_ < text_.size()) advance();
  }

  std::string_view text_;
  std::string file_;
  size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
};

// operands ::= (shape? name (',' shape? name)*)?
Status parseOperands(Cursor& cursor, HloInstruction& instruction) {
  if (cursor.consume(")")) return Status::success();
  while (true) {
    std::string first = cursor.name();
    if (cursor.consume("[")) {  // a long-form operand: `f32[2]{0} %x`
      Result<std::string> dims = cursor.balanced('[', ']', "an operand's shape");
      if (!dims.ok()) return dims.takeError();
      if (cursor.peek() == '{' && cursor.consume("{")) {
        Result<std::string> layout = cursor.balanced('{', '}', "an operand's layout");
        if (!layout.ok()) return layout.takeError();
      }
      first = cursor.name();
    } else if (first.empty() && cursor.peek() == '(') {  // `(f32[], s32[]) %t`
      Result<std::string> shape = cursor.shapeText("an operand's shape");
      if (!shape.ok()) return shape.takeError();
      first = cursor.name();
    }
    if (first.empty()) return cursor.error("expected an operand name in an operand list");
    instruction.operands.push_back(std::move(first));
    if (cursor.consume(")")) return Status::success();
    if (!cursor.consume(",")) return cursor.error("expected ',' or ')' in an operand list");
  }
}

// Whether an opcode's result has its first operand's shape and element type
// (XLA's shape inference): the registry's plain element-wise ops but those
// that change the element type, and a few others.
bool keepsOperandType(std::string_view opcode) {
  constexpr std::string_view kOthers[] = {"copy", "dynamic-update-slice", "erf", "opt-barrier",
                                          "reduce-precision"};
  if (std::find(std::begin(kOthers), std::end(kOthers), opcode) != std::end(kOthers)) return true;
  const HloOpcode* entry = lookupHloOpcode(opcode);
  if (!entry || entry->form != HloForm::kPlain) return false;
  const OpId id = entry->op;
  return (opInfo(id).flags & (kUnaryForm | kAccurateUnaryForm | kBinaryForm)) &&
         id != OpId::kConvert && id != OpId::kReal && id != OpId::kImag;
}

// The shape XLA's parser infers for an instruction written without one
// (`ROOT sum = add(a, b)`) from its operands' shapes, for the opcodes whose
// result shape follows from them alone.
Result<Type> inferShape(const HloInstruction& instruction, const HloComputation& computation) {
  std::vector<Type> operands;
  for (const std::string& name : instruction.operands) {
    const HloInstruction* found = nullptr;
    for (const HloInstruction& earlier : computation.instructions)
      if (earlier.name == name) found = &earlier;
    if (!found)
      return makeError(fmt::format("the shape of '{}' is left to inference, but its operand '{}' "
                                   "is not defined before it",
                                   instruction.name, name),
                       instruction.location, DiagnosticKind::kSyntax);
    operands.push_back(found->shape);
  }
  const std::string& opcode = instruction.opcode;
  auto operand = [&](size_t i) -> Result<Type> {
    if (i < operands.size()) return operands[i];
    return makeError(fmt::format("{} needs operand {}", opcode, i + 1), instruction.location,
                     DiagnosticKind::kSyntax);
  };
  if (keepsOperandType(opcode)) return operand(0);
  if (opcode == "select" || opcode == "clamp") return operand(1);
  if (opcode == "compare" || opcode == "is-finite") {
    Result<Type> first = operand(0);
    if (!first.ok() || !first->isTensor()) return first;
    return Type::tensor(first->shape(), ElementType::kI1);
  }
  if (opcode == "tuple") return Type::tuple(operands);
  if (opcode == "after-all") return Type::token();
  if (opcode == "replica-id" || opcode == "partition-id")
    return Type::tensor({}, ElementType::kUI32);
  if (opcode == "get-tuple-element") {
    Result<Type> tuple = operand(0);
    if (!tuple.ok()) return tuple;
    for (const HloAttribute& a : instruction.attributes) {
      if (a.key != "index") continue;
      size_t index = 0;
      for (char c : a.value)
        index = std::isdigit(static_cast<unsigned char>(c)) && index < 100000
                    ? index * 10 + static_cast<size_t>(c - '0')
                    : SIZE_MAX;
      if (tuple->isTuple() && index < tuple->elements().size()) return tuple->elements()[index];
    }
  }
  return makeError(fmt::format("the shape of this {} instruction is left out and hlo-cts cannot "
                               "infer it: write the shape (`{} = f32[...] {}(...)`)",
                               opcode, instruction.name, opcode),
                   instruction.location, DiagnosticKind::kSyntax);
}

// instruction ::= 'ROOT'? name '=' shape? opcode '(' operands ')' (',' key '=' value)*
Result<HloInstruction> parseInstruction(Cursor& cursor) {
  HloInstruction instruction;
  instruction.location = cursor.location();
  std::string first = cursor.name();
  if (first == "ROOT") {
    instruction.isRoot = true;
    first = cursor.name();
  }
  if (first.empty()) return cursor.error("expected an instruction name in a computation");
  instruction.name = std::move(first);
  if (!cursor.consume("=")) return cursor.error("expected '=' after the instruction name");
  // XLA's parser lets the shape be left out where it can infer it: a name
  // right before '(' is then the opcode.
  Cursor::Mark beforeShape = cursor.mark();
  bool shapeLeftOut = !cursor.name().empty() && cursor.peek() == '(';
  cursor.restore(beforeShape);
  if (!shapeLeftOut) {
    SourceLocation shapeAt = cursor.location();
    Result<std::string> shapeText = cursor.shapeText("an instruction");
    if (!shapeText.ok()) return shapeText.takeError();
    Result<Type> shape = parseHloShape(*shapeText, shapeAt);
    if (!shape.ok()) return shape.takeError();
    instruction.shape = std::move(*shape);
    if (size_t open = shapeText->find('{');
        shapeText->front() != '(' && open != std::string::npos && shapeText->back() == '}')
      instruction.layout = shapeText->substr(open + 1, shapeText->size() - open - 2);
  }
  instruction.shapeInferred = shapeLeftOut;
  instruction.opcode = cursor.name();
  if (instruction.opcode.empty()) return cursor.error("expected an opcode in an instruction");
  if (!cursor.consume("(")) return cursor.error("expected '(' after the opcode");
  if (instruction.opcode == "constant") {
    Result<std::string> literal = cursor.balanced('(', ')', "a constant literal");
    if (!literal.ok()) return literal.takeError();
    instruction.literal = std::move(*literal);
  } else if (Status operands = parseOperands(cursor, instruction); !operands.ok()) {
    return operands.takeError();
  }
  while (cursor.consume(",")) {
    HloAttribute attribute;
    attribute.key = cursor.name();
    if (attribute.key.empty() || !cursor.consume("="))
      return cursor.error("expected 'key=value' in an instruction's attributes");
    attribute.location = cursor.location();
    attribute.value = cursor.attributeValue();
    instruction.attributes.push_back(std::move(attribute));
  }
  return instruction;
}

Result<HloComputation> parseComputation(Cursor& cursor) {
  HloComputation computation;
  computation.location = cursor.location();
  std::string first = cursor.name();
  if (first == "ENTRY") {
    computation.isEntry = true;
    first = cursor.name();
  }
  if (first.empty()) return cursor.error("expected a computation name");
  computation.name = std::move(first);
  if (cursor.consume("(")) {  // the signature repeats the parameters; they are read from them
    Result<std::string> signature = cursor.balanced('(', ')', "a computation signature");
    if (!signature.ok()) return signature.takeError();
    if (!cursor.consume("->")) return cursor.error("expected '->' in a computation signature");
    Result<std::string> result = cursor.shapeText("a computation signature");
    if (!result.ok()) return result.takeError();
  }
  if (!cursor.consume("{")) return cursor.error("expected '{' opening a computation");
  while (!cursor.consume("}")) {
    if (cursor.atEnd()) return cursor.error("expected '}' closing a computation");
    Result<HloInstruction> instruction = parseInstruction(cursor);
    if (!instruction.ok()) return instruction.takeError();
    if (instruction->shapeInferred) {
      Result<Type> shape = inferShape(*instruction, computation);
      if (!shape.ok()) return shape.takeError();
      instruction->shape = std::move(*shape);
    }
    computation.instructions.push_back(std::move(*instruction));
  }
  // `}, execution_thread="..."`: where XLA runs the computation, nothing
  // the value of its result depends on.
  while (cursor.consume(",")) {
    if (cursor.name().empty() || !cursor.consume("="))
      return cursor.error("expected 'key=value' after a computation");
    cursor.attributeValue();
  }
  if (computation.instructions.empty())
    return makeError("a computation needs at least one instruction", computation.location,
                     DiagnosticKind::kSyntax);
  return computation;
}

Result<std::vector<int64_t>> parseDims(std::string_view dims, const SourceLocation& where) {
  std::vector<int64_t> shape;
  int64_t elements = 1;
  size_t pos = 0;
  while (pos < dims.size()) {
    size_t comma = dims.find(',', pos);
    std::string_view item =
        dims.substr(pos, comma == std::string_view::npos ? dims.npos : comma - pos);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    int64_t size = 0;
    if (item.empty() || item.size() > 12)
      return makeError(fmt::format("expected a static dimension size in a shape, got '{}'", item),
                       where, DiagnosticKind::kSyntax);
    for (char c : item) {
      if (!std::isdigit(static_cast<unsigned char>(c)))
        return makeError(
            fmt::format("expected a static dimension size in a shape, got '{}' (dynamic "
                        "dimensions are not supported)",
                        item),
            where, DiagnosticKind::kSyntax);
      size = size * 10 + (c - '0');
    }
    // Divided before it multiplies, so the product cannot overflow; a zero
    // size counts as one, so no order of multiplying the sizes overflows.
    int64_t factor = std::max<int64_t>(size, 1);
    if (elements > kMaxHloShapeElements / factor)
      return makeError(fmt::format("a shape may have at most {} elements", kMaxHloShapeElements),
                       where, DiagnosticKind::kLimit);
    elements *= factor;
    shape.push_back(size);
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
  return shape;
}

Result<Type> parseShapeAt(Cursor& cursor, const SourceLocation& where, int depth) {
  if (depth > kMaxHloTupleDepth)
    return makeError("tuple shapes nest too deep", where, DiagnosticKind::kLimit);
  if (cursor.consume("(")) {
    std::vector<Type> elements;
    if (cursor.consume(")")) return Type::tuple({});
    while (true) {
      Result<Type> element = parseShapeAt(cursor, where, depth + 1);
      if (!element.ok()) return element;
      elements.push_back(std::move(*element));
      if (cursor.consume(")")) return Type::tuple(std::move(elements));
      if (!cursor.consume(",")) return cursor.error("expected ',' or ')' in a tuple shape");
    }
  }
  std::string elementName = cursor.name();
  if (!cursor.consume("[")) return cursor.error("expected '[' after the element type of a shape");
  Result<std::string> dims = cursor.balanced('[', ']', "a shape");
  if (!dims.ok()) return dims.takeError();
  if (cursor.peek() == '{' && cursor.consume("{")) {
    Result<std::string> layout = cursor.balanced('{', '}', "a layout");
    if (!layout.ok()) return layout.takeError();
  }
  if (elementName == "token") {
    if (!dims->empty()) return cursor.error("expected 'token[]'");
    return Type::token();
  }
  for (const auto& [name, type] : kElementNames) {
    if (name != elementName) continue;
    Result<std::vector<int64_t>> shape = parseDims(*dims, where);
    if (!shape.ok()) return shape.takeError();
    return Type::tensor(std::move(*shape), type);
  }
  return makeError(fmt::format("unknown element type '{}' in a shape", elementName), where,
                   DiagnosticKind::kSyntax);
}

}  // namespace

const HloAttribute* HloInstruction::attribute(std::string_view key) const {
  for (const HloAttribute& a : attributes)
    if (a.key == key) return &a;
  return nullptr;
}

const HloInstruction* HloComputation::root() const {
  for (const HloInstruction& i : instructions)
    if (i.isRoot) return &i;
  return instructions.empty() ? nullptr : &instructions.back();
}

Result<Type> parseHloShape(std::string_view text, const SourceLocation& where) {
  Cursor cursor(text, where.file, where);
  Result<Type> type = parseShapeAt(cursor, where, 0);
  if (type.ok() && !cursor.atEnd()) return cursor.error("unexpected text after a shape");
  return type;
}

std::optional<std::string_view> hloElementTypeName(ElementType type) {
  for (const auto& [name, candidate] : kElementNames)
    if (candidate == type) return name;
  return std::nullopt;
}

Result<std::string> printHloShape(const Type& type) {
  if (type.isToken()) return std::string("token[]");
  if (type.isTuple()) {
    std::string out = "(";
    for (size_t i = 0; i < type.elements().size(); ++i) {
      Result<std::string> element = printHloShape(type.elements()[i]);
      if (!element.ok()) return element;
      out += (i ? ", " : "") + *element;
    }
    return out + ")";
  }
  if (!type.isTensor() || type.isQuantized() || type.unranked() || !type.hasStaticShape())
    return makeError("HLO has no shape for a dynamic, quantized or non-tensor type");
  std::optional<std::string_view> element = hloElementTypeName(type.elementType());
  if (!element)
    return makeError(
        fmt::format("HLO has no element type {}", elementTypeName(type.elementType())));
  std::string out = fmt::format("{}[{}]", *element, fmt::join(type.shape(), ","));
  if (type.rank() > 0) {
    std::vector<int64_t> layout;
    for (int64_t d = type.rank() - 1; d >= 0; --d) layout.push_back(d);
    out += fmt::format("{{{}}}", fmt::join(layout, ","));
  }
  return out;
}

bool isDefaultLayout(std::string_view layout, size_t rank) {
  if (layout.empty()) return true;
  std::string expected;
  for (size_t d = rank; d-- > 0;) expected += fmt::format("{}{}", d + 1 == rank ? "" : ",", d);
  std::string written;
  for (char c : layout)
    if (c != ' ') written += c;
  return written == expected;
}

bool looksLikeHloText(std::string_view text) {
  Cursor cursor(text, "");
  cursor.skipBlanks();
  return cursor.consume("HloModule");
}

Result<HloModuleSyntax> parseHloSyntax(std::string_view text, const std::string& file) {
  Cursor cursor(text, file);
  HloModuleSyntax module;
  // XLA's parser takes a module without the header line (most of XLA's own
  // codegen tests are written so): it has no name then.
  if (cursor.consume("HloModule")) {
    module.name = cursor.name();
    cursor.skipLine();  // entry_computation_layout, is_scheduled, ...: nothing the IR keeps
  }
  std::optional<size_t> entry;
  while (!cursor.atEnd()) {
    Result<HloComputation> computation = parseComputation(cursor);
    if (!computation.ok()) return computation.takeError();
    if (computation->isEntry && entry)
      return makeError(fmt::format("a second ENTRY computation '{}' (the first is '{}')",
                                   computation->name, module.computations[*entry].name),
                       computation->location, DiagnosticKind::kSyntax);
    if (computation->isEntry) entry = module.computations.size();
    module.computations.push_back(std::move(*computation));
  }
  if (module.computations.empty()) return cursor.error("expected a computation in an HLO module");
  // Without an ENTRY, XLA's parser takes the last computation as the entry.
  if (!entry) module.computations.back().isEntry = true;
  return module;
}

}  // namespace hlo_cts::hlo
