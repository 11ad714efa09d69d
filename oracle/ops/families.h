// The oracle's op handler tables, one per op family. Each family file under
// oracle/ops/ defines its table; oracle/ops/registry.cpp joins them.
#pragma once

#include <functional>
#include <span>

#include "oracle/evaluator.h"

namespace hlo_cts::oracle {

std::span<const OpEntry> elementwiseOps();   // oracle/ops/elementwise*.cpp (issue 4)
std::span<const OpEntry> checkOps();         // oracle/ops/check.cpp: check.*, custom_call @check.*
std::span<const OpEntry> dataMovementOps();  // oracle/ops/data_movement.cpp (issue 5)
std::span<const OpEntry>
indexingOps();                          // oracle/ops/indexing.cpp: gather, dynamic slices (issue 5)
std::span<const OpEntry> scatterOps();  // oracle/ops/indexing_scatter.cpp: scatter,
                                        // select_and_scatter
std::span<const OpEntry>
controlFlowOps();  // oracle/ops/control_flow.cpp: while, if, case, map, sort, ... (issue 5)
std::span<const OpEntry>
reductionOps();  // oracle/ops/reduction.cpp: reduce, dot, conv, ... (issue 6)
std::span<const OpEntry> collectiveOps();  // oracle/ops/collectives.cpp (issue 6)

// Whether `op` reads its float operands arithmetically: by its registry
// flag, or, for an op with a body (map, reduce, reduce_window, scatter,
// select_and_scatter, sort, ...), because an op of its body does; the body
// computes on the operands' elements, so a DAZ backend reads them as zero
// (oracle/ops/flushed_inputs.cpp).
bool readsFloatsArithmetically(const Operation& op);

// oracle/ops/flushed_inputs.cpp, profile flush_subnormals=inputs|both.
// When the evaluation's profile lets a backend read the subnormal inputs of
// `op` as zero and some operand has one, evaluates `op` again on the flushed
// operands and adds that result to each of `results`' expectations as an
// alternative.
Status addFlushedInputAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                   OpHandler handler, EvalContext& context,
                                   std::vector<RuntimeValue>& results);

// oracle/ops/flushed_inputs.cpp, profile flush_subnormals=outputs|both.
// A backend that flushes subnormal results does so for every rounding
// inside a sum, a product or a solve, not only for the op's result: each
// flushed partial result moves the result by less than the format's
// smallest normal. For a reduction, linear-algebra or collective op whose
// results the profile lets flush, adds to each result a copy of every
// reading it allows widened by that much for each partial result
// (4 · operand elements · smallest normal).
void addFlushedPartialResultAlternatives(const Operation& op,
                                         std::span<const RuntimeValue> operands,
                                         const EvalContext& context,
                                         std::vector<RuntimeValue>& results);

// oracle/ops/flushed_inputs.cpp: where an operand element of element-wise op
// `op` is a signaling NaN, a NaN result is allowed besides the IEEE reading
// of the quieted NaN (an alternative on each result's expectation). Operands
// known to hold only quiet NaNs are not scanned, and the results of ops
// that quiet every NaN (resultsHoldOnlyQuietNaNs) are marked so.
bool resultsHoldOnlyQuietNaNs(OpId id, ElementType resultType);
void addSignalingNaNAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                 std::vector<RuntimeValue>& results);
// Likewise for complex operands with infinite or NaN parts: where C Annex
// G's special cases (MPC's) are not the only reading.
void addComplexSpecialValueAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                        std::vector<RuntimeValue>& results);

// oracle/ops/transformations.cpp, profile fma_contraction and
// reciprocal_division: the result of a rewrite the profile declares (an add
// of a multiply's result as one fused multiply-add, a divide by a broadcast
// divisor as a reciprocal multiply) added to `results`' expectation as an
// alternative named for the mechanism. `lookup` gives the values of the
// evaluation (a contracted multiply's factors).
void addTransformationAlternatives(const Operation& op, std::span<const RuntimeValue> operands,
                                   const ValueLookup& lookup, EvalContext& context,
                                   std::vector<RuntimeValue>& results);
// Whether `op` reads, under `profile`, the operands of its operands'
// producers: the evaluator keeps those values alive until it runs.
bool readsThroughProducers(const Operation& op, const Profile& profile);

}  // namespace hlo_cts::oracle
