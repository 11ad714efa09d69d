// The oracle's reference evaluator: runs a function of a verified Module op
// by op. Every op's semantics is a handler in oracle/ops/<family>.cpp,
// registered under its OpId (one table line per op) in an OpTable that the
// evaluation is given, so another table (a backend's kernels) can reuse the
// evaluator. Region bodies (reducers, comparators, loop bodies, branches)
// and func.call use this same evaluator. It accepts only a VerifiedModule:
// the checker has applied every catalogue constraint, so handlers do not
// restate them; results are checked against their declared types as they
// are produced (dynamic shapes are only known then).
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "oracle/profile.h"
#include "oracle/value.h"
#include "spec/checker/checker.h"
#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

using checker::VerifiedModule;
class ProcessGrid;  // oracle/process_grid.h

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
  // Processes of every process grid (interpreter.run_parallel) alive at once
  // in one evaluation, nested grids included: each is a thread.
  int64_t maxProcesses = 1024;
  // Wall-clock time after which evaluation stops with a kDeadline error
  // (checked between ops and when an op charges its work): a backend's
  // per-call timeout, for the oracle run in process.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
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
  // Neither passed nor failed (passed is false): the failing elements depend
  // on results the spec leaves open (an accumulation order upstream, an
  // undetermined element) that the oracle cannot carry to this check.
  bool inconclusive = false;
};

class EvalContext;

// Evaluates one op given its operand values; returns its result values.
using OpHandler = Result<std::vector<RuntimeValue>> (*)(const Operation& op,
                                                        std::span<const RuntimeValue> operands,
                                                        EvalContext& context);

struct OpEntry {
  OpId op;
  OpHandler handler;
};

// Handlers indexed by OpId (null: no semantics; evaluating it is a
// NotSupported error).
class OpTable {
 public:
  OpTable() { handlers_.fill(nullptr); }
  // Adds every entry; an error for an op registered twice.
  Status add(std::span<const OpEntry> entries);
  // Replaces (or sets) one op's handler: a backend built on the evaluator
  // with its own kernel for that op.
  void set(OpId op, OpHandler handler) {
    if (op != OpId::kUnknown) handlers_[static_cast<size_t>(op)] = handler;
  }
  OpHandler find(OpId op) const {
    return op == OpId::kUnknown ? nullptr : handlers_[static_cast<size_t>(op)];
  }

 private:
  std::array<OpHandler, kNumOps> handlers_;
};

// The values of the evaluation in scope at an op, by IR value (null: none).
using ValueLookup = std::function<const RuntimeValue*(const Value*)>;

// One op the evaluator has just run, as a widening pass sees it.
struct OpRun {
  const Operation& op;
  std::span<const RuntimeValue> operands;
  OpHandler handler;  // the op's handler: a pass may run it again on other operands
  const ValueLookup& lookup;
};

// The passes that widen what an op's results allow beyond its handler's
// reading: what the profile lets a backend do (flushed subnormal inputs, a
// fused multiply-add), the IEEE readings the spec leaves open (a signaling
// NaN's result, complex special values), and an open result's allowed set
// carried through the ops that only move it. They know the profile, the
// op families and their handlers, which sit above the evaluator, so they
// are given to it as the op table is; the evaluator runs them, in order,
// and knows none of them. An empty EvalPasses evaluates every op by its
// handler's reading alone.
struct EvalPasses {
  using Widen = Status (*)(const OpRun& run, EvalContext& context,
                           std::vector<RuntimeValue>& results);
  // After each op's handler, in order: add to its results' expectations
  // the alternatives another reading allows. An error ends the evaluation.
  std::vector<Widen> widen;
  // After widening, for an op with one result: carries its operand's open
  // expectation into the result; true when it set one.
  bool (*propagate)(const Operation& op, std::span<const RuntimeValue> operands,
                    RuntimeValue& result) = nullptr;
  // Whether a pass reads, at `op`, the operands of its operands' producers:
  // the evaluator keeps those values alive until `op` has run.
  bool (*readsThroughProducers)(const Operation& op, const EvalOptions& options) = nullptr;
};

// What every context of one evaluation shares, nested process grids
// included: the step and work budgets are for the whole evaluation, not per
// process or per grid.
struct EvalShared {
  std::atomic<int64_t> steps{0};
  std::atomic<int64_t> work{0};
  std::atomic<int64_t> liveProcesses{0};
};

// Where in a process grid an evaluation runs (a single process (0, 0) of a
// 1×1 grid outside interpreter.run_parallel).
struct GridPosition {
  ProcessGrid* grid = nullptr;
  int64_t replicaId = 0;
  int64_t partitionId = 0;
  int64_t numReplicas = 1;
  int64_t numPartitions = 1;
};

class EvalContext {
 public:
  // `options`, `ops` and `passes` are held by reference: they outlive the
  // context. The oracle's own table and passes: oracle/oracle.h.
  EvalContext(const VerifiedModule& module, const EvalOptions& options, const OpTable& ops,
              const EvalPasses& passes);
  // A context for one process of a grid started inside `parent`: the same
  // module, options, table, passes, budgets and nesting depth.
  EvalContext(EvalContext& parent, GridPosition position);

  const VerifiedModule& verified() const { return module_; }
  const Module& module() const { return module_.module(); }
  const EvalOptions& options() const { return options_; }
  const OpTable& ops() const { return ops_; }
  const EvalPasses& passes() const { return passes_; }
  EvalShared& shared() { return *shared_; }

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

  // f16 and bf16 values as a backend with excess precision holds them:
  // computed in f32 from the operands' unrounded values and never rounded
  // (profile excess_precision; oracle/ops/transformations.cpp).
  std::unordered_map<const Value*, Tensor>& wideValues() { return wideValues_; }

  // Process-grid position of this evaluation (collectives, replica_id, ...).
  GridPosition grid;

 private:
  // Errors when a statically shaped result of `op` exceeds maxResultElements;
  // charges the results' elements as work.
  Status admitResults(const Operation& op);

  // An error once EvalOptions::deadline has passed.
  Status checkDeadline(const Operation& op) const;

  Result<std::vector<RuntimeValue>> evaluateBlock(const Block& block,
                                                  std::span<const RuntimeValue> arguments);
  // For each op of `block`, the results of the block's ops whose last use
  // (by the op itself or by an op nested in its regions) it is: they are
  // dropped once it has run, so a chain of large ops reuses the freed
  // buffers (already paged in) instead of faulting fresh ones, and a long
  // program holds only its live values. Computed once per block.
  const std::vector<std::vector<const Value*>>& releasePoints(const Block& block);

  VerifiedModule module_;
  const EvalOptions& options_;
  const OpTable& ops_;
  const EvalPasses& passes_;
  std::shared_ptr<EvalShared> shared_;
  // Value maps of the blocks being evaluated, innermost last: region bodies
  // may use values defined in enclosing blocks.
  std::vector<const std::unordered_map<const Value*, RuntimeValue>*> scopes_;
  int depth_ = 0;
  std::vector<CheckOutcome> checks_;
  std::unordered_map<std::string, std::vector<Tensor>> probes_;
  std::unordered_map<const Value*, Tensor> wideValues_;
  std::unordered_map<const Block*, std::vector<std::vector<const Value*>>> releasePoints_;
};

// Π factors for work estimates: 0 when a factor is ≤ 0, INT64_MAX on overflow.
int64_t saturatingProduct(std::span<const int64_t> factors);

// Builds the error for `op`: "<file:line:col>: error: <op name>: <message>"
// (with " (C<n>)" after the op name when `clause` is given, which cites
// ClauseRef{op.id(), clause}). `kind` is kEvaluation unless said otherwise.
Diagnostic opError(const Operation& op, std::string message, std::string_view clause = {},
                   DiagnosticKind kind = DiagnosticKind::kEvaluation);
// The error for an op, type or feature the oracle has no semantics for.
Diagnostic notSupported(const Operation& op, std::string message);

}  // namespace hlo_cts::oracle
