// The batch-system examples of examples/campaigns/ run as written: their
// `hlo-cts fuzz` command lines, taken from the files, parse, pick their
// shard (from --shard, or from the Indexed Job's variables), and their
// shards merge into the campaign. Only the backend (simd-cpu, for speed),
// the program count and the folders' root are replaced.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "tests/tools/cli_test_util.h"

namespace hlo_cts::cli {
namespace {
namespace HLO_CTS_UNITY_ID {

namespace fs = std::filesystem;

// The `hlo-cts fuzz ...` command lines of an example file, from "hlo-cts"
// up to a shell's "||" or the line's end.
std::vector<std::string> commandLines(const std::string& file) {
  std::ifstream in(std::string(HLO_CTS_SOURCE_DIR) + "/examples/campaigns/" + file);
  EXPECT_TRUE(in) << file;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.find('#') != std::string::npos &&
        line.find('#') < line.find("hlo-cts fuzz"))  // a comment
      continue;
    const size_t start = line.find("hlo-cts fuzz");
    if (start == std::string::npos) continue;
    std::string command = line.substr(start);
    if (const size_t bar = command.find(" ||"); bar != std::string::npos) command.resize(bar);
    lines.push_back(command);
  }
  return lines;
}

void replaceAll(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// The command's arguments after "hlo-cts", with the backend, the count and
// the folders replaced; folders under `root`.
std::vector<std::string> argumentsOf(std::string command, const fs::path& root) {
  replaceAll(command, "/findings/", "findings/");
  std::istringstream words(command);
  std::vector<std::string> args;
  std::string word;
  words >> word;  // hlo-cts
  while (words >> word) {
    if (!args.empty() && args.back() == "--backend") word = "simd-cpu";
    if (!args.empty() && args.back() == "--programs") word = "48";
    if (word.rfind("findings", 0) == 0) word = (root / word).string();
    args.push_back(word);
  }
  return args;
}

std::set<int64_t> programsIn(const fs::path& dir) {
  std::set<int64_t> programs;
  std::ifstream journal(dir / "journal.jsonl");
  for (std::string line; std::getline(journal, line);)
    programs.insert(nlohmann::json::parse(line)["program"].get<int64_t>());
  return programs;
}

// GoogleTest's own sharding variables would pick the shard first.
struct NoGoogleTestShard {
  NoGoogleTestShard() {
    for (const char* name : {"GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS"})
      if (const char* value = std::getenv(name)) saved.emplace_back(name, value);
    unsetenv("GTEST_SHARD_INDEX");
    unsetenv("GTEST_TOTAL_SHARDS");
  }
  ~NoGoogleTestShard() {
    for (const auto& [name, value] : saved) setenv(name.c_str(), value.c_str(), 1);
  }
  std::vector<std::pair<std::string, std::string>> saved;
};

TEST(CampaignExamples, TheKubernetesIndexedJobRunsItsShard) {
  NoGoogleTestShard noGoogleTestShard;
  const std::vector<std::string> commands = commandLines("kubernetes-indexed-job.yaml");
  ASSERT_EQ(commands.size(), 1u);
  const fs::path root = fs::temp_directory_path() / "hlo-cts-example-k8s";
  fs::remove_all(root);
  // The pod of index 3 of the Job's 8 completions.
  setenv("JOB_COMPLETION_INDEX", "3", 1);
  setenv("HLO_CTS_TOTAL_SHARDS", "8", 1);
  std::string command = commands[0];
  replaceAll(command, "$JOB_COMPLETION_INDEX", "3");
  std::string out;
  const int code = runCli(argumentsOf(command, root), &out, {.withStderr = true});
  unsetenv("JOB_COMPLETION_INDEX");
  unsetenv("HLO_CTS_TOTAL_SHARDS");
  EXPECT_LE(code, 1) << command << "\n" << out;
  EXPECT_NE(out.find("shard 3/8 (JOB_COMPLETION_INDEX)"), std::string::npos) << out;
  EXPECT_EQ(programsIn(root / "findings" / "shard-3"), (std::set<int64_t>{3, 11, 19, 27, 35, 43}));
}

TEST(CampaignExamples, TheCiMatrixShardsMergeIntoTheCampaign) {
  NoGoogleTestShard noGoogleTestShard;
  const std::vector<std::string> commands = commandLines("github-actions-matrix.yml");
  ASSERT_EQ(commands.size(), 2u);  // the shard's run, then the merge
  const fs::path root = fs::temp_directory_path() / "hlo-cts-example-ci";
  fs::remove_all(root);
  fs::create_directories(root);
  for (int shard = 0; shard < 4; ++shard) {
    std::string command = commands[0];
    replaceAll(command, "${{ matrix.shard }}", std::to_string(shard));
    std::string out;
    EXPECT_LE(runCli(argumentsOf(command, root), &out, {.withStderr = true}), 1) << command << "\n"
                                                                                 << out;
    EXPECT_NE(out.find(fmt::format("shard {}/4 (--shard)", shard)), std::string::npos) << out;
  }
  std::string out;
  ASSERT_EQ(runCli(argumentsOf(commands[1], root), &out), 0) << commands[1] << "\n" << out;
  std::set<int64_t> all;
  for (int64_t i = 0; i < 48; ++i) all.insert(i);
  EXPECT_EQ(programsIn(root / "findings"), all);
  EXPECT_TRUE(fs::exists(root / "findings" / "summary.md"));
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::cli
