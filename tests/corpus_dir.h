// Where the tests find the StableHLO interpreter corpus: the environment
// variable HLO_CTS_STABLEHLO_CORPUS when set, else the CMake option of the
// same name (default ../shared/corpora/stablehlo-interpret). Tests skip,
// visibly, when the directory does not exist.
#pragma once

#include <cstdlib>
#include <string>

namespace hlo_cts::test_support {

inline std::string corpusDir() {
  if (const char* env = std::getenv("HLO_CTS_STABLEHLO_CORPUS"); env && *env) return env;
  return HLO_CTS_STABLEHLO_CORPUS;
}

}  // namespace hlo_cts::test_support
