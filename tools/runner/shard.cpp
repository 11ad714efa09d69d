#include "tools/runner/shard.h"

#include <fmt/format.h>

#include <charconv>

namespace hlo_cts::runner {
namespace {

std::optional<int64_t> parseCount(std::string_view text) {
  int64_t value = 0;
  const char* end = text.data() + text.size();
  auto [rest, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || rest != end || text.empty()) return std::nullopt;
  return value;
}

Result<Shard> checked(int64_t index, int64_t count, std::string source) {
  if (count < 1 || index < 0 || index >= count)
    return makeError(fmt::format("{}: shard {} of {} is not one of 0..{}", source, index, count,
                                 count < 1 ? 0 : count - 1));
  return Shard{index, count, std::move(source)};
}

// A variable read as a non-negative number; nullopt when unset.
Result<std::optional<int64_t>> numberIn(const EnvironmentLookup& lookup, const char* name) {
  const char* value = lookup(name);
  if (value == nullptr) return std::optional<int64_t>();
  std::optional<int64_t> number = parseCount(value);
  if (!number || *number < 0)
    return makeError(fmt::format("{}={}: expected a non-negative number", name, value));
  return number;
}

}  // namespace

std::string Shard::str() const {
  return fmt::format("{}/{}", index, count);
}

Result<Shard> parseShard(std::string_view text) {
  const size_t slash = text.find('/');
  std::optional<int64_t> index, count;
  if (slash != std::string_view::npos) {
    index = parseCount(text.substr(0, slash));
    count = parseCount(text.substr(slash + 1));
  }
  if (!index || !count)
    return makeError(
        fmt::format("--shard {}: expected I/N, shard I of N counted from 0 "
                    "(0/4 .. 3/4)",
                    text));
  return checked(*index, *count, "--shard");
}

Result<std::optional<Shard>> shardFromEnvironment(const EnvironmentLookup& lookup) {
  struct Pair {
    const char* index;
    const char* total;
  };
  // GoogleTest, then Kubernetes (whose total is ours to pass), then Slurm.
  for (Pair pair : {Pair{"GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS"},
                    Pair{"JOB_COMPLETION_INDEX", "HLO_CTS_TOTAL_SHARDS"}}) {
    Result<std::optional<int64_t>> index = numberIn(lookup, pair.index);
    if (!index.ok()) return index.takeError();
    if (!*index) continue;
    Result<std::optional<int64_t>> total = numberIn(lookup, pair.total);
    if (!total.ok()) return total.takeError();
    if (!*total)
      return makeError(
          fmt::format("{} is set but {} is not: set it to the number of shards "
                      "(or pass --shard I/N)",
                      pair.index, pair.total));
    Result<Shard> shard = checked(**index, **total, pair.index);
    if (!shard.ok()) return shard.takeError();
    return std::optional<Shard>(std::move(*shard));
  }
  Result<std::optional<int64_t>> task = numberIn(lookup, "SLURM_ARRAY_TASK_ID");
  if (!task.ok()) return task.takeError();
  if (!*task) return std::optional<Shard>();
  // An array 1-N numbers its tasks from 1: the shard is the task's place in
  // the array, from SLURM_ARRAY_TASK_MIN.
  Result<std::optional<int64_t>> min = numberIn(lookup, "SLURM_ARRAY_TASK_MIN");
  Result<std::optional<int64_t>> max = numberIn(lookup, "SLURM_ARRAY_TASK_MAX");
  Result<std::optional<int64_t>> count = numberIn(lookup, "SLURM_ARRAY_TASK_COUNT");
  if (!min.ok()) return min.takeError();
  if (!max.ok()) return max.takeError();
  if (!count.ok()) return count.takeError();
  const int64_t first = min->value_or(0);
  std::optional<int64_t> total = *count;
  if (!total && *max) total = **max - first + 1;
  if (!total)
    return makeError(
        "SLURM_ARRAY_TASK_ID is set but neither SLURM_ARRAY_TASK_COUNT nor "
        "SLURM_ARRAY_TASK_MAX is: pass --shard I/N");
  Result<Shard> shard = checked(**task - first, *total, "SLURM_ARRAY_TASK_ID");
  if (!shard.ok()) return shard.takeError();
  return std::optional<Shard>(std::move(*shard));
}

}  // namespace hlo_cts::runner
