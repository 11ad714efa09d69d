#include "reports/report_shards.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "reports/results_json.h"

namespace hlo_cts::reports {

std::string runDifferences(const RunInfo& a, const RunInfo& b) {
  std::vector<std::string> keys;
  if (a.backend != b.backend) keys.push_back("backend");
  if (a.backendName != b.backendName) keys.push_back("backend name");
  if (a.backendVersion != b.backendVersion) keys.push_back("backend version");
  if (a.profile != b.profile) keys.push_back("profile");
  if (a.totalShards != b.totalShards) keys.push_back("shard count");
  return fmt::format("{}", fmt::join(keys, ", "));
}

Result<ReportRun> foldShards(const std::vector<ReportRun>& shards, bool force,
                             std::vector<int>& missing) {
  missing.clear();
  if (shards.empty()) return makeError("no shard to fold");
  const RunInfo& first = shards[0].document.info;
  std::map<int, std::string> seen;  // shard index -> its file
  for (const ReportRun& shard : shards) {
    const RunInfo& info = shard.document.info;
    const std::string differ = runDifferences(first, info);
    if (!differ.empty() && !force)
      return makeError(
          fmt::format("{} and {} are shards of different runs ({} differ: {} {} of {} shards vs "
                      "{} {} of {}); report them apart, or pass --force to read them as one run",
                      shards[0].source, shard.source, differ, first.backend, first.profile,
                      first.totalShards, info.backend, info.profile, info.totalShards));
    auto [it, added] = seen.emplace(info.shardIndex, shard.source);
    if (!added && !force)
      return makeError(
          fmt::format("{} and {} are both shard {} of {}: the same tests twice; pass "
                      "--force to read them anyway",
                      it->second, shard.source, info.shardIndex, info.totalShards));
  }
  for (int i = 0; i < first.totalShards; ++i)
    if (!seen.count(i)) missing.push_back(i);

  ReportRun run;
  run.document.info = first;
  run.document.info.shardIndex = 0;
  run.document.info.totalShards = 1;
  double seconds = 0;
  std::vector<std::string> sources;
  for (const ReportRun& shard : shards) {
    for (const TestResult& result : shard.document.results) run.document.results.push_back(result);
    run.reproducers.insert(shard.reproducers.begin(), shard.reproducers.end());
    seconds += shard.document.summary.seconds;
    sources.push_back(shard.source);
  }
  std::stable_sort(run.document.results.begin(), run.document.results.end(),
                   [](const TestResult& a, const TestResult& b) { return a.id < b.id; });
  run.document.summary = summarize(run.document.results);
  run.document.summary.seconds = seconds;
  run.source = fmt::format("{}", fmt::join(sources, " + "));
  return run;
}

}  // namespace hlo_cts::reports
