// Where every random choice of the generators comes from: a seed (the same
// seed gives the same program on every machine: our own xoshiro256**, never
// std:: distributions, which differ between standard libraries) or a
// libFuzzer byte string (read front to back; once exhausted every draw is
// zero, so every byte string, the empty one included, drives a generation).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hlo_cts::generators {

class Entropy {
 public:
  static Entropy fromSeed(uint64_t seed);
  static Entropy fromBytes(std::span<const uint8_t> bytes);

  uint64_t next();                          // 64 random bits
  uint64_t below(uint64_t n);               // [0, n), n > 0 (n = 0 gives 0)
  int64_t inRange(int64_t lo, int64_t hi);  // [lo, hi]; lo when hi < lo
  bool oneIn(uint64_t n);                   // true with probability 1/n
  bool percent(int p) { return static_cast<int>(below(100)) < p; }

  template <class T>
  const T& pick(std::span<const T> items) {
    return items[below(items.size())];
  }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[below(items.size())];
  }

  // Bytes mode: whether the byte string has been read to its end.
  bool exhausted() const { return fromBytes_ && position_ >= bytes_.size(); }

 private:
  Entropy() = default;
  // Bytes mode: the next `count` bytes, little-endian, zeros past the end.
  uint64_t readBytes(int count);

  bool fromBytes_ = false;
  uint64_t state_[4] = {0, 0, 0, 0};
  std::vector<uint8_t> bytes_;
  size_t position_ = 0;
};

}  // namespace hlo_cts::generators
