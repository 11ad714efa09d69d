// `hlo-cts profile show PROFILE [--effective]`: a tolerance profile as the
// judge reads it, its includes inlined and its op patterns resolved, each
// rule with the file and line it comes from; --effective prints instead the
// settings every (op, element type) ends up with, to compare two profiles.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <memory>

#include "oracle/profile.h"
#include "suites/builtin_profiles.h"
#include "tools/cli/backend_choice.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct ProfileShowOptions {
  std::string profile;
  bool effective = false;
};

int runProfileShow(const ProfileShowOptions& options) {
  Result<oracle::Profile> profile = suites::loadProfile(options.profile);
  if (!profile.ok()) return failWith(profile.error());
  if (options.effective) {
    for (OpId op : allOps())
      for (ElementType type : allElementTypes())
        fmt::print("{} {} {}\n", opName(op), elementTypeName(type),
                   oracle::formatTolerance(profile->lookup(op, type)));
    return kExitOk;
  }
  std::vector<std::string> files;
  for (const oracle::ProfileRule& rule : profile->rules())
    if (std::find(files.begin(), files.end(), rule.location.file) == files.end())
      files.push_back(rule.location.file);
  fmt::print("# profile {}: {} rules from {}\n", profile->name(), profile->rules().size(),
             fmt::join(files, ", "));
  for (const oracle::ProfileRule& rule : profile->rules())
    fmt::print("{}  # {}:{}\n", oracle::formatRule(rule), rule.location.file, rule.location.line);
  return kExitOk;
}

constexpr const char* kProfileFooter =
    R"(A profile is a built-in name (strict, default, xla, spec-ieee, and each
backend's own: xla-cpu, iree-cpu, stablehlo-interpreter, simd-cpu, cuda)
or a .profile file. One rule a line:
  [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="why"]
or `include FILE` (relative to the including file; its lines come first
where the include stands, and later lines win). Op patterns are resolved
against the op registry when the profile loads: an unknown op, or a glob
that matches no op, is an error at its file:line:column with the op it
likely meant, and every command exits 2 with that line. oracle/profile.h
lists the keys; the peers' accuracy budgets are generated from their
atlases by tools/atlas-budgets.py.)";

HLO_CTS_REGISTER_COMMAND(
    kProfileCommand, "profile", "inspect tolerance profiles (profile show PROFILE)",
    [](CLI::App& sub) -> std::function<int()> {
      auto options = std::make_shared<ProfileShowOptions>();
      sub.require_subcommand(1);
      sub.footer(kProfileFooter);
      CLI::App* show = sub.add_subcommand(
          "show", "print a profile resolved (includes inlined), each rule with its file:line");
      show->add_option("profile", options->profile, "a built-in profile's name or a .profile file")
          ->required();
      show->add_flag("--effective", options->effective,
                     "print the settings each (op, element type) resolves to instead");
      show->footer(kProfileFooter);
      return [options] { return runProfileShow(*options); };
    });

}  // namespace
}  // namespace hlo_cts::cli
