// `hlo-cts accuracy`: the atlas of a backend's element-wise functions
// against the correctly rounded result, its profile and its comparison;
// and a deliberately degraded exponential, which the atlas must pin on the
// binade where it is off.
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
  // The oracle's side of the four exhaustive sweeps is cached.
  EXPECT_TRUE(fs::exists(path("cache/exponential-f16.bin")));
  EXPECT_TRUE(fs::exists(path("cache/sine-bf16.bin")));
  EXPECT_FALSE(fs::exists(path("cache/sine-f32.bin")));
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

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
