// The distributed ops (spec "Parallel execution", "Collective ops"):
// replica_id, partition_id, all_gather, all_reduce, all_to_all,
// collective_permute, collective_broadcast, collective_reduce,
// reduce_scatter, send/recv, infeed/outfeed, and the corpus' helper
// "interpreter.run_parallel" that runs a grid of programs.
//
// Outside a grid a program is the single process (0, 0) of a 1×1 grid.
// The reducing collectives fold the group's values in closed form for known
// associative bodies (exact value plus the interval of every schedule);
// any other body runs in group order and is marked order-dependent.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "oracle/ops/families.h"
#include "oracle/ops/index_util.h"
#include "oracle/ops/reduction_family.h"
#include "oracle/ops/runtime_check.h"
#include "oracle/process_grid.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::oracle {
namespace {

using Values = std::vector<RuntimeValue>;
using Group = std::vector<ProcessId>;

// The four ways of splitting the grid into process groups.
enum class GroupMode { kCrossReplica, kCrossPartition, kCrossReplicaAndPartition, kFlattenedIds };

// The channel id and flags of a verified collective (value() throws on a
// broken invariant rather than reading a fallback).
ops::ChannelAttrs channelOf(const Operation& op) {
  return ops::channelAttrs(op).value();
}
int64_t channelId(const Operation& op) {
  return channelOf(op).channelId;
}

// The process group of `self` under `mode` (spec cross_replica,
// cross_partition, cross_replica_and_partition, flattened_ids); nullopt when
// `self` is in no group. The catalogue has checked the ids on the grid the
// op runs in (unique, in range; for most ops, covering it).
Result<std::optional<Group>> processGroup(const Operation& op, EvalContext& context,
                                          GroupMode mode) {
  Result<std::vector<std::vector<int64_t>>> rows = ops::replicaGroups(op);
  if (!rows.ok()) return rows.takeError();
  const int64_t R = context.grid.numReplicas, P = context.grid.numPartitions;
  const ProcessId self = processOf(context);
  // No groups: every replica (partition, process) in one group.
  if (rows->empty() || (rows->size() == 1 && (*rows)[0].empty())) {
    std::vector<int64_t> all;
    const int64_t n = mode == GroupMode::kCrossPartition ? P
                      : mode == GroupMode::kFlattenedIds ? R * P
                                                         : R;
    for (int64_t i = 0; i < n; ++i) all.push_back(i);
    *rows = {all};
  }
  for (const auto& row : *rows) {
    Group g;
    switch (mode) {
      case GroupMode::kCrossReplica:
        for (int64_t r : row) g.push_back({r, self.partition});
        break;
      case GroupMode::kCrossPartition:
        for (int64_t p : row) g.push_back({self.replica, p});
        break;
      case GroupMode::kCrossReplicaAndPartition:
        for (int64_t p = 0; p < P; ++p)
          for (int64_t r : row) g.push_back({r, p});
        break;
      case GroupMode::kFlattenedIds:
        for (int64_t id : row) g.push_back({id / P, id % P});
        break;
    }
    if (std::find(g.begin(), g.end(), self) != g.end()) return std::optional<Group>(g);
  }
  return std::optional<Group>();
}

// The group of an op whose clauses (size(replica_groups) = the grid's size,
// unique ids in range) put every process in one.
Result<Group> memberGroup(const Operation& op, EvalContext& context, GroupMode mode) {
  Result<std::optional<Group>> group = processGroup(op, context, mode);
  if (!group.ok()) return group.takeError();
  if (!*group) return opError(op, "this process is in no replica group");
  return std::move(**group);
}

// all_gather, all_reduce, reduce_scatter, collective_reduce.
GroupMode replicaGroupMode(const Operation& op) {
  const bool global = channelOf(op).useGlobalDeviceIds;
  if (channelId(op) <= 0 && !global) return GroupMode::kCrossReplica;
  if (!global) return GroupMode::kCrossReplicaAndPartition;
  return GroupMode::kFlattenedIds;
}

// all_to_all, collective_permute, collective_broadcast.
GroupMode replicaOrPartitionMode(const Operation& op) {
  return channelId(op) <= 0 ? GroupMode::kCrossReplica : GroupMode::kCrossPartition;
}

// Meets the group: in a grid through its rendezvous; alone, only a group of
// itself can meet.
Result<std::vector<Values>> meet(const Operation& op, EvalContext& context, const Group& group,
                                 Values values) {
  if (ProcessGrid* grid = gridOf(context))
    return grid->rendezvous(processOf(context), op.name(), group, std::move(values));
  if (group.size() != 1 || !(group[0] == ProcessId{}))
    return opError(op,
                   "a process group of several processes needs a process grid "
                   "(interpreter.run_parallel or num_replicas/num_partitions)");
  return std::vector<Values>{std::move(values)};
}

// Concatenates `parts` (same type but dimension `dim`) along `dim`.
Tensor concatenate(const std::vector<const Tensor*>& parts, int64_t dim) {
  std::vector<int64_t> shape = parts[0]->shape();
  shape[static_cast<size_t>(dim)] = 0;
  for (const Tensor* t : parts)
    shape[static_cast<size_t>(dim)] += t->shape()[static_cast<size_t>(dim)];
  Tensor out(parts[0]->type().withShape(shape));
  const int bytes = out.elementBytes();
  int64_t outer = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= shape[static_cast<size_t>(d)];
  uint8_t* dst = out.mutableBytes().data();
  for (int64_t o = 0; o < outer; ++o)
    for (const Tensor* t : parts) {
      const int64_t chunk = t->numElements() / std::max<int64_t>(outer, 1) * bytes;
      if (chunk > 0) std::memcpy(dst, t->bytes().data() + o * chunk, static_cast<size_t>(chunk));
      dst += chunk;
    }
  return out;
}

// Part `index` of `count` equal parts of `t` along `dim`.
Tensor splitPart(const Tensor& t, int64_t count, int64_t dim, int64_t index) {
  std::vector<int64_t> shape = t.shape();
  const int64_t size = shape[static_cast<size_t>(dim)] / count;
  shape[static_cast<size_t>(dim)] = size;
  Tensor out(t.type().withShape(shape));
  const int bytes = t.elementBytes();
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= shape[static_cast<size_t>(d)];
  for (size_t d = static_cast<size_t>(dim) + 1; d < shape.size(); ++d) inner *= shape[d];
  const int64_t full = t.shape()[static_cast<size_t>(dim)];
  if (size * inner == 0) return out;  // nothing to copy (and no buffer to copy from)
  for (int64_t o = 0; o < outer; ++o) {
    const uint8_t* src = t.bytes().data() + ((o * full + index * size) * inner) * bytes;
    std::memcpy(out.mutableBytes().data() + o * size * inner * bytes, src,
                static_cast<size_t>(size * inner * bytes));
  }
  return out;
}

// broadcast_in_dim(constant(0)) for every value: what processes outside
// any group (or not targeted) get.
Values zerosLike(std::span<const RuntimeValue> values) {
  Values out;
  for (const RuntimeValue& v : values)
    out.push_back(RuntimeValue::fromTensor(Tensor(v.tensor().type())));
  return out;
}

// ---------------------------------------------------------------------------

Result<Values> evalReplicaId(const Operation&, std::span<const RuntimeValue>,
                             EvalContext& context) {
  Tensor t({}, ElementType::kUI32);
  t.setBits(0, static_cast<uint64_t>(context.grid.replicaId));
  return Values{RuntimeValue::fromTensor(std::move(t))};
}

Result<Values> evalPartitionId(const Operation&, std::span<const RuntimeValue>,
                               EvalContext& context) {
  Tensor t({}, ElementType::kUI32);
  t.setBits(0, static_cast<uint64_t>(context.grid.partitionId));
  return Values{RuntimeValue::fromTensor(std::move(t))};
}

// all_gather: result@process = concatenate(operands of the group, all_gather_dim).
Result<Values> evalAllGather(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext& context) {
  const CheckedArgs args(op, operands);
  const int64_t dim = args.dimension();
  Result<Group> group = memberGroup(op, context, replicaGroupMode(op));
  if (!group.ok()) return group.takeError();
  Result<std::vector<Values>> all =
      meet(op, context, *group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  Values out;
  for (size_t i = 0; i < args.size(); ++i) {
    std::vector<const Tensor*> parts;
    for (const Values& v : *all) parts.push_back(&v[i].tensor());
    out.push_back(RuntimeValue::fromTensor(concatenate(parts, dim)));
  }
  return out;
}

// The group's single values folded element by element by a known
// associative op, in closed form: the allowed set holds the result of every
// order of the implementation-defined schedule. nullopt when the folder has
// no closed form for `e` (the caller evaluates the computation instead).
std::optional<Result<Values>> foldAcrossGroup(const Operation& op, const std::vector<Values>& all,
                                              ReducerKind kind, ElementType e) {
  ClosedFormFolder folder(kind, e);
  if (!folder.supported()) return std::nullopt;
  std::vector<Tensor> values;
  for (const Values& v : all) {
    Result<Tensor> t = promoteTensor(v[0].tensor(), e);
    if (!t.ok()) return t.takeError();
    values.push_back(std::move(*t));
  }
  Tensor result(values[0].type());
  AllowedResults allowed;
  allowed.reason =
      fmt::format("order-unspecified {} over {} processes", reducerName(kind), all.size());
  const bool complex = isComplex(e);
  for (int64_t j = 0; j < result.numElements(); ++j) {
    folder.begin();
    for (const Tensor& t : values) folder.addTerm(t.partBits(j, 0), complex ? t.partBits(j, 1) : 0);
    FoldOutcome f = folder.finishWithoutInit();
    result.setPartBits(j, 0, f.bits);
    if (complex) result.setPartBits(j, 1, f.imagBits);
    allowed.elements.push_back(std::move(f.allowed));
    if (complex) allowed.imagElements.push_back(std::move(f.allowedImag));
  }
  return Values{withAllowedResults(std::move(result), std::move(allowed), op.name())};
}

// The reduction of the group's values element by element (all_reduce,
// reduce_scatter, collective_reduce). The schedule is an
// implementation-defined binary tree over the values in group order, with
// no init value. The catalogue has checked the computation's signature
// (two arguments per operand, promotable types).
Result<Values> reduceAcrossGroup(const Operation& op, const std::vector<Values>& all,
                                 EvalContext& context) {
  const size_t n_inputs = all[0].size();
  const Block& body = *op.region(0)->front();
  if (n_inputs > 1 && body.numArguments() == 2) {
    // Variadic form of the current spec: one two-argument computation
    // reduces each operand on its own.
    Values out;
    for (size_t i = 0; i < n_inputs; ++i) {
      std::vector<Values> one_operand;
      for (const Values& v : all) one_operand.push_back(Values{v[i]});
      Result<Values> reduced = reduceAcrossGroup(op, one_operand, context);
      if (!reduced.ok()) return reduced;
      out.push_back(std::move((*reduced)[0]));
    }
    return out;
  }
  const ReducerKind kind = n_inputs == 1 ? classifyReducer(*op.region(0)) : ReducerKind::kOther;
  if (kind != ReducerKind::kOther) {
    std::optional<Result<Values>> folded =
        foldAcrossGroup(op, all, kind, body.argument(0)->type.elementType());
    if (folded) return std::move(*folded);
  }
  // Any other body: exec(schedule) with the values in group order, folded
  // left to right: body(acc..., value...).
  Values out;
  std::vector<Tensor> results;
  for (size_t i = 0; i < n_inputs; ++i)
    results.emplace_back(
        all[0][i].tensor().type().withElementType(body.argument(i)->type.elementType()));
  const int64_t n = results[0].numElements();
  for (int64_t j = 0; j < n; ++j) {
    Values acc;
    for (size_t i = 0; i < n_inputs; ++i) {
      Result<Tensor> s = scalarIn(all[0][i].tensor(), j, body.argument(i)->type.elementType());
      if (!s.ok()) return s.takeError();
      acc.push_back(RuntimeValue::fromTensor(std::move(*s)));
    }
    for (size_t k = 1; k < all.size(); ++k) {
      Values args = acc;
      for (size_t i = 0; i < n_inputs; ++i) {
        Result<Tensor> s = scalarIn(all[k][i].tensor(), j, body.argument(i)->type.elementType());
        if (!s.ok()) return s.takeError();
        args.push_back(RuntimeValue::fromTensor(std::move(*s)));
      }
      Result<Values> r = context.evaluateRegion(*op.region(0), args);
      if (!r.ok()) return r.takeError();
      if (r->size() != n_inputs)
        return opError(op, fmt::format("the computation returned {} values for {} operands",
                                       r->size(), n_inputs));
      acc = std::move(*r);
    }
    for (size_t i = 0; i < n_inputs; ++i) {
      const Tensor& a = acc[i].tensor();
      std::memcpy(results[i].mutableBytes().data() + j * results[i].elementBytes(),
                  a.bytes().data(), static_cast<size_t>(a.elementBytes()));
    }
  }
  for (Tensor& t : results) {
    AllowedResults allowed;
    allowed.orderDependent = all.size() > 1;
    allowed.reason = "the computation is not a known associative op: the value follows group order";
    out.push_back(withAllowedResults(std::move(t), std::move(allowed), op.name()));
  }
  return out;
}

Result<Values> evalAllReduce(const Operation& op, std::span<const RuntimeValue> operands,
                             EvalContext& context) {
  Result<Group> group = memberGroup(op, context, replicaGroupMode(op));
  if (!group.ok()) return group.takeError();
  Result<std::vector<Values>> all =
      meet(op, context, *group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  return reduceAcrossGroup(op, *all, context);
}

// cross-replica-sum (XLA's CrossReplicaSum, MHLO's legacy spelling): an
// all_reduce of its one operand with add over replica_groups, no channel.
Result<Values> evalCrossReplicaSum(const Operation& op, std::span<const RuntimeValue> operands,
                                   EvalContext& context) {
  Result<const Tensor*> input = tensorOperand(op, operands, 0);
  if (!input.ok()) return input.takeError();
  Result<std::optional<Group>> group = processGroup(op, context, GroupMode::kCrossReplica);
  if (!group.ok()) return group.takeError();
  if (!*group) return opError(op, "this process is in no replica group");
  Result<std::vector<Values>> all =
      meet(op, context, **group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  const ElementType e = (*input)->elementType();
  std::optional<Result<Values>> folded = foldAcrossGroup(op, *all, ReducerKind::kAdd, e);
  if (!folded) return notSupported(op, fmt::format("no closed-form sum of {}", elementTypeName(e)));
  return std::move(*folded);
}

// reduce_scatter: all_reduce, then part receiver_index of the split along
// scatter_dimension.
Result<Values> evalReduceScatter(const Operation& op, std::span<const RuntimeValue> operands,
                                 EvalContext& context) {
  const int64_t dim = CheckedArgs(op, operands).dimension();
  Result<Group> group = memberGroup(op, context, replicaGroupMode(op));
  if (!group.ok()) return group.takeError();
  const int64_t count = static_cast<int64_t>(group->size());
  Result<std::vector<Values>> all =
      meet(op, context, *group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  Result<Values> reduced = reduceAcrossGroup(op, *all, context);
  if (!reduced.ok()) return reduced.takeError();
  const int64_t index =
      std::find(group->begin(), group->end(), processOf(context)) - group->begin();
  Values out;
  for (RuntimeValue& v : *reduced) {
    Tensor part = splitPart(v.tensor(), count, dim, index);
    // The part's allowed set is the matching slice of the reduction's.
    if (const auto& e = v.expectation()) {
      auto sliced = std::make_shared<TensorExpectation>(part, e->op());
      const Tensor& whole = v.tensor();
      const int parts = isComplex(whole.elementType()) ? 2 : 1;
      const std::vector<int64_t> wstr = rowMajorStrides(whole.shape());
      for (int64_t j = 0; j < part.numElements(); ++j) {
        std::vector<int64_t> idx = part.multiIndex(j);
        idx[static_cast<size_t>(dim)] += index * part.shape()[static_cast<size_t>(dim)];
        const int64_t w = whole.linearIndex(idx);
        for (int p = 0; p < parts; ++p) {
          const int64_t slot = j * parts + p, wslot = w * parts + p;
          switch (e->rule(wslot)) {
            case ElementRule::kInterval:
              sliced->setInterval(slot, *e->interval(wslot));
              break;
            case ElementRule::kAnyOf:
              sliced->setAnyOf(slot, *e->anyOf(wslot));
              break;
            case ElementRule::kAny:
              sliced->setRule(slot, ElementRule::kAny);
              break;
            default:
              break;
          }
        }
      }
      sliced->explainInputs = e->explainInputs;
      RuntimeValue r = RuntimeValue::fromTensor(std::move(part));
      r.setExpectation(std::move(sliced));
      out.push_back(std::move(r));
    } else {
      out.push_back(RuntimeValue::fromTensor(std::move(part)));
    }
  }
  return out;
}

// The shared start of the rooted collectives (collective_reduce,
// collective_broadcast): the data operands (all but a dynamic root operand)
// and, when this process is in a group, the group and every member's data.
struct RootedMeeting {
  std::span<const RuntimeValue> data;
  bool dynamicRoot = false;
  std::optional<Group> group;
  std::vector<Values> all;
};

Result<RootedMeeting> meetRooted(const Operation& op, std::span<const RuntimeValue> operands,
                                 EvalContext& context, GroupMode mode) {
  RootedMeeting m;
  m.dynamicRoot = channelOf(op).hasDynamicRoot;
  m.data = operands.subspan(0, operands.size() - (m.dynamicRoot ? 1 : 0));
  Result<std::optional<Group>> group = processGroup(op, context, mode);
  if (!group.ok()) return group.takeError();
  m.group = std::move(*group);
  if (!m.group) return m;
  Result<std::vector<Values>> all =
      meet(op, context, *m.group, Values(m.data.begin(), m.data.end()));
  if (!all.ok()) return all.takeError();
  m.all = std::move(*all);
  return m;
}

// collective_reduce: the group's reduction lands on the root (group index
// 0, or the dynamic root); the other members get zeros.
Result<Values> evalCollectiveReduce(const Operation& op, std::span<const RuntimeValue> operands,
                                    EvalContext& context) {
  Result<RootedMeeting> m = meetRooted(op, operands, context, replicaGroupMode(op));
  if (!m.ok()) return m.takeError();
  if (!m->group) return zerosLike(m->data);
  const int64_t root = m->dynamicRoot ? operands.back().tensor().intValue(0) : 0;
  const int64_t last = static_cast<int64_t>(m->group->size()) - 1;
  if (!((*m->group)[static_cast<size_t>(std::clamp<int64_t>(root, 0, last))] == processOf(context)))
    return zerosLike(m->data);
  return reduceAcrossGroup(op, m->all, context);
}

// all_to_all: split along split_dimension, part j goes to member j, the
// received parts are concatenated along concat_dimension in sender order.
Result<Values> evalAllToAll(const Operation& op, std::span<const RuntimeValue> operands,
                            EvalContext& context) {
  const CheckedArgs args(op, operands);
  Result<ops::AllToAllAttrs> attrs = ops::allToAllAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  const int64_t sd = attrs->splitDimension, cd = attrs->concatDimension, sc = attrs->splitCount;
  // C8 makes the group split_count processes.
  Result<Group> group = memberGroup(op, context, replicaOrPartitionMode(op));
  if (!group.ok()) return group.takeError();
  Result<std::vector<Values>> all =
      meet(op, context, *group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  const int64_t me = std::find(group->begin(), group->end(), processOf(context)) - group->begin();
  Values out;
  for (size_t i = 0; i < args.size(); ++i) {
    std::vector<Tensor> parts;
    for (const Values& sender : *all) parts.push_back(splitPart(sender[i].tensor(), sc, sd, me));
    std::vector<const Tensor*> ptrs;
    for (const Tensor& t : parts) ptrs.push_back(&t);
    out.push_back(RuntimeValue::fromTensor(concatenate(ptrs, cd)));
  }
  return out;
}

// collective_permute: the operand of the source paired with this process,
// zeros when no pair targets it.
Result<Values> evalCollectivePermute(const Operation& op, std::span<const RuntimeValue> operands,
                                     EvalContext& context) {
  Result<std::vector<std::vector<int64_t>>> pairs = ops::replicaGroups(op);
  if (!pairs.ok()) return pairs.takeError();
  const GroupMode mode = replicaOrPartitionMode(op);
  const ProcessId self = processOf(context);
  const int64_t limit =
      mode == GroupMode::kCrossReplica ? context.grid.numReplicas : context.grid.numPartitions;
  // The catalogue has checked the pairs (C1-C4): unique sources, unique
  // targets, each below the grid's size along the axis. Everyone along the replica (partition) axis
  // meets; each picks its source.
  Group group;
  for (int64_t i = 0; i < limit; ++i)
    group.push_back(mode == GroupMode::kCrossReplica ? ProcessId{i, self.partition}
                                                     : ProcessId{self.replica, i});
  Result<std::vector<Values>> all =
      meet(op, context, group, Values(operands.begin(), operands.end()));
  if (!all.ok()) return all.takeError();
  const int64_t me = mode == GroupMode::kCrossReplica ? self.replica : self.partition;
  for (const auto& pair : *pairs)
    if (pair[1] == me) return (*all)[static_cast<size_t>(pair[0])];
  return zerosLike(operands);
}

// collective_broadcast: the group's first member's operand (or, with a
// dynamic root operand, member root[i]'s operand i); zeros outside groups.
Result<Values> evalCollectiveBroadcast(const Operation& op, std::span<const RuntimeValue> operands,
                                       EvalContext& context) {
  Result<RootedMeeting> m = meetRooted(op, operands, context, replicaOrPartitionMode(op));
  if (!m.ok()) return m.takeError();
  if (!m->group) return zerosLike(m->data);
  Values out;
  for (size_t i = 0; i < m->data.size(); ++i) {
    int64_t root = 0;
    if (m->dynamicRoot) {
      const Tensor& roots = operands.back().tensor();
      root = roots.intValue(roots.numElements() == 1 ? 0 : static_cast<int64_t>(i));
    }
    if (root < 0 || root >= static_cast<int64_t>(m->all.size()))
      return opError(op, fmt::format("root {} is outside the group", root));
    out.push_back(m->all[static_cast<size_t>(root)][i]);
  }
  return out;
}

// send: the operands go to the channel; returns a token. Outside a process
// grid, a host transfer goes to the host, which no part of the program
// observes (like outfeed); a device transfer has no one to receive it.
Result<Values> evalSend(const Operation& op, std::span<const RuntimeValue> operands,
                        EvalContext& context) {
  if (operands.empty() || !operands.back().isToken())
    return opError(op, "the last operand must be a token");
  const int64_t channel = channelId(op);
  Values payload(operands.begin(), operands.end() - 1);
  if (ProcessGrid* grid = gridOf(context))
    grid->send(channel, std::move(payload));
  else if (!channelOf(op).isHostTransfer)
    return opError(op, "send needs a process grid to receive it (interpreter.run_parallel)");
  return Values{RuntimeValue::token()};
}

// recv: the next values sent on the channel, then a token.
Result<Values> evalRecv(const Operation& op, std::span<const RuntimeValue>, EvalContext& context) {
  ProcessGrid* grid = gridOf(context);
  if (!grid)
    return opError(op, "recv needs a process grid to send to it (interpreter.run_parallel)");
  Result<Values> values = grid->recv(processOf(context), channelId(op));
  if (!values.ok()) {
    Diagnostic d = values.takeError();
    d.location = op.location;
    return d;
  }
  if (values->size() + 1 != op.numResults())
    return opError(op, fmt::format("received {} values, the op declares {}", values->size(),
                                   op.numResults() - 1));
  values->push_back(RuntimeValue::token());
  return values;
}

Result<Values> evalInfeed(const Operation& op, std::span<const RuntimeValue>,
                          EvalContext& context) {
  ProcessGrid* grid = gridOf(context);
  if (!grid) return opError(op, "the infeed queue is empty (no process grid provides one)");
  Result<Values> values = grid->popInfeed(processOf(context));
  if (!values.ok()) return opError(op, values.error().message);
  if (values->size() + 1 != op.numResults())
    return opError(op, fmt::format("the infeed entry holds {} values, the op declares {}",
                                   values->size(), op.numResults() - 1));
  for (size_t i = 0; i < values->size(); ++i)
    if ((*values)[i].isTensor() && (*values)[i].tensor().type() != op.result(i)->type)
      return opError(op, fmt::format("infeed entry {} has another type than result {}", i, i));
  values->push_back(RuntimeValue::token());
  return values;
}

Result<Values> evalOutfeed(const Operation& op, std::span<const RuntimeValue> operands,
                           EvalContext& context) {
  if (operands.empty() || !operands.back().isToken())
    return opError(op, "the last operand must be a token");
  if (ProcessGrid* grid = gridOf(context))
    grid->pushOutfeed(processOf(context), Values(operands.begin(), operands.end() - 1));
  return Values{RuntimeValue::token()};
}

// "interpreter.run_parallel"(inputs...) {programs = [[@f, ...], ...], infeed = [@q, ...]}
Result<Values> evalRunParallel(const Operation& op, std::span<const RuntimeValue> operands,
                               EvalContext& context) {
  Result<ops::RunParallelAttrs> attrs = ops::runParallelAttrs(op);
  if (!attrs.ok()) return attrs.takeError();
  std::vector<std::vector<std::string>>& names = attrs->programs;
  std::vector<Values> infeed;
  for (const std::string& f : attrs->infeed) {
    Result<Values> entry = context.callFunction(f, {});
    if (!entry.ok()) return entry.takeError();
    infeed.push_back(std::move(*entry));
  }
  Result<ParallelRun> run = runParallel(names, operands, std::move(infeed), context);
  if (!run.ok()) {
    Diagnostic d = run.takeError();
    d.message = fmt::format("{}: {}", op.name(), d.message);
    if (!d.location.known()) d.location = op.location;
    return d;
  }
  if (run->results.size() != op.numResults())
    return opError(op, fmt::format("the programs return {} values, the op declares {}",
                                   run->results.size(), op.numResults()));
  return std::move(run->results);
}

}  // namespace

std::span<const OpEntry> collectiveOps() {
  static const OpEntry table[] = {
      {OpId::kReplicaId, evalReplicaId},
      {OpId::kPartitionId, evalPartitionId},
      {OpId::kAllGather, checkedOnRuntimeTypes<evalAllGather>},
      {OpId::kAllReduce, checkedOnRuntimeTypes<evalAllReduce>},
      {OpId::kCrossReplicaSum, checkedOnRuntimeTypes<evalCrossReplicaSum>},
      {OpId::kReduceScatter, checkedOnRuntimeTypes<evalReduceScatter>},
      {OpId::kCollectiveReduce, checkedOnRuntimeTypes<evalCollectiveReduce>},
      {OpId::kAllToAll, checkedOnRuntimeTypes<evalAllToAll>},
      {OpId::kCollectivePermute, checkedOnRuntimeTypes<evalCollectivePermute>},
      {OpId::kCollectiveBroadcast, checkedOnRuntimeTypes<evalCollectiveBroadcast>},
      {OpId::kSend, evalSend},
      {OpId::kRecv, evalRecv},
      {OpId::kInfeed, evalInfeed},
      {OpId::kOutfeed, evalOutfeed},
      {OpId::kInterpreterRunParallel, evalRunParallel},
  };
  return table;
}

}  // namespace hlo_cts::oracle
