#include "tools/runner/campaign.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>
#include <tuple>

#include "generators/input_sets.h"
#include "numerics/mpfr_number.h"
#include "oracle/interpret.h"
#include "spec/checker/checker.h"
#include "tools/runner/campaign_files.h"
#include "tools/runner/finding_bundle.h"
#include "tools/runner/finding_key.h"
#include "tools/runner/reproducer.h"
#include "tools/runner/test_builder.h"
#include "tools/runner/verdict.h"

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
  // Absent at their defaults, so folders of campaigns from before resume.
  if (config.inputsPerProgram > 1) identity["inputs_per_program"] = config.inputsPerProgram;
  if (config.repeat > 1) identity["repeat"] = config.repeat;
  if (config.shardCount > 1)
    identity["shard"] = {{"index", config.shardIndex}, {"count", config.shardCount}};
  return identity;
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
      if (holdsJournal(dir_) && !config.resume)
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

  void journal(int64_t program, int inputSet, const std::string& backend,
               const reports::TestResult& result, const std::string& signature,
               const std::string& finding, bool setsDone) {
    if (!enabled()) return;
    Json line = {{"program", program},
                 {"backend", backend},
                 {"verdict", std::string(verdictName(result.verdict))},
                 {"signature", signature},
                 {"seconds", result.seconds}};
    if (inputSet > 0) line["input_set"] = inputSet;
    if (setsDone) line["sets_done"] = true;  // the program's last set (resume skips it)
    if (!finding.empty()) line["finding"] = finding;
    // It failed first (this verdict), then did not on a retry.
    if (!result.flaky.empty()) line["flaky"] = result.flaky;
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
        "{}\nclass: {}\nmechanism: {}\ndecided by: {}\nbackend: {}\nprogram: {}{}\nops: {} -> "
        "{}\n{}\n",
        f.summary, findingClassName(f.kind), f.mechanism, f.decidedBy, f.backend, f.program,
        f.inputSet > 0 ? fmt::format(", input set {}", f.inputSet) : "", f.opsBefore, f.opsAfter,
        f.message);
    findings_ << findingJson(f).dump() << "\n" << std::flush;
  }

 private:
  fs::path dir_;
  std::ofstream journal_, findings_;
};

// What a resumed campaign already did: the (program, backend) pairs judged,
// the verdict counts and the findings, from the journal and findings files.
struct PastRun {
  // (program, backend) judged on every input set it is judged on.
  std::set<std::pair<int64_t, std::string>> judged;
  // (program, backend, input set) judged, of programs killed between sets.
  std::set<std::tuple<int64_t, std::string, int>> judgedSets;
  reports::RunSummary verdicts;
  std::vector<Finding> findings;
  std::map<std::string, int64_t> occurrences;  // finding slug -> failures counted against it
};

Result<PastRun> readPastRun(const fs::path& dir, int inputsPerProgram) {
  PastRun past;
  // A line cut short by a kill is not read: that program runs again.
  Result<std::vector<Json>> journal = readJournal(dir);
  if (!journal.ok()) return journal.takeError();
  for (const Json& entry : *journal) {
    if (!entry.contains("program") || !entry.contains("backend")) continue;
    const std::optional<Verdict> verdict = verdictFromName(entry.value("verdict", std::string()));
    if (!verdict) continue;
    const int64_t program = entry["program"].get<int64_t>();
    const std::string backend = entry["backend"].get<std::string>();
    // With several input sets a program is done at its line "sets_done".
    if (inputsPerProgram <= 1 || entry.value("sets_done", false))
      past.judged.insert({program, backend});
    past.judgedSets.insert({program, backend, entry.value("input_set", 0)});
    past.verdicts.add(*verdict);
    const std::string finding = entry.value("finding", std::string());
    if (!finding.empty()) ++past.occurrences[finding];
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
      judgeOnInputSets(index, backend, **test, *instances[b]);
      judgedAny = true;
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

  // Program `index` on one backend: compiled once, judged on each input
  // set (set 0 first; the others only when it compiled), each judgement
  // journaled, each failure counted against a finding.
  void judgeOnInputSets(int64_t index, const CampaignBackend& backend, const suites::TestCase& test,
                        backends::Backend& instance) {
    const std::string& label = backend.label;
    const JudgeOptions options = judgeOptions(backend.profile);
    std::unique_ptr<backends::Executable> executable;
    Executions executions;
    executions.repeat = config_.repeat;
    if (config_.inputsPerProgram > 1) executions.keep = &executable;
    for (int set = 0; set < std::max(1, config_.inputsPerProgram); ++set) {
      std::optional<suites::TestCase> other;
      if (set > 0) {
        if (!executable) return;
        Result<suites::TestCase> made = withInputSet(config_, index, test, set);
        if (!made.ok()) {
          std::lock_guard<std::mutex> lock(mutex_);
          ++outcome_.generatorErrors;
          fmt::print(stderr, "\nprogram {} input set {}: {}\n", index, set, made.error().str());
          return;
        }
        other = std::move(*made);
        executions.compiled = executable.get();
        executions.keep = nullptr;
      }
      const suites::TestCase& judged = other ? *other : test;
      // Judged before a kill: set 0 again only for its executable, uncounted.
      if (past_.judgedSets.count({index, label, set})) {
        if (set == 0) judge(judged, instance, options, executions);
        continue;
      }
      reports::TestResult result =
          judgeWithRetries(judged, instance, options, executions, config_.retries);
      std::string signature, finding;
      if (isFailure(result.verdict)) {
        signature = signatureOf(judged, result).str();
        finding = recordFailure(index, set, label, judged, result, instance, options);
      } else if (result.verdict == Verdict::kNondeterministic) {
        const FailureSignature culprit = signatureOf(judged, result);
        signature = culprit.str();
        finding =
            recordNondeterministic(index, set, label, judged, result, culprit, instance, options);
      }
      std::lock_guard<std::mutex> lock(mutex_);
      if (!result.flaky.empty()) ++outcome_.flakes;
      ++outcome_.judgements;
      outcome_.verdicts.add(result.verdict);
      const bool setsDone =
          config_.inputsPerProgram > 1 && (set + 1 >= config_.inputsPerProgram || !executable);
      folder_.journal(index, set, label, result, signature, finding, setsDone);
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
      f.bundle = bundleOf(test, result, f, instance, folderOf(backendLabel));
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
      takeReduction(*reduced, f);
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
    f.bundle = bundleOf(*shownTest, *shownResult, f, instance, folderOf(backendLabel));
    return f;
  }

  // What a finding shows of its reduction.
  static void takeReduction(const Reduction& reduced, Finding& f) {
    f.signature = reduced.signature;
    f.opsAfter = reduced.opsAfter;
    f.summary = reduced.summary;
    f.message = reduced.result.message;
    f.reproducerText = reduced.reproducer;
    f.reproduces = reduced.reproducesAsWritten;
  }

  static std::map<std::string, std::string> bundleOf(const suites::TestCase& test,
                                                     const reports::TestResult& result,
                                                     const Finding& f, backends::Backend& instance,
                                                     const std::string& backendName) {
    // By the backend's name (xla-cpu), not the command line that runs it.
    return findingBundle(test, result, bundleContextOf(f, instance, backendName));
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
  std::string recordFailure(int64_t index, int inputSet, const std::string& backend,
                            const suites::TestCase& test, const reports::TestResult& result,
                            backends::Backend& instance, const JudgeOptions& options) {
    const Result<Localization> localized = localize(test, instance, options);
    const FindingIdentity id = identityOf(test, result, localized);
    const std::string key = backend + "\n" + id.key;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (std::string slug = countAgainstKnown(key, id.spread); !slug.empty()) return slug;
    }
    Finding f = investigate(test, result, instance, options, localized, backend);
    return addFinding(std::move(f), index, inputSet, backend, key, id);
  }

  // Outputs that differ between executions: a finding of their own, by
  // the op and type that computed them, reduced while its outputs still
  // differ in as many executions as the campaign's (at least 2; not
  // localized: the localizer judges single executions).
  std::string recordNondeterministic(int64_t index, int inputSet, const std::string& backend,
                                     const suites::TestCase& test,
                                     const reports::TestResult& result,
                                     const FailureSignature& culprit, backends::Backend& instance,
                                     const JudgeOptions& options) {
    const FindingIdentity id = identifyFailure(result.verdict, culprit, "", result.message);
    const std::string key = backend + "\n" + id.key;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (std::string slug = countAgainstKnown(key, id.spread); !slug.empty()) return slug;
    }
    Finding f;
    f.kind = FindingClass::kNondeterministic;
    f.signature = culprit;
    f.opsBefore = f.opsAfter = countComputingOps(test);
    ReduceOptions limits = config_.reduce;
    limits.repeat = std::max(2, config_.repeat);
    Result<Reduction> reduced = reduce(test, result, instance, options, limits);
    const suites::TestCase& shownTest = reduced.ok() ? reduced->reduced : test;
    const reports::TestResult& shownResult = reduced.ok() ? reduced->result : result;
    if (reduced.ok()) {
      takeReduction(*reduced, f);
    } else {
      f.summary = fmt::format("{}: {} (not reduced: {})", culprit.str(),
                              reports::firstLine(result.message), reduced.error().message);
      f.message = result.message;
      f.reproducerText = reproducerText(test, result);
    }
    f.bundle = bundleOf(shownTest, shownResult, f, instance, backend);
    return addFinding(std::move(f), index, inputSet, backend, key, id);
  }

  // A new finding made of a failure: written and counted, unless another
  // worker made the one of this key meanwhile. Returns its slug.
  std::string addFinding(Finding f, int64_t index, int inputSet, const std::string& backend,
                         const std::string& key, const FindingIdentity& id) {
    f.backend = backend;
    f.program = index;
    f.inputSet = inputSet;
    f.key = key;
    f.spread[id.spread] = 1;
    std::lock_guard<std::mutex> lock(mutex_);
    if (std::string slug = countAgainstKnown(key, id.spread); !slug.empty()) return slug;
    if (const KnownIssue* issue = matchKnownIssue(config_.knownIssues, folderOf(backend), key))
      f.known = knownIssueText(*issue);
    f.name = folderOf(backend) + "/" + id.name;
    f.slug = uniqueSlug(f.name, slugs_);
    folder_.add(f);
    outcome_.findings.push_back(f);
    byKey_[key] = outcome_.findings.size() - 1;
    if (config_.progress)
      fmt::print(stderr, "{}finding {} [{}]: {}\n", isatty(2) ? "\r\033[K" : "", f.slug,
                 findingClassName(f.kind), f.summary);
    return f.slug;
  }

  // The folder name of the backend labelled `label`.
  std::string folderOf(const std::string& label) const {
    for (const CampaignBackend& b : config_.backends)
      if (b.label == label && !b.folder.empty()) return b.folder;
    return slugWords(label);
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
    case FindingClass::kNondeterministic:
      return "nondeterministic";
  }
  return "semantic";
}

FindingClass findingClassFromName(std::string_view name) {
  for (FindingClass kind : {FindingClass::kIeeeReading, FindingClass::kProfileDifference,
                            FindingClass::kAmplifiedTolerance, FindingClass::kNondeterministic})
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

Result<suites::TestCase> campaignTest(const CampaignConfig& config, int64_t index, int inputSet) {
  generators::Entropy entropy = generators::Entropy::fromSeed(programSeed(config.seed, index));
  Result<generators::GeneratedProgram> generated =
      generators::generateProgram(entropy, config.program);
  if (!generated.ok()) return generated.takeError();
  Result<suites::TestCase> test = generatedTest(
      std::move(*generated), fmt::format("program-{}", index), fmt::format("seed-{}", config.seed));
  if (!test.ok() || inputSet == 0) return test;
  return withInputSet(config, index, *test, inputSet);
}

Result<suites::TestCase> withInputSet(const CampaignConfig& config, int64_t index,
                                      const suites::TestCase& test, int inputSet) {
  Result<std::vector<Tensor>> inputs = generators::inputSet(
      *test.program, programSeed(config.seed, index), inputSet, config.program.values, test.entry);
  if (!inputs.ok()) return inputs.takeError();
  suites::TestCase other = test;
  other.id = fmt::format("{}/set-{}", test.id, inputSet);
  other.inputs = std::move(*inputs);
  return other;
}

}  // namespace hlo_cts::runner

namespace hlo_cts::runner {

Result<CampaignOutcome> runCampaign(const CampaignConfig& config) {
  if (config.backends.empty()) return makeError("a campaign needs a backend");
  if (config.count <= 0 && config.seconds <= 0)
    return makeError("a campaign needs a program count or a time limit");
  FindingsFolder folder;
  if (Status opened = folder.open(config); !opened.ok()) return opened.takeError();
  Result<PastRun> past = PastRun{};
  if (config.resume && folder.enabled()) past = readPastRun(folder.dir(), config.inputsPerProgram);
  if (!past.ok()) return past.takeError();
  Campaign campaign(config, folder, std::move(*past));

  const std::time_t started = std::time(nullptr);
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
  Json backendsRun = Json::array();  // what runs.jsonl says of them
  for (size_t b = 0; b < config.backends.size(); ++b) {
    const backends::Capabilities capabilities = instances[0][b]->capabilities();
    backendsRun.push_back({{"label", config.backends[b].label},
                           {"name", capabilities.name},
                           {"version", capabilities.version},
                           {"profile", config.backends[b].profile.name()}});
  }
  std::vector<std::thread> workers;
  for (int t = 1; t < threads; ++t)
    if (instances[static_cast<size_t>(t)].size() == config.backends.size())
      workers.emplace_back([&, t] { campaign.work(std::move(instances[static_cast<size_t>(t)])); });
  campaign.work(std::move(instances[0]));
  for (std::thread& worker : workers) worker.join();
  CampaignOutcome outcome = campaign.finish();
  folder.rewriteFindings(outcome.findings);
  if (folder.enabled()) {
    std::tm utc{};
    gmtime_r(&started, &utc);
    char startedText[32];
    std::strftime(startedText, sizeof startedText, "%Y-%m-%dT%H:%M:%SZ", &utc);
    appendRun(folder.dir(), {{"started", startedText},
                             {"seconds", std::round(outcome.seconds * 10) / 10},
                             {"programs", outcome.programs},
                             {"judgements", outcome.judgements},
                             {"jobs", 1 + workers.size()},
                             {"shard", fmt::format("{}/{}", config.shardIndex, config.shardCount)},
                             {"backends", backendsRun}});
  }
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
}  // namespace hlo_cts::runner
