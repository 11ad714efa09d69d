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

// A kernel's code is its parameter, __grid_constant__: kernel parameters
// live in constant memory, so every thread of a warp reading the same
// instruction is served in one broadcast, and each launch carries its own
// code (several workers' devices share one process and its module). A
// parameter may be up to 32764 bytes since CUDA 12.1 on sm_70 and later.
static_assert(sizeof(ChainCode) + sizeof(Buffers) < 32000 &&
                  sizeof(ReduceCode) + sizeof(Buffers) + 64 < 32000,
              "a kernel's code must fit its parameters");

__global__ void chainKernel(const __grid_constant__ ChainCode code, Buffers buffers) {
  const int64_t n = code.numElements;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    runChainElement(code, buffers, i);
}

// The warps of a block, each reducing one segment (device_code.h's
// schedule); the block's blocksPerOutput-th share of an output's segments.
inline constexpr int kReduceWarps = 8;

__device__ Partial shuffleDown(const Partial& v, int distance, int operands) {
  Partial y;
  for (int i = 0; i < kMaxReduceOperands; ++i)
    if (i < operands) y.values[i].i = __shfl_down_sync(0xffffffffu, v.values[i].i, distance);
  y.present = __shfl_down_sync(0xffffffffu, static_cast<int>(v.present), distance) != 0;
  return y;
}

// Block b reduces segments [g * warps, (g + 1) * warps) of output
// b / blocksPerOutput (g = b % blocksPerOutput), one warp each: each lane
// folds its run of a step, the runs are combined neighbours first through
// shuffles (lane l takes lane l + d for d = 1, 2, 4, ... where l is a
// multiple of 2d: combineInOrder's order), appended to the warp's running
// value; then the
// block's segments in order. With one block per output it finishes the
// output; otherwise reduceGroupsKernel combines the blocks' values.
__global__ void __launch_bounds__(kReduceWarps* kReduceLanes, 3)
    reduceSegmentsKernel(const __grid_constant__ ReduceCode code, Buffers buffers, Partial* groups,
                         int warps, int blocksPerOutput, int64_t blocks) {
  __shared__ alignas(Partial) unsigned char storage[kReduceWarps * sizeof(Partial)];
  Partial* warpValues = reinterpret_cast<Partial*>(storage);
  const int lane = static_cast<int>(threadIdx.x) % kReduceLanes;
  const int warp = static_cast<int>(threadIdx.x) / kReduceLanes;
  for (int64_t block = blockIdx.x; block < blocks; block += gridDim.x) {
    const int64_t output = block / blocksPerOutput;
    const int64_t group = block % blocksPerOutput;
    const int64_t base = reduceBase(code, output);
    const int64_t segment = group * warps + warp;
    const int64_t end = segmentEnd(code, segment);
    Partial value;
    for (int64_t p = segmentBegin(code, segment); p < end; p += kReduceStep) {
      Partial v = laneRun(code, buffers, base, p + int64_t{lane} * kReduceRun, end);
      for (int d = 1; d < kReduceLanes; d *= 2) {
        const Partial y = shuffleDown(v, d, code.numOperands);
        if (lane % (2 * d) == 0) v = combinePartials(code, v, y);
      }
      if (lane == 0) value = combinePartials(code, value, v);
    }
    if (lane == 0) warpValues[warp] = value;
    __syncthreads();
    if (threadIdx.x == 0) {
      const Partial total = combineInOrder(code, warpValues, warps);
      if (blocksPerOutput == 1)
        finishReduce(code, buffers, output, total);
      else
        groups[block] = total;
    }
    __syncthreads();
  }
}

// One thread per output: its blocks' values in order, then the inits.
__global__ void reduceGroupsKernel(const __grid_constant__ ReduceCode code, Buffers buffers,
                                   Partial* groups, int blocksPerOutput) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t output = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
       output < code.numOutputs; output += stride)
    finishReduce(code, buffers, output,
                 combineInOrder(code, groups + output * blocksPerOutput, blocksPerOutput));
}

std::string cudaWhy(const char* what, cudaError_t error) {
  return std::string(what) + ": " + cudaGetErrorString(error);
}

class GpuDevice : public Device {
 public:
  GpuDevice(const cudaDeviceProp& properties, cublasHandle_t blas)
      : properties_(properties), blas_(blas) {}
  ~GpuDevice() override {
    if (groups_) cudaFree(groups_);
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
    const int blocks = gridFor(code.numElements, 256);
    const Timed timed(*this);
    chainKernel<<<blocks, 256>>>(code, buffers);
    return launched("the chain kernel");
  }

  DeviceStatus runReduce(const ReduceCode& code, const Buffers& buffers) override {
    const int warps = std::min(code.segments, kReduceWarps);
    const int blocksPerOutput = code.segments / warps;
    const int64_t blocks = code.numOutputs * blocksPerOutput;
    Partial* groups = nullptr;
    if (blocksPerOutput > 1) {
      const size_t bytes = static_cast<size_t>(blocks) * sizeof(Partial);
      if (bytes > groupBytes_) {
        if (groups_) cudaFree(groups_);
        groups_ = nullptr;
        groupBytes_ = 0;
        if (cudaError_t e = cudaMalloc(&groups_, bytes); e != cudaSuccess)
          return cudaWhy("cudaMalloc for a reduction's partial values", e);
        groupBytes_ = bytes;
      }
      groups = static_cast<Partial*>(groups_);
    }
    const Timed timed(*this);
    reduceSegmentsKernel<<<static_cast<int>(std::min<int64_t>(blocks, 1 << 30)),
                           warps * kReduceLanes>>>(code, buffers, groups, warps, blocksPerOutput,
                                                   blocks);
    if (DeviceStatus e = launched("the reduction kernel"); !e.empty()) return e;
    if (blocksPerOutput == 1) return {};
    reduceGroupsKernel<<<gridFor(code.numOutputs, 128), 128>>>(code, buffers, groups,
                                                               blocksPerOutput);
    return launched("the reduction's second kernel");
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
  void* groups_ = nullptr;  // reduceSegmentsKernel's values of blocks, grown as needed
  size_t groupBytes_ = 0;
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
