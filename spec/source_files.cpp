#include "spec/source_files.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>
#include <utility>

namespace hlo_cts {
namespace {

namespace fs = std::filesystem;

// Deeper than any real suite; a bound, so a pathological tree cannot
// exhaust the stack.
constexpr int kMaxDepth = 128;

bool isTestFileName(const std::string& name) {
  return name.ends_with(".mlir") || name.ends_with(".hlo");
}

// "a FIFO", "a socket", ...: what a non-regular file is, for a message.
const char* fileKind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  return "not a regular file";
}

// Why stat() failed on a path lstat() could read: a link that leads nowhere.
std::string brokenLinkReason(int error) {
  if (error == ELOOP) return "a symlink loop (too many levels of symbolic links)";
  if (error == ENOENT || error == ENOTDIR) return "a dangling symlink";
  return fmt::format("a symlink that cannot be followed ({})", std::strerror(error));
}

class TreeWalk {
 public:
  explicit TreeWalk(SourceTree& tree) : tree_(tree) {}

  // Walks `root` (a directory whose stat is `st`), adding its test files
  // sorted by their names relative to it.
  void walkRoot(const std::string& root, const struct stat& st) {
    visited_.clear();
    visited_.insert({st.st_dev, st.st_ino});
    const size_t first = tree_.files.size();
    walk(root, "", 0);
    std::sort(
        tree_.files.begin() + static_cast<std::ptrdiff_t>(first), tree_.files.end(),
        [](const SourceFile& a, const SourceFile& b) { return a.displayName < b.displayName; });
  }

 private:
  void skip(const std::string& path, const std::string& why) {
    tree_.skipped.push_back(fmt::format("{}: {}", path, why));
  }

  void walk(const std::string& dir, const std::string& prefix, int depth) {
    if (depth > kMaxDepth) {
      skip(dir, fmt::format("nested deeper than {} directories; not walked", kMaxDepth));
      return;
    }
    std::error_code error;
    std::vector<std::string> names;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::directory_iterator(); it.increment(error))
      names.push_back(it->path().filename().string());
    if (error) {
      skip(dir,
           fmt::format("cannot list the directory ({}); the rest of it skipped", error.message()));
    }
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) {
      const std::string path = (fs::path(dir) / name).string();
      const std::string display = prefix.empty() ? name : prefix + "/" + name;
      visit(path, name, display, depth);
    }
  }

  void visit(const std::string& path, const std::string& name, const std::string& display,
             int depth) {
    struct stat link {};
    if (::lstat(path.c_str(), &link) != 0) {
      skip(path, fmt::format("cannot be read ({}); skipped", std::strerror(errno)));
      return;
    }
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
      const int error = errno;
      if (S_ISLNK(link.st_mode)) {
        skip(path, brokenLinkReason(error) + "; skipped");
      } else {
        skip(path, fmt::format("cannot be read ({}); skipped", std::strerror(error)));
      }
      return;
    }
    const bool testName = isTestFileName(name);
    if (S_ISDIR(st.st_mode)) {
      if (!visited_.insert({st.st_dev, st.st_ino}).second) {
        skip(path, S_ISLNK(link.st_mode)
                       ? "a symlink to a directory already walked (a loop); not followed"
                       : "a directory already walked (a loop); not walked again");
        return;
      }
      if (testName)
        skip(path, "a directory named like a test file, not a test; walked as a folder");
      walk(path, display, depth + 1);
      return;
    }
    if (!testName) return;
    if (S_ISREG(st.st_mode)) {
      tree_.files.push_back({path, display});
      return;
    }
    skip(path, fmt::format("{}, not a regular file; not opened", fileKind(st.st_mode)));
  }

  SourceTree& tree_;
  std::set<std::pair<dev_t, ino_t>> visited_;
};

// The offset of the first byte that does not belong to well-formed UTF-8
// (overlong forms, surrogates and code points past U+10FFFF included), or
// npos.
size_t firstInvalidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
      ++i;
      continue;
    }
    size_t length = 0;
    uint32_t min = 0, code = 0;
    if ((lead & 0xE0) == 0xC0) {
      length = 2, min = 0x80, code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
      length = 3, min = 0x800, code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
      length = 4, min = 0x10000, code = lead & 0x07;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (size_t k = 1; k < length; ++k) {
      if ((byte(i + k) & 0xC0) != 0x80) return i;
      code = (code << 6) | (byte(i + k) & 0x3F);
    }
    if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return i;
    i += length;
  }
  return std::string_view::npos;
}

Diagnostic ioError(const std::string& path, std::string why, SourceLocation location = {}) {
  if (location.file.empty()) location.file = path;
  return makeError(std::move(why), std::move(location), DiagnosticKind::kIo);
}

}  // namespace

Result<SourceTree> walkSourceTree(const std::vector<std::string>& paths) {
  SourceTree tree;
  TreeWalk walk(tree);
  for (const std::string& path : paths) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
      const int error = errno;
      struct stat link {};
      if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))
        return makeError(fmt::format("{}: {}", path, brokenLinkReason(error)), {},
                         DiagnosticKind::kIo);
      if (error == ENOENT || error == ENOTDIR)
        return makeError(fmt::format("{}: no such file or directory", path), {},
                         DiagnosticKind::kIo);
      return makeError(fmt::format("{}: cannot be read ({})", path, std::strerror(error)), {},
                       DiagnosticKind::kIo);
    }
    if (S_ISDIR(st.st_mode)) {
      walk.walkRoot(path, st);
    } else if (S_ISREG(st.st_mode)) {
      tree.files.push_back({path, path});
    } else {
      return makeError(
          fmt::format("{}: {}, not a regular file; not opened", path, fileKind(st.st_mode)), {},
          DiagnosticKind::kIo);
    }
  }
  return tree;
}

Result<std::string> readSourceFile(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    return ioError(path, fmt::format("cannot read the file: {}", std::strerror(errno)));
  if (!S_ISREG(st.st_mode))
    return ioError(path, fmt::format("{}, not a regular file; not opened", fileKind(st.st_mode)));
  // O_NONBLOCK: should the path become a FIFO between the stat and the
  // open, the open returns at once and the fstat below refuses it.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return ioError(path, fmt::format("cannot read the file: {}", std::strerror(errno)));
  std::string text;
  int readError = 0;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return ioError(path, "not a regular file; not read");
  }
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n > 0) {
      text.append(buffer, static_cast<size_t>(n));
    } else if (n == 0) {
      break;
    } else if (errno != EINTR) {
      readError = errno;
      break;
    }
  }
  ::close(fd);
  if (readError)
    return ioError(path, fmt::format("cannot read the file: {}", std::strerror(readError)));
  if (const size_t bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
    SourceLocation at{path, 1, 1};
    for (size_t i = 0; i < bad; ++i) {
      if (text[i] == '\n') {
        ++at.line;
        at.col = 1;
      } else {
        ++at.col;
      }
    }
    return ioError(path,
                   fmt::format("not UTF-8 text: byte 0x{:02X} does not begin a valid UTF-8 "
                               "sequence; the file is not loaded",
                               static_cast<unsigned char>(text[bad])),
                   at);
  }
  return text;
}

}  // namespace hlo_cts
