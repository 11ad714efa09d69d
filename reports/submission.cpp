#include "reports/submission.h"

#include <fmt/format.h>
#include <openssl/evp.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "reports/results_json.h"

namespace hlo_cts::reports {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

constexpr const char* kSubmissionFormat = "hlo-cts-submission";
constexpr int kSubmissionVersion = 1;
constexpr const char* kManifestName = "submission.json";

Result<std::string> readWhole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return makeError(fmt::format("cannot read {}", path), {}, DiagnosticKind::kIo);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The package files the manifest pins, when present.
std::vector<std::string> packageFiles(const std::string& dir, const SubmissionManifest& manifest) {
  std::vector<std::string> names = {"results.json", "junit.xml", "journal.jsonl",
                                    "report/index.html"};
  if (!manifest.profileFile.empty()) names.push_back(manifest.profileFile);
  if (!manifest.expectationsFile.empty()) names.push_back(manifest.expectationsFile);
  std::vector<std::string> present;
  std::error_code error;
  for (const std::string& name : names)
    if (fs::is_regular_file(fs::path(dir) / name, error)) present.push_back(name);
  return present;
}

// The checksum of a manifest: over its JSON without the "checksum" field,
// dumped compactly (nlohmann's object keys are sorted, so the text is
// canonical).
std::string manifestChecksum(json manifest) {
  manifest.erase("checksum");
  return sha256Hex(manifest.dump());
}

}  // namespace

std::string sha256Hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                  EVP_MD_CTX_free);
  if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1 ||
      EVP_DigestUpdate(context.get(), bytes.data(), bytes.size()) != 1 ||
      EVP_DigestFinal_ex(context.get(), digest, &length) != 1)
    return {};
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", digest[i]);
  return hex;
}

Result<std::string> sha256OfFile(const std::string& path) {
  Result<std::string> text = readWhole(path);
  if (!text.ok()) return text.takeError();
  return sha256Hex(*text);
}

Result<std::string> suiteDigest(const std::vector<SuiteFileDigest>& files) {
  std::vector<std::string> lines;
  for (const SuiteFileDigest& file : files) {
    Result<std::string> digest = sha256OfFile(file.path);
    if (!digest.ok()) return digest.takeError();
    lines.push_back(file.name + "\t" + *digest + "\n");
  }
  std::sort(lines.begin(), lines.end());
  std::string all;
  for (const std::string& line : lines) all += line;
  return sha256Hex(all);
}

Status writeSubmission(const std::string& dir, const SubmissionManifest& manifest) {
  json files = json::object();
  for (const std::string& name : packageFiles(dir, manifest)) {
    Result<std::string> digest = sha256OfFile((fs::path(dir) / name).string());
    if (!digest.ok()) return digest.takeError();
    files[name] = *digest;
  }
  json document = {
      {"format", kSubmissionFormat},
      {"version", kSubmissionVersion},
      {"tool", manifest.run.toolVersion},
      {"command", manifest.command},
      {"backend",
       {{"spec", manifest.backendSpec},
        {"name", manifest.run.backendName},
        {"version", manifest.run.backendVersion}}},
      {"profile",
       {{"name", manifest.run.profile},
        {"file", manifest.profileFile},
        {"sha256", manifest.profileSha256}}},
      {"suites",
       {{"paths", manifest.suitePaths},
        {"files", manifest.suiteFiles},
        {"sha256", manifest.suiteSha256}}},
      {"expectations",
       manifest.expectationsFile.empty() ? json(nullptr) : json(manifest.expectationsFile)},
      {"startedAt", manifest.run.startedAt},
      {"summary", toJson(manifest.summary)},
      {"gate", manifest.gatePassed ? "pass" : "fail"},
      {"files", std::move(files)},
  };
  document["checksum"] = manifestChecksum(document);
  const std::string path = (fs::path(dir) / kManifestName).string();
  std::ofstream out(path, std::ios::binary);
  out << document.dump(2) << "\n";
  if (!out.flush()) return makeError(fmt::format("cannot write {}", path), {}, DiagnosticKind::kIo);
  return Status();
}

Result<std::vector<std::string>> verifySubmission(const std::string& dir) {
  const std::string path = (fs::path(dir) / kManifestName).string();
  Result<std::string> text = readWhole(path);
  if (!text.ok()) return text.takeError();
  json document = json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (!document.is_object() || document.value("format", json()) != kSubmissionFormat)
    return makeError(fmt::format("{} is not an hlo-cts submission manifest", path), {},
                     DiagnosticKind::kIo);
  std::vector<std::string> problems;
  const json checksum = document.value("checksum", json());
  if (!checksum.is_string() || checksum.get<std::string>() != manifestChecksum(document))
    problems.push_back(fmt::format("{}: the manifest was changed after it was written", path));
  const json files = document.value("files", json::object());
  if (!files.is_object()) {
    problems.push_back(fmt::format("{}: \"files\" is not an object", path));
    return problems;
  }
  for (const auto& [name, expected] : files.items()) {
    Result<std::string> digest = sha256OfFile((fs::path(dir) / name).string());
    if (!digest.ok())
      problems.push_back(fmt::format("{}: missing or unreadable", name));
    else if (!expected.is_string() || expected.get<std::string>() != *digest)
      problems.push_back(fmt::format("{}: its SHA-256 differs from the manifest's", name));
  }
  return problems;
}

}  // namespace hlo_cts::reports
