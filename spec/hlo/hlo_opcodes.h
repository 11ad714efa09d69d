// The one table between HLO opcodes and the IR's ops: the reader looks an
// opcode up by name, the writer an op up by OpId. Every op named here is a
// registered op (a test checks it); the attributes of each are translated by
// the reader and writer's per-op functions.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "spec/op_id.h"

namespace hlo_cts::hlo {

// How the reader and writer treat an opcode's operands and attributes.
enum class HloForm : uint8_t {
  kPlain,     // operands and result map one to one, no attributes
  kSpecial,   // attributes or structure translated by a per-op function
  kMultiple,  // a tuple-shaped instruction for an op with several results
};

struct HloOpcode {
  std::string_view opcode;  // "add", "exponential-minus-one"
  OpId op;
  HloForm form;
};

std::span<const HloOpcode> hloOpcodes();
const HloOpcode* lookupHloOpcode(std::string_view opcode);
const HloOpcode* lookupHloOpcode(OpId op);

}  // namespace hlo_cts::hlo
