// The oracle's StableHLO process grid (spec "Parallel execution") and
// runParallel, which evaluates a grid of programs (interpreter.run_parallel,
// num_replicas/num_partitions).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/value.h"
#include "spec/process_grid.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

// The oracle's grid: the shared meeting points (spec/process_grid.h) over
// runtime values. Its semantics (process groups, what each collective
// computes) are oracle/ops/collectives.cpp's.
class ProcessGrid : public ProcessGridOf<RuntimeValue> {
 public:
  using ProcessGridOf<RuntimeValue>::ProcessGridOf;
};

// The grid position an EvalContext runs at, and its grid (null outside a
// grid: a single process (0, 0) of a 1×1 grid).
ProcessGrid* gridOf(const EvalContext& context);
ProcessId processOf(const EvalContext& context);

// Runs function `programs[r][p]` of `parent`'s module as process (r, p) of
// a len(programs) × len(programs[0]) grid; `inputs` are dealt to the
// programs in row-major order, each taking as many as its function has
// arguments. Returns every program's results, concatenated in the same
// order, plus the check outcomes of every process (in `parent`). The grid
// is part of `parent`'s evaluation: the same op table, passes and options,
// and its budgets and nesting depth; the processes alive at once in one
// evaluation are capped by EvalOptions::maxProcesses.
struct ParallelRun {
  std::vector<RuntimeValue> results;
  std::vector<std::vector<std::vector<RuntimeValue>>> outfeeds;  // per process
};
Result<ParallelRun> runParallel(const std::vector<std::vector<std::string>>& programs,
                                std::span<const RuntimeValue> inputs,
                                std::vector<std::vector<RuntimeValue>> infeed, EvalContext& parent);

}  // namespace hlo_cts::oracle
