// JUnit XML, as the CI systems that read it (Jenkins, GitLab, GitHub
// actions) expect it:
//
//   <?xml version="1.0" encoding="UTF-8"?>
//   <testsuites name="hlo-cts oracle" tests="3" failures="1" errors="0" skipped="1" time="1.5">
//     <testsuite name="ops/add.mlir" tests="3" failures="1" errors="0" skipped="1"
//                time="1.5" timestamp="2025-01-01T00:00:00Z">
//       <testcase classname="ops/add.mlir" name="add_f32" time="0.5"/>
//       <testcase classname="ops/add.mlir" name="add_f64" time="0.5">
//         <failure message="first line of the message" type="fail">details</failure>
//         <system-out>the message</system-out>
//       </testcase>
//       <testcase classname="ops/add.mlir" name="add_f8" time="0.5">
//         <skipped message="not-supported: ..."/>
//       </testcase>
//     </testsuite>
//   </testsuites>
//
// One <testsuite> per test file (the id's part before the first "::"; an id
// without "::" is its own file and name). Verdicts map as:
//   fail, accepted-invalid, compile-rejected -> <failure type="VERDICT">
//   crash, timeout                           -> <error type="VERDICT">
//   not-supported, inconclusive, bad-test    -> <skipped message="VERDICT: ...">
//   pass                                     -> nothing
// Suites are sorted by file, test cases by name (ties keep run order), so the
// same results give the same bytes whatever order the tests finished in.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "reports/test_result.h"
#include "spec/result.h"

namespace hlo_cts::reports {

// The document. `info` names the top element ("hlo-cts BACKEND") and gives
// each suite its timestamp.
std::string junitXml(const RunInfo& info, const std::vector<TestResult>& results);
// Writes junitXml() to `path` (through a temporary file and a rename).
Status writeJunitXml(const std::string& path, const RunInfo& info,
                     const std::vector<TestResult>& results);

// `text` as XML 1.0 character data (`attribute` false) or an attribute value
// (true): & < > " ' become entities; carriage return always, and tab and
// newline in attribute values, become character references (so a parser
// gives them back unchanged); every other character that XML 1.0 forbids (C0
// controls, U+FFFE, U+FFFF) becomes the visible text "\xNN" or "\uFFFE";
// bytes that are not UTF-8 (stray, overlong, surrogates) become U+FFFD.
std::string xmlEscape(std::string_view text, bool attribute);

}  // namespace hlo_cts::reports
