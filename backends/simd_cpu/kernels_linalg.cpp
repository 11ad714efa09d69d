#include "backends/simd_cpu/kernel.h"

namespace hlo_cts::backends::simd_cpu {

std::span<const KernelEntry> linalgKernels() {
  return {};
}

}  // namespace hlo_cts::backends::simd_cpu
