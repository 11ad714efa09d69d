// `hlo-cts spec --list | --stats | --op NAME`: the op catalogue as text, so
// reports and docs can count coverage against it.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <map>

#include "spec/ops/catalogue.h"
#include "tools/cli/command.h"

namespace hlo_cts::cli {
namespace {

struct SpecOptions {
  bool list = false;
  bool stats = false;
  std::string op;
};

// One line per constraint: op, id, origin, text (tab-separated).
void printList() {
  for (const ops::OpDef& def : ops::catalogue())
    for (const ops::Constraint& c : def.constraints)
      fmt::print("{}\t{}\t{}\t{}\n", def.name, c.id, ops::originName(c.origin), c.text);
}

void printStats() {
  size_t constraints = 0, contextual = 0;
  std::map<std::string_view, std::pair<size_t, size_t>> byOrigin, byFamily;
  for (const ops::OpDef& def : ops::catalogue()) {
    byOrigin[ops::originName(def.origin)].first++;
    byFamily[def.family].first++;
    for (const ops::Constraint& c : def.constraints) {
      ++constraints;
      contextual += c.needsContext;
      byOrigin[ops::originName(c.origin)].second++;
      byFamily[def.family].second++;
    }
  }
  fmt::print("ops\t{}\nconstraints\t{}\nconstraints needing context\t{}\n", ops::catalogue().size(),
             constraints, contextual);
  for (const auto& [origin, counts] : byOrigin)
    fmt::print("origin {}\t{} ops\t{} constraints\n", origin, counts.first, counts.second);
  for (const auto& [family, counts] : byFamily)
    fmt::print("family {}\t{} ops\t{} constraints\n", family, counts.first, counts.second);
}

int printOp(std::string_view name) {
  const ops::OpDef* def = ops::lookupOp(name);
  if (!def) def = ops::lookupOp("stablehlo." + std::string(name));
  if (!def) {
    fmt::print(stderr, "error: no op named {}\n", name);
    return kExitBadInput;
  }
  fmt::print("{} ({}, {}): {}\n", def->name, def->family, ops::originName(def->origin),
             def->summary);
  for (const ops::XlaName& x : def->xlaNames)
    fmt::print("  XLA {}{}\n", x.name, x.note.empty() ? "" : " (" + std::string(x.note) + ")");
  for (const ops::InputDef& in : def->inputs) {
    std::string where;
    if (in.kind == ops::InputKind::kAttribute)
      where = " [attribute " + std::string(in.storage) + "]";
    if (in.kind == ops::InputKind::kRegion) where = " [region]";
    std::string dflt = in.defaultValue.empty() ? "" : " = " + std::string(in.defaultValue);
    fmt::print("  ({}) {}: {}{}{}\n", def->inputLabel(in), in.name, in.text, dflt, where);
  }
  for (const ops::OutputDef& out : def->outputs)
    fmt::print("  -> {}: {}\n", out.name, out.type.text);
  for (const ops::Constraint& c : def->constraints) fmt::print("  ({}) {}\n", c.id, c.text);
  for (const ops::CoveragePoint& p : def->coverage) fmt::print("  coverage {}: {}\n", p.id, p.text);
  return kExitOk;
}

int runSpec(const SpecOptions& options) {
  if (!options.op.empty()) return printOp(options.op);
  if (options.stats) {
    printStats();
    return kExitOk;
  }
  printList();
  return kExitOk;
}

HLO_CTS_REGISTER_COMMAND(kSpecCommand, "spec",
                         "print the op catalogue: --list (op, clause, text), --stats, --op NAME",
                         [](CLI::App& sub) -> std::function<int()> {
                           auto options = std::make_shared<SpecOptions>();
                           sub.add_flag("--list", options->list,
                                        "one line per constraint: op, id, origin, text (default)");
                           sub.add_flag("--stats", options->stats, "op and constraint counts");
                           sub.add_option("--op", options->op, "everything about one op");
                           return [options] { return runSpec(*options); };
                         });

}  // namespace
}  // namespace hlo_cts::cli
