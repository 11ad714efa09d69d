// `hlo-cts conformance`: runs the suites with fixed flags, writes the report
// and a package whose manifest pins every file; --verify checks it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/tools/cli_test_util.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

TEST(ConformanceCommand, WritesAnIntactPackageAndVerifyNoticesTampering) {
  const fs::path root = fs::temp_directory_path() / ("hlo-cts-conf-" + std::to_string(getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "suites/ops");
  std::ofstream(root / "suites/ops/add.mlir") << R"(
func.func @add_i32() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.abs"(%a0) : (tensor<4xf32>) -> tensor<3xf32>
  return
}
)";
  const fs::path package = root / "package";
  std::string out;
  ASSERT_EQ(runCli({"conformance", "--backend", "oracle", "--suites", (root / "suites").string(),
                    "-o", package.string(), "-q"},
                   &out),
            kExitOk)
      << out;
  EXPECT_TRUE(fs::exists(package / "report/index.html"));
  EXPECT_TRUE(fs::exists(package / "profile/strict.profile"));
  std::ifstream in(package / "submission.json");
  const nlohmann::json manifest = nlohmann::json::parse(in);
  EXPECT_EQ(manifest["gate"], "pass");
  EXPECT_EQ(manifest["suites"]["files"], 1);
  EXPECT_EQ(manifest["summary"]["total"], 2);
  EXPECT_EQ(manifest["summary"]["counts"]["pass"], 2);
  EXPECT_EQ(manifest["backend"]["spec"], "oracle");
  EXPECT_TRUE(manifest["files"].contains("results.json"));

  ASSERT_EQ(runCli({"conformance", "--verify", package.string()}, &out), kExitOk) << out;
  EXPECT_NE(out.find("intact"), std::string::npos) << out;
  std::ofstream(package / "results.json", std::ios::app) << " ";
  EXPECT_EQ(runCli({"conformance", "--verify", package.string()}, &out), kExitFindings);
  EXPECT_NE(out.find("results.json: its SHA-256 differs"), std::string::npos) << out;
  fs::remove_all(root);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
