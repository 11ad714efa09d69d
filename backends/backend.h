// The one interface every backend under test implements (docs/architecture.md,
// "Backends"): what it can do, compile, execute. Three ways in share it:
//   built in         the oracle (backends/oracle_backend.h) and the executors;
//   plugin:PATH      a shared library exporting the C ABI of
//                    backends/include/hlo_cts_backend.h (plugin_backend.h);
//   subprocess:CMD   a process speaking backends/PROTOCOL.md on stdin/stdout
//                    (subprocess_backend.h).
// A backend never decides a verdict: it reports what happened (ran, refused,
// errored, died, hung) and the runner judges that against the oracle.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "spec/checker/checker.h"
#include "spec/ir.h"
#include "spec/op_id.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::backends {

struct Capabilities {
  std::string name;     // "oracle", the plugin's or adapter's own name
  std::string version;  // free text: the compiler's version, commit, ...
  // The tolerance profile it claims to meet (suites/profiles/<name>.profile);
  // `hlo-cts run` judges it under this one unless --profile says otherwise.
  std::string profile = "strict";
  // Ops it can compile (the op registry's names); empty: every op. A program
  // with another op is NotSupported without being compiled. Structure
  // (builtin.module, func.*, stablehlo.return) is always supported.
  std::vector<OpId> ops;
  // Why an op outside `ops` is, where the backend says (NotSupported
  // results quote it).
  std::map<OpId, std::string> opGaps;
  // Element types it supports ("f32", "i8", ...); empty: every type.
  std::vector<ElementType> elementTypes;
  // Whether executeWithIntermediates is implemented.
  bool intermediates = false;

  bool supportsOp(OpId op) const;
  bool supportsElementType(ElementType type) const;
};

// How one backend call ended. Anything but kOk carries a message.
enum class CallStatus : uint8_t {
  kOk,
  kError,         // compile: the program was rejected as invalid; execute: a runtime error
  kNotSupported,  // the backend declares it cannot run this (op, type, feature)
  kCrash,         // the backend process died (or the call threw)
  kTimeout,       // no answer within CallOptions::timeout
};
std::string_view callStatusName(CallStatus status);

template <class T>
struct CallResult {
  CallStatus status = CallStatus::kOk;
  std::string message;  // why, for anything but kOk
  T value{};

  bool ok() const { return status == CallStatus::kOk; }
  static CallResult success(T value) {
    CallResult r;
    r.value = std::move(value);
    return r;
  }
  static CallResult failure(CallStatus status, std::string message) {
    CallResult r;
    r.status = status;
    r.message = std::move(message);
    return r;
  }
};

// A program as a backend receives it: the parsed module (for in-process
// backends) and its canonical text (what plugins and subprocesses receive).
// The entry function takes the test's inputs as arguments and returns its
// outputs. A negative test's program breaks a constraint on purpose.
// The module must outlive every Executable compiled from it.
struct Program {
  const Module* module = nullptr;
  std::string text;
  std::string entry = "main";
};

struct CallOptions {
  // Wall-clock limit of one compile or execute call; zero: none. Backends
  // out of process are killed past it; in-process ones stop where they can.
  std::chrono::milliseconds timeout{0};
};

// What compile returns: the backend's handle to a compiled program.
class Executable {
 public:
  virtual ~Executable() = default;
};

// One intermediate value: result `result` of the op at pre-order position
// `opIndex` in the entry function's body (for localizing a failure).
struct Intermediate {
  int64_t opIndex = 0;
  int result = 0;
  Tensor value;
};

class Backend {
 public:
  virtual ~Backend() = default;

  virtual const Capabilities& capabilities() const = 0;

  // Must accept every valid program it supports, refuse one it does not
  // support as kNotSupported (with the reason), and reject an invalid one
  // with kError; never crash.
  virtual CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                          const CallOptions& options) = 0;

  // Runs a compiled program on `inputs` (one per entry argument, in order);
  // returns one tensor per entry result.
  virtual CallResult<std::vector<Tensor>> execute(Executable& executable,
                                                  std::span<const Tensor> inputs,
                                                  const CallOptions& options) = 0;

  // Optional: the outputs plus the values of intermediate ops.
  virtual CallResult<std::vector<Intermediate>> executeWithIntermediates(
      Executable& executable, std::span<const Tensor> inputs, const CallOptions& options);
};

// How a diagnostic of hlo-cts's own code maps to a call status: NotSupported
// and deadline diagnostics keep their meaning, everything else is an error.
CallStatus callStatusOf(const Diagnostic& error);

// What an in-process backend does first with a program: its module (parsed
// from the text when the program came as text only, then owned here),
// verified against the catalogue as a compiler must (an invalid program is
// kError), with the entry function present.
struct CheckedProgram {
  std::unique_ptr<Module> owned;
  const Module* module = nullptr;
  std::optional<checker::VerifiedModule> verified;
};
CallResult<CheckedProgram> checkProgram(const Program& program);

// Why `inputs` cannot be the arguments of function `entry` of `module`
// (empty: they can): one tensor per argument, each of the declared element
// type (quantization included) and shape. An input holding only a
// quantized argument's storage values (its storage type) is accepted and
// given the declared type in `retyped` (nullopt for inputs taken as they
// are). An executor checks this before its kernels read the inputs at
// their declared types.
std::string checkArguments(const Module& module, std::string_view entry,
                           std::span<const Tensor> inputs,
                           std::vector<std::optional<Tensor>>& retyped);

// What an in-process executor compiles a program into: the checked program
// (which owns the module when it came as text only) and the executor's plan,
// made by `Plan::compile(module, entry)`.
template <class Plan>
struct PlannedExecutable : Executable {
  CheckedProgram program;
  std::string entry;
  std::unique_ptr<Plan> plan;

  std::string checkArguments(std::span<const Tensor> inputs,
                             std::vector<std::optional<Tensor>>& retyped) const {
    return backends::checkArguments(*program.module, entry, inputs, retyped);
  }
};

// An executor's compile: checkProgram, then its plan; kError for an invalid
// program, the plan's NotSupported (or error) as it says.
template <class Plan>
CallResult<std::unique_ptr<Executable>> compilePlanned(const Program& program) {
  using R = CallResult<std::unique_ptr<Executable>>;
  CallResult<CheckedProgram> checked = checkProgram(program);
  if (!checked.ok()) return R::failure(checked.status, checked.message);
  auto executable = std::make_unique<PlannedExecutable<Plan>>();
  executable->program = std::move(checked.value);
  executable->entry = program.entry;
  Result<std::unique_ptr<Plan>> plan = Plan::compile(*executable->program.module, program.entry);
  if (!plan.ok()) return R::failure(callStatusOf(plan.error()), plan.error().str());
  executable->plan = std::move(*plan);
  return R::success(std::move(executable));
}

// Opens a backend from its command-line spelling:
//   "oracle"               the oracle itself (a self-test of the pipeline)
//   "simd-cpu"             the built-in SIMD CPU executor (simd_cpu/simd_cpu_backend.h)
//   "cuda"                 the built-in CUDA executor on the first GPU (cuda/cuda_backend.h);
//                          an error saying why when there is none
//   "cuda-host"            the CUDA executor's kernels run on the host (what CI tests)
//   "plugin:/path/lib.so"  a shared library with the C ABI
//   "subprocess:COMMAND"   a worker process (COMMAND is run by /bin/sh)
// `config` is passed to the backend as is (a plugin's create() argument, a
// worker's HLO_CTS_BACKEND_CONFIG).
struct BackendSpec {
  std::string spec;
  std::string config;
};
Result<std::unique_ptr<Backend>> openBackend(const BackendSpec& spec);

// A factory of independent instances, one per runner thread.
using BackendFactory = std::function<Result<std::unique_ptr<Backend>>()>;

}  // namespace hlo_cts::backends
