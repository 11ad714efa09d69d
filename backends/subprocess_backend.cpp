#include "backends/subprocess_backend.h"

#include <fmt/format.h>

#include <algorithm>
#include <mutex>
#include <string_view>

#include "backends/worker_process.h"

namespace hlo_cts::backends {
namespace {

using protocol::Reply;
using protocol::Request;
using protocol::RequestKind;

// The worker and what every call shares; executables keep a weak pointer
// to it so that releasing one after the backend is gone is a no-op.
class Core {
 public:
  Core(std::string command, std::string config, SubprocessOptions options)
      : command_(std::move(command)), config_(std::move(config)), options_(options) {}

  ~Core() { shutdown(); }

  std::mutex mutex;
  Capabilities capabilities;

  uint64_t generation() const { return generation_; }
  bool running() const { return worker_ && worker_->running(); }

  // Starts a worker and says hello; on failure the message says why.
  std::optional<std::string> start() {
    worker_.reset();
    Result<std::unique_ptr<WorkerProcess>> spawned =
        WorkerProcess::spawn(command_, config_, options_.limits, options_.stderrTailBytes);
    if (!spawned.ok()) return spawned.error().message;
    worker_ = std::move(*spawned);
    ++generation_;
    Request hello;
    hello.kind = RequestKind::kHello;
    hello.timeoutMs = options_.startTimeout.count();  // for messages; not sent
    CallResult<Reply> reply = exchange(hello, Clock::now() + options_.startTimeout);
    std::optional<std::string> failure;
    if (!reply.ok())
      failure = reply.message;
    else if (reply.value.version != protocol::kVersion)
      failure = fmt::format("the worker speaks protocol version {}; this runner speaks {}",
                            reply.value.version, protocol::kVersion);
    if (failure) {
      worker_.reset();  // a worker that failed its hello is not asked to shut down
      return failure;
    }
    if (generation_ == 1) capabilities = std::move(reply.value.capabilities);
    return std::nullopt;
  }

  // One request and its reply. Any failure but an invalid reply leaves no
  // worker behind (the next call starts one).
  CallResult<Reply> exchange(const Request& request, Deadline deadline) {
    using R = CallResult<Reply>;
    if (!running()) {
      if (std::optional<std::string> why = start())
        return R::failure(CallStatus::kCrash, "cannot restart the worker: " + *why);
    }
    const std::string_view phase = protocol::requestKindName(request.kind);
    protocol::ReadOutcome io =
        worker_->write(protocol::serializeFrame(protocol::encodeRequest(request)), deadline);
    protocol::Frame frame;
    if (io.ok()) io = worker_->read(frame, deadline);
    if (!io.ok()) return R::failure(failureStatus(io), describeFailure(io, phase, request));
    Result<Reply> reply = protocol::decodeReply(request.kind, frame, options_.limits);
    if (!reply.ok())
      return R::failure(CallStatus::kError, fmt::format("the worker's {} reply is invalid: {}",
                                                        phase, reply.error().message));
    if (!reply->ok()) return R::failure(reply->status, std::move(reply->message));
    return R::success(std::move(*reply));
  }

  // Asks the worker to exit, then makes sure it did.
  void shutdown() {
    if (!running()) return;
    Request bye;
    bye.kind = RequestKind::kShutdown;
    const Deadline deadline = Clock::now() + options_.exitWait;
    if (worker_->write(protocol::serializeFrame(protocol::encodeRequest(bye)), deadline).ok()) {
      protocol::Frame frame;
      (void)worker_->read(frame, deadline);
    }
    (void)worker_->finish(options_.exitWait);
    worker_.reset();
  }

  Deadline callDeadline(const CallOptions& options) const {
    if (options.timeout.count() <= 0) return std::nullopt;
    return Clock::now() + options.timeout + options_.timeoutGrace;
  }

 private:
  static CallStatus failureStatus(const protocol::ReadOutcome& io) {
    return io.status == protocol::ReadStatus::kTimeout ? CallStatus::kTimeout : CallStatus::kCrash;
  }

  // The last fatal line of the worker's stderr, then its end. A dying
  // compiler's cause (glog's "F1204 ... file.cc:58] Check failed: ...", a
  // RET_CHECK, an uncaught exception) is followed by a stack trace and,
  // with several threads, by their log lines: the end alone misses it.
  std::string stderrQuote() const {
    const std::string& tail = worker_->stderrTail();
    if (tail.empty()) return "";
    std::string_view fatal;
    for (size_t start = 0; start < tail.size();) {
      size_t end = tail.find('\n', start);
      if (end == std::string::npos) end = tail.size();
      const std::string_view line(tail.data() + start, end - start);
      if (isFatalLine(line)) fatal = line;
      start = end + 1;
    }
    const size_t keep = std::min(tail.size(), options_.stderrQuoteBytes);
    std::string_view end(tail.data() + tail.size() - keep, keep);
    if (keep < tail.size()) end = end.substr(std::min(end.find('\n') + 1, end.size()));
    std::string quote;
    if (!fatal.empty() && end.find(fatal) == std::string_view::npos)
      quote = fmt::format("; its stderr's fatal line: {}", fatal);
    return quote + fmt::format("; its stderr ended with:\n{}", end);
  }

  static bool isFatalLine(std::string_view line) {
    if (glogSeverity(line) == 'F') return true;
    for (std::string_view marker : {"Check failed", "RET_CHECK", "terminate called"})
      if (line.find(marker) != std::string_view::npos) return true;
    return false;
  }

  // Ends the worker and says what happened to it.
  std::string describeFailure(const protocol::ReadOutcome& io, std::string_view phase,
                              const Request& request) {
    std::string message;
    switch (io.status) {
      case protocol::ReadStatus::kTimeout:
        worker_->kill();
        message = fmt::format("no reply to {} within {} ms; the worker was killed", phase,
                              request.timeoutMs);
        break;
      case protocol::ReadStatus::kCorrupt:
        worker_->kill();
        message = fmt::format("the worker broke the protocol during {}: {}; it was killed", phase,
                              io.message);
        break;
      default: {
        std::string how = worker_->finish(options_.exitWait);
        message = fmt::format("the worker {} during {} ({})", how, phase, io.message);
        break;
      }
    }
    message += stderrQuote();
    worker_.reset();
    return message;
  }

  std::string command_, config_;
  SubprocessOptions options_;
  std::unique_ptr<WorkerProcess> worker_;
  uint64_t generation_ = 0;  // of the current worker; 0: none started yet
};

class SubprocessExecutable : public Executable {
 public:
  SubprocessExecutable(std::weak_ptr<Core> core, const Program& program)
      : core_(std::move(core)), text(program.text), entry(program.entry) {}
  ~SubprocessExecutable() override {
    if (generation == 0) return;  // never compiled (the backend may hold its lock)
    std::shared_ptr<Core> core = core_.lock();
    if (!core) return;
    std::lock_guard lock(core->mutex);
    if (!core->running() || core->generation() != generation) return;
    Request release;
    release.kind = RequestKind::kRelease;
    release.handle = handle;
    (void)core->exchange(release, Clock::now() + std::chrono::seconds(10));
  }

  std::weak_ptr<Core> core_;
  std::string text, entry;
  uint64_t handle = 0;
  uint64_t generation = 0;  // the worker that holds `handle`
};

class SubprocessBackend : public Backend {
 public:
  explicit SubprocessBackend(std::shared_ptr<Core> core) : core_(std::move(core)) {}

  const Capabilities& capabilities() const override { return core_->capabilities; }

  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions& options) override {
    using R = CallResult<std::unique_ptr<Executable>>;
    std::lock_guard lock(core_->mutex);
    auto executable = std::make_unique<SubprocessExecutable>(core_, program);
    CallResult<Reply> compiled = compileOn(*executable, options, core_->callDeadline(options));
    if (!compiled.ok()) return R::failure(compiled.status, std::move(compiled.message));
    return R::success(std::move(executable));
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<SubprocessExecutable&>(executable);
    std::lock_guard lock(core_->mutex);
    const Deadline deadline = core_->callDeadline(options);
    if (!core_->running() || compiled.generation != core_->generation()) {
      // Its worker died since: compile it again on the current one.
      CallResult<Reply> again = compileOn(compiled, options, deadline);
      if (!again.ok())
        return R::failure(again.status,
                          "compiling again on the restarted worker: " + again.message);
    }
    Request request;
    request.kind = RequestKind::kExecute;
    request.handle = compiled.handle;
    request.inputs.assign(inputs.begin(), inputs.end());
    request.timeoutMs = options.timeout.count();
    CallResult<Reply> ran = core_->exchange(request, deadline);
    if (!ran.ok()) return R::failure(ran.status, std::move(ran.message));
    return R::success(std::move(ran.value.outputs));
  }

 private:
  CallResult<Reply> compileOn(SubprocessExecutable& executable, const CallOptions& options,
                              Deadline deadline) {
    Request request;
    request.kind = RequestKind::kCompile;
    request.program = executable.text;
    request.entry = executable.entry;
    request.timeoutMs = options.timeout.count();
    CallResult<Reply> reply = core_->exchange(request, deadline);
    if (reply.ok()) {
      executable.handle = reply.value.handle;
      executable.generation = core_->generation();
    }
    return reply;
  }

  std::shared_ptr<Core> core_;
};

}  // namespace

Result<std::unique_ptr<Backend>> openSubprocessBackend(const std::string& command,
                                                       const std::string& config,
                                                       const SubprocessOptions& options) {
  auto core = std::make_shared<Core>(command, config, options);
  std::lock_guard lock(core->mutex);
  if (std::optional<std::string> why = core->start())
    return makeError(fmt::format("cannot start the backend worker `{}`: {}", command, *why), {},
                     DiagnosticKind::kIo);
  return std::unique_ptr<Backend>(std::make_unique<SubprocessBackend>(core));
}

}  // namespace hlo_cts::backends
