// The HLO reader's internals, shared by hlo_reader.cpp (module, functions,
// regions) and hlo_reader_ops.cpp (one function per opcode's attributes).
// The reader writes the program as generic StableHLO text, one op per line
// (a region's ops on the lines between), remembers which HLO instruction
// each line comes from, and lets the StableHLO parser build the IR: the IR
// is then exactly what that parser produces.
#pragma once

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include <cctype>
#include <optional>

#include "spec/hlo/hlo_attributes.h"
#include "spec/hlo/hlo_syntax.h"
#include "spec/op_id.h"
#include "spec/result.h"
#include "spec/type.h"

namespace hlo_cts::hlo {

// What an HLO instruction stands for: one SSA value, or (for a tuple the
// program builds or an op with several results) a list of them.
struct Rep {
  std::string value;  // "%v3" (empty for a list until it is materialized)
  Type type;
  bool list = false;
  std::vector<Rep> elements;
};
using Scope = std::unordered_map<std::string, Rep>;

// How a computation becomes a region.
struct RegionSpec {
  enum class Params { kBlockArguments, kTupleOfBlockArguments, kSubstituted };
  const HloComputation* computation = nullptr;
  Params params = Params::kBlockArguments;
  std::vector<Rep> substitutes;  // kSubstituted: what parameter(N) stands for
};

// One StableHLO op to write.
struct OpText {
  std::string name;  // "stablehlo.add"
  std::vector<Rep> operands;
  std::vector<std::string> properties;  // "dimensions = array<i64: 0>"
  std::string attributes;               // a discardable dictionary's contents
  std::vector<Type> results;
  bool resultList = false;  // results form a list even when there is one
  std::vector<RegionSpec> regions;
};

class Reader {
 public:
  Reader(const HloModuleSyntax& module, std::string file);
  Result<std::string> run();
  const std::vector<SourceLocation>& lineOrigins() const { return lineOrigins_; }

  // Used by the per-op functions.
  Result<Rep> emit(OpText op, const SourceLocation& where);
  Result<Rep> operand(const HloInstruction& instruction, size_t index, Scope& scope);
  // One level of a tuple as separate values (a tuple-typed value is taken
  // apart with get_tuple_element).
  Result<std::vector<Rep>> flatten(Rep rep, const SourceLocation& where);
  // Every level of a tuple as separate values (StableHLO's regions, while
  // state and if/case results take no tuples), in depth-first order.
  Result<std::vector<Rep>> leaves(Rep rep, const SourceLocation& where);
  // The instruction of that name in the computation being read, if any.
  const HloInstruction* instructionNamed(std::string_view name) const;
  Result<const HloComputation*> computation(const HloInstruction& instruction,
                                            std::string_view key);
  const HloComputation* lookup(std::string_view name) const;
  const std::string& file() const { return file_; }

 private:
  std::string fresh();
  void line(std::string text, const SourceLocation& where);
  Result<std::string> use(Rep& rep, const SourceLocation& where);
  Status emitRegion(const RegionSpec& spec, const SourceLocation& where);
  Result<Rep> emitBody(const HloComputation& computation, Scope& scope);
  Result<Rep> readBody(const HloComputation& computation, Scope& scope);
  Status emitReturn(const HloComputation& computation, Rep root, std::string_view op);
  Status emitFunction(const HloComputation& computation);
  Status enter(const HloComputation& computation);

  const HloModuleSyntax& module_;
  std::string file_;
  std::map<std::string, const HloComputation*, std::less<>> byName_;
  std::string out_;
  std::vector<SourceLocation> lineOrigins_;
  int counter_ = 0;
  std::vector<std::string> stack_;           // computations being inlined (cycle check)
  const HloComputation* current_ = nullptr;  // the computation whose body is being read
};

// The types of a tuple's leaves, depth first (a non-tuple is its own leaf).
std::vector<Type> leafTypes(const Type& type);
// The value of type `type` made of leaves[next...] (a tuple type is a list
// of its elements, nested as the type is); `next` moves past the leaves used.
Rep nestLeaves(const Type& type, const std::vector<Rep>& leaves, size_t& next);

// Reads one instruction (not a parameter) in `scope`.
Result<Rep> readInstruction(Reader& reader, const HloInstruction& instruction, Scope& scope);
// The result types of a computation used as a function: a tuple ROOT's leaves.
std::vector<Type> functionResults(const HloComputation& computation);
// `@name`, quoted when it is not an MLIR bare identifier.
std::string symbolRef(std::string_view name);

using Instr = HloInstruction;

inline Diagnostic instructionError(const Instr& instruction, std::string message) {
  return makeError(fmt::format("{}: {}", instruction.opcode, message), instruction.location,
                   DiagnosticKind::kSyntax);
}

inline std::string denseArray(const std::vector<int64_t>& values) {
  return values.empty() ? "array<i64>" : fmt::format("array<i64: {}>", fmt::join(values, ", "));
}

inline std::string listField(const std::vector<int64_t>& values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

inline std::string matrix(const std::vector<std::vector<int64_t>>& rows, size_t columns) {
  if (rows.empty()) return "dense<> : tensor<0x0xi64>";  // `replica_groups={}`
  std::vector<std::string> parts;
  for (const auto& row : rows) parts.push_back(listField(row));
  return fmt::format("dense<[{}]> : tensor<{}x{}xi64>", fmt::join(parts, ", "), rows.size(),
                     columns);
}

inline std::string paddingMatrix(const std::vector<int64_t>& low,
                                 const std::vector<int64_t>& high) {
  std::vector<std::vector<int64_t>> rows;
  for (size_t i = 0; i < low.size(); ++i) rows.push_back({low[i], high[i]});
  return matrix(rows, 2);
}

inline std::string upper(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// Reads one instruction: its operands gathered, the op written.
class InstructionReader {
 public:
  InstructionReader(Reader& reader, const HloInstruction& instruction, Scope& scope)
      : reader_(reader), instr_(instruction), scope_(scope) {}

  Result<std::vector<Rep>> operands() {
    std::vector<Rep> reps;
    for (size_t i = 0; i < instr_.operands.size(); ++i) {
      Result<Rep> rep = reader_.operand(instr_, i, scope_);
      if (!rep.ok()) return rep.takeError();
      reps.push_back(std::move(*rep));
    }
    return reps;
  }
  Result<std::vector<int64_t>> ints(std::string_view key, bool required = true) {
    const HloAttribute* a = instr_.attribute(key);
    if (!a) {
      if (required) return instructionError(instr_, fmt::format("expected '{}='", key));
      return std::vector<int64_t>{};
    }
    return parseIntList(a->value, a->location);
  }
  std::optional<std::string> text(std::string_view key) {
    const HloAttribute* a = instr_.attribute(key);
    return a ? std::optional<std::string>(a->value) : std::nullopt;
  }
  bool flag(std::string_view key) { return text(key).value_or("false") == "true"; }
  // A flag as written (`key=true` / `key=false`), for ops whose StableHLO
  // form distinguishes an explicit false from an absent one.
  void writtenFlag(std::string_view key, std::vector<std::string>& props) {
    if (std::optional<std::string> value = text(key))
      props.push_back(fmt::format("{} = {}", key, *value == "true" ? "true" : "false"));
  }
  std::vector<Type> results() const {
    return instr_.shape.isTuple() ? instr_.shape.elements() : std::vector<Type>{instr_.shape};
  }
  Result<Rep> emit(OpText op) {
    if (op.results.empty() && !op.resultList) op.results = {instr_.shape};
    return reader_.emit(std::move(op), instr_.location);
  }
  Result<Rep> emitWith(OpId id, std::vector<std::string> properties) {
    Result<std::vector<Rep>> reps = operands();
    if (!reps.ok()) return reps.takeError();
    // A tuple shape is several results (variadic collectives, ...).
    return emit({std::string(opName(id)),
                 std::move(*reps),
                 std::move(properties),
                 {},
                 results(),
                 instr_.shape.isTuple(),
                 {}});
  }
  RegionSpec region(const HloComputation* computation) {
    return RegionSpec{computation, RegionSpec::Params::kBlockArguments, {}};
  }

  Reader& reader_;
  const HloInstruction& instr_;
  Scope& scope_;
};

using IR = InstructionReader;

// Per-opcode readers outside hlo_reader_ops.cpp (hlo_reader_control.cpp).
Result<Rep> readConvolution(IR& r);
Result<Rep> readWindowed(IR& r, OpId id);
Result<Rep> readControl(IR& r, OpId id);
Result<Rep> readOther(IR& r, OpId id);
// A call of the computation named by `key` (`call`'s to_apply, `fusion`'s calls).
Result<Rep> readCall(IR& r, std::string_view key);
// Opcodes that stand for another op or none (hlo_reader_wrappers.cpp):
// fusion, copy, bitcast, and the asynchronous start/update/done pairs.
bool isWrapperOpcode(std::string_view opcode);
Result<Rep> readWrapper(IR& r);
// A func.call's results; whether `computation` is called as a function.
bool namesCalledComputation(std::string_view opcode, std::string_view key);
// A dot_general or convolution with `props` and its precision config, its
// two operands converted to one element type where XLA's mixed precision
// reads them in different ones.
Result<Rep> emitContraction(IR& r, OpId id, std::vector<std::string> props);

}  // namespace hlo_cts::hlo
