// Programs tests start: the built hlo-cts and tools on PATH (python3). A
// test that needs one it cannot find skips, saying which.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <string>

namespace hlo_cts::test_support {

// $HLO_CTS_BINARY (set by ctest), else the build tree's.
inline std::string hloCtsBinary() {
  if (const char* path = std::getenv("HLO_CTS_BINARY"); path && *path) return path;
  return std::string(HLO_CTS_BINARY_DIR) + "/tools/hlo-cts";
}

// Whether an executable `program` is in a directory of $PATH.
inline bool onPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string candidate = dirs.substr(start, end - start) + "/" + program;
    if (end > start && access(candidate.c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace hlo_cts::test_support
