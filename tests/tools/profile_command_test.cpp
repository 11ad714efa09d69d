// `hlo-cts profile show`: a profile resolved, each rule with its file:line,
// as a profile text that reads back to the same settings; an unknown op in
// a profile is one located line and exit 2.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "oracle/profile.h"
#include "suites/builtin_profiles.h"
#include "tests/tools/cli_test_util.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

TEST(ProfileCommand, ShowListsEachRuleWithItsOriginAndReadsBackTheSame) {
  for (const suites::BuiltinProfile& builtin : suites::builtinProfiles()) {
    const std::string name(builtin.name);
    std::string out;
    ASSERT_EQ(runCli({"profile", "show", name}, &out), kExitOk) << name;
    Result<oracle::Profile> shown = oracle::parseProfile(out, "shown.profile");
    ASSERT_TRUE(shown.ok()) << name << ": " << shown.error().str();
    Result<oracle::Profile> loaded = suites::loadProfile(name);
    ASSERT_TRUE(loaded.ok()) << loaded.error().str();
    ASSERT_EQ(shown->rules().size(), loaded->rules().size()) << name;
    std::istringstream lines(out);
    std::string line;
    std::getline(lines, line);
    EXPECT_TRUE(line.starts_with("# profile " + name + ": ")) << line;
    for (const oracle::ProfileRule& rule : loaded->rules()) {
      ASSERT_TRUE(std::getline(lines, line));
      EXPECT_TRUE(
          line.ends_with("  # " + rule.location.file + ":" + std::to_string(rule.location.line)))
          << line;
    }
    for (OpId op : allOps())
      for (ElementType type : allElementTypes())
        ASSERT_EQ(oracle::formatTolerance(shown->lookup(op, type)),
                  oracle::formatTolerance(loaded->lookup(op, type)))
            << name << " " << opName(op) << " " << elementTypeName(type);
  }
}

// Each peer's profile lists only what differs from the profiles it includes.
TEST(ProfileCommand, PeerProfilesIncludeWhatTheyShare) {
  const std::pair<const char*, const char*> cases[] = {
      {"xla-cpu", "strict.profile, default.profile, xla.profile, xla-cpu.profile"},
      {"iree-cpu", "strict.profile, default.profile, iree-cpu.profile"},
      {"stablehlo-interpreter", "strict.profile, default.profile, stablehlo-interpreter.profile"},
      {"simd-cpu", "strict.profile, simd-cpu.profile"},
      {"cuda", "strict.profile, cuda.profile"},
  };
  for (const auto& [name, files] : cases) {
    std::string out;
    ASSERT_EQ(runCli({"profile", "show", name}, &out), kExitOk) << name;
    EXPECT_NE(out.find(std::string(" rules from ") + files + "\n"), std::string::npos) << out;
  }
}

TEST(ProfileCommand, EffectivePrintsEveryOpAndTypeOnce) {
  std::string out;
  ASSERT_EQ(runCli({"profile", "show", "--effective", "default"}, &out), kExitOk);
  EXPECT_NE(out.find("stablehlo.exponential f32 ulp=2 flush_subnormals=none "), std::string::npos);
  EXPECT_NE(out.find("chlo.erf f64 ulp=4 "), std::string::npos);
  EXPECT_EQ(static_cast<size_t>(std::count(out.begin(), out.end(), '\n')),
            kNumOps * allElementTypes().size());
}

TEST(ProfileCommand, AnUnknownOpIsOneLocatedLineAndExitTwo) {
  const fs::path file =
      fs::temp_directory_path() / ("hlo_cts_unknown_op_" + std::to_string(getpid()) + ".profile");
  std::ofstream(file) << "ulp=0\nop=exp ulp=1\n";
  std::string out;
  EXPECT_EQ(runCli({"profile", "show", file.string()}, &out, {.withStderr = true}), kExitBadInput);
  EXPECT_EQ(out, file.string() + ":2:4: error: unknown op 'exp' (did you mean 'exponential'?)\n");
  fs::remove(file);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
