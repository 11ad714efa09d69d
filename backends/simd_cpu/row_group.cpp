#include "backends/simd_cpu/row_group.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "backends/simd_cpu/reducer.h"
#include "spec/ops/attribute_views.h"

namespace hlo_cts::backends::simd_cpu {

namespace {

// Fewer rows leave too few blocks to spread over cores (and a reduction
// of few long rows is folded in chunks on several threads on its own).
constexpr int64_t kMinRows = 16;
// Elements of the widest member per block: 64 KB of f32 per value, so a
// block's values stay in a core's L2.
constexpr int64_t kBlockElements = 16384;

struct ReduceForm {
  OpId reducer;
  ElementType type;
  int64_t rows;
  int64_t rowLength;
};

// A reduce step that folds every trailing dimension of one operand with a
// simple reducer the typed loops cover: what a group can run row by row.
std::optional<ReduceForm> rowReduction(const Step& step) {
  if (step.kind != Step::Kind::kKernel || step.op->id() != OpId::kReduce) return std::nullopt;
  const Operation& op = *step.op;
  if (op.numOperands() != 2 || op.numResults() != 1 || op.numRegions() != 1) return std::nullopt;
  const Type& in = op.operand(0)->type;
  const Type& out = op.result(0)->type;
  if (!in.isTensor() || !in.hasStaticShape() || in.isQuantized() || in.rank() < 2 ||
      in.shape()[0] == 0 || !out.isTensor() || out.shape() != std::vector<int64_t>{in.shape()[0]} ||
      out.elementType() != in.elementType())
    return std::nullopt;
  // A view error leaves the reduce to its kernel, which reports it.
  Result<std::vector<int64_t>> list = ops::dimensionsAttr(op);
  if (!list.ok()) return std::nullopt;
  const std::set<int64_t> reduced(list->begin(), list->end());
  if (reduced.size() != static_cast<size_t>(in.rank() - 1) || reduced.count(0) ||
      *reduced.rbegin() != in.rank() - 1)
    return std::nullopt;
  const std::optional<OpId> simple = simpleReducer(*op.region(0));
  const Block* body = op.region(0)->front();
  if (!simple || !body || body->argument(0)->type.elementType() != in.elementType() ||
      !foldsRows(*simple, in.elementType()))
    return std::nullopt;
  return ReduceForm{*simple, in.elementType(), in.shape()[0], in.numElements() / in.shape()[0]};
}

// The leading dimension a step runs over, when a group can take it.
std::optional<int64_t> rowsOf(const Step& step) {
  if (step.kind == Step::Kind::kFused) {
    const std::vector<int64_t>& shape = fusedShape(*step.fused);
    if (shape.empty()) return std::nullopt;
    return shape[0];
  }
  if (std::optional<ReduceForm> reduce = rowReduction(step)) return reduce->rows;
  return std::nullopt;
}

int64_t product(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

// Slots that `block` (and the blocks nested in its steps) reads.
void collectReads(const BlockPlan& block, size_t firstStep, std::unordered_set<int>& reads) {
  for (size_t i = firstStep; i < block.steps.size(); ++i) {
    const Step& step = block.steps[i];
    reads.insert(step.inputs.begin(), step.inputs.end());
    for (const auto& region : step.regions) collectReads(*region, 0, reads);
  }
  reads.insert(block.results.begin(), block.results.end());
}

class GroupBuilder {
 public:
  explicit GroupBuilder(int64_t rows) { group_.rows = rows; }

  // Adds `step` when a group over these rows can run it; false leaves the
  // group as it was.
  bool add(const Step& step) {
    RowGroupMember member;
    if (step.kind == Step::Kind::kFused) {
      const std::vector<int64_t>& shape = fusedShape(*step.fused);
      if (shape.empty() || shape[0] != group_.rows) return false;
      const int64_t rowElements = product(shape) / group_.rows;
      if (rowElements == 0) return false;
      // A value made here is read back row by row only when each step of
      // the chain's leading index moves one of its rows.
      for (size_t k = 0; k < step.inputs.size(); ++k)
        if (auto made = made_.find(step.inputs[k]); made != made_.end()) {
          const std::optional<int64_t> stride = fusedLeadingStride(*step.fused, k);
          if (!stride || *stride != group_.values[static_cast<size_t>(made->second)].rowElements)
            return false;
        }
      for (int slot : step.inputs) member.inputs.push_back(ref(slot));
      for (size_t o = 0; o < step.outputs.size(); ++o)
        member.outputs.push_back(
            make(step.outputs[o], fusedOutputType(*step.fused, o), rowElements));
      member.fused = step.fused;
      widest_ = std::max(widest_, rowElements);
    } else {
      const std::optional<ReduceForm> form = rowReduction(step);
      if (!form || form->rows != group_.rows) return false;
      if (made_.count(step.inputs[1])) return false;  // the init is rank 0: never made here
      member.reducer = form->reducer;
      member.type = form->type;
      member.rowLength = form->rowLength;
      member.inputs.push_back(ref(step.inputs[0]));
      member.init = ref(step.inputs[1]).index;
      member.outputs.push_back(make(step.outputs[0], step.op->result(0)->type, 1));
      widest_ = std::max(widest_, form->rowLength);
    }
    group_.members.push_back(std::move(member));
    return true;
  }

  // Whether running by blocks saves anything: a member reads what another made.
  bool worthwhile() const { return group_.members.size() >= 2 && internalReads_ > 0; }

  // The group step; `reads` are the slots read after the group.
  Step finish(const std::unordered_set<int>& reads, const Operation* last) {
    Step step;
    step.kind = Step::Kind::kRowGroup;
    step.op = last;
    step.inputs = inputSlots_;
    for (size_t v = 0; v < group_.values.size(); ++v)
      if (reads.count(madeSlots_[v])) {
        group_.values[v].exported = true;
        group_.exports.push_back(static_cast<int>(v));
        step.outputs.push_back(madeSlots_[v]);
      }
    group_.blockRows = std::clamp<int64_t>(kBlockElements / widest_, 1, group_.rows);
    step.rowGroup = std::make_shared<const RowGroup>(std::move(group_));
    return step;
  }

 private:
  RowGroupRef ref(int slot) {
    if (auto made = made_.find(slot); made != made_.end()) {
      ++internalReads_;
      return {true, made->second};
    }
    auto [it, inserted] = inputOf_.emplace(slot, static_cast<int>(inputSlots_.size()));
    if (inserted) inputSlots_.push_back(slot);
    return {false, it->second};
  }

  int make(int slot, const Type& type, int64_t rowElements) {
    group_.values.push_back(RowGroupValue{type, rowElements, false});
    madeSlots_.push_back(slot);
    const int index = static_cast<int>(group_.values.size() - 1);
    made_[slot] = index;
    return index;
  }

  RowGroup group_;
  std::unordered_map<int, int> made_;     // slot → value index
  std::unordered_map<int, int> inputOf_;  // slot → group input index
  std::vector<int> inputSlots_;
  std::vector<int> madeSlots_;
  int64_t widest_ = 1;
  int internalReads_ = 0;
};

}  // namespace

int formRowGroups(BlockPlan& block) {
  std::stable_partition(block.steps.begin(), block.steps.end(),
                        [](const Step& s) { return s.kind == Step::Kind::kConstant; });
  std::vector<Step> steps;
  int formed = 0;
  for (size_t i = 0; i < block.steps.size();) {
    const std::optional<int64_t> rows = rowsOf(block.steps[i]);
    if (rows && *rows >= kMinRows) {
      GroupBuilder builder(*rows);
      size_t end = i;
      while (end < block.steps.size() && builder.add(block.steps[end])) ++end;
      if (builder.worthwhile()) {
        std::unordered_set<int> reads;
        collectReads(block, end, reads);
        steps.push_back(builder.finish(reads, block.steps[end - 1].op));
        ++formed;
        i = end;
        continue;
      }
    }
    steps.push_back(std::move(block.steps[i]));
    ++i;
  }
  block.steps = std::move(steps);
  return formed;
}

std::vector<TensorRef> runRowGroup(const RowGroup& group, std::span<const TensorRef> inputs) {
  std::vector<Tensor> whole(group.values.size());
  for (size_t v = 0; v < group.values.size(); ++v)
    if (group.values[v].exported) whole[v] = Tensor::uninitialized(group.values[v].type);
  const int64_t blocks = (group.rows + group.blockRows - 1) / group.blockRows;

  auto runBlocks = [&](int64_t firstBlock, int64_t lastBlock) {
    // Values only the group reads live in buffers of one block's rows.
    std::vector<Tensor> buffers(group.values.size());
    std::vector<Tensor*> tensors(group.values.size());
    for (size_t v = 0; v < group.values.size(); ++v) {
      const RowGroupValue& value = group.values[v];
      if (!value.exported)
        buffers[v] = Tensor::uninitialized(
            Type::tensor({group.blockRows * value.rowElements}, value.type.elementType()));
      tensors[v] = value.exported ? &whole[v] : &buffers[v];
    }
    std::vector<const Tensor*> in;
    std::vector<Tensor*> out;
    std::vector<int64_t> inFirstRow, outFirstRow;
    for (int64_t b = firstBlock; b < lastBlock; ++b) {
      const int64_t first = b * group.blockRows;
      const int64_t last = std::min(group.rows, first + group.blockRows);
      // The row a value's tensor starts at: 0 for whole values (the
      // group's inputs, its exports), the block's first for buffers.
      auto firstRowOf = [&](int v) {
        return group.values[static_cast<size_t>(v)].exported ? 0 : first;
      };
      auto firstRowOfRef = [&](const RowGroupRef& r) { return r.made ? firstRowOf(r.index) : 0; };
      auto tensorOf = [&](const RowGroupRef& r) -> const Tensor* {
        return r.made ? tensors[static_cast<size_t>(r.index)]
                      : inputs[static_cast<size_t>(r.index)].get();
      };
      for (const RowGroupMember& m : group.members) {
        if (m.fused) {
          in.clear();
          inFirstRow.clear();
          out.clear();
          outFirstRow.clear();
          for (const RowGroupRef& r : m.inputs) {
            in.push_back(tensorOf(r));
            inFirstRow.push_back(firstRowOfRef(r));
          }
          for (int v : m.outputs) {
            out.push_back(tensors[static_cast<size_t>(v)]);
            outFirstRow.push_back(firstRowOf(v));
          }
          runFusedRows(*m.fused, in, inFirstRow, out, outFirstRow, first, last);
          continue;
        }
        const RowGroupRef& operand = m.inputs[0];
        const Tensor& source = *tensorOf(operand);
        const int64_t sourceRow = first - firstRowOfRef(operand);
        Tensor& result = *tensors[static_cast<size_t>(m.outputs[0])];
        const int64_t resultRow = first - firstRowOf(m.outputs[0]);
        foldRows(m.reducer, m.type,
                 source.bytes().data() + sourceRow * m.rowLength * source.elementBytes(),
                 last - first, m.rowLength, inputs[static_cast<size_t>(m.init)]->bytes().data(),
                 result.mutableBytes().data() + resultRow * result.elementBytes());
      }
    }
  };
  if (blocks < 2)
    runBlocks(0, blocks);
  else
    tbb::parallel_for(tbb::blocked_range<int64_t>(0, blocks, 1),
                      [&](const tbb::blocked_range<int64_t>& r) { runBlocks(r.begin(), r.end()); });

  std::vector<TensorRef> results;
  for (int v : group.exports)
    results.push_back(std::make_shared<Tensor>(std::move(whole[static_cast<size_t>(v)])));
  return results;
}

}  // namespace hlo_cts::backends::simd_cpu
