// The generated suites: deterministic, one test per element type with its
// metadata, passing on the oracle; `hlo-cts suite regenerate --check` tells
// a stale checked-in file.
#include "tools/runner/suite_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "generators/program.h"
#include "generators/values.h"
#include "suites/test_case.h"
#include "tests/tools/cli_test_util.h"

namespace hlo_cts::runner {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

std::vector<SuiteFile> generate(SuiteKind kind, std::vector<OpId> ops) {
  SuiteOptions options;
  options.kind = kind;
  options.ops = std::move(ops);
  Result<std::vector<SuiteFile>> files = generateSuite(options);
  EXPECT_TRUE(files.ok()) << (files.ok() ? "" : files.error().str());
  return files.ok() ? std::move(*files) : std::vector<SuiteFile>{};
}

fs::path freshDir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("hlo-cts-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(SuiteGenerator, SameFilesOnEveryRunOneTestPerElementType) {
  const std::vector<OpId> ops = {OpId::kAdd, OpId::kReverse, OpId::kDotGeneral};
  std::vector<SuiteFile> first = generate(SuiteKind::kOps, ops);
  std::vector<SuiteFile> second = generate(SuiteKind::kOps, ops);
  ASSERT_EQ(first.size(), 3u);
  ASSERT_EQ(second.size(), 3u);
  EXPECT_EQ(first[0].path, "stablehlo/add.mlir");
  for (size_t i = 0; i < first.size(); ++i) EXPECT_EQ(first[i].text, second[i].text);
  // reverse moves any element type; add takes every type but the unsigned
  // e8m0 scale format.
  EXPECT_EQ(first[1].elementTypes.size(), suiteElementTypes().size());
  EXPECT_GE(first[0].elementTypes.size(), suiteElementTypes().size() - 1);

  Result<std::vector<suites::TestCase>> tests =
      suites::extractTests(first[0].text, "ops/stablehlo/add.mlir");
  ASSERT_TRUE(tests.ok()) << tests.error().str();
  ASSERT_EQ(tests->size(), first[0].elementTypes.size());
  for (size_t i = 0; i < tests->size(); ++i) {
    const suites::TestCase& test = (*tests)[i];
    EXPECT_FALSE(test.negative) << test.id;
    EXPECT_EQ(test.meta.kind, "positive");
    EXPECT_EQ(test.meta.op, "stablehlo.add");
    EXPECT_EQ(test.meta.features, std::vector<std::string>{"element:" + first[0].elementTypes[i]});
    EXPECT_FALSE(test.inputs.empty()) << test.id;
  }
  EXPECT_EQ((*tests)[0].id, "ops/stablehlo/add.mlir::add_f32");
}

TEST(SuiteGenerator, EdgeInputsAreSpecialValuesOnly) {
  std::vector<SuiteFile> files = generate(SuiteKind::kEdge, {OpId::kMultiply});
  ASSERT_EQ(files.size(), 1u);
  Result<std::vector<suites::TestCase>> tests =
      suites::extractTests(files[0].text, "edge/stablehlo/multiply.mlir");
  ASSERT_TRUE(tests.ok()) << tests.error().str();
  ASSERT_FALSE(tests->empty());
  for (const suites::TestCase& test : *tests) {
    EXPECT_EQ(test.meta.kind, "edge");
    for (const Tensor& input : test.inputs) {
      const ElementType type = input.elementType();
      if (isComplex(type)) continue;  // parts are drawn from the part type's pool
      const std::vector<uint64_t> pool = generators::specialValues(type);
      for (int64_t i = 0; i < input.numElements(); ++i)
        EXPECT_NE(std::find(pool.begin(), pool.end(), input.bits(i)), pool.end())
            << test.id << " element " << i;
    }
  }
}

TEST(SuiteCommand, GeneratedTestsPassOnTheOracleAndCheckFindsStaleFiles) {
  const fs::path root = freshDir("suite");
  std::string out;
  ASSERT_EQ(
      cli::runCli(
          {"suite", "regenerate", "--root", root.string(), "--ops", "add,reduce,sort", "-q"}, &out),
      cli::kExitOk)
      << out;
  EXPECT_TRUE(fs::exists(root / "ops/stablehlo/add.mlir"));
  EXPECT_TRUE(fs::exists(root / "edge/stablehlo/sort.mlir"));
  ASSERT_EQ(cli::runCli({"suite", "regenerate", "--root", root.string(), "--ops", "add,reduce,sort",
                         "--check", "-q"},
                        &out),
            cli::kExitOk)
      << out;

  // Both suites run on the oracle: every test passes (edge values included).
  EXPECT_EQ(
      cli::runCli({"run", "--backend", "oracle", "-q", "--results-dir", (root / "results").string(),
                   (root / "ops").string(), (root / "edge").string()},
                  &out),
      cli::kExitOk)
      << out;

  {
    std::ofstream edit(root / "ops/stablehlo/add.mlir", std::ios::app);
    edit << "// edited by hand\n";
  }
  EXPECT_EQ(cli::runCli({"suite", "regenerate", "--root", root.string(), "--ops", "add", "--only",
                         "ops", "--check", "-q"},
                        &out),
            cli::kExitFindings);
  EXPECT_NE(out.find("stale: " + (root / "ops/stablehlo/add.mlir").string()), std::string::npos)
      << out;
  fs::remove_all(root);
}

TEST(SuiteCommand, CheckedInSuitesAreUpToDate) {
  const fs::path suites = fs::path(HLO_CTS_SOURCE_DIR) / "suites";
  ASSERT_TRUE(fs::exists(suites / "ops") && fs::exists(suites / "edge")) << suites;
  std::string out;
  EXPECT_EQ(cli::runCli({"suite", "regenerate", "--root", suites.string(), "--check", "-q"}, &out),
            cli::kExitOk)
      << out << "\nrun `hlo-cts suite regenerate` and commit the result";
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::runner
