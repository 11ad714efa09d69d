#include "tools/runner/finding_key.h"

#include <fmt/format.h>

#include <cctype>
#include <regex>
#include <set>
#include <vector>

#include "backends/worker_process.h"
#include "tools/runner/judge.h"

namespace hlo_cts::runner {
namespace {

bool isWordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The line naming the cause: the most specific marker found first wins.
std::string_view causeLine(std::string_view message) {
  std::vector<std::string_view> lines;
  for (size_t start = 0; start <= message.size();) {
    size_t end = message.find('\n', start);
    if (end == std::string_view::npos) end = message.size();
    std::string_view line = message.substr(start, end - start);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
      line.remove_prefix(1);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
      line.remove_suffix(1);
    if (!line.empty()) lines.push_back(line);
    start = end + 1;
  }
  for (std::string_view marker : {"Check failed", "RET_CHECK", "INVALID_ARGUMENT", "INTERNAL:",
                                  "UNIMPLEMENTED", "error:", "Error:", "Error", "error"})
    for (std::string_view line : lines)
      if (line.find(marker) != std::string_view::npos) return line;
  return lines.empty() ? std::string_view() : lines.front();
}

// glog's prefix, "F0101 12:00:01.123456 4242 file.cc:58] ": the severity,
// date, time and thread vary; the file is kept (the path's last part).
std::string_view withoutLogPrefix(std::string_view line, std::string& file) {
  if (!backends::glogSeverity(line)) return line;
  const size_t close = line.find("] ");
  if (close == std::string_view::npos) return line;
  const std::string_view head = line.substr(0, close);
  const size_t space = head.rfind(' ');
  std::string_view where = space == std::string_view::npos ? head : head.substr(space + 1);
  if (const size_t slash = where.rfind('/'); slash != std::string_view::npos)
    where.remove_prefix(slash + 1);
  file = std::string(where) + "] ";
  return line.substr(close + 2);
}

// "stablehlo.rng", "mhlo.all_to_all": a dialect's op, which names a cause.
bool isOpName(std::string_view text) {
  static const std::regex kOpName(R"([a-z_]+(\.[a-z_][a-z_0-9]*)+)");
  return text.size() < 64 && std::regex_match(text.begin(), text.end(), kOpName);
}

// Numbers, hex, paths, quoted text (not op names) and %/@ names out of `line`.
std::string normalizedText(std::string_view line) {
  std::string out;
  for (size_t i = 0; i < line.size() && out.size() < 200;) {
    const char c = line[i];
    if (c == '0' && i + 1 < line.size() && (line[i + 1] == 'x' || line[i + 1] == 'X')) {
      i += 2;
      while (i < line.size() && std::isxdigit(static_cast<unsigned char>(line[i]))) ++i;
      out += '#';
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      // A word (F16, rng_expander, i32) whole: its digits are its name. A
      // relative path (external/xla/service/hlo_verifier.cc) keeps its last part.
      size_t end = i;
      while (end < line.size() && (isWordChar(line[end]) || line[end] == '.' || line[end] == '/'))
        ++end;
      std::string_view token = line.substr(i, end - i);
      if (const size_t slash = token.rfind('/'); slash != std::string_view::npos)
        token.remove_prefix(slash + 1);
      out += token;
      i = end;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i < line.size() && (std::isdigit(static_cast<unsigned char>(line[i])) ||
                                 line[i] == '.' || line[i] == 'e' || line[i] == '-'))
        ++i;
      out += '#';
    } else if (c == '/' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '(' ||
                            line[i - 1] == '\'' || line[i - 1] == '"')) {
      // A path: up to the next space or ':' (file:line keeps its ':#').
      while (i < line.size() && line[i] != ' ' && line[i] != ':' && line[i] != ')') ++i;
      out += "<path>";
    } else if (c == '\'' || c == '"' || c == '`') {
      const size_t close = line.find(c, i + 1);
      if (close == std::string_view::npos) {
        ++i;
        continue;
      }
      const std::string_view quoted = line.substr(i + 1, close - i - 1);
      out += c;
      out += isOpName(quoted) ? std::string(quoted) : "_";
      out += c;
      i = close + 1;
    } else if ((c == '%' || c == '@' || c == '^') && i + 1 < line.size() &&
               (isWordChar(line[i + 1]) || line[i + 1] == '.')) {
      ++i;
      while (i < line.size() && (isWordChar(line[i]) || line[i] == '.' || line[i] == '-')) ++i;
      out += c;
      out += '_';
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      ++i;
    } else {
      out += c;
      ++i;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

// What varies with the program in an already normalized cause: HLO shapes
// ("f32[#,#]{#,#}") and MLIR tensor types are the data's, not the cause's;
// "#,#,#" is one list of numbers; a dumped instruction ("in %_ = (<shape>,
// <shape>) reduce(%_, ...), dimensions=...") is its opcode. An op's name in
// quotes ('stablehlo.rng') is kept: which op a compiler cannot lower is the
// cause.
std::string withoutProgramDetails(std::string text) {
  static const std::regex kHloShape(
      R"(\b(pred|token|[suf]#|[suf]\d+|bf16|tf32|c64|c128|f\d+e\w+)\[[#,]*\](\{[^}]*\})?)",
      std::regex::icase);
  static const std::regex kTensorType(
      R"(\b(tensor|complex|vector|memref)<[^<>]*(<[^<>]*>[^<>]*)*>)");
  static const std::regex kNumberList(R"(#(,\s?#)+)");
  // absl's status codes, which XLA adds in some paths and not others.
  static const std::regex kStatusCode(
      R"(\b(INVALID_ARGUMENT|FAILED_PRECONDITION|UNIMPLEMENTED|OUT_OF_RANGE|RESOURCE_EXHAUSTED|NOT_FOUND|INTERNAL|UNKNOWN): )");
  static const std::regex kDumpedInstruction(
      R"(%_ = (\([^()]*\) |<shape> |tensor<_> )?("[\w.]+"|[\w.-]+)\(.*$)");
  text = std::regex_replace(text, kHloShape, "<shape>");
  text = std::regex_replace(text, kTensorType, "$1<_>");
  text = std::regex_replace(text, kNumberList, "#");
  text = std::regex_replace(text, kStatusCode, "");
  return std::regex_replace(text, kDumpedInstruction, "%_ = $2");
}

std::string normalizedError(std::string_view message) {
  std::string file;
  const std::string_view line = withoutLogPrefix(causeLine(message), file);
  return normalizedText(file) + (file.empty() ? "" : " ") +
         withoutProgramDetails(normalizedText(line));
}

std::string slugWords(std::string_view text, size_t maxWords) {
  std::string out;
  size_t words = 0;
  bool inWord = false;
  for (char c : text) {
    const bool letter = std::isalnum(static_cast<unsigned char>(c));
    if (letter) {
      if (!inWord) {
        if (words == maxWords) break;
        if (!out.empty()) out += '-';
        ++words;
      }
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    inWord = letter;
  }
  return out.empty() ? "unnamed" : out;
}

// A folder name from a normalized error: its words without those every
// error has ("check failed", "error", a source file's extension):
// "hlo_verifier.cc:#] Check failed: split_count > #" -> "hlo-verifier-split-count".
std::string errorName(std::string_view error) {
  static const std::set<std::string> kEveryError = {
      "cc", "cpp", "h",    "check", "failed", "ret",     "error",    "loc",     "stdin", "internal",
      "f",  "e",   "path", "op",    "vs",     "invalid", "argument", "unknown", "the",   "a",
      "an", "of",  "has",  "with",  "to",     "is",      "be",       "that",    "in",    "failure"};
  // The cause is after the last wrapper: "the backend rejected a valid
  // program: -:#:#: error: <cause>", "RET_CHECK failure <cause>", "during
  // context [...]: <cause>" (status codes went with normalizedError).
  for (std::string_view marker :
       {std::string_view("error: "), std::string_view("RET_CHECK failure "),
        std::string_view("]: "), kRejectedPrefix})
    if (const size_t at = error.rfind(marker); at != std::string_view::npos) {
      error.remove_prefix(at + marker.size());
      break;
    }
  std::string name;
  size_t words = 0;
  const std::string all = slugWords(error, 40);
  for (size_t start = 0; start < all.size() && words < 5;) {
    size_t end = all.find('-', start);
    if (end == std::string::npos) end = all.size();
    const std::string word = all.substr(start, end - start);
    if (!kEveryError.count(word)) {
      name += (name.empty() ? "" : "-") + word;
      ++words;
    }
    start = end + 1;
  }
  return name.empty() ? "unnamed" : name;
}

FindingIdentity identifyFailure(Verdict verdict, const FailureSignature& culprit,
                                std::string_view mechanism, std::string_view message) {
  FindingIdentity id;
  const std::string verdictWord(verdictName(verdict));
  std::string op = culprit.op;
  if (op.rfind("stablehlo.", 0) == 0) op = op.substr(10);
  id.spread = fmt::format("{} {}", culprit.op.empty() ? "?" : culprit.op,
                          culprit.elementType.empty() ? "?" : culprit.elementType);
  // A valid program whose execution failed (XLA:GPU's "Invalid type for
  // triangular solve"): no output to localize, so its error is the cause.
  if (verdict == Verdict::kFail && message.rfind(kExecutionFailedPrefix, 0) == 0) {
    const std::string error = normalizedError(message.substr(kExecutionFailedPrefix.size()));
    id.key = "execution-failed|" + error;
    id.name = "execution-failed/" + errorName(error);
    return id;
  }
  if (verdict == Verdict::kFail) {
    constexpr std::string_view kConsistent = "consistent with: ";
    const bool named = mechanism.rfind(kConsistent, 0) == 0 &&
                       mechanism.find("no known mechanism") == std::string_view::npos;
    // The constant folder is where a difference arose, not what went wrong:
    // each folded op is its own finding.
    const bool folded = mechanism.find("constant folder") != std::string_view::npos;
    if (named && folded) {
      id.key = "fail|constant-folder|" + culprit.str();
      id.name = fmt::format("fail/{}-{}-folded", slugWords(op.empty() ? "program" : op, 4),
                            slugWords(culprit.elementType.empty() ? "any" : culprit.elementType));
    } else if (named) {
      // "(3 of 5 differing elements ...)" is how much, not which.
      std::string which(mechanism.substr(kConsistent.size()));
      std::string withoutCounts;
      for (char c : which)
        if (!std::isdigit(static_cast<unsigned char>(c))) withoutCounts += c;
      id.key = "fail|mechanism|" + withoutCounts;
      id.name = "fail/" + slugWords(which, 5);
    } else {
      id.key = "fail|" + culprit.str();
      id.name = fmt::format("fail/{}-{}", slugWords(op.empty() ? "program" : op, 4),
                            culprit.elementType.empty() ? "any" : slugWords(culprit.elementType));
    }
    return id;
  }
  // Outputs that differ between executions: by the op and type that
  // computed the first differing output (no op is localized for it).
  if (verdict == Verdict::kNondeterministic) {
    id.key = "nondeterministic|" + culprit.str();
    id.name = fmt::format("nondeterministic/{}-{}", slugWords(op.empty() ? "program" : op, 4),
                          culprit.elementType.empty() ? "any" : slugWords(culprit.elementType));
    return id;
  }
  const std::string error = normalizedError(message);
  // A crash or hang that says nothing is told apart by its culprit op.
  id.key = fmt::format("{}|{}|{}", verdictWord, error, error.empty() ? culprit.str() : "");
  id.name = verdictWord + "/" +
            (error.empty() ? slugWords(op.empty() ? "program" : op, 4) : errorName(error));
  return id;
}

}  // namespace hlo_cts::runner
