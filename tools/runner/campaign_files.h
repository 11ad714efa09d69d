// The files of a campaign's findings folder that a campaign and a merge of
// campaigns both write (tools/runner/campaign.h): a finding's line of
// findings.jsonl and summary.md.
#pragma once

#include <filesystem>
#include <nlohmann/json_fwd.hpp>
#include <set>
#include <string>
#include <vector>

#include "tools/runner/campaign.h"

namespace hlo_cts::runner {

// A finding as its line of findings.jsonl, and back.
nlohmann::json findingJson(const Finding& f);
Finding findingFromJson(const nlohmann::json& entry);

// What makes two findings one (tools/runner/finding_key.h); findings of
// campaigns from before keys were recorded: backend, signature, mechanism.
std::string findingKey(const Finding& f);

// `name`, or name-2, name-3, ... when taken.
std::string uniqueSlug(const std::string& name, std::set<std::string>& taken);

// summary.md in `dir`: `title`, then the findings' table by class.
void writeSummary(const std::filesystem::path& dir, const std::string& title,
                  const std::vector<Finding>& findings);

}  // namespace hlo_cts::runner
