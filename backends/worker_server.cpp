#include "backends/worker_server.h"

#include <fmt/format.h>

#include <exception>
#include <map>
#include <memory>

namespace hlo_cts::backends {
namespace {

using protocol::Reply;
using protocol::Request;
using protocol::RequestKind;

class Server {
 public:
  explicit Server(Backend& backend) : backend_(backend) {}

  // The reply to one decoded request; `done` is set by shutdown.
  Reply handle(Request& request, bool& done) {
    try {
      return dispatch(request, done);
    } catch (const std::exception& e) {
      return Reply::failure(CallStatus::kCrash,
                            fmt::format("the backend threw during {}: {}",
                                        protocol::requestKindName(request.kind), e.what()));
    } catch (...) {
      return Reply::failure(
          CallStatus::kCrash,
          fmt::format("the backend threw during {}", protocol::requestKindName(request.kind)));
    }
  }

 private:
  static CallOptions optionsOf(const Request& request) {
    CallOptions options;
    options.timeout = std::chrono::milliseconds(request.timeoutMs);
    return options;
  }

  Reply dispatch(Request& request, bool& done) {
    Reply reply;
    switch (request.kind) {
      case RequestKind::kHello:
        if (request.version != protocol::kVersion)
          return Reply::failure(CallStatus::kError,
                                fmt::format("this worker speaks protocol version {}, not {}",
                                            protocol::kVersion, request.version));
        reply.capabilities = backend_.capabilities();
        return reply;
      case RequestKind::kCompile: {
        Program program;
        program.text = std::move(request.program);
        program.entry = request.entry;
        CallResult<std::unique_ptr<Executable>> compiled =
            backend_.compile(program, optionsOf(request));
        if (!compiled.ok()) return Reply::failure(compiled.status, compiled.message);
        if (!compiled.value)
          return Reply::failure(CallStatus::kCrash, "the backend returned no executable");
        reply.handle = nextHandle_++;
        executables_[reply.handle] = std::move(compiled.value);
        return reply;
      }
      case RequestKind::kExecute: {
        auto it = executables_.find(request.handle);
        if (it == executables_.end())
          return Reply::failure(CallStatus::kError,
                                fmt::format("unknown executable handle {}", request.handle));
        CallResult<std::vector<Tensor>> run =
            backend_.execute(*it->second, request.inputs, optionsOf(request));
        if (!run.ok()) return Reply::failure(run.status, run.message);
        reply.outputs = std::move(run.value);
        return reply;
      }
      case RequestKind::kRelease:
        executables_.erase(request.handle);
        return reply;
      case RequestKind::kShutdown:
        done = true;
        return reply;
    }
    return Reply::failure(CallStatus::kError, "unhandled request");
  }

  Backend& backend_;
  std::map<uint64_t, std::unique_ptr<Executable>> executables_;
  uint64_t nextHandle_ = 1;
};

}  // namespace

ServeOutcome serveBackend(Backend& backend, protocol::FrameReader& reader,
                          const std::function<bool(std::string_view)>& write) {
  Server server(backend);
  auto send = [&](RequestKind kind, const Reply& reply) {
    return write(protocol::serializeFrame(protocol::encodeReply(kind, reply)));
  };
  for (;;) {
    protocol::Frame frame;
    protocol::ReadOutcome read = reader.read(frame);
    if (read.status == protocol::ReadStatus::kEof) return {};
    if (!read.ok()) {
      // The next frame cannot be found: say why, then stop.
      std::string why = "unreadable request stream: " + read.message;
      (void)send(RequestKind::kShutdown, Reply::failure(CallStatus::kError, why));
      return {false, why};
    }
    Result<Request> request = protocol::decodeRequest(frame);
    if (!request.ok()) {
      if (!send(RequestKind::kShutdown,
                Reply::failure(CallStatus::kError, "bad request: " + request.error().message)))
        return {false, "cannot write to the runner"};
      continue;
    }
    bool done = false;
    Reply reply = server.handle(*request, done);
    if (!send(request->kind, reply)) return {false, "cannot write to the runner"};
    if (done) return {};
  }
}

}  // namespace hlo_cts::backends
