#include "tools/runner/known_issues.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "oracle/interpret.h"

namespace hlo_cts::runner {

Result<std::vector<KnownIssue>> readKnownIssues(const std::string& path) {
  Result<std::string> text = oracle::readTextFile(path);
  if (!text.ok()) return text.takeError();
  const nlohmann::json file = nlohmann::json::parse(*text, nullptr, false);
  if (!file.is_object() || !file.contains("issues") || !file["issues"].is_array())
    return makeError(fmt::format("{}: expected {{\"issues\": [...]}}", path), {},
                     DiagnosticKind::kIo);
  std::vector<KnownIssue> issues;
  for (size_t i = 0; i < file["issues"].size(); ++i) {
    const nlohmann::json& entry = file["issues"][i];
    const auto text = [&](const char* name) {
      return entry.contains(name) && entry[name].is_string() ? entry[name].get<std::string>()
                                                             : std::string();
    };
    KnownIssue issue{text("backend"), {},          text("upstream"), text("state"),
                     text("triaged"), text("note")};
    if (!text("key").empty()) issue.keys.push_back(text("key"));
    if (entry.contains("keys") && entry["keys"].is_array())
      for (const nlohmann::json& key : entry["keys"])
        if (key.is_string() && !key.get<std::string>().empty())
          issue.keys.push_back(key.get<std::string>());
    static const std::vector<std::string> kStates = {"not-filed", "open", "fixed", "wont-fix"};
    if (issue.backend.empty() || issue.keys.empty() ||
        std::find(kStates.begin(), kStates.end(), issue.state) == kStates.end())
      return makeError(
          fmt::format("{}: issue {} needs a backend, a key (or keys) and a state (not-filed, "
                      "open, fixed or wont-fix)",
                      path, i),
          {}, DiagnosticKind::kIo);
    issues.push_back(std::move(issue));
  }
  return issues;
}

const KnownIssue* matchKnownIssue(const std::vector<KnownIssue>& issues,
                                  const std::string& backendName, const std::string& key) {
  const size_t line = key.find('\n');
  if (line == std::string::npos) return nullptr;
  const std::string label = key.substr(0, line), identity = key.substr(line + 1);
  for (const KnownIssue& issue : issues)
    if ((issue.backend == backendName || issue.backend == label) &&
        std::find(issue.keys.begin(), issue.keys.end(), identity) != issue.keys.end())
      return &issue;
  return nullptr;
}

std::string knownIssueText(const KnownIssue& issue) {
  const std::string where = !issue.upstream.empty()  ? issue.upstream
                            : !issue.triaged.empty() ? issue.triaged
                                                     : "no reference yet";
  if (issue.state == "fixed")
    return fmt::format(
        "known: {} (fixed upstream, still failing here: the pinned version is "
        "older than the fix)",
        where);
  return fmt::format("known: {} ({})", where, issue.state);
}

}  // namespace hlo_cts::runner
