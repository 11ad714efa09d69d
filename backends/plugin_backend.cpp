#include "backends/plugin_backend.h"

#include <dlfcn.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <array>
#include <cstring>
#include <map>
#include <mutex>
#include <new>

#include "backends/include/hlo_cts_backend.h"
#include "spec/text/printer.h"

namespace hlo_cts::backends {
namespace {

// Bounds that keep a broken plugin from making the host read or allocate
// absurd amounts: no StableHLO program comes near them.
constexpr int64_t kMaxRank = 1024;
constexpr uint64_t kMaxOutputBytes = uint64_t{1} << 40;

Diagnostic openError(const std::string& path, const std::string& what) {
  return makeError(fmt::format("plugin {}: {}", path, what), {}, DiagnosticKind::kIo);
}

// One loaded library. Every instance (and, through it, every executable)
// holds it, so the library is unloaded only when nothing of it is left.
struct Library {
  std::string path;
  void* handle = nullptr;
  const hlo_cts_backend_api* api = nullptr;
  // Serializes calls into a plugin that is not thread-safe.
  std::mutex mutex;

  ~Library() {
    if (handle) dlclose(handle);
  }
};

Result<const hlo_cts_backend_api*> checkApi(const std::string& path, void* handle) {
  dlerror();
  void* symbol = dlsym(handle, HLO_CTS_BACKEND_ENTRY_POINT);
  if (!symbol)
    return openError(path, fmt::format("does not export {}() (a plugin defines it extern \"C\" "
                                       "with default visibility; see backends/PLUGIN.md)",
                                       HLO_CTS_BACKEND_ENTRY_POINT));
  auto getApi = reinterpret_cast<hlo_cts_backend_get_api_fn>(symbol);
  const hlo_cts_backend_api* api = getApi(HLO_CTS_BACKEND_ABI_VERSION);
  if (!api)
    return openError(path, fmt::format("{}({}) returned NULL: the plugin does not serve this "
                                       "ABI version",
                                       HLO_CTS_BACKEND_ENTRY_POINT, HLO_CTS_BACKEND_ABI_VERSION));
  if (api->abi_version != HLO_CTS_BACKEND_ABI_VERSION)
    return openError(path, fmt::format("implements ABI version {}, this hlo-cts implements "
                                       "version {}; rebuild the plugin against this "
                                       "hlo_cts_backend.h",
                                       api->abi_version, HLO_CTS_BACKEND_ABI_VERSION));
  if (api->struct_size < sizeof(hlo_cts_backend_api))
    return openError(path, fmt::format("its function table has {} bytes, ABI version {} needs "
                                       "{}",
                                       api->struct_size, HLO_CTS_BACKEND_ABI_VERSION,
                                       sizeof(hlo_cts_backend_api)));
  const std::pair<const char*, bool> required[] = {
      {"create", api->create != nullptr},
      {"destroy", api->destroy != nullptr},
      {"get_capabilities", api->get_capabilities != nullptr},
      {"compile", api->compile != nullptr},
      {"release_executable", api->release_executable != nullptr},
      {"execute", api->execute != nullptr},
      {"release_outputs", api->release_outputs != nullptr},
  };
  for (const auto& [name, present] : required)
    if (!present) return openError(path, fmt::format("its function table has no {}", name));
  return api;
}

// dlopen returns the same handle for the same library however it is
// named; one Library (and so one mutex) per handle.
Result<std::shared_ptr<Library>> loadLibrary(const std::string& path) {
  static std::mutex registryMutex;
  static std::map<void*, std::weak_ptr<Library>> registry;
  dlerror();
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = dlerror();
    return openError(path, fmt::format("cannot be loaded: {}", why ? why : "dlopen failed"));
  }
  std::lock_guard lock(registryMutex);
  std::erase_if(registry, [](const auto& entry) { return entry.second.expired(); });
  if (auto it = registry.find(handle); it != registry.end())
    if (std::shared_ptr<Library> loaded = it->second.lock()) {
      dlclose(handle);  // the Library holds its own reference
      return loaded;
    }
  auto library = std::make_shared<Library>();
  library->path = path;
  library->handle = handle;
  Result<const hlo_cts_backend_api*> api = checkApi(path, handle);
  if (!api.ok()) return api.error();  // ~Library closes the handle
  library->api = *api;
  registry[handle] = library;
  return library;
}

// The host's message buffer of one call.
class Message {
 public:
  char* data() { return buffer_.data(); }
  size_t size() const { return buffer_.size(); }
  std::string text() {
    buffer_.back() = '\0';  // whatever the plugin did
    return std::string(buffer_.data(), strnlen(buffer_.data(), buffer_.size()));
  }

 private:
  std::array<char, 4096> buffer_{};
};

// One plugin instance; destroyed when the backend and all its executables
// are gone.
struct Instance {
  std::shared_ptr<Library> library;
  hlo_cts_instance* handle = nullptr;
  bool threadSafe = false;
  std::string name;  // for messages: the capability name once known

  const hlo_cts_backend_api& api() const { return *library->api; }
  std::unique_lock<std::mutex> lock() const {
    return threadSafe ? std::unique_lock<std::mutex>() : std::unique_lock(library->mutex);
  }
  ~Instance() {
    if (!handle) return;
    auto guard = lock();
    api().destroy(handle);
  }
};

// A plugin status as a CallStatus; anything unknown is an error.
template <class T>
std::optional<CallResult<T>> failureOf(int32_t status, Message& message, const Instance& instance,
                                       std::string_view call) {
  if (status == HLO_CTS_OK) return std::nullopt;
  std::string text = message.text();
  CallStatus mapped = CallStatus::kError;
  if (status == HLO_CTS_NOT_SUPPORTED) mapped = CallStatus::kNotSupported;
  if (status == HLO_CTS_TIMEOUT) mapped = CallStatus::kTimeout;
  if (status != HLO_CTS_ERROR && mapped == CallStatus::kError)
    text = fmt::format("{} returned the unknown status {} from {}{}{}", instance.name, status, call,
                       text.empty() ? "" : ": ", text);
  else if (text.empty())
    text = fmt::format("{} returned {} from {} without a message", instance.name,
                       callStatusName(mapped), call);
  return CallResult<T>::failure(mapped, std::move(text));
}

// Resolves a capability list of names with `parse`; an error names every
// unknown one.
template <class T, class Parse>
Result<std::vector<T>> readNames(const char* const* names, size_t count, std::string_view what,
                                 const std::string& path, Parse parse) {
  std::vector<T> out;
  if (count > 0 && !names)
    return openError(path,
                     fmt::format("capabilities list {} {} but the list is NULL", count, what));
  std::vector<std::string> unknown;
  for (size_t i = 0; i < count; ++i) {
    if (!names[i]) return openError(path, fmt::format("capability {} #{} is NULL", what, i));
    if (std::optional<T> value = parse(std::string_view(names[i])))
      out.push_back(*value);
    else
      unknown.push_back(fmt::format("'{}'", names[i]));
  }
  if (!unknown.empty())
    return openError(
        path, fmt::format("capabilities name unknown {}: {}", what, fmt::join(unknown, ", ")));
  return out;
}

Result<Capabilities> readCapabilities(const hlo_cts_capabilities* c, const Instance& instance) {
  const std::string& path = instance.library->path;
  if (!c) return openError(path, "get_capabilities returned OK but no capabilities");
  if (c->struct_size < sizeof(hlo_cts_capabilities))
    return openError(path, fmt::format("hlo_cts_capabilities has {} bytes, ABI version {} needs {}",
                                       c->struct_size, HLO_CTS_BACKEND_ABI_VERSION,
                                       sizeof(hlo_cts_capabilities)));
  if (!c->name || !*c->name) return openError(path, "capabilities have no name");
  if (!c->version) return openError(path, "capabilities have a NULL version");
  if (!c->profile || !*c->profile) return openError(path, "capabilities name no profile");
  Capabilities out;
  out.name = c->name;
  out.version = c->version;
  out.profile = c->profile;
  auto ops = readNames<OpId>(c->ops, c->num_ops, "ops", path,
                             [](std::string_view name) -> std::optional<OpId> {
                               OpId op = opIdOf(name);
                               if (op == OpId::kUnknown) return std::nullopt;
                               return op;
                             });
  if (!ops.ok()) return ops.error();
  out.ops = std::move(*ops);
  auto types = readNames<ElementType>(c->element_types, c->num_element_types, "element types", path,
                                      parseElementTypeName);
  if (!types.ok()) return types.error();
  out.elementTypes = std::move(*types);
  out.intermediates = c->flags & HLO_CTS_CAP_INTERMEDIATES;
  if (out.intermediates && !instance.api().execute_with_intermediates)
    return openError(path,
                     "capabilities claim intermediates but execute_with_intermediates is "
                     "NULL");
  return out;
}

class PluginExecutable : public Executable {
 public:
  PluginExecutable(std::shared_ptr<Instance> instance, hlo_cts_executable* handle)
      : instance(std::move(instance)), handle(handle) {}
  ~PluginExecutable() override {
    auto guard = instance->lock();
    instance->api().release_executable(handle);
  }

  std::shared_ptr<Instance> instance;
  hlo_cts_executable* handle;
};

// The host's tensors as descriptors; they borrow from `inputs`.
struct InputDescriptors {
  std::vector<std::string> typeNames;
  std::vector<hlo_cts_tensor> tensors;

  explicit InputDescriptors(std::span<const Tensor> inputs) {
    typeNames.reserve(inputs.size());
    for (const Tensor& input : inputs) {
      typeNames.emplace_back(elementTypeName(input.elementType()));
      tensors.push_back(hlo_cts_tensor{typeNames.back().c_str(), input.rank(), input.shape().data(),
                                       input.bytes().data(), input.bytes().size()});
    }
  }
};

// An error about output `index`; a plugin's malformed output is kError.
Diagnostic badOutput(size_t index, const std::string& what) {
  return makeError(fmt::format("output {} {}", index, what), {}, DiagnosticKind::kEvaluation);
}

// Element count of `dims` with the byte bound checked (no overflow).
Result<uint64_t> checkedSize(const std::vector<int64_t>& dims, int elementBytes, size_t index) {
  uint64_t elements = 1;
  for (int64_t dim : dims) {
    if (dim < 0) return badOutput(index, fmt::format("has a negative dimension {}", dim));
    if (dim != 0 && elements > kMaxOutputBytes / static_cast<uint64_t>(dim))
      return badOutput(index, "has more elements than hlo-cts accepts");
    elements *= static_cast<uint64_t>(dim);
  }
  if (elements > kMaxOutputBytes / static_cast<uint64_t>(elementBytes))
    return badOutput(index, "has more bytes than hlo-cts accepts");
  return elements * static_cast<uint64_t>(elementBytes);
}

// Copies one output descriptor into a Tensor, checking it against the
// layout of spec/tensor.h.
Result<Tensor> readTensor(const hlo_cts_tensor& t, size_t index) {
  if (!t.element_type) return badOutput(index, "has a NULL element type");
  std::optional<ElementType> type = parseElementTypeName(t.element_type);
  if (!type)
    return badOutput(index, fmt::format("has the unknown element type '{}'", t.element_type));
  if (t.rank < 0 || t.rank > kMaxRank)
    return badOutput(index, fmt::format("has the invalid rank {}", t.rank));
  if (t.rank > 0 && !t.dims) return badOutput(index, "has NULL dims");
  std::vector<int64_t> dims(t.dims, t.dims + t.rank);
  Result<uint64_t> expected = checkedSize(dims, storageBytes(*type), index);
  if (!expected.ok()) return expected.error();
  Tensor tensor(dims, *type);
  if (t.size_bytes != *expected)
    return badOutput(index, fmt::format("({}) has {} bytes; its shape and type need {}",
                                        printType(tensor.type()), t.size_bytes, *expected));
  if (t.size_bytes > 0 && !t.data) return badOutput(index, "has NULL data");
  if (t.size_bytes > 0) std::memcpy(tensor.mutableBytes().data(), t.data, t.size_bytes);
  const int bits = bitWidth(*type);
  if (bits % 8 != 0 && !isComplex(*type))
    for (int64_t i = 0; i < tensor.numElements(); ++i) {
      uint64_t raw = 0;
      std::memcpy(&raw, tensor.bytes().data() + i * tensor.elementBytes(), tensor.elementBytes());
      if (raw & ~lowBitsMask(bits))
        return badOutput(index, fmt::format("element {} has bits set above the {} bits of {}", i,
                                            bits, t.element_type));
    }
  return tensor;
}

class PluginBackend : public Backend {
 public:
  PluginBackend(std::shared_ptr<Instance> instance, Capabilities capabilities)
      : instance_(std::move(instance)), capabilities_(std::move(capabilities)) {}

  const Capabilities& capabilities() const override { return capabilities_; }

  CallResult<std::unique_ptr<Executable>> compile(const Program& program,
                                                  const CallOptions& options) override {
    using R = CallResult<std::unique_ptr<Executable>>;
    const std::string text =
        program.text.empty() && program.module ? printModule(*program.module) : program.text;
    Message message;
    hlo_cts_executable* handle = nullptr;
    int32_t status;
    try {
      auto guard = instance_->lock();
      status = instance_->api().compile(instance_->handle, text.c_str(), text.size(),
                                        program.entry.c_str(), options.timeout.count(), &handle,
                                        message.data(), message.size());
    } catch (...) {
      return R::failure(CallStatus::kCrash, capabilities_.name + " threw from compile");
    }
    if (auto failure =
            failureOf<std::unique_ptr<Executable>>(status, message, *instance_, "compile"))
      return std::move(*failure);
    if (!handle)
      return R::failure(CallStatus::kError,
                        capabilities_.name + " returned OK from compile but no executable");
    R result;
    result.value = std::make_unique<PluginExecutable>(instance_, handle);
    return result;
  }

  CallResult<std::vector<Tensor>> execute(Executable& executable, std::span<const Tensor> inputs,
                                          const CallOptions& options) override {
    using R = CallResult<std::vector<Tensor>>;
    CallResult<std::vector<Intermediate>> run = call(executable, inputs, options, false);
    if (!run.ok()) return R::failure(run.status, std::move(run.message));
    R out;
    for (Intermediate& value : run.value) out.value.push_back(std::move(value.value));
    return out;
  }

  CallResult<std::vector<Intermediate>> executeWithIntermediates(
      Executable& executable, std::span<const Tensor> inputs, const CallOptions& options) override {
    if (!capabilities_.intermediates)
      return Backend::executeWithIntermediates(executable, inputs, options);
    return call(executable, inputs, options, true);
  }

 private:
  // execute or execute_with_intermediates; the plain outputs come back as
  // Intermediates with opIndex 0.
  CallResult<std::vector<Intermediate>> call(Executable& executable, std::span<const Tensor> inputs,
                                             const CallOptions& options, bool intermediates) {
    using R = CallResult<std::vector<Intermediate>>;
    auto& compiled = static_cast<PluginExecutable&>(executable);
    const std::string_view what = intermediates ? "execute_with_intermediates" : "execute";
    auto function =
        intermediates ? instance_->api().execute_with_intermediates : instance_->api().execute;
    InputDescriptors descriptors(inputs);
    Message message;
    hlo_cts_outputs* outputs = nullptr;
    try {
      auto guard = instance_->lock();
      int32_t status =
          function(compiled.handle, descriptors.tensors.data(), descriptors.tensors.size(),
                   options.timeout.count(), &outputs, message.data(), message.size());
      if (auto failure = failureOf<std::vector<Intermediate>>(status, message, *instance_, what))
        return std::move(*failure);
      if (!outputs)
        return R::failure(CallStatus::kError, fmt::format("{} returned OK from {} but no outputs",
                                                          capabilities_.name, what));
      // Released however reading them ends.
      std::unique_ptr<hlo_cts_outputs, void (*)(hlo_cts_outputs*)> owned(
          outputs, instance_->api().release_outputs);
      return readOutputs(*outputs, intermediates);
    } catch (const std::bad_alloc&) {
      return R::failure(CallStatus::kError,
                        fmt::format("{}: out of memory copying the outputs", capabilities_.name));
    } catch (...) {
      return R::failure(CallStatus::kCrash,
                        fmt::format("{} threw from {}", capabilities_.name, what));
    }
  }

  CallResult<std::vector<Intermediate>> readOutputs(const hlo_cts_outputs& outputs,
                                                    bool intermediates) const {
    using R = CallResult<std::vector<Intermediate>>;
    auto fail = [&](const std::string& why) {
      return R::failure(CallStatus::kError, fmt::format("{}: {}", capabilities_.name, why));
    };
    if (outputs.num_tensors > 0 && !outputs.tensors) return fail("outputs have NULL tensors");
    if (intermediates && outputs.num_tensors > 0 &&
        (!outputs.op_indices || !outputs.result_indices))
      return fail("intermediates have NULL op_indices or result_indices");
    R result;
    for (size_t i = 0; i < outputs.num_tensors; ++i) {
      Result<Tensor> tensor = readTensor(outputs.tensors[i], i);
      if (!tensor.ok()) return fail(tensor.error().message);
      Intermediate value;
      if (intermediates) {
        value.opIndex = outputs.op_indices[i];
        value.result = outputs.result_indices[i];
      }
      value.value = std::move(*tensor);
      result.value.push_back(std::move(value));
    }
    return result;
  }

  std::shared_ptr<Instance> instance_;
  Capabilities capabilities_;
};

}  // namespace

Result<std::unique_ptr<Backend>> openPluginBackend(const std::string& path,
                                                   const std::string& config) {
  Result<std::shared_ptr<Library>> library = loadLibrary(path);
  if (!library.ok()) return library.error();
  auto instance = std::make_shared<Instance>();
  instance->library = *library;
  instance->name = path;
  Message createMessage;
  hlo_cts_instance* handle = nullptr;
  int32_t status;
  {
    // Whether instances are thread-safe is known only after this.
    std::lock_guard lock((*library)->mutex);
    status = instance->api().create(config.c_str(), config.size(), &handle, createMessage.data(),
                                    createMessage.size());
  }
  if (status != HLO_CTS_OK) {
    std::string why = createMessage.text();
    return openError(
        path, fmt::format("create failed (status {}){}{}", status, why.empty() ? "" : ": ", why));
  }
  if (!handle) return openError(path, "create returned OK but no instance");
  instance->handle = handle;  // from here on ~Instance destroys it
  Message capabilitiesMessage;
  const hlo_cts_capabilities* raw = nullptr;
  {
    std::lock_guard lock((*library)->mutex);
    status = instance->api().get_capabilities(handle, &raw, capabilitiesMessage.data(),
                                              capabilitiesMessage.size());
  }
  if (status != HLO_CTS_OK)
    return openError(path, fmt::format("get_capabilities failed (status {}): {}", status,
                                       capabilitiesMessage.text()));
  Result<Capabilities> capabilities = readCapabilities(raw, *instance);
  if (!capabilities.ok()) return capabilities.error();
  instance->threadSafe = raw->flags & HLO_CTS_CAP_THREAD_SAFE;
  instance->name = capabilities->name;
  return std::unique_ptr<Backend>(
      std::make_unique<PluginBackend>(std::move(instance), std::move(*capabilities)));
}

}  // namespace hlo_cts::backends
