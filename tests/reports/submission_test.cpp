// The submission package's manifest: known SHA-256 values, a suite digest
// that does not depend on the order files are listed in, and verification
// that notices an edited file, a missing one, and an edited manifest.
#include "reports/submission.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace hlo_cts::reports {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

void writeText(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

TEST(Submission, Sha256OfKnownInputs) {
  // FIPS 180-2's examples.
  EXPECT_EQ(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(Submission, SuiteDigestIgnoresListingOrderButNotContent) {
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-digest-" + std::to_string(getpid()));
  writeText(dir / "a.mlir", "a");
  writeText(dir / "b.mlir", "b");
  const SuiteFileDigest a{"a.mlir", (dir / "a.mlir").string()};
  const SuiteFileDigest b{"b.mlir", (dir / "b.mlir").string()};
  Result<std::string> ab = suiteDigest({a, b}), ba = suiteDigest({b, a});
  ASSERT_TRUE(ab.ok() && ba.ok());
  EXPECT_EQ(*ab, *ba);
  writeText(dir / "b.mlir", "b2");
  EXPECT_NE(*suiteDigest({a, b}), *ab);
  EXPECT_FALSE(suiteDigest({{"gone.mlir", (dir / "gone.mlir").string()}}).ok());
  fs::remove_all(dir);
}

TEST(Submission, VerifyNoticesEditedMissingFilesAndAnEditedManifest) {
  const fs::path dir = fs::temp_directory_path() / ("hlo-cts-package-" + std::to_string(getpid()));
  fs::remove_all(dir);
  writeText(dir / "results.json", "{}");
  writeText(dir / "junit.xml", "<testsuites/>");
  writeText(dir / "profile/strict.profile", "* ulp=0\n");
  SubmissionManifest manifest;
  manifest.run.backend = "oracle";
  manifest.run.profile = "strict";
  manifest.profileFile = "profile/strict.profile";
  manifest.gatePassed = true;
  ASSERT_TRUE(writeSubmission(dir.string(), manifest).ok());

  Result<std::vector<std::string>> problems = verifySubmission(dir.string());
  ASSERT_TRUE(problems.ok()) << problems.error().str();
  EXPECT_TRUE(problems->empty());

  writeText(dir / "junit.xml", "<testsuites tests=\"1\"/>");
  fs::remove(dir / "profile/strict.profile");
  problems = verifySubmission(dir.string());
  ASSERT_TRUE(problems.ok());
  ASSERT_EQ(problems->size(), 2u);
  EXPECT_NE((*problems)[0].find("junit.xml"), std::string::npos) << (*problems)[0];
  EXPECT_NE((*problems)[1].find("profile/strict.profile: missing"), std::string::npos)
      << (*problems)[1];

  // A manifest whose gate was flipped by hand no longer matches its checksum.
  std::ifstream in(dir / "submission.json");
  std::string text((std::istreambuf_iterator<char>(in)), {});
  const size_t gate = text.find("\"gate\": \"pass\"");
  ASSERT_NE(gate, std::string::npos);
  text.replace(gate, 14, "\"gate\": \"fail\"");
  writeText(dir / "submission.json", text);
  problems = verifySubmission(dir.string());
  ASSERT_TRUE(problems.ok());
  EXPECT_NE(problems->front().find("changed after it was written"), std::string::npos);

  writeText(dir / "submission.json", "not json");
  EXPECT_FALSE(verifySubmission(dir.string()).ok());
  fs::remove_all(dir);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::reports
