// `hlo-cts fuzz merge`: findings folders folded into one (campaign.h).
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "tools/runner/campaign.h"
#include "tools/runner/campaign_files.h"

namespace hlo_cts::runner {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

// The keys on which two campaigns' identities differ: "seed, backends".
std::string differingKeys(const Json& a, const Json& b) {
  std::string keys;
  std::set<std::string> names;
  for (const auto& [key, value] : a.items()) names.insert(key);
  for (const auto& [key, value] : b.items()) names.insert(key);
  for (const std::string& key : names)
    if (a.value(key, Json()) != b.value(key, Json())) keys += (keys.empty() ? "" : ", ") + key;
  return keys;
}

}  // namespace

Result<MergeOutcome> mergeCampaigns(const MergeOptions& options) {
  if (options.folders.empty()) return makeError("merge: no folder to merge");
  if (options.out.empty()) return makeError("merge: no output folder (-o OUT)");
  std::vector<CampaignFolder> folders;
  for (const std::string& dir : options.folders) {
    Result<CampaignFolder> folder = readCampaignFolder(dir);
    if (!folder.ok()) return folder.takeError();
    folder->identity.erase("shard");  // the shards of a campaign are that campaign
    if (!folders.empty() && !options.force && folder->identity != folders[0].identity)
      return makeError(fmt::format("{} and {} record different campaigns ({} differ): their "
                                   "programs are not the same programs; pass --force to merge "
                                   "them anyway",
                                   folders[0].dir.string(), dir,
                                   differingKeys(folders[0].identity, folder->identity)),
                       {}, DiagnosticKind::kIo);
    folders.push_back(std::move(*folder));
  }
  const fs::path out = options.out;
  for (const CampaignFolder& folder : folders)
    if (fs::exists(out) && fs::equivalent(out, folder.dir))
      return makeError(
          fmt::format("merge: {} is one of the folders merged; write elsewhere", out.string()), {},
          DiagnosticKind::kIo);
  if (holdsJournal(out))
    return makeError(
        fmt::format("{} already holds a campaign; merge into a new folder", out.string()), {},
        DiagnosticKind::kIo);

  // Journals: a (campaign, program, backend) once; each line's finding
  // counted against the merged finding it folds into.
  MergeOutcome outcome;
  struct Merged {
    Finding finding;
    size_t folder = 0;  // the folder whose copy is kept (the earliest program)
    std::string oldSlug;
  };
  std::vector<Merged> merged;
  std::map<std::string, size_t> byKey;                      // backend, signature, mechanism
  std::map<std::pair<size_t, std::string>, size_t> bySlug;  // (folder, old slug) -> merged
  std::map<std::string, size_t> identityIndex;              // campaign -> its number
  for (size_t i = 0; i < folders.size(); ++i)
    for (const Json& entry : folders[i].findings) {
      Finding f = findingFromJson(entry);
      f.occurrences = 0;  // counted from the journals
      const std::string key = findingKey(f);
      auto [it, added] = byKey.emplace(key, merged.size());
      if (added) {
        merged.push_back({f, i, f.slug});
      } else {
        std::map<std::string, int64_t> spread = merged[it->second].finding.spread;
        for (const auto& [what, count] : f.spread) spread[what] += count;
        std::string note = joinNotes(merged[it->second].finding.note, f.note);
        if (f.program < merged[it->second].finding.program) merged[it->second] = {f, i, f.slug};
        merged[it->second].finding.spread = std::move(spread);
        merged[it->second].finding.note = std::move(note);
      }
      bySlug[{i, f.slug}] = it->second;
    }
  std::set<std::tuple<size_t, int64_t, std::string>> judged;
  std::set<std::pair<size_t, int64_t>> programs;
  std::vector<std::pair<size_t, Json>> journal;  // (finding or npos, line)
  for (size_t i = 0; i < folders.size(); ++i) {
    const size_t campaign =
        identityIndex.emplace(folders[i].identity.dump(), identityIndex.size()).first->second;
    for (const Json& entry : folders[i].journal) {
      if (!entry.contains("program") || !entry.contains("backend")) continue;
      const int64_t program = entry["program"].get<int64_t>();
      // One line per (program, backend, input set) judged.
      const std::string backend =
          entry["backend"].get<std::string>() + "#" + std::to_string(entry.value("input_set", 0));
      if (!judged.insert({campaign, program, backend}).second) {
        ++outcome.duplicateLines;
        continue;
      }
      programs.insert({campaign, program});
      size_t finding = std::string::npos;
      if (auto it = bySlug.find({i, entry.value("finding", std::string())}); it != bySlug.end()) {
        finding = it->second;
        ++merged[finding].finding.occurrences;
      }
      journal.push_back({finding, entry});
    }
  }
  outcome.programs = static_cast<int64_t>(programs.size());

  // Named in the order of the first program that showed each, as a
  // campaign run whole on one thread names them ("-2" after a taken name).
  std::vector<size_t> order(merged.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return merged[a].finding.program < merged[b].finding.program;
  });
  std::vector<std::string> newSlug(merged.size());
  std::set<std::string> taken;
  std::error_code ec;
  fs::create_directories(out / "findings", ec);
  if (ec)
    return makeError(fmt::format("cannot create {}: {}", out.string(), ec.message()), {},
                     DiagnosticKind::kIo);
  std::ofstream findingsFile(out / "findings.jsonl");
  for (size_t n = 0; n < order.size(); ++n) {
    Merged& m = merged[order[n]];
    Finding& f = m.finding;
    f.slug = newSlug[order[n]] = uniqueSlug(f.name, taken);
    const fs::path from = folders[m.folder].dir / "findings" / m.oldSlug;
    const fs::path to = out / "findings" / f.slug;
    if (fs::exists(from)) {
      fs::create_directories(to.parent_path(), ec);
      fs::copy(from, to, fs::copy_options::recursive | fs::copy_options::overwrite_existing, ec);
      if (ec)
        return makeError(
            fmt::format("cannot copy {} to {}: {}", from.string(), to.string(), ec.message()), {},
            DiagnosticKind::kIo);
    }
    // Relative to the merged folder, which is what gets moved and checked
    // in: no path of the machine that merged it.
    if (!f.reproducer.empty())
      f.reproducer = (fs::path("findings") / f.slug / "reproducer.mlir").generic_string();
    findingsFile << findingJson(f).dump() << "\n";
    outcome.findings.push_back(f);
  }
  std::stable_sort(journal.begin(), journal.end(), [](const auto& a, const auto& b) {
    return a.second["program"].template get<int64_t>() <
           b.second["program"].template get<int64_t>();
  });
  std::vector<Json> journalLines;
  journalLines.reserve(journal.size());
  for (auto& [finding, entry] : journal) {
    if (finding != std::string::npos) entry["finding"] = newSlug[finding];
    journalLines.push_back(std::move(entry));
  }
  if (options.pack) {
    if (Status packed = writePackedJournal(out, journalLines); !packed.ok())
      return packed.takeError();
  } else {
    std::ofstream journalFile(out / "journal.jsonl");
    for (const Json& entry : journalLines) journalFile << entry.dump() << "\n";
    if (!journalFile)
      return makeError(fmt::format("cannot write {}", (out / "journal.jsonl").string()), {},
                       DiagnosticKind::kIo);
  }
  // Each folder's runs once: a shard merged again with a merge of it
  // brings the same lines twice.
  std::set<std::string> runs;
  for (const CampaignFolder& folder : folders)
    for (const Json& run : folder.runs)
      if (runs.insert(run.dump()).second) appendRun(out, run);
  // One campaign: the merged folder is that campaign run whole, and
  // `hlo-cts fuzz --resume` continues it.
  std::ofstream(out / "campaign.json") << folders[0].identity.dump(2) << "\n";
  std::string from;
  for (const CampaignFolder& folder : folders)
    from += (from.empty() ? "" : ", ") + folder.dir.string();
  writeSummary(out,
               fmt::format("Campaign: seed {}, {} programs judged, merged from {}{}",
                           folders[0].identity.value("seed", Json()).dump(), outcome.programs, from,
                           identityIndex.size() > 1 ? " (different campaigns, --force)" : ""),
               outcome.findings);
  if (!findingsFile)
    return makeError(fmt::format("cannot write in {}", out.string()), {}, DiagnosticKind::kIo);
  return outcome;
}

}  // namespace hlo_cts::runner
