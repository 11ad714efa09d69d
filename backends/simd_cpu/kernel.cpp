#include "backends/simd_cpu/kernel.h"

#include <fmt/format.h>

#include <cstring>

namespace hlo_cts::backends::simd_cpu {

Tensor KernelCall::allocate(size_t i) const {
  return Tensor(op.result(i)->type);
}

void KernelCall::set(size_t i, Tensor tensor) const {
  results.at(i) = std::make_shared<Tensor>(std::move(tensor));
}

void KernelTable::add(std::span<const KernelEntry> entries) {
  for (const KernelEntry& e : entries) entries_[static_cast<size_t>(e.op)] = e;
}

const KernelTable& simdCpuKernels() {
  static const KernelTable table = [] {
    KernelTable t;
    t.add(dataMovementKernels());
    t.add(collectiveKernels());
    t.add(indexingKernels());
    t.add(reductionKernels());
    t.add(linalgKernels());
    t.add(contractionKernels());
    t.add(miscKernels());
    t.add(normalizationKernels());
    t.add(quantizationKernels());
    t.add(solverKernels());
    t.add(fftKernels());
    return t;
  }();
  return table;
}

TensorRef scalarOf(const Tensor& t, int64_t index) {
  auto scalar = std::make_shared<Tensor>(std::vector<int64_t>{}, t.elementType());
  std::memcpy(scalar->mutableBytes().data(), t.bytes().data() + index * t.elementBytes(),
              static_cast<size_t>(t.elementBytes()));
  return scalar;
}

Diagnostic kernelError(const Operation& op, std::string message) {
  return makeError(fmt::format("{}: {}", op.name(), message), op.location);
}

namespace {

std::string requireStatic(const Operation& op, bool quantized) {
  auto check = [&](const Type& t) {
    return t.isTensor() && t.hasStaticShape() && (quantized || !t.isQuantized());
  };
  const char* why = quantized ? "only statically shaped tensors are supported by simd-cpu"
                              : "only statically shaped, non-quantized tensors are supported by "
                                "simd-cpu";
  for (const Value* v : op.operands())
    if (!check(v->type)) return why;
  for (const auto& r : op.results())
    if (!check(r->type)) return why;
  return {};
}

}  // namespace

std::string requireStaticTensors(const Operation& op) {
  return requireStatic(op, false);
}

std::string requireStaticShapes(const Operation& op) {
  return requireStatic(op, true);
}

}  // namespace hlo_cts::backends::simd_cpu
