#include "backends/pjrt/pjrt_client.h"

#include <dlfcn.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <optional>

namespace hlo_cts::backends::pjrt {
namespace {

namespace fs = std::filesystem;

Result<const PJRT_Api*> checkApi(const std::string& path, void* handle) {
  dlerror();
  void* symbol = dlsym(handle, kGetApiSymbol);
  if (!symbol)
    return pluginError(path,
                       fmt::format("does not export {}(): it is not a PJRT plugin", kGetApiSymbol));
  const PJRT_Api* api = reinterpret_cast<GetPjrtApiFunction>(symbol)();
  if (!api) return pluginError(path, fmt::format("{}() returned NULL", kGetApiSymbol));
  const int major = api->pjrt_api_version.major_version;
  const int minor = api->pjrt_api_version.minor_version;
  if (major != kApiMajor)
    return pluginError(path, fmt::format("implements PJRT C API {}.{}; hlo-cts speaks {}.{} "
                                         "(major versions differ, so the layouts do too)",
                                         major, minor, kApiMajor, kApiMinor));
  if (minor < kMinMinor)
    return pluginError(path, fmt::format("implements PJRT C API {}.{}, older than the {}.{} "
                                         "hlo-cts needs at least; use a newer plugin",
                                         major, minor, kApiMajor, kMinMinor));
  if (api->struct_size < kApiSizeNeeded)
    return pluginError(path, fmt::format("its PJRT_Api table has {} bytes; the functions "
                                         "hlo-cts calls need {}",
                                         api->struct_size, kApiSizeNeeded));
  const std::pair<const char*, bool> required[] = {
      {"PJRT_Error_Destroy", api->PJRT_Error_Destroy != nullptr},
      {"PJRT_Error_Message", api->PJRT_Error_Message != nullptr},
      {"PJRT_Error_GetCode", api->PJRT_Error_GetCode != nullptr},
      {"PJRT_Plugin_Initialize", api->PJRT_Plugin_Initialize != nullptr},
      {"PJRT_Event_Destroy", api->PJRT_Event_Destroy != nullptr},
      {"PJRT_Event_Await", api->PJRT_Event_Await != nullptr},
      {"PJRT_Client_Create", api->PJRT_Client_Create != nullptr},
      {"PJRT_Client_Destroy", api->PJRT_Client_Destroy != nullptr},
      {"PJRT_Client_PlatformName", api->PJRT_Client_PlatformName != nullptr},
      {"PJRT_Client_AddressableDevices", api->PJRT_Client_AddressableDevices != nullptr},
      {"PJRT_Client_Compile", api->PJRT_Client_Compile != nullptr},
      {"PJRT_Client_BufferFromHostBuffer", api->PJRT_Client_BufferFromHostBuffer != nullptr},
      {"PJRT_Executable_Destroy", api->PJRT_Executable_Destroy != nullptr},
      {"PJRT_Executable_NumOutputs", api->PJRT_Executable_NumOutputs != nullptr},
      {"PJRT_LoadedExecutable_Destroy", api->PJRT_LoadedExecutable_Destroy != nullptr},
      {"PJRT_LoadedExecutable_GetExecutable", api->PJRT_LoadedExecutable_GetExecutable != nullptr},
      {"PJRT_LoadedExecutable_Execute", api->PJRT_LoadedExecutable_Execute != nullptr},
      {"PJRT_Buffer_Destroy", api->PJRT_Buffer_Destroy != nullptr},
      {"PJRT_Buffer_ElementType", api->PJRT_Buffer_ElementType != nullptr},
      {"PJRT_Buffer_Dimensions", api->PJRT_Buffer_Dimensions != nullptr},
      {"PJRT_Buffer_ToHostBuffer", api->PJRT_Buffer_ToHostBuffer != nullptr},
  };
  for (const auto& [name, present] : required)
    if (!present) return pluginError(path, fmt::format("its PJRT_Api table has no {}", name));
  return api;
}

// Protocol buffers' base-128 varint.
void appendVarint(std::string& out, uint64_t value) {
  for (; value >= 0x80; value >>= 7) out += char(uint8_t(value) | 0x80);
  out += char(value);
}

// A serialized xla.CompileOptionsProto: executable_build_options (field 3)
// with num_replicas (field 4) and num_partitions (field 5). An empty
// message leaves both 0, which some plugins refuse.
std::string compileOptions(int64_t replicas, int64_t partitions) {
  std::string build;
  build += char(0x20);
  appendVarint(build, uint64_t(replicas));
  build += char(0x28);
  appendVarint(build, uint64_t(partitions));
  // use_spmd_partitioning (field 6): XLA runs several partitions only
  // through its SPMD partitioner (the program marks itself manual).
  if (partitions > 1) build += std::string{char(0x30), char(0x01)};
  std::string options;
  options += char(0x1A);
  appendVarint(options, build.size());
  return options + build;
}

}  // namespace

Diagnostic pluginError(const std::string& path, const std::string& what) {
  return makeError(fmt::format("pjrt plugin {}: {}", path, what), {}, DiagnosticKind::kIo);
}

Result<std::shared_ptr<PluginLibrary>> loadLibrary(const std::string& path) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<PluginLibrary>> loaded;
  std::error_code error;
  if (!fs::exists(path, error))
    return pluginError(path,
                       "no such file (install the plugin, e.g. tools/setup-peers.sh for "
                       "the XLA CPU plugin)");
  const std::string key = fs::weakly_canonical(path, error).string();
  std::lock_guard lock(mutex);
  if (auto it = loaded.find(key); it != loaded.end()) return it->second;
  dlerror();
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = dlerror();
    return pluginError(path, fmt::format("cannot be loaded: {}", why ? why : "dlopen failed"));
  }
  Result<const PJRT_Api*> api = checkApi(path, handle);
  if (!api.ok()) {
    dlclose(handle);  // nothing of it ran but GetPjrtApi
    return api.error();
  }
  auto library = std::make_shared<PluginLibrary>();
  library->path = path;
  library->api = *api;
  library->apiVersion = fmt::format("{}.{}", (*api)->pjrt_api_version.major_version,
                                    (*api)->pjrt_api_version.minor_version);
  loaded[key] = library;
  return library;
}

// PJRT_Plugin_Initialize, once per library; then its attributes.
Status initialize(PluginLibrary& library) {
  std::call_once(library.initialized, [&library] {
    const PJRT_Api& api = *library.api;
    auto args = makeArgs<PJRT_Plugin_Initialize_Args>();
    library.initialization = take(api, api.PJRT_Plugin_Initialize(&args));
    if (!library.initialization.ok || !api.PJRT_Plugin_Attributes) return;
    auto attributes = makeArgs<PJRT_Plugin_Attributes_Args>();
    if (!take(api, api.PJRT_Plugin_Attributes(&attributes)).ok) return;
    std::vector<std::string> shown;
    for (size_t i = 0; i < attributes.num_attributes && attributes.attributes; ++i) {
      const PJRT_NamedValue& value = attributes.attributes[i];
      const std::string name(value.name, value.name_size);
      if (value.type == PJRT_NamedValue_kString)
        shown.push_back(
            fmt::format("{} {}", name, std::string_view(value.string_value, value.value_size)));
      else if (value.type == PJRT_NamedValue_kInt64)
        shown.push_back(fmt::format("{} {}", name, value.int64_value));
      else if (value.type == PJRT_NamedValue_kInt64List && value.int64_array_value)
        shown.push_back(fmt::format(
            "{} {}", name, fmt::join(std::span(value.int64_array_value, value.value_size), ".")));
    }
    library.attributes = fmt::format("{}", fmt::join(shown, ", "));
  });
  if (!library.initialization.ok)
    return pluginError(library.path,
                       "PJRT_Plugin_Initialize failed: " + library.initialization.message);
  return Status::success();
}

// The version of the Python distribution that installed the plugin, read
// from the .dist-info folder beside its package ("lammps-jax-pjrt-cpu
// 0.11.2"); empty when there is none.
std::string distributionOf(const std::string& path) {
  std::error_code error;
  const fs::path package = fs::weakly_canonical(path, error).parent_path();
  const std::string name = package.filename().string();
  if (name.empty()) return {};
  for (const auto& entry : fs::directory_iterator(package.parent_path(), error)) {
    const std::string folder = entry.path().filename().string();
    if (!folder.starts_with(name + "-") || !folder.ends_with(".dist-info")) continue;
    std::string version = folder.substr(name.size() + 1);
    version.resize(version.size() - std::string_view(".dist-info").size());
    std::string distribution = name;
    std::replace(distribution.begin(), distribution.end(), '_', '-');
    return distribution + " " + version;
  }
  return {};
}

// ---------------------------------------------------------------- client ---

Client::~Client() {
  cache_.clear();  // its executables, before the client that made them
  if (!client) return;
  auto args = makeArgs<PJRT_Client_Destroy_Args>();
  args.client = client;
  take(api(), api().PJRT_Client_Destroy(&args));
}

Result<Client::Compiled> Client::compile(const std::string& text, PjrtStatus& failure,
                                         int64_t replicas, int64_t partitions) const {
  const std::string options = compileOptions(replicas, partitions);
  auto program = makeArgs<PJRT_Program>();
  program.code = const_cast<char*>(text.data());  // read only (the API's type is char*)
  program.code_size = text.size();
  program.format = "mlir";
  program.format_size = 4;
  auto args = makeArgs<PJRT_Client_Compile_Args>();
  args.client = client;
  args.program = &program;
  args.compile_options = options.data();
  args.compile_options_size = options.size();
  failure = take(api(), api().PJRT_Client_Compile(&args));
  if (!failure.ok) return makeError(failure.message);
  Compiled compiled{args.executable, 0, {device}};
  if (replicas * partitions > 1) {
    auto devices = makeArgs<PJRT_LoadedExecutable_AddressableDevices_Args>();
    devices.executable = args.executable;
    failure = take(api(), api().PJRT_LoadedExecutable_AddressableDevices(&devices));
    if (failure.ok && devices.num_addressable_devices != size_t(replicas * partitions)) {
      failure.ok = false;
      failure.message = fmt::format("the executable for {} processes runs on {} devices",
                                    replicas * partitions, devices.num_addressable_devices);
    }
    if (!failure.ok) {
      release(compiled.executable);
      return makeError(failure.message);
    }
    compiled.devices.assign(devices.addressable_devices,
                            devices.addressable_devices + devices.num_addressable_devices);
  }
  auto get = makeArgs<PJRT_LoadedExecutable_GetExecutable_Args>();
  get.loaded_executable = args.executable;
  failure = take(api(), api().PJRT_LoadedExecutable_GetExecutable(&get));
  if (failure.ok) {
    auto outputs = makeArgs<PJRT_Executable_NumOutputs_Args>();
    outputs.executable = get.executable;
    failure = take(api(), api().PJRT_Executable_NumOutputs(&outputs));
    compiled.numOutputs = outputs.num_outputs;
    auto destroy = makeArgs<PJRT_Executable_Destroy_Args>();
    destroy.executable = get.executable;
    take(api(), api().PJRT_Executable_Destroy(&destroy));
  }
  if (!failure.ok) {
    release(compiled.executable);
    return makeError(failure.message);
  }
  return compiled;
}

Client::Compilation Client::compileOnce(const std::string& text, int64_t replicas,
                                        int64_t partitions) const {
  const std::string key = fmt::format("{}x{}\n{}", replicas, partitions, text);
  if (std::optional<Compilation> kept = cache_.find(key)) return *kept;
  Compilation compilation;
  Result<Compiled> compiled = compile(text, compilation.failure, replicas, partitions);
  if (compiled.ok()) compilation.executable = std::make_shared<const Executable>(*this, *compiled);
  cache_.insert(key, compilation);
  return compilation;
}

void Client::release(PJRT_LoadedExecutable* executable) const {
  auto args = makeArgs<PJRT_LoadedExecutable_Destroy_Args>();
  args.executable = executable;
  take(api(), api().PJRT_LoadedExecutable_Destroy(&args));
}

Result<BufferPtr> Client::toDevice(const Tensor& tensor, PJRT_Device* on) const {
  const std::optional<PJRT_Buffer_Type> type = bufferTypeOf(tensor.elementType());
  if (!type)
    return makeError(
        fmt::format("PJRT has no buffer type for {}", elementTypeName(tensor.elementType())), {},
        DiagnosticKind::kNotSupported);
  auto args = makeArgs<PJRT_Client_BufferFromHostBuffer_Args>();
  args.client = client;
  args.data = tensor.bytes().data();
  args.type = *type;
  args.dims = tensor.shape().data();
  args.num_dims = tensor.shape().size();
  args.host_buffer_semantics = PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes;
  args.device = on;
  PjrtStatus status = take(api(), api().PJRT_Client_BufferFromHostBuffer(&args));
  if (!status.ok) return makeError("transfer to the device: " + status.message);
  BufferPtr buffer(args.buffer, BufferDeleter{&api()});
  // The host bytes must stay put until the plugin is done with them.
  if (PjrtStatus done = awaitEvent(api(), args.done_with_host_buffer); !done.ok)
    return makeError("transfer to the device: " + done.message);
  return buffer;
}

Result<Tensor> Client::toHost(PJRT_Buffer* buffer, size_t index) const {
  auto typeArgs = makeArgs<PJRT_Buffer_ElementType_Args>();
  typeArgs.buffer = buffer;
  if (PjrtStatus s = take(api(), api().PJRT_Buffer_ElementType(&typeArgs)); !s.ok)
    return makeError(fmt::format("output {}: {}", index, s.message));
  const std::optional<ElementType> type = elementTypeOf(typeArgs.type);
  if (!type)
    return makeError(fmt::format("output {} has PJRT buffer type {}, which hlo-cts does not "
                                 "read",
                                 index, int(typeArgs.type)),
                     {}, DiagnosticKind::kNotSupported);
  auto dimsArgs = makeArgs<PJRT_Buffer_Dimensions_Args>();
  dimsArgs.buffer = buffer;
  if (PjrtStatus s = take(api(), api().PJRT_Buffer_Dimensions(&dimsArgs)); !s.ok)
    return makeError(fmt::format("output {}: {}", index, s.message));
  std::vector<int64_t> dims(dimsArgs.dims, dimsArgs.dims + dimsArgs.num_dims);
  Tensor tensor(dims, *type);
  // Row-major: the most minor dimension is the last.
  std::vector<int64_t> minorToMajor(dims.size());
  for (size_t i = 0; i < dims.size(); ++i) minorToMajor[i] = int64_t(dims.size() - 1 - i);
  auto layout = makeArgs<PJRT_Buffer_MemoryLayout>();
  layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  layout.tiled = makeArgs<PJRT_Buffer_MemoryLayout_Tiled>();
  layout.tiled.minor_to_major = minorToMajor.data();
  layout.tiled.minor_to_major_size = minorToMajor.size();
  auto args = makeArgs<PJRT_Buffer_ToHostBuffer_Args>();
  args.src = buffer;
  args.host_layout = &layout;
  if (PjrtStatus s = take(api(), api().PJRT_Buffer_ToHostBuffer(&args)); !s.ok)
    return makeError(fmt::format("output {}: reading its size: {}", index, s.message));
  if (args.dst_size != tensor.bytes().size())
    return makeError(fmt::format(
        "output {} ({} x {}) takes {} bytes on the host, hlo-cts "
        "expects {}",
        index, fmt::join(dims, "x"), elementTypeName(*type), args.dst_size, tensor.bytes().size()));
  if (tensor.bytes().empty()) return tensor;
  args.dst = tensor.mutableBytes().data();
  args.event = nullptr;
  if (PjrtStatus s = take(api(), api().PJRT_Buffer_ToHostBuffer(&args)); !s.ok)
    return makeError(fmt::format("output {}: {}", index, s.message));
  if (PjrtStatus s = awaitEvent(api(), args.event); !s.ok)
    return makeError(fmt::format("output {}: {}", index, s.message));
  return tensor;
}

Result<std::vector<Tensor>> Client::run(const Compiled& compiled,
                                        std::span<const Tensor> inputs) const {
  const size_t processes = compiled.devices.size();
  if (inputs.size() % processes != 0)
    return makeError(
        fmt::format("{} inputs cannot be dealt to {} processes", inputs.size(), processes));
  const size_t numArgs = inputs.size() / processes;
  std::vector<BufferPtr> owned;
  std::vector<std::vector<PJRT_Buffer*>> arguments(processes);
  for (size_t p = 0; p < processes; ++p)
    for (const Tensor& input : inputs.subspan(p * numArgs, numArgs)) {
      Result<BufferPtr> buffer = toDevice(input, compiled.devices[p]);
      if (!buffer.ok()) return buffer.error();
      arguments[p].push_back(buffer->get());
      owned.push_back(std::move(*buffer));
    }
  std::vector<std::vector<PJRT_Buffer*>> outputs(
      processes, std::vector<PJRT_Buffer*>(compiled.numOutputs, nullptr));
  std::vector<PJRT_Buffer* const*> argumentLists;
  std::vector<PJRT_Buffer**> outputLists;
  for (size_t p = 0; p < processes; ++p) {
    argumentLists.push_back(arguments[p].data());
    outputLists.push_back(outputs[p].data());
  }
  std::vector<PJRT_Event*> complete(processes, nullptr);
  auto options = makeArgs<PJRT_ExecuteOptions>();
  auto args = makeArgs<PJRT_LoadedExecutable_Execute_Args>();
  args.executable = compiled.executable;
  args.options = &options;
  args.argument_lists = argumentLists.data();
  args.num_devices = processes;
  args.num_args = numArgs;
  args.output_lists = outputLists.data();
  args.device_complete_events = complete.data();
  PjrtStatus status = take(api(), api().PJRT_LoadedExecutable_Execute(&args));
  std::vector<BufferPtr> results;
  for (const auto& list : outputs)
    for (PJRT_Buffer* output : list) results.emplace_back(output, BufferDeleter{&api()});
  // Every event is awaited (and so released) even after a failure.
  for (PJRT_Event* event : complete)
    if (PjrtStatus done = awaitEvent(api(), event); status.ok && !done.ok) status = done;
  if (!status.ok) return makeError(status.message);
  std::vector<Tensor> tensors;
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i]) return makeError(fmt::format("output {} is NULL", i));
    Result<Tensor> tensor = toHost(results[i].get(), i);
    if (!tensor.ok()) return tensor.error();
    tensors.push_back(std::move(*tensor));
  }
  return tensors;
}

}  // namespace hlo_cts::backends::pjrt
