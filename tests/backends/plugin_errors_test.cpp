// What hlo-cts does with a plugin that is missing, not a plugin, built for
// another ABI, or misbehaving (tests/backends/plugins/*.c): a clear error
// naming the problem, never a crash.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "plugin_test_util.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using test::compileAndRun;
using test::f32Tensor;
using test::floats;

const std::string kMisbehaving = HLO_CTS_TEST_PLUGIN_MISBEHAVING;

// The open error's message; fails the test when the open succeeds.
std::string openError(const std::string& path, const std::string& config = "") {
  Result<std::unique_ptr<Backend>> backend = openPluginBackend(path, config);
  EXPECT_FALSE(backend.ok());
  return backend.ok() ? "" : backend.error().message;
}

// Runs a one-input program on the misbehaving plugin in `mode`.
CallResult<std::vector<Tensor>> runMisbehaving(const std::string& mode) {
  std::unique_ptr<Backend> backend = test::openOrFail(kMisbehaving, mode);
  if (!backend) return CallResult<std::vector<Tensor>>::failure(CallStatus::kCrash, "no backend");
  return compileAndRun(*backend, "func.func @main() {}", {f32Tensor({1}, {1})});
}

void expectErrorMentions(const CallResult<std::vector<Tensor>>& result, const std::string& text) {
  EXPECT_EQ(result.status, CallStatus::kError) << result.message;
  EXPECT_NE(result.message.find(text), std::string::npos) << result.message;
}

TEST(PluginErrors, MissingFile) {
  std::string message = openError("/nonexistent/libnothing.so");
  EXPECT_NE(message.find("/nonexistent/libnothing.so"), std::string::npos) << message;
  EXPECT_NE(message.find("cannot be loaded"), std::string::npos) << message;
}

TEST(PluginErrors, LibraryWithoutTheEntryPoint) {
  std::string message = openError(HLO_CTS_TEST_PLUGIN_NO_ENTRY);
  EXPECT_NE(message.find("does not export hlo_cts_backend_get_api"), std::string::npos) << message;
}

TEST(PluginErrors, WrongAbiVersion) {
  std::string message = openError(HLO_CTS_TEST_PLUGIN_WRONG_ABI);
  EXPECT_NE(message.find("ABI version 99"), std::string::npos) << message;
  EXPECT_NE(message.find("version 1"), std::string::npos) << message;
}

TEST(PluginErrors, UnknownOpAndElementTypeNamesAreNamed) {
  std::string message = openError(kMisbehaving, "unknown-names");
  EXPECT_NE(message.find("'stablehlo.frobnicate'"), std::string::npos) << message;
  EXPECT_EQ(message.find("'stablehlo.add'"), std::string::npos) << message;
}

TEST(PluginErrors, CreateWithoutAnInstance) {
  EXPECT_NE(openError(kMisbehaving, "no-instance").find("no instance"), std::string::npos);
}

TEST(PluginErrors, WellFormedOutputsComeBack) {
  auto result = runMisbehaving("well-formed");
  ASSERT_TRUE(result.ok()) << result.message;
  ASSERT_EQ(result.value.size(), 1u);
  EXPECT_EQ(floats(result.value[0]), (std::vector<float>{1, 2}));
}

TEST(PluginErrors, IntermediatesComeBackOnlyWhenClaimed) {
  std::unique_ptr<Backend> plain = test::openOrFail(kMisbehaving, "well-formed");
  std::unique_ptr<Backend> claiming = test::openOrFail(kMisbehaving, "intermediates");
  ASSERT_TRUE(plain && claiming);
  EXPECT_FALSE(plain->capabilities().intermediates);
  EXPECT_TRUE(claiming->capabilities().intermediates);
  Program program;
  program.text = "func.func @main() {}";
  const std::vector<Tensor> inputs = {f32Tensor({1}, {1})};
  auto plainCompiled = plain->compile(program, {});
  ASSERT_TRUE(plainCompiled.ok()) << plainCompiled.message;
  EXPECT_EQ(plain->executeWithIntermediates(*plainCompiled.value, inputs, {}).status,
            CallStatus::kNotSupported);
  auto compiled = claiming->compile(program, {});
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  auto values = claiming->executeWithIntermediates(*compiled.value, inputs, {});
  ASSERT_TRUE(values.ok()) << values.message;
  ASSERT_EQ(values.value.size(), 1u);
  EXPECT_EQ(values.value[0].opIndex, 3);
  EXPECT_EQ(values.value[0].result, 0);
  EXPECT_EQ(floats(values.value[0].value), (std::vector<float>{1, 2}));
}

TEST(PluginErrors, WrongByteSizeIsAnError) {
  expectErrorMentions(runMisbehaving("bytes"), "has 4 bytes; its shape and type need 8");
}

TEST(PluginErrors, BitsAboveASubByteWidthAreAnError) {
  expectErrorMentions(runMisbehaving("high-bits"), "bits set above the 4 bits of i4");
}

TEST(PluginErrors, UnknownOutputElementTypeIsAnError) {
  expectErrorMentions(runMisbehaving("bad-type"), "unknown element type 'f33'");
}

TEST(PluginErrors, NullOutputsAreAnError) {
  expectErrorMentions(runMisbehaving("null-outputs"), "no outputs");
}

TEST(PluginErrors, UnknownStatusIsAnError) {
  expectErrorMentions(runMisbehaving("status"), "unknown status 42");
}

TEST(PluginErrors, ThreadUnsafePluginIsSerialized) {
  // The misbehaving plugin is not thread-safe and fails a call that
  // overlaps another; the host's per-library mutex must prevent that.
  std::vector<std::thread> threads;
  std::atomic<int> ok{0};
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 20; ++i) ok += runMisbehaving("well-formed").ok();
    });
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(ok.load(), 80);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
