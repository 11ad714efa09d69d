// The oracle's reference evaluator: runs a function of a Module op by op.
// Every op's semantics is a handler in oracle/ops/<family>.cpp, looked up by
// full op name (one table line per op). Region bodies (reducers, comparators,
// loop bodies, branches) and func.call use this same evaluator.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "oracle/profile.h"
#include "oracle/value.h"
#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

struct EvalOptions {
  // Ops executed (nested region ops included) before evaluation stops with an
  // error: ends runaway `while` loops instead of hanging.
  int64_t stepBudget = 50'000'000;
  // Depth of nested calls/regions before evaluation stops with an error.
  int maxCallDepth = 256;
  // Elements of one statically shaped op result before evaluation stops with
  // an error: a program that declares a huge tensor gets a clear error, not
  // an allocation failure.
  int64_t maxResultElements = int64_t{1} << 28;
  // Element operations of the whole evaluation before it stops with an
  // error: every op's result elements, plus what an op does per element
  // (the window of reduce_window, the contracting size of a dot, the length
  // of an exact DFT, ...). Bounds the time a program can take where the
  // step budget cannot (one op with a huge window; a loop of large ops).
  int64_t workBudget = int64_t{1} << 36;
  // The tolerance profile a backend will be judged under, where it widens
  // what the oracle must accept beyond one element's budget: the input
  // precision of dots and convolutions per precision_config. Null: the
  // spec's reading (operands used at their own precision).
  const Profile* profile = nullptr;
};

// The outcome of one `check.*` assertion (check dialect or custom_call @check.*).
struct CheckOutcome {
  bool passed = true;
  std::string op;       // "check.expect_eq_const"
  std::string message;  // for a failure: the elements, expected vs actual, ulp distance
  SourceLocation location;
};

class EvalContext;

// Evaluates one op given its operand values; returns its result values.
using OpHandler = Result<std::vector<RuntimeValue>> (*)(const Operation& op,
                                                        std::span<const RuntimeValue> operands,
                                                        EvalContext& context);

struct OpEntry {
  std::string_view name;  // full op name, "stablehlo.add"
  OpHandler handler;
};

class EvalContext {
 public:
  EvalContext(const Module& module, const EvalOptions& options);

  const Module& module() const { return module_; }
  const EvalOptions& options() const { return options_; }

  // Runs a single-block region with `arguments` bound to its block arguments;
  // returns the operands of its terminator (stablehlo.return / func.return).
  Result<std::vector<RuntimeValue>> evaluateRegion(const Region& region,
                                                   std::span<const RuntimeValue> arguments);
  // Calls a func.func of the module by name.
  Result<std::vector<RuntimeValue>> callFunction(std::string_view name,
                                                 std::span<const RuntimeValue> arguments);

  // Adds the product of `factors` (element operations `op` is about to do)
  // to the evaluation's work; an error once EvalOptions::workBudget is
  // exceeded. A factor ≤ 0 means no work.
  Status chargeWork(const Operation& op, std::initializer_list<int64_t> factors);

  // Check-op outcomes collected while running (a failed check does not stop
  // evaluation; the caller reports all of them).
  void reportCheck(CheckOutcome outcome) { checks_.push_back(std::move(outcome)); }
  const std::vector<CheckOutcome>& checks() const { return checks_; }

  // Tensors recorded by interpreter.probe, per probe_id in evaluation order
  // (check.expect_serialized_eq compares against them).
  std::unordered_map<std::string, std::vector<Tensor>>& probes() { return probes_; }

  // Process-grid position of this evaluation (collectives, replica_id, ...).
  int64_t replicaId = 0;
  int64_t partitionId = 0;
  int64_t numReplicas = 1;
  int64_t numPartitions = 1;
  // Opaque hook for the process grid of oracle/ops/collectives (null when the
  // program runs as a single process).
  void* processGrid = nullptr;

 private:
  // Errors when a statically shaped result of `op` exceeds maxResultElements;
  // charges the results' elements as work.
  Status admitResults(const Operation& op);

  Result<std::vector<RuntimeValue>> evaluateBlock(const Block& block,
                                                  std::span<const RuntimeValue> arguments);

  const Module& module_;
  const EvalOptions& options_;
  // Value maps of the blocks being evaluated, innermost last: region bodies
  // may use values defined in enclosing blocks.
  std::vector<const std::unordered_map<const Value*, RuntimeValue>*> scopes_;
  int64_t steps_ = 0;
  int64_t work_ = 0;
  int depth_ = 0;
  std::vector<CheckOutcome> checks_;
  std::unordered_map<std::string, std::vector<Tensor>> probes_;
};

// Π factors for work estimates: 0 when a factor is ≤ 0, INT64_MAX on overflow.
int64_t saturatingProduct(std::span<const int64_t> factors);

// The handler for a full op name, or nullptr when the oracle has none.
OpHandler findOpHandler(std::string_view name);
// Every op name the oracle evaluates (for coverage and `spec` listings).
std::vector<std::string_view> evaluatedOpNames();

// Evaluates function `name` of `module` on `arguments`.
Result<std::vector<RuntimeValue>> evaluateFunction(const Module& module, std::string_view name,
                                                   std::span<const RuntimeValue> arguments,
                                                   const EvalOptions& options = {});

// Builds the error for `op`: "<file:line:col>: error: <op name>: <message>"
// (with " (C<n>)" after the op name when `clause` is given).
Diagnostic opError(const Operation& op, std::string message, std::string_view clause = {});

}  // namespace hlo_cts::oracle
