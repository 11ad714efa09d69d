// Shared by the numerics tests: sample sizes for long runs, sample loops
// split over threads, and run forms fed in runs of every length.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "oracle/parallel.h"

namespace hlo_cts::oracle::testing {

// HLO_CTS_LONG_TESTS=1: the samples grow (by the factors each test names).
inline bool longTests() {
  const char* v = std::getenv("HLO_CTS_LONG_TESTS");
  return v && std::string(v) == "1";
}

// run(begin, end) over [0, n), split over oneTBB's workers for long
// samples as the oracle's own loops are (workers free MPFR's caches).
template <class Run>
void inParallel(size_t n, Run run) {
  parallelFor(static_cast<int64_t>(n), std::max<int64_t>(4096, static_cast<int64_t>(n) / 64),
              [&](int64_t begin, int64_t end) {
                run(static_cast<size_t>(begin), static_cast<size_t>(end));
              });
}

// A run form evaluate(span of inputs, span of results) over `inputs` in runs
// of lengths 1, 3, 5, … (so that a partial last vector of every width
// occurs): its results, in the inputs' order.
template <class Bits, class Evaluate>
std::vector<Bits> inOddRuns(const std::vector<Bits>& inputs, Evaluate evaluate) {
  std::vector<Bits> results(inputs.size());
  for (size_t start = 0, length = 1; start < inputs.size(); start += length, length += 2) {
    const size_t n = std::min(length, inputs.size() - start);
    evaluate(std::span<const Bits>(inputs.data() + start, n),
             std::span<Bits>(results.data() + start, n));
  }
  return results;
}

}  // namespace hlo_cts::oracle::testing
