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

#include "oracle/interpret.h"
#include "oracle/numerics/mpfr_number.h"
#include "spec/checker/checker.h"
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
  return {{"seed", config.seed},
          {"backends", backends},
          {"max_ops", config.program.maxOps},
          {"max_rank", config.program.maxRank},
          {"max_dim", config.program.maxDim},
          {"clean", config.program.values.clean},
          {"element_types", types},
          {"ops", ops}};
}

std::string slugOf(size_t number, const std::string& backend, const FailureSignature& signature) {
  std::string slug = fmt::format("{:04}-{}-{}", number, backend, signature.str());
  for (char& c : slug)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '-';
  return slug;
}

Json findingJson(const Finding& f) {
  return {{"slug", f.slug},
          {"backend", f.backend},
          {"signature", f.signature.str()},
          {"verdict", std::string(verdictName(f.signature.verdict))},
          {"op", f.signature.op},
          {"clause", f.signature.clause},
          {"element_type", f.signature.elementType},
          {"class", std::string(findingClassName(f.kind))},
          {"program", f.program},
          {"ops_before", f.opsBefore},
          {"ops_after", f.opsAfter},
          {"summary", f.summary},
          {"reproducer", f.reproducer},
          {"reproduces_as_written", f.reproduces},
          {"message", f.message},
          {"mechanism", f.mechanism},
          {"decided_by", f.decidedBy},
          {"escapes", f.escapes}};
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
  const fs::path& dir() const { return dir_; }

  void journal(int64_t program, const std::string& backend, const reports::TestResult& result,
               const std::string& signature) {
    if (!enabled()) return;
    journal_ << Json{{"program", program},
                     {"backend", backend},
                     {"verdict", std::string(verdictName(result.verdict))},
                     {"signature", signature},
                     {"seconds", result.seconds}}
                    .dump()
             << "\n"
             << std::flush;
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
  std::map<std::string, int64_t> occurrences;  // backend + raw signature -> count
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
    if (isFailure(*verdict))
      ++past.occurrences[entry["backend"].get<std::string>() + "\n" +
                         entry.value("signature", std::string())];
  }
  std::ifstream findings(dir / "findings.jsonl");
  for (std::string line; std::getline(findings, line);) {
    const Json entry = Json::parse(line, nullptr, false);
    if (!entry.is_object() || !entry.contains("slug")) continue;
    Finding f;
    f.slug = entry.value("slug", std::string());
    f.backend = entry.value("backend", std::string());
    f.signature.verdict =
        verdictFromName(entry.value("verdict", std::string())).value_or(Verdict::kFail);
    f.signature.op = entry.value("op", std::string());
    f.signature.clause = entry.value("clause", std::string());
    f.signature.elementType = entry.value("element_type", std::string());
    f.kind = findingClassFromName(entry.value("class", std::string()));
    f.program = entry.value("program", int64_t{0});
    f.opsBefore = entry.value("ops_before", 0);
    f.opsAfter = entry.value("ops_after", 0);
    f.summary = entry.value("summary", std::string());
    f.reproducer = entry.value("reproducer", std::string());
    f.reproduces = entry.value("reproduces_as_written", false);
    f.message = entry.value("message", std::string());
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

void writeSummary(const fs::path& dir, const CampaignConfig& config,
                  const CampaignOutcome& outcome) {
  std::ofstream out(dir / "summary.md");
  out << fmt::format("# Campaign: seed {}, {} programs judged ({} resumed)\n\n", config.seed,
                     outcome.programs + outcome.resumedPrograms, outcome.resumedPrograms);
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
    out << "| finding | backend | signature | mechanism | seen | ops | reproducer | fails as "
           "written |\n|---|---|---|---|---|---|---|---|\n";
    for (const Finding& f : outcome.findings)
      if (f.kind == kind)
        out << fmt::format("| {} | {} | {} | {} | {} | {} -> {} | {} | {} |\n", f.slug, f.backend,
                           f.signature.str(), f.mechanism, f.occurrences, f.opsBefore, f.opsAfter,
                           f.reproducer.empty() ? ""
                                                : fmt::format("`hlo-cts run --backend {} {}`",
                                                              f.backend, f.reproducer),
                           f.reproducer.empty() ? ""
                           : f.reproduces       ? "yes"
                                                : "**no**");
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
      byKey_[f.backend + "\n" + f.signature.str()] = i;
    }
  }

  // Worker thread: its own instance of each backend, programs from the
  // shared counter until the count or the time is reached.
  void work(std::vector<std::unique_ptr<backends::Backend>> instances) {
    // MPFR keeps per-thread caches: a worker thread that ends frees its own.
    struct ReleaseCaches {
      ~ReleaseCaches() { oracle::releaseThreadMpfrCaches(); }
    } releaseCaches;
    while (true) {
      const int64_t index = next_++;
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
      std::string signature;
      if (isFailure(result.verdict)) {
        signature = signatureOf(**test, result).str();
        recordFailure(index, backend.label, signature, **test, result, *instances[b], options);
      }
      std::lock_guard<std::mutex> lock(mutex_);
      outcome_.verdicts.add(result.verdict);
      folder_.journal(index, backend.label, result, signature);
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
                      backends::Backend& instance, const JudgeOptions& options) {
    Finding f;
    const suites::TestCase* culpritTest = &test;
    const reports::TestResult* culpritResult = &result;
    Result<Localization> localized = localize(test, instance, options);
    if (localized.ok() && !localized->found && !localized->oracleInputs) {
      f.kind = FindingClass::kAmplifiedTolerance;
      f.signature = signatureOf(test, result);
      f.opsBefore = f.opsAfter = countComputingOps(test);
      f.summary = f.signature.str() + ": no op is wrong on its own inputs";
      f.message = result.message;
      f.reproducerText = reproducerText(test, result);
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
    if (reduced.ok()) {
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
    return f;
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

  // A failure: counted against a finding with the same signature, or made a
  // new finding (classified, reduced, written).
  void recordFailure(int64_t index, const std::string& backend, const std::string& signature,
                     const suites::TestCase& test, const reports::TestResult& result,
                     backends::Backend& instance, const JudgeOptions& options) {
    const std::string rawKey = backend + "\n" + signature;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto known = byKey_.find(rawKey); known != byKey_.end()) {
        ++outcome_.findings[known->second].occurrences;
        return;
      }
    }
    Finding f = investigate(test, result, instance, options);
    f.backend = backend;
    f.program = index;
    std::lock_guard<std::mutex> lock(mutex_);
    const std::string key = backend + "\n" + f.signature.str();
    if (auto known = byKey_.find(key); known != byKey_.end()) {
      // Another raw signature that reduces to a known finding.
      byKey_[rawKey] = known->second;
      ++outcome_.findings[known->second].occurrences;
      return;
    }
    f.slug = slugOf(outcome_.findings.size() + 1, backend, f.signature);
    folder_.add(f);
    outcome_.findings.push_back(f);
    byKey_[key] = byKey_[rawKey] = outcome_.findings.size() - 1;
    if (config_.progress)
      fmt::print(stderr, "{}finding {} [{}]: {}\n", isatty(2) ? "\r\033[K" : "", f.slug,
                 findingClassName(f.kind), f.summary);
  }

  const CampaignConfig& config_;
  FindingsFolder& folder_;
  PastRun past_;
  std::mutex mutex_;
  CampaignOutcome outcome_;
  std::map<std::string, size_t> byKey_;  // backend + signature -> finding
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
  campaign.next_ = config.firstProgram;

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
  if (folder.enabled()) writeSummary(folder.dir(), config, outcome);
  return outcome;
}

}  // namespace hlo_cts::runner
