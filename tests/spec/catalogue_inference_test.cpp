// Type inference and coverage points, checked against real programs: for
// every op of the interpreter corpus and of the clean suite splits whose
// OpDef infers result types, the inferred types are the declared ones.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

#include "spec/ops/catalogue.h"
#include "spec/ops/predicates.h"
#include "spec/ops/spec_functions.h"
#include "spec/text/parser.h"
#include "tests/corpus_dir.h"
#include "tests/spec/negative_suite.h"

namespace hlo_cts::ops {
namespace {
namespace HLO_CTS_UNITY_ID {

std::vector<Module> cleanPrograms() {
  std::vector<Module> modules;
  std::string corpus = test_support::corpusDir();
  if (!corpus.empty() && std::filesystem::is_directory(corpus))
    for (const auto& e : std::filesystem::recursive_directory_iterator(corpus)) {
      if (e.path().extension() != ".mlir") continue;
      auto parsed = parseSourceFile(negative::readFile(e.path()), e.path().string());
      if (parsed.ok())
        for (Module& m : *parsed) modules.push_back(std::move(m));
    }
  for (const std::string& file : negative::suiteFiles()) {
    negative::Suite suite = negative::loadSuite(file);
    for (size_t i = 0; i < suite.modules.size() && i < suite.splits.size(); ++i)
      if (suite.splits[i].expected.empty()) modules.push_back(std::move(suite.modules[i]));
  }
  return modules;
}

TEST(CatalogueInference, InferredTypesMatchDeclaredOnes) {
  std::vector<Module> modules = cleanPrograms();
  ASSERT_FALSE(modules.empty());
  std::map<std::string, int> checked;
  for (const Module& m : modules)
    walk(m.op.get(), [&](Operation* op) {
      const OpDef* def = lookupOp(op->name());
      if (!def || !def->infer) return;
      auto view = OpView::make(*op, *def);
      ASSERT_TRUE(view.ok()) << op->name();
      auto inferred = def->infer(*view);
      if (!inferred.ok()) return;  // inputs the inference cannot see (dynamic values)
      ASSERT_EQ(inferred->size(), op->numResults()) << op->name();
      for (size_t i = 0; i < inferred->size(); ++i)
        EXPECT_TRUE(sameType((*inferred)[i], op->result(i)->type))
            << op->name() << " at " << op->location.file << ":" << op->location.line
            << ": inferred " << typeStr((*inferred)[i]) << ", declared "
            << typeStr(op->result(i)->type);
      ++checked[op->name()];
    });
  // The inference functions were exercised on many ops.
  EXPECT_GE(checked.size(), 40u);
  for (std::string_view name :
       {"stablehlo.add", "stablehlo.compare", "stablehlo.gather", "stablehlo.reduce",
        "stablehlo.transpose", "stablehlo.slice", "stablehlo.pad", "stablehlo.concatenate"})
    EXPECT_GT(checked[std::string(name)], 0) << name;
}

TEST(CatalogueInference, CoveragePointsSeeWhatTheProgramsDo) {
  std::vector<Module> modules = cleanPrograms();
  std::map<std::string, int> hits;
  for (const Module& m : modules)
    walk(m.op.get(), [&](Operation* op) {
      const OpDef* def = lookupOp(op->name());
      if (!def) return;
      auto view = OpView::make(*op, *def);
      if (!view.ok()) return;
      for (const CoveragePoint& p : def->coverage)
        if (p.hit && p.hit(*view)) ++hits[std::string(def->name) + " " + p.id];
    });
  for (std::string_view point :
       {"stablehlo.add element:float", "stablehlo.add element:signed",
        "stablehlo.add element:unsigned", "stablehlo.add element:bool",
        "stablehlo.gather attr:batching_dims", "stablehlo.compare attr:totalorder",
        "stablehlo.convolution attr:lhs_dilation", "stablehlo.pad attr:negative_padding",
        "stablehlo.sort attr:multi_input", "stablehlo.uniform_dequantize element:quantized"})
    EXPECT_GT(hits[std::string(point)], 0) << point;
  EXPECT_EQ(hits["stablehlo.abs element:unsigned"], 0);  // abs takes no unsigned integers
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::ops

namespace hlo_cts::ops {
namespace {
namespace HLO_CTS_UNITY_ID {

// Window counts of attributes at the ends of int64 (a checker meets
// programs that break every constraint): no signed overflow (UBSan found
// 3 · 4.3e18 and INT64_MAX + 1 through checker_fuzzer and interpret_fuzzer),
// and a count beyond int64 is INT64_MAX, which no declared size equals.
TEST(WindowCount, ExtremeAttributesNeitherOverflowNorWrap) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(numWindows(4, 4300160777923024387, 0, 0, 1, 1, 1), kMax);
  EXPECT_EQ(numWindows(1, 1, kMax, 1, 1, 1, 1), kMax);
  EXPECT_EQ(numWindows(5, 1, 0, 0, 3, kMax, 1), 0);  // the window is wider than the input
  EXPECT_EQ(numWindows(5, 1, -kMax, 0, 3, 1, 1), 0);
  EXPECT_EQ(numWindows(5, 1, 1, 1, 3, 1, 2), 3);  // an ordinary count still holds
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::ops
