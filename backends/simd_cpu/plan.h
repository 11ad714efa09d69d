// The simd-cpu executor's compiled form of a program: every function as a
// list of steps over numbered value slots, element-wise chains fused into
// single steps (elementwise.h), regions (loop bodies, branches, reducers,
// comparators) compiled once into nested step lists. Compiling decides
// everything that can be decided without the inputs: which kernel runs each
// op, which ops fuse, what is not supported (and why); running only moves
// tensors between slots and calls kernels.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "backends/simd_cpu/elementwise.h"
#include "backends/simd_cpu/kernel.h"
#include "spec/ir.h"
#include "spec/result.h"

namespace hlo_cts::backends::simd_cpu {

struct BlockPlan;
struct FunctionPlan;
struct RowGroup;

struct Step {
  enum class Kind : uint8_t {
    kKernel,    // a kernel of the table
    kFused,     // a fused element-wise chain
    kConstant,  // a value fixed at compile time
    kCall,      // func.call, stablehlo.composite
    kWhile,
    kIf,
    kCase,
    kForward,   // optimization_barrier, async_done: results are the operands
    kToken,     // after_all, create_token
    kInline,    // async_start: its region runs where the op is
    kRowGroup,  // steps run block of rows by block of rows (row_group.h)
    kParallel,  // interpreter.run_parallel: a grid of processes, one thread each
  };
  Kind kind = Kind::kKernel;
  const Operation* op = nullptr;  // kFused: the chain's last op
  std::vector<int> inputs;
  std::vector<int> outputs;
  std::vector<std::unique_ptr<BlockPlan>> regions;
  const KernelEntry* kernel = nullptr;
  std::shared_ptr<const FusedProgram> fused;
  TensorRef constant;
  const FunctionPlan* callee = nullptr;
  std::shared_ptr<const RowGroup> rowGroup;
  // kParallel: programs[replica][partition], and the functions whose
  // results are the infeed queue's entries (every process gets the queue).
  std::vector<std::vector<const FunctionPlan*>> programs;
  std::vector<const FunctionPlan*> infeed;
};

// The step kind of an op the plan runs itself (control flow, calls,
// constants, tokens); nullopt for ops that need a kernel.
std::optional<Step::Kind> builtinStepKind(OpId op);

struct BlockPlan {
  std::vector<int> arguments;
  std::vector<Step> steps;
  std::vector<int> results;  // the terminator's operands
};

struct FunctionPlan {
  int numSlots = 0;
  BlockPlan body;
};

struct PlanStats {
  int64_t steps = 0;
  int64_t fusedChains = 0;
  int64_t fusedOps = 0;
  int64_t broadcastViews = 0;  // broadcast_in_dim read by chains, never materialized
  int64_t rowGroups = 0;       // runs of steps executed by blocks of rows
};

struct PlanOptions {
  bool rowGroups = true;  // off: every step runs over its whole tensors
};

class ProgramPlan {
 public:
  // Compiles function `entry` of a verified module and every function it
  // calls. A kNotSupported error names the op and why.
  static Result<std::unique_ptr<ProgramPlan>> compile(const Module& module, std::string_view entry,
                                                      PlanOptions options = {});

  // Runs the entry function; stops with a kDeadline error past `deadline`.
  Result<std::vector<TensorRef>> run(std::span<const TensorRef> arguments,
                                     std::chrono::steady_clock::time_point deadline) const;

  const PlanStats& stats() const { return stats_; }

 private:
  friend class PlanCompiler;
  std::map<std::string, std::unique_ptr<FunctionPlan>, std::less<>> functions_;
  const FunctionPlan* entry_ = nullptr;
  PlanStats stats_;
  PlanOptions options_;
};

}  // namespace hlo_cts::backends::simd_cpu
