// Which part of a campaign this process runs, so that a batch system's
// array of identical jobs splits one campaign without a scheduler of our
// own. Shard I of N judges program indices I, I + N, I + 2N, ...; program i
// comes from (seed, i) alone (runner::programSeed), so the shards together
// judge exactly the programs of the campaign run whole.
//
// Without `--shard I/N`, the shard is read from the environment of the
// usual batch systems, first match wins:
//   GoogleTest sharding        GTEST_SHARD_INDEX, GTEST_TOTAL_SHARDS
//   Kubernetes Indexed Job     JOB_COMPLETION_INDEX, with HLO_CTS_TOTAL_SHARDS
//                              (the Job's `completions`; Kubernetes does not
//                              export it)
//   Slurm job array            SLURM_ARRAY_TASK_ID, with SLURM_ARRAY_TASK_COUNT,
//                              or SLURM_ARRAY_TASK_MIN/MAX (an array 0-N or 1-N)
// An index without a total is an error, not the whole campaign: N machines
// that each ran every program would be N times the cost and one campaign.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "spec/result.h"

namespace hlo_cts::runner {

struct Shard {
  int64_t index = 0;
  int64_t count = 1;
  std::string source;       // where it came from: "--shard", "GTEST_SHARD_INDEX", ...
  std::string str() const;  // "2/8"
};

// "I/N" with 0 <= I < N.
Result<Shard> parseShard(std::string_view text);

// A variable's value, or null when unset (std::getenv in the tool).
using EnvironmentLookup = std::function<const char*(const char*)>;

// The shard the batch system's variables name; nullopt when none is set.
Result<std::optional<Shard>> shardFromEnvironment(const EnvironmentLookup& lookup);

}  // namespace hlo_cts::runner
