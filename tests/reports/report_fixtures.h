// Shared by the reports tests: a run's worth of results that touches every
// field and verdict, field-by-field comparison, and per-test scratch files.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "reports/test_result.h"

namespace hlo_cts::reports::fixtures {

inline RunInfo sampleRunInfo() {
  RunInfo info;
  info.backend = "oracle";
  info.backendName = "hlo-cts oracle";
  info.backendVersion = "0.1.0";
  info.profile = "default";
  info.toolVersion = "0.1.0";
  info.startedAt = "2025-01-02T03:04:05Z";
  info.shardIndex = 1;
  info.totalShards = 4;
  return info;
}

inline TestResult makeResult(std::string id, Verdict verdict, std::string message = {}) {
  TestResult result;
  result.id = std::move(id);
  result.verdict = verdict;
  result.seconds = 0.125;
  result.message = std::move(message);
  return result;
}

// One result per verdict, and one with every field set.
inline std::vector<TestResult> sampleResults() {
  std::vector<TestResult> results;
  for (int i = 0; i < kNumVerdicts; ++i) {
    auto verdict = static_cast<Verdict>(i);
    results.push_back(makeResult("ops/v.mlir::" + std::string(verdictName(verdict)), verdict,
                                 verdict == Verdict::kPass ? "" : "why it ended so"));
  }
  TestResult full = makeResult("ops/add.mlir::add_f32", Verdict::kFail,
                               "2 elements outside the allowed results\nsecond line");
  full.seconds = 1.5;
  full.clause = {OpId::kAdd, "C1", ""};
  full.location = {"ops/add.mlir", 12, 3};
  full.failures.push_back({0, "[1]", "1.5 (0x3FC00000)", "2 (0x40000000) ± 1 ulp", 4194304});
  full.failures.push_back({1, "[0, 2].imag", "nan", "1", std::nullopt});
  full.maxUlp = 18446744073709551615ull;
  full.reproducer = "results/reproducers/ops_add.mlir__add_f32.mlir";
  full.ops = {"stablehlo.add", "stablehlo.constant"};
  full.elementTypes = {"f32", "i1"};
  full.kind = "positive";
  full.testedOp = "stablehlo.add";
  results.push_back(full);
  TestResult subject = makeResult("types/quant.mlir::q", Verdict::kAcceptedInvalid);
  subject.clause = {OpId::kUnknown, "C13", "quantized tensor type"};
  results.push_back(subject);
  return results;
}

inline void expectSame(const TestResult& a, const TestResult& b) {
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.verdict, b.verdict) << a.id;
  EXPECT_EQ(a.seconds, b.seconds) << a.id;
  EXPECT_EQ(a.message, b.message) << a.id;
  EXPECT_EQ(a.clause, b.clause) << a.id;
  EXPECT_EQ(a.location.file, b.location.file) << a.id;
  EXPECT_EQ(a.location.line, b.location.line) << a.id;
  EXPECT_EQ(a.location.col, b.location.col) << a.id;
  ASSERT_EQ(a.failures.size(), b.failures.size()) << a.id;
  for (size_t i = 0; i < a.failures.size(); ++i) {
    EXPECT_EQ(a.failures[i].output, b.failures[i].output);
    EXPECT_EQ(a.failures[i].index, b.failures[i].index);
    EXPECT_EQ(a.failures[i].actual, b.failures[i].actual);
    EXPECT_EQ(a.failures[i].allowed, b.failures[i].allowed);
    EXPECT_EQ(a.failures[i].ulp, b.failures[i].ulp);
  }
  EXPECT_EQ(a.maxUlp, b.maxUlp) << a.id;
  EXPECT_EQ(a.reproducer, b.reproducer) << a.id;
  EXPECT_EQ(a.ops, b.ops) << a.id;
  EXPECT_EQ(a.elementTypes, b.elementTypes) << a.id;
  EXPECT_EQ(a.kind, b.kind) << a.id;
  EXPECT_EQ(a.testedOp, b.testedOp) << a.id;
}

inline void expectSame(const RunInfo& a, const RunInfo& b) {
  EXPECT_EQ(a.backend, b.backend);
  EXPECT_EQ(a.backendName, b.backendName);
  EXPECT_EQ(a.backendVersion, b.backendVersion);
  EXPECT_EQ(a.profile, b.profile);
  EXPECT_EQ(a.toolVersion, b.toolVersion);
  EXPECT_EQ(a.startedAt, b.startedAt);
  EXPECT_EQ(a.shardIndex, b.shardIndex);
  EXPECT_EQ(a.totalShards, b.totalShards);
}

// A fresh path for the running test, in a folder of this process's own (so
// ctest -j and repeated runs never share files) that goes away at exit.
inline std::string scratchPath(const std::string& name) {
  struct Folder {
    std::filesystem::path path = std::filesystem::path(::testing::TempDir()) /
                                 ("hlo_cts_reports_" + std::to_string(::getpid()));
    ~Folder() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static Folder folder;
  std::filesystem::create_directories(folder.path);
  const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
  std::filesystem::path path =
      folder.path / (std::string(test->test_suite_name()) + "." + test->name() + "." + name);
  std::filesystem::remove(path);
  return path.string();
}

inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline void writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace hlo_cts::reports::fixtures
