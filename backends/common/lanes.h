// Compute lanes: the type each element is computed in by both executors'
// element-wise engines (simd-cpu's tiles, CUDA's chains), and the op an
// element-wise CHLO broadcasting op computes.
#pragma once

#include <cstddef>
#include <cstdint>

#include "backends/common/scalar_functors.h"
#include "spec/element_type.h"
#include "spec/op_id.h"

namespace hlo_cts::backends {
inline namespace common {

// The type every element is computed in.
enum class Lane : uint8_t { kF32, kF64, kI64, kC64, kC128 };

struct LaneType {
  ElementType type = ElementType::kF32;
  Lane lane = Lane::kF32;
  int width = 32;         // the element's bit width (complex: the whole)
  bool isSigned = false;  // signed integers
  bool isBool = false;    // i1
  bool narrow = false;    // a float format narrower than f32 (rounded after each op)
  NarrowFormat format;    // when narrow
};

// The lane of an element type; false for types the engine does not compute
// in (quantized). Every float narrower than f32 is a narrow f32 lane, tf32
// and f8E8M0FNU included.
bool laneTypeOf(ElementType type, LaneType& out);
size_t laneBytes(Lane lane);
// The codec facts of a float format narrower than f32.
NarrowFormat narrowFormatOf(ElementType type);

}  // namespace common
}  // namespace hlo_cts::backends
