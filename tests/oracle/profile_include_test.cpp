// Tolerance profiles: op patterns resolved against the op registry when a
// profile loads, and `include FILE` (relative to the including file).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "oracle/profile.h"

namespace hlo_cts::oracle {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

TEST(ProfileOps, PatternsResolveToTheOpsTheyName) {
  Result<Profile> p = parseProfile(
      "op=chlo.* ulp=3\n"
      "op=exponential ulp=5\n"
      "op=stablehlo.batch_norm_* expansion=allow\n",
      "ops.profile");
  ASSERT_TRUE(p.ok()) << p.error().str();
  const std::vector<ProfileRule>& rules = p->rules();
  ASSERT_EQ(rules.size(), 3u);
  EXPECT_TRUE(rules[0].matchesOp(OpId::kChloErf));
  EXPECT_FALSE(rules[0].matchesOp(OpId::kExponential));
  EXPECT_EQ(rules[1].ops.count(), 1u);
  EXPECT_TRUE(rules[1].matchesOp(OpId::kExponential));
  EXPECT_EQ(rules[2].ops.count(), 3u);
  EXPECT_TRUE(rules[2].matchesOp(OpId::kBatchNormGrad));
  // No pattern but "*" names an op the registry does not know.
  EXPECT_FALSE(rules[0].matchesOp(OpId::kUnknown));
  EXPECT_EQ(p->lookup(OpId::kChloErf, ElementType::kF32).ulp, 3u);
  EXPECT_EQ(p->lookup("chlo.erf", ElementType::kF32).ulp, 3u);
  EXPECT_EQ(p->lookup("exponential", ElementType::kF32).ulp, 5u);
  EXPECT_EQ(p->lookup("chlo.no_such_op", ElementType::kF32).ulp, 0u);
  EXPECT_TRUE(p->lookup(OpId::kBatchNormTraining, ElementType::kF32).expansion);
}

TEST(ProfileOps, UnknownOpsAreErrorsWithASuggestion) {
  EXPECT_EQ(suggestOpName("exp"), "exponential");
  EXPECT_EQ(suggestOpName("stablehlo.exp"), "stablehlo.exponential");
  EXPECT_EQ(suggestOpName("log1p"), "log_plus_one");
  EXPECT_EQ(suggestOpName("dot_genral"), "dot_general");
  EXPECT_EQ(suggestOpName("chlo.lgama"), "chlo.lgamma");
  EXPECT_EQ(suggestOpName("qqqqqqqqqqqq"), "");
  Result<Profile> p = parseProfile("ulp=0\n\nop=qqqqqqqqqqqq ulp=1\n", "bad.profile");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().str(), "bad.profile:3:4: error: unknown op 'qqqqqqqqqqqq'");
}

// A folder of profile files, removed afterwards.
class ProfileFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("hlo_cts_profiles_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "vendor");
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  fs::path dir_;
};

TEST_F(ProfileFiles, IncludedLinesComeFirstAndLaterLinesWin) {
  write("base.profile",
        "ulp=0 zero_sign=match\n"
        "op=exponential ulp=4\n"
        "op=sine ulp=4 reason=\"base\"\n");
  write("vendor/overlay.profile", "op=rng_bit_generator rng_bits=xla\n");
  const std::string peer = write("vendor/peer.profile",
                                 "# a peer\n"
                                 "include ../base.profile\n"
                                 "include \"overlay.profile\"   # quoted, with a comment\n"
                                 "op=exponential type=f32 ulp=2\n"
                                 "op=sine zero_sign=ignore\n");
  Result<Profile> p = loadProfileFile(peer);
  ASSERT_TRUE(p.ok()) << p.error().str();
  EXPECT_EQ(p->name(), "peer");
  ASSERT_EQ(p->rules().size(), 6u);
  EXPECT_EQ(p->rules()[0].location.file, (dir_ / "base.profile").string());
  EXPECT_EQ(p->rules()[0].location.line, 1);
  EXPECT_EQ(p->rules()[3].location.file, (dir_ / "vendor/overlay.profile").string());
  EXPECT_EQ(p->rules()[4].location.file, peer);
  EXPECT_EQ(p->rules()[4].location.line, 4);
  EXPECT_EQ(p->lookup("exponential", ElementType::kF32).ulp, 2u);
  EXPECT_EQ(p->lookup("exponential", ElementType::kF64).ulp, 4u);
  const Tolerance sine = p->lookup("sine", ElementType::kF32);
  EXPECT_EQ(sine.ulp, 4u);
  EXPECT_FALSE(sine.zeroSignMatters);
  EXPECT_TRUE(p->lookup("rng_bit_generator", ElementType::kUI64).rngBitsOfXla);
}

TEST_F(ProfileFiles, MissingFilesAndCyclesAreErrorsAtTheIncludeLine) {
  const std::string missing = write("missing.profile", "ulp=0\n  include nowhere.profile\n");
  Result<Profile> p = loadProfileFile(missing);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().location.file, missing);
  EXPECT_EQ(p.error().location.line, 2);
  EXPECT_EQ(p.error().location.col, 11);
  EXPECT_NE(p.error().message.find("cannot include 'nowhere.profile'"), std::string::npos)
      << p.error().message;

  const std::string a = write("a.profile", "include b.profile\n");
  const std::string b = write("b.profile", "ulp=1\ninclude a.profile\n");
  p = loadProfileFile(a);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().location.file, b);
  EXPECT_EQ(p.error().location.line, 2);
  EXPECT_NE(p.error().message.find("include cycle: " + a + " -> " + b + " -> " + a),
            std::string::npos)
      << p.error().message;
  // An error inside an included file names that file's line.
  write("broken.profile", "ulp=0\nop=exp ulp=1\n");
  p = loadProfileFile(write("includes_broken.profile", "include broken.profile\n"));
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().location.file, (dir_ / "broken.profile").string());
  EXPECT_EQ(p.error().location.line, 2);
}

TEST(ProfileInclude, AReaderServesProfilesThatAreNoFiles) {
  const std::map<std::string, std::string> files = {
      {"base.profile", "ulp=0\nop=tanh ulp=3\n"},
      {"peer.profile", "include base.profile\ntype=f16 ulp=1\n"}};
  const ProfileReader reader = [&](const std::string& path) -> Result<std::string> {
    auto it = files.find(path);
    if (it == files.end()) return makeError("no " + path);
    return it->second;
  };
  Result<Profile> p = parseProfile(files.at("peer.profile"), "peer.profile", reader);
  ASSERT_TRUE(p.ok()) << p.error().str();
  EXPECT_EQ(p->lookup("tanh", ElementType::kF32).ulp, 3u);
  EXPECT_EQ(p->lookup("tanh", ElementType::kF16).ulp, 1u);
  EXPECT_EQ(p->rules()[0].location.file, "base.profile");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::oracle
