// Every file of the StableHLO interpreter corpus that uses data movement,
// indexing, control flow or call ops (oracle/ops/data_movement, indexing,
// control_flow) and otherwise only element-wise ops and checks must pass
// under the oracle, as `hlo-cts interpret` runs it (oracle/interpret.h).
// Files of element-wise ops alone belong to the element-wise suite.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "oracle/interpret.h"
#include "oracle/ops/families.h"
#include "spec/text/parser.h"
#include "tests/corpus_dir.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

using test_support::corpusDir;

std::set<std::string, std::less<>> namesOf(std::initializer_list<std::span<const OpEntry>> tables) {
  std::set<std::string, std::less<>> names;
  for (auto table : tables)
    for (const OpEntry& entry : table) names.emplace(opName(entry.op));
  return names;
}

// The ops a qualifying file may use.
const std::set<std::string, std::less<>>& allowedOps() {
  static const auto names = [] {
    auto n = namesOf({elementwiseOps(), checkOps(), dataMovementOps(), indexingOps(), scatterOps(),
                      controlFlowOps()});
    for (const char* structural : {"builtin.module", "func.func", "func.return", "func.call",
                                   "return", "call", "stablehlo.return"})
      n.emplace(structural);
    return n;
  }();
  return names;
}

// The ops this suite is about: a file qualifies when it uses at least one.
const std::set<std::string, std::less<>>& ownOps() {
  static const auto names =
      namesOf({dataMovementOps(), indexingOps(), scatterOps(), controlFlowOps()});
  return names;
}

// Ops of the file outside the allowed set (empty when it qualifies), or
// "<no data movement, indexing or control-flow op>" for a file about other
// ops only. Files that do not parse are reported as such.
std::vector<std::string> foreignOps(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  auto modules = parseSourceFile(text.str(), path.string());
  if (!modules) return {"<does not parse: " + modules.error().str() + ">"};
  std::set<std::string> foreign;
  bool usesOwnOp = false;
  for (Module& module : *modules)
    if (module.op)
      walk(module.op.get(), [&](Operation* op) {
        if (!allowedOps().contains(op->name())) foreign.insert(op->name());
        usesOwnOp |= ownOps().contains(op->name()) || op->name() == "func.call";
      });
  if (!usesOwnOp) foreign.insert("<no data movement, indexing or control-flow op>");
  return {foreign.begin(), foreign.end()};
}

using test_support::corpusFiles;

// The qualifying files, found once.
const std::vector<fs::path>& qualifyingFiles() {
  static const std::vector<fs::path> files = [] {
    std::vector<fs::path> q;
    for (const fs::path& f : corpusFiles())
      if (foreignOps(f).empty()) q.push_back(f);
    return q;
  }();
  return files;
}

TEST(CorpusDataMovement, EveryQualifyingFilePasses) {
  if (corpusDir().empty() || !fs::is_directory(corpusDir()))
    GTEST_SKIP() << "the StableHLO corpus is not available: set HLO_CTS_STABLEHLO_CORPUS";
  // The files this suite is about must be among the qualifying ones, so a
  // parser or registry regression cannot silently shrink the suite.
  std::set<std::string> names;
  for (const fs::path& f : qualifyingFiles()) names.insert(fs::relative(f, corpusDir()).string());
  for (const char* expected : {"broadcast_in_dim.mlir",
                               "concatenate.mlir",
                               "dynamic_slice.mlir",
                               "dynamic_update_slice.mlir",
                               "gather.mlir",
                               "iota.mlir",
                               "pad.mlir",
                               "reshape.mlir",
                               "reverse.mlir",
                               "scatter.mlir",
                               "slice.mlir",
                               "sort.mlir",
                               "transpose.mlir",
                               "while.mlir",
                               "if.mlir",
                               "case.mlir",
                               "map.mlir",
                               "composite.mlir",
                               "tuple_and_get_tuple_element.mlir",
                               "optimization_barrier.mlir",
                               "get_dimension_size.mlir",
                               "select_and_scatter.mlir",
                               "dynamic_iota.mlir",
                               "dynamic_pad.mlir",
                               "dynamic_reshape.mlir",
                               "dynamic_gather.mlir",
                               "dynamic_broadcast_in_dim.mlir",
                               "call.mlir",
                               "after_all.mlir",
                               "chlo/scan.mlir"})
    EXPECT_TRUE(names.contains(expected))
        << expected << " does not qualify; foreign ops: "
        << ::testing::PrintToString(foreignOps(fs::path(corpusDir()) / expected));

  int functions = 0;
  for (const fs::path& file : qualifyingFiles()) {
    auto report = interpretFile(file.string());
    ASSERT_TRUE(report.ok()) << report.error().str();
    for (const FunctionRun& run : report->runs) {
      ++functions;
      EXPECT_TRUE(run.passed) << run.describe();
    }
  }
  EXPECT_GT(functions, 60);
  std::cout << "[ corpus   ] " << qualifyingFiles().size() << " files, " << functions
            << " functions\n";
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
