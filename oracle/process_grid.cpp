#include "oracle/process_grid.h"

#include <fmt/format.h>

#include <atomic>
#include <optional>
#include <thread>

#include "oracle/numerics/mpfr_number.h"

namespace hlo_cts::oracle {
namespace {

// The context-to-grid link: EvalContext keeps an opaque pointer; processes
// of a grid point it at this record.
std::string groupKey(const std::string& what, const std::vector<ProcessId>& group) {
  std::string key = what + "|";
  for (const ProcessId& p : group) key += fmt::format("{},{};", p.replica, p.partition);
  return key;
}

}  // namespace

std::string formatProcess(ProcessId p) {
  return fmt::format("({}, {})", p.replica, p.partition);
}

ProcessGrid::ProcessGrid(int64_t numReplicas, int64_t numPartitions)
    : numReplicas_(numReplicas), numPartitions_(numPartitions) {}

void ProcessGrid::processStarted(ProcessId p) {
  std::lock_guard<std::mutex> lock(mutex_);
  running_[p] = true;
}

void ProcessGrid::processFinished(ProcessId p) {
  std::lock_guard<std::mutex> lock(mutex_);
  running_[p] = false;
  // A finished process can leave the others waiting for it forever.
  changed_.notify_all();
}

void ProcessGrid::run(const std::function<void(ProcessId)>& body) {
  std::vector<ProcessId> all;
  for (int64_t r = 0; r < numReplicas_; ++r)
    for (int64_t p = 0; p < numPartitions_; ++p) all.push_back({r, p});
  // Every process counts as running before any thread starts, so an early
  // finisher cannot make the others look deadlocked.
  for (const ProcessId& p : all) processStarted(p);
  std::vector<std::thread> threads;
  threads.reserve(all.size());
  for (const ProcessId& p : all)
    threads.emplace_back([this, p, &body] {
      body(p);
      releaseThreadMpfrCaches();
      processFinished(p);
    });
  for (std::thread& t : threads) t.join();
}

bool ProcessGrid::deadlocked() const {
  // Deadlock: every running process waits, and no wait can end.
  bool any_running = false;
  for (const auto& [p, running] : running_) {
    if (!running) continue;
    any_running = true;
    auto it = waiting_.find(p);
    if (it == waiting_.end() || it->second.ready()) return false;
  }
  return any_running;
}

std::string ProcessGrid::deadlockReport() const {
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

Status ProcessGrid::waitUntil(std::unique_lock<std::mutex>& lock, ProcessId self, std::string what,
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

Result<std::vector<std::vector<RuntimeValue>>> ProcessGrid::rendezvous(
    ProcessId self, const std::string& what, const std::vector<ProcessId>& group,
    std::vector<RuntimeValue> values) {
  std::unique_lock<std::mutex> lock(mutex_);
  const std::string key = groupKey(what, group);
  const int64_t generation = generation_[{self, key}]++;
  Pending& pending = pending_[key][generation];
  pending.expected = group.size();
  pending.contributions[self] = std::move(values);
  if (pending.contributions.size() == pending.expected) {
    pending.complete = true;
    changed_.notify_all();
  }
  std::string waiting_for = what + " with ";
  for (const ProcessId& p : group)
    if (!pending.contributions.count(p)) waiting_for += formatProcess(p) + " ";
  Status s = waitUntil(lock, self, waiting_for, [this, key, generation] {
    auto it = pending_.find(key);
    if (it == pending_.end()) return true;
    auto g = it->second.find(generation);
    return g == it->second.end() || g->second.complete;
  });
  if (!s.ok()) return s.takeError();
  Pending& done = pending_[key][generation];
  std::vector<std::vector<RuntimeValue>> out;
  for (const ProcessId& p : group) out.push_back(done.contributions[p]);
  if (++done.readers == done.expected) pending_[key].erase(generation);
  return out;
}

void ProcessGrid::send(ProcessId, int64_t channel, std::vector<RuntimeValue> values) {
  std::lock_guard<std::mutex> lock(mutex_);
  channels_[channel].push_back(std::move(values));
  changed_.notify_all();
}

Result<std::vector<RuntimeValue>> ProcessGrid::recv(ProcessId self, int64_t channel) {
  std::unique_lock<std::mutex> lock(mutex_);
  Status s = waitUntil(lock, self, fmt::format("stablehlo.recv on channel {}", channel),
                       [this, channel] { return !channels_[channel].empty(); });
  if (!s.ok()) return s.takeError();
  std::vector<RuntimeValue> values = std::move(channels_[channel].front());
  channels_[channel].pop_front();
  return values;
}

void ProcessGrid::setInfeed(ProcessId p, std::deque<std::vector<RuntimeValue>> entries) {
  std::lock_guard<std::mutex> lock(mutex_);
  infeed_[p] = std::move(entries);
}

Result<std::vector<RuntimeValue>> ProcessGrid::popInfeed(ProcessId self) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto& queue = infeed_[self];
  if (queue.empty())
    return makeError(fmt::format("stablehlo.infeed: the infeed queue of process {} is empty",
                                 formatProcess(self)));
  std::vector<RuntimeValue> values = std::move(queue.front());
  queue.pop_front();
  return values;
}

void ProcessGrid::pushOutfeed(ProcessId self, std::vector<RuntimeValue> values) {
  std::lock_guard<std::mutex> lock(mutex_);
  outfeed_[self].push_back(std::move(values));
}

std::vector<std::vector<RuntimeValue>> ProcessGrid::outfeed(ProcessId p) const {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = outfeed_.find(p);
  return it == outfeed_.end() ? std::vector<std::vector<RuntimeValue>>{} : it->second;
}

ProcessGrid* gridOf(const EvalContext& context) {
  return context.grid.grid;
}

ProcessId processOf(const EvalContext& context) {
  return {context.grid.replicaId, context.grid.partitionId};
}

Result<ParallelRun> runParallel(const VerifiedModule& verified,
                                const std::vector<std::vector<std::string>>& programs,
                                std::span<const RuntimeValue> inputs,
                                std::vector<std::vector<RuntimeValue>> infeed,
                                const EvalOptions& options, EvalContext* parent) {
  // Every grid of one evaluation, nested ones included, shares its
  // budgets and depth through the context that starts it.
  std::optional<EvalContext> root;
  if (!parent) parent = &root.emplace(verified, options);
  const Module& module = verified.module();
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
  std::atomic<int64_t>& live = parent->shared().liveProcesses;
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
  grid.run([&](ProcessId id) {
    const size_t i = static_cast<size_t>(grid.flatId(id));
    EvalContext context(*parent,
                        GridPosition{&grid, id.replica, id.partition, replicas, partitions});
    results[i] = context.callFunction(
        programs[static_cast<size_t>(id.replica)][static_cast<size_t>(id.partition)], args[i]);
    checks[i] = context.checks();
  });
  // The process to blame: the first that failed on its own, else the first
  // that failed (a deadlock alone).
  size_t blamed = n;
  for (size_t i = 0; i < n && blamed == n; ++i)
    if (!results[i]->ok() && results[i]->error().message != grid.deadlockMessage()) blamed = i;
  for (size_t i = 0; i < n && blamed == n; ++i)
    if (!results[i]->ok()) blamed = i;
  ParallelRun out;
  for (size_t i = 0; i < n; ++i) {
    if (!root)
      for (CheckOutcome& c : checks[i]) parent->reportCheck(std::move(c));
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
