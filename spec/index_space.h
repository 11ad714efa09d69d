// Index arithmetic over index_space(shape), the spec's row-major order of a
// tensor's elements: shared by the oracle's data movement and the
// executors' kernels, which walk the same index spaces.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hlo_cts {

using Index = std::vector<int64_t>;

// Index values beyond this magnitude are out of bounds of any tensor the
// oracle holds; clamping to it keeps index arithmetic free of overflow.
inline constexpr int64_t kIndexLimit = int64_t{1} << 40;

// Steps `index` to its successor in index_space(shape) (lexicographic order);
// false after the last index.
inline bool nextIndex(Index& index, std::span<const int64_t> shape) {
  for (size_t d = index.size(); d-- > 0;) {
    if (++index[d] < shape[d]) return true;
    index[d] = 0;
  }
  return false;
}

// Calls visit(index, linear) for every index of index_space(shape), in
// lexicographic order; `linear` is the index's position in that order.
template <class Visit>
void forEachIndex(std::span<const int64_t> shape, Visit&& visit) {
  for (int64_t d : shape)
    if (d <= 0) return;
  Index index(shape.size(), 0);
  int64_t linear = 0;
  do visit(static_cast<const Index&>(index), linear++);
  while (nextIndex(index, shape));
}

inline bool inBounds(std::span<const int64_t> index, std::span<const int64_t> shape) {
  for (size_t d = 0; d < index.size(); ++d)
    if (index[d] < 0 || index[d] >= shape[d]) return false;
  return true;
}

// Position of `index` in index_space(shape).
inline int64_t linearize(std::span<const int64_t> index, std::span<const int64_t> shape) {
  int64_t linear = 0;
  for (size_t d = 0; d < index.size(); ++d) linear = linear * shape[d] + index[d];
  return linear;
}

}  // namespace hlo_cts
