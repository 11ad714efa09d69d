// Where the CUDA executor's kernels run. Two implementations of one small
// interface: the GPU (cuda_device.cu, built only where the CUDA toolkit is,
// into a module loaded at run time so nothing else links CUDA), and the host
// (host_device.cpp), which runs the same device functions (device_code.h)
// in plain loops: what CI tests on a machine without a GPU.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "backends/cuda/device_code.h"

namespace hlo_cts::backends::cuda {

// A device's status: empty on success, else what went wrong.
using DeviceStatus = std::string;

class Device {
 public:
  virtual ~Device() = default;

  // "NVIDIA H100 80GB HBM3 (sm_90, CUDA 13.0)", "host (CPU emulation)".
  virtual std::string name() const = 0;

  // Device memory: `allocate` returns null when out of memory.
  virtual void* allocate(size_t bytes) = 0;
  virtual void release(void* pointer) = 0;
  virtual DeviceStatus upload(void* device, const void* host, size_t bytes) = 0;
  virtual DeviceStatus download(void* host, const void* device, size_t bytes) = 0;

  // `code` is host memory; the device copies what it needs.
  virtual DeviceStatus runChain(const ChainCode& code, const Buffers& buffers) = 0;
  virtual DeviceStatus runReduce(const ReduceCode& code, const Buffers& buffers) = 0;
  virtual DeviceStatus runGemm(const GemmCode& code, const Buffers& buffers) = 0;
  // Waits for everything launched so far; reports the first asynchronous error.
  virtual DeviceStatus synchronize() = 0;

  // Seconds spent in launches (kernels and GEMMs, not copies) since the
  // device was opened, as of the last synchronize(): what bench/ divides
  // the bytes a program moves by.
  virtual double launchSeconds() const = 0;
  // The memory bandwidth the device's data sheet implies (memory clock ×
  // bus width × 2), bytes per second; 0 when unknown (the host).
  virtual double peakBytesPerSecond() const { return 0; }
};

// The host device: exact emulation of the kernels' arithmetic on the CPU.
std::shared_ptr<Device> hostDevice();

// The first CUDA GPU, through the module built from cuda_device.cu; an
// error (and no device) when the module was not built, cannot be loaded,
// or finds no GPU. HLO_CTS_CUDA_MODULE overrides where the module is.
std::shared_ptr<Device> openCudaDevice(std::string& whyNot);

// The entry point the module exports, extern "C": a Device* the caller
// owns, or null with `whyNot` filled.
using CreateCudaDeviceFn = Device* (*)(std::string* whyNot);
inline constexpr const char* kCreateCudaDeviceSymbol = "hlo_cts_create_cuda_device";

}  // namespace hlo_cts::backends::cuda
