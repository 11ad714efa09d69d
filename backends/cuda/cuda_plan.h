// The CUDA executor's compiled form of a program: its entry function as
// device buffers ("slots") and launches over them. Element-wise ops and the
// ops that only re-index (transpose, broadcast_in_dim, slice, reverse, iota,
// convert) fuse into one chain kernel per value that is read more than once
// or by a non-element-wise op; reshape shares its operand's buffer; reduce
// with a one-op body is a reduction kernel; dot_general on f32/f64 is a
// batched GEMM (cuBLAS on the GPU) after the operands are permuted into
// [batch, rows, contraction] / [batch, contraction, columns] order. Anything
// else (control flow, calls, other ops, complex and quantized types) is
// declared NotSupported at compile time, with the op and the reason.
#pragma once

#include <chrono>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "backends/cuda/device.h"
#include "spec/ir.h"
#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::backends::cuda {

struct Launch {
  enum class Kind : uint8_t { kChain, kReduce, kGemm };
  Kind kind = Kind::kChain;
  const Operation* op = nullptr;  // for errors: the op whose value it computes
  std::shared_ptr<const ChainCode> chain;
  ReduceCode reduce;
  GemmCode gemm;
  std::vector<int> slots;  // buffer i of the launch is slot slots[i]
};

struct Slot {
  size_t bytes = 0;
  int aliasOf = -1;  // reshape: the slot whose buffer it shares
};

class CudaPlan {
 public:
  // Compiles function `entry` of a verified module; kNotSupported names the
  // first op it cannot run and why.
  static Result<std::unique_ptr<CudaPlan>> compile(const Module& module, std::string_view entry);

  Result<std::vector<Tensor>> run(Device& device, std::span<const Tensor> arguments,
                                  std::chrono::steady_clock::time_point deadline) const;

  size_t numLaunches() const { return launches_.size(); }
  // The bytes the launches read and write at the least: each buffer a
  // launch names, once (bench/: achieved bandwidth).
  size_t launchBytes() const;
  size_t numSlots() const { return slots_.size(); }

 private:
  friend class PlanBuilder;
  std::vector<Slot> slots_;
  std::vector<int> argumentSlots_;
  std::vector<std::pair<int, Tensor>> constants_;
  std::vector<Launch> launches_;
  std::vector<int> resultSlots_;
  std::vector<Type> resultTypes_;
};

// The ops the executor compiles in some form (their types are checked per
// program).
std::vector<OpId> cudaSupportedOps();

}  // namespace hlo_cts::backends::cuda
