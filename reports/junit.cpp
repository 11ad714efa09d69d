#include "reports/junit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "reports/results_json.h"

namespace hlo_cts::reports {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

// The length of the well-formed UTF-8 sequence at text[i] and its code point,
// or 0 when the bytes there are not one (Unicode 15, table 3-7).
size_t utf8Sequence(std::string_view text, size_t i, uint32_t& codePoint) {
  auto byte = [&](size_t k) { return static_cast<uint8_t>(text[i + k]); };
  uint8_t lead = byte(0);
  size_t length = lead < 0x80                    ? 1
                  : lead >= 0xC2 && lead <= 0xDF ? 2
                  : lead >= 0xE0 && lead <= 0xEF ? 3
                  : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  if (length == 1) {
    codePoint = lead;
    return 1;
  }
  uint8_t low = 0x80, high = 0xBF;  // the range of the second byte
  if (lead == 0xE0) low = 0xA0;
  if (lead == 0xED) high = 0x9F;  // no surrogates
  if (lead == 0xF0) low = 0x90;
  if (lead == 0xF4) high = 0x8F;  // nothing past U+10FFFF
  if (byte(1) < low || byte(1) > high) return 0;
  for (size_t k = 2; k < length; ++k)
    if ((byte(k) & 0xC0) != 0x80) return 0;
  codePoint = lead & (0xFF >> (length + 1));
  for (size_t k = 1; k < length; ++k) codePoint = (codePoint << 6) | (byte(k) & 0x3F);
  return length;
}

std::string formatSeconds(double value) {
  return fmt::format("{:.3f}", std::isfinite(value) && value > 0 ? value : 0.0);
}

// The part of an id before the first "::" and the part after it.
std::pair<std::string, std::string> splitId(const std::string& id) {
  size_t sep = id.find("::");
  if (sep == std::string::npos) return {id, id};
  return {id.substr(0, sep), id.substr(sep + 2)};
}

// kFlaky: Maven Surefire's <flakyFailure> (what Jenkins and GitLab read as
// a flaky test), never counted as a failure: a nondeterministic test, and a
// test that failed and then passed on a retry.
enum class Element { kNone, kFailure, kError, kSkipped, kFlaky };

Element elementOf(Verdict verdict) {
  switch (verdict) {
    case Verdict::kPass:
      return Element::kNone;
    case Verdict::kFail:
    case Verdict::kAcceptedInvalid:
    case Verdict::kCompileRejected:
      return Element::kFailure;
    case Verdict::kCrash:
    case Verdict::kTimeout:
    case Verdict::kLoadError:
      return Element::kError;
    case Verdict::kNotSupported:
    case Verdict::kInconclusive:
    case Verdict::kBadTest:
      return Element::kSkipped;
    case Verdict::kNondeterministic:
      return Element::kFlaky;
  }
  return Element::kError;
}

// The text of a <failure> or <error>: the message, then what the result
// knows besides.
std::string details(const TestResult& result) {
  std::string out = result.message;
  auto line = [&](const std::string& text) {
    if (!out.empty()) out += '\n';
    out += text;
  };
  if (!result.clause.empty()) line("clause: " + result.clause.str());
  if (!result.tier.empty()) {
    line(fmt::format("tier: {} ({})", result.tier, result.decidedBy));
    line("mechanism: " + result.mechanism);
  }
  if (result.location.known())
    line(fmt::format("at {}:{}:{}", result.location.file, result.location.line,
                     result.location.col));
  for (const ElementFailure& failure : result.failures) {
    std::string text = fmt::format("output {} {}: got {}, allowed {}", failure.output,
                                   failure.index, failure.actual, failure.allowed);
    if (failure.ulp) text += fmt::format(" ({} ulp)", *failure.ulp);
    line(text);
  }
  for (const ElementDivergence& d : result.divergences)
    line(fmt::format("output {} {}: execution 1 gave {}, execution {} gave {}", d.output, d.index,
                     d.first, d.execution, d.other));
  if (result.maxUlp) line(fmt::format("max ulp: {}", *result.maxUlp));
  return out;
}

struct Counts {
  int64_t tests = 0, failures = 0, errors = 0, skipped = 0;
  double seconds = 0;

  void add(const TestResult& result) {
    ++tests;
    Element element = elementOf(result.verdict);
    failures += element == Element::kFailure;
    errors += element == Element::kError;
    skipped += element == Element::kSkipped;
    if (std::isfinite(result.seconds) && result.seconds > 0) seconds += result.seconds;
  }
  std::string attributes() const {
    return fmt::format(R"(tests="{}" failures="{}" errors="{}" skipped="{}" time="{}")", tests,
                       failures, errors, skipped, formatSeconds(seconds));
  }
};

void writeTestCase(std::string& out, const std::string& file, const std::string& name,
                   const TestResult& result) {
  out += fmt::format(R"(    <testcase classname="{}" name="{}" time="{}")", xmlEscape(file, true),
                     xmlEscape(name, true), formatSeconds(result.seconds));
  Element element = elementOf(result.verdict);
  if (element == Element::kNone && !result.flaky.empty()) element = Element::kFlaky;
  if (element == Element::kNone && result.message.empty()) {
    out += "/>\n";
    return;
  }
  out += ">\n";
  std::string verdict(verdictName(result.verdict));
  std::string summary = firstLine(result.message);
  if (element == Element::kSkipped) {
    std::string message = summary.empty() ? verdict : verdict + ": " + summary;
    out += fmt::format("      <skipped message=\"{}\"/>\n", xmlEscape(message, true));
  } else if (element == Element::kFlaky) {
    const std::string type = result.flaky.empty() ? verdict : "flaky " + result.flaky;
    const std::string message =
        result.flaky.empty()
            ? (summary.empty() ? verdict : summary)
            : fmt::format("{} on the first attempt, {} on a retry", result.flaky, verdict);
    out += fmt::format("      <flakyFailure message=\"{}\" type=\"{}\">{}</flakyFailure>\n",
                       xmlEscape(message, true), xmlEscape(type, true),
                       xmlEscape(details(result), false));
  } else if (element != Element::kNone) {
    const char* tag = element == Element::kFailure ? "failure" : "error";
    out += fmt::format("      <{} message=\"{}\" type=\"{}\">{}</{}>\n", tag,
                       xmlEscape(summary.empty() ? verdict : summary, true), verdict,
                       xmlEscape(details(result), false), tag);
  }
  if (!result.message.empty())
    out += fmt::format("      <system-out>{}</system-out>\n", xmlEscape(result.message, false));
  out += "    </testcase>\n";
}

}  // namespace

std::string xmlEscape(std::string_view text, bool attribute) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    uint32_t c = 0;
    size_t length = utf8Sequence(text, i, c);
    if (length == 0) {
      out += kReplacement;
      ++i;
      continue;
    }
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\r':
        out += "&#13;";
        break;
      case '\t':
      case '\n':
        if (attribute)
          out += c == '\t' ? "&#9;" : "&#10;";
        else
          out += static_cast<char>(c);
        break;
      default:
        if (c < 0x20)
          out += fmt::format("\\x{:02X}", c);
        else if (c == 0xFFFE || c == 0xFFFF)
          out += fmt::format("\\u{:04X}", c);
        else
          out.append(text.substr(i, length));
    }
    i += length;
  }
  return out;
}

std::string junitXml(const RunInfo& info, const std::vector<TestResult>& results) {
  struct Case {
    std::string name;
    const TestResult* result;
  };
  std::map<std::string, std::vector<Case>> suites;
  Counts total;
  for (const TestResult& result : results) {
    auto [file, name] = splitId(result.id);
    suites[file].push_back({std::move(name), &result});
    total.add(result);
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += fmt::format("<testsuites name=\"{}\" {}>\n", xmlEscape("hlo-cts " + info.backend, true),
                     total.attributes());
  for (auto& [file, cases] : suites) {
    std::stable_sort(cases.begin(), cases.end(),
                     [](const Case& a, const Case& b) { return a.name < b.name; });
    Counts counts;
    for (const Case& c : cases) counts.add(*c.result);
    out += fmt::format("  <testsuite name=\"{}\" {}", xmlEscape(file, true), counts.attributes());
    if (!info.startedAt.empty())
      out += fmt::format(" timestamp=\"{}\"", xmlEscape(info.startedAt, true));
    out += ">\n";
    for (const Case& c : cases) writeTestCase(out, file, c.name, *c.result);
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

Status writeJunitXml(const std::string& path, const RunInfo& info,
                     const std::vector<TestResult>& results) {
  return writeFileAtomically(path, junitXml(info, results));
}

}  // namespace hlo_cts::reports
