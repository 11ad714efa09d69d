// The op syntax table: one row per op the text format knows by name, saying how
// its custom ("pretty") form is written and which attributes are inherent (MLIR
// properties) and of what kind. The parser uses it to read pretty forms and to
// move inherent attributes written in `{...}` into properties (normalizing old
// spellings such as `dense<[..]> : tensor<Nxi64>` dimension lists to
// `array<i64: ..>`); the printer uses it to choose and write pretty forms.
// Source: openxla/stablehlo v1.20.0 (commit 3c9301c):
// stablehlo/dialect/StablehloOps.td, ChloOps.td and AssemblyFormat.cpp.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace hlo_cts {

// The shape of an op's custom form. kOperands covers most ops; the others
// are grammars of their own, written out in the comments.
enum class OpForm : uint8_t {
  kGeneric,              // no custom form: always "name"(...) ...
  kOperands,             // OP V, ...«, KW = X»... {A}? TYPES (TYPES per TypeForm)
  kCompare,              // OP  DIR, V, V«,  CTYPE»? {A}? :FT
  kSlice,                // OP V [START:LIMIT«:STRIDE»?, ...] {A}? :FT
  kGetTupleElement,      // OP V[INT] {A}? :FT
  kReducePrecision,      // OP V, format = eNmM {A}? :SAME
  kReduce,               // OP(V init: V)... applies OP across dimensions = [..] :FT | region form
  kWhile,                // OP(%iterArg = V, ...) : T, ... «attributes {..}»? cond {..} do {..}
  kCustomCall,           // OP @TARGET(V, ...) {A}? :FT
  kComposite,            // OP "NAME" V, ...« (REGIONS)»? {A}? :FT
  kConstant,             // OP {A}? DENSE : T  |  OP() <{value = ..}> : () -> T
  kConvolution,          // OP(V, V) dim_numbers = CONV, window = {..} {A}? :FT
  kDotGeneral,           // OP V, V, «batching_dims = L x R, »?contracting_dims = L x R... :FT
  kOptimizationBarrier,  // OP {A}? V, ... : T, ...   (0 operands: OP {A}? ())
  kScan,                 // OP(INPUTS) inits (INITS) dimension=N «attributes {..}»? REGION :FT
  kTopK,                 // OP(V, k = INT«, is_stable = false»?) {A}? : T -> (Tv, Ti)
  kFunc,        // func.func «vis»? @name(ARGS) «-> RES»? «attributes {..}»? «{ body }»?
  kCall,        // call @f(V, ...) {A}? :FT
  kFuncReturn,  // return {A}? «V, ... : T, ...»?
  kModule,      // module «@name»? «attributes {..}»? { body }
};

// How the trailing types of a kOperands form are written.
enum class TypeForm : uint8_t {
  kSame,          // `: T` when every operand type and the result type are T, else `:FT`
  kFunction,      // `: (T, ...) -> R` or `-> (R, ...)`
  kResult,        // `: R` only; operands keep their own types
  kSelect,        // `: Tpred, T` when on_true = on_false = result, else `:FT`
  kComplex,       // `: R` when both operands are the real type of R, else `:FT`
  kOperandTypes,  // `: T, ...` one per operand (none when no operands); results mirror
                  // operands when numResults == -1
  kFirstOperand,  // `: T`: every operand, and numResults results, have type T
  kArrow,         // `: T, ... -> R` or `-> (R, ...)` without parentheses (CHLO)
  kNone,          // no trailing type (a positional dense attribute carries it)
};

// What an inherent attribute holds (and so how a pretty form spells it).
enum class AttrKind : uint8_t {
  kAny,          // any attribute
  kDims,         // DenseI64ArrayAttr: array<i64: ..>; `[1, 2]` in pretty forms
  kBoolArray,    // DenseBoolArrayAttr: array<i1: ..>
  kI64,          // 3 : i64; a bare `3` in pretty forms
  kI32,          // 3 : i32
  kF32,          // 1.0 : f32
  kF64,          // 1.0 : f64; a bare float in pretty forms
  kBool,         // true / false
  kUnit,         // present or absent
  kString,       // "..."
  kSymbol,       // @f
  kEnum,         // #stablehlo<NAME VALUE> (detail = NAME); ` VALUE` in pretty forms
  kEnumArray,    // [#stablehlo<precision ..>, ...]; `[A, B]` in pretty forms
  kStruct,       // #stablehlo.MNEMONIC<...> (detail = MNEMONIC)
  kI64Elements,  // dense<...> : tensor<..xi64> (padding, replica groups, pairs)
  kElements,     // a dense elements attribute carrying the result type
  kDictionary,   // {..}
  kArray,        // [..]
  kType,         // a type attribute
};

// Where a pretty form writes the attribute.
enum class Placement : uint8_t {
  kDict,             // in the trailing `{A}` (omitted there when equal to defaultText)
  kKeyword,          // `, KEYWORD = VALUE` after the operands (always present)
  kOptionalKeyword,  // the same, only when present and not equal to defaultText
  kPositional,       // `, VALUE` after the operands (the value printed in full)
};

struct AttrSyntax {
  std::string_view name;
  AttrKind kind = AttrKind::kAny;
  bool optional = false;
  Placement placement = Placement::kDict;
  std::string_view keyword;      // kKeyword / kOptionalKeyword
  std::string_view detail;       // enum name or struct mnemonic (without dialect)
  std::string_view defaultText;  // the printed default value, "" when none
};

struct OpSyntax {
  std::string_view name;  // "stablehlo.add"
  OpForm form = OpForm::kGeneric;
  TypeForm typeForm = TypeForm::kFunction;
  int8_t numOperands = -1;  // -1: variadic
  int8_t numResults = -1;   // -1: as many as the types say
  std::vector<AttrSyntax> attrs;
  // Name hints for results (ops with >= 2 named results), e.g. output_state, output.
  std::vector<std::string_view> resultNames;
  bool commutative = false;  // usable in reduce's compact `applies` form

  const AttrSyntax* attr(std::string_view attrName) const;
  std::string_view dialect() const { return name.substr(0, name.find('.')); }
};

// nullptr when the op is unknown (it is then only read and written generically).
const OpSyntax* lookupOpSyntax(std::string_view name);
std::span<const OpSyntax> allOpSyntax();

}  // namespace hlo_cts
