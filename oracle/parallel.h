// Work splitting for the oracle's per-element loops. Each element's result
// depends on that element's inputs alone, so splitting a loop across
// threads cannot change a result: the oracle's answers are independent of
// the thread count. Short loops (most test programs) run inline, without
// touching the thread pool.
#pragma once

#include <cstdint>
#include <type_traits>

namespace hlo_cts::oracle {

namespace detail {
using ChunkFn = void (*)(const void* body, int64_t begin, int64_t end);
void parallelChunks(int64_t n, int64_t grain, const void* body, ChunkFn run);
}  // namespace detail

// Calls body(begin, end) on disjoint chunks covering [0, n), at least
// `grain` elements each, on oneTBB's workers when n > grain (body must only
// write elements of its own chunk), else once on the calling thread.
// Grains: about 16k for a few cycles per element, 256 for an MPFR call.
template <class Body>
void parallelFor(int64_t n, int64_t grain, const Body& body) {
  if (n <= grain) {
    if (n > 0) body(int64_t{0}, n);
    return;
  }
  detail::parallelChunks(n, grain, &body, [](const void* b, int64_t begin, int64_t end) {
    (*static_cast<const Body*>(b))(begin, end);
  });
}

// Element grains for the loops above.
inline constexpr int64_t kCheapGrain = 16384;  // a decode/op/encode per element
inline constexpr int64_t kCostlyGrain = 256;   // a correctly rounded function per element

// The grain for elements that each cost `termsPerElement` cheap steps (a
// dot product's terms): about kCheapGrain steps per chunk.
inline int64_t grainForTerms(int64_t termsPerElement) {
  return termsPerElement >= kCheapGrain ? 1
                                        : kCheapGrain / (termsPerElement > 0 ? termsPerElement : 1);
}

}  // namespace hlo_cts::oracle
