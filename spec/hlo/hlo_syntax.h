// XLA HLO text (what `HloModule::ToString` prints and XLA's HLO parser
// reads), as a syntax tree: computations of instructions whose attributes
// are kept as raw text until the reader (spec/hlo/hlo_reader.cpp) interprets
// them for the opcode at hand. Shapes map onto the IR's types here, in both
// directions. Layouts (`{1,0}`, tiling included) are read and dropped: the
// IR has no layouts, and the writer prints the default descending one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/result.h"
#include "spec/type.h"

namespace hlo_cts::hlo {

// One `key=value` after the operand list, the value as written.
struct HloAttribute {
  std::string key;
  std::string value;
  SourceLocation location;  // of the value
};

struct HloInstruction {
  std::string name;  // without the leading '%'
  Type shape;
  std::string layout;  // of an array shape, as written between its braces ("1,0"); may be empty
  std::string opcode;
  std::vector<std::string> operands;  // names; a constant's literal is in `literal`
  std::string literal;                // constant(...) contents
  std::vector<HloAttribute> attributes;
  bool isRoot = false;
  bool shapeInferred = false;  // written without a shape; inferred from the operands
  SourceLocation location;
  const HloAttribute* attribute(std::string_view key) const;
};

struct HloComputation {
  std::string name;
  bool isEntry = false;
  std::vector<HloInstruction> instructions;
  SourceLocation location;
  const HloInstruction* root() const;  // the ROOT, or the last instruction
};

struct HloModuleSyntax {
  std::string name;
  std::vector<HloComputation> computations;
};

// Limits that keep hostile input cheap: a constant may not have more
// elements than the StableHLO parser lets a dense literal hold; any other
// shape only names a size (real models' parameters exceed the constants'
// cap), bounded so that element and byte counts cannot overflow.
inline constexpr int64_t kMaxHloElements = int64_t{16} << 20;
inline constexpr int64_t kMaxHloShapeElements = int64_t{1} << 48;
inline constexpr int kMaxHloTupleDepth = 64;

Result<HloModuleSyntax> parseHloSyntax(std::string_view text, const std::string& file);

// "f32[2,3]{1,0}", "(f32[], s32[4])", "token[]" -> Type. `text` must be
// exactly one shape (layouts accepted and dropped).
Result<Type> parseHloShape(std::string_view text, const SourceLocation& where);
// The HLO spelling of a type, with the default layout; an error for what
// HLO cannot express (tf32, index, quantized, dynamic, function types).
Result<std::string> printHloShape(const Type& type);
// "f32" for ElementType::kF32; nullopt where HLO has no such type.
std::optional<std::string_view> hloElementTypeName(ElementType type);

// Whether a layout as written (`1,0`, `0,1:T(8,128)`, or none) is the
// default one for `rank` dimensions: minor-to-major rank-1..0, nothing more.
bool isDefaultLayout(std::string_view layout, size_t rank);

// Whether `text` is HLO (begins with `HloModule` after blanks and comments).
bool looksLikeHloText(std::string_view text);

}  // namespace hlo_cts::hlo
