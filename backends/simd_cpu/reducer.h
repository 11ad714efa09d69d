// Reducer bodies of reduce, reduce_window and scatter-like ops: a body that
// is one associative op of its two arguments (add, multiply, maximum,
// minimum, and, or, xor) runs as a typed loop over the storage; any other
// body runs through the region itself, one rank-0 step at a time, in the
// spec's order.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "backends/common/reducer_body.h"
#include "backends/common/scalar_functors.h"
#include "spec/ir.h"

namespace hlo_cts::backends::simd_cpu {

// Whether the typed loops fold `op` over storage type `type`.
bool foldsRows(OpId op, ElementType type);

// dst[r] = init folded with row r, for `count` contiguous rows (from
// `rows`) of `rowLength` elements of storage type `type` (foldsRows), in
// the order reduce's typed loop folds a row of a trailing-dimension
// reduction.
void foldRows(OpId op, ElementType type, const void* rows, int64_t count, int64_t rowLength,
              const void* init, void* dst);

// One step of a simple reducer on storage type T (bool: i1).
template <class T>
inline T combine(OpId op, T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    switch (op) {
      case OpId::kAdd:
        return a + b;
      case OpId::kMultiply:
        return a * b;
      case OpId::kMaximum:
        return floatMaximum(a, b);
      default:
        return floatMinimum(a, b);
    }
  } else if constexpr (std::is_same_v<T, bool>) {
    switch (op) {
      case OpId::kAdd:
      case OpId::kOr:
      case OpId::kMaximum:
        return a || b;
      case OpId::kXor:
        return a != b;
      default:  // multiply, and, minimum
        return a && b;
    }
  } else {
    using U = std::make_unsigned_t<T>;
    switch (op) {
      case OpId::kAdd:
        return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
      case OpId::kMultiply:
        return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
      case OpId::kMaximum:
        return a < b ? b : a;
      case OpId::kMinimum:
        return a < b ? a : b;
      case OpId::kAnd:
        return a & b;
      case OpId::kOr:
        return a | b;
      default:
        return a ^ b;
    }
  }
}

// Calls f(std::integral_constant<OpId, op>{}) so loops see the op as a
// constant (a per-element switch would keep them from vectorizing).
template <class F>
inline void withReducerOp(OpId op, F&& f) {
  switch (op) {
    case OpId::kAdd:
      return f(std::integral_constant<OpId, OpId::kAdd>{});
    case OpId::kMultiply:
      return f(std::integral_constant<OpId, OpId::kMultiply>{});
    case OpId::kMaximum:
      return f(std::integral_constant<OpId, OpId::kMaximum>{});
    case OpId::kMinimum:
      return f(std::integral_constant<OpId, OpId::kMinimum>{});
    case OpId::kAnd:
      return f(std::integral_constant<OpId, OpId::kAnd>{});
    case OpId::kOr:
      return f(std::integral_constant<OpId, OpId::kOr>{});
    default:
      return f(std::integral_constant<OpId, OpId::kXor>{});
  }
}

// Whether `op` is defined on T (no bit ops on floats).
template <class T>
inline bool combineDefined(OpId op) {
  if constexpr (std::is_floating_point_v<T>)
    return op == OpId::kAdd || op == OpId::kMultiply || op == OpId::kMaximum ||
           op == OpId::kMinimum;
  return true;
}

// Calls f(T{}) with the C++ storage type of `type` when the typed loops
// handle it (f32, f64, i1 and whole-byte integers) and returns what f
// returns (whether it handled it); false for other types.
// f returns whether it handled the type (bool).
template <class F>
bool visitStorageType(ElementType type, F&& f) {
  switch (type) {
    case ElementType::kF32:
      return f(float{});
    case ElementType::kF64:
      return f(double{});
    case ElementType::kI1:
      return f(bool{});
    case ElementType::kSI8:
      return f(int8_t{});
    case ElementType::kSI16:
      return f(int16_t{});
    case ElementType::kSI32:
      return f(int32_t{});
    case ElementType::kSI64:
    case ElementType::kIndex:
      return f(int64_t{});
    case ElementType::kUI8:
      return f(uint8_t{});
    case ElementType::kUI16:
      return f(uint16_t{});
    case ElementType::kUI32:
      return f(uint32_t{});
    case ElementType::kUI64:
      return f(uint64_t{});
    default:
      return false;
  }
}

}  // namespace hlo_cts::backends::simd_cpu
