// The one table between HLO opcodes and the IR's ops: the reader looks an
// opcode up by name, the writer an op up by OpId. An op whose HLO form is
// its mnemonic with operands one to one carries the flag kHloPlain in its
// registry row (spec/op_list.def) and has no line here; the others are
// written in hlo_opcodes.cpp with their attributes, and those whose
// attributes map one to one (a renamed list, integer or enum) are read and
// written from that row alone. Every op named is a registered op (a test
// checks it).
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "spec/op_id.h"

namespace hlo_cts::hlo {

// How the reader and writer treat an opcode's operands and attributes.
enum class HloForm : uint8_t {
  kPlain,     // operands and result map one to one, no attributes
  kRenamed,   // as plain, and each attribute is one of `attributes`
  kSpecial,   // attributes or structure translated by a per-op function
  kMultiple,  // a tuple-shaped instruction for an op with several results
};

// The value syntax of an attribute that HLO and StableHLO both hold, under
// their own names.
enum class HloValue : uint8_t {
  kIntList,    // `dimensions={1,0}`       <-> `permutation = array<i64: 1, 0>`
  kInt,        // `iota_dimension=1`       <-> `iota_dimension = 1 : i64`
  kIntInList,  // `dimensions={0}`         <-> `dimension = 0 : i64`
  kEnum,  // `distribution=rng_normal` <-> `rng_distribution = #stablehlo<rng_distribution NORMAL>`
};

struct HloAttributeRename {
  std::string_view hlo;        // "dimensions"
  std::string_view stablehlo;  // "broadcast_dimensions"
  HloValue value = HloValue::kIntList;
  // kInt, kIntInList: the integer's MLIR type ("i64"); kEnum: the enum's
  // name in `#stablehlo<NAME VALUE>`.
  std::string_view type = {};
  // kEnum: what HLO writes before the lower-cased value ("rng_"); an enum
  // without one is written as StableHLO spells it.
  std::string_view prefix = {};
};

struct HloOpcode {
  std::string_view opcode;  // "add", "exponential-minus-one"
  OpId op;
  HloForm form;
  std::array<HloAttributeRename, 2> attributes = {};  // kRenamed: those with a name

  auto renames() const {
    return std::span(attributes).first(!attributes[0].hlo.empty() + !attributes[1].hlo.empty());
  }
};

// Every opcode: the kHloPlain ops of the registry, then the written rows.
std::span<const HloOpcode> hloOpcodes();
const HloOpcode* lookupHloOpcode(std::string_view opcode);
const HloOpcode* lookupHloOpcode(OpId op);

}  // namespace hlo_cts::hlo
