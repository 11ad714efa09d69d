// The accuracy atlas's files (reports/accuracy_atlas.h): accuracy.json read
// back as written, the page escaped and drawn by headless Chromium, the
// emitted profile and the comparison.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "reports/accuracy_atlas.h"
#include "tests/programs_on_path.h"
#include "tests/reports/headless_chromium.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

Atlas sampleAtlas(const std::string& backend) {
  Atlas atlas;
  atlas.backend = backend;
  atlas.backendVersion = "1.0 <b>";
  atlas.generatedAt = "2026-01-01T00:00:00Z";
  atlas.command = "hlo-cts accuracy --backend " + backend;
  atlas.sampleSize = 16384;
  atlas.seed = 1;
  AtlasEntry exact{"exponential", "f16", 65536, 0, 0.0, 1.0};
  for (int b = 0; b < 64; ++b) exact.plot.push_back({-10.0 + b, -9.0 + b, 0});
  AtlasEntry bad{"chlo.lgamma", "f32", 16384, 40, 0.5, 0.75};
  bad.worst = {{"-2.45702481 (0xC01D3F1F)", "1e-07 (0x33D6BF95)", "2e-07 (0x3456BF95)", 40, ""}};
  bad.specials.count = 1;
  bad.specials.examples = {
      {"-1 (0xBF800000)", "nan (0x7FC00000)", "inf (0x7F800000)", 0, "NaN where a number is due"}};
  for (int b = 0; b < 64; ++b) bad.plot.push_back({-1e30 + b, 1e30, uint64_t(b % 7 == 0 ? 40 : 1)});
  AtlasEntry complex{"log", "complex<f32>", 16384, 7, 0.01, 0.99};
  complex.maxUlpPerPart = {2, 7};
  atlas.entries = {exact, bad, complex};
  atlas.skipped = {{"chlo.erf", "complex<f32>", "not a valid program on the type: <erf>"}};
  return atlas;
}

// Complex entries carry each part's maximum; a run stopped by its time
// budget lists what it did not reach; the atlas names its oracle.
TEST(AccuracyAtlas, PerPartMaximaAndEntriesNotReachedReadBackAndShowOnThePage) {
  Atlas atlas = sampleAtlas("simd-cpu");
  atlas.oracle = "0123456789abcdef";
  atlas.notReached = {{"chlo.zeta", "f64"}, {"tan", "complex<f64>"}};
  // Plot bounds are kept to 4 significant digits (a subnormal too).
  atlas.entries[0].plot[0] = {4.9406564584124654e-324, 1.2345678e-5, 0};
  atlas.entries[0].plot[1] = {-1.7976931348623157e308, 1.7976931348623157e308, 0};
  const std::string text = atlasJson(atlas);
  EXPECT_NE(text.find("[5e-324,1.235e-05,0]"), std::string::npos);
  // The largest finite f64 would round up to infinity (null in JSON).
  EXPECT_NE(text.find("[-1.7976931348623157e+308,1.7976931348623157e+308,0]"), std::string::npos);
  EXPECT_EQ(text.find("null"), std::string::npos);
  const nlohmann::json doc = nlohmann::json::parse(text);
  EXPECT_EQ(doc["entries"][2]["maxUlpPerPart"], nlohmann::json({{"real", 2}, {"imag", 7}}));
  EXPECT_FALSE(doc["entries"][0].contains("maxUlpPerPart"));  // a real type
  EXPECT_EQ(doc["notReached"][1], nlohmann::json({{"op", "tan"}, {"type", "complex<f64>"}}));
  EXPECT_EQ(doc["oracle"], "0123456789abcdef");
  Result<Atlas> back = parseAtlasJson(text, "a.json");
  ASSERT_TRUE(back.ok()) << back.error().str();
  EXPECT_EQ(back->entries[2].maxUlpPerPart, (std::vector<uint64_t>{2, 7}));
  EXPECT_EQ(back->notReached, atlas.notReached);
  EXPECT_EQ(back->oracle, atlas.oracle);
  EXPECT_EQ(atlasJson(*back), text);
  const std::string html = atlasHtml(atlas);
  EXPECT_NE(html.find("max 7 ulp (re 2, im 7)"), std::string::npos) << html;
  EXPECT_NE(html.find("re 2, im 7<br>"), std::string::npos);  // the heat map's cell
  EXPECT_NE(html.find("<h2 id=\"not-reached\">Not reached</h2>"), std::string::npos);
  EXPECT_NE(html.find("chlo.zeta f64, tan complex&lt;f64&gt;"), std::string::npos);
}

TEST(AccuracyAtlas, JsonReadsBackAsWritten) {
  const Atlas atlas = sampleAtlas("simd-cpu");
  Result<Atlas> back = parseAtlasJson(atlasJson(atlas), "a.json");
  ASSERT_TRUE(back.ok()) << back.error().str();
  EXPECT_EQ(atlasJson(*back), atlasJson(atlas));
  EXPECT_EQ(back->entries[1].worst[0].ulp, 40u);
  EXPECT_EQ(back->entries[1].plot.size(), 64u);
  Result<Atlas> broken = parseAtlasJson(R"({"backend": "x", "entries": 3})", "b.json");
  ASSERT_FALSE(broken.ok());
  EXPECT_NE(broken.error().str().find("b.json"), std::string::npos);
}

TEST(AccuracyAtlas, ProfileBudgetsAreTheMaximaPlusTheMargin) {
  const std::string text = atlasProfile(sampleAtlas("simd-cpu"), 2);
  // (tests/tools/accuracy_command_test.cpp parses an emitted profile.)
  EXPECT_NE(text.find("op=exponential type=f16 ulp=2 reason=\"measured max 0 ulp"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("op=chlo.lgamma type=f32 ulp=42 "), std::string::npos) << text;
  EXPECT_NE(text.find("measured max 40 ulp over 16384 inputs"), std::string::npos) << text;
  EXPECT_NE(text.find("# chlo.lgamma f32: 1 special-value mismatch"), std::string::npos) << text;
}

TEST(AccuracyAtlas, ComparisonPutsBackendsSideBySide) {
  Atlas other = sampleAtlas("xla-cpu");
  other.entries.resize(1);
  const std::string markdown = atlasComparisonMarkdown({sampleAtlas("simd-cpu"), other});
  EXPECT_NE(markdown.find("| op | type | simd-cpu | xla-cpu |"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| chlo.lgamma | f32 | 40 (+1 sv) | – |"), std::string::npos) << markdown;
  const std::string html = atlasComparisonHtml({sampleAtlas("simd-cpu"), other});
  EXPECT_EQ(html.find("1.0 <b>"), std::string::npos);  // the version text, escaped
  EXPECT_NE(html.find("1.0 &lt;b&gt;"), std::string::npos);
}

// The page as a browser draws it. Skips, saying so, without Chromium.
TEST(AccuracyAtlas, ChromiumDrawsTheHeatMapAndThePlots) {
  const Atlas atlas = sampleAtlas("simd-cpu");
  const std::string html = atlasHtml(atlas);
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("<erf>"), std::string::npos);  // escaped
  EXPECT_NE(html.find("&lt;erf&gt;"), std::string::npos);
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-atlas-" + std::to_string(getpid()));
  fs::remove_all(dir);
  ASSERT_TRUE(writeAtlas(dir.string(), atlas).ok());
  ASSERT_TRUE(fs::exists(dir / "accuracy.json"));
  if (!test_support::onPath("chromium")) {
    fs::remove_all(dir);
    GTEST_SKIP() << "chromium is not installed (tools/install-deps.sh installs it): the atlas "
                    "was not rendered";
  }
  const std::string url = "file://" + (dir / "index.html").string();
  std::string dom;
  ASSERT_EQ(test_support::dumpDom(url, &dom), 0) << dom;
  EXPECT_NE(dom.find("data-max-ulp=\"40\""), std::string::npos) << dom;
  EXPECT_NE(dom.find("<svg class=\"plot\""), std::string::npos);
  std::string out;
  std::optional<test_support::PageInk> ink =
      test_support::screenshotInk(url, (dir / "page.png").string(), &out);
  ASSERT_TRUE(ink.has_value()) << out;
  test_support::expectDrawnPage(*ink);
  fs::remove_all(dir);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
