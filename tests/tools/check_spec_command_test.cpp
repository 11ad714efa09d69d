// `hlo-cts check` and `hlo-cts spec`, run in-process: output format and exit
// codes (0 clean, 1 diagnostics, 2 unreadable or unparsable input).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "spec/ops/catalogue.h"
#include "tests/tools/cli_test_util.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

std::string writeTemp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / name;
  std::ofstream(path) << text;
  return path.string();
}

TEST(CheckCommand, CleanFileExitsZero) {
  std::string file = writeTemp("hlo_cts_check_clean.mlir",
                               "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                               "  %0 = stablehlo.add %a, %a : tensor<4xf32>\n"
                               "  return %0 : tensor<4xf32>\n"
                               "}\n");
  std::string out;
  EXPECT_EQ(runCli({"check", file}, &out), kExitOk);
  EXPECT_EQ(out, "");
}

TEST(CheckCommand, ViolationPrintsTheClauseAndExitsOne) {
  std::string file = writeTemp(
      "hlo_cts_check_bad.mlir",
      "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf64>) {\n"
      "  %0 = \"stablehlo.add\"(%a, %b) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>\n"
      "  return\n"
      "}\n");
  std::string out;
  EXPECT_EQ(runCli({"check", file}, &out), kExitFindings);
  EXPECT_EQ(out, file +
                     ":2:3: error: stablehlo.add (C1): baseline_type(lhs) = tensor<4xf32> but "
                     "baseline_type(rhs) = tensor<4xf64>\n");
}

TEST(CheckCommand, UnreadableOrUnparsableInputExitsTwo) {
  EXPECT_EQ(runCli({"check", "/nonexistent/dir/file.mlir"}), kExitBadInput);
  std::string file = writeTemp("hlo_cts_check_garbage.mlir", "func.func @main( {\n");
  EXPECT_EQ(runCli({"check", file}), kExitBadInput);
}

TEST(SpecCommand, ListsEveryConstraintOnce) {
  std::string out;
  EXPECT_EQ(runCli({"spec", "--list"}, &out), kExitOk);
  size_t constraints = 0;
  for (const ops::OpDef& def : ops::catalogue()) constraints += def.constraints.size();
  EXPECT_EQ(static_cast<size_t>(std::count(out.begin(), out.end(), '\n')), constraints);
  EXPECT_NE(out.find("stablehlo.gather\tC7\tspec\t0 <= collapsed_slice_dims < rank(operand)\n"),
            std::string::npos);
}

TEST(SpecCommand, StatsCountOpsAndConstraints) {
  std::string out;
  EXPECT_EQ(runCli({"spec", "--stats"}, &out), kExitOk);
  EXPECT_NE(out.find("ops\t" + std::to_string(ops::catalogue().size()) + "\n"), std::string::npos)
      << out;
  EXPECT_NE(out.find("origin spec\t97 ops"), std::string::npos) << out;
}

TEST(SpecCommand, DescribesOneOp) {
  std::string out;
  EXPECT_EQ(runCli({"spec", "--op", "reverse"}, &out), kExitOk);
  EXPECT_NE(out.find("XLA Rev"), std::string::npos) << out;
  EXPECT_NE(out.find("(C2) is_unique(dimensions)"), std::string::npos) << out;
  EXPECT_EQ(runCli({"spec", "--op", "no_such_op"}), kExitBadInput);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
