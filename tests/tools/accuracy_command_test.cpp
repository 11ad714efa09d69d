// `hlo-cts accuracy`: the atlas of a backend's element-wise functions
// against the correctly rounded result, its profile and its comparison;
// and a deliberately degraded exponential, which the atlas must pin on the
// binade where it is off.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "oracle/profile.h"
#include "tests/tools/cli_test_util.h"
#include "tests/tools/faulty_backends.h"
#include "tools/runner/accuracy.h"
#include "tools/runner/accuracy_cache.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

class AccuracyCommand : public testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("hlo-cts-accuracy-" + std::to_string(getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }
  std::string path(const std::string& name) const { return (root_ / name).string(); }
  static std::string read(const std::string& file) {
    std::ifstream in(file);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }

  fs::path root_;
};

TEST_F(AccuracyCommand, SimdCpuExpAndSineAtlasHasEveryF16InputAndBothFiles) {
  std::string out;
  ASSERT_EQ(runCli({"accuracy", "--backend", "simd-cpu", "--ops", "exponential,sine", "--types",
                    "f16,bf16,f32", "-o", path("atlas"), "--cache-dir", path("cache"),
                    "--emit-profile", path("measured.profile"), "-q"},
                   &out),
            kExitOk)
      << out;
  const nlohmann::json doc = nlohmann::json::parse(read(path("atlas/accuracy.json")));
  ASSERT_EQ(doc["entries"].size(), 6u) << doc.dump(1);
  const std::set<std::string> keys = {"op",      "type",
                                      "inputs",  "maxUlp",
                                      "meanUlp", "correctlyRounded",
                                      "worst",   "specialValueMismatches"};
  for (const nlohmann::json& entry : doc["entries"]) {
    std::set<std::string> has;
    for (const auto& [key, value] : entry.items()) has.insert(key);
    EXPECT_EQ(has, keys);
    const std::string type = entry["type"];
    if (type == "f16") {
      // Every f16 input: 63,488 finite ones plus ±Inf and the NaNs.
      EXPECT_EQ(entry["inputs"], 65536);
      EXPECT_GE(entry["inputs"].get<int64_t>() - 2048, 63488);
    }
    if (type == "f32") EXPECT_GE(entry["inputs"].get<int64_t>(), 16384);
    // simd-cpu's claim for these (suites/profiles/simd-cpu.profile): 1 ulp.
    EXPECT_LE(entry["maxUlp"].get<uint64_t>(), 1u) << entry.dump(1);
    EXPECT_GT(entry["correctlyRounded"].get<double>(), 0.9);
    EXPECT_EQ(entry["specialValueMismatches"]["count"], 0) << entry.dump(1);
  }
  const std::string html = read(path("atlas/index.html"));
  EXPECT_NE(html.find("Max ulp error, op × type"), std::string::npos);
  EXPECT_NE(html.find("<svg class=\"plot\""), std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);
  // The oracle's side of every entry is cached.
  EXPECT_TRUE(fs::exists(path("cache/exponential-f16.bin")));
  EXPECT_TRUE(fs::exists(path("cache/sine-bf16.bin")));
  EXPECT_TRUE(fs::exists(path("cache/sine-f32.bin")));  // the seeded sample too
  // A second run reads it and measures the same figures.
  ASSERT_EQ(runCli({"accuracy", "--backend", "simd-cpu", "--ops", "exponential,sine", "--types",
                    "f16,bf16,f32", "-o", path("again"), "--cache-dir", path("cache"), "-q"},
                   &out),
            kExitOk);
  const nlohmann::json again = nlohmann::json::parse(read(path("again/accuracy.json")));
  EXPECT_EQ(again["entries"], doc["entries"]);

  // The emitted profile parses, and its budgets are the maxima plus the margin.
  Result<oracle::Profile> profile = oracle::loadProfileFile(path("measured.profile"));
  ASSERT_TRUE(profile.ok()) << profile.error().str();
  for (const nlohmann::json& entry : doc["entries"]) {
    const std::string op = "stablehlo." + entry["op"].get<std::string>();
    const ElementType type = *parseElementTypeName(entry["type"].get<std::string>());
    EXPECT_EQ(profile->lookup(op, type).ulp, entry["maxUlp"].get<uint64_t>() + 1) << op;
  }
  EXPECT_NE(read(path("measured.profile")).find("reason=\"measured max"), std::string::npos);
}

TEST_F(AccuracyCommand, AnExponentialOffByThreeUlpOnOneBinadeShowsThere) {
  std::unique_ptr<backends::Backend> degraded = test_support::exponentialOffOnOneBinadeBackend();
  runner::AccuracyOptions options;
  options.ops = {OpId::kExponential};
  options.types = {ElementType::kF16, ElementType::kF32};
  options.sampleSize = 4096;
  const reports::Atlas atlas = runner::measureAccuracy(*degraded, options);
  ASSERT_EQ(atlas.entries.size(), 2u);
  for (const reports::AtlasEntry& entry : atlas.entries) {
    EXPECT_EQ(entry.maxUlp, 3u) << entry.type;
    EXPECT_EQ(entry.specials.count, 0) << entry.type;
    ASSERT_EQ(entry.worst.size(), 5u);
    for (const reports::AtlasSample& worst : entry.worst) {
      const double input = std::stod(worst.input);
      EXPECT_GE(input, 1.0) << worst.input;
      EXPECT_LT(input, 2.0) << worst.input;
      EXPECT_EQ(worst.ulp, 3u);
    }
    // The binade is a 1/30 (f16) or so of the inputs: most stay correct.
    EXPECT_GT(entry.correctlyRounded, 0.9);
    EXPECT_LT(entry.correctlyRounded, 1.0);
    uint64_t plotted = 0;
    for (const reports::AtlasBin& bin : entry.plot)
      if (bin.maxUlp == 3) {
        EXPECT_LT(bin.lo, 2.0);
        EXPECT_GE(bin.hi, 1.0);
        ++plotted;
      }
    EXPECT_GT(plotted, 0u);
  }
}

TEST_F(AccuracyCommand, ComparesAtlasesAndRefusesBadInput) {
  std::string out;
  for (const char* backend : {"oracle", "simd-cpu"})
    ASSERT_EQ(runCli({"accuracy", "--backend", backend, "--ops", "chlo.erf,tanh", "--types",
                      "f8E4M3FN,f32", "--samples", "512", "-o", path(backend), "--no-cache", "-q"},
                     &out),
              kExitOk)
        << out;
  ASSERT_EQ(runCli({"accuracy", "--compare", path("oracle"), path("simd-cpu") + "/accuracy.json",
                    "-o", path("side")},
                   &out),
            kExitOk)
      << out;
  EXPECT_NE(out.find("| op | type | oracle | simd-cpu |"), std::string::npos) << out;
  EXPECT_NE(out.find("| chlo.erf | f8E4M3FN | 0 |"), std::string::npos) << out;
  EXPECT_TRUE(fs::exists(path("side/compare.html")));
  EXPECT_TRUE(fs::exists(path("side/compare.md")));

  EXPECT_EQ(runCli({"accuracy", "--backend", "oracle", "--ops", "no_such_op", "-o", path("x")},
                   &out, {true}),
            kExitBadInput);
  EXPECT_NE(out.find("'no_such_op' is not an element-wise function"), std::string::npos) << out;
  EXPECT_EQ(
      runCli({"accuracy", "--backend", "oracle", "--types", "i32", "-o", path("x")}, &out, {true}),
      kExitBadInput);
  EXPECT_EQ(runCli({"accuracy", "--compare", path("missing"), "-o", path("x")}, &out, {true}),
            kExitBadInput);
  std::ofstream(path("broken.json")) << R"({"backend": "b", "entries": [{"op": 1}]})";
  EXPECT_EQ(runCli({"accuracy", "--compare", path("broken.json"), "-o", path("x")}, &out, {true}),
            kExitBadInput);
  EXPECT_NE(out.find("broken.json"), std::string::npos) << out;
}

// Complex and binary functions: per-part ulps, and the Annex G special
// pairs among the inputs.
TEST_F(AccuracyCommand, MeasuresComplexAndBinaryFunctionsOnTheOracle) {
  std::unique_ptr<backends::Backend> oracle = backends::makeOracleBackend();
  runner::AccuracyOptions options;
  options.ops = {OpId::kLog, OpId::kAtan2};
  options.types = {ElementType::kComplexF32, ElementType::kBF16};
  options.sampleSize = 1024;
  const reports::Atlas atlas = runner::measureAccuracy(*oracle, options);
  ASSERT_EQ(atlas.entries.size(), 4u);
  for (const reports::AtlasEntry& entry : atlas.entries) {
    EXPECT_EQ(entry.maxUlp, 0u) << entry.op << " " << entry.type;
    EXPECT_EQ(entry.correctlyRounded, 1.0) << entry.op << " " << entry.type;
    EXPECT_GE(entry.inputs, 1024);
  }
  const std::vector<Tensor> inputs = runner::accuracyInputs(1, ElementType::kComplexF32, options);
  ASSERT_EQ(inputs.size(), 1u);
  bool infNaN = false;
  for (int64_t i = 0; i < inputs[0].numElements(); ++i)
    infNaN |= inputs[0].partBits(i, 0) == 0x7F800000 &&
              isNaNBits(inputs[0].partBits(i, 1), ElementType::kF32);
  EXPECT_TRUE(infNaN) << "(+Inf, NaN) is not among the complex inputs";
}

// Complex entries: each part's maximum in accuracy.json and on the page;
// a result on the wrong side of a branch cut (the sign of a zero part
// ignored, C Annex G) is a special-value mismatch, not an ulp figure.
TEST_F(AccuracyCommand, ComplexEntriesHavePerPartMaximaAndBranchCutsAreSpecialValues) {
  std::string out;
  ASSERT_EQ(
      runCli({"accuracy", "--backend", "simd-cpu", "--ops", "sqrt", "--types", "complex<f32>,f32",
              "--samples", "512", "-o", path("atlas"), "--no-cache", "-q"},
             &out),
      kExitOk)
      << out;
  const nlohmann::json doc = nlohmann::json::parse(read(path("atlas/accuracy.json")));
  ASSERT_EQ(doc["entries"].size(), 2u) << doc.dump(1);
  const nlohmann::json& complex = doc["entries"][0];
  ASSERT_EQ(complex["type"], "complex<f32>");
  const uint64_t re = complex["maxUlpPerPart"]["real"], im = complex["maxUlpPerPart"]["imag"];
  EXPECT_EQ(complex["maxUlp"].get<uint64_t>(), std::max(re, im));
  EXPECT_FALSE(doc["entries"][1].contains("maxUlpPerPart"));
  EXPECT_NE(read(path("atlas/index.html")).find(fmt::format("(re {}, im {})", re, im)),
            std::string::npos);

  std::unique_ptr<backends::Backend> blind = test_support::sqrtIgnoringZeroSignsBackend();
  runner::AccuracyOptions options;
  options.ops = {OpId::kSqrt};
  options.types = {ElementType::kComplexF32, ElementType::kComplexF64};
  options.sampleSize = 1024;
  const reports::Atlas atlas = runner::measureAccuracy(*blind, options);
  ASSERT_EQ(atlas.entries.size(), 2u);
  for (const reports::AtlasEntry& entry : atlas.entries) {
    EXPECT_EQ(entry.maxUlp, 0u) << entry.type;  // no mismatch became an ulp figure
    EXPECT_EQ(entry.maxUlpPerPart, (std::vector<uint64_t>{0, 0})) << entry.type;
    std::set<std::string> kinds;
    for (const reports::AtlasSample& s : entry.specials.examples) kinds.insert(s.kind);
    EXPECT_TRUE(kinds.count("the other side of a branch cut (a zero part's sign ignored)"))
        << entry.type;
    EXPECT_TRUE(kinds.count("a zero of the wrong sign")) << entry.type;
  }
}

// --time-budget stops starting entries and lists the rest as not reached;
// --resume keeps what DIR/accuracy.json holds and measures only the rest.
TEST_F(AccuracyCommand, TimeBudgetListsTheEntriesNotReachedAndResumeMeasuresOnlyThose) {
  const std::vector<std::string> base = {
      "accuracy", "--backend",       "simd-cpu", "--ops",       "exponential,sine,tanh",
      "--types",  "f8E4M3FN,f8E5M2", "-o",       path("atlas"), "--no-cache",
      "-q"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };
  std::string out;
  ASSERT_EQ(runCli(with({"--time-budget", "0.000001"}), &out), kExitOk) << out;
  nlohmann::json doc = nlohmann::json::parse(read(path("atlas/accuracy.json")));
  ASSERT_EQ(doc["entries"].size() + doc["notReached"].size(), 6u) << doc.dump(1);
  ASSERT_LT(doc["entries"].size(), 6u);
  EXPECT_NE(read(path("atlas/index.html")).find("Not reached"), std::string::npos);

  // Let the run measure some entries, then mark one so that a re-measured
  // entry would show: a kept entry keeps the mark.
  ASSERT_EQ(runCli(with({}), &out), kExitOk) << out;
  doc = nlohmann::json::parse(read(path("atlas/accuracy.json")));
  ASSERT_EQ(doc["entries"].size(), 6u);
  doc["entries"][1]["meanUlp"] = 42.0;
  doc["entries"].erase(4);
  doc["entries"].erase(2);
  std::ofstream(path("atlas/accuracy.json")) << doc.dump(1);
  ASSERT_EQ(runCli(with({"--resume"}), &out), kExitOk) << out;
  const nlohmann::json resumed = nlohmann::json::parse(read(path("atlas/accuracy.json")));
  ASSERT_EQ(resumed["entries"].size(), 6u) << resumed.dump(1);
  EXPECT_TRUE(resumed["notReached"].empty());
  EXPECT_EQ(resumed["entries"][1]["meanUlp"], 42.0);  // kept, not measured again
  EXPECT_NE(resumed["entries"][2]["meanUlp"], 42.0);
  EXPECT_EQ(resumed["entries"][2]["op"], "sine");  // measured, in its place
  EXPECT_EQ(resumed["entries"][2]["type"], "f8E4M3FN");

  // Another seed's sample (or backend, or oracle) is not resumed.
  EXPECT_EQ(runCli(with({"--resume", "--seed", "2"}), &out, {true}), kExitBadInput);
  EXPECT_NE(out.find("--resume"), std::string::npos) << out;
}

// The oracle cache is keyed by the oracle's fingerprint: values written by
// another oracle are never read back, whatever their inputs.
TEST_F(AccuracyCommand, TheOracleCacheIsNeverReadByAnotherOracle) {
  std::unique_ptr<backends::Backend> oracle = backends::makeOracleBackend();
  runner::AccuracyOptions options;
  options.ops = {OpId::kExponential};
  options.types = {ElementType::kF8E4M3FN};
  options.cacheDir = path("cache");
  options.oracle = "oracle-a";
  EXPECT_FALSE(runner::oracleFingerprint().empty());
  const reports::Atlas clean = runner::measureAccuracy(*oracle, options);
  ASSERT_EQ(clean.entries.size(), 1u);
  EXPECT_EQ(clean.entries[0].correctlyRounded, 1.0);
  EXPECT_EQ(clean.oracle, "oracle-a");

  // A stale cache: oracle-a's values, each finite one a bit off.
  const fs::path file =
      runner::oracleCachePath(options.cacheDir, "exponential", ElementType::kF8E4M3FN);
  const std::vector<Tensor> inputs = runner::accuracyInputs(1, ElementType::kF8E4M3FN, options);
  const runner::OracleCacheKey a{"oracle-a", runner::inputsHash(inputs)};
  std::optional<runner::Truth> truth = runner::readOracleCache(file, a, 256);
  ASSERT_TRUE(truth.has_value()) << file;
  for (size_t s = 0; s < truth->reference.size(); ++s)
    if (truth->rules[s] == static_cast<uint8_t>(oracle::ElementRule::kRounded))
      truth->reference[s] ^= 1;
  runner::writeOracleCache(file, a, *truth);
  // The same oracle reads it (the cache is used: the figures are off) ...
  const reports::Atlas stale = runner::measureAccuracy(*oracle, options);
  EXPECT_LT(stale.entries[0].correctlyRounded, 0.5);
  // ... another does not, and replaces it.
  options.oracle = "oracle-b";
  const reports::Atlas fresh = runner::measureAccuracy(*oracle, options);
  EXPECT_EQ(fresh.entries[0].correctlyRounded, 1.0);
  EXPECT_EQ(fresh.entries[0].maxUlp, 0u);
  EXPECT_FALSE(runner::readOracleCache(file, a, 256).has_value());
  EXPECT_TRUE(runner::readOracleCache(file, {"oracle-b", a.inputs}, 256).has_value());

  // An evaluation the oracle's time budget cut short is read as such: the
  // entry measures the inputs it has.
  runner::Truth first = *runner::readOracleCache(file, {"oracle-b", a.inputs}, 256);
  first.rules.resize(100);
  first.reference.resize(100);
  runner::writeOracleCache(file, {"oracle-b", a.inputs}, first);
  const reports::Atlas cut = runner::measureAccuracy(*oracle, options);
  EXPECT_EQ(cut.entries[0].inputs, 100);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
