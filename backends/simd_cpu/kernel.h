// The simd-cpu executor's kernel interface: one kernel per op (indexed by
// OpId, like every layer), called with its operands' tensors and writing
// its results. Kernels see only verified programs, so they never restate a
// constraint; what a kernel cannot do (an element type, a feature) it says
// at compile time through its `supports` check, so the backend declares
// NotSupported with the reason instead of failing at run time.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "spec/ir.h"
#include "spec/op_id.h"
#include "spec/process_grid.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::backends::simd_cpu {

// A value flowing between steps: a tensor, or a token (null tensor).
// Tensors are immutable once produced and shared, never copied. They are
// allocated non-const (std::make_shared<Tensor>), so the backend may move a
// result out that nothing else holds.
using TensorRef = std::shared_ptr<const Tensor>;

// Runs one of the op's regions (a reducer, a comparator, a loop body) on
// `arguments`; returns the operands of its terminator.
using RegionRunner =
    std::function<Result<std::vector<TensorRef>>(size_t region, std::span<const TensorRef>)>;

// The processes of an interpreter.run_parallel grid meet here.
using ProcessGrid = ProcessGridOf<TensorRef>;

// Where a step runs: process `self` of `grid`, or, with no grid, the single
// process (0, 0) of a 1×1 grid (a program run on its own).
struct ProcessContext {
  ProcessGrid* grid = nullptr;
  ProcessId self;
  int64_t numReplicas = 1;
  int64_t numPartitions = 1;
};

// One kernel invocation.
struct KernelCall {
  const Operation& op;
  std::span<const TensorRef> operands;
  // One per op result, empty: the kernel fills each (statically shaped
  // results can be made with `allocate`); a token result stays null.
  std::vector<TensorRef>& results;
  const RegionRunner& runRegion;
  const ProcessContext& process;

  const Tensor& operand(size_t i) const { return *operands[i]; }
  // A zero-filled tensor of result `i`'s declared (static) type.
  Tensor allocate(size_t i) const;
  void set(size_t i, Tensor tensor) const;
};

// Why a kernel cannot run `op` (empty: it can), decided from the op's
// types and attributes alone, at compile time.
using SupportCheck = std::string (*)(const Operation& op);
using Kernel = Status (*)(const KernelCall& call);

struct KernelEntry {
  OpId op = OpId::kUnknown;
  Kernel kernel = nullptr;
  SupportCheck supports = nullptr;  // null: every form of the op is supported
};

// Kernels indexed by OpId; each kernel file contributes its entries.
class KernelTable {
 public:
  KernelTable() = default;
  void add(std::span<const KernelEntry> entries);
  const KernelEntry* find(OpId op) const {
    const KernelEntry& e = entries_[static_cast<size_t>(op)];
    return op == OpId::kUnknown || !e.kernel ? nullptr : &e;
  }

 private:
  std::array<KernelEntry, kNumOps> entries_{};
};

// The executor's table (every kernel file's entries).
const KernelTable& simdCpuKernels();

// Each kernel family's entries (kernels_<family>.cpp).
std::span<const KernelEntry> dataMovementKernels();
std::span<const KernelEntry> indexingKernels();
std::span<const KernelEntry> reductionKernels();
std::span<const KernelEntry> linalgKernels();
std::span<const KernelEntry> contractionKernels();
std::span<const KernelEntry> miscKernels();
std::span<const KernelEntry> collectiveKernels();
std::span<const KernelEntry> normalizationKernels();
std::span<const KernelEntry> quantizationKernels();
std::span<const KernelEntry> solverKernels();
std::span<const KernelEntry> fftKernels();
// Every element-wise op whose operands or result are quantized
// (kernels_quantization.cpp): the plan runs it instead of fusing the op.
const KernelEntry& quantizedElementwiseKernel();
// uniform_dequantize into a tensor of the expressed type, and
// uniform_quantize of values of the expressed type into `type`.
Tensor dequantizedTensor(const Tensor& t);
Tensor quantizedTensor(const Tensor& floats, const Type& type);

// Advances a row-major multi-index over `shape` by one (wrapping to all
// zeros after the last).
inline void nextIndex(std::vector<int64_t>& index, std::span<const int64_t> shape) {
  for (size_t d = index.size(); d-- > 0;) {
    if (++index[d] < shape[d]) return;
    index[d] = 0;
  }
}

// A rank-0 tensor holding element `index` of `t` (the arguments of a region
// run per element: reducers, comparators, update computations).
TensorRef scalarOf(const Tensor& t, int64_t index);

// The error of a kernel for `op` (located at the op, as the oracle's are).
Diagnostic kernelError(const Operation& op, std::string message);

// Shared support checks.
// Why an attribute view (spec/ops/attribute_views.h) cannot read an op
// (empty: it can): a support check answers with it, so an op whose
// attributes the view rejects is NotSupported at compile time, before its
// kernel would fail on the same read.
template <class T>
std::string viewProblem(const Result<T>& view) {
  return view.ok() ? std::string() : view.error().message;
}

// Empty when every operand and result is a statically shaped tensor.
std::string requireStaticTensors(const Operation& op);
// The same, quantized tensors included.
std::string requireStaticShapes(const Operation& op);

}  // namespace hlo_cts::backends::simd_cpu
