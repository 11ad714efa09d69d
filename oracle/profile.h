// Tolerance profiles (suites/profiles/*.profile): per op and element type,
// what a backend may deviate from the oracle's reference — an accuracy
// budget in ULPs for ops whose accuracy the spec leaves open, subnormal
// flushing, and whether NaN sign/payload and the sign of zero are judged.
//
// File format, one rule per line ('#' starts a comment):
//   [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="text"]
// PATTERN is a name or a glob with '*' ("exponential", "stablehlo.sine",
// "chlo.*", "f8*", "complex<f32>"); a missing op/type means '*'. An op
// pattern without a dialect also matches "stablehlo.<pattern>". KEYs:
//   ulp=N                            budget for correctly-rounded-reference ops
//   flush_subnormals=none|inputs|outputs|both
//   nan_sign=ignore|match   nan_payload=ignore|match   zero_sign=ignore|match
// Every setting is resolved independently: the last matching line that sets
// it wins, so files go from general to specific and a vendor file appended
// after a built-in one relaxes it visibly (each line may carry a reason).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/element_type.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

enum class FlushSubnormals : uint8_t { kNone, kInputs, kOutputs, kBoth };

// The resolved settings for one (op, element type).
struct Tolerance {
  uint64_t ulp = 0;
  FlushSubnormals flushSubnormals = FlushSubnormals::kNone;
  bool nanSignMatters = false;
  bool nanPayloadMatters = false;
  bool zeroSignMatters = true;

  bool flushesOutputs() const {
    return flushSubnormals == FlushSubnormals::kOutputs ||
           flushSubnormals == FlushSubnormals::kBoth;
  }
  bool flushesInputs() const {
    return flushSubnormals == FlushSubnormals::kInputs || flushSubnormals == FlushSubnormals::kBoth;
  }
};

struct ProfileRule {
  std::string op = "*";
  std::string type = "*";
  std::optional<uint64_t> ulp;
  std::optional<FlushSubnormals> flushSubnormals;
  std::optional<bool> nanSignMatters;
  std::optional<bool> nanPayloadMatters;
  std::optional<bool> zeroSignMatters;
  std::string reason;
  SourceLocation location;
};

class Profile {
 public:
  // With no rules: correct rounding everywhere, NaN sign/payload ignored,
  // zero sign judged, no flushing.
  Profile() = default;

  const std::string& name() const { return name_; }
  void setName(std::string name) { name_ = std::move(name); }
  const std::vector<ProfileRule>& rules() const { return rules_; }

  // Appends the rules of a profile text (later rules override earlier ones).
  Status addRules(std::string_view text, std::string_view fileName);
  // `op` is the full op name ("stablehlo.exponential", "chlo.erf").
  Tolerance lookup(std::string_view op, ElementType type) const;

 private:
  std::string name_ = "builtin-strict";
  std::vector<ProfileRule> rules_;
};

Result<Profile> parseProfile(std::string_view text, std::string_view fileName);
Result<Profile> loadProfileFile(const std::string& path);
// `<directory>/<name>.profile`, named `name`.
Result<Profile> loadNamedProfile(std::string_view name, const std::string& directory);

// Glob match with '*' (any run of characters).
bool globMatch(std::string_view pattern, std::string_view text);

}  // namespace hlo_cts::oracle
