// Runs the `hlo-cts` command line in-process, as the subcommand tests do.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tools/cli/command.h"

namespace hlo_cts::cli {

struct CliOutput {
  bool withStderr = false;  // also capture what the command prints on stderr
};

// `hlo-cts args...`; returns the exit code and, in `out`, what it printed
// on stdout (and stderr after it, when asked).
inline int runCli(std::vector<std::string> args, std::string* out = nullptr,
                  CliOutput options = {}) {
  args.insert(args.begin(), "hlo-cts");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  testing::internal::CaptureStdout();
  if (options.withStderr) testing::internal::CaptureStderr();
  const int code = runMain(static_cast<int>(argv.size()), argv.data());
  std::string text = testing::internal::GetCapturedStdout();
  if (options.withStderr) text += testing::internal::GetCapturedStderr();
  if (out) *out = std::move(text);
  return code;
}

}  // namespace hlo_cts::cli
