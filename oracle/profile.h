// Tolerance profiles (suites/profiles/*.profile): per op and element type,
// what a backend may deviate from the oracle's reference — an accuracy
// budget in ULPs for ops whose accuracy the spec leaves open, subnormal
// flushing, and whether NaN sign/payload and the sign of zero are judged.
//
// File format, one rule per line ('#' starts a comment):
//   [op=PATTERN] [type=PATTERN] KEY=VALUE ... [reason="text"]
// or
//   include FILE
// which reads FILE's lines in its place (FILE relative to the including
// file; an include cycle or a missing file is an error at that line).
// PATTERN is a name or a glob with '*' ("exponential", "stablehlo.sine",
// "chlo.*", "f8*", "complex<f32>"); a missing op/type means '*'. An op
// pattern without a dialect also matches "stablehlo.<pattern>". Op patterns
// are resolved against the op registry (spec/op_pattern.h) when the
// profile loads: one that names no op is an error at its line and column,
// with the op it most likely meant. KEYs:
//   ulp=N                            budget for correctly-rounded-reference ops
//   flush_subnormals=none|inputs|outputs|both
//                                    inputs: the op's subnormal operands of the
//                                    rule's type may be read as zero of their
//                                    sign (DAZ; arithmetic ops only, see
//                                    oracle/ops/flushed_inputs.cpp); outputs:
//                                    a subnormal result may be zero (FTZ)
//   nan_sign=ignore|match   nan_payload=ignore|match   zero_sign=ignore|match
//   default_precision=P  high_precision=P  highest_precision=P
//                                    input precision a dot_general, dot or
//                                    convolution with that precision_config
//                                    value may use; P = operand | tf32 |
//                                    bf16x6 | bf16x3 | bf16 (bf16 passes)
//   fast_accumulation=allow|forbid   f8 "fast accumulation" (about 14 bits)
//   rng_bits=any|xla                 rng_bit_generator: any bits (the spec's
//                                    promise) or exactly XLA's variants
//   order=any|spec                   results that depend on an order the spec
//                                    leaves open: Inconclusive, or judged
//                                    against the spec's own schedule
// Transformations a compiler applies by design (each allow|forbid, read on
// the op that consumes the rewritten value; oracle/ops/transformations.cpp):
//   fma_contraction                  an add/subtract of a multiply's result
//                                    may be one fused multiply-add (the
//                                    product not rounded)
//   reciprocal_division              a divide by a broadcast or constant
//                                    divisor may be x * round(1 / y)
//   excess_precision                 f16/bf16 arithmetic may be evaluated in
//                                    f32 from the operands' unrounded f32
//                                    values and rounded once (and a convert
//                                    back to f32 may keep that f32 value)
//   expansion                        an op may give the results of the
//                                    compiler's documented expansion of it
//                                    into other ops, where it is another
//                                    formula than the spec's: XLA's
//                                    BatchNormExpander computes
//                                    batch_norm_training's variance as
//                                    E[x²] − E[x]² and batch_norm_inference
//                                    as x·k + (offset − mean·k), k = scale ·
//                                    rsqrt(variance + ε)
//                                    (oracle/ops/reduction_batch_norm.cpp)
//   reassociation                    an add (multiply) of an add's (a
//                                    multiply's) result may be computed in
//                                    another association of the three terms
//                                    (fast-math reassociation)
// Every setting is resolved independently: the last matching line that sets
// it wins, so files go from general to specific and a vendor file appended
// after a built-in one relaxes it visibly (each line may carry a reason).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/element_type.h"
#include "spec/glob.h"
#include "spec/op_pattern.h"
#include "spec/result.h"

namespace hlo_cts::oracle {

enum class FlushSubnormals : uint8_t { kNone, kInputs, kOutputs, kBoth };

// The input precision a backend may use for the operands of a dot or
// convolution (GPUs run an f32 DEFAULT dot as TF32: NVIDIA's A100 architecture
// whitepaper; TPUs run DEFAULT/HIGH/HIGHEST as 1/3/6 bf16 passes:
// jax.lax.Precision's documentation). Ordered from most to least accurate.
enum class DotInputPrecision : uint8_t { kOperand, kBf16x6, kBf16x3, kTf32, kBf16 };

// The values of a precision_config entry, as indices.
enum class PrecisionConfig : uint8_t { kDefault, kHigh, kHighest };

// The resolved settings for one (op, element type).
struct Tolerance {
  uint64_t ulp = 0;
  FlushSubnormals flushSubnormals = FlushSubnormals::kNone;
  bool nanSignMatters = false;
  bool nanPayloadMatters = false;
  bool zeroSignMatters = true;
  // Per PrecisionConfig value; operand precision unless a profile relaxes it.
  std::array<DotInputPrecision, 3> dotInputs{};
  bool fastAccumulation = false;
  // rng_bit_generator must produce XLA's bits (opt-in; the spec fixes none).
  bool rngBitsOfXla = false;
  // Order-dependent results must equal the spec's sequential schedule.
  bool specOrder = false;
  // Transformations the backend declares (see the file comment).
  bool fmaContraction = false;
  bool reciprocalDivision = false;
  bool excessPrecision = false;
  bool expansion = false;
  bool reassociation = false;

  bool flushesOutputs() const {
    return flushSubnormals == FlushSubnormals::kOutputs ||
           flushSubnormals == FlushSubnormals::kBoth;
  }
  bool flushesInputs() const {
    return flushSubnormals == FlushSubnormals::kInputs || flushSubnormals == FlushSubnormals::kBoth;
  }
};

struct ProfileRule {
  std::string op = "*";       // the pattern as written
  OpSet ops = OpSet().set();  // the registered ops it names
  std::string type = "*";
  std::optional<uint64_t> ulp;
  std::optional<FlushSubnormals> flushSubnormals;
  std::optional<bool> nanSignMatters;
  std::optional<bool> nanPayloadMatters;
  std::optional<bool> zeroSignMatters;
  std::array<std::optional<DotInputPrecision>, 3> dotInputs;
  std::optional<bool> fastAccumulation;
  std::optional<bool> rngBitsOfXla;
  std::optional<bool> specOrder;
  std::optional<bool> fmaContraction;
  std::optional<bool> reciprocalDivision;
  std::optional<bool> excessPrecision;
  std::optional<bool> expansion;
  std::optional<bool> reassociation;
  std::string reason;
  SourceLocation location;

  // An op the registry does not know (kUnknown) is matched by "*" alone.
  bool matchesOp(OpId id) const {
    return id == OpId::kUnknown ? op == "*" : ops.test(static_cast<size_t>(id));
  }
};

// Reads the profile an include line names, given its path (already joined
// to the including file's folder): readProfileFile reads the file system,
// suites/builtin_profiles.h the profiles built into the binary.
using ProfileReader = std::function<Result<std::string>(const std::string& path)>;
Result<std::string> readProfileFile(const std::string& path);

class Profile {
 public:
  // With no rules: correct rounding everywhere, NaN sign/payload ignored,
  // zero sign judged, no flushing.
  Profile() = default;

  const std::string& name() const { return name_; }
  void setName(std::string name) { name_ = std::move(name); }
  const std::vector<ProfileRule>& rules() const { return rules_; }

  // Appends the rules of a profile text (later rules override earlier ones),
  // an include line's file's in its place.
  Status addRules(std::string_view text, std::string_view fileName,
                  const ProfileReader& reader = readProfileFile);
  Tolerance lookup(OpId op, ElementType type) const;
  // By name: "stablehlo.exponential", "chlo.erf", or "exponential" for a
  // stablehlo op; a name the registry does not know reads the "*" rules.
  Tolerance lookup(std::string_view op, ElementType type) const;
  // Whether some rule allows a transformation (fma_contraction,
  // reciprocal_division, excess_precision, expansion, reassociation).
  bool allowsTransformations() const;

 private:
  std::string name_ = "builtin-strict";
  std::vector<ProfileRule> rules_;
};

Result<Profile> parseProfile(std::string_view text, std::string_view fileName,
                             const ProfileReader& reader = readProfileFile);
Result<Profile> loadProfileFile(const std::string& path);
// `<directory>/<name>.profile`, named `name`.
Result<Profile> loadNamedProfile(std::string_view name, const std::string& directory);

// A rule as one profile line, its settings in a fixed order (parsing it
// gives the rule back); a tolerance's every setting as KEY=VALUE words.
std::string formatRule(const ProfileRule& rule);
std::string formatTolerance(const Tolerance& tolerance);

// Glob match with '*' (any run of characters): spec/glob.h's.
using hlo_cts::globMatch;

}  // namespace hlo_cts::oracle
