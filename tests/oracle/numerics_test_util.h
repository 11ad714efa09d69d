// Shared by the numerics tests: sample sizes for long runs, and sample
// loops split over threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

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

}  // namespace hlo_cts::oracle::testing
