#include "tools/runner/accuracy_cache.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>

#include "oracle_fingerprint.h"  // generated: HLO_CTS_ORACLE_FINGERPRINT

namespace hlo_cts::runner {
namespace {

namespace fs = std::filesystem;
using oracle::ElementRule;

bool cacheableRule(ElementRule rule) {
  return rule == ElementRule::kExact || rule == ElementRule::kRounded ||
         rule == ElementRule::kAnyNaN || rule == ElementRule::kAny;
}

// v2: the oracle's fingerprint follows the magic line (v1 had none).
constexpr std::string_view kCacheMagic = "hlo-cts accuracy oracle cache v2\n";
constexpr size_t kFingerprintBytes = 32;  // the fingerprint, padded with spaces

std::string paddedFingerprint(const std::string& oracle) {
  std::string out = oracle.substr(0, kFingerprintBytes);
  out.resize(kFingerprintBytes, ' ');
  return out;
}

}  // namespace

std::string oracleFingerprint() {
  return HLO_CTS_ORACLE_FINGERPRINT;
}

uint64_t inputsHash(const std::vector<Tensor>& inputs) {
  uint64_t h = 1469598103934665603ull;
  for (const Tensor& t : inputs) {
    const int parts = isComplex(t.elementType()) ? 2 : 1;
    for (int64_t i = 0; i < t.numElements(); ++i)
      for (int p = 0; p < parts; ++p) h = (h ^ t.partBits(i, p)) * 1099511628211ull;
    h = (h ^ static_cast<uint64_t>(t.numElements())) * 1099511628211ull;
  }
  return h;
}

fs::path oracleCachePath(const std::string& dir, const std::string& op, ElementType type) {
  std::string name = fmt::format("{}-{}.bin", op, elementTypeName(type));
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-') c = '_';
  return fs::path(dir) / name;
}

std::optional<Truth> readOracleCache(const fs::path& path, const OracleCacheKey& key,
                                     size_t slots) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string magic(kCacheMagic.size(), '\0'), oracle(kFingerprintBytes, '\0');
  uint64_t hash = 0, count = 0;
  in.read(magic.data(), magic.size());
  in.read(oracle.data(), oracle.size());
  in.read(reinterpret_cast<char*>(&hash), sizeof hash);
  in.read(reinterpret_cast<char*>(&count), sizeof count);
  if (!in || magic != kCacheMagic || oracle != paddedFingerprint(key.oracle) ||
      hash != key.inputs || count == 0 || count > slots)
    return std::nullopt;
  Truth truth;
  truth.rules.resize(count);
  truth.reference.resize(count);
  in.read(reinterpret_cast<char*>(truth.rules.data()), count);
  in.read(reinterpret_cast<char*>(truth.reference.data()), count * sizeof(uint64_t));
  if (!in) return std::nullopt;
  for (uint8_t r : truth.rules)
    if (!cacheableRule(static_cast<ElementRule>(r))) return std::nullopt;
  return truth;
}

void writeOracleCache(const fs::path& path, const OracleCacheKey& key, const Truth& truth) {
  if (!std::all_of(truth.rules.begin(), truth.rules.end(),
                   [](uint8_t r) { return cacheableRule(static_cast<ElementRule>(r)); }))
    return;
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  const fs::path temporary = path.string() + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    const uint64_t count = truth.rules.size();
    const std::string oracle = paddedFingerprint(key.oracle);
    out.write(kCacheMagic.data(), kCacheMagic.size());
    out.write(oracle.data(), oracle.size());
    out.write(reinterpret_cast<const char*>(&key.inputs), sizeof key.inputs);
    out.write(reinterpret_cast<const char*>(&count), sizeof count);
    out.write(reinterpret_cast<const char*>(truth.rules.data()), count);
    out.write(reinterpret_cast<const char*>(truth.reference.data()), count * sizeof(uint64_t));
    if (!out) return;  // a cache that cannot be written is only slower next time
  }
  fs::rename(temporary, path, error);
}

}  // namespace hlo_cts::runner
