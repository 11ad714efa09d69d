// Where the tests that need the peers' virtual environment find it
// (tools/setup-peers.sh), and whether its absence is a failure.
#pragma once

#include <cstdlib>
#include <string>

namespace hlo_cts::test_support {

// $HLO_CTS_PEERS_VENV, else the source tree's .venv-peers.
inline std::string peersVenv() {
  if (const char* venv = std::getenv("HLO_CTS_PEERS_VENV"); venv && *venv) return venv;
  return std::string(HLO_CTS_SOURCE_DIR) + "/.venv-peers";
}

// HLO_CTS_PEERS_REQUIRED=1: a missing venv fails the Peers/ tests instead of
// skipping them (CI, once the venv is set up).
inline bool peersRequired() {
  const char* required = std::getenv("HLO_CTS_PEERS_REQUIRED");
  return required && std::string(required) == "1";
}

}  // namespace hlo_cts::test_support
