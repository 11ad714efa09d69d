// The meeting points of the StableHLO process grid (spec "Parallel
// execution"): num_replicas × num_partitions processes run together, one
// thread per process (never a pool sized by the machine, so a 2-core
// machine runs a 64-process program the same way a 64-core one does).
// Processes meet in collectives (a rendezvous of a process group), pass
// values over channels (send/recv) and read and write per-process host
// queues (infeed/outfeed).
//
// This is synchronization only: which processes form a group and what a
// collective computes from the values it gathers are each evaluator's own
// (the oracle's oracle/ops/collectives.cpp, simd-cpu's
// kernels_collectives.cpp), so that a backend judged by the oracle shares
// none of its semantics. `Value` is what one process contributes (the
// oracle's RuntimeValue, simd-cpu's tensor references).
//
// A deadlock (every live process waits for something no other process can
// provide) ends every waiting process with an error naming the waiting
// processes and what each waits for; nothing hangs.
#pragma once

#include <fmt/format.h>

#include <compare>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "spec/result.h"

namespace hlo_cts {

// (replica_id, partition_id).
struct ProcessId {
  int64_t replica = 0;
  int64_t partition = 0;
  bool operator==(const ProcessId&) const = default;
  auto operator<=>(const ProcessId&) const = default;
};

inline std::string formatProcess(ProcessId p) {
  return fmt::format("({}, {})", p.replica, p.partition);
}

template <class Value>
class ProcessGridOf {
 public:
  using Values = std::vector<Value>;

  ProcessGridOf(int64_t numReplicas, int64_t numPartitions)
      : numReplicas_(numReplicas), numPartitions_(numPartitions) {}
  ProcessGridOf(const ProcessGridOf&) = delete;
  ProcessGridOf& operator=(const ProcessGridOf&) = delete;

  int64_t numReplicas() const { return numReplicas_; }
  int64_t numPartitions() const { return numPartitions_; }
  int64_t numProcesses() const { return numReplicas_ * numPartitions_; }
  int64_t flatId(ProcessId p) const { return p.replica * numPartitions_ + p.partition; }

  // Runs `body(process)` for every process of the grid, each on its own
  // thread, and waits for all of them; `atThreadExit` runs on each thread
  // after its body (per-thread caches to release).
  void run(const std::function<void(ProcessId)>& body,
           const std::function<void()>& atThreadExit = {}) {
    std::vector<ProcessId> all;
    for (int64_t r = 0; r < numReplicas_; ++r)
      for (int64_t p = 0; p < numPartitions_; ++p) all.push_back({r, p});
    // Every process counts as running before any thread starts, so an early
    // finisher cannot make the others look deadlocked.
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (const ProcessId& p : all) running_[p] = true;
    }
    std::vector<std::thread> threads;
    threads.reserve(all.size());
    for (const ProcessId& p : all)
      threads.emplace_back([this, p, &body, &atThreadExit] {
        body(p);
        if (atThreadExit) atThreadExit();
        std::lock_guard<std::mutex> lock(mutex_);
        running_[p] = false;
        // A finished process can leave the others waiting for it forever.
        changed_.notify_all();
      });
    for (std::thread& t : threads) t.join();
  }

  // After run: the error the processes left waiting got when the grid
  // deadlocked (empty when it did not), so that a caller can report the
  // process that failed first instead of those left waiting for it.
  const std::string& deadlockMessage() const { return deadlockMessage_; }

  // A collective: process `self` of `group` (the group's members in group
  // order) contributes `values` to the collective named `what`. Blocks until
  // every member has arrived at its matching collective (the k-th time each
  // process enters a collective with the same `what` and `group`), then
  // returns every member's contribution in group order.
  Result<std::vector<Values>> rendezvous(ProcessId self, const std::string& what,
                                         const std::vector<ProcessId>& group, Values values) {
    std::unique_lock<std::mutex> lock(mutex_);
    std::string key = what + "|";
    for (const ProcessId& p : group) key += fmt::format("{},{};", p.replica, p.partition);
    const int64_t generation = generation_[{self, key}]++;
    Pending& pending = pending_[key][generation];
    pending.expected = group.size();
    pending.contributions[self] = std::move(values);
    if (pending.contributions.size() == pending.expected) {
      pending.complete = true;
      changed_.notify_all();
    }
    std::string waitingFor = what + " with ";
    for (const ProcessId& p : group)
      if (!pending.contributions.count(p)) waitingFor += formatProcess(p) + " ";
    Status s = waitUntil(lock, self, waitingFor, [this, key, generation] {
      auto it = pending_.find(key);
      if (it == pending_.end()) return true;
      auto g = it->second.find(generation);
      return g == it->second.end() || g->second.complete;
    });
    if (!s.ok()) return s.takeError();
    Pending& done = pending_[key][generation];
    std::vector<Values> out;
    for (const ProcessId& p : group) out.push_back(done.contributions[p]);
    if (++done.readers == done.expected) pending_[key].erase(generation);
    return out;
  }

  // Point-to-point channels: send never blocks; recv waits for the next
  // values sent on the channel (FIFO).
  void send(int64_t channel, Values values) {
    std::lock_guard<std::mutex> lock(mutex_);
    channels_[channel].push_back(std::move(values));
    changed_.notify_all();
  }
  Result<Values> recv(ProcessId self, int64_t channel) {
    std::unique_lock<std::mutex> lock(mutex_);
    Status s = waitUntil(lock, self, fmt::format("stablehlo.recv on channel {}", channel),
                         [this, channel] { return !channels_[channel].empty(); });
    if (!s.ok()) return s.takeError();
    Values values = std::move(channels_[channel].front());
    channels_[channel].pop_front();
    return values;
  }

  // Host queues, one pair per process.
  void setInfeed(ProcessId p, std::deque<Values> entries) {
    std::lock_guard<std::mutex> lock(mutex_);
    infeed_[p] = std::move(entries);
  }
  Result<Values> popInfeed(ProcessId self) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto& queue = infeed_[self];
    if (queue.empty())
      return makeError(fmt::format("stablehlo.infeed: the infeed queue of process {} is empty",
                                   formatProcess(self)));
    Values values = std::move(queue.front());
    queue.pop_front();
    return values;
  }
  void pushOutfeed(ProcessId self, Values values) {
    std::lock_guard<std::mutex> lock(mutex_);
    outfeed_[self].push_back(std::move(values));
  }
  std::vector<Values> outfeed(ProcessId p) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = outfeed_.find(p);
    return it == outfeed_.end() ? std::vector<Values>{} : it->second;
  }

 private:
  struct Waiter {
    std::string what;
    std::function<bool()> ready;
  };
  struct Pending {
    std::map<ProcessId, Values> contributions;
    size_t expected = 0;
    size_t readers = 0;
    bool complete = false;
  };

  // Deadlock: every running process waits, and no wait can end.
  bool deadlocked() const {
    bool anyRunning = false;
    for (const auto& [p, running] : running_) {
      if (!running) continue;
      anyRunning = true;
      auto it = waiting_.find(p);
      if (it == waiting_.end() || it->second.ready()) return false;
    }
    return anyRunning;
  }

  std::string deadlockReport() const {
    std::string text = "deadlock in the process grid:";
    for (const auto& [p, running] : running_) {
      auto it = waiting_.find(p);
      if (running && it != waiting_.end())
        text += fmt::format(" process {} waits in {};", formatProcess(p), it->second.what);
      else if (!running)
        text += fmt::format(" process {} has finished;", formatProcess(p));
    }
    text.pop_back();
    return text;
  }

  // Waits (lock held) until `ready()`; fails when the grid deadlocks.
  Status waitUntil(std::unique_lock<std::mutex>& lock, ProcessId self, std::string what,
                   std::function<bool()> ready) {
    if (ready()) return Status::success();
    waiting_[self] = Waiter{std::move(what), ready};
    while (true) {
      if (ready()) break;
      if (!deadlock_ && deadlocked()) {
        deadlock_ = true;
        deadlockMessage_ = deadlockReport();
        changed_.notify_all();
      }
      if (deadlock_) {
        waiting_.erase(self);
        return makeError(deadlockMessage_);
      }
      changed_.wait(lock);
    }
    waiting_.erase(self);
    return Status::success();
  }

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
  std::map<int64_t, std::deque<Values>> channels_;
  std::map<ProcessId, std::deque<Values>> infeed_;
  std::map<ProcessId, std::vector<Values>> outfeed_;
};

}  // namespace hlo_cts
