// The pjrt: backend without a real plugin: its spelling, and the clear
// errors for a plugin that is missing, not a PJRT plugin, or of another API
// version (fake libraries built from tests/backends/plugins/pjrt_fake.c,
// refused before any of their functions is called). The real CPU plugin's
// tests are pjrt_peer_test.cpp.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>

#include "backends/backend.h"
#include "backends/pjrt/compile_cache.h"
#include "backends/pjrt/pjrt_backend.h"
#include "backends/pjrt/pjrt_values.h"
#include "tests/programs_on_path.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

std::string openError(const std::string& spec) {
  Result<std::unique_ptr<Backend>> backend = openBackend({spec, ""});
  EXPECT_FALSE(backend.ok()) << spec;
  return backend.ok() ? "" : backend.error().message;
}

TEST(PjrtCompileCache, KeepsTheMostRecentlyUsedProgramsAndReleasesTheOthers) {
  pjrt::CompileCache<std::shared_ptr<int>> cache(2);
  auto a = std::make_shared<int>(1), b = std::make_shared<int>(2), c = std::make_shared<int>(3);
  EXPECT_FALSE(cache.find("a"));
  cache.insert("a", a);
  cache.insert("b", b);
  ASSERT_TRUE(cache.find("a"));  // a is now the most recently used
  EXPECT_EQ(**cache.find("a"), 1);
  cache.insert("c", c);  // full: b, the least recently used, goes
  EXPECT_FALSE(cache.find("b"));
  EXPECT_EQ(b.use_count(), 1);  // released: only this test holds it
  EXPECT_EQ(a.use_count(), 2);
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.hits(), 2u);
  EXPECT_EQ(cache.misses(), 2u);
  cache.insert("a", b);  // replacing keeps one entry per key
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(**cache.find("a"), 2);
  EXPECT_EQ(a.use_count(), 1);
  cache.clear();
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_EQ(c.use_count(), 1);
  pjrt::CompileCache<int> none(0);  // a capacity of 0 keeps nothing
  none.insert("a", 1);
  EXPECT_FALSE(none.find("a"));
}

TEST(PjrtSpec, SplitsThePathFromTheCreateOptions) {
  Result<PjrtSpec> spec = parsePjrtSpec("/opt/x/pjrt_plugin.so?cpu_device_count=4&async=false");
  ASSERT_TRUE(spec.ok()) << spec.error().str();
  EXPECT_EQ(spec->path, "/opt/x/pjrt_plugin.so");
  ASSERT_EQ(spec->options.size(), 2u);
  EXPECT_EQ(spec->options[0], (std::pair<std::string, std::string>{"cpu_device_count", "4"}));
  EXPECT_EQ(spec->options[1], (std::pair<std::string, std::string>{"async", "false"}));

  Result<PjrtSpec> plain = parsePjrtSpec("lib.so");
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(plain->path, "lib.so");
  EXPECT_TRUE(plain->options.empty());
}

TEST(PjrtSpec, CreateOptionsAreTypedByTheirSpelling) {
  using namespace pjrt;
  // XLA:GPU's plugin takes memory_fraction as a float, preallocate as a
  // bool, allocator as a string; the CPU plugin cpu_device_count as an int.
  const std::vector<std::pair<std::string, std::string>> options = {
      {"cpu_device_count", "4"}, {"memory_fraction", "0.25"}, {"scale", "1e-1"},
      {"preallocate", "false"},  {"allocator", "platform"},   {"version", "1.2.3"}};
  const std::vector<PJRT_NamedValue> values = namedValues(options);
  ASSERT_EQ(values.size(), options.size());
  EXPECT_EQ(values[0].type, PJRT_NamedValue_kInt64);
  EXPECT_EQ(values[0].int64_value, 4);
  EXPECT_EQ(values[1].type, PJRT_NamedValue_kFloat);
  EXPECT_FLOAT_EQ(values[1].float_value, 0.25f);
  EXPECT_EQ(values[2].type, PJRT_NamedValue_kFloat);
  EXPECT_FLOAT_EQ(values[2].float_value, 0.1f);
  EXPECT_EQ(values[3].type, PJRT_NamedValue_kBool);
  EXPECT_FALSE(values[3].bool_value);
  EXPECT_EQ(values[4].type, PJRT_NamedValue_kString);
  EXPECT_EQ(std::string(values[4].string_value, values[4].value_size), "platform");
  EXPECT_EQ(values[5].type, PJRT_NamedValue_kString);
}

TEST(PjrtSpec, RefusesAnOptionWithoutValueAndAMissingPath) {
  Result<PjrtSpec> bad = parsePjrtSpec("lib.so?cpu_device_count");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("'cpu_device_count'"), std::string::npos)
      << bad.error().message;
  Result<PjrtSpec> empty = parsePjrtSpec("?a=1");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.error().message.find("needs the plugin's path"), std::string::npos);
}

TEST(PjrtBackend, AMissingPluginSaysSo) {
  const std::string message = openError("pjrt:/nonexistent/pjrt_plugin.so");
  EXPECT_NE(message.find("/nonexistent/pjrt_plugin.so: no such file"), std::string::npos)
      << message;
}

TEST(PjrtBackend, ALibraryWithoutGetPjrtApiIsNoPjrtPlugin) {
  const std::string message = openError(std::string("pjrt:") + HLO_CTS_TEST_PLUGIN_NO_ENTRY);
  EXPECT_NE(message.find("does not export GetPjrtApi(): it is not a PJRT plugin"),
            std::string::npos)
      << message;
}

TEST(PjrtBackend, RefusesAnotherMajorVersionAnOlderMinorOneAndAShortTable) {
  std::string message = openError(std::string("pjrt:") + HLO_CTS_TEST_PJRT_TOO_NEW);
  EXPECT_NE(message.find("implements PJRT C API 1.200"), std::string::npos) << message;
  EXPECT_NE(message.find("major versions differ"), std::string::npos) << message;
  message = openError(std::string("pjrt:") + HLO_CTS_TEST_PJRT_TOO_OLD);
  EXPECT_NE(message.find("implements PJRT C API 0.1, older than"), std::string::npos) << message;
  message = openError(std::string("pjrt:") + HLO_CTS_TEST_PJRT_SHORT_TABLE);
  EXPECT_NE(message.find("its PJRT_Api table has 64 bytes"), std::string::npos) << message;
}

TEST(PjrtBackend, TheCommandLineGivesOneLineAndExitTwo) {
  const std::string command = test_support::hloCtsBinary() +
                              " run -q --backend pjrt:" + HLO_CTS_TEST_PJRT_TOO_NEW + " " +
                              HLO_CTS_SOURCE_DIR + "/tests/backends/data/peer_smoke 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  const int status = pclose(pipe);
  EXPECT_EQ(WEXITSTATUS(status), 2) << out;
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 1) << out;
  EXPECT_NE(out.find("major versions differ"), std::string::npos) << out;
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
