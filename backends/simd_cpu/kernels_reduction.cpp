#include "backends/simd_cpu/kernel.h"

namespace hlo_cts::backends::simd_cpu {

std::span<const KernelEntry> reductionKernels() {
  return {};
}

}  // namespace hlo_cts::backends::simd_cpu
