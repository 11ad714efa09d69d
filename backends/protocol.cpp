#include "backends/protocol.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "spec/text/parser.h"
#include "spec/text/printer.h"

namespace hlo_cts::backends::protocol {
namespace {

using json = nlohmann::json;

// JSON nesting a header may have: nothing in the protocol goes past 3, and
// a bound keeps a hostile "[[[[..." from recursing deep in the JSON library.
constexpr int kMaxJsonDepth = 32;
constexpr size_t kChunk = size_t{1} << 20;

bool nestingWithin(std::string_view text, int maxDepth) {
  int depth = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > maxDepth) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

std::string dumpHeader(const json& header) {
  // Invalid UTF-8 (a message quoting program bytes) is replaced, not thrown on.
  return header.dump(-1, ' ', false, json::error_handler_t::replace);
}

Diagnostic protocolError(std::string message) {
  return makeError(std::move(message), {}, DiagnosticKind::kIo);
}

// Field readers: each returns false (and sets `error`) when the field is
// absent or of the wrong type.
bool readString(const json& j, const char* key, std::string& out, std::string& error) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) {
    error = fmt::format("\"{}\" must be a string", key);
    return false;
  }
  out = it->get<std::string>();
  return true;
}

bool readUnsigned(const json& j, const char* key, uint64_t& out, std::string& error) {
  auto it = j.find(key);
  if (it == j.end() ||
      !(it->is_number_unsigned() || (it->is_number_integer() && it->get<int64_t>() >= 0))) {
    error = fmt::format("\"{}\" must be a non-negative integer", key);
    return false;
  }
  out = it->get<uint64_t>();
  return true;
}

// An optional non-negative integer field (absent: 0).
bool readOptionalUnsigned(const json& j, const char* key, uint64_t& out, std::string& error) {
  if (!j.contains(key)) {
    out = 0;
    return true;
  }
  return readUnsigned(j, key, out, error);
}

bool readStringList(const json& j, const char* key, std::vector<std::string>& out,
                    std::string& error) {
  auto it = j.find(key);
  if (it == j.end()) return true;  // absent: empty
  if (!it->is_array()) {
    error = fmt::format("\"{}\" must be an array of strings", key);
    return false;
  }
  for (const json& item : *it) {
    if (!item.is_string()) {
      error = fmt::format("\"{}\" must be an array of strings", key);
      return false;
    }
    out.push_back(item.get<std::string>());
  }
  return true;
}

// The tensors named by `types`, whose bytes are the frame's blobs from `first` on.
Result<std::vector<Tensor>> decodeTensors(const std::vector<std::string>& types, const Frame& frame,
                                          size_t first, std::string_view what, uint64_t maxBytes) {
  if (frame.blobs.size() != first + types.size())
    return protocolError(fmt::format("{} types are listed but {} blobs follow", types.size(),
                                     frame.blobs.size() - std::min(first, frame.blobs.size())));
  std::vector<Tensor> tensors;
  tensors.reserve(types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    Result<Tensor> tensor =
        decodeTensor(types[i], frame.blobs[first + i], fmt::format("{} {}", what, i), maxBytes);
    if (!tensor.ok()) return tensor.takeError();
    tensors.push_back(std::move(*tensor));
  }
  return tensors;
}

void appendTensors(const std::vector<Tensor>& tensors, const char* key, Frame& frame) {
  json types = json::array();
  for (const Tensor& tensor : tensors) {
    types.push_back(tensorTypeText(tensor));
    frame.blobs.emplace_back(reinterpret_cast<const char*>(tensor.bytes().data()),
                             tensor.bytes().size());
  }
  frame.header[key] = std::move(types);
}

std::optional<CallStatus> parseStatus(std::string_view name) {
  for (CallStatus s : {CallStatus::kOk, CallStatus::kError, CallStatus::kNotSupported,
                       CallStatus::kCrash, CallStatus::kTimeout})
    if (callStatusName(s) == name) return s;
  return std::nullopt;
}

}  // namespace

std::string serializeFrame(const Frame& frame) {
  json header = frame.header;
  if (frame.blobs.empty()) {
    header.erase("blobs");
  } else {
    json lengths = json::array();
    for (const std::string& blob : frame.blobs) lengths.push_back(blob.size());
    header["blobs"] = std::move(lengths);
  }
  std::string out = dumpHeader(header);
  out += '\n';
  for (const std::string& blob : frame.blobs) out += blob;
  return out;
}

FrameReader::FrameReader(Fill fill, Limits limits) : fill_(std::move(fill)), limits_(limits) {}

ReadOutcome FrameReader::fillAtLeast(size_t bytes, bool frameStarted) {
  while (buffer_.size() < bytes) {
    size_t want = std::min(bytes - buffer_.size(), kChunk);
    ReadOutcome got = fill_(buffer_, want);
    if (got.status == ReadStatus::kEof && (frameStarted || !buffer_.empty()))
      return ReadOutcome::failure(ReadStatus::kCorrupt,
                                  fmt::format("the stream ended inside a frame (truncated: "
                                              "{} of {} bytes)",
                                              buffer_.size(), bytes));
    if (!got.ok()) return got;
  }
  return {};
}

ReadOutcome FrameReader::read(Frame& frame) {
  // The header line.
  size_t newline;
  size_t scanned = 0;
  while ((newline = buffer_.find('\n', scanned)) == std::string::npos) {
    scanned = buffer_.size();
    if (buffer_.size() > limits_.maxHeaderBytes)
      return ReadOutcome::failure(
          ReadStatus::kCorrupt,
          fmt::format("a frame header is longer than {} bytes", limits_.maxHeaderBytes));
    size_t want = std::min(limits_.maxHeaderBytes + 1 - buffer_.size(), kChunk);
    ReadOutcome got = fill_(buffer_, std::max<size_t>(want, 1));
    if (got.status == ReadStatus::kEof && !buffer_.empty())
      return ReadOutcome::failure(ReadStatus::kCorrupt,
                                  "the stream ended inside a frame header (truncated)");
    if (!got.ok()) return got;
  }
  if (newline > limits_.maxHeaderBytes)
    return ReadOutcome::failure(
        ReadStatus::kCorrupt,
        fmt::format("a frame header is longer than {} bytes", limits_.maxHeaderBytes));
  std::string_view line(buffer_.data(), newline);
  if (!nestingWithin(line, kMaxJsonDepth))
    return ReadOutcome::failure(ReadStatus::kCorrupt, "a frame header nests too deep");
  json header = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (header.is_discarded() || !header.is_object()) {
    std::string quoted(line.substr(0, 80));
    std::replace_if(
        quoted.begin(), quoted.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; },
        '?');
    return ReadOutcome::failure(ReadStatus::kCorrupt,
                                fmt::format("a frame header is not a JSON object: '{}{}'", quoted,
                                            line.size() > 80 ? "..." : ""));
  }
  // The blob lengths.
  std::vector<uint64_t> lengths;
  if (auto it = header.find("blobs"); it != header.end()) {
    if (!it->is_array())
      return ReadOutcome::failure(ReadStatus::kCorrupt, "\"blobs\" must be an array");
    if (it->size() > limits_.maxBlobs)
      return ReadOutcome::failure(ReadStatus::kCorrupt,
                                  fmt::format("a frame lists {} blobs; at most {} are accepted",
                                              it->size(), limits_.maxBlobs));
    uint64_t total = 0;
    for (const json& length : *it) {
      if (!length.is_number_unsigned() &&
          !(length.is_number_integer() && length.get<int64_t>() >= 0))
        return ReadOutcome::failure(ReadStatus::kCorrupt,
                                    "\"blobs\" must list non-negative integers");
      uint64_t n = length.get<uint64_t>();
      if (n > limits_.maxPayloadBytes || total + n > limits_.maxPayloadBytes)
        return ReadOutcome::failure(
            ReadStatus::kCorrupt,
            fmt::format("a frame's blobs exceed the limit of {} bytes", limits_.maxPayloadBytes));
      total += n;
      lengths.push_back(n);
    }
  }
  buffer_.erase(0, newline + 1);
  // The blobs, read as they arrive (nothing is allocated for bytes not yet sent).
  frame.header = std::move(header);
  frame.blobs.clear();
  for (uint64_t n : lengths) {
    ReadOutcome got = fillAtLeast(n, /*frameStarted=*/true);
    if (!got.ok()) return got;
    frame.blobs.push_back(buffer_.substr(0, n));
    buffer_.erase(0, n);
  }
  return {};
}

FrameReader::Fill stringSource(std::string bytes) {
  auto data = std::make_shared<std::string>(std::move(bytes));
  auto offset = std::make_shared<size_t>(0);
  return [data, offset](std::string& out, size_t max) {
    if (*offset >= data->size()) return ReadOutcome::failure(ReadStatus::kEof, "end of stream");
    size_t n = std::min(max, data->size() - *offset);
    out.append(*data, *offset, n);
    *offset += n;
    return ReadOutcome{};
  };
}

std::string_view requestKindName(RequestKind kind) {
  switch (kind) {
    case RequestKind::kHello:
      return "hello";
    case RequestKind::kCompile:
      return "compile";
    case RequestKind::kExecute:
      return "execute";
    case RequestKind::kRelease:
      return "release";
    case RequestKind::kShutdown:
      return "shutdown";
  }
  return "?";
}

std::string tensorTypeText(const Tensor& tensor) {
  return printType(tensor.type());
}

Result<Tensor> decodeTensor(std::string_view typeText, std::string_view bytes,
                            std::string_view what, uint64_t maxBytes) {
  Result<Type> type = parseType(typeText);
  if (!type.ok())
    return protocolError(
        fmt::format("{}: bad type '{}': {}", what, typeText, type.error().message));
  if (!type->isTensor() || !type->hasStaticShape())
    return protocolError(
        fmt::format("{}: '{}' is not a statically shaped tensor type", what, typeText));
  const ElementType element = type->elementType();
  const uint64_t elementBytes = static_cast<uint64_t>(storageBytes(element));
  uint64_t count = 1;
  for (int64_t dim : type->shape()) {
    uint64_t d = static_cast<uint64_t>(dim);
    if (d != 0 && count > maxBytes / elementBytes / d)
      return protocolError(
          fmt::format("{}: '{}' is larger than the limit of {} bytes", what, typeText, maxBytes));
    count *= d;
  }
  if (count * elementBytes != bytes.size())
    return protocolError(fmt::format("{}: {} has {} bytes; {} needs {}", what, typeText,
                                     bytes.size(), typeText, count * elementBytes));
  const int width = bitWidth(element);
  if (!isComplex(element) && width % 8 != 0) {
    // Sub-byte and tf32 values: every bit above the width must be clear.
    Tensor probe(Type::tensor({static_cast<int64_t>(count)}, element));
    std::copy(bytes.begin(), bytes.end(), probe.mutableBytes().begin());
    const uint64_t mask = lowBitsMask(width);
    for (int64_t i = 0; i < probe.numElements(); ++i)
      if ((probe.bits(i) & ~mask) != 0)
        return protocolError(
            fmt::format("{}: element {} has bits set above the {}-bit width of {} (0x{:x})", what,
                        i, width, elementTypeName(element), probe.bits(i)));
  }
  Tensor tensor(*type);
  std::copy(bytes.begin(), bytes.end(), tensor.mutableBytes().begin());
  return tensor;
}

nlohmann::json capabilitiesToJson(const Capabilities& capabilities) {
  json ops = json::array(), types = json::array();
  for (OpId op : capabilities.ops) ops.push_back(std::string(opName(op)));
  for (ElementType type : capabilities.elementTypes)
    types.push_back(std::string(elementTypeName(type)));
  return {{"name", capabilities.name},         {"version", capabilities.version},
          {"profile", capabilities.profile},   {"ops", std::move(ops)},
          {"element_types", std::move(types)}, {"intermediates", capabilities.intermediates}};
}

Result<Capabilities> capabilitiesFromJson(const nlohmann::json& j) {
  if (!j.is_object()) return protocolError("\"capabilities\" must be an object");
  Capabilities caps;
  std::string error;
  std::vector<std::string> ops, types;
  if (!readString(j, "name", caps.name, error) || !readStringList(j, "ops", ops, error) ||
      !readStringList(j, "element_types", types, error))
    return protocolError("capabilities: " + error);
  if (j.contains("version") && !readString(j, "version", caps.version, error))
    return protocolError("capabilities: " + error);
  if (j.contains("profile") && !readString(j, "profile", caps.profile, error))
    return protocolError("capabilities: " + error);
  if (auto it = j.find("intermediates"); it != j.end()) {
    if (!it->is_boolean()) return protocolError("capabilities: \"intermediates\" must be a bool");
    caps.intermediates = it->get<bool>();
  }
  for (const std::string& name : ops) {
    OpId op = opIdOf(name);
    if (op == OpId::kUnknown)
      return protocolError(fmt::format("capabilities: unknown op '{}'", name));
    caps.ops.push_back(op);
  }
  for (const std::string& name : types) {
    std::optional<ElementType> type = parseElementTypeName(name);
    if (!type) return protocolError(fmt::format("capabilities: unknown element type '{}'", name));
    caps.elementTypes.push_back(*type);
  }
  return caps;
}

Frame encodeRequest(const Request& request) {
  Frame frame;
  frame.header["kind"] = std::string(requestKindName(request.kind));
  switch (request.kind) {
    case RequestKind::kHello:
      frame.header["protocol"] = request.version;
      break;
    case RequestKind::kCompile:
      frame.header["entry"] = request.entry;
      frame.header["timeout_ms"] = request.timeoutMs;
      frame.blobs.push_back(request.program);
      break;
    case RequestKind::kExecute:
      frame.header["handle"] = request.handle;
      frame.header["timeout_ms"] = request.timeoutMs;
      appendTensors(request.inputs, "inputs", frame);
      break;
    case RequestKind::kRelease:
      frame.header["handle"] = request.handle;
      break;
    case RequestKind::kShutdown:
      break;
  }
  return frame;
}

Result<Request> decodeRequest(const Frame& frame) {
  const json& h = frame.header;
  Request request;
  std::string kind, error;
  if (!readString(h, "kind", kind, error)) return protocolError("request: " + error);
  auto fail = [&](const std::string& why) {
    return protocolError(fmt::format("{}: {}", kind, why));
  };
  uint64_t timeout = 0;
  if (kind == "hello") {
    request.kind = RequestKind::kHello;
    auto it = h.find("protocol");
    if (it == h.end() || !it->is_number_integer()) return fail("\"protocol\" must be an integer");
    request.version = static_cast<int>(std::clamp<int64_t>(it->get<int64_t>(), -1, 1 << 30));
  } else if (kind == "compile") {
    request.kind = RequestKind::kCompile;
    if (!readString(h, "entry", request.entry, error) ||
        !readOptionalUnsigned(h, "timeout_ms", timeout, error))
      return fail(error);
    if (frame.blobs.size() != 1) return fail("expected one blob (the program text)");
    request.program = frame.blobs[0];
  } else if (kind == "execute") {
    request.kind = RequestKind::kExecute;
    std::vector<std::string> types;
    if (!readUnsigned(h, "handle", request.handle, error) ||
        !readOptionalUnsigned(h, "timeout_ms", timeout, error) ||
        !readStringList(h, "inputs", types, error))
      return fail(error);
    Result<std::vector<Tensor>> inputs =
        decodeTensors(types, frame, 0, "input", std::numeric_limits<uint64_t>::max());
    if (!inputs.ok()) return fail(inputs.error().message);
    request.inputs = std::move(*inputs);
  } else if (kind == "release") {
    request.kind = RequestKind::kRelease;
    if (!readUnsigned(h, "handle", request.handle, error)) return fail(error);
  } else if (kind == "shutdown") {
    request.kind = RequestKind::kShutdown;
  } else {
    return protocolError(fmt::format("unknown request kind '{}'", kind));
  }
  request.timeoutMs = static_cast<int64_t>(std::min<uint64_t>(timeout, int64_t{1} << 40));
  return request;
}

Frame encodeReply(RequestKind kind, const Reply& reply) {
  Frame frame;
  frame.header["status"] = std::string(callStatusName(reply.status));
  if (!reply.ok()) {
    frame.header["message"] = reply.message;
    return frame;
  }
  switch (kind) {
    case RequestKind::kHello:
      frame.header["protocol"] = reply.version;
      frame.header["capabilities"] = capabilitiesToJson(reply.capabilities);
      break;
    case RequestKind::kCompile:
      frame.header["handle"] = reply.handle;
      break;
    case RequestKind::kExecute:
      appendTensors(reply.outputs, "outputs", frame);
      break;
    case RequestKind::kRelease:
    case RequestKind::kShutdown:
      break;
  }
  return frame;
}

Result<Reply> decodeReply(RequestKind kind, const Frame& frame, const Limits& limits) {
  const json& h = frame.header;
  const std::string what = fmt::format("reply to {}", requestKindName(kind));
  auto fail = [&](const std::string& why) { return protocolError(what + ": " + why); };
  Reply reply;
  std::string status, error;
  if (!readString(h, "status", status, error)) return fail(error);
  std::optional<CallStatus> parsed = parseStatus(status);
  if (!parsed) return fail(fmt::format("unknown status '{}'", status));
  reply.status = *parsed;
  if (!reply.ok()) {
    if (!readString(h, "message", reply.message, error)) return fail(error);
    if (reply.message.empty()) reply.message = "(the worker gave no message)";
    return reply;
  }
  switch (kind) {
    case RequestKind::kHello: {
      auto it = h.find("protocol");
      if (it == h.end() || !it->is_number_integer()) return fail("\"protocol\" must be an integer");
      reply.version = static_cast<int>(std::clamp<int64_t>(it->get<int64_t>(), -1, 1 << 30));
      auto caps = h.find("capabilities");
      if (caps == h.end()) return fail("\"capabilities\" is missing");
      Result<Capabilities> capabilities = capabilitiesFromJson(*caps);
      if (!capabilities.ok()) return fail(capabilities.error().message);
      reply.capabilities = std::move(*capabilities);
      break;
    }
    case RequestKind::kCompile:
      if (!readUnsigned(h, "handle", reply.handle, error)) return fail(error);
      break;
    case RequestKind::kExecute: {
      std::vector<std::string> types;
      if (!readStringList(h, "outputs", types, error)) return fail(error);
      Result<std::vector<Tensor>> outputs =
          decodeTensors(types, frame, 0, "output", limits.maxPayloadBytes);
      if (!outputs.ok()) return fail(outputs.error().message);
      reply.outputs = std::move(*outputs);
      break;
    }
    case RequestKind::kRelease:
    case RequestKind::kShutdown:
      break;
  }
  return reply;
}

}  // namespace hlo_cts::backends::protocol
