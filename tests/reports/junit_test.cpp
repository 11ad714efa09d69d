// JUnit XML: structure, counts, stable order, and escaping, checked in C++
// and by parsing the file back with Python's XML parser.
#include "reports/junit.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "tests/programs_on_path.h"
#include "tests/reports/report_fixtures.h"

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace fixtures;
using nlohmann::json;

// Python's ElementTree's view of the file at `path`, as JSON; null when
// python3 is missing (the caller skips) or the file is not well-formed XML.
constexpr const char* kParseScript = R"(
import json, sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
def element(e):
    return {"tag": e.tag, "attrs": dict(e.attrib), "text": e.text,
            "children": [element(k) for k in e]}
counts = {t: len(root.findall(".//" + t)) for t in ["testcase", "failure", "error", "skipped"]}
print(json.dumps({"counts": counts, "root": element(root)}))
)";

bool havePython() {
  return test_support::onPath("python3");
}

json parseWithPython(const std::string& path) {
  std::string command = std::string("python3 -c '") + kParseScript + "' '" + path + "' 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) return nullptr;
  std::string out;
  char buffer[4096];
  while (size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  int status = ::pclose(pipe);
  json parsed = json::parse(out, nullptr, false);
  if (status != 0 || parsed.is_discarded()) {
    ADD_FAILURE() << "python3 could not parse " << path << ":\n" << out;
    return nullptr;
  }
  return parsed;
}

TEST(Junit, CountsAndStructureInCpp) {
  std::string xml = junitXml(sampleRunInfo(), sampleResults());
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites ", 0), 0u);
  EXPECT_NE(xml.find(R"(<testsuites name="hlo-cts oracle" tests="13" failures="5" errors="3" )"
                     R"(skipped="3" time="3.000">)"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find(R"(<testsuite name="ops/v.mlir" tests="11" failures="3" errors="3" )"
                     R"(skipped="3" time="1.375" timestamp="2025-01-02T03:04:05Z">)"),
            std::string::npos);
  EXPECT_NE(xml.find(R"(<testcase classname="ops/v.mlir" name="pass" time="0.125"/>)"),
            std::string::npos);
  EXPECT_NE(xml.find(R"(<failure message="why it ended so" type="compile-rejected">)"),
            std::string::npos);
  EXPECT_NE(xml.find(R"(<error message="why it ended so" type="timeout">)"), std::string::npos);
  EXPECT_NE(xml.find(R"(<skipped message="not-supported: why it ended so"/>)"), std::string::npos);
  EXPECT_NE(xml.find(R"(<failure message="2 elements outside the allowed results" type="fail">)"),
            std::string::npos);
  EXPECT_NE(xml.find("output 0 [1]: got 1.5 (0x3FC00000), allowed 2 (0x40000000) ± 1 ulp "
                     "(4194304 ulp)"),
            std::string::npos);
  EXPECT_NE(xml.find("clause: stablehlo.add (C1)"), std::string::npos);
  EXPECT_NE(xml.find("<system-out>2 elements outside the allowed results\nsecond line"
                     "</system-out>"),
            std::string::npos);
  // Suites by file, cases by name.
  size_t add = xml.find("name=\"ops/add.mlir\""), v = xml.find("name=\"ops/v.mlir\"");
  size_t quant = xml.find("name=\"types/quant.mlir\"");
  EXPECT_LT(add, v);
  EXPECT_LT(v, quant);
  EXPECT_LT(xml.find("name=\"accepted-invalid\""), xml.find("name=\"bad-test\""));
}

TEST(Junit, SameResultsInAnyOrderGiveTheSameBytes) {
  std::vector<TestResult> results = sampleResults();
  std::string forward = junitXml(sampleRunInfo(), results);
  std::reverse(results.begin(), results.end());
  EXPECT_EQ(forward, junitXml(sampleRunInfo(), results));
}

TEST(Junit, IdWithoutSeparatorIsItsOwnFileAndName) {
  std::string xml = junitXml(sampleRunInfo(), {makeResult("lonely", Verdict::kPass)});
  EXPECT_NE(xml.find(R"(<testcase classname="lonely" name="lonely")"), std::string::npos);
  std::string empty = junitXml(sampleRunInfo(), {});
  EXPECT_NE(empty.find(R"(tests="0" failures="0" errors="0" skipped="0" time="0.000">)"),
            std::string::npos);
}

TEST(Junit, Escaping) {
  EXPECT_EQ(xmlEscape(R"(<&>"')", true), "&lt;&amp;&gt;&quot;&apos;");
  EXPECT_EQ(xmlEscape("a\tb\nc\rd", true), "a&#9;b&#10;c&#13;d");
  EXPECT_EQ(xmlEscape("a\tb\nc\rd", false), "a\tb\nc&#13;d");
  EXPECT_EQ(xmlEscape(std::string("\x00\x01\x1b\x7f", 4), false), "\\x00\\x01\\x1B\x7f");
  EXPECT_EQ(xmlEscape("\xEF\xBF\xBE\xEF\xBF\xBF", false), "\\uFFFE\\uFFFF");
  EXPECT_EQ(xmlEscape("é ± 😀", false), "é ± 😀");
  const std::string kBad = "\xEF\xBF\xBD";
  EXPECT_EQ(xmlEscape("\xff", false), kBad);
  EXPECT_EQ(xmlEscape("\xC0\xAF", false), kBad + kBad);             // overlong '/'
  EXPECT_EQ(xmlEscape("\xED\xA0\x80", false), kBad + kBad + kBad);  // a surrogate
  EXPECT_EQ(xmlEscape("\xF4\x90\x80\x80", false), kBad + kBad + kBad + kBad);
  EXPECT_EQ(xmlEscape("ab\xE2\x82", false), "ab" + kBad + kBad);  // cut short
}

std::vector<TestResult> evilResults() {
  std::string nasty = std::string("a<&>\"' \x01\x1b\xff \xEF\xBF\xBE\tx\r\n", 18) + "line 2 ]]>";
  nasty.push_back('\0');
  std::vector<TestResult> results = {
      makeResult("evil<&>\"'.mlir::f<&>\"'", Verdict::kFail, nasty),
      makeResult("evil<&>\"'.mlir::crash", Verdict::kCrash, nasty),
      makeResult("evil<&>\"'.mlir::skip", Verdict::kBadTest, nasty),
      makeResult("evil<&>\"'.mlir::pass", Verdict::kPass, nasty),
  };
  results[0].failures.push_back({0, "[0]", "<&>", "\x02", 1});
  return results;
}

TEST(Junit, PythonParsesTheSampleAndCounts) {
  if (!havePython()) GTEST_SKIP() << "python3 is not installed: the XML is checked in C++ only";
  std::string path = scratchPath("junit.xml");
  ASSERT_TRUE(writeJunitXml(path, sampleRunInfo(), sampleResults()).ok());
  json parsed = parseWithPython(path);
  ASSERT_FALSE(parsed.is_null());
  EXPECT_EQ(parsed["counts"],
            json({{"testcase", 13}, {"failure", 5}, {"error", 3}, {"skipped", 3}}));
  const json& root = parsed["root"];
  EXPECT_EQ(root["tag"], "testsuites");
  EXPECT_EQ(root["attrs"]["tests"], "13");
  EXPECT_EQ(root["attrs"]["failures"], "5");
  EXPECT_EQ(root["attrs"]["errors"], "3");
  EXPECT_EQ(root["attrs"]["skipped"], "3");
  ASSERT_EQ(root["children"].size(), 3u);
  EXPECT_EQ(root["children"][0]["attrs"]["name"], "ops/add.mlir");
  EXPECT_EQ(root["children"][1]["attrs"]["tests"], "11");
}

TEST(Junit, PythonReadsEscapedTextBackUnchanged) {
  if (!havePython()) GTEST_SKIP() << "python3 is not installed: the XML is checked in C++ only";
  std::string path = scratchPath("junit.xml");
  ASSERT_TRUE(writeJunitXml(path, sampleRunInfo(), evilResults()).ok());
  json parsed = parseWithPython(path);
  ASSERT_FALSE(parsed.is_null());
  EXPECT_EQ(parsed["counts"],
            json({{"testcase", 4}, {"failure", 1}, {"error", 1}, {"skipped", 1}}));
  const json& suite = parsed["root"]["children"][0];
  EXPECT_EQ(suite["attrs"]["name"], "evil<&>\"'.mlir");
  // Cases by name: crash, f<&>"', pass, skip.
  const json& failed = suite["children"][1];
  EXPECT_EQ(failed["attrs"]["name"], "f<&>\"'");
  const json& failure = failed["children"][0];
  EXPECT_EQ(failure["tag"], "failure");
  // The first line, controls made visible, bad bytes replaced, tab and CR kept.
  EXPECT_EQ(failure["attrs"]["message"], "a<&>\"' \\x01\\x1B\xEF\xBF\xBD \\uFFFE\tx\r");
  EXPECT_NE(failure["text"].get<std::string>().find("got <&>, allowed \\x02"), std::string::npos);
  const json& out = failed["children"][1];
  EXPECT_EQ(out["tag"], "system-out");
  EXPECT_EQ(out["text"], "a<&>\"' \\x01\\x1B\xEF\xBF\xBD \\uFFFE\tx\r\nline 2 ]]>\\x00");
  EXPECT_EQ(suite["children"][3]["children"][0]["attrs"]["message"],
            "bad-test: a<&>\"' \\x01\\x1B\xEF\xBF\xBD \\uFFFE\tx\r");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
