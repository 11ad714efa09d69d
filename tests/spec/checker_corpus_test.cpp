// The checker accepts every program of the StableHLO interpreter corpus
// (check.* and interpreter.* helper ops included): no false rejection.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "spec/checker/checker.h"
#include "spec/text/parser.h"
#include "tests/corpus_dir.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

using test_support::corpusDir;

TEST(CheckerCorpus, AcceptsEveryCorpusFile) {
  std::string dir = corpusDir();
  if (dir.empty() || !std::filesystem::is_directory(dir))
    GTEST_SKIP() << "StableHLO corpus not found (set HLO_CTS_STABLEHLO_CORPUS)";
  int files = 0, modules = 0, ops = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".mlir") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    auto parsed = parseSourceFile(text.str(), entry.path().string());
    ASSERT_TRUE(parsed.ok()) << parsed.error().str();
    ++files;
    for (const Module& m : *parsed) {
      ++modules;
      walk(m.op.get(), [&](Operation*) { ++ops; });
      for (const Diagnostic& d : checker::checkModule(m))
        EXPECT_NE(d.severity, Diagnostic::Severity::kError) << d.str();
    }
  }
  EXPECT_GE(files, 100);
  RecordProperty("files", files);
  std::cout << "checked " << files << " files, " << modules << " modules, " << ops << " ops\n";
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
