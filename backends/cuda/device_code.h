// What the CUDA executor's kernels run, as plain data: an element-wise chain
// compiled to a small register program evaluated once per output element,
// and a reduction evaluated once per output element in a fixed tree order.
// device_eval.h holds the host/device functions (HLO_CTS_HD) that evaluate
// them. The GPU runs those in its kernels (cuda_device.cu); the host device
// (host_device.cpp) runs the very same functions in plain loops, so CI, which has no GPU, tests
// every decision the kernels make: types, conversions, rounding to narrow formats, integer
// wrapping, the reduction order. Only the transcendental functions differ: CUDA's math library on
// the GPU, the C library's on the host.
//
// Everything here is trivially copyable with fixed-size arrays, so one copy
// to device memory carries a whole program.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "backends/common/scalar_functors.h"
#include "spec/op_id.h"

namespace hlo_cts::backends::cuda {

using common::NarrowFormat;
using hlo_cts::MathFn;

inline constexpr int kMaxRank = 8;
inline constexpr int kMaxRegisters = 24;
inline constexpr int kMaxInstructions = 160;
inline constexpr int kMaxAccesses = 24;
inline constexpr int kMaxConstants = 32;
inline constexpr int kMaxCodecs = 16;
inline constexpr int kMaxStores = 8;
inline constexpr int kMaxBuffers = 32;
inline constexpr int kMaxWindows = 8;
// A reduction's schedule, the same on the GPU and the host: each output's
// reduced elements are cut into `segments` contiguous segments of
// `segmentLength` elements (a multiple of kReduceStep; the last ones may be
// short or empty). A warp reads its segment kReduceStep elements at a time:
// lane l folds the step's elements [l * kReduceRun, (l + 1) * kReduceRun)
// in order, the lanes' values are combined neighbours first ((0,1), (2,3),
// ..., then (0..1, 2..3), ...), and the step's total is appended to the
// segment's running value. The segments' values are then combined
// neighbours first, and the initial values with that total. Every stage
// keeps the elements in order, so the whole is a full binary tree whose
// in-order traversal is the elements in ascending order, as the spec's
// reduce requires of its schedule. A run of kReduceRun per lane costs
// (kReduceRun - 1 + 5) combines per kReduceRun elements where one element
// per lane and step cost 5 (the shuffles' levels); its loads, a lane's
// consecutive elements, hit the lines the warp's first loads brought in.
inline constexpr int kReduceLanes = 32;  // a warp
inline constexpr int kReduceRun = 8;
inline constexpr int kReduceStep = kReduceLanes * kReduceRun;
// Up to this many segments per output; reduceSchedule() picks the count.
inline constexpr int kMaxReduceSegments = 4096;

// The type an element is computed in: f32 for f32 and every narrower float
// (rounded back to its format after each op), f64, i64 for every integer
// type and i1.
enum class Compute : uint8_t { kF32, kF64, kI64 };

// How an element is stored in a buffer and computed.
struct Codec {
  Compute compute = Compute::kF32;
  uint8_t bytes = 4;
  uint8_t width = 32;  // integers: the bit width (i1: 1)
  bool isSigned = false;
  bool isBool = false;
  bool narrow = false;  // a float format narrower than f32
  NarrowFormat format;  // when narrow
};

HLO_CTS_HD inline Codec integerCodec(int width, bool isSigned, bool isBool = false) {
  Codec codec;
  codec.compute = Compute::kI64;
  codec.bytes = static_cast<uint8_t>(width <= 8 ? 1 : width / 8);
  codec.width = static_cast<uint8_t>(width);
  codec.isSigned = isSigned;
  codec.isBool = isBool;
  return codec;
}

union Reg {
  float f;
  double d;
  int64_t i;
};

// An offset into a buffer, affine in the chain's output index:
// base + Σ coeff[d] * index[d]. Transpose, broadcast_in_dim, slice and
// reverse are all such maps, so a chain reads through them in place.
struct Affine {
  int64_t base = 0;
  int64_t coeff[kMaxRank] = {};
};

enum class Opcode : uint8_t {
  // Leaves.
  kLoad,        // out = element of access[aux] (+ regs[b] with kOffsetRegister)
  kLoadWindow,  // out = element of windows[aux] where the index is inside, else b
  kIota,        // out = access[aux].at(index) (the iota dimension's coordinate)
  kConstant,    // out = constants[aux]
  // Type changes.
  kConvert,  // out (codecs[aux]) = a (codecs[source])
  kRound,    // out = a rounded to the narrow format of codecs[aux] (f32)
  // Binary.
  kAdd,
  kSubtract,
  kMultiply,
  kDivide,
  kRemainder,
  kMaximum,
  kMinimum,
  kPower,  // integers (floats: kMath2)
  kAnd,
  kOr,
  kXor,
  kShiftLeft,
  kShiftRightLogical,
  kShiftRightArithmetic,
  // Unary.
  kNegate,
  kAbs,
  kSign,
  kNot,
  kFloor,
  kCeil,
  kRoundAwayFromZero,
  kRoundToEven,
  kIsFinite,  // out: i64 0/1
  kIsInf,     // out: i64 0/1; aux: 0 either sign, 1 +Inf, 2 -Inf
  kNextAfter,
  kReducePrecision,  // aux: exponent bits, aux2: mantissa bits
  kPopcount,
  kCountLeadingZeros,
  // The op registry's math functions (aux: the MathFn), floats only.
  kMath,   // out = fn(a)
  kMath2,  // out = fn(a, b)
  // Others.
  kCompare,  // out (i64 0/1) = a <aux> b, compared as `source` says
  kSelect,   // out = a ? b : c
  kClamp,    // out = min(max(b, a), c): clamp(min = a, operand = b, max = c)
};

// compare's direction (aux) and how it compares (source = a codec index
// for TOTALORDER's bits; kind in `kind`).
enum class Direction : uint8_t { kEq, kNe, kGe, kGt, kLe, kLt };
enum class CompareKind : uint8_t { kFloat, kTotalOrder, kSigned, kUnsigned };

enum InstructionFlags : uint8_t {
  kOffsetRegister = 1,  // kLoad: register b holds a run-time offset (dynamic_slice)
};

struct Instruction {
  Opcode op = Opcode::kAdd;
  Compute type = Compute::kF32;  // what the operands are computed in
  uint8_t out = 0, a = 0, b = 0, c = 0;
  CompareKind kind = CompareKind::kFloat;
  uint8_t flags = 0;
  int16_t aux = 0;
  // The codec of the result (integer wrapping), or of the source
  // (kConvert, kCompare).
  int16_t codec = 0;
  int16_t aux2 = 0;
};

struct Access {
  int16_t buffer = 0;
  int16_t codec = 0;
  Affine at;
};

// A read of a buffer that covers only part of the chain's index space (pad's
// operand, one of concatenate's): along dimension d the coordinate is
// rows[d](index) - low[d], inside when it is a multiple of step[d] below
// size[d] * step[d]; the buffer's index is its quotient by step[d].
struct Window {
  int16_t buffer = 0;
  int16_t codec = 0;
  int rank = 0;
  Affine rows[kMaxRank];
  int64_t low[kMaxRank] = {}, step[kMaxRank] = {}, size[kMaxRank] = {}, stride[kMaxRank] = {};
};

struct Store {
  int16_t buffer = 0;
  int16_t codec = 0;
  uint8_t reg = 0;
};

// One fused element-wise kernel: for every element of the output shape,
// run the instructions and store the registers `stores` name (every output
// is dense, row-major, of the chain's shape).
struct ChainCode {
  int rank = 0;
  int64_t dims[kMaxRank] = {};
  int64_t numElements = 0;
  int numInstructions = 0;
  Instruction instructions[kMaxInstructions];
  int numAccesses = 0;
  Access accesses[kMaxAccesses];
  int numWindows = 0;
  Window windows[kMaxWindows];
  int numConstants = 0;
  Reg constants[kMaxConstants] = {};
  int numCodecs = 0;
  Codec codecs[kMaxCodecs];
  int numStores = 0;
  Store stores[kMaxStores];
};

// A reduce: each output element combines its reduced elements (in the
// schedule described at kReduceStep), then the initial values with that:
// body(inits, tree). A body of one associative op of its two arguments runs
// as `combine`; any other (several operands, argmax's compare and selects)
// runs as `body`, a register program whose registers 0..N-1 hold the left
// operands and N..2N-1 the right ones, and whose stores name the registers
// of its results.
inline constexpr int kMaxReduceOperands = 4;

struct ReduceCode {
  Opcode combine = Opcode::kAdd;
  bool hasBody = false;
  int numOperands = 1;
  Codec codecs[kMaxReduceOperands];
  int16_t inputs[kMaxReduceOperands] = {}, inits[kMaxReduceOperands] = {},
          outputs[kMaxReduceOperands] = {};  // buffers
  int64_t numOutputs = 0;
  int64_t reducedCount = 0;  // elements per output
  int segments = 1;          // per output: a power of two, see reduceSchedule()
  int64_t segmentLength = kReduceStep;
  int keptRank = 0, reducedRank = 0;
  int64_t keptDims[kMaxRank] = {}, keptStrides[kMaxRank] = {};
  int64_t reducedDims[kMaxRank] = {}, reducedStrides[kMaxRank] = {};
  ChainCode body;
};

// The segments of a reduction of `numOutputs` outputs of `reducedCount`
// elements each: about 32768 segments in all (enough warps to fill a large
// GPU several times over), at least 256 elements each, a power of two per
// output so that the GPU's blocks of up to 8 warps split them evenly. A
// function of the program's shapes alone, so the host device reproduces
// the GPU's order bit for bit.
inline void reduceSchedule(ReduceCode& code) {
  const auto pow2AtMost = [](int64_t x) {
    int64_t p = 1;
    while (p * 2 <= x) p *= 2;
    return p;
  };
  const int64_t outputs = code.numOutputs > 0 ? code.numOutputs : 1;
  const int64_t byOutputs = pow2AtMost(32768 / outputs > 0 ? 32768 / outputs : 1);
  const int64_t byLength =
      pow2AtMost((code.reducedCount + 255) / 256 > 0 ? (code.reducedCount + 255) / 256 : 1);
  int64_t segments = byOutputs < byLength ? byOutputs : byLength;
  if (segments > kMaxReduceSegments) segments = kMaxReduceSegments;
  code.segments = static_cast<int>(segments);
  const int64_t perSegment = (code.reducedCount + segments - 1) / segments;
  code.segmentLength = perSegment <= kReduceStep
                           ? kReduceStep
                           : (perSegment + kReduceStep - 1) / kReduceStep * kReduceStep;
}

// A batch of row-major products C[b] = A[b] (m×k) · B[b] (k×n), f32 or f64,
// each element accumulated over k in ascending order on the host (cuBLAS
// chooses its own order on the GPU; the spec leaves it open).
struct GemmCode {
  bool f64 = false;
  int64_t batch = 1, m = 1, n = 1, k = 1;
  int16_t a = 0, b = 0, c = 0;  // buffers
};

// The buffers of one launch (device or host pointers).
struct Buffers {
  uint8_t* data[kMaxBuffers] = {};
};

}  // namespace hlo_cts::backends::cuda
