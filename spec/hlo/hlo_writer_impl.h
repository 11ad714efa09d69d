// The HLO writer's internals, shared by hlo_writer.cpp (module,
// computations, control flow) and hlo_writer_ops.cpp (per-op attributes).
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::hlo {

// One instruction to print.
struct InstructionText {
  std::string opcode;
  size_t numOperands = SIZE_MAX;        // how many of the op's operands HLO takes (all)
  std::vector<std::string> attributes;  // "dimensions={0}"
  std::string literal;                  // constant(...) contents
  std::vector<Type> results;            // several: a tuple shape and get-tuple-elements
  bool tupleResult = false;             // a tuple shape even for one result
};

// The attributes of `op` as HLO writes them, and its opcode. Ops with
// regions are handled by the writer itself; this covers the others.
Result<InstructionText> instructionFor(const Operation& op);
Diagnostic cannotExpress(const Operation& op, std::string why);
// Integer list attributes, absent = empty.
std::vector<int64_t> intList(const Operation& op, std::string_view name);
std::string lowerCase(std::string_view text);

}  // namespace hlo_cts::hlo
