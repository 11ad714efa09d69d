// The arguments every backend benchmark gives a program's @main: uniform in
// [-2, 2) for floats, small integers else, from a fixed seed, so no compiler
// can fold the work away and every backend sees the same values.
#pragma once

#include <cstring>
#include <random>
#include <vector>

#include "spec/ir.h"
#include "spec/tensor.h"

namespace hlo_cts {

inline std::vector<Tensor> argumentsFor(const FunctionView& main) {
  std::mt19937_64 random(2026);
  std::vector<Tensor> out;
  const Type signature = main.functionType();
  for (const Type& type : signature.inputs()) {
    Tensor t(type);
    std::uniform_real_distribution<float> value(-2.0f, 2.0f);
    for (int64_t i = 0; i < t.numElements(); ++i) {
      if (type.elementType() == ElementType::kF32) {
        const float f = value(random);
        uint32_t bits;
        std::memcpy(&bits, &f, 4);
        t.setBits(i, bits);
      } else if (type.elementType() == ElementType::kF64) {
        const double d = value(random);
        uint64_t bits;
        std::memcpy(&bits, &d, 8);
        t.setBits(i, bits);
      } else {
        t.setBits(i, random() % 7);
      }
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace hlo_cts
