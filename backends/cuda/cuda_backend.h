// The built-in CUDA executor, `--backend cuda`: element-wise chains fused
// into one kernel each, reductions, and f32/f64 products through cuBLAS, on
// the first NVIDIA GPU, judged under suites/profiles/cuda.profile (CUDA's
// documented math-library accuracy). Without a GPU (or without the CUDA
// toolkit at build time) the backend is unavailable, and says why.
//
// `--backend cuda-host` runs the same compiled programs on the host device:
// the kernels' own arithmetic (device_code.h) in plain loops. CI has no
// GPU; this is how it tests everything the executor decides but the GPU's
// math library and cuBLAS.
#pragma once

#include <memory>

#include "backends/backend.h"
#include "backends/cuda/device.h"

namespace hlo_cts::backends {

// A CUDA-executor backend on `device`, named `name`.
std::unique_ptr<Backend> makeCudaBackend(std::shared_ptr<cuda::Device> device, std::string name);

// `--backend cuda`: the GPU, or an error saying why it is unavailable.
Result<std::unique_ptr<Backend>> openCudaBackend();

}  // namespace hlo_cts::backends
