// Collectives: all_gather, all_reduce, all_to_all, collective_broadcast,
// collective_permute, collective_reduce, reduce_scatter,
// cross-replica-sum, replica_id, partition_id.
//
// all_gather, all_reduce and all_to_all take a variadic number of operands
// in the current spec (one in the seed spec); the seed clauses apply to each.
// Clauses about num_replicas / num_partitions need the process grid (the
// module's mhlo.num_replicas / mhlo.num_partitions, or the
// interpreter.run_parallel grid that runs the function).
#include <fmt/format.h>

#include "spec/ops/families.h"
#include "spec/ops/predicates.h"

namespace hlo_cts::ops {
namespace {

// How the process grid splits into process groups.
enum class GroupMode { kCrossReplica, kCrossReplicaAndPartition, kFlattenedIds, kCrossPartition };

int64_t channelId(const OpView& v) {
  return v.integer("channel_id").value_or(0);
}

bool globalIds(const OpView& v) {
  return v.flag("use_global_device_ids").value_or(false);
}

// all_gather, all_reduce, reduce_scatter.
GroupMode replicaPartitionMode(const OpView& v) {
  if (channelId(v) <= 0) return GroupMode::kCrossReplica;
  return globalIds(v) ? GroupMode::kFlattenedIds : GroupMode::kCrossReplicaAndPartition;
}

// all_to_all, collective_broadcast, collective_permute.
GroupMode replicaOrPartitionMode(const OpView& v) {
  return channelId(v) <= 0 ? GroupMode::kCrossReplica : GroupMode::kCrossPartition;
}

// a · b, unknown when either is or the product does not fit in i64 (the
// module's process counts are arbitrary i64 attributes).
std::optional<int64_t> checkedProduct(std::optional<int64_t> a, std::optional<int64_t> b) {
  int64_t product;
  if (!a || !b || __builtin_mul_overflow(*a, *b, &product)) return std::nullopt;
  return product;
}

std::optional<int64_t> modeSize(const OpView& v, GroupMode mode) {
  const OpContext* c = v.context();
  if (!c) return std::nullopt;
  switch (mode) {
    case GroupMode::kCrossReplica:
    case GroupMode::kCrossReplicaAndPartition:
      return c->numReplicas;
    case GroupMode::kCrossPartition:
      return c->numPartitions;
    case GroupMode::kFlattenedIds:
      return checkedProduct(c->numReplicas, c->numPartitions);
  }
  return std::nullopt;
}

std::string_view modeSizeName(GroupMode mode) {
  switch (mode) {
    case GroupMode::kCrossReplica:
    case GroupMode::kCrossReplicaAndPartition:
      return "num_replicas";
    case GroupMode::kCrossPartition:
      return "num_partitions";
    case GroupMode::kFlattenedIds:
      return "num_processes";
  }
  return "?";
}

// The ids of a 2-D id attribute, row by row. In replica_groups, -1 pads
// ragged groups (current spec) and is skipped.
std::optional<std::vector<int64_t>> flatGroups(const OpView& v, std::string_view name) {
  auto rows = v.matrix(name);
  if (!rows) return std::nullopt;
  std::vector<int64_t> flat;
  for (const auto& row : *rows)
    for (int64_t id : row)
      if (id != -1 || name != "replica_groups") flat.push_back(id);
  return flat;
}

// dim(process_groups, 1): the number of processes in each group.
std::optional<int64_t> groupSize(const OpView& v, GroupMode mode) {
  auto shape = v.matrixShape("replica_groups");
  if (!shape || shape->size() != 2) return std::nullopt;
  int64_t cols = (*shape)[1];
  if ((*shape)[0] == 0 || cols == 0) return modeSize(v, mode);  // no groups: one group of all
  if (mode == GroupMode::kCrossReplicaAndPartition) {
    const OpContext* c = v.context();
    if (!c) return std::nullopt;
    return checkedProduct(cols, c->numPartitions);
  }
  return cols;
}

Violation groupsUnique(const OpView& v) {
  auto flat = flatGroups(v, "replica_groups");
  if (!flat || isUnique(*flat)) return std::nullopt;
  return fmt::format("replica_groups = {} has duplicates", listStr(*flat));
}

// size(replica_groups) = num_replicas / num_partitions / num_processes.
Violation groupsCoverGrid(const OpView& v, GroupMode mode) {
  auto flat = flatGroups(v, "replica_groups");
  auto expected = modeSize(v, mode);
  if (!flat || flat->empty() || !expected) return std::nullopt;
  if (static_cast<int64_t>(flat->size()) == *expected) return std::nullopt;
  return fmt::format("size(replica_groups) = {} but {} = {}", flat->size(), modeSizeName(mode),
                     *expected);
}

// 0 <= replica_groups < size(replica_groups).
Violation groupsInRange(const OpView& v) {
  auto flat = flatGroups(v, "replica_groups");
  if (!flat) return std::nullopt;
  int64_t n = static_cast<int64_t>(flat->size());
  if (auto bad = firstOutOfRange(*flat, 0, n))
    return fmt::format("replica_groups contains {} outside [0, size(replica_groups) = {})", *bad,
                       n);
  return std::nullopt;
}

// 0 <= values < N with N = num_replicas or num_partitions.
Violation idsBelowGrid(const OpView& v, std::string_view name, const std::vector<int64_t>& ids) {
  auto n = modeSize(v, replicaOrPartitionMode(v));
  for (int64_t id : ids) {
    if (id < 0) return fmt::format("{} contains {} < 0", name, id);
    if (n && id >= *n)
      return fmt::format("{} contains {} >= {} = {}", name, id,
                         modeSizeName(replicaOrPartitionMode(v)), *n);
  }
  return std::nullopt;
}

// The process-group clauses several collectives share, named for what they
// check; each op's table cites them under its own clause id.
Violation groupsCoverReplicaPartitionGrid(const OpView& v) {
  return groupsCoverGrid(v, replicaPartitionMode(v));
}

Violation groupsCoverReplicaOrPartitionGrid(const OpView& v) {
  return groupsCoverGrid(v, replicaOrPartitionMode(v));
}

Violation globalIdsNeedChannel(const OpView& v) {
  if (!globalIds(v) || channelId(v) > 0) return std::nullopt;
  return fmt::format("use_global_device_ids = true but channel_id = {}", channelId(v));
}

// Every operand satisfies 0 <= attr < rank(operand).
Violation dimInRangeOfEach(const OpView& v, std::string_view attr, std::string_view operands) {
  auto d = v.integer(attr);
  if (!d) return std::nullopt;
  auto values = v.operands(operands);
  for (size_t i = 0; i < values.size(); ++i) {
    const Type& t = values[i]->type;
    if (!t.unranked() && (*d < 0 || *d >= t.rank()))
      return fmt::format("{} = {} is outside [0, rank({}[{}]) = {})", attr, *d, operands, i,
                         t.rank());
  }
  return std::nullopt;
}

// type(results[i]) = type(operands[i]) except dim(.., dim) = f(dim(operands[i], dim)).
template <class F>
Violation typesExceptDim(const OpView& v, std::string_view operands, std::string_view results,
                         int64_t dim, F expectedSize, std::string_view rule) {
  std::vector<Type> in = v.types(operands), out = v.types(results);
  if (in.size() != out.size())
    return fmt::format("{} {} for {} {}", out.size(), results, in.size(), operands);
  for (size_t i = 0; i < in.size(); ++i) {
    const Type& a = in[i];
    const Type& b = out[i];
    if (a.unranked() || b.unranked() || dim < 0 || dim >= a.rank()) continue;
    if (!sameElementType(a, b) || a.rank() != b.rank())
      return fmt::format("type({}[{}]) = {} must match type({}[{}]) = {} {}", results, i,
                         typeStr(b), operands, i, typeStr(a), rule);
    for (int64_t d = 0; d < a.rank(); ++d) {
      // nullopt: the expected size does not fit in i64, so no dimension has it.
      const std::optional<int64_t> size =
          d == dim ? expectedSize(a.shape()[d]) : std::optional<int64_t>(a.shape()[d]);
      if (!size)
        return fmt::format("dim({}[{}], {}) does not fit in i64 ({})", results, i, d, rule);
      const int64_t expected = *size;
      if (!dimsCompatible(expected, b.shape()[d]))
        return fmt::format("dim({}[{}], {}) = {} but expected {} ({})", results, i, d,
                           dimStr(b.shape()[d]), dimStr(expected), rule);
    }
  }
  return std::nullopt;
}

// --- all_gather ---------------------------------------------------------------------------

Violation all_gather_c1(const OpView& v) {
  return dimInRangeOfEach(v, "all_gather_dim", "operands");
}

Violation all_gather_c6(const OpView& v) {
  auto d = v.integer("all_gather_dim");
  auto n = groupSize(v, replicaPartitionMode(v));
  if (!d || !n) return std::nullopt;
  int64_t factor = *n;
  return typesExceptDim(
      v, "operands", "results", *d,
      [&](int64_t s) -> std::optional<int64_t> {
        return s < 0 ? kDynamic : checkedProduct(s, factor);
      },
      fmt::format("dim(result, all_gather_dim) = dim(operand, all_gather_dim) * {}", factor));
}

// --- all_reduce / collective_reduce ----------------------------------------------------------

// (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
// is_promotable(element_type(operand), E), for every operand.
Violation all_reduce_c5(const OpView& v) {
  const Region* r = v.region("computation");
  if (!r) return std::nullopt;
  RegionSignature sig = regionSignature(*r);
  std::string actual = fmt::format("({}) -> ({})", typesStr(sig.inputs), typesStr(sig.outputs));
  if (sig.inputs.size() != 2 || sig.outputs.size() != 1 || !sig.inputs[0].isTensor() ||
      sig.inputs[0].unranked() || sig.inputs[0].rank() != 0 ||
      !sameType(sig.inputs[0], sig.inputs[1]) || !sameType(sig.inputs[0], sig.outputs[0]))
    return fmt::format("computation has type {}, expected (tensor<E>, tensor<E>) -> (tensor<E>)",
                       actual);
  Type e = sig.inputs[0].elementTypeAsType();
  for (const Type& t : v.types("operands"))
    if (!isPromotable(t.elementTypeAsType(), e))
      return fmt::format("element type {} of an operand is not promotable to E = {}",
                         elementTypeStr(t), elementTypeStr(e));
  return std::nullopt;
}

Violation all_reduce_c6(const OpView& v) {
  std::vector<Type> in = v.types("operands"), out = v.types("results");
  if (in.size() != out.size())
    return fmt::format("{} results for {} operands", out.size(), in.size());
  for (size_t i = 0; i < in.size(); ++i)
    if (!sameShape(in[i], out[i]))
      return fmt::format("shape(results[{}]) of {} differs from shape(operands[{}]) of {}", i,
                         typeStr(out[i]), i, typeStr(in[i]));
  return std::nullopt;
}

Violation all_reduce_c7(const OpView& v) {
  const Region* r = v.region("computation");
  if (!r) return std::nullopt;
  RegionSignature sig = regionSignature(*r);
  if (sig.inputs.empty()) return std::nullopt;
  Type e = sig.inputs[0].elementTypeAsType();
  std::vector<Type> out = v.types("results");
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i].elementTypeAsType() != e)
      return fmt::format("element_type(results[{}]) = {} but E = {}", i, elementTypeStr(out[i]),
                         elementTypeStr(e));
  return std::nullopt;
}

// --- all_to_all -----------------------------------------------------------------------------

Violation all_to_all_c1(const OpView& v) {
  return dimInRangeOfEach(v, "split_dimension", "operands");
}

Violation all_to_all_c2(const OpView& v) {
  auto d = v.integer("split_dimension");
  auto count = v.integer("split_count");
  if (!d || !count || *count <= 0) return std::nullopt;
  auto values = v.operands("operands");
  for (size_t i = 0; i < values.size(); ++i) {
    const Type& t = values[i]->type;
    if (t.unranked() || *d < 0 || *d >= t.rank()) continue;
    int64_t size = t.shape()[*d];
    if (size >= 0 && size % *count != 0)
      return fmt::format(
          "dim(operands[{}], split_dimension) = {} is not divisible by "
          "split_count = {}",
          i, size, *count);
  }
  return std::nullopt;
}

Violation all_to_all_c3(const OpView& v) {
  return dimInRangeOfEach(v, "concat_dimension", "operands");
}

Violation all_to_all_c4(const OpView& v) {
  auto count = v.integer("split_count");
  if (!count || *count > 0) return std::nullopt;
  return fmt::format("split_count = {} is not > 0", *count);
}

Violation all_to_all_c8(const OpView& v) {
  auto shape = v.matrixShape("replica_groups");
  auto count = v.integer("split_count");
  if (!shape || shape->size() != 2 || !count || (*shape)[0] == 0 || (*shape)[1] == *count)
    return std::nullopt;
  return fmt::format("dim(replica_groups, 1) = {} but split_count = {}", (*shape)[1], *count);
}

Violation all_to_all_c9(const OpView& v) {
  auto split = v.integer("split_dimension");
  auto concatDim = v.integer("concat_dimension");
  auto count = v.integer("split_count");
  if (!split || !concatDim || !count || *count <= 0) return std::nullopt;
  std::vector<Type> in = v.types("operands"), out = v.types("results");
  if (in.size() != out.size())
    return fmt::format("{} results for {} operands", out.size(), in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    const Type& a = in[i];
    const Type& b = out[i];
    if (a.unranked() || b.unranked() || *split < 0 || *split >= a.rank() || *concatDim < 0 ||
        *concatDim >= a.rank())
      continue;
    if (!sameElementType(a, b) || a.rank() != b.rank())
      return fmt::format(
          "type(results[{}]) = {} must match type(operands[{}]) = {} up to the "
          "split and concat dimensions",
          i, typeStr(b), i, typeStr(a));
    std::vector<int64_t> expected = a.shape();
    if (expected[*split] >= 0) expected[*split] /= *count;
    if (expected[*concatDim] >= 0) {
      const std::optional<int64_t> concatenated = checkedProduct(expected[*concatDim], *count);
      if (!concatenated)
        return fmt::format("dim(operands[{}], {}) * split_count does not fit in i64", i,
                           *concatDim);
      expected[*concatDim] = *concatenated;
    }
    if (!shapesCompatible(expected, b.shape()))
      return fmt::format("shape(results[{}]) of {} but the split/concat gives {}", i, typeStr(b),
                         listStr(expected));
  }
  return std::nullopt;
}

// --- collective_broadcast / collective_permute ------------------------------------------------

Violation collective_broadcast_c2(const OpView& v) {
  auto flat = flatGroups(v, "replica_groups");
  if (!flat) return std::nullopt;
  return idsBelowGrid(v, "replica_groups", *flat);
}

Violation collective_broadcast_c3(const OpView& v) {
  size_t a = v.types("operands").size(), b = v.types("results").size();
  if (a != b) return fmt::format("{} results for {} operands", b, a);
  return pairwiseSameTypes(v, "results", "operands");
}

Violation sameOperandResultType(const OpView& v) {
  return sameTypes(v, {"operand", "result"});
}

Violation collective_permute_c1(const OpView& v) {
  auto shape = v.matrixShape("source_target_pairs");
  if (!shape || (shape->size() == 2 && (*shape)[1] == 2)) return std::nullopt;
  return fmt::format("shape(source_target_pairs) = {}, expected [N, 2]", listStr(*shape));
}

Violation pairsColumnUnique(const OpView& v, size_t column) {
  auto rows = v.matrix("source_target_pairs");
  if (!rows) return std::nullopt;
  std::vector<int64_t> values;
  for (const auto& row : *rows)
    if (row.size() == 2) values.push_back(row[column]);
  if (isUnique(values)) return std::nullopt;
  return fmt::format("source_target_pairs[:, {}] = {} has duplicates", column, listStr(values));
}

Violation collective_permute_c2(const OpView& v) {
  return pairsColumnUnique(v, 0);
}

Violation collective_permute_c3(const OpView& v) {
  return pairsColumnUnique(v, 1);
}

Violation collective_permute_c4(const OpView& v) {
  auto flat = flatGroups(v, "source_target_pairs");
  if (!flat) return std::nullopt;
  return idsBelowGrid(v, "source_target_pairs", *flat);
}

// --- reduce_scatter ---------------------------------------------------------------------------

Violation reduce_scatter_c1(const OpView& v) {
  auto d = v.integer("scatter_dimension");
  auto n = groupSize(v, replicaPartitionMode(v));
  auto rank = rankOf(v, "operand");
  if (!d || !n || !rank || *n <= 0 || *d < 0 || *d >= *rank) return std::nullopt;
  int64_t size = v.type("operand").shape()[*d];
  if (size < 0 || size % *n == 0) return std::nullopt;
  return fmt::format(
      "dim(operand, scatter_dimension) = {} is not divisible by "
      "dim(process_groups, 1) = {}",
      size, *n);
}

Violation reduce_scatter_c2(const OpView& v) {
  return dimInRange(v, "scatter_dimension", "operand");
}

Violation reduce_scatter_c7(const OpView& v) {
  return reducerSignature(v, "computation", "operand");
}

Violation reduce_scatter_c8(const OpView& v) {
  auto d = v.integer("scatter_dimension");
  auto n = groupSize(v, replicaPartitionMode(v));
  if (!d || !n || *n <= 0) return std::nullopt;
  const Type& a = v.type("operand");
  const Type& b = v.type("result");
  if (a.unranked() || b.unranked() || *d < 0 || *d >= a.rank()) return std::nullopt;
  if (a.rank() != b.rank())
    return fmt::format("rank(result) = {} but rank(operand) = {}", b.rank(), a.rank());
  std::vector<int64_t> expected = a.shape();
  if (expected[*d] >= 0) expected[*d] /= *n;
  if (shapesCompatible(expected, b.shape())) return std::nullopt;
  return fmt::format("shape(result) of {} but shape(operand) with dim {} divided by {} is {}",
                     typeStr(b), *d, *n, listStr(expected));
}

Violation reduce_scatter_c9(const OpView& v) {
  return resultsHaveReducerTypes(v, "computation", "operand", "result");
}

// --- inputs shared by the collectives -----------------------------------------------------------

InputDef replicaGroups(std::string_view text = "2-dimensional tensor constant of type si64") {
  return attribute("replica_groups", "replica_groups", text);
}
InputDef channelIdInput() {
  return attribute("channel_id", "channel_handle.handle", "constant of type si64", "0");
}
// Current spec: with has_dynamic_root, the index of each group's root process.
InputDef rootInput() {
  InputDef in = operand("root", cat::kInt, Arity::kOptional);
  in.presentIf = "has_dynamic_root";
  return in;
}
InputDef globalIdsInput() {
  return attribute("use_global_device_ids", "use_global_device_ids", "constant of type i1",
                   "false");
}

constexpr std::string_view kGroupsSize =
    "size(replica_groups) = num_replicas if cross_replica is used, num_replicas if "
    "cross_replica_and_partition is used, num_processes if flattened_ids is used (-1 entries "
    "pad ragged groups and do not count)";

}  // namespace

void addCollectiveOps(std::vector<OpDef>& ops) {
  ops.push_back(OpDef{
      .name = "stablehlo.all_gather",
      .family = "collectives",
      .summary = "concatenates the operands of each process group along all_gather_dim",
      .xlaNames = {{"AllGather"}},
      .inputs = {operand("operands", cat::kTensorOrPerTensor, Arity::kVariadic),
                 attribute("all_gather_dim", "all_gather_dim", "constant of type si64"),
                 replicaGroups(), channelIdInput(), globalIdsInput()},
      .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)},
      .constraints = {
          {"C1", "0 <= all_gather_dim < rank(operands...)", all_gather_c1},
          {"C2", "is_unique(replica_groups)", groupsUnique},
          {"C3", kGroupsSize, groupsCoverReplicaPartitionGrid, Origin::kSeedSpec, true},
          {"C4", "0 <= replica_groups < size(replica_groups)", groupsInRange},
          {"C5", "if use_global_device_ids = true, then channel_id > 0", globalIdsNeedChannel},
          {"C6",
           "type(results...) = type(operands...) except dim(results..., "
           "all_gather_dim) = dim(operands..., all_gather_dim) * dim(process_groups, 1)",
           all_gather_c6, Origin::kSeedSpec, true}}});

  constexpr std::string_view kComputation =
      "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where "
      "is_promotable(element_type(operand), E) for each operand";
  for (bool legacy : {false, true}) {
    OpDef def{.name = legacy ? "stablehlo.collective_reduce" : "stablehlo.all_reduce",
              .origin = legacy ? Origin::kMlir : Origin::kSeedSpec,
              .family = "collectives",
              .summary = legacy ? "reduces operands within each process group (one-sided variant)"
                                : "reduces the operands of each process group with computation",
              .inputs = {operand("operands", cat::kTensorOrPerTensor, Arity::kVariadic),
                         replicaGroups("2-dimensional tensor constant of type si64"),
                         channelIdInput(), globalIdsInput(), region("computation")},
              .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)}};
    Origin o = def.origin;
    def.constraints = {
        {"C1", "is_unique(replica_groups)", groupsUnique, o},
        {"C2", kGroupsSize, groupsCoverReplicaPartitionGrid, o, true},
        {"C3", "0 <= replica_groups < size(replica_groups)", groupsInRange, o},
        {"C4", "if use_global_device_ids = true, then channel_id > 0", globalIdsNeedChannel, o},
        {"C5", kComputation, all_reduce_c5, o},
        {"C6", "shape(results...) = shape(operands...)", all_reduce_c6, o},
        {"C7", "element_type(results...) = E", all_reduce_c7, o}};
    if (!legacy) def.xlaNames = {{"AllReduce"}, {"CrossReplicaSum", "all_reduce with add"}};
    ops.push_back(std::move(def));
  }

  ops.push_back(
      OpDef{.name = "stablehlo.all_to_all",
            .family = "collectives",
            .summary = "splits operands, scatters the parts within each group, concatenates",
            .xlaNames = {{"AllToAll"}},
            .inputs = {operand("operands", cat::kTensorOrPerTensor, Arity::kVariadic),
                       attribute("split_dimension", "split_dimension", "constant of type si64"),
                       attribute("concat_dimension", "concat_dimension", "constant of type si64"),
                       attribute("split_count", "split_count", "constant of type si64"),
                       replicaGroups(), channelIdInput()},
            .outputs = {output("results", cat::kTensorOrPerTensor, Arity::kVariadic)},
            .constraints = {
                {"C1", "0 <= split_dimension < rank(operands...)", all_to_all_c1},
                {"C2", "dim(operands..., split_dimension) % split_count = 0", all_to_all_c2},
                {"C3", "0 <= concat_dimension < rank(operands...)", all_to_all_c3},
                {"C4", "0 < split_count", all_to_all_c4},
                {"C5", "is_unique(replica_groups)", groupsUnique},
                {"C6",
                 "size(replica_groups) = num_replicas if cross_replica is used, num_partitions if "
                 "cross_partition is used",
                 groupsCoverReplicaOrPartitionGrid, Origin::kSeedSpec, true},
                {"C7", "0 <= replica_groups < size(replica_groups)", groupsInRange},
                {"C8", "dim(replica_groups, 1) = split_count", all_to_all_c8},
                {"C9",
                 "type(results...) = type(operands...) except dim(results..., split_dimension) = "
                 "dim(operands..., split_dimension) / split_count and dim(results..., "
                 "concat_dimension) = dim(operands..., concat_dimension) * split_count",
                 all_to_all_c9}}});

  ops.push_back(OpDef{
      .name = "stablehlo.collective_broadcast",
      .family = "collectives",
      .summary = "broadcasts the first process's operand within each group",
      .inputs = {operand("operands", cat::kTensor, Arity::kVariadic),
                 replicaGroups("variadic number of 1-dimensional tensor constants of type si64"),
                 channelIdInput(), rootInput(),
                 attribute("has_dynamic_root", "has_dynamic_root", "constant of type i1", "false")},
      .outputs = {output("results", cat::kTensor, Arity::kVariadic)},
      .constraints = {{"C1", "is_unique(replica_groups)", groupsUnique},
                      {"C2",
                       "0 <= replica_groups < N where N = num_replicas if cross_replica is used, "
                       "num_partitions if cross_partition is used",
                       collective_broadcast_c2, Origin::kSeedSpec, true},
                      {"C3", "type(results...) = type(operands...)", collective_broadcast_c3}}});
  ops.push_back(OpDef{
      .name = "stablehlo.collective_permute",
      .family = "collectives",
      .summary = "sends operand from sources to targets",
      .xlaNames = {{"CollectivePermute"}},
      .inputs = {operand("operand", cat::kTensorOrPerTensor),
                 attribute("source_target_pairs", "source_target_pairs",
                           "2-dimensional tensor constant of type si64"),
                 channelIdInput()},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {{"C1", "dim(source_target_pairs, 1) = 2", collective_permute_c1},
                      {"C2", "is_unique(source_target_pairs[:, 0])", collective_permute_c2},
                      {"C3", "is_unique(source_target_pairs[:, 1])", collective_permute_c3},
                      {"C4",
                       "0 <= source_target_pairs < N where N = num_replicas if cross_replica is "
                       "used, num_partitions if cross_partition is used",
                       collective_permute_c4, Origin::kSeedSpec, true},
                      {"C5", "type(result) = type(operand)", sameOperandResultType}}});

  ops.push_back(OpDef{
      .name = "stablehlo.reduce_scatter",
      .family = "collectives",
      .summary = "reduces within each group, then scatters the parts along scatter_dimension",
      .xlaNames = {{"ReduceScatter"}},
      .inputs = {operand("operand", cat::kTensorOrPerTensor),
                 attribute("scatter_dimension", "scatter_dimension", "constant of type si64"),
                 replicaGroups(), channelIdInput(), globalIdsInput(), region("computation")},
      .outputs = {output("result", cat::kTensorOrPerTensor)},
      .constraints = {
          {"C1", "dim(operand, scatter_dimension) % dim(process_groups, 1) = 0", reduce_scatter_c1,
           Origin::kSeedSpec, true},
          {"C2", "0 <= scatter_dimension < rank(operand)", reduce_scatter_c2},
          {"C3", "is_unique(replica_groups)", groupsUnique},
          {"C4", kGroupsSize, groupsCoverReplicaPartitionGrid, Origin::kSeedSpec, true},
          {"C5", "0 <= replica_groups < size(replica_groups)", groupsInRange},
          {"C6", "if use_global_device_ids = true, then channel_id > 0", globalIdsNeedChannel},
          {"C7",
           "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where "
           "is_promotable(element_type(operand), E)",
           reduce_scatter_c7},
          {"C8",
           "shape(result) = shape(operand) except dim(result, scatter_dimension) = dim(operand, "
           "scatter_dimension) / dim(process_groups, 1)",
           reduce_scatter_c8, Origin::kSeedSpec, true},
          {"C9", "element_type(result) = E", reduce_scatter_c9}}});

  ops.push_back(OpDef{.name = "stablehlo.cross-replica-sum",
                      .origin = Origin::kMlir,
                      .family = "collectives",
                      .summary = "sum across replicas (legacy; all_reduce with add)",
                      .xlaNames = {{"CrossReplicaSum"}},
                      .inputs = {operand("operand", cat::kTensorOrPerTensor), replicaGroups()},
                      .outputs = {output("result", cat::kTensorOrPerTensor)},
                      .constraints = {{"C1", "type(result) = type(operand)", sameOperandResultType,
                                       Origin::kMlir}}});

  ops.push_back(OpDef{.name = "stablehlo.replica_id",
                      .family = "collectives",
                      .summary = "the replica id of the current process",
                      .xlaNames = {{"ReplicaId"}},
                      .outputs = {output("result", cat::kUI32Scalar)}});
  ops.push_back(OpDef{.name = "stablehlo.partition_id",
                      .family = "collectives",
                      .summary = "the partition id of the current process",
                      .xlaNames = {{"PartitionId"}},
                      .outputs = {output("result", cat::kUI32Scalar)}});
}

}  // namespace hlo_cts::ops
