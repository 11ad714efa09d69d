// Every element-wise file of the StableHLO interpreter's test corpus runs on
// the oracle with all its checks passing, except the cases listed in
// suites/known-corpus-deviations.md (where the corpus's own expected value
// is not correctly rounded): those must still fail the same way, and are
// reported as known deviations, never skipped silently.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "oracle/interpret.h"
#include "tests/corpus_dir.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

const char* const kElementwiseFiles[] = {
    "abs.mlir",
    "add.mlir",
    "and.mlir",
    "atan2.mlir",
    "bitcast_convert.mlir",
    "cbrt.mlir",
    "ceil.mlir",
    "check.mlir",
    "clamp.mlir",
    "compare.mlir",
    "complex.mlir",
    "constant.mlir",
    "convert.mlir",
    "cosine.mlir",
    "count_leading_zeros.mlir",
    "divide.mlir",
    "exponential.mlir",
    "exponential_minus_one.mlir",
    "floor.mlir",
    "imag.mlir",
    "is_finite.mlir",
    "log.mlir",
    "log_plus_one.mlir",
    "logistic.mlir",
    "maximum.mlir",
    "minimum.mlir",
    "multiply.mlir",
    "negate.mlir",
    "not.mlir",
    "or.mlir",
    "popcnt.mlir",
    "power.mlir",
    "quantized_ops.mlir",
    "real.mlir",
    "reduce_precision.mlir",
    "remainder.mlir",
    "round_nearest_afz.mlir",
    "round_nearest_even.mlir",
    "rsqrt.mlir",
    "select.mlir",
    "shift_left.mlir",
    "shift_right_arithmetic.mlir",
    "shift_right_logical.mlir",
    "sign.mlir",
    "sine.mlir",
    "sqrt.mlir",
    "subtract.mlir",
    "tan.mlir",
    "tanh.mlir",
    "xor.mlir",
    "chlo/mulhi.mlir",
};

// "file.mlir@function" of every row of the deviations table: rows look like
// | `sine.mlir` | `@sine_op_test_f16` | element | corpus value | correct value | why |
std::set<std::string> knownDeviations() {
  std::ifstream in(std::string(HLO_CTS_SOURCE_DIR) + "/suites/known-corpus-deviations.md");
  EXPECT_TRUE(in.good()) << "suites/known-corpus-deviations.md is missing";
  std::set<std::string> keys;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("## Passing within tolerance", 0) == 0) break;  // informational only
    if (line.rfind("| `", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream row(line);
    std::string cell;
    while (std::getline(row, cell, '|')) {
      const size_t a = cell.find('`');
      const size_t b = cell.rfind('`');
      if (a != std::string::npos && b > a) cells.push_back(cell.substr(a + 1, b - a - 1));
    }
    if (cells.size() >= 2 && !cells[1].empty() && cells[1][0] == '@')
      keys.insert(cells[0] + cells[1]);
  }
  return keys;
}

TEST(CorpusElementwise, EveryFunctionPassesOrIsAListedDeviation) {
  const std::string dir = test_support::corpusDir();
  if (dir.empty() || !std::filesystem::exists(dir))
    GTEST_SKIP() << "the StableHLO interpreter corpus is not available (set "
                    "HLO_CTS_STABLEHLO_CORPUS)";
  const std::set<std::string> known = knownDeviations();
  std::set<std::string> seenKnown;
  std::set<std::string> ran;
  int functions = 0;
  for (const char* file : kElementwiseFiles) {
    const std::string path = dir + "/" + file;
    Result<InterpretReport> report = interpretFile(path);
    ASSERT_TRUE(report.ok()) << report.error().str();
    EXPECT_FALSE(report->runs.empty()) << file;
    for (const FunctionRun& run : report->runs) {
      ++functions;
      const std::string key = std::string(file) + "@" + run.name;
      ran.insert(key);
      if (run.passed) {
        EXPECT_EQ(known.count(key), 0u)
            << key << " is listed as a known deviation but passes: remove the entry";
        continue;
      }
      if (known.count(key)) {
        seenKnown.insert(key);
        std::cout << "[ KNOWN DEVIATION ] " << run.describe() << "\n";
        continue;
      }
      ADD_FAILURE() << run.describe();
    }
  }
  std::cout << functions << " functions, " << seenKnown.size() << " known deviations\n";
  // Entries for files outside this list are some other test's concern.
  for (const std::string& key : known)
    for (const char* file : kElementwiseFiles)
      if (key.rfind(std::string(file) + "@", 0) == 0 && !ran.count(key))
        ADD_FAILURE() << key << " is listed but no such function ran";
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
