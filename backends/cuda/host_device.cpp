#include <dlfcn.h>
#include <tbb/parallel_for.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

#include "backends/cuda/device.h"
#include "backends/cuda/device_eval.h"

namespace hlo_cts::backends::cuda {
namespace {

// Each output element's work is independent, so the host spreads them over
// cores as the GPU spreads them over threads; the arithmetic is the device
// functions', element by element.
class HostDevice : public Device {
 public:
  std::string name() const override { return "host (the CUDA kernels' arithmetic on the CPU)"; }

  void* allocate(size_t bytes) override {
    return ::operator new (bytes == 0 ? 1 : bytes, std::align_val_t{64}, std::nothrow);
  }
  void release(void* pointer) override { ::operator delete (pointer, std::align_val_t{64}); }
  DeviceStatus upload(void* device, const void* host, size_t bytes) override {
    if (bytes) std::memcpy(device, host, bytes);
    return {};
  }
  DeviceStatus download(void* host, const void* device, size_t bytes) override {
    if (bytes) std::memcpy(host, device, bytes);
    return {};
  }

  DeviceStatus runChain(const ChainCode& code, const Buffers& buffers) override {
    const Timer timer(seconds_);
    tbb::parallel_for(tbb::blocked_range<int64_t>(0, code.numElements, 4096),
                      [&](const tbb::blocked_range<int64_t>& range) {
                        for (int64_t i = range.begin(); i < range.end(); ++i)
                          runChainElement(code, buffers, i);
                      });
    return {};
  }

  // Every (output, segment) in parallel, then each output's segments in
  // order: the GPU's schedule (device_code.h, kReduceStep).
  DeviceStatus runReduce(const ReduceCode& code, const Buffers& buffers) override {
    const Timer timer(seconds_);
    const int64_t segments = code.segments;
    std::vector<Partial> values(static_cast<size_t>(code.numOutputs * segments));
    tbb::parallel_for(int64_t{0}, code.numOutputs * segments, [&](int64_t i) {
      values[static_cast<size_t>(i)] =
          segmentValue(code, buffers, reduceBase(code, i / segments), i % segments);
    });
    tbb::parallel_for(int64_t{0}, code.numOutputs, [&](int64_t output) {
      Partial* own = values.data() + output * segments;
      finishReduce(code, buffers, output, combineInOrder(code, own, static_cast<int>(segments)));
    });
    return {};
  }

  DeviceStatus runGemm(const GemmCode& code, const Buffers& buffers) override {
    const Timer timer(seconds_);
    if (code.f64)
      gemm<double>(code, buffers);
    else
      gemm<float>(code, buffers);
    return {};
  }

  DeviceStatus synchronize() override { return {}; }
  double launchSeconds() const override { return seconds_; }

 private:
  // Adds the wall time of a scope to `total`.
  class Timer {
   public:
    explicit Timer(double& total) : total_(total), start_(std::chrono::steady_clock::now()) {}
    ~Timer() {
      total_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

   private:
    double& total_;
    std::chrono::steady_clock::time_point start_;
  };

  double seconds_ = 0;
  template <class T>
  static void gemm(const GemmCode& code, const Buffers& buffers) {
    const T* a = reinterpret_cast<const T*>(buffers.data[code.a]);
    const T* b = reinterpret_cast<const T*>(buffers.data[code.b]);
    T* c = reinterpret_cast<T*>(buffers.data[code.c]);
    tbb::parallel_for(int64_t{0}, code.batch * code.m, [&](int64_t row) {
      const int64_t batch = row / code.m, i = row % code.m;
      const T* ai = a + (batch * code.m + i) * code.k;
      const T* bb = b + batch * code.k * code.n;
      T* ci = c + (batch * code.m + i) * code.n;
      for (int64_t j = 0; j < code.n; ++j) {
        T sum = 0;
        for (int64_t p = 0; p < code.k; ++p) sum += ai[p] * bb[p * code.n + j];
        ci[j] = sum;
      }
    });
  }
};

}  // namespace

std::shared_ptr<Device> hostDevice() {
  return std::make_shared<HostDevice>();
}

std::shared_ptr<Device> openCudaDevice(std::string& whyNot) {
  const char* path = std::getenv("HLO_CTS_CUDA_MODULE");
#ifdef HLO_CTS_CUDA_MODULE_PATH
  if (!path || !*path) path = HLO_CTS_CUDA_MODULE_PATH;
#endif
  if (!path || !*path) {
    whyNot = "this hlo-cts was built without the CUDA toolkit (no nvcc at configure time)";
    return nullptr;
  }
  // Loaded once and never unloaded: the CUDA runtime keeps state for the
  // life of the process.
  void* module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!module) {
    const char* error = dlerror();
    whyNot = std::string("cannot load the CUDA module: ") + (error ? error : path);
    return nullptr;
  }
  auto create = reinterpret_cast<CreateCudaDeviceFn>(dlsym(module, kCreateCudaDeviceSymbol));
  if (!create) {
    whyNot = std::string(path) + " does not export " + kCreateCudaDeviceSymbol;
    return nullptr;
  }
  Device* device = create(&whyNot);
  return std::shared_ptr<Device>(device);
}

}  // namespace hlo_cts::backends::cuda
