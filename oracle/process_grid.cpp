#include "oracle/process_grid.h"

#include <fmt/format.h>

#include <atomic>
#include <optional>

#include "numerics/mpfr_number.h"

namespace hlo_cts::oracle {

ProcessGrid* gridOf(const EvalContext& context) {
  return context.grid.grid;
}

ProcessId processOf(const EvalContext& context) {
  return {context.grid.replicaId, context.grid.partitionId};
}

Result<ParallelRun> runParallel(const std::vector<std::vector<std::string>>& programs,
                                std::span<const RuntimeValue> inputs,
                                std::vector<std::vector<RuntimeValue>> infeed,
                                EvalContext& parent) {
  // Every grid of one evaluation, nested ones included, shares its
  // budgets and depth through the context that starts it.
  const EvalOptions& options = parent.options();
  const Module& module = parent.module();
  const int64_t replicas = static_cast<int64_t>(programs.size());
  if (replicas == 0) return makeError("interpreter.run_parallel: programs is empty");
  const int64_t partitions = static_cast<int64_t>(programs[0].size());
  for (const auto& row : programs)
    if (static_cast<int64_t>(row.size()) != partitions || partitions == 0)
      return makeError("interpreter.run_parallel: programs must be a non-empty rectangle");
  // Deal the inputs: each program takes as many as its function has arguments.
  std::vector<std::vector<RuntimeValue>> args;
  size_t next = 0;
  for (const auto& row : programs)
    for (const std::string& name : row) {
      std::optional<FunctionView> f = module.lookupFunction(name);
      if (!f) return makeError(fmt::format("interpreter.run_parallel: unknown function @{}", name));
      const size_t arity = f->functionType().inputs().size();
      if (next + arity > inputs.size())
        return makeError(fmt::format(
            "interpreter.run_parallel: {} inputs are too few for the programs' arguments",
            inputs.size()));
      args.emplace_back(inputs.begin() + static_cast<long>(next),
                        inputs.begin() + static_cast<long>(next + arity));
      next += arity;
    }
  if (next != inputs.size())
    return makeError(fmt::format("interpreter.run_parallel: {} inputs, the programs take {}",
                                 inputs.size(), next));

  // One thread per process: cap the processes alive at once.
  const int64_t processes = replicas * partitions;
  std::atomic<int64_t>& live = parent.shared().liveProcesses;
  if (live.fetch_add(processes) + processes > options.maxProcesses) {
    live.fetch_sub(processes);
    return makeError(fmt::format("interpreter.run_parallel: a grid of {} processes would make "
                                 "more than {} alive at once (nested grids count together)",
                                 processes, options.maxProcesses),
                     {}, DiagnosticKind::kLimit);
  }
  struct Release {
    std::atomic<int64_t>& live;
    int64_t n;
    ~Release() { live.fetch_sub(n); }
  } release{live, processes};

  ProcessGrid grid(replicas, partitions);
  for (int64_t r = 0; r < replicas; ++r)
    for (int64_t p = 0; p < partitions; ++p)
      grid.setInfeed({r, p}, std::deque<std::vector<RuntimeValue>>(infeed.begin(), infeed.end()));
  const size_t n = static_cast<size_t>(replicas * partitions);
  std::vector<std::optional<Result<std::vector<RuntimeValue>>>> results(n);
  std::vector<std::vector<CheckOutcome>> checks(n);
  grid.run(
      [&](ProcessId id) {
        const size_t i = static_cast<size_t>(grid.flatId(id));
        EvalContext context(parent,
                            GridPosition{&grid, id.replica, id.partition, replicas, partitions});
        results[i] = context.callFunction(
            programs[static_cast<size_t>(id.replica)][static_cast<size_t>(id.partition)], args[i]);
        checks[i] = context.checks();
      },
      releaseThreadMpfrCaches);
  // The process to blame: the first that failed on its own, else the first
  // that failed (a deadlock alone).
  size_t blamed = n;
  for (size_t i = 0; i < n && blamed == n; ++i)
    if (!results[i]->ok() && results[i]->error().message != grid.deadlockMessage()) blamed = i;
  for (size_t i = 0; i < n && blamed == n; ++i)
    if (!results[i]->ok()) blamed = i;
  ParallelRun out;
  for (size_t i = 0; i < n; ++i) {
    for (CheckOutcome& c : checks[i]) parent.reportCheck(std::move(c));
    if (i == blamed) {
      Diagnostic d = results[i]->takeError();
      d.message = fmt::format("process {}: {}",
                              formatProcess({static_cast<int64_t>(i) / partitions,
                                             static_cast<int64_t>(i) % partitions}),
                              d.message);
      return d;
    }
    if (blamed < n) continue;
    for (RuntimeValue& v : results[i]->value()) out.results.push_back(std::move(v));
    out.outfeeds.push_back(
        grid.outfeed({static_cast<int64_t>(i) / partitions, static_cast<int64_t>(i) % partitions}));
  }
  return out;
}

}  // namespace hlo_cts::oracle
