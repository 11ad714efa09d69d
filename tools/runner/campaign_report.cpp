#include "tools/runner/campaign_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "tools/runner/campaign.h"
#include "tools/runner/campaign_files.h"

namespace hlo_cts::runner {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

// A table cell: a pipe or line break of the text does not end the row.
std::string cell(const std::string& text) {
  if (text.empty()) return "-";
  std::string out;
  for (char c : text) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

// A relative link from the report's folder: spaces escaped.
std::string linkTo(const fs::path& target, const fs::path& reportDir) {
  const fs::path relative =
      fs::weakly_canonical(fs::absolute(target)).lexically_relative(reportDir);
  std::string link = relative.empty() ? "." : relative.generic_string();
  for (size_t at = link.find(' '); at != std::string::npos; at = link.find(' ', at))
    link.replace(at, 1, "%20");
  return link;
}

// What one campaign's journal says of one backend.
struct BackendTally {
  std::set<int64_t> programs;
  int64_t judgements = 0, flaky = 0;
  int64_t verdicts[kNumVerdicts] = {};
  double seconds = 0;  // the judgements' own times, summed
};

struct CampaignFacts {
  CampaignFolder folder;
  std::string name;  // the folder's own name
  std::string link;  // the folder, from the report's folder
  std::map<std::string, BackendTally> backends;
  // Finding slug -> journal lines counted against it; used when the
  // journal names findings (campaigns from before it did: the record's).
  std::map<std::string, int64_t> counted;
  bool journalNamesFindings = false;
};

CampaignFacts factsOf(CampaignFolder folder, const fs::path& reportDir) {
  CampaignFacts facts;
  const fs::path dir = fs::weakly_canonical(fs::absolute(folder.dir));
  facts.name = dir.filename().string();
  facts.link = linkTo(dir, reportDir);
  for (const Json& line : folder.journal) {
    if (!line.contains("program") || !line.contains("backend")) continue;
    BackendTally& tally = facts.backends[line.value("backend", std::string())];
    tally.programs.insert(line.value("program", int64_t{0}));
    ++tally.judgements;
    if (std::optional<Verdict> verdict = verdictFromName(line.value("verdict", std::string())))
      ++tally.verdicts[static_cast<int>(*verdict)];
    if (line.contains("flaky")) ++tally.flaky;
    tally.seconds += line.value("seconds", 0.0);
    if (line.contains("finding")) {
      facts.journalNamesFindings = true;
      ++facts.counted[line.value("finding", std::string())];
    }
  }
  facts.folder = std::move(folder);
  return facts;
}

// One finding of the report: the same backend and cause, over campaigns.
struct Seen {
  size_t campaign = 0;
  std::string slug;
  int64_t occurrences = 0;
};
struct ReportFinding {
  Finding f;  // as the first campaign that saw it records it
  std::vector<Seen> seen;
  int64_t occurrences = 0;
  std::map<std::string, int64_t> spread;
  std::string note;
};

// The backend as a finding's folder names it (`pjrt-cuda`, `xla-cpu`): its
// own name, where the campaign section spells out its command line.
std::string backendFolder(const Finding& f) {
  const size_t slash = f.slug.find('/');
  return slash == std::string::npos ? f.backend : f.slug.substr(0, slash);
}

std::vector<ReportFinding> findingsOf(const std::vector<CampaignFacts>& campaigns) {
  std::vector<ReportFinding> findings;
  std::map<std::string, size_t> byKey;
  for (size_t c = 0; c < campaigns.size(); ++c)
    for (const Json& entry : campaigns[c].folder.findings) {
      const Finding f = findingFromJson(entry);
      const int64_t occurrences =
          campaigns[c].journalNamesFindings
              ? (campaigns[c].counted.count(f.slug) ? campaigns[c].counted.at(f.slug) : int64_t{0})
              : f.occurrences;
      auto [it, added] = byKey.emplace(findingKey(f), findings.size());
      if (added) findings.push_back({f, {}, 0, {}, ""});
      ReportFinding& r = findings[it->second];
      r.seen.push_back({c, f.slug, occurrences});
      r.occurrences += occurrences;
      for (const auto& [what, count] : f.spread) r.spread[what] += count;
      r.note = joinNotes(r.note, f.note);
    }
  const auto order = [](const ReportFinding& r) {
    const auto kind = std::find(std::begin(kFindingClasses), std::end(kFindingClasses), r.f.kind);
    return std::make_tuple(kind - std::begin(kFindingClasses), r.f.mechanism, r.f.slug);
  };
  std::stable_sort(
      findings.begin(), findings.end(),
      [&](const ReportFinding& a, const ReportFinding& b) { return order(a) < order(b); });
  return findings;
}

// "[https://...](https://...) (open)", or the triaged finding's path.
std::string issueReference(const KnownIssue& issue) {
  const std::string where = !issue.upstream.empty()  ? fmt::format("[{0}]({0})", issue.upstream)
                            : !issue.triaged.empty() ? fmt::format("`{}`", issue.triaged)
                                                     : "no reference yet";
  return fmt::format("{} ({})", where, issue.state);
}

// The known issue's reference (issueReference); "new" when none matches.
std::string knownText(const ReportFinding& r, const CampaignReportOptions& options) {
  if (!options.knownIssues) return r.f.known.empty() ? "new" : r.f.known;
  const KnownIssue* issue =
      matchKnownIssue(*options.knownIssues, backendFolder(r.f), findingKey(r.f));
  return issue ? issueReference(*issue) : "new";
}

std::string listOf(const Json& names, const std::string& none) {
  std::string text;
  if (names.is_array())
    for (const Json& name : names)
      if (name.is_string()) text += (text.empty() ? "" : ", ") + name.get<std::string>();
  return text.empty() ? none : text;
}

void renderCampaign(const CampaignFacts& c, std::string& out) {
  const Json& id = c.folder.identity;
  out += fmt::format("### [{}]({}/)\n\n", c.name, c.link);
  out += fmt::format("- seed {}", id.value("seed", Json()).dump());
  if (id.contains("shard"))
    out +=
        fmt::format(", shard {}/{}", id["shard"].value("index", 0), id["shard"].value("count", 1));
  out += "\n- backends: ";
  std::string backends;
  for (const Json& b : id.value("backends", Json::array()))
    backends += fmt::format("{}`{}` under profile `{}`", backends.empty() ? "" : ", ",
                            b.value("label", std::string()), b.value("profile", std::string()));
  out += backends + "\n";
  out += fmt::format(
      "- programs: at most {} ops, rank {}, dimensions of {}; element types: {}; ops: {}; "
      "inputs: {}\n",
      id.value("max_ops", Json()).dump(), id.value("max_rank", Json()).dump(),
      id.value("max_dim", Json()).dump(), listOf(id.value("element_types", Json()), "a mix"),
      listOf(id.value("ops", Json()), "every op with a sampler"),
      id.value("clean", false) ? "clean (no NaN, Inf, subnormal or extreme value)"
                               : "with special values");
  if (id.contains("inputs_per_program") || id.contains("repeat"))
    out += fmt::format("- input sets per program: {}; executions per input set: {}\n",
                       id.value("inputs_per_program", 1), id.value("repeat", 1));
  out += "\n";

  // Runs: when, on what, how fast.
  std::vector<Json> runs = c.folder.runs;
  std::stable_sort(runs.begin(), runs.end(), [](const Json& a, const Json& b) {
    return std::make_pair(a.value("started", std::string()), a.value("shard", std::string())) <
           std::make_pair(b.value("started", std::string()), b.value("shard", std::string()));
  });
  if (runs.empty()) {
    out +=
        "No runs.jsonl: a campaign from before runs were recorded, or one stopped before it "
        "ended (a run's line is written at its end); its wall time and the backends' versions "
        "are not known.\n\n";
  } else {
    out +=
        "| run started (UTC) | shard | workers | backends (name version) | programs | wall s | "
        "programs/s |\n|---|---|---|---|---|---|---|\n";
    int64_t programs = 0;
    double seconds = 0;
    for (const Json& run : runs) {
      std::string versions;
      for (const Json& b : run.value("backends", Json::array()))
        versions += fmt::format("{}{} {}", versions.empty() ? "" : ", ",
                                b.value("name", std::string()), b.value("version", std::string()));
      const int64_t n = run.value("programs", int64_t{0});
      const double s = run.value("seconds", 0.0);
      programs += n;
      seconds += s;
      out += fmt::format("| {} | {} | {} | {} | {} | {:.1f} | {:.1f} |\n",
                         run.value("started", std::string()), run.value("shard", std::string()),
                         run.value("jobs", 0), cell(versions), n, s, s > 0 ? n / s : 0.0);
    }
    out += fmt::format("\n{} run(s): {} programs in {:.1f} s of runs ({:.1f} programs/s",
                       runs.size(), programs, seconds, seconds > 0 ? programs / seconds : 0.0);
    out += runs.size() > 1 ? "; shards run side by side overlap in time, their seconds summed).\n\n"
                           : ").\n\n";
  }

  // Verdicts, from the journal.
  std::vector<int> shown;
  for (int v = 0; v < kNumVerdicts; ++v)
    for (const auto& [label, tally] : c.backends)
      if (tally.verdicts[v] > 0 && (shown.empty() || shown.back() != v)) shown.push_back(v);
  out += "| backend | programs | judgements";
  for (int v : shown) out += fmt::format(" | {}", verdictName(static_cast<Verdict>(v)));
  out += " | flaky | judging s |\n|---|---|---";
  for (size_t i = 0; i < shown.size(); ++i) out += "|---";
  out += "|---|---|\n";
  for (const auto& [label, tally] : c.backends) {
    out += fmt::format("| `{}` | {} | {}", cell(label), tally.programs.size(), tally.judgements);
    for (int v : shown) out += fmt::format(" | {}", tally.verdicts[v]);
    out += fmt::format(" | {} | {:.1f} |\n", tally.flaky, tally.seconds);
  }
  out += "\n";
}

// The findings counted by class, verdict and mechanism.
void renderTally(const std::vector<ReportFinding>& findings, std::string& out) {
  std::map<std::tuple<size_t, std::string, std::string>, std::pair<int64_t, int64_t>> rows;
  int64_t total = 0, occurrences = 0;
  for (const ReportFinding& r : findings) {
    const size_t kind = static_cast<size_t>(
        std::find(std::begin(kFindingClasses), std::end(kFindingClasses), r.f.kind) -
        std::begin(kFindingClasses));
    auto& [count, seen] =
        rows[{kind, std::string(verdictName(r.f.signature.verdict)), r.f.mechanism}];
    ++count;
    seen += r.occurrences;
    ++total;
    occurrences += r.occurrences;
  }
  out +=
      "## Findings by class, verdict and mechanism\n\n"
      "| class | verdict | mechanism | findings | occurrences |\n|---|---|---|---|---|\n";
  for (const auto& [what, counts] : rows)
    out += fmt::format("| {} | {} | {} | {} | {} |\n",
                       findingClassName(kFindingClasses[std::get<0>(what)]), std::get<1>(what),
                       cell(std::get<2>(what)), counts.first, counts.second);
  out += fmt::format("| **all** | | | **{}** | **{}** |\n\n", total, occurrences);
}

void renderFinding(const ReportFinding& r, const std::vector<CampaignFacts>& campaigns,
                   std::string& out) {
  const Finding& f = r.f;
  const CampaignFacts& first = campaigns[r.seen.front().campaign];
  const std::string bundle = fmt::format("{}/findings/{}", first.link, f.slug);
  out += fmt::format("#### {}\n\n", f.slug);
  out += fmt::format("- {}\n", cell(f.summary));
  // Over several campaigns: how often in each, and which saw it first.
  std::string where;
  for (const Seen& s : r.seen)
    where += fmt::format("{}{} in {}", where.empty() ? "" : ", ", s.occurrences,
                         campaigns[s.campaign].name);
  out += fmt::format("- seen {} time(s){}; first in program {}{}{}\n", r.occurrences,
                     campaigns.size() > 1 ? " (" + where + ")" : "", f.program,
                     f.inputSet > 0 ? fmt::format(", input set {}", f.inputSet) : "",
                     campaigns.size() > 1 ? " of " + first.name : "");
  // A rejection, crash or failed execution has no culprit element: what
  // the backend said is what it is.
  if (f.signature.op.empty() && !f.message.empty()) {
    std::string said = f.message.substr(0, f.message.find('\n'));
    if (said.size() > 300) said = said.substr(0, 300) + " ...";
    out += fmt::format("- the backend: {}\n", cell(said));
  }
  // What a known-issues.json entry of it matches (known_issues.h).
  if (const size_t line = f.key.find('\n'); line != std::string::npos)
    out += fmt::format("- key: `{}`\n", f.key.substr(line + 1));
  if (!f.decidedBy.empty()) out += fmt::format("- decided by: {}\n", cell(f.decidedBy));
  if (!f.escapes.empty()) {
    std::string escapes;
    for (const std::string& e : f.escapes) escapes += (escapes.empty() ? "" : "; ") + e;
    out += fmt::format("- escape clauses weighed: {}\n", cell(escapes));
  }
  out +=
      fmt::format("- reduced from {} to {} ops; the reproducer fails as written: {}\n", f.opsBefore,
                  f.opsAfter, failsAsWritten(f).empty() ? "none written" : failsAsWritten(f));
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(first.folder.dir / "findings" / f.slug, ec))
    if (entry.is_regular_file()) files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  std::string links;
  for (const std::string& file : files)
    links += fmt::format("{}[{}]({}/{})", links.empty() ? "" : ", ", file, bundle, file);
  out += fmt::format("- bundle: {}\n", links.empty() ? "not written" : links);
  if (!r.note.empty()) {
    out += "\nNote (a person's, from the finding's record):\n\n";
    size_t start = 0;
    while (start <= r.note.size()) {
      const size_t end = std::min(r.note.find('\n', start), r.note.size());
      const std::string line = r.note.substr(start, end - start);
      out += line.empty() ? ">\n" : "> " + line + "\n";
      start = end + 1;
    }
  }
  out += "\n";
}

// The index's causes: each known issue the findings match, with how many
// findings and occurrences of each campaign it covers.
void renderCauses(const std::vector<ReportFinding>& findings,
                  const std::vector<CampaignFacts>& campaigns,
                  const std::vector<KnownIssue>& issues, std::string& out) {
  struct Cause {
    int64_t findings = 0, occurrences = 0;
    std::set<std::string> campaigns;
  };
  std::map<const KnownIssue*, Cause> causes;
  for (const ReportFinding& r : findings)
    if (const KnownIssue* issue = matchKnownIssue(issues, backendFolder(r.f), findingKey(r.f))) {
      Cause& cause = causes[issue];
      ++cause.findings;
      cause.occurrences += r.occurrences;
      for (const Seen& seen : r.seen) cause.campaigns.insert(campaigns[seen.campaign].name);
    }
  std::vector<std::pair<const KnownIssue*, Cause>> rows(causes.begin(), causes.end());
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    return std::make_tuple(a.first->backend, -a.second.occurrences, a.first->note) <
           std::make_tuple(b.first->backend, -b.second.occurrences, b.first->note);
  });
  out +=
      "## Causes\n\n"
      "Each known issue (`--known-issues`) that findings of these campaigns match: one cause, "
      "seen as the findings counted here (a wrong value without a mechanism is a finding per "
      "op and type).\n\n"
      "| backend | cause | reference | findings | occurrences | campaigns |\n"
      "|---|---|---|---|---|---|\n";
  for (const auto& [issue, cause] : rows) {
    std::string seenIn;
    for (const std::string& name : cause.campaigns) seenIn += (seenIn.empty() ? "" : ", ") + name;
    out +=
        fmt::format("| `{}` | {} | {} | {} | {} | {} |\n", cell(issue->backend), cell(issue->note),
                    cell(issueReference(*issue)), cause.findings, cause.occurrences, cell(seenIn));
  }
  if (rows.empty()) out += "| | no finding matches a known issue | | | | |\n";
  out += "\n";
}

// The index's triage: per campaign and class, how many findings a person
// has read (a note) or a known issue covers, and the semantic findings
// neither covers, listed.
void renderTriage(const std::vector<CampaignFacts>& campaigns,
                  const std::vector<KnownIssue>& issues, std::string& out) {
  out +=
      "## Triage\n\n"
      "| campaign | class | findings | with a note | of a known issue | neither |\n"
      "|---|---|---|---|---|---|\n";
  std::string untriaged;
  for (const CampaignFacts& c : campaigns) {
    // Per class, in kFindingClasses' order: findings, noted, known, neither.
    std::array<std::array<int64_t, 4>, std::size(kFindingClasses)> counts{};
    for (const Json& entry : c.folder.findings) {
      const Finding f = findingFromJson(entry);
      const size_t kind = static_cast<size_t>(
          std::find(std::begin(kFindingClasses), std::end(kFindingClasses), f.kind) -
          std::begin(kFindingClasses));
      if (kind == counts.size()) continue;
      const bool known = matchKnownIssue(issues, backendFolder(f), findingKey(f)) != nullptr;
      const bool neither = f.note.empty() && !known;
      counts[kind][0] += 1;
      counts[kind][1] += !f.note.empty();
      counts[kind][2] += known;
      counts[kind][3] += neither;
      if (neither && f.kind == FindingClass::kSemantic)
        untriaged += fmt::format("- [{}]({}/findings/{}/) ({})\n", f.slug, c.link, f.slug,
                                 cell(f.signature.str()));
    }
    for (size_t kind = 0; kind < counts.size(); ++kind)
      if (counts[kind][0] > 0)
        out += fmt::format("| [{}]({}/) | {} | {} | {} | {} | {} |\n", c.name, c.link,
                           findingClassName(kFindingClasses[kind]), counts[kind][0],
                           counts[kind][1], counts[kind][2], counts[kind][3]);
  }
  out += "\n";
  if (!untriaged.empty())
    out += "Semantic findings that no note or known issue covers yet:\n\n" + untriaged + "\n";
}

// Each class's table of findings, then each finding's section.
void renderFindings(const std::vector<ReportFinding>& findings,
                    const std::vector<CampaignFacts>& campaigns,
                    const CampaignReportOptions& options, std::string& out) {
  for (FindingClass kind : kFindingClasses) {
    const auto first = std::find_if(findings.begin(), findings.end(),
                                    [&](const ReportFinding& r) { return r.f.kind == kind; });
    if (first == findings.end()) continue;
    out += fmt::format("## {}\n\n", findingClassTitle(kind));
    out +=
        "| finding | backend | signature | mechanism | seen | ops and types | known issue |\n"
        "|---|---|---|---|---|---|---|\n";
    for (const ReportFinding& r : findings)
      if (r.f.kind == kind)
        out += fmt::format("| [{}]({}/findings/{}/) | `{}` | {} | {} | {} | {} | {} |\n", r.f.slug,
                           campaigns[r.seen.front().campaign].link, r.f.slug,
                           cell(backendFolder(r.f)), cell(r.f.signature.str()), cell(r.f.mechanism),
                           r.occurrences, cell(spreadText(r.spread)), cell(knownText(r, options)));
    out += "\n";
    for (const ReportFinding& r : findings)
      if (r.f.kind == kind) renderFinding(r, campaigns, out);
  }
  if (findings.empty()) out += "No finding.\n";
}

}  // namespace

Result<std::string> renderCampaignReport(const CampaignReportOptions& options) {
  if (options.folders.empty()) return makeError("report: no findings folder");
  const fs::path reportDir = fs::weakly_canonical(
      options.out.empty() ? fs::current_path() : fs::absolute(options.out).parent_path());
  std::vector<CampaignFacts> campaigns;
  for (const std::string& dir : options.folders) {
    Result<CampaignFolder> folder = readCampaignFolder(dir);
    if (!folder.ok()) return folder.takeError();
    campaigns.push_back(factsOf(std::move(*folder), reportDir));
  }
  // By name, whatever order the shell gave the folders in.
  std::stable_sort(campaigns.begin(), campaigns.end(),
                   [](const CampaignFacts& a, const CampaignFacts& b) { return a.name < b.name; });
  const std::vector<ReportFinding> findings = findingsOf(campaigns);

  std::string names;
  for (const CampaignFacts& c : campaigns) names += (names.empty() ? "" : ", ") + c.name;
  std::string out =
      fmt::format("# {}\n\n", options.title.empty() ? "Campaign report: " + names : options.title);
  out +=
      "Rendered by `hlo-cts fuzz report` from the findings folders below: every figure is "
      "counted from their records (campaign.json, runs.jsonl, the journal, findings.jsonl). "
      "The only words a person wrote are the findings' notes (`hlo-cts fuzz note`)" +
      std::string(options.index ? " and the known issues' (`--known-issues`)" : "") +
      ". Do not edit: render it again.\n\n## Campaigns\n\n";
  for (const CampaignFacts& c : campaigns) renderCampaign(c, out);
  renderTally(findings, out);
  if (options.index) {
    // The index of several campaigns: each one's findings are in its own
    // report; here, what they add up to.
    const std::vector<KnownIssue> none;
    const std::vector<KnownIssue>& issues = options.knownIssues ? *options.knownIssues : none;
    renderCauses(findings, campaigns, issues, out);
    renderTriage(campaigns, issues, out);
  } else {
    renderFindings(findings, campaigns, options, out);
  }
  // One newline at the end, whatever came last.
  while (out.size() > 1 && out[out.size() - 1] == '\n' && out[out.size() - 2] == '\n')
    out.pop_back();
  return out;
}

Status setFindingNote(const std::string& dir, const std::string& slug, const std::string& note) {
  const fs::path file = fs::path(dir) / "findings.jsonl";
  std::ifstream in(file);
  if (!in)
    return makeError(fmt::format("{}: cannot read it", file.string()), {}, DiagnosticKind::kIo);
  std::string text;
  bool found = false;
  for (std::string line; std::getline(in, line);) {
    Json entry = Json::parse(line, nullptr, false);
    if (entry.is_object() && entry.value("slug", std::string()) == slug) {
      entry["note"] = note;
      line = entry.dump();
      found = true;
    }
    text += line + "\n";
  }
  in.close();
  if (!found)
    return makeError(fmt::format("{}: no finding {}", file.string(), slug), {},
                     DiagnosticKind::kIo);
  const fs::path tmp = fs::path(dir) / "findings.jsonl.tmp";
  {
    std::ofstream out(tmp);
    out << text;
    if (!out)
      return makeError(fmt::format("cannot write {}", tmp.string()), {}, DiagnosticKind::kIo);
  }
  std::error_code ec;
  fs::rename(tmp, file, ec);
  if (ec)
    return makeError(fmt::format("cannot replace {}: {}", file.string(), ec.message()), {},
                     DiagnosticKind::kIo);
  return {};
}

}  // namespace hlo_cts::runner
