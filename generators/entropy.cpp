#include "generators/entropy.h"

namespace hlo_cts::generators {
namespace {

uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t rotl(uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

// Bytes a draw below n reads in bytes mode: enough to cover n - 1.
int bytesFor(uint64_t n) {
  int count = 0;
  for (uint64_t max = n - 1; max != 0; max >>= 8) ++count;
  return count;
}

}  // namespace

Entropy Entropy::fromSeed(uint64_t seed) {
  Entropy e;
  for (uint64_t& word : e.state_) word = splitmix64(seed);
  return e;
}

Entropy Entropy::fromBytes(std::span<const uint8_t> bytes) {
  Entropy e;
  e.fromBytes_ = true;
  e.bytes_.assign(bytes.begin(), bytes.end());
  return e;
}

uint64_t Entropy::readBytes(int count) {
  uint64_t value = 0;
  for (int i = 0; i < count; ++i) {
    uint64_t byte = position_ < bytes_.size() ? bytes_[position_] : 0;
    if (position_ < bytes_.size()) ++position_;
    value |= byte << (8 * i);
  }
  return value;
}

// xoshiro256** (Blackman and Vigna).
uint64_t Entropy::next() {
  if (fromBytes_) return readBytes(8);
  const uint64_t result = rotl(state_[1] * 5, 7) * 9;
  const uint64_t t = state_[1] << 17;
  state_[2] ^= state_[0];
  state_[3] ^= state_[1];
  state_[1] ^= state_[2];
  state_[0] ^= state_[3];
  state_[2] ^= t;
  state_[3] = rotl(state_[3], 45);
  return result;
}

uint64_t Entropy::below(uint64_t n) {
  if (n <= 1) return 0;
  // A fuzzer's byte changes each move one choice: read only the bytes this
  // draw needs, and take the remainder (the bias is harmless there).
  if (fromBytes_) return readBytes(bytesFor(n)) % n;
  // Lemire's unbiased bounded draw, 128-bit multiply.
  unsigned __int128 m = static_cast<unsigned __int128>(next()) * n;
  uint64_t low = static_cast<uint64_t>(m);
  if (low < n) {
    const uint64_t threshold = (0 - n) % n;
    while (low < threshold) {
      m = static_cast<unsigned __int128>(next()) * n;
      low = static_cast<uint64_t>(m);
    }
  }
  return static_cast<uint64_t>(m >> 64);
}

int64_t Entropy::inRange(int64_t lo, int64_t hi) {
  if (hi <= lo) return lo;
  const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
  const uint64_t offset = span == ~uint64_t{0} ? next() : below(span + 1);
  return static_cast<int64_t>(static_cast<uint64_t>(lo) + offset);
}

bool Entropy::oneIn(uint64_t n) {
  // The last value, not the first: exhausted bytes (all zeros) then take the
  // common branch.
  return n <= 1 || below(n) == n - 1;
}

}  // namespace hlo_cts::generators
