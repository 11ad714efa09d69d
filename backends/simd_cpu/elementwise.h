// Fused element-wise execution. A chain of element-wise ops over one shape
// (with rank-0 or broadcast operands) is compiled into a tile program: each
// tile of the output (kTileElements elements) is loaded into registers in
// a compute type (f32 for f32 and every narrower float, f64, i64 for every
// integer type, complex<f32>/<f64>), every op of the chain runs over the
// whole tile with one vectorized call (Highway kernels for f32/f64
// arithmetic, SLEEF for transcendental functions), and the values the rest
// of the program reads are stored back. Intermediate values never touch
// memory outside the tile, so a chain costs one pass over its inputs and
// outputs, and tiles are spread over cores with oneTBB.
//
// Per the spec every op rounds to its own result type: a narrow float
// result is rounded to its format right after the op (in f32, which is
// exact for +, -, *, /, sqrt of narrower formats: f32 has at least 2p+2
// bits for every p ≤ 11) even inside a chain.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "backends/simd_cpu/kernel.h"
#include "spec/ir.h"

namespace hlo_cts::backends::simd_cpu {

inline constexpr size_t kTileElements = 512;

// Why the element-wise engine cannot compile `op` (empty: it can). Ops
// outside the element-wise family are never fusable.
std::string elementwiseSupport(const Operation& op);
bool isElementwiseOp(OpId op);
// Whether the engine computes element-wise op `op` on some element type.
bool elementwiseOpIsImplemented(OpId op);

class FusedProgram;

// A broadcast_in_dim that chains read without materializing it: its result
// is `source` seen through `dimensions` (its broadcast_dimensions), so a
// softmax's row maximum is read once per row instead of written out at the
// full shape and read back.
struct BroadcastView {
  const Value* source = nullptr;
  std::vector<int64_t> dimensions;
};

// A fused chain: ops in program order, the values it reads from outside
// (`inputs`) and those read after it (`outputs`). An operand in `views` is
// read through its view, and `inputs` holds the view's source instead.
struct FusedChain {
  std::vector<const Operation*> ops;
  std::vector<const Value*> inputs;
  std::vector<const Value*> outputs;
  std::map<const Value*, BroadcastView> views;
};

// Compiles a chain whose ops all pass elementwiseSupport and whose results
// share one static shape.
Result<std::shared_ptr<const FusedProgram>> compileFusedChain(const FusedChain& chain);

// Runs it: one tensor per chain input, returns one per chain output.
Result<std::vector<TensorRef>> runFusedProgram(const FusedProgram& program,
                                               std::span<const TensorRef> inputs);

// What row groups (row_group.h) read of a compiled chain: its shape, and
// how far one step of its leading index moves through input `operand`
// (the input's elements per leading index when it is read row by row; 0
// when read as a scalar or broadcast over the leading dimension); nullopt
// when the chain reads the input in several ways that move differently.
const std::vector<int64_t>& fusedShape(const FusedProgram& program);
std::optional<int64_t> fusedLeadingStride(const FusedProgram& program, size_t operand);
const Type& fusedOutputType(const FusedProgram& program, size_t output);

// Runs rows [firstRow, lastRow) of the chain's leading dimension into
// allocated outputs. Each tensor holds its value's rows from its entry of
// inputFirstRow / outputFirstRow on (0: the whole value; a row group's
// block buffer: the block's first row), addressed by its leading stride.
void runFusedRows(const FusedProgram& program, std::span<const Tensor* const> inputs,
                  std::span<const int64_t> inputFirstRow, std::span<Tensor* const> outputs,
                  std::span<const int64_t> outputFirstRow, int64_t firstRow, int64_t lastRow);

}  // namespace hlo_cts::backends::simd_cpu
