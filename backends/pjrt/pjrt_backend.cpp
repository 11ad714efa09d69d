#include "backends/pjrt/pjrt_backend.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "backends/pjrt/pjrt_c_api.h"
#include "backends/pjrt/pjrt_client.h"
#include "backends/pjrt/pjrt_program.h"
#include "backends/pjrt/pjrt_values.h"
#include "spec/text/parser.h"
#include "spec/text/printer.h"

// The internals live in backends::pjrt (beside the C API's declarations),
// so that a unity batch with the other backends' files sees no clash.
namespace hlo_cts::backends::pjrt {
namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------- probes ---

// What the backend itself cannot do with any plugin (not probed).
const std::map<std::string, std::string>& staticGaps() {
  static const std::map<std::string, std::string> gaps = {
      {"interpreter.probe", "an op of the StableHLO reference interpreter only"},
      // XLA:CPU's outfeed waits until the host takes the values (measured
      // through jaxlib: no reply); this backend registers no reader.
      {"stablehlo.outfeed", "outfeed waits for a host reader, and the pjrt backend registers none"},
  };
  return gaps;
}

// A program returning its argument reversed: moves every element through
// the device and back.
std::string reverseProgram(std::string_view type) {
  return fmt::format(
      "func.func @main(%arg0: tensor<2x{0}>) -> tensor<2x{0}> {{\n"
      "  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x{0}>\n"
      "  return %0 : tensor<2x{0}>\n"
      "}}\n",
      type);
}

// Why `client` cannot move `type` through a program ("" when it can).
std::string probeType(const Client& client, ElementType type) {
  if (!bufferTypeOf(type)) return "PJRT has no buffer type for it";
  PjrtStatus failure;
  Result<Client::Compiled> compiled =
      client.compile(reverseProgram(elementTypeName(type)), failure);
  if (!compiled.ok()) return "compiling a reverse of it failed: " + failure.message;
  Tensor input({2}, type);
  // Two elements of distinct small bit patterns, each valid in its type.
  const int bytes = input.elementBytes();
  for (int64_t i = 0; i < 2; ++i) input.mutableBytes()[i * bytes] = uint8_t(i == 0 ? 1 : 0);
  Result<std::vector<Tensor>> outputs = client.run(*compiled, std::span(&input, 1));
  client.release(compiled->executable);
  if (!outputs.ok()) return "running a reverse of it failed: " + outputs.error().message;
  if (outputs->size() != 1 || outputs->front().elementType() != type ||
      outputs->front().bytes().size() != input.bytes().size())
    return "a reverse of it came back with another type or shape";
  const auto got = outputs->front().bytes();
  for (int64_t i = 0; i < 2; ++i)
    if (!std::equal(got.begin() + i * bytes, got.begin() + (i + 1) * bytes,
                    input.bytes().begin() + (1 - i) * bytes))
      return "a reverse of it came back with other bits";
  return "";
}

// Features whose support differs between plugins, each with a program that
// uses it and nothing else doubtful.
struct FeatureProbe {
  std::string_view feature;
  std::string_view program;
};
// A feature is an op's name (the op is then left out of the
// capabilities), "OP on complex", or "quantized types".
constexpr FeatureProbe kFeatureProbes[] = {
    {"quantized types",
     "func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
     "  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2xf32>) -> "
     "tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>\n"
     "  %1 = stablehlo.uniform_dequantize %0 : (tensor<2x!quant.uniform<i8:f32, "
     "5.000000e-01>>) -> tensor<2xf32>\n"
     "  return %1 : tensor<2xf32>\n"
     "}\n"},
    {"stablehlo.dynamic_conv",
     "func.func @main(%arg0: tensor<1x2x1xf32>, %arg1: tensor<1x1x1xf32>) -> tensor<1x2x1xf32> "
     "{\n"
     "  %0 = stablehlo.constant dense<0> : tensor<1x2xi64>\n"
     "  %1 = \"stablehlo.dynamic_conv\"(%arg0, %arg1, %0) {window_strides = array<i64: 1>, "
     "lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = "
     "array<i1: false>, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, "
     "batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, "
     "tensor<1x1x1xf32>, tensor<1x2xi64>) -> tensor<1x2x1xf32>\n"
     "  return %1 : tensor<1x2x1xf32>\n"
     "}\n"},
    {"stablehlo.cbrt on complex",
     "func.func @main(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {\n"
     "  %0 = stablehlo.cbrt %arg0 : tensor<2xcomplex<f32>>\n"
     "  return %0 : tensor<2xcomplex<f32>>\n"
     "}\n"},
};

// The cache file of the probes of one plugin build and set of options.
std::optional<fs::path> probeCachePath(const std::string& path, const std::string& optionsKey) {
  struct stat info {};
  if (stat(path.c_str(), &info) != 0) return std::nullopt;
  fs::path dir;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    dir = fs::path(xdg) / "hlo-cts" / "pjrt";
  else if (const char* home = std::getenv("HOME"); home && *home)
    dir = fs::path(home) / ".cache" / "hlo-cts" / "pjrt";
  else
    return std::nullopt;
  // The probe set's version: bump it when the probes change.
  constexpr int kProbeVersion = 2;
  const std::string key =
      fmt::format("{}\n{}\n{}.{}\n{}\n{}", path, info.st_size, info.st_mtim.tv_sec,
                  info.st_mtim.tv_nsec, optionsKey, kProbeVersion);
  return dir / fmt::format("{:016x}.json", std::hash<std::string>()(key));
}

void probe(Client& client, const std::string& optionsKey) {
  const std::optional<fs::path> cache = probeCachePath(client.library->path, optionsKey);
  if (cache) {
    std::ifstream in(*cache);
    nlohmann::json json = nlohmann::json::parse(in, nullptr, false);
    if (in && json.is_object() && json.contains("types") && json.contains("features")) {
      for (const auto& [name, why] : json["types"].items())
        if (auto type = parseElementTypeName(name); type && why.is_string())
          client.typeGaps[*type] = why.get<std::string>();
      for (const auto& [name, why] : json["features"].items())
        if (why.is_string()) client.featureGaps[name] = why.get<std::string>();
      return;
    }
  }
  for (ElementType type : allElementTypes()) {
    if (type == ElementType::kIndex) continue;  // no tensor of index reaches a backend
    if (std::string why = probeType(client, type); !why.empty()) client.typeGaps[type] = why;
  }
  for (const FeatureProbe& feature : kFeatureProbes) {
    PjrtStatus failure;
    Result<Client::Compiled> compiled = client.compile(std::string(feature.program), failure);
    if (compiled.ok())
      client.release(compiled->executable);
    else
      client.featureGaps[std::string(feature.feature)] = failure.message;
  }
  if (!cache) return;
  nlohmann::json json{{"plugin", client.library->path},
                      {"types", nlohmann::json::object()},
                      {"features", client.featureGaps}};
  for (const auto& [type, why] : client.typeGaps) json["types"][elementTypeName(type)] = why;
  std::error_code error;
  fs::create_directories(cache->parent_path(), error);
  const fs::path partial = cache->string() + fmt::format(".{}", getpid());
  std::ofstream(partial) << json.dump(1) << "\n";
  fs::rename(partial, *cache, error);  // atomic: concurrent workers write the same
}

// The features of a program that the probes may have found missing.
std::vector<std::string> doubtfulFeatures(const Module& module) {
  std::set<std::string> features;
  walk(module.op.get(), [&](Operation* op) {
    features.insert(op->name());
    for (const auto& result : op->results())
      if (result->type.quantized()) features.insert("quantized types");
    for (const Value* operand : op->operands()) {
      if (operand->type.quantized()) features.insert("quantized types");
      if (operand->type.isTensor() && isComplex(operand->type.elementType()))
        features.insert(op->name() + " on complex");
    }
  });
  return {features.begin(), features.end()};
}

Result<std::shared_ptr<Client>> openClient(const PjrtSpec& spec) {
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<Client>> clients;
  std::string optionsKey;
  for (const auto& [key, value] : spec.options) optionsKey += key + "=" + value + "&";
  std::lock_guard lock(mutex);
  const std::string clientKey = spec.path + "?" + optionsKey;
  if (auto it = clients.find(clientKey); it != clients.end())
    if (std::shared_ptr<Client> shared = it->second.lock()) return shared;

  Result<std::shared_ptr<PluginLibrary>> library = loadLibrary(spec.path);
  if (!library.ok()) return library.error();
  if (Status s = initialize(**library); !s.ok()) return s.error();
  auto client = std::make_shared<Client>();
  client->library = *library;
  const PJRT_Api& api = client->api();
  std::vector<PJRT_NamedValue> options = namedValues(spec.options);
  auto create = makeArgs<PJRT_Client_Create_Args>();
  create.create_options = options.data();
  create.num_options = options.size();
  if (PjrtStatus s = take(api, api.PJRT_Client_Create(&create)); !s.ok)
    return pluginError(spec.path, "PJRT_Client_Create failed: " + s.message);
  if (!create.client) return pluginError(spec.path, "PJRT_Client_Create returned no client");
  client->client = create.client;

  auto name = makeArgs<PJRT_Client_String_Args>();
  name.client = client->client;
  if (PjrtStatus s = take(api, api.PJRT_Client_PlatformName(&name)); s.ok && name.value)
    client->platform.assign(name.value, name.value_size);
  if (api.PJRT_Client_PlatformVersion) {
    auto version = makeArgs<PJRT_Client_String_Args>();
    version.client = client->client;
    if (PjrtStatus s = take(api, api.PJRT_Client_PlatformVersion(&version)); s.ok && version.value)
      client->platformVersion.assign(version.value, version.value_size);
  }
  auto devices = makeArgs<PJRT_Client_AddressableDevices_Args>();
  devices.client = client->client;
  if (PjrtStatus s = take(api, api.PJRT_Client_AddressableDevices(&devices)); !s.ok)
    return pluginError(spec.path, "PJRT_Client_AddressableDevices failed: " + s.message);
  if (devices.num_addressable_devices == 0 || !devices.addressable_devices)
    return pluginError(spec.path, "the client has no addressable device");
  client->device = devices.addressable_devices[0];
  client->devices.assign(devices.addressable_devices,
                         devices.addressable_devices + devices.num_addressable_devices);
  probe(*client, optionsKey);
  clients[clientKey] = client;
  return client;
}

// ---------------------------------------------------------------- backend ---

class PjrtExecutable : public Executable {
 public:
  PjrtExecutable(std::shared_ptr<Client> client,
                 std::shared_ptr<const Client::Executable> executable,
                 std::optional<ParallelPlan> grid)
      : client(std::move(client)), executable(std::move(executable)), grid(std::move(grid)) {}

  const Client::Compiled& compiled() const { return executable->compiled(); }

  std::shared_ptr<Client> client;  // declared first: outlives the executable
  std::shared_ptr<const Client::Executable> executable;
  std::optional<ParallelPlan> grid;  // a test that is one process grid
};

class PjrtBackend : public Backend {
 public:
  explicit PjrtBackend(std::shared_ptr<Client> client) : client_(std::move(client)) {
    capabilities_.name = "pjrt-" + (client_->platform.empty() ? "plugin" : client_->platform);
    const std::string distribution = distributionOf(client_->library->path);
    capabilities_.version = fmt::format(
        "{}PJRT C API {}{}{}, {}", distribution.empty() ? "" : distribution + ", ",
        client_->library->apiVersion,
        client_->library->attributes.empty() ? "" : ", " + client_->library->attributes,
        client_->platformVersion.empty() ? "" : ", platform " + client_->platformVersion,
        fs::path(client_->library->path).filename().string());
    // XLA's CPU plugin is XLA:CPU, whose profile the peers' runs measured.
    capabilities_.profile = client_->platform == "cpu" ? "xla-cpu" : "xla";
    for (const auto& [name, why] : staticGaps()) capabilities_.opGaps[opIdOf(name)] = why;
    for (const auto& [feature, why] : client_->featureGaps)
      if (OpId op = opIdOf(feature); op != OpId::kUnknown)
        capabilities_.opGaps[op] = "its probe program was refused: " + why;
    for (OpId op : allOps())
      if (!capabilities_.opGaps.contains(op)) capabilities_.ops.push_back(op);
    for (ElementType type : allElementTypes())
      if (!client_->typeGaps.contains(type)) capabilities_.elementTypes.push_back(type);
  }

  const Capabilities& capabilities() const override { return capabilities_; }

  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions&) override {
    using R = CallResult<std::unique_ptr<Executable>>;
    std::string text = program.text;
    if (text.empty() && program.module) text = printModule(*program.module);
    // The features the probes found missing, named with the plugin's reason.
    std::optional<Module> parsed;
    const Module* module = program.module;
    if (!module && !client_->featureGaps.empty()) {
      Result<Module> result = parseModule(text, "<program>");
      if (result.ok()) parsed = std::move(*result);
      module = parsed ? &*parsed : nullptr;
    }
    if (module)
      for (const std::string& feature : doubtfulFeatures(*module))
        if (auto gap = client_->featureGaps.find(feature); gap != client_->featureGaps.end())
          return R::failure(CallStatus::kNotSupported,
                            fmt::format("{}: {} (its probe program was refused: {})",
                                        capabilities_.name, feature, gap->second));
    Result<std::optional<ParallelPlan>> grid =
        planParallel(text, program.entry, client_->devices.size());
    if (!grid.ok()) return R::failure(callStatusOf(grid.error()), grid.error().message);
    const Client::Compilation compiled =
        *grid ? client_->compileOnce((*grid)->text, (*grid)->replicas, (*grid)->partitions)
              : client_->compileOnce(withEntryMain(std::move(text), program.entry));
    if (!compiled.executable)
      return R::failure(compiled.failure.code == PJRT_Error_Code_UNIMPLEMENTED
                            ? CallStatus::kNotSupported
                            : CallStatus::kError,
                        compiled.failure.message);
    return R::success(
        std::make_unique<PjrtExecutable>(client_, compiled.executable, std::move(*grid)));
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions&) override {
    using R = CallResult<std::vector<Tensor>>;
    auto& compiled = static_cast<PjrtExecutable&>(executable);
    Result<std::vector<Tensor>> outputs =
        compiled.grid ? runGrid(compiled, inputs) : client_->run(compiled.compiled(), inputs);
    if (!outputs.ok()) {
      const std::string& message = outputs.error().message;
      // A send or recv to the host needs callbacks passed to Execute
      // (PJRT_ExecuteOptions' send_callbacks/recv_callbacks), which this
      // backend does not register: XLA:GPU then refuses to run the program
      // ("there was no send callbacks registered", 2026-12-04). The harness
      // lacks them; the compiler is not at fault.
      if (message.find("no send callbacks registered") != std::string::npos ||
          message.find("no recv callbacks registered") != std::string::npos)
        return R::failure(CallStatus::kNotSupported,
                          "the program sends to or receives from the host, and the pjrt backend "
                          "registers no PJRT send/recv callbacks: " +
                              message);
      return R::failure(callStatusOf(outputs.error()), message);
    }
    // XLA keeps a pred in a byte; a bitcast_convert to i1 can leave other
    // bytes than 0 and 1 there (measured through jaxlib).
    for (size_t i = 0; i < outputs->size(); ++i) {
      const Tensor& output = (*outputs)[i];
      if (output.elementType() != ElementType::kI1) continue;
      for (uint8_t byte : output.bytes())
        if (byte > 1)
          return R::failure(CallStatus::kError,
                            fmt::format("output {}: the plugin returned an i1 element that is "
                                        "neither 0 nor 1 (byte {:#04x}): it treats i1 as 8 "
                                        "bits wide",
                                        i, byte));
    }
    return R::success(std::move(*outputs));
  }

 private:
  // A process grid: @main's arguments dealt to the processes as the
  // run_parallel's operands, its results picked from theirs.
  Result<std::vector<Tensor>> runGrid(const PjrtExecutable& compiled,
                                      std::span<const Tensor> inputs) const {
    const ParallelPlan& grid = *compiled.grid;
    std::vector<Tensor> operands;
    for (size_t arg : grid.operandArgs) {
      if (arg >= inputs.size())
        return makeError(fmt::format("argument {} of {} is missing", arg, inputs.size()));
      operands.push_back(inputs[arg]);
    }
    Result<std::vector<Tensor>> results = client_->run(compiled.compiled(), operands);
    if (!results.ok()) return results.error();
    std::vector<Tensor> outputs;
    for (const auto& [fromGrid, index] : grid.returns) {
      const size_t available = fromGrid ? results->size() : inputs.size();
      if (index >= available)
        return makeError(fmt::format("the test returns {} {} of {}",
                                     fromGrid ? "the grid's result" : "argument", index,
                                     available));
      outputs.push_back(fromGrid ? (*results)[index] : inputs[index]);
    }
    return outputs;
  }

  std::shared_ptr<Client> client_;
  Capabilities capabilities_;
};

}  // namespace
}  // namespace hlo_cts::backends::pjrt

namespace hlo_cts::backends {

Result<PjrtSpec> parsePjrtSpec(std::string_view text) {
  PjrtSpec spec;
  const size_t question = text.find('?');
  spec.path = std::string(text.substr(0, question));
  if (spec.path.empty())
    return makeError("--backend pjrt: needs the plugin's path (pjrt:/path/plugin.so[?key=value])",
                     {}, DiagnosticKind::kIo);
  if (question != std::string_view::npos)
    if (Status s =
            pjrt::parseOptions(text.substr(question + 1), "the backend's ?options", spec.options);
        !s.ok())
      return s.error();
  return spec;
}

Result<std::string> checkPjrtPlugin(const std::string& path) {
  Result<std::shared_ptr<pjrt::PluginLibrary>> library = pjrt::loadLibrary(path);
  if (!library.ok()) return library.error();
  return (*library)->apiVersion;
}

Result<std::unique_ptr<Backend>> openPjrtBackend(std::string_view text, const std::string& config) {
  Result<PjrtSpec> spec = parsePjrtSpec(text);
  if (!spec.ok()) return spec.error();
  if (Status s = pjrt::parseOptions(config, "--backend-config", spec->options); !s.ok())
    return s.error();
  Result<std::shared_ptr<pjrt::Client>> client = pjrt::openClient(*spec);
  if (!client.ok()) return client.error();
  return std::unique_ptr<Backend>(std::make_unique<pjrt::PjrtBackend>(std::move(*client)));
}

}  // namespace hlo_cts::backends
