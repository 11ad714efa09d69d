// What makes two failures of a campaign one finding, and what the finding's
// folder is called. Two failures are one finding when they have one cause,
// as far as the evidence names it:
//   a wrong value whose difference the judge explains by a mechanism (a
//     reciprocal division, a fused multiply-add, a flushed subnormal) is
//     that mechanism, whatever op spelling and element type showed it: the
//     op/type spread is kept as the finding's occurrences;
//   a wrong value with no known mechanism is its culprit op and type, and
//     so is one the constant folder explains (where it went wrong, not what);
//   a compile rejection, crash or hang is the backend's own error text,
//     normalized (normalizedError): two CHECK failures at different places
//     are two findings, the same one with other shapes or names is one.
// The key is computed from the failing program alone (its culprit, found by
// localization, and that culprit's grade), never from which program came
// first, so the shards of a campaign key alike and merge exactly.
#pragma once

#include <string>
#include <string_view>

#include "spec/verdict.h"
#include "tools/runner/reduce.h"

namespace hlo_cts::runner {

// The line of a backend's error that names the cause (a CHECK or RET_CHECK
// failure, an "error:" line, an exception's message; else the first
// non-empty line), with what varies between programs of one cause removed:
// numbers and hex become '#', paths '<path>', quoted text and %/@ names '_',
// whitespace runs one space; at most 200 characters.
std::string normalizedError(std::string_view message);

// Up to `maxWords` lower-case words of `text` joined by '-', each cut to
// letters and digits: "Check failed: split_count > 0" -> "check-failed-split-count".
std::string slugWords(std::string_view text, size_t maxWords = 6);

struct FindingIdentity {
  std::string key;     // equal for failures that are one finding
  std::string name;    // readable folder name below the backend: "fail/reciprocal-division"
  std::string spread;  // the op and type this occurrence showed: "stablehlo.divide f32"
};

// A failure's identity from its verdict, its culprit's signature (the
// localized op when found, else the whole program's), and that culprit's
// mechanism and message. Not its tier: one cause (a bit flipped by an add)
// is graded by the values it meets (a wrong NaN is semantic, a wrong last
// bit an IEEE reading); the finding's class is its reproducer's.
FindingIdentity identifyFailure(Verdict verdict, const FailureSignature& culprit,
                                std::string_view mechanism, std::string_view message);

}  // namespace hlo_cts::runner
