// The StableHLO/CHLO enum and struct attributes the text format knows by name
// (openxla/stablehlo: stablehlo/dialect/StablehloAttrs.td, StablehloEnums.td,
// ChloEnums.td): their value sets and their fields, shared by the parser and
// the printer so both read one table. Anything else in those dialects is kept
// as opaque text.
#pragma once

#include <span>
#include <string_view>
#include <vector>

namespace hlo_cts {

struct EnumSyntax {
  std::string_view name;  // "comparison_direction"
  std::vector<std::string_view> values;
  // true: written #stablehlo.NAME<VALUE> (result_accuracy_mode); false:
  // written #stablehlo<NAME VALUE>.
  bool dotted = false;
};

const EnumSyntax* lookupEnumSyntax(std::string_view name);

enum class FieldKind : uint8_t { kIntList, kInt, kFloat, kBool, kType, kAttr };

struct FieldSyntax {
  std::string_view name;
  FieldKind kind;
  bool required;     // must be written (else defaults: [], 0, 0.0)
  bool omitDefault;  // the printer leaves the field out when it holds its default
};

struct StructSyntax {
  std::string_view mnemonic;        // "stablehlo.gather" (dialect included)
  std::vector<FieldSyntax> fields;  // in printed order
};

// nullptr for conv (its own grammar) and for unknown mnemonics.
const StructSyntax* lookupStructSyntax(std::string_view mnemonic);

// The fields of #stablehlo.conv<...>, in the order the IR stores them.
std::span<const std::string_view> convFieldNames();

}  // namespace hlo_cts
