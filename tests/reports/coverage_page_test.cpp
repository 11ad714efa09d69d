// `hlo-cts coverage` as users run it, and its page as a browser draws it
// (headless Chromium: the DOM holds the totals, the screenshot is not blank
// and shows covered green and uncovered red).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "tests/programs_on_path.h"
#include "tests/reports/headless_chromium.h"
#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;
using fixtures::readFile;
using fixtures::writeFile;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// One positive test of stablehlo.add (and of the op the page lists first,
// so that a covered row is in the window), and a negative split breaking
// add's C1.
constexpr const char* kAddTests = R"(
func.func @add_op_test_f32() {
  %lhs = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %z = stablehlo.complex %lhs, %lhs : tensor<2xcomplex<f32>>
  %w = "chlo._asin_acos_kernel"(%z) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %kernel = stablehlo.real %w : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %sum = stablehlo.add %kernel, %lhs : tensor<2xf32>
  check.expect_almost_eq_const %sum, dense<[2.0, 4.0]> : tensor<2xf32>
  func.return
}
// -----
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) {
  %r = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  func.return
}
)";

class CoveragePage : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(fs::exists(test_support::hloCtsBinary())) << test_support::hloCtsBinary();
    dir_ = fs::temp_directory_path() / ("hlo_cts_coverage_page_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "tests");
    writeFile((dir_ / "tests/add.mlir").string(), kAddTests);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

TEST_F(CoveragePage, WritesTheTotalsAndChromiumDrawsThem) {
  std::string out;
  ASSERT_EQ(
      test_support::shell(
          test_support::hloCtsBinary() + " coverage " + path("tests") + " -o " + path("cov"), &out),
      0)
      << out;
  EXPECT_TRUE(has(out, "tests: 1 positive, 1 negative")) << out;
  EXPECT_TRUE(has(out, "wrote " + path("cov") + "/coverage.html")) << out;
  const std::string html = readFile(path("cov/coverage.html"));
  EXPECT_TRUE(has(html, "data-count=\"tests-positive\">1<")) << html;
  EXPECT_TRUE(has(html, "data-count=\"negative\">1<")) << html;
  EXPECT_TRUE(has(html, "id=\"op-stablehlo.add\""));
  EXPECT_TRUE(has(html, "add.mlir::add_op_test_f32"));

  if (!test_support::onPath("chromium"))
    GTEST_SKIP() << "chromium is not installed (tools/install-deps.sh installs it): the page "
                    "was not rendered";
  const std::string url = "file://" + path("cov/coverage.html");
  std::string dom;
  ASSERT_EQ(test_support::dumpDom(url, &dom), 0) << dom;
  EXPECT_TRUE(has(dom, "<h2>Totals</h2>")) << dom;
  EXPECT_TRUE(has(dom, "data-count=\"negative\">1</td>")) << dom;
  EXPECT_TRUE(has(dom, "data-count=\"tests-negative\">1</span>"));

  std::optional<test_support::PageInk> ink =
      test_support::screenshotInk(url, path("cov/page.png"), &out);
  ASSERT_TRUE(ink.has_value()) << out;
  test_support::expectDrawnPage(*ink);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
