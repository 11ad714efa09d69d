// Random numbers (spec "rng_bit_generator", "rng").
//
// The spec promises only that rng_bit_generator's output is a deterministic
// function of the initial state — not the same bits across implementations
// — and calls THREE_FRY and PHILOX implementation-defined variants of the
// Salmon et al. (SC 2011) generators. So the oracle's default expectation
// constrains only types and state sizes; determinism (the same state twice
// gives the same output) and the statistical quality of the bits are
// checked on the backend's outputs with the tests below, each at a fixed,
// documented false-alarm rate. Separately:
//   - threefry2x32 / philox4x32 are the published cores, verified against
//     Random123's known-answer vectors;
//   - xlaRngBitGenerator reproduces XLA's variants (the seed spec's example:
//     THREE_FRY, state [1, 2] → state [1, 6]), offered as a bit-exact
//     expectation under an opt-in profile.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "spec/result.h"
#include "spec/tensor.h"

namespace hlo_cts::oracle {

// Threefry-2x32 with 20 rounds and Philox-4x32 with 10 rounds.
std::array<uint32_t, 2> threefry2x32(std::array<uint32_t, 2> key, std::array<uint32_t, 2> counter,
                                     int rounds = 20);
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key, std::array<uint32_t, 4> counter,
                                   int rounds = 10);

enum class RngAlgorithm { kDefault, kThreeFry, kPhilox };

struct RngBits {
  Tensor outputState;
  Tensor output;
};

// XLA's RngBitGenerator expansion: THREE_FRY takes state [key, counter]
// (each output element of ≤ 32 bits draws half a block, 64-bit elements a
// whole one; the counter advances by the blocks drawn); PHILOX (and
// DEFAULT, which XLA maps to it) takes [key, counter_lo, counter_hi] and
// draws 4×32 bits per 128-bit counter. 8- and 16-bit elements are 32-bit
// draws truncated. Errors for state sizes and element types XLA does not
// define.
Result<RngBits> xlaRngBitGenerator(RngAlgorithm algorithm, const Tensor& initialState,
                                   const Type& outputType);

// Uniformity of bits: monobit frequency, per-bit-position frequency and byte
// frequency (χ², 255 degrees of freedom), Bonferroni-combined so that
// truly random bits fail with probability at most `falseAlarmRate`.
// Fewer than 1024 bits is too few to judge and passes.
struct RandomnessVerdict {
  bool passed = true;
  double smallestPValue = 1;  // of the individual tests, before correction
  std::string detail;
};
RandomnessVerdict checkUniformBits(const Tensor& bits, double falseAlarmRate = 1e-6);

// rng's distributions: a one-sample Kolmogorov–Smirnov test against
// U[a, b) or N(mean, stddev), at `falseAlarmRate` (asymptotic Kolmogorov
// distribution; integer U[a, b) is compared as a discrete uniform by a χ²
// test when b − a ≤ 1024).
RandomnessVerdict checkUniformSample(const Tensor& sample, double a, double b,
                                     double falseAlarmRate = 1e-6);
RandomnessVerdict checkNormalSample(const Tensor& sample, double mean, double stddev,
                                    double falseAlarmRate = 1e-6);

}  // namespace hlo_cts::oracle
