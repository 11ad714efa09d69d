// Row groups: a run of steps over one leading dimension of R rows
// (element-wise chains at [R, ...], reductions of every trailing dimension
// to [R], chains at [R] between them) runs block of rows by block of rows,
// every step over the block before the next block starts. The values the
// steps pass each other then live in a block-sized buffer that stays in
// cache, and only the values read after the group are written out whole:
// a softmax or a layer norm reads its input and writes its result about
// once, where step by step each reduction reads back a tensor the chain
// before it wrote (at 4096x4096 f32, 64 MB each way).
//
// Every step computes exactly what it computes on its own: chains are
// element-wise, and a reduction folds each row in the order of reduce's
// typed loop (foldRows), whichever block the row falls in.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "backends/simd_cpu/plan.h"

namespace hlo_cts::backends::simd_cpu {

// A value a member reads: input `index` of the group's step, or value
// `index` the group makes.
struct RowGroupRef {
  bool made = false;
  int index = 0;
};

// A value the group makes: [R, ...] with `rowElements` elements per row.
// An exported value is read after the group and is made whole; any other
// lives only in block buffers.
struct RowGroupValue {
  Type type;
  int64_t rowElements = 0;
  bool exported = false;
};

struct RowGroupMember {
  std::shared_ptr<const FusedProgram> fused;  // null: a reduction
  std::vector<RowGroupRef> inputs;            // a chain's inputs; a reduction's operand
  std::vector<int> outputs;                   // values made
  // A reduction: `reducer` folds rows of `rowLength` elements of `type`,
  // starting from the rank-0 group input `init`.
  OpId reducer = OpId::kAdd;
  ElementType type = ElementType::kF32;
  int64_t rowLength = 0;
  int init = 0;
};

struct RowGroup {
  int64_t rows = 0;
  int64_t blockRows = 0;
  std::vector<RowGroupValue> values;
  std::vector<RowGroupMember> members;
  std::vector<int> exports;  // values, in the order of the group step's outputs
};

// Replaces each run of `block`'s steps that gains from running by row
// blocks with one kRowGroup step (constants move to the block's start
// first: they read nothing, and would otherwise split runs). Returns how
// many groups it formed.
int formRowGroups(BlockPlan& block);

// Runs a group on its step's inputs; returns its exported values.
std::vector<TensorRef> runRowGroup(const RowGroup& group, std::span<const TensorRef> inputs);

}  // namespace hlo_cts::backends::simd_cpu
