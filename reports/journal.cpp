#include "reports/journal.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unordered_map>

#include "reports/results_json.h"

namespace hlo_cts::reports {

using nlohmann::json;

namespace {

constexpr const char* kJournalFormat = "hlo-cts-journal";

Diagnostic ioError(const std::string& path, const std::string& what) {
  return makeError(fmt::format("{} {}: {}", what, path, std::strerror(errno)), {path},
                   DiagnosticKind::kIo);
}

Diagnostic lineDiagnostic(const std::string& file, int line, std::string message,
                          Diagnostic::Severity severity) {
  Diagnostic d = makeError(std::move(message), {file, line, 0}, DiagnosticKind::kSyntax);
  d.severity = severity;
  return d;
}

Result<RunInfo> parseHeader(std::string_view line, const std::string& fileName) {
  auto error = [&](std::string message) {
    return lineDiagnostic(fileName, 1, std::move(message), Diagnostic::Severity::kError);
  };
  json header = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (header.is_discarded() || !header.is_object())
    return error("the header (line 1) is not a JSON object: not an hlo-cts journal, or corrupt");
  auto format = header.find("format");
  if (format == header.end() || *format != kJournalFormat)
    return error(
        fmt::format("the header (line 1) does not say \"format\": \"{}\"", kJournalFormat));
  auto version = header.find("version");
  if (version == header.end() || !version->is_number_unsigned())
    return error("the header (line 1) has no format \"version\"");
  if (version->get<uint64_t>() > static_cast<uint64_t>(kJournalFormatVersion))
    return error(fmt::format(
        "the journal has format version {}; this hlo-cts reads up to version {}: use a newer one",
        version->get<uint64_t>(), kJournalFormatVersion));
  auto run = header.find("run");
  if (run == header.end()) return error("the header (line 1) has no \"run\"");
  Result<RunInfo> info = runInfoFromJson(*run);
  if (!info) return error(fmt::format("the header (line 1): {}", info.error().message));
  return info;
}

// Adds the result of one complete line after the header, or a warning.
class RecordCollector {
 public:
  RecordCollector(JournalContents& contents, const std::string& fileName)
      : contents_(contents), fileName_(fileName) {}

  void addLine(std::string_view line, int lineNumber) {
    json record = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (record.is_discarded()) {
      warn(lineNumber, "corrupt line (not valid JSON) dropped; its test runs again on resume");
      return;
    }
    Result<TestResult> result = testResultFromJson(record);
    if (!result) {
      warn(lineNumber, fmt::format("corrupt line ({}) dropped; its test runs again on resume",
                                   result.error().message));
      return;
    }
    auto [it, inserted] = where_.try_emplace(result->id, Slot{results_.size(), lineNumber});
    if (!inserted) {
      warn(lineNumber, fmt::format("test {} was already recorded on line {}; the later result "
                                   "is kept",
                                   result->id, it->second.line));
      results_[it->second.index].reset();
      it->second = Slot{results_.size(), lineNumber};
    }
    results_.push_back(std::move(result).value());
  }

  void warn(int lineNumber, std::string message) {
    contents_.warnings.push_back(
        lineDiagnostic(fileName_, lineNumber, std::move(message), Diagnostic::Severity::kWarning));
  }

  void finish() {
    for (std::optional<TestResult>& result : results_)
      if (result) contents_.results.push_back(std::move(*result));
  }

 private:
  struct Slot {
    size_t index;
    int line;
  };
  JournalContents& contents_;
  const std::string& fileName_;
  std::vector<std::optional<TestResult>> results_;
  std::unordered_map<std::string, Slot> where_;
};

}  // namespace

Result<JournalContents> parseJournal(std::string_view text, const std::string& fileName) {
  size_t headerEnd = text.find('\n');
  if (headerEnd == std::string_view::npos) {
    std::string message = text.empty() ? "the journal is empty: it has no header line"
                                       : "the header (line 1) is incomplete: the run died while "
                                         "writing it";
    return lineDiagnostic(fileName, 1, message, Diagnostic::Severity::kError);
  }
  Result<RunInfo> info = parseHeader(text.substr(0, headerEnd), fileName);
  if (!info) return info.takeError();

  JournalContents contents;
  contents.info = std::move(info).value();
  contents.completeBytes = headerEnd + 1;
  RecordCollector collector(contents, fileName);
  int lineNumber = 1;
  size_t start = headerEnd + 1;
  while (start < text.size()) {
    ++lineNumber;
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      collector.warn(lineNumber,
                     fmt::format("the last line is torn ({} bytes and no newline: the run died "
                                 "while writing it); dropped, its test runs again on resume",
                                 text.size() - start));
      break;
    }
    collector.addLine(text.substr(start, end - start), lineNumber);
    start = end + 1;
    contents.completeBytes = start;
  }
  collector.finish();
  return contents;
}

Result<JournalContents> readJournal(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return ioError(path, "cannot read the journal");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return ioError(path, "error reading the journal");
  return parseJournal(text.str(), path);
}

Status checkResumable(const RunInfo& existing, const RunInfo& current) {
  std::vector<std::string> differences;
  if (existing.backend != current.backend)
    differences.push_back(fmt::format("the journal's backend is \"{}\", this run's is \"{}\"",
                                      existing.backend, current.backend));
  if (existing.profile != current.profile)
    differences.push_back(fmt::format("the journal's profile is \"{}\", this run's is \"{}\"",
                                      existing.profile, current.profile));
  if (existing.shardIndex != current.shardIndex || existing.totalShards != current.totalShards)
    differences.push_back(fmt::format("the journal is shard {} of {}, this run is shard {} of {}",
                                      existing.shardIndex, existing.totalShards, current.shardIndex,
                                      current.totalShards));
  if (differences.empty()) return Status::success();
  return makeError(
      fmt::format("cannot resume a journal of a different run: {}; resume with the "
                  "same --backend, profile and shard, or start a new run",
                  fmt::join(differences, "; ")));
}

Result<std::unique_ptr<JournalWriter>> JournalWriter::create(const std::string& path,
                                                             const RunInfo& info) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return ioError(path, "cannot create the journal");
  std::unique_ptr<JournalWriter> writer(new JournalWriter(path, fd));
  json header = {
      {"format", kJournalFormat}, {"version", kJournalFormatVersion}, {"run", toJson(info)}};
  std::lock_guard lock(writer->mutex_);
  if (Status status = writer->writeLine(compactJson(header)); !status) return status.takeError();
  return writer;
}

Result<std::unique_ptr<JournalWriter>> JournalWriter::resume(const std::string& path,
                                                             const RunInfo& info,
                                                             JournalContents* existing) {
  Result<JournalContents> contents = readJournal(path);
  if (!contents) {
    Diagnostic error = contents.takeError();
    error.message = "cannot resume: " + error.message;
    return error;
  }
  if (Status status = checkResumable(contents->info, info); !status) {
    Diagnostic error = status.takeError();
    error.location = {path};
    return error;
  }
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) return ioError(path, "cannot reopen the journal");
  std::unique_ptr<JournalWriter> writer(new JournalWriter(path, fd));
  // Cut a torn last line off, so the next line does not glue onto it.
  struct stat st {};
  if (::fstat(fd, &st) != 0) return ioError(path, "cannot stat the journal");
  if (static_cast<uint64_t>(st.st_size) > contents->completeBytes &&
      ::ftruncate(fd, static_cast<off_t>(contents->completeBytes)) != 0)
    return ioError(path, "cannot cut the torn last line off the journal");
  if (existing) *existing = std::move(contents).value();
  return writer;
}

JournalWriter::~JournalWriter() {
  (void)close();
}

Status JournalWriter::append(const TestResult& result) {
  std::string line = compactJson(toJson(result));
  std::lock_guard lock(mutex_);
  return writeLine(line);
}

Status JournalWriter::writeLine(const std::string& body) {
  if (fd_ < 0) return makeError("the journal is closed", {path_}, DiagnosticKind::kIo);
  std::string line = body + "\n";
  size_t written = 0;
  while (written < line.size()) {
    ssize_t n = ::write(fd_, line.data() + written, line.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      Diagnostic error = ioError(path_, "cannot append to the journal");
      // End the partial line, so that it reads as one corrupt line and the
      // lines after it stay whole.
      if (written > 0) (void)!::write(fd_, "\n", 1);
      return error;
    }
    written += static_cast<size_t>(n);
  }
  if (sync_.load() && ::fdatasync(fd_) != 0) return ioError(path_, "cannot sync the journal");
  return Status::success();
}

Status JournalWriter::close() {
  std::lock_guard lock(mutex_);
  if (fd_ < 0) return Status::success();
  int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) return ioError(path_, "cannot close the journal");
  return Status::success();
}

}  // namespace hlo_cts::reports
