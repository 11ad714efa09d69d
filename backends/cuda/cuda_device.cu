// The GPU device of the CUDA executor: device memory, the chain and
// reduction kernels (which run device_code.h's functions, exactly as the
// host device does), and cuBLAS for products. Built into a module of its
// own (libhlo_cts_cuda.so) that the executor loads at run time, so only
// `--backend cuda` ever loads the CUDA runtime and cuBLAS.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <string>
#include <utility>
#include <vector>

#include "backends/cuda/device.h"
#include "backends/cuda/device_eval.h"

namespace hlo_cts::backends::cuda {
namespace {

__global__ void chainKernel(const ChainCode* code, Buffers buffers) {
  const int64_t n = code->numElements;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    runChainElement(*code, buffers, i);
}

// One block of kReduceLanes threads per output element: thread t reduces
// chunk t, then the block combines the chunks neighbours first, the order
// the host device uses.
__global__ void reduceKernel(const ReduceCode* code, Buffers buffers) {
  __shared__ Reg values[kMaxReduceOperands][kReduceLanes];
  __shared__ bool present[kReduceLanes];
  const int lane = static_cast<int>(threadIdx.x);
  const int operands = code->numOperands;
  for (int64_t output = blockIdx.x; output < code->numOutputs; output += gridDim.x) {
    const Partial mine = reduceChunk(*code, buffers, output, lane);
    for (int i = 0; i < operands; ++i) values[i][lane] = mine.values[i];
    present[lane] = mine.present;
    __syncthreads();
    for (int step = 1; step < kReduceLanes; step *= 2) {
      if (lane % (2 * step) == 0 && lane + step < kReduceLanes) {
        Partial x, y;
        for (int i = 0; i < operands; ++i) {
          x.values[i] = values[i][lane];
          y.values[i] = values[i][lane + step];
        }
        x.present = present[lane];
        y.present = present[lane + step];
        const Partial z = combinePartials(*code, x, y);
        for (int i = 0; i < operands; ++i) values[i][lane] = z.values[i];
        present[lane] = z.present;
      }
      __syncthreads();
    }
    if (lane == 0) {
      Partial total;
      for (int i = 0; i < operands; ++i) total.values[i] = values[i][0];
      total.present = present[0];
      finishReduce(*code, buffers, output, total);
    }
    __syncthreads();
  }
}

std::string cudaWhy(const char* what, cudaError_t error) {
  return std::string(what) + ": " + cudaGetErrorString(error);
}

class GpuDevice : public Device {
 public:
  GpuDevice(const cudaDeviceProp& properties, cublasHandle_t blas)
      : properties_(properties), blas_(blas) {}
  ~GpuDevice() override {
    if (code_) cudaFree(code_);
    for (auto [start, stop] : pending_) {
      cudaEventDestroy(start);
      cudaEventDestroy(stop);
    }
    cublasDestroy(blas_);
  }

  std::string name() const override {
    int runtime = 0;
    cudaRuntimeGetVersion(&runtime);
    return std::string(properties_.name) + " (sm_" + std::to_string(properties_.major) +
           std::to_string(properties_.minor) + ", CUDA runtime " + std::to_string(runtime / 1000) +
           "." + std::to_string(runtime % 1000 / 10) + ")";
  }

  void* allocate(size_t bytes) override {
    void* p = nullptr;
    return cudaMalloc(&p, bytes) == cudaSuccess ? p : nullptr;
  }
  void release(void* pointer) override { cudaFree(pointer); }
  DeviceStatus upload(void* device, const void* host, size_t bytes) override {
    if (bytes == 0) return {};
    const cudaError_t e = cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice);
    return e == cudaSuccess ? DeviceStatus{} : cudaWhy("cudaMemcpy to the device", e);
  }
  DeviceStatus download(void* host, const void* device, size_t bytes) override {
    if (bytes == 0) return {};
    const cudaError_t e = cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost);
    return e == cudaSuccess ? DeviceStatus{} : cudaWhy("cudaMemcpy from the device", e);
  }

  DeviceStatus runChain(const ChainCode& code, const Buffers& buffers) override {
    void* staged = nullptr;
    if (DeviceStatus e = stage(&code, sizeof code, staged); !e.empty()) return e;
    const int blocks = gridFor(code.numElements, 256);
    const Timed timed(*this);
    chainKernel<<<blocks, 256>>>(static_cast<const ChainCode*>(staged), buffers);
    return launched("the chain kernel");
  }

  DeviceStatus runReduce(const ReduceCode& code, const Buffers& buffers) override {
    void* staged = nullptr;
    if (DeviceStatus e = stage(&code, sizeof code, staged); !e.empty()) return e;
    const int blocks = static_cast<int>(std::min<int64_t>(code.numOutputs, 1 << 20));
    const Timed timed(*this);
    reduceKernel<<<blocks, kReduceLanes>>>(static_cast<const ReduceCode*>(staged), buffers);
    return launched("the reduction kernel");
  }

  // Row-major C = A·B per batch is column-major Cᵀ = Bᵀ·Aᵀ: cuBLAS is
  // called with the operands swapped and nothing transposed. Pedantic math
  // mode: f32 products in f32 (no TF32, whatever NVIDIA_TF32_OVERRIDE says).
  DeviceStatus runGemm(const GemmCode& code, const Buffers& buffers) override {
    const size_t element = code.f64 ? 8 : 4;
    if (code.batch * code.m * code.n == 0) return {};
    if (code.k == 0) {
      const cudaError_t e = cudaMemset(buffers.data[code.c], 0,
                                       static_cast<size_t>(code.batch * code.m * code.n) * element);
      return e == cudaSuccess ? DeviceStatus{} : cudaWhy("cudaMemset", e);
    }
    if (code.m > INT_MAX || code.n > INT_MAX || code.k > INT_MAX || code.batch > INT_MAX)
      return "a product dimension exceeds cuBLAS's 32-bit sizes";
    const int m = static_cast<int>(code.m), n = static_cast<int>(code.n),
              k = static_cast<int>(code.k), batch = static_cast<int>(code.batch);
    const Timed timed(*this);
    cublasStatus_t status;
    if (code.f64) {
      const double one = 1, zero = 0;
      status = cublasDgemmStridedBatched(
          blas_, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one,
          reinterpret_cast<const double*>(buffers.data[code.b]), n, code.k * code.n,
          reinterpret_cast<const double*>(buffers.data[code.a]), k, code.m * code.k, &zero,
          reinterpret_cast<double*>(buffers.data[code.c]), n, code.m * code.n, batch);
    } else {
      const float one = 1, zero = 0;
      status = cublasSgemmStridedBatched(
          blas_, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &one,
          reinterpret_cast<const float*>(buffers.data[code.b]), n, code.k * code.n,
          reinterpret_cast<const float*>(buffers.data[code.a]), k, code.m * code.k, &zero,
          reinterpret_cast<float*>(buffers.data[code.c]), n, code.m * code.n, batch);
    }
    return status == CUBLAS_STATUS_SUCCESS
               ? DeviceStatus{}
               : std::string("cuBLAS gemm: ") + cublasGetStatusString(status);
  }

  DeviceStatus synchronize() override {
    const cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) return cudaWhy("a kernel failed", e);
    for (auto [start, stop] : pending_) {
      float ms = 0;
      if (cudaEventElapsedTime(&ms, start, stop) == cudaSuccess) seconds_ += ms / 1e3;
      cudaEventDestroy(start);
      cudaEventDestroy(stop);
    }
    pending_.clear();
    return {};
  }

  double launchSeconds() const override { return seconds_; }

  double peakBytesPerSecond() const override {
    int device = 0, memoryKHz = 0, busBits = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&memoryKHz, cudaDevAttrMemoryClockRate, device);
    cudaDeviceGetAttribute(&busBits, cudaDevAttrGlobalMemoryBusWidth, device);
    return 2.0 * memoryKHz * 1e3 * busBits / 8;
  }

 private:
  // Events around one launch, read at the next synchronize().
  class Timed {
   public:
    explicit Timed(GpuDevice& device) : device_(device) {
      if (cudaEventCreate(&start_) == cudaSuccess && cudaEventCreate(&stop_) == cudaSuccess)
        cudaEventRecord(start_);
    }
    ~Timed() {
      if (!start_ || !stop_) return;
      cudaEventRecord(stop_);
      device_.pending_.emplace_back(start_, stop_);
    }

   private:
    GpuDevice& device_;
    cudaEvent_t start_ = nullptr, stop_ = nullptr;
  };

  std::vector<std::pair<cudaEvent_t, cudaEvent_t>> pending_;
  double seconds_ = 0;
  // Copies a kernel's code to device memory kept for it (cudaMemcpy from
  // pageable memory waits for the kernels before it, so reuse is safe).
  DeviceStatus stage(const void* host, size_t bytes, void*& device) {
    if (bytes > codeBytes_) {
      if (code_) cudaFree(code_);
      code_ = nullptr;
      codeBytes_ = 0;
      if (cudaError_t e = cudaMalloc(&code_, bytes); e != cudaSuccess)
        return cudaWhy("cudaMalloc for kernel code", e);
      codeBytes_ = bytes;
    }
    device = code_;
    const cudaError_t e = cudaMemcpy(code_, host, bytes, cudaMemcpyHostToDevice);
    return e == cudaSuccess ? DeviceStatus{} : cudaWhy("cudaMemcpy of kernel code", e);
  }

  int gridFor(int64_t n, int threads) const {
    const int64_t wanted = (n + threads - 1) / threads;
    return static_cast<int>(std::max<int64_t>(
        1, std::min<int64_t>(wanted, int64_t{properties_.multiProcessorCount} * 32)));
  }

  static DeviceStatus launched(const char* what) {
    const cudaError_t e = cudaGetLastError();
    return e == cudaSuccess ? DeviceStatus{} : cudaWhy(what, e);
  }

  cudaDeviceProp properties_;
  cublasHandle_t blas_;
  void* code_ = nullptr;
  size_t codeBytes_ = 0;
};

}  // namespace
}  // namespace hlo_cts::backends::cuda

extern "C" __attribute__((visibility("default"))) hlo_cts::backends::cuda::Device*
hlo_cts_create_cuda_device(std::string* whyNot) {
  using namespace hlo_cts::backends::cuda;
  int count = 0;
  if (cudaError_t e = cudaGetDeviceCount(&count); e != cudaSuccess || count == 0) {
    *whyNot = e != cudaSuccess ? cudaWhy("no usable CUDA GPU", e) : "no CUDA GPU on this machine";
    return nullptr;
  }
  cudaDeviceProp properties;
  if (cudaError_t e = cudaGetDeviceProperties(&properties, 0); e != cudaSuccess) {
    *whyNot = cudaWhy("cudaGetDeviceProperties", e);
    return nullptr;
  }
  cublasHandle_t blas = nullptr;
  if (cublasStatus_t s = cublasCreate(&blas); s != CUBLAS_STATUS_SUCCESS) {
    *whyNot = std::string("cublasCreate: ") + cublasGetStatusString(s);
    return nullptr;
  }
  cublasSetMathMode(blas, CUBLAS_PEDANTIC_MATH);
  return new GpuDevice(properties, blas);
}
