// Collectives in the one process simd-cpu runs (replica 0 of partition 0):
// every process group is {0}, so each result is its operand, unchanged and
// not copied (all_gather and all_to_all concatenate one piece, all_reduce,
// reduce_scatter, collective_reduce and cross-replica-sum reduce one value,
// which applies no computation, collective_broadcast sends to itself), and
// collective_permute passes the operand on when a pair sends process 0 to
// itself, zeros otherwise (the spec's value for a process no pair targets).
// A group or pair that names another process, a split_count other than 1,
// or a result type other than its operand's is not supported: the run has
// no such process.
#include <string>

#include "backends/simd_cpu/kernel.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

// Why the process ids of `name` (replica_groups, source_target_pairs) do
// not fit a single process: each must be 0 (or -1, a padding entry of
// uneven groups).
std::string singleProcessIds(const Operation& op, std::string_view name) {
  const Attribute* ids = op.attr(name);
  if (!ids) return {};
  if (ids->kind() != Attribute::Kind::kDenseElements)
    return std::string(name) + " is not a dense tensor";
  for (int64_t i = 0; i < ids->tensor().numElements(); ++i)
    if (const int64_t id = ids->tensor().intValue(i); id != 0 && id != -1)
      return std::string(name) + " names process " + std::to_string(id) +
             ", and simd-cpu runs a single process";
  return {};
}

std::string singleProcessSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  if (op.numResults() != op.numOperands()) return "results and operands differ in number";
  for (size_t i = 0; i < op.numResults(); ++i)
    if (op.result(i)->type != op.operand(i)->type)
      return "a result type other than its operand's is not supported by simd-cpu";
  if (const Attribute* split = op.attr("split_count"); split && split->intValue() != 1)
    return "split_count must be 1 in a single process";
  for (std::string_view name : {"replica_groups", "source_target_pairs"})
    if (std::string why = singleProcessIds(op, name); !why.empty()) return why;
  return {};
}

Status forwardOperands(const KernelCall& call) {
  for (size_t i = 0; i < call.operands.size(); ++i) call.results.at(i) = call.operands[i];
  return Status::success();
}

Status collectivePermute(const KernelCall& call) {
  bool toSelf = false;
  if (const Attribute* pairs = call.op.attr("source_target_pairs")) {
    const Tensor& t = pairs->tensor();
    for (int64_t i = 0; i + 1 < t.numElements(); i += 2)
      toSelf = toSelf || (t.intValue(i) == 0 && t.intValue(i + 1) == 0);
  }
  if (toSelf) return forwardOperands(call);
  for (size_t i = 0; i < call.operands.size(); ++i) call.set(i, call.allocate(i));
  return Status::success();
}

const KernelEntry kCollectiveEntries[] = {
    {OpId::kAllGather, forwardOperands, singleProcessSupport},
    {OpId::kAllReduce, forwardOperands, singleProcessSupport},
    {OpId::kAllToAll, forwardOperands, singleProcessSupport},
    {OpId::kCollectiveBroadcast, forwardOperands, singleProcessSupport},
    {OpId::kCollectiveReduce, forwardOperands, singleProcessSupport},
    {OpId::kCrossReplicaSum, forwardOperands, singleProcessSupport},
    {OpId::kReduceScatter, forwardOperands, singleProcessSupport},
    {OpId::kCollectivePermute, collectivePermute, singleProcessSupport},
};

}  // namespace

std::span<const KernelEntry> collectiveKernels() {
  return kCollectiveEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
