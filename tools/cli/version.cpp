#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

HLO_CTS_REGISTER_COMMAND(kVersionCommand, "version", "print the hlo-cts version",
                         [](CLI::App&) -> std::function<int()> {
                           return [] {
                             fmt::print("hlo-cts 0.1.0\n");
                             return kExitOk;
                           };
                         });

}  // namespace
}  // namespace hlo_cts::cli
