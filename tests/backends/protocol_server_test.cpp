// The worker side (backends/worker_server.h), in process: the oracle served
// over an in-memory stream answers every request, a bad request gets an
// error reply without ending the loop, and a corrupt stream ends it cleanly.
#include <gtest/gtest.h>

#include "backends/oracle_backend.h"
#include "backends/worker_server.h"
#include "tests/backends/backend_test_util.h"

namespace hlo_cts::backends {
namespace {
namespace HLO_CTS_UNITY_ID {

using protocol::Frame;
using protocol::FrameReader;
using protocol::Reply;
using protocol::Request;
using protocol::RequestKind;

using testing::floats;
const std::string kAdd = testing::binaryProgram("stablehlo.add");

std::string requestBytes(const Request& request) {
  return protocol::serializeFrame(protocol::encodeRequest(request));
}

Request compileRequest(std::string text) {
  Request r;
  r.kind = RequestKind::kCompile;
  r.program = std::move(text);
  return r;
}

Request executeRequest(uint64_t handle, std::vector<Tensor> inputs) {
  Request r;
  r.kind = RequestKind::kExecute;
  r.handle = handle;
  r.inputs = std::move(inputs);
  return r;
}

struct Served {
  ServeOutcome outcome;
  std::vector<Frame> replies;
};

Served serve(const std::string& input) {
  std::unique_ptr<Backend> oracle = makeOracleBackend();
  FrameReader reader(protocol::stringSource(input));
  std::string written;
  Served served;
  served.outcome = serveBackend(*oracle, reader, [&](std::string_view bytes) {
    written += bytes;
    return true;
  });
  FrameReader replies(protocol::stringSource(written));
  Frame frame;
  while (replies.read(frame).ok()) served.replies.push_back(frame);
  return served;
}

Reply decoded(RequestKind kind, const Frame& frame) {
  Result<Reply> reply = protocol::decodeReply(kind, frame);
  EXPECT_TRUE(reply.ok()) << reply.error().message;
  return reply.ok() ? *reply : Reply::failure(CallStatus::kCrash, "undecodable");
}

TEST(ProtocolServer, AnswersEveryRequestAndSurvivesBadOnes) {
  Request hello;
  hello.kind = RequestKind::kHello;
  Request release;
  release.kind = RequestKind::kRelease;
  release.handle = 1;
  Request shutdown;
  shutdown.kind = RequestKind::kShutdown;
  std::string input =
      requestBytes(hello) + "{\"kind\":\"dance\"}\n" +
      requestBytes(compileRequest("func.func @main( {")) + requestBytes(compileRequest(kAdd)) +
      requestBytes(executeRequest(1, {floats({1, 2, 3, 4})})) +
      requestBytes(executeRequest(1, {floats({1, 2, 3, 4}), floats({.5, .5, .5, 1})})) +
      requestBytes(executeRequest(99, {})) + requestBytes(release) +
      requestBytes(executeRequest(1, {})) + requestBytes(shutdown) +
      requestBytes(hello);  // after shutdown: not read
  Served served = serve(input);
  EXPECT_TRUE(served.outcome.clean) << served.outcome.message;
  ASSERT_EQ(served.replies.size(), 10u);
  Reply h = decoded(RequestKind::kHello, served.replies[0]);
  ASSERT_TRUE(h.ok()) << h.message;
  EXPECT_EQ(h.capabilities.name, "oracle");
  EXPECT_TRUE(h.capabilities.supportsOp(opIdOf("stablehlo.add")));
  Reply unknown = decoded(RequestKind::kCompile, served.replies[1]);
  EXPECT_EQ(unknown.status, CallStatus::kError);
  EXPECT_NE(unknown.message.find("unknown request kind 'dance'"), std::string::npos);
  EXPECT_EQ(decoded(RequestKind::kCompile, served.replies[2]).status, CallStatus::kError);
  Reply compiled = decoded(RequestKind::kCompile, served.replies[3]);
  ASSERT_TRUE(compiled.ok()) << compiled.message;
  EXPECT_EQ(compiled.handle, 1u);
  EXPECT_EQ(decoded(RequestKind::kExecute, served.replies[4]).status, CallStatus::kError);
  Reply ran = decoded(RequestKind::kExecute, served.replies[5]);
  ASSERT_TRUE(ran.ok()) << ran.message;
  ASSERT_EQ(ran.outputs.size(), 1u);
  EXPECT_EQ(ran.outputs[0], floats({1.5, 2.5, 3.5, 5}));
  Reply noHandle = decoded(RequestKind::kExecute, served.replies[6]);
  EXPECT_EQ(noHandle.status, CallStatus::kError);
  EXPECT_NE(noHandle.message.find("unknown executable handle 99"), std::string::npos);
  EXPECT_TRUE(decoded(RequestKind::kRelease, served.replies[7]).ok());
  EXPECT_EQ(decoded(RequestKind::kExecute, served.replies[8]).status, CallStatus::kError);
  EXPECT_TRUE(decoded(RequestKind::kShutdown, served.replies[9]).ok());
}

TEST(ProtocolServer, WrongVersionIsRefused) {
  Request hello;
  hello.kind = RequestKind::kHello;
  hello.version = 99;
  Served served = serve(requestBytes(hello));
  ASSERT_EQ(served.replies.size(), 1u);
  Reply reply = decoded(RequestKind::kHello, served.replies[0]);
  EXPECT_EQ(reply.status, CallStatus::kError);
  EXPECT_NE(reply.message.find("protocol version 1, not 99"), std::string::npos);
}

TEST(ProtocolServer, CorruptStreamEndsWithAnErrorReply) {
  Served served = serve("this is not json\n" + requestBytes(compileRequest(kAdd)));
  EXPECT_FALSE(served.outcome.clean);
  EXPECT_NE(served.outcome.message.find("not a JSON object"), std::string::npos);
  ASSERT_EQ(served.replies.size(), 1u);
  EXPECT_EQ(decoded(RequestKind::kCompile, served.replies[0]).status, CallStatus::kError);
  Served truncated = serve("{\"kind\":\"compile\",\"entry\":\"main\",\"blobs\":[100]}\nfunc");
  EXPECT_FALSE(truncated.outcome.clean);
  EXPECT_NE(truncated.outcome.message.find("truncated"), std::string::npos);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends
