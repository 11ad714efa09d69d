// The worker protocol's framing and messages (backends/protocol.h): every
// message kind survives encode -> bytes -> decode, tensors of every layout
// class keep their bytes, and corrupt, truncated or oversized frames are
// rejected with a message.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstring>

#include "backends/protocol.h"

namespace hlo_cts::backends::protocol {
namespace {
namespace HLO_CTS_UNITY_ID {

Frame throughBytes(const Frame& frame, ReadStatus expected = ReadStatus::kOk) {
  FrameReader reader(stringSource(serializeFrame(frame)));
  Frame out;
  ReadOutcome got = reader.read(out);
  EXPECT_EQ(got.status, expected) << got.message;
  return out;
}

ReadOutcome readBytes(std::string bytes, Limits limits = {}) {
  FrameReader reader(stringSource(std::move(bytes)), limits);
  Frame frame;
  return reader.read(frame);
}

Tensor sampleTensor(std::vector<int64_t> shape, ElementType type) {
  Tensor t(std::move(shape), type);
  for (int64_t i = 0; i < t.numElements(); ++i)
    for (int part = 0; part < (isComplex(type) ? 2 : 1); ++part)
      t.setPartBits(i, part, static_cast<uint64_t>(0x9E3779B97F4A7C15ull * (i + 1) + part));
  return t;
}

TEST(ProtocolFrame, BlobsAndHeaderSurviveTheWire) {
  Frame frame;
  frame.header["kind"] = "compile";
  frame.header["text"] = "line one\nline two";  // escaped: the header stays one line
  frame.blobs = {"abc", std::string("\0\n\xff", 3), ""};
  const std::string bytes = serializeFrame(frame);
  const std::string headerLine = bytes.substr(0, bytes.find('\n'));
  EXPECT_NE(headerLine.find("line one\\nline two"), std::string::npos) << headerLine;
  EXPECT_NE(headerLine.find("\"blobs\":[3,3,0]"), std::string::npos) << headerLine;
  Frame back = throughBytes(frame);
  EXPECT_EQ(back.header["text"], "line one\nline two");
  EXPECT_EQ(back.blobs, frame.blobs);
}

TEST(ProtocolFrame, TwoFramesInOneStreamThenEof) {
  Frame a, b;
  a.header["n"] = 1;
  a.blobs = {"xy"};
  b.header["n"] = 2;
  FrameReader reader(stringSource(serializeFrame(a) + serializeFrame(b)));
  Frame out;
  ASSERT_TRUE(reader.read(out).ok());
  EXPECT_EQ(out.header["n"], 1);
  ASSERT_TRUE(reader.read(out).ok());
  EXPECT_EQ(out.header["n"], 2);
  EXPECT_TRUE(out.blobs.empty());
  EXPECT_EQ(reader.read(out).status, ReadStatus::kEof);
}

TEST(ProtocolRequest, EveryKindRoundTrips) {
  Request hello;
  hello.kind = RequestKind::kHello;
  Result<Request> h = decodeRequest(throughBytes(encodeRequest(hello)));
  ASSERT_TRUE(h.ok()) << h.error().message;
  EXPECT_EQ(h->version, kVersion);

  Request compile;
  compile.kind = RequestKind::kCompile;
  compile.program = "func.func @f() {\n  func.return\n}\n";
  compile.entry = "f";
  compile.timeoutMs = 1500;
  Result<Request> c = decodeRequest(throughBytes(encodeRequest(compile)));
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->kind, RequestKind::kCompile);
  EXPECT_EQ(c->program, compile.program);
  EXPECT_EQ(c->entry, "f");
  EXPECT_EQ(c->timeoutMs, 1500);

  Request execute;
  execute.kind = RequestKind::kExecute;
  execute.handle = 42;
  execute.inputs = {sampleTensor({2, 3}, ElementType::kF32), sampleTensor({}, ElementType::kI1)};
  Result<Request> e = decodeRequest(throughBytes(encodeRequest(execute)));
  ASSERT_TRUE(e.ok()) << e.error().message;
  EXPECT_EQ(e->handle, 42u);
  EXPECT_EQ(e->inputs, execute.inputs);

  for (RequestKind kind : {RequestKind::kRelease, RequestKind::kShutdown}) {
    Request r;
    r.kind = kind;
    r.handle = 7;
    Result<Request> back = decodeRequest(throughBytes(encodeRequest(r)));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->kind, kind);
  }
}

TEST(ProtocolReply, EveryKindRoundTrips) {
  Reply hello;
  hello.capabilities.name = "w";
  hello.capabilities.version = "1.2";
  hello.capabilities.profile = "xla-cpu";
  hello.capabilities.ops = {OpId::kFuncFunc, opIdOf("stablehlo.add")};
  hello.capabilities.elementTypes = {ElementType::kF32, ElementType::kComplexF64};
  hello.capabilities.intermediates = true;
  Result<Reply> h =
      decodeReply(RequestKind::kHello, throughBytes(encodeReply(RequestKind::kHello, hello)));
  ASSERT_TRUE(h.ok()) << h.error().message;
  EXPECT_EQ(h->capabilities.name, "w");
  EXPECT_EQ(h->capabilities.version, "1.2");
  EXPECT_EQ(h->capabilities.profile, "xla-cpu");
  EXPECT_EQ(h->capabilities.ops, hello.capabilities.ops);
  EXPECT_EQ(h->capabilities.elementTypes, hello.capabilities.elementTypes);
  EXPECT_TRUE(h->capabilities.intermediates);

  Reply compiled;
  compiled.handle = 9;
  Result<Reply> c = decodeReply(RequestKind::kCompile,
                                throughBytes(encodeReply(RequestKind::kCompile, compiled)));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->handle, 9u);

  for (CallStatus status :
       {CallStatus::kError, CallStatus::kNotSupported, CallStatus::kTimeout, CallStatus::kCrash}) {
    Result<Reply> f = decodeReply(
        RequestKind::kExecute,
        throughBytes(encodeReply(RequestKind::kExecute, Reply::failure(status, "why"))));
    ASSERT_TRUE(f.ok());
    EXPECT_EQ(f->status, status);
    EXPECT_EQ(f->message, "why");
  }
}

TEST(ProtocolReply, TensorsOfEveryLayoutKeepTheirBytes) {
  Reply reply;
  for (ElementType type :
       {ElementType::kF32, ElementType::kI1, ElementType::kSI4, ElementType::kComplexF64,
        ElementType::kBF16, ElementType::kUI2, ElementType::kF6E2M3FN, ElementType::kTF32})
    reply.outputs.push_back(sampleTensor({3, 2}, type));
  reply.outputs.push_back(sampleTensor({0, 4}, ElementType::kF64));
  Result<Reply> back =
      decodeReply(RequestKind::kExecute, throughBytes(encodeReply(RequestKind::kExecute, reply)));
  ASSERT_TRUE(back.ok()) << back.error().message;
  ASSERT_EQ(back->outputs.size(), reply.outputs.size());
  for (size_t i = 0; i < reply.outputs.size(); ++i)
    EXPECT_EQ(back->outputs[i], reply.outputs[i]) << tensorTypeText(reply.outputs[i]);
  // The wire layout itself: complex<f64> is real then imaginary, little-endian.
  Tensor c({1}, ElementType::kComplexF64);
  c.setPartBits(0, 0, std::bit_cast<uint64_t>(1.5));
  c.setPartBits(0, 1, std::bit_cast<uint64_t>(-2.0));
  Reply one;
  one.outputs = {c};
  Frame frame = encodeReply(RequestKind::kExecute, one);
  ASSERT_EQ(frame.blobs.size(), 1u);
  double parts[2];
  std::memcpy(parts, frame.blobs[0].data(), 16);
  EXPECT_EQ(parts[0], 1.5);
  EXPECT_EQ(parts[1], -2.0);
  EXPECT_EQ(frame.header["outputs"][0], "tensor<1xcomplex<f64>>");
}

TEST(ProtocolReply, OutputsThatDoNotMatchTheirTypeAreRejected) {
  auto decodeOutput = [](std::string type, std::string bytes) {
    Frame frame;
    frame.header = {{"status", "ok"}, {"outputs", {type}}};
    frame.blobs = {std::move(bytes)};
    return decodeReply(RequestKind::kExecute, frame);
  };
  Result<Reply> shortBytes = decodeOutput("tensor<4xf32>", std::string(12, '\0'));
  ASSERT_FALSE(shortBytes.ok());
  EXPECT_NE(shortBytes.error().message.find("has 12 bytes"), std::string::npos)
      << shortBytes.error().message;
  Result<Reply> highBits = decodeOutput("tensor<2xi4>", std::string("\x01\x10", 2));
  ASSERT_FALSE(highBits.ok());
  EXPECT_NE(highBits.error().message.find("above the 4-bit width"), std::string::npos);
  Result<Reply> boolTwo = decodeOutput("tensor<i1>", std::string("\x02", 1));
  EXPECT_FALSE(boolTwo.ok());
  EXPECT_FALSE(decodeOutput("tensor<?xf32>", "").ok());
  EXPECT_FALSE(decodeOutput("tensor<2x!nonsense", "").ok());
  EXPECT_FALSE(decodeOutput("i32", "1234").ok());
  // Dimensions whose product overflows are refused before anything is allocated.
  Result<Reply> huge = decodeOutput("tensor<4611686018427387904x4611686018427387904xf32>", "");
  ASSERT_FALSE(huge.ok());
  EXPECT_NE(huge.error().message.find("larger than the limit"), std::string::npos)
      << huge.error().message;
  // More types than blobs.
  Frame mismatch;
  mismatch.header = {{"status", "ok"}, {"outputs", {"tensor<f32>", "tensor<f32>"}}};
  mismatch.blobs = {std::string(4, '\0')};
  EXPECT_FALSE(decodeReply(RequestKind::kExecute, mismatch).ok());
}

TEST(ProtocolReply, MalformedRepliesAreRejected) {
  auto decode = [](RequestKind kind, nlohmann::json header) {
    Frame frame;
    frame.header = std::move(header);
    return decodeReply(kind, frame);
  };
  EXPECT_FALSE(decode(RequestKind::kCompile, {{"status", "ok"}}).ok());  // no handle
  EXPECT_FALSE(decode(RequestKind::kCompile, {{"status", "ok"}, {"handle", -1}}).ok());
  EXPECT_FALSE(decode(RequestKind::kCompile, {{"status", "fine"}, {"handle", 1}}).ok());
  EXPECT_FALSE(decode(RequestKind::kCompile, {{"status", "error"}}).ok());  // no message
  EXPECT_FALSE(decode(RequestKind::kHello, {{"status", "ok"}, {"protocol", 1}}).ok());
  Result<Reply> unknownOp = decode(
      RequestKind::kHello,
      {{"status", "ok"}, {"protocol", 1}, {"capabilities", {{"name", "x"}, {"ops", {"foo.bar"}}}}});
  ASSERT_FALSE(unknownOp.ok());
  EXPECT_NE(unknownOp.error().message.find("unknown op 'foo.bar'"), std::string::npos);
  EXPECT_FALSE(
      decode(RequestKind::kHello, {{"status", "ok"},
                                   {"protocol", 1},
                                   {"capabilities", {{"name", "x"}, {"element_types", {"f33"}}}}})
          .ok());
}

TEST(ProtocolRequest, MalformedRequestsAreRejected) {
  auto decode = [](nlohmann::json header, std::vector<std::string> blobs = {}) {
    Frame frame;
    frame.header = std::move(header);
    frame.blobs = std::move(blobs);
    return decodeRequest(frame);
  };
  Result<Request> unknown = decode({{"kind", "dance"}});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("unknown request kind 'dance'"), std::string::npos);
  EXPECT_FALSE(decode({{"no-kind", 1}}).ok());
  EXPECT_FALSE(decode({{"kind", "compile"}, {"entry", "main"}}).ok());  // no program blob
  EXPECT_FALSE(decode({{"kind", "compile"}, {"entry", 3}}, {"x"}).ok());
  EXPECT_FALSE(decode({{"kind", "execute"}, {"handle", "1"}}).ok());
  EXPECT_FALSE(decode({{"kind", "execute"}, {"handle", 1}, {"inputs", {"tensor<2xf32>"}}},
                      {std::string(7, '\0')})
                   .ok());
  EXPECT_FALSE(decode({{"kind", "hello"}, {"protocol", "1"}}).ok());
}

TEST(ProtocolFrame, CorruptTruncatedAndOversizedFramesAreRejected) {
  EXPECT_EQ(readBytes("").status, ReadStatus::kEof);
  ReadOutcome garbage = readBytes("garbage\n");
  EXPECT_EQ(garbage.status, ReadStatus::kCorrupt);
  EXPECT_NE(garbage.message.find("not a JSON object: 'garbage'"), std::string::npos)
      << garbage.message;
  EXPECT_EQ(readBytes("[1,2]\n").status, ReadStatus::kCorrupt);
  ReadOutcome noNewline = readBytes("{\"status\":\"ok\"}");
  EXPECT_EQ(noNewline.status, ReadStatus::kCorrupt);
  EXPECT_NE(noNewline.message.find("truncated"), std::string::npos);
  ReadOutcome shortBlob = readBytes("{\"blobs\":[10]}\nabc");
  EXPECT_EQ(shortBlob.status, ReadStatus::kCorrupt);
  EXPECT_NE(shortBlob.message.find("truncated"), std::string::npos) << shortBlob.message;
  EXPECT_EQ(readBytes("{\"blobs\":[-1]}\n").status, ReadStatus::kCorrupt);
  EXPECT_EQ(readBytes("{\"blobs\":[1.5]}\n").status, ReadStatus::kCorrupt);
  EXPECT_EQ(readBytes("{\"blobs\":3}\n").status, ReadStatus::kCorrupt);
  EXPECT_EQ(readBytes(std::string(1000, '[') + "\n").status, ReadStatus::kCorrupt);
  Limits small;
  small.maxHeaderBytes = 64;
  small.maxBlobs = 2;
  small.maxPayloadBytes = 100;
  ReadOutcome longHeader = readBytes(std::string(10000, ' ') + "{}\n", small);
  EXPECT_EQ(longHeader.status, ReadStatus::kCorrupt);
  EXPECT_NE(longHeader.message.find("longer than 64 bytes"), std::string::npos);
  EXPECT_EQ(readBytes("{\"blobs\":[1,1,1]}\nabc", small).status, ReadStatus::kCorrupt);
  ReadOutcome bigPayload = readBytes("{\"blobs\":[60,60]}\n", small);
  EXPECT_EQ(bigPayload.status, ReadStatus::kCorrupt);
  EXPECT_NE(bigPayload.message.find("exceed the limit of 100 bytes"), std::string::npos);
  // A claimed length of 2^63 with no bytes behind it: refused, nothing allocated.
  EXPECT_EQ(readBytes("{\"blobs\":[9223372036854775808]}\n").status, ReadStatus::kCorrupt);
  EXPECT_EQ(readBytes("{\"blobs\":[18446744073709551615, 1]}\n").status, ReadStatus::kCorrupt);
}

}  // namespace HLO_CTS_UNITY_ID
}  // namespace
}  // namespace hlo_cts::backends::protocol
