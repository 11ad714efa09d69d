// A differential fuzzing campaign (`hlo-cts fuzz`): generate programs from
// a seed, judge each on one or more backends against the oracle, and turn
// every failure into a finding: graded by the spec's text (semantic,
// ieee-reading, or a profile difference: tools/runner/grading.h), with the
// mechanism it is consistent with, localized and reduced to a reproducer,
// and deduplicated by its FailureSignature.
//
// The findings folder is written as programs finish, so a killed campaign
// loses nothing and `resume` continues it:
//   campaign.json         what the campaign is (seed, generator options, backends)
//   journal.jsonl         one line per judged (program, backend): index, verdict,
//                         signature, and the finding it was counted against
//   findings.jsonl        one line per new finding (its "note" is a person's:
//                         `hlo-cts fuzz note`; campaign_report.h)
//   runs.jsonl            one line per run of the folder (campaign_files.h):
//                         start, wall time, backends' names and versions
//   findings/<slug>/      reproducer.mlir, summary.txt, and the upstream bundle
//                         (tools/runner/finding_bundle.h: reproducer.hlo,
//                         repro.py, report.md) of each finding
//   summary.md            the table of findings, rewritten at the end
// Program i of a campaign is generated from hash(seed, i), so any program
// can be regenerated on its own: `hlo-cts fuzz --seed S --program I`.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "backends/backend.h"
#include "generators/program.h"
#include "oracle/profile.h"
#include "tools/runner/judge.h"
#include "tools/runner/known_issues.h"
#include "tools/runner/localize.h"
#include "tools/runner/reduce.h"

namespace hlo_cts::runner {

struct CampaignBackend {
  std::string label;  // as given on the command line: "simd-cpu"
  // One instance per worker thread.
  backends::BackendFactory open;
  oracle::Profile profile;  // the profile the backend is judged under
  // What its findings' folders start with: the label when it is a plain
  // name, else the backend's own ("pjrt-cuda" for
  // "pjrt:/opt/.../xla_cuda_plugin.so?preallocate=false"), so that a
  // folder is named by what a person reads, not by a command line.
  // Empty: the label as a slug.
  std::string folder;
};

struct CampaignConfig {
  std::vector<CampaignBackend> backends;
  // The spec's IEEE reading (suites/profiles/spec-ieee.profile): a failure
  // that passes under it is a profile difference, not a bug; one that fails
  // under it is reduced under it and graded by tier.
  oracle::Profile specProfile;
  generators::ProgramOptions program;
  uint64_t seed = 1;
  int64_t count = 0;   // programs to judge; 0: until `seconds` runs out
  double seconds = 0;  // 0: until `count` programs
  int64_t firstProgram = 0;
  // This process's shard (tools/runner/shard.h): programs firstProgram +
  // shardIndex + k * shardCount below firstProgram + count. `count` stays
  // the whole campaign's, so every shard of `--count 300 --shard I/N`
  // judges its part of the same 300 programs.
  int64_t shardIndex = 0, shardCount = 1;
  int jobs = 1;
  std::string findingsDir;  // empty: nothing written
  bool resume = false;      // continue the campaign in findingsDir
  bool progress = false;    // a live line on stderr
  backends::CallOptions call;
  ReduceOptions reduce;
  // An unexpected failure is judged again up to `retries` times before it
  // counts (deqp-runner's flake handling): one that passes on a retry is a
  // flake, journaled as such and never a finding.
  int retries = 0;
  // Input sets each program is judged on (generators/input_sets.h): set 0
  // is the inputs it was generated with, the others special values,
  // boundary indices and random values, from (seed, program, set) alone.
  // A program that compiles is compiled once and run on every set; a
  // failure on any set is a finding of its own set's inputs.
  int inputsPerProgram = 1;
  // Executions of each compiled program on each input set: outputs that
  // differ between two make the judgement Nondeterministic, a finding.
  int repeat = 1;
  // Triaged findings (tools/runner/known_issues.h): a finding matching one
  // is marked known.
  std::vector<KnownIssue> knownIssues;
};

// What a finding is, by the spec's text (tools/runner/grading.h's tiers).
enum class FindingClass : uint8_t {
  // Wrong under every reading of the spec: a bug.
  kSemantic,
  // Against the IEEE-754 behaviour the spec names for the op, which one of
  // its escape clauses (no accuracy guarantee, implementation-defined
  // exceptions of non-standard ops) could excuse: worth a maintainer's
  // look, not a claim of a spec violation.
  kIeeeReading,
  // Allowed by the spec's IEEE reading, outside the profile the backend claims.
  kProfileDifference,
  // Every op within what it may do on the backend's own inputs: a later op
  // amplified allowed errors (the oracle judges the whole program against
  // exact intermediate values). Not a bug.
  kAmplifiedTolerance,
  // Executions of the same compiled program on the same inputs gave
  // different outputs: neither allowed nor forbidden by one reading; shown
  // with both outputs, not reduced.
  kNondeterministic,
};
std::string_view findingClassName(FindingClass kind);  // "semantic", "ieee-reading", ...
// Also reads the name of earlier campaigns' class of a bug, "spec-violation".
FindingClass findingClassFromName(std::string_view name);

struct Finding {
  // Folder under findings/, named by what a person reads:
  // "xla-cpu/compile-rejected/check-failed-split-count", "simd-cpu/fail/add-f32"
  // ("-2", "-3" after a name already taken).
  std::string slug;
  std::string name;  // the slug before that suffix
  // What makes failures one finding (tools/runner/finding_key.h): equal
  // keys are one finding, in a campaign and in a merge of its shards.
  std::string key;
  std::string backend;
  FailureSignature signature;
  FindingClass kind = FindingClass::kSemantic;
  int64_t program = 0;  // the first program that showed it
  int inputSet = 0;     // on which of its input sets (CampaignConfig::inputsPerProgram)
  int64_t occurrences = 1;
  // The op and element type of each occurrence's culprit, counted: one
  // mechanism seen on divide f32 and divide f64 is one finding spread over two.
  std::map<std::string, int64_t> spread;
  int opsBefore = 0, opsAfter = 0;
  std::string summary;     // the reducer's one line
  std::string reproducer;  // path of reproducer.mlir (empty when not written)
  std::string reproducerText;
  // The other files of its folder (tools/runner/finding_bundle.h): name -> text.
  std::map<std::string, std::string> bundle;
  // Whether the reproducer, read back from its file, fails the same way
  // (Reduction::reproducesAsWritten); false when not reduced.
  bool reproduces = false;
  std::string message;  // the reduced test's verdict message
  // The grade of the reduced failure (reports::TestResult's fields).
  std::string mechanism;
  std::string decidedBy;
  std::vector<std::string> escapes;
  // knownIssueText of the known issue it matches; empty when new.
  std::string known;
  // What a person wrote of it after checking it (`hlo-cts fuzz note`, or
  // "note" in its line of findings.jsonl): the only prose of a campaign
  // report (campaign_report.h). Never written by a campaign; kept by
  // resume and merge.
  std::string note;
};

struct CampaignOutcome {
  int64_t programs = 0;          // judged in this run (all backends)
  int64_t resumedPrograms = 0;   // already in the journal
  int64_t generatorErrors = 0;   // programs the generator could not make (a generator bug)
  int64_t flakes = 0;            // failures that did not fail again on a retry
  int64_t judgements = 0;        // (program, backend, input set) judged in this run
  reports::RunSummary verdicts;  // per (program, backend)
  std::vector<Finding> findings;
  double seconds = 0;
};

// The seed program `index` of a campaign is generated from.
uint64_t programSeed(uint64_t campaignSeed, int64_t index);

// A generated program as a test: its module, inputs, and every result an
// output.
Result<suites::TestCase> generatedTest(generators::GeneratedProgram program, std::string id,
                                       std::string file);

// Program `index` as a test (generatedTest), on input set `inputSet`
// (generators::inputSet; 0: the inputs it was generated with).
Result<suites::TestCase> campaignTest(const CampaignConfig& config, int64_t index,
                                      int inputSet = 0);

// `test` (program `index` of the campaign) on input set `inputSet` (>= 1):
// its id gets "/set-N".
Result<suites::TestCase> withInputSet(const CampaignConfig& config, int64_t index,
                                      const suites::TestCase& test, int inputSet);

// Runs the campaign. An error only for a configuration that cannot start
// (no backend opens, an unwritable findings folder, a resume that does not
// match the campaign recorded there); everything after that is a verdict.
Result<CampaignOutcome> runCampaign(const CampaignConfig& config);

struct MergeOptions {
  std::vector<std::string> folders;  // findings folders: shards, or runs on different days
  std::string out;                   // the merged folder (must not hold a campaign)
  // Merge folders whose campaigns differ (seed, generator options, backends
  // or profiles): their programs are different programs, so their journal
  // lines are all kept, and a finding seen in both is still one finding.
  bool force = false;
  // The journal written packed, as journal.jsonl.gz (campaign_files.h): for
  // a finished campaign that is checked in.
  bool pack = false;
};

struct MergeOutcome {
  int64_t programs = 0;           // distinct programs judged, over all folders
  int64_t duplicateLines = 0;     // (program, backend) judged in more than one folder, kept once
  std::vector<Finding> findings;  // in the order of the first program that showed each
};

// Folds findings folders into one: journals joined (a (program, backend)
// judged twice in the same campaign kept once), findings deduplicated by
// backend, signature and mechanism with their occurrences summed, each
// finding's folder copied from the folder that saw it first, numbered in
// the order of that first program, and summary.md written. An error for a
// folder that is not a campaign's, for campaigns that differ (unless
// `force`), and for an `out` that already holds a campaign.
Result<MergeOutcome> mergeCampaigns(const MergeOptions& options);

struct RebundleOptions {
  std::string dir;          // a findings folder
  std::string backendName;  // its findings of this backend (the slugs' first part: xla-cpu)
  const JudgeOptions* judge = nullptr;
  // Only the findings that lack a repro.py their peer now has one for.
  bool missingOnly = false;
};

struct RebundleOutcome {
  int64_t written = 0;  // findings whose bundle was written again
  // Findings whose reproducer no longer fails as recorded (a backend or an
  // oracle since changed): "slug: what it gives now"; their folders are
  // left as they were.
  std::vector<std::string> notReproduced;
};

// Writes each finding's bundle (finding_bundle.h: reproducer.hlo, repro.py,
// report.md) again from its reproducer judged on `backend` now, where it
// still fails with its recorded signature: for folders bundled before a
// bundle's files existed (repro.py of IREE and the interpreter came later).
Result<RebundleOutcome> rebundleFindings(const RebundleOptions& options,
                                         backends::Backend& backend);

}  // namespace hlo_cts::runner
