// Every file of the StableHLO interpreter corpus parses, and printing is a
// fixed point in both forms: print(parse(print(m))) == print(m). The pretty
// and the generic print of one file also describe the same IR (each parses
// to IR that prints like the other).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "spec/text/parser.h"
#include "spec/text/printer.h"
#include "tests/corpus_dir.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

using test_support::corpusDir;

using test_support::corpusFiles;
using test_support::mlirFiles;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string printAll(const std::vector<Module>& modules, const PrintOptions& options) {
  std::string out;
  for (size_t i = 0; i < modules.size(); ++i) {
    if (i) out += "\n// -----\n\n";
    out += printModule(modules[i], options);
  }
  return out;
}

// Parses `file` and checks the fixed point in both forms; counts what it saw.
void checkRoundTrip(const fs::path& file, size_t& modules, size_t& functions) {
  SCOPED_TRACE(file.string());
  std::string text = readFile(file);
  auto parsed = parseSourceFile(text, file.string());
  ASSERT_TRUE(parsed.ok()) << parsed.error().str();
  modules += parsed->size();
  for (const Module& m : *parsed) functions += m.functions().size();
  for (bool generic : {false, true}) {
    PrintOptions options;
    options.generic = generic;
    std::string once = printAll(*parsed, options);
    auto reparsed = parseSourceFile(once, "printed.mlir");
    ASSERT_TRUE(reparsed.ok()) << reparsed.error().str() << "\n" << once;
    ASSERT_EQ(reparsed->size(), parsed->size());
    EXPECT_EQ(printAll(*reparsed, options), once) << (generic ? "generic" : "pretty");
    // The other form of the reparsed IR equals the other form of the original.
    PrintOptions other;
    other.generic = !generic;
    EXPECT_EQ(printAll(*reparsed, other), printAll(*parsed, other));
  }
}

TEST(TextCorpus, EveryFileParsesAndPrintsToAFixedPoint) {
  std::vector<fs::path> files = corpusFiles();
  if (files.empty())
    GTEST_SKIP() << "StableHLO corpus not found (set HLO_CTS_STABLEHLO_CORPUS or configure "
                    "with -DHLO_CTS_STABLEHLO_CORPUS=...)";
  size_t modules = 0, functions = 0;
  auto start = std::chrono::steady_clock::now();
  for (const fs::path& file : files) checkRoundTrip(file, modules, functions);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // The corpus has 104 files and 569 functions; a subset is a broken checkout.
  EXPECT_GE(files.size(), 104u);
  EXPECT_GE(functions, 569u);
  std::cout << files.size() << " files, " << modules << " modules, " << functions
            << " functions round-tripped in " << seconds << " s\n";
}

TEST(TextCorpus, ExamplesParseAndPrintToAFixedPoint) {
  std::vector<fs::path> files = mlirFiles(std::string(HLO_CTS_SOURCE_DIR) + "/examples");
  ASSERT_GE(files.size(), 5u) << "examples/ is part of the repository";
  size_t modules = 0, functions = 0;
  for (const fs::path& file : files) checkRoundTrip(file, modules, functions);
  EXPECT_GE(functions, 20u);
}

TEST(TextCorpus, ParseSourceFileKeepsWholeFileLineNumbers) {
  std::vector<fs::path> files = corpusFiles();
  if (files.empty()) GTEST_SKIP() << "StableHLO corpus not found";
  for (const fs::path& file : files) {
    std::string text = readFile(file);
    auto parsed = parseSourceFile(text, file.string());
    ASSERT_TRUE(parsed.ok());
    // Each function starts on a line whose text begins with `func.func` at that column.
    std::vector<std::string> lines;
    std::stringstream s(text);
    for (std::string line; std::getline(s, line);) lines.push_back(line);
    for (const Module& m : *parsed) {
      for (const FunctionView& f : m.functions()) {
        const SourceLocation& loc = f.op->location;
        ASSERT_GE(loc.line, 1);
        ASSERT_LE(static_cast<size_t>(loc.line), lines.size());
        EXPECT_EQ(lines[loc.line - 1].substr(loc.col - 1, 9), "func.func")
            << file << ":" << loc.line;
        EXPECT_EQ(loc.file, file.string());
      }
    }
  }
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
