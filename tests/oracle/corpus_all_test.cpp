// Issue acceptance over the whole StableHLO interpreter corpus: every file
// passes under `hlo-cts interpret`, and files whose RUN line passes --args
// print the results their CHECK lines expect. (The per-family corpus tests
// say which family a failure belongs to; this one says nothing is left out.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>

#include "oracle/interpret.h"
#include "spec/text/printer.h"
#include "tests/corpus_dir.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

using test_support::corpusDir;

// `// RUN: ... --interpret --args="[...]"` → the args text ("" for none).
std::string argsOfRunLine(const std::string& text) {
  static const std::regex run(R"(// RUN: stablehlo-translate %s --interpret --args="([^"]*)\")");
  std::smatch m;
  return std::regex_search(text, m, run) ? m[1].str() : "";
}

// Lines with leading and trailing blanks removed, as FileCheck compares them.
std::string trimmedLines(const std::string& text) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos) continue;
    out += line.substr(first, line.find_last_not_of(" \t") - first + 1) + "\n";
  }
  return out;
}

// The `// CHECK:` / `// CHECK-NEXT:` patterns, one per line.
std::string checkedOutput(const std::string& text) {
  static const std::regex check(R"(^// CHECK(?:-NEXT)?:(.*))");
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, check)) out += m[1].str() + "\n";
  }
  return trimmedLines(out);
}

TEST(CorpusAll, EveryFilePasses) {
  const std::string dir = corpusDir();
  if (dir.empty() || !fs::is_directory(dir))
    GTEST_SKIP() << "the StableHLO interpreter corpus is not available (set "
                    "HLO_CTS_STABLEHLO_CORPUS); looked in '"
                 << dir << "'";
  int files = 0, functions = 0, with_args = 0;
  for (const fs::path& file : test_support::corpusFiles()) {
    ++files;
    const std::string path = file.string();
    Result<std::string> text = readTextFile(path);
    ASSERT_TRUE(text.ok()) << text.error().str();
    if (std::string args = argsOfRunLine(*text); !args.empty()) {
      ++with_args;
      Result<std::vector<RuntimeValue>> results = runMainWithArgs(*text, path, args);
      ASSERT_TRUE(results.ok()) << path << ": " << results.error().str();
      std::string printed;
      for (const RuntimeValue& v : *results) printed += printTensorValue(v.tensor()) + "\n";
      EXPECT_EQ(trimmedLines(printed), checkedOutput(*text)) << path;
      continue;
    }
    Result<InterpretReport> report = interpretText(*text, path);
    ASSERT_TRUE(report.ok()) << report.error().str();
    functions += static_cast<int>(report->runs.size());
    for (const FunctionRun& run : report->runs) EXPECT_TRUE(run.passed) << run.describe();
  }
  // Zero-argument public functions run directly; the others are helpers
  // called by them (interpreter.run_parallel's per-process functions).
  EXPECT_GT(files, 0);
  EXPECT_GE(functions, files - with_args);
  RecordProperty("files", files);
  RecordProperty("functions", functions);
  RecordProperty("files_with_args", with_args);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
