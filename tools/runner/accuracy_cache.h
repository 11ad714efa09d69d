// The accuracy atlas's cache of the oracle's side of an (op, type): per
// slot the rule and the correctly rounded bits, for the exhaustive sweeps
// and the seeded samples alike. It is keyed by the oracle's fingerprint (a hash
// of the oracle's sources taken at build time, oracleFingerprint()) and by
// a hash of the inputs: a file written by another oracle, or for other
// inputs, is never read back, and is overwritten.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "oracle/expectation.h"
#include "spec/element_type.h"
#include "spec/tensor.h"

namespace hlo_cts::runner {

// The oracle's side of an (op, type): per slot (element × part) the rule
// and the reference bits.
struct Truth {
  std::vector<uint8_t> rules;
  std::vector<uint64_t> reference;
  // Each chunk's expectation and its first slot, for the rules other than
  // the cacheable ones (empty when read from the cache, which holds none).
  std::vector<std::pair<int64_t, std::shared_ptr<const oracle::TensorExpectation>>> chunks;
};

// This build's oracle: a hash of oracle/ and spec/'s float sources.
std::string oracleFingerprint();

struct OracleCacheKey {
  std::string oracle;   // oracleFingerprint(), or a test's own
  uint64_t inputs = 0;  // inputsHash()
};

// Every part of every element of every operand.
uint64_t inputsHash(const std::vector<Tensor>& inputs);

std::filesystem::path oracleCachePath(const std::string& dir, const std::string& op,
                                      ElementType type);
// nullopt: no file, another key, more than `slots` slots, or a torn file.
// Fewer slots are the first ones of an evaluation the oracle's time budget
// cut short, kept as such: every backend's entry then measures the same
// inputs (--no-cache, or deleting the file, evaluates them all again).
std::optional<Truth> readOracleCache(const std::filesystem::path& path, const OracleCacheKey& key,
                                     size_t slots);
// Written to a temporary name and renamed (a killed run leaves no torn
// file); nothing is written when a rule is one the cache does not hold
// (those need the oracle's expectation object).
void writeOracleCache(const std::filesystem::path& path, const OracleCacheKey& key,
                      const Truth& truth);

}  // namespace hlo_cts::runner
