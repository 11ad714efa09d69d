// Internals of the fused element-wise engine (elementwise.h): compute
// lanes, tile instructions and the per-op instruction selection.
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "backends/common/lanes.h"
#include "backends/common/scalar_functors.h"
#include "spec/element_type.h"
#include "spec/ir.h"
#include "spec/tensor.h"

namespace hlo_cts::backends::simd_cpu {

// Calls f(T{}) with the C++ type of a compute lane's values (the i64 lane
// as its bits, multiplied and summed modulo 2^64).
template <class F>
void visitLane(Lane lane, F&& f) {
  switch (lane) {
    case Lane::kF32:
      return f(float{});
    case Lane::kF64:
      return f(double{});
    case Lane::kI64:
      return f(uint64_t{});  // the i64 lane's bits, multiplied and summed modulo 2^64
    case Lane::kC64:
      return f(std::complex<float>{});
    case Lane::kC128:
      return f(std::complex<double>{});
  }
}

// Whether values of `lt` are stored exactly as the lane holds them, so a
// kernel can read and write the tensor's own memory as lane values.
bool storedAsLane(const LaneType& lt);

struct Instr;
using InstrFn = void (*)(const Instr& instr, void* const* registers, size_t n);

// One op of a chain over a tile: registers in[0..numIn) → out.
struct Instr {
  InstrFn fn = nullptr;
  int out = 0;
  int in[3] = {0, 0, 0};
  int numIn = 0;
  LaneType outType;
  LaneType inType[3];
  int64_t param[2] = {0, 0};
};

// Chooses the instruction for `op` (operand and result lane types already
// set in `instr`); returns why it cannot, or empty.
std::string selectInstruction(const Operation& op, Instr& instr);

// The instruction of an arithmetic op (one lane in and out: add, exp, shift,
// ...) on `lane`; null when simd-cpu has none (elementwise_arithmetic.cpp).
InstrFn arithmeticInstruction(OpId op, const LaneType& lane);

// Storage ↔ lane: element `index` of `t` into slot `k` of `dst`; n
// contiguous elements from `begin`; n lane values back into storage.
void loadOne(const Tensor& t, int64_t index, const LaneType& type, void* dst, size_t k);
void loadRange(const Tensor& t, int64_t begin, size_t n, const LaneType& type, void* dst);
void storeRange(const void* src, size_t n, const LaneType& type, Tensor& t, int64_t begin);

// A float tensor's elements as doubles (exact); doubles rounded to a float
// tensor type: to f32, then to a narrower format (a double rounding, so for
// results judged within an ulp or more, or values already of the type).
std::vector<double> loadDoubles(const Tensor& t, const LaneType& lane);
Tensor storeDoubles(const Type& type, const std::vector<double>& values, const LaneType& lane);

// `x` rounded once to the lane's element type (f64: as is), as a double.
double roundedToLane(double x, const LaneType& lane);

// Why simd-cpu cannot compute `op` on values of `type` (empty: it can): a
// real float format with a compute lane, or a complex one too
// when `complexToo`.
std::string unsupportedValueType(const Operation& op, ElementType type, bool complexToo = false);

// Rounds every value of a tile to the narrow format (in place).
void roundToNarrow(float* values, size_t n, const NarrowFormat& format);

template <class T>
inline T* reg(void* const* registers, int index) {
  return static_cast<T*>(registers[index]);
}

}  // namespace hlo_cts::backends::simd_cpu
