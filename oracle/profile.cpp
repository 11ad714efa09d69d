#include "oracle/profile.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace hlo_cts::oracle {
namespace {

constexpr const char* kKeys =
    "op, type, ulp, flush_subnormals, nan_sign, nan_payload, zero_sign, default_precision, "
    "high_precision, highest_precision, fast_accumulation, rng_bits, order, fma_contraction, "
    "reciprocal_division, excess_precision, expansion, reassociation, reason";

std::optional<DotInputPrecision> parseDotInputPrecision(std::string_view name) {
  if (name == "operand") return DotInputPrecision::kOperand;
  if (name == "bf16x6") return DotInputPrecision::kBf16x6;
  if (name == "bf16x3") return DotInputPrecision::kBf16x3;
  if (name == "tf32") return DotInputPrecision::kTf32;
  if (name == "bf16") return DotInputPrecision::kBf16;
  return std::nullopt;
}

constexpr const char* kFlushNames[] = {"none", "inputs", "outputs", "both"};
constexpr const char* kDotInputNames[] = {"operand", "bf16x6", "bf16x3", "tf32", "bf16"};
constexpr const char* kPrecisionKeys[] = {"default_precision", "high_precision",
                                          "highest_precision"};

// The settings of a rule as KEY=VALUE words, in kKeys' order.
std::string settingsText(const ProfileRule& s) {
  std::string out;
  auto word = [&](const char* key, std::optional<std::string> value) {
    if (value) out += std::string(out.empty() ? "" : " ") + key + "=" + *value;
  };
  auto ignoreOrMatch = [](std::optional<bool> b) -> std::optional<std::string> {
    if (!b) return std::nullopt;
    return *b ? "match" : "ignore";
  };
  auto allowOrForbid = [](std::optional<bool> b) -> std::optional<std::string> {
    if (!b) return std::nullopt;
    return *b ? "allow" : "forbid";
  };
  if (s.ulp) word("ulp", std::to_string(*s.ulp));
  if (s.flushSubnormals)
    word("flush_subnormals", kFlushNames[static_cast<size_t>(*s.flushSubnormals)]);
  word("nan_sign", ignoreOrMatch(s.nanSignMatters));
  word("nan_payload", ignoreOrMatch(s.nanPayloadMatters));
  word("zero_sign", ignoreOrMatch(s.zeroSignMatters));
  for (size_t i = 0; i < 3; ++i)
    if (s.dotInputs[i])
      word(kPrecisionKeys[i], kDotInputNames[static_cast<size_t>(*s.dotInputs[i])]);
  word("fast_accumulation", allowOrForbid(s.fastAccumulation));
  if (s.rngBitsOfXla) word("rng_bits", *s.rngBitsOfXla ? "xla" : "any");
  if (s.specOrder) word("order", *s.specOrder ? "spec" : "any");
  word("fma_contraction", allowOrForbid(s.fmaContraction));
  word("reciprocal_division", allowOrForbid(s.reciprocalDivision));
  word("excess_precision", allowOrForbid(s.excessPrecision));
  word("expansion", allowOrForbid(s.expansion));
  word("reassociation", allowOrForbid(s.reassociation));
  return out;
}

// One line of a profile: a rule, an include, or nothing (blank, comment).
struct ParsedLine {
  std::optional<ProfileRule> rule;
  std::optional<std::string> include;  // the path as written
  size_t includeColumn = 0;
};

// Parses one line; errors point at the offending column.
class LineParser {
 public:
  LineParser(std::string_view line, std::string_view file, int lineNumber)
      : line_(line), file_(file), lineNumber_(lineNumber) {}

  // line ::= 'include' path comment? | (key '=' value)* comment?
  Result<ParsedLine> parse() {
    ParsedLine parsed;
    skipSpace();
    if (line_.substr(pos_).starts_with("include") &&
        (pos_ + 7 == line_.size() || line_[pos_ + 7] == ' ' || line_[pos_ + 7] == '\t')) {
      pos_ += 7;
      skipSpace();
      parsed.includeColumn = pos_;
      if (pos_ >= line_.size() || line_[pos_] == '#')
        return error(pos_, "expected a profile file after 'include'");
      Result<std::string> path = parseValue();
      if (!path.ok()) return path.takeError();
      skipSpace();
      if (pos_ < line_.size() && line_[pos_] != '#')
        return error(pos_, "expected the end of the line after the included file");
      parsed.include = std::move(*path);
      return parsed;
    }
    ProfileRule rule;
    rule.location = at(0);
    bool any = false;
    while (true) {
      skipSpace();
      if (pos_ >= line_.size() || line_[pos_] == '#') break;
      size_t key_start = pos_;
      while (pos_ < line_.size() &&
             (isalnum(static_cast<unsigned char>(line_[pos_])) || line_[pos_] == '_'))
        ++pos_;
      std::string_view key = line_.substr(key_start, pos_ - key_start);
      if (key.empty()) return error(key_start, std::string("expected a key (") + kKeys + ")");
      if (pos_ >= line_.size() || line_[pos_] != '=')
        return error(pos_, "expected '=' after '" + std::string(key) + "'");
      ++pos_;
      size_t value_start = pos_;
      Result<std::string> value = parseValue();
      if (!value.ok()) return value.takeError();
      if (Status s = apply(rule, key, *value, key_start, value_start); !s.ok())
        return s.takeError();
      any = true;
    }
    if (any) parsed.rule = std::move(rule);
    return parsed;
  }

  SourceLocation at(size_t column) const {
    return SourceLocation{std::string(file_), lineNumber_, static_cast<int>(column) + 1};
  }

 private:
  Diagnostic error(size_t column, std::string message) const {
    return makeError(std::move(message), at(column));
  }
  void skipSpace() {
    while (pos_ < line_.size() &&
           (line_[pos_] == ' ' || line_[pos_] == '\t' || line_[pos_] == '\r'))
      ++pos_;
  }

  // value ::= '"' [^"]* '"' | [^ \t#]+
  Result<std::string> parseValue() {
    if (pos_ < line_.size() && line_[pos_] == '"') {
      size_t close = line_.find('"', pos_ + 1);
      if (close == std::string_view::npos) return error(pos_, "expected closing '\"' in value");
      std::string out(line_.substr(pos_ + 1, close - pos_ - 1));
      pos_ = close + 1;
      return out;
    }
    size_t start = pos_;
    while (pos_ < line_.size() && line_[pos_] != ' ' && line_[pos_] != '\t' && line_[pos_] != '#' &&
           line_[pos_] != '\r')
      ++pos_;
    if (pos_ == start) return error(start, "expected a value after '='");
    return std::string(line_.substr(start, pos_ - start));
  }

  Result<bool> ignoreOrMatch(std::string_view value, size_t column) {
    if (value == "match") return true;
    if (value == "ignore") return false;
    return error(column, "expected 'ignore' or 'match', got '" + std::string(value) + "'");
  }

  Status apply(ProfileRule& rule, std::string_view key, const std::string& value, size_t keyColumn,
               size_t column) {
    if (key == "op") {
      rule.ops = opsMatching(value);
      if (rule.ops.none()) {
        const std::string suggestion = suggestOpName(value);
        const std::string hint = suggestion.empty() ? "" : " (did you mean '" + suggestion + "'?)";
        return error(column,
                     (value.find('*') == std::string::npos ? "unknown op '" : "op pattern '") +
                         value + (value.find('*') == std::string::npos ? "'" : "' matches no op") +
                         hint);
      }
      rule.op = value;
    } else if (key == "type") {
      if (value.find('*') == std::string::npos && !parseElementTypeName(value).has_value())
        return error(column, "unknown element type '" + value + "'");
      rule.type = value;
    } else if (key == "reason") {
      rule.reason = value;
    } else if (key == "ulp") {
      uint64_t n = 0;
      for (char c : value) {
        if (c < '0' || c > '9' || n > (UINT64_MAX - 9) / 10)
          return error(column, "expected a non-negative integer ulp budget, got '" + value + "'");
        n = n * 10 + static_cast<uint64_t>(c - '0');
      }
      rule.ulp = n;
    } else if (key == "flush_subnormals") {
      if (value == "none")
        rule.flushSubnormals = FlushSubnormals::kNone;
      else if (value == "inputs")
        rule.flushSubnormals = FlushSubnormals::kInputs;
      else if (value == "outputs")
        rule.flushSubnormals = FlushSubnormals::kOutputs;
      else if (value == "both")
        rule.flushSubnormals = FlushSubnormals::kBoth;
      else
        return error(column, "expected none, inputs, outputs or both, got '" + value + "'");
    } else if (key == "nan_sign" || key == "nan_payload" || key == "zero_sign") {
      Result<bool> b = ignoreOrMatch(value, column);
      if (!b.ok()) return b.takeError();
      (key == "nan_sign"      ? rule.nanSignMatters
       : key == "nan_payload" ? rule.nanPayloadMatters
                              : rule.zeroSignMatters) = *b;
    } else if (key == "default_precision" || key == "high_precision" ||
               key == "highest_precision") {
      std::optional<DotInputPrecision> p = parseDotInputPrecision(value);
      if (!p)
        return error(column, "expected operand, tf32, bf16x6, bf16x3 or bf16, got '" + value + "'");
      const PrecisionConfig config = key == "default_precision" ? PrecisionConfig::kDefault
                                     : key == "high_precision"  ? PrecisionConfig::kHigh
                                                                : PrecisionConfig::kHighest;
      rule.dotInputs[static_cast<size_t>(config)] = *p;
    } else if (key == "fast_accumulation" || key == "fma_contraction" ||
               key == "reciprocal_division" || key == "excess_precision" || key == "expansion" ||
               key == "reassociation") {
      if (value != "allow" && value != "forbid")
        return error(column, "expected 'allow' or 'forbid', got '" + value + "'");
      (key == "fast_accumulation"     ? rule.fastAccumulation
       : key == "fma_contraction"     ? rule.fmaContraction
       : key == "reciprocal_division" ? rule.reciprocalDivision
       : key == "excess_precision"    ? rule.excessPrecision
       : key == "expansion"           ? rule.expansion
                                      : rule.reassociation) = value == "allow";
    } else if (key == "rng_bits") {
      if (value != "any" && value != "xla")
        return error(column, "expected 'any' or 'xla', got '" + value + "'");
      rule.rngBitsOfXla = value == "xla";
    } else if (key == "order") {
      if (value != "any" && value != "spec")
        return error(column, "expected 'any' or 'spec', got '" + value + "'");
      rule.specOrder = value == "spec";
    } else {
      return error(keyColumn, "unknown key '" + std::string(key) + "' (expected " + kKeys + ")");
    }
    return Status::success();
  }

  std::string_view line_;
  std::string_view file_;
  int lineNumber_;
  size_t pos_ = 0;
};

// An include's path: relative paths are the including file's folder's.
std::string includedPath(std::string_view includer, const std::string& written) {
  const std::filesystem::path path(written);
  if (path.is_absolute()) return path.lexically_normal().string();
  return (std::filesystem::path(includer).parent_path() / path).lexically_normal().string();
}

// Appends the rules of one file and, where it says so, those of the files
// it includes; `chain` holds the files being read, outermost first.
class RuleReader {
 public:
  RuleReader(std::vector<ProfileRule>& rules, const ProfileReader& reader)
      : rules_(rules), reader_(reader) {}

  Status read(std::string_view text, std::string_view fileName) {
    chain_.emplace_back(fileName);
    int line_number = 0;
    size_t start = 0;
    while (start <= text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      ++line_number;
      LineParser parser(text.substr(start, end - start), fileName, line_number);
      Result<ParsedLine> line = parser.parse();
      if (!line.ok()) return line.takeError();
      if (line->rule) rules_.push_back(std::move(*line->rule));
      if (line->include)
        if (Status s = include(*line->include, parser.at(line->includeColumn)); !s.ok()) return s;
      if (end == text.size()) break;
      start = end + 1;
    }
    chain_.pop_back();
    return Status::success();
  }

 private:
  Status include(const std::string& written, const SourceLocation& where) {
    const std::string path = includedPath(chain_.back(), written);
    if (std::find(chain_.begin(), chain_.end(), path) != chain_.end()) {
      std::string cycle;
      for (const std::string& file : chain_) cycle += file + " -> ";
      return makeError("include cycle: " + cycle + path, where);
    }
    Result<std::string> text = reader_(path);
    if (!text.ok())
      return makeError("cannot include '" + written + "': " + text.error().message, where,
                       DiagnosticKind::kIo);
    return read(*text, path);
  }

  std::vector<ProfileRule>& rules_;
  const ProfileReader& reader_;
  std::vector<std::string> chain_;
};

}  // namespace

Status Profile::addRules(std::string_view text, std::string_view fileName,
                         const ProfileReader& reader) {
  return RuleReader(rules_, reader).read(text, fileName);
}

Tolerance Profile::lookup(std::string_view op, ElementType type) const {
  OpId id = opIdOf(op);
  if (id == OpId::kUnknown && op.find('.') == std::string_view::npos)
    id = opIdOf("stablehlo." + std::string(op));
  return lookup(id, type);
}

Tolerance Profile::lookup(OpId op, ElementType type) const {
  Tolerance t;
  std::string_view type_name = elementTypeName(type);
  for (const ProfileRule& rule : rules_) {
    if (!rule.matchesOp(op) || !globMatch(rule.type, type_name)) continue;
    if (rule.ulp) t.ulp = *rule.ulp;
    if (rule.flushSubnormals) t.flushSubnormals = *rule.flushSubnormals;
    if (rule.nanSignMatters) t.nanSignMatters = *rule.nanSignMatters;
    if (rule.nanPayloadMatters) t.nanPayloadMatters = *rule.nanPayloadMatters;
    if (rule.zeroSignMatters) t.zeroSignMatters = *rule.zeroSignMatters;
    for (size_t i = 0; i < 3; ++i)
      if (rule.dotInputs[i]) t.dotInputs[i] = *rule.dotInputs[i];
    if (rule.fastAccumulation) t.fastAccumulation = *rule.fastAccumulation;
    if (rule.rngBitsOfXla) t.rngBitsOfXla = *rule.rngBitsOfXla;
    if (rule.specOrder) t.specOrder = *rule.specOrder;
    if (rule.fmaContraction) t.fmaContraction = *rule.fmaContraction;
    if (rule.reciprocalDivision) t.reciprocalDivision = *rule.reciprocalDivision;
    if (rule.excessPrecision) t.excessPrecision = *rule.excessPrecision;
    if (rule.expansion) t.expansion = *rule.expansion;
    if (rule.reassociation) t.reassociation = *rule.reassociation;
  }
  return t;
}

std::string formatRule(const ProfileRule& rule) {
  std::string out = "op=" + rule.op + " type=" + rule.type;
  if (std::string settings = settingsText(rule); !settings.empty()) out += " " + settings;
  if (!rule.reason.empty()) out += " reason=\"" + rule.reason + "\"";
  return out;
}

std::string formatTolerance(const Tolerance& t) {
  ProfileRule all;
  all.ulp = t.ulp;
  all.flushSubnormals = t.flushSubnormals;
  all.nanSignMatters = t.nanSignMatters;
  all.nanPayloadMatters = t.nanPayloadMatters;
  all.zeroSignMatters = t.zeroSignMatters;
  for (size_t i = 0; i < 3; ++i) all.dotInputs[i] = t.dotInputs[i];
  all.fastAccumulation = t.fastAccumulation;
  all.rngBitsOfXla = t.rngBitsOfXla;
  all.specOrder = t.specOrder;
  all.fmaContraction = t.fmaContraction;
  all.reciprocalDivision = t.reciprocalDivision;
  all.excessPrecision = t.excessPrecision;
  all.expansion = t.expansion;
  all.reassociation = t.reassociation;
  return settingsText(all);
}

bool Profile::allowsTransformations() const {
  for (const ProfileRule& rule : rules_)
    if (rule.fmaContraction.value_or(false) || rule.reciprocalDivision.value_or(false) ||
        rule.excessPrecision.value_or(false) || rule.expansion.value_or(false) ||
        rule.reassociation.value_or(false))
      return true;
  return false;
}

Result<Profile> parseProfile(std::string_view text, std::string_view fileName,
                             const ProfileReader& reader) {
  Profile profile;
  std::string name(fileName);
  if (size_t slash = name.find_last_of('/'); slash != std::string::npos)
    name = name.substr(slash + 1);
  if (size_t dot = name.rfind(".profile"); dot != std::string::npos) name = name.substr(0, dot);
  profile.setName(name);
  if (Status s = profile.addRules(text, fileName, reader); !s.ok()) return s.takeError();
  return profile;
}

Result<std::string> readProfileFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return makeError("cannot read profile '" + path + "'", {}, DiagnosticKind::kIo);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Result<Profile> loadProfileFile(const std::string& path) {
  Result<std::string> text = readProfileFile(path);
  if (!text.ok()) return text.error();
  return parseProfile(*text, path);
}

Result<Profile> loadNamedProfile(std::string_view name, const std::string& directory) {
  for (char c : name)
    if (!isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
      return makeError("invalid profile name '" + std::string(name) + "'");
  return loadProfileFile(directory + "/" + std::string(name) + ".profile");
}

}  // namespace hlo_cts::oracle
