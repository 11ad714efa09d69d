#include "reports/results_json.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>

#include "spec/source_files.h"

namespace hlo_cts::reports {

using nlohmann::json;

namespace {

// Thrown by the field readers below and caught at the API boundary: it never
// leaves this file.
struct FieldError {
  std::string message;
};

// The value of `key`, or null when it is absent or JSON null.
const json* field(const json& object, const char* key) {
  auto it = object.find(key);
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string readString(const json& object, const char* key, bool required = false) {
  const json* value = field(object, key);
  if (!value) {
    if (required) throw FieldError{fmt::format("missing \"{}\"", key)};
    return {};
  }
  if (!value->is_string()) throw FieldError{fmt::format("\"{}\" is not a string", key)};
  return value->get<std::string>();
}

int readInt(const json& object, const char* key, int fallback) {
  const json* value = field(object, key);
  if (!value) return fallback;
  if (!value->is_number_integer()) throw FieldError{fmt::format("\"{}\" is not an integer", key)};
  if (value->is_number_unsigned()) {
    auto v = value->get<uint64_t>();
    if (v > static_cast<uint64_t>(std::numeric_limits<int>::max()))
      throw FieldError{fmt::format("\"{}\" is out of range", key)};
    return static_cast<int>(v);
  }
  auto v = value->get<int64_t>();
  if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
    throw FieldError{fmt::format("\"{}\" is out of range", key)};
  return static_cast<int>(v);
}

std::optional<uint64_t> readUnsigned(const json& object, const char* key) {
  const json* value = field(object, key);
  if (!value) return std::nullopt;
  if (!value->is_number_unsigned())
    throw FieldError{fmt::format("\"{}\" is not a non-negative integer", key)};
  return value->get<uint64_t>();
}

double readNumber(const json& object, const char* key) {
  const json* value = field(object, key);
  if (!value) return 0;
  if (!value->is_number()) throw FieldError{fmt::format("\"{}\" is not a number", key)};
  return value->get<double>();
}

std::vector<std::string> readStringList(const json& object, const char* key) {
  const json* value = field(object, key);
  if (!value) return {};
  if (!value->is_array()) throw FieldError{fmt::format("\"{}\" is not an array", key)};
  std::vector<std::string> list;
  for (const json& element : *value) {
    if (!element.is_string())
      throw FieldError{fmt::format("an element of \"{}\" is not a string", key)};
    list.push_back(element.get<std::string>());
  }
  return list;
}

const json* readObject(const json& object, const char* key) {
  const json* value = field(object, key);
  if (value && !value->is_object()) throw FieldError{fmt::format("\"{}\" is not an object", key)};
  return value;
}

json ulpJson(const std::optional<uint64_t>& ulp) {
  return ulp ? json(*ulp) : json(nullptr);
}

json clauseJson(const ClauseRef& clause) {
  if (clause.op == OpId::kUnknown && clause.id.empty() && clause.subject.empty()) return nullptr;
  json out = {{"op", clause.op == OpId::kUnknown ? json(nullptr) : json(opName(clause.op))},
              {"id", clause.id},
              {"text", clause.str()}};
  if (!clause.subject.empty()) out["subject"] = clause.subject;
  return out;
}

ClauseRef clauseFromJson(const json& object) {
  ClauseRef clause;
  clause.id = readString(object, "id");
  clause.subject = readString(object, "subject");
  std::string op = readString(object, "op");
  if (!op.empty()) {
    clause.op = opIdOf(op);
    // An op this build does not know (renamed since): keep its name.
    if (clause.op == OpId::kUnknown && clause.subject.empty()) clause.subject = op;
  }
  return clause;
}

json locationJson(const SourceLocation& location) {
  if (location.file.empty() && !location.known()) return nullptr;
  return {{"file", location.file}, {"line", location.line}, {"col", location.col}};
}

SourceLocation locationFromJson(const json& object) {
  SourceLocation location;
  location.file = readString(object, "file");
  location.line = readInt(object, "line", 0);
  location.col = readInt(object, "col", 0);
  return location;
}

ElementFailure failureFromJson(const json& object) {
  if (!object.is_object()) throw FieldError{"an element of \"failures\" is not an object"};
  ElementFailure failure;
  failure.output = readInt(object, "output", 0);
  failure.index = readString(object, "index");
  failure.actual = readString(object, "actual");
  failure.allowed = readString(object, "allowed");
  failure.ulp = readUnsigned(object, "ulp");
  return failure;
}

ElementDivergence divergenceFromJson(const json& object) {
  if (!object.is_object()) throw FieldError{"an element of \"divergences\" is not an object"};
  ElementDivergence divergence;
  divergence.output = readInt(object, "output", 0);
  divergence.index = readString(object, "index");
  divergence.first = readString(object, "first");
  divergence.other = readString(object, "other");
  divergence.execution = readInt(object, "execution", 2);
  return divergence;
}

TestResult testResultFromObject(const json& object) {
  TestResult result;
  result.id = readString(object, "id", /*required=*/true);
  if (result.id.empty()) throw FieldError{"\"id\" is empty"};
  std::string verdict = readString(object, "verdict", /*required=*/true);
  std::optional<Verdict> parsed = verdictFromName(verdict);
  if (!parsed) throw FieldError{fmt::format("unknown verdict \"{}\"", verdict)};
  result.verdict = *parsed;
  result.seconds = readNumber(object, "seconds");
  result.message = readString(object, "message");
  if (const json* clause = readObject(object, "clause")) result.clause = clauseFromJson(*clause);
  if (const json* location = readObject(object, "location"))
    result.location = locationFromJson(*location);
  if (const json* failures = field(object, "failures")) {
    if (!failures->is_array()) throw FieldError{"\"failures\" is not an array"};
    for (const json& failure : *failures) result.failures.push_back(failureFromJson(failure));
  }
  result.maxUlp = readUnsigned(object, "maxUlp");
  result.reproducer = readString(object, "reproducer");
  result.ops = readStringList(object, "ops");
  result.elementTypes = readStringList(object, "elementTypes");
  result.kind = readString(object, "kind");
  result.testedOp = readString(object, "testedOp");
  result.tier = readString(object, "tier");
  result.decidedBy = readString(object, "decidedBy");
  result.escapes = readStringList(object, "escapes");
  result.mechanism = readString(object, "mechanism");
  if (const json* divergences = field(object, "divergences")) {
    if (!divergences->is_array()) throw FieldError{"\"divergences\" is not an array"};
    for (const json& d : *divergences) result.divergences.push_back(divergenceFromJson(d));
  }
  result.flaky = readString(object, "flaky");
  return result;
}

RunInfo runInfoFromObject(const json& object) {
  RunInfo info;
  info.backend = readString(object, "backend", /*required=*/true);
  info.backendName = readString(object, "backendName");
  info.backendVersion = readString(object, "backendVersion");
  info.profile = readString(object, "profile", /*required=*/true);
  info.toolVersion = readString(object, "toolVersion");
  info.startedAt = readString(object, "startedAt");
  info.shardIndex = readInt(object, "shardIndex", 0);
  info.totalShards = readInt(object, "totalShards", 1);
  return info;
}

// Runs `convert` on `json`, turning whatever it throws into a diagnostic.
template <class T, class Convert>
Result<T> convertCatching(const json& value, const char* what, Convert convert) {
  if (!value.is_object()) return makeError(fmt::format("{} is not a JSON object", what));
  try {
    return convert(value);
  } catch (const FieldError& error) {
    return makeError(fmt::format("{}: {}", what, error.message));
  } catch (const std::exception& error) {
    return makeError(fmt::format("{}: {}", what, error.what()));
  }
}

}  // namespace

json toJson(const TestResult& result) {
  json failures = json::array();
  for (const ElementFailure& failure : result.failures) {
    failures.push_back({{"output", failure.output},
                        {"index", failure.index},
                        {"actual", failure.actual},
                        {"allowed", failure.allowed},
                        {"ulp", ulpJson(failure.ulp)}});
  }
  json out = {{"id", result.id},
              {"verdict", verdictName(result.verdict)},
              {"seconds", result.seconds},
              {"message", result.message},
              {"clause", clauseJson(result.clause)},
              {"location", locationJson(result.location)},
              {"failures", std::move(failures)},
              {"maxUlp", ulpJson(result.maxUlp)},
              {"reproducer", result.reproducer},
              {"ops", result.ops},
              {"elementTypes", result.elementTypes},
              {"kind", result.kind},
              {"testedOp", result.testedOp}};
  if (!result.tier.empty()) {
    out["tier"] = result.tier;
    out["decidedBy"] = result.decidedBy;
    out["escapes"] = result.escapes;
    out["mechanism"] = result.mechanism;
  }
  // Absent when empty, as the files of runs before them.
  if (!result.divergences.empty()) {
    json divergences = json::array();
    for (const ElementDivergence& d : result.divergences)
      divergences.push_back({{"output", d.output},
                             {"index", d.index},
                             {"first", d.first},
                             {"other", d.other},
                             {"execution", d.execution}});
    out["divergences"] = std::move(divergences);
  }
  if (!result.flaky.empty()) out["flaky"] = result.flaky;
  return out;
}

json toJson(const RunInfo& info) {
  return {{"backend", info.backend},
          {"backendName", info.backendName},
          {"backendVersion", info.backendVersion},
          {"profile", info.profile},
          {"toolVersion", info.toolVersion},
          {"startedAt", info.startedAt},
          {"shardIndex", info.shardIndex},
          {"totalShards", info.totalShards}};
}

json toJson(const RunSummary& summary) {
  json counts = json::object();
  for (int i = 0; i < kNumVerdicts; ++i)
    counts[std::string(verdictName(static_cast<Verdict>(i)))] = summary.counts[i];
  return {{"total", summary.total}, {"seconds", summary.seconds}, {"counts", std::move(counts)}};
}

Result<TestResult> testResultFromJson(const json& value) {
  return convertCatching<TestResult>(value, "test result", testResultFromObject);
}

Result<RunInfo> runInfoFromJson(const json& value) {
  return convertCatching<RunInfo>(value, "run info", runInfoFromObject);
}

RunSummary summarize(const std::vector<TestResult>& results) {
  RunSummary summary;
  for (const TestResult& result : results) {
    summary.add(result.verdict);
    summary.seconds += result.seconds;
  }
  return summary;
}

json resultsDocument(const RunInfo& info, const RunSummary& summary,
                     const std::vector<TestResult>& results) {
  json tests = json::array();
  for (const TestResult& result : results) tests.push_back(toJson(result));
  return {{"format", "hlo-cts-results"},
          {"version", kResultsFormatVersion},
          {"run", toJson(info)},
          {"summary", toJson(summary)},
          {"tests", std::move(tests)}};
}

std::string resultsJsonText(const RunInfo& info, const RunSummary& summary,
                            const std::vector<TestResult>& results) {
  return resultsDocument(info, summary, results)
             .dump(2, ' ', false, json::error_handler_t::replace) +
         "\n";
}

Status writeResultsJson(const std::string& path, const RunInfo& info, const RunSummary& summary,
                        const std::vector<TestResult>& results) {
  return writeFileAtomically(path, resultsJsonText(info, summary, results));
}

Result<ResultsDocument> readResultsJson(const std::string& path) {
  auto error = [&](const std::string& why) {
    return makeError(fmt::format("{}: {}", path, why), {path}, DiagnosticKind::kIo);
  };
  Result<std::string> text = readSourceFile(path);
  if (!text.ok()) return error(text.error().message);
  json document = json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded()) return error("not a JSON document (truncated or corrupt)");
  if (!document.is_object() || document.value("format", json()) != "hlo-cts-results")
    return error("not an hlo-cts results file (no \"format\": \"hlo-cts-results\")");
  const json version = document.value("version", json());
  if (!version.is_number_integer() || version.get<int64_t>() > kResultsFormatVersion)
    return error(fmt::format("results format version {} (this hlo-cts reads up to {})",
                             version.dump(), kResultsFormatVersion));
  ResultsDocument read;
  Result<RunInfo> info = runInfoFromJson(document.value("run", json()));
  if (!info.ok()) return error(info.error().message);
  read.info = std::move(*info);
  const json tests = document.value("tests", json());
  if (!tests.is_array()) return error("\"tests\" is not an array");
  for (size_t i = 0; i < tests.size(); ++i) {
    Result<TestResult> result = testResultFromJson(tests[i]);
    if (!result.ok()) {
      const json id = tests[i].is_object() ? tests[i].value("id", json()) : json();
      return error(fmt::format("test {}{}: {}", i, id.is_string() ? " (" + id.dump() + ")" : "",
                               result.error().message));
    }
    read.results.push_back(std::move(*result));
  }
  read.summary = summarize(read.results);
  const json summary = document.value("summary", json());
  if (summary.is_object() && summary.value("seconds", json()).is_number())
    read.summary.seconds = summary["seconds"].get<double>();
  return read;
}

std::string compactJson(const json& value) {
  return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

Status writeFileAtomically(const std::string& path, const std::string& text) {
  std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out)
      return makeError(fmt::format("cannot write {}: {}", temporary, std::strerror(errno)),
                       {temporary}, DiagnosticKind::kIo);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out)
      return makeError(fmt::format("error writing {}", temporary), {temporary},
                       DiagnosticKind::kIo);
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::string why = error.message();
    std::filesystem::remove(temporary, error);
    return makeError(fmt::format("cannot rename {} to {}: {}", temporary, path, why), {path},
                     DiagnosticKind::kIo);
  }
  return Status::success();
}

}  // namespace hlo_cts::reports
