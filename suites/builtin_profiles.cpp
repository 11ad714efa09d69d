#include "suites/builtin_profiles.h"

#include <fmt/format.h>

namespace hlo_cts::suites {

Result<std::string> readBuiltinProfile(const std::string& path) {
  for (const BuiltinProfile& profile : builtinProfiles())
    if (path == std::string(profile.name) + ".profile") return std::string(profile.text);
  return makeError(fmt::format("no built-in profile file '{}'", path), {}, DiagnosticKind::kIo);
}

Result<oracle::Profile> loadProfile(const std::string& nameOrPath) {
  if (nameOrPath.find('/') != std::string::npos || nameOrPath.ends_with(".profile"))
    return oracle::loadProfileFile(nameOrPath);
  std::string known;
  for (const BuiltinProfile& profile : builtinProfiles()) {
    // parseProfile names the profile after the file name it is given; the
    // built-ins include one another by that name.
    if (profile.name == nameOrPath)
      return oracle::parseProfile(profile.text, std::string(profile.name) + ".profile",
                                  readBuiltinProfile);
    known += fmt::format("{}{}", known.empty() ? "" : ", ", profile.name);
  }
  return makeError(fmt::format("no built-in profile '{}' (built in: {}; or give a .profile file)",
                               nameOrPath, known),
                   {}, DiagnosticKind::kIo);
}

}  // namespace hlo_cts::suites
