// The tolerance profiles of suites/profiles/, compiled into the binary.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "oracle/profile.h"
#include "spec/result.h"

namespace hlo_cts::suites {

struct BuiltinProfile {
  std::string_view name;  // the file name without .profile: "strict", "default", "xla"
  std::string_view text;
};
std::span<const BuiltinProfile> builtinProfiles();

// The text of a built-in profile by its file name ("default.profile"): how
// the built-ins' include lines are read.
Result<std::string> readBuiltinProfile(const std::string& path);

// A built-in profile by name, or a profile file when `nameOrPath` names one
// (contains '/' or ends in .profile).
Result<oracle::Profile> loadProfile(const std::string& nameOrPath);

}  // namespace hlo_cts::suites
