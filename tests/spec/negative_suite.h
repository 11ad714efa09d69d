// Reading the negative suites (suites/negative/<dialect>/<op>.mlir): golden
// files in MLIR's -verify-diagnostics style, split on `// -----`, with
// `// expected-error@+N {{stablehlo.gather (C7)}}` expectations.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "spec/ir.h"
#include "spec/result.h"
#include "spec/text/parser.h"

namespace hlo_cts::negative {

namespace fs = std::filesystem;

inline fs::path suiteDir() {
  return fs::path(HLO_CTS_SOURCE_DIR) / "suites" / "negative";
}

inline std::vector<std::string> suiteFiles() {
  std::vector<std::string> files;
  if (!fs::is_directory(suiteDir())) return files;
  for (const auto& e : fs::recursive_directory_iterator(suiteDir()))
    if (e.path().extension() == ".mlir")
      files.push_back(fs::relative(e.path(), suiteDir()).string());
  std::sort(files.begin(), files.end());
  return files;
}

struct Expectation {
  int line = 0;
  Diagnostic::Severity severity = Diagnostic::Severity::kError;
  std::string text;  // a clause ("stablehlo.add (C1)") or a message fragment
};

struct Split {
  int firstLine = 1, lastLine = 1;
  std::vector<Expectation> expected;
};

struct Suite {
  std::string text;
  std::vector<Split> splits;
  std::vector<Module> modules;
};

inline std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Splits and expectations from the text itself, so they do not depend on
// what the parser makes of comments.
inline std::vector<Split> scanSplits(const std::string& text) {
  static const std::regex kExpect(R"(//\s*expected-(error|warning)@\+(\d+)\s*\{\{(.*)\}\})");
  std::vector<Split> splits(1);
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.find_first_not_of(' ') != std::string::npos &&
        line.substr(line.find_first_not_of(' ')) == "// -----") {
      splits.back().lastLine = number - 1;
      splits.push_back(Split{number + 1, number + 1, {}});
      continue;
    }
    std::smatch m;
    if (std::regex_search(line, m, kExpect)) {
      Expectation e;
      e.severity = m[1] == "error" ? Diagnostic::Severity::kError : Diagnostic::Severity::kWarning;
      e.line = number + std::stoi(m[2]);
      e.text = m[3];
      splits.back().expected.push_back(e);
    }
  }
  splits.back().lastLine = number;
  return splits;
}

inline Suite loadSuite(const std::string& relative) {
  Suite suite;
  fs::path path = suiteDir() / relative;
  suite.text = readFile(path);
  suite.splits = scanSplits(suite.text);
  auto parsed = parseSourceFile(suite.text, path.string());
  if (parsed.ok()) suite.modules = std::move(*parsed);
  return suite;
}

}  // namespace hlo_cts::negative
