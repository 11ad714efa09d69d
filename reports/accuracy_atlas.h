// The accuracy atlas (`hlo-cts accuracy`): how far a backend's element-wise
// functions are from the correctly rounded result, per (op, element type),
// as data (accuracy.json), as a page (index.html: an op x type heat map and
// per function a plot of the ulp error against the input), as a tolerance
// profile whose budgets are the measured maxima, and as a side-by-side
// comparison of several atlases. The measurement itself is in
// tools/runner/accuracy.h; this file knows only the figures.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec/result.h"

namespace hlo_cts::reports {

// One input with what the backend computed and the correctly rounded value,
// each as "decimal (0xBITS)"; a complex value as "(re, im)".
struct AtlasSample {
  std::string input;  // several operands joined by ", "
  std::string actual;
  std::string correct;
  uint64_t ulp = 0;  // the larger part's for complex
  std::string kind;  // special-value mismatches: "NaN for a number", ...
};

// Results that are not an ulp figure (a NaN where a number is due, a number
// where NaN is due, a zero of the wrong sign, anything wrong at an input
// holding an infinity or a NaN: IEEE 754 and C's Annex F/G cases), and
// subnormal flushing (a subnormal result flushed to zero, a result far off
// at a subnormal input: what a profile's flush_subnormals covers).
struct AtlasSpecials {
  int64_t count = 0;
  std::vector<AtlasSample> examples;  // the first kMaxSpecialExamples
};
inline constexpr size_t kMaxSpecialExamples = 20;
inline constexpr size_t kWorstInputs = 5;

// One column of an entry's plot: the inputs whose first operand (its real
// part) lies in [lo, hi], bins in the format's value order, and the largest
// ulp error among them.
struct AtlasBin {
  double lo = 0;
  double hi = 0;
  uint64_t maxUlp = 0;
};

struct AtlasEntry {
  std::string op;    // "exponential", "chlo.erf": the name profiles match
  std::string type;  // "f16", "complex<f32>"
  int64_t inputs = 0;
  uint64_t maxUlp = 0;  // over results that are numbers where numbers are due
  double meanUlp = 0;
  double correctlyRounded = 0;     // share of the inputs, 0..1
  std::vector<AtlasSample> worst;  // at most kWorstInputs, worst first
  AtlasSpecials specials;          // "specialValueMismatches"
  std::vector<AtlasBin> plot;      // kept beside the entries in the JSON
  // Complex types: the max ulp of the real and of the imaginary part
  // ("maxUlpPerPart": {"real", "imag"}); empty for real types.
  std::vector<uint64_t> maxUlpPerPart;
};

// An (op, type) the atlas could not measure, and why (the backend does not
// support it, the op is not defined on the type, the oracle cannot decide).
struct AtlasSkip {
  std::string op;
  std::string type;
  std::string reason;
};

// An (op, type) not reached before the run's --time-budget ran out: a
// later run with --resume measures it.
struct AtlasKey {
  std::string op;
  std::string type;
  bool operator==(const AtlasKey&) const = default;
};

struct Atlas {
  std::string backend;  // as named on the command line
  std::string backendVersion;
  std::string generatedAt;  // ISO 8601
  std::string command;
  int64_t sampleSize = 0;  // inputs of a sampled (f32, f64, complex) entry
  uint64_t seed = 0;
  std::string oracle;  // the oracle's fingerprint ("oracle"), when known
  std::vector<AtlasEntry> entries;
  std::vector<AtlasSkip> skipped;
  std::vector<AtlasKey> notReached;  // "notReached": [{op, type}]
};

std::string atlasJson(const Atlas& atlas);
// Reads accuracy.json text; errors name the field.
Result<Atlas> parseAtlasJson(std::string_view text, const std::string& path);
Result<Atlas> loadAtlas(const std::string& path);

// index.html: self-contained (inline CSS and SVG, no script, no fetch).
std::string atlasHtml(const Atlas& atlas);
// Writes DIR/accuracy.json and DIR/index.html.
Status writeAtlas(const std::string& dir, const Atlas& atlas);

// A tolerance profile (oracle/profile.h's format) whose ulp budget per
// (op, type) is the measured maximum plus `marginUlp`, each line with a
// reason citing the figure; entries with special-value mismatches get a
// comment saying a budget does not cover them.
std::string atlasProfile(const Atlas& atlas, uint64_t marginUlp);

// Several atlases side by side: max ulp per (op, type) and atlas.
std::string atlasComparisonMarkdown(const std::vector<Atlas>& atlases);
std::string atlasComparisonHtml(const std::vector<Atlas>& atlases);

}  // namespace hlo_cts::reports
