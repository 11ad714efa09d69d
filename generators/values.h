// Element values for generated inputs and constants: a pool of special
// values per element type (read from the FloatFormat table, never written
// per format) mixed with ordinary random values.
#pragma once

#include <cstdint>
#include <vector>

#include "generators/entropy.h"
#include "spec/element_type.h"
#include "spec/tensor.h"
#include "spec/type.h"

namespace hlo_cts::generators {

struct ValueOptions {
  // Avoid values whose results a profile cannot judge: NaN, Inf, subnormals,
  // magnitudes that overflow, integer extremes (division, negation of min).
  bool clean = false;
  int specialPercent = 25;  // share of elements drawn from the special pool
};

// Bit patterns of the values worth testing. Floats: ±0, ±Inf, NaN encodings
// (quiet, signaling, negative), subnormals (min, max), min and max normal,
// max finite, ±1, rounding midpoints (±0.5, ±1.5, ±2.5), powers of two;
// integers: 0, ±1, min, max, min+1, max-1; i1: 0, 1. Complex types: the
// pool of their part type (each part is drawn on its own). Only what the
// format can represent, each pattern once.
std::vector<uint64_t> specialValues(ElementType type);
// The subset of specialValues that ValueOptions::clean keeps.
std::vector<uint64_t> cleanSpecialValues(ElementType type);

// One element's bits (a part's bits for complex types: the part type's).
uint64_t randomElementBits(ElementType type, Entropy& entropy, const ValueOptions& options);

// A tensor of `type` (statically shaped, not quantized) with random elements.
Tensor randomTensor(const Type& type, Entropy& entropy, const ValueOptions& options = {});

}  // namespace hlo_cts::generators
