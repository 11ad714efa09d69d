// Where the tests find the StableHLO interpreter corpus: the environment
// variable HLO_CTS_STABLEHLO_CORPUS when set, else the CMake option of the
// same name (default ../shared/corpora/stablehlo-interpret). Tests skip,
// visibly, when the directory does not exist.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace hlo_cts::test_support {

inline std::string corpusDir() {
  if (const char* env = std::getenv("HLO_CTS_STABLEHLO_CORPUS"); env && *env) return env;
  return HLO_CTS_STABLEHLO_CORPUS;
}

// The .mlir files below `dir`, sorted (none when it does not exist).
inline std::vector<std::filesystem::path> mlirFiles(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  if (dir.empty() || !fs::is_directory(dir)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".mlir")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

inline std::vector<std::filesystem::path> corpusFiles() {
  return mlirFiles(corpusDir());
}

}  // namespace hlo_cts::test_support
