#include "tools/runner/campaign_files.h"

#include <fmt/format.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "oracle/interpret.h"

namespace hlo_cts::runner {

namespace {
using Json = nlohmann::json;
}  // namespace

Json findingJson(const Finding& f) {
  return {{"slug", f.slug},
          {"name", f.name},
          {"key", f.key},
          {"backend", f.backend},
          {"signature", f.signature.str()},
          {"verdict", std::string(verdictName(f.signature.verdict))},
          {"op", f.signature.op},
          {"clause", f.signature.clause},
          {"element_type", f.signature.elementType},
          {"class", std::string(findingClassName(f.kind))},
          {"program", f.program},
          {"input_set", f.inputSet},
          {"occurrences", f.occurrences},
          {"spread", f.spread},
          {"ops_before", f.opsBefore},
          {"ops_after", f.opsAfter},
          {"summary", f.summary},
          {"reproducer", f.reproducer},
          {"reproduces_as_written", f.reproduces},
          {"message", f.message},
          {"mechanism", f.mechanism},
          {"decided_by", f.decidedBy},
          {"escapes", f.escapes},
          {"known", f.known},
          {"note", f.note}};
}

std::string findingKey(const Finding& f) {
  if (!f.key.empty()) return f.key;
  return f.backend + "\n" + f.signature.str() + "\n" + f.mechanism;
}

std::string uniqueSlug(const std::string& name, std::set<std::string>& taken) {
  std::string slug = name;
  for (int n = 2; !taken.insert(slug).second; ++n) slug = fmt::format("{}-{}", name, n);
  return slug;
}

Finding findingFromJson(const Json& entry) {
  Finding f;
  f.slug = entry.value("slug", std::string());
  f.name = entry.value("name", f.slug);
  f.key = entry.value("key", std::string());
  f.backend = entry.value("backend", std::string());
  f.signature.verdict =
      verdictFromName(entry.value("verdict", std::string())).value_or(Verdict::kFail);
  f.signature.op = entry.value("op", std::string());
  f.signature.clause = entry.value("clause", std::string());
  f.signature.elementType = entry.value("element_type", std::string());
  f.kind = findingClassFromName(entry.value("class", std::string()));
  f.program = entry.value("program", int64_t{0});
  f.inputSet = entry.value("input_set", 0);
  f.occurrences = entry.value("occurrences", int64_t{1});
  f.spread = entry.value("spread", std::map<std::string, int64_t>());
  f.opsBefore = entry.value("ops_before", 0);
  f.opsAfter = entry.value("ops_after", 0);
  f.summary = entry.value("summary", std::string());
  f.reproducer = entry.value("reproducer", std::string());
  f.reproduces = entry.value("reproduces_as_written", false);
  f.message = entry.value("message", std::string());
  f.mechanism = entry.value("mechanism", std::string());
  f.decidedBy = entry.value("decided_by", std::string());
  f.escapes = entry.value("escapes", std::vector<std::string>());
  f.known = entry.value("known", std::string());
  f.note = entry.value("note", std::string());
  return f;
}

std::string spreadText(const std::map<std::string, int64_t>& spread) {
  std::string text;
  for (const auto& [what, count] : spread)
    text += fmt::format("{}{} x{}", text.empty() ? "" : ", ", what, count);
  return text;
}

std::string failsAsWritten(const Finding& f) {
  // A nondeterministic finding is not re-checked by one run: it shows
  // when a run repeats the executions.
  if (f.reproducer.empty()) return "";
  if (f.kind == FindingClass::kNondeterministic) return "with --repeat";
  return f.reproduces ? "yes" : "**no**";
}

namespace {

// The command that re-checks a finding's reproducer.
std::string reproduceCommand(const Finding& f) {
  if (f.reproducer.empty()) return "";
  return fmt::format("`hlo-cts run --backend {}{} {}`", f.backend,
                     f.kind == FindingClass::kNondeterministic ? " --repeat 8" : "", f.reproducer);
}

}  // namespace

void writeSummary(const std::filesystem::path& dir, const std::string& title,
                  const std::vector<Finding>& findings) {
  std::ofstream out(dir / "summary.md");
  out << "# " << title << "\n\n";
  for (FindingClass kind : kFindingClasses) {
    out << "## " << findingClassTitle(kind) << "\n\n";
    out << "| finding | backend | signature | mechanism | seen | ops and types | ops | reproducer "
           "| fails as written | known |\n|---|---|---|---|---|---|---|---|---|---|\n";
    for (const Finding& f : findings) {
      if (f.kind != kind) continue;
      out << fmt::format("| {} | {} | {} | {} | {} | {} | {} -> {} | {} | {} | {} |\n", f.slug,
                         f.backend, f.signature.str(), f.mechanism, f.occurrences,
                         spreadText(f.spread), f.opsBefore, f.opsAfter, reproduceCommand(f),
                         failsAsWritten(f), f.known.empty() ? "new" : f.known);
    }
    out << "\n";
  }
}

std::string_view findingClassTitle(FindingClass kind) {
  switch (kind) {
    case FindingClass::kSemantic:
      return "Semantic (wrong under every reading of the spec)";
    case FindingClass::kIeeeReading:
      return "IEEE reading (against the IEEE-754 result the spec names; its accuracy disclaimer "
             "or its clause on non-standard ops' exceptions could excuse it)";
    case FindingClass::kProfileDifference:
      return "Profile differences (allowed by the spec's IEEE reading, outside the claimed "
             "profile)";
    case FindingClass::kAmplifiedTolerance:
      return "Amplified tolerances (every op within what it may do on its own inputs; a later "
             "op grew those allowed errors)";
    case FindingClass::kNondeterministic:
      return "Nondeterministic (executions of one compiled program on the same inputs gave "
             "different outputs)";
  }
  return "";
}

std::string joinNotes(const std::string& a, const std::string& b) {
  if (b.empty() || a.find(b) != std::string::npos) return a;
  if (a.empty() || b.find(a) != std::string::npos) return b;
  return a + "\n\n" + b;
}

void appendRun(const std::filesystem::path& dir, const Json& run) {
  std::ofstream(dir / "runs.jsonl", std::ios::app) << run.dump() << "\n";
}

namespace {

std::vector<Json> readJsonLines(const std::filesystem::path& file) {
  std::vector<Json> lines;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    Json entry = Json::parse(line, nullptr, false);
    // A line cut short by a kill is skipped, as resume does.
    if (entry.is_object()) lines.push_back(std::move(entry));
  }
  return lines;
}

}  // namespace

Result<CampaignFolder> readCampaignFolder(const std::filesystem::path& dir) {
  CampaignFolder folder;
  folder.dir = dir;
  Result<std::string> text = oracle::readTextFile((dir / "campaign.json").string());
  if (!text.ok())
    return makeError(
        fmt::format("{}: no campaign.json, not a findings folder of `hlo-cts fuzz`", dir.string()),
        {}, DiagnosticKind::kIo);
  folder.identity = Json::parse(*text, nullptr, false);
  if (!folder.identity.is_object())
    return makeError(fmt::format("{}: not JSON", (dir / "campaign.json").string()), {},
                     DiagnosticKind::kIo);
  if (!std::filesystem::exists(dir / "journal.jsonl"))
    return makeError(fmt::format("{}: cannot read it", (dir / "journal.jsonl").string()), {},
                     DiagnosticKind::kIo);
  folder.runs = readJsonLines(dir / "runs.jsonl");
  folder.journal = readJsonLines(dir / "journal.jsonl");
  folder.findings = readJsonLines(dir / "findings.jsonl");
  return folder;
}

}  // namespace hlo_cts::runner
