// Shards of one run read as one run (as deqp-runner and CTS runners do):
// `hlo-cts report shard0/results.json shard1/results.json -o DIR`.
#pragma once

#include <string>
#include <vector>

#include "reports/html_report.h"

namespace hlo_cts::reports {

// Whether a results file is one shard of a sharded run.
inline bool isShard(const RunInfo& info) {
  return info.totalShards > 1;
}

// What makes shards one run's ("backend, profile"); empty when they agree.
std::string runDifferences(const RunInfo& a, const RunInfo& b);

// `shards` (each a shard of a run, isShard) folded into one run: their
// tests in id order, the summary recounted (seconds summed), reproducers
// joined, the run's info the first shard's as a whole run. An error names
// the files when they are shards of different runs (backend, backend name
// or version, profile, or shard count differ) or when two are the same
// shard, unless `force`. `missing` gets the shard numbers none was given
// for (a partial run, reported as such).
Result<ReportRun> foldShards(const std::vector<ReportRun>& shards, bool force,
                             std::vector<int>& missing);

}  // namespace hlo_cts::reports
