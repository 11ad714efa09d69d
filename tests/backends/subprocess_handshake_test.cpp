// Workers that fail before or during the hello exchange: garbage, an exit,
// a signal, a wrong version, silence, endless output. Each gives a clean
// error from openSubprocessBackend that says what happened, in bounded time,
// and leaves no process behind.
#include <gtest/gtest.h>

#include <chrono>

#include "backends/backend.h"
#include "backends/subprocess_backend.h"
#include "tests/backends/backend_test_util.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

// The error message of opening `command` (empty when it opened).
std::string openError(const std::string& command, SubprocessOptions options = {}) {
  Result<std::unique_ptr<Backend>> backend = openSubprocessBackend(command, "", options);
  std::string message = backend.ok() ? "" : backend.error().message;
  backend = makeError("closed");  // destroys the backend, if any, before the check
  testing::expectNoChildren();
  return message;
}

void expectContains(const std::string& text, const std::string& part) {
  EXPECT_NE(text.find(part), std::string::npos) << "'" << part << "' not in: " << text;
}

TEST(SubprocessHandshake, GarbageIsAProtocolError) {
  std::string message = openError("echo garbage; sleep 10");
  expectContains(message, "cannot start the backend worker");
  expectContains(message, "broke the protocol during hello");
  expectContains(message, "not a JSON object: 'garbage'");
}

TEST(SubprocessHandshake, AnExitOrASignalIsReportedWithTheStderrTail) {
  std::string exited = openError("echo 'no backend here' >&2; exit 3");
  expectContains(exited, "exited with code 3");
  expectContains(exited, "no backend here");
  std::string killed = openError("kill -SEGV $$");
  expectContains(killed, "killed by signal SIGSEGV");
  expectContains(openError("/nonexistent/worker-binary"), "exited with code 127");
}

TEST(SubprocessHandshake, ACompilersFatalLineIsQuotedPastItsStackTrace) {
  // glog's fatal line, then a stack trace longer than what a failure quotes.
  const std::string dying =
      "echo 'I1204 14:47:17.1 42 service.cc:154] XLA service initialized' >&2; "
      "echo 'F1204 14:47:17.2 42 hlo_verifier.cc:722] Check failed: split_count > 0' >&2; "
      "for i in $(seq 1 400); do echo \"    @ 0x7f00 frame $i\" >&2; done; kill -ABRT $$";
  const std::string message = openError(dying);
  expectContains(message, "killed by signal SIGABRT");
  expectContains(message,
                 "its stderr's fatal line: F1204 14:47:17.2 42 hlo_verifier.cc:722] Check failed: "
                 "split_count > 0");
  expectContains(message, "frame 400");
  EXPECT_EQ(message.find("frame 1\n"), std::string::npos);
  EXPECT_LT(message.size(), 3000u);
  // A fatal line inside the quoted end is not quoted twice.
  const std::string shortTrace = openError(
      "echo 'F1204 14:47:17.2 42 a.cc:1] Check failed: x' >&2; echo '    @ 0x1' >&2; exit 134");
  EXPECT_EQ(shortTrace.find("fatal line"), std::string::npos) << shortTrace;
  expectContains(shortTrace, "Check failed: x");
}

TEST(SubprocessHandshake, BadRepliesAreRefused) {
  expectContains(openError("read line; echo '{\"status\":\"ok\",\"protocol\":2,\"capabilities\":"
                           "{\"name\":\"x\"}}'; sleep 10"),
                 "speaks protocol version 2");
  expectContains(openError("read line; echo '{\"status\":\"error\",\"message\":\"no GPU\"}'"),
                 "no GPU");
  expectContains(openError("read line; echo '{\"status\":\"ok\",\"protocol\":1}'; sleep 10"),
                 "\"capabilities\" is missing");
  expectContains(openError("read line; echo '{\"blobs\":[99999999999999]}'; sleep 10"),
                 "exceed the limit");
  expectContains(openError("read line; printf '{\"status\":'"), "truncated");
}

TEST(SubprocessHandshake, SilenceAndFloodsEndInBoundedTime) {
  SubprocessOptions options;
  options.startTimeout = std::chrono::milliseconds(500);
  options.limits.maxHeaderBytes = 4096;
  const auto start = std::chrono::steady_clock::now();
  expectContains(openError("sleep 30", options), "no reply to hello");
  expectContains(openError("yes | tr -d '\\n'", options), "longer than 4096 bytes");
  // Endless stderr is drained (kept as a tail), never a blocked pipe.
  std::string chatty = openError("yes 'chatter' >&2", options);
  expectContains(chatty, "no reply to hello");
  expectContains(chatty, "chatter\nchatter");
  EXPECT_LT(chatty.size(), 6000u);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(SubprocessHandshake, AnEmptyCommandIsRefused) {
  Result<std::unique_ptr<Backend>> backend = openBackend({"subprocess:", ""});
  ASSERT_FALSE(backend.ok());
  expectContains(backend.error().message, "names no command");
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
