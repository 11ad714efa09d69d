// Samplers of the collectives as one process: a program without a process
// grid runs as the single process of a 1x1 grid, so every process group is
// [[0]], every pair [0, 0] and every split or gather factor 1. The ops still
// take every path of their evaluation (groups, meeting, reduction bodies,
// splitting and concatenation), and a backend that runs one process must
// give the operand back (reduced over one member).
#include <fmt/format.h>

#include <algorithm>

#include "generators/builder.h"
#include "spec/text/parser.h"

namespace hlo_cts::generators {
namespace {

// dense<rows> : tensor<RxCxi64>.
Attribute idMatrix(const std::vector<std::vector<int64_t>>& rows, int64_t columns) {
  const Type type = Type::tensor({static_cast<int64_t>(rows.size()), columns}, ElementType::kSI64);
  Tensor values(type);
  int64_t i = 0;
  for (const auto& row : rows)
    for (int64_t id : row) values.setIntValue(i++, id);
  return Attribute::denseElements(std::move(values), type);
}

Attribute singleProcessGroups() {
  return idMatrix({{0}}, 1);
}

// The channel and global-id options of `id`'s catalogue inputs, now and
// then: a channel switches the process groups to cross_replica_and_partition
// (or cross_partition), the flag to flattened_ids, which one process meets
// all the same. The catalogue decides whether the flag is admissible.
Result<std::vector<ProgramBuilder::Variant>> withChannelSometimes(
    ProgramBuilder& b, OpId id, std::vector<NamedAttribute> properties,
    const std::vector<Type>& results) {
  const ops::OpDef& def = *ops::opDef(id);
  if (def.input("channel_id") && b.entropy().oneIn(3)) {
    // One draw per statement: the order of a call's arguments is the
    // compiler's, and a suite must regenerate alike from every compiler.
    const int64_t handleId = b.entropy().inRange(0, 2);
    const int64_t handleType = b.entropy().inRange(0, 1);
    Result<Attribute> handle = parseAttribute(
        fmt::format("#stablehlo.channel_handle<handle = {}, type = {}>", handleId, handleType));
    if (!handle.ok()) return handle.takeError();
    properties.push_back({"channel_handle", std::move(*handle)});
  }
  std::vector<ProgramBuilder::Variant> variants;
  if (def.input("use_global_device_ids") && b.entropy().oneIn(2)) {
    std::vector<NamedAttribute> global = properties;
    global.push_back({"use_global_device_ids", Attribute::unit()});
    variants.push_back({std::move(global), results});
  }
  variants.push_back({std::move(properties), results});
  return variants;
}

// `complete` adds the reduction body where the op has one.
Result<Operation*> appendCollective(ProgramBuilder& b, OpId id, std::vector<Value*> operands,
                                    std::vector<NamedAttribute> properties,
                                    const ProgramBuilder::Completion& complete = nullptr) {
  std::vector<Type> results;
  for (Value* operand : operands) results.push_back(operand->type);
  Result<std::vector<ProgramBuilder::Variant>> variants =
      withChannelSometimes(b, id, std::move(properties), results);
  if (!variants.ok()) return variants.takeError();
  return b.appendFirstAccepted(id, std::move(operands), *variants, complete);
}

ProgramBuilder::Completion reducerBody(ProgramBuilder& b, ElementType element) {
  return [&b, element](Operation& op) { return buildReducerBody(b, op, {element}); };
}

// One to two operands of rank >= minRank; of one element type when
// `reducible` (one reduction body serves them all), which a reducer admits.
std::vector<Value*> collectiveOperands(ProgramBuilder& b, int minRank, bool reducible) {
  std::vector<Value*> operands = {b.anyOperand(minRank)};
  if (reducible && reducersFor(operands[0]->type.elementType()).empty()) return {};
  if (b.entropy().oneIn(3)) {
    const Type second = reducible
                            ? Type::tensor(b.randomShape(minRank), operands[0]->type.elementType())
                            : b.anyOperand(minRank)->type;
    operands.push_back(b.valueOf(second));
  }
  return operands;
}

int64_t lowestRank(const std::vector<Value*>& values) {
  int64_t rank = values[0]->type.rank();
  for (Value* v : values) rank = std::min(rank, v->type.rank());
  return rank;
}

// all_reduce and collective_reduce.
Result<bool> sampleAllReduce(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands = collectiveOperands(b, 0, /*reducible=*/true);
  if (operands.empty()) return false;
  const ElementType element = operands[0]->type.elementType();
  return appended(appendCollective(b, id, operands, {{"replica_groups", singleProcessGroups()}},
                                   reducerBody(b, element)));
}

Result<bool> sampleReduceScatter(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand(1);
  const ElementType element = operand->type.elementType();
  if (reducersFor(element).empty()) return false;
  const int64_t dimension = b.entropy().below(operand->type.rank());
  return appended(appendCollective(b, id, {operand},
                                   {{"scatter_dimension", Attribute::integer(dimension)},
                                    {"replica_groups", singleProcessGroups()}},
                                   reducerBody(b, element)));
}

Result<bool> sampleAllGather(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands = collectiveOperands(b, 1, /*reducible=*/false);
  const int64_t dimension = b.entropy().below(lowestRank(operands));
  return appended(appendCollective(b, id, operands,
                                   {{"all_gather_dim", Attribute::integer(dimension)},
                                    {"replica_groups", singleProcessGroups()}}));
}

Result<bool> sampleAllToAll(ProgramBuilder& b, OpId id) {
  std::vector<Value*> operands = collectiveOperands(b, 1, /*reducible=*/false);
  const int64_t rank = lowestRank(operands);
  return appended(
      appendCollective(b, id, operands,
                       {{"split_dimension", Attribute::integer(b.entropy().below(rank))},
                        {"concat_dimension", Attribute::integer(b.entropy().below(rank))},
                        {"split_count", Attribute::integer(1)},
                        {"replica_groups", singleProcessGroups()}}));
}

// One operand: the spec's collective_broadcast takes one (I1, C3). The
// checker also reads the newer dialect's variadic form, but a backend whose
// StableHLO rejects it breaks no word of the spec, so none is generated.
Result<bool> sampleCollectiveBroadcast(ProgramBuilder& b, OpId id) {
  return appended(
      appendCollective(b, id, {b.anyOperand()}, {{"replica_groups", singleProcessGroups()}}));
}

// Now and then no pair at all: no process receives, so the result is zeros.
Result<bool> sampleCollectivePermute(ProgramBuilder& b, OpId id) {
  const bool none = b.entropy().oneIn(4);
  return appended(
      appendCollective(b, id, {b.anyOperand()},
                       {{"source_target_pairs", none ? idMatrix({}, 2) : idMatrix({{0, 0}}, 2)}}));
}

// async_start around one collective of the single process (an identity
// collective_permute or an all_gather by one: the ops whose asynchronous
// form the verifiers admit, async_start C3), then the async_done that waits
// for it (which the async_start tests therefore cover).
Result<bool> sampleAsync(ProgramBuilder& b, OpId) {
  Value* operand = b.anyOperand(1);
  const Type type = operand->type;
  const bool gather = b.entropy().oneIn(2);
  const ProgramBuilder::Completion wrap = [&b, type, gather](Operation& op) -> Status {
    Block* body = op.addRegion()->addBlock();
    Value* argument = body->addArgument(type);
    Result<Operation*> inner = gather ? b.append(OpId::kAllGather, {argument},
                                                 {{"all_gather_dim", Attribute::integer(0)},
                                                  {"replica_groups", singleProcessGroups()}},
                                                 std::vector<Type>{type}, body)
                                      : b.append(OpId::kCollectivePermute, {argument},
                                                 {{"source_target_pairs", idMatrix({{0, 0}}, 2)}},
                                                 std::vector<Type>{type}, body);
    if (!inner.ok()) return inner.takeError();
    returnFrom(body, {(*inner)->result(0)});
    return Status::success();
  };
  Result<Operation*> start = b.appendFirstAccepted(
      OpId::kAsyncStart, {operand}, {{{}, std::vector<Type>{Type::future({type})}}}, wrap);
  if (!start.ok()) return start.takeError();
  return appended(b.append(OpId::kAsyncDone, {(*start)->result(0)}, {}, std::vector<Type>{type}));
}

// The legacy op's generic form: replica_groups is its only attribute, and
// its sum has no body, so the oracle evaluates it only where it has a
// closed-form sum of the element type (the types add admits).
Result<bool> sampleCrossReplicaSum(ProgramBuilder& b, OpId id) {
  Value* operand = b.anyOperand();
  const std::vector<OpId> reducers = reducersFor(operand->type.elementType());
  if (std::find(reducers.begin(), reducers.end(), OpId::kAdd) == reducers.end()) return false;
  return appended(b.append(id, {operand}, {{"replica_groups", singleProcessGroups()}},
                           std::vector<Type>{operand->type}));
}

}  // namespace

std::vector<SamplerEntry> collectiveSamplers() {
  return {
      {OpId::kAllReduce, sampleAllReduce, 1},
      {OpId::kCollectiveReduce, sampleAllReduce, 1},
      {OpId::kReduceScatter, sampleReduceScatter, 1},
      {OpId::kAllGather, sampleAllGather, 1},
      {OpId::kAllToAll, sampleAllToAll, 1},
      {OpId::kCollectiveBroadcast, sampleCollectiveBroadcast, 1},
      {OpId::kCollectivePermute, sampleCollectivePermute, 1},
      {OpId::kCrossReplicaSum, sampleCrossReplicaSum, 1},
      {OpId::kAsyncStart, sampleAsync, 1},
  };
}

}  // namespace hlo_cts::generators
