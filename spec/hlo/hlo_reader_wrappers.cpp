// HLO opcodes that stand for another op, or for none, in a value reading:
// * `fusion` calls its `calls=` computation (`kind=` and `backend_config=`
//   only steer XLA's code generation);
// * `copy` is the identity (it changes a layout, which the IR has none of);
// * `bitcast` reinterprets the bytes of its operand in the result's layout:
//   with default layouts and the same element type and count that is a
//   reshape; anything else is refused, naming what it would reinterpret;
// * an asynchronous pair `X-start` / `X-done` is X: the start computes it,
//   the done picks the result. XLA's start shapes are all-reduce-start's
//   result itself, and for the others a tuple (operands, result, context...)
//   whose context values (u32[] / s32[] handles) nothing but the done reads.
#include <fmt/format.h>

#include <array>

#include "spec/hlo/hlo_reader_impl.h"
#include "spec/tensor.h"
#include "spec/text/printer.h"

namespace hlo_cts::hlo {
namespace {

struct AsyncPair {
  std::string_view start, update, done;
  std::string_view op;  // the opcode started; empty for async-start's calls=
};

constexpr std::array kAsyncPairs = {
    AsyncPair{"all-reduce-start", "", "all-reduce-done", "all-reduce"},
    AsyncPair{"all-gather-start", "", "all-gather-done", "all-gather"},
    AsyncPair{"collective-permute-start", "", "collective-permute-done", "collective-permute"},
    AsyncPair{"copy-start", "", "copy-done", "copy"},
    AsyncPair{"async-start", "async-update", "async-done", ""},
};

const AsyncPair* pairOf(std::string_view opcode) {
  for (const AsyncPair& pair : kAsyncPairs)
    if (opcode == pair.start || opcode == pair.done ||
        (!pair.update.empty() && opcode == pair.update))
      return &pair;
  return nullptr;
}

Result<Rep> readBitcast(IR& r) {
  Result<Rep> operand = r.reader_.operand(r.instr_, 0, r.scope_);
  if (!operand.ok()) return operand;
  const Type& from = operand->type;
  const Type& to = r.instr_.shape;
  if (!from.isTensor() || !to.isTensor())
    return instructionError(r.instr_, "a bitcast of a tuple or token has no StableHLO meaning");
  const HloInstruction* source = r.reader_.instructionNamed(r.instr_.operands[0]);
  for (const HloInstruction* instruction : {&r.instr_, source})
    if (instruction && !isDefaultLayout(instruction->layout, instruction->shape.rank()))
      return instructionError(
          r.instr_, fmt::format("a bitcast reads its bytes in the layout {{{}}} of '{}', which "
                                "has no StableHLO meaning (only default layouts make it a reshape)",
                                instruction->layout, instruction->name));
  if (from.elementType() != to.elementType() || from.numElements() != to.numElements())
    return instructionError(
        r.instr_, fmt::format("a bitcast from {} to {} reinterprets bytes across element types or "
                              "counts, which has no StableHLO meaning",
                              printType(from), printType(to)));
  if (from == to) return operand;
  return r.emit({"stablehlo.reshape", {*operand}, {}, {}, {to}, false, {}});
}

// A zero of a context element of an asynchronous start (nothing reads it).
Result<Rep> contextValue(IR& r, const Type& type) {
  if (!type.isTensor())
    return instructionError(r.instr_, fmt::format("a context value of type {} in an asynchronous "
                                                  "start has no StableHLO meaning",
                                                  printType(type)));
  std::string value = printAttribute(Attribute::denseElements(Tensor(type), type));
  return r.emit({"stablehlo.constant", {}, {"value = " + value}, {}, {type}, false, {}});
}

Result<Rep> readAsyncStart(IR& r, const AsyncPair& pair) {
  if (pair.op == "all-reduce") {
    HloInstruction started = r.instr_;
    started.opcode = std::string(pair.op);
    return readInstruction(r.reader_, started, r.scope_);
  }
  const Type& shape = r.instr_.shape;
  if (!shape.isTuple() || shape.elements().size() < 2)
    return instructionError(r.instr_, "expected a tuple shape (operands, result, context...)");
  Result<std::vector<Rep>> operands = r.operands();
  if (!operands.ok()) return operands.takeError();
  Result<Rep> result = Rep{};
  if (pair.op.empty()) {
    result = readCall(r, "calls");
  } else if (pair.op == "copy") {
    if (operands->size() != 1) return instructionError(r.instr_, "expected one operand");
    result = (*operands)[0];
  } else {
    HloInstruction started = r.instr_;
    started.opcode = std::string(pair.op);
    started.shape = shape.elements()[1];
    result = readInstruction(r.reader_, started, r.scope_);
  }
  if (!result.ok()) return result;
  Rep start;
  start.list = true;
  start.type = shape;
  if (operands->size() == 1 && (*operands)[0].type == shape.elements()[0]) {
    start.elements.push_back((*operands)[0]);
  } else {
    Rep group;
    group.list = true;
    group.type = shape.elements()[0];
    group.elements = std::move(*operands);
    start.elements.push_back(std::move(group));
  }
  start.elements.push_back(std::move(*result));
  for (size_t i = 2; i < shape.elements().size(); ++i) {
    Result<Rep> context = contextValue(r, shape.elements()[i]);
    if (!context.ok()) return context;
    start.elements.push_back(std::move(*context));
  }
  return start;
}

Result<Rep> readAsyncDone(IR& r, const AsyncPair& pair) {
  Result<Rep> start = r.reader_.operand(r.instr_, 0, r.scope_);
  if (!start.ok()) return start;
  if (pair.op == "all-reduce") return start;
  if (!start->list || start->elements.size() < 2)
    return instructionError(r.instr_,
                            fmt::format("expected the value of a {} as its operand", pair.start));
  return start->elements[1];
}

}  // namespace

bool namesCalledComputation(std::string_view opcode, std::string_view key) {
  return (opcode == "call" && key == "to_apply") ||
         ((opcode == "fusion" || opcode == "async-start") && key == "calls");
}

bool isWrapperOpcode(std::string_view opcode) {
  return opcode == "fusion" || opcode == "copy" || opcode == "bitcast" || pairOf(opcode);
}

Result<Rep> readWrapper(IR& r) {
  const std::string& opcode = r.instr_.opcode;
  if (opcode == "fusion") return readCall(r, "calls");
  if (opcode == "copy") return r.reader_.operand(r.instr_, 0, r.scope_);
  if (opcode == "bitcast") return readBitcast(r);
  const AsyncPair* pair = pairOf(opcode);
  if (!pair) return instructionError(r.instr_, "has no reader");
  if (opcode == pair->start) return readAsyncStart(r, *pair);
  if (opcode == pair->update) return r.reader_.operand(r.instr_, 0, r.scope_);
  return readAsyncDone(r, *pair);
}

}  // namespace hlo_cts::hlo
