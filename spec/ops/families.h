// The catalogue's families: each spec/ops/<family>.cpp appends its OpDefs;
// spec/ops/catalogue.cpp joins them. Internal to spec/ops.
#pragma once

#include <vector>

#include "spec/ops/catalogue.h"

namespace hlo_cts::ops {

void addElementwiseOps(std::vector<OpDef>& ops);   // elementwise.cpp: unary, binary, compare,
                                                   // select, clamp, convert, ...
void addDataMovementOps(std::vector<OpDef>& ops);  // data_movement.cpp: reshape, transpose,
                                                   // broadcast, concatenate, pad, ...
void addGatherScatterOps(
    std::vector<OpDef>& ops);  // indexing_gather_scatter.cpp: gather, dynamic_gather, scatter
void addIndexingOps(
    std::vector<OpDef>& ops);  // indexing.cpp: slice, dynamic_slice, dynamic_update_slice, ...
void addControlFlowOps(
    std::vector<OpDef>& ops);  // control_flow.cpp: if, case, while, map, sort, ...
void addReductionOps(
    std::vector<OpDef>& ops);  // reduction.cpp: reduce, reduce_window, select_and_scatter
void addDotOps(std::vector<OpDef>& ops);          // linalg_dot.cpp: dot_general, dot
void addConvolutionOps(std::vector<OpDef>& ops);  // linalg_convolution.cpp: convolution,
                                                  // dynamic_conv
void addLinalgOps(
    std::vector<OpDef>& ops);  // linalg.cpp: fft, cholesky, triangular_solve, batch_norm, ...
void addCollectiveOps(std::vector<OpDef>& ops);    // collectives.cpp
void addRandomOps(std::vector<OpDef>& ops);        // random.cpp: rng, rng_bit_generator
void addQuantizationOps(std::vector<OpDef>& ops);  // quantization.cpp: uniform_(de)quantize
void addChloOps(std::vector<OpDef>& ops);          // chlo.cpp
void addMiscOps(
    std::vector<OpDef>& ops);  // misc.cpp: constant, iota, tuples, tokens, custom_call, ...

// Building blocks the family files share.
InputDef operand(std::string_view name, TypeCategory type, Arity arity = Arity::kOne);
// An operand the spec calls a constant (InputDef::constant).
InputDef constantOperand(std::string_view name, TypeCategory type);
InputDef attribute(std::string_view name, std::string_view storage, std::string_view text,
                   std::string_view defaultValue = {});
InputDef region(std::string_view name, Arity arity = Arity::kOne);
OutputDef output(std::string_view name, TypeCategory type, Arity arity = Arity::kOne);

// Coverage points every op gets from its first operand's (or output's)
// category: one per element class it admits, plus special float values.
void addDefaultCoverage(OpDef& def);

}  // namespace hlo_cts::ops
