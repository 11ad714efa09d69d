// Structure-aware mutations of a parsed program, shared by the text targets'
// custom mutator (parser_fuzzer, interpret_fuzzer) and checker_fuzzer.
// Byte-level mutations of StableHLO text almost always break its syntax, so
// the checker, the oracle and the printer's less common forms see few new
// programs; these mutations keep the text parseable and break (or keep) the
// program's typing instead: swap or replace an operand, drop one, change a
// shape dimension or an element type, duplicate an op, change an attribute.
// None of them keeps the program valid on purpose: the checker must say
// what is wrong with every result, and the oracle must run what it accepts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "generators/entropy.h"
#include "spec/ir.h"

namespace hlo_cts::fuzz {

enum class Mutation : uint8_t {
  kReplaceOperand,     // an operand becomes another value (of any type) defined before
  kSwapOperands,       // two ops exchange one operand each
  kDropOperand,        // an operand is removed
  kResizeDimension,    // a tensor value's dimension becomes 0, 1, d±1, 2d or ?
  kChangeElementType,  // a tensor value's element type becomes another
  kDuplicateOp,        // an op is cloned right after itself (same operands)
  kChangeAttribute,    // an integer, enum, bool, list entry or type of an attribute
};
inline constexpr int kNumMutations = 7;

// Applies `mutation` at a place `entropy` picks; false when the module has
// no place for it (no op with operands, no tensor value, ...).
bool applyMutation(Module& module, Mutation mutation, generators::Entropy& entropy);

// One random mutation that applies (tries each kind at most once).
bool mutateModule(Module& module, generators::Entropy& entropy);

// LLVMFuzzerCustomMutator for StableHLO text: `data` parsed, one of its
// modules mutated one to three times and printed back (pretty or generic
// form); when the text does not parse, the result does not fit `maxSize`,
// or one time in four (so byte-level mutations keep exercising the lexer
// and the parser's error paths), libFuzzer's own LLVMFuzzerMutate.
size_t mutateProgramText(uint8_t* data, size_t size, size_t maxSize, unsigned seed);

}  // namespace hlo_cts::fuzz
