#include "tools/runner/campaign.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>

#include "numerics/mpfr_number.h"
#include "oracle/interpret.h"
#include "spec/checker/checker.h"
#include "tools/runner/finding_bundle.h"
#include "tools/runner/finding_key.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/test_builder.h"

namespace hlo_cts::runner {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using Json = nlohmann::json;

// What makes two campaigns the same sequence of programs: resuming one with
// other settings would mix two campaigns in one journal.
Json campaignIdentity(const CampaignConfig& config) {
  Json backends = Json::array();
  for (const CampaignBackend& backend : config.backends)
    backends.push_back({{"label", backend.label}, {"profile", backend.profile.name()}});
  Json types = Json::array(), ops = Json::array();
  for (ElementType type : config.program.elementTypes)
    types.push_back(std::string(elementTypeName(type)));
  for (OpId op : config.program.ops) ops.push_back(std::string(opName(op)));
  Json identity = {{"seed", config.seed},
                   {"backends", backends},
                   {"max_ops", config.program.maxOps},
                   {"max_rank", config.program.maxRank},
                   {"max_dim", config.program.maxDim},
                   {"clean", config.program.values.clean},
                   {"element_types", types},
                   {"ops", ops}};
  // Absent when whole, so folders of campaigns from before shards resume.
  if (config.shardCount > 1)
    identity["shard"] = {{"index", config.shardIndex}, {"count", config.shardCount}};
  return identity;
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
          {"known", f.known}};
}

// What makes two findings one (tools/runner/finding_key.h); findings of
// campaigns from before keys were recorded: backend, signature, mechanism.
std::string findingKey(const Finding& f) {
  if (!f.key.empty()) return f.key;
  return f.backend + "\n" + f.signature.str() + "\n" + f.mechanism;
}

// `name`, or name-2, name-3, ... when taken.
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
  return f;
}

// The findings folder: the journal and findings files, appended line by
// line and flushed, so a kill loses at most the line being written.
class FindingsFolder {
 public:
  Status open(const CampaignConfig& config) {
    if (config.findingsDir.empty()) return {};
    dir_ = config.findingsDir;
    std::error_code ec;
    fs::create_directories(dir_ / "findings", ec);
    if (ec)
      return makeError(fmt::format("cannot create {}: {}", dir_.string(), ec.message()), {},
                       DiagnosticKind::kIo);
    const Json identity = campaignIdentity(config);
    const fs::path campaignFile = dir_ / "campaign.json";
    if (config.resume && fs::exists(campaignFile)) {
      Result<std::string> text = oracle::readTextFile(campaignFile.string());
      if (!text.ok()) return text.takeError();
      const Json recorded = Json::parse(*text, nullptr, false);
      if (recorded != identity)
        return makeError(fmt::format("{} records another campaign (seed, generator options or "
                                     "backends differ): resume it with the same options, or use "
                                     "another folder",
                                     campaignFile.string()),
                         {}, DiagnosticKind::kIo);
    } else {
      if (fs::exists(dir_ / "journal.jsonl") && !config.resume)
        return makeError(fmt::format("{} already holds a campaign: pass --resume to continue it, "
                                     "or use another folder",
                                     dir_.string()),
                         {}, DiagnosticKind::kIo);
      std::ofstream(campaignFile) << identity.dump(2) << "\n";
    }
    journal_.open(dir_ / "journal.jsonl", std::ios::app);
    findings_.open(dir_ / "findings.jsonl", std::ios::app);
    if (!journal_ || !findings_)
      return makeError(fmt::format("cannot write in {}", dir_.string()), {}, DiagnosticKind::kIo);
    return {};
  }

  bool enabled() const { return !dir_.empty(); }

  // findings.jsonl again with the final occurrences (each line was written
  // when its finding was new, seen once), replaced whole by a rename so a
  // kill leaves the old file or the new one.
  void rewriteFindings(const std::vector<Finding>& findings) {
    if (!enabled()) return;
    findings_.close();
    const fs::path tmp = dir_ / "findings.jsonl.tmp";
    {
      std::ofstream out(tmp);
      for (const Finding& f : findings) out << findingJson(f).dump() << "\n";
      if (!out) return;
    }
    std::error_code ec;
    fs::rename(tmp, dir_ / "findings.jsonl", ec);
  }
  const fs::path& dir() const { return dir_; }

  void journal(int64_t program, const std::string& backend, const reports::TestResult& result,
               const std::string& signature, const std::string& finding,
               const std::string& flakyVerdict) {
    if (!enabled()) return;
    Json line = {{"program", program},
                 {"backend", backend},
                 {"verdict", std::string(verdictName(result.verdict))},
                 {"signature", signature},
                 {"seconds", result.seconds}};
    if (!finding.empty()) line["finding"] = finding;
    // It failed first (this verdict), then did not on a retry.
    if (!flakyVerdict.empty()) line["flaky"] = flakyVerdict;
    journal_ << line.dump() << "\n" << std::flush;
  }

  // Writes the finding's folder and its line; sets f.reproducer.
  void add(Finding& f) {
    if (!enabled()) return;
    const fs::path folder = dir_ / "findings" / f.slug;
    fs::create_directories(folder);
    if (!f.reproducerText.empty()) {
      f.reproducer = (folder / "reproducer.mlir").string();
      std::ofstream(f.reproducer) << f.reproducerText;
    }
    for (const auto& [name, text] : f.bundle) std::ofstream(folder / name) << text;
    std::ofstream(folder / "summary.txt") << fmt::format(
        "{}\nclass: {}\nmechanism: {}\ndecided by: {}\nbackend: {}\nprogram: {}\nops: {} -> "
        "{}\n{}\n",
        f.summary, findingClassName(f.kind), f.mechanism, f.decidedBy, f.backend, f.program,
        f.opsBefore, f.opsAfter, f.message);
    findings_ << findingJson(f).dump() << "\n" << std::flush;
  }

 private:
  fs::path dir_;
  std::ofstream journal_, findings_;
};

// What a resumed campaign already did: the (program, backend) pairs judged,
// the verdict counts and the findings, from the journal and findings files.
struct PastRun {
  std::set<std::pair<int64_t, std::string>> judged;
  reports::RunSummary verdicts;
  std::vector<Finding> findings;
  std::map<std::string, int64_t> occurrences;  // finding slug -> failures counted against it
};

PastRun readPastRun(const fs::path& dir) {
  PastRun past;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);) {
    const Json entry = Json::parse(line, nullptr, false);
    // A line cut short by a kill is skipped: that program runs again.
    if (!entry.is_object() || !entry.contains("program") || !entry.contains("backend")) continue;
    const std::optional<Verdict> verdict = verdictFromName(entry.value("verdict", std::string()));
    if (!verdict) continue;
    past.judged.insert({entry["program"].get<int64_t>(), entry["backend"].get<std::string>()});
    past.verdicts.add(*verdict);
    const std::string finding = entry.value("finding", std::string());
    if (isFailure(*verdict) && !finding.empty()) ++past.occurrences[finding];
  }
  std::ifstream findings(dir / "findings.jsonl");
  for (std::string line; std::getline(findings, line);) {
    const Json entry = Json::parse(line, nullptr, false);
    if (!entry.is_object() || !entry.contains("slug")) continue;
    Finding f = findingFromJson(entry);
    // Journals from before the finding was recorded on each line count 1.
    if (auto counted = past.occurrences.find(f.slug); counted != past.occurrences.end())
      f.occurrences = counted->second;
    past.findings.push_back(std::move(f));
  }
  return past;
}

// The live line: programs, rate, verdicts, findings.
void showProgress(const reports::RunSummary& verdicts, int64_t programs, size_t findings,
                  Clock::time_point start) {
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  int64_t failing = 0;
  for (int v = 0; v < kNumVerdicts; ++v)
    if (isFailure(static_cast<Verdict>(v))) failing += verdicts.counts[v];
  fmt::print(stderr,
             "\r\033[K{} programs ({:.0f}/s) | pass {} fail {} not-supported {} inconclusive {} | "
             "findings {}",
             programs, elapsed > 0 ? programs / elapsed : 0.0, verdicts.count(Verdict::kPass),
             failing, verdicts.count(Verdict::kNotSupported),
             verdicts.count(Verdict::kInconclusive), findings);
  std::fflush(stderr);
}

// "stablehlo.divide f32 x3, stablehlo.divide f64 x1".
std::string spreadText(const std::map<std::string, int64_t>& spread) {
  std::string text;
  for (const auto& [what, count] : spread)
    text += fmt::format("{}{} x{}", text.empty() ? "" : ", ", what, count);
  return text;
}

// summary.md: `title`, then the findings' table by class.
void writeSummary(const fs::path& dir, const std::string& title,
                  const std::vector<Finding>& findings) {
  std::ofstream out(dir / "summary.md");
  out << "# " << title << "\n\n";
  for (FindingClass kind : {FindingClass::kSemantic, FindingClass::kIeeeReading,
                            FindingClass::kProfileDifference, FindingClass::kAmplifiedTolerance}) {
    switch (kind) {
      case FindingClass::kSemantic:
        out << "## Semantic (wrong under every reading of the spec)\n\n";
        break;
      case FindingClass::kIeeeReading:
        out << "## IEEE reading (against the IEEE-754 result the spec names; its accuracy "
               "disclaimer or its clause on non-standard ops' exceptions could excuse it)\n\n";
        break;
      case FindingClass::kProfileDifference:
        out << "## Profile differences (allowed by the spec's IEEE reading, outside the claimed "
               "profile)\n\n";
        break;
      case FindingClass::kAmplifiedTolerance:
        out << "## Amplified tolerances (every op within what it may do on its own inputs; "
               "a later op grew those allowed errors)\n\n";
        break;
    }
    out << "| finding | backend | signature | mechanism | seen | ops and types | ops | reproducer "
           "| fails as written | known |\n|---|---|---|---|---|---|---|---|---|---|\n";
    for (const Finding& f : findings)
      if (f.kind == kind)
        out << fmt::format("| {} | {} | {} | {} | {} | {} | {} -> {} | {} | {} | {} |\n", f.slug,
                           f.backend, f.signature.str(), f.mechanism, f.occurrences,
                           spreadText(f.spread), f.opsBefore, f.opsAfter,
                           f.reproducer.empty() ? ""
                                                : fmt::format("`hlo-cts run --backend {} {}`",
                                                              f.backend, f.reproducer),
                           f.reproducer.empty() ? ""
                           : f.reproduces       ? "yes"
                                                : "**no**",
                           f.known.empty() ? "new" : f.known);
    out << "\n";
  }
}

// The shared state of one campaign's workers.
class Campaign {
 public:
  Campaign(const CampaignConfig& config, FindingsFolder& folder, PastRun past)
      : config_(config), folder_(folder), past_(std::move(past)) {
    outcome_.verdicts = past_.verdicts;
    outcome_.findings = past_.findings;
    std::set<int64_t> resumedPrograms;
    for (const auto& pair : past_.judged) resumedPrograms.insert(pair.first);
    outcome_.resumedPrograms = static_cast<int64_t>(resumedPrograms.size());
    for (size_t i = 0; i < outcome_.findings.size(); ++i) {
      const Finding& f = outcome_.findings[i];
      byKey_[findingKey(f)] = i;
      slugs_.insert(f.slug);
    }
  }

  // Worker thread: its own instance of each backend, programs from the
  // shared counter until the count or the time is reached.
  void work(std::vector<std::unique_ptr<backends::Backend>> instances) {
    // MPFR keeps per-thread caches: a worker thread that ends frees its own.
    struct ReleaseCaches {
      ~ReleaseCaches() { numerics::releaseThreadMpfrCaches(); }
    } releaseCaches;
    const int64_t stride = std::max<int64_t>(1, config_.shardCount);
    while (true) {
      const int64_t index = config_.firstProgram + config_.shardIndex + stride * next_++;
      if (config_.count > 0 && index >= config_.firstProgram + config_.count) return;
      if (config_.seconds > 0 &&
          std::chrono::duration<double>(Clock::now() - start_).count() >= config_.seconds)
        return;
      judgeProgram(index, instances);
    }
  }

  CampaignOutcome finish() {
    outcome_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    if (config_.progress && isatty(2)) fmt::print(stderr, "\r\033[K");
    return std::move(outcome_);
  }

  std::atomic<int64_t> next_{0};

 private:
  void judgeProgram(int64_t index, std::vector<std::unique_ptr<backends::Backend>>& instances) {
    bool judgedAny = false;
    std::optional<Result<suites::TestCase>> test;
    for (size_t b = 0; b < config_.backends.size(); ++b) {
      const CampaignBackend& backend = config_.backends[b];
      if (past_.judged.count({index, backend.label})) continue;
      if (!test) test = campaignTest(config_, index);
      if (!test->ok()) {
        std::lock_guard<std::mutex> lock(mutex_);
        ++outcome_.generatorErrors;
        fmt::print(stderr, "\nprogram {}: the generator failed: {}\n", index, test->error().str());
        return;
      }
      JudgeOptions options = judgeOptions(backend.profile);
      reports::TestResult result = judge(**test, *instances[b], options);
      judgedAny = true;
      std::string flakyVerdict;
      for (int retry = 0; retry < config_.retries && isFailure(result.verdict); ++retry) {
        reports::TestResult again = judge(**test, *instances[b], options);
        if (!isFailure(again.verdict)) {
          flakyVerdict = std::string(verdictName(result.verdict));
          result = std::move(again);
        }
      }
      if (!flakyVerdict.empty()) {
        std::lock_guard<std::mutex> lock(mutex_);
        ++outcome_.flakes;
      }
      std::string signature, finding;
      if (isFailure(result.verdict)) {
        signature = signatureOf(**test, result).str();
        finding = recordFailure(index, backend.label, **test, result, *instances[b], options);
      }
      std::lock_guard<std::mutex> lock(mutex_);
      outcome_.verdicts.add(result.verdict);
      folder_.journal(index, backend.label, result, signature, finding, flakyVerdict);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (judgedAny) ++outcome_.programs;
    if (config_.progress && isatty(2) &&
        Clock::now() - lastShown_ > std::chrono::milliseconds(200)) {
      lastShown_ = Clock::now();
      showProgress(outcome_.verdicts, outcome_.programs + outcome_.resumedPrograms,
                   outcome_.findings.size(), start_);
    }
  }

  JudgeOptions judgeOptions(const oracle::Profile& profile) const {
    JudgeOptions options;
    options.profile = &profile;
    options.call = config_.call;
    return options;
  }

  // What a new failure is: the first op wrong on the backend's own inputs
  // (localize), reduced on its own and classified by whether the spec
  // itself allows it. When no op is wrong on its own inputs, every op kept
  // within what it may do and a later op amplified those allowed errors:
  // not a bug of the backend.
  Finding investigate(const suites::TestCase& test, const reports::TestResult& result,
                      backends::Backend& instance, const JudgeOptions& options,
                      const Result<Localization>& localized, const std::string& backendLabel) {
    Finding f;
    const suites::TestCase* culpritTest = &test;
    const reports::TestResult* culpritResult = &result;
    if (localized.ok() && !localized->found && !localized->oracleInputs) {
      f.kind = FindingClass::kAmplifiedTolerance;
      f.signature = signatureOf(test, result);
      f.opsBefore = f.opsAfter = countComputingOps(test);
      f.summary = f.signature.str() + ": no op is wrong on its own inputs";
      f.message = result.message;
      f.reproducerText = reproducerText(test, result);
      f.bundle = bundleOf(test, result, f, instance, backendLabel);
      return f;
    }
    if (localized.ok() && localized->found) {
      culpritTest = &localized->oneOpTest;
      culpritResult = &localized->oneOpResult;
    }
    // Under the spec's IEEE reading: still failing is graded by tier (the
    // judge's grade of that failure) and reduced under it, so that the
    // reproducer shows an element outside what the spec allows (under the
    // backend's profile the reduction could keep an element that is only a
    // profile difference). A compiler that crashes, hangs or rejects a
    // valid program is wrong under every reading.
    const JudgeOptions specOptions = judgeOptions(config_.specProfile);
    const reports::TestResult underSpec = judge(*culpritTest, instance, specOptions);
    const bool specViolation = isFailure(underSpec.verdict);
    f.kind = specViolation ? kindOfTier(underSpec.tier) : FindingClass::kProfileDifference;
    const reports::TestResult* ownResult = culpritResult;  // under the backend's profile
    if (specViolation) culpritResult = &underSpec;
    Result<Reduction> reduced = reduce(*culpritTest, *culpritResult, instance,
                                       specViolation ? specOptions : options, config_.reduce);
    // Reduced under spec-ieee, the program may have kept only elements the
    // backend's own profile allows (a flushed subnormal it declares): that
    // reproducer does not show what failed. Then the finding is reduced
    // under the backend's profile, and graded from there.
    if (specViolation && reduced.ok() &&
        !isFailure(judge(reduced->reduced, instance, options).verdict)) {
      Result<Reduction> own = reduce(*culpritTest, *ownResult, instance, options, config_.reduce);
      if (own.ok()) reduced = std::move(own);  // gradeOf classes it by its tier
    }
    // What the bundle shows: the reduced program, or the culprit's.
    const suites::TestCase* shownTest = culpritTest;
    const reports::TestResult* shownResult = culpritResult;
    if (reduced.ok()) {
      shownTest = &reduced->reduced;
      shownResult = &reduced->result;
      f.signature = reduced->signature;
      f.opsAfter = reduced->opsAfter;
      f.summary = reduced->summary;
      f.message = reduced->result.message;
      f.reproducerText = reduced->reproducer;
      f.reproduces = reduced->reproducesAsWritten;
      gradeOf(reduced->result.tier.empty() ? *culpritResult : reduced->result, f);
    } else {
      gradeOf(*culpritResult, f);
      f.signature = signatureOf(*culpritTest, *culpritResult);
      f.opsAfter = countComputingOps(*culpritTest);
      f.summary = f.signature.str() + " (not reduced: " + reduced.error().message + ")";
      f.message = culpritResult->message;
      f.reproducerText = reproducerText(*culpritTest, *culpritResult);
    }
    f.opsBefore = countComputingOps(test);
    f.bundle = bundleOf(*shownTest, *shownResult, f, instance, backendLabel);
    return f;
  }

  static std::map<std::string, std::string> bundleOf(const suites::TestCase& test,
                                                     const reports::TestResult& result,
                                                     const Finding& f, backends::Backend& instance,
                                                     const std::string& backendLabel) {
    BundleContext context;
    context.backendLabel = backendLabel;
    context.capabilities = instance.capabilities();
    context.findingClass = std::string(findingClassName(f.kind));
    context.title = fmt::format("[{}] {}: {}", backendLabel, f.signature.str(),
                                f.mechanism.empty() || f.mechanism == "no known mechanism"
                                    ? context.findingClass
                                    : f.mechanism);
    context.reproducerPath = "reproducer.mlir";
    return findingBundle(test, result, context);
  }

  // A failure by its tier (tools/runner/grading.h); a crash, hang or
  // rejection of a valid program has none: wrong under every reading.
  static FindingClass kindOfTier(const std::string& tier) {
    if (tier == "profile") return FindingClass::kProfileDifference;
    return tier == "ieee-reading" ? FindingClass::kIeeeReading : FindingClass::kSemantic;
  }

  // The grade of a finding: its reduced (or culprit) failure's, so that the
  // class, the mechanism and the deciding sentence are of the same elements.
  static void gradeOf(const reports::TestResult& result, Finding& f) {
    f.mechanism = result.mechanism;
    f.decidedBy = result.decidedBy;
    f.escapes = result.escapes;
    if (f.kind != FindingClass::kProfileDifference && !result.tier.empty())
      f.kind = kindOfTier(result.tier);
  }

  // What a failure is (tools/runner/finding_key.h): its culprit, found by
  // localizing it, with that culprit's grade; a failure no op explains on
  // its own is an amplified tolerance of the whole program.
  static FindingIdentity identityOf(const suites::TestCase& test, const reports::TestResult& result,
                                    const Result<Localization>& localized) {
    if (localized.ok() && localized->found) {
      const reports::TestResult& one = localized->oneOpResult;
      return identifyFailure(one.verdict, signatureOf(localized->oneOpTest, one), one.mechanism,
                             one.message);
    }
    const FailureSignature whole = signatureOf(test, result);
    if (localized.ok() && !localized->oracleInputs) {
      FindingIdentity id = identifyFailure(result.verdict, whole, "", result.message);
      id.key = "amplified|" + id.key;
      id.name = "amplified/" + id.name.substr(id.name.find('/') + 1);
      return id;
    }
    return identifyFailure(result.verdict, whole, result.mechanism, result.message);
  }

  // A failure: counted against the finding of the same identity, or made a
  // new finding (classified, reduced, written). Every failure is localized,
  // so that which finding it counts against depends on the program alone,
  // not on the programs before it: a campaign's shards count alike.
  // Returns the finding's slug.
  std::string recordFailure(int64_t index, const std::string& backend, const suites::TestCase& test,
                            const reports::TestResult& result, backends::Backend& instance,
                            const JudgeOptions& options) {
    const Result<Localization> localized = localize(test, instance, options);
    const FindingIdentity id = identityOf(test, result, localized);
    const std::string key = backend + "\n" + id.key;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (std::string slug = countAgainstKnown(key, id.spread); !slug.empty()) return slug;
    }
    Finding f = investigate(test, result, instance, options, localized, backend);
    f.backend = backend;
    f.program = index;
    f.key = key;
    f.spread[id.spread] = 1;
    std::lock_guard<std::mutex> lock(mutex_);
    // Another worker may have made it meanwhile.
    if (std::string slug = countAgainstKnown(key, id.spread); !slug.empty()) return slug;
    if (const KnownIssue* issue = matchKnownIssue(config_.knownIssues, key))
      f.known = knownIssueText(*issue);
    f.name = backend + "/" + id.name;
    f.slug = uniqueSlug(f.name, slugs_);
    folder_.add(f);
    outcome_.findings.push_back(f);
    byKey_[key] = outcome_.findings.size() - 1;
    if (config_.progress)
      fmt::print(stderr, "{}finding {} [{}]: {}\n", isatty(2) ? "\r\033[K" : "", f.slug,
                 findingClassName(f.kind), f.summary);
    return f.slug;
  }

  // Counts a failure against the finding of `key`; its slug, or "" when
  // there is none yet. The caller holds mutex_.
  std::string countAgainstKnown(const std::string& key, const std::string& spread) {
    auto known = byKey_.find(key);
    if (known == byKey_.end()) return "";
    Finding& f = outcome_.findings[known->second];
    ++f.occurrences;
    ++f.spread[spread];
    return f.slug;
  }

  const CampaignConfig& config_;
  FindingsFolder& folder_;
  PastRun past_;
  std::mutex mutex_;
  CampaignOutcome outcome_;
  std::map<std::string, size_t> byKey_;  // Finding::key -> finding
  std::set<std::string> slugs_;
  Clock::time_point start_ = Clock::now();
  Clock::time_point lastShown_{};
};

}  // namespace

std::string_view findingClassName(FindingClass kind) {
  switch (kind) {
    case FindingClass::kSemantic:
      return "semantic";
    case FindingClass::kIeeeReading:
      return "ieee-reading";
    case FindingClass::kProfileDifference:
      return "profile-difference";
    case FindingClass::kAmplifiedTolerance:
      return "amplified-tolerance";
  }
  return "semantic";
}

FindingClass findingClassFromName(std::string_view name) {
  for (FindingClass kind : {FindingClass::kIeeeReading, FindingClass::kProfileDifference,
                            FindingClass::kAmplifiedTolerance})
    if (findingClassName(kind) == name) return kind;
  return FindingClass::kSemantic;  // "semantic", and earlier campaigns' "spec-violation"
}

uint64_t programSeed(uint64_t campaignSeed, int64_t index) {
  // splitmix64 of the pair: neighbouring indices give unrelated seeds.
  uint64_t z = campaignSeed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(index) + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Result<suites::TestCase> generatedTest(generators::GeneratedProgram program, std::string id,
                                       std::string file) {
  suites::TestCase test;
  test.id = std::move(id);
  test.file = std::move(file);
  test.function = "main";
  test.program = program.module;
  checker::Verification verification = checker::verify(*test.program);
  if (!verification.ok()) return makeError(verification.firstError().str());
  test.verifiedProgram = verification.verified;
  test.programText = std::move(program.text);
  test.inputs = std::move(program.inputs);
  std::optional<FunctionView> main = test.program->lookupFunction("main");
  if (!main) return makeError("the generated program has no @main");
  for (size_t i = 0; i < main->functionType().results().size(); ++i)
    test.outputs.push_back({fmt::format("result {}", i), main->op->location});
  test.source = test.program;
  test.verifiedSource = test.verifiedProgram;
  return test;
}

Result<suites::TestCase> campaignTest(const CampaignConfig& config, int64_t index) {
  generators::Entropy entropy = generators::Entropy::fromSeed(programSeed(config.seed, index));
  Result<generators::GeneratedProgram> generated =
      generators::generateProgram(entropy, config.program);
  if (!generated.ok()) return generated.takeError();
  return generatedTest(std::move(*generated), fmt::format("program-{}", index),
                       fmt::format("seed-{}", config.seed));
}

}  // namespace hlo_cts::runner

namespace hlo_cts::runner {

Result<CampaignOutcome> runCampaign(const CampaignConfig& config) {
  if (config.backends.empty()) return makeError("a campaign needs a backend");
  if (config.count <= 0 && config.seconds <= 0)
    return makeError("a campaign needs a program count or a time limit");
  FindingsFolder folder;
  if (Status opened = folder.open(config); !opened.ok()) return opened.takeError();
  Campaign campaign(config, folder,
                    config.resume && folder.enabled() ? readPastRun(folder.dir()) : PastRun{});

  // Every backend opens once here first, so one that cannot start is one
  // clear error before any program runs.
  const int threads = std::max(1, config.jobs);
  std::vector<std::vector<std::unique_ptr<backends::Backend>>> instances(
      static_cast<size_t>(threads));
  for (int t = 0; t < threads; ++t)
    for (const CampaignBackend& backend : config.backends) {
      Result<std::unique_ptr<backends::Backend>> opened = backend.open();
      if (!opened.ok()) {
        if (t == 0) return opened.takeError();
        break;
      }
      instances[static_cast<size_t>(t)].push_back(std::move(*opened));
    }
  std::vector<std::thread> workers;
  for (int t = 1; t < threads; ++t)
    if (instances[static_cast<size_t>(t)].size() == config.backends.size())
      workers.emplace_back([&, t] { campaign.work(std::move(instances[static_cast<size_t>(t)])); });
  campaign.work(std::move(instances[0]));
  for (std::thread& worker : workers) worker.join();
  CampaignOutcome outcome = campaign.finish();
  folder.rewriteFindings(outcome.findings);
  if (folder.enabled())
    writeSummary(folder.dir(),
                 fmt::format("Campaign: seed {}{}, {} programs judged ({} resumed)", config.seed,
                             config.shardCount > 1 ? fmt::format(", shard {}/{}", config.shardIndex,
                                                                 config.shardCount)
                                                   : "",
                             outcome.programs + outcome.resumedPrograms, outcome.resumedPrograms),
                 outcome.findings);
  return outcome;
}

namespace {

// A folder of a campaign: what it is (campaign.json without its shard) and
// its journal and findings lines.
struct CampaignFolder {
  fs::path dir;
  Json identity;
  std::vector<Json> journal;
  std::vector<Json> findings;
};

Result<std::vector<Json>> readJsonLines(const fs::path& file, bool required) {
  std::vector<Json> lines;
  std::ifstream in(file);
  if (!in) {
    if (!required) return lines;
    return makeError(fmt::format("{}: cannot read it", file.string()), {}, DiagnosticKind::kIo);
  }
  for (std::string line; std::getline(in, line);) {
    Json entry = Json::parse(line, nullptr, false);
    // A line cut short by a kill is skipped, as resume does.
    if (entry.is_object()) lines.push_back(std::move(entry));
  }
  return lines;
}

Result<CampaignFolder> readCampaignFolder(const fs::path& dir) {
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
  folder.identity.erase("shard");
  Result<std::vector<Json>> journal = readJsonLines(dir / "journal.jsonl", true);
  if (!journal.ok()) return journal.takeError();
  folder.journal = std::move(*journal);
  Result<std::vector<Json>> findings = readJsonLines(dir / "findings.jsonl", false);
  if (!findings.ok()) return findings.takeError();
  folder.findings = std::move(*findings);
  return folder;
}

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
  if (fs::exists(out / "journal.jsonl"))
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
        if (f.program < merged[it->second].finding.program) merged[it->second] = {f, i, f.slug};
        merged[it->second].finding.spread = std::move(spread);
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
      if (!judged.insert({campaign, program, entry["backend"].get<std::string>()}).second) {
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
    if (!f.reproducer.empty()) f.reproducer = (to / "reproducer.mlir").string();
    findingsFile << findingJson(f).dump() << "\n";
    outcome.findings.push_back(f);
  }
  std::stable_sort(journal.begin(), journal.end(), [](const auto& a, const auto& b) {
    return a.second["program"].template get<int64_t>() <
           b.second["program"].template get<int64_t>();
  });
  std::ofstream journalFile(out / "journal.jsonl");
  for (auto& [finding, entry] : journal) {
    if (finding != std::string::npos) entry["finding"] = newSlug[finding];
    journalFile << entry.dump() << "\n";
  }
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
  if (!findingsFile || !journalFile)
    return makeError(fmt::format("cannot write in {}", out.string()), {}, DiagnosticKind::kIo);
  return outcome;
}

}  // namespace hlo_cts::runner
