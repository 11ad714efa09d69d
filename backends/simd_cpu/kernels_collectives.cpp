// The distributed ops (spec "Parallel execution", "Collective ops"):
// replica_id, partition_id, all_gather, all_reduce, all_to_all,
// reduce_scatter, collective_permute, collective_broadcast,
// collective_reduce, cross-replica-sum, send, recv and infeed.
//
// A program run on its own is the single process (0, 0) of a 1×1 grid:
// every group is that process alone and each collective passes its operand
// through. Under interpreter.run_parallel (plan.cpp) each process runs on
// its own thread and meets its group at the grid (spec/process_grid.h);
// which processes form the group and what the collective makes of the
// gathered values is computed here, independently of the oracle. Reducing
// collectives fold the group's values in group order with their
// computation, one element at a time (any schedule is allowed; the oracle
// judges the rest). A group that names a process outside the grid, or a
// result shape the gathered values do not give, is an error at run time.
#include <fmt/format.h>

#include <algorithm>
#include <complex>
#include <cstring>
#include <optional>
#include <string>

#include "backends/simd_cpu/elementwise_internal.h"
#include "backends/simd_cpu/kernels_layout.h"

namespace hlo_cts::backends::simd_cpu {
namespace {

using Group = std::vector<ProcessId>;
using Values = std::vector<TensorRef>;

// How the ids of a group name processes (spec cross_replica,
// cross_partition, cross_replica_and_partition, flattened_ids).
enum class Ids { kReplicas, kPartitions, kReplicasEveryPartition, kFlattened };

// all_gather, all_reduce, reduce_scatter, collective_reduce.
Ids gatheringIds(const ops::ChannelAttrs& channel) {
  if (channel.useGlobalDeviceIds) return Ids::kFlattened;
  return channel.channelId > 0 ? Ids::kReplicasEveryPartition : Ids::kReplicas;
}

// all_to_all, collective_permute, collective_broadcast.
Ids axisIds(const ops::ChannelAttrs& channel) {
  return channel.channelId > 0 ? Ids::kPartitions : Ids::kReplicas;
}

// The group of replica_groups that holds this process, in group order;
// nullopt when none does. No groups (or one empty row) is every process
// along the ids' axis.
Result<std::optional<Group>> groupOf(const KernelCall& call, Ids ids) {
  const ProcessContext& at = call.process;
  Result<std::vector<std::vector<int64_t>>> groups = ops::replicaGroups(call.op);
  if (!groups.ok()) return groups.takeError();
  std::vector<std::vector<int64_t>>& rows = *groups;
  const int64_t limit = ids == Ids::kPartitions  ? at.numPartitions
                        : ids == Ids::kFlattened ? at.numReplicas * at.numPartitions
                                                 : at.numReplicas;
  if (rows.empty() || (rows.size() == 1 && rows[0].empty())) {
    rows.assign(1, {});
    for (int64_t i = 0; i < limit; ++i) rows[0].push_back(i);
  }
  for (const std::vector<int64_t>& row : rows)
    for (int64_t id : row)
      if (id >= limit)
        return kernelError(call.op, fmt::format("process id {} is outside the {}×{} process grid",
                                                id, at.numReplicas, at.numPartitions));
  for (const std::vector<int64_t>& row : rows) {
    Group g;
    switch (ids) {
      case Ids::kReplicas:
        for (int64_t id : row) g.push_back({id, at.self.partition});
        break;
      case Ids::kPartitions:
        for (int64_t id : row) g.push_back({at.self.replica, id});
        break;
      case Ids::kReplicasEveryPartition:
        for (int64_t p = 0; p < at.numPartitions; ++p)
          for (int64_t id : row) g.push_back({id, p});
        break;
      case Ids::kFlattened:
        for (int64_t id : row) g.push_back({id / at.numPartitions, id % at.numPartitions});
        break;
    }
    if (std::find(g.begin(), g.end(), at.self) != g.end()) return std::optional<Group>(g);
  }
  return std::optional<Group>();
}

Result<Group> memberGroupOf(const KernelCall& call, Ids ids) {
  Result<std::optional<Group>> group = groupOf(call, ids);
  if (!group.ok()) return group.takeError();
  if (!*group)
    return kernelError(call.op, fmt::format("process {} is in no replica group",
                                            formatProcess(call.process.self)));
  return std::move(**group);
}

size_t indexIn(const Group& group, ProcessId p) {
  return static_cast<size_t>(std::find(group.begin(), group.end(), p) - group.begin());
}

// Every member's `values`, in group order: at the grid, or alone when the
// group is this process only.
Result<std::vector<Values>> meet(const KernelCall& call, const Group& group, Values values) {
  if (ProcessGrid* grid = call.process.grid) {
    Result<std::vector<Values>> all =
        grid->rendezvous(call.process.self, call.op.name(), group, std::move(values));
    if (!all.ok()) return kernelError(call.op, all.error().message);
    return all;
  }
  if (group.size() != 1 || !(group[0] == call.process.self))
    return kernelError(call.op, fmt::format("a group of {} processes needs a process grid "
                                            "(interpreter.run_parallel)",
                                            group.size()));
  return std::vector<Values>{std::move(values)};
}

Values operandsOf(const KernelCall& call, size_t count) {
  return Values(call.operands.begin(), call.operands.begin() + static_cast<long>(count));
}

// A run of `part` copied into `whole` at `offset` along `dim` (whole and
// part agree on every other dimension), or the reverse.
void copyAlong(const Tensor& from, Tensor& to, int64_t dim, int64_t offset, bool intoWhole) {
  const Tensor& part = intoWhole ? from : to;
  const Tensor& whole = intoWhole ? to : from;
  if (part.numElements() == 0) return;
  const std::vector<int64_t> wholeStrides = rowMajorStrides(whole.shape());
  StridedCopy c;
  c.shape = part.shape();
  std::vector<int64_t>& partSide = intoWhole ? c.srcStrides : c.dstStrides;
  std::vector<int64_t>& wholeSide = intoWhole ? c.dstStrides : c.srcStrides;
  partSide = rowMajorStrides(part.shape());
  wholeSide = wholeStrides;
  (intoWhole ? c.dstBase : c.srcBase) = offset * wholeStrides[static_cast<size_t>(dim)];
  copyStrided(c, to.mutableBytes().data(), from.bytes().data(), to.elementBytes());
}

// `parts` concatenated along `dim` into result `i`'s declared type.
Result<Tensor> concatenated(const KernelCall& call, size_t i,
                            const std::vector<const Tensor*>& parts, int64_t dim) {
  Tensor out = call.allocate(i);
  int64_t offset = 0;
  for (const Tensor* part : parts) {
    std::vector<int64_t> expected = out.shape();
    expected[static_cast<size_t>(dim)] = part->shape()[static_cast<size_t>(dim)];
    if (part->shape() != expected || part->elementType() != out.elementType() ||
        offset + expected[static_cast<size_t>(dim)] > out.shape()[static_cast<size_t>(dim)])
      return kernelError(call.op, fmt::format("the gathered values do not make result {}'s "
                                              "shape along dimension {}",
                                              i, dim));
    copyAlong(*part, out, dim, offset, true);
    offset += expected[static_cast<size_t>(dim)];
  }
  if (offset != out.shape()[static_cast<size_t>(dim)])
    return kernelError(call.op, fmt::format("the gathered values do not make result {}'s shape "
                                            "along dimension {}",
                                            i, dim));
  return out;
}

// Part `index` of `count` equal parts of `t` along `dim`.
Result<Tensor> partOf(const KernelCall& call, const Tensor& t, int64_t count, int64_t dim,
                      int64_t index) {
  std::vector<int64_t> shape = t.shape();
  if (count <= 0 || shape[static_cast<size_t>(dim)] % count != 0)
    return kernelError(call.op, fmt::format("dimension {} of size {} does not split into {} "
                                            "parts",
                                            dim, shape[static_cast<size_t>(dim)], count));
  shape[static_cast<size_t>(dim)] /= count;
  Tensor out(t.type().withShape(shape));
  copyAlong(t, out, dim, index * shape[static_cast<size_t>(dim)], false);
  return out;
}

// --- the group's values reduced by the op's computation ----------------------

// The computation folds the values in group order, element by element:
// body(acc..., next...) with one argument pair per operand. A body of two
// arguments over several operands (the variadic form) reduces each operand
// on its own.
Result<Values> reduced(const KernelCall& call, const std::vector<Values>& all) {
  if (all.size() == 1) return all[0];  // one member: nothing to apply
  const size_t operands = all[0].size();
  const size_t pairs = call.op.region(0)->front()->numArguments() / 2;
  const size_t together = pairs == operands ? operands : 1;
  Values out(operands);
  for (size_t first = 0; first < operands; first += together) {
    std::vector<Tensor> results;
    for (size_t i = first; i < first + together; ++i) results.emplace_back(all[0][i]->type());
    const int64_t n = all[0][first]->numElements();
    for (int64_t j = 0; j < n; ++j) {
      Values acc;
      for (size_t i = first; i < first + together; ++i) acc.push_back(scalarOf(*all[0][i], j));
      for (size_t k = 1; k < all.size(); ++k) {
        Values arguments = acc;
        for (size_t i = first; i < first + together; ++i)
          arguments.push_back(scalarOf(*all[k][i], j));
        Result<Values> r = call.runRegion(0, arguments);
        if (!r.ok()) return r.takeError();
        if (r->size() != together)
          return kernelError(call.op, fmt::format("the computation returned {} values for {}",
                                                  r->size(), together));
        acc = std::move(*r);
      }
      for (size_t i = 0; i < together; ++i)
        std::memcpy(results[i].mutableBytes().data() + j * results[i].elementBytes(),
                    acc[i]->bytes().data(), static_cast<size_t>(results[i].elementBytes()));
    }
    for (size_t i = 0; i < together; ++i)
      out[first + i] = std::make_shared<Tensor>(std::move(results[i]));
  }
  return out;
}

// The computation's arguments must be the operands' element types (the
// spec also allows promoted ones, which simd-cpu does not run).
std::string sameTypeBody(const Operation& op, size_t operands) {
  const Block& body = *op.region(0)->front();
  const size_t pairs = body.numArguments() / 2;
  if (pairs != operands && pairs != 1) return "a computation of another arity";
  for (size_t i = 0; i < operands; ++i)
    if (body.argument(pairs == 1 ? 0 : i)->type.elementType() != op.operand(i)->type.elementType())
      return "a computation on promoted element types is not supported by simd-cpu";
  return {};
}

// --- kernels -------------------------------------------------------------------

Status processIndex(const KernelCall& call, int64_t id) {
  Tensor t = call.allocate(0);
  t.setBits(0, static_cast<uint64_t>(id));
  call.set(0, std::move(t));
  return Status::success();
}

Status replicaId(const KernelCall& call) {
  return processIndex(call, call.process.self.replica);
}

Status partitionId(const KernelCall& call) {
  return processIndex(call, call.process.self.partition);
}

// all_gather: the group's operands concatenated along all_gather_dim.
Status allGather(const KernelCall& call) {
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  Result<int64_t> dim = ops::dimensionAttr(call.op);
  if (!dim.ok()) return dim.takeError();
  Result<Group> group = memberGroupOf(call, gatheringIds(*channel));
  if (!group.ok()) return group.takeError();
  Result<std::vector<Values>> all = meet(call, *group, operandsOf(call, call.operands.size()));
  if (!all.ok()) return all.takeError();
  for (size_t i = 0; i < call.operands.size(); ++i) {
    std::vector<const Tensor*> parts;
    for (const Values& member : *all) parts.push_back(member[i].get());
    Result<Tensor> whole = concatenated(call, i, parts, *dim);
    if (!whole.ok()) return whole.takeError();
    call.set(i, std::move(*whole));
  }
  return Status::success();
}

Status setAll(const KernelCall& call, Values values) {
  for (size_t i = 0; i < values.size(); ++i) call.results.at(i) = std::move(values[i]);
  return Status::success();
}

// The group's operands reduced by the computation (all_reduce,
// reduce_scatter); `group` receives the group.
Result<Values> reducedOverGroup(const KernelCall& call, Group& group) {
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  Result<Group> member = memberGroupOf(call, gatheringIds(*channel));
  if (!member.ok()) return member.takeError();
  group = std::move(*member);
  Result<std::vector<Values>> all = meet(call, group, operandsOf(call, call.operands.size()));
  if (!all.ok()) return all.takeError();
  return reduced(call, *all);
}

Status allReduce(const KernelCall& call) {
  Group group;
  Result<Values> r = reducedOverGroup(call, group);
  if (!r.ok()) return r.takeError();
  return setAll(call, std::move(*r));
}

// reduce_scatter: the all_reduce's part at this process's group index,
// split along scatter_dimension.
Status reduceScatter(const KernelCall& call) {
  Result<int64_t> dimension = ops::dimensionAttr(call.op);
  if (!dimension.ok()) return dimension.takeError();
  const int64_t dim = *dimension;
  Group group;
  Result<Values> r = reducedOverGroup(call, group);
  if (!r.ok()) return r.takeError();
  const Values& whole = *r;
  const auto count = static_cast<int64_t>(group.size());
  const auto index = static_cast<int64_t>(indexIn(group, call.process.self));
  for (size_t i = 0; i < whole.size(); ++i) {
    Result<Tensor> part = partOf(call, *whole[i], count, dim, index);
    if (!part.ok()) return part.takeError();
    call.set(i, std::move(*part));
  }
  return Status::success();
}

// cross-replica-sum: an all_reduce with add over replica_groups, in the
// operand's lane (narrow floats rounded after each addition, integers
// wrapping, booleans OR).
Status crossReplicaSum(const KernelCall& call) {
  Result<std::optional<Group>> group = groupOf(call, Ids::kReplicas);
  if (!group.ok()) return group.takeError();
  if (!*group) return kernelError(call.op, "this process is in no replica group");
  Result<std::vector<Values>> all = meet(call, **group, operandsOf(call, 1));
  if (!all.ok()) return all.takeError();
  if (all->size() == 1) return setAll(call, std::move((*all)[0]));
  const Tensor& first = *(*all)[0][0];
  LaneType lane;
  laneTypeOf(first.elementType(), lane);
  const size_t n = static_cast<size_t>(first.numElements());
  Tensor out = call.allocate(0);
  visitLane(lane.lane, [&](auto tag) {
    using T = decltype(tag);
    std::vector<T> sum(n), term(n);
    if (n) loadRange(first, 0, n, lane, sum.data());
    for (size_t k = 1; k < all->size(); ++k) {
      if (n) loadRange(*(*all)[k][0], 0, n, lane, term.data());
      for (size_t j = 0; j < n; ++j) sum[j] += term[j];
      if constexpr (std::is_same_v<T, float>)
        if (lane.narrow) roundToNarrow(sum.data(), n, lane.format);
      if constexpr (std::is_same_v<T, uint64_t>)
        if (lane.isBool)
          for (T& s : sum) s = s != 0;
    }
    if (n) storeRange(sum.data(), n, lane, out, 0);
  });
  call.set(0, std::move(out));
  return Status::success();
}

std::string crossReplicaSumSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  LaneType lane;
  if (!laneTypeOf(op.operand(0)->type.elementType(), lane)) return "no lane for its element type";
  return {};
}

// all_to_all: part j of each member's operand (split along
// split_dimension into split_count parts) goes to member j, which
// concatenates the parts it receives along concat_dimension in sender order.
Status allToAll(const KernelCall& call) {
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  Result<ops::AllToAllAttrs> attrs = ops::allToAllAttrs(call.op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t split = attrs->splitDimension, concat = attrs->concatDimension,
                count = attrs->splitCount;
  Result<Group> group = memberGroupOf(call, axisIds(*channel));
  if (!group.ok()) return group.takeError();
  Result<std::vector<Values>> all = meet(call, *group, operandsOf(call, call.operands.size()));
  if (!all.ok()) return all.takeError();
  const auto me = static_cast<int64_t>(indexIn(*group, call.process.self));
  for (size_t i = 0; i < call.operands.size(); ++i) {
    std::vector<Tensor> parts;
    for (const Values& sender : *all) {
      Result<Tensor> part = partOf(call, *sender[i], count, split, me);
      if (!part.ok()) return part.takeError();
      parts.push_back(std::move(*part));
    }
    std::vector<const Tensor*> received;
    for (const Tensor& t : parts) received.push_back(&t);
    Result<Tensor> whole = concatenated(call, i, received, concat);
    if (!whole.ok()) return whole.takeError();
    call.set(i, std::move(*whole));
  }
  return Status::success();
}

Status zeros(const KernelCall& call, size_t count) {
  for (size_t i = 0; i < count; ++i) call.set(i, call.allocate(i));
  return Status::success();
}

// collective_permute: the operand of the source paired with this process
// (ids along the replica or the partition axis), zeros when no pair
// targets it. Every process of the axis meets, sources or not.
Status collectivePermute(const KernelCall& call) {
  const ProcessContext& at = call.process;
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  Result<std::vector<std::vector<int64_t>>> pairs = ops::replicaGroups(call.op);
  if (!pairs.ok()) return pairs.takeError();
  const bool partitions = axisIds(*channel) == Ids::kPartitions;
  const int64_t size = partitions ? at.numPartitions : at.numReplicas;
  const int64_t me = partitions ? at.self.partition : at.self.replica;
  Group axis;
  for (int64_t i = 0; i < size; ++i)
    axis.push_back(partitions ? ProcessId{at.self.replica, i} : ProcessId{i, at.self.partition});
  std::optional<int64_t> source;
  for (const std::vector<int64_t>& pair : *pairs) {
    if (pair.size() != 2 || pair[0] >= size || pair[1] >= size)
      return kernelError(call.op, fmt::format("source_target_pairs names a process outside the "
                                              "{}×{} process grid",
                                              at.numReplicas, at.numPartitions));
    if (pair[1] == me) source = pair[0];
  }
  Result<std::vector<Values>> all = meet(call, axis, operandsOf(call, call.operands.size()));
  if (!all.ok()) return all.takeError();
  if (!source) return zeros(call, call.operands.size());
  return setAll(call, (*all)[static_cast<size_t>(*source)]);
}

// The rooted collectives' start: the data operands (all but a dynamic root
// operand) and, when this process is in a group, the group and every
// member's data.
struct RootedMeeting {
  size_t data = 0;
  std::optional<Group> group;
  std::vector<Values> all;
};

// `gathering`: the group's ids are read as gatheringIds, else as axisIds.
Result<RootedMeeting> meetRooted(const KernelCall& call, bool gathering) {
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  const Ids ids = gathering ? gatheringIds(*channel) : axisIds(*channel);
  RootedMeeting m;
  m.data = call.operands.size() - (channel->hasDynamicRoot ? 1 : 0);
  Result<std::optional<Group>> group = groupOf(call, ids);
  if (!group.ok()) return group.takeError();
  m.group = std::move(*group);
  if (!m.group) return m;
  Result<std::vector<Values>> all = meet(call, *m.group, operandsOf(call, m.data));
  if (!all.ok()) return all.takeError();
  m.all = std::move(*all);
  return m;
}

// collective_broadcast: the group's root's operands (member 0, or with a
// dynamic root operand member root[i] for operand i); zeros outside groups.
Status collectiveBroadcast(const KernelCall& call) {
  Result<RootedMeeting> m = meetRooted(call, /*gathering=*/false);
  if (!m.ok()) return m.takeError();
  if (!m->group) return zeros(call, m->data);
  for (size_t i = 0; i < m->data; ++i) {
    int64_t root = 0;
    if (m->data < call.operands.size()) {
      const Tensor& roots = *call.operands.back();
      root = roots.intValue(roots.numElements() == 1 ? 0 : static_cast<int64_t>(i));
    }
    if (root < 0 || root >= static_cast<int64_t>(m->all.size()))
      return kernelError(call.op, fmt::format("root {} is outside the group", root));
    call.results.at(i) = m->all[static_cast<size_t>(root)][i];
  }
  return Status::success();
}

// collective_reduce: the group's reduction lands on the root (member 0, or
// the dynamic root clamped into the group); the other members get zeros.
Status collectiveReduce(const KernelCall& call) {
  Result<RootedMeeting> m = meetRooted(call, /*gathering=*/true);
  if (!m.ok()) return m.takeError();
  if (!m->group) return zeros(call, m->data);
  const int64_t root = m->data < call.operands.size() ? call.operands.back()->intValue(0) : 0;
  const auto last = static_cast<int64_t>(m->group->size()) - 1;
  if (!((*m->group)[static_cast<size_t>(std::clamp<int64_t>(root, 0, last))] == call.process.self))
    return zeros(call, m->data);
  Result<Values> r = reduced(call, m->all);
  if (!r.ok()) return r.takeError();
  return setAll(call, std::move(*r));
}

// send: the operands (all but the token) go to the channel. With no grid a
// host transfer goes to the host, which nothing in the program observes.
Status send(const KernelCall& call) {
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  if (ProcessGrid* grid = call.process.grid) {
    grid->send(channel->channelId, operandsOf(call, call.operands.size() - 1));
  } else if (!channel->isHostTransfer) {
    return kernelError(call.op,
                       "a device-to-device send needs a process grid to receive it "
                       "(interpreter.run_parallel)");
  }
  return Status::success();
}

// The values of a recv or infeed, checked against the op's declared
// results (all but the last, the token).
Status setReceived(const KernelCall& call, Values values, std::string_view what) {
  if (values.size() + 1 != call.op.numResults())
    return kernelError(call.op, fmt::format("{} {} values, the op declares {}", what, values.size(),
                                            call.op.numResults() - 1));
  for (size_t i = 0; i < values.size(); ++i)
    if (!values[i] || values[i]->type() != call.op.result(i)->type)
      return kernelError(call.op,
                         fmt::format("{} value {} of another type than result {}", what, i, i));
  return setAll(call, std::move(values));
}

Status recv(const KernelCall& call) {
  ProcessGrid* grid = call.process.grid;
  if (!grid)
    return kernelError(call.op,
                       "recv needs a process grid to send to it (interpreter.run_parallel)");
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(call.op);
  if (!channel.ok()) return channel.takeError();
  Result<Values> values = grid->recv(call.process.self, channel->channelId);
  if (!values.ok()) return kernelError(call.op, values.error().message);
  return setReceived(call, std::move(*values), "received");
}

Status infeed(const KernelCall& call) {
  ProcessGrid* grid = call.process.grid;
  if (!grid)
    return kernelError(call.op, "the infeed queue is empty (no process grid provides one)");
  Result<Values> values = grid->popInfeed(call.process.self);
  if (!values.ok()) return kernelError(call.op, values.error().message);
  return setReceived(call, std::move(*values), "the infeed entry holds");
}

std::string reducingSupport(const Operation& op) {
  if (std::string why = requireStaticTensors(op); !why.empty()) return why;
  Result<ops::ChannelAttrs> channel = ops::channelAttrs(op);
  if (!channel.ok()) return viewProblem(channel);
  return sameTypeBody(op, op.numOperands() - (channel->hasDynamicRoot ? 1 : 0));
}

// Tokens and statically shaped tensors (send, recv, infeed).
std::string tokensAndStaticTensors(const Operation& op) {
  auto fits = [](const Type& t) { return t.isToken() || (t.isTensor() && t.hasStaticShape()); };
  for (const Value* v : op.operands())
    if (!fits(v->type)) return "only tokens and statically shaped tensors";
  for (const auto& r : op.results())
    if (!fits(r->type)) return "only tokens and statically shaped tensors";
  return {};
}

const KernelEntry kCollectiveEntries[] = {
    {OpId::kReplicaId, replicaId, requireStaticTensors},
    {OpId::kPartitionId, partitionId, requireStaticTensors},
    {OpId::kAllGather, allGather, requireStaticShapes},
    {OpId::kAllReduce, allReduce, reducingSupport},
    {OpId::kAllToAll, allToAll, requireStaticShapes},
    {OpId::kCollectiveBroadcast, collectiveBroadcast, requireStaticShapes},
    {OpId::kCollectiveReduce, collectiveReduce, reducingSupport},
    {OpId::kCrossReplicaSum, crossReplicaSum, crossReplicaSumSupport},
    {OpId::kReduceScatter, reduceScatter, reducingSupport},
    {OpId::kCollectivePermute, collectivePermute, requireStaticShapes},
    {OpId::kSend, send, tokensAndStaticTensors},
    {OpId::kRecv, recv, tokensAndStaticTensors},
    {OpId::kInfeed, infeed, tokensAndStaticTensors},
};

}  // namespace

std::span<const KernelEntry> collectiveKernels() {
  return kCollectiveEntries;
}

}  // namespace hlo_cts::backends::simd_cpu
