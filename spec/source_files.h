// Test files on disk, read as hostile input: every subcommand that takes
// paths finds its files with walkSourceTree and reads each with
// readSourceFile, so a tree with a symlink loop, a FIFO, a dangling link,
// a directory named like a test file or an unreadable file is named entry
// by entry and never hangs, loops or throws.
#pragma once

#include <string>
#include <vector>

#include "spec/result.h"

namespace hlo_cts {

struct SourceFile {
  std::string path;         // as opened
  std::string displayName;  // relative to the directory given, or the path as given
};

struct SourceTree {
  std::vector<SourceFile> files;  // per path given, sorted by displayName
  // One line per entry left out: a symlink loop or a link back into a
  // directory already walked, a dangling link, a directory that cannot be
  // listed, and anything named like a test file that is not a regular file
  // (a FIFO, socket, device or directory). Each names the entry and why.
  std::vector<std::string> skipped;
};

// The *.mlir and *.hlo files under each path: a file is taken as is, a
// directory walked recursively. Symlinks are followed, except into a
// directory already walked (tracked by device and inode), so a loop ends.
// An error only for a path given that is neither a directory nor a
// regular file (missing, a dangling link, a FIFO: asked for by name, it is
// bad input); what cannot be walked below a directory is `skipped`. Never
// throws.
Result<SourceTree> walkSourceTree(const std::vector<std::string>& paths);

// The text of a test file. An error (kIo) when it is not a regular file (a
// FIFO or device is never opened), cannot be read, or is not UTF-8 text
// (the message gives the line and column of the first bad byte).
Result<std::string> readSourceFile(const std::string& path);

}  // namespace hlo_cts
