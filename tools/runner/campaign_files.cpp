#include "tools/runner/campaign_files.h"

#include <fmt/format.h>
#include <zlib.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "oracle/interpret.h"

namespace hlo_cts::runner {

namespace {
using Json = nlohmann::json;
}  // namespace

BundleContext bundleContextOf(const Finding& f, backends::Backend& backend,
                              const std::string& backendName) {
  BundleContext context;
  context.backendName = backendName;
  context.capabilities = backend.capabilities();
  context.findingClass = std::string(findingClassName(f.kind));
  context.title =
      fmt::format("[{}] {}: {}", backendName, f.signature.str(),
                  f.mechanism.empty() || f.mechanism == "no known mechanism" ? context.findingClass
                                                                             : f.mechanism);
  context.reproducerPath = "reproducer.mlir";
  return context;
}

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

namespace fs = std::filesystem;

void addJsonLine(const std::string& line, std::vector<Json>& lines) {
  Json entry = Json::parse(line, nullptr, false);
  // A line cut short by a kill is skipped, as resume does.
  if (entry.is_object()) lines.push_back(std::move(entry));
}

std::vector<Json> readJsonLines(const fs::path& file) {
  std::vector<Json> lines;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) addJsonLine(line, lines);
  return lines;
}

// The lines of a gzip file; an error where zlib stops before its end.
Status readPackedLines(const fs::path& file, std::vector<Json>& lines) {
  gzFile in = gzopen(file.c_str(), "rb");
  if (in == nullptr)
    return makeError(fmt::format("{}: cannot open it", file.string()), {}, DiagnosticKind::kIo);
  gzbuffer(in, 1 << 17);
  std::string line;
  char chunk[1 << 14];
  // gzgets stops at a newline or a full chunk: a long line comes in pieces.
  while (gzgets(in, chunk, sizeof chunk) != nullptr) {
    line += chunk;
    if (line.empty() || line.back() != '\n') continue;
    addJsonLine(line, lines);
    line.clear();
  }
  if (!line.empty()) addJsonLine(line, lines);
  int code = Z_OK;
  const std::string message = gzerror(in, &code);
  gzclose(in);
  if (code != Z_OK && code != Z_STREAM_END)
    return makeError(fmt::format("{}: not a whole gzip file ({}); {} line(s) read before it",
                                 file.string(), message, lines.size()),
                     {}, DiagnosticKind::kIo);
  return {};
}

}  // namespace

bool holdsJournal(const fs::path& dir) {
  std::error_code ec;
  return fs::exists(dir / "journal.jsonl.gz", ec) || fs::exists(dir / "journal.jsonl", ec);
}

Result<std::vector<Json>> readJournal(const fs::path& dir) {
  std::vector<Json> lines;
  if (std::error_code ec; fs::exists(dir / "journal.jsonl.gz", ec))
    if (Status read = readPackedLines(dir / "journal.jsonl.gz", lines); !read.ok())
      return read.takeError();
  for (Json& line : readJsonLines(dir / "journal.jsonl")) lines.push_back(std::move(line));
  return lines;
}

Status writePackedJournal(const fs::path& dir, const std::vector<Json>& lines) {
  const fs::path tmp = dir / "journal.jsonl.gz.tmp";
  gzFile out = gzopen(tmp.c_str(), "wb9");
  if (out == nullptr)
    return makeError(fmt::format("cannot write {}", tmp.string()), {}, DiagnosticKind::kIo);
  bool written = true;
  for (const Json& line : lines) {
    const std::string text = line.dump() + "\n";
    written = written && gzwrite(out, text.data(), static_cast<unsigned>(text.size())) ==
                             static_cast<int>(text.size());
  }
  written = gzclose(out) == Z_OK && written;
  std::error_code ec;
  if (written) fs::rename(tmp, dir / "journal.jsonl.gz", ec);
  if (!written || ec)
    return makeError(fmt::format("cannot write {}", (dir / "journal.jsonl.gz").string()), {},
                     DiagnosticKind::kIo);
  return {};
}

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
  if (!holdsJournal(dir))
    return makeError(fmt::format("{}: no journal.jsonl or journal.jsonl.gz", dir.string()), {},
                     DiagnosticKind::kIo);
  Result<std::vector<Json>> journal = readJournal(dir);
  if (!journal.ok()) return journal.takeError();
  folder.runs = readJsonLines(dir / "runs.jsonl");
  folder.journal = std::move(*journal);
  folder.findings = readJsonLines(dir / "findings.jsonl");
  return folder;
}

}  // namespace hlo_cts::runner
