#include "reports/expectations.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>

#include "spec/source_files.h"

namespace hlo_cts::reports {

namespace {

bool isBlank(char c) {
  return c == ' ' || c == '\t';
}

struct Token {
  std::string_view text;
  size_t end;  // offset just past it in the line
};

// The next blank-separated token of `line` at or after `pos`; empty at the end.
Token nextToken(std::string_view line, size_t pos) {
  while (pos < line.size() && isBlank(line[pos])) ++pos;
  size_t start = pos;
  while (pos < line.size() && !isBlank(line[pos])) ++pos;
  return {line.substr(start, pos - start), pos};
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
  while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
  return text;
}

std::string allowedVerdicts() {
  std::vector<std::string_view> names;
  for (int i = 0; i < kNumVerdicts; ++i)
    if (static_cast<Verdict>(i) != Verdict::kPass) names.push_back(verdictName(Verdict(i)));
  return fmt::format("{}", fmt::join(names, ", "));
}

// Parses one non-comment line into `entry`; the error says what was expected.
class LineParser {
 public:
  LineParser(std::string_view line, Expectation& entry) : line_(line), entry_(entry) {}

  // Empty on success, else what is wrong.
  std::string parse() {
    Token pattern = nextToken(line_, 0);
    if (pattern.text == "--") return "expected a test id or pattern before '--'";
    entry_.pattern = std::string(pattern.text);
    Token verdicts = nextToken(line_, pattern.end);
    if (verdicts.text.empty() || verdicts.text == "--")
      return fmt::format(
          "expected the expected verdicts after the pattern '{}' (e.g. 'fail' or 'fail,timeout')",
          pattern.text);
    if (std::string error = parseVerdicts(verdicts.text); !error.empty()) return error;
    Token next = nextToken(line_, verdicts.end);
    if (next.text == "until") {
      Token date = nextToken(line_, next.end);
      entry_.until = parseDate(date.text);
      if (!entry_.until)
        return fmt::format("expected a date YYYY-MM-DD after 'until', found '{}'", date.text);
      next = nextToken(line_, date.end);
    }
    if (next.text.empty())
      return "expected '-- REASON' at the end of the line (why the test fails; it is mandatory)";
    if (next.text != "--")
      return fmt::format(
          "expected 'until YYYY-MM-DD' or '-- REASON' after the verdicts, found '{}'", next.text);
    entry_.reason = std::string(trim(line_.substr(next.end)));
    if (entry_.reason.empty()) return "expected a reason after '--' (why the test fails)";
    return {};
  }

 private:
  std::string parseVerdicts(std::string_view list) {
    size_t start = 0;
    while (start <= list.size()) {
      size_t comma = std::min(list.find(',', start), list.size());
      std::string_view name = list.substr(start, comma - start);
      std::optional<Verdict> verdict = verdictFromName(name);
      if (name == "pass")
        return "'pass' cannot be expected: a test expected to pass needs no entry";
      if (!verdict)
        return fmt::format("unknown verdict '{}': expected one of {}, separated by commas", name,
                           allowedVerdicts());
      if (!entry_.expects(*verdict)) entry_.verdicts.push_back(*verdict);
      start = comma + 1;
    }
    return {};
  }

  std::string_view line_;
  Expectation& entry_;
};

std::string where(const Expectation& entry) {
  return fmt::format("{}:{}", entry.location.file, entry.location.line);
}

void describeResult(std::string& out, const TestResult& result, const Classification& c) {
  std::string verdict(verdictName(result.verdict));
  if (c.outcome == Outcome::kUnexpectedPass) {
    out += fmt::format("unexpected pass: {}: the expectation at {} ({} {}) is stale: remove it\n",
                       result.id, where(*c.entry), c.entry->pattern, c.entry->verdictList());
    return;
  }
  if (c.outcome != Outcome::kUnexpectedFailure) return;
  out += fmt::format("unexpected failure: {}: {}", result.id, verdict);
  if (!result.message.empty()) out += ": " + firstLine(result.message);
  if (c.entry)
    out +=
        fmt::format(" (the expectation at {} expects {})", where(*c.entry), c.entry->verdictList());
  else if (c.expired)
    out += fmt::format(" (the expectation at {} expired after {})", where(*c.expired),
                       c.expired->until->str());
  out += '\n';
}

}  // namespace

std::string Date::str() const {
  return fmt::format("{:04}-{:02}-{:02}", year, month, day);
}

std::optional<Date> parseDate(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  auto number = [&](size_t from, size_t length) {
    int value = 0;
    for (size_t i = from; i < from + length; ++i) {
      if (text[i] < '0' || text[i] > '9') return -1;
      value = value * 10 + (text[i] - '0');
    }
    return value;
  };
  Date date{number(0, 4), number(5, 2), number(8, 2)};
  if (date.year < 0 || date.month < 1 || date.month > 12 || date.day < 1) return std::nullopt;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (date.year % 4 == 0 && date.year % 100 != 0) || date.year % 400 == 0;
  int days = kDays[date.month - 1] + (date.month == 2 && leap ? 1 : 0);
  if (date.day > days) return std::nullopt;
  return date;
}

Date todayUtc() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  return {utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday};
}

bool Expectation::expects(Verdict verdict) const {
  return std::find(verdicts.begin(), verdicts.end(), verdict) != verdicts.end();
}

std::string Expectation::verdictList() const {
  std::vector<std::string_view> names;
  for (Verdict verdict : verdicts) names.push_back(verdictName(verdict));
  return fmt::format("{}", fmt::join(names, ","));
}

std::string_view outcomeName(Outcome outcome) {
  switch (outcome) {
    case Outcome::kExpectedPass:
      return "expected pass";
    case Outcome::kExpectedFailure:
      return "expected failure";
    case Outcome::kUnexpectedFailure:
      return "unexpected failure";
    case Outcome::kUnexpectedPass:
      return "unexpected pass";
  }
  return "?";
}

Result<Expectations> Expectations::parse(std::string_view text, const std::string& fileName) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte order mark
  Expectations expectations;
  std::map<std::string, int, std::less<>> patternLines;
  int lineNumber = 0;
  size_t start = 0;
  while (start < text.size()) {
    ++lineNumber;
    size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    Expectation entry;
    entry.location = {fileName, lineNumber, 0};
    std::string error = LineParser(line, entry).parse();
    if (error.empty()) {
      auto [it, inserted] = patternLines.try_emplace(entry.pattern, lineNumber);
      if (!inserted)
        error = fmt::format("the pattern '{}' is already listed on line {}: one entry a pattern",
                            entry.pattern, it->second);
    }
    if (!error.empty()) return makeError(std::move(error), entry.location, DiagnosticKind::kSyntax);
    expectations.entries_.push_back(std::move(entry));
  }
  return expectations;
}

Result<Expectations> Expectations::load(const std::string& path) {
  Result<std::string> text = readSourceFile(path);
  if (!text.ok())
    return makeError(fmt::format("cannot read the expectations {}: {}", path, text.error().message),
                     {path}, DiagnosticKind::kIo);
  return parse(*text, path);
}

const Expectation* Expectations::find(std::string_view id, Date today) const {
  for (const Expectation& entry : entries_)
    if (!entry.expired(today) && entry.matches(id)) return &entry;
  return nullptr;
}

Classification Expectations::classify(const TestResult& result, Date today) const {
  Classification c;
  c.entry = find(result.id, today);
  if (!c.entry) {
    for (const Expectation& entry : entries_) {
      if (entry.expired(today) && entry.matches(result.id)) {
        c.expired = &entry;
        break;
      }
    }
    c.outcome = isFailure(result.verdict) ? Outcome::kUnexpectedFailure : Outcome::kExpectedPass;
  } else if (c.entry->expects(result.verdict)) {
    c.outcome = Outcome::kExpectedFailure;
  } else if (result.verdict == Verdict::kPass) {
    c.outcome = Outcome::kUnexpectedPass;
  } else {
    c.outcome = isFailure(result.verdict) ? Outcome::kUnexpectedFailure : Outcome::kExpectedPass;
  }
  return c;
}

ExpectationReport checkExpectations(const Expectations& expectations,
                                    const std::vector<TestResult>& results, Date today) {
  ExpectationReport report;
  const std::vector<Expectation>& entries = expectations.entries();
  std::vector<bool> used(entries.size(), false);
  for (const TestResult& result : results) {
    Classification c = expectations.classify(result, today);
    ++report.counts[static_cast<int>(c.outcome)];
    if (c.entry) used[static_cast<size_t>(c.entry - entries.data())] = true;
    report.classifications.push_back(c);
  }
  for (size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].expired(today))
      report.expired.push_back(&entries[i]);
    else if (!used[i])
      report.unused.push_back(&entries[i]);
  }
  return report;
}

std::string describe(const ExpectationReport& report, const std::vector<TestResult>& results) {
  std::string out;
  size_t n = std::min(results.size(), report.classifications.size());
  for (size_t i = 0; i < n; ++i) describeResult(out, results[i], report.classifications[i]);
  for (const Expectation* entry : report.expired)
    out += fmt::format("expired expectation: {}: {} (until {}): {}\n", where(*entry),
                       entry->pattern, entry->until->str(), entry->reason);
  for (const Expectation* entry : report.unused)
    out +=
        fmt::format("unused expectation: {}: {} matched no test\n", where(*entry), entry->pattern);
  out += fmt::format(
      "expectations: {} expected failures, {} unexpected failures, {} unexpected passes, "
      "{} expired, {} unused: {}\n",
      report.count(Outcome::kExpectedFailure), report.count(Outcome::kUnexpectedFailure),
      report.count(Outcome::kUnexpectedPass), report.expired.size(), report.unused.size(),
      report.ok() ? "ok" : "FAILED");
  return out;
}

}  // namespace hlo_cts::reports
