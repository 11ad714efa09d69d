// Kernels that move no data of their own: storage reinterpretation
// (bitcast_convert), the process identity of a single-process run
// (replica_id, partition_id), and CHLO's constant_like.
#include <cstring>

#include "backends/simd_cpu/kernel.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// bitcast_convert keeps the little-endian bytes; only whole-byte types
// have a byte layout to keep (sub-byte types take a byte each in memory),
// so between sub-byte types only the same width (each element's bits
// kept) is supported.
std::string bitcastSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  const ElementType from = op.operand(0)->type.elementType();
  const ElementType to = op.result(0)->type.elementType();
  if ((bitWidth(from) % 8 != 0 || bitWidth(to) % 8 != 0) && bitWidth(from) != bitWidth(to))
    return "bitcast_convert of sub-byte types to another width is not supported by simd-cpu";
  return {};
}

Status bitcastConvert(const KernelCall& call) {
  Tensor out = call.allocate(0);
  const Tensor& in = call.operand(0);
  if (bitWidth(in.elementType()) % 8 != 0) {  // a sub-byte type of the same width
    for (int64_t i = 0; i < in.numElements(); ++i) out.setBits(i, in.bits(i));
    call.set(0, std::move(out));
    return Status::success();
  }
  if (in.bytes().size() != out.bytes().size())
    return kernelError(call.op, "operand and result sizes differ");
  if (!out.bytes().empty())
    std::memcpy(out.mutableBytes().data(), in.bytes().data(), in.bytes().size());
  call.set(0, std::move(out));
  return Status::success();
}

// A single process: replica 0 of partition 0.
Status processZero(const KernelCall& call) {
  call.set(0, call.allocate(0));
  return Status::success();
}

Status constantLike(const KernelCall& call) {
  const Attribute* value = call.op.attr("value");
  Tensor out = call.allocate(0);
  uint64_t bits = 0;
  if (value && value->kind() == Attribute::Kind::kFloat)
    bits = value->floatBits();
  else if (value &&
           (value->kind() == Attribute::Kind::kInteger || value->kind() == Attribute::Kind::kBool))
    bits = static_cast<uint64_t>(value->intValue());
  else if (value && value->kind() == Attribute::Kind::kDenseElements &&
           value->tensor().numElements() == 1)
    bits = value->tensor().bits(0);
  else
    return kernelError(call.op, "value must be a scalar attribute");
  for (int64_t i = 0; i < out.numElements(); ++i) out.setBits(i, bits);
  call.set(0, std::move(out));
  return Status::success();
}

const KernelEntry kMiscEntries[] = {
    {OpId::kBitcastConvert, bitcastConvert, bitcastSupport},
    {OpId::kReplicaId, processZero, requireStaticTensors},
    {OpId::kPartitionId, processZero, requireStaticTensors},
    {OpId::kChloConstantLike, constantLike, requireStaticTensors},
};

}  // namespace

std::span<const KernelEntry> miscKernels() {
  return kMiscEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
