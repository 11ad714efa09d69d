// The StableHLO process grid (spec "Parallel execution"): num_replicas ×
// num_partitions processes evaluated together, one thread per process —
// never a pool sized by the machine, so a 2-core machine runs a 64-process
// program the same way a 64-core one does. Processes meet in collectives
// (rendezvous of a process group), exchange values over channels
// (send/recv) and read/write per-process host queues (infeed/outfeed).
//
// A deadlock — every live process waiting on something no other process can
// provide — ends every waiting process with an error naming the waiting
// processes and what each waits for; nothing hangs.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "oracle/evaluator.h"
#include "oracle/value.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

// (replica_id, partition_id).
struct ProcessId {
  int64_t replica = 0;
  int64_t partition = 0;
  bool operator==(const ProcessId&) const = default;
  auto operator<=>(const ProcessId&) const = default;
};

std::string formatProcess(ProcessId p);

class ProcessGrid {
 public:
  ProcessGrid(int64_t numReplicas, int64_t numPartitions);
  ProcessGrid(const ProcessGrid&) = delete;
  ProcessGrid& operator=(const ProcessGrid&) = delete;

  int64_t numReplicas() const { return numReplicas_; }
  int64_t numPartitions() const { return numPartitions_; }
  int64_t numProcesses() const { return numReplicas_ * numPartitions_; }
  int64_t flatId(ProcessId p) const { return p.replica * numPartitions_ + p.partition; }

  // Runs `body(process)` for every process of the grid, each on its own
  // thread, and waits for all of them.
  void run(const std::function<void(ProcessId)>& body);
  // After run: the error the processes left waiting got when the grid
  // deadlocked (empty when it did not), so that a caller can report the
  // process that failed first instead of those left waiting for it.
  const std::string& deadlockMessage() const { return deadlockMessage_; }

  // A collective: process `self` of `group` (the group's members in group
  // order) contributes `values` to the collective named `what`. Blocks until
  // every member has arrived at its matching collective (the k-th time each
  // process enters a collective with the same `what` and `group`), then
  // returns every member's contribution in group order.
  Result<std::vector<std::vector<RuntimeValue>>> rendezvous(ProcessId self, const std::string& what,
                                                            const std::vector<ProcessId>& group,
                                                            std::vector<RuntimeValue> values);

  // Point-to-point channels: send never blocks; recv waits for the next
  // value sent on the channel (FIFO).
  void send(ProcessId self, int64_t channel, std::vector<RuntimeValue> values);
  Result<std::vector<RuntimeValue>> recv(ProcessId self, int64_t channel);

  // Host queues, one pair per process.
  void setInfeed(ProcessId p, std::deque<std::vector<RuntimeValue>> entries);
  Result<std::vector<RuntimeValue>> popInfeed(ProcessId self);
  void pushOutfeed(ProcessId self, std::vector<RuntimeValue> values);
  std::vector<std::vector<RuntimeValue>> outfeed(ProcessId p) const;

 private:
  struct Waiter {
    std::string what;
    std::function<bool()> ready;
  };
  struct Pending {
    std::map<ProcessId, std::vector<RuntimeValue>> contributions;
    size_t expected = 0;
    size_t readers = 0;
    bool complete = false;
  };

  // Waits (lock held) until `ready()`; fails when the grid deadlocks.
  Status waitUntil(std::unique_lock<std::mutex>& lock, ProcessId self, std::string what,
                   std::function<bool()> ready);
  bool deadlocked() const;
  std::string deadlockReport() const;
  void processStarted(ProcessId p);
  void processFinished(ProcessId p);

  int64_t numReplicas_;
  int64_t numPartitions_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::map<ProcessId, Waiter> waiting_;
  std::map<ProcessId, bool> running_;
  bool deadlock_ = false;
  std::string deadlockMessage_;
  // Collectives: key = what + group; per process how many it entered.
  std::map<std::string, std::map<int64_t, Pending>> pending_;
  std::map<std::pair<ProcessId, std::string>, int64_t> generation_;
  std::map<int64_t, std::deque<std::vector<RuntimeValue>>> channels_;
  std::map<ProcessId, std::deque<std::vector<RuntimeValue>>> infeed_;
  std::map<ProcessId, std::vector<std::vector<RuntimeValue>>> outfeed_;
};

// The grid position an EvalContext runs at, and its grid (null outside a
// grid: a single process (0, 0) of a 1×1 grid).
ProcessGrid* gridOf(const EvalContext& context);
ProcessId processOf(const EvalContext& context);

// Runs function `programs[r][p]` of `module` as process (r, p) of a
// len(programs) × len(programs[0]) grid; `inputs` are dealt to the programs
// in row-major order, each taking as many as its function has arguments.
// Returns every program's results, concatenated in the same order, plus the
// check outcomes of every process (in `parent`, when given). With a parent,
// the grid shares its budgets and nesting depth; the processes alive at once
// in one evaluation are capped by EvalOptions::maxProcesses.
struct ParallelRun {
  std::vector<RuntimeValue> results;
  std::vector<std::vector<std::vector<RuntimeValue>>> outfeeds;  // per process
};
Result<ParallelRun> runParallel(const VerifiedModule& module,
                                const std::vector<std::vector<std::string>>& programs,
                                std::span<const RuntimeValue> inputs,
                                std::vector<std::vector<RuntimeValue>> infeed,
                                const EvalOptions& options, EvalContext* parent = nullptr);

}  // namespace hlo_cts::oracle
