// The worker protocol of backends/PROTOCOL.md: how the runner (the
// subprocess backend, subprocess_backend.h) and a worker (`hlo-cts serve`,
// or an adapter built on backends/python/hlo_cts_backend.py) talk over a
// byte stream. One frame is one line of JSON (the header, no raw newline
// inside) followed by the binary payloads ("blobs") whose byte lengths the
// header's "blobs" array lists, in order. Every request gets exactly one
// reply. Both sides share this file: the encoders and decoders of every
// message, and a frame reader that bounds everything it reads, so a corrupt
// or hostile peer yields an error with a message, never an unbounded
// allocation or a crash.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::backends::protocol {

// The version this build speaks; the hello exchange must agree on it.
inline constexpr int kVersion = 1;

// What a reader accepts; a frame beyond any of these is corrupt.
struct Limits {
  size_t maxHeaderBytes = size_t{4} << 20;       // one header line, newline excluded
  size_t maxBlobs = 65536;                       // blobs of one frame
  uint64_t maxPayloadBytes = uint64_t{1} << 32;  // all blobs of one frame together
};

struct Frame {
  nlohmann::json header = nlohmann::json::object();
  std::vector<std::string> blobs;
};

// The bytes of `frame` on the wire: the header with "blobs" set to the blob
// lengths (omitted when there are none), a newline, then the blobs.
std::string serializeFrame(const Frame& frame);

enum class ReadStatus : uint8_t {
  kOk,
  kEof,      // the stream ended cleanly between frames
  kTimeout,  // the source's deadline passed
  kIoError,  // the source failed
  kCorrupt,  // bytes that are not a frame, a frame past the limits, or a truncated one
};

struct ReadOutcome {
  ReadStatus status = ReadStatus::kOk;
  std::string message;  // for anything but kOk

  bool ok() const { return status == ReadStatus::kOk; }
  static ReadOutcome failure(ReadStatus status, std::string message) {
    return {status, std::move(message)};
  }
};

// Reads frames from a byte source. `fill` appends between 1 and `max` bytes
// to `out` and returns kOk, or returns why it could not (kEof, kTimeout,
// kIoError). Bytes past the end of a frame are kept for the next one.
class FrameReader {
 public:
  using Fill = std::function<ReadOutcome(std::string& out, size_t max)>;

  explicit FrameReader(Fill fill, Limits limits = {});

  // The next frame. kEof only when the stream ends before a frame starts;
  // one that ends inside a frame is kCorrupt ("truncated").
  ReadOutcome read(Frame& frame);

  // Bytes received but not yet read as frames (a caller that drains the
  // stream elsewhere appends here).
  std::string& pending() { return buffer_; }
  const Limits& limits() const { return limits_; }

 private:
  ReadOutcome fillAtLeast(size_t bytes, bool frameStarted);

  Fill fill_;
  Limits limits_;
  std::string buffer_;
};

// A FrameReader source over a fixed string (tests, in-memory streams).
FrameReader::Fill stringSource(std::string bytes);

// ---- Messages. Requests carry "kind"; replies carry "status". ----

enum class RequestKind : uint8_t { kHello, kCompile, kExecute, kRelease, kShutdown };
std::string_view requestKindName(RequestKind kind);

struct Request {
  RequestKind kind = RequestKind::kHello;
  int version = kVersion;      // hello
  std::string program;         // compile: the module's text
  std::string entry = "main";  // compile
  uint64_t handle = 0;         // execute, release
  std::vector<Tensor> inputs;  // execute
  int64_t timeoutMs = 0;       // compile, execute: the call's limit (0: none), a hint
};

Frame encodeRequest(const Request& request);
// Errors name what is wrong ("compile: \"entry\" must be a string").
Result<Request> decodeRequest(const Frame& frame);

// A reply: status kOk with the fields of its request kind, or a failure
// status with a message. A worker never sends kCrash for itself dying, but
// may send it for a backend call that threw.
struct Reply {
  CallStatus status = CallStatus::kOk;
  std::string message;
  int version = kVersion;       // hello
  Capabilities capabilities;    // hello
  uint64_t handle = 0;          // compile
  std::vector<Tensor> outputs;  // execute

  bool ok() const { return status == CallStatus::kOk; }
  static Reply failure(CallStatus status, std::string message) {
    Reply reply;
    reply.status = status;
    reply.message = std::move(message);
    return reply;
  }
};

Frame encodeReply(RequestKind kind, const Reply& reply);
// Decodes the reply to a request of `kind`; validates output tensors' byte
// counts and sub-byte masking against their types.
Result<Reply> decodeReply(RequestKind kind, const Frame& frame, const Limits& limits = {});

// A tensor's wire form: its type as MLIR text and its bytes.
std::string tensorTypeText(const Tensor& tensor);
// Builds a tensor from a type text and bytes; errors name `what` ("input 2").
Result<Tensor> decodeTensor(std::string_view typeText, std::string_view bytes,
                            std::string_view what, uint64_t maxBytes);

nlohmann::json capabilitiesToJson(const Capabilities& capabilities);
Result<Capabilities> capabilitiesFromJson(const nlohmann::json& json);

}  // namespace hlo_cts::backends::protocol
