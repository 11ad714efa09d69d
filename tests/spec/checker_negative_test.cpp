// The negative suites (suites/negative/<dialect>/<op>.mlir): golden files in
// MLIR's -verify-diagnostics style. Each `// -----` split is one program;
// `// expected-error@+N {{stablehlo.gather (C7)}}` says that the op N lines
// below is rejected citing exactly that clause, and nothing else is reported.
// A split with an expected error violates exactly one clause; a split with
// no expectation must check clean (the op's positive tests).
// checker_negative_coverage_test.cpp proves every constraint has such a split.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "spec/checker/checker.h"
#include "spec/ops/catalogue.h"
#include "spec/text/parser.h"
#include "tests/spec/negative_suite.h"

namespace hlo_cts {
namespace {
namespace HLO_CTS_UNITY_ID {

using namespace negative;

bool matches(const Expectation& e, const Diagnostic& d) {
  if (e.line != d.location.line || e.severity != d.severity) return false;
  if (!d.clause.empty() && d.severity == Diagnostic::Severity::kError)
    return e.text == d.clause.str();
  return d.message.find(e.text) != std::string::npos;
}

// The lines firstLine..lastLine of the suite's text.
std::string splitText(const Suite& suite, const Split& split) {
  std::string out;
  int line = 1;
  for (char c : suite.text) {
    if (line >= split.firstLine && line <= split.lastLine) out += c;
    if (c == '\n') ++line;
  }
  return out;
}

class NegativeSuite : public testing::TestWithParam<std::string> {};

TEST_P(NegativeSuite, RejectsExactlyTheExpectedClauses) {
  Suite suite = loadSuite(GetParam());
  ASSERT_EQ(suite.modules.size(), suite.splits.size())
      << parseSourceFile(suite.text, GetParam()).error().str();
  for (size_t i = 0; i < suite.splits.size(); ++i) {
    const Split& split = suite.splits[i];
    SCOPED_TRACE(GetParam() + ":" + std::to_string(split.firstLine));
    size_t expectedErrors = 0;
    for (const Expectation& e : split.expected)
      expectedErrors += e.severity == Diagnostic::Severity::kError;
    EXPECT_LE(expectedErrors, 1u) << "a negative program violates exactly one clause";
    std::vector<bool> matched(split.expected.size(), false);
    // A split that says "// spec-version: seed" is checked under the seed's clauses.
    checker::CheckOptions options;
    options.specVersion =
        checker::splitSpecVersion(splitText(suite, split)).value_or(ops::SpecVersion::kCurrent);
    for (const Diagnostic& d : checker::checkModule(suite.modules[i], options)) {
      if (d.severity == Diagnostic::Severity::kNote) continue;
      bool found = false;
      for (size_t k = 0; k < split.expected.size(); ++k)
        if (!matched[k] && matches(split.expected[k], d)) matched[k] = found = true;
      EXPECT_TRUE(found) << "unexpected: " << d.str();
    }
    for (size_t k = 0; k < split.expected.size(); ++k)
      EXPECT_TRUE(matched[k]) << "expected at line " << split.expected[k].line << ": "
                              << split.expected[k].text;
  }
}

INSTANTIATE_TEST_SUITE_P(Files, NegativeSuite, testing::ValuesIn(suiteFiles()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name)
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts
